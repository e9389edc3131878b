import BridgeLint

/// Conditions that tell a change, and those that do not: a write in the `else` of a comparison
/// (`if let shown = field.text, Double(shown) == value {} else { field.text = … }`), a value only
/// tested for being there or compared with a constant.
extension UnguardedUpdateFeedbackRule {
  /// Is `token` in an `else` (or `else if`) whose chain starts from an `if` that reads back the
  /// member written or compares with the value? The negated condition of several clauses says
  /// nothing definite in general, but here the write runs only when the comparison failed.
  func isInElseOfComparison(
    _ token: TokenID, members: Set<String>, values: Set<String>, in file: ParsedFile
  ) -> Bool {
    for block in file.enclosingBlocks(of: file.innermostNode(containing: token), upTo: nil) {
      guard let open = TokenID(ifPresent: block.open), let close = TokenID(ifPresent: block.close),
        open < token && token < close
      else { continue }
      var keyword = TokenID(block.keyword)
      // Walks back through `else if` links to the first `if`; a chain is short, the bound is a guard.
      for _ in 0..<16 {
        let elseToken = file.word(keyword) == .else ? keyword : file.token(before: keyword)
        guard let elseToken, file.word(elseToken) == .else, let brace = file.token(before: elseToken),
          file.isKind(brace, .rightBrace), let previousOpen = file.opener(ofBracket: brace),
          let previous = file.enclosingBlocks(of: file.innermostNode(containing: previousOpen), upTo: nil).first(
            where: { TokenID(ifPresent: $0.open) == previousOpen }),
          file.word(TokenID(previous.keyword)) == .if
        else { break }
        if compares(previous.condition, members: members, values: values, in: file) { return true }
        keyword = TokenID(previous.keyword)
      }
    }
    return false
  }

  /// The condition names the member written (`field.text`), or compares (`==`, `!=`) with a name of the value.
  private func compares(_ condition: TokenRange, members: Set<String>, values: Set<String>, in file: ParsedFile) -> Bool
  {
    var comparison = false
    var namesValue = false
    for index in condition.start..<condition.end {
      let token = TokenID(index)
      if file.kind(token) == .identifier {
        let word = file.text(token)
        // A member read back (`web.url`), not a method of that name (`Bundle.main.url(forResource:…)`).
        if members.contains(word) && file.isAfterPeriod(token) && !file.isKind(after: token, .leftParen) { return true }
        if values.contains(word) && !isBoundOrComparedWithConstant(token, file) { namesValue = true }
      } else if file.tokenIs(token, "==") || file.tokenIs(token, "!=") {
        comparison = true
      }
    }
    return comparison && namesValue
  }

  /// `text.isEmpty`, `text.count > 0`, `self.text != nil`: the value tested for being there, not
  /// compared with what the view shows, so the write under it still runs on every update. Only for
  /// the value itself (`text`, `self.text`), not a member read back from the view.
  func isEmptinessTest(_ name: TokenID, _ file: ParsedFile) -> Bool {
    if let before = file.token(before: name), file.isKind(before, .period) {
      guard let receiver = file.token(before: before), file.word(receiver) == .selfWord else { return false }
    }
    guard let next = file.token(after: name), let after = file.token(after: next) else { return false }
    if file.isKind(next, .period) {
      if file.tokenIs(after, "isEmpty") { return true }
      // `text.count > 0`, not `pins.count != shown.count` (a comparison with the view).
      guard file.tokenIs(after, "count"), let test = file.token(after: after), let bound = file.token(after: test)
      else { return false }
      return [">", ">=", "==", "!=", "<"].contains(file.text(test)) && ["0", "1"].contains(file.text(bound))
    }
    let test = file.text(next)
    return (test == "==" || test == "!=") && file.word(after) == .nil
  }

  /// A name of the value that tells nothing of a change where a condition mentions it: bound
  /// there (`let page = …`, a new value) or compared with a constant.
  func isBoundOrComparedWithConstant(_ name: TokenID, _ file: ParsedFile) -> Bool {
    let isBound = file.token(before: name).map { file.word($0) == .let || file.word($0) == .var } ?? false
    return isBound || isComparedWithConstant(name, file)
  }

  /// `url == .localURL`, `mode != 2`: the value compared with a constant says which value it is,
  /// not whether the view already shows it (round u: a page loaded under such a test on every update).
  func isComparedWithConstant(_ name: TokenID, _ file: ParsedFile) -> Bool {
    guard let test = file.token(after: name), file.tokenIs(test, "==") || file.tokenIs(test, "!="),
      let constant = file.token(after: test)
    else { return false }
    switch file.kind(constant) {
    case .integerLiteral?, .floatLiteral?, .string?: return true
    case .period?: return file.token(after: constant).map { file.isKind($0, .identifier) } ?? false
    default: return false
    }
  }
}
