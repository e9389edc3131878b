import BridgeLint
import Rules
import XCTest

/// Lints in-memory sources through the same pipeline as the command line.
enum LintHarness {
  static let suppression = Suppression(knownRuleIDs: Set(RuleRegistry.all.map { $0.identifier }))

  /// `options` are rule options by rule id (an example's options apply to its own rule).
  static func lint(
    _ sources: [(path: String, text: String)], rules: [any Rule.Type], options: [String: [String: String]] = [:]
  ) -> [Diagnostic] {
    outcome(sources, rules: rules, options: options).diagnostics
  }

  /// The whole outcome; `skipping: false` runs the rules on every file (see `Relevance`),
  /// `reusing: false` lints every file in pass 2 against the project index (see `IndexQueryLog`).
  static func outcome(
    _ sources: [(path: String, text: String)], rules: [any Rule.Type] = RuleRegistry.all, skipping: Bool = true,
    reusing: Bool = true, jobs: Int = 1, options: [String: [String: String]] = [:]
  ) -> LintOutcome {
    let inputs = sources.map {
      LintInput(absolutePath: "/virtual/" + $0.path, displayPath: $0.path, contents: Array($0.text.utf8))
    }
    let active = rules.map { ActiveRule($0, options: options[$0.identifier] ?? [:]) }
    var linter = Linter(jobs: jobs, rules: { _ in active }, postProcess: suppression.apply)
    linter.skipsIrrelevantFiles = skipping
    linter.reusesPassOneFindings = reusing
    return linter.lint(inputs)
  }

  /// A finding as one comparable line: where, which rule, what it says.
  static func render(_ finding: Diagnostic) -> String {
    "\(finding.path):\(finding.line):\(finding.column) \(finding.ruleID): \(finding.message)"
  }

  /// Every fixture file (paths relative to `Fixtures/`), linted together as one project.
  static func allFixtures() throws -> [(path: String, text: String)] {
    let directory = FixtureTests.fixturesDirectory
    let files = try XCTUnwrap(FileManager.default.enumerator(atPath: directory.path))
      .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted()
    XCTAssertGreaterThan(files.count, 10)
    return try files.map { ($0, try String(contentsOf: directory.appendingPathComponent($0), encoding: .utf8)) }
  }

  static func lint(
    _ text: String, rules: [any Rule.Type], path: String = "Example.swift", options: [String: [String: String]] = [:]
  ) -> [Diagnostic] {
    lint([(path, text)], rules: rules, options: options)
  }

  /// Removes `↓` markers; returns the code and each marker's 1-based line and UTF-8 column.
  static func stripMarkers(_ code: String) -> (code: String, markers: [Position]) {
    var bytes: [UInt8] = []
    var markers: [Position] = []
    var line = 1
    var column = 1
    let marker = Array("↓".utf8)
    let source = Array(code.utf8)
    var index = 0
    while index < source.count {
      if source[index...].starts(with: marker) {
        markers.append(Position(line: line, column: column))
        index += marker.count
        continue
      }
      let byte = source[index]
      bytes.append(byte)
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else {
        column += 1
      }
      index += 1
    }
    return (String(decoding: bytes, as: UTF8.self), markers)
  }

  struct Position: Hashable, Comparable, CustomStringConvertible {
    var line: Int
    var column: Int
    static func < (lhs: Position, rhs: Position) -> Bool { (lhs.line, lhs.column) < (rhs.line, rhs.column) }
    var description: String { "\(line):\(column)" }
  }

  /// The code with `↓` at each position, for failure messages.
  static func render(_ code: String, marking positions: [Position]) -> String {
    var lines = code.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0.utf8) }
    for position in positions.sorted(by: >) where position.line - 1 < lines.count {
      var line = lines[position.line - 1]
      let offset = min(max(position.column - 1, 0), line.count)
      line.insert(contentsOf: Array("↓".utf8), at: offset)
      lines[position.line - 1] = line
    }
    return lines.map { String(decoding: $0, as: UTF8.self) }.joined(separator: "\n")
  }
}
