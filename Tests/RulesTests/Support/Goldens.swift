import BridgeLint
import Foundation
import Rules
import XCTest

/// What users read, per fixture folder, compared with committed golden files:
/// `Fixtures/<folder>/expected.txt` holds the lines the default (`xcode`) reporter prints and
/// `Fixtures/<folder>/expected.diff` the patch `--diff --unsafe-fixes` prints (absent when nothing
/// is fixed), paths relative to the folder. The folder is linted with the rules `FixtureTests` runs
/// on it (the default rules plus the opt-in rules its markers name), as one project;
/// `GoldenCommandLineTests` checks the built binary prints the same.
///
/// `Scripts/update-goldens` sets `BRIDGELINT_UPDATE_GOLDENS=1`, which writes the goldens (and the
/// generated `PerRuleTests.swift`) instead of comparing; CI never sets it.
enum Goldens {
  static let fixtures = FixtureTests.fixturesDirectory
  static let textName = "expected.txt"
  static let diffName = "expected.diff"
  static var updating: Bool { ProcessInfo.processInfo.environment["BRIDGELINT_UPDATE_GOLDENS"] == "1" }

  /// The folder's rendered findings and fix patch, or nil when the folder holds no Swift file.
  static func render(folder: String) throws -> (text: String, diff: String)? {
    // Paths relative to the folder, as `bridgelint` run inside it prints them (messages name files too).
    let directory = fixtures.appendingPathComponent(folder)
    let sources = try swiftFiles(in: folder).map { path -> (path: String, text: String) in
      (path, try String(contentsOf: directory.appendingPathComponent(path), encoding: .utf8))
    }
    guard !sources.isEmpty else { return nil }
    var named: Set<String> = [folder]
    for source in sources {
      named.formUnion(FixtureTests.expectations(in: source.text, path: source.path).map { $0.rule })
    }
    let rules = RuleRegistry.all.filter { !$0.description.isOptIn || named.contains($0.identifier) }
    let findings = LintHarness.lint(sources, rules: rules)
    let text = XcodeReporter.render(findings, context: ReportContext(rules: RuleRegistry.descriptions))
    var diff: [UInt8] = []
    for ((path, result), source) in zip(FixHarness.fix(sources, rules: rules, unsafe: true), sources) {
      XCTAssertNil(result.problem, "\(folder)/\(path): \(String(describing: result.problem))")
      diff += UnifiedDiff.diff(path: path, old: Array(source.text.utf8), new: result.bytes)
    }
    return (text, String(decoding: diff, as: UTF8.self))
  }

  /// Compares (or, when updating, writes) the folder's goldens; a mismatch fails with a unified
  /// diff from the golden to what the code prints now.
  static func check(folder: String, file: StaticString = #filePath, line: UInt = #line) throws {
    guard let (text, diff) = try render(folder: folder) else {
      XCTFail("Fixtures/\(folder) holds no .swift file", file: file, line: line)
      return
    }
    compare(folder: folder, name: textName, actual: text, file: file, line: line)
    // No findings are fixed: no diff file (so a stale one fails).
    compare(folder: folder, name: diffName, actual: diff.isEmpty ? nil : diff, file: file, line: line)
  }

  private static func compare(folder: String, name: String, actual: String?, file: StaticString, line: UInt) {
    let url = fixtures.appendingPathComponent(folder).appendingPathComponent(name)
    let golden = try? String(contentsOf: url, encoding: .utf8)
    guard golden != actual else { return }
    if updating {
      if let actual {
        XCTAssertNoThrow(try actual.write(to: url, atomically: true, encoding: .utf8), file: file, line: line)
      } else {
        XCTAssertNoThrow(try FileManager.default.removeItem(at: url), file: file, line: line)
      }
      return
    }
    let path = "Fixtures/\(folder)/\(name)"
    guard let golden else {
      XCTFail("\(path) is missing; run Scripts/update-goldens", file: file, line: line)
      return
    }
    let change = UnifiedDiff.diff(path: path, old: Array(golden.utf8), new: Array((actual ?? "").utf8))
    XCTFail(
      "\(path) differs from what bridgelint prints now (- golden, + now); if intended, run Scripts/update-goldens:\n"
        + String(decoding: change, as: UTF8.self), file: file, line: line)
  }

  /// Fixture folders (`Fixtures/<rule_id>`, `Fixtures/Demo`, ...), sorted.
  static func folders() throws -> [String] {
    let names = try FileManager.default.contentsOfDirectory(atPath: fixtures.path)
    return names.filter { name in
      var isDirectory: ObjCBool = false
      return FileManager.default.fileExists(
        atPath: fixtures.appendingPathComponent(name).path, isDirectory: &isDirectory)
        && isDirectory.boolValue
    }.sorted()
  }

  /// The folder's `.swift` files, paths relative to it, sorted bytewise (as the linter orders paths).
  static func swiftFiles(in folder: String) throws -> [String] {
    let directory = fixtures.appendingPathComponent(folder)
    let enumerator = try XCTUnwrap(FileManager.default.enumerator(atPath: directory.path))
    return enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
      .sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
  }
}
