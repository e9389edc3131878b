import SwiftUI
import UIKit

final class InboxCoordinator {
  private let navigationController: UINavigationController

  init(navigationController: UINavigationController) {
    self.navigationController = navigationController
  }

  func showInbox() {
    let inbox = UIHostingController(rootView: InboxScreen())  // expect: [hosted_navigation_stack_pushed]
    navigationController.pushViewController(inbox, animated: true)
  }

  func showMessage() {
    navigationController.pushViewController(UIHostingController(rootView: MessageScreen()), animated: true)
  }

  func showDeveloper() {
    let developer = UIHostingController(rootView: DeveloperScreen())
    navigationController.show(developer, sender: self)
  }

  func presentInbox() {
    navigationController.present(UIHostingController(rootView: InboxScreen()), animated: true)
  }

  static func makeRoot() -> UINavigationController {
    UINavigationController(rootViewController: UIHostingController(rootView: InboxScreen()))  // expect: [hosted_navigation_stack_pushed]
  }
}
