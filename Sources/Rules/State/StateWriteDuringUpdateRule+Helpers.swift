import BridgeLint

extension StateWriteDuringUpdateRule {
  /// The instance methods among `functions` (plain `func`s), by name.
  func methodsByName(_ functions: [FunctionID], _ file: ParsedFile) -> [String: FunctionID] {
    var methods: [String: FunctionID] = [:]
    for function in functions {
      let declaration = file[function: function]
      guard declaration.kind == .function, !declaration.modifiers.isTypeMember, let name = declaration.nameToken
      else { continue }
      methods[file.text(name)] = function
    }
    return methods
  }

  /// The coordinator declares a stored `Binding` property named `name`.
  func coordinatorKeepsBinding(_ name: String, _ representable: Representable, _ model: BridgeModel) -> Bool {
    model.coordinator(of: representable)?.properties.contains { property in
      let variable = model.file[variable: property]
      return variable.nameToken.map { model.file.text($0) == name } == true
        && model.file.typeName(in: variable.type) == "Binding"
    } ?? false
  }

  /// `x.method(…)` (or `x?.method(…)`) whose name is not one of the standard collections' and
  /// `Bool`'s mutating methods.
  func isPlainMethodCall(_ token: TokenID, _ file: ParsedFile) -> Bool {
    var next = file.token(after: token)
    while let current = next, file.isKind(current, .postfixQuestionMark) || file.isKind(current, .exclamationMark) {
      next = file.token(after: current)
    }
    guard let period = next, file.isKind(period, .period), let member = file.token(after: period),
      file.kind(member) == .identifier, file.isKind(after: member, .leftParen)
    else { return false }
    return !Self.valueMutators.contains(file.text(member))
  }

  private static let valueMutators: Set<String> = [
    "toggle", "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "removeSubrange",
    "removeValue", "popLast", "sort", "reverse", "shuffle", "formUnion", "formIntersection", "subtract",
    "merge", "updateValue", "replaceSubrange", "swapAt",
  ]

  /// `x.member = …` (or `x?.member = …`).
  func isMemberAssignment(_ token: TokenID, _ file: ParsedFile) -> Bool {
    var next = file.token(after: token)
    while let current = next, file.isKind(current, .postfixQuestionMark) || file.isKind(current, .exclamationMark) {
      next = file.token(after: current)
    }
    guard let period = next, file.isKind(period, .period), let member = file.token(after: period) else { return false }
    return file.kind(member) == .identifier && file.isKind(after: member, .equal)
  }

  /// Does a mutation of the property write the state? `picker.isRulerActive = …` on a class instance
  /// held in `@State` writes the object, not the state: only a project value type makes a member
  /// write a state write. Likewise `player?.play()`: a method of an object, unless it is a value
  /// type's (`items.append(…)` and the other known mutating methods are always writes).
  func writesState(_ token: TokenID, _ property: WrappedProperty, _ model: BridgeModel) -> Bool {
    let file = model.file
    guard isMemberAssignment(token, file) || isPlainMethodCall(token, file) else { return true }
    return property.typeName.map { model.index.has(.declaresValueType, $0) } ?? false
  }
}
