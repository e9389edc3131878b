/// A byte-level lexer for Swift, modelled on swift-syntax's `Lexer.Cursor`: an explicit
/// stack of states (no recursion), every read bounds-checked through `byte(_:)`, and
/// problems treated as data (odd bytes become trivia or `unknown` tokens), so no input
/// can make it trap. `Tokenizer` turns its raw lexemes into `Token`s.
struct Lexer: ~Copyable {
  enum StringKind: UInt8 { case singleLine, multiLine, singleQuote }

  enum State: Equatable {
    case normal
    case preferRegexOverBinaryOperator
    case afterRawStringDelimiter(delimiterLength: Int)
    case inStringLiteral(kind: StringKind, delimiterLength: Int)
    case afterStringLiteral(kind: StringKind, isRawString: Bool)
    case afterClosingStringQuote
    case inStringInterpolationStart(kind: StringKind)
    case inStringInterpolation(kind: StringKind, parenCount: Int)
    /// An operator was split off in front of a regex literal; the regex ends at `end`.
    case regexPending(end: Int)

    var leadingTriviaMode: TriviaMode? {
      switch self {
      case .normal, .preferRegexOverBinaryOperator: return .normal
      case .inStringInterpolation(let kind, _): return kind == .multiLine ? .normal : .noNewlines
      default: return nil
      }
    }

    var trailingTriviaMode: TriviaMode? {
      switch self {
      case .normal, .preferRegexOverBinaryOperator, .inStringInterpolation: return .noNewlines
      default: return nil
      }
    }

    /// States that belong to one string literal (its pieces merge into one token).
    var isInsideStringLiteral: Bool {
      switch self {
      case .afterRawStringDelimiter, .inStringLiteral, .afterStringLiteral, .afterClosingStringQuote,
        .inStringInterpolationStart:
        return true
      default:
        return false
      }
    }
  }

  enum TriviaMode { case normal, noNewlines, escapedNewlineInMultiLineStringLiteral }

  enum Transition {
    case push(State)
    case replace(State)
    case pop
  }

  /// The lexer's own token kinds; they drive its context-sensitive decisions
  /// (regex versus division, `1.2` versus `t.1.2`).
  enum RawKind: UInt8 {
    case endOfFile, identifier, dollarIdentifier, wildcard, keyword, integerLiteral, floatLiteral
    case stringQuote, multilineStringQuote, singleQuote, stringSegment, rawStringPoundDelimiter, regex
    case binaryOperator, prefixOperator, postfixOperator
    case leftParen, rightParen, leftBrace, rightBrace, leftSquare, rightSquare
    case comma, colon, colonColon, semicolon, atSign, backslash, backtick, pound
    case poundIf, poundElse, poundElseif, poundEndif, poundAvailable, poundUnavailable, poundSourceLocation
    case equal, arrow, period, postfixQuestionMark, infixQuestionMark, exclamationMark, prefixAmpersand
    case shebang, unknown
  }

  struct Result {
    var kind: RawKind
    var transition: Transition? = nil
    var trailingTriviaMode: TriviaMode? = nil
    /// For keywords: which one (it drives the lexer's regex heuristics).
    var keyword: Word = .none
    /// For identifiers: the contextual word it spells, if any (recognized once, here).
    var word: Word = .none
    /// A piece of a string literal: quotes, segments, raw delimiters, and the
    /// `\`, `#`, `(`, `)` that delimit an interpolation.
    var isStringPart = false
    var opensInterpolation = false
    var closesInterpolation = false

    init(_ kind: RawKind, transition: Transition? = nil) {
      self.kind = kind
      self.transition = transition
    }
  }

  let input: UnsafeBufferPointer<UInt8>
  /// Fetched once: reading the shared table through its global per identifier costs a check.
  let words = WordTable.shared
  private let identifierContinues = UnicodeClasses.identifierContinueTable
  var position = 0
  private var stateStack: [State] = []
  private(set) var previousKind: RawKind? = nil
  private(set) var previousKeyword: Word = .none
  /// Set when trivia consumed a line break since the last lexeme started.
  var sawNewline = false
  /// Comments found in trivia, in source order.
  var comments: [Comment] = []
  /// The tokens emitted so far, and the merging state `emit` keeps between lexemes.
  var tokens: TokenBuffer
  var stringPieceOpen = false
  var lastWasBarePound = false
  var lastEnd = 0
  /// A line break before an empty lexeme carries over to the next token.
  var pendingNewline = false
  var gitConflictSearchFailedFrom = Int.max
  var perforceConflictSearchFailedFrom = Int.max

  init(_ input: UnsafeBufferPointer<UInt8>) {
    self.input = input
    // Real code averages a token per ~8.5 bytes, dense code one per ~5: reserving one per
    // 4 bytes avoids growing (and copying), except in huge files, where memory counts.
    tokens = TokenBuffer(capacity: input.count / (input.count < 1 << 22 ? 4 : 8) + 16)
  }

  var currentState: State { stateStack.last ?? .normal }
  var isInsideStringLiteral: Bool { currentState.isInsideStringLiteral }
  var stateDepth: Int { stateStack.count }

  mutating func perform(_ transition: Transition) {
    switch transition {
    case .push(let state): stateStack.append(state)
    case .replace(let state):
      if stateStack.isEmpty { stateStack.append(state) } else { stateStack[stateStack.count - 1] = state }
    case .pop:
      if !stateStack.isEmpty { stateStack.removeLast() }
    }
  }

  // MARK: - Reading bytes (the only places that index `input`)

  @inline(__always)
  func byte(_ index: Int) -> UInt8? { reader.byte(index) }

  @inline(__always)
  func byte(_ index: Int, is expected: UInt8) -> Bool { reader.byte(index, is: expected) }

  /// The byte before `index`, or 0 at the start of the file (swift-syntax's `previous`).
  @inline(__always)
  func previousByte(_ index: Int) -> UInt8 { reader.previousByte(index) }

  @inline(__always)
  func isNewline(_ index: Int) -> Bool { reader.isNewline(index) }

  /// The bounds-checked reads, as a value other scanners can keep (the lexer itself owns
  /// its token buffer, so it is not copyable).
  var reader: ByteReader { ByteReader(input: input) }

  func starts(with prefix: StaticString, at index: Int) -> Bool {
    let count = prefix.utf8CodeUnitCount
    guard index >= 0 && index + count <= input.count else { return false }
    return prefix.withUTF8Buffer { buffer in
      var offset = 0
      while offset < count {
        if input[index + offset] != buffer[offset] { return false }
        offset += 1
      }
      return true
    }
  }

  /// Advances past one scalar at `index` if it is valid and satisfies `predicate`.
  @inline(__always)
  func advance(at index: Int, if predicate: (UInt32) -> Bool) -> Int? {
    let (scalar, length) = UnicodeClasses.decode(input, index)
    guard let scalar, predicate(scalar) else { return nil }
    return index + length
  }

  @inline(__always)
  func advance(from index: Int, while predicate: (UInt32) -> Bool) -> Int {
    var current = index
    while let next = advance(at: current, if: predicate) { current = next }
    return current
  }

  func advanceToEndOfLine(from index: Int) -> Int {
    var current = index
    while let value = byte(current), value != UInt8(ascii: "\n") && value != UInt8(ascii: "\r") { current += 1 }
    return current
  }

  /// Skips identifier-continuation characters, with an ASCII fast path.
  @inline(__always)
  func skipIdentifierContinuation(from index: Int) -> Int {
    var current = index
    while current < input.count {
      let value = input[current]
      if identifierContinues[Int(value)] {
        current += 1
        continue
      }
      if value < 0x80 { return current }
      guard let next = advance(at: current, if: UnicodeClasses.isIdentifierContinue) else { return current }
      current = next
    }
    return current
  }

  // MARK: - Boundness (operators and `?`/`!`)

  func isLeftBound(_ index: Int) -> Bool {
    if index <= 0 { return false }
    switch previousByte(index) {
    case UInt8(ascii: " "), UInt8(ascii: "\r"), UInt8(ascii: "\n"), UInt8(ascii: "\t"),
      UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"),
      UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"), 0:
      return false
    case UInt8(ascii: "/"):
      return !byte(index - 2, is: UInt8(ascii: "*"))
    case 0xA0:
      return !byte(index - 2, is: 0xC2)
    default:
      return true
    }
  }

  func isRightBound(_ index: Int, isLeftBound: Bool) -> Bool {
    guard let value = byte(index) else { return false }
    switch value {
    case UInt8(ascii: " "), UInt8(ascii: "\r"), UInt8(ascii: "\n"), UInt8(ascii: "\t"),
      UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"),
      UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"), 0:
      return false
    case UInt8(ascii: "."):
      return !isLeftBound
    case UInt8(ascii: "/"):
      return !(byte(index + 1, is: UInt8(ascii: "/")) || byte(index + 1, is: UInt8(ascii: "*")))
    case 0xC2:
      return !byte(index + 1, is: 0xA0)
    default:
      return true
    }
  }

  // MARK: - The main step

  /// Lexes the next lexeme and the trivia around it, and emits its token. Returns nil at
  /// the end of input, else whether the lexeme had text.
  mutating func step() -> Bool? {
    if stateStack.isEmpty { return stepInNormalState() }
    let state = currentState
    if let mode = state.leadingTriviaMode { lexTrivia(mode) }
    // Line breaks seen so far belong before this lexeme; trailing trivia's belong to the next.
    let newlineBefore = sawNewline
    sawNewline = false
    let textStart = position
    var result: Result
    switch state {
    case .normal:
      result = lexNormal(preferRegexOverBinaryOperator: false)
    case .preferRegexOverBinaryOperator:
      result = lexNormal(preferRegexOverBinaryOperator: true)
      perform(.pop)
    case .afterRawStringDelimiter(let delimiterLength):
      result = lexAfterRawStringDelimiter(delimiterLength: delimiterLength)
    case .inStringLiteral(let kind, let delimiterLength):
      result = lexInStringLiteral(kind: kind, delimiterLength: delimiterLength)
    case .afterStringLiteral(let kind, _):
      result = lexAfterStringLiteral(kind: kind)
    case .afterClosingStringQuote:
      result = lexAfterClosingStringQuote()
    case .inStringInterpolationStart(let kind):
      result = lexInStringInterpolationStart(kind: kind)
    case .inStringInterpolation(let kind, let parenCount):
      result = lexInStringInterpolation(kind: kind, parenCount: parenCount)
    case .regexPending(let end):
      position = max(position, min(end, input.count))
      result = Result(.regex, transition: .pop)
    }
    return finish(result, textStart: textStart, newlineBefore: newlineBefore)
  }

  /// The common case, outside any string or regex literal: no state to consult.
  @inline(__always)
  private mutating func stepInNormalState() -> Bool? {
    if mayStartTrivia(position) { lexTrivia(.normal) }
    let newlineBefore = sawNewline
    sawNewline = false
    let textStart = position
    if textStart < input.count && !lastWasBarePound {
      // Fast path for most tokens: what `lexNormal` and `finish` would do for an ASCII
      // identifier or keyword and for one-byte punctuation, without a `Result` in between.
      let value = input[textStart]
      if UnicodeClasses.isASCIIIdentifierStart(value) {
        let end = skipIdentifierContinuation(from: textStart + 1)
        let word = Word.recognize(input, textStart, end, in: words)
        let kind = Lexer.kind(of: word)
        return finishPlain(
          kind, keyword: kind == .keyword ? word : .none, word: word, end: end, textStart, newlineBefore)
      }
      if let kind = Lexer.onePunctuation(value) {
        return finishPlain(kind, keyword: .none, word: .none, end: textStart + 1, textStart, newlineBefore)
      }
    }
    let result = lexNormal(preferRegexOverBinaryOperator: false)
    return finish(result, textStart: textStart, newlineBefore: newlineBefore)
  }

  /// Punctuation that is always one byte and one token in the normal state.
  @inline(__always)
  private static func onePunctuation(_ value: UInt8) -> RawKind? {
    switch value {
    case UInt8(ascii: "("): return .leftParen
    case UInt8(ascii: ")"): return .rightParen
    case UInt8(ascii: "{"): return .leftBrace
    case UInt8(ascii: "}"): return .rightBrace
    case UInt8(ascii: "["): return .leftSquare
    case UInt8(ascii: "]"): return .rightSquare
    case UInt8(ascii: ","): return .comma
    case UInt8(ascii: ";"): return .semicolon
    case UInt8(ascii: "@"): return .atSign
    case UInt8(ascii: "\\"): return .backslash
    default: return nil
    }
  }

  /// `finish` for a fast-path lexeme ending at `end`: no transition, normal trailing trivia.
  @inline(__always)
  private mutating func finishPlain(
    _ kind: RawKind, keyword: Word, word: Word, end: Int, _ textStart: Int, _ newlineBefore: Bool
  ) -> Bool {
    position = end
    if mayStartTrivia(position) { lexTrivia(.noNewlines) }
    previousKind = kind
    previousKeyword = keyword
    emitPlain(kind, word: word, start: textStart, end: end, newlineBefore: newlineBefore)
    return true
  }

  /// Applies the lexeme's state transition, lexes its trailing trivia and emits it.
  @inline(__always)
  private mutating func finish(_ result: Result, textStart: Int, newlineBefore: Bool) -> Bool? {
    if result.kind == .endOfFile && position >= input.count { return nil }
    if let transition = result.transition { perform(transition) }
    let textEnd = position
    if let mode = result.trailingTriviaMode {
      lexTrivia(mode)
    } else if stateStack.isEmpty {
      if mayStartTrivia(position) { lexTrivia(.noNewlines) }
    } else if let mode = currentState.trailingTriviaMode {
      lexTrivia(mode)
    }
    if case .inStringLiteral(let kind, _)? = stateStack.last, kind != .multiLine, isNewline(position) {
      perform(.pop)
    }
    previousKind = result.kind
    previousKeyword = result.keyword
    emit(result, start: textStart, end: textEnd, newlineBefore: newlineBefore)
    return textEnd > textStart
  }

  /// Could trivia start at `index`? Printable ASCII other than space, `/`, `<` and `>` never
  /// does, so the (common) case of one token right after another skips `lexTrivia` entirely.
  @inline(__always)
  func mayStartTrivia(_ index: Int) -> Bool {
    guard index < input.count else { return false }
    let value = input[index]
    if value > 0x20 && value < 0x7F {
      return value == UInt8(ascii: "/") || value == UInt8(ascii: "<") || value == UInt8(ascii: ">")
    }
    return true
  }

  // MARK: - Normal code

  mutating func lexNormal(preferRegexOverBinaryOperator prefer: Bool) -> Result {
    guard let value = byte(position) else { return Result(.endOfFile) }
    if let kind = Lexer.onePunctuation(value) { return single(kind) }
    switch value {
    case UInt8(ascii: ":"):
      if byte(position + 1, is: UInt8(ascii: ":")) {
        position += 2
        return Result(.colonColon)
      }
      return single(.colon)
    case UInt8(ascii: "#"):
      return lexNormalPound()
    case UInt8(ascii: "!"), UInt8(ascii: "?"):
      if isLeftBound(position) {
        let kind: RawKind = value == UInt8(ascii: "!") ? .exclamationMark : .postfixQuestionMark
        position += 1
        return Result(kind, transition: previousKeyword == .try ? .push(.preferRegexOverBinaryOperator) : nil)
      }
      return lexOperatorIdentifier(preferRegexOverBinaryOperator: prefer)
    case UInt8(ascii: "<"):
      if byte(position + 1, is: UInt8(ascii: "#")), let end = editorPlaceholderEnd(from: position) {
        position = end
        return Result(.identifier)
      }
      return lexOperatorIdentifier(preferRegexOverBinaryOperator: prefer)
    case UInt8(ascii: "$"):
      return lexDollarIdentifier()
    case UInt8(ascii: "'"), UInt8(ascii: "\""):
      return lexStringQuote(matchingOpening: nil, leadingDelimiterLength: 0)
    case UInt8(ascii: "`"):
      return lexEscapedIdentifier()
    default:
      if UnicodeClasses.isASCIIIdentifierStart(value) { return lexIdentifier(afterFirst: position + 1) }
      if UnicodeClasses.isDigit(value) { return lexNumber() }
      if UnicodeClasses.isASCIIOperator(value) { return lexOperatorIdentifier(preferRegexOverBinaryOperator: prefer) }
      return lexNormalMiscellaneous(preferRegexOverBinaryOperator: prefer)
    }
  }

  @inline(__always)
  private mutating func single(_ kind: RawKind) -> Result {
    position += 1
    return Result(kind)
  }

  private mutating func lexNormalMiscellaneous(preferRegexOverBinaryOperator prefer: Bool) -> Result {
    if advance(at: position, if: UnicodeClasses.isIdentifierStart) != nil { return lexIdentifier() }
    if advance(at: position, if: UnicodeClasses.isOperatorStart) != nil {
      return lexOperatorIdentifier(preferRegexOverBinaryOperator: prefer)
    }
    switch lexUnknown(at: position) {
    case .lexeme(let kind, let end):
      position = end
      return Result(kind)
    case .trivia(let end):
      // Trivia lexing consumes these first; stay total anyway.
      position = max(end, position + 1)
      return Result(.unknown)
    }
  }

  private mutating func lexNormalPound() -> Result {
    if previousByte(position) == 0 && byte(position + 1, is: UInt8(ascii: "!")) {
      position = advanceToEndOfLine(from: position)
      return Result(.shebang)
    }
    var afterPounds = position
    while byte(afterPounds, is: UInt8(ascii: "#")) { afterPounds += 1 }
    if byte(afterPounds, is: UInt8(ascii: "\"")) {
      let length = afterPounds - position
      position = afterPounds
      var result = Result(
        .rawStringPoundDelimiter, transition: .push(.afterRawStringDelimiter(delimiterLength: length)))
      result.isStringPart = true
      return result
    }
    if let end = scanRegexLiteral(from: position, mustBeRegex: true) {
      position = end
      return Result(.regex)
    }
    // `#` followed by ASCII letters: one of the lexer's directive words, or a bare `#`.
    var wordEnd = position + 1
    while let value = byte(wordEnd), UnicodeClasses.isASCIIIdentifierStart(value) { wordEnd += 1 }
    let word = Word.recognize(input, position + 1, wordEnd)
    let kind: RawKind
    switch word {
    case .sourceLocation: kind = .poundSourceLocation
    case .if: kind = .poundIf
    case .else: kind = .poundElse
    case .elseif: kind = .poundElseif
    case .endif: kind = .poundEndif
    case .available: kind = .poundAvailable
    case .unavailable: kind = .poundUnavailable
    default:
      position += 1
      return Result(.pound)
    }
    position = wordEnd
    var result = Result(kind)
    result.word = word
    return result
  }

  private func editorPlaceholderEnd(from start: Int) -> Int? {
    var current = start + 2
    while let value = byte(current) {
      current += 1
      if value == UInt8(ascii: "\n") { return nil }
      if value == UInt8(ascii: "<") && byte(current, is: UInt8(ascii: "#")) { return nil }
      if value == UInt8(ascii: "#") && byte(current, is: UInt8(ascii: ">")) { return current + 1 }
    }
    return nil
  }

  // MARK: - Identifiers

  private mutating func lexIdentifier() -> Result {
    guard let afterFirst = advance(at: position, if: UnicodeClasses.isIdentifierStart) else {
      position += 1
      return Result(.unknown)
    }
    return lexIdentifier(afterFirst: afterFirst)
  }

  /// The rest of an identifier whose first character ends at `afterFirst`.
  private mutating func lexIdentifier(afterFirst: Int) -> Result {
    let start = position
    position = skipIdentifierContinuation(from: afterFirst)
    let word = Word.recognize(input, start, position, in: words)
    var result = Result(Lexer.kind(of: word))
    result.keyword = result.kind == .keyword ? word : .none
    result.word = word
    return result
  }

  /// The kind of an identifier-shaped lexeme spelling `word`: `_`, a reserved keyword, or a name.
  @inline(__always)
  static func kind(of word: Word) -> RawKind {
    word == .wildcard ? .wildcard : word.isReserved ? .keyword : .identifier
  }

  private mutating func lexDollarIdentifier() -> Result {
    let start = position
    position += 1
    var isAllDigits = true
    while true {
      if let value = byte(position), UnicodeClasses.isDigit(value) {
        position += 1
        continue
      }
      if let next = advance(at: position, if: UnicodeClasses.isIdentifierContinue) {
        position = next
        isAllDigits = false
        continue
      }
      break
    }
    if position == start + 1 || !isAllDigits { return Result(.identifier) }
    return Result(.dollarIdentifier)
  }

  private mutating func lexEscapedIdentifier() -> Result {
    var current = position + 1
    while let value = byte(current), value != UInt8(ascii: "`"), value != UInt8(ascii: "\n"),
      value != UInt8(ascii: "\r")
    {
      current += 1
    }
    if byte(current, is: UInt8(ascii: "`")) {
      position = current + 1
      return Result(.identifier)
    }
    position += 1
    return Result(.backtick)
  }

  // MARK: - Unknown characters

  enum UnknownClassification {
    case trivia(end: Int)
    case lexeme(RawKind, end: Int)
  }

  func lexUnknown(at start: Int) -> UnknownClassification {
    if let afterFirst = advance(at: start, if: UnicodeClasses.isIdentifierContinue) {
      return .lexeme(.identifier, end: advance(from: afterFirst, while: UnicodeClasses.isIdentifierContinue))
    }
    let (scalar, length) = UnicodeClasses.decode(input, start)
    var current = start + max(length, 1)
    guard let scalar else { return .trivia(end: current) }
    switch scalar {
    case 0xA0:
      while byte(current, is: 0xC2) && byte(current + 1, is: 0xA0) { current += 2 }
      return .trivia(end: current)
    case 0x201D:
      return .lexeme(.unknown, end: current)
    case 0x201C:
      return .lexeme(.identifier, end: endOfCurlyQuoteLiteral(from: current) ?? current)
    default:
      return .trivia(end: current)
    }
  }

  private func endOfCurlyQuoteLiteral(from start: Int) -> Int? {
    var current = start
    while true {
      if byte(current, is: UInt8(ascii: "\\")) && byte(current + 1, is: UInt8(ascii: "(")) { return nil }
      if byte(current) == nil || isNewline(current) { return nil }
      let (character, next) = lexCharacterInStringLiteral(at: current, kind: .singleLine, delimiterLength: 0)
      switch character {
      case .error: return nil
      case .endOfString: return next
      case .success(let scalar) where scalar == 0x201D: return next
      default: current = next
      }
    }
  }
}

/// Bounds-checked reads of the input: out of range reads nothing.
struct ByteReader {
  let input: UnsafeBufferPointer<UInt8>

  @inline(__always)
  func byte(_ index: Int) -> UInt8? {
    index >= 0 && index < input.count ? input[index] : nil
  }

  @inline(__always)
  func byte(_ index: Int, is expected: UInt8) -> Bool {
    index >= 0 && index < input.count && input[index] == expected
  }

  /// The byte before `index`, or 0 at the start of the file (swift-syntax's `previous`).
  @inline(__always)
  func previousByte(_ index: Int) -> UInt8 {
    index > 0 && index <= input.count ? input[index - 1] : 0
  }

  @inline(__always)
  func isNewline(_ index: Int) -> Bool {
    guard let value = byte(index) else { return false }
    return value == UInt8(ascii: "\n") || value == UInt8(ascii: "\r")
  }
}
