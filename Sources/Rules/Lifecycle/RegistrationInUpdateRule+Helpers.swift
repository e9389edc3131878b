import BridgeLint

/// Model helpers only this rule reads (issue 27: shared ones stay in the model).
extension BridgeModel {
  /// Is the value of `range` an object built here: a constructor call, a local of `method`
  /// initialized with one, or the `view` of such a local (a hosting controller built in the update:
  /// round cc's scroll view added a new hosted view on every pass)?
  func isFreshObject(_ range: TokenRange, in method: LifecycleMethod) -> Bool {
    if constructedType(range) != nil { return true }
    let isItsView =
      range.end - range.start == 3 && file.isKind(range.start + 1, .period) && file.tokenIs(range.start + 2, "view")
    guard range.end - range.start == 1 || isItsView else { return false }
    if case .createdLocal = root(of: range, in: method) { return true }
    return false
  }

  /// Does the constraint `call` (`a.leftAnchor.constraint(equalTo: b.leftAnchor)`) join only views
  /// built in this update (`let host = UIHostingController(…)`)? It goes away with them, so nothing
  /// piles up on the represented view (round ii: a sheet's controller built on every update, whose
  /// real problem `view_created_in_update` reports).
  func joinsFreshViews(_ call: Call, in method: LifecycleMethod) -> Bool {
    guard let receiver = file.receiver(of: call), case .createdLocal = root(of: receiver, in: method) else {
      return false
    }
    return file.arguments(of: call).allSatisfy { argument in
      // A constant (`equalToConstant: 44`, `multiplier: 2`) names no view.
      guard argument.labelToken.map({ file.text($0).hasSuffix("To") }) ?? true else { return true }
      if case .createdLocal = root(of: argument.value, in: method) { return true }
      return false
    }
  }
}
