import BridgeLint

/// A representable whose coordinator is itself the hosting controller: `makeCoordinator()`
/// returns a `UIHostingController` and `makeUIView` shows `context.coordinator.view`.
extension HostingViewWithoutContainmentRule {
  func checkHostingCoordinators(_ model: BridgeModel, _ adderByArgument: [TokenID: Call], _ context: inout RuleContext)
  {
    let file = model.file
    for representable in model.representables where !representable.flavor.isAppKit {
      guard let make = representable.make, let name = representable.coordinatorName,
        name == "UIHostingController" || (mayNameHostingController(name) && model.isHostingControllerType(named: name))
      else { continue }
      if let shown = shownCoordinatorView(in: file[function: make], adderByArgument, file) {
        context.report(file, at: shown, .coordinatorIsHostingController)
      }
    }
  }

  /// The first `context.coordinator.view` of `make` that is returned or added, directly or through
  /// a local (`let hosted = context.coordinator.view!` … `return hosted`).
  private func shownCoordinatorView(in make: FunctionDecl, _ adderByArgument: [TokenID: Call], _ file: ParsedFile)
    -> TokenID?
  {
    let body = file.body(of: make)
    guard let first = body.first else { return nil }
    let end = TokenID(body.end)
    var next: TokenID? = first
    var aliasScanned = false  // one local's uses are scanned, so the walk stays linear
    while let token = next, token < end {
      next = file.token(after: token)
      guard file.tokenIs(token, "context"), file.isKind(after: token, .period),
        let member = file.token(after: token).flatMap(file.token(after:)), file.tokenIs(member, "coordinator"),
        file.isKind(after: member, .period), let view = file.token(after: member).flatMap(file.token(after:)),
        file.tokenIs(view, "view"), !file.isKind(before: token, .period)
      else { continue }
      var last = view
      while let after = file.token(after: last),
        file.isKind(after, .exclamationMark) || file.isKind(after, .postfixQuestionMark)
      {
        last = after
      }
      guard let after = file.token(after: last) else { continue }
      // A member of the view (`context.coordinator.view.frame`) is not the view itself.
      if file.isKind(after, .period) || file.isKind(after, .leftParen) { continue }
      if isShown(start: token, end: after, adderByArgument, file) { return token }
      // `let hosted = context.coordinator.view!`: the local is returned or added.
      guard !aliasScanned, let equal = file.token(before: token), file.isKind(equal, .equal),
        let declared = file.token(before: equal), let binding = file.code.binding(declaredAt: declared),
        case .local = binding.kind
      else { continue }
      aliasScanned = true
      var use: TokenID? = after
      while let current = use, current < end {
        use = file.token(after: current)
        guard file.code.binding(at: current)?.declaration == declared, current != declared,
          let following = file.token(after: current)
        else { continue }
        if isShown(start: current, end: following, adderByArgument, file) { return token }
      }
    }
    return nil
  }

  private func isShown(start: TokenID, end: TokenID, _ adderByArgument: [TokenID: Call], _ file: ParsedFile) -> Bool {
    switch viewEscape(at: start, end: end, adderByArgument, file) {
    case .returned?, .added?: return true
    default: return false
    }
  }
}

extension FindingMessage {
  fileprivate static let coordinatorIsHostingController = FindingMessage(
    "The coordinator is a hosting controller whose view this representable shows, but a coordinator is never a "
      + "child view controller, so the hosted view misses appearance callbacks and trait and safe-area updates; "
      + "return the hosting controller from a `UIViewControllerRepresentable` instead (SwiftUI then contains it)")
}

extension HostingViewWithoutContainmentRule {
  /// The coordinator class of each representable declaration of the file, built once per file
  /// on the first coordinator path (not a scan of the representables per placement).
  func coordinatorTypes(_ model: BridgeModel) -> [TypeID: TypeID] {
    var table: [TypeID: TypeID] = [:]
    for representable in model.representables {
      guard let coordinator = model.coordinator(of: representable)?.classDeclaration else { continue }
      for declaration in representable.declarations { table[declaration] = coordinator }
    }
    return table
  }
}

extension HostingViewWithoutContainmentRule {
  /// What each UIKit representable's `make…` returns at the top of its body (`return
  /// context.coordinator.host.view`, `return hosted` after `guard let hosted = host?.view`): the
  /// represented view, so a hosting controller's view there is shown with no parent controller.
  func returnedFromMake(_ model: BridgeModel) -> [(anchor: TokenID, value: TokenRange)] {
    let file = model.file
    var returned: [(anchor: TokenID, value: TokenRange)] = []
    for representable in model.representables where !representable.flavor.isAppKit {
      guard let make = representable.make else { continue }
      for statement in file.code.statements(of: make) where file.code.statement(statement, startsWith: .return) {
        let span = file.code.span(of: statement)
        guard let first = file.token(after: span.start), first < span.end else { continue }
        returned.append((first, TokenRange(first, upTo: span.end)))
      }
    }
    return returned
  }
}
