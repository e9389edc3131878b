/// Objects a function builds itself: the constructor calls rules tell apart from objects that
/// exist elsewhere (a new picker's delegate is wired once; a coordinator's member may be a value).
extension BridgeModel {
  /// The type an expression constructs: `Model(…)`, `Model.init(…)`, `Model<T>(…)` (possibly
  /// followed by members) give `Model`, `.init(…)` gives `init`; nil for anything else.
  public func constructedType(in value: TokenRange) -> String? {
    value.isEmpty ? nil : constructedTypeName(value)
  }

  /// Is the object built by the constructor call whose callee starts at `construction` bound to
  /// a local of `function` that never leaves it? Every later use of the name must be a member
  /// access (`mail.setSubject(…)`, `mail.delegate = self`): passed to no call (`present`, `show`,
  /// a helper), assigned, returned or captured nowhere, so nothing can present or keep it.
  public func builtObjectStaysLocal(_ construction: Int32, in function: FunctionID) -> Bool {
    guard let local = local(initializedBy: TokenID(construction), in: function) else { return false }
    return (localEscapes(in: function).lastEscape[local.name] ?? -1) < local.valueEnd
  }

  /// The single-name local of `function` whose value starts at `construction` (`let mail = …`).
  public func local(initializedBy construction: TokenID, in function: FunctionID) -> (name: String, valueEnd: Int32)? {
    localEscapes(in: function).locals[construction.raw]
  }

  /// One pass over the function's body, however many constructions ask.
  private func localEscapes(in function: FunctionID) -> (
    locals: [Int32: (name: String, valueEnd: Int32)], lastEscape: [String: Int32]
  ) {
    if let known = localEscapesCache[function] { return known }
    let body = file.body(of: file[function: function])
    var locals: [Int32: (name: String, valueEnd: Int32)] = [:]
    for variable in file.variables(inTokens: body)
    where variable.name >= 0 && variable.pattern.end - variable.pattern.start == 1 && !variable.initializer.isEmpty
      && locals[variable.initializer.start] == nil
    {
      locals[variable.initializer.start] = (file.text(variable.name), variable.initializer.end)
    }
    var lastEscape: [String: Int32] = [:]
    var token = body.start
    while token < body.end {
      if file.kind(token) == .identifier, !file.isKind(token + 1, .period) { lastEscape[file.text(token)] = token }
      token += 1
    }
    let facts = (locals, lastEscape)
    localEscapesCache[function] = facts
    return facts
  }
}
