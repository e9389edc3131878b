/// One clause of an `if`/`guard`/`while` condition that holds where some code runs.
public struct GuardCondition: Sendable, Equatable {
  public enum Kind: Sendable, Equatable {
    /// `x == nil` (`isNil`), `x != nil`, or `let y = x` / `let x` (not nil).
    case nilCheck(subject: TokenSpan, isNil: Bool)
    /// `a === b` (`same`) or `a !== b`.
    case identity(lhs: TokenSpan, rhs: TokenSpan, same: Bool)
    /// `a == b` (`equal`) or `a != b`.
    case equality(lhs: TokenSpan, rhs: TokenSpan, equal: Bool)
    /// A Bool tested and set in the code it guards (`if !didSetup { didSetup = true … }`).
    case onceFlag(flag: TokenSpan)
    /// `x.isEmpty` or `!x.isEmpty` (`negated`).
    case isEmpty(subject: TokenSpan, negated: Bool)
    /// Anything else (`case` patterns, calls, `||`, plain Bool tests).
    case other
  }

  public var kind: Kind
  /// The clause's tokens (one operand of a top-level `&&` is a clause of its own).
  public var span: TokenSpan
  /// The `if`, `guard` or `while` it belongs to.
  public var block: BlockID
  /// True where the clause holds; false in an `else` branch or a guard's `else` body (only
  /// single-clause conditions are reported there, since `!(a && b)` says nothing of `a`).
  public var holds: Bool
}

extension CodeModel {
  /// The conditions `token` runs under inside its function: the conditions of the `if`/`while`
  /// bodies around it and of the `guard` statements before it in each enclosing body, from the
  /// innermost out, plus (with `holds == false`) those an `else` branch or a guard's `else`
  /// body runs without. Closures are looked through (a closure made under a condition is made only
  /// then); the walk stops at the function, accessor or type.
  public func conditions(at token: TokenID) -> [GuardCondition] {
    var result: [GuardCondition] = []
    var node = file.innermostNode(containing: token.raw)
    let nodes = file.syntax.nodes
    var steps = 0
    while file.isValidNode(node) && steps <= Parser.maximumDepth + 8 {
      let value = nodes[Int(node)]
      if value.kind == .type || value.kind == .sourceFile { break }
      if value.kind == .block {
        let id = BlockID(value.payload)
        let block = file[block: id]
        let word = file.word(block.keyword)
        let inBody = block.open >= 0 && token.raw > block.open && token.raw < block.close
        // Only the body runs under the condition (not the condition itself).
        if (word == .if || word == .while) && inBody {
          result.append(contentsOf: clauses(of: id, guarding: TokenRange(block.open, block.close)))
        }
        if inBody && word == .guard {
          // The code a guard protects follows it: `guard !handled else { return }` … `handled =
          // true` is a once-flag, seen from the `else` body too.
          let rest = TokenRange(block.close + 1, scopeEnd(of: value.parent, after: block.close))
          result.append(contentsOf: negated(id, guarding: rest))
        }
        // An `else` (or `else if`) runs where every earlier condition of the chain was false.
        if inBody && (word == .else || word == .if) { result.append(contentsOf: negatedPredecessors(of: block)) }
      }
      let end = scopeEnd(of: node, after: token.raw)
      for guardBlock in guards(in: node, before: token.raw) {
        let guardValue = file[block: guardBlock]
        // In a `switch`, a guard of an earlier case does not reach this one.
        guard scopeEnd(of: node, after: guardValue.keyword) == end else { continue }
        let rest = TokenRange(guardValue.close + 1, end)
        // `if a || b { return }`: the code after it runs where the condition is false.
        result.append(
          contentsOf: file.word(guardValue.keyword) == .guard
            ? clauses(of: guardBlock, guarding: rest) : exitConditions(of: guardBlock, guarding: rest))
      }
      if value.kind == .function || value.kind == .accessor { break }
      node = value.parent
      steps += 1
    }
    return result
  }

  /// The blocks before `block` in its `if … else if … else` chain, each condition false.
  private func negatedPredecessors(of block: Block) -> [GuardCondition] {
    var result: [GuardCondition] = []
    var keyword = block.keyword
    var steps = 0
    while steps < Parser.maximumDepth {
      // `} else` or `} else if`: the `}` closes the previous block's body.
      let elseToken = file.word(keyword) == .else ? keyword : keyword - 1
      guard file.kind(elseToken) == .keyword, file.word(elseToken) == .else, file.isKind(elseToken - 1, .rightBrace)
      else { break }
      let open = file.syntax.match.indices.contains(Int(elseToken - 1)) ? file.syntax.match[Int(elseToken - 1)] : -1
      let node = file.innermostNode(containing: open)
      guard open >= 0, file.isValidNode(node), file.syntax.nodes[Int(node)].kind == .block else { break }
      let previous = BlockID(file.syntax.nodes[Int(node)].payload)
      guard file[block: previous].open == open, file.word(file[block: previous].keyword) == .if else { break }
      result.append(contentsOf: negated(previous))
      keyword = file[block: previous].keyword
      steps += 1
    }
    return result
  }

  /// The condition of `block`, false: only a single clause says something definite then.
  private func negated(_ block: BlockID, guarding guarded: TokenRange? = nil) -> [GuardCondition] {
    let value = file[block: block]
    let pieces = topLevelPieces(value.condition)
    guard pieces.count == 1, let clause = pieces.first, splitConjunction(clause).count == 1,
      let span = TokenSpan(clause)
    else { return [] }
    return [
      GuardCondition(
        kind: classify(clause, guarding: guarded ?? TokenRange(value.open, value.close)), span: span, block: block,
        holds: false)
    ]
  }

  /// The `guard` blocks directly in `scope` that end before `token`.
  private func guards(in scope: Int32, before token: Int32) -> [BlockID] {
    guard let list = guardsByScope[scope] else { return [] }
    let blocks = file.syntax.blocks
    let count = list.partitionPoint { blocks[Int($0.raw)].close < token }
    return Array(list[0..<count])
  }

  /// Guard blocks, and `if` blocks that leave the scope (`if done { return }`), by the node whose
  /// body holds them, in source order.
  func buildGuardsByScope() -> [Int32: [BlockID]] {
    var result: [Int32: [BlockID]] = [:]
    for (index, block) in file.syntax.blocks.enumerated()
    where file.kind(block.keyword) == .keyword && block.close >= 0
      && (file.word(block.keyword) == .guard || (file.word(block.keyword) == .if && isEarlyExit(block)))
    {
      result[file.syntax.nodes[Int(block.node)].parent, default: []].append(BlockID(Int32(index)))
    }
    return result
  }

  /// An `if` with no `else` whose body ends by leaving (`return`, `throw`, `continue`, `break`).
  private func isEarlyExit(_ block: Block) -> Bool {
    guard !(file.kind(block.close + 1) == .keyword && file.word(block.close + 1) == .else),
      let last = statements(in: NodeID(block.node)).last
    else { return false }
    let first = file.syntax.statements[Int(last.raw)].start
    guard file.kind(first) == .keyword else { return false }
    switch file.word(first) {
    case .return, .throw, .continue, .break: return true
    default: return false
    }
  }

  /// The conditions the code after an early-exit `if` runs under: its condition is false, so a
  /// single clause is false, and so is each operand of a top-level `||`.
  private func exitConditions(of block: BlockID, guarding guarded: TokenRange) -> [GuardCondition] {
    let pieces = topLevelPieces(file[block: block].condition)
    guard pieces.count == 1, let clause = pieces.first, splitConjunction(clause).count == 1 else { return [] }
    return split(clause, at: "||").compactMap { operand in
      TokenSpan(operand).map {
        GuardCondition(
          kind: classify(operand, guarding: guarded, holdsThere: false), span: $0, block: block, holds: false)
      }
    }
  }

  /// The classified clauses of a block's condition; `guarded` is the code they protect.
  public func clauses(of block: BlockID, guarding guarded: TokenRange) -> [GuardCondition] {
    var result: [GuardCondition] = []
    for clause in topLevelPieces(file[block: block].condition) {
      for part in splitConjunction(clause) {
        guard let span = TokenSpan(part) else { continue }
        result.append(GuardCondition(kind: classify(part, guarding: guarded), span: span, block: block, holds: true))
      }
    }
    return result
  }

  /// `a && b && c` at the top level: its operands.
  private func splitConjunction(_ range: TokenRange) -> [TokenRange] { split(range, at: "&&") }

  /// The operands of a top-level `&&` or `||` chain.
  private func split(_ range: TokenRange, at operation: StaticString) -> [TokenRange] {
    var parts: [TokenRange] = []
    var start = range.start
    var index = range.start
    while index < range.end {
      if file.kind(index) == .binaryOperator && file.tokenIs(index, operation) {
        if index > start { parts.append(TokenRange(start, index)) }
        start = index + 1
        index += 1
        continue
      }
      index = isOpener(index) ? min(afterGroup(index), range.end) : index + 1
    }
    if range.end > start { parts.append(TokenRange(start, range.end)) }
    return parts
  }

  /// `holdsThere`: whether the clause is true in `guarded` (false after an early-exit `if`), which
  /// decides which value a once-flag must be set to there.
  private func classify(_ clause: TokenRange, guarding guarded: TokenRange, holdsThere: Bool = true)
    -> GuardCondition.Kind
  {
    let first = clause.start
    if file.kind(first) == .keyword && (file.word(first) == .let || file.word(first) == .var) {
      // `let x = e` checks `e`; `let x` checks `x`.
      var equal = first + 1
      while equal < clause.end && !file.isKind(equal, .equal) { equal += 1 }
      let subject = equal < clause.end ? TokenRange(equal + 1, clause.end) : TokenRange(first + 1, clause.end)
      return TokenSpan(subject).map { .nilCheck(subject: $0, isNil: false) } ?? .other
    }
    if file.kind(first) == .keyword && file.word(first) == .case { return .other }
    // A disjunction says nothing definite about either side.
    if topLevelOperator(in: clause, where: { file.tokenIs($0, "||") }) != nil { return .other }
    // A top-level comparison.
    for (spelling, kind) in comparisons {
      guard let index = topLevelOperator(in: clause, where: { file.tokenIs($0, spelling) }) else { continue }
      guard let lhs = TokenSpan(TokenRange(first, index)), let rhs = TokenSpan(TokenRange(index + 1, clause.end)),
        !lhs.isEmpty, !rhs.isEmpty
      else { return .other }
      if let flag = onceFlag(kind, lhs, rhs, guarding: guarded, holdsThere: holdsThere) { return flag }
      return comparison(kind, lhs, rhs)
    }
    let negated = file.kind(first) == .prefixOperator && file.tokenIs(first, "!")
    let subjectStart = negated ? first + 1 : first
    let last = clause.end - 1
    if file.tokenIs(last, "isEmpty") && file.isKind(last - 1, .period) && last - 1 > subjectStart {
      return .isEmpty(subject: TokenSpan(TokenID(subjectStart), TokenID(last - 1)), negated: negated)
    }
    // `!flag` set to `true` (or `flag` set to `false`) in the guarded code.
    if isMemberPath(TokenRange(subjectStart, clause.end)),
      setsFlag(TokenRange(subjectStart, clause.end), to: negated == holdsThere ? "true" : "false", in: guarded)
    {
      return .onceFlag(flag: TokenSpan(TokenID(subjectStart), TokenID(clause.end)))
    }
    return .other
  }

  /// The first binary operator at the top level of `range` that satisfies `predicate`.
  private func topLevelOperator(in range: TokenRange, where predicate: (Int32) -> Bool) -> Int32? {
    var index = range.start
    while index < range.end {
      if file.kind(index) == .binaryOperator && predicate(index) { return index }
      index = isOpener(index) ? min(afterGroup(index), range.end) : index + 1
    }
    return nil
  }

  private enum Comparison { case equal, notEqual, same, notSame }

  private var comparisons: [(StaticString, Comparison)] {
    [("==", .equal), ("!=", .notEqual), ("===", .same), ("!==", .notSame)]
  }

  private func comparison(_ kind: Comparison, _ lhs: TokenSpan, _ rhs: TokenSpan) -> GuardCondition.Kind {
    let lhsNil = file.isSingleToken(lhs.range, "nil")
    let rhsNil = file.isSingleToken(rhs.range, "nil")
    if lhsNil || rhsNil {
      let subject = lhsNil ? rhs : lhs
      switch kind {
      case .equal, .same: return .nilCheck(subject: subject, isNil: true)
      case .notEqual, .notSame: return .nilCheck(subject: subject, isNil: false)
      }
    }
    switch kind {
    case .equal: return .equality(lhs: lhs, rhs: rhs, equal: true)
    case .notEqual: return .equality(lhs: lhs, rhs: rhs, equal: false)
    case .same: return .identity(lhs: lhs, rhs: rhs, same: true)
    case .notSame: return .identity(lhs: lhs, rhs: rhs, same: false)
    }
  }

  /// `flag == false` (or `flag != true`) set to `true` in the guarded code, and `flag == true` set to
  /// `false`: the same once-flag as `!flag` and `flag`.
  private func onceFlag(
    _ kind: Comparison, _ lhs: TokenSpan, _ rhs: TokenSpan, guarding guarded: TokenRange, holdsThere: Bool
  ) -> GuardCondition.Kind? {
    guard kind == .equal || kind == .notEqual, isMemberPath(lhs.range) else { return nil }
    let literal: Bool
    if file.isSingleToken(rhs.range, "false") {
      literal = false
    } else if file.isSingleToken(rhs.range, "true") {
      literal = true
    } else {
      return nil
    }
    // The value the flag has where the guarded code runs; that code must set the other one.
    let holds = (kind == .equal ? literal : !literal) == holdsThere
    guard setsFlag(lhs.range, to: holds ? "false" : "true", in: guarded) else { return nil }
    return .onceFlag(flag: lhs)
  }

  /// `a`, `self.a`, `a.b.c` (optional chaining allowed): a property read, not a call.
  private func isMemberPath(_ range: TokenRange) -> Bool {
    guard !range.isEmpty else { return false }
    var index = range.start
    while index < range.end {
      switch file.kind(index) {
      case .identifier, .period, .postfixQuestionMark: break
      case .keyword: if file.word(index) != .selfWord { return false }
      default: return false
      }
      index += 1
    }
    return true
  }

  /// Is there an assignment `path = value` in `range`?
  private func setsFlag(_ path: TokenRange, to value: StaticString, in range: TokenRange) -> Bool {
    let assignments = file.assignments(in: range)
    guard !assignments.isEmpty else { return false }
    let wanted = file.normalizedExpression(path)
    return assignments.contains {
      file.isSingleToken($0.rhs, value) && file.normalizedExpression($0.lhs) == wanted
    }
  }
}
