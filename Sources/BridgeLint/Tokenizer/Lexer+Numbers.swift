extension Lexer {
  @inline(__always)
  private func skipIdentifierCharacters(from index: Int) -> Int {
    advance(from: index, while: UnicodeClasses.isIdentifierContinue)
  }

  @inline(__always)
  private func skip(from index: Int, while predicate: (UInt8) -> Bool) -> Int {
    var current = index
    while let value = byte(current), predicate(value) { current += 1 }
    return current
  }

  /// Integer and floating-point literals, including the lexer's error recovery
  /// (a malformed literal swallows the identifier characters that follow it).
  mutating func lexNumber() -> Result {
    if byte(position, is: UInt8(ascii: "0")) && byte(position + 1, is: UInt8(ascii: "x")) { return lexHexNumber() }
    if byte(position, is: UInt8(ascii: "0")) && byte(position + 1, is: UInt8(ascii: "o")) {
      return lexRadixNumber(isDigit: { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "7") })
    }
    if byte(position, is: UInt8(ascii: "0")) && byte(position + 1, is: UInt8(ascii: "b")) {
      return lexRadixNumber(isDigit: { $0 == UInt8(ascii: "0") || $0 == UInt8(ascii: "1") })
    }
    let isDecimalDigit: (UInt8) -> Bool = { UnicodeClasses.isDigit($0) || $0 == UInt8(ascii: "_") }
    position = skip(from: position, while: isDecimalDigit)
    if byte(position, is: UInt8(ascii: ".")) {
      guard let next = byte(position + 1), UnicodeClasses.isDigit(next), previousKind != .period else {
        return Result(.integerLiteral)
      }
    } else if !(byte(position, is: UInt8(ascii: "e")) || byte(position, is: UInt8(ascii: "E"))) {
      if let next = advance(at: position, if: UnicodeClasses.isIdentifierContinue) {
        position = skipIdentifierCharacters(from: next)
      }
      return Result(.integerLiteral)
    }
    if byte(position, is: UInt8(ascii: ".")) {
      position = skip(from: position + 1, while: isDecimalDigit)
    }
    if byte(position, is: UInt8(ascii: "e")) || byte(position, is: UInt8(ascii: "E")) {
      position += 1
      if byte(position, is: UInt8(ascii: "-")) || byte(position, is: UInt8(ascii: "+")) { position += 1 }
      guard let next = byte(position), UnicodeClasses.isDigit(next) else {
        position = skipIdentifierCharacters(from: position)
        return Result(.floatLiteral)
      }
      position = skip(from: position, while: isDecimalDigit)
      if let next = advance(at: position, if: UnicodeClasses.isIdentifierContinue) {
        position = skipIdentifierCharacters(from: next)
      }
    }
    return Result(.floatLiteral)
  }

  /// `0o…` and `0b…` literals.
  private mutating func lexRadixNumber(isDigit: (UInt8) -> Bool) -> Result {
    position += 2
    if let next = byte(position), !isDigit(next) {
      position = skipIdentifierCharacters(from: position)
      return Result(.integerLiteral)
    }
    position = skip(from: position) { isDigit($0) || $0 == UInt8(ascii: "_") }
    if let next = advance(at: position, if: UnicodeClasses.isIdentifierContinue) {
      position = skipIdentifierCharacters(from: next)
    }
    return Result(.integerLiteral)
  }

  private mutating func lexHexNumber() -> Result {
    position += 2
    guard let first = byte(position) else { return Result(.integerLiteral) }
    guard UnicodeClasses.isHexDigit(first) else {
      // swift-syntax widens the byte to a scalar here, so a UTF-8 lead byte counts as a letter.
      if UnicodeClasses.isIdentifierContinue(UInt32(first)) {
        position = skipIdentifierCharacters(from: position)
      }
      return Result(.integerLiteral)
    }
    let isHexDigit: (UInt8) -> Bool = { UnicodeClasses.isHexDigit($0) || $0 == UInt8(ascii: "_") }
    position = skip(from: position, while: isHexDigit)
    let atDot = byte(position, is: UInt8(ascii: "."))
    let atExponent = byte(position, is: UInt8(ascii: "p")) || byte(position, is: UInt8(ascii: "P"))
    if !atDot && !atExponent {
      if let next = advance(at: position, if: UnicodeClasses.isIdentifierContinue) {
        position = skipIdentifierCharacters(from: next)
      }
      return Result(.integerLiteral)
    }
    var dotPosition: Int? = nil
    if atDot {
      dotPosition = position
      if let next = byte(position + 1), !UnicodeClasses.isHexDigit(next) { return Result(.integerLiteral) }
      position = skip(from: position + 1, while: isHexDigit)
      if !(byte(position, is: UInt8(ascii: "p")) || byte(position, is: UInt8(ascii: "P"))) {
        if let next = byte(position + 1), !UnicodeClasses.isDigit(next), let dot = dotPosition {
          position = dot
        }
        return Result(.integerLiteral)
      }
    }
    position += 1  // `p` or `P`
    var isSignedExponent = false
    if byte(position, is: UInt8(ascii: "+")) || byte(position, is: UInt8(ascii: "-")) {
      position += 1
      isSignedExponent = true
    }
    if let next = byte(position), !UnicodeClasses.isDigit(next) {
      if let dot = dotPosition, let afterDot = byte(dot + 1), !UnicodeClasses.isDigit(afterDot), !isSignedExponent {
        position = dot
        return Result(.integerLiteral)
      }
      position = skipIdentifierCharacters(from: position)
      return Result(.floatLiteral)
    }
    position = skip(from: position, while: { UnicodeClasses.isDigit($0) || $0 == UInt8(ascii: "_") })
    if let next = advance(at: position, if: UnicodeClasses.isIdentifierContinue) {
      position = skipIdentifierCharacters(from: next)
    }
    return Result(.floatLiteral)
  }
}
