import BridgeLint

enum StateWrapsObservableObjectExamples {
  static let model = "final class FeedModel: ObservableObject { @Published var items: [String] = [] }\n"

  static let nonTriggering: [Example] = [
    Example(model + "struct Feed: View {\n  @StateObject private var model = FeedModel()\n  var body: some View { Text(\"\") }\n}"),
    Example(model + "struct Feed: View {\n  @ObservedObject var model: FeedModel\n  var body: some View { Text(\"\") }\n}"),
    Example(
      "@Observable final class FeedModel { var items: [String] = [] }\nstruct Feed: View {\n  @State private var model = FeedModel()\n  var body: some View { Text(\"\") }\n}"
    ),
    Example(
      "final class Token: ObservableObject {}\nstruct Feed: View {\n  @State private var token = Token()\n  var body: some View { Text(\"\") }\n}"
    ),
    Example("struct Feed: View {\n  @State private var count = 0\n  var body: some View { Text(\"\") }\n}"),
    Example(
      "struct Filter { var query = \"\" }\nstruct Feed: View {\n  @State private var filter = Filter()\n  var body: some View { Text(\"\") }\n}"
    ),
    Example("struct Feed: View {\n  @State private var player = AVPlayer()\n  var body: some View { Text(\"\") }\n}"),
    Example(model + "final class Holder {\n  @State var model = FeedModel()\n}"),
    Example(model + "struct Feed: View {\n  @StateObject private var model: FeedModel\n  var body: some View { Text(\"\") }\n}"),
    Example(
      "@Model final class Note { var title = \"\" }\nstruct Editor: View {\n  @State private var note = Note()\n  var body: some View { Text(\"\") }\n}"
    ),
    Example(model + "struct Feed: View {\n  @Binding var model: FeedModel\n  var body: some View { Text(\"\") }\n}"),
  ]

  static let triggering: [Example] = [
    Example(model + "struct Feed: View {\n  ↓@State private var model = FeedModel()\n  var body: some View { Text(\"\") }\n}"),
    Example(model + "struct Feed: View {\n  ↓@State var model: FeedModel\n  var body: some View { Text(\"\") }\n}"),
    Example(
      model + "struct Feed: View {\n  ↓@State\n  private var model = FeedModel.init()\n  var body: some View { Text(\"\") }\n}"),
    Example(
      "class Base: ObservableObject { @Published var ready = false }\nfinal class Player: Base {}\nstruct Screen: View {\n  ↓@State private var player = Player()\n  var body: some View { Text(\"\") }\n}"
    ),
    Example(
      "final class Store { @Published var count = 0 }\nextension Store: ObservableObject {}\nstruct Counter: View {\n  ↓@State private var store = Store()\n  var body: some View { Text(\"\") }\n}"
    ),
    Example(
      model + "struct Feed {\n  ↓@State private var model = FeedModel()\n}\nextension Feed: View {\n  var body: some View { Text(\"\") }\n}"),
  ]
}
