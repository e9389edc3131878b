import BridgeLint

/// Model helpers only this rule reads (issue 27: shared ones stay in the model).
extension BridgeModel {
  /// Does `type`'s own inheritance clause (or that of a same-file declaration of it) name `name`?
  func inheritanceClause(of type: TypeID, names name: String) -> Bool {
    declarations(sameAs: type).contains { file.inheritedNames(of: file[type: $0]).contains(name) }
  }
}
