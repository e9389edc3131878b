import BridgeLint
import Rules
import XCTest

/// `state_not_private`'s fix is `safe` only when the project index proves nothing outside the
/// type and its extensions in its file names the member; otherwise it is shown (`display`) with
/// the reason and never applied (issue 26: `private` broke builds). One case per condition.
final class AccessNarrowingFixTests: XCTestCase {
  private func rule() throws -> any Rule.Type { try XCTUnwrap(RuleRegistry.rule(withIdentifier: "state_not_private")) }

  private func row(_ declaration: String = "@State var isExpanded = false", extra: String = "") -> String {
    """
    struct Row: View {
      \(declaration)
      let title: String
      init(title: String) { self.title = title }
      var body: some View { Text(title) }
    }
    \(extra)
    """
  }

  /// Lints `Row.swift` with the other files, and fixes the project (unsafe fixes included):
  /// the fix on `Row.swift`'s finding, and `Row.swift` after fixing.
  private func fix(_ rowFile: String, others: [(String, String)] = []) throws -> (fix: Fix?, fixed: String) {
    let sources = [("Row.swift", rowFile)] + others
    let inputs = sources.map {
      LintInput(absolutePath: "/virtual/" + $0.0, displayPath: $0.0, contents: Array($0.1.utf8))
    }
    let active = [ActiveRule(try rule())]
    let outcome = Linter(jobs: 1, rules: { _ in active }).lint(inputs)
    let finding = outcome.diagnostics.first { $0.path == "Row.swift" && $0.ruleID == "state_not_private" }
    let fixed = FixHarness.fix(sources, rules: [try rule()]).first { $0.path == "Row.swift" }
    return (finding?.fix, fixed.map { String(decoding: $0.result.bytes, as: UTF8.self) } ?? "")
  }

  private func assertWithheld(
    _ rowFile: String, others: [(String, String)] = [], because reason: String, line: UInt = #line
  ) throws {
    let (fix, fixed) = try fix(rowFile, others: others)
    XCTAssertEqual(fix?.applicability, .display, line: line)
    XCTAssertEqual(fix?.title, "Declare it `private` (not applied: \(reason))", line: line)
    XCTAssertEqual(fixed, rowFile, "a withheld fix was applied", line: line)
  }

  func testProvenUnusedMemberIsFixedSafely() throws {
    let (fix, fixed) = try fix(
      row(extra: "extension Row {\n  var chevron: some View { Text(isExpanded ? \"v\" : \">\") }\n}"),
      others: [
        (
          "List.swift",
          "struct List: View {\n  @State var isExpanded = true\n  var body: some View { Row(title: \"\") }\n}"
        )
      ])
    XCTAssertEqual(fix?.applicability, .safe)
    XCTAssertTrue(fixed.contains("@State private var isExpanded = false"), fixed)
  }

  func testExtensionInAnotherFileWithholdsTheFix() throws {
    try assertWithheld(
      row(),
      others: [
        ("Row+Header.swift", "extension Row {\n  var header: some View { Text(isExpanded ? \"-\" : \"+\") }\n}")
      ],
      because: "`Row+Header.swift` may use it")
  }

  func testMemberUseInAnotherTypeOfAnotherFileWithholdsTheFix() throws {
    try assertWithheld(
      row(), others: [("Probe.swift", "func probe(_ row: Row) -> Bool { row.isExpanded }")],
      because: "`Probe.swift` may use it")
  }

  func testProjectedValueAndKeyPathInAnotherFileWithholdTheFix() throws {
    try assertWithheld(
      row(), others: [("Paths.swift", "let path = \\Row.isExpanded")], because: "`Paths.swift` may use it")
    try assertWithheld(
      row(), others: [("Bind.swift", "func bind(_ row: Row) -> Binding<Bool> { row.$isExpanded }")],
      because: "`Bind.swift` may use it")
  }

  func testUseInTheSameFileOutsideTheTypeWithholdsTheFix() throws {
    try assertWithheld(
      row(extra: "struct Probe {\n  func check(_ row: Row) -> Bool { row.isExpanded }\n}"),
      because: "line 8 of this file uses it outside `Row`")
  }

  func testExposingAttributesWithholdTheFix() throws {
    for attribute in ["usableFromInline", "objc", "IBOutlet", "IBInspectable", "NSManaged"] {
      try assertWithheld(
        row("@State @\(attribute) var isExpanded = false"), because: "`@\(attribute)` needs it visible outside the type"
      )
    }
  }

  func testInlinableBodyOfTheTypeWithholdsTheFix() throws {
    try assertWithheld(
      row(extra: "extension Row {\n  @inlinable var isOpen: Bool { isExpanded }\n}"),
      because: "`@inlinable` code of `Row` may read it, and may only read members visible outside")
  }

  func testProtocolRequirementWithholdsTheFix() throws {
    try assertWithheld(
      row(),
      others: [
        ("Expandable.swift", "protocol Expandable {\n  var isExpanded: Bool { get }\n}\nextension Row: Expandable {}")
      ],
      because: "`Expandable` requires it")
    // A protocol the project does not declare may require it too.
    try assertWithheld(
      row(extra: "extension Row: ExternalExpandable {}"),
      because: "`Row` conforms to `ExternalExpandable`, which may require it")
  }

  func testPublicOrOpenMemberWithholdsTheFix() throws {
    try assertWithheld(
      row("@State public var isExpanded = false"), because: "it is `public`: code in other modules may use it")
    try assertWithheld(
      row("@State package var isExpanded = false"), because: "it is `package`: code in other modules may use it")
  }

  /// An initializer in an extension keeps the memberwise one, whose parameter `private` would
  /// remove (and `private` storage makes it `private`): no fix at all.
  func testInitializerInAnExtensionGetsNoFix() throws {
    let source = """
      struct Row: View {
        @State var isExpanded = false
        var title: String
        var body: some View { Text(title) }
      }
      extension Row {
        init() { self.init(title: "") }
      }
      """
    let (fix, fixed) = try fix(source, others: [("Use.swift", "let row = Row(isExpanded: true, title: \"\")")])
    XCTAssertNil(fix)
    XCTAssertEqual(fixed, source)
  }

  /// An index built without the files' member names (an editor's project) proves nothing.
  func testIndexWithoutMemberNamesProvesNothing() throws {
    let index = ProjectIndex(files: [[], []], jobs: 1)
    XCTAssertEqual(index.memberUse("isExpanded", ofType: "Row", declaredIn: "Row.swift"), .unknown)
    XCTAssertNil(ProjectIndex(files: [[]], jobs: 1).memberUse("isExpanded", ofType: "Row", declaredIn: "Row.swift"))
  }
}
