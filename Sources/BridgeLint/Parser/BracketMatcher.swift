/// Pairs `( )`, `[ ]`, `{ }` and string-interpolation pieces with an explicit stack,
/// so arbitrarily deep nesting costs heap, never call stack.
///
/// Half-typed code is common in a pre-commit hook, so mismatches are repaired the way
/// an editor would: a closer that matches an opener further down the stack closes the
/// openers above it (they end where the closer is); a closer matching nothing is ignored;
/// openers still open at the end run to the end of the file.
enum BracketMatcher {
  private enum GroupKind: UInt8 { case paren, square, brace, interpolation }

  /// Each bracket's partner (see `SyntaxTree.match`) and the deepest nesting of open groups.
  static func match(_ tokens: [Token]) -> (match: [Int32], deepest: Int) {
    var match = [Int32](repeating: -1, count: tokens.count)
    var deepest = 0
    var stack: [(index: Int32, kind: GroupKind)] = []
    stack.reserveCapacity(64)
    let end = Int32(tokens.count)

    func close(_ kind: GroupKind, at index: Int32) -> Bool {
      // Look for the opener near the top; far-away ones are more likely stray closers.
      var depth = stack.count - 1
      let lowest = max(0, stack.count - 8)
      while depth >= lowest {
        if stack[depth].kind == kind { break }
        depth -= 1
      }
      guard depth >= lowest else { return false }
      while stack.count > depth + 1 {
        if let unclosed = stack.popLast() { match[Int(unclosed.index)] = index }
      }
      if let opener = stack.popLast() {
        match[Int(opener.index)] = index
        match[Int(index)] = opener.index
      }
      return true
    }

    for (position, token) in tokens.enumerated() {
      let index = Int32(position)
      switch token.kind {
      case .leftParen: stack.append((index, .paren))
      case .leftSquare: stack.append((index, .square))
      case .leftBrace: stack.append((index, .brace))
      case .rightParen: _ = close(.paren, at: index)
      case .rightSquare: _ = close(.square, at: index)
      case .rightBrace: _ = close(.brace, at: index)
      case .string:
        if token.flags.contains(.closesInterpolation) {
          _ = close(.interpolation, at: index)
        }
        if token.flags.contains(.opensInterpolation) {
          stack.append((index, .interpolation))
        }
      default:
        break
      }
      deepest = max(deepest, stack.count)
    }
    while let unclosed = stack.popLast() { match[Int(unclosed.index)] = end }
    return (match, deepest)
  }
}
