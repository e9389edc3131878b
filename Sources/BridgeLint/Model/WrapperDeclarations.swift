/// Property-wrapper attributes on any type's stored properties, not only on SwiftUI views:
/// rules about wrappers declared where SwiftUI never installs their storage ask here.
extension BridgeModel {
  /// The wrapper attribute of `variable` (its first attribute whose name starts uppercase):
  /// the `@` token and the wrapper it names; nil when it has none.
  public func wrapper(of variable: VariableID) -> (attribute: TokenID, wrapper: PropertyWrapper)? {
    guard let attribute = wrapperAttribute(of: file[variable: variable]) else { return nil }
    return (TokenID(attribute.at), PropertyWrapper(attributeName: file.text(attribute.name)))
  }
}
