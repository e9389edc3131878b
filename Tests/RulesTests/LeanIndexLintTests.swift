import BridgeLint
import Rules
import XCTest

/// A whole run lets the per-file summaries and seeds go once the project index has them; a run
/// that keeps the index (the fixer) keeps them. The findings must be the same either way.
final class LeanIndexLintTests: XCTestCase {
  private func findings(_ sources: [(path: String, text: String)], keepingIndex: Bool, reusing: Bool) -> [String] {
    let inputs = sources.map {
      LintInput(absolutePath: "/virtual/" + $0.path, displayPath: $0.path, contents: Array($0.text.utf8))
    }
    let active = RuleRegistry.all.map { ActiveRule($0) }
    var linter = Linter(jobs: 2, rules: { _ in active }, postProcess: LintHarness.suppression.apply)
    linter.retainsProjectIndex = keepingIndex
    linter.reusesPassOneFindings = reusing
    let outcome = linter.lint(inputs)
    XCTAssertEqual(outcome.projectIndex != nil, keepingIndex)
    return outcome.diagnostics.map(LintHarness.render)
  }

  func testEveryRuleFindsTheSameOnTheFixturesWithOrWithoutTheKeptSummaries() throws {
    let sources = try LintHarness.allFixtures()
    for reusing in [true, false] {
      let lean = findings(sources, keepingIndex: false, reusing: reusing)
      XCTAssertGreaterThan(lean.count, 100)
      XCTAssertEqual(lean, findings(sources, keepingIndex: true, reusing: reusing), "reusing: \(reusing)")
    }
  }
}
