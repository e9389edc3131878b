import BridgeLint

/// Globals: SwiftUI observes no global, so a caller reading one is as stale as its child's copy
/// (round z: rows of a file-level list, arguments that are global strings, 11 findings).
extension DuplicateStateCopyRule {
  /// Is `token` a bare name that no code body binds and that the caller's type does not declare
  /// (a struct or enum whose declaration is in this file; the index adds its extensions in other
  /// files): a global?
  func isGlobal(_ token: TokenID, _ model: BridgeModel) -> Bool {
    let file = model.file
    guard file.kind(token) == .identifier, file.code.binding(at: token) == nil, !file.isAfterPeriod(token),
      let declaration = file.enclosingType(containing: token), let type = model.typeID(of: declaration)
    else { return false }
    let declarations = model.declarations(sameAs: type)
    guard declarations.contains(where: { file[type: $0].kind == .struct || file[type: $0].kind == .enum }) else {
      return false
    }
    let name = file.text(token)
    let members = model.allMembers(of: type)
    if members.variables.contains(where: { file[variable: $0].nameToken.map(file.text) == name })
      || members.functions.contains(where: { file[function: $0].nameToken.map(file.text) == name })
    {
      return false
    }
    return !model.index.lookup(file.qualifiedName(of: declaration)).contains { indexed in
      indexed.properties.contains { $0.name == name } || indexed.methods.contains(name)
    }
  }

  /// `item` of `ForEach(startList) { item in … }` where `startList` is a global: its rows never
  /// change while the caller shows them.
  func isRowOfGlobal(_ kind: Binding.Kind, _ model: BridgeModel) -> Bool {
    let file = model.file
    guard let call = rowCall(binding: kind, file), let collection = file.arguments(of: call).first,
      collection.labelToken == nil, let root = collection.value.first
    else { return false }
    return isGlobal(root, model)
  }

  /// `@Environment(UserSettings.self)`: an `@Observable` object the app puts in the environment,
  /// one instance like an `@EnvironmentObject` (round bb), not a value such as `\.colorScheme`.
  func isEnvironmentObject(_ property: WrappedProperty, _ file: ParsedFile) -> Bool {
    guard property.wrapper == .environment, let name = file.token(after: property.attribute),
      let open = file.isKind(name, .leftParen) ? name : file.token(after: name), file.isKind(open, .leftParen),
      let close = file.closer(ofBracket: open), let last = file.token(before: close)
    else { return false }
    return file.word(last) == .selfWord && file.token(before: last).map { file.isKind($0, .period) } == true
  }
}
