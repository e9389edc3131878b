import BridgeLint

/// Model helpers only this rule reads (issue 27: shared ones stay in the model).
extension BridgeModel {
  /// Is the `AVCaptureSession()` whose callee starts at `construction` (in `function`, a member
  /// of `representable`) handed to the coordinator? It must be bound to a local that the same
  /// function stores on `coordinator.…` or `context.coordinator.…`, be built only once (in
  /// `make…`, which runs once per view, or while that property is nil), and the representable's
  /// `dismantle…` must call `stopRunning()`: the coordinator owns the session then, not the representable.
  func handsCaptureSessionToCoordinator(
    _ construction: TokenID, in function: FunctionID, of representable: Representable
  ) -> Bool {
    guard stopsCaptureSession(in: representable) else { return false }
    guard let name = local(initializedBy: construction, in: function)?.name else { return false }
    let body = file.body(of: file[function: function])
    return file.assignments(in: body).contains { assignment in
      guard assignment.rhs.end - assignment.rhs.start == 1, file.text(assignment.rhs.start) == name,
        TokenID(assignment.lhs.start) > construction, let target = TokenSpan(assignment.lhs)
      else { return false }
      let path = file.normalizedExpression(assignment.lhs)
      guard path.hasPrefix("coordinator.") || path.hasPrefix("context.coordinator.") else { return false }
      return function == representable.make || file.runsOnce(construction, subject: target)
    }
  }

  /// Does the representable's `dismantle…` call `stopRunning()` (on any queue)?
  func stopsCaptureSession(in representable: Representable) -> Bool {
    guard let dismantle = representable.dismantle else { return false }
    let teardown = file.body(of: file[function: dismantle])
    return !teardown.isEmpty && file.calls(in: teardown).contains { file.tokenIs($0.name, "stopRunning") }
  }
}

/// The condition model's file-level helper this rule reads (`CodeModel` keeps its file to itself).
extension ParsedFile {
  /// Does `token` run at most once per object: under a once-flag, under a nil check of
  /// `subject` (the object about to be created or registered), or under `subject !== x`?
  /// Without a subject, any nil or identity check counts.
  func runsOnce(_ token: TokenID, subject: TokenSpan? = nil) -> Bool {
    let wanted = subject.map { normalizedExpression($0.range) }
    func matches(_ span: TokenSpan) -> Bool {
      guard let wanted else { return true }
      return normalizedExpression(span.range) == wanted
    }
    return code.conditions(at: token).contains { condition in
      guard condition.holds else { return false }
      switch condition.kind {
      case .onceFlag: return true
      case .nilCheck(let checked, isNil: true): return matches(checked)
      case .identity(let lhs, let rhs, same: false): return matches(lhs) || matches(rhs)
      default: return false
      }
    }
  }
}

/// Starts that neither block the main thread nor restart a running session (CarBode, round q).
extension ParsedFile {
  /// Is `start` (an `update…`'s `startRunning()`) a call on the represented view's own session
  /// (`uiView.session?.startRunning()`, `view` being the update's parameter `view`), sent off the
  /// main queue under a condition that reads `isRunning`? The UIKit view keeps its session across
  /// updates: the view's state switches the camera on and off, a design choice. A session the
  /// struct holds is a new one each time.
  func startsOffMainWhenStopped(_ start: Call, onSessionOf view: TokenID) -> Bool {
    guard let session = receiver(of: start), let first = session.first, sameText(first, view) else { return false }
    return startsOffMain(start) && checksIsRunning(around: start)
  }

  /// Is `start` in a closure sent to a queue other than the main one (`sessionQueue.async { … }`)?
  func startsOffMain(_ start: Call) -> Bool {
    guard let name = start.nameToken else { return false }
    return callsTakingClosures(around: name).contains { call in
      guard let async = call.nameToken, tokenIs(async, "async"), let queue = receiver(of: call) else { return false }
      return compactText(queue) != "DispatchQueue.main"
    }
  }

  /// Is `start` under a condition that reads `isRunning` (`if !session.isRunning { … }`)?
  func checksIsRunning(around start: Call) -> Bool {
    guard let name = start.nameToken else { return false }
    for block in enclosingBlocks(of: innermostNode(containing: name), upTo: nil) {
      var current = block.condition.first
      while let token = current, block.condition.contains(token) {
        if tokenIs(token, "isRunning") { return true }
        current = self.token(after: token)
      }
    }
    return false
  }
}
