import BridgeLint

/// Model helpers only this rule reads (issue 27: shared ones stay in the model).
extension BridgeModel {
  /// Is the `AVCaptureSession()` whose callee starts at `construction` (in `function`, a member
  /// of `representable`) handed to the coordinator? It must be bound to a local that the same
  /// function stores on `coordinator.…` or `context.coordinator.…`, be built only while that
  /// property is nil (no second setup), and the representable's `dismantle…` must call
  /// `stopRunning()`: the coordinator owns the session then, not the representable.
  func handsCaptureSessionToCoordinator(
    _ construction: TokenID, in function: FunctionID, of representable: Representable
  ) -> Bool {
    guard let dismantle = representable.dismantle else { return false }
    let teardown = file.body(of: file[function: dismantle])
    guard !teardown.isEmpty, file.calls(in: teardown).contains(where: { file.tokenIs($0.name, "stopRunning") })
    else { return false }
    guard let name = local(initializedBy: construction, in: function)?.name else { return false }
    let body = file.body(of: file[function: function])
    return file.assignments(in: body).contains { assignment in
      guard assignment.rhs.end - assignment.rhs.start == 1, file.text(assignment.rhs.start) == name,
        TokenID(assignment.lhs.start) > construction, let target = TokenSpan(assignment.lhs)
      else { return false }
      let path = file.normalizedExpression(assignment.lhs)
      guard path.hasPrefix("coordinator.") || path.hasPrefix("context.coordinator.") else { return false }
      return file.runsOnce(construction, subject: target)
    }
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
