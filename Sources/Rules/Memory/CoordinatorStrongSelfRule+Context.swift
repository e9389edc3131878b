import BridgeLint

/// The cycle through `context`: a subscription a representable's `make…`/`update…` stores on the
/// coordinator, whose closure uses `context` or a local bound to the coordinator.
extension CoordinatorStrongSelfRule {
  /// `publisher.sink { _ in context.coordinator.reload() }.store(in: &context.coordinator.bag)` in
  /// a representable's `make…`/`update…`: the coordinator keeps the subscription, which keeps the
  /// closure, which keeps `context`, which keeps the coordinator.
  func checkSubscriptionsCapturingContext(_ file: ParsedFile, _ context: inout RuleContext) {
    let model = context.model
    let code = file.code
    for method in model.lifecycleMethods where method.role != .sizeThatFits {
      let declaration = file[function: method.function]
      guard let parameter = file.parameters(of: declaration).last else { continue }
      guard file.isValid(parameter.name), !file.tokenIs(parameter.name, "_") else { continue }
      // The context and the locals bound to its coordinator (`let coordinator = context.coordinator`).
      var holders: Set<String> = [file.text(parameter.name)]
      for name in method.coordinatorNames where !name.contains(".") { holders.insert(name) }
      let paths = method.coordinatorNames
      for closure in code.closures(in: method.body) {
        guard case .retained(.sink) = code.retention(of: closure),
          let statement = code.statement(containing: TokenID(file[closure: closure].open)),
          storesOnCoordinator(code.span(of: statement).range, paths, file)
        else { continue }
        let value = file[closure: closure]
        let inner = TokenRange(value.open + 1, value.close)
        guard !inner.isEmpty, !(inner.start..<inner.end).contains(where: { file.word($0) == .weak }),
          !(inner.start..<inner.end).contains(where: { file.tokenIs($0, "unowned") })
        else { continue }
        let use = (inner.start..<inner.end).first { token in
          file.kind(token) == .identifier && !file.isKind(token - 1, .period) && holders.contains(file.text(token))
        }
        guard let use else { continue }
        context.report(file, at: use, .subscriptionKeepsContext(file.text(use), file.text(parameter.name)))
      }
    }
  }

  /// Does the statement keep its subscription on the coordinator: `.store(in: &context.coordinator.bag)`,
  /// or `context.coordinator.cancellable = …`?
  private func storesOnCoordinator(_ range: TokenRange, _ paths: Set<String>, _ file: ParsedFile) -> Bool {
    func isCoordinatorPath(_ text: String) -> Bool {
      paths.contains { text == $0 || text.hasPrefix($0 + ".") }
    }
    if let assignment = file.assignments(in: range).first, assignment.lhs.start == range.start,
      isCoordinatorPath(file.normalizedExpression(assignment.lhs))
    {
      return true
    }
    var token = range.start
    while token + 4 < range.end {
      if file.tokenIs(token, "store"), file.isKind(token + 1, .leftParen), file.tokenIs(token + 2, "in"),
        file.isKind(token + 3, .colon), file.isKind(token + 4, .prefixAmpersand),
        let close = file.closer(of: token + 1), close > token + 5,
        isCoordinatorPath(file.normalizedExpression(TokenRange(token + 5, close)))
      {
        return true
      }
      token += 1
    }
    return false
  }
}

extension FindingMessage {
  fileprivate static func subscriptionKeepsContext(_ name: String, _ context: String) -> FindingMessage {
    name == context
      ? FindingMessage(
        "This subscription is stored on the coordinator and its closure captures `\(context)`, which holds the "
          + "coordinator: a cycle, so neither is ever released; capture `[weak coordinator = \(context).coordinator]` "
          + "and use `coordinator?` instead")
      : FindingMessage(
        "This subscription is stored on the coordinator and its closure captures `\(name)` strongly: a cycle, so "
          + "neither is ever released; capture `[weak \(name)]` instead")
  }
}
