import SwiftUI
import UIKit

final class SettingsCoordinator {
  private let navigationController: UINavigationController
  private weak var presenter: UIViewController?

  init(navigationController: UINavigationController, presenter: UIViewController) {
    self.navigationController = navigationController
    self.presenter = presenter
  }

  func showProfile() {
    let profile = UIHostingController(rootView: ProfileSettingsScreen())  // expect: [hosted_dismiss_when_pushed]
    profile.title = "Profile"
    navigationController.pushViewController(profile, animated: true)
  }

  func showNotifications() {
    navigationController.pushViewController(
      UIHostingController(rootView: NotificationSettingsScreen()),  // expect: [hosted_dismiss_when_pushed]
      animated: true)
  }

  func showPrivacy() {
    navigationController.pushViewController(UIHostingController(rootView: PrivacySettingsScreen()), animated: true)
  }

  func showAccount() {
    let account = UIHostingController(
      rootView: AccountSettingsScreen(onClose: { [weak navigationController] in
        navigationController?.popViewController(animated: true)
      }))
    navigationController.pushViewController(account, animated: true)
  }

  func showAbout() {
    navigationController.show(UIHostingController(rootView: AboutScreen()), sender: nil)
  }

  func showHelp() {
    navigationController.pushViewController(UIHostingController(rootView: HelpSettingsScreen()), animated: true)
  }

  /// Presented modally: `dismiss` dismisses the presentation.
  func presentProfile() {
    presenter?.present(UIHostingController(rootView: ProfileSettingsScreen()), animated: true)
  }

  /// The root of a presented navigation controller.
  func presentNotifications() {
    let root = UIHostingController(rootView: NotificationSettingsScreen())
    presenter?.present(UINavigationController(rootViewController: root), animated: true)
  }
}
