import BridgeLint

/// How a hosting controller's view leaves the scope of its unkept controller.
extension HostingViewWithoutContainmentRule {
  /// How `x.view` at `start..<end` leaves the scope: an adder's argument, `return`, the value of
  /// an assignment, or an array element.
  func viewEscape(at start: TokenID, end: TokenID, _ adderByArgument: [TokenID: Call], _ file: ParsedFile)
    -> Escape?
  {
    if let adder = adderByArgument[start] { return .added(TokenID(adder.name)) }
    guard let before = file.token(before: start) else { return nil }
    if file.word(before) == .return { return .returned }
    // A single-expression body: `lazy var badge: UIView = { Host(…).view }()`, `{ host.view }`.
    if (file.isKind(before, .leftBrace) || file.word(before) == .in) && file.isKind(end, .rightBrace) {
      return .returned
    }
    if file.isKind(before, .leftSquare) || file.isKind(before, .comma) {
      if isArrayElement(before, file) { return .array }
      return nil
    }
    if isAppended(at: before, file) { return .array }
    return file.isKind(before, .equal) ? .stored : nil
  }

  /// `views.append(x.view)`, `views.insert(x.view, at: 0)`: the `(` at `open` opens such a call.
  func isAppended(at open: TokenID, _ file: ParsedFile) -> Bool {
    guard file.isKind(open, .leftParen), let name = file.token(before: open) else { return false }
    return file.isKind(before: name, .period) && (file.tokenIs(name, "append") || file.tokenIs(name, "insert"))
  }

  /// Is the `[` or `,` at `token` part of an array literal (not a subscript or an argument list)?
  func isArrayElement(_ token: TokenID, _ file: ParsedFile) -> Bool {
    var open: TokenID? = token
    if file.isKind(token, .comma) {
      // The bracket that holds the comma, a few dozen tokens back at most.
      var depth = 0
      var steps = 0
      open = file.token(before: token)
      while let current = open, steps < 64 {
        if file.isKind(current, .rightSquare) || file.isKind(current, .rightParen) || file.isKind(current, .rightBrace)
        {
          depth += 1
        } else if file.isKind(current, .leftSquare) || file.isKind(current, .leftParen)
          || file.isKind(current, .leftBrace)
        {
          if depth == 0 { break }
          depth -= 1
        }
        open = file.token(before: current)
        steps += 1
      }
    }
    guard let open, file.isKind(open, .leftSquare) else { return false }
    // After a name, `)` or `]` a bracket is a subscript.
    guard let previous = file.token(before: open) else { return true }
    return
      !(file.kind(previous) == .identifier || file.isKind(previous, .rightParen)
      || file.isKind(previous, .rightSquare) || file.word(previous) == .selfWord)
  }
}
