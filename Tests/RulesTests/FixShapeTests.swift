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

  /// A `private` stored property cannot be set from the representable, and a body whose first
  /// statement shares the `{` line with more lines below has no clean top: no fix for either.
  func testStaleParentFixNeedsASettablePropertyAndACleanTop() throws {
    let rule = try XCTUnwrap(RuleRegistry.rule(withIdentifier: "stale_coordinator_parent"))
    for (modifier, body) in [
      ("private ", "{\n    view.isEditable = true\n  }"),
      ("private(set) ", "{\n    view.isEditable = true\n  }"),
      ("", "{ view.isEditable = true\n    view.isSelectable = true\n  }"),
      ("", "{ /* nothing */ }"),
    ] {
      let source = """
        struct Editor: UIViewRepresentable {
          var onCommit: () -> Void
          func makeCoordinator() -> Coordinator { Coordinator(parent: self) }
          func makeUIView(context: Context) -> UITextView { UITextView() }
          func updateUIView(_ view: UITextView, context: Context) \(body)
          final class Coordinator: NSObject {
            \(modifier)var parent: Editor
            init(parent: Editor) { self.parent = parent }
            func ended() { parent.onCommit() }
          }
        }
        """
      let findings = LintHarness.lint(source, rules: [rule])
      XCTAssertEqual(findings.count, 1, "\(modifier)\(body)")
      XCTAssertNil(findings.first?.fix, "\(modifier)\(body)")
      XCTAssertEqual(FixHarness.fix(source, rules: [rule]).text, source)
    }
  }
}

/// Fixes that write a name write one in scope where it lands (issue 26).
final class FixNameScopeTests: XCTestCase {
  /// `make…(context _:)` gets its parameter named in the same fix, never `_.coordinator`.
  func testUnnamedMakeContextIsNamedByTheFix() throws {
    let rule = try XCTUnwrap(RuleRegistry.rule(withIdentifier: "delegate_in_update"))
    let source = """
      struct Map: UIViewRepresentable {
        func makeUIView(context _: Context) -> MKMapView {
          let map = MKMapView()
          return map
        }
        func updateUIView(_ map: MKMapView, context: Context) {
          map.delegate = context.coordinator
        }
      }
      """
    let fixed = FixHarness.fix(source, rules: [rule]).text
    XCTAssertFalse(fixed.contains("_.coordinator"), fixed)
    XCTAssertTrue(fixed.contains("func makeUIView(context: Context) -> MKMapView {"), fixed)
    XCTAssertTrue(fixed.contains("    map.delegate = context.coordinator\n    return map"), fixed)
  }

  /// A body that reads another `context` (a property) or declares a local with the context's
  /// name would see its meaning change: no fix.
  func testShadowedContextNameGetsNoFix() throws {
    let rule = try XCTUnwrap(RuleRegistry.rule(withIdentifier: "delegate_in_update"))
    for make in [
      "func makeUIView(context _: Context) -> MKMapView {\n    let map = MKMapView(); map.tag = context.tag\n    return map\n  }",
      "func makeUIView(context: Context) -> MKMapView {\n    let context = Settings()\n    let map = MKMapView(frame: context.frame)\n    return map\n  }",
    ] {
      let source = """
        struct Map: UIViewRepresentable {
          let context: Settings
          \(make)
          func updateUIView(_ map: MKMapView, context: Context) {
            map.delegate = context.coordinator
          }
        }
        """
      let findings = LintHarness.lint(source, rules: [rule])
      XCTAssertEqual(findings.count, 1, make)
      XCTAssertNil(findings.first?.fix, make)
      XCTAssertEqual(FixHarness.fix(source, rules: [rule]).text, source, make)
    }
  }
}
