import BridgeLint

/// A view keeps a second, writable copy of state that is owned elsewhere.
public struct DuplicateStateCopyRule: Rule {
  public init() {}

  public static func relevance(in index: ProjectIndex) -> Relevance {
    .anyOf(names: ["State", "StateObject", "ObservedObject"] + index.viewNamesWithInjectableState())
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

      Reported by default, in views and representables: an `@ObservedObject` that builds its own \
      object, in its default value or in the view's initializer.
      - `@ObservedObject var model = Model()`, `= .init()`, or a default that builds a new object \
      each time it is read (`= .empty` where `static var empty: Model { Model() }`): declare it \
      `@StateObject private var model` (`@State private var` for an `@Observable` class); the fix \
      is offered as unsafe.
      - `self.model = Model(…)`, `model = .init(…)` or `_model = ObservedObject(wrappedValue: Model(…))` \
      in an initializer (which runs on every parent render): declare it `@StateObject` and assign \
      `_model = StateObject(wrappedValue: …)`.

      **Opt-in** (`report_caller_seeds: true`): callers' seeds. Blind review on 31 unseen apps \
      (round j) judged about a third of these findings correct (most wrong ones are mode flags \
      and values that never change for one view identity), under the bar for a default check:
      - **A caller seeds a child's state with a value it keeps.** Every call site in the project is \
      read (memberwise and explicit initializers): an argument for a `@State`/`@StateObject`, or \
      for an initializer parameter stored with `State(initialValue:)`/`StateObject(wrappedValue:)`, \
      that reads the caller's state, a model, a parameter or a stored property (`note.title`, \
      `item`, `self.model`) is reported at the argument; the message names the child's \
      declaration and file, and the finding carries that declaration as related information. \
      One problem, one finding: a declaration such a call site reports is not reported again. Pass a `@Binding`, a `let`, or (for an object) declare it \
      `@ObservedObject`, `let` or `@Bindable` in the child.
      - `_title = State(initialValue: title)`, `_model = StateObject(wrappedValue: model)` or \
      `self.title = title` (a wrapped property with no default) from \
      an initializer parameter (or a member of one) that the view only reads, in a view no caller \
      gives a fresh value (no call site in the project passes a literal, a constant or a new \
      object for it, and no parameter default builds one) and, when the project calls the view \
      at all, some caller uses that initializer (an injection initializer every caller bypasses \
      for one that builds the object leaves nothing stale): reported at the declaration, with \
      the seeding assignment as related information, unless a call site is reported; use \
      `let`, `@Binding`, `@Bindable`, or `@ObservedObject` for an object.
      - `@State` holding an `@Observable`/`@Model` class instance the parent hands in (through an \
      initializer or the memberwise initializer), again unless a caller builds it: use `let` or \
      `@Bindable` (`@ObservedObject` does not compile for an `@Observable` type).

      Not reported: literals, constants (`Theme.placeholder`, `Store.shared`), fresh constructions \
      (`ProfileView(model: ProfileModel())`, or a local built just before the call), factory calls \
      (`makeModel(…)`, `modelFactory.profile(…)`, a factory closure `factory(item)`) and \
      `@autoclosure` parameters; the caller's own \
      `@State`/`@StateObject` object that it never replaces (both views hold the one instance); a \
      call in a private function only `#Preview` bodies call; a child that keeps its copy in step (an assignment inside \
      `.onChange`, `.task(id:)` or `.onReceive`); an edit buffer, which the child writes *and* \
      hands back (a callback, a binding, a store call, `onSubmit`/`onChange`, a stored callback \
      taking the state's type, or a call handed a local built from it, such as \
      `let request = Request(title: title)` then `try await api.save(request)` in a `Task`); a parameter or property named as a starting value \
      (`initialScale`, `defaultTab`, `seed…`, `start…`, `base…`); \
      state set from a private initializer or one the view's other initializers delegate to; the \
      optional-injection seam `injected ?? Model()`; a widget's configuration (each timeline \
      entry is rendered afresh) and a view building a copy of itself; previews (`#Preview`, \
      `PreviewProvider` types) and files that import `XCTest` or `Testing`. At the declaration, a seed the view \
      writes or whose name marks an edit buffer (`draft`, `edit`, `local`, `temp`, `working`, \
      `buffer`, `pending`) is left to the call sites, which show whether the value is kept.

      **Opt-in** (`report_shared_instances: true`), because reviewers judge them debatable \
      (misleading ownership rather than a stale copy): `@State`/`@StateObject` holding a shared \
      instance of a class the project declares (`= AppStore.shared`, anything hung off the app \
      delegate), and an `App` handing an object it owns to a root view's state (the `App` is \
      created once per process).

      **Opt-in** (`report_unreturned_edits: true`): a child that writes its seeded copy and hands \
      it back in no way the rule can see, so the user's edits would be lost. Most such children \
      hand the edit back through a navigation call, a store reached through another view or a \
      method the rule does not follow, and blind review judged most of these findings wrong.

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
        name: DuplicateStateCopyRule.callerSeedOption, type: .bool, defaultValue: "false",
        summary: "Also report callers' seeds: a call site handing a value it keeps into a child's "
          + "`@State`/`@StateObject`, and a declaration seeded from an initializer parameter"),
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

  /// Words that mark a deliberate edit buffer seeded from outside.
  private static let editBufferWords = [
    "draft", "edit", "initial", "local", "temp", "working", "buffer", "pending", "default", "seed", "start",
  ]
  /// Static members that hand out a shared instance.
  private static let sharedMembers: Set<String> = [
    "shared", "default", "standard", "current", "main", "instance", "sharedInstance",
  ]

  /// The option that turns on the shapes reviewers judge debatable: a shared instance held in
  /// view-owned state, and an `App` seeding a root view's state with an object it owns.
  static let sharedInstanceOption = "report_shared_instances"
  /// The option that turns on the call-site shape blind review judged mostly wrong: a child that
  /// writes its copy and hands it back in no way the rule can see.
  static let lostEditsOption = "report_unreturned_edits"
  /// The option that turns on a call site whose value the child's initializer turns into another
  /// property (`init(item:)` storing `item.count`): blind review judged these mostly wrong, since
  /// the initializer usually derives a starting value.
  static let derivedSeedOption = "report_derived_seeds"

  /// Callers' seeds, on both ends: call sites handing a kept value into a child's state, and
  /// declarations seeded from an initializer parameter. Round j (31 unseen apps) judged about a
  /// third of these correct, under the bar for a default-on check.
  static let callerSeedOption = "report_caller_seeds"

  public func check(_ file: ParsedFile, _ context: inout RuleContext) {
    let model = context.model
    // Views in a test target are fixtures the tests build and inspect, never rendered by an app.
    if model.isTestFile { return }
    let reportsShared = context.boolOption(Self.sharedInstanceOption, default: false)
    let reportsSeeds = context.boolOption(Self.callerSeedOption, default: false)
    var seen: Set<String> = []
    for type in model.types where file[type: type].kind == .struct || file[type: type].kind == .extension {
      guard let view = model.swiftUIView(type), seen.insert(view.name).inserted, !isApp(view, file) else { continue }
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
      let findings = [
        defaultValueFinding(property, view, uses, model), initializationFinding(property, view, uses, model),
      ]
      let wanted = findings.compactMap { $0 }.first {
        ($0.isShared ? reportsShared : true) && (!$0.isSeed || reportsSeeds)
      }
      guard let finding = wanted else {
        continue
      }
      // A preview builds its view once, with fixtures, on purpose.
      if model.isInPreview(property.attribute) { continue }
      // A seed some caller gives a fresh value (or a default that builds one) is a starting value.
      if finding.isSeed, let facts = context.index.injectableState(of: simpleName(view.name)) {
        let seeds = facts.states.filter { $0.property == property.name }
        if seeds.contains(where: \.hasFreshCaller) { continue }
        // Callers exist and none of them passes the seed (they all use an initializer that
        // builds the object): the injection seam is unused, nothing goes stale.
        if facts.isCalled && !seeds.isEmpty && !seeds.contains(where: \.hasCaller) { continue }
        // One finding per problem: a caller that hands in a value it keeps is reported at its
        // argument (with this declaration as related information), not here as well.
        if seeds.contains(where: { $0.hasKeptCaller && reportsAtCallSite($0, context.index) }) { continue }
      }
      var message = finding.message
      if let assignment = finding.seedAssignment {
        message.related = [
          RelatedLocation(
            file, token: assignment.raw,
            message: finding.isSeed
              ? "`\(property.name)` is seeded here, once" : "a new object is built here on every `init`")
        ]
      }
      context.report(file, at: property.attribute, covering: property.declaration, message, fix: finding.fix)
    }
  }

  /// (b) A call site seeds a child's `@State`/`@StateObject` (through the memberwise initializer
  /// or an initializer that stores the parameter) with a value or object the caller keeps.
  private func checkCallSites(
    _ file: ParsedFile, reportsShared: Bool, optIns: CallSiteOptIns, _ context: inout RuleContext
  ) {
    var previewHelpers: [String: Bool]?
    for call in file.allCalls where !call.hasReceiver {
      guard let name = call.nameToken, file.isUpperIdentifier(name) else { continue }
      // The index is asked only about calls that hand in an existing value: pass 1's findings
      // stand unless a question's answer changes, and most constructions hand in none.
      let handedIn = file.arguments(of: call).compactMap { argument -> (Argument, TokenID, String)? in
        guard let label = argument.labelToken, let source = keptValue(argument.value, in: file) else { return nil }
        return (argument, label, source)
      }
      guard !handedIn.isEmpty, let facts = context.index.injectableState(of: file.text(name)) else { continue }
      // A preview hands its fixture to the view on purpose; no app runs it.
      if context.model.isInPreview(name) { continue }
      // An `App` builds its scene once: an object it owns, handed to a root view, never changes.
      if !reportsShared && isInType(inheriting: "App", name, file) { continue }
      // A widget renders each timeline entry afresh: its views keep no state between entries.
      if isInType(inheriting: "Widget", name, file) { continue }
      let view = file.text(name)
      // A view building a copy of itself (a modifier-style method) hands its own state on.
      if isInType(named: view, name, file) { continue }
      if isInPreviewHelper(name, context.model, &previewHelpers) { continue }
      for (argument, labelToken, source) in handedIn {
        let label = file.text(labelToken)
        guard let state = facts.states.first(where: { $0.label == label }), !state.isStartingValue,
          !FreshLocal.holds(argument.value, in: file),
          reportsShared || !isNeverReplacedObject(argument.value, call: name, context.model),
          var message = callSiteMessage(
            state, view: view, source: source, file: facts.file, optIns: optIns, context.index)
        else { continue }
        if state.line > 0 {
          message.related = [
            RelatedLocation(
              path: facts.file, line: Int(state.line), column: Int(state.column),
              message: "`\(view)` declares `@\(state.wrapper) var \(state.property)` here")
          ]
        }
        context.report(file, at: TokenID(argument.value.start), covering: TokenSpan(argument.value), message)
      }
    }
  }

  /// Does a call site that hands in a kept value for `state` report it (see `callSiteMessage`):
  /// an object, or a value the child stores under the argument's own name.
  private func reportsAtCallSite(_ state: InjectableState, _ index: ProjectIndex) -> Bool {
    if state.isStartingValue { return false }
    if isObjectState(state, index) { return !(state.wrapper == "State" && state.uses.contains(.replaced)) }
    return state.label == state.property && !state.uses.contains(.resynchronized) && !state.uses.contains(.written)
  }

  private func isObjectState(_ state: InjectableState, _ index: ProjectIndex) -> Bool {
    state.wrapper == "StateObject"
      || state.type.map { index.has(.isObservableClass, $0) || index.isProjectClass($0) } ?? false
  }

  /// Is `token` in a private function that only `#Preview` bodies call (a fixture builder of
  /// the file's previews)? The answers for every private function of the file come from one
  /// pass over its tokens, made on the first question.
  private func isInPreviewHelper(_ token: TokenID, _ model: BridgeModel, _ known: inout [String: Bool]?) -> Bool {
    let file = model.file
    guard let function = file.enclosingFunction(of: file.innermostNode(containing: token.raw)),
      function.kind == .function, function.modifiers.isPrivate, file.isValid(function.name)
    else { return false }
    if known == nil { known = previewHelpers(model) }
    return known?[file.text(function.name)] ?? false
  }

  /// Each private function's name: true when it is named only inside `#Preview` bodies or
  /// `PreviewProvider` types (besides its declarations).
  private func previewHelpers(_ model: BridgeModel) -> [String: Bool] {
    let file = model.file
    var declarations: Set<TokenID> = []
    var lengths: Set<Int> = []
    var uses: [String: (inPreview: Bool, elsewhere: Bool)] = [:]
    for function in file.allFunctions where function.kind == .function && function.modifiers.isPrivate {
      guard let name = function.nameToken, file.contains(name) else { continue }
      declarations.insert(name)
      lengths.insert(file.length(of: name))
      uses[file.text(name)] = (false, false)
    }
    guard !uses.isEmpty else { return [:] }
    for index in file.tokenIDs {
      guard lengths.contains(file.length(of: index)), file.isKind(index, .identifier),
        !declarations.contains(index), let use = uses[file.text(index)], !use.elsewhere
      else { continue }
      if model.isInPreview(index) {
        uses[file.text(index)]?.inPreview = true
      } else {
        uses[file.text(index)]?.elsewhere = true
      }
    }
    return uses.mapValues { $0.inPreview && !$0.elsewhere }
  }

  /// `model` or `self.model` where `model` is the caller's own `@State`/`@StateObject` object that
  /// it never replaces outside its initializers: both views hold the one instance for good, so
  /// no later object can be missed.
  private func isNeverReplacedObject(_ range: TokenRange, call: TokenID, _ model: BridgeModel) -> Bool {
    let file = model.file
    var root = range.start
    if file.word(root) == .selfWord && file.isKind(root + 1, .period) { root += 2 }
    guard root + 1 == range.end, let declaration = file.enclosingType(of: file.innermostNode(containing: call.raw)),
      let type = model.typeID(of: declaration), let view = model.swiftUIView(type)
    else { return false }
    let name = file.text(root)
    guard let property = view.properties.first(where: { $0.name == name }) else { return false }
    var typeName = property.typeName
    if typeName == nil, case .construction(let built) = property.defaultValue { typeName = built }
    guard
      property.wrapper == .stateObject
        || (property.wrapper == .state
          && typeName.map { model.index.has(.isObservableClass, $0) || model.index.isProjectClass($0) } ?? false)
    else { return false }
    let seeds = Set(property.initializations.map(\.target))
    let use = model.uses(in: view)[name] ?? PropertyUses()
    return use.assignments.allSatisfy { seeds.contains($0) }
      && !use.bindings.contains { !file.isKind($0.raw + 1, .period) } && use.inoutPasses.isEmpty
  }

  /// What a seed of `state` from `source` loses, or nil when the child keeps it in step or owns it.
  private func callSiteMessage(
    _ state: InjectableState, view: String, source: String, file: String, optIns: CallSiteOptIns,
    _ index: ProjectIndex
  ) -> FindingMessage? {
    let declaration = "@\(state.wrapper) var \(state.property)"
    if isObjectState(state, index) {
      // A view that replaces the object itself owns it.
      if state.wrapper == "State" && state.uses.contains(.replaced) { return nil }
      let remedy =
        state.wrapper == "StateObject" && !(state.type.map { index.has(.isObservableClass, $0) } ?? false)
        ? "`@ObservedObject`" : "`let` or `@Bindable`"
      return .keepsFirstObject(view, state, declaration, file: file, source: source, remedy: remedy)
    }
    if state.uses.contains(.resynchronized) { return nil }
    // Opt-in: a value the child's initializer turns into another property is usually a start.
    if state.label != state.property && !optIns.derivedSeeds { return nil }
    if !state.uses.contains(.written) {
      return .keepsFirstValue(view, state, declaration, file: file, source: source)
    }
    // Written and handed back: an edit buffer. Written and kept: the user's edits are lost.
    // Opt-in: most copies a child writes are handed back in ways the rule cannot follow (a
    // navigation call, a store reached through another view).
    if state.uses.contains(.handedBack) || !optIns.lostEdits { return nil }
    return .losesEdits(view, declaration, file: file, source: source)
  }

  /// The call-site shapes blind review judged mostly wrong, each reported only when asked for.
  private struct CallSiteOptIns {
    var lostEdits: Bool
    var derivedSeeds: Bool
  }

  /// Is `token` inside a declaration (or extension) of the type named `name`?
  private func isInType(named name: String, _ token: TokenID, _ file: ParsedFile) -> Bool {
    var type = file.enclosingType(of: file.innermostNode(containing: token.raw))
    var steps = 0
    while let declaration = type, steps <= 64 {
      if file.compactText(declaration.nameRange).split(separator: ".").last.map(String.init) == name { return true }
      type = file.enclosingType(of: declaration.node)
      steps += 1
    }
    return false
  }

  /// Is `token` inside a type whose inheritance clause (in this file) names `name`?
  private func isInType(inheriting name: String, _ token: TokenID, _ file: ParsedFile) -> Bool {
    var type = file.enclosingType(of: file.innermostNode(containing: token.raw))
    var steps = 0
    while let declaration = type, steps <= 64 {
      if file.inheritedNames(of: declaration).contains(name) { return true }
      type = file.enclosingType(of: declaration.node)
      steps += 1
    }
    return false
  }

  /// The argument's text when it reads a value the caller keeps: `note.title`, `self.model`,
  /// `item`; nil for literals, constructions, calls, closures, bindings, and constants rooted in
  /// a type (`Theme.accent`, `Store.shared`).
  private func keptValue(_ range: TokenRange, in file: ParsedFile) -> String? {
    guard !range.isEmpty, range.end - range.start <= 9 else { return nil }
    var token = range.start
    var expectsName = true
    while token < range.end {
      if expectsName {
        guard file.isKind(token, .identifier) || file.word(token) == .selfWord else { return nil }
      } else {
        guard file.isKind(token, .period) || file.isKind(token, .postfixQuestionMark) else { return nil }
        if file.isKind(token, .postfixQuestionMark) {
          guard file.isKind(token + 1, .period) else { return nil }
          token += 1
        }
      }
      expectsName.toggle()
      token += 1
    }
    guard !expectsName, !file.isUpperIdentifier(range.start), !file.text(range.start).hasPrefix("$") else {
      return nil
    }
    return file.compactText(range)
  }

  /// (a) `@ObservedObject` that builds its own object; (d) memberwise-seeded `@State`;
  /// (e) view-owned state holding a shared instance.
  private func defaultValueFinding(
    _ property: WrappedProperty, _ view: SwiftUIView, _ uses: [String: PropertyUses], _ model: BridgeModel
  ) -> StateFinding? {
    let quoted = declarationHead(property, model.file)
    guard let value = property.defaultValue else {
      // The memberwise initializer lets every caller seed it: an observable class instance is
      // always the parent's object (value seeds are judged at the call sites).
      guard property.wrapper == .state, !property.isPrivate, view.isStruct, !view.hasExplicitInit,
        !property.isOptional, isObservableClass(property.typeName, model)
      else { return nil }
      return StateFinding(.seededByMemberwiseInit(quoted), isSeed: true)
    }
    // A property the view never uses loses nothing when it is recreated.
    let isUsed = !(uses[property.name]?.reads.isEmpty ?? true) || (uses[property.name]?.isWritten ?? false)
    switch (property.wrapper, value) {
    case (.observedObject, .construction(let typeName)) where isUsed:
      let owned = property.typeName ?? typeName
      return StateFinding(
        .observedObjectOwnsObject(quoted, owningDeclaration(property, view, typeName: owned, model)),
        fix: owningFix(property, view, uses, typeName: owned, model))
    case (.observedObject, .staticMember(let typeName, let member, _)) where isUsed:
      // `= .empty` where `static var empty: VM { VM() }`: a new object on every render.
      let owner = typeName.isEmpty ? (property.typeName ?? "") : typeName
      guard model.staticStorage(of: member, in: owner) == .computedAllocating else { return nil }
      return StateFinding(
        .observedObjectOwnsObject(quoted, owningDeclaration(property, view, typeName: owner, model)),
        fix: owningFix(property, view, uses, typeName: owner, model))
    case (.state, _), (.stateObject, _):
      return sharedInstance(value, model).map { StateFinding(.holdsSharedInstance(quoted, $0), isShared: true) }
    default:
      return nil
    }
  }

  /// A new object on every evaluation: a constructor call, a local built by one, or a computed
  /// static member that allocates (`.empty` where `static var empty: VM { VM() }`).
  private func buildsObject(_ provenance: Provenance, _ model: BridgeModel) -> Bool {
    switch provenance {
    case .construction, .local(_, built: true): return true
    case .staticMember(let typeName, let member, _):
      return !typeName.isEmpty && model.staticStorage(of: member, in: typeName) == .computedAllocating
    default: return false
    }
  }

  /// The owning declaration the message suggests, as `owningFix` writes it: `@State` for an
  /// `@Observable` class, `private` only where no memberwise initializer lets callers pass it.
  private func owningDeclaration(
    _ property: WrappedProperty, _ view: SwiftUIView, typeName: String, _ model: BridgeModel
  ) -> String {
    let wrapper = isObservableClass(typeName, model) ? "State" : "StateObject"
    let isPrivate = property.isPrivate || (property.access == .internal && view.hasExplicitInit)
    return "@\(wrapper) \(isPrivate ? "private " : "")var \(property.name)"
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
    let name = TokenID(attribute + 1)
    var edits = [FixEdit(range: file.startOffset(of: name)..<file.endOffset(of: name), replacement: wrapper)]
    let variable = file[variable: property.variable]
    if property.access == .internal && view.hasExplicitInit && variable.keyword == attribute + 2 {
      edits.append(.insert("private ", at: file.startOffset(of: TokenID(variable.keyword))))
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
      case .observedObject where buildsObject(initialization.provenance, model):
        // `init` runs on every parent render: each run hands the wrapper a new object.
        let isUsed = !(uses[property.name]?.reads.isEmpty ?? true) || (uses[property.name]?.isWritten ?? false)
        guard isUsed else { continue }
        return StateFinding(
          .observedObjectBuiltInInit(quoted, property.name), seedAssignment: initialization.target)
      case .stateObject where adoptsExisting(initialization.provenance):
        // A shared instance or another member chain (`Store.shared`) is the debatable shape.
        return StateFinding(
          .stateObjectAdoptsObject(quoted, property.name), isShared: !copiesParameter(initialization.provenance),
          isSeed: true, seedAssignment: initialization.target)
      case .state where copiesParameter(initialization.provenance):
        let value = model.file.compactText(initialization.value)
        // The seeds themselves (`self.x = x` in an initializer) are no writes of the copy.
        let seeds = Set(property.initializations.map(\.target))
        var use = uses[property.name] ?? PropertyUses()
        use.assignments.removeAll { seeds.contains($0) }
        // An observable class instance in `@State` is the parent's object: writing through it
        // is no edit buffer, and the parent's later instances are ignored, unless the view
        // replaces the instance itself (assigns it, or hands out `$x` as a whole).
        if isObservableClass(property.typeName, model) {
          if !use.assignments.isEmpty || use.bindings.contains(where: { !model.file.isKind($0.raw + 1, .period) }) {
            continue
          }
          return StateFinding(.stateHoldsObservable(quoted, value), isSeed: true, seedAssignment: initialization.target)
        }
        // A seed the view writes in any way (an edit buffer, a gesture or layout state, a
        // one-shot target it clears) is its own state; one it only reads is the stale copy.
        if use.isWritten { continue }
        if isEditBuffer(property.name) || isEditBuffer(value) || isEditBuffer(simpleName(view.name)) { continue }
        if isResynchronized(initialization.value, in: view, model.file) { continue }
        return StateFinding(.stateCopiesParameter(quoted, value), isSeed: true, seedAssignment: initialization.target)
      default:
        continue
      }
    }
    return nil
  }

  private struct StateFinding {
    var message: FindingMessage
    /// A debatable shape (a shared instance), reported only with `report_shared_instances`.
    var isShared = false
    /// Seeded by the callers (through an initializer or the memberwise one): not reported when
    /// one of them passes a fresh value.
    var isSeed = false
    var fix: Fix?
    /// The initializer's assignment that seeds the property, for related information.
    var seedAssignment: TokenID?
    init(
      _ message: FindingMessage, isShared: Bool = false, isSeed: Bool = false, fix: Fix? = nil,
      seedAssignment: TokenID? = nil
    ) {
      self.message = message
      self.isShared = isShared
      self.isSeed = isSeed
      self.fix = fix
      self.seedAssignment = seedAssignment
    }
  }

  /// Does another initializer of the view call `self.init(…)` (with the labels of `initializer`)?
  private func isDelegatedTo(_ initializer: FunctionID, in view: SwiftUIView, _ file: ParsedFile) -> Bool {
    let labels = file.parameters(of: file[function: initializer]).map { $0.labelToken.map(file.text) ?? "" }
    return view.allInitializers.contains { other in
      other != initializer
        && file.calls(in: file.body(of: file[function: other])).contains { call in
          file.tokenIs(call.name, "init") && call.hasReceiver && file.word(call.calleeStart) == .selfWord
            && file.arguments(of: call).map({ $0.labelToken.map(file.text) ?? "_" }) == labels
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
        guard let nameToken = call.nameToken else { return false }
        let name = file.text(nameToken)
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
  fileprivate static func observedObjectOwnsObject(_ declaration: String, _ owning: String) -> FindingMessage {
    FindingMessage(
      "`\(declaration)` creates its own object, which is recreated on every parent render; "
        + "declare it `\(owning)`")
  }

  fileprivate static func observedObjectBuiltInInit(_ declaration: String, _ name: String) -> FindingMessage {
    FindingMessage(
      "`\(declaration)` is given a new object in `init`, which runs on every parent render, so the view "
        + "loses the object's state each time; declare it `@StateObject private var \(name)` and assign "
        + "`_\(name) = StateObject(wrappedValue: …)`")
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
      "`\(declaration)` keeps the first object the memberwise initializer hands it and ignores later ones "
        + "from the parent; an observable object owned elsewhere needs `let` or `@Bindable`, not `@State`")
  }

  /// What the child keeps: the argument itself, or a property an initializer makes from it.
  private static func kept(_ label: String, _ property: String) -> String {
    label == property ? "the first `\(label)` it is given" : "the first `\(property)` it makes from `\(label)`"
  }

  fileprivate static func keepsFirstValue(
    _ view: String, _ state: InjectableState, _ declaration: String, file: String, source: String
  ) -> FindingMessage {
    FindingMessage(
      "`\(view)` keeps \(kept(state.label, state.property)) (`\(declaration)` in \(file)); later changes of "
        + "`\(source)` never reach it — pass a `@Binding` or a `let`")
  }

  fileprivate static func losesEdits(_ view: String, _ declaration: String, file: String, source: String)
    -> FindingMessage
  {
    FindingMessage(
      "`\(view)` keeps a writable copy of `\(source)` (`\(declaration)` in \(file)) and never hands it back: "
        + "later changes of `\(source)` never reach it and its edits never reach the caller — pass a `@Binding`, "
        + "or hand the edited value back")
  }

  fileprivate static func keepsFirstObject(
    _ view: String, _ state: InjectableState, _ declaration: String, file: String, source: String, remedy: String
  ) -> FindingMessage {
    FindingMessage(
      "`\(view)` keeps \(kept(state.label, state.property)) (`\(declaration)` in \(file)); a later object in "
        + "`\(source)` never reaches it — declare it \(remedy) there, or pass a new object")
  }

  fileprivate static func holdsSharedInstance(_ declaration: String, _ shared: String) -> FindingMessage {
    FindingMessage(
      "`\(declaration)` wraps the shared instance `\(shared)` in view-owned state; "
        + "read it with `let`, `@ObservedObject` or `@Environment` instead")
  }
}
