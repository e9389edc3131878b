extension Lexer {
  /// An operator lexeme, or a regex literal that starts inside what looked like one.
  mutating func lexOperatorIdentifier(preferRegexOverBinaryOperator prefer: Bool) -> Result {
    let start = position
    guard var end = advance(at: start, if: UnicodeClasses.isOperatorStart) else {
      position += 1
      return Result(.unknown)
    }
    let startsWithPeriod = byte(start, is: UInt8(ascii: "."))
    while true {
      // `.` may only continue an operator that starts with `.`.
      if byte(end, is: UInt8(ascii: ".")) && !startsWithPeriod { break }
      if byte(end, is: UInt8(ascii: "<")) && byte(end + 1, is: UInt8(ascii: "#")) && placeholderEndFollows(end) {
        break
      }
      guard let next = advance(at: end, if: UnicodeClasses.isOperatorContinue) else { break }
      end = next
    }

    // A `/` in the run may start a regex literal (only the first one is tried).
    var scan = start
    while scan < end {
      guard byte(scan, is: UInt8(ascii: "/")) else {
        scan += 1
        continue
      }
      guard let regexEnd = scanOperatorAsRegexLiteral(at: scan, operatorStart: start, operatorEnd: end, prefer: prefer)
      else { break }
      if scan > start {
        position = scan
        return Result(classifyOperator(start: start, end: scan), transition: .push(.regexPending(end: regexEnd)))
      }
      position = regexEnd
      return Result(.regex)
    }

    // A comment start inside the run ends the operator.
    if end - start > 2 {
      var current = start + 1
      while current < end {
        if byte(current, is: UInt8(ascii: "/"))
          && (byte(current + 1, is: UInt8(ascii: "/")) || byte(current + 1, is: UInt8(ascii: "*")))
        {
          end = current
          break
        }
        current += 1
      }
    }
    position = end
    return Result(classifyOperator(start: start, end: end))
  }

  /// `<#` starts an editor placeholder when `#>` follows on the same line.
  private func placeholderEndFollows(_ index: Int) -> Bool {
    var current = index
    while let value = byte(current), let next = byte(current + 1) {
      if value == UInt8(ascii: "\n") { return false }
      if value == UInt8(ascii: "#") && next == UInt8(ascii: ">") { return true }
      current += 1
    }
    return false
  }

  private func classifyOperator(start: Int, end: Int) -> RawKind {
    let leftBound = isLeftBound(start)
    let rightBound = isRightBound(end, isLeftBound: leftBound)
    let length = end - start
    if length == 1, let value = byte(start) {
      switch value {
      case UInt8(ascii: "="): return .equal
      case UInt8(ascii: "&") where leftBound != rightBound && !leftBound: return .prefixAmpersand
      case UInt8(ascii: "."): return .period
      case UInt8(ascii: "?"): return leftBound ? .postfixQuestionMark : .infixQuestionMark
      default: break
      }
    } else if length == 2 {
      if byte(start, is: UInt8(ascii: "-")) && byte(start + 1, is: UInt8(ascii: ">")) { return .arrow }
      if byte(start, is: UInt8(ascii: "*")) && byte(start + 1, is: UInt8(ascii: "/")) { return .unknown }
    } else {
      var current = start
      while current + 1 < end {
        if byte(current, is: UInt8(ascii: "*")) && byte(current + 1, is: UInt8(ascii: "/")) { return .unknown }
        current += 1
      }
    }
    if leftBound == rightBound { return .binaryOperator }
    return leftBound ? .postfixOperator : .prefixOperator
  }

  // MARK: - Regex literals

  /// Whether the previous token lets an expression (and so a regex literal) start here.
  private var isInRegexLiteralPosition: Bool {
    guard let previousKind else { return true }
    switch previousKind {
    case .endOfFile: return false
    case .leftParen, .leftBrace, .leftSquare, .prefixOperator, .prefixAmpersand: return true
    case .binaryOperator, .equal: return true
    case .semicolon, .comma, .colon, .infixQuestionMark: return true
    case .postfixOperator, .exclamationMark, .postfixQuestionMark, .rightBrace, .rightParen, .rightSquare: return false
    case .arrow, .period, .atSign, .pound, .backtick, .backslash: return false
    case .shebang: return false
    case .keyword:
      switch previousKeyword {
      case .true, .false, .Any, .nil, .selfWord, .selfType, .super: return false
      default: return true
      }
    case .identifier, .dollarIdentifier, .wildcard: return false
    case .colonColon: return false
    case .floatLiteral, .integerLiteral: return false
    case .poundAvailable, .poundSourceLocation, .poundUnavailable: return false
    case .poundIf, .poundElse, .poundElseif, .poundEndif: return true
    case .regex, .rawStringPoundDelimiter, .stringQuote, .stringSegment, .multilineStringQuote, .singleQuote:
      return false
    case .unknown: return true
    }
  }

  private func scanOperatorAsRegexLiteral(at regexStart: Int, operatorStart: Int, operatorEnd: Int, prefer: Bool)
    -> Int?
  {
    let leftBound = isLeftBound(operatorStart)
    let rightBound = isRightBound(operatorEnd, isLeftBound: leftBound)
    guard !leftBound else { return nil }
    if previousKeyword == .func || previousKeyword == .operator { return nil }
    var mustBeRegex = false
    if !rightBound {
      if prefer { mustBeRegex = true }
      if !mustBeRegex && !isInRegexLiteralPosition { return nil }
      switch previousKind {
      case .leftParen, .leftSquare, .comma, .colon, .colonColon: break
      default: mustBeRegex = true
      }
    }
    return scanRegexLiteral(from: regexStart, mustBeRegex: mustBeRegex)
  }

  /// Scans `#*/…/#*` at `start`; returns the literal's end, or nil if it is not a regex.
  /// (swift-syntax's `RegexLiteralLexer`.)
  func scanRegexLiteral(from start: Int, mustBeRegex: Bool) -> Int? {
    var scanner = RegexScanner(lexer: reader, cursor: start, mustBeRegex: mustBeRegex)
    return scanner.scan()
  }
}

private struct RegexScanner {
  enum Outcome { case proceed, done, notARegex, unterminated }

  let lexer: ByteReader
  var cursor: Int
  let mustBeRegex: Bool
  var openPoundCount = 0
  var firstNewline: Int? = nil
  var groupDepth = 0
  var characterClassDepth = 0
  var lastUnescapedSpace: Int? = nil

  init(lexer: ByteReader, cursor: Int, mustBeRegex: Bool) {
    self.lexer = lexer
    self.cursor = cursor
    self.mustBeRegex = mustBeRegex
  }

  var isMultiline: Bool { firstNewline != nil }

  mutating func scan() -> Int? {
    switch scanLiteral() {
    case .done: return cursor
    case .unterminated where mustBeRegex: return cursor
    default: return nil
    }
  }

  private mutating func scanLiteral() -> Outcome {
    while lexer.byte(cursor, is: UInt8(ascii: "#")) {
      cursor += 1
      openPoundCount += 1
    }
    let openSlash = cursor
    guard lexer.byte(cursor, is: UInt8(ascii: "/")) else { return .notARegex }
    cursor += 1
    if openPoundCount == 0 {
      if let next = lexer.byte(cursor) {
        switch next {
        case UInt8(ascii: " "), UInt8(ascii: "\t"):
          if !mustBeRegex { return .notARegex }
        case UInt8(ascii: "*"), UInt8(ascii: "/"):
          return .notARegex
        default:
          break
        }
      }
      if lexer.previousByte(openSlash) == UInt8(ascii: "*") { return .notARegex }
    } else {
      var scan = cursor
      while lexer.byte(scan, is: UInt8(ascii: " ")) || lexer.byte(scan, is: UInt8(ascii: "\t")) { scan += 1 }
      if lexer.isNewline(scan) {
        firstNewline = scan
        cursor = scan
      }
    }
    while true {
      if let ending = eatEnding() { return ending }
      let outcome = scanPatternCharacter(escaped: false)
      if outcome != .proceed { return outcome }
    }
  }

  private mutating func eatEnding() -> Outcome? {
    let slashBegin = cursor
    guard lexer.byte(cursor, is: UInt8(ascii: "/")) else { return nil }
    var end = cursor + 1
    var closePoundCount = 0
    if openPoundCount > 0 {
      while lexer.byte(end, is: UInt8(ascii: "#")) {
        end += 1
        closePoundCount += 1
      }
    }
    guard closePoundCount >= openPoundCount else { return nil }
    if closePoundCount == 0 {
      if lexer.byte(end, is: UInt8(ascii: "*")) || lexer.byte(end, is: UInt8(ascii: "/")) { return .unterminated }
      if let space = lastUnescapedSpace, space + 1 == slashBegin, !mustBeRegex { return .notARegex }
    }
    cursor = end
    return .done
  }

  private mutating func scanPatternCharacter(escaped: Bool) -> Outcome {
    guard cursor < lexer.input.count else {
      if let firstNewline { cursor = firstNewline }
      return .unterminated
    }
    let characterStart = cursor
    let (scalar, length) = UnicodeClasses.decode(lexer.input, cursor)
    cursor += max(length, 1)
    guard let scalar else { return .proceed }
    switch scalar {
    case 0x0A, 0x0D:
      guard isMultiline else {
        cursor = characterStart
        return .unterminated
      }
    case 0x5C where !escaped:  // `\`
      return scanPatternCharacter(escaped: true)
    case 0x28 where !escaped && characterClassDepth == 0:  // `(`
      groupDepth += 1
    case 0x29 where !escaped && characterClassDepth == 0:  // `)`
      if groupDepth > 0 {
        groupDepth -= 1
      } else if !mustBeRegex {
        return .notARegex
      }
    case 0x5B where !escaped:  // `[`
      characterClassDepth += 1
    case 0x5D where !escaped:  // `]`
      if characterClassDepth > 0 { characterClassDepth -= 1 }
    case 0x00:
      break
    case let value where value < 0x80 && !(value >= 0x20 && value < 0x7F) && !(isMultiline && value == 0x09):
      break
    case 0x20, 0x09:
      if !escaped { lastUnescapedSpace = characterStart }
    default:
      break
    }
    return .proceed
  }
}
