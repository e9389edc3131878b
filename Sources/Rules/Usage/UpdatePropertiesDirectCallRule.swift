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
      UIKit requires the call. AppKit's `updateConstraints()` is the same hook: an `NSView` \
      subclass that calls it on itself is reported too (set `needsUpdateConstraints = true`).

      Files that import a test framework (`XCTest`, `Testing`, `Quick`, `Nimble`) are left alone \
      for direct calls: measured on unseen apps, a test calls the override under test on purpose \
      (and `setNeedsLayout()` would not run it).

      The receiver must be a UIKit view or view controller as far as the file and project index \
      tell (`self` in a `UIView` subclass, a parameter or property of a view type, the \
      represented view, a view controller's own `view`, a cell's `contentView`, a hosting or \
      other controller's `view`, a transition's `view(forKey:)` or \
      `viewController(forKey:)?.view`, a controller bound from `viewController(forKey:)`, a name \
      bound from a method this file declares once with a view's return type or cast to a view \
      type, the element a `for` loop or `forEach` over `subviews` or `arrangedSubviews` hands \
      on, a table or collection view controller's inherited `tableView` or `collectionView`, a \
      type named like a view or cell, a member of another object named like one \
      (`detail.contentStackView`, `controller.tabBarView?`; only `UIView` declares \
      `layoutSubviews()` and `updateConstraints()`), or a controller whose superclass is named like a view \
      controller, when the project does not declare that type: an Objective-C class or a \
      dependency's); a method of the same name on some other type is not UIKit's hook.
      """,
    kind: .usage,
    defaultSeverity: .warning,
    nonTriggeringExamples: UpdatePropertiesDirectCallExamples.nonTriggering,
    triggeringExamples: UpdatePropertiesDirectCallExamples.triggering
  )

  public func check(_ file: ParsedFile, _ context: inout RuleContext) {
    let model = context.model
    for call in file.allCalls where call.nameToken != nil && call.hasEmptyParentheses {
      guard call.trailingClosures.isEmpty, let hook = Self.hooks.first(where: { file.text(call.name) == $0.name })
      else { continue }
      if model.isTestFile { continue }  // a test calls the hook under test on purpose
      if isUIKitReceiver(call, hook.name, model) {
        context.report(file, at: TokenID(call.name), .directCall(hook.name, hook.request, hook.now))
      } else if hook.name == "updateConstraints", isAppKitViewSelf(call, model) {
        context.report(file, at: TokenID(call.name), .appKitConstraintsCall)
      }
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
    // Implicit or explicit `self`: the enclosing type.
    if isOnSelf(call, file) {
      guard let owner = enclosingType(of: call, model) else { return false }
      return isUIKit(model.roots(of: owner, among: [.uiKitView, .uiKitViewController]))
        || inheritsUndeclaredView(owner, model)
    }
    guard let receiver = file.receiver(of: call), file.word(receiver.start) != .super else { return false }
    if isOwnedView(receiver, at: call, model) || isUIKitViewMember(receiver, model.file) { return true }
    guard let typeName = typeName(of: receiver, at: call, model) else {
      // `vc.contentStackView.layoutSubviews()`: a member of another object named like a view.
      return !allowsController && isViewNamedMember(receiver, model)
    }
    return isUIKit(model.index.roots(of: typeName, among: [.uiKitView, .uiKitViewController]))
      || isUndeclaredView(typeName, model)
      // Only `UIView` declares `layoutSubviews()` and `updateConstraints()`: a dependency's type
      // (`ImageSlideshow`) that has them is a view.
      || (!allowsController && isUndeclaredType(typeName, model))
  }

  /// A view a controller, cell or transition hands out: `view` (`self.view`) in a view
  /// controller, `contentView` in a cell, `host.view` / `cell.contentView` on a controller or cell
  /// the file types, and a transition's `view(forKey:)` / `viewController(forKey:)?.view`.
  private func isOwnedView(_ receiver: TokenRange, at call: Call, _ model: BridgeModel) -> Bool {
    let file = model.file
    // `transitionContext.view(forKey: .to)?.layoutSubviews()`: the optional chain is not part of the path.
    let end = file.droppingTrailingUnwraps(receiver).end
    guard end > receiver.start else { return false }
    let last = end - 1
    if file.isKind(last, .rightParen), let open = file.opener(ofBracket: TokenID(last)), open > TokenID(receiver.start),
      file.tokenIs(before: open, "view"), file.tokenIs(after: open, "forKey")
    {
      return true
    }
    guard file.kind(last) == .identifier else { return false }
    let member = file.text(last)
    guard ["view", "contentView", "tableView", "collectionView"].contains(member) else { return false }
    let base = TokenRange(receiver.start, last > receiver.start + 1 ? last - 1 : receiver.start)
    let owner = enclosingType(of: call, model)
    if base.isEmpty || isSelf(base, file) {
      // Implicit or explicit `self`; a local or parameter named `view` is some other view.
      if base.isEmpty, file.code.binding(of: member, at: TokenID(last)) != nil { return false }
      guard let owner else { return false }
      switch member {
      case "view": return model.isUIKitViewController(owner) || inheritsUndeclaredController(owner, model)
      case "contentView": return model.isCell(owner)
      // A table or collection view controller's own view, inherited (a declared one has a type).
      default: return model.isUIKitViewController(owner) && model.property(named: member, in: owner) == nil
      }
    }
    guard member == "view" || member == "contentView" else { return false }
    guard file.isKind(last - 1, .period) else { return false }
    let baseEnd = file.droppingTrailingUnwraps(base).end
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

  /// `self`, `self?` or `self!`.
  private func isSelf(_ range: TokenRange, _ file: ParsedFile) -> Bool {
    guard file.word(range.start) == .selfWord else { return false }
    if range.end - range.start == 1 { return true }
    return range.end - range.start == 2
      && (file.isKind(range.start + 1, .postfixQuestionMark) || file.isKind(range.start + 1, .exclamationMark))
  }

  /// `updateConstraints()` on an `NSView` subclass's own instance (implicit or explicit `self`):
  /// AppKit's hook, which the view asks for with `needsUpdateConstraints`.
  private func isAppKitViewSelf(_ call: Call, _ model: BridgeModel) -> Bool {
    guard isOnSelf(call, model.file), let owner = enclosingType(of: call, model) else { return false }
    return model.roots(of: owner, among: [.appKitView]).contains(.appKitView)
  }

  /// Is `call` made on `self`: unqualified, or through `self`, `self?` (a `[weak self]` closure)
  /// or `self!`?
  private func isOnSelf(_ call: Call, _ file: ParsedFile) -> Bool {
    file.receiver(of: call).map { isSelf($0, file) } ?? call.isUnqualified
  }

  /// The type whose member (method, accessor, closure in it) makes the call.
  func enclosingType(of call: Call, _ model: BridgeModel) -> TypeID? {
    let node = model.file.innermostNode(containing: call.name)
    return model.file.enclosingType(of: node).flatMap(model.typeID(of:))
  }
}

extension FindingMessage {
  fileprivate static func directCall(_ hook: String, _ request: String, _ now: String) -> FindingMessage {
    FindingMessage("UIKit calls `\(hook)()` itself; call `\(request)` (or `\(now)` to run it now) instead")
  }

  fileprivate static let appKitConstraintsCall = FindingMessage(
    "AppKit calls `updateConstraints()` itself; set `needsUpdateConstraints = true` (or call "
      + "`updateConstraintsForSubtreeIfNeeded()` to run it now) instead")

  fileprivate static let missingSuper = FindingMessage(
    "This override of `updateProperties()` never calls `super.updateProperties()`; call it first")
}
