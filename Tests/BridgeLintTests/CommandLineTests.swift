import Foundation
import XCTest

/// Runs the built `bridgelint` binary: exit statuses, streams and files as the contract says.
final class CommandLineTests: XCTestCase {
  struct Run {
    var status: Int32
    var standardOutput: String
    var standardError: String
  }

  /// The directory holding the test bundle, where SwiftPM also puts the `bridgelint` binary.
  static var binary: URL {
    #if os(macOS)
      let products = Bundle.allBundles.first { $0.bundlePath.hasSuffix(".xctest") }?.bundleURL
        .deletingLastPathComponent()
    #else
      let products: URL? = Bundle.main.bundleURL
    #endif
    return (products ?? URL(fileURLWithPath: ".")).appendingPathComponent("bridgelint")
  }

  var directory: URL!

  override func setUpWithError() throws {
    directory = FileManager.default.temporaryDirectory.appendingPathComponent("bridgelint-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: directory)
  }

  @discardableResult
  func run(_ arguments: [String], input: String? = nil, environment: [String: String] = [:]) throws -> Run {
    let result = try LintProcess.run(arguments, in: directory, input: input, environment: environment)
    XCTAssertFalse(result.timedOut, "bridgelint \(arguments) did not finish")
    return Run(status: result.status, standardOutput: result.standardOutput, standardError: result.standardError)
  }

  func write(_ text: String, to path: String) throws {
    let url = directory.appendingPathComponent(path)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  static let warningSource = """
    struct Chart: View {
      var body: some View { List("x").id(UUID()) }
    }

    """

  static let errorSource = """
    final class Card: UIViewController {
      override func viewDidLoad() {
        view.addSubview(UIHostingController(rootView: CardView()).view)
      }
    }

    """

  // MARK: - Contract

  func testVersionAndHelp() throws {
    let version = try run(["--version"])
    XCTAssertEqual(version.status, 0)
    XCTAssertTrue(version.standardOutput.hasPrefix("bridgelint "), version.standardOutput)
    let help = try run(["--help"])
    XCTAssertEqual(help.status, 0)
    XCTAssertTrue(help.standardOutput.contains("OVERVIEW:"))
    XCTAssertTrue(help.standardOutput.contains("--only-rule"))
  }

  func testUsageErrorsExit64() throws {
    for arguments in [
      ["--bogus"], ["--reporter", "nope"], ["--only-rule", "not_a_rule"], ["--config"], ["--jobs", "0"],
    ] {
      let result = try run(arguments)
      XCTAssertEqual(result.status, 64, "\(arguments)")
      XCTAssertTrue(result.standardError.hasPrefix("Error: "), result.standardError)
      XCTAssertTrue(result.standardError.contains("bridgelint --help"))
      XCTAssertEqual(result.standardOutput, "")
    }
  }

  func testFindingsAndExitStatuses() throws {
    try write(Self.warningSource, to: "Warn.swift")
    let warnings = try run(["--quiet", "Warn.swift"])
    XCTAssertEqual(warnings.status, 0)
    XCTAssertEqual(
      warnings.standardOutput,
      "Warn.swift:2:38: warning: This identity changes on every render, so SwiftUI rebuilds the view and resets its "
        + "state each time; use a stored token that changes only when a refresh is wanted [force_refresh_identity]\n")
    XCTAssertEqual(try run(["--quiet", "--strict", "Warn.swift"]).status, 1)

    try write(Self.errorSource, to: "Error.swift")
    let errors = try run(["Error.swift"])
    XCTAssertEqual(errors.status, 1)
    XCTAssertTrue(errors.standardOutput.contains("Error.swift:3:10: error: "), errors.standardOutput)
    XCTAssertTrue(errors.standardError.contains("Linted 1 file"), errors.standardError)
    // The summary names the finding that failed the run (only errors do, without --strict).
    XCTAssertTrue(
      errors.standardError.contains(
        "exit 1: 1 error finding, first at Error.swift:3 [hosting_view_without_containment]\n"),
      errors.standardError)
    let strict = try run(["--strict", "Warn.swift"])
    XCTAssertEqual(strict.status, 1)
    XCTAssertFalse(strict.standardError.contains("exit 1:"), strict.standardError)
  }

  func testMissingPathIsAnErrorButOtherFilesAreLinted() throws {
    try write(Self.warningSource, to: "Warn.swift")
    let result = try run(["--quiet", "Missing.swift", "Warn.swift"])
    XCTAssertEqual(result.status, 2)
    XCTAssertTrue(result.standardError.contains("Missing.swift: error: no such file or directory"))
    XCTAssertTrue(result.standardOutput.contains("Warn.swift:2:38"))
  }

  func testUnreadableFileIsReportedAndOthersAreLinted() throws {
    try write(Self.warningSource, to: "Sources/Warn.swift")
    // A link to nothing is a `.swift` entry that cannot be read (a directory named `.swift` is walked).
    try FileManager.default.createSymbolicLink(
      atPath: directory.appendingPathComponent("Sources/Gone.swift").path, withDestinationPath: "Nowhere.swift")
    let result = try run(["--quiet", "Sources"])
    XCTAssertEqual(result.status, 2)
    XCTAssertTrue(
      result.standardError.contains("Sources/Gone.swift: error: cannot read file: no such file or directory"),
      result.standardError)
    XCTAssertTrue(result.standardOutput.contains("Sources/Warn.swift:2:38"))
  }

  func testAnyBytesAreLinted() throws {
    // NUL bytes past the first 8 KB (earlier ones mark a binary file, skipped): a long comment first.
    var bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array(("//" + String(repeating: "x", count: 8200)).utf8)
    bytes += Array("let a = \"\u{00}\"\r\n".utf8) + [0xFF, 0xFE, 0x00, 0xC3]
    bytes += Array(Self.warningSource.utf8)
    try Data(bytes).write(to: directory.appendingPathComponent("Odd.swift"))
    let result = try run(["--quiet", "Odd.swift"])
    XCTAssertEqual(result.status, 0, result.standardError)
    XCTAssertTrue(result.standardOutput.hasPrefix("Odd.swift:3:"), result.standardOutput)
  }

  func testStandardInput() throws {
    let result = try run(["--quiet", "--stdin-path", "App/Chart.swift"], input: Self.warningSource)
    XCTAssertEqual(result.status, 0)
    XCTAssertTrue(result.standardOutput.hasPrefix("App/Chart.swift:2:38: warning:"), result.standardOutput)
  }

  func testJSONReporterAndOrdering() throws {
    try write(Self.warningSource, to: "b/B.swift")
    try write(Self.warningSource + Self.warningSource, to: "a/A.swift")
    let result = try run(["--quiet", "--reporter", "json", "."])
    let objects = try XCTUnwrap(
      JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[String: Any]])
    XCTAssertEqual(
      objects.map { "\($0["file"] ?? ""):\($0["line"] ?? "")" }, ["a/A.swift:2", "a/A.swift:5", "b/B.swift:2"])
    XCTAssertEqual(objects.first?["rule"] as? String, "force_refresh_identity")
    XCTAssertEqual(objects.first?["severity"] as? String, "warning")
  }

  func testOutputIsIdenticalForAnyJobCount() throws {
    for index in 0..<12 { try write(Self.warningSource + Self.errorSource, to: "Dir\(index % 3)/File\(index).swift") }
    let one = try run(["--quiet", "--jobs", "1", "."])
    let many = try run(["--quiet", "--jobs", "4", "."])
    XCTAssertEqual(one.standardOutput, many.standardOutput)
    XCTAssertEqual(one.standardOutput.split(separator: "\n").count, 24)
  }

  func testConfigurationErrorHasPositionAndExit2() throws {
    try write("strict: maybe\n", to: ".bridgelint.yml")
    try write(Self.warningSource, to: "Warn.swift")
    let result = try run(["Warn.swift"])
    XCTAssertEqual(result.status, 2)
    XCTAssertTrue(result.standardError.contains(".bridgelint.yml:1:9: error:"), result.standardError)
    let missing = try run(["--config", "nope.yml", "Warn.swift"])
    XCTAssertEqual(missing.status, 2)
  }

  func testBaselineHidesRecordedFindingsOnly() throws {
    try write(Self.warningSource, to: "Warn.swift")
    XCTAssertEqual(try run(["--quiet", "--write-baseline", "baseline.json", "Warn.swift"]).status, 0)
    // Lines added above do not resurface the finding; a new identical finding does show.
    try write("// moved down\n" + Self.warningSource + Self.warningSource, to: "Warn.swift")
    let result = try run(["--quiet", "--baseline", "baseline.json", "Warn.swift"])
    XCTAssertEqual(result.standardOutput.split(separator: "\n").map { $0.prefix(13) }, ["Warn.swift:6:"])
  }

  func testForceExcludeAppliesToNamedFiles() throws {
    try write("excluded: [Generated]\n", to: ".bridgelint.yml")
    try write(Self.warningSource, to: "Generated/Gen.swift")
    XCTAssertTrue(try run(["--quiet", "Generated/Gen.swift"]).standardOutput.contains("Gen.swift"))
    XCTAssertEqual(try run(["--quiet", "--force-exclude", "Generated/Gen.swift"]).standardOutput, "")
    XCTAssertEqual(try run(["--quiet", "."]).standardOutput, "")
  }

  func testFileListAndScriptInputFiles() throws {
    try write(Self.warningSource, to: "One.swift")
    try write(Self.warningSource, to: "Two.swift")
    try write("One.swift\n", to: "list.txt")
    let fromList = try run(["--quiet", "--filelist", "list.txt"])
    XCTAssertTrue(fromList.standardOutput.hasPrefix("One.swift:"))
    XCTAssertFalse(fromList.standardOutput.contains("Two.swift"))
    let fromXcode = try run(
      ["--quiet", "--use-script-input-files"],
      environment: [
        "SCRIPT_INPUT_FILE_COUNT": "1", "SCRIPT_INPUT_FILE_0": directory.appendingPathComponent("Two.swift").path,
      ])
    XCTAssertTrue(fromXcode.standardOutput.contains("Two.swift:2:38"), fromXcode.standardOutput)
  }

  func testRulesCommand() throws {
    let table = try run(["rules"])
    XCTAssertEqual(table.status, 0)
    XCTAssertTrue(table.standardOutput.contains("missing_did_move"))
    // A rule that raises one shape to error says so in the table, the note under it, and its page.
    let hostingRow = table.standardOutput.split(separator: "\n").first {
      $0.hasPrefix("hosting_view_without_containment ")
    }
    XCTAssertTrue(hostingRow?.contains(" warning/error ") ?? false, table.standardOutput)
    XCTAssertTrue(
      table.standardOutput.contains(
        "\nhosting_view_without_containment: error for a hosting controller that nothing keeps while its view is shown\n"
      ),
      table.standardOutput)
    let json = try run(["rules", "--format", "json"])
    XCTAssertTrue(
      json.standardOutput.contains(
        "\"raisedToErrorFor\": \"a hosting controller that nothing keeps while its view is shown\""),
      json.standardOutput)
    let hosting = try run(["rules", "hosting_view_without_containment"])
    XCTAssertTrue(
      hosting.standardOutput.contains(
        "Severity: warning; error for a hosting controller that nothing keeps while its view is shown"),
      hosting.standardOutput)
    let one = try run(["rules", "delegate_in_update"])
    XCTAssertTrue(one.standardOutput.contains("Why is this bad?"))
    XCTAssertEqual(try run(["rules", "nope"]).status, 64)
  }
}
