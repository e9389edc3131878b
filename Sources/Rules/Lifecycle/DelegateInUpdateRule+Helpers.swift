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

extension DelegateInUpdateRule {
  /// Is the value the coordinator or an object it holds? A representable's input (a delegate
  /// the parent passed in) is the caller's to choose, and a data payload (a struct or enum the
  /// project declares) is no delegate at all; an object the
  /// representable builds in a stored property is a new one with each value of the struct.
  func wiresCoordinator(
    _ value: TokenRange, _ coordinators: Set<String>, _ representable: Representable, _ model: BridgeModel
  ) -> Bool {
    let file = model.file
    let text = file.compactText(value)
    guard let alias = coordinatorAlias(of: text, coordinators) else {
      // `let mapDelegate = MapDelegate()` on the representable: a new object with every new value
      // of the struct, wired again on every update (round aa).
      let name = text.hasPrefix("self.") ? String(text.dropFirst(5)) : text
      guard let property = model.property(named: name, in: representable.key),
        let typeName = model.constructedType(in: file[variable: property].initializer)
      else { return false }
      return !model.index.has(.declaresValueType, typeName)
    }
    guard text != alias, let coordinator = representable.coordinator else { return true }
    // `context.coordinator.member`: the member's declared or constructed type must not be a value type.
    let member = String(text.dropFirst(alias.count + 1).prefix { $0 != "." && $0 != "?" && $0 != "!" })
    guard let property = model.property(named: member, in: coordinator) else { return true }
    let declaration = file[variable: property]
    guard let typeName = file.typeName(in: declaration.type) ?? model.constructedType(in: declaration.initializer)
    else {
      return true
    }
    return !model.index.has(.declaresValueType, typeName)
  }

  /// The coordinator name (`context.coordinator`) a wired value is or starts with.
  func coordinatorAlias(of value: String, _ coordinators: Set<String>) -> String? {
    coordinators.first { value == $0 || value.hasPrefix($0 + ".") }
  }
}
