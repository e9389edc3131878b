import BridgeLint

/// Call sites that hand a child's `@State`/`@StateObject` a value or object the caller keeps.
extension DuplicateStateCopyRule {
  /// (b) A call site seeds a child's `@State`/`@StateObject` (through the memberwise initializer
  /// or an initializer that stores the parameter) with a value or object the caller keeps.
  func checkCallSites(
    _ file: ParsedFile, reportsShared: Bool, optIns: CallSiteOptIns, _ context: inout RuleContext
  ) {
    var previewHelpers: [String: Bool]?
    for call in file.allCalls where !call.hasReceiver {
      guard let name = call.nameToken, file.isUpperIdentifier(name) else { continue }
      // The index is asked only about calls that hand in an existing value: pass 1's findings
      // stand unless a question's answer changes, and most constructions hand in none.
      // The first argument may have no label (`Feed(model)` for `init(_ model:)`).
      let handedIn = file.arguments(of: call).enumerated().compactMap {
        position, argument -> (Argument, String, String)? in
        guard let source = keptValue(argument.value, in: file) else { return nil }
        if let label = argument.labelToken { return (argument, file.text(label), source) }
        return position == 0 ? (argument, "_", source) : nil
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
      // Outside rendering code (a UIKit controller or an assembly building its screen once) no
      // later render hands the child a newer value. A method returning a view (a view model's
      // `viewFor(item:)`, rebuilt when its items change) and a hosting controller whose
      // `rootView` is set again still re-seed it.
      let rendered = context.model.isEvaluatedOnEveryRender(name)
      if !rendered && !isRootViewUpdate(name, file) && !returnsView(name, context.model) { continue }
      // A sheet's, cover's or popover's content is built anew for each presentation, and the
      // caller's values do not change while it covers the caller.
      if isPresentedContent(name, file) { continue }
      for (argument, label, source) in handedIn {
        // A closure the child keeps usually calls back into the caller's state (`onToggle: {
        // isOn.toggle() }`), whose storage outlives any one closure: the first one keeps working.
        guard let state = facts.states.first(where: { label == "_" ? $0.isPositional : $0.label == label }),
          !state.isStartingValue, !state.isClosure,
          !isFixedForChild(argument.value, state: state, context.model),
          rendered || !isSwitchCasePayload(argument.value, file),
          !FreshLocal.holds(argument.value, in: file),
          reportsShared
            || !isNeverReplacedObject(
              argument.value, call: name, childObserves: observes(state, context.index), context.model)
            || (missesUpdates(state, context.index) && !declarationReports(state)),
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
        if state.seedLine > 0 {
          message.related.append(
            RelatedLocation(
              path: facts.file, line: Int(state.seedLine), column: Int(state.seedColumn),
              message: "`\(view)` seeds `\(state.property)` here, once"))
        }
        context.report(file, at: TokenID(argument.value.start), covering: TokenSpan(argument.value), message)
      }
    }
  }

  /// `hosting.rootView = Child(…)`: a hosting controller handed a new root view keeps the old
  /// one's state, like a parent's re-render.
  private func isRootViewUpdate(_ name: TokenID, _ file: ParsedFile) -> Bool {
    guard let equal = file.token(before: name), file.isKind(equal, .equal), let member = file.token(before: equal)
    else { return false }
    return file.tokenIs(member, "rootView")
  }

  /// Is `token` in a function (of any type) that returns `some View` or `AnyView`? (A function
  /// returning a controller or one concrete view is an assembly that builds its screen once.)
  private func returnsView(_ token: TokenID, _ model: BridgeModel) -> Bool {
    guard let function = model.function(containing: token) else { return false }
    let declaration = model.file[function: function]
    let type = model.file.compactText(declaration.returnType)
    return declaration.kind == .function && ["someView", "anyView", "AnyView"].contains(type)
  }

  /// `case .checkout(let data): CheckoutView(items: data.items)` in a view-building function of a
  /// type that is no view: a navigation destination's payload, fixed for the screen it builds.
  private func isSwitchCasePayload(_ value: TokenRange, _ file: ParsedFile) -> Bool {
    guard let first = value.first, case .switchCase? = file.code.binding(at: first)?.kind else { return false }
    return true
  }

  /// Values that never change for one identity of the child, so its copy cannot go stale: the
  /// caller itself (`self`), an identity (`item.id`, `torrent.hash`), a flag the `if` that chose
  /// this branch tests (`if isList { Row(isList: isList) }`), a flag the caller was built with (a
  /// mode: a parameter of a view-building function, a plain property), and the caller's own
  /// `@State` that it never writes.
  private func isFixedForChild(_ value: TokenRange, state: InjectableState, _ model: BridgeModel) -> Bool {
    let file = model.file
    guard let first = value.first else { return false }
    var root = first
    if file.word(root) == .selfWord {
      guard let period = file.token(after: root), file.isKind(period, .period), let name = file.token(after: period)
      else { return true }
      root = name
    }
    if let last = value.last, last != root, isIdentity(file.text(last)) { return true }
    let name = file.text(root)
    // A flag tested by the `if` that chose this branch (SwiftUI gives each branch its own identity).
    for condition in isFlag(state) ? file.selectingConditions(of: first) : [] {
      for token in condition.start..<condition.end where file.isKind(token, .identifier) {
        if file.text(token) == name && !file.isAfterPeriod(TokenID(token)) { return true }
      }
    }
    // `self.x` is a member; a bare name may be a local, a parameter or a closure's element.
    if root == first, let kind = file.code.binding(at: root)?.kind {
      // `ForEach(tags, id: \.self) { tag in Row(tag: tag) }`: the row's identity is the item
      // itself, so a changed item is a new row with new state.
      if isIdentifiedBySelf(kind, file) || isPresentedItem(kind, file) { return true }
      // A flag a view-building function or closure takes is a mode of the view it builds.
      guard isFlag(state) else { return false }
      switch kind {
      case .parameter(let function): return file[function: function].kind == .function
      case .closureParameter, .anonymousClosureParameter: return true
      default: return false
      }
    }
    guard let caller = callerView(of: first, model), let property = caller.property(named: name) else {
      // A flag the caller keeps in a plain property is a mode it was built with.
      return isFlag(state)
    }
    // The caller's own `@State` that it never writes is fixed for the caller's identity too
    // (though a child that writes its copy still loses its edits).
    guard property.wrapper == .state, !state.uses.contains(.written) else { return false }
    return !(model.uses(in: caller)[name]?.isWritten ?? false)
  }

  /// Is the binding the element parameter of a `ForEach`/`List` whose `id:` is `\.self`?
  private func isIdentifiedBySelf(_ kind: Binding.Kind, _ file: ParsedFile) -> Bool {
    let closure: ClosureID
    switch kind {
    case .closureParameter(let id), .anonymousClosureParameter(let id): closure = id
    default: return false
    }
    guard let call = file.code.receivingCall(of: closure).map({ file[call: $0] }), let name = call.nameToken,
      file.tokenIs(name, "ForEach") || file.tokenIs(name, "List")
    else { return false }
    return file.arguments(of: call).contains { argument in
      argument.labelToken.map { file.tokenIs($0, "id") } == true && file.compactText(argument.value) == "\\.self"
    }
  }

  /// Is `token` in the content of `.sheet`, `.fullScreenCover` or `.popover`?
  private func isPresentedContent(_ token: TokenID, _ file: ParsedFile) -> Bool {
    file.callsTakingClosures(around: token).contains { call in
      call.nameToken.map { ["sheet", "fullScreenCover", "popover"].contains(file.text($0)) } ?? false
    }
  }

  /// Is the binding the item of `.sheet(item:)`, `.fullScreenCover(item:)`, `.popover(item:)` or
  /// `.navigationDestination(item:)`? Another item presents the content again, with new state.
  private func isPresentedItem(_ kind: Binding.Kind, _ file: ParsedFile) -> Bool {
    guard case .closureParameter(let closure) = kind,
      let call = file.code.receivingCall(of: closure).map({ file[call: $0] }), let name = call.nameToken,
      ["sheet", "fullScreenCover", "popover", "navigationDestination"].contains(file.text(name))
    else { return false }
    return file.arguments(of: call).contains { $0.labelToken.map { file.tokenIs($0, "item") } == true }
  }

  /// A `Bool` state the argument itself seeds (not one an initializer derives from it).
  private func isFlag(_ state: InjectableState) -> Bool {
    state.type == "Bool" && state.label == state.property
  }

  /// `id`, `uuid`, `hash`, `identifier`, `userID`: a member naming what an object is, which does not
  /// change while the object lives (a selection, `selectedID`, does).
  private func isIdentity(_ member: String) -> Bool {
    if ["id", "uuid", "hash", "identifier"].contains(member.lowercased()) { return true }
    guard ["ID", "Id", "Hash", "Identifier", "UUID"].contains(where: { member.hasSuffix($0) }) else { return false }
    return !["selected", "current", "active", "focused"].contains { member.hasPrefix($0) }
  }

  /// What a seed of `state` from `source` loses, or nil when the child keeps it in step or owns it.
  private func callSiteMessage(
    _ state: InjectableState, view: String, source: String, file: String, optIns: CallSiteOptIns,
    _ index: ProjectIndex
  ) -> FindingMessage? {
    let declaration = "@\(state.wrapper) var \(state.property)"
    if missesUpdates(state, index) {
      return state.uses.contains(.replaced) ? nil : .neverObserves(view, declaration, file: file, source: source)
    }
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
  struct CallSiteOptIns {
    var lostEdits: Bool
    var derivedSeeds: Bool
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
    guard !expectsName, !file.isUpperIdentifier(range.start), !file.text(range.start).hasPrefix("$"),
      range.end - range.start > 1 || file.word(range.start) != .selfWord
    else {
      return nil
    }
    return file.compactText(range)
  }
}
