/// The conditions that chose the branch a piece of code sits in: SwiftUI gives each branch of an
/// `if`/`else` its own identity, so a value tested there is fixed for the views built inside.
extension ParsedFile {
  /// The conditions of every `if` branch around `token` (innermost first), with, for a branch
  /// reached through `else`, the conditions of the branches before it in its chain (they were
  /// false for it to run). Bounded: at most 64 earlier branches per chain.
  public func selectingConditions(of token: TokenID) -> [TokenRange] {
    var conditions: [TokenRange] = []
    for block in enclosingBlocks(of: innermostNode(containing: token.raw), upTo: -1) {
      var branch = block
      var steps = 0
      while steps < 64 {
        steps += 1
        let keyword = word(branch.keyword)
        if keyword == .if {
          conditions.append(branch.condition)
        } else if keyword != .else {
          break
        }
        // `} else {` or `} else if … {`: the branch before it ends at the `}` before the `else`.
        let elseToken = keyword == .else ? branch.keyword : branch.keyword - 1
        guard word(elseToken) == .else, isKind(elseToken - 1, .rightBrace),
          let open = opener(ofBracket: TokenID(elseToken - 1)), let previous = blockOpening(at: open.raw)
        else { break }
        branch = previous
      }
    }
    return conditions
  }

  /// The block whose body opens at `open`. Blocks are recorded in the order of their keywords,
  /// which precede their `{`; a few blocks (closures in a condition) may sit between the two.
  private func blockOpening(at open: Int32) -> Block? {
    let blocks = syntax.blocks
    var position = blocks.partitionPoint { $0.keyword < open } - 1
    var steps = 0
    while position >= 0 && steps < 64 {
      if blocks[position].open == open { return blocks[position] }
      position -= 1
      steps += 1
    }
    return nil
  }
}
