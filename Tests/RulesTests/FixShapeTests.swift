import BridgeLint
import Rules
import XCTest

/// Shapes where a rule must not offer its fix, found by `Scripts/check-fixes` (`swiftc -parse`
/// on the fixtures after `--fix --unsafe-fixes`).
final class FixShapeTests: XCTestCase {
  /// Two assignments on one line: moving either would leave a stray `;`.
  func testStatementSharingItsLineIsNotMoved() throws {
    let source = """
      struct ListView: UIViewRepresentable {
        func makeUIView(context: Context) -> UITableView {
          let tableView = UITableView()
          return tableView
        }
        func updateUIView(_ tableView: UITableView, context: Context) {
          tableView.dataSource = context.coordinator; tableView.delegate = context.coordinator
        }
      }
      """
    let rule = try XCTUnwrap(RuleRegistry.rule(withIdentifier: "delegate_in_update"))
    let findings = LintHarness.lint(source, rules: [rule])
    XCTAssertEqual(findings.count, 2)
    XCTAssertEqual(findings.filter { $0.fix != nil }.count, 0)
    XCTAssertEqual(FixHarness.fix(source, rules: [rule]).text, source)
  }
}
