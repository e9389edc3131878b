import BridgeLint

/// The messages: what to do depends on where the view is added or outlives its controller.
extension HostingViewWithoutContainmentRule {
  /// What to do depends on where the view is added: only a view controller can add a child.
  func message(_ controller: String, addedFrom type: TypeID?, _ model: BridgeModel) -> FindingMessage {
    guard let type else { return .viewWithoutParent(controller) }
    if model.isUIKitViewController(type) { return .viewWithoutChild(controller) }
    if model.isCell(type) { return .viewInCell(controller) }
    if model.isRepresentable(type) || model.isCoordinator(type) { return .viewInRepresentable(controller) }
    return .viewWithoutParent(controller)
  }

  /// The unretained-controller message for the place at `token`: a view controller adds a
  /// child, a cell uses `UIHostingConfiguration`, elsewhere the showing controller must.
  func unretainedMessage(at token: TokenID, _ model: BridgeModel) -> FindingMessage {
    guard let type = enclosingType(of: token, model) else { return .unretainedControllerOutsideController }
    if model.isUIKitViewController(type) { return .unretainedController }
    if model.isCell(type) { return .unretainedControllerInCell }
    return .unretainedControllerOutsideController
  }
}

extension FindingMessage {
  static let borrowedRootControllerView = FindingMessage(
    "The hosting controller's view is added to the root view controller's view without `addChild(_:)`, even if "
      + "only for a snapshot: while it is there it gets no appearance callbacks, traits or safe area from a parent "
      + "controller; render it in a `UIWindow` of its own, or with `ImageRenderer` (iOS 16 and later)")

  fileprivate static let unretainedController = FindingMessage(
    "This hosting controller is created only for its view and nothing keeps it, so the hosted view has no "
      + "controller: no appearance callbacks, trait or safe-area updates, or presentation from SwiftUI; keep the "
      + "controller and add it with `addChild(_:)` and `didMove(toParent:)`")

  fileprivate static let unretainedControllerInCell = FindingMessage(
    "This hosting controller is created only for its view and nothing keeps it, so the hosted view has no "
      + "controller: no appearance callbacks, trait or safe-area updates, or presentation from SwiftUI; in a cell, "
      + "show SwiftUI content with `UIHostingConfiguration` instead")

  fileprivate static let unretainedControllerOutsideController = FindingMessage(
    "This hosting controller is created only for its view and nothing keeps it, so the hosted view has no "
      + "controller: no appearance callbacks, trait or safe-area updates, or presentation from SwiftUI; keep the "
      + "controller and add it as a child of the view controller that shows this view")

  /// Where the view outlives its controller decides the fix.
  enum Place { case viewController, cell, elsewhere }

  static func viewOutlivesController(_ controller: String, _ escape: String, in place: Place)
    -> FindingMessage
  {
    let fix: String
    switch place {
    case .viewController: fix = "keep `\(controller)` and add it with `addChild(_:)` and `didMove(toParent:)`"
    case .cell: fix = "in a cell, show SwiftUI content with `UIHostingConfiguration` instead"
    case .elsewhere: fix = "keep `\(controller)` and add it as a child of the view controller that shows its view"
    }
    return FindingMessage(
      "`\(controller).view` \(escape), but nothing keeps `\(controller)`: the controller is released when "
        + "this scope ends and its view lives on without it (no appearance callbacks, trait or safe-area updates, "
        + "or presentation from SwiftUI); " + fix)
  }

  fileprivate static func viewInRepresentable(_ controller: String) -> FindingMessage {
    FindingMessage(
      "`\(controller).view` is added from a representable or its coordinator, where no view controller can make "
        + "`\(controller)` a child, so the hosted view misses appearance callbacks and trait and safe-area updates; "
        + "wrap the controller in a `UIViewControllerRepresentable` (SwiftUI then contains it) or add it to the "
        + "view controller that shows this view")
  }

  static func viewReturnedFromMake(_ controller: String) -> FindingMessage {
    FindingMessage(
      "`\(controller).view` is returned as this representable's view, but no view controller makes `\(controller)` "
        + "a child, so the hosted view misses appearance callbacks and trait and safe-area updates; make this a "
        + "`UIViewControllerRepresentable` whose `makeUIViewController(context:)` returns the hosting controller "
        + "(SwiftUI then contains it)")
  }

  fileprivate static func viewWithoutChild(_ controller: String) -> FindingMessage {
    FindingMessage(
      "`\(controller).view` is added without making `\(controller)` a child view controller, so the hosted view "
        + "misses appearance callbacks and trait and safe-area updates; call `addChild(\(controller))` before and "
        + "`\(controller).didMove(toParent: self)` after")
  }

  fileprivate static func viewInCell(_ controller: String) -> FindingMessage {
    FindingMessage(
      "`\(controller).view` is added to a cell, which has no view controller to make `\(controller)` a child of; "
        + "use `UIHostingConfiguration` for the cell's content, or add `\(controller)` to the view controller "
        + "that owns the list")
  }

  fileprivate static func viewWithoutParent(_ controller: String) -> FindingMessage {
    FindingMessage(
      "`\(controller).view` is added without making `\(controller)` a child of a view controller, so the hosted "
        + "view misses appearance callbacks and trait and safe-area updates; add `\(controller)` as a child of the "
        + "view controller that shows this view")
  }
}
