import SwiftUI
import UIKit

struct PlayerControls: View {
  var onClose: () -> Void
  var onShare: () -> Void = {}
  var body: some View {
    HStack {
      Button("Close", action: onClose)
      Button("Share", action: onShare)
    }
  }
}

final class PlayerViewController: UIViewController {
  private var controls: UIHostingController<PlayerControls>?
  private lazy var overlay = UIHostingController(
    rootView: PlayerControls(onClose: { self.close() }))  // expect: 41 [hosting_root_view_strong_self]

  override func viewDidLoad() {
    super.viewDidLoad()
    let host = UIHostingController(
      rootView: PlayerControls(
        onClose: { [weak self] in self?.close() },
        onShare: { self.share() }))  // expect: 20 [hosting_root_view_strong_self]
    addChild(host)
    view.addSubview(host.view)
    host.didMove(toParent: self)
    controls = host
  }

  func refresh() {
    controls?.rootView = PlayerControls(onClose: { [unowned self] in close() })
    overlay.rootView = PlayerControls(onClose: { close() })  // expect: 50 [hosting_root_view_strong_self]
  }

  func showDetails() {
    let details = UIHostingController(rootView: PlayerControls(onClose: { self.dismiss(animated: true) }))
    present(details, animated: true)
  }

  func pushQueue() {
    navigationController?.pushViewController(
      UIHostingController(rootView: PlayerControls(onClose: { self.close() })), animated: true)
  }

  func close() {}
  func share() {}
}
