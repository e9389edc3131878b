import BridgeLint

enum MissingTeardownExamples {
  static let nonTriggering: [Example] = [
    Example(
      """
      struct PaymentSheetWeb: UIViewRepresentable {
        @Binding var isLoading: Bool
        var onToken: (String) -> Void
        func makeCoordinator() -> Coordinator { Coordinator(isLoading: $isLoading, onToken: onToken) }
        func makeUIView(context: Context) -> WKWebView {
          let web = WKWebView()
          web.configuration.userContentController.add(context.coordinator, name: "token")
          return web
        }
        func updateUIView(_ web: WKWebView, context: Context) {}
        final class Coordinator: NSObject, WKScriptMessageHandler {
          @Binding var isLoading: Bool
          let onToken: (String) -> Void
          init(isLoading: Binding<Bool>, onToken: @escaping (String) -> Void) {
            _isLoading = isLoading
            self.onToken = onToken
          }
          func userContentController(_ c: WKUserContentController, didReceive message: WKScriptMessage) {
            onToken(String(describing: message.body))
          }
        }
      }
      """),
    Example(
      """
      struct Clock: UIViewRepresentable {
        func makeUIView(context: Context) -> UILabel {
          context.coordinator.timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in }
          return UILabel()
        }
        func updateUIView(_ label: UILabel, context: Context) {}
        static func dismantleUIView(_ label: UILabel, coordinator: Coordinator) {
          coordinator.timer?.invalidate()
        }
        final class Coordinator { var timer: Timer? }
      }
      """),
    Example(
      """
      struct Countdown: UIViewRepresentable {
        func makeUIView(context: Context) -> UILabel {
          Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in }
          return UILabel()
        }
        func updateUIView(_ label: UILabel, context: Context) {}
      }
      """),
    Example(
      """
      struct Ticker: UIViewRepresentable {
        func makeUIView(context: Context) -> UILabel { UILabel() }
        func updateUIView(_ label: UILabel, context: Context) {}
        final class Coordinator {
          func start() {
            Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { timer in
              if self.done { timer.invalidate() }
            }
          }
          var done = false
        }
      }
      """),
    Example(
      """
      struct Keyboard: UIViewRepresentable {
        func makeUIView(context: Context) -> UITextView { UITextView() }
        func updateUIView(_ view: UITextView, context: Context) {}
        final class Coordinator {
          var token: NSObjectProtocol?
          init() {
            token = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main) { _ in }
          }
          deinit { token.map(NotificationCenter.default.removeObserver) }
        }
      }
      """),
    Example(
      """
      struct Pager: UIViewRepresentable {
        func makeUIView(context: Context) -> UIScrollView {
          let scroll = UIScrollView()
          context.coordinator.watch(scroll)
          return scroll
        }
        func updateUIView(_ view: UIScrollView, context: Context) {}
        func makeCoordinator() -> Coordinator { Coordinator() }
        @MainActor final class Coordinator {
          private var token: NSObjectProtocol?
          isolated deinit {
            if let token { NotificationCenter.default.removeObserver(token) }
          }
          func watch(_ view: UIScrollView) {
            token = NotificationCenter.default.addObserver(forName: UIApplication.didBecomeActiveNotification, object: nil, queue: .main) { _ in }
          }
        }
      }
      """),
    Example(
      """
      struct Keyboard: UIViewRepresentable {
        func makeUIView(context: Context) -> UITextView { UITextView() }
        func updateUIView(_ view: UITextView, context: Context) {}
        final class Coordinator: NSObject {
          override init() {
            super.init()
            NotificationCenter.default.addObserver(self, selector: #selector(changed), name: UITextView.textDidChangeNotification, object: nil)
          }
          @objc func changed() {}
        }
      }
      """),
    Example(
      """
      struct Web: UIViewRepresentable {
        func makeUIView(context: Context) -> WKWebView {
          let web = WKWebView()
          web.configuration.userContentController.add(context.coordinator, name: "bridge")
          return web
        }
        func updateUIView(_ web: WKWebView, context: Context) {}
        static func dismantleUIView(_ web: WKWebView, coordinator: Coordinator) {
          web.configuration.userContentController.removeScriptMessageHandler(forName: "bridge")
        }
        final class Coordinator: NSObject, WKScriptMessageHandler {
          func userContentController(_ c: WKUserContentController, didReceive message: WKScriptMessage) {}
        }
      }
      """),
    Example(
      """
      struct Web: UIViewRepresentable {
        func makeUIView(context: Context) -> WKWebView {
          let web = WKWebView()
          web.configuration.userContentController.add(context.coordinator, name: "bridge")
          context.coordinator.web = web
          return web
        }
        func updateUIView(_ web: WKWebView, context: Context) {}
        final class Coordinator: NSObject, WKScriptMessageHandler {
          weak var web: WKWebView?
          deinit { web?.configuration.userContentController.removeAllScriptMessageHandlers() }
          func userContentController(_ c: WKUserContentController, didReceive message: WKScriptMessage) {}
        }
      }
      """),
    Example(
      """
      struct Preview: UIViewRepresentable {
        let session: AVCaptureSession
        func makeUIView(context: Context) -> PreviewView {
          session.startRunning()
          return PreviewView(session: session)
        }
        func updateUIView(_ view: PreviewView, context: Context) {}
      }
      """),
    Example(
      """
      final class Poller {
        var timer: Timer?
        func start() { timer = Timer.scheduledTimer(withTimeInterval: 5, repeats: true) { _ in } }
      }
      """),
    Example(
      """
      struct Progress: UIViewRepresentable {
        func makeUIView(context: Context) -> UIProgressView {
          let view = UIProgressView()
          context.coordinator.observation = view.observe(\\.progress) { _, _ in }
          return view
        }
        func updateUIView(_ view: UIProgressView, context: Context) {}
        final class Coordinator { var observation: NSKeyValueObservation? }
      }
      """),
    Example(
      """
      struct Animated: UIViewRepresentable {
        func makeUIView(context: Context) -> UIView {
          context.coordinator.link = CADisplayLink(target: context.coordinator, selector: #selector(Coordinator.step))
          context.coordinator.link?.add(to: .main, forMode: .common)
          return UIView()
        }
        func updateUIView(_ view: UIView, context: Context) {}
        static func dismantleUIView(_ view: UIView, coordinator: Coordinator) { coordinator.link?.invalidate() }
        final class Coordinator: NSObject {
          var link: CADisplayLink?
          @objc func step() {}
        }
      }
      """),
    Example(
      """
      struct Lyrics: UIViewRepresentable {
        func makeUIView(context: Context) -> WKWebView {
          let web = WKWebView()
          web.configuration.userContentController.add(context.coordinator, name: "line")
          context.coordinator.web = web
          return web
        }
        func updateUIView(_ web: WKWebView, context: Context) {}
        static func dismantleUIView(_ web: WKWebView, coordinator: Coordinator) { web.unhook() }
        final class Coordinator: NSObject, WKScriptMessageHandler {
          var web: WKWebView?
          func userContentController(_ c: WKUserContentController, didReceive message: WKScriptMessage) {}
        }
      }
      extension WKWebView {
        func unhook() { configuration.userContentController.removeAllScriptMessageHandlers() }
      }
      """),
  ]

  static let triggering: [Example] = [
    // Removing the name just before adding it clears a stale handler, not the new one; the
    // coordinator reaches the web view through `parent`, the representable that stores it.
    Example(
      """
      struct SketchCanvas: NSViewRepresentable {
        let canvas = WKWebView()
        func makeCoordinator() -> Coordinator { Coordinator(self) }
        func makeNSView(context: Context) -> WKWebView {
          let contentController = canvas.configuration.userContentController
          contentController.removeScriptMessageHandler(forName: "stroke")
          contentController.↓add(context.coordinator, name: "stroke")
          return canvas
        }
        func updateNSView(_ view: WKWebView, context: Context) {}
        final class Coordinator: NSObject, WKScriptMessageHandler {
          var parent: SketchCanvas
          init(_ parent: SketchCanvas) { self.parent = parent }
          func userContentController(_ c: WKUserContentController, didReceive message: WKScriptMessage) {
            parent.canvas.evaluateJavaScript("ack()")
          }
        }
      }
      """),
    Example(
      """
      struct Clock: UIViewRepresentable {
        func makeUIView(context: Context) -> UILabel {
          let label = UILabel()
          Timer.↓scheduledTimer(withTimeInterval: 1, repeats: true) { _ in label.text = Date().description }
          return label
        }
        func updateUIView(_ label: UILabel, context: Context) {}
      }
      """),
    Example(
      """
      struct Animated: UIViewRepresentable {
        func makeUIView(context: Context) -> UIView {
          context.coordinator.link = ↓CADisplayLink(target: context.coordinator, selector: #selector(Coordinator.step))
          context.coordinator.link?.add(to: .main, forMode: .common)
          return UIView()
        }
        func updateUIView(_ view: UIView, context: Context) {}
        final class Coordinator: NSObject {
          var link: CADisplayLink?
          deinit { link?.invalidate() }
          @objc func step() {}
        }
      }
      """),
    Example(
      """
      struct Keyboard: UIViewRepresentable {
        func makeUIView(context: Context) -> UITextView {
          NotificationCenter.default.↓addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main) { _ in }
          return UITextView()
        }
        func updateUIView(_ view: UITextView, context: Context) {}
      }
      """),
    Example(
      """
      struct Keyboard: UIViewRepresentable {
        func makeUIView(context: Context) -> UITextView { UITextView() }
        func updateUIView(_ view: UITextView, context: Context) {}
        final class Coordinator {
          init() {
            NotificationCenter.default.↓addObserver(forName: .NSCalendarDayChanged, object: nil, queue: .main) { _ in }
          }
          deinit { NotificationCenter.default.removeObserver(self) }
        }
      }
      """),
    Example(
      """
      struct Web: UIViewRepresentable {
        func makeUIView(context: Context) -> WKWebView {
          let web = WKWebView()
          web.configuration.userContentController.↓add(context.coordinator, name: "bridge")
          context.coordinator.webView = web
          return web
        }
        func updateUIView(_ web: WKWebView, context: Context) {}
        final class Coordinator: NSObject, WKScriptMessageHandler {
          var webView: WKWebView?
          func userContentController(_ c: WKUserContentController, didReceive message: WKScriptMessage) {}
        }
      }
      """),
    Example(
      """
      struct Player: UIViewRepresentable {
        func makeUIView(context: Context) -> PlayerView {
          let view = PlayerView()
          view.player.↓addObserver(context.coordinator, forKeyPath: "rate", options: [.new], context: nil)
          return view
        }
        func updateUIView(_ view: PlayerView, context: Context) {}
      }
      """),
    Example(
      """
      struct Scanner: UIViewControllerRepresentable {
        func makeUIViewController(context: Context) -> UIViewController {
          let session = AVCaptureSession()
          DispatchQueue.global().async { session.↓startRunning() }
          return ScannerController(session: session)
        }
        func updateUIViewController(_ controller: UIViewController, context: Context) {}
      }
      """),
  ]
}
