import BridgeLint
import Rules
import XCTest

/// Shapes round o's reviewers found missed that need more than one file to show.
final class RoundOShapesTests: XCTestCase {
  private let ticker = (
    path: "Ticker.swift",
    text: """
    import SwiftUI
    struct Ticker: UIViewRepresentable {
      @Binding var count: Int
      func makeCoordinator() -> TickerCoordinator { TickerCoordinator(count: $count) }
      func makeUIView(context: Context) -> UILabel { UILabel() }
      func updateUIView(_ label: UILabel, context: Context) { label.text = String(count) }
    }
    """
  )

  private func coordinator(_ timerDeclaration: String, extra: String = "") -> (path: String, text: String) {
    (
      path: "TickerCoordinator.swift",
      text: """
      import SwiftUI
      final class TickerCoordinator: NSObject {
        @Binding var count: Int
        \(timerDeclaration)
        init(count: Binding<Int>) {
          _count = count
          super.init()
          start()
        }
        private func start() {
          ticks = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in self?.count += 1 }
        }\(extra)
      }
      """
    )
  }

  private func lint(_ files: [(path: String, text: String)]) -> [String] {
    LintHarness.lint(files, rules: [MissingTeardownRule.self]).map {
      "\($0.path):\($0.line):\($0.column) \($0.message)"
    }
  }

  func testACoordinatorInItsOwnFileThatStartsATimerInInitIsReported() {
    XCTAssertEqual(
      lint([ticker, coordinator("private var ticks: Timer?")]),
      [
        "TickerCoordinator.swift:11:19 This repeating timer starts when the coordinator is made and nothing "
          + "invalidates it, so it keeps firing after the view is gone; invalidate it from the representable's "
          + "`dismantle…` method (through a method of the coordinator)"
      ])
  }

  func testATimerOthersCanReachOrTheCoordinatorStopsIsNotReported() {
    // Another file may invalidate a timer it can name (a `dismantleUIView` beside the representable).
    XCTAssertEqual(lint([ticker, coordinator("var ticks: Timer?")]), [])
    // The coordinator invalidates it itself, and the timer keeps no strong reference to it.
    XCTAssertEqual(
      lint([ticker, coordinator("private var ticks: Timer?", extra: "\n  deinit { ticks?.invalidate() }")]), [])
    // A class no representable makes its coordinator is not this rule's.
    XCTAssertEqual(lint([coordinator("private var ticks: Timer?")]), [])
  }
}
