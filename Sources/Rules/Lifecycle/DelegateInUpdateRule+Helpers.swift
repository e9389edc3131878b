import BridgeLint

/// Model helpers only this rule reads (issue 27: shared ones stay in the model).
extension BridgeModel {
  /// Locals of `function` whose value is a constructor call (`let picker = UIPickerView()`),
  /// found by binary search over the file's variables.
  func locallyBuiltNames(in function: FunctionID) -> Set<String> {
    var names: Set<String> = []
    for variable in file.variables(inTokens: file.body(of: file[function: function])) {
      guard let name = variable.nameToken, constructedType(in: variable.initializer) != nil else { continue }
      names.insert(file.text(name))
    }
    return names
  }
}

extension DelegateInUpdateRule {
  /// A delegate property this file declares on one of its own types
  /// (`var dismissGuardianDelegate: DismissGuardianDelegate?`): setting it again to the same
  /// coordinator resets no framework state. `delegate` and `dataSource` themselves may be UIKit's.
  func isProjectProperty(_ name: String, _ file: ParsedFile) -> Bool {
    guard name != "delegate" && name != "dataSource" else { return false }
    return file.variables(named: name).contains { variable in
      !variable.modifiers.isTypeMember && file.enclosingFunction(containing: TokenID(variable.keyword)) == nil
    }
  }
}
