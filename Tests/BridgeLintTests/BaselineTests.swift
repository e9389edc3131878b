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
        "version": 1
      }

      """)
    XCTAssertEqual(try Baseline.parse(Array(text.utf8)).get(), baseline)
    XCTAssertEqual(Baseline().serialized(), "{\n  \"entries\": [],\n  \"version\": 1\n}\n")
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
}
