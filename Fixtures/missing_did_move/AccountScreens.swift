import SwiftUI
import UIKit

/// Shared chrome for the account area. Its superclass, ContainerViewController,
/// is declared in ContainerViewController.swift.
class AccountBaseViewController: ContainerViewController {
    let headerContainer = UIView()
    private(set) var currentBanner: UIViewController?

    override func viewDidLoad() {
        super.viewDidLoad()
        headerContainer.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: 88)
        headerContainer.autoresizingMask = [.flexibleWidth]
        view.addSubview(headerContainer)
    }

    func replaceBanner(with banner: UIViewController) {
        currentBanner?.willMove(toParent: nil)
        currentBanner?.view.removeFromSuperview()
        currentBanner?.removeFromParent()
        addChild(banner)  // expect: 9 [missing_did_move]
        banner.view.frame = headerContainer.bounds
        headerContainer.addSubview(banner.view)
        currentBanner?.didMove(toParent: self)
        currentBanner = banner
    }
}

/// Two levels below UIViewController, across two files.
final class AccountOverviewViewController: AccountBaseViewController {
    private let summary = AccountSummaryViewController()
    private lazy var activityHost = UIHostingController(rootView: ActivityFeed(entries: []))

    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(summary)
        summary.view.frame = headerContainer.bounds
        headerContainer.addSubview(summary.view)
        summary.didMove(toParent: self)

        addChild(activityHost)
        contentView.addSubview(activityHost.view)
        pinActivityFeed()
    }

    /// Finishes embedding the stored activity feed once its constraints are in place.
    private func pinActivityFeed() {
        let feedView: UIView = activityHost.view
        feedView.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            feedView.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 88),
            feedView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            feedView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            feedView.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
        ])
        activityHost.didMove(toParent: self)
    }

    func showSecurity() {
        let security = AccountSecurityViewController()
        crossFade(to: security)
    }
}

final class AccountSecurityViewController: AccountBaseViewController {
    func showTwoFactorSetup() {
        let setup = TwoFactorSetupViewController()
        addChild(setup)  // expect: 9 [missing_did_move]
        setup.view.frame = contentView.bounds
        contentView.addSubview(setup.view)
    }

    func showPromo(_ promo: UIViewController) {
        promo.didMove(toParent: self)
        addChild(promo)  // expect: 9 [missing_did_move]
        view.addSubview(promo.view)
    }

    func closeSheet(_ sheet: UIViewController) {
        sheet.view.removeFromSuperview()
        sheet.removeFromParent()  // expect: 15 [missing_did_move]
        sheet.willMove(toParent: nil)
    }

    func switchToCompact(_ compact: UIViewController, replacing regular: UIViewController) {
        regular.view.removeFromSuperview()
        regular.removeFromParent(); addChild(compact)  // expect: [missing_did_move] [missing_did_move]
        compact.view.frame = contentView.bounds
        contentView.addSubview(compact.view)
    }
}

/// A custom container that records its tabs; callers still add the view and call didMove.
final class AccountTabsViewController: AccountBaseViewController {
    private(set) var tabs: [UIViewController] = []

    override func addChild(_ childController: UIViewController) {
        super.addChild(childController)
        tabs.append(childController)
    }

    func appendTab(_ tab: UIViewController) {
        addChild(tab)
        tab.view.isHidden = tabs.count > 1
        contentView.addSubview(tab.view)
        tab.didMove(toParent: self)
    }
}

final class AccountSummaryViewController: UIViewController {
    private let nameLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        nameLabel.font = .preferredFont(forTextStyle: .headline)
        view.addSubview(nameLabel)
    }
}

final class TwoFactorSetupViewController: UIViewController {}

/// A toast that removes itself when tapped.
final class ToastViewController: UIViewController {
    func dismissToast() {
        UIView.animate(withDuration: 0.2, animations: {
            self.view.alpha = 0
        }, completion: { _ in
            self.view.removeFromSuperview()
            self.removeFromParent()  // expect: 18 [missing_did_move]
        })
    }
}

struct ActivityFeed: View {
    let entries: [String]

    var body: some View {
        List(entries, id: \.self) { entry in
            Text(entry)
        }
    }
}
