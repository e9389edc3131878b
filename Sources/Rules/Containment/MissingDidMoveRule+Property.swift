import BridgeLint

/// `addChild` in a property's initial value, and the spelling before Swift 4.2.
extension MissingDidMoveRule {
  /// `lazy var pager: PageController = { let page = PageController(); addChild(page); return page }()`:
  /// the closure makes the child when the property is first read, and its view is added there or by
  /// whoever reads it. `didMove` may come in the closure or, on the property, in any method.
  func checkAddChildInProperty(
    _ call: Call, in file: ParsedFile, _ facts: ContainmentFacts, _ context: inout RuleContext
  ) {
    let model = context.model
    guard file.isCalledOnSelf(call), let child = file.soleArgument(of: call),
      let type = file.enclosingType(of: call.scope), let typeID = model.typeID(of: type),
      model.isUIKitViewController(typeID), model.roots(of: typeID, among: .managingContainer).isEmpty,
      let property = file.variables(in: type).first(where: { $0.initializer.contains(call.name) }),
      file.isValid(property.name)
    else { return }
    let typeFacts = facts.ofType(typeID, model)
    guard !typeFacts.declaresOwnAddChild else { return }
    let childText = ContainmentFacts.key(file.normalizedExpression(child))
    let propertyName = file.text(property.name)
    let completed = facts.scan(property.initializer).lastDidMove[childText] != nil
    if completed || typeFacts.didMoveIn[propertyName] != nil || typeFacts.didMoveIn[childText] != nil { return }
    let label = Self.parentLabel(of: call, file)
    context.report(
      file, at: call.name,
      Self.neverDidMove(childText.replacingOccurrences(of: "!", with: ""), parent: "self", label: label))
  }

  /// The label `didMove`/`willMove` take in the spelling of `call`: `toParentViewController` next to
  /// `addChildViewController(_:)` (before Swift 4.2), else `toParent`.
  static func parentLabel(of call: Call, _ file: ParsedFile) -> String {
    file.tokenIs(call.name, "addChildViewController") || file.tokenIs(call.name, "removeFromParentViewController")
      ? "toParentViewController" : "toParent"
  }

  static func neverDidMove(_ child: String, parent: String, label: String) -> FindingMessage {
    FindingMessage(
      "`\(child)` is added as a child view controller but never gets `didMove(\(label):)`; "
        + "call `\(child).didMove(\(label): \(parent))` once its view is in place")
  }
}
