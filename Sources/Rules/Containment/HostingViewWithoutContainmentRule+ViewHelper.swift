import BridgeLint

/// A local hosting controller handed to a helper of a view class (round x: 25 views of one app
/// call `setupHostingController(host)`, declared in an extension in another file).
extension HostingViewWithoutContainmentRule {
  /// The helper's name when `use` is the whole first argument of an unqualified call (`setup(host)`,
  /// `self.embed(host)`) that no function of this file declares, made in a `UIView` subclass
  /// (or a class of a dependency's view, named `…View`, that is no view controller) with no
  /// stored property that could hold a controller: a view has no child view controllers, and an
  /// extension cannot add a stored property, so the helper can add the view but keep nothing.
  func viewHelper(taking use: TokenID, _ model: BridgeModel) -> String? {
    let file = model.file
    guard let open = file.token(before: use), file.isKind(open, .leftParen), file.isKind(after: use, .rightParen),
      let name = file.token(before: open), file.kind(name) == .identifier, !file.isUpperIdentifier(name),
      file.functions(named: file.text(name)).isEmpty
    else { return nil }
    if let period = file.token(before: name), file.isKind(period, .period) {
      guard let receiver = file.token(before: period), file.word(receiver) == .selfWord else { return nil }
    }
    guard let type = enclosingType(of: use, model), file[type: type].kind == .class, isViewClass(type, model)
    else { return nil }
    for variable in model.allMembers(of: type).variables {
      let declaration = file[variable: variable]
      guard !declaration.modifiers.isTypeMember, !declaration.isComputed else { continue }
      let text = file.compactText(declaration.type) + file.compactText(declaration.initializer)
      if text.isEmpty || text.contains("Controller") || text.contains("Any") { return nil }
    }
    return file.text(name)
  }

  /// A `UIView` subclass, or a class whose superclass the project does not know (a dependency's)
  /// named like a view, that is no view controller.
  private func isViewClass(_ type: TypeID, _ model: BridgeModel) -> Bool {
    if model.isUIKitView(type) { return true }
    guard model.roots(of: type).isEmpty, let superclass = model.file.inheritedNames(of: model.file[type: type]).first
    else { return false }
    return superclass.hasSuffix("View")
  }
}
