import BridgeLint

extension StateWriteDuringUpdateRule {
  /// The coordinator declares a stored `Binding` property named `name`.
  func coordinatorKeepsBinding(_ name: String, _ representable: Representable, _ model: BridgeModel) -> Bool {
    model.coordinator(of: representable)?.properties.contains { property in
      let variable = model.file[variable: property]
      return variable.nameToken.map { model.file.text($0) == name } == true
        && model.file.typeName(in: variable.type) == "Binding"
    } ?? false
  }
}
