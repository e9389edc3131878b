import BridgeLint

/// `MissingDidMoveRule`'s examples (run as tests, shown on its page), kept apart from its logic.
enum MissingDidMoveExamples {
  static let nonTriggering: [Example] = [
    // The project's own helper spelt like UIKit's name before Swift 4.2 runs instead of UIKit's,
    // and does the containment.
    Example(
      """
      extension UIViewController {
        func addChildViewController(_ child: UIViewController, addView: Bool = true) {
          addChild(child)
          if addView { view.addSubview(child.view) }
          child.didMove(toParent: self)
        }
      }
      final class ScreenController: UIViewController {
        let panel = UIViewController()
        override func viewDidLoad() {
          super.viewDidLoad()
          addChildViewController(panel)
        }
      }
      """),
    // The presented container finishes the containment for the composer it adds.
    Example(
      """
      final class SheetContainer: UIViewController {}
      final class FeedViewController: UIViewController {
        @objc func compose() {
          let sheet = SheetContainer()
          let composer = UIHostingController(rootView: ComposerView())
          sheet.addChild(composer)
          sheet.view.addSubview(composer.view)
          composer.didMove(toParent: sheet)
          present(sheet, animated: true)
        }
      }
      """),
    // An extension of a type declared elsewhere that never adds a child's view: no evidence it
    // is a view controller (a node tree or a model has its own `removeFromParent()`).
    Example(
      """
      import UIKit
      extension LegacyScene {
        func dropMarker() {
          guard let marker else { return }
          marker.removeFromParent()
        }
      }
      """),
    // The child reaches `didMove` through a local it was stored in after `addChild`.
    Example(
      """
      final class PagerController: UIViewController {
        func loadPage(_ page: AnyObject) {
          var pageController: UIViewController?
          if let controller = page as? UIViewController {
            addChild(controller)
            pageController = controller
          }
          pageController.map { view.addSubview($0.view) }
          pageController?.didMove(toParent: self)
        }
      }
      """),
    Example(
      """
      class LoginController: UIViewController {
        func closeOverlay(of host: UIViewController) {
          let overlay = host.childViewControllers[0]
          overlay.willMove(toParentViewController: nil)
          overlay.view.removeFromSuperview()
          overlay.removeFromParentViewController()
        }
      }
      """),
    // The `lazy var` closure finishes the move, or the method that adds the view does.
    Example(
      """
      final class StoryReaderController: UIViewController {
        lazy var pages: UIPageViewController = {
          let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
          addChild(pages)
          view.addSubview(pages.view)
          pages.didMove(toParent: self)
          return pages
        }()
        lazy var comments: CommentsController = {
          let comments = CommentsController()
          self.addChild(comments)
          return comments
        }()
        override func viewDidLoad() {
          super.viewDidLoad()
          view.addSubview(comments.view)
          comments.didMove(toParent: self)
        }
      }
      """),
    Example(
      """
      class LegacyDashboardController: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          let chart = ChartViewController()
          addChildViewController(chart)
          view.addSubview(chart.view)
          chart.didMove(toParentViewController: self)
        }
      }
      """),
    Example(
      """
      final class StoryPagerController: UIViewController {
        let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        func show(_ story: UIViewController) {
          self.pages.addChild(story)
          pages.view.addSubview(story.view)
          story.didMove(toParent: pages)
        }
      }
      """),
    Example(
      """
      protocol MainTabs: UITabBarController {}
      final class LegacyTabs: UITabBarController, MainTabs {}
      final class RootSplitViewController: UISplitViewController {
        private let tabs: MainTabs = LegacyTabs()
        func installTabs(_ inbox: UIViewController, _ people: UIViewController) {
          tabs.addChild(inbox)
          tabs.addChild(people)
        }
      }
      """),
    Example(
      """
      final class OnboardingNavigationController: UINavigationController {
        func start(with welcome: UIViewController) {
          addChild(welcome)
        }
      }
      """),
    Example(
      """
      final class StackNavigationController: UIViewController {
        func pop(_ leaving: UIViewController, completion: @escaping () -> Void) {
          leaving.willMove(toParent: nil)
          func finish() {
            leaving.view.removeFromSuperview()
            leaving.removeFromParent()
            completion()
          }
          UIView.animate(withDuration: 0.25, animations: { leaving.view.alpha = 0 }) { _ in finish() }
        }
      }
      """),
    Example(
      """
      final class WallViewController: UIViewController {
        var tiles: [TileViewController] = []
        func clearTiles() {
          for tile in tiles {
            tile.willMove(toParent: nil)
            tile.view.removeFromSuperview()
            tile.removeFromParent()
          }
          tiles.removeAll()
        }
      }
      final class TileViewController: UIViewController {}
      """),
    Example(
      """
      final class ShelfCell: UICollectionViewCell {
        weak var owner: UIViewController?
        let shelf = ShelfViewController()
        func attach() {
          guard let owner else { return }
          owner.addChild(shelf)
          contentView.addSubview(shelf.view)
          shelf.didMove(toParent: owner)
        }
      }
      final class ShelfViewController: UIViewController {}
      """),
    Example(
      """
      final class ContainerViewController: UIViewController {
        func show(_ child: UIViewController) {
          addChild(child)
          view.addSubview(child.view)
          child.didMove(toParent: self)
        }
      }
      """),
    Example(
      """
      final class PagerViewController: UIViewController {
        func swap(from old: UIViewController, to new: UIViewController) {
          old.willMove(toParent: nil)
          addChild(new)
          transition(from: old, to: new, duration: 0.3, options: .transitionCrossDissolve, animations: nil) { _ in
            old.removeFromParent()
            new.didMove(toParent: self)
          }
        }
      }
      """),
    Example(
      """
      final class HostViewController: UIViewController {
        private let summary = UIHostingController(rootView: SummaryView())
        override func viewDidLoad() {
          super.viewDidLoad()
          addChild(summary)
          view.addSubview(summary.view)
        }
        override func viewDidAppear(_ animated: Bool) {
          super.viewDidAppear(animated)
          summary.didMove(toParent: self)
        }
      }
      """),
    Example(
      """
      final class GameScene: SKScene {
        override func didMove(to view: SKView) {
          addChild(SKSpriteNode(imageNamed: "ship"))
        }
      }
      """),
    Example(
      """
      final class SidebarController: NSViewController {
        func embed(_ child: NSViewController) {
          addChild(child)
          view.addSubview(child.view)
        }
        func unembed(_ child: NSViewController) {
          child.view.removeFromSuperview()
          child.removeFromParent()
        }
      }
      """),
    Example(
      """
      final class OutlineViewController: UIViewController {
        let tree = Tree()
        func build() {
          tree.addChild(Node(name: "root"))
          let node = Node(name: "leaf")
          node.removeFromParent()
        }
      }
      """),
    Example(
      """
      final class ChildViewController: UIViewController {
        func close() {
          willMove(toParent: nil)
          view.removeFromSuperview()
          removeFromParent()
        }
      }
      """),
    Example(
      """
      extension UIViewController {
        func embed(_ child: UIViewController, in container: UIView) {
          addChild(child)
          container.addSubview(child.view)
          child.didMove(toParent: self)
        }
        func unembed(_ child: UIViewController) {
          child.willMove(toParent: nil)
          child.view.removeFromSuperview()
          child.removeFromParent()
        }
      }
      """),
    Example(
      """
      final class FeedViewController: UIViewController {
        func attach(_ child: UIViewController) {
          addChild(child)
          finishAttaching(child)
        }
        private func finishAttaching(_ controller: UIViewController) {
          view.addSubview(controller.view)
          controller.didMove(toParent: self)
        }
      }
      """),
    Example(
      """
      final class HostingCell: UICollectionViewCell {
        func host(_ controller: UIViewController, in parent: UIViewController) {
          parent.addChild(controller)
          contentView.addSubview(controller.view)
          controller.didMove(toParent: parent)
        }
      }
      """),
    Example(
      """
      final class NotificationViewController: UIViewController {
        var active: UIViewController? {
          willSet {
            active?.willMove(toParent: nil)
            newValue.flatMap { addChild($0) }
          }
          didSet {
            oldValue?.view.removeFromSuperview()
            if let controller = active {
              view.addSubview(controller.view)
              controller.didMove(toParent: self)
            }
          }
        }
      }
      """),
    Example(
      """
      final class CustomContainer: UIViewController {
        override func addChild(_ childController: UIViewController) {
          super.addChild(childController)
          childController.didMove(toParent: self)
        }
      }
      """),
    Example(
      """
      final class ShellViewController: UIViewController {
        func embed(_ child: UIViewController) {
          addChild(child)
          view.addSubview(child.view)
          child.do { $0.didMove(toParent: self) }
        }
      }
      """),
    Example(
      """
      final class PairViewController: UIViewController {
        func show(_ first: UIViewController, _ second: UIViewController) {
          addChild(first)
          addChild(second)
          [first, second].forEach { view.addSubview($0.view); $0.didMove(toParent: self) }
        }
      }
      """),
    Example(
      """
      final class CardStackViewController: UIViewController {
        func beginSwap(to next: UIViewController) {
          addChild(next)
          view.addSubview(next.view)
        }
        func finishSwap(to next: UIViewController) {
          UIView.animate(withDuration: 0.3, animations: { next.view.alpha = 1 }) { _ in
            next.didMove(toParent: self)
          }
        }
      }
      """),
    Example(
      """
      final class SpinnerViewController: UIViewController {
        func display(on host: UIViewController) {
          host.addChild(self)
          host.view.addSubview(view)
          didMove(toParent: host)
        }
      }
      """),
    Example(
      """
      extension UIViewController {
        func detach(animated: Bool) {
          let finish = {
            self.view.removeFromSuperview()
            self.removeFromParent()
          }
          willMove(toParent: nil)
          if animated { view.fadeOut { _ in finish() } } else { finish() }
        }
      }
      """),
    Example(
      """
      final class RootContainerViewController: UIViewController {
        func beginTransition(from old: UIViewController) {
          old.willMove(toParent: nil)
        }
        func endTransition(from old: UIViewController) {
          old.view.removeFromSuperview()
          old.removeFromParent()
        }
      }
      """),
    Example(
      """
      class FlowCoordinator: NSObject {
        private(set) var childCoordinators: [FlowCoordinator] = []
        func addChild(_ coordinator: FlowCoordinator) { childCoordinators.append(coordinator) }
        func removeFromParent() {}
      }
      final class AppFlowCoordinator: FlowCoordinator {
        func finish(_ coordinator: FlowCoordinator) {
          addChild(coordinator)
          coordinator.removeFromParent()
        }
      }
      """),
    Example(
      """
      import AppKit
      final class BannerPresenter {
        let hostingController: NSViewController
        func hide() {
          hostingController.view.removeFromSuperview()
          hostingController.removeFromParent()
        }
      }
      """),
    Example(
      """
      final class BannerWindowManager {
        var window: UIWindow?
        var bannerController: BannerViewController!
        func show() {
          window = UIWindow(frame: UIScreen.main.bounds)
          window?.rootViewController = bannerController
          window?.isHidden = false
        }
        func hide() {
          window?.isHidden = true
          bannerController.removeFromParent()
          window = nil
        }
      }
      final class BannerViewController: UIViewController {}
      """),
    Example(
      """
      final class SnapshotTests: XCTestCase {
        func render(_ controller: UIViewController, in window: UIWindow) {
          window.rootViewController = controller
          controller.view.layoutIfNeeded()
          controller.removeFromParent()
        }
      }
      """),
    Example(
      """
      final class DetailViewController: UIViewController {
        var map: UIViewController?
        func showMap() {
          if let map {
            addChild(map)
            view.addSubview(map.view)
          }
          map?.didMove(toParent: self)
        }
      }
      """),
    Example(
      """
      final class ListCell: UITableViewCell {
        func embed(_ host: UIViewController, in owner: UIViewController) {
          owner.addChild(host)
          contentView.addSubview(host.view)
          host.didMove(toParent: owner)
        }
      }
      """),
    Example(
      """
      final class FeedViewController: SomeKitViewController {
        func show(_ child: UIViewController) {
          addChild(child)
          view.addSubview(child.view)
          child.didMove(toParent: self)
        }
      }
      """),
    Example(
      """
      final class BoardScene: GameKitScene {
        func place(_ piece: PieceNode) {
          addChild(piece)
        }
      }
      """),
    Example(
      """
      struct BadgeSnapshot: UIViewControllerRepresentable {
        func makeUIViewController(context: Context) -> UIViewController {
          let frame = UIViewController()
          let badge = UIHostingController(rootView: Badge())
          frame.addChild(badge)
          frame.view.addSubview(badge.view)
          badge.didMove(toParent: frame)
          return frame
        }
        func updateUIViewController(_ controller: UIViewController, context: Context) {}
      }
      """),
    Example(
      """
      struct BadgeSnapshot: UIViewControllerRepresentable {
        func makeUIViewController(context: Context) -> UIViewController {
          let scratch = UIViewController()
          let badge = UIHostingController(rootView: Badge())
          scratch.addChild(badge)
          return badge
        }
        func updateUIViewController(_ controller: UIViewController, context: Context) {}
      }
      """),
  ]

  static let triggering: [Example] = [
    // A controller adds a list to its own parent, UIKit's `parent` unwrapped (round dd).
    Example(
      """
      final class InputViewController: UIViewController {
        func showMentions(_ list: UIViewController) {
          guard let parent = parent else { return }
          parent.↓addChild(list)
          parent.view.addSubview(list.view)
        }
      }
      """),
    // A Swift extension of a controller declared in Objective-C: its own functions show it is a
    // container (they add a child and its view), so a removal without `willMove` is one.
    Example(
      """
      import UIKit
      extension LegacyRoomController {
        func showBanner(_ banner: UIViewController) {
          addChild(banner)
          tableView.tableHeaderView = wrapped(banner.view)
          banner.didMove(toParent: self)
          bannerViewController = banner
        }
        @objc func hideBanner() {
          guard let bannerViewController else { return }
          bannerViewController.↓removeFromParent()
          bannerViewController.didMove(toParent: nil)
        }
      }
      """),
    // Before Swift 4.2 too, `willMove(toParentViewController: self)` announces the opposite move.
    Example(
      """
      class LoginController: UIViewController {
        func closeOverlay(of host: UIViewController) {
          let overlay = host.childViewControllers[0]
          overlay.↓willMove(toParentViewController: self)
          overlay.view.removeFromSuperview()
          overlay.removeFromParentViewController()
        }
      }
      """),
    // A `lazy var` closure makes the child; the view is added when the property is first read,
    // and nothing finishes the move.
    Example(
      """
      final class StoryReaderController: UIViewController {
        lazy var pages: UIPageViewController = {
          let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
          ↓addChild(pages)
          return pages
        }()
        override func viewDidLoad() {
          super.viewDidLoad()
          view.addSubview(pages.view)
        }
      }
      """),
    // The spelling before Swift 4.2 is the same protocol.
    Example(
      """
      class LegacyDashboardController: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          let chart = ChartViewController()
          ↓addChildViewController(chart)
          view.addSubview(chart.view)
        }
      }
      """),
    // A controller removing itself in a `[weak self]` completion.
    Example(
      """
      public final class SheetController: UIViewController {
        func close() {
          sheet?.move(to: 0) { [weak self] _ in
            self?.view.removeFromSuperview()
            self?.↓removeFromParent()
          }
        }
      }
      """),
    // A tap handler builds a sheet container, adds the hosted composer to it and presents it: the
    // container is on screen, and the composer never hears it joined.
    Example(
      """
      final class SheetContainer: UIViewController {}
      final class FeedViewController: UIViewController {
        @objc func compose() {
          let sheet = SheetContainer()
          let composer = UIHostingController(rootView: ComposerView())
          sheet.↓addChild(composer)
          sheet.view.addSubview(composer.view)
          present(sheet, animated: true)
        }
      }
      """),
    // A helper builds a container for its caller and returns it: the container is a real parent.
    Example(
      """
      final class CameraPostViewController: UIViewController {
        func wrapped(_ editor: UIViewController) -> UIViewController {
          let container = UIViewController()
          container.↓addChild(editor)
          container.view.addSubview(editor.view)
          editor.willMove(toParent: container)
          return container
        }
      }
      """),
    Example(
      """
      struct BadgeSnapshot: UIViewControllerRepresentable {
        func makeUIViewController(context: Context) -> UIViewController {
          let frame = UIViewController()
          let badge = UIHostingController(rootView: Badge())
          frame.↓addChild(badge)
          frame.view.addSubview(badge.view)
          return frame
        }
        func updateUIViewController(_ controller: UIViewController, context: Context) {}
      }
      """),
    Example(
      """
      struct ReceiptExport: View {
        var body: some View { Button("Export") { render() } }
        func render() {
          let page = UIHostingController(rootView: Text("Receipt"))
          guard let root = UIApplication.shared.windows.first?.rootViewController else { return }
          root.↓addChild(page)
          root.view.insertSubview(page.view, at: 0)
        }
      }
      """),
    Example(
      """
      final class StoryPagerController: UIViewController {
        let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        func page(at index: Int) -> UIViewController {
          let story = StoryViewController(index: index)
          self.pages.↓addChild(story)
          return story
        }
      }
      final class StoryViewController: UIViewController {
        init(index: Int) { super.init(nibName: nil, bundle: nil) }
        required init?(coder: NSCoder) { nil }
      }
      """),
    Example(
      """
      final class WallViewController: UIViewController {
        var tiles: [TileViewController] = []
        func clearTiles() {
          for tile in tiles {
            tile.↓removeFromParent()
          }
          tiles.removeAll()
        }
        func dropTiles() {
          tiles.forEach { $0.↓removeFromParent() }
        }
      }
      final class TileViewController: UIViewController {}
      """),
    Example(
      """
      struct Carousel<Page: View>: UIViewControllerRepresentable {
        let page: Page
        func makeUIViewController(context: Context) -> PageHolder { PageHolder(page: page) }
        func updateUIViewController(_ holder: PageHolder, context: Context) {}
      }
      extension Carousel {
        final class PageHolder: UIViewController {
          let page: Page
          var host: UIViewController?
          init(page: Page) {
            self.page = page
            super.init(nibName: nil, bundle: nil)
          }
          required init?(coder: NSCoder) { nil }
          override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            let host = UIHostingController(rootView: page)
            ↓addChild(host)
            view.addSubview(host.view)
            self.host = host
          }
          override func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            if let host {
              host.view.removeFromSuperview()
              host.↓removeFromParent()
            }
          }
        }
      }
      """),
    Example(
      """
      final class RootSplitViewController: UISplitViewController {
        func collapseDetail() {
          if let detailNavigation = viewControllers.last as? UINavigationController {
            detailNavigation.↓removeFromParent()
          }
        }
      }
      """),
    Example(
      """
      final class ShelfCell: UICollectionViewCell {
        weak var owner: UIViewController? {
          didSet {
            if let owner = owner {
              owner.↓addChild(shelf)
            } else {
              shelf.didMove(toParent: nil)
            }
          }
        }
        let shelf = ShelfViewController()
      }
      final class ShelfViewController: UIViewController {}
      """),
    Example(
      """
      final class OverlayManager {
        var window: UIWindow?
        let container = OverlayContainerController()
        var banner: BannerViewController!
        func show() {
          window?.rootViewController = container
          container.addChild(banner)
          container.view.addSubview(banner.view)
          banner.didMove(toParent: container)
        }
        func hide() {
          banner.view.removeFromSuperview()
          banner.↓removeFromParent()
        }
      }
      final class OverlayContainerController: UIViewController {}
      final class BannerViewController: UIViewController {}
      """),
    Example(
      """
      final class ContainerViewController: UIViewController {
        func show(_ child: UIViewController) {
          ↓addChild(child)
          view.addSubview(child.view)
        }
      }
      """),
    Example(
      """
      class BaseViewController: UIViewController {}
      final class ProfileViewController: BaseViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          let header = UIHostingController(rootView: HeaderView())
          self.↓addChild(header)
          view.addSubview(header.view)
        }
      }
      """),
    Example(
      """
      extension UIViewController {
        func embed(_ child: UIViewController) {
          ↓addChild(child)
          view.addSubview(child.view)
          child.didMove(toParent: nil)
        }
      }
      """),
    Example(
      """
      final class TabsViewController: UIViewController {
        func remove(_ child: UIViewController) {
          child.view.removeFromSuperview()
          child.↓removeFromParent()
        }
      }
      """),
    Example(
      """
      final class TabsViewController: UIViewController {
        func removeAll() {
          children.forEach { $0.view.removeFromSuperview(); $0.↓removeFromParent() }
        }
      }
      """),
    Example(
      """
      final class HostingCell: UITableViewCell {
        func host(_ controller: UIViewController, in parent: UIViewController) {
          parent.↓addChild(controller)
          contentView.addSubview(controller.view)
        }
      }
      """),
    Example(
      """
      final class ChildViewController: UIViewController {
        func close() {
          view.removeFromSuperview()
          ↓removeFromParent()
        }
      }
      """),
    Example(
      """
      final class BannerViewController: UIViewController {
        var banner: UIViewController?
        func showBanner() {
          ↓addChild(banner!)
          view.addSubview(banner!.view)
        }
      }
      """),
    Example(
      """
      final class ArticleContainerViewController: UIViewController {
        func show(_ article: UIViewController) {
          article.didMove(toParent: self)
          ↓addChild(article)
          view.addSubview(article.view)
        }
      }
      """),
    Example(
      """
      final class PlayerContainerViewController: UIViewController {
        var player: UIViewController?
        func hidePlayer() {
          player?.view.removeFromSuperview()
          player?.↓removeFromParent()
        }
      }
      """),
    Example(
      """
      final class PlayerContainerViewController: UIViewController {
        func hide(_ player: UIViewController) {
          player.↓willMove(toParent: self)
          player.view.removeFromSuperview()
          player.removeFromParent()
        }
      }
      """),
    Example(
      """
      final class PlayerContainerViewController: UIViewController {
        func show(_ player: UIViewController) {
          addChild(player)
          view.addSubview(player.view)
          player.↓didMove(toParent: parent)
        }
      }
      """),
    Example(
      """
      final class PagesViewController: UIViewController {
        init(pages: [UIViewController]) {
          super.init(nibName: nil, bundle: nil)
          pages.forEach { page in
            addChild(page)
            view.addSubview(page.view)
            page.↓didMove(toParent: page)
          }
        }
      }
      """),
    Example(
      """
      final class ShellViewController: UIViewController {
        private var pane: Pane? {
          didSet {
            oldValue?.viewController.↓removeFromParent()
            attach()
          }
        }
      }
      """),
    Example(
      """
      final class FeedViewController: SomeKitViewController {
        func show(_ child: UIViewController) {
          ↓addChild(child)
          view.addSubview(child.view)
        }
      }
      """),
  ]

  static let corrections: [Correction] = [
    Correction(
      """
      class LegacyDashboardController: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          let chart = ChartViewController()
          addChildViewController(chart)
          view.addSubview(chart.view)
        }
      }
      """,
      """
      class LegacyDashboardController: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          let chart = ChartViewController()
          addChildViewController(chart)
          view.addSubview(chart.view)
          chart.didMove(toParentViewController: self)
        }
      }
      """),
    Correction(
      """
      final class ContainerViewController: UIViewController {
        func show(_ child: UIViewController) {
          addChild(child)
          view.addSubview(child.view) // the card
          child.view.frame = view.bounds
        }
      }
      """,
      """
      final class ContainerViewController: UIViewController {
        func show(_ child: UIViewController) {
          addChild(child)
          view.addSubview(child.view) // the card
          child.didMove(toParent: self)
          child.view.frame = view.bounds
        }
      }
      """),
    Correction(
      """
      final class HostingCell: UITableViewCell {
        func host(_ controller: UIViewController, in parent: UIViewController) {
          parent.addChild(controller)
          contentView.addSubview(controller.view)
        }
      }
      """,
      """
      final class HostingCell: UITableViewCell {
        func host(_ controller: UIViewController, in parent: UIViewController) {
          parent.addChild(controller)
          contentView.addSubview(controller.view)
          controller.didMove(toParent: parent)
        }
      }
      """),
    Correction(
      """
      final class TabsViewController: UIViewController {
      \tfunc remove(_ child: UIViewController) {
      \t\tchild.view.removeFromSuperview()
      \t\tchild.removeFromParent()
      \t}
      }
      """,
      """
      final class TabsViewController: UIViewController {
      \tfunc remove(_ child: UIViewController) {
      \t\tchild.willMove(toParent: nil)
      \t\tchild.view.removeFromSuperview()
      \t\tchild.removeFromParent()
      \t}
      }
      """),
    Correction(
      "final class ChildViewController: UIViewController {\r\n  func close() {\r\n    removeFromParent()\r\n  }\r\n}",
      "final class ChildViewController: UIViewController {\r\n  func close() {\r\n    willMove(toParent: nil)\r\n    removeFromParent()\r\n  }\r\n}"
    ),
  ]
}
