import BridgeLint

enum HostingViewWithoutContainmentExamples {
  static let nonTriggering: [Example] = [
    Example(
      """
      struct WrappingStack<Content: View>: View {
        var items: [Content]
        var widths: [CGFloat] {
          items.map { UIHostingController(rootView: $0).view.intrinsicContentSize.width }
        }
        var body: some View { Text("\\(widths.count)") }
      }
      """),
    // A view named as the place to show something in is no view handed on.
    Example(
      """
      final class MarkupView: UIView {
        func flash(_ tip: PopTip) {
          let host = UIHostingController(rootView: Badge())
          tip.show(text: "Copied", inView: host.view)
        }
      }
      """),
    // The view has a property that can keep the controller (the helper may store it there), or
    // declares the helper in this file, whose body the other checks read.
    Example(
      """
      final class BadgeHostView: UIView {
        private var host: UIViewController?
        init(title: String) {
          let host = UIHostingController(rootView: Badge(title: title))
          super.init(frame: .zero)
          embedHosting(host)
        }
        required init?(coder: NSCoder) { nil }
      }
      final class CardHostView: UIView {
        init(title: String) {
          let host = UIHostingController(rootView: Badge(title: title))
          super.init(frame: .zero)
          keep(host)
        }
        required init?(coder: NSCoder) { nil }
        private func keep(_ controller: UIViewController) { Registry.shared.controllers.append(controller) }
      }
      """),
    Example(
      """
      final class ProfileHeaderController: UIViewController {
        private lazy var badge = UIHostingController(rootView: BadgeView())
        private let nameLabel = UILabel()
        override func viewDidLoad() {
          super.viewDidLoad()
          addChild(badge)
          view.addSubviews(nameLabel, badge.view)
          badge.didMove(toParent: self)
        }
      }
      """),
    // A `forEach` that only configures the views adds nothing; a contained controller is fine.
    Example(
      """
      final class ChatViewController: UIViewController {
        private lazy var messages = UIHostingController(rootView: MessageList())
        override func viewDidLoad() {
          super.viewDidLoad()
          [messages.view, view].forEach { $0.translatesAutoresizingMaskIntoConstraints = false }
          addChild(messages)
          [messages.view].forEach { view.addSubview($0) }
          messages.didMove(toParent: self)
        }
      }
      """),
    // The hosting controller is the coordinator but only its size is read; the shown view is its own.
    Example(
      """
      struct SizedLabel: UIViewRepresentable {
        func makeCoordinator() -> UIHostingController<Text> { UIHostingController(rootView: Text("Hi")) }
        func makeUIView(context: Context) -> UILabel {
          let label = UILabel()
          label.frame.size = context.coordinator.view.intrinsicContentSize
          return label
        }
        func updateUIView(_ uiView: UILabel, context: Context) {}
      }
      """),
    // `make…` returns a view the coordinator keeps that is no hosting controller's view.
    Example(
      """
      struct Canvas: UIViewRepresentable {
        func makeCoordinator() -> Coordinator { Coordinator() }
        func makeUIView(context: Context) -> UIView {
          return context.coordinator.canvas
        }
        func updateUIView(_ view: UIView, context: Context) {}
        final class Coordinator {
          let canvas = UIView()
          let host = UIHostingController(rootView: Text("Hi"))
        }
      }
      """),
    // A view controller representable returns the coordinator's controller: SwiftUI contains it.
    Example(
      """
      struct HostedPanel: UIViewControllerRepresentable {
        func makeCoordinator() -> UIHostingController<Text> { UIHostingController(rootView: Text("Hi")) }
        func makeUIViewController(context: Context) -> UIViewController { context.coordinator }
        func updateUIViewController(_ controller: UIViewController, context: Context) {}
      }
      """),
    // The lazy property's initial value makes the controller a child before its view is used.
    Example(
      """
      final class SheetViewController: UIViewController {
        private lazy var host: UIHostingController<SheetContent> = {
          let controller = UIHostingController(rootView: SheetContent())
          addChild(controller)
          controller.didMove(toParent: self)
          return controller
        }()
        override func viewDidLoad() {
          super.viewDidLoad()
          view.addSubview(host.view)
        }
      }
      """),
    Example(
      """
      enum ShareCard {
        static func image(for card: Card) -> UIImage {
          let host = UIHostingController(rootView: CardView(card: card))
          let rect = CGRect(x: 0, y: 0, width: 390, height: 600)
          let view = host.view!
          view.bounds = rect
          return UIGraphicsImageRenderer(bounds: rect).image { _ in
            _ = view.drawHierarchy(in: rect, afterScreenUpdates: true)
          }
        }
        static func layerImage(for card: Card) -> UIImage {
          let host = UIHostingController(rootView: CardView(card: card))
          let rect = CGRect(x: 0, y: 0, width: 390, height: 600)
          guard let view = host.view else { return UIImage() }
          view.frame = rect
          return UIGraphicsImageRenderer(bounds: rect).image { context in
            view.layer.render(in: context.cgContext)
          }
        }
      }
      """),
    Example(
      """
      import XCTest

      final class HostingViewClassTests: XCTestCase {
        func testTheHostingViewIsRecognised() {
          let probe = UIHostingController(rootView: Text("probe"))
          let container = UIView()
          container.addSubview(probe.view)
          XCTAssertTrue(HostingViewDetector.isHostingView(container.subviews[0]))
        }
      }
      """),
    Example(
      """
      final class CardViewController: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          let host = UIHostingController(rootView: CardView())
          addChild(host)
          view.addSubview(host.view)
          host.didMove(toParent: self)
        }
      }
      """),
    Example(
      """
      final class ShellViewController: UIViewController {
        private let header = UIHostingController(rootView: HeaderView())
        override func viewDidLoad() {
          super.viewDidLoad()
          addChild(header)
          stack.addArrangedSubview(header.view)
          header.didMove(toParent: self)
        }
      }
      """),
    Example(
      """
      final class Router {
        func showSettings(from navigation: UINavigationController) {
          let settings = UIHostingController(rootView: SettingsView())
          navigation.pushViewController(settings, animated: true)
          settings.view.backgroundColor = .systemBackground
        }
      }
      """),
    Example(
      """
      final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        func start(in scene: UIWindowScene) {
          let root = UIHostingController(rootView: ContentView())
          window = UIWindow(windowScene: scene)
          window?.rootViewController = root
          root.view.tintColor = .systemPink
        }
      }
      """),
    Example(
      """
      final class DashboardViewController: UIViewController {
        func addWidget() {
          let widget = UIHostingController(rootView: WidgetView())
          embed(widget, in: view)
        }
        private func embed(_ child: UIViewController, in container: UIView) {
          addChild(child)
          container.addSubview(child.view)
          child.didMove(toParent: self)
        }
      }
      """),
    Example(
      """
      final class PreviewViewController: UIViewController {
        func preview() {
          let image = UIImageView(image: UIImage(named: "card"))
          view.addSubview(image)
          present(UIHostingController(rootView: DetailView()), animated: true)
        }
      }
      """),
    Example(
      """
      final class SheetPresenter: UIViewController {
        func open() {
          let sheet = UIHostingController(rootView: SheetView())
          sheet.view.backgroundColor = .clear
          present(sheet, animated: true)
        }
      }
      """),
    Example(
      """
      typealias CardHost = UIHostingController<CardView>
      final class CardViewController: UIViewController {
        private let host = CardHost(rootView: CardView())
        override func viewDidLoad() {
          super.viewDidLoad()
          addChild(host)
          view.addSubview(host.view)
          host.didMove(toParent: self)
        }
      }
      """),
    Example(
      """
      extension View {
        func snapshot() -> UIImage {
          let controller = UIHostingController(rootView: self)
          let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
          window.addSubview(controller.view)
          controller.view.layoutIfNeeded()
          let image = UIGraphicsImageRenderer(bounds: controller.view.bounds).image { _ in
            controller.view.drawHierarchy(in: controller.view.bounds, afterScreenUpdates: true)
          }
          controller.view.removeFromSuperview()
          return image
        }
      }
      """),
    Example(
      """
      final class FeedViewController: UIViewController {
        private var header: UIHostingController<HeaderView>?
        func makeHeader() -> UIView {
          let host = UIHostingController(rootView: HeaderView())
          addChild(host)
          header = host
          return host.view
        }
      }
      """),
    Example(
      """
      final class GalleryViewController: UIViewController {
        private let caption = UIHostingController(rootView: CaptionView())
        override func viewDidLoad() {
          super.viewDidLoad()
          addChild(caption)
          guard let captionView = caption.view else { return }
          view.addSubview(captionView)
          caption.didMove(toParent: self)
        }
      }
      """),
    Example(
      """
      final class ContactCell: UICollectionViewCell {
        func configure(with contact: Contact) {
          contentConfiguration = UIHostingConfiguration { ContactRow(contact: contact) }
        }
      }
      """),
    Example(
      """
      final class PanelHostingController: UIHostingController<PanelView> {
        override func viewDidLoad() {
          super.viewDidLoad()
          view.addSubview(UIView())
        }
      }
      """),
    Example(
      """
      import AppKit
      final class InspectorViewController: NSViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          let host = NSHostingController(rootView: InspectorView())
          view.addSubview(host.view)
        }
      }
      """),
    Example(
      """
      final class RatingCell: UITableViewCell {
        private let host = UIHostingController(rootView: StarRating())
        func configure() {
          contentView.addSubview(host.view)
        }
      }
      """, options: [HostingViewWithoutContainmentRule.withoutViewControllerOption: "false"]),
    // A constraint only refers to the view (an offscreen measurement).
    Example(
      """
      final class BadgeMeasurer {
        func height(for badge: Badge, width: CGFloat) -> CGFloat {
          let host = UIHostingController(rootView: BadgeView(badge: badge))
          let pin = NSLayoutConstraint(
            item: host.view!, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
            multiplier: 1, constant: width)
          host.view.addConstraint(pin)
          return host.view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize).height
        }
      }
      """),
  ]

  static let triggering: [Example] = [
    // A popover library shows the view it is given; the local controller is released.
    Example(
      """
      final class MarkupView: UIView {
        func showPopover(at point: CGPoint, for value: Int) {
          let tip = PopTip()
          let host = UIHostingController(rootView: ConversionView(value: value))
          tip.show(customView: ↓host.view, direction: .auto, in: self, from: CGRect(origin: point, size: .zero))
        }
      }
      """),
    // A snapshot helper that borrows the live root controller's view, however briefly.
    Example(
      """
      extension View {
        func asImage() -> UIImage {
          let controller = UIHostingController(rootView: self)
          UIApplication.shared.keyWindow?.rootViewController?.view.↓addSubview(controller.view)
          let image = controller.view.renderedImage()
          controller.view.removeFromSuperview()
          return image
        }
      }
      """),
    // A view hands its local controller to a helper an extension in another file declares: a view
    // keeps no child controllers and an extension no stored property, so nothing keeps it.
    Example(
      """
      final class BadgeHostView: UIView {
        let title: String
        init(title: String) {
          self.title = title
          let host = UIHostingController(rootView: Badge(title: title))
          super.init(frame: .zero)
          embedHosting(↓host)
        }
        required init?(coder: NSCoder) { nil }
      }
      """),
    // A `Task` that removes the view later keeps the controller until then; it is still no child.
    Example(
      """
      extension View {
        func showToast(_ text: String, on root: UIViewController) {
          let toast = UIHostingController(rootView: Text(text))
          root.view.↓addSubview(toast.view)
          Task { @MainActor in
            try await Task.sleep(nanoseconds: 3_000_000_000)
            toast.view.removeFromSuperview()
          }
        }
      }
      """),
    // A helper that adds each of its views (`addSubviews(_:)`, `addArrangedSubviews(_:)`) places
    // the hosted view like `addSubview` does.
    Example(
      """
      final class ProfileHeaderController: UIViewController {
        private lazy var badge = UIHostingController(rootView: BadgeView())
        private let nameLabel = UILabel()
        private let stack = UIStackView()
        override func viewDidLoad() {
          super.viewDidLoad()
          stack.addArrangedSubviews([nameLabel, ↓badge.view])
        }
      }
      """),
    // A stored hosting controller's view added through an array's `forEach`, never made a child.
    Example(
      """
      final class ChatViewController: UIViewController {
        private lazy var messages = UIHostingController(rootView: MessageList())
        private let inputBar = InputBar()
        override func viewDidLoad() {
          super.viewDidLoad()
          [↓messages.view, inputBar].forEach { view.addSubview($0) }
        }
      }
      """),
    Example(
      """
      final class BadgeCell<Badge: View>: UITableViewCell {
        let host = UIHostingController(rootView: AnyView(EmptyView()))
        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
          super.init(style: style, reuseIdentifier: reuseIdentifier)
          let shown = host.view
          shown?.backgroundColor = .clear
          contentView.↓addSubview(shown!)
        }
      }
      """),
    // A typed local holds the view the same way (round v).
    Example(
      """
      final class EmptyStateCell: UITableViewCell {
        let buttons = UIHostingController(rootView: Text("Deposit"))
        func configure() {
          let button: UIView! = buttons.view
          contentView.↓addSubview(button)
        }
      }
      """),
    // The coordinator keeps the controller; `make…` returns its view, so SwiftUI shows a hosted view
    // whose controller no view controller contains (also through `guard let … else`).
    Example(
      """
      struct Overlay<Content: View>: UIViewRepresentable {
        let content: Content
        func makeCoordinator() -> Coordinator { Coordinator(host: UIHostingController(rootView: content)) }
        func makeUIView(context: Context) -> UIView {
          return ↓context.coordinator.host.view
        }
        func updateUIView(_ view: UIView, context: Context) {
          context.coordinator.host.rootView = content
        }
        final class Coordinator {
          let host: UIHostingController<Content>
          init(host: UIHostingController<Content>) { self.host = host }
        }
      }
      """),
    Example(
      """
      struct Capture<Content: View>: UIViewRepresentable {
        let content: Content
        func makeCoordinator() -> Coordinator { Coordinator() }
        func makeUIView(context: Context) -> UIView {
          context.coordinator.host = UIHostingController(rootView: content)
          guard let hosted = context.coordinator.host?.view else { return UIView() }
          return ↓hosted
        }
        func updateUIView(_ view: UIView, context: Context) {}
        final class Coordinator {
          var host: UIHostingController<Content>?
        }
      }
      """),
    // The coordinator keeps the controller it built; `make…` adds its view to the scroll view.
    Example(
      """
      struct ZoomArea<Content: View>: UIViewRepresentable {
        let content: Content
        func makeCoordinator() -> Coordinator { Coordinator(host: UIHostingController(rootView: content)) }
        func makeUIView(context: Context) -> UIScrollView {
          let scroll = UIScrollView()
          let hosted = context.coordinator.host.view!
          hosted.frame = scroll.bounds
          scroll.↓addSubview(hosted)
          return scroll
        }
        func updateUIView(_ scroll: UIScrollView, context: Context) {
          context.coordinator.host.rootView = content
        }
        final class Coordinator: NSObject, UIScrollViewDelegate {
          let host: UIHostingController<Content>
          init(host: UIHostingController<Content>) { self.host = host }
        }
      }
      """),
    // A text field shows the hosting view as its accessory; no controller contains it.
    Example(
      """
      final class ComposerField: UITextField {
        private let toolbarHost = UIHostingController(rootView: ComposerToolbar())
        func install() {
          ↓inputAccessoryView = toolbarHost.view
        }
      }
      """),
    // A fluent helper of the project returns the view it prepares: the view is added, the
    // controller released.
    Example(
      """
      final class TermsViewController: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          let host = UIHostingController(rootView: TermsView())
          view.↓addSubview(host.view.pinnable())
          host.view.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
        }
      }
      extension UIView {
        func pinnable() -> UIView {
          translatesAutoresizingMaskIntoConstraints = false
          return self
        }
      }
      """),
    // The zoom controller keeps the view it is handed; the hosting controller is released.
    Example(
      """
      struct PannablePhoto: UIViewControllerRepresentable {
        let photo: Photo
        func makeUIViewController(context: Context) -> PanZoomController {
          let host = UIHostingController(rootView: PhotoView(photo: photo))
          host.view.backgroundColor = .clear
          return PanZoomController(maxScale: 4, content: ↓host.view)
        }
        func updateUIViewController(_ controller: PanZoomController, context: Context) {}
      }
      """),
    // The window keeps the controller only on the `else` branch; the array keeps the view on both.
    Example(
      """
      final class BannerCenter {
        private var window: UIWindow?
        private var banners: [UIView] = []
        func show<Content: View>(_ content: Content) {
          let host = UIHostingController(rootView: content)
          banners.append(↓host.view)
          if let root = window?.rootViewController {
            host.view.frame = root.view.bounds
          } else {
            window?.rootViewController = host
          }
        }
      }
      """),
    Example(
      """
      final class CardViewController: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          view.↓addSubview(UIHostingController(rootView: CardView()).view)
        }
      }
      """),
    Example(
      """
      final class CardViewController: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          let host = UIHostingController(rootView: CardView())
          view.↓addSubview(host.view)
        }
      }
      """),
    Example(
      """
      final class ShellViewController: UIViewController {
        private let header = UIHostingController(rootView: HeaderView())
        override func viewDidLoad() {
          super.viewDidLoad()
          stack.↓addArrangedSubview(header.view)
        }
      }
      """),
    Example(
      """
      final class ListCell: UITableViewCell {
        func configure(with item: Item) {
          let hosted = ↓UIHostingController(rootView: RowView(item: item)).view!
          contentView.addSubview(hosted)
        }
      }
      """),
    Example(
      """
      final class BadgeViewController: UIViewController {
        var badge: UIHostingController<BadgeView>?
        func showBadge() {
          badge = UIHostingController(rootView: BadgeView())
          if let badgeView = badge?.view { view.↓addSubview(badgeView) }
          view.insertSubview(self.badge!.view, at: 0)
        }
      }
      """),
    Example(
      """
      typealias BadgeHost = UIHostingController<BadgeView>
      final class ProfileViewController: UIViewController {
        private var badge: BadgeHost?
        override func viewDidLoad() {
          super.viewDidLoad()
          badge = BadgeHost(rootView: BadgeView())
          view.↓addSubview(badge?.view ?? UIView())
        }
      }
      """),
    Example(
      """
      final class RatingCell: UITableViewCell {
        private let host = UIHostingController(rootView: StarRating())
        private var ratingView: UIView { host.view }
        func configure() {
          contentView.↓addSubview(ratingView)
          contentView.addSubview(host.view)
        }
      }
      """),
    Example(
      """
      final class RatingCell: UITableViewCell {
        private let host = UIHostingController(rootView: StarRating())
        func configure() {
          contentView.↓addSubview(host.view)
        }
      }
      """),
    Example(
      """
      final class SecureFieldContainer: UIView {
        private var content: UIHostingController<FieldContent>?
        func install() { content = embed(in: self) }
        private func embed(in container: UIView) -> UIHostingController<FieldContent> {
          let controller = UIHostingController(rootView: FieldContent())
          container.↓addSubview(controller.view)
          return controller
        }
      }
      """),
    Example(
      """
      struct FeedView: UIViewRepresentable {
        func makeUIView(context: Context) -> UIScrollView {
          let scroll = UIScrollView()
          let host = UIHostingController(rootView: FeedContent())
          context.coordinator.host = host
          scroll.↓addSubview(host.view)
          return scroll
        }
        func updateUIView(_ scroll: UIScrollView, context: Context) {}
        func makeCoordinator() -> Coordinator { Coordinator() }
        final class Coordinator { var host: UIHostingController<FeedContent>? }
      }
      """),
    Example(
      """
      final class SettingsViewController: UITableViewController {
        private lazy var footer: UIView = {
          let host = UIHostingController(rootView: FooterView())
          host.view.backgroundColor = .clear
          return ↓host.view
        }()
      }
      """),
    Example(
      """
      final class ReceiptViewController: UIViewController {
        var summaryView: UIView?
        func showSummary() {
          let host = UIHostingController(rootView: SummaryView())
          summaryView = ↓host.view
        }
      }
      """),
    Example(
      """
      final class ActionsViewController: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          let buttons = UIHostingController(rootView: ActionButtons())
          let stack = UIStackView(arrangedSubviews: [↓buttons.view, UIView()])
          view.addSubview(stack)
        }
      }
      """),
    Example(
      """
      final class NoticePresenter {
        func show(in window: UIWindow) {
          let host = UIHostingController(rootView: NoticeView())
          guard let noticeView = ↓host.view else { return }
          window.addSubview(noticeView)
        }
      }
      """),
    Example(
      """
      final class ShareViewController: UIViewController {
        private let preview = UIHostingController(rootView: PreviewCard())
        override func viewDidLoad() {
          super.viewDidLoad()
          let stack = UIStackView(arrangedSubviews: [titleLabel, ↓preview.view])
          view.addSubview(stack)
        }
      }
      """),
    Example(
      """
      final class BannerCell: UITableViewCell {
        private let banner = UIHostingController(rootView: BannerView())
        func configure() {
          guard let bannerView = banner.view else { return }
          contentView.↓addSubview(bannerView)
        }
      }
      """),
    Example(
      """
      final class BadgeView: UIView {
        func install() {
          let host = UIHostingController(rootView: Badge())
          ↓addSubview(host.view)
        }
      }
      """),
    // A kept controller's view handed to a stack through a local array, from a view.
    Example(
      """
      final class WalletHeaderView: UIView {
        private var totalsHost: UIHostingController<TotalsBar>?
        private var promoHost: UIHostingController<PromoCard>?
        func build(showsPromo: Bool) {
          let totals = UIHostingController(rootView: TotalsBar())
          totalsHost = totals
          var rows: [UIView] = [↓totals.view]
          if showsPromo {
            let promo = UIHostingController(rootView: PromoCard())
            promoHost = promo
            rows.append(↓promo.view)
          }
          let stack = UIStackView(arrangedSubviews: rows)
          addSubview(stack)
        }
      }
      """),
    // A helper of the file adds its receiver to a view: the local controller dies, its view stays.
    Example(
      """
      extension UIView {
        func embedCard(_ card: CardView) {
          let host = UIHostingController(rootView: card)
          host.view.↓fill(self)
        }
        func fill(_ container: UIView) {
          translatesAutoresizingMaskIntoConstraints = false
          container.addSubview(self)
        }
      }
      """),
    // A view keeps the controller and adds its view after unwrapping the local with the `if let` shorthand.
    Example(
      """
      final class RatingBadge: UIView {
        private let host: UIHostingController<Text>
        init(title: String) {
          host = UIHostingController(rootView: Text(title))
          super.init(frame: .zero)
          let content = host.view
          content?.backgroundColor = .clear
          if let content {
            ↓addSubview(content)
          }
        }
        required init?(coder: NSCoder) { nil }
      }
      """),
    // The coordinator is the hosting controller: nothing can make it a child.
    Example(
      """
      struct GlowPanel<Inner: View>: UIViewRepresentable {
        let inner: Inner
        func makeCoordinator() -> UIHostingController<Inner> { UIHostingController(rootView: inner) }
        func makeUIView(context: Context) -> UIView {
          let panel = ↓context.coordinator.view!
          panel.backgroundColor = .clear
          return panel
        }
        func updateUIView(_ uiView: UIView, context: Context) { context.coordinator.rootView = inner }
      }
      """),
    Example(
      """
      struct PlainPanel: UIViewRepresentable {
        func makeCoordinator() -> UIHostingController<Text> { UIHostingController(rootView: Text("Hi")) }
        func makeUIView(context: Context) -> UIView { ↓context.coordinator.view }
        func updateUIView(_ uiView: UIView, context: Context) {}
      }
      """),
  ]
}
