import BridgeLint

/// `HostingRootViewStrongSelfRule`'s examples (run as tests, shown on its page), kept apart from its logic.
enum HostingRootViewStrongSelfExamples {
  static let nonTriggering: [Example] = [
    // A static method passed by name keeps no instance; a local closure is the caller's to judge.
    Example(
      """
      struct WelcomeView: View {
        var onContinue: () -> Void = {}
        var body: some View { Button("Continue", action: onContinue) }
      }
      final class WelcomeController: UIHostingController<WelcomeView> {
        init(onContinue: @escaping () -> Void) {
          super.init(rootView: WelcomeView())
          rootView = WelcomeView(onContinue: Self.logContinue)
          rootView = WelcomeView(onContinue: onContinue)
        }
        required init?(coder: NSCoder) { nil }
        static func logContinue() {}
        func onContinue() {}
      }
      """),
    // `[weak self]`, and a hosting controller `self` does not keep (a local it presents).
    Example(
      """
      final class SummaryHost: UIHostingController<SummaryView> {
        init(summary: Summary) {
          super.init(rootView: SummaryView(summary: summary))
          rootView.onClose = { [weak self] in self?.dismiss(animated: true) }
        }
      }
      final class ListViewController: UIViewController {
        func showSummary(_ summary: Summary) {
          let host = UIHostingController(rootView: SummaryView(summary: summary))
          host.rootView.onClose = { self.dismiss(animated: true) }
          present(host, animated: true)
        }
      }
      """),
    Example(
      """
      final class KeysViewController: UIViewController {
        let model = KeysModel()
        private var host: UIHostingController<ScrollView<VStack<KeyList>>>?
        override func viewDidLoad() {
          super.viewDidLoad()
          let screen = ScrollView {
            VStack {
              KeyList(items: model.keys.map { $0.title })
            }
          }
          host = UIHostingController(rootView: screen)
        }
      }
      """),
    Example(
      """
      final class ListViewController: UIViewController {
        func showDetail() {
          let detail = UIHostingController(rootView: Detail(onDone: { self.dismiss(animated: true) }))
          present(detail, animated: true)
        }
      }
      """),
    Example(
      """
      final class ListViewController: UIViewController {
        func open() {
          navigationController?.pushViewController(
            UIHostingController(rootView: Detail(onDone: { self.reload() })), animated: true)
        }
        func reload() {}
      }
      """),
    Example(
      """
      final class ListViewController: UIViewController {
        private var host: UIHostingController<Detail>?
        override func viewDidLoad() {
          super.viewDidLoad()
          host = UIHostingController(rootView: Detail(onDone: { [weak self] in self?.reload() }))
        }
        func reload() {}
      }
      """),
    Example(
      """
      final class ListViewController: UIViewController {
        private lazy var host = UIHostingController(rootView: Detail(title: title ?? ""))
      }
      """),
    Example(
      """
      final class ListViewController: UIViewController {
        private var host: UIHostingController<Detail>?
        override func viewDidLoad() {
          super.viewDidLoad()
          host = UIHostingController(rootView: Detail(names: items.map { self.format($0) }))
        }
      }
      """),
    Example(
      """
      final class ListViewController: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          let model = model
          let host = UIHostingController(rootView: Detail(onDone: { model.save() }))
          addChild(host)
        }
      }
      """),
    Example(
      """
      struct Screen {
        let host = UIHostingController(rootView: Detail(onDone: {}))
      }
      """),
    Example(
      """
      final class ListViewController: UIViewController {
        private var host: UIHostingController<Detail>?
        override func viewDidLoad() {
          super.viewDidLoad()
          host = UIHostingController(rootView: Detail(onDone: { [unowned self] in reload() }))
        }
        func reload() {}
      }
      """),
    Example(
      """
      final class AppCoordinator {
        func start() -> UIViewController {
          UIHostingController(rootView: Home(onLogin: { self.showLogin() }))
        }
        func showLogin() {}
      }
      """),
    Example(
      """
      final class ListViewController: UIViewController {
        func showSheet() {
          let sheet = UIHostingController(rootView: Sheet(onClose: { self.dismiss(animated: true) }))
          sheet.rootView = Sheet(onClose: { self.dismiss(animated: true) })
          present(sheet, animated: true)
        }
      }
      """),
    Example(
      """
      final class ListViewController: UIViewController {
        private var host: UIHostingController<Detail>?
        override func viewDidLoad() {
          super.viewDidLoad()
          host = UIHostingController(rootView: Detail(onDone: { [weak self] in
            guard let self else { return }
            self.reload()
          }))
        }
        func reload() {}
      }
      """),
    Example(
      """
      final class WeakNotePreviewController: NSViewController {
        private var note = "Draft"
        override func loadView() {
          view = NSHostingView(rootView: NotePreview(text: { [weak self] in self?.note ?? "" }))
        }
      }
      """),
    // Added to the controller's view with the closure capturing `self` weakly.
    Example(
      """
      final class ShareController: NSViewController {
        func finish() {}
        func show(_ link: String) {
          let form = LinkForm(link: link).onDisappear { [weak self] in self?.finish() }
          let hosting = NSHostingView(rootView: form)
          view.addSubview(hosting)
        }
      }
      """),
    // A hosting view only added to a local container that `self` does not keep in a property.
    Example(
      """
      final class NoteExporter: NSObject {
        private var note = "Draft"
        func render() -> NSView {
          let hosting = NSHostingView(rootView: NotePreview(text: { self.note }))
          return hosting
        }
      }
      """),
  ]

  static let triggering: [Example] = [
    // A hosting view added to the view controller's own view: the controller keeps its view, the
    // view its subviews, the hosting view its root view and the closure the controller.
    Example(
      """
      final class ShareController: NSViewController {
        func finish() {}
        func show(_ link: String) {
          let form = LinkForm(link: link).onDisappear { ↓self.finish() }
          let hosting = NSHostingView(rootView: form)
          view.addSubview(hosting)
        }
      }
      """),
    // A hosting controller handing its own root view one of its methods by name (round aa).
    Example(
      """
      struct WelcomeView: View {
        var onContinue: () -> Void = {}
        var body: some View { Button("Continue", action: onContinue) }
      }
      final class WelcomeController: UIHostingController<WelcomeView> {
        init() {
          super.init(rootView: WelcomeView())
          rootView = WelcomeView(onContinue: ↓finish)
        }
        required init?(coder: NSCoder) { nil }
        func finish() { dismiss(animated: true) }
      }
      """),
    // A closure set on the root view after construction, on a hosting controller `self` stores.
    Example(
      """
      final class SendButtonHost: UIHostingController<SendButton> {}
      final class SendViewController: UIViewController {
        private var sendButton = SendButtonHost(rootView: SendButton())
        override func viewDidLoad() {
          super.viewDidLoad()
          sendButton.rootView.onSend = {
            ↓self.send()
          }
        }
        func send() {}
      }
      """),
    // In a hosting controller's own subclass: the controller keeps its root view.
    Example(
      """
      final class SummaryHost: UIHostingController<SummaryView> {
        init(summary: Summary) {
          super.init(rootView: SummaryView(summary: summary))
          rootView.onClose = { ↓dismiss(animated: true) }
        }
      }
      """),
    Example(
      """
      final class KeysViewController: UIViewController {
        private var host: UIHostingController<VStack<Button<Text>>>?
        override func viewDidLoad() {
          super.viewDidLoad()
          host = UIHostingController(rootView: VStack { Button("Copy") { ↓self.copyKeys() } })
        }
        func copyKeys() {}
      }
      """),
    Example(
      """
      final class SettingsViewController: UIViewController {
        private var host: UIHostingController<SettingsScreen>?
        override func viewDidLoad() {
          super.viewDidLoad()
          #if PRO
          let screen = SettingsScreen(showsSync: true) { ↓self.contactSupport() }
          #else
          let screen = SettingsScreen(showsSync: false) { ↓self.contactSupport() }
          #endif
          host = UIHostingController(rootView: screen)
        }
        func contactSupport() {}
      }
      """),
    Example(
      """
      final class ListViewController: UIViewController {
        private var host: UIHostingController<Detail>?
        override func viewDidLoad() {
          super.viewDidLoad()
          host = UIHostingController(rootView: Detail(onDone: { ↓self.reload() }))
        }
        func reload() {}
      }
      """),
    Example(
      """
      final class ListViewController: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          let host = UIHostingController(rootView: Detail(onDone: { ↓reload() }))
          addChild(host)
          view.addSubview(host.view)
          host.didMove(toParent: self)
        }
        func reload() {}
      }
      """),
    Example(
      """
      final class PlayerViewController: UIViewController {
        private lazy var controls = UIHostingController(rootView: Controls(onClose: { ↓self.dismiss(animated: true) }))
      }
      """),
    Example(
      """
      final class PlayerViewController: UIViewController {
        let controls = UIHostingController(rootView: Controls(onClose: {}))
        func refresh() {
          controls.rootView = Controls(onClose: { [↓self] in dismiss(animated: true) })
        }
      }
      """),
    Example(
      """
      final class ListViewController: UIViewController {
        var host: UIHostingController<Detail>?
        override func viewDidLoad() {
          super.viewDidLoad()
          let root = Detail(onDone: { ↓self.reload() })
          let controller = UIHostingController(rootView: root)
          self.host = controller
        }
        func reload() {}
      }
      """),
    Example(
      """
      final class CardHostingController: UIHostingController<Card> {
        func update(with item: Item) {
          rootView = Card(item: item, onTap: { ↓self.open(item) })
        }
        func open(_ item: Item) {}
      }
      """),
    Example(
      """
      final class SettingsViewController: UIViewController {
        private var host: UIHostingController<Settings>?
        override func viewDidLoad() {
          super.viewDidLoad()
          host = UIHostingController(rootView: Settings(onSignOut: {
            Task { await ↓self.signOut() }
          }))
        }
        func signOut() async {}
      }
      """),
    // AppKit: the controller keeps its view, the hosting view keeps the root view, which keeps the closure.
    Example(
      """
      final class NotePreviewController: NSViewController {
        private var note = "Draft"
        override func loadView() {
          let root = NotePreview(text: { ↓self.note })
          self.view = NSHostingView(rootView: root)
        }
      }
      """),
  ]
}
