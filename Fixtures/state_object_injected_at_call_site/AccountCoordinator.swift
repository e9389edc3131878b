import SwiftUI
import UIKit

final class AccountCoordinator {
  private let navigationController: UINavigationController
  private let model = AccountModel()

  init(navigationController: UINavigationController) {
    self.navigationController = navigationController
  }

  func showProfile() {
    let hosting = UIHostingController(rootView: AccountProfileView(model: self.model))  // expect: [state_object_injected_at_call_site]
    navigationController.pushViewController(hosting, animated: true)
  }

  func showJoinedProfile(for account: String) {
    // A factory call's result, handed to a new controller: ownership, not injection.
    let joined = model.profileModel(for: account)
    navigationController.pushViewController(
      UIHostingController(rootView: AccountProfileView(model: joined)), animated: true)
  }

  func showFreshProfile() {
    let fresh = AccountModel()
    navigationController.pushViewController(
      UIHostingController(rootView: AccountProfileView(model: fresh)), animated: true)
  }
}
