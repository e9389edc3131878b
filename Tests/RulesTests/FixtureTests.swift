import BridgeLint
import Foundation
import Rules
import XCTest

/// Lints every `.swift` file under `Fixtures/` with the default rules plus every opt-in rule
/// a marker of its folder names, and compares the findings with the files' `// expect:`
/// markers, closed-world: a finding without a marker fails, and so does a marker without a
/// finding. (Opt-in rules are checked where they are meant to be, not in every other rule's
/// fixtures: a broad opt-in rule would otherwise have to be marked everywhere.)
///
/// Marker grammar (a trailing comment, or a comment line applying to the next code line):
/// `// expect: [rule_id]`, `// expect: [rule_a] [rule_b]`, `// expect: 17 [rule_id]` (column).
final class FixtureTests: XCTestCase {
  static let fixturesDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures")

  struct Expectation: Hashable {
    var path: String
    var line: Int
    var column: Int?
    var rule: String
  }

  func testFixturesMatchTheirExpectations() throws {
    let groups = try fixtureGroups()
    XCTAssertFalse(groups.isEmpty, "no fixtures found under \(Self.fixturesDirectory.path)")
    for (group, files) in groups {
      let sources = try files.map { url -> (path: String, text: String) in
        let relative = String(url.path.dropFirst(Self.fixturesDirectory.path.count + 1))
        return (relative, try String(contentsOf: url, encoding: .utf8))
      }
      var expected: [Expectation] = []
      for source in sources { expected.append(contentsOf: Self.expectations(in: source.text, path: source.path)) }
      let named = Set(expected.map { $0.rule }).union([group])
      let rules = RuleRegistry.all.filter { !$0.description.isOptIn || named.contains($0.identifier) }
      // Each folder is one project: files see each other through the index.
      let findings = LintHarness.lint(sources, rules: rules)
      compare(findings, expected, group: group)
    }
  }

  private func compare(_ findings: [Diagnostic], _ expected: [Expectation], group: String) {
    var unmatched = expected
    var unexpected: [Diagnostic] = []
    for finding in findings {
      if let index = unmatched.firstIndex(where: {
        $0.path == finding.path && $0.line == finding.line && $0.rule == finding.ruleID
          && ($0.column == nil || $0.column == finding.column)
      }) {
        unmatched.remove(at: index)
      } else {
        unexpected.append(finding)
      }
    }
    for finding in unexpected {
      XCTFail(
        "\(group): unexpected finding \(finding.path):\(finding.line):\(finding.column) [\(finding.ruleID)] \(finding.message)"
      )
    }
    for expectation in unmatched {
      let column = expectation.column.map { ":\($0)" } ?? ""
      XCTFail("\(group): missing finding \(expectation.path):\(expectation.line)\(column) [\(expectation.rule)]")
    }
  }

  /// Fixture files grouped by their top-level folder (`Fixtures/<rule_id>/`, `Fixtures/Demo/`).
  private func fixtureGroups() throws -> [(String, [URL])] {
    let root = Self.fixturesDirectory
    guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return [] }
    var groups: [String: [URL]] = [:]
    for case let url as URL in enumerator where url.pathExtension == "swift" {
      let relative = url.path.dropFirst(root.path.count + 1)
      // Sample packages under Fixtures are linted as their own projects.
      guard let group = relative.split(separator: "/").first.map(String.init) else { continue }
      groups[group, default: []].append(url)
    }
    return groups.keys.sorted().map { ($0, groups[$0, default: []].sorted { $0.path < $1.path }) }
  }

  /// Parses `// expect:` markers.
  static func expectations(in text: String, path: String) -> [Expectation] {
    var result: [Expectation] = []
    var pending: [(column: Int?, rule: String)] = []
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    for (index, rawLine) in lines.enumerated() {
      let line = String(rawLine)
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      let isCode = !trimmed.isEmpty && !trimmed.hasPrefix("//") && !trimmed.hasPrefix("/*") && !trimmed.hasPrefix("*")
      if isCode {
        result.append(
          contentsOf: pending.map { Expectation(path: path, line: index + 1, column: $0.column, rule: $0.rule) })
        pending = []
      }
      guard let markerRange = line.range(of: "// expect:") else { continue }
      let items = parseItems(String(line[markerRange.upperBound...]))
      if isCode {
        result.append(
          contentsOf: items.map { Expectation(path: path, line: index + 1, column: $0.column, rule: $0.rule) })
      } else {
        pending.append(contentsOf: items)
      }
    }
    return result
  }

  /// `17 [rule_a] [rule_b] 30 [rule_c]` → (17, rule_a), (nil, rule_b), (30, rule_c).
  static func parseItems(_ text: String) -> [(column: Int?, rule: String)] {
    var items: [(Int?, String)] = []
    var column: Int? = nil
    var rest = Substring(text)
    while true {
      rest = rest.drop { $0 == " " }
      if rest.isEmpty { break }
      if rest.first == "[" {
        guard let close = rest.firstIndex(of: "]") else { break }
        items.append((column, String(rest[rest.index(after: rest.startIndex)..<close])))
        column = nil
        rest = rest[rest.index(after: close)...]
      } else if let number = Int(rest.prefix { $0.isNumber }) {
        column = number
        rest = rest.drop { $0.isNumber }
      } else {
        break
      }
    }
    return items
  }

  func testMarkerGrammar() {
    XCTAssertEqual(Self.parseItems(" [a]").map { $0.rule }, ["a"])
    let items = Self.parseItems(" 17 [a] [b] 3 [c] trailing words")
    XCTAssertEqual(items.map { $0.rule }, ["a", "b", "c"])
    XCTAssertEqual(items.map { $0.column }, [17, nil, 3])
    let text = "let a = 1\n// expect: 5 [x]\n\n// note\nfoo() // expect: [y]\nbar()\n"
    let expectations = Self.expectations(in: text, path: "f.swift")
    XCTAssertEqual(
      expectations,
      [
        Expectation(path: "f.swift", line: 5, column: 5, rule: "x"),
        Expectation(path: "f.swift", line: 5, column: nil, rule: "y"),
      ])
  }
}
