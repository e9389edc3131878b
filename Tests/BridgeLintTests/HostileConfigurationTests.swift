import Foundation
import XCTest

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Hostile `.bridgelint.yml` files through the command line: huge, deeply nested, unknown keys, rule
/// identifiers with control and bidirectional characters, globs that match nothing or everything. Every
/// problem is a positioned message; nothing traps, nothing hangs, nothing garbles the terminal.
final class HostileConfigurationTests: XCTestCase {
  var directory: URL!

  override func setUpWithError() throws {
    directory = FileManager.default.temporaryDirectory.appendingPathComponent("bridgelint-config-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try write(HostileInputTests.goodSource, to: "App/Good.swift")
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: directory)
  }

  func write(_ text: String, to path: String) throws {
    let url = directory.appendingPathComponent(path)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  func lint(_ arguments: [String], timeout: TimeInterval = 60) throws -> LintProcess.Result {
    let result = try LintProcess.run(arguments, in: directory, timeout: timeout)
    XCTAssertFalse(result.timedOut, "bridgelint \(arguments) did not finish within \(timeout) s")
    XCTAssertFalse(result.wasSignaled, "bridgelint \(arguments) was killed by signal \(result.status)")
    XCTAssertFalse(result.standardError.contains("internal error"), result.standardError)
    return result
  }

  static let goodFinding = "App/Good.swift:2:38: warning:"

  /// No byte of standard error is a control character other than a newline, and no bidirectional override
  /// or line separator reaches the terminal.
  func assertPrintable(_ text: String, file: StaticString = #filePath, line: UInt = #line) {
    for scalar in text.unicodeScalars {
      let value = scalar.value
      let isControl = (value < 0x20 && value != 0x0A) || (0x7F..<0xA0).contains(value)
      let isInvisibleFormat =
        [0x200E, 0x200F, 0x2028, 0x2029].contains(value) || (0x202A...0x202E).contains(value)
        || (0x2066...0x2069).contains(value)
      XCTAssertFalse(
        isControl || isInvisibleFormat, "unescaped U+\(String(value, radix: 16)) in: \(text)", file: file, line: line)
    }
  }

  func testTenMegabyteConfiguration() throws {
    // Valid keys first and last, 20,000 `excluded` globs and ~9 MB of comments between them: the last key
    // (`strict: true`) takes effect, so the whole file was read.
    var text = "disabled_rules: [missing_did_move]\nexcluded:\n"
    for index in 0..<20_000 { text += "  - \"Generated/Module\(index)/**/*.generated.swift\"\n" }
    let comment = "# " + String(repeating: "x", count: 77) + "\n"
    text += String(repeating: comment, count: (10 << 20 - text.utf8.count) / comment.utf8.count)
    text += "strict: true\n"
    XCTAssertGreaterThanOrEqual(text.utf8.count, 10 << 20 - 100)
    try write(text, to: ".bridgelint.yml")
    let result = try lint(["--quiet", "."], timeout: 120)
    XCTAssertEqual(result.status, 1, result.standardError)
    XCTAssertEqual(result.standardError, "")
    // Under `strict: true` the failing warning prints as an error (issue 12.4).
    let strictFinding = Self.goodFinding.replacingOccurrences(of: " warning:", with: " error:")
    XCTAssertTrue(result.standardOutput.hasPrefix(strictFinding), result.standardOutput)
  }

  func testDeeplyNestedYAML() throws {
    let depth = 10_000
    let cases: [(name: String, text: String)] = [
      ("mappings.yml", (0..<depth).map { String(repeating: "  ", count: $0) + "k\($0):\n" }.joined()),
      ("sequences.yml", "opt_in_rules:\n" + (0..<depth).map { String(repeating: "  ", count: $0) + "-\n" }.joined()),
      ("flow.yml", "opt_in_rules: " + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)),
      ("open-flow.yml", "excluded: " + String(repeating: "[", count: 100_000)),
      ("rule.yml", "missing_did_move:\n" + (1..<depth).map { String(repeating: " ", count: $0 * 2) + "a:\n" }.joined()),
    ]
    for (name, text) in cases {
      try write(text, to: name)
      let result = try lint(["--quiet", "--config", name, "."])
      XCTAssertEqual(result.status, 2, "\(name): \(result.standardError)")
      let lines = result.standardError.split(separator: "\n")
      XCTAssertFalse(lines.isEmpty, name)
      for line in lines {
        XCTAssertTrue(line.hasPrefix("\(name):"), "\(name): \(line)")
        XCTAssertTrue(line.contains(": error: "), "\(name): \(line)")
        XCTAssertLessThan(line.count, 400, "\(name): \(line.prefix(400))")
      }
      // A broken root configuration stops before linting.
      XCTAssertEqual(result.standardOutput, "", name)
    }
  }

  func testUnknownKeysAreWarningsWithPositions() throws {
    try write(
      """
      unknown_key: 1
      nested:
        deeper: [a, b]
      force_refresh_identity:
        severity: error
        no_such_option: true
      "quoted unknown": x

      """, to: ".bridgelint.yml")
    let result = try lint(["--quiet", "."])
    // force_refresh_identity became an error: exit 1, and linting went on despite the warnings.
    XCTAssertEqual(result.status, 1, result.standardError)
    XCTAssertTrue(result.standardOutput.hasPrefix("App/Good.swift:2:38: error:"), result.standardOutput)
    let warnings = result.standardError.split(separator: "\n")
    XCTAssertEqual(warnings.count, 4, result.standardError)
    for (warning, position) in zip(warnings, [".bridgelint.yml:1:1:", ".bridgelint.yml:2:1:", ".bridgelint.yml:6:3:"]) {
      XCTAssertTrue(warning.hasPrefix(position) && warning.contains(": warning: "), String(warning))
    }
  }

  func testRuleIdentifiersWithOddCharacters() throws {
    let odd = [
      "a\\u0000b", "\\e[31mred\\e[0m", "../../etc/passwd", "é", "\\u202Egnp.exe", "rule\\ttab", "\\r\\nInjected: error",
      "\\u2028", "<script>", "%s%n", String(repeating: "x", count: 5000), "", " ", "all", "🙂",
    ]
    let list = odd.map { "\"\($0)\"" }.joined(separator: ", ")
    try write(
      "disabled_rules: [\(list)]\nopt_in_rules: [\(list)]\n\"\\e[2Jkey\": error\n\"\\u202Edisabled\": off\n",
      to: ".bridgelint.yml")
    let result = try lint(["--quiet", "."])
    XCTAssertEqual(result.status, 0, result.standardError)
    XCTAssertTrue(result.standardOutput.hasPrefix(Self.goodFinding), result.standardOutput)
    assertPrintable(result.standardError)
    for line in result.standardError.split(separator: "\n") {
      XCTAssertTrue(line.hasPrefix(".bridgelint.yml:"), String(line))
      XCTAssertLessThan(line.count, 400, String(line.prefix(400)))
    }
  }

  func testRuleIdentifiersWithOddCharactersOnTheCommandLine() throws {
    // Usage errors, printed as safely as configuration warnings.
    for id in ["a\u{1B}[31mred", "\u{202E}gnp", "x\ny"] {
      let usage = try lint(["--only-rule", id, "."])
      XCTAssertEqual(usage.status, 64, usage.standardError)
      assertPrintable(usage.standardError)
    }
  }

  func testGlobsMatchingNothingOrEverything() throws {
    try write(HostileInputTests.goodSource, to: "Other/Second.swift")
    func run(_ configuration: String, _ arguments: [String] = ["--quiet"]) throws -> LintProcess.Result {
      try write(configuration, to: ".bridgelint.yml")
      return try lint(arguments)
    }
    // `included` that matches nothing: no file; "no lintable files" (exit 1) unless that is allowed.
    let none = try run("included: [\"**/*.nomatch\"]\n")
    XCTAssertEqual(none.status, 1, none.standardError)
    XCTAssertTrue(none.standardError.contains("no lintable files"), none.standardError)
    XCTAssertEqual(none.standardOutput, "")
    XCTAssertEqual(try lint(["--quiet", "--allow-zero-lintable-files"]).status, 0)
    // `included` naming a directory that does not exist: one positioned error, exit 2.
    let missing = try run("included: [\"Nowhere/**\"]\n")
    XCTAssertEqual(missing.status, 2)
    XCTAssertTrue(missing.standardError.contains("Nowhere: error: no such file or directory"), missing.standardError)
    // `**` everywhere.
    let all = try run("included: [\"**\"]\n")
    XCTAssertEqual(all.status, 0, all.standardError)
    XCTAssertEqual(all.outputLines.count, 2, all.standardOutput)
    let excludedAll = try run("excluded: [\"**\"]\n", ["--quiet", "--allow-zero-lintable-files", "."])
    XCTAssertEqual(excludedAll.status, 0, excludedAll.standardError)
    XCTAssertEqual(excludedAll.standardOutput, "")
    // A file named explicitly is linted anyway, unless --force-exclude.
    let named = try run("excluded: [\"**\"]\n", ["--quiet", "App/Good.swift"])
    XCTAssertTrue(named.standardOutput.hasPrefix(Self.goodFinding), named.standardOutput)
    let forced = try run("excluded: [\"**\"]\n", ["--quiet", "--force-exclude", "App/Good.swift"])
    XCTAssertEqual(forced.standardOutput, "")
    // Many `**` (a backtracking matcher would take exponential time).
    let stars = String(repeating: "**/", count: 40)
    let pathological = try run(
      "excluded: [\"\(stars)*q\", \"\(stars)**/a*a*a*a*a*a*a*a*a*a*a*a*b\"]\n", ["--quiet", "."])
    XCTAssertEqual(pathological.status, 0, pathological.standardError)
    XCTAssertEqual(pathological.outputLines.count, 2, pathological.standardOutput)
    XCTAssertLessThan(pathological.seconds, 20)
  }

  func testConfigurationThatIsNotText() throws {
    var bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("strict: true\n".utf8)
    bytes += HostileInputTests.noise(count: 2048, seed: 3)
    try Data(bytes).write(to: directory.appendingPathComponent(".bridgelint.yml"))
    let result = try lint(["--quiet", "."])
    XCTAssertEqual(result.status, 2)
    XCTAssertTrue(result.standardError.hasPrefix(".bridgelint.yml:"), result.standardError)
    assertPrintable(result.standardError)
    // A directory or a FIFO where the configuration should be: an error, not a hang.
    try FileManager.default.removeItem(at: directory.appendingPathComponent(".bridgelint.yml"))
    try FileManager.default.createDirectory(
      at: directory.appendingPathComponent("App/.bridgelint.yml"), withIntermediateDirectories: true)
    XCTAssertEqual(mkfifo(directory.appendingPathComponent(".bridgelint.yml").path, 0o644), 0)
    let special = try lint(["--quiet", "."], timeout: 20)
    XCTAssertEqual(special.status, 2, special.standardError)
    XCTAssertTrue(special.standardError.contains(".bridgelint.yml: error:"), special.standardError)
  }
}
