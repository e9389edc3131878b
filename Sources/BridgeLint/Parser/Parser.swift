/// A lightweight recursive-descent parser over the token array. It does not type-check
/// or build full expression trees; it records the structure rules depend on (see
/// `SyntaxTree`). Brackets are matched up front, so any group can be skipped in O(1),
/// and recursion stops at `maximumDepth` nested groups: deeper code is skipped flat
/// (`SyntaxTree.exceededDepth`), so no input can exhaust the stack.
public struct Parser {
  public static let maximumDepth = 160

  enum ItemContext { case code, typeBody, enumBody, switchBody }

  let bytes: UnsafeBufferPointer<UInt8>
  let tokens: UnsafeBufferPointer<Token>
  let count: Int
  var tree = SyntaxTree()
  var depth = 0
  /// Pass 1 only needs declarations: skip the insides of function, accessor, closure and
  /// statement bodies (most of a file's tokens).
  var declarationsOnly = false
  /// The last call's end token and callee start, so walking back along a long
  /// modifier chain (`a.b().c().d()…`) stays linear.
  var lastChainEnd = -1
  var lastChainStart = -1
  /// Some reserved `statements` slots were not statements after all (see `parseItems`).
  var hasDiscardedStatements = false

  init(bytes: UnsafeBufferPointer<UInt8>, tokens: UnsafeBufferPointer<Token>) {
    self.bytes = bytes
    self.tokens = tokens
    self.count = tokens.count
  }

  /// Parses `tokens` of `bytes` into a `SyntaxTree` (only declarations when `declarationsOnly`).
  public static func parse(bytes: [UInt8], tokens: [Token], declarationsOnly: Bool = false) -> SyntaxTree {
    bytes.withUnsafeBufferPointer { byteBuffer in
      tokens.withUnsafeBufferPointer { tokenBuffer in
        var parser = Parser(bytes: byteBuffer, tokens: tokenBuffer)
        parser.declarationsOnly = declarationsOnly
        (parser.tree.match, parser.tree.bracketDepth) = BracketMatcher.match(tokens)
        parser.parseFile()
        if parser.hasDiscardedStatements {
          parser.tree.statements.removeAll { $0.scope == Parser.discardedStatement }
        }
        return parser.tree
      }
    }
  }

  mutating func parseFile() {
    tree.nodes.append(SyntaxNode(kind: .sourceFile, parent: -1, depth: 0, start: 0, end: Int32(count), payload: 0))
    parseItems(from: 0, to: count, scope: 0, context: .code)
  }

  // MARK: - Token access (every read is bounds-checked)

  @inline(__always) func kind(_ index: Int) -> TokenKind? {
    index >= 0 && index < count ? tokens[index].kind : nil
  }

  @inline(__always) func at(_ index: Int, _ kind: TokenKind) -> Bool {
    index >= 0 && index < count && tokens[index].kind == kind
  }

  @inline(__always) func word(_ index: Int) -> Word {
    index >= 0 && index < count ? tokens[index].word : .none
  }

  @inline(__always) func newlineBefore(_ index: Int) -> Bool {
    index >= 0 && index < count && tokens[index].hasNewlineBefore
  }

  /// The byte at the start of token `index` (0 when out of range).
  @inline(__always) func firstByte(_ index: Int) -> UInt8 {
    guard index >= 0 && index < count else { return 0 }
    let offset = Int(tokens[index].start)
    return offset < bytes.count ? bytes[offset] : 0
  }

  /// A name-like token: identifier, keyword used as a name, `_`, backticked word.
  @inline(__always) func isWordToken(_ index: Int) -> Bool {
    guard let kind = kind(index) else { return false }
    return kind == .identifier || kind == .keyword
  }

  /// Where the group opened at `open` ends: one past its closer, or at the token
  /// that cut it off (an outer closer, or the end of the file).
  func afterGroup(_ open: Int) -> Int {
    guard open >= 0 && open < count else { return count }
    let close = Int(tree.match[open])
    guard close > open && close <= count else { return min(open + 1, count) }
    if close < count && Int(tree.match[close]) == open { return close + 1 }
    if close < count && tokens[close].kind == .string && tokens[open].kind == .string { return close + 1 }
    return close
  }

  /// The index of the group's closing token (or its cut-off point): the end of its interior.
  func groupEnd(_ open: Int) -> Int {
    guard open >= 0 && open < count else { return count }
    let close = Int(tree.match[open])
    return close > open ? min(close, count) : min(open + 1, count)
  }

  /// Runs `body` one level deeper, or skips it (and notes it) past the depth limit.
  @inline(__always)
  mutating func nested(_ body: (inout Parser) -> Void) {
    guard depth < Parser.maximumDepth else {
      tree.exceededDepth = true
      return
    }
    depth += 1
    body(&self)
    depth -= 1
  }

  /// Like `nested`, but a code body (function, accessor, closure, statement block) is
  /// skipped entirely in declarations-only mode.
  @inline(__always)
  mutating func nestedBody(_ body: (inout Parser) -> Void) {
    if declarationsOnly { return }
    nested(body)
  }

  mutating func addNode(_ kind: SyntaxNode.Kind, start: Int, scope: Int32, payload: Int) -> Int32 {
    let parentDepth = scope >= 0 && Int(scope) < tree.nodes.count ? tree.nodes[Int(scope)].depth : 0
    tree.nodes.append(
      SyntaxNode(
        kind: kind, parent: scope, depth: parentDepth + 1, start: Int32(start), end: Int32(start + 1),
        payload: Int32(payload)))
    return Int32(tree.nodes.count - 1)
  }

  mutating func finishNode(_ node: Int32, end: Int) {
    guard node >= 0 && Int(node) < tree.nodes.count else { return }
    tree.nodes[Int(node)].end = Int32(max(end, Int(tree.nodes[Int(node)].start) + 1))
  }

  // MARK: - Items (declarations and statements)

  mutating func parseItems(from start: Int, to end: Int, scope: Int32, context: ItemContext) {
    let recordsStatements = context == .code || context == .switchBody
    var index = start
    // `label:` before a loop starts the loop's statement.
    var labelStart = -1
    while index < end {
      // The slot is taken before the item is parsed, so nested statements come after it.
      let slot =
        recordsStatements && isStatementStart(index) && !(scope == 0 && isTopLevelDeclaration(at: index, limit: end))
        ? tree.statements.count : -1
      if slot >= 0 { tree.statements.append(Statement(start: Int32(index), end: Int32(index + 1), scope: scope)) }
      let next = parseItem(at: index, limit: end, scope: scope, context: context)
      let itemEnd = min(max(next, index + 1), end)
      if slot >= 0 {
        if next == index + 2 && at(index + 1, .colon) && kind(index) == .identifier {
          labelStart = index
          discardStatement(slot)
        } else {
          if labelStart >= 0 { tree.statements[slot].start = Int32(labelStart) }
          tree.statements[slot].end = Int32(itemEnd)
          labelStart = -1
        }
      }
      index = itemEnd
    }
  }

  /// Marks a reserved statement slot that turned out not to be a statement (dropped after parsing).
  private mutating func discardStatement(_ slot: Int) {
    tree.statements[slot].scope = Parser.discardedStatement
    hasDiscardedStatements = true
  }

  static let discardedStatement: Int32 = -2

  /// A declaration other than a variable (types, functions, imports, …) at the top level:
  /// part of the file's structure, not of its top-level code.
  private func isTopLevelDeclaration(at start: Int, limit: Int) -> Bool {
    var index = start
    while at(index, .atSign) && index < limit { index = skipAttribute(at: index, limit: limit) }
    let (_, afterModifiers) = scanModifiers(at: index, limit: limit, context: .code)
    guard afterModifiers < limit, let declaration = declarationKeyword(at: afterModifiers, context: .code) else {
      return false
    }
    if case .variable = declaration { return false }
    return true
  }

  /// Is the item at `index` a statement (not a separator or a compilation directive)?
  private func isStatementStart(_ index: Int) -> Bool {
    guard let kind = kind(index) else { return false }
    switch kind {
    case .semicolon, .comma, .rightBrace, .rightParen, .rightSquare, .colon: return false
    case .poundKeyword:
      switch word(index) {
      case .if, .elseif, .else, .endif: return false
      default: return true
      }
    default: return true
    }
  }

  /// Parses one declaration or statement at `start`; returns the index after it.
  mutating func parseItem(at start: Int, limit: Int, scope: Int32, context: ItemContext) -> Int {
    guard let kind = kind(start) else { return limit }
    switch kind {
    case .semicolon, .comma, .rightBrace, .rightParen, .rightSquare, .colon:
      return start + 1
    case .poundKeyword:
      switch word(start) {
      case .if, .elseif:
        // A compilation condition runs to the end of its line; every branch is parsed.
        var index = start + 1
        while index < limit && !newlineBefore(index) {
          index = isOpener(index) ? afterGroup(index) : index + 1
        }
        return index
      case .else, .endif:
        return start + 1
      default:
        return parseExpressionStatement(at: start, limit: limit, scope: scope)
      }
    default:
      break
    }

    // Attributes and modifiers, then a declaration keyword, or else a statement.
    var index = start
    var attributeTokens: [Int] = []
    while at(index, .atSign) {
      attributeTokens.append(index)
      index = skipAttribute(at: index, limit: limit)
    }
    let (modifiers, afterModifiers) = scanModifiers(at: index, limit: limit, context: context)
    let declaration = afterModifiers < limit ? declarationKeyword(at: afterModifiers, context: context) : nil
    if let declaration {
      let header = DeclarationHeader(start: start, attributeTokens: attributeTokens, modifiers: modifiers)
      switch declaration {
      case .type(let typeKind):
        return parseTypeDeclaration(header, keyword: afterModifiers, kind: typeKind, limit: limit, scope: scope)
      case .function(let functionKind):
        return parseFunction(header, keyword: afterModifiers, kind: functionKind, limit: limit, scope: scope)
      case .variable:
        return parseVariable(header, keyword: afterModifiers, limit: limit, scope: scope)
      case .enumCase, .other:
        parseAttributeArguments(attributeTokens, scope: scope)
        let end = skipDeclarationLine(from: afterModifiers + 1, limit: limit)
        if word(afterModifiers) == .typealias { recordTypeAlias(keyword: afterModifiers, end: end, scope: scope) }
        return end
      case .groupedOther:
        var next = afterModifiers + 1
        while next < limit && !at(next, .leftBrace) && !newlineBefore(next) { next += 1 }
        return at(next, .leftBrace) ? afterGroup(next) : next
      }
    }
    parseAttributeArguments(attributeTokens, scope: scope)
    return parseStatement(at: index, limit: limit, scope: scope, context: context)
  }

  @inline(__always) func isOpener(_ index: Int) -> Bool {
    guard let kind = kind(index) else { return false }
    return kind == .leftParen || kind == .leftSquare || kind == .leftBrace
      || (kind == .string && tokens[index].flags.contains(.opensInterpolation))
  }

  /// `typealias Name<…> = Target`: the name and the target's range (the index resolves
  /// through aliases, e.g. `typealias Host = UIHostingController<Card>`).
  mutating func recordTypeAlias(keyword: Int, end: Int, scope: Int32) {
    let name = keyword + 1
    guard isWordToken(name), name < end else { return }
    var equal = name + 1
    while equal < end && !at(equal, .equal) { equal += 1 }
    guard equal + 1 < end else { return }
    tree.typeAliases.append(
      TypeAlias(name: Int32(name), target: TokenRange(Int32(equal + 1), Int32(end)), scope: scope))
  }

  /// Skips a declaration that ends at the end of its line (imports, typealiases,
  /// enum cases, operators), stepping over bracketed groups.
  func skipDeclarationLine(from start: Int, limit: Int) -> Int {
    var index = start
    while index < limit {
      if newlineBefore(index) && !continuesLine(before: index) { break }
      if at(index, .semicolon) || at(index, .rightBrace) { break }
      index = isOpener(index) ? afterGroup(index) : index + 1
    }
    return index
  }

  /// Does the token at `index` (first on its line) continue the previous line?
  func continuesLine(before index: Int) -> Bool {
    guard index > 0, let next = kind(index), let previous = kind(index - 1) else { return false }
    switch next {
    case .binaryOperator, .infixQuestionMark, .period, .arrow, .equal, .colon: return true
    case .keyword where word(index) == .as || word(index) == .is: return true
    default: break
    }
    switch previous {
    case .binaryOperator, .prefixOperator, .equal, .arrow, .period, .comma, .colon, .infixQuestionMark, .atSign,
      .leftParen, .leftSquare, .prefixAmpersand, .backslash:
      return true
    case .keyword:
      switch word(index - 1) {
      case .try, .as, .is, .throw, .in, .return, .where: return true
      default: return false
      }
    case .identifier:
      return word(index - 1) == .await || word(index - 1) == .some || word(index - 1) == .any
    default:
      return false
    }
  }

  // MARK: - Declaration headers

  struct DeclarationHeader {
    var start: Int
    var attributeTokens: [Int]
    var modifiers: Modifiers
  }

  enum DeclarationKind {
    case type(TypeDecl.Kind)
    case function(FunctionDecl.Kind)
    case variable
    case enumCase
    case other
    case groupedOther
  }

  func declarationKeyword(at index: Int, context: ItemContext) -> DeclarationKind? {
    guard let kind = kind(index) else { return nil }
    if kind == .keyword {
      switch word(index) {
      case .struct: return .type(.struct)
      case .class: return modifier(at: index) == nil && isWordToken(index + 1) ? .type(.class) : nil
      case .enum: return .type(.enum)
      case .protocol: return .type(.protocol)
      case .extension: return .type(.extension)
      case .func: return .function(.function)
      case .initWord: return at(index + 1, .period) ? nil : .function(.initializer)
      case .deinit: return .function(.deinitializer)
      case .subscript: return .function(.subscript)
      case .let, .var: return .variable
      case .typealias, .associatedtype, .import, .operator: return .other
      case .precedencegroup: return .groupedOther
      case .case: return context == .enumBody ? .enumCase : nil
      default: return nil
      }
    }
    if kind == .identifier && at(index + 1, .identifier) && !newlineBefore(index + 1) {
      if word(index) == .actor { return .type(.actor) }
      if word(index) == .macro { return .other }
    }
    return nil
  }

  /// Skips `@Name`, `@A.B`, `@Name<T>` and an argument list written right after the name,
  /// never past `limit` (the end of the enclosing group or list).
  func skipAttribute(at index: Int, limit: Int) -> Int {
    var next = index + 1
    while isWordToken(next) {
      next += 1
      if at(next, .period) && isWordToken(next + 1) { next += 1 } else { break }
    }
    if kind(next) == .binaryOperator || kind(next) == .prefixOperator || kind(next) == .postfixOperator,
      firstByte(next) == UInt8(ascii: "<"), !tokens[next].hasSpaceBefore
    {
      next = skipAngleBrackets(from: next, limit: limit)
    }
    if at(next, .leftParen) && !tokens[next].hasSpaceBefore && next < limit { next = afterGroup(next) }
    return min(next, max(limit, index + 1))
  }

  /// Records attributes (and parses their arguments, which may hold closures or calls).
  mutating func recordAttributes(_ attributeTokens: [Int], scope: Int32) -> Range<Int32> {
    let first = Int32(tree.attributes.count)
    for at in attributeTokens {
      var name = -1
      var next = at + 1
      while isWordToken(next) {
        name = next
        next += 1
        if self.at(next, .period) && isWordToken(next + 1) { next += 1 } else { break }
      }
      if kind(next) == .binaryOperator || kind(next) == .prefixOperator || kind(next) == .postfixOperator,
        firstByte(next) == UInt8(ascii: "<"), !tokens[next].hasSpaceBefore
      {
        next = skipAngleBrackets(from: next, limit: count)
      }
      var open = -1
      var close = -1
      if self.at(next, .leftParen) && !tokens[next].hasSpaceBefore {
        open = next
        close = groupEnd(next)
      }
      tree.attributes.append(
        Attribute(at: Int32(at), name: Int32(name), argumentsOpen: Int32(open), argumentsClose: Int32(close)))
      if open >= 0 { parseArguments(open: open, call: -1, scope: scope) }
    }
    return first..<Int32(tree.attributes.count)
  }

  mutating func parseAttributeArguments(_ attributeTokens: [Int], scope: Int32) {
    if !attributeTokens.isEmpty { _ = recordAttributes(attributeTokens, scope: scope) }
  }

  /// Reads a run of declaration modifiers; returns them only if a declaration keyword follows.
  func scanModifiers(at start: Int, limit: Int, context: ItemContext) -> (Modifiers, Int) {
    var modifiers: Modifiers = []
    var index = start
    while index < limit, let modifier = modifier(at: index) {
      modifiers.insert(modifier)
      index += 1
      if at(index, .leftParen) && !tokens[index].hasSpaceBefore {
        // `private(set)`, `unowned(safe)`, `nonisolated(unsafe)`
        if modifier.contains(.private) || modifier.contains(.fileprivate) || modifier.contains(.internal)
          || modifier.contains(.public) || modifier.contains(.package)
        {
          modifiers.insert(.restrictedSetter)
        }
        index = afterGroup(index)
      }
    }
    guard index > start else { return ([], start) }
    if index < limit && declarationKeyword(at: index, context: context) != nil { return (modifiers, index) }
    return ([], start)
  }

  func modifier(at index: Int) -> Modifiers? {
    guard let kind = kind(index) else { return nil }
    if kind == .keyword {
      switch word(index) {
      case .private: return .private
      case .fileprivate: return .fileprivate
      case .internal: return .internal
      case .public: return .public
      case .static: return .static
      case .class:
        // `class func`, `class var`, `class override …`: a modifier, not a class declaration.
        switch word(index + 1) {
        case .let, .var, .func, .subscript, .private, .fileprivate, .internal, .public, .static, .override, .final,
          .open, .package, .mutating, .nonisolated, .dynamic, .required, .convenience, .lazy:
          return .class
        default:
          return nil
        }
      default: return nil
      }
    }
    guard kind == .identifier else { return nil }
    switch word(index) {
    case .open: return .open
    case .package: return .package
    case .final: return .final
    case .override: return .override
    case .mutating: return .mutating
    case .nonmutating: return .nonmutating
    case .lazy: return .lazy
    case .weak: return .weak
    case .unowned: return .unowned
    case .required: return .required
    case .convenience: return .convenience
    case .dynamic: return .dynamic
    case .optional: return .optional
    case .indirect: return .indirect
    case .nonisolated: return .nonisolated
    case .prefix: return .prefix
    case .postfix: return .postfix
    case .infix: return .infix
    case .distributed: return .distributed
    case .consuming: return .consuming
    case .borrowing: return .borrowing
    case .async: return word(index + 1) == .let ? .async : nil
    case .none:
      // Swift 6.2 `isolated deinit`: still the deinitializer, run on the type's actor.
      return word(index + 1) == .deinit && isText(index, "isolated") ? [] : nil
    default: return nil
    }
  }
}
