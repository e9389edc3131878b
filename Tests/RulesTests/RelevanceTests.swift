import BridgeLint
import Rules
import XCTest

/// Pass 2 skips files in which no active rule could report. These tests pin down that the
/// skip happens, and that it never costs a finding (the examples and fixtures tests run
/// through the same filter; here the whole fixture set is also compared with the skip off).
final class RelevanceTests: XCTestCase {
  private func outcome(
    _ sources: [(path: String, text: String)], rules: [any Rule.Type] = RuleRegistry.all, skipping: Bool = true
  ) -> LintOutcome {
    LintHarness.outcome(sources, rules: rules, skipping: skipping, jobs: 2)
  }

  private func render(_ finding: Diagnostic) -> String { LintHarness.render(finding) }

  func testFilesWithoutRuleNamesSkipPassTwo() {
    let result = outcome([
      ("Model.swift", "struct Order {\n  let id: String\n  var total: Decimal\n}\n"),
      (
        "Container.swift",
        "final class ContainerViewController: UIViewController {\n  func show(_ child: UIViewController) {\n"
          + "    addChild(child)\n  }\n}\n"
      ),
      ("Quiet.swift", "// bridgelint:disable:next missing_did_move\nlet answer = 42\n"),
    ])
    XCTAssertEqual(result.fileCount, 3)
    // The model file names nothing a rule looks for; the commented file must have its command read.
    XCTAssertEqual(result.rulesRunFileCount, 2)
    XCTAssertEqual(
      result.diagnostics.map { "\($0.path):\($0.line) \($0.ruleID)" }.sorted(),
      [
        "Container.swift:3 missing_did_move", "Quiet.swift:1 superfluous_disable",
      ])
    XCTAssertEqual(result.lineCount, 4 + 5 + 2)
  }

  func testAMemberNameIsNotAPlainName() {
    // `id` as a property name is not `.id(…)`: the file cannot hold a force_refresh_identity finding.
    let plain = outcome([("Item.swift", "struct Item: Identifiable {\n  let id = UUID()\n}\n")])
    XCTAssertEqual(plain.rulesRunFileCount, 0)
    let member = outcome([("Row.swift", "struct Row: View {\n  var body: some View { List(\"a\").id(UUID()) }\n}\n")])
    XCTAssertEqual(member.rulesRunFileCount, 1)
    XCTAssertEqual(member.diagnostics.map { $0.ruleID }, ["force_refresh_identity"])
  }

  func testNamesFromTheProjectIndexMakeFilesRelevant() {
    // Neither use site spells a framework name: only the index knows `CardHostingController` is a hosting
    // controller and `MapEvents` a coordinator.
    let sources: [(path: String, text: String)] = [
      ("CardHostingController.swift", "final class CardHostingController: UIHostingController<CardView> {}\n"),
      (
        "Banner.swift",
        "final class Banner {\n  func make() -> UIView {\n    CardHostingController(rootView: CardView()).view\n  }\n}\n"
      ),
      (
        "MapView.swift",
        "struct MapView: UIViewRepresentable {\n  func makeCoordinator() -> MapEvents { MapEvents() }\n}\n"
      ),
      (
        "MapEvents.swift",
        "final class MapEvents {\n  var timer: Timer?\n  func start() {\n"
          + "    timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in\n      self.tick()\n    }\n  }\n"
          + "  func tick() {}\n}\n"
      ),
    ]
    let skipped = outcome(sources)
    let full = outcome(sources, skipping: false)
    XCTAssertEqual(
      skipped.diagnostics.map { "\($0.path):\($0.line) \($0.ruleID)" },
      ["Banner.swift:3 hosting_view_without_containment", "MapEvents.swift:5 coordinator_strong_self"])
    XCTAssertEqual(skipped.diagnostics.map(render), full.diagnostics.map(render))
  }

  /// Twenty views take a seed: `duplicate_state_copy` asks for their names as one set, and the
  /// caller, which names no wrapper and failed every rule with the empty index, is linted in pass 2.
  func testALongListOfProjectNamesMakesACallerRelevant() {
    var sources: [(path: String, text: String)] = (0..<20).map { index in
      (
        "Child\(index).swift",
        "struct Child\(index): View {\n  @State var title: String\n  var body: some View { Text(title) }\n}\n"
      )
    }
    sources.append(
      (
        "Screen.swift",
        "struct Screen: View {\n  var note: String\n  var body: some View { Child7(title: note) }\n}\n"
      ))
    let skipped = outcome(sources, rules: [DuplicateStateCopyRule.self])
    let full = outcome(sources, rules: [DuplicateStateCopyRule.self], skipping: false)
    XCTAssertEqual(skipped.diagnostics.map(render), full.diagnostics.map(render))
    XCTAssertEqual(
      skipped.diagnostics.filter { $0.path == "Screen.swift" }.map { "\($0.line) \($0.ruleID)" },
      ["3 duplicate_state_copy"])
  }

  /// `mayContainAny` answers what asking each name would, from either side of a kept filter.
  func testManyNamesAnswerAsEachNameWould() {
    let names = (0..<40).map { "name\($0)" }
    let few = ParsedFile(path: "A.swift", text: "let a = name3.name39\n")
    let many = ParsedFile(
      path: "B.swift", text: (0..<3_000).map { "other\($0)" }.joined(separator: "\n") + "\nname12\n")
    for file in [few, many] {
      let filter = file.bytes.withUnsafeBufferPointer { NameFilter(tokens: file.tokens, bytes: $0) }
      for kept in [filter, filter.compacted()] {
        for keys in [
          names.map(NameFilter.Key.init(name:)), names.map(NameFilter.Key.init(member:)),
          ["name40", "other5"].map(NameFilter.Key.init(name:)),
        ] {
          XCTAssertEqual(
            kept.mayContainAny(NameFilter.KeySet(keys)), keys.contains(where: kept.mayContain), file.path)
        }
      }
    }
    let filter = few.bytes.withUnsafeBufferPointer { NameFilter(tokens: few.tokens, bytes: $0) }.compacted()
    XCTAssertTrue(filter.mayContainAny(NameFilter.KeySet(names.map(NameFilter.Key.init(member:)))))
    XCTAssertFalse(filter.mayContainAny(NameFilter.KeySet(["name40", "other5"].map(NameFilter.Key.init(name:)))))
  }

  func testDeepNestingIsStillReported() {
    let text = "let x = " + String(repeating: "(", count: 400) + String(repeating: ")", count: 400) + "\n"
    let result = outcome([("Deep.swift", text)])
    XCTAssertEqual(result.rulesRunFileCount, 1)
    XCTAssertEqual(result.notes.count, 1)
  }

  func testFixturesGiveTheSameFindingsWithAndWithoutTheSkip() throws {
    let sources = try LintHarness.allFixtures()
    let skipped = outcome(sources)
    let full = outcome(sources, skipping: false)
    XCTAssertFalse(full.diagnostics.isEmpty)
    XCTAssertEqual(skipped.diagnostics.map(render), full.diagnostics.map(render))
    XCTAssertLessThan(skipped.rulesRunFileCount, full.rulesRunFileCount)
  }

  func testNameFilterFindsEveryIdentifierItHolds() {
    let text = "let `class` = view.addChild(x); self.id = removeFromParent // addSubview\n\"State\""
    let file = ParsedFile(path: "A.swift", text: text)
    let filter = file.bytes.withUnsafeBufferPointer { NameFilter(tokens: file.tokens, bytes: $0) }
    for name in ["class", "view", "addChild", "x", "id", "removeFromParent"] {
      XCTAssertTrue(filter.mayContain(NameFilter.Key(name: name)), name)
    }
    for member in ["addChild", "id"] { XCTAssertTrue(filter.mayContain(NameFilter.Key(member: member)), member) }
    // Comments and strings are not names; `view` is never written after a period.
    var absent = 0
    for name in ["addSubview", "State"] where !filter.mayContain(NameFilter.Key(name: name)) { absent += 1 }
    if !filter.mayContain(NameFilter.Key(member: "view")) { absent += 1 }
    XCTAssertEqual(absent, 3)
  }

  /// Pass 2 keeps a file's filter for the whole run: a long file of few names keeps their four
  /// hashes (`view`, `addChild`, `child` and the member `addChild`), 4 bytes each, fewer than the
  /// 64 bytes of the smallest halved filter, and every name it held is still found, and no other.
  func testCompactedNameFilterKeepsEveryNameInFewerBytes() {
    let text = String(repeating: "view.addChild(child)\n", count: 2_000)
    let file = ParsedFile(path: "A.swift", text: text)
    let filter = file.bytes.withUnsafeBufferPointer { NameFilter(tokens: file.tokens, bytes: $0) }
    let compacted = filter.compacted()
    XCTAssertEqual(filter.byteCount, 16_384)
    XCTAssertEqual(compacted.byteCount, 16)
    for name in ["view", "addChild", "child"] {
      XCTAssertTrue(compacted.mayContain(NameFilter.Key(name: name)), name)
    }
    XCTAssertTrue(compacted.mayContain(NameFilter.Key(member: "addChild")))
    for absent in ["addSubview", "children", "View"] {
      XCTAssertFalse(compacted.mayContain(NameFilter.Key(name: absent)), absent)
    }
    XCTAssertFalse(compacted.mayContain(NameFilter.Key(member: "view")))
  }

  /// Many distinct names, each repeated (more often than the 512 recent hashes `init` recognises as
  /// repeats): a filter too dense to halve (8 KB), where the kept hashes take 4 bytes a name, and
  /// find each as a name and as a member.
  func testCompactedNameFilterOfRepeatedNamesKeepsTheirHashes() {
    let names = (0..<600).map { "name\($0)" }
    let text = String(repeating: names.map { "\($0).\($0)\n" }.joined(), count: 4)
    let file = ParsedFile(path: "A.swift", text: text)
    let filter = file.bytes.withUnsafeBufferPointer { NameFilter(tokens: file.tokens, bytes: $0) }
    let compacted = filter.compacted()
    XCTAssertEqual(filter.byteCount, 8_192)
    // Each name, and each as a member: 1,200 hashes.
    XCTAssertEqual(compacted.byteCount, 4_800)
    for name in names {
      XCTAssertTrue(compacted.mayContain(NameFilter.Key(name: name)), name)
      XCTAssertTrue(compacted.mayContain(NameFilter.Key(member: name)), name)
    }
    XCTAssertFalse(compacted.mayContain(NameFilter.Key(name: "name600")))
    XCTAssertFalse(compacted.mayContain(NameFilter.Key(member: "name600")))
  }

  /// A filter of many distinct names is already dense enough: halving it would let too many
  /// names through falsely, so it stays as it is.
  func testCompactedNameFilterOfManyNamesKeepsItsSize() {
    let text = (0..<3_000).map { "name\($0)" }.joined(separator: "\n")
    let file = ParsedFile(path: "A.swift", text: text)
    let filter = file.bytes.withUnsafeBufferPointer { NameFilter(tokens: file.tokens, bytes: $0) }
    let compacted = filter.compacted()
    XCTAssertEqual(compacted.byteCount, filter.byteCount)
    for index in stride(from: 0, to: 3_000, by: 7) {
      XCTAssertTrue(compacted.mayContain(NameFilter.Key(name: "name\(index)")), "name\(index)")
    }
  }
}
