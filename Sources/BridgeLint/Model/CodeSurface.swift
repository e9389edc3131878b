/// The typed surface rules read the parse through (issue 27): typed handles (`TokenID`, `FunctionID`,
/// …) and optionals instead of the syntax tables' `Int32` positions and their `-1` for "absent".
/// Each accessor names an idiom rules used to spell out with token arithmetic (`isKind(x + 1, .period)`,
/// `lhs.end - 1`, `match[close]`); `RuleSurfaceTests` keeps `Int32`, `-1` and the raw tables out of
/// `Sources/Rules`.

// MARK: - Tokens

extension ParsedFile {
  public func kind(_ token: TokenID) -> TokenKind? { kind(token.raw) }
  public func word(_ token: TokenID) -> Word { word(token.raw) }
  public func isKind(_ token: TokenID, _ kind: TokenKind) -> Bool { isKind(token.raw, kind) }
  public func tokenIs(_ token: TokenID, _ expected: StaticString) -> Bool { tokenIs(token.raw, expected) }
  public func sameText(_ a: TokenID, _ b: TokenID) -> Bool { sameText(a.raw, b.raw) }
  public func location(of token: TokenID) -> (line: Int, column: Int) { location(of: token.raw) }

  /// Is `token` a position of this file's token stream?
  public func contains(_ token: TokenID) -> Bool { isValid(token.raw) }

  /// The token after `token`, nil at the end of the file.
  public func token(after token: TokenID) -> TokenID? {
    isValid(token.raw + 1) ? TokenID(token.raw + 1) : nil
  }

  /// The token before `token`, nil at the start of the file.
  public func token(before token: TokenID) -> TokenID? {
    token.raw > 0 && isValid(token.raw - 1) ? TokenID(token.raw - 1) : nil
  }

  /// The byte offset where `token` starts (the end of the file for a position past it).
  public func startOffset(of token: TokenID) -> Int {
    isValid(token.raw) ? tokens[Int(token.raw)].startOffset : bytes.count
  }

  /// The byte offset just past `token` (the end of the file for a position past it).
  public func endOffset(of token: TokenID) -> Int {
    isValid(token.raw) ? tokens[Int(token.raw)].endOffset : bytes.count
  }

  /// The bytes from the start of `first` to the end of `last`.
  public func byteRange(from first: TokenID, through last: TokenID) -> Range<Int> {
    let start = startOffset(of: first)
    return start..<max(start, endOffset(of: last))
  }

  /// The closer of the bracket group `open` opens, nil when it opens none.
  public func closer(ofBracket open: TokenID) -> TokenID? { closer(of: open.raw).map(TokenID.init) }

  /// The opener of the bracket group `close` closes, nil when it closes none.
  public func opener(ofBracket close: TokenID) -> TokenID? {
    guard close.raw >= 0, Int(close.raw) < syntax.match.count else { return nil }
    let open = syntax.match[Int(close.raw)]
    return open >= 0 && open < close.raw ? TokenID(open) : nil
  }

  /// The name in `.name` right after `token` (`token` `.` `name`), nil when none follows.
  public func member(after token: TokenID) -> TokenID? {
    guard isKind(token.raw + 1, .period), isValid(token.raw + 2) else { return nil }
    return TokenID(token.raw + 2)
  }

  /// Is `token` followed by `.name`?
  public func isFollowed(_ token: TokenID, byMember name: StaticString) -> Bool {
    member(after: token).map { tokenIs($0, name) } ?? false
  }

  /// Is the token after `token` of `kind` (false at the end of the file)?
  public func isKind(after token: TokenID, _ kind: TokenKind) -> Bool {
    self.token(after: token).map { isKind($0, kind) } ?? false
  }

  /// Is the token before `token` of `kind` (false at the start of the file)?
  public func isKind(before token: TokenID, _ kind: TokenKind) -> Bool {
    self.token(before: token).map { isKind($0, kind) } ?? false
  }

  /// Is the token after `token` spelled `expected` (false at the end of the file)?
  public func tokenIs(after token: TokenID, _ expected: StaticString) -> Bool {
    self.token(after: token).map { tokenIs($0, expected) } ?? false
  }

  /// Is the token before `token` spelled `expected` (false at the start of the file)?
  public func tokenIs(before token: TokenID, _ expected: StaticString) -> Bool {
    self.token(before: token).map { tokenIs($0, expected) } ?? false
  }

  /// The first token after `token` that is not a postfix `?` or `!` (`x?.a`, `x!.a`): where an
  /// access to `x` goes on. The position past the file when the file ends first.
  public func tokenAfterUnwraps(_ token: TokenID) -> TokenID {
    var next = token.raw + 1
    while isKind(next, .postfixQuestionMark) || isKind(next, .exclamationMark) { next += 1 }
    return TokenID(next)
  }

  /// `range` without its trailing postfix `?` and `!` (`overlay?`, `host.view!`), keeping at least
  /// `minimum` tokens: an optional chain is not part of the name it unwraps.
  public func droppingTrailingUnwraps(_ range: TokenRange, minimum: Int32 = 0) -> TokenRange {
    var end = range.end
    while end > range.start + minimum && (isKind(end - 1, .postfixQuestionMark) || isKind(end - 1, .exclamationMark)) {
      end -= 1
    }
    return TokenRange(range.start, end)
  }

  /// Is `token` preceded by a `.` (a member name, `x.token`)?
  public func isAfterPeriod(_ token: TokenID) -> Bool { isKind(token.raw - 1, .period) }

  /// Does a line break come before `token` (false for a position outside the file)?
  public func hasNewline(before token: TokenID) -> Bool {
    isValid(token.raw) && tokens[Int(token.raw)].hasNewlineBefore
  }

  /// The length in bytes of `token` (0 for a position outside the file).
  public func length(of token: TokenID) -> Int { isValid(token.raw) ? tokens[Int(token.raw)].length : 0 }

  /// Is `token` an identifier starting with a capital letter (a type's name, by convention)?
  public func isUpperIdentifier(_ token: TokenID) -> Bool { isUpperIdentifier(token.raw) }

  /// `T(`, `T.init(`, `T.shared`, `T { … }` at `token`: T.
  public func constructedType(at token: TokenID) -> String? { constructedType(at: token.raw) }

  /// Every token of the file, in order.
  public var tokenIDs: [TokenID] { (0..<Int32(tokens.count)).map(TokenID.init) }
}

// MARK: - Spans

extension TokenSpan {
  /// The number of tokens in the span.
  public var count: Int { Int(end.raw - start.raw) }
}

extension TokenRange {
  /// The first token, nil for an empty range.
  public var first: TokenID? { isEmpty ? nil : TokenID(start) }
  /// The last token, nil for an empty range.
  public var last: TokenID? { isEmpty ? nil : TokenID(end - 1) }
  /// The tokens from `first` up to `end` (exclusive).
  public init(_ first: TokenID, upTo end: TokenID) { self.init(first.raw, end.raw) }
  /// The tokens from `first` through `last` (inclusive).
  public init(_ first: TokenID, through last: TokenID) { self.init(first.raw, last.raw + 1) }
  /// `count` tokens from `first` (fewer at the end of the file: ranges are clipped where read).
  public init(_ first: TokenID, count: Int32) { self.init(first.raw, first.raw + count) }
  /// Is `token` one of the range's tokens?
  public func contains(_ token: TokenID) -> Bool { contains(token.raw) }
}

// MARK: - Declarations and expressions

extension ParsedFile {
  /// Every call of the file, in source order.
  public var allCalls: [Call] { syntax.calls }
  /// Every assignment of the file, in source order.
  public var allAssignments: [Assignment] { syntax.assignments }
  /// Every `if`/`guard`/`for`/`while`/… block of the file, in source order.
  public var allBlocks: [Block] { syntax.blocks }
  /// Every type and extension of the file, in source order.
  public var allTypes: [TypeDecl] { syntax.types }
  /// Every function, initializer and accessor of the file, in source order.
  public var allFunctions: [FunctionDecl] { syntax.functions }
  /// Every variable and property declaration, in source order.
  public var allVariables: [VariableDecl] { syntax.variables }
  /// Every type and extension of the file, with its handle, in source order.
  public var typeIDs: [TypeID] { (0..<Int32(syntax.types.count)).map(TypeID.init) }
  /// Every function of the file, with its handle, in source order.
  public var functionIDs: [FunctionID] { (0..<Int32(syntax.functions.count)).map(FunctionID.init) }

  /// The parameters of a function.
  public func parameters(of function: FunctionDecl) -> ArraySlice<Parameter> {
    slice(syntax.parameters, function.parameters)
  }
  /// The attributes written on a declaration (`attributes` of a type, function or variable).
  public func attributes(_ positions: Range<Int32>) -> ArraySlice<Attribute> { slice(syntax.attributes, positions) }
  /// The type references of an inheritance clause (`TypeDecl.inheritance`).
  public func typeReferences(_ positions: Range<Int32>) -> ArraySlice<TypeReference> {
    slice(syntax.typeReferences, positions)
  }

  private func slice<T>(_ table: [T], _ positions: Range<Int32>) -> ArraySlice<T> {
    let lower = Int(positions.lowerBound)
    let upper = Int(positions.upperBound)
    guard lower >= 0, lower <= upper, upper <= table.count else { return [] }
    return table[lower..<upper]
  }

  /// The syntax node that encloses `node`, typed.
  public func node(_ id: NodeID) -> SyntaxNode? { isValidNode(id.raw) ? syntax.nodes[Int(id.raw)] : nil }

  /// The innermost node whose range contains `token`, nil when none does.
  public func innermostNode(containing token: TokenID) -> NodeID? {
    NodeID(ifPresent: innermostNode(containing: token.raw))
  }

  /// The function, initializer or accessor around `token` (closures are looked through).
  public func enclosingFunction(containing token: TokenID) -> FunctionDecl? {
    enclosingFunction(of: innermostNode(containing: token.raw))
  }

  /// The calls that take the closures around `token` as arguments (`sheet` for a view built in
  /// `.sheet { … }`), innermost first, each with the closure's label token (`destination` in
  /// `destination: { … }`, `label` in `label: { … }` after a trailing closure; nil for an
  /// unlabelled, first trailing closure). The walk stops at a function, accessor or type.
  public func closureArguments(around token: TokenID) -> [(call: Call, label: TokenID?)] {
    var found: [(call: Call, label: TokenID?)] = []
    var node = innermostNode(containing: token.raw)
    var steps = 0
    while isValidNode(node) && steps <= Parser.maximumDepth + 8 {
      let value = syntax.nodes[Int(node)]
      if value.kind == .function || value.kind == .accessor || value.kind == .type { break }
      if value.kind == .closure, Int(value.payload) < syntax.closures.count {
        let closure = syntax.closures[Int(value.payload)]
        if closure.ownerKind == .argument || closure.ownerKind == .trailingClosure, closure.owner >= 0,
          Int(closure.owner) < syntax.calls.count
        {
          let call = syntax.calls[Int(closure.owner)]
          var label: Int32 = -1
          if closure.ownerKind == .trailingClosure {
            label = closure.ownerIndex
          } else if closure.ownerIndex >= 0 {
            label = arguments(of: call).dropFirst(Int(closure.ownerIndex)).first?.label ?? -1
          }
          found.append((call, TokenID(ifPresent: label)))
        }
      }
      node = value.parent
      steps += 1
    }
    return found
  }

  /// The calls of `closureArguments(around:)`.
  public func callsTakingClosures(around token: TokenID) -> [Call] {
    closureArguments(around: token).map(\.call)
  }

  /// The value an optional binding declared at `declaration` unwraps (`if let x = value {`):
  /// up to the `{`, `,` or `else` at depth 0 that ends it, reading at most 64 tokens.
  public func optionalBindingValue(declaredAt declaration: TokenID) -> TokenRange? {
    guard isKind(after: declaration, .equal) else { return nil }
    let window = TokenRange(declaration, count: 66)
    var token = window.start + 2
    var depth = 0
    while token < window.end, isValid(token) {
      if isKind(token, .leftParen) || isKind(token, .leftSquare) { depth += 1 }
      if isKind(token, .rightParen) || isKind(token, .rightSquare) { depth -= 1 }
      if depth == 0, isKind(token, .leftBrace) || isKind(token, .comma) || word(token) == .else {
        return TokenRange(window.start + 2, token)
      }
      token += 1
    }
    return nil
  }

  /// The innermost type declaration (or extension) around `token`.
  public func enclosingType(containing token: TokenID) -> TypeDecl? {
    enclosingType(of: innermostNode(containing: token.raw))
  }

  /// The blocks (`if`, `for`, …) around `node`, innermost first, up to `limit` (exclusive; nil: all).
  public func enclosingBlocks(of node: NodeID?, upTo limit: NodeID?) -> [Block] {
    guard let node else { return [] }
    return enclosingBlocks(of: node.raw, upTo: limit?.raw ?? -1)
  }

  /// The member an assignment writes: the last name of its left-hand side (`view.frame = …` → `frame`),
  /// nil when the left-hand side ends in something else (`a[i] = …`).
  public func memberWritten(by assignment: Assignment) -> TokenID? {
    guard let last = assignment.lhs.last, isKind(last, .identifier) else { return nil }
    return last
  }

  /// The bytes of a whole assignment, `lhs = rhs`.
  public func byteRange(of assignment: Assignment) -> Range<Int>? {
    guard let first = assignment.lhs.first, let last = assignment.rhs.last else { return nil }
    return byteRange(from: first, through: last)
  }

  /// The first token after a closure's `{` and its attributes (`@MainActor`, `@Sendable`,
  /// `@available(…)`): where a capture list starts (the `}` when nothing else is there).
  public func tokenAfterAttributes(in closure: Closure) -> TokenID {
    var token = closure.open + 1
    while token < closure.close && isKind(token, .atSign) && kind(token + 1) == .identifier {
      token += 2
      guard isKind(token, .leftParen) else { continue }
      // An unclosed `(` runs to the end of the closure.
      token = closer(of: token).map { min($0 + 1, closure.close) } ?? closure.close
    }
    return TokenID(token)
  }
}

// MARK: - Typed fields

extension Call {
  /// The callee's name token (`present` in `vc.present(…)`), nil for a call without one.
  public var nameToken: TokenID? { TokenID(ifPresent: name) }
  /// The `.` before the callee's name, nil for an unqualified call.
  public var dotToken: TokenID? { TokenID(ifPresent: dot) }
  /// The `(`, nil for a call with trailing closures only.
  public var leftParenToken: TokenID? { TokenID(ifPresent: leftParen) }
  /// The `)`, nil for a call with trailing closures only.
  public var rightParenToken: TokenID? { TokenID(ifPresent: rightParen) }
  /// Is the call written `name()` (parentheses with nothing between)?
  public var hasEmptyParentheses: Bool { leftParen >= 0 && rightParen == leftParen + 1 }
  /// Is the call unqualified (no `.` before its name)?
  public var isUnqualified: Bool { dot < 0 }
}

extension Closure {
  /// The first token of the body (after `in`, or after the `{` when there is no signature).
  public var body: TokenRange { TokenRange(bodyStart >= 0 ? bodyStart : open + 1, close) }
  /// The `in` after the closure's signature, nil when it has none.
  public var inToken: TokenID? { TokenID(ifPresent: inKeyword) }
}

extension Argument {
  /// The argument's label, nil for an unlabelled argument.
  public var labelToken: TokenID? { TokenID(ifPresent: label) }
}

extension Parameter {
  /// The parameter's name, nil when the parser found none.
  public var nameToken: TokenID? { TokenID(ifPresent: name) }
  /// The argument label written before the name, nil when there is none.
  public var labelToken: TokenID? { TokenID(ifPresent: label) }
}

extension VariableDecl {
  /// The declared name, nil for a pattern (`let (a, b) = …`).
  public var nameToken: TokenID? { TokenID(ifPresent: name) }
  /// The `let`/`var`, nil when the parser found none.
  public var keywordToken: TokenID? { TokenID(ifPresent: keyword) }
}

extension FunctionDecl {
  /// The function's name, nil for an initializer or accessor without one.
  public var nameToken: TokenID? { TokenID(ifPresent: name) }
}

extension TypeDecl {
  /// The body's `{`, nil when the parser found none.
  public var bodyOpenToken: TokenID? { TokenID(ifPresent: bodyOpen) }
  /// The body between its braces, nil when the type has no body.
  public var body: TokenRange? { bodyOpen >= 0 && bodyClose > bodyOpen ? TokenRange(bodyOpen + 1, bodyClose) : nil }
  /// The tokens between the name and the body's `{`: generic parameters, inheritance and `where`
  /// clauses (empty when the type has no body).
  public var header: TokenRange { name >= 0 && bodyOpen > name ? TokenRange(name + 1, bodyOpen) : .empty }
}

extension TokenRange {
  /// The range's tokens, in order.
  public var tokens: [TokenID] { isEmpty ? [] : (start..<end).map(TokenID.init) }
}

extension TypeReference {
  /// The referenced type's name, nil when the parser found none.
  public var nameToken: TokenID? { TokenID(ifPresent: name) }
}
