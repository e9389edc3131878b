import BridgeLint

/// `@State`/`@StateObject` with a default value that is not `private`.
public struct StateNotPrivateRule: Rule {
  public init() {}

  public static func relevance(in index: ProjectIndex) -> Relevance { .anyOf(names: ["State", "StateObject"]) }

  public static let description = RuleDescription(
    identifier: "state_not_private",
    name: "State Not Private",
    summary: "`@State`/`@StateObject` with a default value should be `private`: the view owns it",
    rationale: """
      `@State` and `@StateObject` are storage the view owns: SwiftUI keeps the first value and \
      ignores whatever a later initializer passes in. A non-private declaration invites callers \
      to pass a value through the memberwise initializer (`Counter(count: 5)`), which works on \
      the first render and is silently ignored after that. Apple's documentation says to declare \
      them `private`; SwiftLint's `private_swiftui_state` checks the same.

      Reported on the access modifier to change (or on `var` when there is none): `private(set)` \
      is not private (the getter and the memberwise parameter stay visible). Declarations \
      without a default value are `duplicate_state_copy`'s matter (the memberwise initializer \
      then seeds them). `@Previewable @State` inside `#Preview` is a local, not a property, and \
      is not reported. Real code showed that in a type with an explicit `init`, or in a \
      `private` type, the risk is style only: still reported, as the rule's `info` severity says.
      """,
    kind: .state,
    defaultSeverity: .info,
    isOptIn: true,
    nonTriggeringExamples: [
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
    ],
    triggeringExamples: [
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
    ],
    fixAvailability: .sometimes,
    corrections: [
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
      Correction(
        """
        public struct Badge: View {
          @StateObject public var model = BadgeModel()
          public init() {}
          public var body: some View { Text(model.label) }
        }
        """,
        """
        public struct Badge: View {
          @StateObject private var model = BadgeModel()
          public init() {}
          public var body: some View { Text(model.label) }
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
  )

  public func check(_ file: ParsedFile, _ context: inout RuleContext) {
    let model = context.model
    var seen = Set<String>()
    for type in model.types {
      guard let view = model.swiftUIView(type), seen.insert(view.name).inserted else { continue }
      for property in view.properties where property.wrapper.isViewOwned && !property.isPrivate {
        let variable = file[variable: property.variable]
        guard property.defaultValue != nil, !variable.isLet, variable.keyword >= 0 else { continue }
        let anchor = accessModifier(before: variable.keyword, after: property.attribute.raw, in: file)
        context.report(
          file, at: TokenID(anchor ?? variable.keyword), .notPrivate(property.wrapper.name),
          fix: privateFix(modifier: anchor, keyword: variable.keyword, view: view, in: file))
      }
    }
  }

  /// Declare it `private`. Only in a view with its own initializer: otherwise the property is a
  /// parameter of the memberwise initializer, which `private` would take from every caller.
  /// Safe where the access was internal (nothing outside the type may touch view-owned state
  /// through an initializer it does not have); unsafe where a wider or `private(set)` access
  /// let other code read it.
  private func privateFix(modifier: Int32?, keyword: Int32, view: SwiftUIView, in file: ParsedFile) -> Fix? {
    guard view.hasExplicitInit else { return nil }
    guard let modifier else {
      return Fix("Declare it `private`", .safe, edits: [.insert("private ", at: file.tokens[Int(keyword)].startOffset)])
    }
    var last = modifier
    // `private(set)`, `internal(set)`…: the whole modifier goes.
    if file.isKind(modifier + 1, .leftParen), file.isKind(modifier + 3, .rightParen), modifier + 3 < keyword {
      last = modifier + 3
    }
    let range = file.tokens[Int(modifier)].startOffset..<file.tokens[Int(last)].endOffset
    let isInternal = file.word(modifier) == .internal && last == modifier
    return Fix(
      "Declare it `private`", isInternal ? .safe : .unsafe, edits: [FixEdit(range: range, replacement: "private")])
  }

  /// The access modifier between the attribute and `var` (`public`, `internal`, `private` of
  /// `private(set)`): the token to change. A few tokens at most.
  private func accessModifier(before keyword: Int32, after attribute: Int32, in file: ParsedFile) -> Int32? {
    var token = attribute + 1
    while token < keyword {
      switch file.word(token) {
      case .public, .internal, .private, .fileprivate, .open, .package: return token
      default: token += 1
      }
    }
    return nil
  }
}

extension FindingMessage {
  fileprivate static func notPrivate(_ wrapper: String) -> FindingMessage {
    FindingMessage(
      "`@\(wrapper)` is storage the view owns, and a value passed in through the initializer is ignored "
        + "after the first render; declare it `private`")
  }
}
