#if canImport(AppKit)
import SwiftUI

/// The macOS half: AppKit containment has no `didMove` step, so nothing here is a finding.
extension PagerTwin: NSViewControllerRepresentable {
    func makeNSViewController(context: Context) -> SlotController { SlotController(page: page) }
    func updateNSViewController(_ controller: SlotController, context: Context) {}
}

extension PagerTwin {
    final class SlotController: NSViewController {
        let page: Page

        init(page: Page) {
            self.page = page
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { nil }

        override func viewWillAppear() {
            super.viewWillAppear()
            let host = NSHostingController(rootView: page)
            addChild(host)
            view.addSubview(host.view)
        }
    }
}
#endif
