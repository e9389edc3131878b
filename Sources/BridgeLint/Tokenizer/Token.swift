/// What a token is. Finer than the oracle's nine classes (`TokenClass`) so the
/// parser can switch on punctuation without looking at bytes.
public enum TokenKind: UInt8, Sendable {
  case identifier
  case keyword
  case integerLiteral
  case floatLiteral
  /// One piece of a string literal (see `TokenFlags.opensInterpolation` /
  /// `.closesInterpolation`); a literal without interpolation is one piece.
  case string
  case regex
  case binaryOperator
  case prefixOperator
  case postfixOperator
  case leftParen
  case rightParen
  case leftBrace
  case rightBrace
  case leftSquare
  case rightSquare
  case comma
  case colon
  case colonColon
  case semicolon
  case atSign
  case backslash
  case backtick
  /// A bare `#` not followed by a word.
  case pound
  case equal
  case arrow
  case period
  /// `?` bound to its left (`x?.y`, `Int?`).
  case postfixQuestionMark
  /// `?` of a ternary.
  case infixQuestionMark
  /// `!` bound to its left (`x!`, `try!`).
  case exclamationMark
  /// `&` of an inout argument (`f(&x)`).
  case prefixAmpersand
  /// `#` followed by a word: `#if`, `#selector`, `#Preview`.
  case poundKeyword
  case shebang
  case unknown

  /// The oracle's class for this kind.
  public var tokenClass: TokenClass {
    switch self {
    case .identifier: return .ident
    case .keyword: return .keyword
    case .integerLiteral, .floatLiteral: return .number
    case .string: return .string
    case .regex: return .regex
    case .binaryOperator, .prefixOperator, .postfixOperator: return .op
    case .poundKeyword: return .pound
    case .shebang, .unknown: return .other
    default: return .punct
    }
  }

  public var isOperator: Bool {
    self == .binaryOperator || self == .prefixOperator || self == .postfixOperator
  }
}

/// The nine token classes of `swift-tokens-oracle` (the differential-test contract).
public enum TokenClass: UInt8, Sendable, CaseIterable {
  case ident, keyword, number, string, regex, op, punct, pound, other

  public var name: String {
    switch self {
    case .ident: return "ident"
    case .keyword: return "keyword"
    case .number: return "number"
    case .string: return "string"
    case .regex: return "regex"
    case .op: return "op"
    case .punct: return "punct"
    case .pound: return "pound"
    case .other: return "other"
    }
  }
}

public struct TokenFlags: OptionSet, Sendable {
  public let rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// A newline (possibly inside a block comment) separates this token from the previous one.
  public static let newlineBefore = TokenFlags(rawValue: 1)
  /// Whitespace or a comment separates this token from the previous one.
  public static let spaceBefore = TokenFlags(rawValue: 2)
  /// A string piece that ends with an interpolation opener `\(`.
  public static let opensInterpolation = TokenFlags(rawValue: 4)
  /// A string piece that starts with an interpolation's closing `)`.
  public static let closesInterpolation = TokenFlags(rawValue: 8)
}

/// A token: a byte range plus its kind. Trivia (whitespace, comments) lies between tokens.
public struct Token: Sendable {
  public var start: UInt32
  public var end: UInt32
  public var kind: TokenKind
  /// For identifiers, keywords and pound keywords: which known word it is (`.none` if unknown).
  public var word: Word
  public var flags: TokenFlags

  @inlinable public var startOffset: Int { Int(start) }
  @inlinable public var endOffset: Int { Int(end) }
  @inlinable public var length: Int { Int(end &- start) }
  @inlinable public var hasNewlineBefore: Bool { flags.contains(.newlineBefore) }
  @inlinable public var hasSpaceBefore: Bool { flags.contains(.spaceBefore) }

  @inlinable public func `is`(_ kind: TokenKind) -> Bool { self.kind == kind }
  @inlinable public func `is`(_ word: Word) -> Bool { self.word == word }
}

/// A comment in the trivia between tokens.
public struct Comment: Sendable {
  public enum Kind: UInt8, Sendable { case line, docLine, block, docBlock }
  public var start: UInt32
  public var end: UInt32
  public var kind: Kind
  public var isBlock: Bool { kind == .block || kind == .docBlock }
}
