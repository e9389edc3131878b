import BridgeLint
import Rules
import XCTest

/// Shapes round ll's reviewers judged, with the messages users read.
final class RoundLLShapesTests: XCTestCase {
  private func lint(_ text: String, _ rule: any Rule.Type) -> [String] {
    LintHarness.lint(text, rules: [rule]).map { "\($0.line):\($0.column) \($0.severity.rawValue): \($0.message)" }
  }

  /// An optional `@State` with no default starts as `nil`: `self.x = x` in `init` is dropped and
  /// said so, unless the view sets it again when it appears or never reads it; `_x =
  /// State(initialValue: x)` really seeds it, a copy that stops following its owner.
  func testAnOptionalStateAssignedInInitStaysNil() {
    func view(_ seed: String) -> String {
      """
      struct PosterView: View {
        @State private var poster: UIImage?
        init(poster: UIImage?) {
          \(seed)
        }
        var body: some View { Image(uiImage: poster ?? UIImage()) }
      }
      """
    }
    XCTAssertEqual(
      lint(view("self.poster = poster"), DuplicateStateCopyRule.self),
      [
        "4:10 warning: `self.poster = poster` in `init` does nothing: the `@State` property `poster` starts as `nil` "
          + "(it is optional), and SwiftUI drops a write made before the view is installed, so the view starts from "
          + "`nil` whatever it is given; pass the value as a `let` (or a `@Binding`), or assign "
          + "`_poster = State(initialValue: poster)`"
      ])
    // Set again when the view appears, or never read: nothing is lost.
    let reseeded = view("self.poster = poster").replacingOccurrences(
      of: "poster ?? UIImage()) }", with: "poster ?? UIImage()).onAppear { self.poster = UIImage() } }")
    XCTAssertEqual(lint(reseeded, DuplicateStateCopyRule.self), [])
    let unread = view("self.poster = poster").replacingOccurrences(
      of: "Image(uiImage: poster ?? UIImage())", with: "Text(\"Poster\")")
    XCTAssertEqual(lint(unread, DuplicateStateCopyRule.self), [])
    XCTAssertEqual(
      lint(view("_poster = State(initialValue: poster)"), DuplicateStateCopyRule.self),
      [
        "2:3 warning: `@State private var poster` copies `poster` once and stops following its owner; use `let`, "
          + "`@Binding` or `@Bindable` instead"
      ])
  }

  /// A web view driven by commands: `if idle || busy { return }` then `busy = true` loads once per
  /// command; the same update without the early return reloads on every pass.
  func testACommandGuardedLoadRunsOncePerCommand() {
    func page(_ guardLine: String) -> String {
      """
      struct CommandedPage: UIViewRepresentable {
        @Binding var request: URLRequest?
        func makeCoordinator() -> Coordinator { Coordinator() }
        func makeUIView(context: Context) -> WKWebView { WKWebView() }
        func updateUIView(_ page: WKWebView, context: Context) {
          \(guardLine)
          context.coordinator.isBusy = true
          if let request { page.load(request) }
        }
        final class Coordinator: NSObject { var isBusy = false }
      }
      """
    }
    XCTAssertEqual(
      lint(page("if request == nil || context.coordinator.isBusy { return }"), UnguardedUpdateFeedbackRule.self), [])
    XCTAssertEqual(
      lint(page("print(\"update\")"), UnguardedUpdateFeedbackRule.self),
      [
        "8:27 info: `load` reloads the page on every SwiftUI update, losing the user's scroll position and input; "
          + "load only when the page changed (compare the web view's `url`, or keep the last one in the coordinator)"
      ])
  }

  /// `guard wired == false else { return }` then `wired = true`: the delegate is wired once; with
  /// the flag never set the guard is no once-flag and the re-wiring is reported.
  func testAOnceFlagSpelledAsAComparison() {
    func reader(_ set: String) -> String {
      """
      struct PagingReader: UIViewRepresentable {
        @State private var wired = false
        func makeCoordinator() -> Coordinator { Coordinator() }
        func makeUIView(context: Context) -> UIView { UIView() }
        func updateUIView(_ probe: UIView, context: Context) {
          DispatchQueue.main.async {
            guard wired == false, let pager = probe.superview as? UIScrollView else { return }
            \(set)
            pager.delegate = context.coordinator
          }
        }
        final class Coordinator: NSObject, UIScrollViewDelegate {}
      }
      """
    }
    XCTAssertEqual(lint(reader("wired = true"), DelegateInUpdateRule.self), [])
    XCTAssertEqual(
      lint(reader("print(wired)"), DelegateInUpdateRule.self),
      ["9:13 warning: `pager.delegate` is re-assigned on every SwiftUI update; wire it once in `makeUIView(context:)`"])
  }

  /// An `NSHostingView` added to a view controller's own view keeps a root view whose closure uses
  /// `self` strongly (labelled); added to a view nothing of `self` keeps, it is silent.
  func testAHostingViewAddedToTheControllersView() {
    func share(_ container: String) -> String {
      """
      final class ShareController: NSViewController {
        func finish() {}
        func show(_ link: String) {
          let form = LinkForm(link: link).onDisappear { self.finish() }
          let hosting = NSHostingView(rootView: form)
          \(container).addSubview(hosting)
        }
      }
      """
    }
    XCTAssertEqual(
      lint(share("view"), HostingRootViewStrongSelfRule.self),
      [
        "4:51 warning: This root view closure captures `self` strongly, and `self` keeps the hosting view that keeps "
          + "the root view: a retain cycle; capture `[weak self]`"
      ])
    XCTAssertEqual(lint(share("NSView()"), HostingRootViewStrongSelfRule.self), [])
  }

  /// A representable whose coordinator keeps a hosting controller and whose `makeUIView` returns
  /// that controller's view (directly, or unwrapped with `guard let`): SwiftUI shows the view and no
  /// view controller contains the controller. Returning a plain view the coordinator keeps is fine.
  func testAHostingViewReturnedFromMakeUIView() {
    func overlay(_ make: String) -> String {
      """
      struct Overlay<Content: View>: UIViewRepresentable {
        let content: Content
        func makeCoordinator() -> Coordinator { Coordinator() }
        func makeUIView(context: Context) -> UIView {
          context.coordinator.host = UIHostingController(rootView: content)
          \(make)
        }
        func updateUIView(_ view: UIView, context: Context) {}
        final class Coordinator {
          var host: UIHostingController<Content>?
          let plain = UIView()
        }
      }
      """
    }
    let message =
      "`context.coordinator.host.view` is returned as this representable's view, but no view controller makes "
      + "`context.coordinator.host` a child, so the hosted view misses appearance callbacks and trait and safe-area "
      + "updates; make this a `UIViewControllerRepresentable` whose `makeUIViewController(context:)` returns the "
      + "hosting controller (SwiftUI then contains it)"
    XCTAssertEqual(
      lint(overlay("return context.coordinator.host?.view ?? UIView()"), HostingViewWithoutContainmentRule.self),
      ["6:12 warning: " + message])
    XCTAssertEqual(
      lint(
        overlay("guard let shown = context.coordinator.host?.view else { return UIView() }\n    return shown"),
        HostingViewWithoutContainmentRule.self),
      ["7:12 warning: " + message])
    XCTAssertEqual(lint(overlay("return context.coordinator.plain"), HostingViewWithoutContainmentRule.self), [])
  }

  /// A region built from a local the update unwraps (`else if let first = stops.first`) moves the
  /// map on every update: the member `lines.first` in the `if` before it is not the local `first`
  /// (before the fix it was taken for a check of the value). A condition that reads the map's own
  /// region back still guards.
  func testAnUnwrappedStopIsNoChangeCheck() {
    func map(_ update: String) -> String {
      """
      struct RouteMap: UIViewRepresentable {
        let stops: [Stop]
        let lines: [MKOverlay]
        func makeUIView(context: Context) -> MKMapView { MKMapView() }
        func updateUIView(_ map: MKMapView, context: Context) {
          \(update)
        }
      }
      """
    }
    let unwrapped = map(
      """
      if let line = lines.first {
          map.setVisibleMapRect(line.boundingMapRect, animated: false)
        } else if let first = stops.first {
          map.setRegion(MKCoordinateRegion(center: first.coordinate, latitudinalMeters: 500, longitudinalMeters: 500), animated: false)
        }
      """)
    XCTAssertEqual(
      lint(unwrapped, UnguardedUpdateFeedbackRule.self).filter { $0.contains("setRegion") },
      [
        "9:9 info: `setRegion` moves the map on every SwiftUI update, undoing the user's pan and zoom; call it only "
          + "when what it shows changed (keep the last value in the coordinator)"
      ])
    let readBack = map(
      """
      if map.region.center.latitude != stops.first?.coordinate.latitude, let first = stops.first {
          map.setRegion(MKCoordinateRegion(center: first.coordinate, latitudinalMeters: 500, longitudinalMeters: 500), animated: false)
        }
      """)
    XCTAssertEqual(lint(readBack, UnguardedUpdateFeedbackRule.self), [])
  }
}
