extension Parser {
  /// Parses a statement that is not a declaration.
  mutating func parseStatement(at start: Int, limit: Int, scope: Int32, context: ItemContext) -> Int {
    guard let kind = kind(start) else { return limit }
    if kind == .keyword {
      switch word(start) {
      case .if: return parseIf(at: start, limit: limit, scope: scope)
      case .guard: return parseGuard(at: start, limit: limit, scope: scope)
      case .while, .for: return parseConditional(at: start, limit: limit, scope: scope, context: .code)
      case .switch: return parseConditional(at: start, limit: limit, scope: scope, context: .switchBody)
      case .do: return parseDo(at: start, limit: limit, scope: scope)
      case .catch: return parseConditional(at: start, limit: limit, scope: scope, context: .code)
      case .repeat:
        var index = parseConditional(at: start, limit: limit, scope: scope, context: .code)
        if self.kind(index) == .keyword && word(index) == .while && index < limit {
          index = parseExpression(from: index + 1, limit: limit, scope: scope, mode: .statement, owner: .none)
        }
        return index
      case .defer, .else:
        return parseConditional(at: start, limit: limit, scope: scope, context: .code)
      case .return, .throw:
        let next = start + 1
        guard next < limit, !at(next, .rightBrace), !at(next, .semicolon),
          !newlineBefore(next) || continuesLine(before: next)
        else { return next }
        let owner = word(start) == .return ? ClosureOwnerContext(kind: .returned, owner: -1, index: -1) : .none
        return parseExpression(from: next, limit: limit, scope: scope, mode: .statement, owner: owner)
      case .break, .continue:
        return isWordToken(start + 1) && !newlineBefore(start + 1) ? start + 2 : start + 1
      case .case, .default:
        guard context == .switchBody else { break }
        var index = start + 1
        while index < limit && !at(index, .colon) { index = isOpener(index) ? afterGroup(index) : index + 1 }
        return index + 1
      case .in, .fallthrough:
        return start + 1
      default:
        break
      }
    }
    // `label: for …`
    if kind == .identifier && at(start + 1, .colon) && self.kind(start + 2) == .keyword {
      switch word(start + 2) {
      case .for, .while, .repeat, .do, .if, .switch: return start + 2
      default: break
      }
    }
    return parseExpressionStatement(at: start, limit: limit, scope: scope)
  }

  /// An expression, or an assignment `lhs = rhs`.
  mutating func parseExpressionStatement(at start: Int, limit: Int, scope: Int32) -> Int {
    let lhsEnd = parseExpression(from: start, limit: limit, scope: scope, mode: .assignmentTarget, owner: .none)
    guard at(lhsEnd, .equal) && lhsEnd < limit && lhsEnd > start else { return lhsEnd }
    let payload = tree.assignments.count
    tree.assignments.append(
      Assignment(lhs: TokenRange(Int32(start), Int32(lhsEnd)), equal: Int32(lhsEnd), rhs: .empty, scope: scope))
    let rhsStart = lhsEnd + 1
    let rhsEnd = parseExpression(
      from: rhsStart, limit: limit, scope: scope, mode: .statement,
      owner: ClosureOwnerContext(kind: .assignment, owner: Int32(payload), index: -1))
    tree.assignments[payload].rhs = TokenRange(Int32(rhsStart), Int32(rhsEnd))
    return rhsEnd
  }

  // MARK: - Control flow

  /// Creates a block node for the statement whose keyword is at `keyword`.
  private mutating func beginBlock(keyword: Int, scope: Int32) -> (node: Int32, payload: Int) {
    let payload = tree.blocks.count
    let node = addNode(.block, start: keyword, scope: scope, payload: payload)
    tree.blocks.append(Block(node: node, keyword: Int32(keyword), condition: .empty, open: -1, close: -1))
    return (node, payload)
  }

  /// Parses the `{ … }` body of block `payload`; returns the index after it.
  private mutating func parseBlockBody(_ payload: Int, node: Int32, open: Int, context: ItemContext) -> Int {
    let close = groupEnd(open)
    tree.blocks[payload].open = Int32(open)
    tree.blocks[payload].close = Int32(close)
    nestedBody { $0.parseItems(from: open + 1, to: close, scope: node, context: context) }
    let end = afterGroup(open)
    finishNode(node, end: end)
    return end
  }

  /// `while`, `for`, `switch`, `catch`, `repeat`, `defer`, `else`: keyword, optional condition, body.
  mutating func parseConditional(at keyword: Int, limit: Int, scope: Int32, context: ItemContext) -> Int {
    let (node, payload) = beginBlock(keyword: keyword, scope: scope)
    let conditionStart = keyword + 1
    var index = conditionStart
    if !at(index, .leftBrace) {
      index = parseExpression(from: conditionStart, limit: limit, scope: node, mode: .condition, owner: .none)
      tree.blocks[payload].condition = TokenRange(Int32(conditionStart), Int32(index))
    }
    guard at(index, .leftBrace) && index < limit else {
      finishNode(node, end: index)
      return index
    }
    return parseBlockBody(payload, node: node, open: index, context: context)
  }

  /// `if … { } else if … { } else { }` (iteratively, so long chains cost no stack).
  mutating func parseIf(at start: Int, limit: Int, scope: Int32) -> Int {
    var keyword = start
    while true {
      let (node, payload) = beginBlock(keyword: keyword, scope: scope)
      let conditionStart = keyword + 1
      var index = parseExpression(from: conditionStart, limit: limit, scope: node, mode: .condition, owner: .none)
      tree.blocks[payload].condition = TokenRange(Int32(conditionStart), Int32(index))
      guard at(index, .leftBrace) && index < limit else {
        finishNode(node, end: index)
        return index
      }
      index = parseBlockBody(payload, node: node, open: index, context: .code)
      guard index < limit, kind(index) == .keyword, word(index) == .else else { return index }
      if kind(index + 1) == .keyword && word(index + 1) == .if {
        keyword = index + 1
        continue
      }
      guard at(index + 1, .leftBrace) else { return index + 1 }
      let (elseNode, elsePayload) = beginBlock(keyword: index, scope: scope)
      return parseBlockBody(elsePayload, node: elseNode, open: index + 1, context: .code)
    }
  }

  mutating func parseGuard(at keyword: Int, limit: Int, scope: Int32) -> Int {
    let (node, payload) = beginBlock(keyword: keyword, scope: scope)
    let conditionStart = keyword + 1
    var index = parseExpression(from: conditionStart, limit: limit, scope: node, mode: .guardCondition, owner: .none)
    tree.blocks[payload].condition = TokenRange(Int32(conditionStart), Int32(index))
    if kind(index) == .keyword && word(index) == .else { index += 1 }
    guard at(index, .leftBrace) && index < limit else {
      finishNode(node, end: index)
      return index
    }
    return parseBlockBody(payload, node: node, open: index, context: .code)
  }

  mutating func parseDo(at keyword: Int, limit: Int, scope: Int32) -> Int {
    var index = keyword + 1
    // `do throws(E) { … }`
    while index < limit && (word(index) == .throws || isEffect(index)) {
      index += 1
      if at(index, .leftParen) { index = afterGroup(index) }
    }
    let (node, payload) = beginBlock(keyword: keyword, scope: scope)
    guard at(index, .leftBrace) && index < limit else {
      finishNode(node, end: index)
      return index
    }
    index = parseBlockBody(payload, node: node, open: index, context: .code)
    while index < limit && kind(index) == .keyword && word(index) == .catch {
      index = parseConditional(at: index, limit: limit, scope: scope, context: .code)
    }
    return index
  }
}
