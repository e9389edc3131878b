import BridgeLint
import XCTest

@testable import Rules

/// Shapes that were missed or misworded (issue 25 §2): each test lints a small source with the
/// rules it is about and compares every finding, message included.
final class OtherShapesTests: XCTestCase {
  /// `make_only_configuration`'s plain stored inputs are opt-in (rounds r and s).
  private let plainInputs = ["make_only_configuration": ["report_plain_inputs": "true"]]

  private func findings(_ code: String, _ rules: [any Rule.Type]) -> [String] {
    LintHarness.lint(code, rules: rules).map { "\($0.line):\($0.column) \($0.ruleID): \($0.message)" }
  }

  // MARK: - Conditional compilation

  /// One name, two platforms: each branch is its own representable, checked with its own words.
  private static func crossPlatform(iOSFirst: Bool) -> String {
    let iOS = """
      struct Caption: UIViewRepresentable {
        func makeUIView(context: Context) -> UIView { UIView() }
        func updateUIView(_ uiView: UIView, context: Context) {
          uiView.addSubview(UILabel())
        }
      }
      """
    let macOS = """
      struct Caption: NSViewRepresentable {
        func makeNSView(context: Context) -> NSView { NSView() }
        func updateNSView(_ nsView: NSView, context: Context) {
          nsView.addSubview(NSTextField())
        }
      }
      """
    let (first, second) = iOSFirst ? (iOS, macOS) : (macOS, iOS)
    return
      "#if os(\(iOSFirst ? "iOS" : "macOS"))\n\(first)\n#elseif os(\(iOSFirst ? "macOS" : "iOS"))\n\(second)\n#endif\n"
  }

  func testBothBranchesOfAnIfAreCheckedWithTheirOwnPlatformWords() {
    XCTAssertEqual(
      findings(Self.crossPlatform(iOSFirst: true), [ViewCreatedInUpdateRule.self]),
      [
        "5:23 view_created_in_update: `UILabel` is created again on every SwiftUI update; create it once in `makeUIView(context:)` and update it here",
        "12:23 view_created_in_update: `NSTextField` is created again on every SwiftUI update; create it once in `makeNSView(context:)` and update it here",
      ])
    XCTAssertEqual(
      findings(Self.crossPlatform(iOSFirst: false), [ViewCreatedInUpdateRule.self]),
      [
        "5:23 view_created_in_update: `NSTextField` is created again on every SwiftUI update; create it once in `makeNSView(context:)` and update it here",
        "12:23 view_created_in_update: `UILabel` is created again on every SwiftUI update; create it once in `makeUIView(context:)` and update it here",
      ])
  }

  /// An extension outside the `#if` belongs to the first branch's type; the same name declared
  /// twice with no `#if` between them (or in one branch) is still one type.
  func testAnExtensionOutsideTheIfAndOneBranchStayOneType() {
    let code = """
      #if os(iOS)
      struct Caption: UIViewRepresentable {
        func makeUIView(context: Context) -> UIView { UIView() }
      }
      #else
      struct Caption: NSViewRepresentable {
        func makeNSView(context: Context) -> NSView { NSView() }
      }
      #endif
      extension Caption {
        func updateUIView(_ uiView: UIView, context: Context) {
          uiView.addSubview(UILabel())
        }
      }
      """
    XCTAssertEqual(
      findings(code, [ViewCreatedInUpdateRule.self]),
      [
        "12:23 view_created_in_update: `UILabel` is created again on every SwiftUI update; create it once in `makeUIView(context:)` and update it here"
      ])
  }

  // MARK: - Platform words

  /// A view stored on an AppKit representable: reported at its construction, in AppKit's words,
  /// with the use in `updateNSView` as related information.
  func testAStoredViewUsedInUpdateNamesTheUseAndTheAppKitMethods() {
    let code = """
      struct Player: NSViewRepresentable {
        let playerView = AVPlayerView()
        func makeNSView(context: Context) -> AVPlayerView { playerView }
        func updateNSView(_ nsView: AVPlayerView, context: Context) {
          playerView.player = player
        }
      }
      """
    let reported = LintHarness.lint(code, rules: [ViewCreatedInUpdateRule.self])
    XCTAssertEqual(
      reported.map { "\($0.line):\($0.column) \($0.message)" },
      [
        "2:20 `playerView` is a new `AVPlayerView` in every copy of the representable, and "
          + "`updateNSView(_:context:)` runs on later copies than the one `makeNSView(context:)` showed, so it "
          + "changes a view that is not on screen; create the view in `makeNSView(context:)` and update the one "
          + "`updateNSView(_:context:)` is given"
      ])
    XCTAssertEqual(
      reported.first?.related.map { "\($0.line):\($0.column) \($0.message)" },
      ["5:5 `updateNSView(_:context:)` uses this copy's `playerView` here"])
  }

  func testAppKitRepresentablesAreToldTheirOwnMethodNames() {
    let code = """
      struct Clock: NSViewRepresentable {
        func makeNSView(context: Context) -> NSTextField {
          let field = NSTextField(labelWithString: "")
          Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in field.stringValue = Date().description }
          return field
        }
        func updateNSView(_ nsView: NSTextField, context: Context) {}
      }
      """
    XCTAssertEqual(
      findings(code, [MissingTeardownRule.self]),
      [
        "4:11 missing_teardown: This repeating timer is never invalidated, so it keeps firing (and keeps its target) after the view is gone; call `invalidate()` in `static func dismantleNSView(_:coordinator:)`"
      ])
  }

  /// No life-cycle method in the file says which platform: the conformance does.
  func testTheConformanceNamesThePlatformWhenNoLifeCycleMethodDoes() {
    let code = """
      extension Picker: NSViewControllerRepresentable {
        func makeCoordinator() -> Coordinator { Coordinator() }
        func sizeThatFits(_ proposal: ProposedViewSize, nsViewController: NSViewController, context: Context) -> CGSize? {
          nil
        }
      }
      """
    let file = ParsedFile(path: "Picker.swift", text: code)
    let model = BridgeModel(file: file, index: ProjectIndex(files: [file.typeSummaries()], jobs: 1))
    XCTAssertEqual(model.representables.map(\.flavor.dismantleMethod), ["dismantleNSViewController(_:coordinator:)"])
  }

  // MARK: - unguarded_update_feedback

  /// A project subclass of a text field, an AppKit combo box, and a write under an `if` that
  /// tells no change: each is a text write on every update, in its own framework's words.
  func testTextWritesOnSubclassesAppKitTwinsAndUnderUnrelatedConditions() {
    let code = """
      final class NoteField: UITextField {}
      final class TitleField: NoteField {}
      struct Note: UIViewRepresentable {
        @Binding var text: String
        let isEnabled: Bool
        func updateUIView(_ field: TitleField, context: Context) {
          if isEnabled { field.text = text }
        }
      }
      struct Choice: NSViewRepresentable {
        @Binding var choice: String
        func updateNSView(_ box: NSComboBox, context: Context) {
          box.stringValue = choice
        }
      }
      struct Quiet: UIViewRepresentable {
        @Binding var text: String
        func updateUIView(_ field: NoteField, context: Context) {
          if context.coordinator.lastText != text { field.text = text }
          if !field.isEditing { field.text = text }
        }
      }
      """
    XCTAssertEqual(
      findings(code, [UnguardedUpdateFeedbackRule.self]),
      [
        "7:26 unguarded_update_feedback: `field.text` is set on every SwiftUI update, which feeds back through UIKit; set it only when the value differs",
        "13:9 unguarded_update_feedback: `box.stringValue` is set on every SwiftUI update, which feeds back through AppKit; set it only when the value differs",
      ])
  }

  // MARK: - coordinator_strong_self

  func testASubscriptionStoredOnTheCoordinatorThatCapturesContextIsACycle() {
    let code = """
      struct Editor: UIViewRepresentable {
        @ObservedObject var model: Model
        func makeUIView(context ctx: Context) -> UITextView {
          model.$text.sink { text in ctx.coordinator.apply(text) }.store(in: &ctx.coordinator.cancellables)
          model.$size.sink { size in ctx.coordinator.resize(size) }.store(in: &model.cancellables)
          return UITextView()
        }
      }
      """
    XCTAssertEqual(
      findings(code, [CoordinatorStrongSelfRule.self]),
      [
        "4:32 coordinator_strong_self: This subscription is stored on the coordinator and its closure captures `ctx`, which holds the coordinator: a cycle, so neither is ever released; capture `[weak coordinator = ctx.coordinator]` and use `coordinator?` instead"
      ])
  }

  // MARK: - force_refresh_identity

  /// A project spinner is a progress view (silent); a fresh identity on rows with a context menu is
  /// the known workaround (info, with its cost); another project view keeps its warning.
  func testSpinnerWrappersAreSilentAndTheContextMenuWorkaroundIsInfo() {
    let spinner = "struct Spinner: View {\n  var body: some View { ProgressView().controlSize(.small) }\n}\n"
    let code = """
      struct Inbox: View {
        var body: some View {
          List(messages) { message in
            Row(message: message).contextMenu { Button("Read") { read(message) } }.id(UUID())
          }
          Spinner().id(UUID())
          Row(message: nil).id(UUID())
        }
      }
      """
    let found = LintHarness.lint(
      [("Spinner.swift", spinner), ("Inbox.swift", code)], rules: [ForceRefreshIdentityRule.self]
    ).map { "\($0.path):\($0.line):\($0.column) \($0.severity): \($0.message)" }
    XCTAssertEqual(
      found,
      [
        "Inbox.swift:4:81 info: This identity changes on every render: the known workaround for a context menu that shows stale content, but it also rebuilds these rows and resets their state each time; key it by what the menu shows instead",
        "Inbox.swift:7:26 warning: This identity changes on every render, so SwiftUI rebuilds the view and resets its state each time; use a stored token that changes only when a refresh is wanted",
      ])
  }
}

extension OtherShapesTests {
  /// A plain input used only in `make…` is reported when some caller hands it a value it keeps
  /// (round p's reviewers judged inputs every caller passes as a constant wrong), through locals
  /// of `make…` and into a map view's `setRegion`; an input named as a starting value is not.
  func testAPlainInputIsReportedWhenACallerHandsItAKeptValue() {
    let webPage = (
      path: "ArticleView.swift",
      text: """
      struct ArticleView: UIViewRepresentable {
        let url: URL
        func makeUIView(context: Context) -> WKWebView {
          let web = WKWebView()
          web.load(URLRequest(url: url))
          return web
        }
        func updateUIView(_ web: WKWebView, context: Context) {}
      }
      struct About: View {
        var body: some View { ArticleView(url: URL(fileURLWithPath: "/about.html")) }
      }
      """
    )
    let map = (
      path: "StopMap.swift",
      text: """
      struct StopMap: UIViewRepresentable {
        var center: CLLocationCoordinate2D
        let initialSpan: Double
        func makeUIView(context: Context) -> MKMapView {
          let map = MKMapView()
          let meters = initialSpan
          let region = MKCoordinateRegion(center: center, latitudinalMeters: meters, longitudinalMeters: meters)
          map.setRegion(region, animated: true)
          return map
        }
        func updateUIView(_ map: MKMapView, context: Context) {}
      }
      """
    )
    // Two inputs in one local are one finding, at the local's use.
    let label = (
      path: "Greeting.swift",
      text: """
      struct Greeting: UIViewRepresentable {
        let salutation: String
        let name: String
        func makeUIView(context: Context) -> UILabel {
          let label = UILabel()
          let line = salutation + ", " + name
          label.text = line
          return label
        }
        func updateUIView(_ label: UILabel, context: Context) {}
      }
      """
    )
    // Only the callers that hand in a value they keep make the inputs changing ones.
    let callers = (
      path: "Callers.swift",
      text: """
      struct StopScreen: View {
        let stop: Stop
        var body: some View { StopMap(center: stop.center, initialSpan: 400) }
      }
      struct Welcome: View {
        let user: User
        var body: some View { Greeting(salutation: user.salutation, name: user.name) }
      }
      """
    )
    XCTAssertEqual(
      LintHarness.lint([webPage, map, label], rules: [MakeOnlyConfigurationRule.self], options: plainInputs).count, 0)
    let findings = LintHarness.lint(
      [webPage, map, label, callers], rules: [MakeOnlyConfigurationRule.self], options: plainInputs
    ).map {
      "\($0.path):\($0.line):\($0.column) \($0.message)"
    }
    XCTAssertEqual(
      findings,
      [
        "Greeting.swift:7:18 `salutation` is applied to `text` only in `makeUIView(context:)`, so later changes are "
          + "ignored; apply it in `updateUIView(_:context:)` too",
        "StopMap.swift:8:19 `center` is passed to `setRegion` only in `makeUIView(context:)`, so a later value is "
          + "never shown; call it in `updateUIView(_:context:)` when it changed",
      ])
  }

  /// Issue 25: an input handed to a project view's initializer or set on a project controller's
  /// property is reported only when the index shows the class lets it be set again.
  func testAnInputHandedToAProjectTypeIsReportedWhenTheTypeCanTakeItAgain() {
    let types = (
      path: "Views.swift",
      text: """
      final class LinkView: UIView {
        var title: String
        let url: URL
        init(title: String, url: URL) {
          self.title = title
          self.url = url
          super.init(frame: .zero)
        }
        required init?(coder: NSCoder) { nil }
      }
      final class WebController: UIViewController {
        var style: Style = .plain
        private(set) var request: URLRequest?
        weak var host: UIViewController?
        var search: UISearchController?
        var delegate: PageDelegate?
        var onClose: (() -> Void)?
        // Set once before the view loads.
        var account: Account!
      }
      """
    )
    let link = (
      path: "Link.swift",
      text: """
      struct LinkCell: UIViewRepresentable {
        let title: String
        let url: URL
        func makeUIView(context: Context) -> LinkView {
          return LinkView(title: title, url: url)
        }
        func updateUIView(_ view: LinkView, context: Context) {}
      }
      """
    )
    let page = (
      path: "Page.swift",
      text: """
      struct Page: UIViewControllerRepresentable {
        let style: Style
        let request: URLRequest
        let caption: String
        // A back reference and an object the representable makes itself are no inputs.
        weak var host: UIViewController?
        var search = UISearchController()
        let delegate: PageDelegate
        @Binding var isOpen: Bool
        let account: Account
        func makeUIViewController(context: Context) -> WebController {
          let controller = WebController()
          controller.style = style
          controller.request = request
          controller.host = host
          controller.search = search
          controller.delegate = delegate
          controller.onClose = { isOpen = false }
          controller.account = account
          let label = UnknownLabel(caption: caption)
          controller.view.addSubview(label)
          return controller
        }
        func updateUIViewController(_ controller: WebController, context: Context) {}
      }
      """
    )
    // Callers that pass constants configure the views once; callers that hand in kept values
    // change them later (fix-p's changing-value requirement holds for project types too).
    let constantCallers = (
      path: "Constants.swift",
      text: """
      struct About: View {
        var body: some View { LinkCell(title: "Help", url: URL(fileURLWithPath: "/")) }
      }
      """
    )
    let keptCallers = (
      path: "Callers.swift",
      text: """
      struct Row: View {
        let item: Item
        var body: some View { LinkCell(title: item.title, url: item.url) }
      }
      struct Reader: View {
        let item: Item
        let settings: Settings
        var body: some View {
          Page(
            style: settings.style, request: item.request, caption: item.caption, delegate: settings.pager,
            isOpen: .constant(true), account: settings.account)
        }
      }
      """
    )
    let unchanging = LintHarness.lint(
      [types, link, page, constantCallers], rules: [MakeOnlyConfigurationRule.self], options: plainInputs)
    XCTAssertEqual(unchanging.count, 0)
    let findings = LintHarness.lint(
      [types, link, page, keptCallers], rules: [MakeOnlyConfigurationRule.self], options: plainInputs
    ).map {
      "\($0.path):\($0.line):\($0.column) \($0.message)"
    }
    XCTAssertEqual(
      findings,
      [
        "Link.swift:5:28 `title` is passed to `LinkView` only in `makeUIView(context:)`, so a later value is never "
          + "shown; set `title` in `updateUIView(_:context:)` too",
        "Page.swift:13:24 `style` is applied to `style` only in `makeUIViewController(context:)`, so later changes "
          + "are ignored; apply it in `updateUIViewController(_:context:)` too",
      ])
  }

  /// Round q: content a hosting controller is built with in `make…`, when `update…` never sets
  /// `rootView`, and an input handed to a project controller's own applying method when
  /// `update…` is empty. A content closure is rebuilt by every parent render; a plain input
  /// still needs a caller that hands it a kept value; a model object the hosted view observes is
  /// no finding.
  func testHostedContentAndAProjectControllersMethodAreAppliedOnce() {
    let hosted = (
      path: "Hosted.swift",
      text: """
      final class Store: ObservableObject {}
      struct Framed<Content: View>: UIViewControllerRepresentable {
        let content: () -> Content
        func makeUIViewController(context: Context) -> UINavigationController {
          UINavigationController(rootViewController: UIHostingController(rootView: content()))
        }
        func updateUIViewController(_ controller: UINavigationController, context: Context) {}
      }
      struct Refreshed<Content: View>: UIViewControllerRepresentable {
        let content: () -> Content
        func makeUIViewController(context: Context) -> UIHostingController<Content> {
          UIHostingController(rootView: content())
        }
        func updateUIViewController(_ controller: UIHostingController<Content>, context: Context) {
          controller.rootView = content()
        }
      }
      struct Menu: UIViewControllerRepresentable {
        let onOpen: () -> Void
        func makeUIViewController(context: Context) -> UIHostingController<MenuScreen> {
          UIHostingController(rootView: MenuScreen(onOpen: onOpen))
        }
        func updateUIViewController(_ controller: UIHostingController<MenuScreen>, context: Context) {}
      }
      struct Observing: UIViewControllerRepresentable {
        let store: Store
        func makeUIViewController(context: Context) -> UIHostingController<Panel> {
          UIHostingController(rootView: Panel(store: store))
        }
        func updateUIViewController(_ controller: UIHostingController<Panel>, context: Context) {}
      }
      """
    )
    let browser = (
      path: "Browser.swift",
      text: """
      final class BrowserController: UIViewController {
        func loadPage(_ url: URL) {}
        func setup(_ url: URL) {}
      }
      struct Browser: UIViewControllerRepresentable {
        let url: URL
        let home: URL
        func makeUIViewController(context: Context) -> BrowserController {
          let controller = BrowserController()
          controller.setup(home)
          controller.loadPage(url)
          return controller
        }
        func updateUIViewController(_ controller: BrowserController, context: Context) {}
      }
      """
    )
    let callers = (
      path: "Callers.swift",
      text: """
      struct Help: View {
        let store: Store
        var body: some View {
          Observing(store: store)
        }
      }
      struct Article: View {
        let item: Item
        var body: some View { Browser(url: item.url, home: item.home) }
      }
      """
    )
    let constantCaller = (
      path: "Constant.swift",
      text: """
      struct About: View {
        var body: some View { Browser(url: URL(fileURLWithPath: "/about"), home: URL(fileURLWithPath: "/")) }
      }
      """
    )
    let rules: [any Rule.Type] = [MakeOnlyConfigurationRule.self]
    let messages = { (files: [(path: String, text: String)]) in
      LintHarness.lint(files, rules: rules, options: self.plainInputs).map {
        "\($0.path):\($0.line):\($0.column) \($0.message)"
      }
    }
    let framed =
      "Hosted.swift:5:78 `content` builds the hosted `rootView` only in `makeUIViewController(context:)`, so later "
      + "content is never shown; set `rootView` in `updateUIViewController(_:context:)` too"
    XCTAssertEqual(messages([hosted, browser, constantCaller]), [framed])
    XCTAssertEqual(
      messages([hosted, browser, callers]),
      [
        "Browser.swift:11:25 `url` is passed to `loadPage` only in `makeUIViewController(context:)`, so a later "
          + "value is never shown; call it in `updateUIViewController(_:context:)` when it changed",
        framed,
      ])
  }
}
