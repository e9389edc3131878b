import BridgeLint

/// The owning declaration an `@ObservedObject` that builds its own object is told to use, and its fix.
extension DuplicateStateCopyRule {
  /// The owning declaration the message suggests, as `owningFix` writes it: `@State` for an
  /// `@Observable` class, `private` only where no memberwise initializer lets callers pass it.
  func owningDeclaration(
    _ property: WrappedProperty, _ view: SwiftUIView, typeName: String, _ model: BridgeModel,
    isObservable: Bool = false
  ) -> String {
    let wrapper = isObservable || isObservableClass(typeName, model) ? "State" : "StateObject"
    let isPrivate = property.isPrivate || (property.access == .internal && view.hasExplicitInit)
    return "@\(wrapper) \(isPrivate ? "private " : "")var \(property.name)"
  }

  /// `@ObservedObject var x = X()` → `@StateObject private var x = X()` (`@State` when `X` is
  /// `@Observable`): the view owns what it builds. `private` is added only where no caller can
  /// pass the property (the view declares its own initializer) and no access is written.
  /// `@StateObject` has no setter: a property the view assigns keeps its wrapper.
  func owningFix(
    _ property: WrappedProperty, _ view: SwiftUIView, _ uses: [String: PropertyUses], typeName: String,
    _ model: BridgeModel
  ) -> Fix? {
    let file = model.file
    let attribute = property.attribute
    guard file.isKind(attribute, .atSign), let name = file.token(after: attribute),
      file.tokenIs(name, "ObservedObject"),
      !file.isKind(after: name, .leftParen), property.initializations.isEmpty,
      !(uses[property.name]?.isWritten ?? false)
    else { return nil }
    let wrapper = isObservableClass(typeName, model) ? "State" : "StateObject"
    var edits = [FixEdit(range: file.startOffset(of: name)..<file.endOffset(of: name), replacement: wrapper)]
    let variable = file[variable: property.variable]
    if property.access == .internal, view.hasExplicitInit, let keyword = variable.keywordToken,
      file.token(before: keyword) == name
    {
      edits.append(.insert("private ", at: file.startOffset(of: keyword)))
    }
    let access = edits.count > 1 ? "private " : ""
    return Fix("Declare it `@\(wrapper) \(access)var \(property.name)`", .unsafe, edits: edits)
  }
}
