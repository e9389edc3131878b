import BridgeLint

/// `view.layoutSubviews()`, `updateProperties()`, `updateConstraints()` called directly.
public struct UpdatePropertiesDirectCallRule: Rule {
  public init() {}

  public static func relevance(in index: ProjectIndex) -> Relevance {
    .anyOf(names: hooks.map(\.name), members: hooks.map(\.name))
  }

  /// UIKit's update hooks and what to call instead.
  private static let hooks: [(name: String, request: String, now: String)] = [
    ("updateProperties", "setNeedsUpdateProperties()", "updatePropertiesIfNeeded()"),
    ("layoutSubviews", "setNeedsLayout()", "layoutIfNeeded()"),
    ("updateConstraints", "setNeedsUpdateConstraints()", "updateConstraintsIfNeeded()"),
  ]

  public static let description = RuleDescription(
    identifier: "update_properties_direct_call",
    name: "Update Properties Direct Call",
    summary:
      "UIKit's update hooks (`updateProperties()`, `layoutSubviews()`, `updateConstraints()`) are called directly instead of requested",
    rationale: """
      UIKit calls `updateProperties()`, `layoutSubviews()` and `updateConstraints()` itself, once \
      per pass, after coalescing every request made since the last one. Apple's documentation of \
      each says not to call it directly: a direct call runs the work outside the pass (the view \
      may not have its final size yet, constraints may be half-updated), repeats it when several \
      changes arrive together, and for `updateProperties()` (iOS 26) bypasses the automatic \
      observation tracking UIKit sets up around the call.

      Request the pass instead: `setNeedsUpdateProperties()`, `setNeedsLayout()`, \
      `setNeedsUpdateConstraints()`, or the `…IfNeeded()` variant to run a pending pass now. \
      Overrides call `super` (`super.layoutSubviews()` is fine); an override of \
      `updateProperties()` that never calls `super.updateProperties()` is also reported, since \
      UIKit requires the call.

      Files that import a test framework (`XCTest`, `Testing`, `Quick`, `Nimble`) are left alone \
      for direct calls: measured on unseen apps, a test calls the override under test on purpose \
      (and `setNeedsLayout()` would not run it).

      The receiver must be a UIKit view or view controller as far as the file and project index \
      tell (`self` in a `UIView` subclass, a parameter or property of a view type, the \
      represented view, a view controller's own `view`, a cell's `contentView`, a hosting or \
      other controller's `view`, a transition's `view(forKey:)` or \
      `viewController(forKey:)?.view`, a controller bound from `viewController(forKey:)`, a name \
      bound from a method this file declares once with a view's return type, the \
      element a `forEach` over `subviews` or `arrangedSubviews` hands its closure); a method of the same name on some other type is not \
      UIKit's hook.
      """,
    kind: .usage,
    defaultSeverity: .warning,
    nonTriggeringExamples: UpdatePropertiesDirectCallExamples.nonTriggering,
    triggeringExamples: UpdatePropertiesDirectCallExamples.triggering
  )

  public func check(_ file: ParsedFile, _ context: inout RuleContext) {
    let model = context.model
    for call in file.allCalls where call.nameToken != nil && call.hasEmptyParentheses {
      guard call.trailingClosures.isEmpty, let hook = Self.hooks.first(where: { file.text(call.name) == $0.name }),
        isUIKitReceiver(call, hook.name, model)
      else { continue }
      if model.isTestFile { continue }  // a test calls the hook under test on purpose
      context.report(file, at: TokenID(call.name), .directCall(hook.name, hook.request, hook.now))
    }
    // `override func updateProperties()` without `super.updateProperties()`.
    for id in file.functionIDs {
      let function = file[function: id]
      guard
        function.kind == .function && file.tokenIs(function.name, "updateProperties") && function.parameters.isEmpty
          && function.modifiers.contains(.override)
      else { continue }
      guard let owner = model.owner(of: id), model.isUIKitView(owner) || model.isUIKitViewController(owner) else {
        continue
      }
      let callsSuper = file.calls(in: file.body(of: function)).contains { call in
        file.tokenIs(call.name, "updateProperties") && call.hasReceiver && file.word(call.calleeStart) == .super
      }
      if !callsSuper { context.report(file, at: TokenID(function.name), .missingSuper) }
    }
  }

  /// Is the call's receiver a UIKit view (or, for `updateProperties()`, a view controller)?
  private func isUIKitReceiver(_ call: Call, _ hook: String, _ model: BridgeModel) -> Bool {
    let file = model.file
    let allowsController = hook == "updateProperties"
    func isUIKit(_ roots: FrameworkRoots) -> Bool {
      roots.contains(.uiKitView) || (allowsController && roots.contains(.uiKitViewController))
    }
    guard let receiver = file.receiver(of: call) else {
      // Implicit `self`: the enclosing type.
      guard call.isUnqualified, let owner = enclosingType(of: call, model) else { return false }
      return isUIKit(model.roots(of: owner, among: [.uiKitView, .uiKitViewController]))
    }
    if file.word(receiver.start) == .super { return false }
    if receiver.end - receiver.start == 1 && file.word(receiver.start) == .selfWord {
      guard let owner = enclosingType(of: call, model) else { return false }
      return isUIKit(model.roots(of: owner, among: [.uiKitView, .uiKitViewController]))
    }
    if isOwnedView(receiver, at: call, model) { return true }
    guard let typeName = typeName(of: receiver, at: call, model) else { return false }
    return isUIKit(model.index.roots(of: typeName, among: [.uiKitView, .uiKitViewController]))
  }

  /// A view a controller, cell or transition hands out: `view` (`self.view`) in a view
  /// controller, `contentView` in a cell, `host.view` / `cell.contentView` on a controller or cell
  /// the file types, and a transition's `view(forKey:)` / `viewController(forKey:)?.view`.
  private func isOwnedView(_ receiver: TokenRange, at call: Call, _ model: BridgeModel) -> Bool {
    let file = model.file
    var end = receiver.end
    // `transitionContext.view(forKey: .to)?.layoutSubviews()`: the optional chain is not part of the path.
    while end > receiver.start && (file.isKind(end - 1, .postfixQuestionMark) || file.isKind(end - 1, .exclamationMark))
    {
      end -= 1
    }
    guard end > receiver.start else { return false }
    let last = end - 1
    if file.isKind(last, .rightParen), let open = file.opener(ofBracket: TokenID(last)), open > TokenID(receiver.start),
      file.tokenIs(before: open, "view"), file.tokenIs(after: open, "forKey")
    {
      return true
    }
    guard file.kind(last) == .identifier else { return false }
    let member = file.text(last)
    guard member == "view" || member == "contentView" else { return false }
    let base = TokenRange(receiver.start, last > receiver.start + 1 ? last - 1 : receiver.start)
    let owner = enclosingType(of: call, model)
    if base.isEmpty || (base.end - base.start == 1 && file.word(base.start) == .selfWord) {
      // Implicit or explicit `self`; a local or parameter named `view` is some other view.
      if base.isEmpty, file.code.binding(of: member, at: TokenID(last)) != nil { return false }
      guard let owner else { return false }
      return member == "view" ? model.isUIKitViewController(owner) : model.isCell(owner)
    }
    guard file.isKind(last - 1, .period) else { return false }
    var baseEnd = base.end
    while baseEnd > base.start
      && (file.isKind(baseEnd - 1, .postfixQuestionMark) || file.isKind(baseEnd - 1, .exclamationMark))
    {
      baseEnd -= 1
    }
    if baseEnd > base.start, file.isKind(baseEnd - 1, .rightParen),
      let open = file.opener(ofBracket: TokenID(baseEnd - 1)),
      open > TokenID(base.start), file.tokenIs(before: open, "viewController"), file.tokenIs(after: open, "forKey")
    {
      return member == "view"
    }
    guard let typeName = typeName(of: TokenRange(base.start, baseEnd), at: call, model) else { return false }
    let roots = model.index.roots(of: typeName, among: [.uiKitViewController, .cell])
    return member == "view" ? roots.contains(.uiKitViewController) : roots.contains(.cell)
  }

  /// The type whose member (method, accessor, closure in it) makes the call.
  private func enclosingType(of call: Call, _ model: BridgeModel) -> TypeID? {
    let node = model.file.innermostNode(containing: call.name)
    return model.file.enclosingType(of: node).flatMap(model.typeID(of:))
  }

  /// The declared or constructed type of a receiver that is one name (`label`, `self.header`,
  /// `overlay?`).
  private func typeName(of receiver: TokenRange, at call: Call, _ model: BridgeModel) -> String? {
    let file = model.file
    var name = receiver.start
    let explicitSelf = file.word(name) == .selfWord && file.isKind(name + 1, .period)
    if explicitSelf { name += 2 }
    // `overlay?.updateConstraints()`: the optional chain is not part of the name.
    var end = receiver.end
    while end > name + 1 && (file.isKind(end - 1, .postfixQuestionMark) || file.isKind(end - 1, .exclamationMark)) {
      end -= 1
    }
    guard name + 1 == end, file.kind(name) == .identifier else { return nil }
    let text = file.text(name)
    if !explicitSelf, let binding = file.code.binding(of: text, at: TokenID(name)) {
      switch binding.kind {
      case .local(let variable):
        let declaration = file[variable: variable]
        return file.typeName(in: declaration.type) ?? model.constructedType(declaration.initializer)
      case .parameter(let function):
        let declaration = file[function: function]
        for parameter in file.parameters(of: declaration) {
          if file.isValid(parameter.name), file.text(parameter.name) == text {
            return file.typeName(in: parameter.type)
          }
        }
        return nil
      case .closureParameter(let closure), .anonymousClosureParameter(let closure):
        return subviewsElementType(closure, file)
      case .optionalBinding:
        guard let declaration = binding.declaration else { return nil }
        return boundCallType(boundAt: declaration, file)
      default: return nil
      }
    }
    guard let owner = enclosingType(of: call, model), let property = model.property(named: text, in: owner)
    else { return nil }
    let declaration = file[variable: property]
    return file.typeName(in: declaration.type) ?? model.constructedType(declaration.initializer)
  }

  /// `UIView` for the parameter of a closure given to `forEach` on `subviews` or
  /// `arrangedSubviews` (`stack.arrangedSubviews.forEach { view in … }`): the elements are views.
  private func subviewsElementType(_ closure: ClosureID, _ file: ParsedFile) -> String? {
    guard let id = file.code.receivingCall(of: closure) else { return nil }
    let call = file[call: id]
    guard file.tokenIs(call.name, "forEach"), let receiver = file.receiver(of: call), !receiver.isEmpty,
      file.tokenIs(receiver.end - 1, "subviews") || file.tokenIs(receiver.end - 1, "arrangedSubviews")
    else { return nil }
    return "UIView"
  }

  /// The type of a name bound from a call (`guard let to = context.viewController(forKey: .to)`,
  /// `if let preview = delegate.previewView(for: id)`): `UIViewController` for a transition
  /// context's `viewController(forKey:)`, else the return type of the method when this file
  /// declares it once (a delegate protocol's `-> UIView?`). Reads at most 64 tokens.
  private func boundCallType(boundAt declaration: TokenID, _ file: ParsedFile) -> String? {
    guard let value = file.optionalBindingValue(declaredAt: declaration), let last = value.last,
      file.isKind(last, .rightParen), let open = file.opener(ofBracket: last), let callee = file.token(before: open),
      file.kind(callee) == .identifier
    else { return nil }
    if file.tokenIs(callee, "viewController") && file.tokenIs(after: open, "forKey") { return "UIViewController" }
    let declared = file.functions(named: file.text(callee))
    guard declared.count == 1, let function = declared.first else { return nil }
    return file.typeName(in: function.returnType)
  }
}

extension FindingMessage {
  fileprivate static func directCall(_ hook: String, _ request: String, _ now: String) -> FindingMessage {
    FindingMessage("UIKit calls `\(hook)()` itself; call `\(request)` (or `\(now)` to run it now) instead")
  }

  fileprivate static let missingSuper = FindingMessage(
    "This override of `updateProperties()` never calls `super.updateProperties()`; call it first")
}
