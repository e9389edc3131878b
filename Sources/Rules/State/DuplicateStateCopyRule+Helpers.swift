import BridgeLint

/// Model helpers only this rule reads (issue 27: shared ones stay in the model).
extension PropertyUses {
  /// Written in any way (assigned, mutated, bound or passed `inout`).
  var isWritten: Bool { !assignments.isEmpty || !mutations.isEmpty || !bindings.isEmpty || !inoutPasses.isEmpty }
}

/// The conditions that chose the branch a piece of code sits in: SwiftUI gives each branch of an
/// `if`/`else` its own identity, so a flag tested there is fixed for the views built inside.
extension ParsedFile {
  /// The conditions of every `if` branch around `token` (innermost first), with, for a branch
  /// reached through `else`, the conditions of the branches before it in its chain (they were
  /// false for it to run). Bounded: at most 64 earlier branches per chain.
  func selectingConditions(of position: TokenID) -> [TokenRange] {
    var conditions: [TokenRange] = []
    for block in enclosingBlocks(of: innermostNode(containing: position), upTo: nil) {
      var branch = block
      var steps = 0
      while steps < 64 {
        steps += 1
        let keyword = TokenID(branch.keyword)
        if word(keyword) == .if {
          conditions.append(branch.condition)
        } else if word(keyword) != .else {
          break
        }
        // `} else {` or `} else if … {`: the branch before it ends at the `}` before the `else`.
        guard let elseToken = word(keyword) == .else ? keyword : token(before: keyword), word(elseToken) == .else,
          let close = token(before: elseToken), isKind(close, .rightBrace), let open = opener(ofBracket: close),
          let previous = blockOpening(at: open)
        else { break }
        branch = previous
      }
    }
    return conditions
  }

  /// The block whose body opens at `open`. Blocks are recorded in the order of their keywords,
  /// which precede their `{`; a few blocks (closures in a condition) may sit between the two.
  private func blockOpening(at open: TokenID) -> Block? {
    let blocks = allBlocks
    let end = blocks.partitionPoint { TokenID($0.keyword) < open }
    for index in (max(0, end - 64)..<end).reversed() where TokenID(blocks[index].open) == open {
      return blocks[index]
    }
    return nil
  }
}

extension DuplicateStateCopyRule {
  /// Does the view read or write the property?
  static func isUsed(_ property: WrappedProperty, _ uses: [String: PropertyUses]) -> Bool {
    !(uses[property.name]?.reads.isEmpty ?? true) || (uses[property.name]?.isWritten ?? false)
  }
}
