import BridgeLint
import Rules
import XCTest

/// Every fixable rule through one harness: its `corrections` (before → after), idempotence,
/// non-triggering examples untouched, disable commands respected, a multi-byte prefix, and
/// all rules together reaching a fixpoint on every fixture.
final class FixHarnessTests: XCTestCase {
  func testCorrections() {
    var checked = 0
    for rule in RuleRegistry.all {
      let description = rule.description
      let id = description.identifier
      let rules = FixHarness.rulesToRun(for: rule)
      for correction in description.corrections {
        let options = [id: correction.options]
        let findings = LintHarness.lint(correction.before, rules: rules, options: options).filter { $0.ruleID == id }
        XCTAssertTrue(
          findings.contains { $0.fix != nil }, "\(id): `before` has no finding with a fix", file: correction.file,
          line: correction.line)
        let fixed = FixHarness.fix(correction.before, rules: rules, options: options)
        XCTAssertEqual(
          fixed.text, correction.after, "\(id): fixing `before`", file: correction.file, line: correction.line)
        XCTAssertNil(fixed.result?.problem, "\(id): fixing `before`", file: correction.file, line: correction.line)
        // Fixing `after` changes nothing, and it lints clean for the rule.
        let again = FixHarness.fix(correction.after, rules: rules, options: options)
        XCTAssertEqual(
          again.text, correction.after, "\(id): `after` is not a fixpoint", file: correction.file, line: correction.line
        )
        XCTAssertEqual(
          LintHarness.lint(correction.after, rules: rules, options: options).filter { $0.ruleID == id }.map(
            LintHarness.render), [],
          "\(id): `after` still triggers", file: correction.file, line: correction.line)
        // The same below a multi-byte line: every byte offset shifts, the fix must follow.
        let prefix = "// 🧭 Ünïcode — 見\n"
        XCTAssertEqual(
          FixHarness.fix(prefix + correction.before, rules: rules, options: options).text, prefix + correction.after,
          "\(id): fixing `before` below a multi-byte line", file: correction.file, line: correction.line)
        // A disable command blocks the fix (and the command is then used, so it stays).
        let disabled = "// bridgelint:disable \(id)\n" + correction.before
        XCTAssertEqual(
          FixHarness.fix(disabled, rules: rules, options: options).text, disabled,
          "\(id): fixed under a disable command",
          file: correction.file, line: correction.line)
        let disabledAfterPrefix = prefix + disabled
        XCTAssertEqual(
          FixHarness.fix(disabledAfterPrefix, rules: rules, options: options).text, disabledAfterPrefix,
          "\(id): fixed under a disable command below a multi-byte line", file: correction.file, line: correction.line)
        checked += 1
      }
    }
    XCTAssertGreaterThanOrEqual(checked, 8)
  }

  func testNonTriggeringExamplesAreUntouched() {
    for rule in RuleRegistry.all where rule.description.fixAvailability != .none {
      let rules = FixHarness.rulesToRun(for: rule)
      for example in rule.description.nonTriggeringExamples {
        let code = LintHarness.stripMarkers(example.code).code
        XCTAssertEqual(
          FixHarness.fix(code, rules: rules).text, code, "\(rule.identifier): non-triggering example changed",
          file: example.file, line: example.line)
      }
    }
  }

  /// A rule emits what it declares: no fix for `none`, a fix on every finding for `always`,
  /// some for `sometimes`; corrections exactly when fixes exist; no fix a `--fix` run would
  /// skip silently (each edit inside the file, non-conflicting edits by construction).
  func testRulesEmitTheFixesTheyDeclare() {
    for rule in RuleRegistry.all {
      let description = rule.description
      let id = description.identifier
      let rules = FixHarness.rulesToRun(for: rule)
      var findings: [Diagnostic] = []
      for example in description.triggeringExamples {
        let code = LintHarness.stripMarkers(example.code).code
        let found = LintHarness.lint(code, rules: rules).filter { $0.ruleID == id }
        for finding in found {
          for edit in finding.fix?.edits ?? [] {
            XCTAssertLessThanOrEqual(edit.range.upperBound, code.utf8.count, "\(id): edit past the end")
          }
        }
        findings += found
      }
      for correction in description.corrections {
        findings += LintHarness.lint(correction.before, rules: rules, options: [id: correction.options]).filter {
          $0.ruleID == id
        }
      }
      let withFix = findings.filter { $0.fix != nil }.count
      switch description.fixAvailability {
      case .none:
        XCTAssertEqual(withFix, 0, "\(id) declares no fix but emits one")
        XCTAssertTrue(description.corrections.isEmpty, "\(id) has corrections but declares no fix")
      case .always:
        XCTAssertEqual(withFix, findings.count, "\(id) declares a fix on every finding")
        XCTAssertFalse(description.corrections.isEmpty, "\(id) declares fixes without corrections")
      case .sometimes:
        XCTAssertGreaterThan(withFix, 0, "\(id) declares fixes but emits none")
        XCTAssertFalse(description.corrections.isEmpty, "\(id) declares fixes without corrections")
      }
    }
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
