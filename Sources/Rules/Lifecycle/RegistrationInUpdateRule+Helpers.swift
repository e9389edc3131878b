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
}
