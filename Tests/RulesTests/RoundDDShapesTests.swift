import BridgeLint
import Rules
import XCTest

/// Shapes round dd's reviewers found missed or wrongly reported, with the messages users read.
final class RoundDDShapesTests: XCTestCase {
  private func lint(_ text: String, _ rule: any Rule.Type) -> [String] {
    LintHarness.lint(text, rules: [rule]).map { "\($0.line):\($0.column) \($0.message)" }
  }

  func testAChildAddedToTheControllersOwnParentNeedsDidMove() {
    let code = """
      final class InputViewController: UIViewController {
        func showMentions(_ list: UIViewController) {
          guard let parent = parent else { return }
          parent.addChild(list)
          parent.view.addSubview(list.view)
        }
      }
      """
    XCTAssertEqual(
      lint(code, MissingDidMoveRule.self),
      [
        "4:12 `list` is added as a child view controller but never gets `didMove(toParent:)`; call "
          + "`list.didMove(toParent: parent)` once its view is in place"
      ])
  }

  /// A header's colours with their values, which no caller passes: the dots keep them (4 wrong
  /// findings); the same colour passed in by a caller that keeps it is a stale copy.
  func testAPlainPropertyNoCallerPassesKeepsItsValue() {
    let header = """
      struct Header: View {
        var tint = Color.blue
        var body: some View { Dot(color: tint) }
      }
      struct Dot: View {
        @State var color: Color
        var body: some View { Circle().fill(color) }
      }
      """
    XCTAssertEqual(
      lint(header + "\nstruct Screen: View { var body: some View { Header() } }", DuplicateStateCopyRule.self), [])
    XCTAssertEqual(
      lint(
        header + "\nstruct Screen: View { let theme: Theme; var body: some View { Header(tint: theme.accent) } }",
        DuplicateStateCopyRule.self),
      [
        "3:36 `Dot` keeps the first `color` it is given (`@State var color` in Example.swift); later changes of "
          + "`tint` never reach it — pass a `@Binding` or a `let`"
      ])
  }

  func testAScriptHandlerNamedLikeAControllerIsNoView() {
    let code = """
      struct Web: UIViewRepresentable {
        let contentController = ContentController()
        func makeUIView(context: Context) -> WKWebView { WKWebView() }
        func updateUIView(_ web: WKWebView, context: Context) { contentController.reset() }
      }
      final class ContentController: NSObject, WKScriptMessageHandler {
        func reset() {}
      }
      """
    XCTAssertEqual(lint(code, ViewCreatedInUpdateRule.self), [])
    XCTAssertEqual(
      lint(
        code.replacingOccurrences(of: "NSObject, WKScriptMessageHandler", with: "UIViewController"),
        ViewCreatedInUpdateRule.self),
      [
        "2:27 `contentController` is a new `ContentController` in every copy of the representable, and "
          + "`updateUIView(_:context:)` runs on later copies than the one `makeUIView(context:)` showed, so it "
          + "changes a view that is not on screen; create the view in `makeUIView(context:)` and update the one "
          + "`updateUIView(_:context:)` is given"
      ])
  }

  /// Apple's page-view tutorial: UIKit calls the page delegate only for a swipe (8 debatable).
  func testThePageShownAgainOnEveryUpdateIsNoFeedback() {
    let code = """
      struct PageViewController<Page: View>: UIViewControllerRepresentable {
        var controllers: [UIViewController]
        @Binding var currentPage: Int
        func makeUIViewController(context: Context) -> UIPageViewController {
          UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        }
        func updateUIViewController(_ pageViewController: UIPageViewController, context: Context) {
          pageViewController.setViewControllers([controllers[currentPage]], direction: .forward, animated: true)
        }
      }
      """
    XCTAssertEqual(lint(code, UnguardedUpdateFeedbackRule.self), [])
  }

  /// The caller changes the value it seeds the child's edited copy with: the child never sees it.
  func testACopyBothTheChildAndTheCallerChangeIsReported() {
    let code = """
      struct NumberPicker: View {
        @State private var selection: Int
        init(_ value: Int) { _selection = State(wrappedValue: value) }
        var body: some View { Stepper("", value: $selection) }
      }
      struct Settings: View {
        @State private var chosen = 0
        var body: some View {
          NumberPicker(chosen)
          Button("Reset") { chosen = 0 }
        }
      }
      """
    XCTAssertEqual(
      lint(code, DuplicateStateCopyRule.self),
      [
        "9:18 `NumberPicker` keeps the first `selection` it makes from `value` (`@State var selection` in "
          + "Example.swift); later changes of `chosen` never reach it — pass a `@Binding` or a `let`"
      ])
    XCTAssertEqual(
      lint(code.replacingOccurrences(of: "Button(\"Reset\") { chosen = 0 }", with: ""), DuplicateStateCopyRule.self),
      [], "a value the caller never changes is the child's starting value")
  }
}
