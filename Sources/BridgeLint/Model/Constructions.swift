/// Objects a function builds itself: the constructor calls rules tell apart from objects that
/// exist elsewhere (a new picker's delegate is wired once; a coordinator's member may be a value).
extension BridgeModel {
  /// The type an expression constructs: `Model(…)`, `Model.init(…)`, `Model<T>(…)` (possibly
  /// followed by members) give `Model`, `.init(…)` gives `init`; nil for anything else.
  public func constructedType(in value: TokenRange) -> String? {
    value.isEmpty ? nil : constructedTypeName(value)
  }

  /// Locals of `function` whose value is a constructor call (`let picker = UIPickerView()`),
  /// found by binary search over the file's variables.
  public func locallyBuiltNames(in function: FunctionID) -> Set<String> {
    var names: Set<String> = []
    for variable in file.variables(inTokens: file.body(of: file[function: function]))
    where variable.name >= 0 && constructedType(in: variable.initializer) != nil {
      names.insert(file.text(variable.name))
    }
    return names
  }
}
