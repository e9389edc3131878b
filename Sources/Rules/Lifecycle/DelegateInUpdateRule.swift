import BridgeLint

/// A delegate or data source wired in `updateUIView`/`updateUIViewController` instead of `make…`.
public struct DelegateInUpdateRule: Rule {
  public init() {}

  public static func relevance(in index: ProjectIndex) -> Relevance {
    .anyOf(names: Representable.updateMethodNames)
  }

  public static let description = RuleDescription(
    identifier: "delegate_in_update",
    name: "Delegate in Update",
    summary: "A delegate or data source is assigned in a representable's `update…` method instead of `make…`",
    rationale: """
      SwiftUI calls `updateUIView(_:context:)` (and `updateUIViewController`, `updateNSView`, \
      `updateNSViewController`) on every change of the state the representable reads, not once. \
      Wiring a delegate or data source there re-assigns it on every update: `WKWebView`, \
      `MKMapView` and table/collection views reset internal state when their delegate or data source \
      is set, it repeats work on every keystroke or frame of an animation, and it hides the real \
      lifetime of the coordinator. Create and wire the UIKit object once in `make…`; keep \
      `update…` for pushing SwiftUI state into it.

      ```swift
      func makeUIView(context: Context) -> MKMapView {
        let map = MKMapView()
        map.delegate = context.coordinator
        return map
      }
      ```

      Only `update…` methods of types that conform to `UIViewRepresentable`, \
      `UIViewControllerRepresentable`, `NSViewRepresentable` or `NSViewControllerRepresentable` are \
      checked (the conformance may be declared in an extension or another file). Refreshing the \
      coordinator (`context.coordinator.parent = self`), idempotent guards \
      (`if view.delegate !== context.coordinator { … }`) and wiring a controller in the branch that \
      presents it (`if isPresented, presentedViewController == nil { …; present(…) }`: once per \
      presentation, and every presentation has a new presentation controller) are fine, and so \
      are wiring under a condition that reads the coordinator's own state (`if \
      !context.coordinator.isWired { …; context.coordinator.isWired = true }`: once) and setting a \
      delegate property the file declares on one of its own types (`host.guardDelegate = \
      context.coordinator`: no framework state to reset). A delegate object the representable \
      builds in a stored property (`let mapDelegate = MapDelegate()`) is reported too: it is a new \
      object with every new value of the struct, so the view's delegate changes on every update; \
      keep it in the coordinator.
      """,
    kind: .lifecycle,
    defaultSeverity: .warning,
    nonTriggeringExamples: DelegateInUpdateExamples.nonTriggering,
    triggeringExamples: DelegateInUpdateExamples.triggering,
    fixAvailability: .sometimes,
    corrections: DelegateInUpdateExamples.corrections
  )

  public func check(_ file: ParsedFile, _ context: inout RuleContext) {
    // Update methods first (a name check), then whether their type is a representable (an
    // index question): most types have no update method to ask about.
    let model = context.model
    for representable in model.representables {
      guard let update = representable.update else { continue }
      checkUpdate(update, of: representable, model, &context)
    }
  }

  private func checkUpdate(
    _ update: FunctionID, of representable: Representable, _ model: BridgeModel, _ context: inout RuleContext
  ) {
    let file = model.file
    let function = file[function: update]
    let body = file.body(of: function)
    let coordinators = model.coordinatorNames(in: update)
    let created = model.locallyBuiltNames(in: update)
    let assignments = file.assignments(in: body)
    // `view.delegate = nil` while an animation runs, restored to the coordinator when it ends:
    // a temporary detach of the delegate `make…` wired, not a re-wiring.
    let detached = Set(
      assignments.filter { file.isSingleToken($0.rhs, "nil") }.map { file.compactText($0.lhs) })
    for assignment in assignments {
      guard assignment.lhs.end - assignment.lhs.start >= 3, let member = file.memberWritten(by: assignment),
        file.isAfterPeriod(member), FrameworkFacts.isDelegateLike(file.text(member))
      else { continue }
      let target = file.compactText(assignment.lhs)
      // The hosting parent (`controller.parent?.presentationController`) only exists once SwiftUI
      // has added the controller, so `update…` is the first place it can be wired.
      let throughParent = target.contains(".parent.") || target.contains(".parent?.")
      guard !isCoordinator(assignment.lhs, coordinators, file), !throughParent, !detached.contains(target),
        wiresCoordinator(assignment.rhs, coordinators, representable, model),
        !created.contains(file.text(assignment.lhs.start)),
        !isGuarded(target, coordinators, at: TokenID(assignment.equal), file),
        !isProjectProperty(file.text(member), file),
        !isPresentationSetup(TokenID(assignment.equal), in: update, file)
      else { continue }
      let value = file.compactText(assignment.rhs)
      let ownsIt = coordinatorAlias(of: value, coordinators) == nil
      context.report(
        file, at: member,
        covering: TokenSpan(TokenRange(assignment.lhs.start, assignment.rhs.end)),
        ownsIt
          ? .reassignedFresh(target, value, representable.flavor.makeMethod)
          : .reassigned(target, representable.flavor.makeMethod),
        fix: moveToMake(assignment, from: update, of: representable, model))
    }
    for call in file.calls(in: body) where call.dotToken != nil && isDelegateSetter(TokenID(call.name), file) {
      guard let receiver = file.receiver(of: call), !isCoordinator(receiver, coordinators, file),
        !created.contains(file.text(receiver.start)),
        file.arguments(of: call).contains(where: { wiresCoordinator($0.value, coordinators, representable, model) })
      else { continue }
      context.report(file, at: TokenID(call.name), .setterRuns(file.text(call.name), representable.flavor.makeMethod))
    }
  }

  /// Moves `view.delegate = context.coordinator` from `update…` into `make…`, before its final
  /// `return view`: only when the receiver is the represented view (`update`'s first parameter),
  /// the value is exactly the context's coordinator, the assignment is a statement of its own
  /// in `update…`'s body, alone on its line, and `make…` does not assign that member already.
  private func moveToMake(
    _ assignment: Assignment, from update: FunctionID, of representable: Representable, _ model: BridgeModel
  ) -> Fix? {
    let file = model.file
    guard let make = representable.make else { return nil }
    let updateNames = file.parameterNames(of: file[function: update])
    guard updateNames.count >= 2, let view = updateNames.first, let updateContext = updateNames.last,
      let (makeContext, naming) = contextName(of: make, file), assignment.lhs.end - assignment.lhs.start == 3,
      file.text(assignment.lhs.start) == view,
      file.compactText(assignment.rhs) == updateContext + ".coordinator",
      let statement = file.code.statement(containing: TokenID(assignment.equal)),
      file.code.scope(of: statement) == NodeID(file[function: update].node),
      file.code.span(of: statement) == TokenSpan(TokenRange(assignment.lhs.start, assignment.rhs.end)),
      let last = file.code.statements(of: make).last, file.code.statement(last, startsWith: .return)
    else { return nil }
    let returned = file.code.span(of: last)
    guard returned.count == 2, let value = file.token(after: returned.start), file.kind(value) == .identifier else {
      return nil
    }
    let made = file.text(value)
    let member = file.text(assignment.lhs.end - 1)
    let makeBody = file.body(of: file[function: make])
    if file.assignments(in: makeBody).contains(where: { file.compactText($0.lhs) == made + "." + member }) {
      return nil
    }
    // The name written must mean the context where it lands: no local of `make…` may shadow
    // it, and a parameter named here (`context _:`) must not capture a name the body reads.
    guard made != makeContext, !file.localNames(in: makeBody).contains(makeContext),
      naming == nil || !(makeBody.start..<makeBody.end).contains(where: { file.text($0) == makeContext })
    else { return nil }
    let text = FixText(file)
    // Only a statement alone on its line is taken out (`a = x; b = y` would leave a stray `;`).
    let removed = file.code.byteRange(of: statement)
    guard text.startsLine(removed.lowerBound), text.endOfLineAfter(removed.upperBound) != nil else { return nil }
    guard
      let insertion = text.insertLine(
        "\(made).\(member) = \(makeContext).coordinator", before: file.code.byteRange(of: last).lowerBound)
    else { return nil }
    let removal = FixEdit.delete(text.removalRange(of: removed))
    return Fix(
      "Move the assignment into `\(representable.flavor.makeMethod)`", .unsafe,
      edits: [insertion, removal] + (naming.map { [$0] } ?? []))
  }

  /// The name of `make…`'s context parameter, and the edit that gives it one when it has none
  /// (`context _: Context` becomes `context: Context`: `_.coordinator` is no expression).
  private func contextName(of make: FunctionID, _ file: ParsedFile) -> (String, FixEdit?)? {
    guard let parameter = file.parameters(of: file[function: make]).last, parameter.nameToken != nil else {
      return nil
    }
    guard file.text(parameter.name) == "_" else {
      return file.kind(parameter.name) == .identifier ? (file.text(parameter.name), nil) : nil
    }
    guard let labelToken = parameter.labelToken, let nameToken = parameter.nameToken, labelToken < nameToken,
      file.kind(labelToken) == .identifier
    else {
      return nil
    }
    let label = file.text(labelToken)
    let naming = FixEdit.delete(file.endOffset(of: labelToken)..<file.endOffset(of: nameToken))
    return (label, naming)
  }

  /// A receiver rooted at the coordinator (`context.coordinator.delegate = …` refreshes it: fine).
  private func isCoordinator(_ receiver: TokenRange, _ coordinators: Set<String>, _ file: ParsedFile) -> Bool {
    let text = file.compactText(receiver)
    return coordinators.contains { text == $0 || text.hasPrefix($0 + ".") || text.hasPrefix($0 + "?.") }
  }

  /// `setDelegate`, `setMetadataObjectsDelegate`, `setDataSource`, …
  private func isDelegateSetter(_ name: TokenID, _ file: ParsedFile) -> Bool {
    let text = file.text(name)
    return text.hasPrefix("set") && (text.hasSuffix("Delegate") || text.hasSuffix("DataSource"))
  }

  /// A condition the assignment runs under (an enclosing `if`/`while`, an earlier `guard` of an
  /// enclosing body, or the `else` of one) tests the same member: create-if-nil, wire-if-changed.
  /// Wiring a controller about to be presented (`if isPresented, presentedViewController == nil
  /// { ….presentationController?.delegate = …; present(…) }`, or after a `guard … else { return }`)
  /// runs once per presentation, and each presentation has a new presentation controller.
  private func isPresentationSetup(_ position: TokenID, in update: FunctionID, _ file: ParsedFile) -> Bool {
    guard let statement = file.code.statement(containing: position) else { return false }
    let scope = file.code.scope(of: statement)
    let siblings = file.code.statements(in: scope)
    guard let own = siblings.firstIndex(of: statement), let last = siblings.last, last != statement else {
      return false
    }
    let isConditional =
      scope != NodeID(file[function: update].node)
      || siblings[..<own].contains { file.code.statement($0, startsWith: .guard) }
    guard isConditional else { return false }
    let later = TokenRange(file.code.span(of: statement).end, upTo: file.code.span(of: last).end)
    return file.calls(in: later).contains { file.tokenIs($0.name, "present") }
  }

  /// Under a condition that reads the target itself (`if view.delegate !== coordinator`) or the
  /// coordinator's own state (`if !context.coordinator.isAdded { …; context.coordinator.isAdded = true }`:
  /// the coordinator remembers the wiring, so it happens once).
  private func isGuarded(
    _ target: String, _ coordinators: Set<String>, at position: TokenID, _ file: ParsedFile
  ) -> Bool {
    file.code.conditions(at: position).contains { condition in
      // A flag the guarded code sets (`guard attached == false …; attached = true`): wired once.
      if case .onceFlag = condition.kind { return true }
      let text = file.compactText(condition.span.range)
      return text.contains(target) || coordinators.contains { text.contains($0 + ".") }
    }
  }
}

extension FindingMessage {
  fileprivate static func reassigned(_ target: String, _ make: String) -> FindingMessage {
    FindingMessage("`\(target)` is re-assigned on every SwiftUI update; wire it once in `\(make)`")
  }

  fileprivate static func reassignedFresh(_ target: String, _ value: String, _ make: String) -> FindingMessage {
    FindingMessage(
      "`\(target)` is re-assigned on every SwiftUI update to `\(value)`, a new object with every new value of the "
        + "representable; keep it in the coordinator and wire it once in `\(make)`")
  }

  fileprivate static func setterRuns(_ setter: String, _ make: String) -> FindingMessage {
    FindingMessage("`\(setter)` runs on every SwiftUI update; call it once in `\(make)`")
  }
}
