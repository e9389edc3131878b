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

      **The rule is opt-in** (`opt_in_rules: [duplicate_state_copy]`). On a fourth list of apps \
      nobody had tuned it on (round d in `docs/precision.md`), all 31 findings of its one default \
      check were a `static let` singleton held in `@State`/`@StateObject` that the view never \
      reassigns; reviewers judged every one debatable (misleading ownership, no stale copy or \
      lost update), so no check of this rule is precise enough to be on by default. \
      `state_object_injected_at_call_site` and `state_wraps_observable_object`, which read the \
      callers across files, are the on-by-default half of this problem.

      Flagged when enabled, in views and representables: `@State`/`@StateObject` holding a shared \
      instance of a class the project declares (`= AppStore.shared`, anything hung off the app \
      delegate): the view claims to own an object that lives elsewhere; use `let`, \
      `@ObservedObject` or `@Environment`. Value types such as `Calendar.current` are fine, and \
      so is anything an `App` owns (the `App` is created once per process).

      **Opt-in** (`report_caller_dependent: true`, reported at `info`), because whether they bite \
      depends on what the callers pass, which this file cannot see:
      - `@ObservedObject var model = Model()`, or a default that builds a new object each time it \
      is read (`= .empty` where `static var empty: Model { Model() }`) — use \
      `@StateObject private var model = Model()`;
      - `_model = StateObject(wrappedValue: model)` with an object created elsewhere (use \
      `@ObservedObject`);
      - `_title = State(initialValue: title)` with an init parameter or a member of one that the \
      view only reads (use `let`, `@Binding` or `@Bindable`);
      - a `@State` holding an `@Observable`/`@Model` class instance the parent passes in (through \
      an initializer or the memberwise initializer) that the view does not replace itself.

      Measured by blind triage on three lists of apps the rule was not written against \
      (`docs/precision.md`), these checks were as often wrong or debatable as right: a hosting \
      root built once, a preview or test harness, an object with no state of its own, a \
      placeholder the hosting code replaces, callers that always build a fresh model or pass a \
      value that never changes while the view is shown. The cross-file rule that reads the call \
      sites is the place to decide them. Even opted in, these shapes are left alone: a property \
      the view never uses, a seed the view writes in any way (an edit buffer, gesture or layout \
      state, a one-shot target it clears), names that mark an edit buffer (`draft`, `edit`, \
      `initial`, `local`, `temp`, `working`, `buffer`, `pending`), copies kept in step with \
      `.onChange(of:)` (or a project wrapper of it), `.task(id:)` or `.onReceive`, state set \
      from a private initializer or one the view's other initializers delegate to, the \
      optional-injection seam `injected ?? Model()`, and a non-private value-type `@State` \
      without a default set through the memberwise initializer. Files that import `XCTest` or \
      `Testing` are not checked (their views are test fixtures, never rendered by an app).

      Building a fresh object from a dependency (`_model = StateObject(wrappedValue: Model(api: api))`, \
      or from a local built the same way in the initializer) and calling an `@autoclosure` parameter \
      are ownership, not copies. The message quotes the declaration as written.
      """,
    kind: .state,
    defaultSeverity: .warning,
    isOptIn: true,
    options: [
      RuleOption(
        name: DuplicateStateCopyRule.callerDependentOption, type: .bool, defaultValue: "false",
        summary: "Also report, at `info`, the checks whose outcome depends on what the callers pass: an "
          + "`@ObservedObject` that builds its own object, a `@StateObject` that adopts one, and `@State` "
          + "seeded from a parameter or holding an observable object the parent passes")
    ],
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
      Example(
        """
        struct RenameSheet: View {
          let onSave: (String) -> Void
          @State private var name: String
          init(name: String, onSave: @escaping (String) -> Void) {
            _name = State(initialValue: name)
            self.onSave = onSave
          }
          var body: some View { TextField("Name", text: $name).onSubmit { onSave(name) } }
        }
        """),
      Example(
        """
        struct QueryField: View {
          @Binding var committed: String
          @State private var query: String
          init(committed: Binding<String>) {
            _committed = committed
            _query = State(initialValue: committed.wrappedValue)
          }
          var body: some View { TextField("Search", text: $query).onChange(of: query) { committed = $0 } }
        }
        """),
      Example(
        """
        struct ProfileScreen: View {
          @StateObject private var model: ProfileModel
          init(api: API) {
            let model = ProfileModel(api: api)
            _model = StateObject(wrappedValue: model)
          }
          var body: some View { Text(model.name) }
        }
        """),
      Example(
        """
        struct BadgeView: View {
          @State var count: Int
          var body: some View { Text("\\(count)") }
        }
        """),
      Example(
        """
        struct Stepper: View {
          @State var value: Double
          let range: ClosedRange<Double>
          var body: some View { Slider(value: $value, in: range) }
        }
        """),
      Example(
        """
        struct FeedScreen: View {
          @StateObject private var model: FeedModel
          init(model: FeedModel? = nil) {
            _model = StateObject(wrappedValue: model ?? FeedModel())
          }
          var body: some View { List(model.items) { Text($0.title) } }
        }
        """),
      Example(
        """
        struct CounterRow: View {
          @State private var count: Int
          init(count: Int) { _count = State(initialValue: count) }
          var body: some View { Stepper("Count", value: $count) }
        }
        """),
      Example(
        """
        struct LegacyBanner: View {
          @ObservedObject var unusedModel = BannerModel()
          var body: some View { Text("Offline") }
        }
        """),
      Example(
        """
        struct CenterView: View {
          @StateObject private var model: CenterModel
          init(api: API) { self.init(model: CenterModel(api: api)) }
          init(model: CenterModel) { _model = StateObject(wrappedValue: model) }
          var body: some View { Text(model.title) }
        }
        """),
      Example(
        """
        struct FeedView: View {
          @ObservedObject var model = FeedModel()
          var body: some View { List(model.items) { Text($0.title) } }
        }
        """),
      Example(
        """
        final class AppStore: ObservableObject {
          static let shared = AppStore()
        }
        @main
        struct ShopApp: App {
          @StateObject private var store = AppStore.shared
          var body: some Scene { WindowGroup { CartView().environmentObject(store) } }
        }
        """),
      Example(
        """
        struct TitleView: View {
          @State private var title: String
          init(document: Document) {
            self._title = State(initialValue: document.title)
          }
          var body: some View { Text(title) }
        }
        """),
      Example(
        """
        import XCTest
        final class AppStore: ObservableObject {
          static let shared = AppStore()
        }
        final class StoreTests: XCTestCase {
          struct Probe: View {
            @StateObject private var store = AppStore.shared
            var body: some View { Text("\\(store.count)") }
          }
          func testProbeBuilds() { XCTAssertNotNil(Probe().body) }
        }
        """),
    ],
    triggeringExamples: [
      Example(
        """
        @Observable final class AppSettings {
          static let shared = AppSettings()
          var theme = "system"
        }
        struct ThemePicker: View {
          ↓@State private var settings = AppSettings.shared
          var body: some View { Text(settings.theme) }
        }
        """),
      Example(
        """
        final class PlayerStore: ObservableObject {
          static let main = PlayerStore()
          @Published var isPlaying = false
        }
        struct MiniPlayer: View {
          ↓@StateObject var store = PlayerStore.main
          var body: some View { Image(systemName: store.isPlaying ? "pause" : "play") }
        }
        """),
      Example(
        """
        struct FeedView: View {
          ↓@ObservedObject var model = FeedModel()
          var body: some View { List(model.items) { Text($0.title) } }
        }
        """, options: [DuplicateStateCopyRule.callerDependentOption: "true"]),
      Example(
        """
        struct ProfileView: View {
          ↓@StateObject private var model: ProfileModel
          init(model: ProfileModel) {
            _model = StateObject(wrappedValue: model)
          }
          var body: some View { Text(model.name) }
        }
        """, options: [DuplicateStateCopyRule.callerDependentOption: "true"]),
      Example(
        """
        struct TitleView: View {
          ↓@State private var title: String
          init(document: Document) {
            self._title = State(initialValue: document.title)
          }
          var body: some View { Text(title) }
        }
        """, options: [DuplicateStateCopyRule.callerDependentOption: "true"]),
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
          func updateUIViewController(_ controller: AVPlayerViewController, context: Context) {
            controller.player = player.avPlayer
          }
        }
        """, options: [DuplicateStateCopyRule.callerDependentOption: "true"]),
      Example(
        """
        final class PlayerModel: ObservableObject {
          static var empty: PlayerModel { PlayerModel() }
        }
        struct PlayerBar: View {
          ↓@ObservedObject var model: PlayerModel = .empty
          var body: some View { Text(model.title) }
        }
        """, options: [DuplicateStateCopyRule.callerDependentOption: "true"]),
      Example(
        """
        @Observable final class Trip { var name = "" }
        struct TripEditor: View {
          ↓@State private var trip: Trip
          init(trip: Trip) { _trip = State(initialValue: trip) }
          var body: some View { TextField("Name", text: $trip.name) }
        }
        """, options: [DuplicateStateCopyRule.callerDependentOption: "true"]),
    ],
    fixAvailability: .sometimes,
    corrections: [
      Correction(
        """
        struct FeedView: View {
          @ObservedObject var model = FeedModel()
          var body: some View { List(model.items) { Text($0.title) } }
        }
        """,
        """
        struct FeedView: View {
          @StateObject var model = FeedModel()
          var body: some View { List(model.items) { Text($0.title) } }
        }
        """, options: [DuplicateStateCopyRule.callerDependentOption: "true"]),
      Correction(
        """
        struct PlayerView: View {
          @ObservedObject var player = PlayerModel()
          let title: String
          init(title: String) { self.title = title }
          var body: some View { Text(player.state) }
        }
        """,
        """
        struct PlayerView: View {
          @StateObject private var player = PlayerModel()
          let title: String
          init(title: String) { self.title = title }
          var body: some View { Text(player.state) }
        }
        """, options: [DuplicateStateCopyRule.callerDependentOption: "true"]),
      // The index says the type is `@Observable`: `@State` owns it.
      Correction(
        """
        @Observable final class SessionModel { var user = "" }
        struct SessionView: View {
          @ObservedObject var session = SessionModel()
          init() {}
          var body: some View { Text(session.user) }
        }
        """,
        """
        @Observable final class SessionModel { var user = "" }
        struct SessionView: View {
          @State private var session = SessionModel()
          init() {}
          var body: some View { Text(session.user) }
        }
        """, options: [DuplicateStateCopyRule.callerDependentOption: "true"]),
    ]
  )

  /// Words that mark a deliberate edit buffer seeded from outside.
  private static let editBufferWords = ["draft", "edit", "initial", "local", "temp", "working", "buffer", "pending"]
  /// Static members that hand out a shared instance.
  private static let sharedMembers: Set<String> = [
    "shared", "default", "standard", "current", "main", "instance", "sharedInstance",
  ]

  /// The option that turns the caller-dependent checks back on.
  static let callerDependentOption = "report_caller_dependent"

  public func check(_ file: ParsedFile, _ context: inout RuleContext) {
    let model = context.model
    let reportsCallerDependent = context.boolOption(Self.callerDependentOption, default: false)
    var seen: Set<String> = []
    for type in model.types where file[type: type].kind == .struct || file[type: type].kind == .extension {
      guard let view = model.swiftUIView(type), seen.insert(view.name).inserted, !isApp(view, file) else { continue }
      checkView(view, model, reportsCallerDependent: reportsCallerDependent, &context)
    }
  }

  /// The `App` is created once per process: nothing it owns is ever replaced by a re-render.
  private func isApp(_ view: SwiftUIView, _ file: ParsedFile) -> Bool {
    view.declarations.contains { file.inheritedNames(of: file[type: $0]).contains("App") }
  }

  private func checkView(
    _ view: SwiftUIView, _ model: BridgeModel, reportsCallerDependent: Bool, _ context: inout RuleContext
  ) {
    let file = model.file
    let uses = model.uses(in: view)
    for property in view.properties.sorted(by: { $0.name < $1.name }) {
      // Every check but the shared instance depends on what the callers pass (a changing value,
      // an object they keep): on unseen apps those were as often wrong or debatable as right, so
      // they are opt-in, at `info` (docs/precision.md).
      let findings = [
        defaultValueFinding(property, view, uses, model), initializationFinding(property, view, uses, model),
      ]
      guard let message = findings.compactMap({ $0 }).first(where: { !$0.dependsOnCallers || reportsCallerDependent })
      else { continue }
      // Views in a test target are fixtures the tests build and inspect, never rendered by an
      // app (asked only for a finding: it reads the file's imports).
      if model.isTestFile { return }
      context.report(
        file, at: property.attribute, covering: property.declaration, message.message,
        subcheckSeverity: message.dependsOnCallers ? .info : nil, fix: message.fix)
    }
  }

  /// (a) `@ObservedObject` that builds its own object; (d) memberwise-seeded `@State`;
  /// (e) view-owned state holding a shared instance.
  private func defaultValueFinding(
    _ property: WrappedProperty, _ view: SwiftUIView, _ uses: [String: PropertyUses], _ model: BridgeModel
  ) -> StateFinding? {
    let quoted = declarationHead(property, model.file)
    guard let value = property.defaultValue else {
      // The memberwise initializer lets every caller seed it; an optional defaults to nil. On
      // unseen apps most callers pass constants, so only an observable class instance (always
      // the parent's object) is a finding from this file alone; the call sites decide the rest.
      guard property.wrapper == .state, !property.isPrivate, view.isStruct, !view.hasExplicitInit,
        !property.isOptional, isObservableClass(property.typeName, model)
      else { return nil }
      return StateFinding(.seededByMemberwiseInit(quoted), dependsOnCallers: true)
    }
    // A property the view never uses loses nothing when it is recreated.
    let isUsed = !(uses[property.name]?.reads.isEmpty ?? true) || (uses[property.name]?.isWritten ?? false)
    switch (property.wrapper, value) {
    case (.observedObject, .construction(let typeName)) where isUsed:
      return StateFinding(
        .observedObjectOwnsObject(quoted, property.name), dependsOnCallers: true,
        fix: owningFix(property, view, uses, typeName: property.typeName ?? typeName, model))
    case (.observedObject, .staticMember(let typeName, let member, _)) where isUsed:
      // `= .empty` where `static var empty: VM { VM() }`: a new object on every render.
      let owner = typeName.isEmpty ? (property.typeName ?? "") : typeName
      guard model.staticStorage(of: member, in: owner) == .computedAllocating else { return nil }
      return StateFinding(
        .observedObjectOwnsObject(quoted, property.name), dependsOnCallers: true,
        fix: owningFix(property, view, uses, typeName: owner, model))
    case (.state, _), (.stateObject, _):
      return sharedInstance(value, model).map { StateFinding(.holdsSharedInstance(quoted, $0)) }
    default:
      return nil
    }
  }

  /// `@ObservedObject var x = X()` → `@StateObject private var x = X()` (`@State` when `X` is
  /// `@Observable`): the view owns what it builds. `private` is added only where no caller can
  /// pass the property (the view declares its own initializer) and no access is written.
  /// `@StateObject` has no setter: a property the view assigns keeps its wrapper.
  private func owningFix(
    _ property: WrappedProperty, _ view: SwiftUIView, _ uses: [String: PropertyUses], typeName: String,
    _ model: BridgeModel
  ) -> Fix? {
    let file = model.file
    let attribute = property.attribute.raw
    guard file.isKind(attribute, .atSign), file.tokenIs(attribute + 1, "ObservedObject"),
      !file.isKind(attribute + 2, .leftParen), property.initializations.isEmpty,
      !(uses[property.name]?.isWritten ?? false)
    else { return nil }
    let wrapper = isObservableClass(typeName, model) ? "State" : "StateObject"
    let name = file.tokens[Int(attribute) + 1]
    var edits = [FixEdit(range: name.startOffset..<name.endOffset, replacement: wrapper)]
    let variable = file[variable: property.variable]
    if property.access == .internal && view.hasExplicitInit && variable.keyword == attribute + 2 {
      edits.append(.insert("private ", at: file.tokens[Int(variable.keyword)].startOffset))
    }
    let access = edits.count > 1 ? "private " : ""
    return Fix("Declare it `@\(wrapper) \(access)var \(property.name)`", .unsafe, edits: edits)
  }

  /// (b) `_x = StateObject(wrappedValue: existing)`; (c) `_x = State(initialValue: parameter)`.
  private func initializationFinding(
    _ property: WrappedProperty, _ view: SwiftUIView, _ uses: [String: PropertyUses], _ model: BridgeModel
  ) -> StateFinding? {
    let quoted = declarationHead(property, model.file)
    for initialization in property.initializations {
      // A private initializer, or one the view's other initializers delegate to, is reached
      // from the initializers that build the object (`init(api:) { self.init(model: Model(api: api)) }`).
      if model.file[function: initialization.initializer].modifiers.isPrivate
        || isDelegatedTo(initialization.initializer, in: view, model.file)
      {
        continue
      }
      switch initialization.wrapper {
      case .stateObject where adoptsExisting(initialization.provenance):
        return StateFinding(.stateObjectAdoptsObject(quoted, property.name), dependsOnCallers: true)
      case .state where copiesParameter(initialization.provenance):
        let value = model.file.compactText(initialization.value)
        let use = uses[property.name] ?? PropertyUses()
        // An observable class instance in `@State` is the parent's object: writing through it
        // is no edit buffer, and the parent's later instances are ignored, unless the view
        // replaces the instance itself (assigns it, or hands out `$x` as a whole).
        if isObservableClass(property.typeName, model) {
          if !use.assignments.isEmpty || use.bindings.contains(where: { !model.file.isKind($0.raw + 1, .period) }) {
            continue
          }
          return StateFinding(.stateHoldsObservable(quoted, value), dependsOnCallers: true)
        }
        // A seed the view writes in any way (an edit buffer, a gesture or layout state, a
        // one-shot target it clears) is its own state; one it only reads is the stale copy.
        if use.isWritten { continue }
        if isEditBuffer(property.name) || isEditBuffer(value) || isEditBuffer(simpleName(view.name)) { continue }
        if isResynchronized(initialization.value, in: view, model.file) { continue }
        return StateFinding(.stateCopiesParameter(quoted, value), dependsOnCallers: true)
      default:
        continue
      }
    }
    return nil
  }

  private struct StateFinding {
    var message: FindingMessage
    /// Whether it bites depends on the callers (reported at `info`).
    var dependsOnCallers = false
    var fix: Fix?
    init(_ message: FindingMessage, dependsOnCallers: Bool = false, fix: Fix? = nil) {
      self.message = message
      self.dependsOnCallers = dependsOnCallers
      self.fix = fix
    }
  }

  /// Does another initializer of the view call `self.init(…)` (with the labels of `initializer`)?
  private func isDelegatedTo(_ initializer: FunctionID, in view: SwiftUIView, _ file: ParsedFile) -> Bool {
    let labels = file[function: initializer].parameters.map { file.text(file.syntax.parameters[Int($0)].label) }
    return view.allInitializers.contains { other in
      other != initializer
        && file.calls(in: file.body(of: file[function: other])).contains { call in
          file.tokenIs(call.name, "init") && call.hasReceiver && file.word(call.calleeStart) == .selfWord
            && file.arguments(of: call).map({ $0.label >= 0 ? file.text($0.label) : "_" }) == labels
        }
    }
  }

  /// The declaration up to its name, as written (`@State private var draft`).
  private func declarationHead(_ property: WrappedProperty, _ file: ParsedFile) -> String {
    let name = file[variable: property.variable].name
    return file.text(TokenRange(property.attribute.raw, name + 1))
  }

  /// An object that may exist elsewhere: a parameter or a member of one, a member chain, a
  /// shared instance, or an optional-injection seam (`vm ?? VM()`) a caller can fill.
  private func adoptsExisting(_ provenance: Provenance) -> Bool {
    switch provenance {
    // `injected ?? Model()`: whether a caller passes an object its owner keeps is for the call
    // sites to say (a stateless default, a stable owner: nothing goes stale); not from here.
    case .coalesced: return false
    case .staticMember(_, _, .computedAllocating): return false
    default: return provenance.mayBeExisting
    }
  }

  private func copiesParameter(_ provenance: Provenance) -> Bool {
    switch provenance {
    case .parameter, .parameterMember: return true
    default: return false
    }
  }

  private func isObservableClass(_ typeName: String?, _ model: BridgeModel) -> Bool {
    guard let typeName else { return false }
    return model.index.has(.isObservableClass, typeName)
  }

  private func simpleName(_ name: String) -> String {
    name.split(separator: ".").last.map(String.init) ?? name
  }

  /// `.onChange(of: source)`, `.task(id: source)` or `.onReceive(source…)` in the view keeps the copy in step.
  private func isResynchronized(_ value: TokenSpan, in view: SwiftUIView, _ file: ParsedFile) -> Bool {
    let source = file.normalizedExpression(value.range)
    let root = file.text(value.start)
    return view.declarations.contains { declaration in
      let type = file[type: declaration]
      let body = TokenRange(type.bodyOpen, max(type.bodyOpen, type.bodyClose))
      return file.calls(in: body).contains { call in
        guard call.name >= 0 else { return false }
        let name = file.text(call.name)
        // `onChange` and project wrappers of it (`onChangeOf`), `task(id:)`, `onReceive`.
        guard name.hasPrefix("onChange") || name == "task" || name == "onReceive",
          let first = file.arguments(of: call).first
        else { return false }
        let watched = file.normalizedExpression(first.value)
        return watched.contains(source) || watched == root || watched.hasPrefix(root + ".")
      }
    }
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
  private func sharedInstance(_ value: Provenance, _ model: BridgeModel) -> String? {
    guard case .staticMember(let typeName, let member, _) = value, !typeName.isEmpty,
      model.index.isProjectClass(typeName)
    else {
      if case .memberChain(let chain) = value, let root = chain.split(separator: ".").first,
        root.hasSuffix("AppDelegate"), model.index.isProjectClass(String(root))
      {
        return chain
      }
      return nil
    }
    // `Store.shared` is the instance (`Store.shared.flag` is a member chain: a value copied out
    // of it, which is fine); anything hung off the app delegate is app-wide.
    guard DuplicateStateCopyRule.sharedMembers.contains(member) || typeName.hasSuffix("AppDelegate") else {
      return nil
    }
    return typeName + "." + member
  }
}

extension FindingMessage {
  fileprivate static func observedObjectOwnsObject(_ declaration: String, _ name: String) -> FindingMessage {
    FindingMessage(
      "`\(declaration)` creates its own object, which is recreated on every parent render; "
        + "declare it `@StateObject private var \(name)`")
  }

  fileprivate static func stateObjectAdoptsObject(_ declaration: String, _ name: String) -> FindingMessage {
    FindingMessage(
      "`\(declaration)` adopts an object created elsewhere and ignores later ones from the owner; "
        + "use `@ObservedObject var \(name)` or create the object here")
  }

  fileprivate static func stateCopiesParameter(_ declaration: String, _ value: String) -> FindingMessage {
    FindingMessage(
      "`\(declaration)` copies `\(value)` once and stops following its owner; "
        + "use `let`, `@Binding` or `@Bindable` instead")
  }

  fileprivate static func stateHoldsObservable(_ declaration: String, _ value: String) -> FindingMessage {
    FindingMessage(
      "`\(declaration)` keeps the first `\(value)` its parent passes and ignores later ones; "
        + "an observable object owned elsewhere needs `let` or `@Bindable`, not `@State`")
  }

  fileprivate static func seededByMemberwiseInit(_ declaration: String) -> FindingMessage {
    FindingMessage(
      "`\(declaration)` has no default and is set through the memberwise initializer, so later values "
        + "from the caller are ignored; make it `private` with a default, or pass it as `let`/`@Binding`")
  }

  fileprivate static func holdsSharedInstance(_ declaration: String, _ shared: String) -> FindingMessage {
    FindingMessage(
      "`\(declaration)` wraps the shared instance `\(shared)` in view-owned state; "
        + "read it with `let`, `@ObservedObject` or `@Environment` instead")
  }
}
