extension ParsedFile {
  /// The first value an operator expression reads from what the caller keeps:
  /// `activity.state` in `activity.state == .active`, `sizeClass` in
  /// `sizeClass == .compact ? spacing / 2 : spacing`. Operands are name chains, literals and
  /// implicit members joined by operators (a ternary too); nil for anything with a call, a
  /// closure, a subscript or a binding (`$x`), for a lone chain (the caller reads it as is),
  /// and when every chain is rooted in a type (`Theme.spacing * 2`). Bounded: at most 24 tokens.
  public func keptRead(inExpression range: TokenRange) -> TokenRange? {
    guard !range.isEmpty, range.end - range.start <= 24 else { return nil }
    var first: TokenRange?
    var hasOperator = false
    var token = range.start
    while token < range.end {
      switch kind(token) {
      case .binaryOperator, .prefixOperator, .infixQuestionMark, .colon:
        hasOperator = true
        token += 1
      case .integerLiteral, .floatLiteral, .string:
        token += 1
      case .keyword where word(token) == .true || word(token) == .false || word(token) == .nil:
        token += 1
      case .period:
        // An implicit member (`.active`), a constant of the context's type.
        guard isKind(token + 1, .identifier) else { return nil }
        token += 2
      case .identifier, .keyword:
        // `debt.closeDate ?? Date()`: a fresh fallback, when the kept value is missing.
        if token > range.start, tokenIs(token - 1, "??"), isUpperIdentifier(token), isKind(token + 1, .leftParen),
          isKind(token + 2, .rightParen), token + 3 == range.end
        {
          token += 3
          continue
        }
        guard kind(token) == .identifier || word(token) == .selfWord, !text(token).hasPrefix("$") else { return nil }
        let start = token
        token += 1
        while token + 1 < range.end {
          if isKind(token, .period) || (isKind(token, .postfixQuestionMark) && isKind(token + 1, .period)) {
            if isKind(token, .postfixQuestionMark) { token += 1 }
            guard isKind(token + 1, .identifier) else { return nil }
            token += 2
          } else if let end = subscriptKeyEnd(at: token, before: range.end) {
            // `counts[room.id]`: a lookup by a name is a read of the kept collection.
            token = end
          } else {
            break
          }
        }
        // A call or a subscript is no read of a kept value.
        if token < range.end, isKind(token, .leftParen) || isKind(token, .leftSquare) { return nil }
        let isConstant = isUpperIdentifier(start) || (word(start) == .selfWord && token == start + 1)
        if first == nil && !isConstant { first = TokenRange(start, token) }
      default:
        return nil
      }
    }
    return hasOperator ? first : nil
  }

  /// The token after `[key]` at `open`, where the key is a name, a member chain or an integer.
  public func subscriptKeyEnd(at open: Int32, before end: Int32) -> Int32? {
    guard isKind(open, .leftSquare) else { return nil }
    var key = open + 1
    while key + 2 < end && isKind(key, .identifier) && isKind(key + 1, .period) && isKind(key + 2, .identifier) {
      key += 2
    }
    guard key + 1 < end, isKind(key, .identifier) || isKind(key, .integerLiteral), isKind(key + 1, .rightSquare)
    else { return nil }
    return key + 2
  }
}
