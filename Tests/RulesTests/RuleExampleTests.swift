import BridgeLint
import Rules
import XCTest

/// Runs every rule's own examples: non-triggering ones must produce nothing, triggering
/// ones exactly the `↓` positions. Each triggering example is also mutated the ways a
/// hand-written tokenizer most often gets wrong.
final class RuleExampleTests: XCTestCase {
  func testEveryRulesExamples() {
    for rule in RuleRegistry.all {
      let description = rule.description
      for example in description.nonTriggeringExamples {
        let findings = LintHarness.lint(
          example.code, rules: rulesToRun(for: rule), options: [description.identifier: example.options])
        if !findings.isEmpty {
          let positions = findings.map { LintHarness.Position(line: $0.line, column: $0.column) }
          XCTFail(
            "\(description.identifier): non-triggering example triggered at \(positions):\n"
              + LintHarness.render(example.code, marking: positions), file: example.file, line: example.line)
        }
      }
      for example in description.triggeringExamples {
        verifyTriggering(example, rule: rule)
      }
    }
  }

  private func verifyTriggering(_ example: Example, rule: any Rule.Type) {
    let id = rule.description.identifier
    let (code, expected) = LintHarness.stripMarkers(example.code)
    XCTAssertFalse(
      expected.isEmpty, "\(id): triggering example has no ↓ marker", file: example.file, line: example.line)
    let rules = rulesToRun(for: rule)
    let options = [id: example.options]
    func findings(_ text: String) -> [Diagnostic] {
      LintHarness.lint(text, rules: rules, options: options).filter { $0.ruleID == id }
    }
    let actual = positions(findings(code))
    if actual != expected.sorted() {
      XCTFail(
        "\(id): expected findings at \(expected), got \(actual):\n" + LintHarness.render(code, marking: actual),
        file: example.file, line: example.line)
    }

    // Inside a block comment or a string literal, nothing is code.
    if !code.contains("*/") {
      XCTAssertEqual(
        findings("/*\n" + code + "\n*/").count, 0, "\(id): example wrapped in a block comment triggered",
        file: example.file, line: example.line)
    }
    if !code.contains("\"\"\"#") {
      XCTAssertEqual(
        findings("let example = #\"\"\"\n" + code + "\n\"\"\"#").count, 0,
        "\(id): example wrapped in a string literal triggered", file: example.file, line: example.line)
    }
    // A multi-byte line above moves findings down one line, columns unchanged.
    let shifted = positions(findings("// 🌉 bridge: ünïcödé\n" + code))
    let expectedShifted = expected.map { LintHarness.Position(line: $0.line + 1, column: $0.column) }.sorted()
    XCTAssertEqual(shifted, expectedShifted, "\(id): emoji-prefixed example", file: example.file, line: example.line)
    // A disable command silences the rule.
    XCTAssertEqual(
      findings("// bridgelint:disable \(id)\n" + code).count, 0, "\(id): example under a disable command triggered",
      file: example.file, line: example.line)
  }

  /// Built-in rules judge other rules' findings, so their examples run with every rule.
  private func rulesToRun(for rule: any Rule.Type) -> [any Rule.Type] {
    rule.description.kind == .builtIn ? RuleRegistry.all : [rule]
  }

  private func positions(_ findings: [Diagnostic]) -> [LintHarness.Position] {
    findings.map { LintHarness.Position(line: $0.line, column: $0.column) }.sorted()
  }
}
