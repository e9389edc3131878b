import BridgeLint

/// `StateNotPrivateRule`'s examples (run as tests, shown on its page), kept apart from its logic.
enum StateNotPrivateExamples {
  static let nonTriggering: [Example] = [
    Example(
      "struct Counter: View {\n  @State private var count = 0\n  var body: some View { Text(\"\\(count)\") }\n}"),
    Example(
      "struct Feed: View {\n  @StateObject private var model = FeedModel()\n  var body: some View { Text(\"\") }\n}"),
    Example("struct Row: View {\n  @State fileprivate var isOn = false\n  var body: some View { Text(\"\") }\n}"),
    Example("struct Row: View {\n  @State var title: String\n  var body: some View { Text(title) }\n}"),
    Example("struct Row: View {\n  @Binding var isOn: Bool\n  var body: some View { Text(\"\") }\n}"),
    Example("struct Row: View {\n  @ObservedObject var model = Model()\n  var body: some View { Text(\"\") }\n}"),
    Example("struct Row: View {\n  @AppStorage(\"x\") var isOn = false\n  var body: some View { Text(\"\") }\n}"),
    Example("#Preview {\n  @Previewable @State var isOn = true\n  Toggle(\"On\", isOn: $isOn)\n}"),
    Example("struct Row: View {\n  var count = 0\n  var body: some View { Text(\"\\(count)\") }\n}"),
    Example("struct Row: View {\n  @FocusState var isFocused: Bool\n  var body: some View { Text(\"\") }\n}"),
    Example("struct Row: View {\n  @State private var items: [Item] = []\n  var body: some View { Text(\"\") }\n}"),
  ]

  static let triggering: [Example] = [
    Example("struct Counter: View {\n  @State ↓var count = 0\n  var body: some View { Text(\"\\(count)\") }\n}"),
    Example(
      "struct Feed: View {\n  @StateObject ↓var model = FeedModel()\n  var body: some View { Text(\"\") }\n}"),
    Example(
      "public struct Badge: View {\n  @State ↓public var isOn = false\n  public var body: some View { Text(\"\") }\n}"
    ),
    Example("struct Row: View {\n  @State ↓private(set) var isOn = false\n  var body: some View { Text(\"\") }\n}"),
    Example(
      "struct Row: View {\n  @State ↓internal var query: String = \"\"\n  var body: some View { Text(query) }\n}"),
    Example(
      """
      struct Row: View {
        @State ↓var isExpanded: Bool = false
        init() {}
        var body: some View { Text("") }
      }
      """),
    Example(
      "struct Map: UIViewRepresentable {\n  @State ↓var region = Region()\n"
        + "  func makeUIView(context: Context) -> MKMapView { MKMapView() }\n"
        + "  func updateUIView(_ view: MKMapView, context: Context) {}\n}"),
  ]

  static let corrections: [Correction] = [
    // Only a view with its own initializer: a memberwise one would lose the parameter.
    Correction(
      """
      struct Row: View {
        @State var isExpanded = false
        let title: String
        init(title: String) { self.title = title }
        var body: some View { Text(title) }
      }
      """,
      """
      struct Row: View {
        @State private var isExpanded = false
        let title: String
        init(title: String) { self.title = title }
        var body: some View { Text(title) }
      }
      """),
    // An extension of the type in the same file may still read a `private` member.
    Correction(
      """
      struct Badge: View {
        @StateObject var model = BadgeModel()
        init() {}
        var body: some View { label }
      }
      extension Badge {
        var label: some View { Text(model.label) }
      }
      """,
      """
      struct Badge: View {
        @StateObject private var model = BadgeModel()
        init() {}
        var body: some View { label }
      }
      extension Badge {
        var label: some View { Text(model.label) }
      }
      """),
    Correction(
      """
      struct Row: View {
        @State private(set) var isOn = false
        init() {}
        var body: some View { Text("") }
      }
      """,
      """
      struct Row: View {
        @State private var isOn = false
        init() {}
        var body: some View { Text("") }
      }
      """),
  ]
}
