import SwiftUI
import UIKit

final class ShelfViewController: UIViewController {
  private let store = ShelfStore.shared
  private let session = ReaderSession()
  /// Typed only by a force cast: the rule cannot read the provider's type, so it stays silent.
  private lazy var castStore = Injector.shared.store as! ShelfStore

  func showShelves() {
    // The sheet's editor needs a session, the list a store: neither is provided.
    let hosting = UIHostingController(rootView: ShelfScreen())  // expect: [hosted_view_missing_environment] [hosted_view_missing_environment]
    navigationController?.pushViewController(hosting, animated: true)
  }

  func showShelvesProvided() {
    let hosting = UIHostingController(rootView: ShelfScreen().environmentObject(store).environment(session))
    navigationController?.pushViewController(hosting, animated: true)
  }

  func showShelvesFromCast() {
    let hosting = UIHostingController(rootView: ShelfList().environmentObject(castStore))
    navigationController?.pushViewController(hosting, animated: true)
  }

  func showRoot() {
    present(UIHostingController(rootView: ShelfRoot()), animated: true)
  }

  func showBadge() {
    present(UIHostingController(rootView: RemoteBadge()), animated: true)  // expect: [hosted_view_missing_environment]
  }

  func showOptional() {
    present(UIHostingController(rootView: OptionalReader()), animated: true)
  }

  func configure(_ cell: UITableViewCell) {
    cell.contentConfiguration = UIHostingConfiguration { ShelfList() }  // expect: [hosted_view_missing_environment]
  }

  func configureProvided(_ cell: UITableViewCell) {
    cell.contentConfiguration = UIHostingConfiguration { ShelfList().environmentObject(store) }
  }
}

final class ShelfListHostingController: UIHostingController<ShelfList> {
  init() {
    super.init(rootView: ShelfList())  // expect: [hosted_view_missing_environment]
  }

  @MainActor required dynamic init?(coder: NSCoder) { nil }
}
