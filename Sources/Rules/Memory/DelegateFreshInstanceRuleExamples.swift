import BridgeLint

enum DelegateFreshInstanceExamples {
  static let nonTriggering: [Example] = [
    // The local is kept too (stored on the panel's owner), so the weak delegate stays set.
    Example(
      """
      final class PaletteDelegate: NSObject, NSWindowDelegate {}
      final class PaletteOwner {
        var keptDelegate: PaletteDelegate?
        func showPalette() {
          let panel = NSPanel(contentRect: .zero, styleMask: [], backing: .buffered, defer: false)
          let watcher = PaletteDelegate()
          panel.delegate = watcher
          keptDelegate = watcher
        }
      }
      """),
    Example(
      """
      func makeUIView(context: Context) -> UITextView {
        let textView = UITextView()
        textView.delegate = context.coordinator
        return textView
      }
      """),
    Example(
      """
      final class FeedViewController: UIViewController {
        let tableView = UITableView()
        private var dataSource: FeedDataSource?
        override func viewDidLoad() {
          super.viewDidLoad()
          let source = FeedDataSource(items: [])
          dataSource = source
          tableView.dataSource = source
        }
      }
      """),
    Example(
      """
      final class Player {
        var delegate: PlayerDelegate?
        func attach() { self.delegate = PlayerLogger() }
      }
      """),
    Example(
      """
      final class Flow {
        let router = Router()
        func start() { router.delegate = FlowDelegate() }
      }
      """),
    Example(
      """
      func animate(_ layer: CALayer) {
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.delegate = AnimationObserver()
        layer.add(animation, forKey: nil)
      }
      """),
    Example(
      """
      let session = URLSession(configuration: .default, delegate: SessionDelegate(), delegateQueue: nil)
      """),
    Example(
      """
      func configure(_ table: UITableView) {
        table.delegate = self
        table.dataSource = self
      }
      """),
    Example(
      """
      func configure(_ web: WKWebView, handler: NavigationHandler) {
        web.navigationDelegate = handler
      }
      """),
    Example(
      """
      func configure(_ table: UITableView) {
        table.dataSource = dataSource
        table.backgroundView = UIView()
      }
      """),
    Example(
      """
      final class Cell: UITableViewCell {
        var delegate: CellDelegate?
        func bind(_ table: UITableView) { delegate = CellActions(table: table) }
      }
      """),
    Example(
      """
      func makeUIView(context: Context) -> UITableView {
        let table = UITableView()
        let dataSource = UITableViewDiffableDataSource<Int, Item>(tableView: table) { table, path, item in nil }
        context.coordinator.dataSource = dataSource
        table.dataSource = dataSource
        return table
      }
      """),
    Example(
      """
      struct ReaderView: UIViewControllerRepresentable {
        let url: URL
        private let finishDelegate: FinishDelegate
        init(url: URL, finishDelegate: FinishDelegate) {
          self.url = url
          self.finishDelegate = finishDelegate
        }
        func makeUIViewController(context: Context) -> SFSafariViewController {
          let safari = SFSafariViewController(url: url)
          safari.delegate = finishDelegate
          return safari
        }
        func updateUIViewController(_ controller: SFSafariViewController, context: Context) {}
      }
      """),
    Example(
      """
      final class ReaderController: UIViewController {
        private let finishDelegate = FinishDelegate()
        func open(_ url: URL) {
          let safari = SFSafariViewController(url: url)
          safari.delegate = finishDelegate
          present(safari, animated: true)
        }
      }
      """),
  ]

  static let triggering: [Example] = [
    // A local named nowhere else, on a project subclass of `NSPanel` (round aa).
    Example(
      """
      final class PaletteDelegate: NSObject, NSWindowDelegate {}
      final class PalettePanel: NSPanel {}
      func showPalette() {
        let panel = PalettePanel(contentRect: .zero, styleMask: [], backing: .buffered, defer: false)
        let watcher = PaletteDelegate()
        panel.↓delegate = watcher
        panel.orderFront(nil)
      }
      """),
    Example(
      """
      func makeUIView(context: Context) -> UITextView {
        let textView = UITextView()
        textView.↓delegate = Coordinator(self)
        return textView
      }
      """),
    Example(
      """
      final class FeedViewController: UIViewController {
        let tableView = UITableView()
        override func viewDidLoad() {
          super.viewDidLoad()
          tableView.↓dataSource = FeedDataSource(items: [])
        }
      }
      """),
    Example(
      """
      func updateUIView(_ web: WKWebView, context: Context) {
        web.↓navigationDelegate = NavigationHandler()
      }
      """),
    Example(
      """
      final class ListViewController: UIViewController {
        @IBOutlet weak var collectionView: UICollectionView!
        override func viewDidLoad() {
          super.viewDidLoad()
          self.collectionView.↓delegate = GridLayoutDelegate.init(columns: 3)
        }
      }
      """),
    Example(
      """
      func present(_ picker: UIImagePickerController, from host: UIViewController) {
        picker.presentationController?.↓delegate = DismissObserver()
        host.present(picker, animated: true)
      }
      """),
    Example(
      """
      func makeUIView(context: Context) -> UITableView {
        let table = UITableView()
        table.↓dataSource = UITableViewDiffableDataSource<Int, Item>(tableView: table) { table, path, item in nil }
        return table
      }
      """),
    Example(
      """
      final class LocationService {
        let manager = CLLocationManager()
        func start() { manager.↓delegate = LocationLogger() }
      }
      """),
    Example(
      """
      struct ReaderView: UIViewControllerRepresentable {
        let url: URL
        private let finishDelegate: FinishDelegate?
        init(url: URL, onFinish: (() -> Void)?) {
          self.url = url
          finishDelegate = onFinish.map(FinishDelegate.init(onFinish:))
        }
        func makeUIViewController(context: Context) -> SFSafariViewController {
          let safari = SFSafariViewController(url: url)
          safari.↓delegate = finishDelegate
          return safari
        }
        func updateUIViewController(_ controller: SFSafariViewController, context: Context) {}
      }
      """),
    Example(
      """
      struct PhotoPicker: UIViewControllerRepresentable {
        private let pickerDelegate = PickerDelegate()
        func makeUIViewController(context: Context) -> UIImagePickerController {
          let picker = UIImagePickerController()
          picker.↓delegate = self.pickerDelegate
          return picker
        }
        func updateUIViewController(_ picker: UIImagePickerController, context: Context) {}
      }
      """),
  ]
}
