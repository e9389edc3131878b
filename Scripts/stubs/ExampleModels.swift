// The app-side types and values the fix examples assume (their own models), kept apart from the
// framework stand-ins in SwiftUI.swift.

final class BadgeModel: ObservableObject { var label = "" }
struct FeedItem { var title = "" }
final class FeedModel: ObservableObject { var items: [FeedItem] = [] }
final class PlayerModel: ObservableObject { var state = "" }
struct Note { var body = "" }
struct Page {}
let request = URLRequest()
final class ChartViewController: UIViewController {}
