/// A representable's coordinator as this file declares it: the class and its same-file
/// extensions, its methods, the stored properties that copy the representable (`parent`), and
/// the protocols it conforms to. Rules about what a coordinator does ask this once instead of
/// walking its declarations themselves.
public struct Coordinator {
  /// The qualified name of the representable it serves.
  public let representable: String
  /// The coordinator's `class` declaration, when this file has it.
  public let classDeclaration: TypeID?
  /// The class declaration (first, when present) and every same-file extension of it.
  public let declarations: [TypeID]
  /// Methods, initializers and the deinitializer of every declaration, in source order.
  public let functions: [FunctionID]
  public let deinitializer: FunctionID?
  /// Stored instance properties of every declaration.
  public let properties: [VariableID]
  /// Stored properties whose declared type is the representable (`var parent: SearchBar`).
  public let parentProperties: [VariableID]
  /// Names in the class declaration's own inheritance clause.
  public let ownConformances: [String]
  /// Names in the inheritance clauses of the class and its same-file extensions.
  public let conformances: [String]
}

extension BridgeModel {
  /// The coordinator of `representable`, when this file declares it (or an extension of it).
  public func coordinator(of representable: Representable) -> Coordinator? {
    representable.coordinator.map { delegateClass($0, serving: representable.name) }
  }

  /// A class seen as a coordinator is: its declarations, methods, stored properties and
  /// conformances (a UIKit controller that is a picker's delegate is asked as one).
  /// `representable` names the type its `parent` properties copy (empty: none).
  public func delegateClass(_ type: TypeID, serving representable: String = "") -> Coordinator {
    let declarations = self.declarations(sameAs: type).sorted { lhs, rhs in
      // The class first, then extensions in source order.
      let lhsClass = file[type: lhs].kind != .extension
      let rhsClass = file[type: rhs].kind != .extension
      return lhsClass != rhsClass ? lhsClass : lhs < rhs
    }
    let classDeclaration = declarations.first { file[type: $0].kind == .class }
    var functions: [FunctionID] = []
    var properties: [VariableID] = []
    var conformances: [String] = []
    for declaration in declarations {
      let members = members(of: declaration)
      functions += members.functions
      properties += members.variables.filter {
        let variable = file[variable: $0]
        return !variable.isComputed && !variable.modifiers.isTypeMember && variable.name >= 0
      }
      conformances += file.inheritedNames(of: file[type: declaration])
    }
    functions.sort()
    let simpleName = representable.split(separator: ".").last.map(String.init) ?? representable
    let parents = properties.filter { property in
      guard !representable.isEmpty, let typeName = file.typeName(in: file[variable: property].type) else {
        return false
      }
      return typeName == simpleName || typeName == representable
    }
    return Coordinator(
      representable: representable, classDeclaration: classDeclaration, declarations: declarations,
      functions: functions, deinitializer: functions.first { file[function: $0].kind == .deinitializer },
      properties: properties, parentProperties: parents,
      ownConformances: classDeclaration.map { file.inheritedNames(of: file[type: $0]) } ?? [],
      conformances: conformances)
  }

  /// The functions of a representable and of its coordinator: every place the bridge runs code.
  public func bridgeFunctions(of representable: Representable) -> [FunctionID] {
    var functions: [FunctionID] = []
    for declaration in representable.declarations { functions += members(of: declaration).functions }
    if let coordinator = coordinator(of: representable) { functions += coordinator.functions }
    return functions
  }
}
