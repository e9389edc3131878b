import BridgeLint
import Rules
import XCTest

/// Pass 1 runs the rules against an index of the file's own types and keeps those findings
/// when the project index answers every question the rules asked the same way. These tests
/// pin down both outcomes and that the findings never differ from linting in pass 2 only.
final class PassOneFindingsTests: XCTestCase {
  private func outcome(_ sources: [(path: String, text: String)], reusing: Bool = true) -> LintOutcome {
    LintHarness.outcome(sources, reusing: reusing, jobs: 2)
  }

  private func render(_ result: LintOutcome) -> [String] { result.diagnostics.map(LintHarness.render) }

  private static let screen =
    "final class ProfileScreen: BaseScreen {\n  func show(_ child: UIViewController) {\n"
    + "    addChild(child)\n    view.addSubview(child.view)\n  }\n}\n"

  func testAFindingThatRestsOnAnotherFileIsRecomputed() {
    // Only the project index knows `BaseScreen` is a view controller: pass 1 sees no container.
    let sources: [(path: String, text: String)] = [
      ("ProfileScreen.swift", PassOneFindingsTests.screen),
      ("BaseScreen.swift", "class BaseScreen: UIViewController {}\n"),
    ]
    let result = outcome(sources)
    XCTAssertEqual(
      result.diagnostics.map { "\($0.path):\($0.line) \($0.ruleID)" }, ["ProfileScreen.swift:3 missing_did_move"])
    XCTAssertEqual(result.rulesRerunFileCount, 1)
    XCTAssertEqual(render(result), render(outcome(sources, reusing: false)))
  }

  func testASelfContainedFileIsLintedOnce() {
    let sources: [(path: String, text: String)] = [
      ("ProfileScreen.swift", PassOneFindingsTests.screen + "class BaseScreen: UIViewController {}\n"),
      ("Model.swift", "struct Profile {\n  let name: String\n}\n"),
    ]
    let result = outcome(sources)
    XCTAssertEqual(
      result.diagnostics.map { "\($0.path):\($0.line) \($0.ruleID)" }, ["ProfileScreen.swift:3 missing_did_move"])
    XCTAssertEqual(result.rulesRunFileCount, 1)
    XCTAssertEqual(result.rulesRerunFileCount, 0)
  }

  func testAnotherFileCanAlsoTakeAFindingAway() {
    // Alone, `Board` looks like it removes a UIKit child carelessly; the project says it is a
    // SpriteKit scene, whose `removeFromParent()` is its own.
    let board =
      "final class Board: BaseScene {\n  func clear(_ child: UIViewController) {\n    child.removeFromParent()\n  }\n}\n"
    let alone = outcome([("Board.swift", board)])
    XCTAssertEqual(alone.diagnostics.map { "\($0.path):\($0.line) \($0.ruleID)" }, ["Board.swift:3 missing_did_move"])
    let sources: [(path: String, text: String)] = [
      ("Board.swift", board), ("BaseScene.swift", "class BaseScene: SKScene {}\n"),
    ]
    let result = outcome(sources)
    XCTAssertEqual(result.diagnostics.map { $0.ruleID }, [])
    XCTAssertEqual(result.rulesRerunFileCount, 1)
    XCTAssertEqual(render(result), render(outcome(sources, reusing: false)))
  }

  func testQueryLogReplaysAgainstAnotherIndex() {
    let screen = ParsedFile(path: "ProfileScreen.swift", text: PassOneFindingsTests.screen)
    let base = ParsedFile(path: "BaseScreen.swift", text: "class BaseScreen: UIViewController {}\n")
    let log = IndexQueryLog()
    let local = ProjectIndex(summaries: screen.typeSummaries(), recordingInto: log)
    XCTAssertFalse(local.isUIKitViewController("ProfileScreen"))
    XCTAssertTrue(log.answersSame(as: ProjectIndex(summaries: screen.typeSummaries())))
    XCTAssertFalse(log.answersSame(as: ProjectIndex(summaries: screen.typeSummaries() + base.typeSummaries())))

    // A question about the whole project has no file-local answer.
    let whole = IndexQueryLog()
    _ = ProjectIndex(summaries: screen.typeSummaries(), recordingInto: whole).coordinatorSimpleNames
    XCTAssertFalse(whole.answersSame(as: ProjectIndex(summaries: screen.typeSummaries())))
  }

  /// Each question keeps the first rule that asked it; replaying finds the first rule whose answers
  /// changed, whatever a later rule asked, and a question about the whole project counts from its rule.
  func testTheFirstRuleWhoseAnswersChangedIsFound() {
    let screen = ParsedFile(path: "ProfileScreen.swift", text: PassOneFindingsTests.screen)
    let base = ParsedFile(path: "BaseScreen.swift", text: "class BaseScreen: UIViewController {}\n")
    let project = ProjectIndex(summaries: screen.typeSummaries() + base.typeSummaries())
    let log = IndexQueryLog()
    let local = ProjectIndex(summaries: screen.typeSummaries(), recordingInto: log)
    log.currentRule = 0
    XCTAssertFalse(local.isSwiftUIView("ProfileScreen"))
    log.currentRule = 3
    XCTAssertFalse(local.isUIKitViewController("ProfileScreen"))
    log.currentRule = 5
    XCTAssertFalse(local.isSwiftUIView("ProfileScreen"))
    XCTAssertFalse(local.isUIKitViewController("BaseScreen"))
    XCTAssertEqual(log.firstDifferingRule(as: project), 3)
    XCTAssertFalse(log.answersSame(as: project))
    XCTAssertNil(log.firstDifferingRule(as: ProjectIndex(summaries: screen.typeSummaries())))

    let whole = IndexQueryLog()
    let wholeLocal = ProjectIndex(summaries: screen.typeSummaries(), recordingInto: whole)
    whole.currentRule = 2
    _ = wholeLocal.coordinatorSimpleNames
    whole.currentRule = 4
    _ = wholeLocal.isUIKitViewController("ProfileScreen")
    XCTAssertEqual(whole.firstDifferingRule(as: project), 2)
  }

  /// Pass 2 runs again only the rules from the first one whose answers the project changed: the
  /// rules before it keep their pass-1 findings (here a `state_not_private`, and one suppressed),
  /// and the findings are those of linting in pass 2 only, in either order of the rules.
  func testOnlyTheRulesFromTheFirstChangedAnswerRunAgain() {
    let badge = """
      struct ProfileBadge: View {
        @State var count = 0
        // bridgelint:disable:next state_not_private - set by the previews
        @State var title = ""
        var body: some View { Text("\\(count) \\(title)") }
      }

      """
    let sources: [(path: String, text: String)] = [
      ("ProfileScreen.swift", PassOneFindingsTests.screen + badge),
      ("BaseScreen.swift", "class BaseScreen: UIViewController {}\n"),
    ]
    let expected = ["ProfileScreen.swift:3 missing_did_move", "ProfileScreen.swift:8 state_not_private"]
    for (rules, rerun) in [
      ([StateNotPrivateRule.self, MissingDidMoveRule.self] as [any Rule.Type], 1),
      ([MissingDidMoveRule.self, StateNotPrivateRule.self], 2),
    ] {
      let result = LintHarness.outcome(sources, rules: rules, jobs: 2)
      XCTAssertEqual(result.diagnostics.map { "\($0.path):\($0.line) \($0.ruleID)" }, expected)
      XCTAssertEqual(result.rulesRerunFileCount, 1)
      XCTAssertEqual(result.rulesRerunCount, rerun, "\(rules)")
      XCTAssertEqual(
        render(result), render(LintHarness.outcome(sources, rules: rules, reusing: false, jobs: 2)), "\(rules)")
    }
  }

  /// Another file that declares a `Button` view with no injectable state, or extends `String`,
  /// changes no answer a rule read: the screen's pass-1 findings stand, once, with every rule on.
  func testUnrelatedDeclarationsElsewhereDoNotRerunAFile() {
    let screen = """
      final class ProfileHost: UIViewController {
        let model = ProfileModel()
        func show() {
          let host = UIHostingController(rootView: Card(title: model))
          addChild(host)
          view.addSubview(host.view)
        }
        func label() -> String { String.placeholder }
      }

      """
    let elsewhere = """
      struct Button: View { let title: String; var body: some View { Text(title) } }
      struct Card: View { let title: ProfileModel; var body: some View { Text("") } }
      extension String { static var placeholder: String { "" } }

      """
    let sources: [(path: String, text: String)] = [("ProfileHost.swift", screen), ("Shared.swift", elsewhere)]
    let result = outcome(sources)
    XCTAssertEqual(
      result.diagnostics.map { "\($0.path):\($0.line) \($0.ruleID)" }, ["ProfileHost.swift:5 missing_did_move"])
    XCTAssertEqual(result.rulesRerunFileCount, 0)
    XCTAssertEqual(render(result), render(outcome(sources, reusing: false)))
  }

  /// An app copied into a second folder declares each type again: a lookup of the type answers
  /// the same but for the declaring file, which a rule asks for separately, so neither copy is
  /// linted again, and a file whose finding names the declaring file is.
  func testACopyOfAnAppIsNotLintedAgain() {
    let map = """
      struct MapView: UIViewRepresentable {
        func makeCoordinator() -> Coordinator { Coordinator() }
        func makeUIView(context: Context) -> UIView { UIView() }
        func updateUIView(_ uiView: UIView, context: Context) {}
        final class Coordinator: NSObject {
          var onTap: (() -> Void)?
          func start() { onTap = { self.finish() } }
          func finish() {}
        }
      }

      """
    let sources: [(path: String, text: String)] = [("A/MapView.swift", map), ("B/MapView.swift", map)]
    let result = outcome(sources)
    XCTAssertEqual(
      result.diagnostics.map { "\($0.path):\($0.line) \($0.ruleID)" },
      ["A/MapView.swift:7 coordinator_strong_self", "B/MapView.swift:7 coordinator_strong_self"])
    XCTAssertEqual(result.rulesRerunFileCount, 0)
    XCTAssertEqual(render(result), render(outcome(sources, reusing: false)))

    let model = "final class Model: ObservableObject {\n  @Published var name = \"\"\n}\n"
    let first = ParsedFile(path: "A/Model.swift", text: model)
    let copy = ParsedFile(path: "B/Model.swift", text: model)
    let project = ProjectIndex(summaries: first.typeSummaries() + copy.typeSummaries())
    let log = IndexQueryLog()
    let local = ProjectIndex(summaries: first.typeSummaries(), recordingInto: log)
    XCTAssertEqual(local.lookup("Model").map(\.qualifiedName), ["Model"])
    XCTAssertTrue(log.answersSame(as: project))
    XCTAssertEqual(local.declaringFile(of: "Model"), "A/Model.swift")
    XCTAssertEqual(project.declaringFile(of: "Model"), "B/Model.swift")
    XCTAssertFalse(log.answersSame(as: project), "the declaring file is a question of its own")
  }

  func testFixturesGiveTheSameFindingsWithAndWithoutPassOneFindings() throws {
    let sources = try LintHarness.allFixtures()
    let reused = outcome(sources)
    XCTAssertFalse(reused.diagnostics.isEmpty)
    XCTAssertEqual(render(reused), render(outcome(sources, reusing: false)))
  }

  /// A helper method's local `class Coordinator` is no member of the representable: both passes see
  /// the top-level `Coordinator`, so the finding in it stands in either mode.
  func testALocalTypeDoesNotHideTheTopLevelOne() {
    let representable = """
      struct MapView: UIViewRepresentable {
        func makeUIView(context: Context) -> UIView { UIView() }
        func updateUIView(_ view: UIView, context: Context) {}
        func makeCoordinator() -> Coordinator { Coordinator() }
        func helper() {
          class Coordinator {}
          _ = Coordinator()
        }
      }

      """
    let coordinator = """
      final class Coordinator: NSObject {
        var cancellables = Set<AnyCancellable>()
        var value = 0
        func start(_ publisher: AnyPublisher<Int, Never>) {
          publisher.sink { value in self.value = value }.store(in: &cancellables)
        }
      }

      """
    for sources in [
      [("Map.swift", representable + coordinator)], [("Map.swift", representable), ("Coordinator.swift", coordinator)],
    ] {
      let reused = outcome(sources)
      XCTAssertEqual(reused.diagnostics.map(\.ruleID), ["coordinator_strong_self"], "\(sources.map(\.0))")
      XCTAssertEqual(render(reused), render(outcome(sources, reusing: false)))
    }
  }

  /// Both modes agree on every fixture linted alone (its findings may then differ from the whole
  /// project's, but never between the modes) and on every fuzz seed, split into files as the rules
  /// harness splits them (at each pair of NUL bytes).
  func testEveryFixtureAloneAndEverySeedGiveTheSameFindingsInBothModes() throws {
    var projects = try LintHarness.allFixtures().map { [$0] }
    let seeds = FixtureTests.fixturesDirectory.deletingLastPathComponent().appendingPathComponent("Fuzz/Seeds")
    var seedCount = 0
    for folder in ["swift", "suppression"] {
      let directory = seeds.appendingPathComponent(folder)
      for name in try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() {
        let bytes = Array(try Data(contentsOf: directory.appendingPathComponent(name)))
        projects.append(
          Self.split(bytes).enumerated().map {
            ("\(folder)/\(name)/\($0.offset).swift", String(decoding: $0.element, as: UTF8.self))
          })
        seedCount += 1
      }
    }
    XCTAssertGreaterThan(seedCount, 3)
    var findings = 0
    for sources in projects {
      let reused = outcome(sources)
      findings += reused.diagnostics.count
      XCTAssertEqual(render(reused), render(outcome(sources, reusing: false)), "\(sources.map(\.path))")
    }
    XCTAssertGreaterThan(findings, 0)
  }

  /// `--lint-every-file` (no relevance skip and no pass-1 reuse, together) and the default agree
  /// on all fixtures as one project, with the rules' options at their defaults and with every
  /// opt-in sub-check turned on (those paths ask the index too).
  func testLintEveryFileAndTheDefaultAgreeOnTheFixtures() throws {
    let sources = try LintHarness.allFixtures()
    let optIns: [String: [String: String]] = [
      "duplicate_state_copy": ["report_shared_instances": "true"],
      "hosting_view_without_containment": ["report_without_view_controller": "true"],
    ]
    for options in [[:], optIns] {
      let byDefault = LintHarness.outcome(sources, jobs: 2, options: options)
      let everyFile = LintHarness.outcome(sources, skipping: false, reusing: false, jobs: 2, options: options)
      XCTAssertFalse(byDefault.diagnostics.isEmpty)
      XCTAssertEqual(render(byDefault), render(everyFile), "options: \(options)")
      XCTAssertLessThan(byDefault.rulesRunFileCount, everyFile.rulesRunFileCount)
    }
    let optedIn = LintHarness.outcome(sources, jobs: 2, options: optIns).diagnostics.count
    XCTAssertGreaterThan(optedIn, LintHarness.outcome(sources, jobs: 2).diagnostics.count)
  }

  /// `bytes` split at each `0x00 0x00` into at most four files (as `Fuzz/RulesFuzzer.swift` does).
  private static func split(_ bytes: [UInt8]) -> [[UInt8]] {
    var pieces: [[UInt8]] = []
    var current: [UInt8] = []
    var index = 0
    while index < bytes.count {
      if pieces.count < 3 && bytes[index] == 0 && index + 1 < bytes.count && bytes[index + 1] == 0 {
        pieces.append(current)
        current = []
        index += 2
        continue
      }
      current.append(bytes[index])
      index += 1
    }
    return pieces + [current]
  }
}
