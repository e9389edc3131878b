import BridgeLint
import Rules
import XCTest

/// All rules together reaching a fixpoint on every fixture. Each rule's own fixes (its
/// `corrections`, idempotence, untouched non-triggering examples, disable commands, a multi-byte
/// prefix) are checked in its `PerRuleTests` method (`RuleChecks.checkFixes`).
final class FixHarnessTests: XCTestCase {
  /// Each rule's fixes are checked in its `PerRuleTests` method (`RuleChecks.checkFixes`); this
  /// only keeps the corrections from disappearing altogether.
  func testRulesHaveCorrections() {
    XCTAssertGreaterThanOrEqual(RuleRegistry.all.map { $0.description.corrections.count }.reduce(0, +), 8)
  }

  /// Every rule, unsafe fixes included, on every fixture linted as one project: each file
  /// reaches a fixpoint without a syntax problem, and fixing the result changes nothing.
  func testAllRulesReachAFixpointOnEveryFixture() throws {
    let sources = try LintHarness.allFixtures()
    let results = FixHarness.fix(sources, rules: RuleRegistry.all)
    XCTAssertEqual(results.count, sources.count)
    var changed = 0
    var fixedSources: [(path: String, text: String)] = []
    for (path, result) in results {
      XCTAssertNil(result.problem, "\(path): \(String(describing: result.problem))")
      if result.isChanged { changed += 1 }
      fixedSources.append((path, String(decoding: result.bytes, as: UTF8.self)))
    }
    XCTAssertGreaterThan(changed, 3, "the fixtures hold fixable findings")
    for (path, result) in FixHarness.fix(fixedSources, rules: RuleRegistry.all) {
      XCTAssertFalse(result.isChanged, "\(path): fixing the fixed fixtures changed it again")
    }
  }
}
