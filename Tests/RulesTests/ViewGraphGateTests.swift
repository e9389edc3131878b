import BridgeLint
import Rules
import XCTest

/// Views and hosting sites are summarised for the project index only when an active rule asks
/// the view graph (`Rule.usesViewGraph`): a tenth of a whole-project run otherwise spent for
/// nothing. The state a caller can seed is summarised always (`duplicate_state_copy` is on by default). With such a rule on, every file is summarised, so cross-file findings do not
/// depend on which other rules are on.
final class ViewGraphGateTests: XCTestCase {
  let sources = [
    (
      path: "Editor.swift",
      text: """
      import SwiftUI
      struct EditorScreen: View {
        @StateObject var model: EditorModel
        @EnvironmentObject var store: DocumentStore
        var body: some View { Text(model.title) }
      }
      """
    ),
    (
      path: "EditorHost.swift",
      text: """
      import UIKit
      import SwiftUI
      final class EditorHostController: UIViewController {
        var model = EditorModel()
        override func viewDidLoad() {
          super.viewDidLoad()
          let host = UIHostingController(rootView: EditorScreen(model: model))
          addChild(host)
          view.addSubview(host.view)
          host.didMove(toParent: self)
        }
        func reload(_ host: UIHostingController<EditorScreen>) {
          model = EditorModel()
          host.rootView = EditorScreen(model: model)
        }
      }
      """
    ),
  ]

  func run(_ rules: [any Rule.Type]) -> LintOutcome {
    let inputs = sources.map {
      LintInput(absolutePath: "/virtual/" + $0.path, displayPath: $0.path, contents: Array($0.text.utf8))
    }
    // duplicate_state_copy reads callers' seeds from the index only when asked (`report_caller_seeds`).
    let active = rules.map {
      ActiveRule($0, options: $0 == DuplicateStateCopyRule.self ? ["report_caller_seeds": "true"] : [:])
    }
    var linter = Linter(jobs: 1, rules: { _ in active })
    linter.retainsProjectIndex = true
    return linter.lint(inputs)
  }

  func testSummariesCarryViewsOnlyWhenAsked() throws {
    let file = ParsedFile(source: SourceFile(path: "Editor.swift", text: sources[0].text))
    let full = try XCTUnwrap(file.typeSummaries(viewGraph: true).first?.view)
    XCTAssertEqual(full.reads.map(\.type), ["DocumentStore"])
    // Without the graph, only the state a caller can seed (`duplicate_state_copy` is on by default).
    let seeds = try XCTUnwrap(file.typeSummaries(viewGraph: false).first?.view)
    XCTAssertEqual(seeds.reads, [])
    XCTAssertEqual(seeds.injectableState, full.injectableState)
    XCTAssertEqual(seeds.injectableState.map(\.property), ["model"])
    let host = ParsedFile(source: SourceFile(path: "EditorHost.swift", text: sources[1].text))
    XCTAssertFalse(host.typeSummaries(viewGraph: true).flatMap(\.hostingSites).isEmpty)
    XCTAssertTrue(host.typeSummaries(viewGraph: false).flatMap(\.hostingSites).isEmpty)
  }

  func testTheIndexHasTheViewGraphOnlyWhenAnActiveRuleUsesIt() throws {
    let defaults = RuleRegistry.all.filter { !$0.description.isOptIn }
    XCTAssertFalse(defaults.contains { $0.usesViewGraph }, "a default rule asks the view graph")
    let withoutGraph = run(defaults)
    // The call-site seeds are read without the graph; the environment reads are not.
    XCTAssertEqual(try XCTUnwrap(withoutGraph.projectIndex).viewNamesWithInjectableState(), ["EditorScreen"])
    XCTAssertEqual(withoutGraph.diagnostics.map(\.ruleID), ["duplicate_state_copy"])
    let withGraph = run(defaults + [StateObjectInjectedAtCallSiteRule.self, HostedViewMissingEnvironmentRule.self])
    XCTAssertEqual(try XCTUnwrap(withGraph.projectIndex).viewNamesWithInjectableState(), ["EditorScreen"])
    XCTAssertEqual(
      Set(withGraph.diagnostics.map(\.ruleID)),
      ["state_object_injected_at_call_site", "hosted_view_missing_environment", "duplicate_state_copy"])
  }
}
