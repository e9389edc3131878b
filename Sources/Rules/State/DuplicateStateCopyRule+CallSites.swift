import BridgeLint

/// Call sites that hand a child's `@State`/`@StateObject` a value or object the caller keeps.
extension DuplicateStateCopyRule {
  /// (b) A call site seeds a child's `@State`/`@StateObject` (through the memberwise initializer
  /// or an initializer that stores the parameter) with a value or object the caller keeps.
  func checkCallSites(
    _ file: ParsedFile, reportsShared: Bool, optIns: CallSiteOptIns, _ context: inout RuleContext
  ) {
    var previewHelpers: [String: Bool]?
    var remintedKeys: Set<String>?
    // This file's own declaration of a child's property, once per property (see `ownDeclaration`).
    var ownDeclarations: [String: (declaration: TokenID, seed: TokenID?)?] = [:]
    // A child that adopts the caller's objects is fixed at its declaration: one finding per child
    // and file, at the first call site, naming the others.
    var adoptions: [(site: TokenRange, message: FindingMessage)] = []
    var adoptionIndex: [String: Int] = [:]
    // App code imports WidgetKit too, to reload the widgets' timelines (`WidgetCenter`; round y).
    let isWidgetCode = context.model.imports.widgetKit && !file.spellsAny(of: ["WidgetCenter"])
    // A view named in lower case (`struct itemRow: View`) is called like a function: only one this
    // file declares is asked about, not every function call.
    let lowercaseTypes = Set(
      file.allTypes.filter { $0.kind == .struct && file.isValid($0.name) }.map { file.text($0.name) }.filter {
        $0.first?.isLowercase == true
      })
    for call in file.allCalls where !call.hasReceiver {
      guard let name = call.nameToken, file.isUpperIdentifier(name) || lowercaseTypes.contains(file.text(name)) else {
        continue
      }
      // The index is asked only about calls that hand in an existing value: pass 1's findings
      // stand unless a question's answer changes, and most constructions hand in none.
      // The first argument may have no label (`Feed(model)` for `init(_ model:)`).
      let handedIn = file.arguments(of: call).enumerated().compactMap {
        position, argument -> (Argument, String, Seed)? in
        guard
          let source = keptValue(argument.value, in: file) ?? computedValue(argument.value, in: file)
            ?? constructedValue(argument.value, in: file)
        else {
          return nil
        }
        if let label = argument.labelToken { return (argument, file.text(label), source) }
        return position == 0 ? (argument, "_", source) : nil
      }
      guard !handedIn.isEmpty, let facts = context.index.injectableState(of: file.text(name), from: file.path) else {
        continue
      }
      // A preview hands its fixture to the view on purpose; no app runs it.
      if context.model.isInPreview(name) || isPreviewFixture(name, file) { continue }
      // An `App` builds its scene once: an object it owns, handed to a root view, never changes.
      if !reportsShared && isInType(inheriting: "App", name, file) { continue }
      // A widget renders each timeline entry afresh: its views keep no state between entries
      // (the widget type, and views in files of a widget extension: one that imports WidgetKit, or
      // in a folder named like a widget target, `WidgetExtension/`, `HomeWidget/`).
      if isWidgetCode || isInType(inheriting: "Widget", name, file)
        || Self.isInWidgetExtension(file.path)
      {
        continue
      }
      let view = file.text(name)
      // A view building a copy of itself (a modifier-style method) hands its own state on.
      if isInType(named: view, name, file) { continue }
      // `func MyText(_ text: String) -> Text` in this file: the call is that function, whatever
      // view another project in the folder calls `MyText`.
      if file.functions(named: view).contains(where: { $0.kind == .function }) { continue }
      if isInPreviewHelper(name, context.model, &previewHelpers) { continue }
      // Outside rendering code (a UIKit controller or an assembly building its screen once) no
      // later render hands the child a newer value. A method returning a view (a view model's
      // `viewFor(item:)`, rebuilt when its items change) and a hosting controller whose
      // `rootView` is set again still re-seed it.
      // An enum's view builder switching over its own cases is left out: a navigation route's
      // payload is fixed for the screen it opens (an object in it is the one the route was made with).
      let rendered = context.model.isEvaluatedOnEveryRender(name, valueBuilders: false)
      if !rendered && !isRootViewUpdate(name, file) && !returnsView(name, context.model) { continue }
      // A sheet's, cover's or popover's content is built anew for each presentation, and the
      // caller's values do not change while it covers the caller (an object it adopts still has
      // two owners, below).
      let enclosing = file.closureArguments(around: name)
      let presented = isPresentedContent(in: enclosing, file)
      let pushed = isPushedDestination(name, in: enclosing, file)
      for (argument, label, seed) in handedIn {
        let source = seed.text
        // A closure the child keeps usually calls back into the caller's state (`onToggle: {
        // isOn.toggle() }`), whose storage outlives any one closure: the first one keeps working.
        // A value the child never reads or writes (dead state, round gg) shows nothing stale; an
        // object adopted all the same still has two owners.
        guard let state = facts.states.first(where: { label == "_" ? $0.isPositional : $0.label == label }),
          !state.isStartingValue, !state.isClosure, !state.uses.isEmpty || isObjectState(state, context.index),
          // A method's result may be a new object each call; only values are judged by what it reads.
          !seed.isComputed || !isObjectState(state, context.index),
          // A value built here that the child builds its object from is as stale as what it reads; an
          // object built here is the child's own (round y's reviewers judged such call sites fine).
          seed.constructedFrom == nil || (state.isBuilt && observes(state, context.index)),
          case let value = seed.constructedFrom ?? argument.value, !FreshLocal.holds(value, in: file),
          !(state.isBuilt && isFixedSource(of: value, call: name, context.model)),
          !(state.isBuilt && pushed)
        else { continue }
        // An `ObservableObject` in the child's `@State` is never observed: its changes never show,
        // whatever the child's identity or presentation (round y: Core Data objects in sheets and rows).
        let blind = missesUpdates(state, context.index) && !state.uses.contains(.replaced)
        guard blind || !isFixedForChild(value, state: state, context.model),
          blind || rendered || !isSwitchCasePayload(value, file),
          blind || !(state.hasDefault && isDefaultedCallerProperty(value, context.model)),
          blind || !isReidentified(call, reading: source, value: value, file, &remintedKeys)
        else { continue }
        let childObserves = observes(state, context.index)
        // The caller's own object, never replaced, in a child that observes it: one instance, but
        // two owners. Apple's documentation hands a state object to a subview through
        // `@ObservedObject` (an `@Observable` one through `let`/`@Bindable`).
        let adopted =
          !reportsShared && !state.isBuilt
          && isNeverReplacedObject(argument.value, call: name, childObserves: childObserves, context.model)
        // Copies of one project in one folder: the index keeps one copy's file for the child.
        var own: (declaration: TokenID, seed: TokenID?)?
        if facts.file != file.path {
          let key = view + "." + state.property
          own = ownDeclarations[key] ?? ownDeclaration(of: view, state, context.model)
          ownDeclarations[key] = .some(own)  // nil too: this file does not declare it
        }
        let declaringFile = own == nil ? facts.file : file.path
        let adoption = adopted && childObserves ? view + "." + state.property : nil
        if let adoption, let index = adoptionIndex[adoption] {
          let also = "`\(view)` is handed `\(source)` here too"
          adoptions[index].message.related.append(
            RelatedLocation(file, token: TokenID(argument.value.start), message: also))
          continue
        }
        guard blind || !presented || (adopted && childObserves),
          !adopted || childObserves || (missesUpdates(state, context.index) && !declarationReports(state)),
          var message = adopted && childObserves
            ? adoptionMessage(state, view: view, source: source, file: declaringFile, context.index)
            : callSiteMessage(
              state, view: view, seed: seed, file: declaringFile, optIns: optIns,
              callerChanges: changesOwnState(value, context.model), context.index)
        else { continue }
        let declares = "`\(view)` declares `@\(state.wrapper) var \(state.property)` here"
        let seeds = "`\(view)` seeds `\(state.property)` here, once"
        if let own {
          message.related = [RelatedLocation(file, token: own.declaration, message: declares)]
          if let seed = own.seed { message.related.append(RelatedLocation(file, token: seed, message: seeds)) }
        } else {
          if state.line > 0 {
            message.related = [
              RelatedLocation(path: facts.file, line: Int(state.line), column: Int(state.column), message: declares)
            ]
          }
          if state.seedLine > 0 {
            message.related.append(
              RelatedLocation(
                path: facts.file, line: Int(state.seedLine), column: Int(state.seedColumn), message: seeds))
          }
        }
        if let adoption {
          adoptionIndex[adoption] = adoptions.count
          adoptions.append((argument.value, message))
          continue
        }
        context.report(file, at: TokenID(argument.value.start), covering: TokenSpan(argument.value), message)
      }
    }
    for adoption in adoptions {
      context.report(file, at: TokenID(adoption.site.start), covering: TokenSpan(adoption.site), adoption.message)
    }
  }

  /// A `Bool` state the argument itself seeds (not one an initializer derives from it).
  func isFlag(_ state: InjectableState) -> Bool {
    state.type == "Bool" && state.label == state.property
  }

  /// What a seed of `state` from `source` loses, or nil when the child keeps it in step or owns it.
  private func callSiteMessage(
    _ state: InjectableState, view: String, seed: Seed, file: String, optIns: CallSiteOptIns,
    callerChanges: Bool, _ index: ProjectIndex
  ) -> FindingMessage? {
    let declaration = "@\(state.wrapper) var \(state.property)"
    let source = seed.text
    // An object built from the value (one the view rebuilds when it changes follows it); a plain
    // box or value built from it is a derived starting value.
    if state.isBuilt {
      guard observes(state, index) else {
        return optIns.derivedSeeds ? .keepsFirstValue(view, state, declaration, file: file, source: source) : nil
      }
      return keepsBuiltInStep(state, view: view)
        ? nil : .buildsFromFirstValue(view, state, declaration, file: file, source: source)
    }
    if missesUpdates(state, index) {
      return state.uses.contains(.replaced) ? nil : .neverObserves(view, declaration, file: file, source: source)
    }
    if isObjectState(state, index) {
      // A view that replaces the object itself owns it; one that edits it and hands it back
      // (`controller.update(department)`) keeps an edit buffer.
      if state.wrapper == "State" && isOwnedByChild(state, index) { return nil }
      return .keepsFirstObject(view, state, declaration, file: file, source: source, remedy: remedy(state, index))
    }
    if state.uses.contains(.resynchronized) { return nil }
    // Opt-in: a value the child's initializer turns into another property is usually a start.
    if state.label != state.property && !optIns.derivedSeeds && !callerChanges { return nil }
    if !state.uses.contains(.written) {
      return .keepsFirstValue(view, state, declaration, file: file, source: source)
    }
    // Written and handed back: an edit buffer. Written and kept: the user's edits are lost.
    // Opt-in: most copies a child writes are handed back in ways the rule cannot follow (a
    // navigation call, a store reached through another view).
    if state.uses.contains(.handedBack) { return nil }
    // The caller's own `@State`, which the caller changes itself: two copies the user edits apart
    // while the child lives (round dd's picker, round cc's push button).
    if !optIns.lostEdits {
      return callerChanges ? .keepsFirstValue(view, state, declaration, file: file, source: source) : nil
    }
    return .losesEdits(view, declaration, file: file, source: source)
  }

  /// Is `value` (`flag`, `self.flag`) the caller's own `@State`, which the caller writes, binds or
  /// passes `inout` beyond its initializer's seed?
  private func changesOwnState(_ value: TokenRange, _ model: BridgeModel) -> Bool {
    let file = model.file
    guard let first = value.first, let name = value.last, file.kind(name) == .identifier,
      name == first
        ? file.code.binding(at: name) == nil
        : file.word(first) == .selfWord && file.token(after: first).flatMap(file.token(after:)) == name,
      let caller = callerView(of: first, model), let property = caller.property(named: file.text(name)),
      property.wrapper == .state
    else { return false }
    return !isUnwrittenState(property, caller, model)
  }

  /// The message for the caller's own never-replaced object handed to a child that observes it.
  private func adoptionMessage(
    _ state: InjectableState, view: String, source: String, file: String, _ index: ProjectIndex
  ) -> FindingMessage? {
    if state.wrapper == "State" && state.uses.contains(.replaced) { return nil }
    let declaration = "@\(state.wrapper) var \(state.property)"
    return .adoptsOwnedObject(view, declaration, file: file, source: source, remedy: remedy(state, index))
  }

  /// What a child should declare for an object it is handed.
  private func remedy(_ state: InjectableState, _ index: ProjectIndex) -> String {
    let type = state.type ?? ""
    if state.wrapper == "StateObject" && !index.has(.isObservableClass, type) { return "`@ObservedObject`" }
    // `@Bindable` needs a concrete `@Observable` class, not a protocol's existential.
    return index.has(.declaresProtocol, type) && !index.isProjectClass(type) ? "`let`" : "`let` or `@Bindable`"
  }

  /// The call-site shapes blind review judged mostly wrong, each reported only when asked for.
  struct CallSiteOptIns {
    var lostEdits: Bool
    var derivedSeeds: Bool
  }

  /// A factory (`makeRow`, `rowFactory`, `resolve`) builds something new; a random pick is new each time.
  func isFactoryName(_ name: String) -> Bool {
    BuilderNames.isFactory(name) || BuilderNames.hasBuildingPrefix(name) || name.hasPrefix("random")
      || name == "shuffled"
  }
}
