import BridgeLint

/// `ViewCreatedInUpdateRule`'s examples (run as tests, shown on its page), kept apart from its logic.
enum ViewCreatedInUpdateExamples {
  static let nonTriggering: [Example] = [
    Example(
      """
      struct AnnotationCanvas: UIViewRepresentable {
        @State private var canvas = PKCanvasView()
        let isDrawing: Bool
        func makeUIView(context: Context) -> PKCanvasView { canvas }
        func updateUIView(_ view: PKCanvasView, context: Context) {
          canvas.isUserInteractionEnabled = isDrawing
        }
      }
      """),
    // A sheet presented once per flag: checked against what is shown, or the flag reset once presented.
    Example(
      """
      struct SheetHelper<Sheet: View>: UIViewControllerRepresentable {
        var sheet: Sheet
        @Binding var showSheet: Bool
        func makeUIViewController(context: Context) -> UIViewController { UIViewController() }
        func updateUIViewController(_ controller: UIViewController, context: Context) {
          if showSheet, controller.presentedViewController == nil {
            controller.present(UIHostingController(rootView: sheet), animated: true)
          }
        }
      }
      struct BottomSheet<Sheet: View>: UIViewControllerRepresentable {
        var sheet: Sheet
        @Binding var isPresented: Bool
        func makeUIViewController(context: Context) -> UIViewController { UIViewController() }
        func updateUIViewController(_ controller: UIViewController, context: Context) {
          if isPresented {
            controller.present(UIHostingController(rootView: sheet), animated: true) {
              DispatchQueue.main.async { isPresented = false }
            }
          }
        }
      }
      """),
    // A script message handler named like a controller is no view (round dd).
    Example(
      """
      struct Web: UIViewRepresentable {
        let contentController = ContentController()
        func makeUIView(context: Context) -> WKWebView { WKWebView() }
        func updateUIView(_ web: WKWebView, context: Context) {
          contentController.reset()
        }
        final class ContentController: NSObject, WKScriptMessageHandler {
          func reset() {}
          func userContentController(_ controller: WKUserContentController, didReceive message: WKScriptMessage) {}
        }
      }
      """),
    // A fallback built only when the lookup finds nothing.
    Example(
      """
      struct Inspector: NSViewRepresentable {
        func makeNSView(context: Context) -> NSView { NSView() }
        func updateNSView(_ view: NSView, context: Context) {
          let controller = view.window?.contentViewController ?? NSViewController(nibName: nil, bundle: nil)
          context.coordinator.inspect(controller)
        }
      }
      """),
    // A stored view `update…` never touches (it changes the view it is handed), a view the
    // representable is handed, a shadowing local, and another object's member of that name.
    Example(
      """
      struct Web: UIViewRepresentable {
        let spare = WKWebView()
        let injected: WKWebView
        let header = HeaderView()
        func makeUIView(context: Context) -> WKWebView { WKWebView() }
        func updateUIView(_ web: WKWebView, context: Context) {
          let spare = web
          spare.load(request)
          context.coordinator.spare.stopLoading()
          injected.reload()
          _ = header
        }
      }
      struct HeaderView: View { var body: some View { Text("Header") } }
      """),
    Example(
      """
      struct Web: UIViewRepresentable {
        func makeUIView(context: Context) -> WKWebView { WKWebView() }
        func updateUIView(_ web: WKWebView, context: Context) {
          if web.url != url { web.load(URLRequest(url: url)) }
        }
      }
      """),
    Example(
      """
      struct Share: UIViewControllerRepresentable {
        @Binding var isPresented: Bool
        func updateUIViewController(_ host: UIViewController, context: Context) {
          guard isPresented, host.presentedViewController == nil else { return }
          let share = UIActivityViewController(activityItems: items, applicationActivities: nil)
          host.present(share, animated: true)
        }
      }
      """),
    Example(
      """
      struct Card: UIViewRepresentable {
        func updateUIView(_ card: UIView, context: Context) {
          card.backgroundColor = UIColor(named: "Card")
          card.layer.borderColor = UIColor.separator.cgColor
        }
      }
      """),
    Example(
      """
      struct Badge: UIViewRepresentable {
        func updateUIView(_ uiView: UIView, context: Context) {
          if context.coordinator.label == nil {
            let label = UILabel()
            uiView.addSubview(label)
            context.coordinator.label = label
          }
        }
      }
      """),
    Example(
      """
      struct Animated: UIViewRepresentable {
        func updateUIView(_ uiView: UIView, context: Context) {
          UIView.animate(withDuration: 0.3) { uiView.alpha = isVisible ? 1 : 0 }
        }
      }
      """),
    Example(
      """
      struct Menu: UIViewRepresentable {
        func updateUIView(_ button: UIButton, context: Context) {
          button.addAction(UIAction { _ in
            let alert = UIAlertController(title: title, message: nil, preferredStyle: .alert)
            context.coordinator.host?.present(alert, animated: true)
          }, for: .touchUpInside)
        }
      }
      """),
    Example(
      """
      struct Image: UIViewRepresentable {
        func updateUIView(_ imageView: UIImageView, context: Context) {
          imageView.image = UIImage(systemName: symbol)
          imageView.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 24)
        }
      }
      """),
    Example(
      """
      final class ChartController: UIViewController {
        func updateUIView(_ chart: UIView) {
          chart.addSubview(UILabel())
        }
      }
      """),
    Example(
      """
      struct Player: UIViewRepresentable {
        func makeUIView(context: Context) -> PlayerView {
          let view = PlayerView()
          view.playerLayer = AVPlayerLayer(player: player)
          return view
        }
        func updateUIView(_ view: PlayerView, context: Context) { view.playerLayer?.player = player }
      }
      """),
    Example(
      """
      struct Pages: UIViewControllerRepresentable {
        func updateUIViewController(_ pages: UIPageViewController, context: Context) {
          if context.coordinator.currentPage != page {
            pages.setViewControllers([UIHostingController(rootView: PageView(page))], direction: .forward, animated: true)
            context.coordinator.currentPage = page
          }
        }
      }
      """),
    Example(
      """
      struct Styled: UIViewRepresentable {
        func updateUIView(_ label: UILabel, context: Context) {
          label.font = UIFont.preferredFont(forTextStyle: .body)
          label.attributedText = NSAttributedString(string: text)
        }
      }
      """),
  ]

  static let triggering: [Example] = [
    // Presented under a flag alone: every update while it holds presents another (round ff).
    Example(
      """
      struct SheetHelper<Sheet: View>: UIViewControllerRepresentable {
        var sheet: Sheet
        @Binding var showSheet: Bool
        func makeUIViewController(context: Context) -> UIViewController { UIViewController() }
        func updateUIViewController(_ controller: UIViewController, context: Context) {
          if showSheet {
            controller.present(↓UIHostingController(rootView: sheet), animated: true)
          }
        }
      }
      """),
    // A view stored on the representable: each copy builds its own, and `update…` runs on
    // copies whose view is not on screen (`self.` or not; a type named like a view counts too).
    Example(
      """
      struct Web: UIViewRepresentable {
        private let webView = ↓WKWebView()
        var animation = ↓LottieAnimationView()
        func makeUIView(context: Context) -> WKWebView { webView }
        func updateUIView(_ uiView: WKWebView, context: Context) {
          webView.navigationDelegate = context.coordinator
          self.animation.play()
          webView.reload()
        }
      }
      """),
    Example(
      """
      struct Web: UIViewRepresentable {
        func updateUIView(_ container: UIView, context: Context) {
          let web = ↓WKWebView()
          container.addSubview(web)
          web.load(URLRequest(url: url))
        }
      }
      """),
    Example(
      """
      struct Pages: UIViewControllerRepresentable {
        func updateUIViewController(_ pages: UIPageViewController, context: Context) {
          pages.setViewControllers([↓UIHostingController(rootView: PageView(page))], direction: .forward, animated: true)
        }
      }
      """),
    Example(
      """
      struct Chart: UIViewRepresentable {
        func updateUIView(_ uiView: UIView, context: Context) {
          uiView.subviews.forEach { $0.removeFromSuperview() }
          let chart = ↓ChartView(values: values)
          uiView.addSubview(chart)
        }
      }
      final class ChartView: UIView {}
      """),
    Example(
      """
      struct Player: UIViewRepresentable {
        func updateUIView(_ uiView: UIView, context: Context) {
          let layer = ↓AVPlayerLayer(player: player)
          uiView.layer.addSublayer(layer)
        }
      }
      """),
    Example(
      """
      struct Map: UIViewRepresentable {
        func updateUIView(_ uiView: MKMapView, context: Context) {
          DispatchQueue.main.async {
            uiView.addSubview(↓UIActivityIndicatorView(style: .medium))
          }
        }
      }
      """),
    Example(
      """
      struct Reloading: UIViewRepresentable {
        func makeUIView(context: Context) -> UITextView { UITextView() }
        func updateUIView(_ uiView: UITextView, context: Context) {
          let fresh = ↓makeUIView(context: context)
          uiView.attributedText = fresh.attributedText
        }
      }
      """),
    Example(
      """
      struct Outline: NSViewRepresentable {
        func updateNSView(_ scroll: NSScrollView, context: Context) {
          scroll.documentView = ↓NSOutlineView()
        }
      }
      """),
  ]
}
