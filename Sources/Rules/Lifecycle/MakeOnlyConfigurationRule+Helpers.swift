import BridgeLint

/// Model helpers only this rule reads (issue 27: shared ones stay in the model).
extension Representable.Flavor {
  /// `update…(_:context:)`'s name for this flavor.
  var updateMethod: String {
    makeMethod.replacingOccurrences(of: "make", with: "update").replacingOccurrences(
      of: "(context:)", with: "(_:context:)")
  }
}
