import BridgeLint

enum RepresentableReturnsStoredViewExamples {
  static let nonTriggering: [Example] = [
    Example(
      """
      struct MapView: UIViewRepresentable {
        func makeUIView(context: Context) -> MKMapView {
          let map = MKMapView()
          map.delegate = context.coordinator
          return map
        }
        func updateUIView(_ map: MKMapView, context: Context) {}
      }
      """),
    Example(
      """
      struct MapView: UIViewRepresentable {
        let region: MKCoordinateRegion
        func makeUIView(context: Context) -> MKMapView { MKMapView() }
        func updateUIView(_ map: MKMapView, context: Context) { map.setRegion(region, animated: false) }
      }
      """),
    Example(
      """
      struct Editor: UIViewRepresentable {
        func makeUIView(context: Context) -> UITextView { context.coordinator.textView }
        func updateUIView(_ view: UITextView, context: Context) {}
        final class Coordinator { let textView = UITextView() }
      }
      """),
    Example(
      """
      struct Player: UIViewRepresentable {
        let player: AVPlayer
        func makeUIView(context: Context) -> PlayerView {
          let view = PlayerView()
          view.player = player
          return view
        }
        func updateUIView(_ view: PlayerView, context: Context) {}
      }
      """),
    Example(
      """
      struct Label: UIViewRepresentable {
        var label: String
        func makeUIView(context: Context) -> UILabel {
          let label = UILabel()
          return label
        }
        func updateUIView(_ view: UILabel, context: Context) {}
      }
      """),
    Example(
      """
      struct Chart: UIViewRepresentable {
        var chartView: ChartView { ChartView(style: .bars) }
        func makeUIView(context: Context) -> ChartView { chartView }
        func updateUIView(_ view: ChartView, context: Context) {}
      }
      """),
    Example(
      """
      struct Picker: UIViewControllerRepresentable {
        let configuration: PHPickerConfiguration
        func makeUIViewController(context: Context) -> PHPickerViewController {
          PHPickerViewController(configuration: configuration)
        }
        func updateUIViewController(_ controller: PHPickerViewController, context: Context) {}
      }
      """),
    Example(
      """
      final class ViewFactory {
        let map = MKMapView()
        func makeUIView(context: Int) -> MKMapView { map }
      }
      """),
    Example(
      """
      struct Web: UIViewRepresentable {
        let url: URL
        func makeUIView(context: Context) -> WKWebView {
          let web = WKWebView()
          web.load(URLRequest(url: url))
          return web
        }
        func updateUIView(_ web: WKWebView, context: Context) {}
      }
      """),
    Example(
      """
      struct Host: UIViewControllerRepresentable {
        let makeController: () -> UIViewController
        func makeUIViewController(context: Context) -> UIViewController { makeController() }
        func updateUIViewController(_ controller: UIViewController, context: Context) {}
      }
      """),
    Example(
      """
      struct Canvas: UIViewRepresentable {
        static let shared = PKCanvasView()
        func makeUIView(context: Context) -> PKCanvasView {
          let canvas = PKCanvasView()
          return canvas
        }
        func updateUIView(_ canvas: PKCanvasView, context: Context) {}
      }
      """),
    Example(
      """
      struct Wrapped: UIViewControllerRepresentable {
        let controller: UIViewController
        func makeUIViewController(context: Context) -> UIViewController { controller }
        func updateUIViewController(_ controller: UIViewController, context: Context) {}
      }
      """),
    Example(
      """
      struct UIViewPreview<V: UIView>: UIViewRepresentable {
        let view: V
        init(_ builder: @escaping () -> V) { view = builder() }
        func makeUIView(context: Context) -> V { view }
        func updateUIView(_ view: V, context: Context) {}
      }
      """),
  ]

  static let triggering: [Example] = [
    Example(
      """
      struct MapView: UIViewRepresentable {
        let map = MKMapView()
        func makeUIView(context: Context) -> MKMapView { ↓map }
        func updateUIView(_ view: MKMapView, context: Context) {}
      }
      """),
    Example(
      """
      struct Web: UIViewRepresentable {
        let webView = WKWebView(frame: .zero)
        func makeUIView(context: Context) -> WKWebView {
          webView.navigationDelegate = context.coordinator
          return ↓webView
        }
        func updateUIView(_ view: WKWebView, context: Context) {}
      }
      """),
    Example(
      """
      struct Wrapped: UIViewControllerRepresentable {
        let controller = SettingsViewController()
        func makeUIViewController(context: Context) -> SettingsViewController { ↓controller }
        func updateUIViewController(_ controller: SettingsViewController, context: Context) {}
      }
      """),
    Example(
      """
      struct Canvas: UIViewRepresentable {
        private let canvas = PKCanvasView()
        func makeUIView(context: Context) -> PKCanvasView {
          canvas.tool = PKInkingTool(.pen)
          return self.↓canvas
        }
        func updateUIView(_ view: PKCanvasView, context: Context) {}
      }
      """),
    Example(
      """
      struct Outline {
        var outlineView = NSOutlineView()
      }
      extension Outline: NSViewRepresentable {
        func makeNSView(context: Context) -> NSOutlineView { ↓outlineView }
        func updateNSView(_ view: NSOutlineView, context: Context) {}
      }
      """),
    Example(
      """
      struct Scroll: UIViewRepresentable {
        var scrollView = UIScrollView()
        func makeUIView(context: Context) -> UIScrollView {
          scrollView.delegate = context.coordinator
          return ↓scrollView
        }
        func updateUIView(_ view: UIScrollView, context: Context) {}
      }
      """),
  ]
}
