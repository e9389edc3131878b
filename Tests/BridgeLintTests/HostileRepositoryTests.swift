import BridgeLint
import Foundation
import XCTest

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Issue 30 through the built binary: what a repository's symlinks, read-only files, hard links and
/// leftovers may make the tool read or write, and files edited while `--fix` runs.
final class HostileRepositoryTests: XCTestCase {
  var directory: URL!

  static let source = HostileInputTests.goodSource
  static let fixable = FixCommandLineTests.source
  static let fixed = FixCommandLineTests.source.replacingOccurrences(
    of: "// bridgelint:disable force_refresh_identity\r\n", with: "")

  override func setUpWithError() throws {
    // Resolved, so the real paths the tool prints match (the temporary folder may be a link).
    let base = FileManager.default.temporaryDirectory.appendingPathComponent("bridgelint-repo-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
    directory = URL(fileURLWithPath: try XCTUnwrap(PathTools.realPath(base.path)))
  }

  override func tearDownWithError() throws {
    _ = chmod(directory.path, 0o755)
    try? FileManager.default.removeItem(at: directory)
  }

  func url(_ path: String) -> URL { directory.appendingPathComponent(path) }

  func write(_ text: String, to path: String) throws {
    try FileManager.default.createDirectory(
      at: url(path).deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url(path))
  }

  func makeLink(_ path: String, to destination: String) throws {
    try FileManager.default.createDirectory(
      at: url(path).deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(atPath: url(path).path, withDestinationPath: destination)
  }

  func contents(_ path: String) -> String? {
    (try? Data(contentsOf: url(path))).map { String(decoding: $0, as: UTF8.self) }
  }

  func lint(_ arguments: [String], in folder: String = "", timeout: TimeInterval = 60) throws -> LintProcess.Result {
    let result = try LintProcess.run(arguments, in: folder.isEmpty ? directory : url(folder), timeout: timeout)
    XCTAssertFalse(result.timedOut, "bridgelint \(arguments) did not finish within \(timeout) s")
    XCTAssertFalse(result.wasSignaled, "bridgelint \(arguments) was killed by signal \(result.status)")
    return result
  }

  // MARK: - 3. `included` through a symlink

  func testIncludedThroughASymlinkDoesNotLeaveTheRepositoryAndSystemFoldersAreNeverWalked() throws {
    try write(Self.source, to: "outside/Far.swift")
    try write(Self.source, to: "repo/Sources/Good.swift")
    try makeLink("repo/rootlink", to: "/")
    try makeLink("repo/link", to: "../outside")
    try write("included: [rootlink, link, Sources]\n", to: "repo/.bridgelint.yml")
    let result = try lint(["--quiet"], in: "repo", timeout: 30)
    XCTAssertEqual(result.status, 0, result.standardError)
    XCTAssertEqual(result.outputLines.map { $0.hasPrefix("Sources/Good.swift:2:38:") }, [true], result.standardOutput)
    let warnings = result.errorLines.filter { $0.hasPrefix(".bridgelint.yml: warning: `included` entry") }
    XCTAssertEqual(warnings.count, 2, result.standardError)
    for line in warnings {
      XCTAssertTrue(
        line.hasSuffix(
          "' leaves the configuration's folder through a symlink; ignored (name the path on the command line to "
            + "lint it)"), String(line))
    }
    // Named on the command line: the kernel's folders are still never walked.
    let system = try lint(["--quiet", "/proc"], timeout: 30)
    XCTAssertEqual(system.status, 2, system.standardError)
    XCTAssertEqual(system.errorLines.first, "/proc: error: not walked: /proc is a system folder")
    XCTAssertEqual(system.standardOutput, "")
  }

  // MARK: - 4. File symlinks

  func testFileSymlinksLeavingTheProjectAreSkippedAndALinkAndItsTargetAreLintedOnce() throws {
    try FileManager.default.createDirectory(at: url("repo/.git"), withIntermediateDirectories: true)
    try write(Self.fixable, to: "repo/A.swift")
    try makeLink("repo/Alias.swift", to: "A.swift")
    try makeLink("repo/passwd.swift", to: "/etc/passwd")
    try write(Self.fixable, to: "outside/Far.swift")
    try makeLink("repo/Far.swift", to: "../outside/Far.swift")

    let plain = try lint(["."], in: "repo")
    XCTAssertEqual(plain.status, 0, plain.standardError)
    // A.swift once (its two findings), never again as Alias.swift; nothing from outside.
    XCTAssertEqual(plain.outputLines.map { $0.prefix { $0 != ":" } }, ["A.swift", "A.swift"], plain.standardOutput)
    XCTAssertTrue(
      plain.errorLines.contains("passwd.swift: note: skipped: a symlink to a file outside the project (/etc/passwd)"),
      plain.standardError)
    XCTAssertTrue(
      plain.errorLines.contains(
        "Far.swift: note: skipped: a symlink to a file outside the project (\(directory.path)/outside/Far.swift)"[...]),
      plain.standardError)
    XCTAssertTrue(plain.standardError.contains("Linted 1 file "), plain.standardError)

    let fix = try lint(["--fix", "."], in: "repo")
    XCTAssertEqual(fix.status, 0, fix.standardError)
    XCTAssertEqual(contents("repo/A.swift"), Self.fixed)
    XCTAssertEqual(contents("outside/Far.swift"), Self.fixable)
    XCTAssertTrue(fix.standardError.contains("Applied 1 fix in 1 file (superfluous_disable 1)"), fix.standardError)
    XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: url("repo/Alias.swift").path), "A.swift")

    // A link named explicitly is linted (the user asked) but never written through.
    try write(Self.fixable, to: "repo/A.swift")
    let named = try lint(["--fix", "Alias.swift", "Far.swift"], in: "repo")
    XCTAssertEqual(named.status, 0, named.standardError)
    for name in ["Alias.swift", "Far.swift"] {
      XCTAssertTrue(
        named.errorLines.contains(
          "\(name): warning: not fixed: it is a symlink (its target is fixed only when linted under its own name)"[...]),
        named.standardError)
    }
    XCTAssertEqual(contents("repo/A.swift"), Self.fixable)
    XCTAssertEqual(contents("outside/Far.swift"), Self.fixable)
    XCTAssertTrue(named.standardError.contains("Applied 0 fixes in 0 files"), named.standardError)
  }

  // MARK: - 5. Read-only files and hard links

  func testFixLeavesReadOnlyFilesAndHardLinkedFilesAlone() throws {
    try write(Self.fixable, to: "ReadOnly.swift")
    XCTAssertEqual(chmod(url("ReadOnly.swift").path, 0o444), 0)
    try write(Self.fixable, to: "Linked.swift")
    XCTAssertEqual(link(url("Linked.swift").path, url("Other.swift.bak").path), 0)
    try write(Self.fixable, to: "Plain.swift")

    let plain = try lint(["ReadOnly.swift", "Linked.swift", "Plain.swift"])
    let fix = try lint(["--fix", "ReadOnly.swift", "Linked.swift", "Plain.swift"])
    XCTAssertEqual(fix.status, plain.status, fix.standardError)
    XCTAssertTrue(fix.errorLines.contains("ReadOnly.swift: warning: not fixed: read-only"), fix.standardError)
    XCTAssertTrue(fix.errorLines.contains("Linked.swift: warning: not fixed: has other links"), fix.standardError)
    XCTAssertTrue(fix.standardError.contains("Applied 1 fix in 1 file (superfluous_disable 1)"), fix.standardError)
    XCTAssertEqual(contents("ReadOnly.swift"), Self.fixable)
    XCTAssertEqual(contents("Linked.swift"), Self.fixable)
    XCTAssertEqual(contents("Plain.swift"), Self.fixed)
    var status = stat()
    XCTAssertEqual(lstat(url("Linked.swift").path, &status), 0)
    XCTAssertEqual(status.st_nlink, 2)
    XCTAssertEqual(lstat(url("ReadOnly.swift").path, &status), 0)
    XCTAssertEqual(status.st_mode & 0o777, 0o444)
    // The findings of the files left alone are still reported.
    XCTAssertEqual(fix.outputLines.filter { $0.hasPrefix("ReadOnly.swift") }.count, 2, fix.standardOutput)
  }

  // MARK: - 6. Temporary files of a killed `--fix`

  func testFixRemovesTheTemporaryFilesOfAKilledFixAndNothingElse() throws {
    try write(Self.fixable, to: "A.swift")
    // The pid of a process that has exited.
    let finished = Process()
    finished.executableURL = URL(fileURLWithPath: "/bin/true")
    try finished.run()
    finished.waitUntilExit()
    let dead = finished.processIdentifier
    let stale = ".A.swift.bridgelint-\(dead)-0-3141592.tmp"
    let live = ".A.swift.bridgelint-\(getpid())-0-2718.tmp"
    let others = [".A.swift.bridgelint-\(dead)-x-1.tmp", ".notes.bridgelint-\(dead)-0-1.tmp", "keep.tmp"]
    for name in [stale, live] + others { try write("partial", to: name) }

    let plain = try lint(["--quiet", "."])
    XCTAssertEqual(plain.outputLines.filter { $0.contains(".tmp") }, [], plain.standardOutput)
    XCTAssertTrue(FileManager.default.fileExists(atPath: url(stale).path), "a plain run removes nothing")

    let fix = try lint(["--fix", "."])
    XCTAssertEqual(fix.status, 0, fix.standardError)
    XCTAssertTrue(
      fix.errorLines.contains("\(stale): note: removed: the temporary file of an interrupted --fix"[...]),
      fix.standardError)
    XCTAssertFalse(FileManager.default.fileExists(atPath: url(stale).path))
    for name in [live] + others {
      XCTAssertEqual(contents(name), "partial", "\(name) was touched")
    }
    XCTAssertEqual(contents("A.swift"), Self.fixed)
  }

  func testTemporaryFileNamesAreRecognisedExactly() {
    let name = FixTemporaryFile.name(for: "View.swift", pid: 4242, attempt: 3, random: 77)
    XCTAssertEqual(name, ".View.swift.bridgelint-4242-3-77.tmp")
    XCTAssertEqual(FixTemporaryFile.ownerPID(name), 4242)
    XCTAssertEqual(FixTemporaryFile.ownerPID(".a.swift.bridgelint-x.swift.bridgelint-12-0-9.tmp"), 12)
    for other in [
      "View.swift.bridgelint-4242-3-77.tmp", ".View.swift.bridgelint-4242-3.tmp", ".View.swift.bridgelint--3-77.tmp",
      ".report.sarif.bridgelint-4242-3-77.tmp", ".swift.bridgelint-1-2-3.tmp", ".View.swift.bridgelint-1-2-3.tmpx",
    ] {
      XCTAssertNil(FixTemporaryFile.ownerPID(other), other)
    }
  }

  // MARK: - 7. Edits saved while `--fix` runs

  func testFixNeverOverwritesAnEditSavedWhileItRan() throws {
    try write(Self.fixable, to: "A.swift")
    let path = url("A.swift").path
    let original = Array(Self.fixable.utf8)
    let fixed = Array(Self.fixed.utf8)
    // The editor replaces the file (a new inode) while the fix is being written.
    var outcome = FixWriter.replace(path, original: original, with: fixed) {
      try? Data("// the user's edit\n".utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    }
    XCTAssertEqual(outcome, .notFixed("changed while fixing"))
    XCTAssertEqual(contents("A.swift"), "// the user's edit\n")
    // … or saves in place, same size, same inode.
    try write(Self.fixable, to: "A.swift")
    outcome = FixWriter.replace(path, original: original, with: fixed) {
      let handle = FileHandle(forWritingAtPath: path)
      handle?.write(Data("//".utf8))
      try? handle?.close()
    }
    XCTAssertEqual(outcome, .notFixed("changed while fixing"))
    XCTAssertEqual(contents("A.swift"), "//" + Self.fixable.dropFirst(2))
    // Unchanged: written.
    try write(Self.fixable, to: "A.swift")
    XCTAssertEqual(FixWriter.replace(path, original: original, with: fixed), .written)
    XCTAssertEqual(contents("A.swift"), Self.fixed)
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), ["A.swift"])
  }

  // MARK: - 9. Built-in excludes above the linted root

  func testAPathNamedOnTheCommandLineIsTheRootForTheBuiltInExcludes() throws {
    try write(Self.source, to: "x/Pods/app/Good.swift")
    try write(Self.source, to: "x/Pods/app/Pods/Vendored.swift")
    try write(Self.source, to: "x/Pods/app/.build/Built.swift")
    try FileManager.default.createDirectory(at: url("x/Pods/app/.git"), withIntermediateDirectories: true)
    for (folder, argument) in [("x", "Pods/app"), ("", "x/Pods/app"), ("x/Pods", "app")] {
      let result = try lint(["--quiet", argument], in: folder)
      XCTAssertEqual(result.status, 0, "\(argument): \(result.standardError)")
      XCTAssertEqual(
        result.outputLines.map { $0.hasPrefix(argument + "/Good.swift:2:38:") }, [true], result.standardOutput)
    }
    // With a configuration in `app`, run from the folder above: the same.
    try write("opt_in_rules: []\n", to: "x/Pods/app/.bridgelint.yml")
    let configured = try lint(["--quiet", "Pods/app"], in: "x")
    XCTAssertEqual(configured.outputLines.count, 1, configured.standardOutput + configured.standardError)
  }
}

/// Issue 30 items 8, 11, 13–15: partial answers that looked whole, and smaller defects.
final class PartialAnswerTests: XCTestCase {
  var directory: URL!

  override func setUpWithError() throws {
    let base = FileManager.default.temporaryDirectory.appendingPathComponent("bridgelint-partial-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
    XCTAssertEqual(chmod(base.path, 0o755), 0)
    directory = URL(fileURLWithPath: try XCTUnwrap(PathTools.realPath(base.path)))
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: directory)
  }

  func write(_ bytes: [UInt8], to path: String) throws {
    let url = directory.appendingPathComponent(path)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(bytes).write(to: url)
    XCTAssertEqual(chmod(url.path, 0o644), 0)
  }

  func write(_ text: String, to path: String) throws { try write(Array(text.utf8), to: path) }

  func lint(_ arguments: [String], input: String? = nil, asUser user: UInt32? = nil) throws -> LintProcess.Result {
    let result = try LintProcess.run(arguments, in: directory, input: input, timeout: 60, asUser: user)
    XCTAssertFalse(result.timedOut, "bridgelint \(arguments) did not finish")
    return result
  }

  // MARK: - 8. Unreadable project files in a partial run

  func testAPartialRunSaysWhichProjectFilesItCouldNotRead() throws {
    try XCTSkipUnless(getuid() == 0, "needs root to run as another user")
    try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv"), "needs util-linux setpriv")
    try FileManager.default.createDirectory(
      at: directory.appendingPathComponent(".git"), withIntermediateDirectories: true)
    try write(HostileInputTests.goodSource, to: "Named.swift")
    try write("final class Model {}\n", to: "Secret/Model.swift")
    XCTAssertEqual(chmod(directory.appendingPathComponent("Secret/Model.swift").path, 0o000), 0)
    let warning =
      "Secret/Model.swift: warning: cannot read file: permission denied (indexed for the files named; their "
      + "findings may be incomplete)"
    let named = try lint(["--quiet", "Named.swift"], asUser: 65534)
    XCTAssertEqual(named.status, 0, named.standardError)
    XCTAssertEqual(named.errorLines, [warning[...]], named.standardError)
    XCTAssertEqual(named.outputLines.count, 1, named.standardOutput)
    let strict = try lint(["--quiet", "--strict", "Named.swift"], asUser: 65534)
    XCTAssertEqual(strict.status, 2, strict.standardError)
    XCTAssertEqual(strict.errorLines, [warning[...]], strict.standardError)
    // Standard input and file lists are partial runs too.
    let stdin = try lint(
      ["--quiet", "--stdin-path", "Named.swift"], input: HostileInputTests.goodSource, asUser: 65534)
    XCTAssertEqual(stdin.errorLines, [warning[...]], stdin.standardError)
    try write("Named.swift\n", to: "list.txt")
    let listed = try lint(["--quiet", "--filelist", "list.txt"], asUser: 65534)
    XCTAssertEqual(listed.errorLines, [warning[...]], listed.standardError)
    // Xcode's script input files.
    let xcode = try LintProcess.run(
      ["--quiet", "--use-script-input-files"], in: directory,
      environment: ["SCRIPT_INPUT_FILE_COUNT": "1", "SCRIPT_INPUT_FILE_0": directory.path + "/Named.swift"],
      asUser: 65534)
    XCTAssertEqual(xcode.errorLines, [warning[...]], xcode.standardError)
    XCTAssertEqual(xcode.outputLines.count, 1, xcode.standardOutput)
  }

  // MARK: - 13. Binary files named explicitly

  func testABinaryFileNamedAloneIsTheZeroLintableFilesCase() throws {
    try write(Array("\0GITCRYPT\0".utf8) + Array(HostileInputTests.goodSource.utf8), to: "Secret.swift")
    let named = try lint(["Secret.swift"])
    XCTAssertEqual(named.status, 1, named.standardError)
    XCTAssertEqual(
      Array(named.errorLines.prefix(2)),
      [
        "Secret.swift: note: skipped: binary file (a NUL byte in its first 8 KB)",
        "error: no lintable files (pass --allow-zero-lintable-files if that is expected)",
      ], named.standardError)
    let stdin = try lint(["--stdin-path", "In.swift"], input: "\0\0binary")
    XCTAssertEqual(stdin.status, 1, stdin.standardError)
    XCTAssertTrue(
      stdin.errorLines.contains("error: no lintable files (pass --allow-zero-lintable-files if that is expected)"),
      stdin.standardError)
    let allowed = try lint(["--allow-zero-lintable-files", "Secret.swift"])
    XCTAssertEqual(allowed.status, 0, allowed.standardError)
  }

  // MARK: - Directory entries of every name length, walked in parallel

  /// The walk reads each directory entry's name in place: `readdir` sizes a record to its name,
  /// and copying the whole name field read past short records (a crash near a page's end). Names
  /// of 1 to 249 bytes before `.swift`, beside short non-Swift names, in enough folders for the
  /// parallel walk, are each found once.
  func testEveryNameLengthIsListedOnceInAParallelWalk() throws {
    let lengths = [1, 2, 3, 8, 31, 100, 200, 249]
    for folder in 0..<24 {
      for length in lengths {
        try write(HostileRepositoryTests.source, to: "F\(folder)/" + String(repeating: "n", count: length) + ".swift")
      }
      try write("", to: "F\(folder)/a")
      try write("", to: "F\(folder)/.b")
    }
    let result = try lint(["--jobs", "2", "."])
    XCTAssertEqual(result.status, 0, result.standardError)
    XCTAssertTrue(
      result.errorLines.contains { $0.hasPrefix("Linted \(24 * lengths.count) files in ") }, result.standardError)
  }

  // MARK: - 11. A working directory longer than PATH_MAX, with no path given

  func testNoPathLintsAWorkingDirectoryLongerThanPathMax() throws {
    try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: "/bin/bash"), "needs bash")
    let component = String(repeating: "d", count: 200)
    let script =
      "set -e; for i in $(seq 1 25); do mkdir \(component); cd \(component); done; "
      + "printf '%s' \"$SOURCE\" > Good.swift; mkdir Sub; printf '%s' \"$SOURCE\" > Sub/Deep.swift; "
      + "exec \"$BRIDGELINT\" --quiet"
    let result = try Spawned.run(
      "/bin/bash", ["-c", script], in: directory,
      environment: ["SOURCE": HostileInputTests.goodSource, "BRIDGELINT": CommandLineTests.binary.path])
    XCTAssertEqual(result.status, 0, result.standardError)
    XCTAssertEqual(result.standardError, "")
    XCTAssertEqual(
      result.standardOutput.split(separator: "\n").map { $0.prefix { $0 != ":" } }, ["Good.swift", "Sub/Deep.swift"],
      result.standardOutput)
  }

  // MARK: - 14. generate-docs writes only where it is told, or into bridgelint's own checkout

  func testGenerateDocsOutsideACheckoutNeedsAFolder() throws {
    try write("let package = Package(name: \"App\")\n", to: "Package.swift")
    let bare = try lint(["generate-docs"])
    XCTAssertEqual(bare.status, 64, bare.standardError)
    XCTAssertTrue(
      bare.standardError.hasPrefix(
        "Error: generate-docs needs a folder to write to outside a bridgelint checkout (bridgelint generate-docs DIR)"),
      bare.standardError)
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), ["Package.swift"])
    // Named, the folder is written (and no README elsewhere is touched).
    try write("<!-- rules-table:begin -->\n<!-- rules-table:end -->\n", to: "README.md")
    let named = try lint(["generate-docs", "out"])
    XCTAssertEqual(named.status, 0, named.standardError)
    XCTAssertTrue(FileManager.default.fileExists(atPath: directory.appendingPathComponent("out/README.md").path))
    XCTAssertEqual(
      try String(contentsOf: directory.appendingPathComponent("README.md"), encoding: .utf8),
      "<!-- rules-table:begin -->\n<!-- rules-table:end -->\n")
  }

  // MARK: - 15. Smaller defects

  func testFixWithDiffIsAUsageError() throws {
    try write(FixCommandLineTests.source, to: "A.swift")
    let result = try lint(["--fix", "--diff", "A.swift"])
    XCTAssertEqual(result.status, 64, result.standardError)
    XCTAssertTrue(
      result.standardError.hasPrefix(
        "Error: --fix and --diff cannot be combined (--diff prints the patch --fix would apply)"), result.standardError)
    XCTAssertEqual(
      try String(contentsOf: directory.appendingPathComponent("A.swift"), encoding: .utf8), FixCommandLineTests.source)
  }

  func testACommandInAnotherCaseIsAnInvalidCommand() throws {
    try write(
      "// BRIDGELINT:disable force_refresh_identity\n" + HostileInputTests.goodSource
        + "// BridgeLint: notes for readers are not commands\n/* Bridgelint:Enable all */\n", to: "Upper.swift")
    let result = try lint(["--quiet", "Upper.swift"])
    XCTAssertEqual(result.status, 0, result.standardError)
    let invalid =
      "warning: Invalid bridgelint command ('BRIDGELINT:' is not a command: commands are lower case; write "
      + "`bridgelint:disable[:next|:this|:previous] <rule>[, <rule>…]|all [- reason]`); fix or remove it "
      + "[invalid_command]"
    XCTAssertEqual(
      result.outputLines,
      [
        "Upper.swift:1:1: \(invalid)"[...],
        "Upper.swift:3:38: warning: This identity changes on every render, so SwiftUI rebuilds the view and resets "
          + "its state each time; use a stored token that changes only when a refresh is wanted "
          + "[force_refresh_identity]",
        "Upper.swift:6:1: \(invalid.replacingOccurrences(of: "'BRIDGELINT:'", with: "'Bridgelint:'"))"[...],
      ], result.standardOutput)
  }

  func testABaselineFromAPipeIsRelativeToTheWorkingDirectory() throws {
    try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: "/bin/bash"), "needs bash")
    try write(HostileInputTests.goodSource, to: "Sources/Good.swift")
    let written = try lint(["--quiet", "--write-baseline", "baseline.json", "Sources"])
    XCTAssertEqual(written.status, 0, written.standardError)
    let piped = try Spawned.run(
      "/bin/bash", ["-c", "exec \"$BRIDGELINT\" --baseline <(cat baseline.json) Sources"], in: directory,
      environment: ["BRIDGELINT": CommandLineTests.binary.path])
    XCTAssertEqual(piped.status, 0, piped.standardError)
    XCTAssertEqual(piped.standardOutput, "")
    XCTAssertTrue(piped.standardError.contains("; the baseline hid 1 finding\n"), piped.standardError)
    // Written to a stream, the paths are relative to the working directory too.
    let streamed = try lint(["--quiet", "--output", "/dev/null", "--write-baseline", "/dev/stdout", "Sources"])
    XCTAssertTrue(streamed.standardOutput.contains("\"file\": \"Sources/Good.swift\""), streamed.standardOutput)
  }
}
