import BridgeLint

extension DuplicateStateCopyRule {
  /// The `App` is built once, so nothing it owns is replaced by a render; only Apple's rule for
  /// `@ObservedObject` still applies: it never owns its object (no default value).
  func checkApp(_ view: SwiftUIView, _ model: BridgeModel, _ context: inout RuleContext) {
    let uses = model.uses(in: view)
    for property in view.properties where property.wrapper == .observedObject {
      guard let finding = defaultValueFinding(property, view, uses, model), !finding.isShared, !finding.isSeed
      else { continue }
      let message = FindingMessage(
        "`\(declarationHead(property, model.file))` creates its own object, but `@ObservedObject` never owns one "
          + "(Apple's documentation: no default or initial value); it holds here only because the `App` is built "
          + "once — declare it `@StateObject private var \(property.name)`")
      context.report(model.file, at: property.attribute, covering: property.declaration, message, fix: finding.fix)
    }
  }
}
