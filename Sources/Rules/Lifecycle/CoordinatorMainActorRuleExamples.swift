import BridgeLint

enum CoordinatorMainActorExamples {
  static let nonTriggering: [Example] = [
    Example(
      """
      struct SearchBar: UIViewRepresentable {
        func makeUIView(context: Context) -> UISearchBar { UISearchBar() }
        func updateUIView(_ bar: UISearchBar, context: Context) {}
        @MainActor final class Coordinator: NSObject {
          weak var bar: UISearchBar?
        }
      }
      """),
    Example(
      """
      struct TextView: UIViewRepresentable {
        func makeUIView(context: Context) -> UITextView { UITextView() }
        func updateUIView(_ view: UITextView, context: Context) {}
        final class Coordinator: NSObject, UITextViewDelegate {
          func textViewDidChange(_ textView: UITextView) {}
        }
      }
      """),
    Example(
      """
      struct WebView: UIViewRepresentable {
        func makeUIView(context: Context) -> WKWebView { WKWebView() }
        func updateUIView(_ web: WKWebView, context: Context) {}
        final class Coordinator: NSObject, WKNavigationDelegate {
          func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {}
        }
      }
      """),
    Example(
      """
      struct Counter: UIViewRepresentable {
        func makeUIView(context: Context) -> UILabel { UILabel() }
        func updateUIView(_ label: UILabel, context: Context) {}
        final class Coordinator {
          var taps = 0
          var onTap: (() -> Void)?
        }
      }
      """),
    Example(
      """
      struct Canvas: UIViewRepresentable {
        func makeUIView(context: Context) -> PKCanvasView { PKCanvasView() }
        func updateUIView(_ canvas: PKCanvasView, context: Context) {}
        final class Coordinator: BaseCoordinator {
          weak var canvas: PKCanvasView?
        }
      }
      """),
    Example(
      """
      final class Coordinator: NSObject {
        weak var table: UITableView?
      }
      """),
    Example(
      """
      struct Map: UIViewRepresentable {
        func makeCoordinator() -> MapCoordinator { MapCoordinator() }
        func makeUIView(context: Context) -> MKMapView { MKMapView() }
        func updateUIView(_ map: MKMapView, context: Context) {}
      }
      @MainActor
      final class MapCoordinator: NSObject {
        func center(_ map: MKMapView) {}
      }
      """),
    Example(
      """
      struct Scanner: UIViewControllerRepresentable {
        func makeUIViewController(context: Context) -> ScannerController { ScannerController() }
        func updateUIViewController(_ controller: ScannerController, context: Context) {}
        final class Coordinator: NSObject, AVCaptureMetadataOutputObjectsDelegate {
          weak var preview: UIView?
        }
      }
      """),
    Example(
      """
      struct Editor: NSViewRepresentable {
        func makeNSView(context: Context) -> NSTextView { NSTextView() }
        func updateNSView(_ view: NSTextView, context: Context) {}
        final class Coordinator: NSObject, NSTextViewDelegate {
          func textDidChange(_ notification: Notification) {}
        }
      }
      """),
    Example(
      """
      struct Gauge: UIViewRepresentable {
        func makeUIView(context: Context) -> GaugeView { GaugeView() }
        func updateUIView(_ view: GaugeView, context: Context) {}
        final class Coordinator: @unchecked Sendable {
          weak var label: UILabel?
        }
      }
      """),
    Example(
      """
      struct Player: UIViewRepresentable {
        func makeUIView(context: Context) -> PlayerView { PlayerView() }
        func updateUIView(_ view: PlayerView, context: Context) {}
        final class Coordinator {
          let formatter = NumberFormatter()
          func title(for seconds: Double) -> String { formatter.string(from: seconds as NSNumber) ?? "" }
        }
      }
      """),
  ]

  static let triggering: [Example] = [
    Example(
      """
      struct SearchBar: UIViewRepresentable {
        func makeUIView(context: Context) -> UISearchBar { UISearchBar() }
        func updateUIView(_ bar: UISearchBar, context: Context) {}
        final ↓class Coordinator: NSObject {
          weak var bar: UISearchBar?
        }
      }
      """),
    Example(
      """
      struct TextView: UIViewRepresentable {
        func makeUIView(context: Context) -> UITextView { UITextView() }
        func updateUIView(_ view: UITextView, context: Context) {}
        final ↓class Coordinator: NSObject {}
      }
      extension TextView.Coordinator: UITextViewDelegate {
        func textViewDidChange(_ textView: UITextView) {}
      }
      """),
    Example(
      """
      struct Map: UIViewRepresentable {
        func makeCoordinator() -> MapCoordinator { MapCoordinator() }
        func makeUIView(context: Context) -> MKMapView { MKMapView() }
        func updateUIView(_ map: MKMapView, context: Context) {}
      }
      final ↓class MapCoordinator {
        func center(_ map: MKMapView) {}
      }
      """),
    Example(
      """
      struct Canvas: UIViewRepresentable {
        func makeUIView(context: Context) -> PKCanvasView { PKCanvasView() }
        func updateUIView(_ canvas: PKCanvasView, context: Context) {}
        ↓class Coordinator: NSObject, ObservableObject {
          var canvas = PKCanvasView()
        }
      }
      """),
    Example(
      """
      struct Web: NSViewRepresentable {
        func makeNSView(context: Context) -> WKWebView { WKWebView() }
        func updateNSView(_ web: WKWebView, context: Context) {}
        final ↓class Coordinator {
          weak var web: WKWebView?
        }
      }
      """),
    Example(
      """
      struct Outline: NSViewRepresentable {
        func makeNSView(context: Context) -> NSScrollView { NSScrollView() }
        func updateNSView(_ view: NSScrollView, context: Context) {}
        final ↓class Coordinator: NSObject {
          func reload(_ outline: NSOutlineView) {}
        }
      }
      """),
  ]
}
