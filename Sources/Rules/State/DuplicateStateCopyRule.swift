import BridgeLint

/// A view keeps a second, writable copy of state that is owned elsewhere.
public struct DuplicateStateCopyRule: Rule {
  public init() {}

  public static func relevance(in index: ProjectIndex) -> Relevance {
    .anyOf(names: ["State", "StateObject", "ObservedObject", "Bindable"] + index.viewNamesWithInjectableState())
  }

  public static let description = RuleDescription(
    identifier: "duplicate_state_copy",
    name: "Duplicate State Copy",
    summary: "A view's `@State`/`@StateObject`/`@ObservedObject` becomes a second owner of state owned elsewhere",
    rationale: """
      SwiftUI keeps `@State` and `@StateObject` storage for the lifetime of the view's identity \
      and uses the *first* value it sees: a later value passed in by the parent is ignored. A \
      state property seeded from outside therefore stops following its owner (the parent changes \
      the note, the row keeps showing the old title), and edits made to the copy never reach the \
      owner. An `@ObservedObject` that constructs its own object gets a fresh object on every \
      parent render, losing everything in it. Apple's documentation: `ObservedObject` — "don't \
      specify a default or initial value"; `State` and `StateObject` — "declare … as private to \
      prevent setting it in a memberwise initializer".

      Reported by default, in views, view modifiers and representables: an `@ObservedObject` that builds its own \
      object, in its default value or in the view's initializer (also when the view never reads \
      it: the object is still built again on every parent render).
      - `@ObservedObject var model = Model()`, `= .init()`, or a default that builds a new object \
      each time it is read (`= .empty` where `static var empty: Model { Model() }`): declare it \
      `@StateObject private var model` (`@State private var` for an `@Observable` class); the fix \
      is offered as unsafe. `@Bindable var store = Store()` is the same for an `@Observable` \
      class (`@Bindable` keeps no storage either): declare it `@State private var store`.
      - `self.model = Model(…)`, `model = .init(…)`, a factory call (`model = Assembly.makeModel()`, \
      a name starting `make`, `create`, `build` or `new`) or `_model = ObservedObject(wrappedValue: \
      Model(…))` in an initializer (which runs on every parent render): declare it `@StateObject` and \
      assign `_model = StateObject(wrappedValue: …)`.

      Also reported by default, callers' seeds (`report_caller_seeds: false` turns them off and keeps \
      only the documented shapes; the usual false alarm is a mode flag or a value that never \
      changes for one view identity, such as navigation data):
      - **A caller seeds a child's state with a value it keeps.** Every call site in the project is \
      read (memberwise and explicit initializers, of views and `ViewModifier`s): an argument for a \
      `@State`/`@StateObject` (one with a default too, unless private: the memberwise initializer \
      takes it as an optional argument), or for an initializer parameter stored with \
      `State(initialValue:)`/`StateObject(wrappedValue:)` (the first one may have no label: `FeedView(model)`), \
      that reads the caller's state, a model, a parameter or a stored property (`note.title`, \
      `item`, `self.model`, `store.items[index]` in a `ForEach` over indices, whose rows are keyed \
      by position), or a value a method computes from them (`lesson.word.syllable(at: \
      0)`, the caller's own `recent(limit: 5)`; for a value state, not an object, and not a \
      factory or a random pick), is reported at the argument; the message names the child's \
      declaration and file, and the finding carries that declaration as related information. \
      One problem, one finding: a declaration such a call site reports is not reported again. Pass a `@Binding`, a `let`, or (for an object) declare it \
      `@ObservedObject`, `let` or `@Bindable` in the child.
      - **An object the child builds from what the caller passes** (`_loader = StateObject(wrappedValue: \
      Loader(url: url))`), also from a value built at the call site (`Chart(Options(points: model.points))`): a kept `url` is reported at the argument unless the child acts on its input in `.onChange`, `.onReceive` or \
      `.task(id:)`, hands the object back, or names it a `draft`; a dependency (`service`, `client`, `store`, \
      `server`) is no data, and a row's element is the row's own. Key the child with `.id(…)`, or rebuild the object.
      - **The caller's own object, in the child's `@StateObject`.** An object the caller never \
      replaces (its own `@State`/`@StateObject`, a member of it that no file of the project \
      replaces, a class's `let`, an `@EnvironmentObject`) handed to a child's `@StateObject`, or to \
      the `@State` of an `@Observable` class: one instance, but two owners. Apple's documentation \
      passes a state object to a subview through `@ObservedObject` (an `@Observable` one through \
      `let` or `@Bindable`) and declares state `private` so no memberwise initializer sets it; the \
      child keeps this first object if the caller ever hands it another. An `ObservableObject` \
      in a child's `@State` (a Core Data object too, named by `FetchedResults<Event>` when Xcode generates its class) \
      is never observed at all, in a sheet or a row alike, also when the child edits its members (`$event.title`): declare it `@ObservedObject` there.
      - `_title = State(initialValue: title)`, `_model = StateObject(wrappedValue: model)` or \
      `self.title = title` (a wrapped property with no default) from an initializer parameter (or a \
      member of one) that the view only reads, in a view no caller \
      gives a fresh value (no call site in the project passes a literal, a constant or a new \
      object for it, and no parameter default builds one) and, when the project calls the view \
      at all, some caller uses that initializer (an injection initializer every caller bypasses \
      for one that builds the object leaves nothing stale): reported at the declaration, with \
      the seeding assignment as related information, unless a call site is reported; use \
      `let`, `@Binding`, `@Bindable`, or `@ObservedObject` for an object.
      - `self.title = value` in an initializer, on a `@State` that has a default (`@State private \
      var title = ""`, or an optional one with none: `nil`): the storage already holds the default and SwiftUI drops a write made before \
      the view is installed, so the view starts from the default whatever it is given (not when the value is the \
      default again, nor before every stored property is set, where the compiler makes it `_title = \
      State(wrappedValue: …)`, a kept copy): pass a `let` or a `@Binding`, or remove the default and assign `_title = State(initialValue: …)`.
      - `@State` holding an `@Observable`/`@Model` class instance the parent hands in (through an \
      initializer or a memberwise one some non-preview caller uses), unless a caller builds it: use \
      `let` or `@Bindable` (`@ObservedObject` does not compile for an `@Observable` type).

      A call site is resolved to the view of its name: when a folder holds several projects \
      whose views of one name disagree on the state a caller seeds (two `RepositoryRow`s, one with \
      `@State`, one with `let`), to the one sharing the most folders with the caller, and not \
      judged when two are as near; nor when the calling file declares a function of that name, nor \
      in a widget extension (each timeline entry is rendered afresh). In an `App` (built once) only an `@ObservedObject` that creates its own object \
      is reported: Apple's documentation rules out its default whatever the owner.

      Not reported: literals, constants (`Theme.placeholder`, `Store.shared`, the caller's `let` with \
      its value), globals and rows of a global list (SwiftUI observes no global, so the caller is as \
      stale), the caller's `@State` only its initializer sets, a dependency (`deps`), fresh constructions \
      (`ProfileView(model: ProfileModel())`, a local built just before the call, also `if let model = try? \
      Model(…)`, or a property of the caller whose getter is one construction; a parameter's default is no such \
      local: callers that pass the parameter hand in their own value), factory calls (`makeModel(…)`, \
      `modelFactory.profile(…)`, a factory closure `factory(item)`) and \
      `@autoclosure` parameters; the caller's own \
      object that it never replaces (its `@State`/`@StateObject`, a member of it that no file of \
      the project replaces, a class's `let`, an `@EnvironmentObject`) handed to a child's `@State` \
      that holds a plain class, or an `ObservableObject` it only calls into, and \
      its own `@State` value that it never writes (fixed for the caller's identity, so for the \
      child's, and for an object the child builds from it); a value the child never reads or writes; a closure kept in `@State` (it calls back into state whose storage outlives it); \
      the element of a `ForEach(…, id: \\.self)`, the item of `.sheet(item:)` and the value of `.navigationDestination(for:)`, and what `if let` unwraps from them (a changed item is \
      new content); an object a pushed screen builds (`NavigationLink`'s destination, `.navigationDestination` content); a call in a sheet's, cover's or popover's content (built for each \
      presentation; the caller's own object in a child's `@StateObject` is still two owners, reported once per child and file, at the first call site, with the others as related locations); a project class holding only `let`s and no method, a `ViewStore` (The Composable Architecture) or an `ObservableValue` (Decompose) built in `init` (the last two mirror the \
      store that keeps the state); values fixed for one \
      identity of the child (also a child re-keyed with `.id(…)` by what it reads, by the key of \
      the lookup that made it, or by a key the caller mints again, `fieldID = UUID()`): the caller itself (`self`), an identity \
      (`item.id`, `torrent.hash`, `userID`), a `Bool` tested by the `if` that chose the branch (each \
      branch has its own identity), a `Bool` mode the caller was built with (a parameter of a \
      view-building function or closure, a plain property); a call outside rendering code (a UIKit \
      controller, an assembly or a factory building the screen once; a hosting controller's \
      `rootView = …` is still read); a \
      call in a private function only `#Preview` bodies call; a child that keeps its copy in step (an assignment inside \
      `.onChange`, `.task(id:)` or `.onReceive`); an edit buffer, which the child writes *and* \
      hands back (`$x` given to `.alert(item:)` or `.sheet(isPresented:)` is no edit: SwiftUI only clears it) (a plain class's instance too, edited and saved: `controller.update(department)`; \
      a callback, a binding, a store call, `onSubmit`/`onChange`, a stored callback \
      taking the state's type, an initializer callback taking the type of the value the state is \
      seeded from, writes in the file's extensions of the view, or a call handed a local built from it, such as \
      `let request = Request(title: title)` then `try await api.save(request)` in a `Task`); a parameter or property named as a starting value \
      (`initialScale`, `defaultTab`, `dateDefault`, `seed…`, `start…`, `base…`); \
      state set from a private initializer or one the view's other initializers delegate to; the \
      optional-injection seam `injected ?? Model()`; a widget's configuration and the views of files that import `WidgetKit` \
      but never name `WidgetCenter` (each timeline entry is rendered afresh) and a view building a copy of itself; previews (`#Preview`, \
      `PreviewProvider` types, a namespace of preview fixtures such as `enum PreviewScene`, types \
      named `…Previews`, `Previews` and `Preview Content` folders) and files that import `XCTest` or `Testing`. At the declaration, a seed the view \
      writes or whose name marks an edit buffer (`draft`, `edit`, `local`, `temp`, `working`, \
      `buffer`, `pending`) is left to the call sites, which show whether the value is kept.

      **Opt-in** (`report_shared_instances: true`), because reviewers judge them debatable \
      (misleading ownership rather than a stale copy): `@State`/`@StateObject` holding a shared \
      instance of a class the project declares (`= AppStore.shared`, anything hung off the app \
      delegate), and an `App` handing an object it owns to a root view's state (the `App` is \
      created once per process).

      **Opt-in** (`report_unreturned_edits: true`): a child that writes its seeded copy and hands \
      it back in no way the rule can see (blind review judged most such findings wrong: the edit \
      goes back through a navigation call or a store). Reported anyway, like the derived seeds \
      below, when the caller changes that `@State` itself: the two copies drift apart (round dd).

      **Opt-in** (`report_derived_seeds: true`): a call site whose value the child's initializer \
      turns into another property (`init(item:)` storing `item.count` in `@State var count`). \
      The initializer usually derives a starting value on purpose; blind review judged most of \
      these findings wrong.
      """,
    kind: .state,
    defaultSeverity: .warning,
    isOptIn: false,
    options: [
      RuleOption(
        name: DuplicateStateCopyRule.callerSeedOption, type: .bool, defaultValue: "true",
        summary: "Report callers' seeds: a call site handing a value it keeps into a child's `@State`/"
          + "`@StateObject`, and a declaration seeded from an initializer parameter (`false`: only the "
          + "documented `@ObservedObject` shapes)"),
      RuleOption(
        name: DuplicateStateCopyRule.sharedInstanceOption, type: .bool, defaultValue: "false",
        summary: "Also report the shapes reviewers judge debatable: a shared instance held in `@State`/"
          + "`@StateObject`, and an `App` handing an object it owns to a root view's state"),
      RuleOption(
        name: DuplicateStateCopyRule.lostEditsOption, type: .bool, defaultValue: "false",
        summary: "Also report a child that writes its seeded copy and hands it back in no way the rule "
          + "can see (edits that may be lost)"),
      RuleOption(
        name: DuplicateStateCopyRule.derivedSeedOption, type: .bool, defaultValue: "false",
        summary: "Also report a call site whose value the child's initializer turns into another "
          + "property (usually a derived starting value)"),
    ],
    nonTriggeringExamples: DuplicateStateCopyExamples.nonTriggering,
    triggeringExamples: DuplicateStateCopyExamples.triggering,
    fixAvailability: .sometimes,
    corrections: DuplicateStateCopyExamples.corrections
  )

  /// The option that turns on the shapes reviewers judge debatable: a shared instance held in
  /// view-owned state, and an `App` seeding a root view's state with an object it owns.
  static let sharedInstanceOption = "report_shared_instances"
  /// Opt-in call sites: a child that writes its copy and hands it back in no way the rule sees.
  static let lostEditsOption = "report_unreturned_edits"
  /// Opt-in call sites: a value the child's initializer turns into another property (`item.count`).
  static let derivedSeedOption = "report_derived_seeds"

  /// Callers' seeds, on both ends (call sites, and declarations seeded from a parameter); on by default.
  static let callerSeedOption = "report_caller_seeds"

  public func check(_ file: ParsedFile, _ context: inout RuleContext) {
    let model = context.model
    // Views in a test target are fixtures the tests build and inspect, never rendered by an app.
    if model.isTestFile { return }
    let reportsShared = context.boolOption(Self.sharedInstanceOption, default: false)
    let reportsSeeds = context.boolOption(Self.callerSeedOption, default: true)
    var seen: Set<String> = []
    for type in model.types where file[type: type].kind == .struct || file[type: type].kind == .extension {
      guard let view = model.swiftUIView(type), seen.insert(view.name).inserted else { continue }
      if isApp(view, file) {
        checkApp(view, model, &context)
        continue
      }
      checkView(view, model, reportsShared: reportsShared, reportsSeeds: reportsSeeds, &context)
    }
    guard reportsSeeds else { return }
    let optIns = CallSiteOptIns(
      lostEdits: context.boolOption(Self.lostEditsOption, default: false),
      derivedSeeds: context.boolOption(Self.derivedSeedOption, default: false))
    checkCallSites(file, reportsShared: reportsShared, optIns: optIns, &context)
  }

  /// The `App` is created once per process: nothing it owns is ever replaced by a re-render.
  private func isApp(_ view: SwiftUIView, _ file: ParsedFile) -> Bool {
    view.declarations.contains { file.inheritedNames(of: file[type: $0]).contains("App") }
  }

  private func checkView(
    _ view: SwiftUIView, _ model: BridgeModel, reportsShared: Bool, reportsSeeds: Bool, _ context: inout RuleContext
  ) {
    let file = model.file
    let uses = model.uses(in: view)
    for property in view.properties.sorted(by: { $0.name < $1.name }) {
      if let (token, message) = droppedAssignmentFinding(property, uses[property.name], model) {
        if !model.isInPreview(property.attribute) { context.report(file, at: token, message) }
        continue
      }
      let findings = [
        defaultValueFinding(property, view, uses, model), initializationFinding(property, view, uses, model),
      ]
      let wanted = findings.compactMap { $0 }.first {
        (!$0.isShared || reportsShared) && (!$0.isSeed || reportsSeeds)
      }
      guard let finding = wanted else {
        continue
      }
      // A preview builds its view once, with fixtures, on purpose.
      if model.isInPreview(property.attribute) { continue }
      // A seed some caller gives a fresh value (or a default that builds one) is a starting value.
      if finding.isSeed, let facts = context.index.injectableState(of: simpleName(view.name)) {
        // Views of this name in other projects of the folder: its callers cannot be told apart.
        if facts.isAmbiguous { continue }
        let seeds = facts.states.filter { $0.property == property.name }
        if seeds.contains(where: \.hasFreshCaller) { continue }
        // Callers exist and none of them passes the seed (they all use an initializer that
        // builds the object): the injection seam is unused, nothing goes stale.
        if facts.isCalled && !seeds.isEmpty && !seeds.contains(where: \.hasCaller) { continue }
        // One finding per problem: a caller that hands in a value it keeps is reported at its
        // argument (with this declaration as related information), not here as well.
        if seeds.contains(where: { callSiteTakesReport($0, context.index) }) { continue }
      }
      var message = finding.message
      if let assignment = finding.seedAssignment {
        message.related = [
          RelatedLocation(
            file, token: assignment,
            message: finding.isSeed
              ? "`\(property.name)` is seeded here, once" : "a new object is built here on every `init`")
        ]
      }
      context.report(file, at: property.attribute, covering: property.declaration, message, fix: finding.fix)
    }
  }
}
