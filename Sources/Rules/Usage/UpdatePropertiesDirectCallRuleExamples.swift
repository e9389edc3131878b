import BridgeLint

/// `UpdatePropertiesDirectCallRule`'s examples (run as tests, shown on its page), kept apart from its logic.
enum UpdatePropertiesDirectCallExamples {
  static let nonTriggering: [Example] = [
    // AppKit's hook requested, and the override calling `super`.
    Example(
      """
      final class PaneContainer: NSView {
        var maximumWidth: CGFloat = 480 { didSet { needsUpdateConstraints = true } }
        override func updateConstraints() {
          super.updateConstraints()
        }
      }
      """),
    // A member named like a view asked to lay out through the request, and a member not named like one.
    Example(
      """
      import UIKit
      final class WithdrawalController: UIViewController {
        func expand(_ detail: DetailController, _ engine: LayoutEngine) {
          UIView.animate(withDuration: 0.3) { detail.contentStackView.layoutIfNeeded() }
          engine.grid.layoutSubviews()
        }
      }
      """),
    // A dependency's type in a file without UIKit: a layout engine of its own, not UIKit's hook.
    Example(
      """
      import FlexEngine
      final class Screen {
        let engine: FlexLayout
        func refresh() { engine.layoutSubviews() }
      }
      """),
    Example(
      """
      final class GridLayout {
        func updateConstraints() {}
      }
      final class Board {
        func makeLayout(columns: Int) -> GridLayout? { columns > 0 ? GridLayout() : nil }
        func resize(columns: Int) {
          if let layout = makeLayout(columns: columns) { layout.updateConstraints() }
        }
      }
      """),
    Example(
      """
      final class Outline {
        var sections: [OutlineSection] = []
        func refresh() { sections.forEach { section in section.layoutSubviews() } }
      }
      final class OutlineSection { func layoutSubviews() {} }
      """),
    Example(
      """
      final class Badge: UIView {
        override func layoutSubviews() {
          super.layoutSubviews()
          layer.cornerRadius = bounds.height / 2
        }
      }
      """),
    Example(
      """
      final class Badge: UIView {
        var count = 0 { didSet { setNeedsLayout() } }
      }
      """),
    Example(
      """
      final class Card: UIView {
        override func updateProperties() {
          super.updateProperties()
          backgroundColor = model.isSelected ? .tintColor : .secondarySystemBackground
        }
      }
      """),
    Example(
      """
      final class Header: UIView {
        func refresh() {
          setNeedsUpdateConstraints()
          updateConstraintsIfNeeded()
        }
      }
      """),
    Example(
      """
      struct Layout {
        func layoutSubviews() { print("custom layout engine") }
        func run() { layoutSubviews() }
      }
      """),
    Example(
      """
      final class Presenter {
        let renderer: Renderer
        func refresh() { renderer.updateProperties() }
      }
      """),
    Example(
      """
      final class Feed: UIViewController {
        override func viewDidLayoutSubviews() {
          super.viewDidLayoutSubviews()
          view.layoutIfNeeded()
        }
      }
      """),
    Example(
      """
      struct Chart: UIViewRepresentable {
        func updateUIView(_ chart: ChartView, context: Context) {
          chart.values = values
          chart.setNeedsLayout()
        }
      }
      """),
    Example(
      """
      final class Stack: UIStackView {
        override func updateConstraints() {
          spacing = 8
          super.updateConstraints()
        }
      }
      """),
    Example(
      """
      final class Settings: UIViewController {
        override func updateProperties() {
          super.updateProperties()
          navigationItem.title = model.title
        }
      }
      """),
    Example(
      """
      import Nimble
      import Quick
      final class BadgeSpec: QuickSpec {
        func testLayout(_ badge: BadgeView) {
          badge.layoutSubviews()
          expect(badge.bounds.height) == 20
        }
      }
      final class BadgeView: UIView {}
      """),
    Example(
      """
      final class Scene: SKScene {
        func layoutSubviews(for size: CGSize) {}
        override func didChangeSize(_ oldSize: CGSize) { layoutSubviews(for: size) }
      }
      """),
    Example(
      """
      final class Presenter {
        let view: ChartModel
        func refresh() { view.layoutSubviews() }
      }
      """),
    Example(
      """
      final class Feed: UIViewController {
        func refresh(_ view: ChartModel) { view.layoutSubviews() }
      }
      """),
    // A project type named like a view, declared here with its own `layoutSubviews()`.
    Example(
      """
      import UIKit
      final class ChartView {
        func layoutSubviews() {}
      }
      final class Dashboard {
        let chart = ChartView()
        var sections: [ChartView] = []
        func refresh() {
          chart.layoutSubviews()
          for section in sections { section.layoutSubviews() }
        }
      }
      """),
    // AppKit has no `layoutSubviews()` hook: a dependency's view in a macOS file is left alone.
    Example(
      """
      import AppKit
      final class Legend: VendorLegendView {
        func refresh() { layoutSubviews() }
      }
      """),
  ]

  static let triggering: [Example] = [
    // AppKit's hook, called by a property observer instead of requested.
    Example(
      """
      final class PaneContainer: NSView {
        var maximumWidth: CGFloat = 480 { didSet { ↓updateConstraints() } }
      }
      """),
    // A member of another object, named like a view, whose type is declared elsewhere.
    Example(
      """
      import UIKit
      final class WithdrawalController: UIViewController {
        func expand(_ detail: DetailController) {
          UIView.animate(withDuration: 0.3) { detail.contentStackView.↓layoutSubviews() }
        }
      }
      """),
    // `self?` in a `[weak self]` animation closure is still the view or controller.
    Example(
      """
      final class CompanyHeader: UIView {
        func expand() {
          UIView.animate(withDuration: 0.3) { [weak self] in self?.↓layoutSubviews() }
        }
      }
      final class CompanyViewController: UIViewController {
        func expand() {
          UIView.animate(withDuration: 0.3) { [weak self] in self?.view.↓layoutSubviews() }
        }
      }
      """),
    // A dependency's type (the project neither declares nor extends it) that has the hook is a view.
    Example(
      """
      import UIKit
      import Slideshow
      final class VenueController: UIViewController {
        @IBOutlet weak var gallery: Slideshow!
        func refresh() { gallery.↓updateConstraints() }
      }
      """),
    // UIKit's own view members, through optional chains in a `[weak self]` closure.
    Example(
      """
      import UIKit
      final class ChatController: UIViewController {
        func showTitle(_ name: String) {
          loader.load(name) { [weak self] title in
            self?.navigationItem.titleView = title
            self?.navigationItem.titleView?.↓layoutSubviews()
          }
        }
      }
      """),
    // A name bound by a cast, or from a method of this file returning a view.
    Example(
      """
      import UIKit
      final class HeaderView: UIView {}
      final class Renderer {
        func render(in item: UINavigationItem) {
          if let header = item.titleView as? HeaderView {
            header.↓updateConstraints()
          }
          let badge = makeBadge()
          badge.setNeedsLayout()
          badge.↓layoutSubviews()
        }
        func makeBadge() -> UILabel { UILabel() }
      }
      """),
    // Through an optional chain on a weak property.
    Example(
      """
      final class EditorCanvas: UIView {
        weak var overlay: UIView?
        func refresh() { overlay?.↓updateConstraints() }
      }
      """),
    Example(
      """
      final class ScoreCard: UICollectionViewCell {
        let badges = UIStackView()
        override func layoutSubviews() {
          super.layoutSubviews()
          badges.arrangedSubviews.forEach { badge in
            badge.↓layoutSubviews()
          }
          contentView.subviews.forEach { $0.↓layoutSubviews() }
        }
      }
      """),
    Example(
      """
      final class ZoomInTransition: NSObject, UIViewControllerAnimatedTransitioning {
        func transitionDuration(using context: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
        func animateTransition(using context: UIViewControllerContextTransitioning) {
          guard let incoming = context.viewController(forKey: .to) else { return }
          context.containerView.addSubview(incoming.view)
          UIView.animate(withDuration: 0.3) {
            incoming.view.↓layoutSubviews()
          } completion: { _ in
            context.completeTransition(true)
          }
        }
      }
      """),
    Example(
      """
      final class Badge: UIView {
        var count = 0 { didSet { ↓layoutSubviews() } }
      }
      """),
    Example(
      """
      final class Badge: UIView {
        func refresh() { self.↓updateConstraints() }
      }
      """),
    Example(
      """
      struct Chart: UIViewRepresentable {
        func updateUIView(_ chart: ChartView, context: Context) {
          chart.values = values
          chart.↓layoutSubviews()
        }
      }
      final class ChartView: UIView { var values: [Double] = [] }
      """),
    Example(
      """
      final class Feed: UIViewController {
        let header = UIView()
        func apply(_ title: String) {
          header.↓layoutSubviews()
        }
      }
      """),
    Example(
      """
      final class Card: UIView {
        override func ↓updateProperties() {
          backgroundColor = model.isSelected ? .tintColor : .secondarySystemBackground
        }
      }
      """),
    Example(
      """
      final class Settings: UIViewController {
        func modelChanged() { ↓updateProperties() }
      }
      """),
    Example(
      """
      final class Cell: UITableViewCell {
        func configure(with label: UILabel) {
          label.text = title
          label.↓layoutSubviews()
        }
      }
      """),
    Example(
      """
      final class Feed: UIViewController {
        func keyboardHidden() { view.↓layoutSubviews() }
      }
      """),
    Example(
      """
      final class Row: UITableViewCell {
        func configure() { self.contentView.↓layoutSubviews() }
      }
      """),
    Example(
      """
      final class Header: UIViewController {
        let host = UIHostingController(rootView: Title())
        func refresh() { host.view.↓updateConstraints() }
      }
      """),
    Example(
      """
      final class Fade: NSObject, UIViewControllerAnimatedTransitioning {
        func animateTransition(using context: UIViewControllerContextTransitioning) {
          context.view(forKey: .to)?.↓layoutSubviews()
          context.viewController(forKey: .to)?.view.↓layoutSubviews()
        }
      }
      """),
    Example(
      """
      protocol PeekDelegate: AnyObject {
        func peekRequestsAccessory(_ peek: PeekMenu, for index: Int) -> UIView?
      }
      final class PeekMenu {
        weak var delegate: PeekDelegate?
        func willShow(index: Int) {
          guard let delegate, let accessory = delegate.peekRequestsAccessory(self, for: index) else { return }
          accessory.↓updateConstraints()
        }
      }
      """),
    // Types the project does not declare (an Objective-C class, a dependency's), named like
    // UIKit's; a loop over subviews; a collection view controller's inherited `collectionView`.
    Example(
      """
      import UIKit
      final class PlanScreen: VendorViewController {
        var listHeight: NSLayoutConstraint?
        func resize(to height: CGFloat) {
          listHeight?.constant = height
          view.↓layoutSubviews()
        }
      }
      final class RouteStatsCell: UITableViewCell {
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
          let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "stat", for: indexPath) as! LegacyStatCell
          cell.↓updateConstraints()
          return cell
        }
      }
      """),
    Example(
      """
      import UIKit
      final class AlbumGrid: UICollectionViewController {
        func toggleChrome() {
          DispatchQueue.main.async { self.collectionView.↓layoutSubviews() }
        }
        override func traitCollectionDidChange(_ previous: UITraitCollection?) {
          super.traitCollectionDidChange(previous)
          collectionView.subviews.filter { $0 is UICollectionReusableView }.forEach { $0.↓layoutSubviews() }
        }
      }
      final class PostCard: UIView {
        override func layoutSubviews() {
          super.layoutSubviews()
          for view in subviews { view.↓layoutSubviews() }
        }
      }
      """),
  ]
}
