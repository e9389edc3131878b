import BridgeLint

/// Where a call site sits decides whether a later render hands the child a newer value.
extension DuplicateStateCopyRule {
  /// `hosting.rootView = Child(…)`: a hosting controller handed a new root view keeps the old
  /// one's state, like a parent's re-render.
  func isRootViewUpdate(_ name: TokenID, _ file: ParsedFile) -> Bool {
    guard let equal = file.token(before: name), file.isKind(equal, .equal), let member = file.token(before: equal)
    else { return false }
    return file.tokenIs(member, "rootView")
  }

  /// Is `token` in a function (of any type) that returns `some View` or `AnyView`? (A function
  /// returning a controller or one concrete view is an assembly that builds its screen once.)
  func returnsView(_ token: TokenID, _ model: BridgeModel) -> Bool {
    guard let function = model.function(containing: token) else { return false }
    let declaration = model.file[function: function]
    let type = model.file.compactText(declaration.returnType)
    return declaration.kind == .function && ["someView", "anyView", "AnyView"].contains(type)
  }

  /// `case .checkout(let data): CheckoutView(items: data.items)` in a view-building function of a
  /// type that is no view: a navigation destination's payload, fixed for the screen it builds.
  func isSwitchCasePayload(_ value: TokenRange, _ file: ParsedFile) -> Bool {
    guard let first = value.first, case .switchCase? = file.code.binding(at: first)?.kind else { return false }
    return true
  }
}
