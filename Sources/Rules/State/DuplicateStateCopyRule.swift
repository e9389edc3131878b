import BridgeLint

/// A view keeps a second, writable copy of state that is owned elsewhere.
public struct DuplicateStateCopyRule: Rule {
  public init() {}

  public static func relevance(in index: ProjectIndex) -> Relevance {
    .anyOf(names: ["State", "StateObject", "ObservedObject"])
  }

  public static let description = RuleDescription(
    identifier: "duplicate_state_copy",
    name: "Duplicate State Copy",
    summary: "A view's `@State`/`@StateObject`/`@ObservedObject` becomes a second owner of state owned elsewhere",
    rationale: """
      SwiftUI keeps `@State` and `@StateObject` storage for the lifetime of the view's identity \
      and uses the *first* value it sees: a later value passed in by the parent is ignored. So a \
      state property seeded from outside silently stops following its owner (the parent changes \
      the model, the child keeps showing the old one), and an `@ObservedObject` that constructs \
      its own object gets a fresh object on every parent render, losing everything in it. Apple's \
      documentation: `ObservedObject` — "don't specify a default or initial value"; `State` and \
      `StateObject` — "declare … as private to prevent setting it in a memberwise initializer".

      Flagged, in views and representables:
      - `@ObservedObject var model = Model()` (use `@StateObject private var model = Model()`);
      - `_model = StateObject(wrappedValue: model)` with an object created elsewhere (use \
      `@ObservedObject`);
      - `_title = State(initialValue: title)` with an init parameter or a member of one (use \
      `let`, `@Binding` or `@Bindable`); names that mark an edit buffer (`draft`, `edit`, \
      `initial`, `local`, `temp`, `working`, `buffer`, `pending`, in the state's name, the copied \
      value or the view's name) are deliberate seeds and are left alone, and so is a copy the view \
      keeps in step with `.onChange(of:)`, `.task(id:)` or `.onReceive`;
      - a non-private, non-optional `@State` without a default in a view without an explicit \
      `init` (the memberwise initializer lets callers seed it; `@StateObject` is exempt because its \
      memberwise parameter is an `@autoclosure`, evaluated only once);
      - `@State`/`@StateObject` holding a shared instance of a class the project declares \
      (`= AppStore.shared`; use `let` or `@Environment`). Value types such as `Calendar.current` are fine.

      Building a fresh object from a dependency (`_model = StateObject(wrappedValue: Model(api: api))`) \
      and calling an `@autoclosure` parameter are ownership, not copies.
      """,
    kind: .state,
    defaultSeverity: .warning,
    nonTriggeringExamples: [
      Example(
        """
        struct FeedView: View {
          @StateObject private var model = FeedModel()
          var body: some View { List(model.items) { Text($0.title) } }
        }
        """),
      Example(
        """
        struct ProfileView: View {
          @StateObject private var model: ProfileModel
          init(repository: Repository) {
            _model = StateObject(wrappedValue: ProfileModel(repository: repository))
          }
          var body: some View { Text(model.name) }
        }
        """),
      Example(
        """
        struct DetailView: View {
          @StateObject private var model: DetailModel
          init(model: @autoclosure @escaping () -> DetailModel) {
            _model = StateObject(wrappedValue: model())
          }
          var body: some View { Text(model.title) }
        }
        """),
      Example(
        """
        struct EditTitleView: View {
          @State private var draftTitle: String
          init(title: String) {
            _draftTitle = State(initialValue: title)
          }
          var body: some View { TextField("Title", text: $draftTitle) }
        }
        """),
      Example(
        """
        struct Row: View {
          let item: Item
          @Binding var isOn: Bool
          @Bindable var settings: Settings
          @Environment(\\.dismiss) private var dismiss
          var body: some View { Toggle(item.name, isOn: $isOn) }
        }
        """),
      Example(
        """
        struct SettingsView: View {
          @ObservedObject var settings = Settings.shared
          @State private var calendar = Calendar.current
          var body: some View { Text(settings.name) }
        }
        """),
      Example(
        """
        struct CounterView: View {
          @State private var count = 0
          @State var isExpanded = false
          var body: some View { Button("\\(count)") { count += 1 } }
        }
        """),
      Example(
        """
        struct SheetView: View {
          @State var selection: Int
          init(selection: Int = 0) {
            self.selection = selection
          }
          var body: some View { Text("\\(selection)") }
        }
        """),
      Example(
        """
        final class Store: ObservableObject {
          @Published var items: [String] = []
        }
        struct ListView: View {
          @ObservedObject var store: Store
          var body: some View { List(store.items, id: \\.self) { Text($0) } }
        }
        """),
      Example(
        """
        final class Model {
          @State var value = 0
          @ObservedObject var store = Store()
        }
        """),
      Example(
        """
        struct SessionView: View {
          @StateObject var session: SessionModel
          @State var error: SessionError?
          var body: some View { Text(session.name) }
        }
        """),
      Example(
        """
        struct StatusBadge: View {
          let item: TimelineItem
          @State private var status: DeliveryStatus
          init(item: TimelineItem) {
            self.item = item
            _status = State(initialValue: item.status)
          }
          var body: some View {
            Text(status.label).onChange(of: item.status) { _, newValue in status = newValue }
          }
        }
        """),
      Example(
        """
        struct URLField: View {
          @State private var text: String
          init(initialURL: URL?) {
            _text = State(initialValue: initialURL?.absoluteString ?? "")
          }
          var body: some View { TextField("URL", text: $text) }
        }
        """),
      Example(
        """
        struct EditTagView: View {
          @State private var tag: Tag
          init(tag: Tag) { _tag = State(initialValue: tag) }
          var body: some View { TextField("Name", text: $tag.name) }
        }
        """),
      Example(
        """
        final class Preferences: ObservableObject {
          static let shared = Preferences()
          var verbose = false
        }
        struct DeveloperView: View {
          @State private var verbose = Preferences.shared.verbose
          var body: some View { Toggle("Verbose", isOn: $verbose) }
        }
        """),
      Example(
        """
        struct MapView: UIViewRepresentable {
          @Binding var region: MKCoordinateRegion
          @State private var isTracking = false
          func makeUIView(context: Context) -> MKMapView { MKMapView() }
          func updateUIView(_ map: MKMapView, context: Context) {}
        }
        """),
    ],
    triggeringExamples: [
      Example(
        """
        struct FeedView: View {
          ↓@ObservedObject var model = FeedModel()
          var body: some View { List(model.items) { Text($0.title) } }
        }
        """),
      Example(
        """
        struct ProfileView: View {
          ↓@StateObject private var model: ProfileModel
          init(model: ProfileModel) {
            _model = StateObject(wrappedValue: model)
          }
          var body: some View { Text(model.name) }
        }
        """),
      Example(
        """
        struct TitleView: View {
          ↓@State private var title: String
          init(document: Document) {
            self._title = State(initialValue: document.title)
          }
          var body: some View { Text(title) }
        }
        """),
      Example(
        """
        struct BadgeView: View {
          ↓@State var count: Int
          var body: some View { Text("\\(count)") }
        }
        """),
      Example(
        """
        final class AppStore: ObservableObject {
          static let shared = AppStore()
        }
        struct CartView: View {
          ↓@StateObject private var store = AppStore.shared
          var body: some View { Text("\\(store.count)") }
        }
        """),
      Example(
        """
        struct PlayerView: UIViewControllerRepresentable {
          ↓@ObservedObject var player = PlayerModel.init()
          func makeUIViewController(context: Context) -> AVPlayerViewController { AVPlayerViewController() }
          func updateUIViewController(_ controller: AVPlayerViewController, context: Context) {}
        }
        """),
      Example(
        """
        struct Stepper: View {
          ↓@State var value: Double
          let range: ClosedRange<Double>
          var body: some View { Slider(value: $value, in: range) }
        }
        """),
    ]
  )

  /// Words that mark a deliberate edit buffer seeded from outside.
  private static let editBufferWords = ["draft", "edit", "initial", "local", "temp", "working", "buffer", "pending"]
  /// Static members that hand out a shared instance.
  private static let sharedMembers: Set<String> = [
    "shared", "default", "standard", "current", "main", "instance", "sharedInstance",
  ]

  public func check(_ file: ParsedFile, _ context: inout RuleContext) {
    for type in file.syntax.types where type.kind == .struct || type.kind == .extension {
      // State properties first (attribute names), then whether it is a view (an index question).
      let properties = stateProperties(of: type, in: file)
      guard !properties.isEmpty, isViewType(type, in: file, context.index) else { continue }
      checkView(type, properties, in: file, &context)
    }
  }

  private func isViewType(_ type: TypeDecl, in file: ParsedFile, _ index: ProjectIndex) -> Bool {
    let name = file.qualifiedName(of: type)
    if index.isSwiftUIView(name) || index.isRepresentable(name) { return true }
    return file.inheritedNames(of: type).contains {
      FrameworkFacts.swiftUIViewProtocols.contains($0) || FrameworkFacts.representableProtocols.contains($0)
    }
  }

  private struct StateProperty {
    var variable: VariableDecl
    var wrapper: String
    var attribute: Int32
  }

  /// `@State`, `@StateObject` and `@ObservedObject` properties declared in `type`, by name.
  private func stateProperties(of type: TypeDecl, in file: ParsedFile) -> [String: StateProperty] {
    var properties: [String: StateProperty] = [:]
    for variable in file.variables(in: type) where variable.name >= 0 && !variable.modifiers.isTypeMember {
      for index in variable.attributes {
        let attribute = file.syntax.attributes[Int(index)]
        let wrapper = file.text(attribute.name)
        if wrapper == "State" || wrapper == "StateObject" || wrapper == "ObservedObject" {
          properties[file.text(variable.name)] = StateProperty(
            variable: variable, wrapper: wrapper, attribute: attribute.at)
        }
      }
    }
    return properties
  }

  private func checkView(
    _ type: TypeDecl, _ properties: [String: StateProperty], in file: ParsedFile, _ context: inout RuleContext
  ) {
    let initializers = file.functions(in: type).filter { $0.kind == .initializer }
    let hasExplicitInit = type.kind == .struct && !initializers.isEmpty

    var reported: Set<String> = []
    func report(_ name: String, _ message: FindingMessage) {
      guard let property = properties[name], reported.insert(name).inserted else { return }
      context.report(file, at: property.attribute, message)
    }

    for name in properties.keys.sorted() {
      guard let property = properties[name] else { continue }
      let variable = property.variable
      if !variable.initializer.isEmpty {
        if property.wrapper == "ObservedObject" && constructsObject(variable.initializer, file) {
          report(name, .observedObjectOwnsObject(name))
        } else if property.wrapper != "ObservedObject",
          let shared = sharedInstance(variable.initializer, file, context.index)
        {
          report(name, .holdsSharedInstance(name, shared))
        }
      } else if property.wrapper == "State" && !variable.modifiers.isPrivate && type.kind == .struct
        && !hasExplicitInit && !isOptional(variable.type, file)
      {
        report(name, .seededByMemberwiseInit(name, property.wrapper))
      }
    }

    for initializer in initializers {
      let parameters = Set(file.parameterNames(of: initializer))
      let autoclosures = Set(
        initializer.parameters.compactMap { index -> String? in
          let parameter = file.syntax.parameters[Int(index)]
          return file.compactText(parameter.type).contains("@autoclosure") ? file.text(parameter.name) : nil
        })
      for assignment in file.assignments(in: file.body(of: initializer)) {
        guard let (name, call) = wrapperInitialization(assignment, file), let property = properties[name],
          let value = file.argument(of: call, labeled: "wrappedValue")
            ?? file.argument(of: call, labeled: "initialValue")
        else { continue }
        let wrapperName = file.text(call.name) == "init" ? property.wrapper : file.text(call.name)
        if wrapperName == "StateObject" && isCopy(value, file) && !callsAutoclosure(value, autoclosures, file) {
          report(name, .stateObjectAdoptsObject(name))
        } else if wrapperName == "State" && isParameterValue(value, parameters, file) && !isEditBuffer(name)
          && !isEditBuffer(file.compactText(value)) && !isEditBuffer(file.text(type.name))
          && !isResynchronized(value, in: type, file)
        {
          report(name, .stateCopiesParameter(name, file.compactText(value)))
        }
      }
    }
  }

  /// `@State var x: T?` defaults to nil, so the memberwise initializer does not require it.
  private func isOptional(_ type: TokenRange, _ file: ParsedFile) -> Bool {
    guard !type.isEmpty else { return false }
    let text = file.compactText(type)
    return text.hasSuffix("?") || text.hasSuffix("!") || text.hasPrefix("Optional<")
  }

  /// `.onChange(of: source)`, `.task(id: source)` or `.onReceive(source…)` in the view keeps the copy in step.
  private func isResynchronized(_ value: TokenRange, in type: TypeDecl, _ file: ParsedFile) -> Bool {
    let source = file.normalizedExpression(value)
    let root = file.text(value.start)
    let body = TokenRange(type.bodyOpen, max(type.bodyOpen, type.bodyClose))
    return file.calls(in: body).contains { call in
      guard call.name >= 0 else { return false }
      let name = file.text(call.name)
      guard name == "onChange" || name == "task" || name == "onReceive",
        let first = file.arguments(of: call).first
      else { return false }
      let watched = file.normalizedExpression(first.value)
      return watched.contains(source) || watched == root || watched.hasPrefix(root + ".")
    }
  }

  /// `_x = StateObject(…)`, `self._x = State(…)`, `_x = .init(…)`: the property name and the call.
  private func wrapperInitialization(_ assignment: Assignment, _ file: ParsedFile) -> (String, Call)? {
    var start = assignment.lhs.start
    if file.word(start) == .selfWord && file.isKind(start + 1, .period) { start += 2 }
    guard assignment.lhs.end - start == 1, file.kind(start) == .identifier else { return nil }
    let storage = file.text(start)
    guard storage.hasPrefix("_"), storage.count > 1 else { return nil }
    guard let call = file.calls(in: assignment.rhs).first, call.calleeStart == assignment.rhs.start,
      call.leftParen >= 0, call.rightParen + 1 == assignment.rhs.end
    else { return nil }
    let callee = file.text(call.name)
    guard callee == "StateObject" || callee == "State" || callee == "init" else { return nil }
    return (String(storage.dropFirst()), call)
  }

  /// `Model(…)`, `Model.init(…)`, `.init(…)`, `Model<T>(…)` (possibly with members after it).
  private func constructsObject(_ value: TokenRange, _ file: ParsedFile) -> Bool {
    guard let call = file.calls(in: value).first, call.calleeStart == value.start, call.leftParen >= 0 else {
      return false
    }
    let name = file.text(call.name)
    if name == "init" { return true }
    guard let first = name.unicodeScalars.first else { return false }
    return first.properties.isUppercase && !call.hasReceiver
  }

  /// A member chain without calls: a parameter, `param.member`, `X.shared` — an object made elsewhere.
  private func isCopy(_ value: TokenRange, _ file: ParsedFile) -> Bool {
    var index = value.start
    while index < value.end {
      switch file.kind(index) {
      case .identifier, .period, .postfixQuestionMark, .exclamationMark: index += 1
      case .keyword where file.word(index) == .selfWord: index += 1
      default: return false
      }
    }
    return value.end > value.start
  }

  private func callsAutoclosure(_ value: TokenRange, _ autoclosures: Set<String>, _ file: ParsedFile) -> Bool {
    file.kind(value.start) == .identifier && autoclosures.contains(file.text(value.start))
      && file.isKind(value.start + 1, .leftParen)
  }

  /// A bare init parameter, or a member chain rooted at one (`title`, `document.title`).
  private func isParameterValue(_ value: TokenRange, _ parameters: Set<String>, _ file: ParsedFile) -> Bool {
    guard isCopy(value, file), file.kind(value.start) == .identifier else { return false }
    return parameters.contains(file.text(value.start))
  }

  /// Does any camel-case word of `name` (an identifier or a member chain) mark an edit buffer?
  private func isEditBuffer(_ name: String) -> Bool {
    name.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" }).flatMap { camelCaseWords(String($0)) }
      .contains { word in DuplicateStateCopyRule.editBufferWords.contains { word.hasPrefix($0) } }
  }

  private func camelCaseWords(_ name: String) -> [String] {
    var words: [String] = []
    var current = ""
    for character in name {
      if character.isUppercase && !current.isEmpty {
        words.append(current.lowercased())
        current = ""
      }
      if character == "_" {
        if !current.isEmpty { words.append(current.lowercased()) }
        current = ""
        continue
      }
      current.append(character)
    }
    if !current.isEmpty { words.append(current.lowercased()) }
    return words
  }

  /// `AppStore.shared`, `AppDelegate.instance.store`: the text, when the root is a project class.
  private func sharedInstance(_ value: TokenRange, _ file: ParsedFile, _ index: ProjectIndex) -> String? {
    guard isCopy(value, file), value.end - value.start >= 3, file.kind(value.start) == .identifier,
      file.isKind(value.start + 1, .period)
    else { return nil }
    let root = file.text(value.start)
    let member = file.text(value.start + 2)
    guard index.isProjectClass(root) else { return nil }
    // `Store.shared` is the instance; `Store.shared.flag` copies a value out of it, which is fine.
    if root.hasSuffix("AppDelegate") { return file.compactText(value) }
    guard value.end - value.start == 3, DuplicateStateCopyRule.sharedMembers.contains(member) else { return nil }
    return file.compactText(value)
  }
}

extension FindingMessage {
  fileprivate static func observedObjectOwnsObject(_ name: String) -> FindingMessage {
    FindingMessage(
      "`@ObservedObject var \(name)` creates its own object, which is recreated on every parent render; "
        + "declare it `@StateObject private var \(name)`")
  }

  fileprivate static func stateObjectAdoptsObject(_ name: String) -> FindingMessage {
    FindingMessage(
      "`@StateObject var \(name)` adopts an object created elsewhere and ignores later ones from the owner; "
        + "use `@ObservedObject var \(name)` or create the object here")
  }

  fileprivate static func stateCopiesParameter(_ name: String, _ value: String) -> FindingMessage {
    FindingMessage(
      "`@State var \(name)` copies `\(value)` once and stops following its owner; "
        + "use `let`, `@Binding` or `@Bindable` instead")
  }

  fileprivate static func seededByMemberwiseInit(_ name: String, _ wrapper: String) -> FindingMessage {
    FindingMessage(
      "`@\(wrapper) var \(name)` has no default and is set through the memberwise initializer, so later values "
        + "from the caller are ignored; make it `private` with a default, or pass it as `let`/`@Binding`")
  }

  fileprivate static func holdsSharedInstance(_ name: String, _ shared: String) -> FindingMessage {
    FindingMessage(
      "`\(name)` wraps the shared instance `\(shared)` in view-owned state; "
        + "read it with `let`, `@ObservedObject` or `@Environment` instead")
  }
}
