import BridgeLint

/// Where a view is placed, and the hosting controller a placed view belongs to.
extension HostingViewWithoutContainmentRule {
  /// The elements of every `UIStackView(arrangedSubviews: [a, b])` array literal, or of the local
  /// array it is given (`var views: [UIView] = [a]` … `views.append(b)`), and of every array
  /// literal whose `forEach` adds each element as a subview (round t), and each view given to an
  /// `addSubviews`/`addArrangedSubviews` helper.
  func stackElements(_ file: ParsedFile) -> [(anchor: TokenID, value: TokenRange)] {
    var elements: [(anchor: TokenID, value: TokenRange)] = []
    for call in file.allCalls where call.leftParenToken != nil && file.tokenIs(call.name, "UIStackView") {
      guard let array = file.argument(of: call, labeled: "arrangedSubviews"), let first = array.first else { continue }
      if file.isKind(first, .leftSquare) {
        elements += literalElements(first, file)
      } else if array.end - array.start == 1, file.kind(first) == .identifier {
        elements += localArrayElements(first, file)
      }
    }
    // `[header, host.view].forEach { container.addSubview($0) }`, `.forEach(container.addSubview)`.
    for call in file.allCalls where call.hasReceiver && file.tokenIs(call.name, "forEach") {
      guard let receiver = file.receiver(of: call), let open = receiver.first, file.isKind(open, .leftSquare),
        file.closer(ofBracket: open) == receiver.last, addsEachElement(call, file)
      else { continue }
      elements += literalElements(open, file)
    }
    // `view.addSubviews(header, host.view)`, `stack.addArrangedSubviews([a, b])`: a project's (or a
    // dependency's) helper adding each of its views.
    for call in file.allCalls where call.leftParenToken != nil {
      guard file.tokenIs(call.name, "addSubviews") || file.tokenIs(call.name, "addArrangedSubviews") else { continue }
      for argument in file.arguments(of: call) {
        guard let first = argument.value.first else { continue }
        if file.isKind(first, .leftSquare), file.closer(ofBracket: first) == argument.value.last {
          elements += literalElements(first, file)
        } else {
          elements.append((first, argument.value))
        }
      }
    }
    return elements
  }

  /// Does the `forEach` call's closure (or function argument) add each element as a subview?
  private func addsEachElement(_ call: Call, _ file: ParsedFile) -> Bool {
    let body: TokenRange
    if let brace = call.trailingClosures.first.map(TokenID.init), let close = file.closer(ofBracket: brace) {
      body = TokenRange(brace, upTo: close)
    } else if let argument = file.soleArgument(of: call) {
      body = argument
    } else {
      return false
    }
    return (body.start..<body.end).contains { token in
      file.isKind(token, .identifier)
        && (file.tokenIs(token, "addSubview") || file.tokenIs(token, "addArrangedSubview"))
    }
  }

  /// The elements of the array literal opened at `open`.
  private func literalElements(_ open: TokenID, _ file: ParsedFile) -> [(anchor: TokenID, value: TokenRange)] {
    guard let close = file.closer(ofBracket: open), let first = file.token(after: open) else { return [] }
    var elements: [(anchor: TokenID, value: TokenRange)] = []
    var start = first
    var next: TokenID? = first
    while let token = next, token < close {
      if let inner = file.closer(ofBracket: token) {
        next = file.token(after: inner)
        continue
      }
      if file.isKind(token, .comma) {
        if token > start { elements.append((start, TokenRange(start, upTo: token))) }
        if let after = file.token(after: token) { start = after }
      }
      next = file.token(after: token)
    }
    if close > start { elements.append((start, TokenRange(start, upTo: close))) }
    return elements
  }

  /// The elements a local array named at `name` starts with (its initializer literal) and is
  /// given by `append`/`insert` where it is visible.
  private func localArrayElements(_ name: TokenID, _ file: ParsedFile) -> [(anchor: TokenID, value: TokenRange)] {
    guard let binding = file.code.binding(at: name), case .local(let variable) = binding.kind,
      let declaration = binding.declaration
    else { return [] }
    var elements: [(anchor: TokenID, value: TokenRange)] = []
    if let first = file[variable: variable].initializer.first, file.isKind(first, .leftSquare) {
      elements += literalElements(first, file)
    }
    for call in file.calls(in: binding.visible.range) where call.hasReceiver {
      guard let callee = call.nameToken, file.tokenIs(callee, "append") || file.tokenIs(callee, "insert"),
        let receiver = file.receiver(of: call), receiver.end - receiver.start == 1, let owner = receiver.first,
        file.code.binding(at: owner)?.declaration == declaration,
        let value = file.arguments(of: call).first?.value, let start = value.first
      else { continue }
      elements.append((start, value))
    }
    return elements
  }

  /// Names of this file's functions that add their receiver to a view
  /// (`func pin(to container: UIView) { container.addSubview(self) }`): `host.view.pin(to: self)` adds the view.
  func selfAddingHelpers(_ adders: [Call], _ file: ParsedFile) -> Set<String> {
    var names: Set<String> = []
    for adder in adders {
      guard let value = file.arguments(of: adder).first?.value, value.end - value.start == 1, let only = value.first,
        file.word(only) == .selfWord, let function = file.enclosingFunction(containing: only),
        let name = function.nameToken
      else { continue }
      names.insert(file.text(name))
    }
    return names
  }

  func isViewAdder(_ call: Call, _ file: ParsedFile) -> Bool {
    call.leftParenToken != nil
      && (file.tokenIs(call.name, "addSubview") || file.tokenIs(call.name, "insertSubview")
        || file.tokenIs(call.name, "addArrangedSubview"))
  }

  /// `UIHostingController(…)`, `UIHostingController<T>(…)`, or a project subclass's or alias's initializer.
  func isHostingInitializer(_ call: Call, _ model: BridgeModel) -> Bool {
    let file = model.file
    guard let name = call.nameToken, !call.hasReceiver, file.kind(name) == .identifier else { return false }
    if file.tokenIs(call.name, "UIHostingController") { return true }
    // Project subclasses and aliases are asked about only when their name ends in `Controller`
    // or `Host` (`CardHostingController`, `typealias CardHost = UIHostingController<Card>`):
    // asking the index about every constructor call would cost more than it finds.
    guard file.tokenEndsWith(call.name, "Controller") || file.tokenEndsWith(call.name, "Host") else { return false }
    return model.isHostingControllerType(named: file.text(call.name))
  }

  func mayNameHostingController(_ name: String) -> Bool {
    name.hasSuffix("Controller") || name.hasSuffix("Host")
  }

  /// `host.view`, `self.host.view`, `host!.view`, `self.host?.view`, `host?.view ?? UIView()`,
  /// or a computed property of the type that returns `host.view` → `host`.
  func hostedController(in value: TokenRange, _ function: FunctionID, _ model: BridgeModel) -> String? {
    let file = model.file
    var value = value
    if let coalescing = model.topLevelCoalescing(in: value) { value = TokenRange(value.start, coalescing) }
    // `let hosted = host.view` and then `addSubview(hosted!)`: the unwrap is the same view.
    if let first = value.first, let last = value.last, file.token(after: first) == last,
      file.isKind(last, .exclamationMark)
    {
      value = TokenRange(first, upTo: last)
    }
    // `guard let hosted = host.view` (or `let`, `if let`) and then `addSubview(hosted)`.
    if value.end - value.start == 1, file.kind(value.start) == .identifier,
      let aliased = aliasedValue(of: TokenID(value.start), file)
    {
      return hostedController(in: aliased, function, model)
    }
    if value.end - value.start == 1, file.kind(value.start) == .identifier, let type = model.owner(of: function),
      let property = model.property(named: file.text(value.start), in: type)
    {
      let declaration = file[variable: property]
      guard declaration.isComputed, TokenID(ifPresent: declaration.accessorOpen) != nil else { return nil }
      var body = TokenRange(declaration.accessorOpen + 1, declaration.accessorClose)
      if file.word(body.start) == .return { body.start += 1 }
      return hostedController(in: body, function, model)
    }
    guard value.end - value.start >= 3, file.tokenIs(value.end - 1, "view"), file.isKind(value.end - 2, .period) else {
      return nil
    }
    var end = value.end - 2
    while file.isKind(end - 1, .exclamationMark) || file.isKind(end - 1, .postfixQuestionMark) { end -= 1 }
    let text = file.normalizedExpression(TokenRange(value.start, end))
    guard !text.isEmpty, !text.contains("(") else { return nil }
    // `context.coordinator.host.view`: the coordinator's member, checked against its type.
    if text.contains(".") { return coordinatorMember(text) != nil ? text : nil }
    return text
  }

  /// `host` in `context.coordinator.host`: a member of the representable's coordinator.
  func coordinatorMember(_ path: String) -> String? {
    let prefix = "context.coordinator."
    guard path.hasPrefix(prefix) else { return nil }
    let member = path.dropFirst(prefix.count)
    return member.isEmpty || member.contains(".") ? nil : String(member)
  }

  /// The value a local or an optional binding named at `token` was bound to, when it reads
  /// `x.view` (`let v = host.view`, `guard let v = host?.view else`, `if let v = host.view,`,
  /// `let v = host.view` … `if let v {`).
  private func aliasedValue(of token: TokenID, _ file: ParsedFile) -> TokenRange? {
    guard var binding = file.code.binding(at: token), var declaration = binding.declaration, declaration != token
    else { return nil }
    // `if let content {` (the shorthand) unwraps the outer `content`: one step out to its `let`.
    if case .optionalBinding = binding.kind, !file.isKind(after: declaration, .equal),
      let outer = file.code.binding(of: binding.name, at: declaration), let outerDeclaration = outer.declaration,
      outerDeclaration < declaration
    {
      binding = outer
      declaration = outerDeclaration
    }
    // `let hosted: UIView! = host.view`: a typed local's value is its initializer.
    if case .local(let variable) = binding.kind, !file.isKind(after: declaration, .equal) {
      let value = file.droppingTrailingUnwraps(file[variable: variable].initializer)
      guard let last = value.last, file.tokenIs(last, "view") else { return nil }
      return value
    }
    guard file.isKind(after: declaration, .equal) else { return nil }
    switch binding.kind {
    case .local, .optionalBinding: break
    default: return nil
    }
    // The value ends at the first `,`, `{`, `else` or line of its own; a few tokens at most.
    guard let start = file.token(after: declaration).flatMap(file.token(after:)) else { return nil }
    var last: TokenID?
    var next: TokenID? = start
    var count = 0
    while let token = next, count < 16 {
      if file.isKind(token, .comma) || file.isKind(token, .leftBrace) || file.word(token) == .else
        || file.isKind(token, .semicolon) || (count > 0 && file.hasNewline(before: token))
      {
        break
      }
      last = token
      next = file.token(after: token)
      count += 1
    }
    // `let hosted = coordinator.host.view!`: the unwrap is the same view.
    while let token = last, token > start,
      file.isKind(token, .exclamationMark) || file.isKind(token, .postfixQuestionMark)
    {
      last = file.token(before: token)
    }
    guard let last, file.tokenIs(last, "view") else { return nil }
    return TokenRange(start, through: last)
  }

  /// The declaration token of the local `name` names at `token`, when it holds a hosting controller.
  func localHostingController(_ name: String, at token: TokenID, _ model: BridgeModel) -> TokenID? {
    guard let binding = model.file.code.binding(of: name, at: token), case .local(let id) = binding.kind,
      let declaration = binding.declaration, holdsHostingController(model.file[variable: id], model)
    else { return nil }
    return declaration
  }

  func holdsHostingController(_ variable: VariableDecl, _ model: BridgeModel) -> Bool {
    if let type = model.file.typeName(in: variable.type) {
      if type == "UIHostingController" { return true }
      if mayNameHostingController(type) && model.isHostingControllerType(named: type) { return true }
    }
    return startsWithHostingInitializer(variable.initializer, model)
  }

  func startsWithHostingInitializer(_ value: TokenRange, _ model: BridgeModel) -> Bool {
    guard let call = model.file.calls(in: value).first, call.calleeStart == value.start else { return false }
    return isHostingInitializer(call, model)
  }
}
