#if canImport(UIKit)
import SwiftUI

/// The iOS half of a pager whose macOS twin (PagerTwin+macOS.swift) declares a container of the
/// same name on `NSViewController`: this one is a UIKit controller all the same.
extension PagerTwin: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> SlotController { SlotController(page: page) }
    func updateUIViewController(_ controller: SlotController, context: Context) {}
}

extension PagerTwin {
    final class SlotController: UIViewController {
        let page: Page
        var host: UIViewController?

        init(page: Page) {
            self.page = page
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { nil }

        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            guard host == nil else { return }
            let host = UIHostingController(rootView: page)
            addChild(host)  // expect: 13 [missing_did_move]
            view.addSubview(host.view)
            self.host = host
        }

        override func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            if let host {
                host.view.removeFromSuperview()
                host.removeFromParent()  // expect: 22 [missing_did_move]
                self.host = nil
            }
        }
    }
}
#endif
