/// One file tokenized and parsed once; every rule reads this shared value.
public final class ParsedFile: @unchecked Sendable {
  public let source: SourceFile
  public let tokens: [Token]
  public let comments: [Comment]
  public let syntax: SyntaxTree

  public convenience init(source: SourceFile) {
    var timings = StageTimings(enabled: false)
    self.init(source: source, timings: &timings)
  }

  /// Parses `source`, adding the tokenizer's and parser's CPU time to `timings`.
  /// `declarationsOnly` skips code bodies (enough for the project index); `tokens`, when
  /// given, is the file's token stream from an earlier pass.
  public init(
    source: SourceFile, timings: inout StageTimings, declarationsOnly: Bool = false, tokens cached: TokenStream? = nil
  ) {
    self.source = source
    let stream = cached ?? timings.measure(.tokenize) { Tokenizer.tokenize(source.bytes) }
    tokens = stream.tokens
    comments = stream.comments
    syntax = timings.measure(.parse) {
      Parser.parse(bytes: source.bytes, tokens: stream.tokens, declarationsOnly: declarationsOnly)
    }
  }

  public convenience init(path: String, text: String) {
    self.init(source: SourceFile(path: path, text: text))
  }

  /// Qualified names of `syntax.types`, computed once (rules ask for them repeatedly).
  public private(set) lazy var qualifiedNames: [String] = syntax.types.map { computeQualifiedName(of: $0) }

  /// Each type's own functions and variables, built once on first use: rules ask per type, and
  /// filtering every declaration of the file per type is quadratic in types per file.
  public private(set) lazy var members = MemberTable(syntax)

  /// Declarations by name, built once on first use, for rules that look a name up per call.
  public private(set) lazy var declarationNames = DeclarationNames(self)

  /// Indices into `syntax.types` by qualified name, in source order: the types part of
  /// `declarationNames`, alone (the bridge model asks for it in every file with a view, and
  /// hashing every function and variable name there too cost more than the model's own work).
  public private(set) lazy var typesByQualifiedName: [String: [Int32]] = {
    var types: [String: [Int32]] = [:]
    for (index, name) in qualifiedNames.enumerated() { types[name, default: []].append(Int32(index)) }
    return types
  }()

  /// What the layers above compute once per file and keep as long as the file: the code model
  /// (`code`, in `Model/`) and pass 1's hosting sites (`hostingSiteSummaries`, in `Index/`). The
  /// parser does not know those types; each layer's accessor stores its value here.
  public let derived = DerivedValues()

  public var path: String { source.path }
  public var bytes: [UInt8] { source.bytes }

  // MARK: - Tokens

  @inline(__always) public func isValid(_ token: Int32) -> Bool { token >= 0 && Int(token) < tokens.count }

  public func kind(_ token: Int32) -> TokenKind? { isValid(token) ? tokens[Int(token)].kind : nil }

  public func word(_ token: Int32) -> Word { isValid(token) ? tokens[Int(token)].word : .none }

  public func isKind(_ token: Int32, _ kind: TokenKind) -> Bool { isValid(token) && tokens[Int(token)].kind == kind }

  /// The token's exact source text.
  public func text(_ token: Int32) -> String {
    guard isValid(token) else { return "" }
    let value = tokens[Int(token)]
    return source.text(value.startOffset, value.endOffset)
  }

  /// Does any identifier token spell one of `names`? One pass over the tokens; a token's text is
  /// built only when some name has its length.
  public func spellsAny(of names: Set<String>) -> Bool {
    let lengths = Set(names.map { $0.utf8.count })
    return tokens.indices.contains { position in
      tokens[position].kind == .identifier && lengths.contains(tokens[position].length)
        && names.contains(text(Int32(position)))
    }
  }

  /// `+=`, `-=`, `&&=`…: an operator that assigns (not a comparison).
  func isCompoundAssignment(_ token: Int32) -> Bool {
    guard isKind(token, .binaryOperator) else { return false }
    let operation = text(token)
    return operation.hasSuffix("=") && !["==", "!=", "<=", ">=", "===", "!=="].contains(operation)
  }

  /// The closer of the bracket group opened at `open`, or nil when `open` opens none.
  public func closer(of open: Int32) -> Int32? {
    guard open >= 0, Int(open) < syntax.match.count else { return nil }
    let close = syntax.match[Int(open)]
    return close > open ? close : nil
  }

  /// Does token `token` spell exactly `expected`? (byte comparison, no allocation)
  public func tokenIs(_ token: Int32, _ expected: StaticString) -> Bool {
    guard isValid(token) else { return false }
    let value = tokens[Int(token)]
    let length = expected.utf8CodeUnitCount
    guard value.length == length, value.endOffset <= bytes.count else { return false }
    return expected.withUTF8Buffer { buffer in
      source.bytes.withUnsafeBufferPointer { bytes in
        var offset = 0
        while offset < length {
          if bytes[value.startOffset + offset] != buffer[offset] { return false }
          offset += 1
        }
        return true
      }
    }
  }

  /// Does token `token` end with `suffix`? (byte comparison, no allocation)
  public func tokenEndsWith(_ token: Int32, _ suffix: StaticString) -> Bool {
    guard isValid(token) else { return false }
    let value = tokens[Int(token)]
    let length = suffix.utf8CodeUnitCount
    guard value.length >= length, value.endOffset <= bytes.count else { return false }
    return suffix.withUTF8Buffer { expected in
      source.bytes.withUnsafeBufferPointer { bytes in
        let start = value.endOffset - length
        var offset = 0
        while offset < length {
          if bytes[start + offset] != expected[offset] { return false }
          offset += 1
        }
        return true
      }
    }
  }

  /// Do tokens `a` and `b` spell the same text?
  public func sameText(_ a: Int32, _ b: Int32) -> Bool {
    guard isValid(a) && isValid(b) else { return false }
    let first = tokens[Int(a)]
    let second = tokens[Int(b)]
    guard first.length == second.length else { return false }
    return source.bytes.withUnsafeBufferPointer { bytes in
      var offset = 0
      while offset < first.length {
        if bytes[first.startOffset + offset] != bytes[second.startOffset + offset] { return false }
        offset += 1
      }
      return true
    }
  }

  /// Source text of a token range with every run of trivia collapsed to one space
  /// (or nothing where the tokens touch): a normalized form for comparing expressions.
  public func text(_ range: TokenRange) -> String {
    guard !range.isEmpty, isValid(range.start) else { return "" }
    let end = min(Int(range.end), tokens.count)
    var bytes: [UInt8] = []
    var index = Int(range.start)
    while index < end {
      let token = tokens[index]
      if index > Int(range.start) && token.hasSpaceBefore { bytes.append(UInt8(ascii: " ")) }
      let upper = min(token.endOffset, source.bytes.count)
      if token.startOffset < upper { bytes.append(contentsOf: source.bytes[token.startOffset..<upper]) }
      index += 1
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Like `text(_:)` but ignores all trivia, so `self . child` equals `self.child`.
  /// `limit` stops after about that many bytes (for display).
  public func compactText(_ range: TokenRange, limit: Int = .max) -> String {
    guard !range.isEmpty, isValid(range.start) else { return "" }
    let end = min(Int(range.end), tokens.count)
    // Most ranges are one name: no intermediate buffer.
    if end - Int(range.start) == 1 && tokens[Int(range.start)].kind != .poundKeyword { return text(range.start) }
    var bytes: [UInt8] = []
    var index = Int(range.start)
    while index < end && bytes.count <= limit {
      let token = tokens[index]
      // Compilation-directive lines inside an expression (`#if DEBUG` in a modifier chain) are not part of it.
      if token.kind == .poundKeyword && isDirective(token.word) {
        index += 1
        while index < end && !tokens[index].hasNewlineBefore { index += 1 }
        continue
      }
      index += 1
      let upper = min(token.endOffset, source.bytes.count)
      if token.startOffset < upper { bytes.append(contentsOf: source.bytes[token.startOffset..<upper]) }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  private func isDirective(_ word: Word) -> Bool {
    word == .if || word == .elseif || word == .else || word == .endif
  }

  /// 1-based line and UTF-8 column of a token's first byte.
  public func location(of token: Int32) -> (line: Int, column: Int) {
    guard isValid(token) else { return source.location(of: bytes.count) }
    return source.location(of: tokens[Int(token)].startOffset)
  }

  // MARK: - Structure

  /// The nearest node, `node` itself included, that satisfies `predicate`.
  public func enclosingNode(of node: Int32, where predicate: (SyntaxNode) -> Bool) -> Int32? {
    var current = node
    var steps = 0
    while isValidNode(current) && steps <= Parser.maximumDepth + 8 {
      if predicate(syntax.nodes[Int(current)]) { return current }
      current = syntax.nodes[Int(current)].parent
      steps += 1
    }
    return nil
  }

  /// Walks up from `node`; true when `ancestor` is reached before `predicate` matches.
  private func enclosingNode(of node: Int32, where predicate: (SyntaxNode) -> Bool, stopAt ancestor: Int32) -> Bool {
    var current = node
    var steps = 0
    while isValidNode(current) && steps <= Parser.maximumDepth + 8 {
      if current == ancestor { return true }
      if predicate(syntax.nodes[Int(current)]) { return false }
      current = syntax.nodes[Int(current)].parent
      steps += 1
    }
    return false
  }

  /// The innermost type declaration enclosing `node` (itself excluded), if any.
  public func enclosingType(of node: Int32) -> TypeDecl? {
    guard isValidNode(node) else { return nil }
    let parent = syntax.nodes[Int(node)].parent
    guard let typeNode = enclosingNode(of: parent, where: { $0.kind == .type }) else { return nil }
    return syntax.types[Int(syntax.nodes[Int(typeNode)].payload)]
  }

  public func isValidNode(_ node: Int32) -> Bool { node >= 0 && Int(node) < syntax.nodes.count }

  /// Is `node` equal to or nested inside `ancestor`?
  public func isNode(_ node: Int32, inside ancestor: Int32) -> Bool {
    enclosingNode(of: node, where: { _ in false }, stopAt: ancestor)
  }

  /// Calls whose callee name token lies in `range` (binary search: calls are in source order).
  public func calls(in range: TokenRange) -> ArraySlice<Call> {
    let calls = syntax.calls
    let lower = calls.partitionPoint { Int32(anchor(of: $0)) < range.start }
    let upper = calls.partitionPoint { Int32(anchor(of: $0)) < range.end }
    return calls[lower..<max(lower, upper)]
  }

  /// The token a call is ordered by: its `(` or its first trailing closure's `{`.
  public func anchor(of call: Call) -> Int32 {
    call.leftParen >= 0 ? call.leftParen : (call.trailingClosures.first ?? call.name)
  }

  public func assignments(in range: TokenRange) -> ArraySlice<Assignment> {
    let assignments = syntax.assignments
    let lower = assignments.partitionPoint { $0.equal < range.start }
    let upper = assignments.partitionPoint { $0.equal < range.end }
    return assignments[lower..<max(lower, upper)]
  }

  public func closures(in range: TokenRange) -> ArraySlice<Closure> {
    let closures = syntax.closures
    let lower = closures.partitionPoint { $0.open < range.start }
    let upper = closures.partitionPoint { $0.open < range.end }
    return closures[lower..<max(lower, upper)]
  }

  /// The arguments of `call`.
  public func arguments(of call: Call) -> ArraySlice<Argument> {
    let lower = Int(call.arguments.lowerBound)
    let upper = Int(call.arguments.upperBound)
    guard lower >= 0 && upper <= syntax.arguments.count && lower <= upper else { return [] }
    return syntax.arguments[lower..<upper]
  }

  /// The closure whose `{` is token `open`.
  public func closure(openingAt open: Int32) -> Closure? {
    let closures = syntax.closures
    let index = closures.partitionPoint { $0.open < open }
    return index < closures.count && closures[index].open == open ? closures[index] : nil
  }

  /// The index (in `syntax.calls`) of the call `call` refers to when it is a `Closure.owner`.
  public func call(_ index: Int32) -> Call? {
    index >= 0 && Int(index) < syntax.calls.count ? syntax.calls[Int(index)] : nil
  }
}

/// Declarations indexed by where they are: per owning type (`ParsedFile.members`) and, for variables,
/// by the position of their `let`/`var` (ranges of a body in logarithmic time).
public struct MemberTable: Sendable {
  /// Per entry of `syntax.types`: indices into `syntax.functions` declared directly in its body
  /// (accessors too, should one be), in source order.
  public let functions: [[Int32]]
  /// Per entry of `syntax.types`: indices into `syntax.variables` declared directly in its body.
  public let variables: [[Int32]]
  /// Indices into `syntax.variables`, sorted by their keyword token.
  public let variablesByKeyword: [Int32]

  init(_ syntax: SyntaxTree) {
    var functions = [[Int32]](repeating: [], count: syntax.types.count)
    var variables = [[Int32]](repeating: [], count: syntax.types.count)
    /// The type whose body directly holds `node`, as an index into `syntax.types`.
    func owner(of node: Int32) -> Int? {
      guard node >= 0 && Int(node) < syntax.nodes.count else { return nil }
      let parent = syntax.nodes[Int(node)].parent
      guard parent >= 0 && Int(parent) < syntax.nodes.count, syntax.nodes[Int(parent)].kind == .type else {
        return nil
      }
      let payload = Int(syntax.nodes[Int(parent)].payload)
      return payload >= 0 && payload < syntax.types.count ? payload : nil
    }
    for (index, function) in syntax.functions.enumerated() {
      if let type = owner(of: function.node) { functions[type].append(Int32(index)) }
    }
    for (index, variable) in syntax.variables.enumerated() {
      if let type = owner(of: variable.node) { variables[type].append(Int32(index)) }
    }
    self.functions = functions
    self.variables = variables
    let byKeyword = (0..<Int32(syntax.variables.count)).map { $0 }
    let keywords = syntax.variables.map(\.keyword)
    // Nearly always already in source order: sorting then costs one pass.
    variablesByKeyword =
      zip(keywords, keywords.dropFirst()).allSatisfy { $0 <= $1 }
      ? byKeyword : byKeyword.sorted { keywords[Int($0)] < keywords[Int($1)] }
  }
}

/// Types by qualified name, functions and variables by name (indices into `syntax.types`,
/// `syntax.functions`, `syntax.variables`, in source order): one pass over the file instead of one
/// per lookup.
public struct DeclarationNames: Sendable {
  public let types: [String: [Int32]]
  public let functions: [String: [Int32]]
  public let variables: [String: [Int32]]

  init(_ file: ParsedFile) {
    let types = file.typesByQualifiedName
    var functions: [String: [Int32]] = [:]
    for (index, function) in file.syntax.functions.enumerated() where function.name >= 0 {
      functions[file.text(function.name), default: []].append(Int32(index))
    }
    var variables: [String: [Int32]] = [:]
    for (index, variable) in file.syntax.variables.enumerated() where variable.name >= 0 {
      variables[file.text(variable.name), default: []].append(Int32(index))
    }
    self.types = types
    self.functions = functions
    self.variables = variables
  }
}
