import BridgeLint
import Rules
import XCTest

/// Pass 1 runs the rules against an index of the file's own types and keeps those findings
/// when the project index answers every question the rules asked the same way. These tests
/// pin down both outcomes and that the findings never differ from linting in pass 2 only.
final class PassOneFindingsTests: XCTestCase {
  private func outcome(_ sources: [(path: String, text: String)], reusing: Bool = true) -> LintOutcome {
    LintHarness.outcome(sources, reusing: reusing, jobs: 2)
  }

  private func render(_ result: LintOutcome) -> [String] { result.diagnostics.map(LintHarness.render) }

  private static let screen =
    "final class ProfileScreen: BaseScreen {\n  func show(_ child: UIViewController) {\n"
    + "    addChild(child)\n    view.addSubview(child.view)\n  }\n}\n"

  func testAFindingThatRestsOnAnotherFileIsRecomputed() {
    // Only the project index knows `BaseScreen` is a view controller: pass 1 sees no container.
    let sources: [(path: String, text: String)] = [
      ("ProfileScreen.swift", PassOneFindingsTests.screen),
      ("BaseScreen.swift", "class BaseScreen: UIViewController {}\n"),
    ]
    let result = outcome(sources)
    XCTAssertEqual(
      result.diagnostics.map { "\($0.path):\($0.line) \($0.ruleID)" }, ["ProfileScreen.swift:3 missing_did_move"])
    XCTAssertEqual(result.rulesRerunFileCount, 1)
    XCTAssertEqual(render(result), render(outcome(sources, reusing: false)))
  }

  func testASelfContainedFileIsLintedOnce() {
    let sources: [(path: String, text: String)] = [
      ("ProfileScreen.swift", PassOneFindingsTests.screen + "class BaseScreen: UIViewController {}\n"),
      ("Model.swift", "struct Profile {\n  let name: String\n}\n"),
    ]
    let result = outcome(sources)
    XCTAssertEqual(
      result.diagnostics.map { "\($0.path):\($0.line) \($0.ruleID)" }, ["ProfileScreen.swift:3 missing_did_move"])
    XCTAssertEqual(result.rulesRunFileCount, 1)
    XCTAssertEqual(result.rulesRerunFileCount, 0)
  }

  func testAnotherFileCanAlsoTakeAFindingAway() {
    // Alone, `Board` looks like it removes a UIKit child carelessly; the project says it is a
    // SpriteKit scene, whose `removeFromParent()` is its own.
    let board =
      "final class Board: BaseScene {\n  func clear(_ child: UIViewController) {\n    child.removeFromParent()\n  }\n}\n"
    let alone = outcome([("Board.swift", board)])
    XCTAssertEqual(alone.diagnostics.map { "\($0.path):\($0.line) \($0.ruleID)" }, ["Board.swift:3 missing_did_move"])
    let sources: [(path: String, text: String)] = [
      ("Board.swift", board), ("BaseScene.swift", "class BaseScene: SKScene {}\n"),
    ]
    let result = outcome(sources)
    XCTAssertEqual(result.diagnostics.map { $0.ruleID }, [])
    XCTAssertEqual(result.rulesRerunFileCount, 1)
    XCTAssertEqual(render(result), render(outcome(sources, reusing: false)))
  }

  func testQueryLogReplaysAgainstAnotherIndex() {
    let screen = ParsedFile(path: "ProfileScreen.swift", text: PassOneFindingsTests.screen)
    let base = ParsedFile(path: "BaseScreen.swift", text: "class BaseScreen: UIViewController {}\n")
    let log = IndexQueryLog()
    let local = ProjectIndex(summaries: screen.typeSummaries(), recordingInto: log)
    XCTAssertFalse(local.isUIKitViewController("ProfileScreen"))
    XCTAssertTrue(log.answersSame(as: ProjectIndex(summaries: screen.typeSummaries())))
    XCTAssertFalse(log.answersSame(as: ProjectIndex(summaries: screen.typeSummaries() + base.typeSummaries())))

    // A question about the whole project has no file-local answer.
    let whole = IndexQueryLog()
    _ = ProjectIndex(summaries: screen.typeSummaries(), recordingInto: whole).coordinatorSimpleNames
    XCTAssertFalse(whole.answersSame(as: ProjectIndex(summaries: screen.typeSummaries())))
  }

  func testFixturesGiveTheSameFindingsWithAndWithoutPassOneFindings() throws {
    let sources = try LintHarness.allFixtures()
    let reused = outcome(sources)
    XCTAssertFalse(reused.diagnostics.isEmpty)
    XCTAssertEqual(render(reused), render(outcome(sources, reusing: false)))
  }
}
