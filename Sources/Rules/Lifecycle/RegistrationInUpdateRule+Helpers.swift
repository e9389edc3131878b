import BridgeLint

/// Model helpers only this rule reads (issue 27: shared ones stay in the model).
extension BridgeModel {
  /// Is the value of `range` an object built here: a constructor call, or a local of `method`
  /// initialized with one?
  func isFreshObject(_ range: TokenRange, in method: LifecycleMethod) -> Bool {
    if constructedType(range) != nil { return true }
    guard range.end - range.start == 1 else { return false }
    if case .createdLocal = root(of: range, in: method) { return true }
    return false
  }
}
