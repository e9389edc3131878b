import BridgeLint

/// Model helpers only this rule reads (issue 27: shared ones stay in the model).
extension BridgeModel {
  /// The functions of this file that `functions` call by name and that are not among them (one
  /// level, never further): the helpers a teardown delegates to, such as an extension method on
  /// the web view that removes its script handlers. Each name is looked up once.
  func calledFunctions(from functions: [FunctionID]) -> [FunctionID] {
    let known = Set(functions)
    let declared = file.declarationNames.functions
    var names: Set<String> = []
    var found: [FunctionID] = []
    for function in functions {
      let body = file.body(of: file[function: function])
      guard !body.isEmpty else { continue }
      for call in file.calls(in: body) {
        guard let callee = call.nameToken, file.kind(callee) == .identifier else { continue }
        let name = file.text(callee)
        guard names.insert(name).inserted, let declarations = declared[name] else { continue }
        for declaration in declarations.map(FunctionID.init)
        where !known.contains(declaration) && file[function: declaration].kind == .function {
          found.append(declaration)
        }
      }
    }
    return found
  }
}

extension Representable.Flavor {
  /// `dismantle…(_:coordinator:)`'s name for this flavor.
  var dismantleMethod: String {
    makeMethod.replacingOccurrences(of: "make", with: "dismantle").replacingOccurrences(
      of: "(context:)", with: "(_:coordinator:)")
  }
}
