import BridgeLint

/// An argument that is a local holding a new value (a construction, a call's result, a literal):
/// handing it to a child's state is ownership, not a copy. Shared by `duplicate_state_copy` and
/// the superseded `state_object_injected_at_call_site`.
enum FreshLocal {
  /// A lone name bound to a local built just before, or to a literal (asked only of arguments a
  /// state takes: it needs the file's scopes).
  static func holds(_ range: TokenRange, in file: ParsedFile) -> Bool {
    // A parameter's default (`duration: TimeInterval = 2`) is only what callers that leave it out
    // get: the others hand in their own value.
    guard range.end - range.start == 1 else { return false }
    guard let binding = file.code.binding(of: file.text(range.start), at: TokenID(range.start)) else {
      return isFreshComputedProperty(TokenID(range.start), in: file)
    }
    guard let declaration = binding.declaration else { return false }
    if case .parameter = binding.kind { return false }
    return isBuiltFresh(declaration, in: file)
  }

  /// `let model = Model(…)`, `let model: Model = .init(…)`, `let model = factory.makeModel(…)`, `let title = "New"`: the local
  /// holds what a call just returned or a constant, so handing it over is ownership.
  static func isBuiltFresh(_ declaration: TokenID, in file: ParsedFile) -> Bool {
    guard file.isKind(after: declaration, .equal) || file.isKind(after: declaration, .colon),
      var token = file.token(after: declaration)
    else { return false }
    var steps = 0
    while steps < 12, !file.isKind(token, .equal), let next = file.token(after: token) {
      token = next
      steps += 1
    }
    guard file.isKind(token, .equal), let value = file.token(after: token) else { return false }
    if isConstruction(at: value, in: file) { return true }
    if file.isKind(value, .string) || file.isKind(value, .integerLiteral) || file.isKind(value, .floatLiteral)
      || file.word(value) == .true || file.word(value) == .false
    {
      return true
    }
    // `a.b.make(…)`: a dotted chain of names ending in a call.
    var current = value
    if file.word(current) == .try || file.word(current) == .await {
      guard var next = file.token(after: current) else { return false }
      // `if let model = try? Model(…)`: the `?` or `!` of `try` is no value.
      if file.word(current) == .try, file.text(next) == "?" || file.text(next) == "!",
        let value = file.token(after: next)
      {
        next = value
      }
      current = next
    }
    var links = 0
    while links < 16 && (file.isKind(current, .identifier) || file.word(current) == .selfWord) {
      links += 1
      guard let next = file.token(after: current) else { return false }
      if file.isKind(next, .leftParen) { return !file.hasNewline(before: next) }
      guard file.isKind(next, .period), let member = file.token(after: next) else { return false }
      current = member
    }
    return false
  }

  /// `var catalogModel: CatalogModel { .init(container: container) }`: a property of the caller
  /// whose getter is one construction hands each call a new object, like a local built just before.
  static func isFreshComputedProperty(_ name: TokenID, in file: ParsedFile) -> Bool {
    guard !file.isAfterPeriod(name), let type = file.enclosingType(containing: name) else { return false }
    let text = file.text(name)
    guard let variable = file.variables(in: type).first(where: { file.text($0.name) == text }), variable.isComputed,
      var first = file.token(after: TokenID(variable.accessorOpen))
    else { return false }
    if file.word(first) == .return, let value = file.token(after: first) { first = value }
    guard isConstruction(at: first, in: file) else { return false }
    // The construction is the whole getter: its `)` is followed by the accessor's `}`.
    let getter = TokenRange(first, upTo: TokenID(variable.accessorClose))
    return file.calls(in: getter).contains { $0.rightParen + 1 == variable.accessorClose }
  }

  /// `Model(…)`, `Model.init(…)` or, where the type is written before, `.init(…)`.
  static func isConstruction(at token: TokenID, in file: ParsedFile) -> Bool {
    if file.constructedType(at: token) != nil { return true }
    return file.isKind(token, .period) && file.token(after: token).map { file.word($0) == .initWord } == true
  }
}
