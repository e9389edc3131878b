import BridgeLint
import Rules
import XCTest

/// The containment shapes of issue 25 (§2): where each is reported, at which severity, and the
/// exact words users read.
final class ContainmentShapeTests: XCTestCase {
  private func findings(_ code: String, _ rule: any Rule.Type) -> [String] {
    LintHarness.lint(code, rules: [rule]).map { "\($0.line):\($0.column) \($0.severity.rawValue): \($0.message)" }
  }

  private static let released =
    "the controller is released when this scope ends and its view lives on without it (no appearance callbacks, "
    + "trait or safe-area updates, or presentation from SwiftUI); keep "

  func testALocalControllersViewThatOutlivesItIsAnError() {
    let code = """
      final class InboxViewController: UIViewController {
        var pinned: UIView?
        private lazy var empty: UIView = {
          let host = UIHostingController(rootView: EmptyView())
          return host.view
        }()
        func pin() {
          let header = UIHostingController(rootView: Header())
          pinned = header.view
        }
        func toolbar() -> UIStackView {
          let bar = UIHostingController(rootView: Bar())
          return UIStackView(arrangedSubviews: [bar.view])
        }
      }
      final class NoticePresenter {
        func show(in window: UIWindow) {
          let notice = UIHostingController(rootView: Notice())
          guard let noticeView = notice.view else { return }
          window.addSubview(noticeView)
        }
      }
      """
    XCTAssertEqual(
      findings(code, HostingViewWithoutContainmentRule.self),
      [
        "5:12 error: `host.view` is returned, but nothing keeps `host`: " + Self.released
          + "`host` and add it with `addChild(_:)` and `didMove(toParent:)`",
        "9:14 error: `header.view` is stored, but nothing keeps `header`: " + Self.released
          + "`header` and add it with `addChild(_:)` and `didMove(toParent:)`",
        "13:43 error: `bar.view` is put in a collection, but nothing keeps `bar`: " + Self.released
          + "`bar` and add it with `addChild(_:)` and `didMove(toParent:)`",
        "19:28 error: `notice.view` is unwrapped as `noticeView` and handed on, but nothing keeps `notice`: "
          + Self.released + "`notice` and add it as a child of the view controller that shows its view",
      ])
  }

  func testAnUnkeptControllerInACellIsToldToUseAHostingConfiguration() {
    let code = """
      final class TagsCell: UICollectionViewCell {
        var tagViews: [UIView] = []
        func configure(with tags: [String]) {
          for tag in tags {
            let chip = UIHostingController(rootView: Chip(tag))
            tagViews.append(chip.view)
          }
          contentView.addSubview(UIHostingController(rootView: Chip("all")).view)
        }
      }
      """
    XCTAssertEqual(
      findings(code, HostingViewWithoutContainmentRule.self),
      [
        "6:23 error: `chip.view` is put in a collection, but nothing keeps `chip`: the controller is released when "
          + "this scope ends and its view lives on without it (no appearance callbacks, trait or safe-area updates, or "
          + "presentation from SwiftUI); in a cell, show SwiftUI content with `UIHostingConfiguration` instead",
        "8:17 error: This hosting controller is created only for its view and nothing keeps it, so the hosted view "
          + "has no controller: no appearance callbacks, trait or safe-area updates, or presentation from SwiftUI; in "
          + "a cell, show SwiftUI content with `UIHostingConfiguration` instead",
      ])
  }

  func testAKeptControllerAddedWhereNoViewControllerIsInReachIsAWarningWithThatPlacesFix() {
    let code = """
      final class BarCell: UICollectionViewCell {
        private let bar = UIHostingController(rootView: Bar())
        func configure() { contentView.addSubview(bar.view) }
      }
      struct Feed: UIViewRepresentable {
        final class Coordinator { var host: UIHostingController<Bar>? }
        func makeCoordinator() -> Coordinator { Coordinator() }
        func makeUIView(context: Context) -> UIScrollView {
          let scroll = UIScrollView()
          let host = UIHostingController(rootView: Bar())
          context.coordinator.host = host
          scroll.addSubview(host.view)
          return scroll
        }
        func updateUIView(_ scroll: UIScrollView, context: Context) {}
      }
      """
    XCTAssertEqual(
      findings(code, HostingViewWithoutContainmentRule.self),
      [
        "3:34 warning: `bar.view` is added to a cell, which has no view controller to make `bar` a child of; use "
          + "`UIHostingConfiguration` for the cell's content, or add `bar` to the view controller that owns the list",
        "12:12 warning: `host.view` is added from a representable or its coordinator, where no view controller can "
          + "make `host` a child, so the hosted view misses appearance callbacks and trait and safe-area updates; wrap "
          + "the controller in a `UIViewControllerRepresentable` (SwiftUI then contains it) or add it to the view "
          + "controller that shows this view",
      ])
  }

  func testContainedKeptOrMeasuredControllersAreNotReported() {
    let code = """
      final class FeedViewController: UIViewController {
        private var header: UIHostingController<Header>?
        func makeHeader() -> UIView {
          let host = UIHostingController(rootView: Header())
          addChild(host)
          header = host
          host.didMove(toParent: self)
          return host.view
        }
        func height() -> CGFloat {
          let probe = UIHostingController(rootView: Header())
          view.addSubview(probe.view)
          defer { probe.view.removeFromSuperview() }
          return probe.view.bounds.height
        }
      }
      final class ContactCell: UICollectionViewCell {
        func configure() { contentConfiguration = UIHostingConfiguration { Header() } }
      }
      final class InspectorViewController: NSViewController {
        override func viewDidLoad() {
          let host = NSHostingController(rootView: Inspector())
          view.addSubview(host.view)
        }
      }
      """
    XCTAssertEqual(findings(code, HostingViewWithoutContainmentRule.self), [])
  }

  func testMissingDidMoveReadsOptionalChainsAndWrongArguments() {
    let code = """
      final class PlayerContainerViewController: UIViewController {
        var player: UIViewController?
        func hidePlayer() {
          player?.view.removeFromSuperview()
          player?.removeFromParent()
        }
        func hide(_ other: UIViewController) {
          other.willMove(toParent: self)
          other.view.removeFromSuperview()
          other.removeFromParent()
        }
        func show(_ other: UIViewController) {
          addChild(other)
          view.addSubview(other.view)
          other.didMove(toParent: parent)
        }
        func showPlayer() {
          if let player {
            addChild(player)
            view.addSubview(player.view)
          }
          player?.didMove(toParent: self)
        }
      }
      """
    XCTAssertEqual(
      findings(code, MissingDidMoveRule.self),
      [
        "5:13 warning: `player` is removed from its parent without `willMove(toParent: nil)` first; call "
          + "`player?.willMove(toParent: nil)` before `removeFromParent()`",
        "8:11 warning: `other.willMove(toParent: self)` announces a move to a parent, but `other` is being removed; "
          + "pass `nil`: `other.willMove(toParent: nil)` before `removeFromParent()`",
        "15:11 warning: `other.didMove(toParent: parent)` names `parent`, but `other` was added to `self`; pass "
          + "`self`, the controller it was added to",
      ])
  }

  /// A loop's child that names itself as its parent is told; a removal through a member named as a
  /// controller (`old?.viewController`) needs `willMove(toParent: nil)` too; look-alikes stay silent.
  func testMissingDidMoveReadsLoopChildrenAndControllerMembers() {
    let code = """
      final class ShellViewController: UIViewController {
        private var pane: Pane? {
          didSet { oldValue?.viewController.removeFromParent() }
        }
        var tab: Tab?
        func install(_ pages: [UIViewController]) {
          pages.forEach { page in
            addChild(page)
            view.addSubview(page.view)
            page.didMove(toParent: page)
          }
        }
        func drop() {
          tab?.contentViewController.willMove(toParent: nil)
          tab?.contentViewController.removeFromParent()
          tab?.badge.removeFromParent()
        }
      }
      """
    XCTAssertEqual(
      findings(code, MissingDidMoveRule.self),
      [
        "3:39 warning: `oldValue.viewController` is removed from its parent without `willMove(toParent: nil)` first; "
          + "call `oldValue?.viewController.willMove(toParent: nil)` before `removeFromParent()`",
        "10:12 warning: `page.didMove(toParent: page)` names `page`, but `page` was added to `self`; pass `self`, "
          + "the controller it was added to",
      ])
  }

  func testAContainerWhoseSuperclassComesFromADependencyIsJudgedByWhatItDoes() {
    let uiKit = """
      import UIKit
      final class FeedViewController: SomeKitViewController {
        func show(_ child: UIViewController) {
          addChild(child)
          view.addSubview(child.view)
        }
        func hide(_ child: UIViewController) {
          child.view.removeFromSuperview()
          child.removeFromParent()
        }
      }
      final class BoardScene: GameKitScene {
        func place(_ piece: PieceNode) { addChild(piece) }
        func take(_ piece: PieceNode) { piece.removeFromParent() }
      }
      """
    XCTAssertEqual(
      findings(uiKit, MissingDidMoveRule.self),
      [
        "4:5 warning: `child` is added as a child view controller but never gets `didMove(toParent:)`; call "
          + "`child.didMove(toParent: self)` once its view is in place",
        "9:11 warning: `child` is removed from its parent without `willMove(toParent: nil)` first; call "
          + "`child.willMove(toParent: nil)` before `removeFromParent()`",
      ])
    // AppKit's `addChild` has no `didMove` step.
    let appKit = uiKit.replacingOccurrences(of: "import UIKit", with: "import AppKit")
      .replacingOccurrences(of: "UIViewController", with: "NSViewController")
    XCTAssertEqual(findings(appKit, MissingDidMoveRule.self), [])
  }
}

extension ContainmentShapeTests {
  /// A controller's part in another file (an extension) removes a child kept in a property the
  /// class declares elsewhere: the name (`priceVC`, `…Controller`) says it is a controller.
  func testARemovalInAnExtensionOfAControllerDeclaredElsewhere() {
    let controller = (
      path: "ComposerController.swift",
      text: """
      final class ComposerController: UIViewController {
        var priceVC: UIViewController?
        var summaryController: UIViewController?
      }
      """
    )
    let extensionFile = (
      path: "ComposerController+Price.swift",
      text: """
      extension ComposerController {
        func hidePrice() {
          priceVC?.view.removeFromSuperview()
          priceVC?.removeFromParent()
          summaryController?.willMove(toParent: nil)
          summaryController?.removeFromParent()
        }
      }
      """
    )
    XCTAssertEqual(
      LintHarness.lint([controller, extensionFile], rules: [MissingDidMoveRule.self])
        .map { "\($0.path):\($0.line):\($0.column) \($0.message)" },
      [
        "ComposerController+Price.swift:4:14 `priceVC` is removed from its parent without `willMove(toParent: nil)` "
          + "first; call `priceVC?.willMove(toParent: nil)` before `removeFromParent()`"
      ])
  }
}
