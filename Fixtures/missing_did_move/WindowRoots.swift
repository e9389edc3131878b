import UIKit

/// A controller made the root of a dedicated window (in another method) never has a parent:
/// its `removeFromParent()` is a no-op, so there is no `willMove` to miss. One that the same
/// type also adds as a child is containment again.
final class InAppMessagePresenter {
  private var window: UIWindow?
  private var messageController: MessageViewController!
  private let overlay = OverlayViewController()
  private var badge: BadgeViewController?

  init(message: String) {
    messageController = MessageViewController()
    messageController.message = message
  }

  func show(in scene: UIWindowScene) {
    window = UIWindow(windowScene: scene)
    window?.rootViewController = messageController
    window?.isHidden = false
  }

  func dismiss() {
    window?.isHidden = true
    messageController.removeFromParent()
    window = nil
  }

  func showBadge(_ badge: BadgeViewController) {
    window?.rootViewController = badge
    overlay.addChild(badge)
    overlay.view.addSubview(badge.view)
    badge.didMove(toParent: overlay)
    self.badge = badge
  }

  func hideBadge(_ badge: BadgeViewController) {
    badge.view.removeFromSuperview()
    badge.removeFromParent()  // expect: 11 [missing_did_move]
  }
}

final class MessageViewController: UIViewController {
  var message = ""
}

final class OverlayViewController: UIViewController {}

final class BadgeViewController: UIViewController {}
