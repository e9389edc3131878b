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
    var tokens: [Token] = []
    tokens.reserveCapacity(input.count / 8 + 16)  // real code averages a token per ~8.5 bytes
    var stringPieceOpen = false
    var lastWasBarePound = false
    var lastEnd = 0
    var stalledSteps = 0
    // Line breaks before empty lexemes carry over to the next token.
    var pendingNewline = false

    while true {
      let positionBefore = lexer.position
      let depthBefore = lexer.stateDepth
      let lexeme = lexer.next()
      if lexeme.kind == .endOfFile && lexer.position >= input.count { break }

      // Guard against a lexer state that makes no progress (it should never happen).
      if lexeme.start == lexeme.end && lexer.position == positionBefore && lexer.stateDepth == depthBefore {
        stalledSteps += 1
        if stalledSteps > 4 {
          if lexer.position >= input.count { break }
          lexer.position += 1
          stalledSteps = 0
        }
        continue
      }
      stalledSteps = 0

      pendingNewline = pendingNewline || lexeme.newlineBefore
      guard lexeme.end > lexeme.start else {
        if !lexer.isInsideStringLiteral { stringPieceOpen = false }
        continue
      }
      var flags: TokenFlags = []
      if pendingNewline { flags.insert(.newlineBefore) }
      if lexeme.start != lastEnd { flags.insert(.spaceBefore) }
      pendingNewline = false
      lastEnd = lexeme.end

      if lexeme.isStringPart {
        if stringPieceOpen, let last = tokens.indices.last, tokens[last].kind == .string {
          tokens[last].end = UInt32(lexeme.end)
          if lexeme.opensInterpolation { tokens[last].flags.insert(.opensInterpolation) }
        } else {
          if lexeme.opensInterpolation { flags.insert(.opensInterpolation) }
          if lexeme.closesInterpolation { flags.insert(.closesInterpolation) }
          tokens.append(
            Token(start: UInt32(lexeme.start), end: UInt32(lexeme.end), kind: .string, word: .none, flags: flags))
        }
        stringPieceOpen = !lexeme.opensInterpolation && lexer.isInsideStringLiteral
        lastWasBarePound = false
        continue
      }
      stringPieceOpen = false

      let isWord =
        lexeme.kind == .identifier || lexeme.kind == .dollarIdentifier || lexeme.kind == .keyword
        || lexeme.kind == .wildcard
      if isWord && lastWasBarePound, let last = tokens.indices.last, tokens[last].end == UInt32(lexeme.start) {
        tokens[last].end = UInt32(lexeme.end)
        tokens[last].kind = .poundKeyword
        tokens[last].word = Word.recognize(input, lexeme.start, lexeme.end)
        lastWasBarePound = false
        continue
      }
      lastWasBarePound = lexeme.kind == .pound

      let kind = tokenKind(for: lexeme.kind)
      var word = lexeme.word
      switch lexeme.kind {
      case .wildcard: word = .wildcard
      case .poundIf: word = .if
      case .poundElse: word = .else
      case .poundElseif: word = .elseif
      case .poundEndif: word = .endif
      case .poundAvailable: word = .available
      case .poundUnavailable: word = .unavailable
      case .poundSourceLocation: word = .sourceLocation
      default: break
      }
      tokens.append(Token(start: UInt32(lexeme.start), end: UInt32(lexeme.end), kind: kind, word: word, flags: flags))
    }
    return TokenStream(tokens: tokens, comments: lexer.comments)
  }

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
