import BridgeLint
import Rules
import XCTest

/// Partial runs (issue 12.2): the requested files are linted, the project's other files only
/// contribute their declarations (`LintInput.isIndexOnly`), and the findings equal a whole run's.
final class PartialRunTests: XCTestCase {
  func outcome(_ sources: [(path: String, text: String)], requested: Set<String>) -> LintOutcome {
    let inputs = sources.map {
      LintInput(
        absolutePath: "/virtual/" + $0.path, displayPath: $0.path, contents: Array($0.text.utf8),
        isIndexOnly: !requested.contains($0.path))
    }
    let active = RuleRegistry.all.map { ActiveRule($0) }
    let linter = Linter(jobs: 2, rules: { _ in active }, postProcess: LintHarness.suppression.apply)
    return linter.lint(inputs)
  }

  func testIndexOnlyFilesContributeTypesAndAreNeverReported() {
    let sources = [
      (
        path: "MapView.swift",
        text:
          "struct MapView {\n  func updateUIView(_ v: MKMapView, context: Context) {\n    v.delegate = context.coordinator\n  }\n}\n"
      ),
      (
        path: "Conformance.swift",
        text:
          "extension MapView: UIViewRepresentable {}\nstruct C: View { var body: some View { List(\"\").id(UUID()) } }\n"
      ),
    ]
    let partial = outcome(sources, requested: ["MapView.swift"])
    XCTAssertEqual(
      partial.diagnostics.map { "\($0.path):\($0.line) \($0.ruleID)" }, ["MapView.swift:3 delegate_in_update"])
    XCTAssertEqual(partial.fileCount, 1)
    XCTAssertEqual(partial.indexOnlyFileCount, 1)
  }

  /// Every fixture linted on its own, with the others index-only, reports exactly what the
  /// whole-fixtures run reports for it.
  func testEachFixtureAloneMatchesTheWholeRun() throws {
    let sources = try LintHarness.allFixtures()
    let everything = Set(sources.map(\.path))
    let whole = outcome(sources, requested: everything).diagnostics.map(LintHarness.render)
    for source in sources {
      let alone = outcome(sources, requested: [source.path]).diagnostics.map(LintHarness.render)
      XCTAssertEqual(alone, whole.filter { $0.hasPrefix(source.path + ":") }, source.path)
    }
  }

  /// A cross-file finding names the file it depends on (the hosted view's, the model's, the
  /// representable's), so a reader of one file knows where to look.
  func testCrossFileFindingsNameTheFileTheyDependOn() throws {
    let crossFile: Set<String> = [
      "controller_representable_in_cell", "hosted_dismiss_when_pushed", "hosted_navigation_stack_pushed",
      "hosted_view_missing_environment", "hosted_view_reuse_state", "state_object_injected_at_call_site",
      "state_wraps_observable_object",
    ]
    let sources = try LintHarness.allFixtures()
    let paths = sources.map(\.path)
    let findings = outcome(sources, requested: Set(paths)).diagnostics.filter { crossFile.contains($0.ruleID) }
    XCTAssertEqual(Set(findings.map(\.ruleID)), crossFile)
    for finding in findings {
      let text = finding.message + " " + (finding.hint ?? "")
      // The file it depends on (which may be its own, when the view is declared next to the site).
      XCTAssertTrue(paths.contains { text.contains($0) }, "\(finding.path):\(finding.line) \(text)")
    }
  }
}
