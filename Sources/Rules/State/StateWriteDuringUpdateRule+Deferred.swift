import BridgeLint

/// Deferred writes in `update…`: the one-shot requests and the writes that wait for awaited work.
extension StateWriteDuringUpdateRule {
  /// Is `token` under a condition that reads the property? For a deferred assignment that clears
  /// it, a one-shot request (`if let line = pendingLine { …; DispatchQueue.main.async {
  /// pendingLine = nil } }`), reported with its own message; otherwise a change check.
  func isUnderConditionNaming(_ token: TokenID, _ name: String, _ model: BridgeModel) -> Bool {
    let file = model.file
    return file.code.conditions(at: token).contains { condition in
      let range = condition.span.range
      return (range.start..<range.end).contains { file.kind($0) == .identifier && file.text($0) == name }
    }
  }

  /// `flag = false` or `request = nil`: the value a handled request is cleared to.
  func clearsRequest(_ token: TokenID, _ method: LifecycleMethod, _ file: ParsedFile) -> Bool {
    guard
      let assignment = file.assignments(in: method.body).first(where: { TokenSpan($0.lhs)?.contains(token) == true }),
      assignment.rhs.end - assignment.rhs.start == 1
    else { return false }
    return file.tokenIs(assignment.rhs.start, "false") || file.tokenIs(assignment.rhs.start, "nil")
  }

  /// `Task { _ = await picker.present(…); isPresented = false }`: the write waits for the awaited
  /// work (the user's pick), not for the end of the pass. A sleep or a yield is only a longer hop.
  func followsAwait(_ token: TokenID, _ method: LifecycleMethod, _ file: ParsedFile) -> Bool {
    guard
      let task = file.closures(in: method.body).last(where: {
        TokenSpan(TokenRange($0.open, $0.close))?.contains(token) == true
      })
    else { return false }
    var current = file.token(after: TokenID(task.open))
    while let index = current, index < token {
      if file.tokenIs(index, "await"), !file.tokenIs(after: index, "Task") { return true }
      current = file.token(after: index)
    }
    return false
  }
}
