import BridgeLint

/// `DelegateInUpdateRule`'s examples (run as tests, shown on its page), kept apart from its logic.
enum DelegateInUpdateExamples {
  static let nonTriggering: [Example] = [
    // A style value (a struct the project declares) the representable keeps is no delegate object.
    Example(
      """
      struct RouteStyle { var width = 2.0 }
      struct RouteMap: UIViewRepresentable {
        let style = RouteStyle()
        func makeUIView(context: Context) -> RouteCanvas { RouteCanvas() }
        func updateUIView(_ canvas: RouteCanvas, context: Context) {
          canvas.styleDelegate = style
        }
      }
      """),
    // The coordinator remembers that it wired the delegate: once, not on every update.
    Example(
      """
      struct ScrollOffsetReader: UIViewRepresentable {
        func makeCoordinator() -> Coordinator { Coordinator() }
        func makeUIView(context: Context) -> UIView { UIView() }
        func updateUIView(_ marker: UIView, context: Context) {
          DispatchQueue.main.async {
            if let scroll = marker.superview?.superview as? UIScrollView, !context.coordinator.isWired {
              scroll.delegate = context.coordinator
              context.coordinator.isWired = true
            }
          }
        }
        final class Coordinator: NSObject, UIScrollViewDelegate { var isWired = false }
      }
      """),
    // The same once-flag spelled as a comparison, in a guard that returns: wired on the first pass only.
    Example(
      """
      struct PagingReader: UIViewRepresentable {
        @State private var attached = false
        func makeCoordinator() -> Coordinator { Coordinator() }
        func makeUIView(context: Context) -> UIView { UIView() }
        func updateUIView(_ probe: UIView, context: Context) {
          DispatchQueue.main.async {
            guard attached == false, let pager = probe.superview as? UIScrollView else { return }
            attached = true
            pager.delegate = context.coordinator
          }
        }
        final class Coordinator: NSObject, UIScrollViewDelegate {}
      }
      """),
    // A delegate property the project declares on its own class: no framework state to reset.
    Example(
      """
      struct GuardedSheet<Content: View>: UIViewControllerRepresentable {
        let content: Content
        func makeCoordinator() -> Coordinator { Coordinator() }
        func makeUIViewController(context: Context) -> GuardHost<Content> { GuardHost(rootView: content) }
        func updateUIViewController(_ host: GuardHost<Content>, context: Context) {
          host.rootView = content
          host.guardDelegate = context.coordinator
        }
        final class Coordinator: GuardDelegate {}
      }
      final class GuardHost<Content: View>: UIHostingController<Content> {
        weak var guardDelegate: GuardDelegate?
      }
      """),
    Example(
      """
      struct MapView: UIViewRepresentable {
        func makeUIView(context: Context) -> MKMapView {
          let map = MKMapView()
          map.delegate = context.coordinator
          return map
        }
        func updateUIView(_ map: MKMapView, context: Context) {
          map.setRegion(region, animated: true)
        }
      }
      """),
    Example(
      """
      struct WebView: UIViewRepresentable {
        func updateUIView(_ webView: WKWebView, context: Context) {
          context.coordinator.parent = self
          context.coordinator.delegate = delegate
        }
      }
      """),
    Example(
      """
      struct TextView: UIViewRepresentable {
        func updateUIView(_ textView: UITextView, context: Context) {
          if textView.delegate !== context.coordinator {
            textView.delegate = context.coordinator
          }
        }
      }
      """),
    Example(
      """
      struct TableView: UIViewRepresentable {
        func updateUIView(_ table: UITableView, context: Context) {
          guard table.dataSource == nil else { return }
          table.dataSource = context.coordinator
        }
      }
      """),
    Example(
      """
      final class ChartRenderer {
        func updateUIView(_ view: ChartView, context: RenderContext) {
          view.delegate = context.delegate
        }
      }
      """),
    Example(
      """
      struct PageView: UIViewControllerRepresentable {
        func makeUIViewController(context: Context) -> UIPageViewController {
          let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
          pages.dataSource = context.coordinator
          pages.delegate = context.coordinator
          return pages
        }
        func updateUIViewController(_ pages: UIPageViewController, context: Context) {
          let delegate = context.coordinator
          if delegate.currentPage != currentPage { pages.setViewControllers([controllers[currentPage]], direction: .forward, animated: true) }
        }
      }
      """),
    Example(
      """
      struct SearchField: UIViewRepresentable {
        func updateUIView(_ field: UISearchBar, context: Context) {
          if field.delegate == nil { print("not wired") }
          field.text = text
        }
      }
      """),
    Example(
      """
      struct Picker: UIViewControllerRepresentable {
        static func dismantleUIViewController(_ controller: PHPickerViewController, coordinator: Coordinator) {
          controller.delegate = nil
        }
      }
      """),
    Example(
      """
      struct Player: UIViewRepresentable {
        func updateUIView(_ view: PlayerView, context: Context) {
          view.isDelegateActive = isActive
        }
      }
      """),
    Example(
      """
      struct DiscardGuard: UIViewControllerRepresentable {
        func updateUIViewController(_ controller: UIViewController, context: Context) {
          controller.parent?.presentationController?.delegate = context.coordinator
        }
      }
      """),
    Example(
      """
      struct Scanner: UIViewControllerRepresentable {
        func makeUIViewController(context: Context) -> ScannerViewController {
          let scanner = ScannerViewController()
          scanner.output.setMetadataObjectsDelegate(context.coordinator, queue: .main)
          return scanner
        }
        func updateUIViewController(_ scanner: ScannerViewController, context: Context) {}
      }
      """),
    Example(
      """
      struct CodeEditor: UIViewRepresentable {
        func updateUIView(_ container: EditorContainer, context: Context) {
          if container.textView == nil {
            let textView = UITextView()
            textView.delegate = context.coordinator
            container.textView = textView
          }
        }
      }
      """),
    Example(
      """
      struct SharePresenter: UIViewControllerRepresentable {
        @Binding var isPresented: Bool
        func updateUIViewController(_ host: UIViewController, context: Context) {
          guard isPresented, host.presentedViewController == nil else { return }
          let share = UIActivityViewController(activityItems: items, applicationActivities: nil)
          share.presentationController?.delegate = context.coordinator
          host.present(share, animated: true)
        }
      }
      """),
    Example(
      """
      struct ColorPopover: UIViewControllerRepresentable {
        @Binding var isPresented: Bool
        let picker: UIColorPickerViewController
        func updateUIViewController(_ anchor: UIViewController, context: Context) {
          if isPresented && anchor.presentedViewController == nil {
            picker.modalPresentationStyle = .popover
            picker.popoverPresentationController?.delegate = context.coordinator
            picker.popoverPresentationController?.sourceView = anchor.view
            anchor.present(picker, animated: true)
          }
        }
      }
      """),
    Example(
      """
      struct ReportSheet: UIViewControllerRepresentable {
        @Binding var isShowing: Bool
        let report: UINavigationController
        func updateUIViewController(_ host: UIViewController, context: Context) {
          guard isShowing, host.presentedViewController == nil else { return }
          report.presentationController?.delegate = context.coordinator
          host.present(report, animated: true)
        }
      }
      """),
    Example(
      """
      struct WebView: UIViewRepresentable {
        let navigationDelegate: WKNavigationDelegate
        func updateUIView(_ webView: WKWebView, context: Context) {
          webView.navigationDelegate = navigationDelegate
        }
      }
      """),
    Example(
      """
      struct ChartData { var values: [Double] }
      struct Chart: UIViewRepresentable {
        func updateUIView(_ chart: ChartView, context: Context) {
          chart.dataSource = context.coordinator.data
        }
        final class Coordinator { var data = ChartData(values: []) }
      }
      """),
    // Detached while the offset animates and restored when it ends: `make…` wired it.
    Example(
      """
      struct Pager: UIViewRepresentable {
        var offset: CGFloat
        func makeCoordinator() -> Coordinator { Coordinator() }
        func makeUIView(context: Context) -> UIScrollView {
          let scroll = UIScrollView()
          scroll.delegate = context.coordinator
          return scroll
        }
        func updateUIView(_ uiView: UIScrollView, context: Context) {
          if uiView.contentOffset.x != offset {
            uiView.delegate = nil
            UIView.animate(withDuration: 0.4) {
              uiView.contentOffset.x = offset
            } completion: { finished in
              if finished { uiView.delegate = context.coordinator }
            }
          }
        }
        final class Coordinator: NSObject, UIScrollViewDelegate {}
      }
      """),
  ]

  static let triggering: [Example] = [
    // A delegate object the representable builds in a stored property: a new one with every new
    // value of the struct, wired again on every update (round aa).
    Example(
      """
      final class RouteMapDelegate: NSObject, MKMapViewDelegate {}
      struct RouteMap: UIViewRepresentable {
        let routeDelegate = RouteMapDelegate()
        func makeUIView(context: Context) -> MKMapView { MKMapView() }
        func updateUIView(_ map: MKMapView, context: Context) {
          map.↓delegate = routeDelegate
        }
      }
      """),
    Example(
      """
      struct MapView: UIViewRepresentable {
        func updateUIView(_ map: MKMapView, context: Context) {
          map.↓delegate = context.coordinator
        }
      }
      """),
    Example(
      """
      struct ReportSheet: UIViewControllerRepresentable {
        @Binding var isShowing: Bool
        let report: UINavigationController
        func updateUIViewController(_ host: UIViewController, context: Context) {
          report.presentationController?.↓delegate = context.coordinator
          if isShowing && host.presentedViewController == nil {
            host.present(report, animated: true)
          }
        }
      }
      """),
    Example(
      """
      struct WebView: UIViewRepresentable {
        func updateUIView(_ webView: WKWebView, context: Context) {
          webView.↓navigationDelegate = context.coordinator
          webView.↓uiDelegate = context.coordinator
        }
      }
      """),
    Example(
      """
      struct ShareSheet {}
      extension ShareSheet: UIViewControllerRepresentable {
        func updateUIViewController(_ controller: UIActivityViewController, context: Context) {
          controller.presentationController?.↓delegate = context.coordinator
        }
      }
      """),
    Example(
      """
      struct Collection: UIViewRepresentable {
        func updateUIView(_ collection: UICollectionView, context: Context) {
          DispatchQueue.main.async {
            collection.↓dataSource = context.coordinator
          }
        }
      }
      """),
    Example(
      """
      struct Scanner: UIViewControllerRepresentable {
        func updateUIViewController(_ scanner: ScannerViewController, context: Context) {
          scanner.output.↓setMetadataObjectsDelegate(context.coordinator, queue: .main)
        }
      }
      """),
    Example(
      """
      struct Outline: NSViewRepresentable {
        func updateNSView(_ outline: NSOutlineView, context: Context) {
          outline.↓dataSource = context.coordinator
          outline.↓delegate = context.coordinator
        }
      }
      """),
    Example(
      """
      struct OverlayMap: UIViewRepresentable {
        let showsOverlay: Bool
        func updateUIView(_ map: MKMapView, context: Context) {
          if showsOverlay {
            guard map.delegate == nil else { return }
            map.addOverlay(context.coordinator.overlay)
          }
          map.↓delegate = context.coordinator
        }
      }
      """),
    Example(
      """
      struct Table: UIViewRepresentable {
        func updateUIView(_ table: UITableView, context: Context) {
          let coordinator = context.coordinator
          table.↓dataSource = coordinator.dataSource
        }
        final class Coordinator { let dataSource = TableDataSource() }
      }
      final class TableDataSource: NSObject, UITableViewDataSource {}
      """),
  ]

  static let corrections: [Correction] = [
    Correction(
      """
      struct WebView: UIViewRepresentable {
        func makeUIView(context: Context) -> WKWebView {
          let webView = WKWebView()
          webView.allowsBackForwardNavigationGestures = true
          return webView
        }
        func updateUIView(_ webView: WKWebView, context: Context) {
          webView.navigationDelegate = context.coordinator // wire the coordinator
          webView.uiDelegate = context.coordinator
          webView.load(request)
        }
      }
      """,
      """
      struct WebView: UIViewRepresentable {
        func makeUIView(context: Context) -> WKWebView {
          let webView = WKWebView()
          webView.allowsBackForwardNavigationGestures = true
          webView.navigationDelegate = context.coordinator
          webView.uiDelegate = context.coordinator
          return webView
        }
        func updateUIView(_ webView: WKWebView, context: Context) {
          // wire the coordinator
          webView.load(request)
        }
      }
      """),
    Correction(
      """
      struct PageView: UIViewControllerRepresentable {
          func makeUIViewController(context ctx: Context) -> UIPageViewController {
              let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
              return pages
          }

          func updateUIViewController(_ pages: UIPageViewController, context: Context) {
              pages.dataSource = context.coordinator
          }
      }
      """,
      """
      struct PageView: UIViewControllerRepresentable {
          func makeUIViewController(context ctx: Context) -> UIPageViewController {
              let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
              pages.dataSource = ctx.coordinator
              return pages
          }

          func updateUIViewController(_ pages: UIPageViewController, context: Context) {
          }
      }
      """),
    // `make…` ignored its context: the fix names the parameter it now reads.
    Correction(
      """
      struct SearchField: UIViewRepresentable {
        func makeUIView(context _: Context) -> UISearchBar {
          let bar = UISearchBar()
          return bar
        }
        func updateUIView(_ bar: UISearchBar, context: Context) {
          bar.delegate = context.coordinator
        }
      }
      """,
      """
      struct SearchField: UIViewRepresentable {
        func makeUIView(context: Context) -> UISearchBar {
          let bar = UISearchBar()
          bar.delegate = context.coordinator
          return bar
        }
        func updateUIView(_ bar: UISearchBar, context: Context) {
        }
      }
      """),
  ]
}
