import SwiftUI
import UIKit

struct ProfileHeader: View {
    let name: String

    var body: some View {
        Text(name).font(.largeTitle.bold())
    }
}

struct VerifiedBadge: View {
    var body: some View {
        Image(systemName: "checkmark.seal.fill").foregroundStyle(.blue)
    }
}

struct StarRating: View {
    var value: Int

    var body: some View {
        HStack(spacing: 2) {
            ForEach(0..<5) { index in
                Image(systemName: index < value ? "star.fill" : "star")
            }
        }
    }
}

/// A UIHostingController subclass, matched through its `*HostingController(` initializer.
final class CardHostingController: UIHostingController<ProfileHeader> {
    init(name: String) {
        super.init(rootView: ProfileHeader(name: name))
    }

    @MainActor required dynamic init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .clear
    }
}

final class AvatarViewController: UIViewController {}

final class ProfileViewController: UIViewController, UITableViewDataSource {
    private let stack = UIStackView()
    private let avatar = AvatarViewController()
    private let cardContainer = UIView()
    private let ratingContainer = UIView()
    private let tableView = UITableView(frame: .zero, style: .insetGrouped)
    private let friends = ["Grace", "Linus", "Margaret"]

    override func viewDidLoad() {
        super.viewDidLoad()
        stack.axis = .vertical
        stack.frame = view.bounds
        view.addSubview(stack)
        addChild(avatar); stack.addArrangedSubview(UIHostingController(rootView: ProfileHeader(name: "Ada")).view)  // expect: [missing_did_move] [hosting_view_without_containment]
        stack.addArrangedSubview(avatar.view)
        stack.addArrangedSubview(UIHostingController<VerifiedBadge>(rootView: VerifiedBadge()).view)  // expect: 15 [hosting_view_without_containment]

        let card = CardHostingController(name: "Ada Lovelace")
        cardContainer.addSubview(card.view)  // expect: 23 [hosting_view_without_containment]
        stack.addArrangedSubview(cardContainer)

        let rating = UIHostingController(rootView: StarRating(value: 4))
        embed(rating, in: ratingContainer)
        stack.addArrangedSubview(ratingContainer)

        tableView.dataSource = self
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "friend")
        stack.addArrangedSubview(tableView)
    }

    func makeBadgeView() -> UIView {
        UIHostingController(rootView: VerifiedBadge()).view  // expect: 9 [hosting_view_without_containment]
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        friends.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "friend", for: indexPath)
        let name = friends[indexPath.row]
        cell.contentConfiguration = UIHostingConfiguration {
            ProfileHeader(name: name)
        }
        return cell
    }
}

/// Keeps its stored host as a child: addChild in viewDidLoad, the view added in another method.
final class MapOverlayViewController: UIViewController {
    private let legendHost = UIHostingController(rootView: StarRating(value: 3))

    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(legendHost)
        layoutLegend()
        legendHost.didMove(toParent: self)
    }

    private func layoutLegend() {
        legendHost.view.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(legendHost.view)
        NSLayoutConstraint.activate([
            legendHost.view.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            legendHost.view.bottomAnchor.constraint(equalTo: view.layoutMarginsGuide.bottomAnchor),
        ])
    }
}

/// A plain UIView cannot contain controllers: a kept controller here is reported (warning) with the
/// advice to add it to the view controller that shows the view; a dropped one is an error.
final class RatingView: UIView {
    private let host = UIHostingController(rootView: StarRating(value: 0))

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(host.view)  // expect: [hosting_view_without_containment]
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    func showPlaceholder() {
        addSubview(UIHostingController(rootView: StarRating(value: 0)).view)  // expect: 9 [hosting_view_without_containment]
    }
}

final class MainTabBarController: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let profile = UINavigationController(rootViewController: ProfileViewController())
        let overview = UIHostingController(rootView: ProfileHeader(name: "Overview"))
        overview.tabBarItem = UITabBarItem(title: "Overview", image: UIImage(systemName: "house"), tag: 0)
        setViewControllers([overview, profile], animated: false)
    }
}

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UIHostingController(rootView: ProfileHeader(name: "Welcome"))
        window.makeKeyAndVisible()
        self.window = window
    }
}

/// An offscreen render: the view is in a window only for the length of the function.
extension ProfileHeader {
    func renderedImage(width: CGFloat) -> UIImage {
        let controller = UIHostingController(rootView: self)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: 1))
        window.addSubview(controller.view)
        let size = controller.sizeThatFits(in: CGSize(width: width, height: .greatestFiniteMagnitude))
        controller.view.frame = CGRect(origin: .zero, size: size)
        let image = UIGraphicsImageRenderer(size: size).image { _ in
            controller.view.drawHierarchy(in: controller.view.bounds, afterScreenUpdates: true)
        }
        controller.view.removeFromSuperview()
        return image
    }
}
