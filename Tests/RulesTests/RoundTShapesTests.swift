import BridgeLint
import Rules
import XCTest

/// Shapes rounds r and s's reviewers found missed, with the messages users read.
final class RoundTShapesTests: XCTestCase {
  private func lint(_ text: String, _ rule: any Rule.Type, options: [String: String] = [:]) -> [String] {
    let id = rule.description.identifier
    return LintHarness.lint(text, rules: [rule], options: options.isEmpty ? [:] : [id: options]).map {
      "\($0.line):\($0.column) \($0.message)"
    }
  }

  func testAPublishedPropertyOfTheObservedObjectWrittenInUpdateIsAStateWrite() {
    let code = """
      final class CameraState: ObservableObject {
        @Published var shouldCapture = false
      }
      struct CameraView: UIViewControllerRepresentable {
        @ObservedObject var camera: CameraState
        func makeUIViewController(context: Context) -> CameraController { CameraController() }
        func updateUIViewController(_ controller: CameraController, context: Context) {
          camera.shouldCapture = false
        }
      }
      """
    XCTAssertEqual(
      lint(code, StateWriteDuringUpdateRule.self),
      [
        "8:12 `camera.shouldCapture` (@Published, on the @ObservedObject) is written during SwiftUI's update pass "
          + "in `updateUIViewController`, which SwiftUI forbids (\"Publishing changes from within view updates\"); "
          + "write it from a coordinator callback instead"
      ])
  }

  func testAStateSeededFromAMethodOfTheCallersModelKeepsItsFirstValue() {
    let code = """
      struct SyllableLabel: View {
        @State var syllable: String
        var body: some View { Text(syllable) }
      }
      struct LessonView: View {
        @ObservedObject var lesson: Lesson
        var body: some View { SyllableLabel(syllable: lesson.word.syllable(at: 0)) }
      }
      """
    XCTAssertEqual(
      lint(code, DuplicateStateCopyRule.self),
      [
        "7:49 `SyllableLabel` keeps the first `syllable` it is given (`@State var syllable` in Example.swift); "
          + "later changes of `lesson.word` never reach it — pass a `@Binding` or a `let`"
      ])
  }

  func testARootViewClosureSetAfterConstructionOnAKeptHostingControllerIsACycle() {
    let code = """
      final class SendButtonHost: UIHostingController<SendButton> {}
      final class SendViewController: UIViewController {
        private var sendButton = SendButtonHost(rootView: SendButton())
        override func viewDidLoad() {
          super.viewDidLoad()
          sendButton.rootView.onSend = { self.send() }
        }
        func send() {}
      }
      """
    XCTAssertEqual(
      lint(code, HostingRootViewStrongSelfRule.self),
      [
        "6:36 This root view closure captures `self` strongly, and `self` keeps the hosting controller that keeps "
          + "the root view: a retain cycle; capture `[weak self]`"
      ])
  }

  func testADependencysViewTypeCallingLayoutSubviewsIsReported() {
    let code = """
      import UIKit
      import Slideshow
      final class VenueController: UIViewController {
        @IBOutlet weak var gallery: Slideshow!
        func refresh() { gallery.updateConstraints() }
      }
      """
    XCTAssertEqual(
      lint(code, UpdatePropertiesDirectCallRule.self),
      [
        "5:28 UIKit calls `updateConstraints()` itself; call `setNeedsUpdateConstraints()` (or "
          + "`updateConstraintsIfNeeded()` to run it now) instead"
      ])
  }

  func testEndingEditingOnEveryUpdateIsReported() {
    let code = """
      struct Article: UIViewRepresentable {
        func makeUIView(context: Context) -> WKWebView { WKWebView() }
        func updateUIView(_ web: WKWebView, context: Context) { web.endEditing(true) }
      }
      """
    XCTAssertEqual(
      lint(code, UnguardedUpdateFeedbackRule.self),
      [
        "3:63 `endEditing` runs on every SwiftUI update, not only when its input changed; compare with the current or "
          + "last value first"
      ])
  }

  func testAPlainInputAppliedOnlyInMakeIsReportedOnlyWithTheOption() {
    let code = """
      struct ArticleView: UIViewRepresentable {
        let url: URL
        func makeUIView(context: Context) -> WKWebView {
          let web = WKWebView()
          web.load(URLRequest(url: url))
          return web
        }
        func updateUIView(_ web: WKWebView, context: Context) {}
      }
      struct Reader: View {
        let article: Article
        var body: some View { ArticleView(url: article.url) }
      }
      """
    XCTAssertEqual(lint(code, MakeOnlyConfigurationRule.self), [])
    XCTAssertEqual(lint(code, MakeOnlyConfigurationRule.self, options: ["report_plain_inputs": "true"]).count, 1)
  }
  func testAnotherPlatformsAliasOfAFrameworkNameDoesNotHideUIKit() {
    let controller = (
      path: "Feedback.swift",
      text: """
      import UIKit
      final class FeedbackViewController: UIViewController {
        func keyboardWillHide() { view.updateConstraints() }
      }
      """
    )
    let shim = (
      path: "macOS/UXKit.swift",
      text: """
      import AppKit
      public typealias UIViewController = NSViewController
      """
    )
    let found = LintHarness.lint([controller, shim], rules: [UpdatePropertiesDirectCallRule.self]).map {
      "\($0.path):\($0.line):\($0.column)"
    }
    XCTAssertEqual(found, ["Feedback.swift:3:34"])
  }
}
