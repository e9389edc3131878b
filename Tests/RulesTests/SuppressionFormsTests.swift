import BridgeLint
import Rules
import XCTest

/// Issue 12.4: comma-separated rule ids, reasons after ` - `, `—` or `:`, and messages that show
/// the accepted form. `List("x").id(UUID())` in a view's `body`
/// is a `force_refresh_identity` finding.
final class SuppressionFormsTests: XCTestCase {
  static let finding = "struct A: View { var body: some View { List(\"x\").id(UUID()) } }"

  func lint(_ code: String) -> [Diagnostic] { LintHarness.lint(code, rules: RuleRegistry.all) }

  func testCommaSeparatedIdsAndReasons() {
    for command in [
      "// bridgelint:disable:next delegate_in_update, force_refresh_identity — SDK quirk",
      "// bridgelint:disable:next delegate_in_update,force_refresh_identity - SDK quirk",
      "// bridgelint:disable:next force_refresh_identity: the chart must rebuild",
      "// bridgelint:disable:next force_refresh_identity —the chart must rebuild",
      "// bridgelint:disable:next force_refresh_identity, - trailing comma",
    ] {
      let found = lint("\(command)\n\(Self.finding)")
      XCTAssertEqual(found.map(\.ruleID).filter { $0 != "superfluous_disable" }, [], command)
    }
  }

  func testMalformedCommandsShowTheAcceptedForm() {
    let found = lint("// bridgelint:disable:next force_refresh_identity because the chart rebuilds\n\(Self.finding)")
    let invalid = found.filter { $0.ruleID == "invalid_command" }
    XCTAssertEqual(invalid.count, 1)
    let message = invalid.first?.message ?? ""
    XCTAssertTrue(message.contains("unknown rule 'because' (a reason follows ' - ', '—' or ':')"), message)
    XCTAssertTrue(
      message.contains("write `bridgelint:disable[:next|:this|:previous] <rule>[, <rule>…]|all [- reason]`"), message)
    let typo = lint("// bridgelint:disable:next force_refresh_identty\n\(Self.finding)").first {
      $0.ruleID == "invalid_command"
    }
    XCTAssertTrue(typo?.message.contains("did you mean 'force_refresh_identity'?") == true, typo?.message ?? "none")
  }
}
