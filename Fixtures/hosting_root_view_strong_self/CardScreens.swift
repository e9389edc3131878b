import SwiftUI
import UIKit

struct Card: View {
  let title: String
  var onTap: () -> Void
  var body: some View { Button(title, action: onTap) }
}

final class CardHostingController: UIHostingController<Card> {
  func update(title: String) {
    rootView = Card(title: title, onTap: { self.open(title) })  // expect: 44 [hosting_root_view_strong_self]
  }

  func open(_ title: String) {}
}

final class CardListViewController: UIViewController {
  var featured: UIHostingController<Card>?
  let store = CardStore()

  override func viewDidLoad() {
    super.viewDidLoad()
    let card = Card(title: "Featured", onTap: { self.openFeatured() })  // expect: 49 [hosting_root_view_strong_self]
    let host = UIHostingController(rootView: card)
    featured = host
  }

  func showSecondary() {
    let store = store
    let host = UIHostingController(rootView: Card(title: "More", onTap: { store.loadMore() }))
    addChild(host)
    view.addSubview(host.view)
    host.didMove(toParent: self)
  }

  func openFeatured() {}
}

final class CardStore {
  func loadMore() {}
}

final class CardFlow {
  func start(in navigation: UINavigationController) {
    let host = UIHostingController(rootView: Card(title: "Start", onTap: { self.finish() }))
    navigation.pushViewController(host, animated: true)
  }

  func finish() {}
}
