/// Structural queries rules share: members of a type, function bodies, receivers,
/// normalized expressions. Everything works on the shared parse of the file.
extension ParsedFile {
  // MARK: - Declarations

  /// The index of `type` in `syntax.types`, if it is one of this file's.
  private func typeIndex(of type: TypeDecl) -> Int? {
    guard isValidNode(type.node), syntax.nodes[Int(type.node)].kind == .type else { return nil }
    let payload = Int(syntax.nodes[Int(type.node)].payload)
    return payload >= 0 && payload < syntax.types.count ? payload : nil
  }

  /// Functions (and initializers) declared directly in `type`'s body (from `members`: no scan).
  public func functions(in type: TypeDecl) -> [FunctionDecl] {
    guard let index = typeIndex(of: type) else { return [] }
    return members.functions[index].map { syntax.functions[Int($0)] }.filter { $0.kind != .accessor }
  }

  /// Functions, initializers and accessors whose parent is `type`'s node (no scan).
  public func functionsAndAccessors(in type: TypeDecl) -> [FunctionDecl] {
    guard let index = typeIndex(of: type) else { return [] }
    return members.functions[index].map { syntax.functions[Int($0)] }
  }

  /// Variables declared directly in `type`'s body (from `members`: no scan).
  public func variables(in type: TypeDecl) -> [VariableDecl] {
    guard let index = typeIndex(of: type) else { return [] }
    return members.variables[index].map { syntax.variables[Int($0)] }
  }

  /// The types (and extensions) of this file whose qualified name is `name`, in source order.
  public func types(qualifiedName name: String) -> [TypeDecl] {
    (declarationNames.types[name] ?? []).map { syntax.types[Int($0)] }
  }

  /// Functions, initializers and accessors named `name`, in source order.
  public func functions(named name: String) -> [FunctionDecl] {
    (declarationNames.functions[name] ?? []).map { syntax.functions[Int($0)] }
  }

  /// Variables named `name` (single-name declarations), in source order.
  public func variables(named name: String) -> [VariableDecl] {
    (declarationNames.variables[name] ?? []).map { syntax.variables[Int($0)] }
  }

  /// Variables whose `let`/`var` lies in `range`, in source order (binary search).
  public func variables(inTokens range: TokenRange) -> [VariableDecl] {
    let order = members.variablesByKeyword
    let variables = syntax.variables
    let lower = order.partitionPoint { variables[Int($0)].keyword < range.start }
    let upper = order.partitionPoint { variables[Int($0)].keyword < range.end }
    return order[lower..<max(lower, upper)].map { variables[Int($0)] }
  }

  /// Is `function` named `name` (e.g. `updateUIView`)?
  public func isFunction(_ function: FunctionDecl, named name: StaticString) -> Bool {
    function.kind == .function && tokenIs(function.name, name)
  }

  /// The tokens between a function's braces (empty when it has no body).
  public func body(of function: FunctionDecl) -> TokenRange {
    guard function.bodyOpen >= 0 else { return .empty }
    return TokenRange(function.bodyOpen + 1, max(function.bodyOpen + 1, function.bodyClose))
  }

  /// The whole range of a node's tokens.
  public func range(of node: Int32) -> TokenRange {
    guard isValidNode(node) else { return .empty }
    return TokenRange(syntax.nodes[Int(node)].start, syntax.nodes[Int(node)].end)
  }

  /// The function, initializer or accessor that contains `node` (closures are looked through).
  public func enclosingFunction(of node: Int32) -> FunctionDecl? {
    guard let found = enclosingNode(of: node, where: { $0.kind == .function || $0.kind == .accessor }) else {
      return nil
    }
    return syntax.functions[Int(syntax.nodes[Int(found)].payload)]
  }

  /// The type declaration (or extension) that directly contains `function`.
  public func owningType(of function: FunctionDecl) -> TypeDecl? {
    let parent = syntax.nodes[Int(function.node)].parent
    guard isValidNode(parent), syntax.nodes[Int(parent)].kind == .type else { return nil }
    return syntax.types[Int(syntax.nodes[Int(parent)].payload)]
  }

  /// Parameter names of `function`.
  public func parameterNames(of function: FunctionDecl) -> [String] {
    function.parameters.map { text(syntax.parameters[Int($0)].name) }
  }

  /// Names of local `let`/`var` declarations inside `range`.
  public func localNames(in range: TokenRange) -> Set<String> {
    var names: Set<String> = []
    for variable in variables(inTokens: range) {
      if variable.name >= 0 {
        names.insert(text(variable.name))
      } else {
        for index in variable.pattern.start..<max(variable.pattern.start, variable.pattern.end)
        where kind(index) == .identifier {
          names.insert(text(index))
        }
      }
    }
    return names
  }

  // MARK: - Expressions

  /// The receiver of a call (`view` in `view.addSubview(x)`), or nil when it has none.
  public func receiver(of call: Call) -> TokenRange? {
    guard call.dot >= 0 && call.calleeStart < call.dot else { return nil }
    return TokenRange(call.calleeStart, call.dot)
  }

  /// Is the call made on `self`, explicitly (`self.addChild`) or implicitly (`addChild`)?
  public func isCalledOnSelf(_ call: Call) -> Bool {
    guard let receiver = receiver(of: call) else { return call.dot < 0 }
    return receiver.end - receiver.start == 1 && word(receiver.start) == .selfWord
  }

  /// Expression text for comparing expressions: trivia removed, a leading `self.` dropped.
  public func normalizedExpression(_ range: TokenRange) -> String {
    guard !range.isEmpty else { return "" }
    var start = range.start
    if word(start) == .selfWord && isKind(start + 1, .period) && start + 2 < range.end { start += 2 }
    return compactText(TokenRange(start, range.end))
  }

  /// The single unlabeled argument of `call`, if that is all it has.
  public func soleArgument(of call: Call) -> TokenRange? {
    let arguments = self.arguments(of: call)
    guard arguments.count == 1, let argument = arguments.first, argument.label < 0, !argument.value.isEmpty else {
      return nil
    }
    return argument.value
  }

  /// The value of the argument labeled `label`.
  public func argument(of call: Call, labeled label: StaticString) -> TokenRange? {
    arguments(of: call).first { $0.label >= 0 && tokenIs($0.label, label) }?.value
  }

  /// The call whose `(` is `leftParen` (binary search: calls are ordered by `anchor`, which is the `(`).
  public func call(openingAt leftParen: Int32) -> Call? {
    guard leftParen >= 0 else { return nil }
    return calls(in: TokenRange(leftParen, leftParen + 1)).first { $0.leftParen == leftParen }
  }

  /// Does `range` hold exactly one token spelling `text`?
  public func isSingleToken(_ range: TokenRange, _ text: StaticString) -> Bool {
    range.end - range.start == 1 && tokenIs(range.start, text)
  }

  /// Is the type written in `range` a function type (`() -> Void`, `((Item) -> Void)?`)?
  public func isFunctionType(_ range: TokenRange) -> Bool {
    !range.isEmpty && (range.start..<range.end).contains { isKind($0, .arrow) }
  }

  /// The name of a type written in `range` (`UIHostingController` in `UIHostingController<Card>?`).
  public func typeName(in range: TokenRange) -> String? {
    guard !range.isEmpty else { return nil }
    var index = range.start
    var name: Int32 = -1
    while index < range.end {
      if kind(index) == .identifier && word(index) != .some && word(index) != .any {
        name = index
        if isKind(index + 1, .period) && kind(index + 2) == .identifier {
          index += 2
          continue
        }
        break
      }
      index += 1
    }
    return name >= 0 ? text(name) : nil
  }

  /// The block nodes (`if`, `guard`, …) between `node` and `limit` (exclusive), innermost first.
  public func enclosingBlocks(of node: Int32, upTo limit: Int32) -> [Block] {
    var blocks: [Block] = []
    var current = node
    var steps = 0
    while isValidNode(current) && current != limit && steps <= Parser.maximumDepth + 8 {
      let value = syntax.nodes[Int(current)]
      if value.kind == .block { blocks.append(syntax.blocks[Int(value.payload)]) }
      current = value.parent
      steps += 1
    }
    return blocks
  }

  /// The innermost node whose range contains token `token`.
  public func innermostNode(containing token: Int32) -> Int32 {
    let nodes = syntax.nodes
    var candidate = Int32(nodes.partitionPoint { $0.start <= token } - 1)
    var steps = 0
    while isValidNode(candidate) && steps <= Parser.maximumDepth + 8 {
      if nodes[Int(candidate)].end > token { return candidate }
      candidate = nodes[Int(candidate)].parent
      steps += 1
    }
    return 0
  }
}
