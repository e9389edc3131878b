extension Lexer {
  enum CharacterLex {
    case success(UInt32)
    case validatedEscape(UInt32)
    case endOfString
    case error
  }

  /// Lexes one character of a string literal at `index`; returns what it was and where it ends.
  func lexCharacterInStringLiteral(at index: Int, kind: StringKind, delimiterLength: Int) -> (CharacterLex, Int) {
    guard let value = byte(index) else { return (.error, index) }
    switch value {
    case UInt8(ascii: "\""):
      let afterQuote = index + 1
      switch kind {
      case .singleLine:
        guard let end = advanceIfStringDelimiter(at: afterQuote, delimiterLength: delimiterLength) else {
          return (.success(UInt32(value)), afterQuote)
        }
        return (.endOfString, end)
      case .multiLine:
        guard byte(afterQuote, is: UInt8(ascii: "\"")) && byte(afterQuote + 1, is: UInt8(ascii: "\"")) else {
          return (.success(UInt32(value)), afterQuote)
        }
        var end = afterQuote + 2
        if delimiterLength > 0 {
          guard let afterDelimiter = advanceIfStringDelimiter(at: end, delimiterLength: delimiterLength) else {
            return (.success(UInt32(value)), afterQuote)
          }
          end = afterDelimiter
        }
        return (.endOfString, end)
      case .singleQuote:
        return (.success(UInt32(value)), afterQuote)
      }
    case UInt8(ascii: "'"):
      return (kind == .singleQuote ? .endOfString : .success(UInt32(value)), index + 1)
    case 0:
      return (.error, index + 1)
    case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
      return (.success(UInt32(value)), index + 1)
    case UInt8(ascii: "\\"):
      guard let afterDelimiter = advanceIfStringDelimiter(at: index + 1, delimiterLength: delimiterLength) else {
        return (.success(UInt32(value)), index + 1)
      }
      let (escaped, end) = lexEscapedCharacter(at: afterDelimiter, isMultiline: kind == .multiLine)
      guard let escaped else { return (.error, end) }
      return (.validatedEscape(escaped), end)
    default:
      let (scalar, length) = UnicodeClasses.decode(input, index)
      let end = index + max(length, 1)
      guard let scalar else { return (.error, end) }
      if scalar >= 0x80 || (scalar >= 0x20 && scalar < 0x7F) || (kind == .multiLine && scalar == 0x09) {
        return (.success(scalar), end)
      }
      return (.error, end)
    }
  }

  /// After a backslash (and raw delimiter): the escaped scalar, or nil for an invalid escape.
  private func lexEscapedCharacter(at index: Int, isMultiline: Bool) -> (UInt32?, Int) {
    guard let value = byte(index) else { return (nil, index) }
    switch value {
    case UInt8(ascii: "0"): return (0, index + 1)
    case UInt8(ascii: "n"): return (0x0A, index + 1)
    case UInt8(ascii: "r"): return (0x0D, index + 1)
    case UInt8(ascii: "t"): return (0x09, index + 1)
    case UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "\\"): return (UInt32(value), index + 1)
    case UInt8(ascii: "u"):
      let brace = index + 1
      guard byte(brace, is: UInt8(ascii: "{")) else { return (nil, brace) }
      var current = brace + 1
      var scalarValue: UInt32 = 0
      while let digit = byte(current), UnicodeClasses.isHexDigit(digit) {
        if current - brace <= 8 { scalarValue = scalarValue << 4 | UInt32(hexValue(digit)) }
        current += 1
      }
      let digitCount = current - brace - 1
      guard byte(current, is: UInt8(ascii: "}")) else { return (nil, current) }
      current += 1
      guard digitCount >= 1 && digitCount <= 8, Unicode.Scalar(scalarValue) != nil else { return (nil, current) }
      return (scalarValue, current)
    case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
      if isMultiline, let end = newlineEscapeEnd(from: index) { return (0x0A, end) }
      return (nil, index)
    default:
      if UnicodeClasses.isDigit(value) || UnicodeClasses.isASCIILetter(value) { return (nil, index + 1) }
      return (nil, index)
    }
  }

  private func hexValue(_ digit: UInt8) -> UInt8 {
    if UnicodeClasses.isDigit(digit) { return digit &- UInt8(ascii: "0") }
    return (digit | 0x20) &- UInt8(ascii: "a") &+ 10
  }

  private func newlineEscapeEnd(from index: Int) -> Int? {
    var current = index
    while let value = byte(current) {
      current += 1
      switch value {
      case UInt8(ascii: " "), UInt8(ascii: "\t"):
        continue
      case UInt8(ascii: "\r"):
        if byte(current, is: UInt8(ascii: "\n")) { current += 1 }
        return current
      case UInt8(ascii: "\n"):
        return current
      default:
        return nil
      }
    }
    return nil
  }

  /// Consumes a raw-string delimiter of `delimiterLength` `#`s. Mirrors swift-syntax,
  /// which also consumes one `#` beyond the delimiter when present.
  func advanceIfStringDelimiter(at index: Int, delimiterLength: Int) -> Int? {
    guard delimiterLength > 0 else { return index }
    var current = index
    var poundCount = 0
    while byte(current, is: UInt8(ascii: "#")) {
      current += 1
      if poundCount < delimiterLength { poundCount += 1 } else { break }
    }
    return poundCount < delimiterLength ? nil : current
  }

  private func transitionAfterStringQuote(kind: StringKind) -> Transition {
    switch currentState {
    case .afterStringLiteral(_, let isRawString):
      return isRawString ? .replace(.afterClosingStringQuote) : .pop
    case .afterRawStringDelimiter(let delimiterLength):
      return .replace(.inStringLiteral(kind: kind, delimiterLength: delimiterLength))
    default:
      return .push(.inStringLiteral(kind: kind, delimiterLength: 0))
    }
  }

  private func stringPart(_ kind: RawKind, _ transition: Transition?) -> Result {
    var result = Result(kind, transition: transition)
    result.isStringPart = true
    return result
  }

  mutating func lexStringQuote(matchingOpening: StringKind?, leadingDelimiterLength: Int) -> Result {
    if byte(position, is: UInt8(ascii: "'")) {
      position += 1
      return stringPart(.singleQuote, transitionAfterStringQuote(kind: .singleQuote))
    }
    position += 1
    let isTripleQuote = byte(position, is: UInt8(ascii: "\"")) && byte(position + 1, is: UInt8(ascii: "\""))
    if matchingOpening == .singleLine || !isTripleQuote {
      return stringPart(.stringQuote, transitionAfterStringQuote(kind: .singleLine))
    }
    let afterTripleQuote = position + 2
    if leadingDelimiterLength > 0 {
      // `#"""abc"#` on one line is a single-line raw string that starts with `""`.
      if advanceIfStringDelimiter(at: afterTripleQuote, delimiterLength: leadingDelimiterLength) != nil {
        return stringPart(.stringQuote, transitionAfterStringQuote(kind: .singleLine))
      }
      var current = afterTripleQuote
      while let value = byte(current), value != UInt8(ascii: "\n") && value != UInt8(ascii: "\r") {
        current += 1
        if value == UInt8(ascii: "\""),
          advanceIfStringDelimiter(at: current, delimiterLength: leadingDelimiterLength) != nil
        {
          return stringPart(.stringQuote, transitionAfterStringQuote(kind: .singleLine))
        }
      }
    }
    position = afterTripleQuote
    var result = stringPart(.multilineStringQuote, transitionAfterStringQuote(kind: .multiLine))
    if matchingOpening == nil && isNewline(position) {
      result.trailingTriviaMode = .escapedNewlineInMultiLineStringLiteral
    }
    return result
  }

  private func isAtInterpolationAnchor(_ index: Int, delimiterLength: Int) -> Bool {
    guard byte(index, is: UInt8(ascii: "\\")),
      let afterDelimiter = advanceIfStringDelimiter(at: index + 1, delimiterLength: delimiterLength)
    else { return false }
    return byte(afterDelimiter, is: UInt8(ascii: "("))
  }

  private func isAtEscapedNewline(_ index: Int, delimiterLength: Int) -> Bool {
    guard byte(index, is: UInt8(ascii: "\\")),
      var current = advanceIfStringDelimiter(at: index + 1, delimiterLength: delimiterLength)
    else { return false }
    while byte(current, is: UInt8(ascii: " ")) || byte(current, is: UInt8(ascii: "\t")) { current += 1 }
    return isNewline(current)
  }

  mutating func lexInStringLiteral(kind: StringKind, delimiterLength: Int) -> Result {
    if position >= input.count { return Result(.endOfFile) }
    while true {
      switch byte(position) {
      case UInt8(ascii: "\\"):
        if isAtInterpolationAnchor(position, delimiterLength: delimiterLength) {
          return stringPart(.stringSegment, .push(.inStringInterpolationStart(kind: kind)))
        }
        if kind == .multiLine && isAtEscapedNewline(position, delimiterLength: delimiterLength) {
          var result = stringPart(.stringSegment, nil)
          result.trailingTriviaMode = .escapedNewlineInMultiLineStringLiteral
          return result
        }
      case UInt8(ascii: "\r"), UInt8(ascii: "\n"):
        if kind == .multiLine {
          if byte(position, is: UInt8(ascii: "\r")) && byte(position + 1, is: UInt8(ascii: "\n")) {
            position += 2
          } else {
            position += 1
          }
          return stringPart(.stringSegment, nil)
        }
        return stringPart(.stringSegment, .pop)
      case nil:
        return stringPart(
          .stringSegment, .replace(.afterStringLiteral(kind: kind, isRawString: delimiterLength > 0)))
      default:
        break
      }
      let (character, next) = lexCharacterInStringLiteral(at: position, kind: kind, delimiterLength: delimiterLength)
      switch character {
      case .endOfString:
        return stringPart(
          .stringSegment, .replace(.afterStringLiteral(kind: kind, isRawString: delimiterLength > 0)))
      case .validatedEscape(let scalar):
        position = max(next, position + 1)
        if scalar == 0x0A || scalar == 0x0D { return stringPart(.stringSegment, nil) }
      case .success, .error:
        position = max(next, position + 1)
      }
    }
  }

  mutating func lexAfterRawStringDelimiter(delimiterLength: Int) -> Result {
    switch byte(position) {
    case UInt8(ascii: "'"), UInt8(ascii: "\""):
      return lexStringQuote(matchingOpening: nil, leadingDelimiterLength: delimiterLength)
    case nil:
      return Result(.endOfFile)
    default:
      return stringPart(.stringSegment, .pop)
    }
  }

  mutating func lexAfterStringLiteral(kind: StringKind) -> Result {
    switch byte(position) {
    case UInt8(ascii: "'"), UInt8(ascii: "\""):
      return lexStringQuote(matchingOpening: kind, leadingDelimiterLength: 0)
    case nil:
      return Result(.endOfFile)
    default:
      return stringPart(.stringSegment, .pop)
    }
  }

  mutating func lexAfterClosingStringQuote() -> Result {
    switch byte(position) {
    case UInt8(ascii: "#"):
      while byte(position, is: UInt8(ascii: "#")) { position += 1 }
      return stringPart(.rawStringPoundDelimiter, .pop)
    case nil:
      return Result(.endOfFile)
    default:
      return stringPart(.stringSegment, .pop)
    }
  }

  mutating func lexInStringInterpolationStart(kind: StringKind) -> Result {
    switch byte(position) {
    case UInt8(ascii: "\\"):
      position += 1
      return stringPart(.backslash, nil)
    case UInt8(ascii: "#"):
      while byte(position, is: UInt8(ascii: "#")) { position += 1 }
      return stringPart(.rawStringPoundDelimiter, nil)
    case UInt8(ascii: "("):
      position += 1
      var result = stringPart(.leftParen, .replace(.inStringInterpolation(kind: kind, parenCount: 0)))
      result.opensInterpolation = true
      return result
    case nil:
      return Result(.endOfFile)
    default:
      return stringPart(.stringSegment, .pop)
    }
  }

  mutating func lexInStringInterpolation(kind: StringKind, parenCount: Int) -> Result {
    switch byte(position) {
    case UInt8(ascii: "("):
      position += 1
      return Result(.leftParen, transition: .replace(.inStringInterpolation(kind: kind, parenCount: parenCount + 1)))
    case UInt8(ascii: ")"):
      position += 1
      if parenCount == 0 {
        var result = stringPart(.rightParen, .pop)
        result.closesInterpolation = true
        return result
      }
      return Result(.rightParen, transition: .replace(.inStringInterpolation(kind: kind, parenCount: parenCount - 1)))
    case UInt8(ascii: "\r"), UInt8(ascii: "\n"):
      return stringPart(.stringSegment, .pop)
    default:
      return lexNormal(preferRegexOverBinaryOperator: false)
    }
  }
}
