import BridgeLint

/// `UIKitOffMainThreadRule`'s examples (run as tests, shown on its page), kept apart from its logic.
enum UIKitOffMainThreadExamples {
  static let nonTriggering: [Example] = [
    // Outside bridge code: the alert is built in the hop back; a value built in the background
    // and shown is no UIKit type.
    Example(
      """
      struct PairingView: View {
        let window: UIWindow?
        var body: some View { Button("Send") { send() } }
        func send() {
          DispatchQueue.global().async {
            let summary = Summary.make(for: Uploader.pending())
            DispatchQueue.main.async {
              let alert = UIAlertController(title: summary.title, message: nil, preferredStyle: .alert)
              window?.rootViewController?.present(alert, animated: true)
            }
          }
        }
        func share() {
          DispatchQueue.global().async {
            let summary = Summary.make(for: Uploader.pending())
            DispatchQueue.main.async { window?.rootViewController?.show(summary, sender: nil) }
          }
        }
      }
      """),
    Example(
      """
      final class ReceiptViewController: UIViewController {
        var receiptLink: String?
        @objc func shareTapped() {
          guard let link = receiptLink else { return }
          DispatchQueue.global().async {
            let items = ShareItems.collect(for: link)
            DispatchQueue.main.async {
              let sheet = UIActivityViewController(activityItems: items, applicationActivities: nil)
              self.present(sheet, animated: true)
            }
          }
        }
      }
      """),
    Example(
      """
      final class AlertsViewController: UIViewController {
        @IBOutlet var tableView: UITableView!
        private var alerts: [String] = []
        func refresh() {
          DispatchQueue.global().async {
            let loaded = AlertStore.load()
            self.reloadData(alerts: loaded)
          }
        }
        private func reloadData(alerts: [String]) {
          dispatchPrecondition(condition: .notOnQueue(.main))
          let sorted = alerts.sorted()
          DispatchQueue.main.async {
            self.alerts = sorted
            self.tableView.reloadData()
          }
        }
      }
      """),
    Example(
      """
      final class ScanViewController: UIViewController {
        @IBOutlet var logView: UITextView!
        func scan() {
          DispatchQueue.global().async {
            func log(_ line: String) {
              self.logView.text.append(line)
            }
            for line in Scanner.lines() {
              DispatchQueue.main.sync { log(line) }
            }
          }
        }
      }
      """),
    Example(
      """
      final class PhotoViewController: UIViewController {
        @IBOutlet var imageView: UIImageView!
        func load(_ url: URL) {
          DispatchQueue.global().async {
            let image = UIImage(contentsOfFile: url.path)
            DispatchQueue.main.async { self.imageView.image = image }
          }
        }
      }
      """),
    Example(
      """
      final class FeedViewController: UITableViewController {
        func refresh() {
          Task.detached {
            let items = await Feed.load()
            await MainActor.run { self.tableView.reloadData() }
            _ = items
          }
        }
      }
      """),
    Example(
      """
      final class FeedViewController: UIViewController {
        let label = UILabel()
        func refresh() {
          Task.detached { @MainActor in self.label.text = "Loaded" }
        }
      }
      """),
    Example(
      """
      final class Loader {
        let label = UILabel()
        func load() {
          DispatchQueue.global().async { self.label.text = "Loaded" }
        }
      }
      """),
    Example(
      """
      final class PhotoViewController: UIViewController {
        let imageView = UIImageView()
        func load() {
          DispatchQueue.main.async { self.imageView.image = nil }
        }
      }
      """),
    Example(
      """
      final class PhotoViewController: UIViewController {
        var cache: [URL: Data] = [:]
        func load(_ url: URL) {
          DispatchQueue.global(qos: .utility).async {
            self.cache[url] = try? Data(contentsOf: url)
          }
        }
      }
      """),
    Example(
      """
      final class FeedViewController: UITableViewController {
        func load(_ url: URL) {
          URLSession.shared.dataTask(with: url) { data, _, _ in
            DispatchQueue.main.async { self.tableView.reloadData() }
          }.resume()
        }
      }
      """),
    Example(
      """
      final class FeedViewController: UITableViewController {
        func refresh() {
          Task.detached {
            await self.tableView.reloadData()
          }
        }
      }
      """),
    Example(
      """
      final class PhotoViewController: UIViewController {
        let imageView = UIImageView()
        func load() {
          DispatchQueue.global().async {
            self.fetch { image in self.imageView.image = image }
          }
        }
        func fetch(_ done: @escaping (UIImage?) -> Void) {}
      }
      """),
    Example(
      """
      final class PhotoViewController: UIViewController {
        let imageView = UIImageView()
        func load() {
          let image = imageView.image
          DispatchQueue.global().async { _ = image?.pngData() }
        }
      }
      """),
    Example(
      """
      final class PhotoViewController: UIViewController {
        let imageView = UIImageView()
        func load() {
          DispatchQueue.global().async {
            func apply() { self.imageView.image = nil }
            DispatchQueue.main.async(execute: apply)
          }
        }
      }
      """),
  ]

  static let triggering: [Example] = [
    Example(
      """
      struct PairingView: View {
        let window: UIWindow?
        var body: some View { Button("Send") { send() } }
        func send() {
          DispatchQueue.global().async {
            let alert = ↓UIAlertController(title: "PIN", message: nil, preferredStyle: .alert)
            DispatchQueue.main.async {
              window?.rootViewController?.present(alert, animated: true)
            }
            Uploader.upload()
          }
        }
      }
      """),
    Example(
      """
      final class ReceiptViewController: UIViewController {
        var receiptLink: String?
        @objc func shareTapped() {
          guard let link = receiptLink else { return }
          DispatchQueue.global().async {
            let sheet = ShareSheets.↓makeSheet(for: link)
            DispatchQueue.main.async {
              self.present(sheet, animated: true)
            }
          }
        }
      }
      """),
    Example(
      """
      final class ScanViewController: UIViewController {
        @IBOutlet var logView: UITextView!
        func scan() {
          DispatchQueue.global().async {
            func log(_ line: String) {
              self.logView.↓text = line
            }
            for line in Scanner.lines() {
              log(line)
            }
          }
        }
      }
      """),
    Example(
      """
      final class PhotoViewController: UIViewController {
        @IBOutlet var imageView: UIImageView!
        func load(_ url: URL) {
          DispatchQueue.global().async {
            let image = UIImage(contentsOfFile: url.path)
            self.imageView.↓image = image
          }
        }
      }
      """),
    Example(
      """
      final class FeedViewController: UITableViewController {
        func load(_ url: URL) {
          URLSession.shared.dataTask(with: url) { data, _, _ in
            self.items = decode(data)
            self.tableView.↓reloadData()
          }.resume()
        }
      }
      """),
    Example(
      """
      final class ExportViewController: UIViewController {
        func export() {
          DispatchQueue.global(qos: .userInitiated).async {
            let file = render()
            self.↓present(UIActivityViewController(activityItems: [file], applicationActivities: nil), animated: true)
          }
        }
      }
      """),
    Example(
      """
      final class StatusView: UIView {
        let spinner = UIActivityIndicatorView()
        func refresh() {
          DispatchQueue.global().asyncAfter(deadline: .now() + 1) {
            self.spinner.↓stopAnimating()
          }
        }
      }
      """),
    Example(
      """
      struct ChartView: UIViewRepresentable {
        func makeUIView(context: Context) -> UIView { UIView() }
        func updateUIView(_ view: UIView, context: Context) {}
        final class Coordinator {
          let label = UILabel()
          func update(points: [Double]) {
            DispatchQueue.global().async {
              let text = summarize(points)
              self.label.↓text = text
            }
          }
        }
      }
      """),
    Example(
      """
      final class GalleryViewController: UIViewController {
        let stack = UIStackView()
        func load(_ urls: [URL]) {
          DispatchQueue.global().async {
            urls.forEach { url in
              self.stack.↓addArrangedSubview(UIImageView(image: UIImage(contentsOfFile: url.path)))
            }
          }
        }
      }
      """),
    Example(
      """
      final class LoginViewController: UIViewController {
        func signIn() {
          DispatchQueue.global().async {
            authenticate()
            self.view.↓backgroundColor = .systemGreen
          }
        }
      }
      """),
  ]
}
