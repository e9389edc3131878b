import BridgeLint

enum MakeOnlyConfigurationExamples {
  /// Plain stored inputs (no property wrapper) are reported only with this option.
  static let plainInputs = [MakeOnlyConfigurationRule.plainInputOption: "true"]

  static let nonTriggering: [Example] = [
    // By default a plain input is not reported: most are fixed for the screen (a web view per
    // article), so only `@Binding`, `@State` and `@Environment` inputs are.
    Example(
      """
      struct ArticleView: UIViewRepresentable {
        let url: URL
        func makeUIView(context: Context) -> WKWebView {
          let web = WKWebView()
          web.load(URLRequest(url: url))
          return web
        }
        func updateUIView(_ web: WKWebView, context: Context) {}
      }
      struct Reader: View {
        let article: Article
        var body: some View { ArticleView(url: article.url) }
      }
      """),
    Example(
      """
      struct Refreshed<Content: View>: UIViewControllerRepresentable {
        let content: () -> Content
        func makeUIViewController(context: Context) -> UIHostingController<Content> {
          UIHostingController(rootView: content())
        }
        func updateUIViewController(_ host: UIHostingController<Content>, context: Context) {
          host.rootView = content()
        }
      }
      """, options: plainInputs),
    // Tab controllers set again in `update…`.
    Example(
      """
      struct Tabs: UIViewControllerRepresentable {
        var controllers: [UIViewController]
        func makeUIViewController(context: Context) -> UITabBarController {
          let tabs = UITabBarController()
          tabs.viewControllers = controllers
          return tabs
        }
        func updateUIViewController(_ tabs: UITabBarController, context: Context) {
          tabs.setViewControllers(controllers, animated: false)
        }
      }
      """),
    // A coordinator call that is not handed the view applies nothing to it.
    Example(
      """
      struct AmountField: UIViewRepresentable {
        @Binding var amount: Decimal
        func makeCoordinator() -> Coordinator { Coordinator() }
        func makeUIView(context: Context) -> UITextField {
          context.coordinator.updateBaseline(amount)
          return UITextField()
        }
        func updateUIView(_ field: UITextField, context: Context) {}
        final class Coordinator: NSObject {
          var baseline: Decimal = 0
          func updateBaseline(_ amount: Decimal) { baseline = amount }
        }
      }
      """),
    // A helper `update…` calls hosts the stored view again.
    Example(
      """
      struct Card<Face: View>: UIViewControllerRepresentable {
        let face: Face
        func refresh(_ host: UIHostingController<Face>) { host.rootView = face }
        func makeUIViewController(context: Context) -> UIHostingController<Face> {
          UIHostingController(rootView: face)
        }
        func updateUIViewController(_ host: UIHostingController<Face>, context: Context) { refresh(host) }
      }
      """),
    // A stored value that is not a view (an `Int` page) is a plain input: opt-in.
    Example(
      """
      struct Pager<Page: View>: UIViewControllerRepresentable {
        let page: Int
        let pages: [Page]
        func makeUIViewController(context: Context) -> UIHostingController<Page?> {
          UIHostingController(rootView: pages.indices.contains(page) ? pages[page] : nil)
        }
        func updateUIViewController(_ host: UIHostingController<Page?>, context: Context) {}
      }
      """),
    // The project type cannot take a new value: a `let`, a `private(set)` var.
    Example(
      """
      final class ReceiptView: UIView {
        let total: Decimal
        private(set) var currency: String
        init(total: Decimal, currency: String) {
          self.total = total
          self.currency = currency
          super.init(frame: .zero)
        }
        required init?(coder: NSCoder) { nil }
      }
      struct Receipt: UIViewRepresentable {
        let total: Decimal
        let currency: String
        func makeUIView(context: Context) -> ReceiptView {
          ReceiptView(total: total, currency: currency)
        }
        func updateUIView(_ view: ReceiptView, context: Context) {}
      }
      """, options: plainInputs),
    // An input named as a starting value is meant to be applied once.
    Example(
      """
      struct Pager: UIViewRepresentable {
        let pageCount: Int
        let initialPage: Int
        func makeUIView(context: Context) -> UIPageControl {
          let dots = UIPageControl()
          dots.currentPage = initialPage
          return dots
        }
        func updateUIView(_ dots: UIPageControl, context: Context) {
          dots.numberOfPages = pageCount
        }
      }
      """, options: plainInputs),
    Example(
      """
      struct Avatar: UIViewRepresentable {
        let picture: UIImage
        func makeUIView(context: Context) -> UIImageView {
          UIImageView(image: picture)
        }
        func updateUIView(_ view: UIImageView, context: Context) {
          view.image = picture
        }
      }
      """, options: plainInputs),
    // A binding read by an action reads its current value.
    Example(
      """
      struct ToggleButton: UIViewRepresentable {
        @Binding var isOn: Bool
        func makeUIView(context: Context) -> UIButton {
          let button = UIButton(type: .system)
          button.addAction(UIAction { _ in isOn.toggle() }, for: .primaryActionTriggered)
          return button
        }
        func updateUIView(_ button: UIButton, context: Context) {
          button.isSelected = isOn
        }
      }
      """),
    Example(
      """
      struct ClearButton: UIViewRepresentable {
        @Binding var text: String
        func makeUIView(context: Context) -> UIButton {
          let button = UIButton(type: .close)
          button.addAction(UIAction { _ in text = "" }, for: .primaryActionTriggered)
          return button
        }
        func updateUIView(_ button: UIButton, context: Context) {}
      }
      """),
    // A region built from constants only holds no input.
    Example(
      """
      struct CampusMap: UIViewRepresentable {
        var pins: [MKPointAnnotation]
        func makeUIView(context: Context) -> MKMapView {
          let map = MKMapView()
          let home = CLLocationCoordinate2D(latitude: 46.5, longitude: 6.6)
          let region = MKCoordinateRegion(center: home, latitudinalMeters: 800, longitudinalMeters: 800)
          map.setRegion(region, animated: false)
          return map
        }
        func updateUIView(_ map: MKMapView, context: Context) {
          map.addAnnotations(pins)
        }
      }
      """, options: plainInputs),
    // A local of `make…` built from an input that `update…` applies as well.
    Example(
      """
      struct Reader: UIViewRepresentable {
        let page: Page
        func makeUIView(context: Context) -> WKWebView {
          let web = WKWebView()
          let request = URLRequest(url: page.address)
          web.load(request)
          return web
        }
        func updateUIView(_ web: WKWebView, context: Context) {
          if web.url != page.address { web.load(URLRequest(url: page.address)) }
        }
      }
      """, options: plainInputs),
    Example(
      """
      struct ScannerView: UIViewControllerRepresentable {
        @Environment(\\.dismiss) private var dismiss
        @Environment(\\.openURL) private var openURL
        func makeUIViewController(context: Context) -> ScannerViewController {
          let scanner = ScannerViewController()
          scanner.onClose = { dismiss() }
          scanner.onLink = { url in openURL(url) }
          return scanner
        }
        func updateUIViewController(_ scanner: ScannerViewController, context: Context) {}
      }
      """),
    Example(
      """
      struct Field: UIViewRepresentable {
        @Binding var text: String
        func makeUIView(context: Context) -> UITextField {
          let field = UITextField()
          field.text = text
          return field
        }
        func updateUIView(_ field: UITextField, context: Context) {
          if field.text != text { field.text = text }
        }
      }
      """),
    Example(
      """
      struct Table: UIViewRepresentable {
        let style: UITableView.Style
        func makeUIView(context: Context) -> UITableView {
          UITableView(frame: .zero, style: style)
        }
        func updateUIView(_ table: UITableView, context: Context) {}
      }
      """, options: plainInputs),
    Example(
      """
      struct Mail: UIViewControllerRepresentable {
        let subject: String
        func makeUIViewController(context: Context) -> MFMailComposeViewController {
          let mail = MFMailComposeViewController()
          mail.title = subject
          return mail
        }
        func updateUIViewController(_ mail: MFMailComposeViewController, context: Context) {}
      }
      """, options: plainInputs),
    Example(
      """
      struct Field: UIViewRepresentable {
        let placeholder = "Search"
        func makeUIView(context: Context) -> UITextField {
          let field = UITextField()
          field.placeholder = placeholder
          return field
        }
        func updateUIView(_ field: UITextField, context: Context) {}
      }
      """, options: plainInputs),
    Example(
      """
      struct Editor: UIViewRepresentable {
        @Binding var text: String
        func makeUIView(context: Context) -> EditorView {
          let editor = EditorView(text: $text)
          return editor
        }
        func updateUIView(_ editor: EditorView, context: Context) {}
      }
      """),
    Example(
      """
      struct Map: UIViewRepresentable {
        let pins: [MKPointAnnotation]
        func makeUIView(context: Context) -> MKMapView {
          let map = MKMapView()
          map.addAnnotations(pins)
          map.showAnnotations(pins, animated: false)
          return map
        }
        func updateUIView(_ map: MKMapView, context: Context) {}
      }
      """, options: plainInputs),
    Example(
      """
      struct Field: UIViewRepresentable {
        var isSecure: Bool
        func makeUIView(context: Context) -> UITextField {
          let field = UITextField()
          field.isSecureTextEntry = isSecure
          return field
        }
        func updateUIView(_ field: UITextField, context: Context) {
          context.coordinator.parent = self
        }
      }
      """, options: plainInputs),
    Example(
      """
      struct Label: UIViewRepresentable {
        var text: String
        func makeUIView(context: Context) -> UILabel {
          let label = UILabel()
          apply(to: label)
          return label
        }
        func updateUIView(_ label: UILabel, context: Context) { apply(to: label) }
        private func apply(to label: UILabel) { label.text = text }
      }
      """, options: plainInputs),
    Example(
      """
      struct Label: UIViewRepresentable {
        var text: String
        func makeUIView(context: Context) -> UILabel {
          let label = UILabel()
          label.text = text
          return label
        }
        func updateUIView(_ label: UILabel, context: Context) { configure(label) }
        func configure(_ label: UILabel) { label.text = text }
      }
      """, options: plainInputs),
    Example(
      """
      struct Canvas: UIViewRepresentable {
        let coordinatorColor: UIColor
        func makeUIView(context: Context) -> PKCanvasView {
          let canvas = PKCanvasView()
          canvas.delegate = context.coordinator
          return canvas
        }
        func updateUIView(_ canvas: PKCanvasView, context: Context) {}
      }
      """, options: plainInputs),
    Example(
      """
      struct Badge: UIViewRepresentable {
        @Binding var count: Int
        func makeUIView(context: Context) -> UILabel {
          let label = UILabel()
          label.text = String(count)
          return label
        }
        func updateUIView(_ label: UILabel, context: Context) {
          label.text = String(count)
        }
      }
      """),
    // Every caller passes a constant (or nothing calls it): configuration, applied once on purpose.
    Example(
      """
      struct SearchField: UIViewRepresentable {
        let placeholder: String
        func makeUIView(context: Context) -> UISearchBar {
          let bar = UISearchBar()
          bar.placeholder = placeholder
          return bar
        }
        func updateUIView(_ bar: UISearchBar, context: Context) {}
      }
      struct Search: View {
        var body: some View { SearchField(placeholder: "Search") }
      }
      """, options: plainInputs),
  ]

  static let triggering: [Example] = [
    // Tab controllers the parent builds around its content on every render (round u).
    Example(
      """
      struct Tabs: UIViewControllerRepresentable {
        var controllers: [UIViewController]
        @Binding var selection: Int
        func makeUIViewController(context: Context) -> UITabBarController {
          let tabs = UITabBarController()
          tabs.viewControllers = ↓controllers
          return tabs
        }
        func updateUIViewController(_ tabs: UITabBarController, context: Context) {
          tabs.selectedIndex = selection
        }
      }
      """),
    // The coordinator applies a binding to the view only in `make…` (round u).
    Example(
      """
      struct AmountField: UIViewRepresentable {
        @Binding var amount: Decimal
        func makeCoordinator() -> Coordinator { Coordinator() }
        func makeUIView(context: Context) -> UITextField {
          let field = UITextField()
          context.coordinator.updateText(↓amount, field: field)
          return field
        }
        func updateUIView(_ field: UITextField, context: Context) {}
        final class Coordinator: NSObject {
          func updateText(_ amount: Decimal, field: UITextField) { field.text = "\\(amount)" }
        }
      }
      """),
    // A bound player given to the player controller only in `make…` (round u).
    Example(
      """
      struct Playback: UIViewControllerRepresentable {
        @Binding var player: AVPlayer
        func makeUIViewController(context: Context) -> AVPlayerViewController {
          let controller = AVPlayerViewController()
          controller.player = ↓player
          return controller
        }
        func updateUIViewController(_ controller: AVPlayerViewController, context: Context) {}
      }
      """),
    // A stored view the parent builds on every render, hosted only in `make…` (round u).
    Example(
      """
      struct PanArea<V: View>: UIViewControllerRepresentable {
        var onPan: (CGPoint) -> Void = { _ in }
        @ViewBuilder let source: V
        func makeUIViewController(context: Context) -> UIViewController {
          let host = UIHostingController(rootView: ↓source)
          host.view.backgroundColor = .clear
          return host
        }
        func updateUIViewController(_ controller: UIViewController, context: Context) {}
      }
      """),
    // A project subclass of the hosting controller; `update…` calls a helper that never re-hosts.
    Example(
      """
      final class StyledHost<Root: View>: UIHostingController<Root> {
        var style: UIStatusBarStyle = .default
      }
      struct StatusBarStyled<Root: View>: UIViewControllerRepresentable {
        let dark: Bool
        let root: Root
        func apply(_ host: StyledHost<Root>) { host.style = dark ? .lightContent : .darkContent }
        func makeUIViewController(context: Context) -> StyledHost<Root> {
          let host = StyledHost(rootView: ↓root)
          apply(host)
          return host
        }
        func updateUIViewController(_ host: StyledHost<Root>, context: Context) { apply(host) }
      }
      """),
    // Content hosted in `make…` from a closure a parent rebuilds on every render.
    Example(
      """
      struct Framed<Content: View>: UIViewControllerRepresentable {
        let content: () -> Content
        func makeUIViewController(context: Context) -> UINavigationController {
          UINavigationController(rootViewController: UIHostingController(rootView: ↓content()))
        }
        func updateUIViewController(_ navigation: UINavigationController, context: Context) {}
      }
      """, options: plainInputs),
    // An input a project controller's own method applies, with nothing in `update…`.
    Example(
      """
      final class BrowserController: UIViewController {
        func loadPage(_ url: URL) {}
      }
      struct Browser: UIViewControllerRepresentable {
        let url: URL
        func makeUIViewController(context: Context) -> BrowserController {
          let controller = BrowserController()
          controller.loadPage(↓url)
          return controller
        }
        func updateUIViewController(_ controller: BrowserController, context: Context) {}
      }
      struct Article: View {
        let item: Item
        var body: some View { Browser(url: item.url) }
      }
      """, options: plainInputs),
    // An input handed to a project view's initializer or set on a project controller's own
    // property, where the project type lets it be set again later.
    Example(
      """
      final class BadgeLabel: UILabel {
        var count: Int
        init(count: Int) {
          self.count = count
          super.init(frame: .zero)
        }
        required init?(coder: NSCoder) { nil }
      }
      struct Badge: UIViewRepresentable {
        let count: Int
        func makeUIView(context: Context) -> BadgeLabel {
          BadgeLabel(count: ↓count)
        }
        func updateUIView(_ label: BadgeLabel, context: Context) {}
      }
      struct InboxTab: View {
        let inbox: Inbox
        var body: some View { Badge(count: inbox.unread) }
      }
      """, options: plainInputs),
    Example(
      """
      final class ArticleController: UIViewController {
        var theme: Theme = .light
      }
      struct ArticleScreen: UIViewControllerRepresentable {
        let theme: Theme
        func makeUIViewController(context: Context) -> ArticleController {
          let controller = ArticleController()
          controller.theme = ↓theme
          return controller
        }
        func updateUIViewController(_ controller: ArticleController, context: Context) {}
      }
      struct Reader: View {
        let settings: Settings
        var body: some View { ArticleScreen(theme: settings.theme) }
      }
      """, options: plainInputs),
    // A plain input applied only in `make…`, when a caller hands it a value it keeps.
    Example(
      """
      struct PageDots: UIViewRepresentable {
        let count: Int
        func makeUIView(context: Context) -> UIPageControl {
          let dots = UIPageControl()
          dots.numberOfPages = ↓count
          return dots
        }
        func updateUIView(_ dots: UIPageControl, context: Context) {}
      }
      struct Onboarding: View {
        let pages: [Page]
        var body: some View { PageDots(count: pages.count) }
      }
      """, options: plainInputs),
    Example(
      """
      struct Editor: UIViewRepresentable {
        var font: UIFont
        let placeholder: String
        func makeUIView(context: Context) -> UITextView {
          let view = UITextView()
          view.font = ↓font
          return view
        }
        func updateUIView(_ view: UITextView, context: Context) {}
      }
      struct Compose: View {
        let style: NoteStyle
        var body: some View { Editor(font: style.font, placeholder: "Note") }
      }
      """, options: plainInputs),
    // An input that reaches the view through locals of `make…`.
    Example(
      """
      struct StopMap: UIViewRepresentable {
        var center: CLLocationCoordinate2D
        var pins: [MKPointAnnotation]
        func makeUIView(context: Context) -> MKMapView {
          let map = MKMapView()
          let region = MKCoordinateRegion(center: center, latitudinalMeters: 400, longitudinalMeters: 400)
          map.setRegion(↓region, animated: true)
          return map
        }
        func updateUIView(_ map: MKMapView, context: Context) {
          map.addAnnotations(pins)
        }
      }
      struct StopScreen: View {
        let stop: Stop
        var body: some View { StopMap(center: stop.center, pins: stop.pins) }
      }
      """, options: plainInputs),
    Example(
      """
      struct StationPage: UIViewRepresentable {
        var station: Station
        func makeUIView(context: Context) -> WKWebView {
          let web = WKWebView()
          if let link = station.link {
            let request = URLRequest(url: link)
            web.load(↓request)
          }
          return web
        }
        func updateUIView(_ web: WKWebView, context: Context) {}
      }
      struct StationScreen: View {
        let station: Station
        var body: some View { StationPage(station: station) }
      }
      """, options: plainInputs),
    Example(
      """
      struct Greeting: UIViewRepresentable {
        let name: String
        func makeUIView(context: Context) -> UILabel {
          let label = UILabel()
          let line = "Hello, " + name
          label.text = ↓line
          return label
        }
        func updateUIView(_ label: UILabel, context: Context) {}
      }
      struct Welcome: View {
        let user: User
        var body: some View { Greeting(name: user.name) }
      }
      """, options: plainInputs),
    // A UIKit initializer that sets a changeable property applies the input once.
    Example(
      """
      struct Avatar: UIViewRepresentable {
        let picture: UIImage
        func makeUIView(context: Context) -> UIImageView {
          UIImageView(image: ↓picture)
        }
        func updateUIView(_ view: UIImageView, context: Context) {}
      }
      struct ProfileHeader: View {
        let user: User
        var body: some View { Avatar(picture: user.picture) }
      }
      """, options: plainInputs),
    Example(
      """
      struct Hint: NSViewRepresentable {
        let hint: String
        func makeNSView(context: Context) -> NSView {
          let view = NSView()
          view.toolTip = ↓hint
          return view
        }
        func updateNSView(_ view: NSView, context: Context) {}
      }
      struct HelpField: View {
        let help: Help
        var body: some View { Hint(hint: help.text) }
      }
      """, options: plainInputs),
    // An action built in `make…` keeps the input of the first pass.
    Example(
      """
      struct ShareButton: UIViewRepresentable {
        let item: SharedItem
        func makeUIView(context: Context) -> UIButton {
          let button = UIButton(type: .system)
          button.addAction(UIAction { _ in Sharing.share(↓item) }, for: .primaryActionTriggered)
          return button
        }
        func updateUIView(_ button: UIButton, context: Context) {}
      }
      struct EntryRow: View {
        let entry: Entry
        var body: some View { ShareButton(item: entry.item) }
      }
      """, options: plainInputs),
    // A member of a plain input is a read of the input.
    Example(
      """
      struct Portal: UIViewRepresentable {
        let settings: PortalSettings
        func makeUIView(context: Context) -> WKWebView {
          let web = WKWebView()
          web.load(URLRequest(url: ↓settings.start))
          return web
        }
        func updateUIView(_ web: WKWebView, context: Context) {}
      }
      struct Home: View {
        let account: Account
        var body: some View { Portal(settings: account.portal) }
      }
      """, options: plainInputs),
    Example(
      """
      struct ArticleView: UIViewRepresentable {
        let url: URL
        func makeUIView(context: Context) -> WKWebView {
          let web = WKWebView()
          web.load(URLRequest(url: ↓url))
          return web
        }
        func updateUIView(_ web: WKWebView, context: Context) {}
      }
      struct Reader: View {
        let article: Article
        var body: some View { ArticleView(url: article.url) }
      }
      """, options: plainInputs),
    // Any member set from an environment value in `make…` only is stale when the environment changes.
    Example(
      """
      struct CodeField: UIViewRepresentable {
        @Environment(\\.fieldIdentifier) private var fieldIdentifier
        func makeUIView(context: Context) -> UITextField {
          let field = UITextField()
          field.accessibilityIdentifier = ↓fieldIdentifier
          return field
        }
        func updateUIView(_ field: UITextField, context: Context) {}
      }
      """),
    Example(
      """
      struct Field: UIViewRepresentable {
        @Binding var text: String
        func makeUIView(context: Context) -> UITextField {
          let field = UITextField()
          field.text = ↓text
          return field
        }
        func updateUIView(_ field: UITextField, context: Context) {}
      }
      """),
    Example(
      """
      struct Map: UIViewRepresentable {
        @Binding var mapType: MKMapType
        func makeUIView(context: Context) -> MKMapView {
          let map = MKMapView()
          map.mapType = ↓mapType
          map.delegate = context.coordinator
          return map
        }
        func updateUIView(_ map: MKMapView, context: Context) {
          map.showsUserLocation = true
        }
      }
      """),
    Example(
      """
      struct Label: UIViewRepresentable {
        @Environment(\\.isEnabled) private var isEnabled
        func makeUIView(context: Context) -> UILabel {
          let label = UILabel()
          label.isEnabled = ↓isEnabled
          return label
        }
        func updateUIView(_ label: UILabel, context: Context) {}
      }
      """),
    Example(
      """
      struct Secure: UIViewRepresentable {
        @Binding var isSecure: Bool
        @Binding var text: String
        func makeUIView(context: Context) -> UITextField {
          let field = UITextField()
          field.isSecureTextEntry = ↓isSecure
          return field
        }
        func updateUIView(_ field: UITextField, context: Context) {
          if field.text != text { field.text = text }
        }
      }
      """),
    Example(
      """
      struct Slider: UIViewRepresentable {
        @Binding var value: Float
        func makeUIView(context: Context) -> UISlider {
          let slider = UISlider()
          slider.value = self.↓value
          slider.addTarget(context.coordinator, action: #selector(Coordinator.changed), for: .valueChanged)
          return slider
        }
        func updateUIView(_ slider: UISlider, context: Context) {}
      }
      """),
    Example(
      """
      struct Field: NSViewRepresentable {
        @Binding var text: String
        func makeNSView(context: Context) -> NSTextField {
          let field = NSTextField()
          field.stringValue = ↓text
          return field
        }
        func updateNSView(_ field: NSTextField, context: Context) {}
      }
      """),
  ]
}
