import BridgeLint
import Rules
import XCTest

/// Every form of `bridgelint:` command, with a real rule producing findings:
/// `List("x").id(UUID())` in a view's `body`
/// is a `force_refresh_identity` finding.
final class SuppressionTests: XCTestCase {
  static let finding = "struct A: View { var body: some View { List(\"x\").id(UUID()) } }"

  /// Lines (1-based) of the findings of `rule` when linting `code` with every rule.
  func lines(_ code: String, rule: String = "force_refresh_identity") -> [Int] {
    LintHarness.lint(code, rules: RuleRegistry.all).filter { $0.ruleID == rule }.map { $0.line }
  }

  func testRegionDisableAndEnable() {
    let code = """
      \(Self.finding)
      // bridgelint:disable force_refresh_identity
      \(Self.finding)
      \(Self.finding)
      // bridgelint:enable force_refresh_identity
      \(Self.finding)
      """
    XCTAssertEqual(lines(code), [1, 6])
  }

  func testDisableWithoutEnableLastsToTheEnd() {
    XCTAssertEqual(
      lines("\(Self.finding)\n// bridgelint:disable force_refresh_identity\n\(Self.finding)\n\n\(Self.finding)"), [1])
  }

  func testAllAndMultipleIdentifiers() {
    XCTAssertEqual(lines("// bridgelint:disable all\n\(Self.finding)"), [])
    XCTAssertEqual(lines("// bridgelint:disable delegate_in_update force_refresh_identity\n\(Self.finding)"), [])
    XCTAssertEqual(lines("// bridgelint:disable all\n\(Self.finding)\n// bridgelint:enable all\n\(Self.finding)"), [4])
    // `enable` of one rule ends `disable all` for that rule only.
    XCTAssertEqual(
      lines("// bridgelint:disable all\n\(Self.finding)\n// bridgelint:enable force_refresh_identity\n\(Self.finding)"),
      [4])
  }

  func testOneLineModifiers() {
    XCTAssertEqual(lines("// bridgelint:disable:next force_refresh_identity\n\(Self.finding)\n\(Self.finding)"), [3])
    XCTAssertEqual(lines("\(Self.finding) // bridgelint:disable:this force_refresh_identity\n\(Self.finding)"), [2])
    XCTAssertEqual(
      lines("\(Self.finding)\n// bridgelint:disable:previous force_refresh_identity\n\(Self.finding)"), [3])
  }

  func testReasonBlockAndDocComments() {
    XCTAssertEqual(
      lines("// bridgelint:disable:next force_refresh_identity - the chart must rebuild\n\(Self.finding)"), [])
    XCTAssertEqual(lines("/* bridgelint:disable:next force_refresh_identity */\n\(Self.finding)"), [])
    XCTAssertEqual(lines("\(Self.finding) /* bridgelint:disable:this force_refresh_identity - why */"), [])
    XCTAssertEqual(lines("/// bridgelint:disable:next force_refresh_identity\n\(Self.finding)"), [])
  }

  func testCommandsAreOnlyReadFromComments() {
    let code = """
      let note = "// bridgelint:disable force_refresh_identity"
      \(Self.finding)
      // Say bridgelint:disable in prose: not a command (it must begin the comment).
      \(Self.finding)
      """
    XCTAssertEqual(lines(code), [2, 4])
    XCTAssertEqual(lines(code, rule: "invalid_command"), [])
  }

  func testEnableThisReenablesOneLine() {
    let code = """
      // bridgelint:disable force_refresh_identity
      \(Self.finding) // bridgelint:enable:this force_refresh_identity
      \(Self.finding)
      """
    XCTAssertEqual(lines(code), [2])
  }

  func testInvalidCommands() {
    let cases = [
      "// bridgelint:disable not_a_rule",
      "// bridgelint:disabel force_refresh_identity",
      "// bridgelint:disable:nxt force_refresh_identity",
      "// bridgelint:disable",
      "// bridgelint:disable all force_refresh_identity",
      "// bridgelint:disable:next:this force_refresh_identity",
    ]
    for command in cases {
      let findings = LintHarness.lint("\(command)\nlet x = 1", rules: RuleRegistry.all)
      XCTAssertEqual(findings.map { $0.ruleID }, ["invalid_command"], command)
      XCTAssertEqual(findings.first.map { "\($0.line):\($0.column)" }, "1:1", command)
    }
    // An invalid command suppresses nothing.
    XCTAssertEqual(lines("// bridgelint:disable force_refresh_identit\n\(Self.finding)"), [2])
  }

  func testSuperfluousDisable() {
    XCTAssertEqual(lines("// bridgelint:disable force_refresh_identity\nlet x = 1", rule: "superfluous_disable"), [1])
    XCTAssertEqual(
      lines("// bridgelint:disable:next force_refresh_identity\nlet x = 1", rule: "superfluous_disable"), [1])
    XCTAssertEqual(lines("// bridgelint:disable all\nlet x = 1", rule: "superfluous_disable"), [1])
    XCTAssertEqual(
      lines("// bridgelint:disable:next force_refresh_identity\n\(Self.finding)", rule: "superfluous_disable"), [])
    // Half used: only the unused identifier is reported.
    let half = LintHarness.lint(
      "// bridgelint:disable:next force_refresh_identity delegate_in_update\n\(Self.finding)", rules: RuleRegistry.all)
    XCTAssertEqual(half.map { $0.ruleID }, ["superfluous_disable"])
    XCTAssertTrue(half.first?.message.contains("'delegate_in_update'") ?? false)
  }

  func testSuperfluousOnlyJudgesRulesThatRan() {
    let rules: [any Rule.Type] = [SuperfluousDisableRule.self, MissingDidMoveRule.self]
    let findings = LintHarness.lint("// bridgelint:disable force_refresh_identity\nlet x = 1", rules: rules)
    XCTAssertEqual(findings, [])
  }

  func testSuperfluousFindingsCanBeSuppressed() {
    let code = """
      // bridgelint:disable:next superfluous_disable
      // bridgelint:disable force_refresh_identity
      let x = 1
      """
    XCTAssertEqual(LintHarness.lint(code, rules: RuleRegistry.all), [])
  }
}
