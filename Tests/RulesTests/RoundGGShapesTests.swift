import BridgeLint
import Rules
import XCTest

/// Shapes round gg's reviewers found missed or wrongly reported, with the messages users read.
final class RoundGGShapesTests: XCTestCase {
  private func lint(_ text: String, _ rule: any Rule.Type) -> [String] {
    LintHarness.lint(text, rules: [rule]).map { "\($0.line):\($0.column) \($0.severity.rawValue): \($0.message)" }
  }

  /// A card's `@State` the card never reads or writes (dead state, 9 findings judged wrong): a
  /// stale first value shows nowhere. Once the card reads it, the copy is reported.
  func testStateTheChildNeverUsesIsNoStaleCopy() {
    let code = """
      struct CardView: View {
        @State var task: TaskItem
        var title: String
        var body: some View { Text(title) }
      }
      struct Home: View {
        @ObservedObject var model: HomeModel
        var body: some View {
          ForEach(model.tasks) { task in CardView(task: task, title: task.title) }
        }
      }
      """
    XCTAssertEqual(lint(code, DuplicateStateCopyRule.self), [])
    let read = code.replacingOccurrences(of: "Text(title)", with: "Text(task.name)")
    XCTAssertEqual(
      lint(read, DuplicateStateCopyRule.self),
      [
        "9:51 warning: `CardView` keeps the first `task` it is given (`@State var task` in Example.swift); later "
          + "changes of `task` never reach it — pass a `@Binding` or a `let`"
      ])
  }

  /// A child that builds its own view model from the caller's `@State` which the caller never
  /// writes (judged wrong: the year is fixed for the tab), whatever the child does with its object.
  /// Once the caller changes the year, the child's first object is stale.
  func testAnObjectBuiltFromStateTheCallerNeverWritesIsFixed() {
    let code = """
      final class YearModel: ObservableObject {
        @Published var year: Int
        init(year: Int) { self.year = year }
      }
      struct Disputes: View {
        @StateObject private var viewModel: YearModel
        init(selectedYear: Int) { _viewModel = StateObject(wrappedValue: YearModel(year: selectedYear)) }
        var body: some View { Stepper("\\(viewModel.year)", value: $viewModel.year) }
      }
      struct Tabs: View {
        @State private var selectedYear = 2025
        var body: some View { NavigationStack { Disputes(selectedYear: selectedYear) } }
      }
      """
    XCTAssertEqual(lint(code, DuplicateStateCopyRule.self), [])
    let changed = code.replacingOccurrences(
      of: "NavigationStack { Disputes(selectedYear: selectedYear) }",
      with: "NavigationStack { Disputes(selectedYear: selectedYear) }.onAppear { selectedYear += 1 }")
    XCTAssertEqual(lint(changed, DuplicateStateCopyRule.self).count, 1)
  }

  /// A half sheet presented under its flag alone, whose coordinator only hears the dismissal: the
  /// coordinator handed out as the presentation's delegate is no record of what is on screen.
  func testACoordinatorHandedOutAsDelegateIsNoPresentationRecord() {
    let code = """
      struct HalfSheetHelper<Sheet: View>: UIViewControllerRepresentable {
        var sheet: Sheet
        @Binding var showSheet: Bool
        func makeUIViewController(context: Context) -> UIViewController { UIViewController() }
        func makeCoordinator() -> Coordinator { Coordinator() }
        func updateUIViewController(_ controller: UIViewController, context: Context) {
          if showSheet {
            let sheetController = UIHostingController(rootView: sheet)
            sheetController.presentationController?.delegate = context.coordinator
            controller.present(sheetController, animated: true)
          }
        }
        final class Coordinator: NSObject, UIAdaptivePresentationControllerDelegate {
          var isPresenting = false
        }
      }
      """
    XCTAssertEqual(lint(code, ViewCreatedInUpdateRule.self).count, 1)
    let recorded = code.replacingOccurrences(
      of: "controller.present(sheetController, animated: true)",
      with: "context.coordinator.isPresenting = true\n      controller.present(sheetController, animated: true)")
    XCTAssertEqual(lint(recorded, ViewCreatedInUpdateRule.self), [])
  }

  /// A reader pushed by `.navigationDestination(isPresented:)` or as a `NavigationLink`'s
  /// `destination: Group { … }` builds its view model from values the list behind it cannot change
  /// while it is shown (round hh, judged wrong 3 times); the same child built in place is reported.
  func testAnObjectBuiltInPushedContentIsFixedForThePush() {
    let code = """
      final class ReaderModel: ObservableObject { init(url: URL) {} }
      struct Reader: View {
        @StateObject private var model: ReaderModel
        init(url: URL) { _model = StateObject(wrappedValue: ReaderModel(url: url)) }
        var body: some View { Text("") }
      }
      struct Bookmarks: View {
        @State private var selected: URL?
        @State private var showsReader = false
        var body: some View {
          List { Button("Pick") { selected = URL(string: "file:///a") } }
            .navigationDestination(isPresented: $showsReader) {
              if let url = selected { Reader(url: url) }
            }
          NavigationLink(destination: Group { if let url = selected { Reader(url: url) } }) { Text("Open") }
        }
      }
      """
    XCTAssertEqual(lint(code, DuplicateStateCopyRule.self), [])
    let inPlace = code.replacingOccurrences(
      of: "List { Button", with: "List { if let url = selected { Reader(url: url) }\n Button")
    XCTAssertEqual(lint(inPlace, DuplicateStateCopyRule.self).count, 1)
  }
}
