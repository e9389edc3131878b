import BridgeLint
import XCTest

final class BaselineTests: XCTestCase {
  func finding(_ path: String, line: Int, rule: String = "delegate_in_update", text: String) -> Diagnostic {
    var diagnostic = Diagnostic(
      path: path, line: line, column: 5, severity: .warning, ruleID: rule, message: "message", offset: 0)
    diagnostic.lineBytes = Array(text.utf8)
    return diagnostic
  }

  func testLineShiftsAndReindentationKeepEntries() {
    let baseline = Baseline(recording: [finding("A.swift", line: 10, text: "    map.delegate = context.coordinator")])
    // The same line moved down and re-indented is still covered.
    let moved = finding("A.swift", line: 42, text: "\tmap.delegate  =  context.coordinator   ")
    XCTAssertEqual(baseline.filter([moved]), [])
  }

  func testEditsElsewhereAndOtherFilesOrRulesResurface() {
    let baseline = Baseline(recording: [finding("A.swift", line: 10, text: "map.delegate = context.coordinator")])
    let changedLine = finding("A.swift", line: 10, text: "map.delegate = other")
    let otherFile = finding("B.swift", line: 10, text: "map.delegate = context.coordinator")
    let otherRule = finding("A.swift", line: 10, rule: "missing_did_move", text: "map.delegate = context.coordinator")
    XCTAssertEqual(baseline.filter([changedLine, otherFile, otherRule]), [changedLine, otherFile, otherRule])
  }

  func testIdenticalLinesAreCounted() {
    let line = "web.navigationDelegate = context.coordinator"
    let baseline = Baseline(recording: [
      finding("W.swift", line: 3, text: line), finding("W.swift", line: 9, text: line),
    ])
    XCTAssertEqual(baseline.counts.values.first, 2)
    let three = [
      finding("W.swift", line: 3, text: line), finding("W.swift", line: 9, text: line),
      finding("W.swift", line: 20, text: line),
    ]
    // Two are covered; the new, third identical finding shows.
    XCTAssertEqual(baseline.filter(three).map { $0.line }, [20])
  }

  func testSerializationIsSortedPrettyAndRoundTrips() throws {
    let baseline = Baseline(recording: [
      finding("b/Z.swift", line: 1, text: "z = \"quoted\" \\ path"),
      finding("a/A.swift", line: 2, rule: "missing_did_move", text: "addChild(child)"),
      finding("a/A.swift", line: 1, rule: "delegate_in_update", text: "v.delegate = c"),
    ])
    let text = baseline.serialized()
    XCTAssertEqual(
      text,
      """
      {
        "entries": [
          {
            "count": 1,
            "file": "a/A.swift",
            "line": "v.delegate = c",
            "rule": "delegate_in_update"
          },
          {
            "count": 1,
            "file": "a/A.swift",
            "line": "addChild(child)",
            "rule": "missing_did_move"
          },
          {
            "count": 1,
            "file": "b/Z.swift",
            "line": "z = \\"quoted\\" \\\\ path",
            "rule": "delegate_in_update"
          }
        ],
        "version": 2
      }

      """)
    XCTAssertEqual(try Baseline.parse(Array(text.utf8)).get(), baseline)
    XCTAssertEqual(Baseline().serialized(), "{\n  \"entries\": [],\n  \"version\": 2\n}\n")
  }

  func testMalformedBaselinesAreErrors() {
    for text in [
      "not json", "{}", "{\"entries\": [{\"file\": \"a\"}]}",
      "{\"entries\": [{\"file\": \"a\", \"rule\": \"r\", \"line\": \"l\", \"count\": 0}]}",
    ] {
      guard case .failure = Baseline.parse(Array(text.utf8)) else {
        XCTFail("accepted: \(text)")
        continue
      }
    }
  }

  static let entry = "\"file\": \"a\", \"rule\": \"r\", \"line\": \"l\""

  func testCountsOfOneKeySaturateInsteadOfTrapping() throws {
    let text =
      "{\"entries\": [{\(Self.entry), \"count\": \(Int.max)}, {\(Self.entry), \"count\": \(Int.max)}], \"version\": 2}"
    let baseline = try Baseline.parse(Array(text.utf8)).get()
    XCTAssertEqual(baseline.counts[Baseline.Key(file: "a", rule: "r", line: "l")], Int.max)
  }

  func testValidationIsStrictAndSaysWhere() {
    let cases: [(String, String)] = [
      (
        "{\"entries\": [{\(Self.entry), \"count\": true}], \"version\": 2}",
        "1:63: entry 1: \"count\" must be a positive integer, found true"
      ),
      (
        "{\"entries\": [{\(Self.entry), \"count\": 1.0}], \"version\": 2}",
        "1:63: entry 1: \"count\" must be a positive integer"
      ),
      (
        "{\"entries\": [{\(Self.entry), \"count\": 9223372036854775808}], \"version\": 2}",
        "1:63: entry 1: \"count\" must be from 1 to"
      ),
      ("{\"entries\": [{\(Self.entry), \"count\": -1}], \"version\": 2}", "1:63: entry 1: \"count\" must be from 1 to"),
      (
        "{\"entries\": [{\(Self.entry), \"count\": \"2\"}], \"version\": 2}",
        "1:63: entry 1: \"count\" must be a positive integer, found a string"
      ),
      (
        "{\"entries\": [{\"file\": 1, \"rule\": \"r\", \"line\": \"l\"}], \"version\": 2}",
        "1:23: entry 1: \"file\" must be a string"
      ),
      ("{\"entries\": [{\(Self.entry), \"extra\": 1}], \"version\": 2}", "1:54: entry 1: unknown key \"extra\""),
      ("{\"entries\": [], \"version\": 3}", "1:28: unknown baseline version 3"),
      ("{\"entries\": [], \"version\": \"1\"}", "1:28: unknown baseline version \"1\""),
      ("{\"entries\": []}", "1:1: missing \"version\""),
      ("{\"entries\": [], \"entries\": [], \"version\": 2}", "1:17: duplicate key \"entries\""),
      ("{\"entries\": [\n", "1:13: unterminated array (the '[' at 1:13 is never closed)"),
      ("{\"entries\": [{\(Self.entry)}]\n, \"version\": 2} x", "2:17: unexpected text after the JSON value"),
      ("[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[", "1:17: nesting too deep for a baseline"),
    ]
    for (text, expected) in cases {
      switch Baseline.parse(Array(text.utf8)) {
      case .success: XCTFail("accepted: \(text)")
      case .failure(let error):
        XCTAssertTrue(error.description.hasPrefix(expected), "\(text): \(error.description)")
      }
    }
  }

  func testVersionOneBaselinesAreRead() throws {
    let text = "{\"entries\": [{\(Self.entry), \"count\": 2}], \"version\": 1}"
    let baseline = try Baseline.parse(Array(text.utf8)).get()
    XCTAssertEqual(baseline.version, 1)
    XCTAssertEqual(baseline.counts.values.first, 2)
  }

  func testApplyingCountsHiddenAndUnmatchedEntries() {
    let line = "map.delegate = context.coordinator"
    let baseline = Baseline(recording: [
      finding("A.swift", line: 1, text: line), finding("Gone.swift", line: 1, text: line),
    ])
    let applied = baseline.apply(
      to: [finding("/abs/A.swift", line: 4, text: line)], files: { _ in ["B.swift", "A.swift"] })
    XCTAssertEqual(applied.kept, [])
    XCTAssertEqual(applied.hiddenCount, 1)
    XCTAssertEqual(applied.unmatched.map(\.file), ["Gone.swift"])
  }
}
