import BridgeLint

/// The `[weak self]` fix.
extension CoordinatorStrongSelfRule {
  /// Captures `[weak self]`, and writes `self?.` where the closure is one statement starting
  /// with its only `self`, else opens it with `guard let self else { return }` (so its body
  /// reads as before). Only for a closure whose body starts on a line of its own and that
  /// returns no value (a bare `return` stays valid); a closure kept in a stored property must
  /// have several statements, since a single one may be its implicit result.
  func weakSelfFix(_ closure: ClosureID, _ code: CodeModel, _ file: ParsedFile) -> Fix? {
    let value = file[closure: closure]
    let statements = code.statements(of: closure)
    guard let first = statements.first, let open = TokenID(ifPresent: value.open), value.close > value.open else {
      return nil
    }
    // A stored task is reported only when it loops until cancelled: `guard let self` at its top
    // would hold `self` for the whole loop, so there is no mechanical fix.
    if case .retained(.storedTask) = code.retention(of: closure) { return nil }
    if case .retained(let api) = code.retention(of: closure), statements.count < 2 {
      switch api {
      case .storedProperty, .storedTask: return nil
      default: break
      }
    }
    var token = value.open + 1
    while token < value.close {
      if file.kind(token) == .keyword && file.word(token) == .return && !file.isKind(token + 1, .rightBrace)
        && !file.isKind(token + 1, .semicolon)
      {
        return nil
      }
      token += 1
    }
    // `{ @MainActor in …}`: a capture list goes after the closure's attributes.
    let head = file.tokenAfterAttributes(in: value)
    if head != TokenID(value.open + 1) && file.isKind(head, .leftSquare) && value.captures.isEmpty { return nil }
    let capture: FixEdit
    switch code.selfCapture(of: closure) {
    case .none:
      if file.isKind(head, .leftSquare) {
        capture = .insert("weak self, ", at: file.endOffset(of: head))
      } else if value.inToken != nil {
        capture = .insert("[weak self] ", at: file.startOffset(of: head))
      } else {
        capture = .insert(" [weak self] in", at: file.endOffset(of: open))
      }
      // One statement that starts with its only `self` (`self.parent.onSearch(note)`): `self?.`.
      if statements.count == 1, let optional = optionalChain(first, in: value, code, file) {
        return Fix("Capture `[weak self]`", .unsafe, edits: [capture, optional])
      }
    case .strong(let token):
      // `[self]` becomes `[weak self]`; `[me = self]` is left to the reader.
      guard file.tokenIs(token, "self") else { return nil }
      capture = .insert("weak ", at: file.startOffset(of: token))
    case .weak, .unowned:
      return nil
    }
    let text = FixText(file)
    let firstStart = code.byteRange(of: first).lowerBound
    guard let guardLine = text.insertLine("guard let self else { return }", before: firstStart) else { return nil }
    return Fix("Capture `[weak self]`", .unsafe, edits: [capture, guardLine])
  }

  /// The edit turning `self.` into `self?.` when the closure's one statement starts with
  /// `self.` and no other `self` is in the closure (each other use would become optional too).
  /// With no capture list, a class's escaping closure names `self` explicitly, so that is every use.
  private func optionalChain(_ statement: StatementID, in closure: Closure, _ code: CodeModel, _ file: ParsedFile)
    -> FixEdit?
  {
    let start = code.span(of: statement).start
    guard file.tokenIs(start, "self"), file.isKind(after: start, .period) else { return nil }
    var token = closure.open + 1
    while token < closure.close {
      if TokenID(token) != start && file.tokenIs(token, "self") { return nil }
      token += 1
    }
    return .insert("?", at: file.endOffset(of: start))
  }
}
