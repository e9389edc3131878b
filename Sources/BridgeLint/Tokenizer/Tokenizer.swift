/// The tokens and comments of one file.
public struct TokenStream: Sendable {
  public var tokens: [Token]
  public var comments: [Comment]
}

/// Turns bytes into `Token`s. Pieces of one string literal between interpolations are
/// merged into one token, a regex literal is one token, and `#` + word is one
/// `poundKeyword` token: exactly the stream `swift-tokens-oracle --lexical-keywords` prints.
public enum Tokenizer {
  public static func tokenize(_ bytes: [UInt8]) -> TokenStream {
    bytes.withUnsafeBufferPointer { tokenize($0) }
  }

  public static func tokenize(_ input: UnsafeBufferPointer<UInt8>) -> TokenStream {
    var lexer = Lexer(input)
    var stalledSteps = 0
    while true {
      let positionBefore = lexer.position
      let depthBefore = lexer.stateDepth
      guard let emittedText = lexer.step() else { break }
      // Guard against a lexer state that makes no progress (it should never happen).
      if !emittedText && lexer.position == positionBefore && lexer.stateDepth == depthBefore {
        stalledSteps += 1
        if stalledSteps > 4 {
          if lexer.position >= input.count { break }
          lexer.position += 1
          stalledSteps = 0
        }
        continue
      }
      stalledSteps = 0
    }
    return TokenStream(tokens: lexer.tokens.array(), comments: lexer.comments)
  }

  @inline(__always)
  static func tokenKind(for raw: Lexer.RawKind) -> TokenKind {
    switch raw {
    case .identifier, .dollarIdentifier: return .identifier
    case .keyword, .wildcard: return .keyword
    case .integerLiteral: return .integerLiteral
    case .floatLiteral: return .floatLiteral
    case .stringQuote, .multilineStringQuote, .singleQuote, .stringSegment, .rawStringPoundDelimiter: return .string
    case .regex: return .regex
    case .binaryOperator: return .binaryOperator
    case .prefixOperator: return .prefixOperator
    case .postfixOperator: return .postfixOperator
    case .leftParen: return .leftParen
    case .rightParen: return .rightParen
    case .leftBrace: return .leftBrace
    case .rightBrace: return .rightBrace
    case .leftSquare: return .leftSquare
    case .rightSquare: return .rightSquare
    case .comma: return .comma
    case .colon: return .colon
    case .colonColon: return .colonColon
    case .semicolon: return .semicolon
    case .atSign: return .atSign
    case .backslash: return .backslash
    case .backtick: return .backtick
    case .pound: return .pound
    case .poundIf, .poundElse, .poundElseif, .poundEndif, .poundAvailable, .poundUnavailable, .poundSourceLocation:
      return .poundKeyword
    case .equal: return .equal
    case .arrow: return .arrow
    case .period: return .period
    case .postfixQuestionMark: return .postfixQuestionMark
    case .infixQuestionMark: return .infixQuestionMark
    case .exclamationMark: return .exclamationMark
    case .prefixAmpersand: return .prefixAmpersand
    case .shebang: return .shebang
    case .unknown, .endOfFile: return .unknown
    }
  }
}

extension Lexer {
  /// The flags of a token at `start..<end` (which has text), and the bookkeeping for the next.
  @inline(__always)
  mutating func takeFlags(start: Int, end: Int, newlineBefore: Bool) -> TokenFlags {
    var flags: TokenFlags = []
    if pendingNewline || newlineBefore { flags.insert(.newlineBefore) }
    if start != lastEnd { flags.insert(.spaceBefore) }
    pendingNewline = false
    lastEnd = end
    return flags
  }

  /// Emits an identifier, keyword or punctuation lexeme lexed by the normal state's fast path
  /// (`emit` with nothing to merge: no string piece is open and no bare `#` precedes it).
  @inline(__always)
  mutating func emitPlain(_ kind: RawKind, word: Word, start: Int, end: Int, newlineBefore: Bool) {
    let flags = takeFlags(start: start, end: end, newlineBefore: newlineBefore)
    stringPieceOpen = false
    tokens.append(
      Token(
        start: UInt32(start), end: UInt32(end), kind: Tokenizer.tokenKind(for: kind), word: word, flags: flags))
  }

  /// Turns one lexeme into tokens: string pieces of one literal merge, `#` + word merge.
  @inline(__always)
  mutating func emit(_ result: Result, start: Int, end: Int, newlineBefore: Bool) {
    guard end > start else {
      pendingNewline = pendingNewline || newlineBefore
      if !isInsideStringLiteral { stringPieceOpen = false }
      return
    }
    var flags = takeFlags(start: start, end: end, newlineBefore: newlineBefore)

    if result.isStringPart {
      if stringPieceOpen, tokens.last?.kind == .string {
        let opens = result.opensInterpolation
        tokens.updateLast { last in
          last.end = UInt32(end)
          if opens { last.flags.insert(.opensInterpolation) }
        }
      } else {
        if result.opensInterpolation { flags.insert(.opensInterpolation) }
        if result.closesInterpolation { flags.insert(.closesInterpolation) }
        tokens.append(Token(start: UInt32(start), end: UInt32(end), kind: .string, word: .none, flags: flags))
      }
      stringPieceOpen = !result.opensInterpolation && isInsideStringLiteral
      lastWasBarePound = false
      return
    }
    stringPieceOpen = false

    if lastWasBarePound {
      lastWasBarePound = false
      let isWord =
        result.kind == .identifier || result.kind == .dollarIdentifier || result.kind == .keyword
        || result.kind == .wildcard
      if isWord, tokens.last?.end == UInt32(start) {
        let word = Word.recognize(input, start, end, in: words)
        tokens.updateLast { last in
          last.end = UInt32(end)
          last.kind = .poundKeyword
          last.word = word
        }
        return
      }
    }
    lastWasBarePound = result.kind == .pound
    tokens.append(
      Token(
        start: UInt32(start), end: UInt32(end), kind: Tokenizer.tokenKind(for: result.kind), word: result.word,
        flags: flags))
  }
}
