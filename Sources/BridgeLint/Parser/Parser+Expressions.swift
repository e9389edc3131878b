/// Where an expression ends.
struct ExpressionMode: OptionSet {
  let rawValue: UInt8
  /// A line break ends it unless the next line continues it (statement context).
  static let stopAtNewline = ExpressionMode(rawValue: 1)
  static let stopAtComma = ExpressionMode(rawValue: 2)
  /// A `{` ends it: conditions of `if`/`while`/`for`/`switch`/`catch` take no trailing closure.
  static let stopAtBrace = ExpressionMode(rawValue: 4)
  static let stopAtElse = ExpressionMode(rawValue: 8)
  static let stopAtEqual = ExpressionMode(rawValue: 16)
  /// A `{ willSet`/`{ didSet` block ends a property initializer.
  static let stopAtObserverBlock = ExpressionMode(rawValue: 32)

  static let statement: ExpressionMode = [.stopAtNewline]
  static let assignmentTarget: ExpressionMode = [.stopAtNewline, .stopAtEqual]
  static let argument: ExpressionMode = [.stopAtComma]
  static let initializer: ExpressionMode = [.stopAtNewline, .stopAtComma, .stopAtObserverBlock]
  static let condition: ExpressionMode = [.stopAtBrace]
  static let guardCondition: ExpressionMode = [.stopAtBrace, .stopAtElse]
}

/// What a closure literal met directly in an expression belongs to.
struct ClosureOwnerContext {
  var kind: Closure.OwnerKind
  var owner: Int32
  var index: Int32
  static let none = ClosureOwnerContext(kind: .none, owner: -1, index: -1)
}

extension Parser {
  /// Scans one expression from `start`, recording calls, closures and nested groups;
  /// returns the index of the first token after it.
  mutating func parseExpression(
    from start: Int, limit: Int, scope: Int32, mode: ExpressionMode, owner: ClosureOwnerContext
  ) -> Int {
    var index = start
    var previousEndsExpression = false
    var lastCall: Int32 = -1
    var genericName = -1
    var genericEnd = -1
    while index < limit {
      let token = tokens[index]
      if index > start && token.hasNewlineBefore && mode.contains(.stopAtNewline) && !continuesLine(before: index) {
        break
      }
      var endsExpression = false
      var callEndingHere: Int32 = -1
      switch token.kind {
      case .semicolon, .rightParen, .rightSquare, .rightBrace:
        return index
      case .comma:
        if mode.contains(.stopAtComma) { return index }
        index += 1
      case .equal:
        if mode.contains(.stopAtEqual) { return index }
        index += 1
      case .leftParen:
        if previousEndsExpression && !token.hasNewlineBefore {
          let call = addCall(
            before: index, leftParen: index, scope: scope, genericName: genericName, genericEnd: genericEnd)
          parseArguments(open: index, call: call, scope: scope)
          callEndingHere = call
        } else {
          parseArguments(open: index, call: -1, scope: scope)
        }
        index = afterGroup(index)
        endsExpression = true
      case .leftSquare:
        parseArguments(open: index, call: -1, scope: scope)
        index = afterGroup(index)
        endsExpression = true
      case .leftBrace:
        if mode.contains(.stopAtBrace) { return index }
        if previousEndsExpression {
          if token.hasNewlineBefore { return index }
          if mode.contains(.stopAtObserverBlock) && startsAccessorList(at: index + 1, close: groupEnd(index)) {
            return index
          }
          let call =
            lastCall >= 0
            ? lastCall
            : addCall(before: index, leftParen: -1, scope: scope, genericName: genericName, genericEnd: genericEnd)
          index = parseTrailingClosures(from: index, call: call, limit: limit, scope: scope)
          callEndingHere = call
        } else {
          index = parseClosure(open: index, owner: owner, scope: scope)
        }
        endsExpression = true
      case .string:
        index = skipStringLiteral(at: index, limit: limit, scope: scope)
        endsExpression = true
      case .keyword where index > 0 && tokens[index - 1].kind == .period:
        // After `.` a keyword is a member name: `.default`, `.init`, `x.self`.
        index += 1
        endsExpression = true
      case .keyword:
        switch token.word {
        case .if, .switch:
          if previousEndsExpression {
            index += 1
          } else {
            // `if`/`switch` used as an expression (`let x = if c { a } else { b }`).
            index = parseStatement(at: index, limit: limit, scope: scope, context: .code)
            endsExpression = true
          }
        case .else:
          if mode.contains(.stopAtElse) { return index }
          index += 1
        case .selfWord, .super, .selfType, .initWord, .true, .false, .nil, .Any:
          index += 1
          endsExpression = true
        default:
          index += 1
        }
      case .identifier:
        if token.word == .await {
          index += 1
        } else if let end = genericArgumentsEnd(from: index + 1, limit: limit) {
          genericName = index
          genericEnd = end
          index = end
          endsExpression = true
        } else {
          index += 1
          endsExpression = true
        }
      case .integerLiteral, .floatLiteral, .regex, .poundKeyword, .postfixQuestionMark, .exclamationMark,
        .postfixOperator:
        index += 1
        endsExpression = true
      default:
        index += 1
      }
      previousEndsExpression = endsExpression
      lastCall = callEndingHere
    }
    return min(index, limit)
  }

  /// Skips a string literal at `index`, parsing the code inside its interpolations.
  private mutating func skipStringLiteral(at start: Int, limit: Int, scope: Int32) -> Int {
    var piece = start
    while piece < limit && tokens[piece].flags.contains(.opensInterpolation) {
      parseArguments(open: piece, call: -1, scope: scope)
      let next = groupEnd(piece)
      guard next > piece && next < count && tokens[next].kind == .string else { return min(next, limit) }
      piece = next
    }
    return piece + 1
  }

  /// `Foo<Bar, Baz>` in an expression: returns the index after `>` when the `<` right
  /// after an identifier opens generic arguments (and not a comparison).
  private func genericArgumentsEnd(from open: Int, limit: Int) -> Int? {
    guard isAngleOpener(open), !tokens[open].hasSpaceBefore else { return nil }
    var balance = 0
    var index = open
    var steps = 0
    while index < limit && steps < 256 {
      steps += 1
      guard let kind = kind(index) else { return nil }
      switch kind {
      case .binaryOperator, .prefixOperator, .postfixOperator:
        let token = tokens[index]
        var offset = Int(token.start)
        while offset < Int(token.end) && offset < bytes.count {
          switch bytes[offset] {
          case UInt8(ascii: "<"): balance += 1
          case UInt8(ascii: ">"): balance -= 1
          case UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: "&"), UInt8(ascii: "."): break
          default: return nil
          }
          offset += 1
        }
        index += 1
        if balance <= 0 {
          guard index < count, !newlineBefore(index) else { return index }
          switch self.kind(index) {
          case .leftParen, .period, .rightParen, .rightSquare, .comma, .colon, .semicolon, .postfixQuestionMark,
            .exclamationMark, .equal:
            return index
          default:
            return nil
          }
        }
      case .identifier, .period, .comma, .colon, .arrow, .postfixQuestionMark, .exclamationMark, .atSign:
        index += 1
      case .keyword:
        guard word(index) == .Any || word(index) == .selfType || word(index) == .inout else { return nil }
        index += 1
      case .leftParen, .leftSquare:
        index = afterGroup(index)
      default:
        return nil
      }
    }
    return nil
  }

  // MARK: - Calls

  /// Does the token at `index` end an expression (so `(`, `[`, `{` or `.` after it continue it)?
  func endsExpression(_ index: Int) -> Bool {
    guard let kind = kind(index) else { return false }
    switch kind {
    case .identifier, .integerLiteral, .floatLiteral, .regex, .poundKeyword, .rightParen, .rightSquare, .rightBrace,
      .postfixQuestionMark, .exclamationMark, .postfixOperator:
      return true
    case .string:
      return !tokens[index].flags.contains(.opensInterpolation)
    case .keyword:
      switch word(index) {
      case .selfWord, .super, .selfType, .initWord, .true, .false, .nil, .Any: return true
      default: return at(index - 1, .period)  // a member named by a keyword: `.default`
      }
    default:
      return false
    }
  }

  /// First token of the postfix expression (member chain, calls, subscripts) ending at `last`.
  func chainStart(endingAt last: Int) -> Int {
    var index = last
    var steps = 0
    while index >= 0 && steps < 4096 {
      steps += 1
      if index == lastChainEnd && lastChainStart >= 0 { return lastChainStart }
      guard let kind = kind(index) else { return index + 1 }
      var atomStart = index
      switch kind {
      case .rightParen, .rightSquare, .rightBrace:
        let open = Int(tree.match[index])
        guard open >= 0 && open < index else { return index }
        atomStart = open
        if open > 0 && !tokens[open].hasNewlineBefore && endsExpression(open - 1) {
          index = open - 1
          continue
        }
      case .postfixQuestionMark, .exclamationMark:
        if index > 0 {
          index -= 1
          continue
        }
      case .postfixOperator:
        // `Array<Int>.init`: a generic argument clause after a type name.
        if let name = genericTypeName(closingAt: index) {
          atomStart = name
        } else if index > 0 {
          index -= 1
          continue
        }
      default:
        guard endsExpression(index) else { return index + 1 }
      }
      if atomStart > 0 && at(atomStart - 1, .period) {
        let dot = atomStart - 1
        // A `.member` line may follow `#if …` lines (`Text("x")⏎#if DEBUG⏎.border(.red)⏎#endif`).
        let previous = tokens[dot].hasNewlineBefore ? skipDirectiveLines(before: dot) : dot - 1
        if previous >= 0 && endsExpression(previous) {
          index = previous
          continue
        }
        return dot
      }
      return atomStart
    }
    return max(index, 0)
  }

  /// For `>` (or `>?`, `>!`) closing `Name<…>` at `close`: the index of `Name`.
  private func genericTypeName(closingAt close: Int) -> Int? {
    var balance = 0
    var index = close
    var steps = 0
    while index >= 0 && steps < 256 {
      steps += 1
      guard let kind = kind(index) else { return nil }
      if kind.isOperator {
        let token = tokens[index]
        var offset = Int(token.end) - 1
        while offset >= Int(token.start) && offset < bytes.count {
          switch bytes[offset] {
          case UInt8(ascii: ">"): balance += 1
          case UInt8(ascii: "<"): balance -= 1
          case UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: "&"), UInt8(ascii: "."): break
          default: return nil
          }
          offset -= 1
        }
        if balance == 0 {
          return self.kind(index - 1) == .identifier && !tokens[index].hasSpaceBefore ? index - 1 : nil
        }
        index -= 1
        continue
      }
      switch kind {
      case .identifier, .period, .comma, .colon, .postfixQuestionMark, .exclamationMark, .keyword:
        index -= 1
      case .rightParen, .rightSquare:
        let open = Int(tree.match[index])
        guard open >= 0 && open < index else { return nil }
        index = open - 1
      default:
        return nil
      }
    }
    return nil
  }

  /// The last token before `index` that is not on a compilation-directive line (`#if …`, `#endif`).
  private func skipDirectiveLines(before index: Int) -> Int {
    var candidate = index - 1
    var steps = 0
    while candidate >= 0 && steps < 1024 {
      steps += 1
      var lineStart = candidate
      while lineStart > 0 && !tokens[lineStart].hasNewlineBefore { lineStart -= 1 }
      guard kind(lineStart) == .poundKeyword else { return candidate }
      switch word(lineStart) {
      case .if, .elseif, .else, .endif: candidate = lineStart - 1
      default: return candidate
      }
    }
    return candidate
  }

  mutating func addCall(before position: Int, leftParen: Int, scope: Int32, genericName: Int, genericEnd: Int) -> Int32
  {
    let previous = position - 1
    var name = -1
    var nameEnd = previous
    if genericEnd == position && genericName >= 0 {
      name = genericName
      nameEnd = genericName
    } else if let kind = kind(previous) {
      switch kind {
      case .identifier, .poundKeyword:
        name = previous
      case .keyword:
        switch word(previous) {
        case .initWord, .selfWord, .super, .selfType: name = previous
        default: if at(previous - 1, .period) { name = previous }
        }
      case .postfixQuestionMark, .exclamationMark:
        if self.kind(previous - 1) == .identifier { name = previous - 1 }
      default:
        break
      }
    }
    let dot = name > 0 && at(name - 1, .period) ? name - 1 : -1
    let calleeStart = chainStart(endingAt: nameEnd)
    tree.calls.append(
      Call(
        name: Int32(name), calleeStart: Int32(name >= 0 ? min(calleeStart, name) : calleeStart), dot: Int32(dot),
        leftParen: Int32(leftParen), rightParen: leftParen >= 0 ? Int32(groupEnd(leftParen)) : -1,
        arguments: 0..<0, trailingClosures: TrailingClosures(), scope: scope))
    let call = Int32(tree.calls.count - 1)
    if leftParen >= 0 { rememberChain(end: groupEnd(leftParen), start: calleeStart) }
    return call
  }

  private mutating func rememberChain(end: Int, start: Int) {
    lastChainEnd = end
    lastChainStart = start
  }

  /// The arguments of a call, subscript, tuple, collection literal or interpolation.
  mutating func parseArguments(open: Int, call: Int32, scope: Int32) {
    let close = groupEnd(open)
    var collected: [Argument] = []
    nested { parser in
      var index = open + 1
      var position: Int32 = 0
      while index < close {
        var label: Int32 = -1
        if parser.isWordToken(index) && parser.at(index + 1, .colon) {
          label = Int32(index)
          index += 2
        }
        let valueStart = index
        let owner = call >= 0 ? ClosureOwnerContext(kind: .argument, owner: call, index: position) : .none
        index = parser.parseExpression(from: index, limit: close, scope: scope, mode: .argument, owner: owner)
        if call >= 0 { collected.append(Argument(label: label, value: TokenRange(Int32(valueStart), Int32(index)))) }
        if parser.at(index, .comma) || index < close { index += 1 }
        position += 1
      }
    }
    if call >= 0 && Int(call) < tree.calls.count {
      let first = Int32(tree.arguments.count)
      tree.arguments.append(contentsOf: collected)
      tree.calls[Int(call)].arguments = first..<Int32(tree.arguments.count)
    }
  }

  /// `f { … }`, and labeled ones after it: `Button { … } label: { … }`.
  private mutating func parseTrailingClosures(from open: Int, call: Int32, limit: Int, scope: Int32) -> Int {
    tree.calls[Int(call)].trailingClosures.append(Int32(open))
    var index = parseClosure(
      open: open, owner: ClosureOwnerContext(kind: .trailingClosure, owner: call, index: -1), scope: scope)
    while index + 2 < limit && isWordToken(index) && at(index + 1, .colon) && at(index + 2, .leftBrace) {
      let brace = index + 2
      tree.calls[Int(call)].trailingClosures.append(Int32(brace))
      index = parseClosure(
        open: brace, owner: ClosureOwnerContext(kind: .trailingClosure, owner: call, index: Int32(index)), scope: scope)
    }
    let start = Int(tree.calls[Int(call)].calleeStart)
    rememberChain(end: index - 1, start: start)
    return index
  }

  // MARK: - Closures

  mutating func parseClosure(open: Int, owner: ClosureOwnerContext, scope: Int32) -> Int {
    let close = groupEnd(open)
    let payload = tree.closures.count
    let node = addNode(.closure, start: open, scope: scope, payload: payload)
    tree.closures.append(
      Closure(
        node: node, open: Int32(open), close: Int32(close), captures: 0..<0, parameterNames: [], inKeyword: -1,
        ownerKind: owner.kind, owner: owner.owner, ownerIndex: owner.index, bodyStart: Int32(open + 1)))
    nestedBody { parser in
      let bodyStart = parser.parseClosureSignature(payload, open: open, close: close, scope: node)
      parser.parseItems(from: bodyStart, to: close, scope: node, context: .code)
    }
    let end = afterGroup(open)
    finishNode(node, end: end)
    return end
  }

  /// `[weak self, x = y] (a, b) async throws -> T in`: records captures and parameter
  /// names when the closure has a signature; returns where the body starts.
  private mutating func parseClosureSignature(_ payload: Int, open: Int, close: Int, scope: Int32) -> Int {
    var index = open + 1
    while at(index, .atSign) && index < close { index = skipAttribute(at: index, limit: close) }
    var captureOpen = -1
    if at(index, .leftSquare) {
      captureOpen = index
      index = afterGroup(index)
    }
    var names: [Int32] = []
    if at(index, .leftParen) {
      let parametersClose = groupEnd(index)
      var cursor = index + 1
      var lastWord = -1
      while cursor <= parametersClose {
        if cursor == parametersClose || at(cursor, .comma) {
          if lastWord >= 0 { names.append(Int32(lastWord)) }
          lastWord = -1
          cursor += 1
          continue
        }
        if at(cursor, .colon) {
          // The rest of this parameter is its type.
          while cursor < parametersClose && !at(cursor, .comma) {
            cursor = isOpener(cursor) ? afterGroup(cursor) : cursor + 1
          }
          continue
        }
        if isWordToken(cursor) { lastWord = cursor }
        cursor = isOpener(cursor) ? afterGroup(cursor) : cursor + 1
      }
      index = afterGroup(index)
    } else {
      while isWordToken(index) && !(kind(index) == .keyword && word(index) == .in) && index < close {
        names.append(Int32(index))
        index += 1
        if at(index, .comma) { index += 1 } else { break }
      }
    }
    while index < close && isEffect(index) {
      index += 1
      if at(index, .leftParen) && !tokens[index].hasSpaceBefore { index = afterGroup(index) }
    }
    if at(index, .arrow) { index = skipType(from: index + 1, limit: close, stopAtComma: false) }
    guard index < close, kind(index) == .keyword, word(index) == .in else { return open + 1 }

    tree.closures[payload].inKeyword = Int32(index)
    tree.closures[payload].parameterNames = names
    tree.closures[payload].bodyStart = Int32(index + 1)
    if captureOpen >= 0 { tree.closures[payload].captures = parseCaptureList(open: captureOpen, scope: scope) }
    return index + 1
  }

  private mutating func parseCaptureList(open: Int, scope: Int32) -> Range<Int32> {
    let first = Int32(tree.captures.count)
    let close = groupEnd(open)
    var index = open + 1
    while index < close {
      var capture = Capture(specifier: .none, specifierToken: -1, name: -1, value: .empty)
      if (word(index) == .weak || word(index) == .unowned) && (isWordToken(index + 1) || at(index + 1, .leftParen)) {
        capture.specifier = word(index)
        capture.specifierToken = Int32(index)
        index += 1
        if at(index, .leftParen) { index = afterGroup(index) }
      }
      if isWordToken(index) {
        capture.name = Int32(index)
        index += 1
      }
      if at(index, .equal) {
        let valueStart = index + 1
        index = parseExpression(from: valueStart, limit: close, scope: scope, mode: .argument, owner: .none)
        capture.value = TokenRange(Int32(valueStart), Int32(index))
      }
      tree.captures.append(capture)
      while index < close && !at(index, .comma) { index = isOpener(index) ? afterGroup(index) : index + 1 }
      index += 1
    }
    return first..<Int32(tree.captures.count)
  }
}
