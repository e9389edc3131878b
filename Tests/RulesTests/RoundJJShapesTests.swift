import BridgeLint
import Rules
import XCTest

/// Shapes round jj's reviewers labelled and the rules missed, with the messages users read.
final class RoundJJShapesTests: XCTestCase {
  private func lint(_ text: String, _ rule: any Rule.Type) -> [String] {
    LintHarness.lint(text, rules: [rule]).map { "\($0.line):\($0.column) \($0.severity.rawValue): \($0.message)" }
  }

  /// `update…` hands the map to a helper that hands it to another, which re-fits the visible
  /// rect with no check (labelled twice, iOS and macOS); a helper that checks first is silent.
  func testAMapHandedOnTwiceIsStillMovedOnEveryUpdate() {
    func map(_ fit: String) -> String {
      """
      struct RideMap: UIViewRepresentable {
        let line: MKPolyline
        func makeUIView(context: Context) -> MKMapView { MKMapView() }
        func updateUIView(_ map: MKMapView, context: Context) {
          updateOverlays(from: map)
        }
        private func updateOverlays(from map: MKMapView) {
          map.removeOverlays(map.overlays)
          map.addOverlay(line)
          zoom(map: map)
        }
        private func zoom(map: MKMapView) {
          \(fit)
        }
      }
      """
    }
    XCTAssertEqual(
      lint(map("map.setVisibleMapRect(line.boundingMapRect, animated: true)"), UnguardedUpdateFeedbackRule.self),
      [
        "5:5 info: `updateOverlays` sets `map.setVisibleMapRect(…)` on every SwiftUI update with no check, so the "
          + "user's zoom, scroll or map position is reset and the change feeds back through UIKit; do it only when "
          + "its input changed"
      ])
    XCTAssertEqual(
      lint(
        map("if !isUserInteracting { map.setVisibleMapRect(line.boundingMapRect, animated: true) }"),
        UnguardedUpdateFeedbackRule.self),
      [])
  }

  /// A write a helper of `make…` defers with `DispatchQueue.main.async` (labelled twice) is
  /// reported at info like one in `make…` itself; the same write in the pass keeps its warning.
  func testAHopInAHelperOfMakeIsReportedAtInfo() {
    func pdf(_ write: String) -> String {
      """
      struct PDFKitView: UIViewRepresentable {
        let url: URL
        @Binding var totalPages: Int
        func makeUIView(context: Context) -> PDFView {
          let view = PDFView()
          load(into: view)
          return view
        }
        func updateUIView(_ view: PDFView, context: Context) {}
        private func load(into view: PDFView) {
          guard let document = PDFDocument(url: url) else { return }
          view.document = document
          \(write)
        }
      }
      """
    }
    XCTAssertEqual(
      lint(pdf("DispatchQueue.main.async { totalPages = document.pageCount }"), StateWriteDuringUpdateRule.self),
      [
        "13:32 info: `totalPages` (@Binding) is written from an async hop in `load`, which `makeUIView` calls: the "
          + "hop only hides SwiftUI's warning, and the value lands after the pass and starts another update; write "
          + "it from a coordinator callback, or only when it changed"
      ])
    XCTAssertEqual(
      lint(pdf("totalPages = document.pageCount"), StateWriteDuringUpdateRule.self),
      [
        "13:5 warning: `totalPages` (@Binding) is written during SwiftUI's update pass in `load`, which "
          + "`makeUIView` calls; write it from a coordinator callback instead"
      ])
  }

  /// A popover library shown a local hosting controller's view (labelled): the controller is
  /// released and its view lives on; a view named as the place to show in is not handed on.
  func testAViewShownByAMethodOutlivesItsLocalController() {
    func markup(_ show: String) -> String {
      """
      final class MarkupView: UIView {
        func showPopover(at point: CGPoint, value: Int) {
          let tip = PopTip()
          let host = UIHostingController(rootView: ConversionView(value: value))
          \(show)
        }
      }
      """
    }
    XCTAssertEqual(
      lint(
        markup("tip.show(customView: host.view, direction: .auto, in: self)"), HostingViewWithoutContainmentRule.self),
      [
        "5:26 error: `host.view` is handed to `show(customView:)`, but nothing keeps `host`: the controller is "
          + "released when this scope ends and its view lives on without it (no appearance callbacks, trait or "
          + "safe-area updates, or presentation from SwiftUI); keep `host` and add it as a child of the view "
          + "controller that shows its view"
      ])
    XCTAssertEqual(
      lint(markup("tip.show(text: \"Copied\", inView: host.view)"), HostingViewWithoutContainmentRule.self), [])
  }

  /// Two copies of one project in one folder (labelled in both): each call site names its own
  /// copy's child declaration, not the copy the index kept.
  func testACopyOfTheProjectNamesItsOwnChild() {
    let bills = """
      struct BillsView: View {
        @ObservedObject var model: BillsModel
        var body: some View {
          ForEach(model.bills) { bill in
            BillRow(bill: bill)
          }
        }
      }

      struct BillRow: View {
        @State var bill: Bill
        var body: some View { Text(bill.name) }
      }
      """
    let found = LintHarness.lint(
      [("App copy/Bills.swift", bills), ("App/Bills.swift", bills)], rules: [DuplicateStateCopyRule.self])
    XCTAssertEqual(
      found.map { "\($0.path):\($0.line) \($0.related.map { "\($0.path):\($0.line):\($0.column)" })" },
      [
        "App copy/Bills.swift:5 [\"App copy/Bills.swift:11:3\"]",
        "App/Bills.swift:5 [\"App/Bills.swift:11:3\"]",
      ])
    XCTAssertTrue(found.last?.message.contains("(`@State var bill` in App/Bills.swift)") ?? false)
  }

  /// A session `makeUIView` builds, hands to the coordinator and starts on the coordinator's
  /// queue, that `update…` starts there only while stopped and `dismantleUIView` stops, belongs
  /// to the coordinator (2 judged wrong). Without the teardown, the same view is reported.
  func testASessionTheCoordinatorStartsOffMainAndDismantleStopsIsSilent() {
    func scanner(_ teardown: String) -> String {
      """
      struct BarcodeCamera: UIViewRepresentable {
        let isActive: Bool
        func makeCoordinator() -> Coordinator { Coordinator() }
        func makeUIView(context: Context) -> PreviewView {
          let view = PreviewView()
          let session = AVCaptureSession()
          view.previewLayer.session = session
          context.coordinator.session = session
          context.coordinator.queue.async { session.startRunning() }
          return view
        }
        func updateUIView(_ view: PreviewView, context: Context) {
          let coordinator = context.coordinator
          let active = isActive
          coordinator.queue.async {
            guard let session = coordinator.session else { return }
            if active { if !session.isRunning { session.startRunning() } }
          }
        }
        \(teardown)
        final class Coordinator {
          var session: AVCaptureSession?
          let queue = DispatchQueue(label: "camera")
        }
      }
      """
    }
    let stops =
      "static func dismantleUIView(_ view: PreviewView, coordinator: Coordinator) { coordinator.session?.stopRunning() }"
    XCTAssertEqual(lint(scanner(stops), CaptureSessionInRepresentableRule.self), [])
    XCTAssertEqual(
      lint(scanner(""), CaptureSessionInRepresentableRule.self),
      [
        "6:19 warning: This representable creates its own `AVCaptureSession`, which is rebuilt with the view and "
          + "holds the camera; own the session in a model object and pass it in",
        "9:47 warning: `startRunning()` in `makeUIView` blocks the main thread and ties the camera to the view's life "
          + "cycle; start the session from the object that owns it, on a background queue",
        "17:51 warning: `startRunning()` in `updateUIView` blocks the main thread and ties the camera to the view's "
          + "life cycle; start the session from the object that owns it, on a background queue",
      ])
  }

  /// A coordinator that keeps its one instance in `static let shared` lives as long as the app,
  /// so a marker's handler capturing it keeps nothing that would be freed (2 judged wrong); the
  /// same coordinator made per view is a cycle.
  func testASingletonCoordinatorsHandlerIsNoCycle() {
    func map(_ shared: String, _ make: String) -> String {
      """
      struct PlacesMap: UIViewRepresentable {
        func makeCoordinator() -> MapCoordinator { \(make) }
        func makeUIView(context: Context) -> MapView { context.coordinator.mapView }
        func updateUIView(_ view: MapView, context: Context) {}
      }
      final class MapCoordinator: NSObject {
        \(shared)
        let mapView = MapView()
        var marker = Marker()
        var selected: String?
        func showMarker() {
          marker.touchHandler = { [self] _ in
            selected = marker.title
            return true
          }
        }
      }
      """
    }
    XCTAssertEqual(
      lint(map("static let shared = MapCoordinator()", "MapCoordinator.shared"), CoordinatorStrongSelfRule.self), [])
    XCTAssertEqual(
      lint(map("", "MapCoordinator()"), CoordinatorStrongSelfRule.self),
      [
        "12:30 warning: This closure is kept by the property `marker.touchHandler` and captures the coordinator "
          + "strongly, so neither is ever released; capture `[weak self]`"
      ])
  }

  /// A web view the struct keeps and `make…` returns as `some UIView` loads its page on every
  /// update (labelled): the signature names only `UIViewType`, the declaration `WKWebView()`.
  /// A load behind a check of the shown URL is silent.
  func testAKeptWebViewBehindAnOpaqueTypeReloadsOnEveryUpdate() {
    func page(_ load: String) -> String {
      """
      struct WebView: UIViewRepresentable {
        let url: URL?
        private let webView = WKWebView()
        func makeUIView(context: Context) -> some UIView { webView }
        func updateUIView(_ uiView: UIViewType, context: Context) {
          uiView.backgroundColor = .systemBackground
          \(load)
        }
      }
      """
    }
    XCTAssertEqual(
      lint(page("webView.load(URLRequest(url: url!))"), UnguardedUpdateFeedbackRule.self),
      [
        "7:13 info: `load` reloads the page on every SwiftUI update, losing the user's scroll position and input; "
          + "load only when the page changed (compare the web view's `url`, or keep the last one in the coordinator)"
      ])
    XCTAssertEqual(
      lint(page("if webView.url != url { webView.load(URLRequest(url: url!)) }"), UnguardedUpdateFeedbackRule.self),
      [])
  }

  /// `update…` geocodes the address on every update and re-centres the map in the completion
  /// (labelled twice: the region and the pin it adds): the completion runs once per update too.
  /// A geocode started only when the address changed is silent.
  func testARegionSetInAGeocodersCompletionMovesTheMapOnEveryUpdate() {
    func map(_ start: String) -> String {
      """
      struct SearchMap: UIViewRepresentable {
        let searchKey: String
        func makeCoordinator() -> Coordinator { Coordinator() }
        func makeUIView(context: Context) -> MKMapView { MKMapView() }
        func updateUIView(_ uiView: MKMapView, context: Context) {
          \(start) {
            CLGeocoder().geocodeAddressString(searchKey, completionHandler: { placemarks, error in
              if let location = placemarks?.first?.location {
                uiView.region = MKCoordinateRegion(center: location.coordinate, latitudinalMeters: 200, longitudinalMeters: 200)
              }
            })
          }
        }
        final class Coordinator { var lastKey = "" }
      }
      """
    }
    XCTAssertEqual(
      lint(map("do"), UnguardedUpdateFeedbackRule.self),
      [
        "9:18 info: `uiView.region` is set on every SwiftUI update, which feeds back through UIKit; set it only "
          + "when the value differs"
      ])
    XCTAssertEqual(lint(map("if context.coordinator.lastKey != searchKey"), UnguardedUpdateFeedbackRule.self), [])
  }
}
