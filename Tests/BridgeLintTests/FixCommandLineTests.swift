import Foundation
import XCTest

/// `--fix`, `--unsafe-fixes`, `--diff` through the built binary: what is written, what is
/// printed, and the exit status the remaining findings set.
final class FixCommandLineTests: XCTestCase {
  var directory: URL!

  override func setUpWithError() throws {
    directory = FileManager.default.temporaryDirectory.appendingPathComponent("bridgelint-fix-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: directory)
  }

  private func run(_ arguments: [String], input: String? = nil) throws -> LintProcess.Result {
    let result = try LintProcess.run(arguments, in: directory, input: input)
    XCTAssertFalse(result.timedOut)
    return result
  }

  private func write(_ text: String, to name: String) throws {
    try Data(text.utf8).write(to: directory.appendingPathComponent(name))
  }

  private func read(_ name: String) throws -> String {
    try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
  }

  /// A superfluous disable (safe fix) and a missing `didMove` (unsafe fix), with CRLF line endings.
  static let source =
    "import UIKit\r\n// bridgelint:disable force_refresh_identity\r\nfinal class A: UIViewController {\r\n"
    + "  func show(_ child: UIViewController) {\r\n    addChild(child)\r\n    view.addSubview(child.view)\r\n"
    + "  }\r\n}\r\n"

  func testFixAppliesSafeFixesKeepsPermissionsAndReportsWhatRemains() throws {
    try write(FixCommandLineTests.source, to: "A.swift")
    let path = directory.appendingPathComponent("A.swift").path
    try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: path)
    let result = try run(["--fix", "--strict", "A.swift"])
    XCTAssertEqual(
      try read("A.swift"),
      FixCommandLineTests.source.replacingOccurrences(
        of: "// bridgelint:disable force_refresh_identity\r\n", with: ""))
    let permissions = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
    XCTAssertEqual(permissions, 0o640)
    // The didMove finding remains (its fix is unsafe) and fails the strict run.
    XCTAssertEqual(result.status, 1, result.standardError)
    XCTAssertTrue(result.standardOutput.contains("[missing_did_move]"), result.standardOutput)
    XCTAssertFalse(result.standardOutput.contains("superfluous_disable"), result.standardOutput)
    XCTAssertTrue(result.standardOutput.contains("(fixable with --fix --unsafe-fixes)"), result.standardOutput)
    XCTAssertTrue(
      result.standardError.contains("Applied 1 fix in 1 file (superfluous_disable 1)"), result.standardError)
    XCTAssertTrue(result.standardError.contains("1 more fixable with --unsafe-fixes"), result.standardError)
  }

  /// A file `--fix` refused for its syntax error does not also claim its findings are fixable.
  func testFileSkippedForASyntaxErrorIsNotCalledFixable() throws {
    let broken = FixCommandLineTests.source + "}\r\n"
    try write(broken, to: "A.swift")
    let result = try run(["--fix", "A.swift"])
    XCTAssertEqual(try read("A.swift"), broken)
    XCTAssertTrue(
      result.standardError.contains("A.swift: warning: not fixed: the file has a syntax error"), result.standardError)
    XCTAssertTrue(result.standardOutput.contains("[missing_did_move]"), result.standardOutput)
    XCTAssertFalse(result.standardOutput.contains("fixable with"), result.standardOutput)
    XCTAssertFalse(result.standardError.contains("fixable with"), result.standardError)
  }

  /// `state_not_private`'s fix is applied only when the run saw the whole project: a file named
  /// alone with `--no-project-index` proves nothing about the others.
  func testAccessNarrowingNeedsTheWholeProject() throws {
    let row = "struct Row: View {\n  @State var isOn = false\n  init() {}\n  var body: some View { Text(\"\") }\n}\n"
    try write("only_rules: [state_not_private]\n", to: ".bridgelint.yml")
    try write(row, to: "Row.swift")
    try write("func probe(_ row: Row) -> Bool { row.isOn }\n", to: "Probe.swift")
    for arguments in [["--fix", "Row.swift"], ["--fix", "--no-project-index", "Row.swift"], ["--fix", "."]] {
      _ = try run(arguments)
      XCTAssertEqual(try read("Row.swift"), row, "\(arguments)")
    }
    try write("func probe(_ row: Row) -> Bool { true }\n", to: "Probe.swift")
    let partial = try run(["--fix", "--no-project-index", "--reporter", "json", "Row.swift"])
    XCTAssertEqual(try read("Row.swift"), row)
    XCTAssertTrue(
      partial.standardOutput.contains("Declare it `private` (not applied: what other files use is not known)"),
      partial.standardOutput)
    _ = try run(["--fix", "Row.swift"])
    XCTAssertEqual(try read("Row.swift"), row.replacingOccurrences(of: "@State var", with: "@State private var"))
  }

  func testUnsafeFixesFixEverythingAndTheRunPasses() throws {
    try write(FixCommandLineTests.source, to: "A.swift")
    let result = try run(["--fix", "--unsafe-fixes", "--strict", "A.swift"])
    XCTAssertEqual(result.status, 0, result.standardOutput + result.standardError)
    XCTAssertEqual(result.standardOutput, "")
    XCTAssertTrue(
      try read("A.swift").contains("    view.addSubview(child.view)\r\n    child.didMove(toParent: self)\r\n"))
  }

  func testDiffWritesNothingAndExitsOneWhenSomethingWouldChange() throws {
    try write(FixCommandLineTests.source, to: "A.swift")
    let result = try run(["--diff", "A.swift"])
    XCTAssertEqual(result.status, 1)
    XCTAssertEqual(try read("A.swift"), FixCommandLineTests.source)
    XCTAssertEqual(
      result.standardOutput,
      "--- a/A.swift\n+++ b/A.swift\n@@ -1,5 +1,4 @@\n import UIKit\r\n-// bridgelint:disable force_refresh_identity\r\n"
        + " final class A: UIViewController {\r\n   func show(_ child: UIViewController) {\r\n     addChild(child)\r\n")
    try write("let x = 1\n", to: "B.swift")
    let clean = try run(["--diff", "B.swift"])
    XCTAssertEqual(clean.status, 0)
    XCTAssertEqual(clean.standardOutput, "")
  }

  /// The patch `--diff --unsafe-fixes` prints is one `git apply` takes (CRLF lines included),
  /// and applying it gives exactly what `--fix --unsafe-fixes` writes.
  func testDiffIsAPatchGitApplyAcceptsAndItMatchesTheFix() throws {
    try write(FixCommandLineTests.source, to: "A.swift")
    let diff = try run(["--quiet", "--diff", "--unsafe-fixes", "A.swift"])
    XCTAssertEqual(diff.status, 1, diff.standardError)
    try write(diff.standardOutput, to: "fix.patch")
    let git = Process()
    git.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    git.arguments = ["git", "apply", "--whitespace=nowarn", "fix.patch"]
    git.currentDirectoryURL = directory
    try git.run()
    git.waitUntilExit()
    XCTAssertEqual(git.terminationStatus, 0, "git apply refused the patch:\n\(diff.standardOutput)")
    let applied = try Data(contentsOf: directory.appendingPathComponent("A.swift"))
    try write(FixCommandLineTests.source, to: "A.swift")
    XCTAssertEqual(try run(["--quiet", "--fix", "--unsafe-fixes", "A.swift"]).status, 0)
    XCTAssertEqual(applied, try Data(contentsOf: directory.appendingPathComponent("A.swift")))
  }

  /// A BOM and a missing final newline survive `--fix`, byte for byte.
  func testFixKeepsTheByteOrderMarkAndAMissingFinalNewline() throws {
    let source = "\u{FEFF}import UIKit\n// bridgelint:disable force_refresh_identity\nlet x = 1"
    try write(source, to: "A.swift")
    XCTAssertEqual(try run(["--quiet", "--fix", "A.swift"]).status, 0)
    XCTAssertEqual(
      try Data(contentsOf: directory.appendingPathComponent("A.swift")), Data("\u{FEFF}import UIKit\nlet x = 1".utf8))
  }

  func testStdinFixWritesTheFixedSourceToStandardOutput() throws {
    try write("// not this text\n", to: "A.swift")
    let result = try run(["--fix", "--unsafe-fixes", "--stdin-path", "A.swift"], input: FixCommandLineTests.source)
    XCTAssertEqual(result.status, 0, result.standardError)
    XCTAssertTrue(result.standardOutput.hasPrefix("import UIKit\r\nfinal class A"), result.standardOutput)
    XCTAssertTrue(result.standardOutput.contains("child.didMove(toParent: self)"))
    XCTAssertEqual(try read("A.swift"), "// not this text\n", "the file on disk is not written")
  }

  func testStdinFixOfAnExcludedFileGivesItBackUnchanged() throws {
    try write("excluded: [A.swift]\n", to: ".bridgelint.yml")
    let result = try run(
      ["--fix", "--stdin-path", "A.swift", "--force-exclude", "--allow-zero-lintable-files"],
      input: FixCommandLineTests.source)
    XCTAssertEqual(result.status, 0, result.standardError)
    XCTAssertEqual(result.standardOutput, FixCommandLineTests.source)
  }

  func testBaselinedFindingIsNotFixed() throws {
    try write(FixCommandLineTests.source, to: "A.swift")
    XCTAssertEqual(try run(["--quiet", "--write-baseline", "baseline.json", "A.swift"]).status, 0)
    let result = try run(["--fix", "--unsafe-fixes", "--baseline", "baseline.json", "A.swift"])
    XCTAssertEqual(result.status, 0, result.standardError)
    XCTAssertEqual(try read("A.swift"), FixCommandLineTests.source)
  }

  func testJSONSaysWhatTheFixIs() throws {
    try write("let x = 1\n// bridgelint:disable all\n", to: "A.swift")
    let result = try run(["--quiet", "--reporter", "json", "A.swift"])
    let findings = try XCTUnwrap(
      JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[String: Any]])
    let fix = try XCTUnwrap(findings.first?["fix"] as? [String: Any])
    XCTAssertEqual(fix["applicability"] as? String, "safe")
    let edits = try XCTUnwrap(fix["edits"] as? [[String: Any]])
    XCTAssertEqual(edits.first?["start"] as? Int, 10, "the whole line of the command")
    XCTAssertEqual(edits.first?["end"] as? Int, 36)
    XCTAssertEqual(edits.first?["replacement"] as? String, "")
  }

  func testUnsafeFixesAloneIsAUsageError() throws {
    XCTAssertEqual(try run(["--unsafe-fixes", "."]).status, 64)
    XCTAssertEqual(try run(["--fix=yes", "."]).status, 64)
  }
}
