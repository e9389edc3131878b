import BridgeLint
import Rules
import XCTest

/// Each fixable rule's documentation says why its fix is safe or unsafe (`FixSafety`), and the
/// rule emits only fixes of the class it states (issue 26: `safe` fixes broke builds).
final class FixSafetyTests: XCTestCase {
  func testEveryFixableRuleStatesItsFixSafetyAndKeepsIt() {
    for rule in RuleRegistry.all {
      let description = rule.description
      let id = description.identifier
      let statement = FixSafety.statements[id]
      guard description.fixAvailability != .none else {
        XCTAssertNil(statement, "\(id) has no fix but states its safety")
        continue
      }
      guard let (safety, _) = statement else {
        XCTFail("\(id) has a fix but does not state why it is safe or unsafe (FixSafety.statements)")
        continue
      }
      let rules = FixHarness.rulesToRun(for: rule)
      var fixes: [Fix] = []
      for example in description.triggeringExamples {
        fixes += LintHarness.lint(LintHarness.stripMarkers(example.code).code, rules: rules).filter {
          $0.ruleID == id
        }.compactMap(\.fix)
      }
      for correction in description.corrections {
        fixes += LintHarness.lint(correction.before, rules: rules, options: [id: correction.options]).filter {
          $0.ruleID == id
        }.compactMap(\.fix)
      }
      XCTAssertFalse(fixes.isEmpty, id)
      switch safety {
      case .alwaysSafe: XCTAssertTrue(fixes.allSatisfy { $0.applicability == .safe }, "\(id) states its fix is safe")
      case .alwaysUnsafe: XCTAssertFalse(fixes.contains { $0.applicability == .safe }, "\(id) states its fix is unsafe")
      case .conditional: break
      }
      let page = RuleDocumentation.page(for: RuleRegistry.descriptions.first { $0.identifier == id } ?? description)
      XCTAssertTrue(page.contains("**\(safety.rawValue)** "), "\(id): the page does not state its fix's safety")
    }
  }

  /// Inserting `context.coordinator.parent = self` changes what the coordinator reads: unsafe,
  /// so plain `--fix` leaves it; only turning a `let` the update already assigns into `var` is safe.
  func testStaleParentInsertionIsUnsafe() throws {
    let rule = try XCTUnwrap(RuleRegistry.rule(withIdentifier: "stale_coordinator_parent"))
    let source = """
      struct Editor: UIViewRepresentable {
        var onCommit: () -> Void
        func makeCoordinator() -> Coordinator { Coordinator(parent: self) }
        func makeUIView(context: Context) -> UITextView { UITextView() }
        func updateUIView(_ view: UITextView, context: Context) {
          view.isEditable = true
        }
        final class Coordinator: NSObject {
          var parent: Editor
          init(parent: Editor) { self.parent = parent }
          func ended() { parent.onCommit() }
        }
      }
      """
    let findings = LintHarness.lint(source, rules: [rule])
    XCTAssertEqual(findings.first?.fix?.applicability, .unsafe)
    XCTAssertEqual(FixHarness.fix(source, rules: [rule], unsafe: false).text, source)
    XCTAssertTrue(
      FixHarness.fix(source, rules: [rule]).text.contains("    context.coordinator.parent = self\n    view.isEditable"))
  }
}
