import BridgeLint

/// A coordinator class declared apart from its representable (another file, or a top-level class
/// `makeCoordinator()` returns) that starts a repeating timer when it is made.
extension MissingTeardownRule {
  func checkSeparateCoordinators(_ model: BridgeModel, _ context: inout RuleContext) {
    let file = model.file
    // Coordinators of this file's representables are checked with them.
    let handled = Set(model.representables.compactMap { model.coordinator(of: $0)?.classDeclaration })
    for type in file.typeIDs where file[type: type].kind == .class && !handled.contains(type) {
      guard model.isCoordinator(type) else { continue }
      let functions = model.allMembers(of: type).functions
      let initializers = functions.filter { file[function: $0].kind == .initializer }
      guard !initializers.isEmpty else { continue }
      // Started in `init` or in a function `init` calls.
      let started = model.registrations(in: initializers + model.calledFunctions(from: initializers))
      guard let timer = started.first(where: { $0.kind == .repeatingTimer }) else { continue }
      let deinitializer = functions.first { file[function: $0].kind == .deinitializer }
      let undone = model.teardowns(in: functions).contains { teardown in
        teardown.kind == .repeatingTimer && (teardown.function != deinitializer || !timer.retainsTarget)
      }
      guard !undone, nobodyElseStops(timer, of: type, model) else { continue }
      context.report(file, at: TokenID(file[call: timer.call].name), .coordinatorTimer)
    }
  }

  /// The timer is kept in nothing others can reach: its result is dropped, or kept in a private
  /// stored property of the coordinator (a `dismantle…` in another file could invalidate any other).
  private func nobodyElseStops(_ timer: Registration, of type: TypeID, _ model: BridgeModel) -> Bool {
    let file = model.file
    let call = file[call: timer.call]
    guard let before = file.token(before: TokenID(call.calleeStart)) else { return false }
    guard file.isKind(before, .equal) else {
      // `Timer.scheduledTimer(…)` as a statement of its own: nothing holds it but the run loop.
      return file.code.statement(containing: before) != file.code.statement(containing: TokenID(call.calleeStart))
    }
    guard let target = file.token(before: before), file.kind(target) == .identifier,
      let property = model.property(named: file.text(target), in: type)
    else { return false }
    let modifiers = file[variable: property].modifiers
    return modifiers.contains(.private) || modifiers.contains(.fileprivate)
  }
}

extension FindingMessage {
  fileprivate static let coordinatorTimer = FindingMessage(
    "This repeating timer starts when the coordinator is made and nothing invalidates it, so it keeps firing "
      + "after the view is gone; invalidate it from the representable's `dismantle…` method (through a method of "
      + "the coordinator)")
}
