import BridgeLint

/// `ForceRefreshIdentityRule`'s examples (run as tests, shown on its page), kept apart from its logic.
enum ForceRefreshIdentityExamples {
  static let nonTriggering: [Example] = [
    // A controller's view builder may make a hosting controller's root view once.
    Example(
      """
      final class ReportController: UIViewController {
        @ViewBuilder
        func content() -> some View {
          ChartView(configuration: configuration).id(UUID())
        }
      }
      """),
    Example("struct Map: View {\n  var body: some View { MapRepresentable(region: region).id(reloadToken) }\n}"),
    Example("struct Feed: View {\n  var body: some View { List(items) { Row(item: $0) }.id(selection) }\n}"),
    Example("let token = UUID()\nText(name).id(token)"),
    Example("struct Item: Identifiable { let id = UUID() }"),
    Example("struct Tags: View {\n  var body: some View { Text(title).tag(UUID()) }\n}"),
    Example("row.id(UUID(), animated: true)"),
    Example("button.accessibilityIdentifier = UUID().uuidString"),
    Example("@State private var reloadToken = UUID()"),
    Example("struct Title: View {\n  var body: some View { Text(title).font(.headline).id(UUID()) }\n}"),
    Example("struct Star: View {\n  var body: some View { Image(systemName: \"star\").id(Date()) }\n}"),
    Example(
      """
      struct GameCard: View {
        let title: String
        var body: some View {
          VStack { Text(title) }
            .opacity(0.5)
            // Forces a redraw: the opacity animation sometimes stops halfway (FB0000000).
            .id(UUID())
        }
      }
      """),
    Example(
      """
      struct RevealButton: View {
        var body: some View {
          Button { model.toggle() } label: { Icon() }
            .buttonStyle(.borderless)
            .id(UUID())  // a fresh identity stops the icon animating on every toggle
        }
      }
      """),
    Example(
      """
      struct TabsMenu: View {
        @EnvironmentObject var store: Store
        var body: some View {
          Menu {
            ForEach(store.tabs) { tab in Button(tab.title) { store.select(tab) } }
          } label: {
            Text(store.current?.title ?? "")
          }
          .id(UUID())
        }
      }
      """),
    Example(
      """
      final class PreviewEditor: EditorInstance {
        let preview = PreviewView()
        init(url: URL) {
          super.init(view: AnyView(PreviewRepresentable(view: preview).id(UUID())), url: url)
        }
      }
      """),
    Example(
      """
      final class PDFExtension: AppExtension {
        override func onInitialize(app: App) {
          let provider = EditorProvider(onCreateEditor: { url in
            PDFEditor(view: AnyView(PDFRepresentable().environmentObject(app).id(UUID())), url: url)
          })
          app.register(provider)
        }
      }
      """),
    Example(
      """
      struct Gallery: View {
        let header = AnyView(Banner().id(UUID()))
        @State private var detail: AnyView?
        var body: some View {
          VStack { header; detail }
            .onAppear { detail = AnyView(Chart(values).id(UUID())) }
        }
      }
      """),
    Example(
      """
      import XCTest
      final class CardTests: XCTestCase {
        func testBuilds() {
          let view = CardView(card: .sample).id(UUID())
          XCTAssertNotNil(view)
        }
      }
      """),
    Example(
      """
      struct LoadingRow: View {
        var body: some View {
          ProgressView()
            .progressViewStyle(.circular)
            .id(UUID())
        }
      }
      """),
    Example(
      """
      struct Spinner: View {
        var body: some View { ProgressView().tint(.secondary) }
      }
      struct Loading: View {
        var body: some View { Spinner().id(UUID()) }
      }
      """),
    Example(
      """
      struct Throbber: View {
        var body: some View { ProgressView().controlSize(.large) }
      }
      struct PlaceholderRow: View {
        var body: some View {
          Throbber()
            .frame(maxWidth: .infinity)
            .listRowBackground(Color.clear)
        }
      }
      struct Results: View {
        var body: some View {
          List { PlaceholderRow().id(UUID()) }
        }
      }
      """),
  ]

  static let triggering: [Example] = [
    // An enum's view builder is called by the bodies that show it, on every render.
    Example(
      """
      enum Element {
        case chart(ChartConfiguration)
        case note(String)
      }
      extension Element {
        @ViewBuilder
        func view() -> some View {
          switch self {
          case let .chart(configuration): ChartView(configuration: configuration).id(↓UUID())
          case let .note(text): Text(text)
          }
        }
      }
      """),
    Example("struct Map: View {\n  var body: some View { MapRepresentable(region: region).id(↓UUID()) }\n}"),
    Example("struct Page: View {\n  var body: some View {\n    WebView(url: url)\n      .id(↓Date())\n  }\n}"),
    Example("struct Stats: View {\n  @ViewBuilder var chart: some View { Chart(data).id(↓Date.now) }\n}"),
    Example("struct Stats: View {\n  func chart() -> some View { Chart(values).id(↓Int.random(in: 0..<1_000)) }\n}"),
    Example(
      "struct Timeline: View {\n  var body: some View { ScrollView { Feed(items: items) }.id(↓UUID().uuidString) }\n}"
    ),
    Example(
      """
      struct Gallery: View {
        var body: some View {
          PhotoGrid(photos: photos)
            // swiftlint:disable:next no_magic_numbers
            .id(↓UUID())
        }
      }
      """),
    Example(
      """
      struct Players: View {
        var body: some View {
          ForEach(players) { player in
            PlayerView(player: player).id(↓.random(in: 0...9))
          }
        }
      }
      """),
    Example(
      """
      struct Reloading: ViewModifier {
        func body(content: Content) -> some View { content.id(↓UUID()) }
      }
      """),
    Example(
      """
      struct Spinner: View {
        @State private var angle = 0.0
        var body: some View {
          ProgressView()
          Text("Loading")
        }
      }
      struct Loading: View {
        var body: some View { Spinner().id(↓UUID()) }
      }
      """),
    Example(
      """
      struct Badge: View {
        var body: some View { Text(label).padding(4) }
      }
      struct BadgeRow: View {
        var body: some View { Badge().frame(maxWidth: .infinity) }
      }
      struct Results: View {
        var body: some View { BadgeRow().id(↓UUID()) }
      }
      """),
    Example(
      """
      struct Inbox: View {
        var body: some View {
          List(messages) { message in
            MessageRow(message: message)
              .contextMenu { Button(message.isRead ? "Unread" : "Read") { toggle(message) } }
              .id(↓UUID())
          }
        }
      }
      """),
  ]
}
