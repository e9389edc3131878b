import SwiftUI
import UIKit

struct EmptyStateView: View {
    var body: some View { Text("Nothing here yet") }
}

struct ActionBar: View {
    var body: some View { HStack { Button("Save") {}; Button("Share") {} } }
}

/// Views that outlive a local hosting controller nothing keeps: each is an error.
final class InboxViewController: UITableViewController {
    var pinnedHeader: UIView?

    // Returned from a lazy property's closure: the controller dies when the closure returns.
    private lazy var emptyState: UIView = {
        let host = UIHostingController(rootView: EmptyStateView())
        host.view.backgroundColor = .clear
        return host.view  // expect: 16 [hosting_view_without_containment]
    }()

    func pinHeader() {
        let header = UIHostingController(rootView: EmptyStateView())
        pinnedHeader = header.view  // expect: 24 [hosting_view_without_containment]
    }

    func makeToolbar() -> UIStackView {
        let bar = UIHostingController(rootView: ActionBar())
        return UIStackView(arrangedSubviews: [bar.view, UIView()])  // expect: 47 [hosting_view_without_containment]
    }

    func showBanner() {
        let banner = UIHostingController(rootView: EmptyStateView())
        guard let bannerView = banner.view else { return }  // expect: 32 [hosting_view_without_containment]
        tableView.addSubview(bannerView)
    }

    // Look-alikes: the controller is kept or contained, or the view is only measured.
    private var footerHost: UIHostingController<ActionBar>?

    func makeFooter() -> UIView {
        let footer = UIHostingController(rootView: ActionBar())
        addChild(footer)
        footerHost = footer
        footer.didMove(toParent: self)
        return footer.view
    }

    func measuredHeight() -> CGFloat {
        let probe = UIHostingController(rootView: ActionBar())
        tableView.addSubview(probe.view)
        let height = probe.view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize).height
        probe.view.removeFromSuperview()
        return height
    }

    func makeStack() -> UIStackView {
        let actions = UIHostingController(rootView: ActionBar())
        addChild(actions)
        let stack = UIStackView(arrangedSubviews: [actions.view])
        actions.didMove(toParent: self)
        return stack
    }
}

/// A kept controller whose view is added where there is no view controller: a warning that says
/// what to do in that place.
final class ActionBarCell: UICollectionViewCell {
    private let bar = UIHostingController(rootView: ActionBar())

    func configure() {
        guard let barView = bar.view else { return }
        contentView.addSubview(barView)  // expect: 21 [hosting_view_without_containment]
    }
}

struct ScrollingActions: UIViewRepresentable {
    final class Coordinator {
        var host: UIHostingController<ActionBar>?
    }

    func makeCoordinator() -> Coordinator { Coordinator() }

    func makeUIView(context: Context) -> UIScrollView {
        let scroll = UIScrollView()
        let host = UIHostingController(rootView: ActionBar())
        context.coordinator.host = host
        scroll.addSubview(host.view)  // expect: 16 [hosting_view_without_containment]
        return scroll
    }

    func updateUIView(_ scroll: UIScrollView, context: Context) {}
}
