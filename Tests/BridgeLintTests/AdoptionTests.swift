import Foundation
import XCTest

/// Issue 12 (adoption blockers) through the built binary: partial runs see the whole project,
/// paths that do not move with the working directory, and the command line's rough edges.
final class AdoptionTests: XCTestCase {
  var directory: URL!

  override func setUpWithError() throws {
    directory = FileManager.default.temporaryDirectory.appendingPathComponent("bridgelint-adopt-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: directory)
  }

  @discardableResult
  func run(
    _ arguments: [String], in folder: String = "", input: String? = nil, environment: [String: String] = [:]
  ) throws -> LintProcess.Result {
    let url = folder.isEmpty ? directory! : directory.appendingPathComponent(folder)
    let result = try LintProcess.run(arguments, in: url, input: input, environment: environment)
    XCTAssertFalse(result.timedOut, "bridgelint \(arguments) did not finish")
    XCTAssertFalse(result.wasSignaled, "bridgelint \(arguments) crashed: \(result.standardError)")
    return result
  }

  func write(_ text: String, to path: String) throws {
    let url = directory.appendingPathComponent(path)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  func path(_ relative: String) -> String { directory.appendingPathComponent(relative).path }

  /// A representable whose conformance is declared in another file: its `update…` method's
  /// delegate assignment is a finding only when that other file is in the index.
  static let mapView = """
    struct MapView {
      func updateUIView(_ view: MKMapView, context: Context) {
        view.delegate = context.coordinator
      }
    }

    """
  static let conformance = "extension MapView: UIViewRepresentable {}\n"
  static let finding = "App/MapView.swift:3:10: warning: "

  static let warningSource = """
    struct Chart: View {
      var body: some View { List("x").id(UUID()) }
    }

    """

  func writeProject() throws {
    try write("// swift-tools-version:5.10\n", to: "Package.swift")
    try write(Self.mapView, to: "App/MapView.swift")
    try write(Self.conformance, to: "App/Representable/MapView+Representable.swift")
  }

  // MARK: - 12.2 Findings do not depend on which files are passed

  func testConformanceInAnotherFileIsFoundHoweverTheFileIsPassed() throws {
    try writeProject()
    try write("App/MapView.swift\n", to: "files.txt")
    let whole = try run(["--quiet", "--reporter", "json", "."])
    let alone = try run(["--quiet", "--reporter", "json", "App/MapView.swift"])
    let listed = try run(["--quiet", "--reporter", "json", "--filelist", "files.txt"])
    let piped = try run(
      ["--quiet", "--reporter", "json", "--stdin-path", "App/MapView.swift"], input: Self.mapView)
    let xcode = try run(
      ["--quiet", "--reporter", "json", "--use-script-input-files"],
      environment: ["SCRIPT_INPUT_FILE_COUNT": "1", "SCRIPT_INPUT_FILE_0": path("App/MapView.swift")])
    XCTAssertTrue(whole.standardOutput.contains("\"delegate_in_update\""), whole.standardOutput)
    for (name, result) in [("alone", alone), ("--filelist", listed), ("stdin", piped), ("script input", xcode)] {
      XCTAssertEqual(result.standardOutput, whole.standardOutput, name)
      XCTAssertEqual(result.status, whole.status, name)
    }
    // From another directory, with an absolute path: the same finding.
    try FileManager.default.createDirectory(
      at: directory.appendingPathComponent("Elsewhere"), withIntermediateDirectories: true)
    let outside = try run(["--quiet", path("App/MapView.swift")], in: "Elsewhere")
    XCTAssertTrue(outside.standardOutput.contains("MapView.swift:3:10: warning: "), outside.standardOutput)
    // The old behaviour on request: only the files given are indexed.
    XCTAssertEqual(try run(["--quiet", "--no-project-index", "App/MapView.swift"]).standardOutput, "")
  }

  func testNestedConfigurationDoesNotNarrowTheProject() throws {
    try write("disabled_rules: []\n", to: ".bridgelint.yml")
    try write("opt_in_rules: []\n", to: "App/.bridgelint.yml")
    try write(Self.mapView, to: "App/MapView.swift")
    try write(Self.conformance, to: "Shared/MapView+Representable.swift")
    // The root configuration's folder is the project, not the nested file's folder.
    let alone = try run(["--quiet", "App/MapView.swift"])
    XCTAssertTrue(alone.standardOutput.hasPrefix(Self.finding), alone.standardOutput)
    XCTAssertEqual(alone.standardOutput, try run(["--quiet", "."]).standardOutput)
  }

  func testStdinTextReplacesTheFileOnDisk() throws {
    try writeProject()
    // The unsaved buffer has no finding; the disk copy does.
    let edited = Self.mapView.replacingOccurrences(of: "view.delegate = context.coordinator", with: "view.reset()")
    let result = try run(["--quiet", "--stdin-path", "App/MapView.swift"], input: edited)
    XCTAssertEqual(result.standardOutput, "")
    XCTAssertEqual(result.status, 0, result.standardError)
  }

  func testProjectIndexHonoursExcluded() throws {
    try writeProject()
    try write("excluded: [App/Representable]\n", to: ".bridgelint.yml")
    XCTAssertEqual(try run(["--quiet", "."]).standardOutput, "")
    XCTAssertEqual(try run(["--quiet", "App/MapView.swift"]).standardOutput, "")
  }

  func testSuperfluousDisableIsNotReportedForASuppressionTheProjectNeeds() throws {
    try writeProject()
    let suppressed = Self.mapView.replacingOccurrences(
      of: "    view.delegate",
      with: "    // bridgelint:disable:next delegate_in_update - the SDK resets it\n    view.delegate")
    try write(suppressed, to: "App/MapView.swift")
    let whole = try run(["--quiet", "."])
    XCTAssertEqual(whole.standardOutput, "")
    XCTAssertEqual(whole.status, 0)
    let staged = try run(["--quiet", "--strict", "--force-exclude", "App/MapView.swift"])
    XCTAssertEqual(staged.standardOutput, "")
    XCTAssertEqual(staged.status, 0)
    let piped = try run(["--quiet", "--strict", "--stdin-path", "App/MapView.swift"], input: suppressed)
    XCTAssertEqual(piped.standardOutput, "")
  }

  // MARK: - 12.3 Paths that move with the working directory

  func testBaselineWorksFromAnyWorkingDirectory() throws {
    try write("", to: ".git/HEAD")
    try write(Self.warningSource, to: "App/Chart.swift")
    try write(Self.warningSource, to: "App/Other.swift")
    XCTAssertEqual(try run(["--quiet", "--write-baseline", "baseline.json", "App"]).status, 0)
    let text = try String(contentsOf: directory.appendingPathComponent("baseline.json"), encoding: .utf8)
    XCTAssertTrue(text.contains("\"file\": \"App/Chart.swift\""), text)
    try FileManager.default.createDirectory(
      at: directory.appendingPathComponent("App/Sub"), withIntermediateDirectories: true)
    for (folder, arguments) in [
      ("App", ["--baseline", "../baseline.json", "."]),
      ("App/Sub", ["--baseline", path("baseline.json"), path("App")]),
      ("", ["--baseline", "baseline.json", path("App/Chart.swift"), path("App/Other.swift")]),
    ] {
      let result = try run(["--strict"] + arguments, in: folder)
      XCTAssertEqual(result.standardOutput, "", "\(folder) \(arguments)")
      // --strict does not count the findings the baseline hid.
      XCTAssertEqual(result.status, 0, "\(folder) \(arguments): \(result.standardError)")
      XCTAssertTrue(result.standardError.contains("the baseline hid 2 findings"), result.standardError)
    }
  }

  func testBaselineSummaryCountsStaleEntries() throws {
    try write(Self.warningSource, to: "App/Chart.swift")
    try write(Self.warningSource, to: "App/Fixed.swift")
    XCTAssertEqual(try run(["--quiet", "--write-baseline", "baseline.json", "App"]).status, 0)
    try write("struct Fixed {}\n", to: "App/Fixed.swift")
    let result = try run(["--baseline", "baseline.json", "App"])
    XCTAssertTrue(
      result.standardError.contains("the baseline hid 1 finding and has 1 stale entry"), result.standardError)
  }

  func testVersionOneBaselinesRelativeToTheWorkingDirectoryAreStillRead() throws {
    try write(Self.warningSource, to: "App/Chart.swift")
    // Written by older bridgelint from `App`: the path is relative to that working directory.
    try write(
      """
      {"entries": [{"count": 1, "file": "Chart.swift", "line": "var body: some View { List(\\"x\\").id(UUID()) }",
        "rule": "force_refresh_identity"}], "version": 1}
      """, to: "baselines/old.json")
    let result = try run(["--quiet", "--strict", "--baseline", "../baselines/old.json", "Chart.swift"], in: "App")
    XCTAssertEqual(result.standardOutput, "")
    XCTAssertEqual(result.status, 0, result.standardError)
  }

  func testInvalidBaselinesAreErrorsWithPositions() throws {
    try write(Self.warningSource, to: "Chart.swift")
    let big = "9223372036854775807"
    let entry = "{\"count\": \(big), \"file\": \"Chart.swift\", \"line\": \"x\", \"rule\": \"force_refresh_identity\"}"
    try write("{\"entries\": [\(entry), \(entry)], \"version\": 2}", to: "huge.json")
    // Two entries of one key at Int.max: saturated, not a trap.
    let huge = try run(["--quiet", "--baseline", "huge.json", "Chart.swift"])
    XCTAssertEqual(huge.status, 0, huge.standardError)
    for (name, text, expected) in [
      (
        "bool",
        "{\"entries\": [\n  {\"count\": true, \"file\": \"a\", \"line\": \"l\", \"rule\": \"r\"}\n], \"version\": 2}",
        "bool.json:2:13: error: cannot use baseline: entry 1: \"count\" must be a positive integer, found true"
      ),
      (
        "version", "{\"entries\": [], \"version\": 7}",
        "version.json:1:28: error: cannot use baseline: unknown baseline version 7"
      ),
      ("open", "{\"entries\": [\n", "open.json:1:13: error: cannot use baseline: unterminated array"),
    ] {
      try write(text, to: "\(name).json")
      let result = try run(["--quiet", "--baseline", "\(name).json", "Chart.swift"])
      XCTAssertEqual(result.status, 2, name)
      XCTAssertTrue(result.standardError.contains(expected), "\(name): \(result.standardError)")
    }
  }

  func testConfigFlagKeepsNestedConfigurationsBelowItsFolder() throws {
    try write("opt_in_rules: []\n", to: "ci.yml")
    try write("disabled_rules: [force_refresh_identity]\n", to: "Legacy/.bridgelint.yml")
    try write(Self.warningSource, to: "Legacy/Chart.swift")
    try write(Self.warningSource, to: "App/Chart.swift")
    let result = try run(["--quiet", "--config", "ci.yml", "."])
    XCTAssertEqual(result.outputLines.map { $0.prefix(17) }, ["App/Chart.swift:2"])
    let twice = try run(["--config", "ci.yml", "--config", "ci.yml", "."])
    XCTAssertEqual(twice.status, 64)
    XCTAssertTrue(twice.standardError.contains("--config given twice"), twice.standardError)
  }

  func testNestedConfigurationSettingARootOnlyKeyWarns() throws {
    try write("included: [App]\n", to: ".bridgelint.yml")
    try write("disabled_rules: []\nstrict: true\n", to: "App/Legacy/.bridgelint.yml")
    try write(Self.warningSource, to: "App/Legacy/Chart.swift")
    let result = try run(["--quiet"])
    XCTAssertEqual(result.status, 0)
    XCTAssertTrue(
      result.standardError.contains(
        "App/Legacy/.bridgelint.yml:2:1: warning: 'strict' is only read from the root configuration"),
      result.standardError)
  }

  // MARK: - 12.4 Command-line behaviour

  func testStrictPrintsFailingFindingsAsErrorsInXcodeOutputOnly() throws {
    try write(Self.warningSource, to: "Chart.swift")
    let strict = try run(["--quiet", "--strict", "Chart.swift"])
    XCTAssertEqual(strict.status, 1)
    XCTAssertTrue(strict.standardOutput.hasPrefix("Chart.swift:2:38: error: "), strict.standardOutput)
    XCTAssertTrue(try run(["--quiet", "Chart.swift"]).standardOutput.hasPrefix("Chart.swift:2:38: warning: "))
    let json = try run(["--quiet", "--strict", "--reporter", "json", "Chart.swift"])
    XCTAssertEqual(json.status, 1)
    XCTAssertTrue(json.standardOutput.contains("\"severity\": \"warning\""), json.standardOutput)
  }

  func testZeroLintableFilesFailsUnlessAllowed() throws {
    try FileManager.default.createDirectory(
      at: directory.appendingPathComponent("Empty"), withIntermediateDirectories: true)
    let none = try run(["Empty"])
    XCTAssertEqual(none.status, 1)
    XCTAssertTrue(none.standardError.contains("no lintable files"), none.standardError)
    XCTAssertEqual(try run(["--allow-zero-lintable-files", "Empty"]).status, 0)
  }

  func testUnknownRuleIdsSuggestTheClosest() throws {
    let option = try run(["--only-rule", "missing_did_mve"])
    XCTAssertEqual(option.status, 64)
    XCTAssertTrue(option.standardError.contains("did you mean 'missing_did_move'?"), option.standardError)
    let rules = try run(["rules", "delegate_in_updat"])
    XCTAssertEqual(rules.status, 64)
    XCTAssertTrue(rules.standardError.contains("did you mean 'delegate_in_update'?"), rules.standardError)
    try write("disabled_rules: [missing_didmove]\n", to: ".bridgelint.yml")
    try write(Self.warningSource, to: "Chart.swift")
    let configured = try run(["--quiet", "Chart.swift"])
    XCTAssertEqual(configured.status, 0)
    XCTAssertTrue(
      configured.standardError.contains(
        ".bridgelint.yml:1:18: warning: unknown rule 'missing_didmove' in 'disabled_rules' (did you mean 'missing_did_move'?)"
      ),
      configured.standardError)
    // --strict makes a configuration warning fail the run (exit 2), after linting.
    let strict = try run(["--quiet", "--strict", "Chart.swift"])
    XCTAssertEqual(strict.status, 2)
    XCTAssertTrue(strict.standardOutput.contains("Chart.swift:2:38"), strict.standardOutput)
  }

  func testVersionHelpAndUnknownSubcommands() throws {
    let version = try run(["version"])
    XCTAssertEqual(version.status, 0)
    XCTAssertTrue(version.standardOutput.hasPrefix("bridgelint "))
    let help = try run(["help", "rules"])
    XCTAssertEqual(help.status, 0)
    XCTAssertTrue(help.standardOutput.contains("USAGE: bridgelint rules"), help.standardOutput)
    let typo = try run(["rule"])
    XCTAssertEqual(typo.status, 64)
    XCTAssertTrue(typo.standardError.contains("unknown subcommand 'rule' (did you mean 'rules'?)"), typo.standardError)
    XCTAssertTrue(typo.standardError.contains("USAGE:"), typo.standardError)
    XCTAssertEqual(try run(["help", "nope"]).status, 64)
    // A folder of that name is linted, not taken for a subcommand.
    try write(Self.warningSource, to: "rule/Chart.swift")
    let folder = try run(["--quiet", "rule"])
    XCTAssertEqual(folder.status, 0)
    XCTAssertTrue(folder.standardOutput.hasPrefix("rule/Chart.swift:2:38"), folder.standardOutput)
  }

  func testSummaryAndJUnitSayInfo() throws {
    try write("force_refresh_identity: info\n", to: ".bridgelint.yml")
    try write(Self.warningSource, to: "Chart.swift")
    let plain = try run(["Chart.swift"])
    XCTAssertTrue(plain.standardOutput.contains(": note: "), plain.standardOutput)
    XCTAssertTrue(plain.standardError.contains("0 errors, 0 warnings, 1 info"), plain.standardError)
    XCTAssertFalse(plain.standardError.contains("note"), plain.standardError)
    let junit = try run(["--quiet", "--reporter", "junit", "Chart.swift"])
    XCTAssertTrue(junit.standardOutput.contains("tests=\"1\" failures=\"0\""), junit.standardOutput)
    XCTAssertFalse(junit.standardOutput.contains("<failure"), junit.standardOutput)
  }

  func testRulesShowsEffectiveSeverityAndRefusesABrokenConfiguration() throws {
    try write("missing_did_move: error\n", to: ".bridgelint.yml")
    let table = try run(["rules"])
    XCTAssertEqual(table.status, 0)
    let row = table.outputLines.first { $0.hasPrefix("missing_did_move ") } ?? ""
    XCTAssertTrue(row.contains(" error "), String(row))
    let one = try run(["rules", "missing_did_move"])
    XCTAssertTrue(one.standardOutput.contains("Severity: error"), one.standardOutput)
    let json = try run(["rules", "missing_did_move", "--reporter", "json"])
    let objects = try XCTUnwrap(JSONSerialization.jsonObject(with: json.output) as? [[String: Any]])
    XCTAssertEqual(objects.first?["severity"] as? String, "error")
    XCTAssertEqual(objects.first?["defaultSeverity"] as? String, "warning")
    XCTAssertFalse((objects.first?["rationale"] as? String ?? "").isEmpty)
    XCTAssertFalse((objects.first?["triggeringExamples"] as? [String] ?? []).isEmpty)
    XCTAssertFalse((objects.first?["nonTriggeringExamples"] as? [String] ?? []).isEmpty)
    try write("strict: maybe\n", to: ".bridgelint.yml")
    let broken = try run(["rules"])
    XCTAssertEqual(broken.status, 2)
    XCTAssertTrue(broken.standardError.contains(".bridgelint.yml:1:9: error:"), broken.standardError)
  }

  func testMessagesHaveOnePrefixAndEmptyValuesAreUsageErrors() throws {
    let missing = try run(["--filelist", "missing.txt"])
    XCTAssertEqual(missing.status, 2)
    XCTAssertEqual(
      missing.standardError, "missing.txt: error: cannot read file: no such file or directory\n")
    for option in ["--output", "--baseline", "--write-baseline", "--config", "--stdin-path", "--filelist"] {
      let result = try run([option, ""])
      XCTAssertEqual(result.status, 64, option)
      XCTAssertTrue(result.standardError.contains("\(option) needs a non-empty value"), result.standardError)
    }
  }

  func testUnclosedFlowListIsReportedAtItsBracket() throws {
    try write(Self.warningSource, to: "Chart.swift")
    // The next key on line 2 shows the `]` is missing: the error is the `[` on line 1, not 2:1.
    try write("included: [App\nstrict: true\n", to: ".bridgelint.yml")
    let result = try run(["--quiet", "Chart.swift"])
    XCTAssertEqual(result.status, 2)
    XCTAssertTrue(
      result.standardError.hasPrefix(".bridgelint.yml:1:11: error: unterminated flow list (missing ']' before line 2)"),
      result.standardError)
    // A list continued on an indented line is still one list.
    try write("disabled_rules: [\n  delegate_in_update,\n  missing_did_move\n]\n", to: ".bridgelint.yml")
    XCTAssertEqual(try run(["--quiet", "Chart.swift"]).status, 0)
  }

  func testPreCommitHookShowsWarnings() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let hooks = try String(contentsOf: root.appendingPathComponent(".pre-commit-hooks.yaml"), encoding: .utf8)
    XCTAssertTrue(hooks.contains("\n  verbose: true\n"), hooks)
  }
}
