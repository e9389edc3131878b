import BridgeLint

/// Model helpers only this rule reads (issue 27: shared ones stay in the model).
extension Representable.Flavor {
  /// `update…(_:context:)`'s name for this flavor.
  var updateMethod: String {
    makeMethod.replacingOccurrences(of: "make", with: "update").replacingOccurrences(
      of: "(context:)", with: "(_:context:)")
  }
}

extension MakeOnlyConfigurationRule {
  /// A stored instance property of the representable without a wrapper, not a closure: an input
  /// its callers pass (`let url: URL`).
  func isPlainInput(_ name: String, of type: TypeID, _ model: BridgeModel) -> Bool {
    guard let variable = model.property(named: name, in: type) else { return false }
    let file = model.file
    let declaration = file[variable: variable]
    return !declaration.isComputed && !declaration.modifiers.isTypeMember && file.wrapperName(of: declaration) == nil
      && !file.isFunctionType(declaration.type)
  }
}
