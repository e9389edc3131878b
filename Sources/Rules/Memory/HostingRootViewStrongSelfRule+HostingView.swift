import BridgeLint

/// A hosting view (`NSHostingView(rootView:)`) kept by the object whose `self` its root view's
/// closures capture: `self.view = NSHostingView(rootView: …)` in a view controller, or a stored property.
extension HostingRootViewStrongSelfRule {
  func checkHostingViews(_ model: BridgeModel, _ memberCache: inout [TypeID: Set<String>], _ context: inout RuleContext)
  {
    let file = model.file
    for assignment in file.allAssignments {
      guard let (root, owner) = hostingView(built: assignment.rhs, model), file[type: owner].kind == .class
      else { continue }
      var target = file.normalizedExpression(assignment.lhs)
      if target.hasPrefix("self.") { target.removeFirst(5) }
      // A view controller keeps its `view`; any class keeps its stored properties.
      let isOwnView =
        target == "view" && (model.isAppKitViewController(owner) || model.isUIKitViewController(owner))
      guard isOwnView || model.property(named: target, in: owner) != nil else { continue }
      reportCycle(in: root, of: owner, model, &memberCache, &context)
    }
  }

  /// `let host = NSHostingView(rootView: …)` then `view.addSubview(host)` in a view controller: the
  /// controller keeps its view, which keeps its subviews.
  func checkAddedHostingViews(
    _ model: BridgeModel, _ memberCache: inout [TypeID: Set<String>], _ context: inout RuleContext
  ) {
    let file = model.file
    for call in file.allCalls where file.tokenIs(call.name, "addSubview") {
      guard let receiver = file.receiver(of: call),
        ["view", "self.view"].contains(file.normalizedExpression(receiver)),
        let argument = file.arguments(of: call).first?.value, argument.end - argument.start == 1,
        let only = argument.first, case .local(let variable)? = file.code.binding(at: only)?.kind,
        let (root, owner) = hostingView(built: file[variable: variable].initializer, model),
        model.isAppKitViewController(owner) || model.isUIKitViewController(owner)
      else { continue }
      reportCycle(in: root, of: owner, model, &memberCache, &context)
    }
  }

  /// `host.rootView.onSend = { self.send() }` on a hosting controller `self` stores, or
  /// `rootView.onClose = { self.close() }` in a hosting controller's own subclass: a closure set on
  /// the root view after construction is kept like one passed to its initializer (round r).
  func checkRootViewMembers(
    _ model: BridgeModel, _ memberCache: inout [TypeID: Set<String>], _ context: inout RuleContext
  ) {
    let file = model.file
    for assignment in file.allAssignments {
      guard let first = assignment.rhs.first, file.isKind(first, .leftBrace) else { continue }
      let path = file.normalizedExpression(assignment.lhs).split(separator: ".")
      guard path.count == 2 || path.count == 3, path[path.count - 2] == "rootView",
        let function = model.function(containing: first), !file[function: function].modifiers.isTypeMember,
        let owner = model.owner(of: function), file[type: owner].kind == .class
      else { continue }
      let isOwnRoot = path.count == 2
      if isOwnRoot {
        guard !model.roots(of: owner, among: .hostingController).isEmpty else { continue }
      } else {
        guard let property = model.property(named: String(path[0]), in: owner),
          let type = file.typeName(in: file[variable: property].type)
            ?? model.constructedType(file[variable: property].initializer),
          !model.index.roots(of: type, among: .hostingController).isEmpty
        else { continue }
      }
      let members = memberCache[owner] ?? memberNames(of: owner, model)
      memberCache[owner] = members
      if let closure = TokenSpan(assignment.rhs), let use = firstStrongSelfUse(in: closure, members: members, model) {
        context.report(file, at: use, .cycle(isChild: !isOwnRoot))
      }
    }
  }

  /// The root view of `NSHostingView(rootView: …)` when `value` is that construction, and the type
  /// whose instance method builds it (a static method has no `self` to capture).
  private func hostingView(built value: TokenRange, _ model: BridgeModel) -> (root: TokenSpan, owner: TypeID)? {
    let file = model.file
    guard let first = value.first, file.tokenIs(first, "NSHostingView"), let call = file.calls(in: value).first,
      TokenID(call.calleeStart) == first, let argument = file.argument(of: call, labeled: "rootView"),
      let root = rootExpression(argument, file), let function = model.function(containing: first),
      !file[function: function].modifiers.isTypeMember, let owner = model.owner(of: function)
    else { return nil }
    return (root, owner)
  }

  /// Reports the first strong use of `self` in `root`'s kept closures.
  private func reportCycle(
    in root: TokenSpan, of owner: TypeID, _ model: BridgeModel, _ memberCache: inout [TypeID: Set<String>],
    _ context: inout RuleContext
  ) {
    let members = memberCache[owner] ?? memberNames(of: owner, model)
    memberCache[owner] = members
    if let use = firstStrongSelfUse(in: root, members: members, model) {
      context.report(model.file, at: use, .hostingViewCycle)
    }
  }

  /// The root view argument, or the initializer of the local it names (`let root = Editor { … }`).
  private func rootExpression(_ argument: TokenRange, _ file: ParsedFile) -> TokenSpan? {
    if argument.end - argument.start == 1, let only = argument.first,
      case .local(let variable)? = file.code.binding(at: only)?.kind,
      !file[variable: variable].initializer.isEmpty
    {
      return TokenSpan(file[variable: variable].initializer)
    }
    return TokenSpan(argument)
  }
}

extension FindingMessage {
  fileprivate static let hostingViewCycle = FindingMessage(
    "This root view closure captures `self` strongly, and `self` keeps the hosting view that keeps the root view: "
      + "a retain cycle; capture `[weak self]`")
}
