extension Parser {
  // MARK: - Types

  mutating func parseTypeDeclaration(
    _ header: DeclarationHeader, keyword: Int, kind: TypeDecl.Kind, limit: Int, scope: Int32
  ) -> Int {
    let payload = tree.types.count
    let node = addNode(.type, start: header.start, scope: scope, payload: payload)
    tree.types.append(
      TypeDecl(
        node: node, kind: kind, keyword: Int32(keyword), name: -1, nameRange: .empty, attributes: 0..<0,
        modifiers: header.modifiers, inheritance: 0..<0, bodyOpen: -1, bodyClose: -1))
    tree.types[payload].attributes = recordAttributes(header.attributeTokens, scope: node)

    // Name: `Foo`, or a dotted path for extensions (`Map.Coordinator`).
    var index = keyword + 1
    let nameStart = index
    var name = -1
    while index < limit && isWordToken(index) {
      name = index
      index += 1
      if at(index, .period) && isWordToken(index + 1) { index += 1 } else { break }
    }
    tree.types[payload].name = Int32(name)
    tree.types[payload].nameRange = TokenRange(Int32(nameStart), Int32(index))
    if isAngleOpener(index) { index = skipAngleBrackets(from: index, limit: limit) }

    // Inheritance clause.
    if at(index, .colon) {
      let first = Int32(tree.typeReferences.count)
      index += 1
      while index < limit {
        let typeStart = index
        index = skipType(from: index, limit: limit, stopAtComma: true)
        if index > typeStart {
          tree.typeReferences.append(
            TypeReference(
              range: TokenRange(Int32(typeStart), Int32(index)), name: Int32(typeName(in: typeStart, index))))
        }
        if at(index, .comma) { index += 1 } else { break }
      }
      tree.types[payload].inheritance = first..<Int32(tree.typeReferences.count)
    }
    index = skipWhereClause(from: index, limit: limit)

    if at(index, .leftBrace) && index < limit {
      let close = groupEnd(index)
      tree.types[payload].bodyOpen = Int32(index)
      tree.types[payload].bodyClose = Int32(close)
      let context: ItemContext = kind == .enum ? .enumBody : .typeBody
      nested { $0.parseItems(from: index + 1, to: close, scope: node, context: context) }
      index = afterGroup(index)
    }
    finishNode(node, end: index)
    return index
  }

  /// The name a type reference refers to: its last dotted component before generic
  /// arguments, skipping attributes (`@unchecked Sendable`) and `~` (`~Copyable`).
  func typeName(in start: Int, _ end: Int) -> Int {
    var index = start
    var name = -1
    while index < end {
      if at(index, .atSign) {
        index = skipAttribute(at: index, limit: end)
        continue
      }
      if kind(index) == .identifier || (kind(index) == .keyword && (word(index) == .Any || word(index) == .selfType)) {
        name = index
        if at(index + 1, .period) && isWordToken(index + 2) {
          index += 2
          continue
        }
        break
      }
      index += 1
    }
    return name
  }

  func skipWhereClause(from start: Int, limit: Int) -> Int {
    guard word(start) == .where && kind(start) == .keyword else { return start }
    var index = start + 1
    while index < limit && !at(index, .leftBrace) {
      if newlineBefore(index) && !continuesLine(before: index) { break }
      index = isOpener(index) ? afterGroup(index) : index + 1
    }
    return index
  }

  // MARK: - Types in type position

  @inline(__always) func isAngleOpener(_ index: Int) -> Bool {
    guard let kind = kind(index), kind.isOperator else { return false }
    return firstByte(index) == UInt8(ascii: "<")
  }

  /// Skips a generic clause `<…>` starting at `start` by counting angle brackets in
  /// operator tokens (`>>`, `>?` are single tokens). Stops early at tokens that
  /// cannot appear in a generic clause.
  func skipAngleBrackets(from start: Int, limit: Int) -> Int {
    var balance = 0
    var index = start
    while index < limit {
      guard let kind = kind(index) else { break }
      switch kind {
      case .binaryOperator, .prefixOperator, .postfixOperator:
        let token = tokens[index]
        var offset = Int(token.start)
        while offset < Int(token.end) && offset < bytes.count {
          if bytes[offset] == UInt8(ascii: "<") {
            balance += 1
          } else if bytes[offset] == UInt8(ascii: ">") {
            balance -= 1
          }
          offset += 1
        }
        index += 1
        if balance <= 0 { return index }
      case .leftParen, .leftSquare:
        index = afterGroup(index)
      case .leftBrace, .rightBrace, .rightParen, .rightSquare, .semicolon, .equal:
        // A closer never opened here belongs to an enclosing group: the list is unterminated.
        return index
      default:
        index += 1
      }
    }
    return index
  }

  /// Skips a type (`[String: Int]?`, `some View`, `(Int) -> Void`, `Foo<Bar>.Baz`,
  /// `any P & Q`, `@escaping () async throws -> T`). Stops at `=`, `{`, `where`, and
  /// (optionally) a top-level comma, or at a line break that the type cannot continue over.
  func skipType(from start: Int, limit: Int, stopAtComma: Bool) -> Int {
    var index = start
    while index < limit {
      if index > start && newlineBefore(index) && !continuesType(at: index) { break }
      guard let kind = kind(index) else { break }
      switch kind {
      case .equal, .leftBrace, .rightBrace, .rightParen, .rightSquare, .semicolon, .colon:
        return index
      case .comma:
        if stopAtComma { return index }
        index += 1
      case .keyword:
        switch word(index) {
        case .where, .let, .var, .func, .case, .in, .else: return index
        default: index += 1
        }
      case .leftParen, .leftSquare:
        index = afterGroup(index)
      case .atSign:
        index = skipAttribute(at: index, limit: limit)
      case .binaryOperator, .prefixOperator, .postfixOperator:
        if isAngleOpener(index) {
          index = skipAngleBrackets(from: index, limit: limit)
        } else if isTypeOperator(index) {
          index += 1
        } else {
          return index
        }
      default:
        index += 1
      }
    }
    return index
  }

  /// `&`, `?`, `!`, `...` and `~` may appear inside a type.
  private func isTypeOperator(_ index: Int) -> Bool {
    let token = tokens[index]
    var offset = Int(token.start)
    while offset < Int(token.end) && offset < bytes.count {
      switch bytes[offset] {
      case UInt8(ascii: "&"), UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: "."), UInt8(ascii: "~"),
        UInt8(ascii: ">"):
        offset += 1
      default:
        return false
      }
    }
    return true
  }

  private func continuesType(at index: Int) -> Bool {
    if kind(index) == .arrow || kind(index) == .period { return true }
    if isTypeOperator(index) && firstByte(index) == UInt8(ascii: "&") { return true }
    guard let previous = kind(index - 1) else { return false }
    return previous == .arrow || previous == .comma || previous == .colon || previous == .period
      || (previous.isOperator && firstByte(index - 1) == UInt8(ascii: "&"))
  }

  // MARK: - Functions

  mutating func parseFunction(
    _ header: DeclarationHeader, keyword: Int, kind: FunctionDecl.Kind, limit: Int, scope: Int32
  ) -> Int {
    let payload = tree.functions.count
    let node = addNode(.function, start: header.start, scope: scope, payload: payload)
    tree.functions.append(
      FunctionDecl(
        node: node, kind: kind, keyword: Int32(keyword), name: Int32(keyword), attributes: 0..<0,
        modifiers: header.modifiers, parameters: 0..<0, returnType: .empty, bodyOpen: -1, bodyClose: -1))
    tree.functions[payload].attributes = recordAttributes(header.attributeTokens, scope: node)

    var index = keyword + 1
    if kind == .function && index < limit {
      tree.functions[payload].name = Int32(index)
      index += 1
    } else if kind == .initializer {
      if at(index, .postfixQuestionMark) || at(index, .exclamationMark) || at(index, .infixQuestionMark) {
        index += 1
      }
    }
    if isAngleOpener(index) { index = skipAngleBrackets(from: index, limit: limit) }
    if at(index, .leftParen) && index < limit {
      tree.functions[payload].parameters = parseParameters(open: index, scope: node)
      index = afterGroup(index)
    }
    // Effects: `async`, `throws`, `throws(E)`, `rethrows`, `reasync`.
    while index < limit && isEffect(index) {
      index += 1
      if at(index, .leftParen) && !tokens[index].hasSpaceBefore { index = afterGroup(index) }
    }
    if at(index, .arrow) {
      let typeStart = index + 1
      index = skipType(from: typeStart, limit: limit, stopAtComma: false)
      tree.functions[payload].returnType = TokenRange(Int32(typeStart), Int32(index))
    }
    index = skipWhereClause(from: index, limit: limit)
    if at(index, .leftBrace) && index < limit {
      let close = groupEnd(index)
      tree.functions[payload].bodyOpen = Int32(index)
      tree.functions[payload].bodyClose = Int32(close)
      if kind == .subscript && startsAccessorList(at: index + 1, close: close) {
        nested { $0.parseAccessors(open: index, close: close, scope: node) }
      } else {
        nestedBody { $0.parseItems(from: index + 1, to: close, scope: node, context: .code) }
      }
      index = afterGroup(index)
    }
    finishNode(node, end: index)
    return index
  }

  func isEffect(_ index: Int) -> Bool {
    let word = word(index)
    return word == .async || word == .throws || word == .rethrows || isText(index, "reasync")
  }

  /// Does token `index` spell exactly `text`?
  func isText(_ index: Int, _ text: StaticString) -> Bool {
    guard index >= 0 && index < count else { return false }
    let token = tokens[index]
    let length = text.utf8CodeUnitCount
    guard Int(token.end) - Int(token.start) == length, Int(token.end) <= bytes.count else { return false }
    return text.withUTF8Buffer { expected in
      var offset = 0
      while offset < length {
        if bytes[Int(token.start) + offset] != expected[offset] { return false }
        offset += 1
      }
      return true
    }
  }

  mutating func parseParameters(open: Int, scope: Int32) -> Range<Int32> {
    let first = Int32(tree.parameters.count)
    let close = groupEnd(open)
    var index = open + 1
    while index < close {
      let start = index
      // The parameter ends at a top-level comma.
      var end = index
      var colon = -1
      while end < close && !at(end, .comma) {
        if colon < 0 && at(end, .colon) { colon = end }
        end = isOpener(end) ? afterGroup(end) : end + 1
      }
      var names: [Int] = []
      var nameIndex = start
      while nameIndex < (colon >= 0 ? colon : end) {
        if at(nameIndex, .atSign) {
          nameIndex = skipAttribute(at: nameIndex, limit: end)
          continue
        }
        if isWordToken(nameIndex) { names.append(nameIndex) }
        nameIndex += 1
      }
      var parameter = Parameter(label: -1, name: -1, type: .empty, defaultValue: .empty)
      if names.count >= 2 {
        parameter.label = Int32(names[names.count - 2])
        parameter.name = Int32(names[names.count - 1])
      } else if let only = names.first {
        parameter.label = Int32(only)
        parameter.name = Int32(only)
      }
      if colon >= 0 {
        let typeStart = colon + 1
        var typeEnd = typeStart
        while typeEnd < end && !at(typeEnd, .equal) { typeEnd = isOpener(typeEnd) ? afterGroup(typeEnd) : typeEnd + 1 }
        parameter.type = TokenRange(Int32(typeStart), Int32(typeEnd))
        if at(typeEnd, .equal) {
          let valueStart = typeEnd + 1
          _ = parseExpression(from: valueStart, limit: end, scope: scope, mode: .argument, owner: .none)
          parameter.defaultValue = TokenRange(Int32(valueStart), Int32(end))
        }
      }
      tree.parameters.append(parameter)
      index = end + 1
    }
    return first..<Int32(tree.parameters.count)
  }

  // MARK: - Variables

  mutating func parseVariable(_ header: DeclarationHeader, keyword: Int, limit: Int, scope: Int32) -> Int {
    var index = keyword + 1
    var bindingStart = header.start
    var attributes: Range<Int32>? = nil
    while index < limit {
      let payload = tree.variables.count
      let node = addNode(.variable, start: bindingStart, scope: scope, payload: payload)
      tree.variables.append(
        VariableDecl(
          node: node, keyword: Int32(keyword), name: -1, pattern: .empty, attributes: 0..<0,
          modifiers: header.modifiers, type: .empty, initializer: .empty, accessorOpen: -1, accessorClose: -1,
          isComputed: false, isLet: word(keyword) == .let))
      if attributes == nil { attributes = recordAttributes(header.attributeTokens, scope: node) }
      tree.variables[payload].attributes = attributes ?? 0..<0

      let patternStart = index
      if at(index, .leftParen) {
        index = afterGroup(index)
      } else if isWordToken(index) {
        tree.variables[payload].name = Int32(index)
        index += 1
      } else {
        finishNode(node, end: index)
        return index
      }
      tree.variables[payload].pattern = TokenRange(Int32(patternStart), Int32(index))
      if at(index, .colon) {
        let typeStart = index + 1
        index = skipType(from: typeStart, limit: limit, stopAtComma: true)
        tree.variables[payload].type = TokenRange(Int32(typeStart), Int32(index))
      }
      if at(index, .equal) {
        let valueStart = index + 1
        index = parseExpression(
          from: valueStart, limit: limit, scope: node, mode: .initializer,
          owner: ClosureOwnerContext(kind: .variableInitializer, owner: Int32(payload), index: -1))
        tree.variables[payload].initializer = TokenRange(Int32(valueStart), Int32(index))
      }
      let hasType = !tree.variables[payload].type.isEmpty
      let hasInitializer = !tree.variables[payload].initializer.isEmpty
      if at(index, .leftBrace) && index < limit && (hasType || hasInitializer)
        && (!newlineBefore(index) || !hasInitializer)
      {
        let close = groupEnd(index)
        tree.variables[payload].accessorOpen = Int32(index)
        tree.variables[payload].accessorClose = Int32(close)
        let open = index
        var isComputed = false
        nested { isComputed = $0.parseAccessors(open: open, close: close, scope: node) }
        tree.variables[payload].isComputed = isComputed
        index = afterGroup(index)
      }
      finishNode(node, end: index)
      guard at(index, .comma) else { break }
      index += 1
      bindingStart = index
    }
    return index
  }

  static func isAccessorWord(_ word: Word) -> Bool {
    switch word {
    case .get, .set, .willSet, .didSet, ._modify, ._read, .modify, .read, .initWord: return true
    default: return false
    }
  }

  /// Does an accessor list (`get { }`, `didSet { }`, `get set`) start at `index`?
  func startsAccessorList(at start: Int, close: Int) -> Bool {
    var index = start
    while index < close && (at(index, .atSign) || modifier(at: index) != nil) {
      index = at(index, .atSign) ? skipAttribute(at: index, limit: close) : index + 1
    }
    guard index < close, Parser.isAccessorWord(word(index)) else { return false }
    if word(index) == .initWord && !at(index + 1, .leftParen) && !at(index + 1, .leftBrace) { return false }
    let next = index + 1
    if next >= close { return true }
    switch kind(next) {
    case .leftBrace, .leftParen: return true
    default:
      return newlineBefore(next) || Parser.isAccessorWord(word(next)) || word(next) == .async
        || word(next) == .throws
    }
  }

  /// Parses `{ get … set … }`, `{ willSet … didSet … }` or an implicit getter body.
  /// Returns whether the block defines a getter (a computed property).
  @discardableResult
  mutating func parseAccessors(open: Int, close: Int, scope: Int32) -> Bool {
    guard startsAccessorList(at: open + 1, close: close) else {
      addAccessor(start: open, keyword: -1, open: open, close: close, scope: scope)
      return true
    }
    var isComputed = false
    var index = open + 1
    while index < close {
      let start = index
      var attributeTokens: [Int] = []
      while index < close && (at(index, .atSign) || modifier(at: index) != nil) {
        if at(index, .atSign) {
          attributeTokens.append(index)
          index = skipAttribute(at: index, limit: close)
        } else {
          index += 1
        }
      }
      guard index < close, Parser.isAccessorWord(word(index)) else {
        index += 1
        continue
      }
      let keyword = index
      switch word(keyword) {
      case .get, ._read, .read: isComputed = true
      default: break
      }
      index += 1
      if at(index, .leftParen) { index = afterGroup(index) }
      while isEffect(index) { index += 1 }
      if at(index, .leftBrace) && index < close {
        let bodyClose = groupEnd(index)
        addAccessor(start: start, keyword: keyword, open: index, close: bodyClose, scope: scope)
        index = afterGroup(index)
      }
    }
    return isComputed
  }

  private mutating func addAccessor(start: Int, keyword: Int, open: Int, close: Int, scope: Int32) {
    let payload = tree.functions.count
    let node = addNode(.accessor, start: start, scope: scope, payload: payload)
    tree.functions.append(
      FunctionDecl(
        node: node, kind: .accessor, keyword: Int32(keyword), name: Int32(keyword), attributes: 0..<0,
        modifiers: [], parameters: 0..<0, returnType: .empty, bodyOpen: Int32(open), bodyClose: Int32(close)))
    nestedBody { $0.parseItems(from: open + 1, to: close, scope: node, context: .code) }
    finishNode(node, end: afterGroup(open))
  }
}
