import Foundation
import XCTest

@testable import BridgeLint

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Exact output of every reporter for a few findings, one in a file whose name needs escaping in every
/// format, and well-formedness checks with Foundation's own JSON and XML parsers.
final class ReporterTests: XCTestCase {
  static let hostilePath = #"Sources/a b/"Q"&<x>,:é.swift"#
  static let hostileURI = "Sources/a%20b/%22Q%22&%3Cx%3E,%3A%C3%A9.swift"

  /// Already in report order: bytewise, `P` sorts before `a`.
  static let diagnostics = [
    Diagnostic(
      path: "Sources/Plain.swift", line: 1, column: 5, severity: .info, ruleID: "state_in_init",
      message: "Info with 'apostrophe' & <tag>"),
    Diagnostic(
      path: hostilePath, line: 3, column: 14, severity: .warning, ruleID: "retain_cycle",
      message: "Captures \"self\": 100% leak\nnext", hint: "Use [weak self]"),
    Diagnostic(
      path: hostilePath, line: 7, column: 1, severity: .error, ruleID: "missing_did_move",
      message: "Call didMove(toParent:)"),
  ]

  static let rules = [
    RuleDescription(
      identifier: "retain_cycle", name: "Retain Cycle", summary: "Closures retain self",
      rationale: "A *strong* capture\nleaks.", kind: .memory, defaultSeverity: .warning,
      nonTriggeringExamples: [], triggeringExamples: []),
    RuleDescription(
      identifier: "missing_did_move", name: "Missing Did Move", summary: "didMove(toParent:) is missing",
      rationale: "Children must be told.", kind: .containment, defaultSeverity: .error,
      nonTriggeringExamples: [], triggeringExamples: []),
  ]

  /// Line texts for the findings above: an indented line with `é` before the finding, a line 1 with a
  /// BOM, and no text for the third finding (its fingerprint falls back to the message).
  static let context = ReportContext(
    rules: rules, toolVersion: "9.9.9", fileCount: 5, documentationBaseURL: "https://example.com/docs/",
    sourceLine: { path, line in
      switch (path, line) {
      case ("Sources/Plain.swift", 1): return [0xEF, 0xBB, 0xBF] + Array("var x = 1".utf8)
      case (hostilePath, 3): return Array("    let é = { self.go() }".utf8)
      default: return nil
      }
    })

  func render(_ reporter: any Reporter.Type, _ diagnostics: [Diagnostic] = diagnostics) -> String {
    reporter.render(diagnostics, context: Self.context)
  }

  // MARK: - Registry

  func testRegistryIsSortedUniqueAndComplete() {
    let names = ReporterRegistry.all.map { $0.identifier }
    XCTAssertEqual(
      names, ["checkstyle", "github-actions", "gitlab", "json", "junit", "sarif", "summary", "xcode"])
    XCTAssertEqual(names, names.sorted())
    XCTAssertEqual(Set(names).count, names.count)
    for reporter in ReporterRegistry.all {
      XCTAssertTrue(ReporterRegistry.reporter(named: reporter.identifier) == reporter)
      XCTAssertFalse(reporter.summary.isEmpty)
    }
    XCTAssertNil(ReporterRegistry.reporter(named: "XCODE"))
    XCTAssertNil(ReporterRegistry.reporter(named: ""))
    XCTAssertEqual(ReporterRegistry.defaultReporter.identifier, "xcode")
  }

  func testEveryReporterIsDeterministic() {
    for reporter in ReporterRegistry.all {
      XCTAssertEqual(render(reporter), render(reporter), reporter.identifier)
    }
  }

  // MARK: - xcode

  func testXcode() {
    XCTAssertEqual(
      render(XcodeReporter.self),
      #"""
      Sources/Plain.swift:1:5: note: Info with 'apostrophe' & <tag> [state_in_init]
      Sources/a b/"Q"&<x>,:é.swift:3:14: warning: Captures "self": 100% leak next (Use [weak self]) [retain_cycle]
      Sources/a b/"Q"&<x>,:é.swift:7:1: error: Call didMove(toParent:) [missing_did_move]

      """#)
    XCTAssertEqual(render(XcodeReporter.self, []), "")
  }

  func testXcodeKeepsEachFindingOnOneLine() {
    let diagnostic = Diagnostic(
      path: "a\r\nb.swift", line: 1, column: 1, severity: .warning, ruleID: "r", message: "x\r\ny\rz",
      hint: "h\nint")
    XCTAssertEqual(render(XcodeReporter.self, [diagnostic]), "a b.swift:1:1: warning: x y z (h int) [r]\n")
  }

  // MARK: - json

  func testJSON() throws {
    let output = render(JSONReporter.self)
    XCTAssertEqual(
      output,
      #"""
      [
        {
          "file": "Sources/Plain.swift",
          "line": 1,
          "column": 5,
          "severity": "info",
          "rule": "state_in_init",
          "message": "Info with 'apostrophe' & <tag>"
        },
        {
          "file": "Sources/a b/\"Q\"&<x>,:é.swift",
          "line": 3,
          "column": 14,
          "severity": "warning",
          "rule": "retain_cycle",
          "message": "Captures \"self\": 100% leak\nnext",
          "hint": "Use [weak self]"
        },
        {
          "file": "Sources/a b/\"Q\"&<x>,:é.swift",
          "line": 7,
          "column": 1,
          "severity": "error",
          "rule": "missing_did_move",
          "message": "Call didMove(toParent:)"
        }
      ]

      """#)
    let objects = try XCTUnwrap(parseJSON(output) as? [[String: Any]])
    XCTAssertEqual(objects.map { $0["file"] as? String }, Self.diagnostics.map(\.path))
    XCTAssertEqual(objects.map { $0["message"] as? String }, Self.diagnostics.map(\.message))
    XCTAssertEqual(objects.map { $0["hint"] as? String }, Self.diagnostics.map(\.hint))
    XCTAssertEqual(objects.map { $0["column"] as? Int }, [5, 14, 1])
    XCTAssertEqual(render(JSONReporter.self, []), "[]\n")
  }

  func testJSONEscapesControlCharactersAndKeepsUnicode() throws {
    let message = "tab\tnul\u{0}esc\u{1B}del\u{7F}ls\u{2028}back\\slash/ 🧵 e\u{301}"
    let diagnostic = Diagnostic(
      path: "p.swift", line: 1, column: 1, severity: .warning, ruleID: "r", message: message, hint: "")
    let output = render(JSONReporter.self, [diagnostic])
    XCTAssertTrue(
      output.contains(
        #""message": "tab\tnul\u0000esc\u001bdel\u007fls\u2028back\\slash/ 🧵 e\#u{301}""#),
      output)
    XCTAssertFalse(output.contains("hint"), "an empty hint is no hint")
    let objects = try XCTUnwrap(parseJSON(output) as? [[String: Any]])
    XCTAssertEqual(objects.first?["message"] as? String, message)
  }

  // MARK: - sarif

  func testSARIF() throws {
    let output = render(SARIFReporter.self)
    XCTAssertEqual(
      output,
      #"""
      {
        "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
        "version": "2.1.0",
        "runs": [
          {
            "tool": {
              "driver": {
                "name": "bridgelint",
                "version": "9.9.9",
                "informationUri": "https://github.com/bridgelint/bridgelint",
                "rules": [
                  {
                    "id": "missing_did_move",
                    "name": "MissingDidMove",
                    "shortDescription": {
                      "text": "didMove(toParent:) is missing"
                    },
                    "fullDescription": {
                      "text": "Children must be told."
                    },
                    "helpUri": "https://example.com/docs/missing_did_move.md",
                    "defaultConfiguration": {
                      "level": "error"
                    }
                  },
                  {
                    "id": "retain_cycle",
                    "name": "RetainCycle",
                    "shortDescription": {
                      "text": "Closures retain self"
                    },
                    "fullDescription": {
                      "text": "A *strong* capture\nleaks."
                    },
                    "helpUri": "https://example.com/docs/retain_cycle.md",
                    "defaultConfiguration": {
                      "level": "warning"
                    }
                  },
                  {
                    "id": "state_in_init",
                    "name": "StateInInit",
                    "defaultConfiguration": {
                      "level": "note"
                    }
                  }
                ]
              }
            },
            "columnKind": "unicodeCodePoints",
            "results": [
              {
                "ruleId": "state_in_init",
                "ruleIndex": 2,
                "level": "note",
                "message": {
                  "text": "Info with 'apostrophe' & <tag>"
                },
                "locations": [
                  {
                    "physicalLocation": {
                      "artifactLocation": {
                        "uri": "Sources/Plain.swift",
                        "uriBaseId": "%SRCROOT%"
                      },
                      "region": {
                        "startLine": 1,
                        "startColumn": 5
                      }
                    }
                  }
                ],
                "partialFingerprints": {
                  "bridgelintLineHash/v1": "28c67893e6c03072:1"
                }
              },
              {
                "ruleId": "retain_cycle",
                "ruleIndex": 1,
                "level": "warning",
                "message": {
                  "text": "Captures \"self\": 100% leak\nnext (Use [weak self])"
                },
                "locations": [
                  {
                    "physicalLocation": {
                      "artifactLocation": {
                        "uri": "Sources/a%20b/%22Q%22&%3Cx%3E,%3A%C3%A9.swift",
                        "uriBaseId": "%SRCROOT%"
                      },
                      "region": {
                        "startLine": 3,
                        "startColumn": 13
                      }
                    }
                  }
                ],
                "partialFingerprints": {
                  "bridgelintLineHash/v1": "2e904c049430ff6d:1"
                }
              },
              {
                "ruleId": "missing_did_move",
                "ruleIndex": 0,
                "level": "error",
                "message": {
                  "text": "Call didMove(toParent:)"
                },
                "locations": [
                  {
                    "physicalLocation": {
                      "artifactLocation": {
                        "uri": "Sources/a%20b/%22Q%22&%3Cx%3E,%3A%C3%A9.swift",
                        "uriBaseId": "%SRCROOT%"
                      },
                      "region": {
                        "startLine": 7,
                        "startColumn": 1
                      }
                    }
                  }
                ],
                "partialFingerprints": {
                  "bridgelintLineHash/v1": "d6ef5d0fc471099d:1"
                }
              }
            ]
          }
        ]
      }

      """#)

    let log = try XCTUnwrap(parseJSON(output) as? [String: Any])
    let run = try XCTUnwrap((log["runs"] as? [[String: Any]])?.first)
    XCTAssertEqual(run["columnKind"] as? String, "unicodeCodePoints")
    let results = try XCTUnwrap(run["results"] as? [[String: Any]])
    let uris = results.compactMap { result -> String? in
      let location = (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
      return (location?["artifactLocation"] as? [String: Any])?["uri"] as? String
    }
    // What GitHub's upload action does with the URI (decodeURIComponent) gives the path back.
    XCTAssertEqual(uris.map { $0.removingPercentEncoding }, Self.diagnostics.map(\.path))
  }

  /// A fixable finding says so in each format: Xcode's suffix names the flag, JSON carries a
  /// `fix` object, SARIF a `fixes` entry with byte regions and the applicability.
  /// Related places follow their finding: an indented note line, a `related` array, SARIF
  /// `relatedLocations`; a finding without any prints as before.
  func testRelatedPlacesInXcodeJSONAndSARIF() throws {
    var finding = Diagnostic(
      path: "List.swift", line: 3, column: 7, severity: .warning, ruleID: "duplicate_state_copy", message: "m")
    finding.related = [RelatedLocation(path: "Rows/Row.swift", line: 2, column: 3, message: "declared here")]
    let plain = Diagnostic(
      path: "Z.swift", line: 1, column: 1, severity: .warning, ruleID: "duplicate_state_copy", message: "n")
    let diagnostics = [finding, plain]
    XCTAssertEqual(
      render(XcodeReporter.self, diagnostics),
      "List.swift:3:7: warning: m [duplicate_state_copy]\n"
        + "    Rows/Row.swift:2:3: note: declared here\n"
        + "Z.swift:1:1: warning: n [duplicate_state_copy]\n")
    let json = try XCTUnwrap(
      JSONSerialization.jsonObject(with: Data(render(JSONReporter.self, diagnostics).utf8)) as? [[String: Any]])
    let related = try XCTUnwrap(json.first?["related"] as? [[String: Any]])
    XCTAssertEqual(related.first?["file"] as? String, "Rows/Row.swift")
    XCTAssertEqual(related.first?["line"] as? Int, 2)
    XCTAssertEqual(related.first?["column"] as? Int, 3)
    XCTAssertEqual(related.first?["message"] as? String, "declared here")
    XCTAssertNil(json.last?["related"])
    let sarif = try XCTUnwrap(
      JSONSerialization.jsonObject(with: Data(render(SARIFReporter.self, diagnostics).utf8)) as? [String: Any])
    let results = try XCTUnwrap((sarif["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
    let place = try XCTUnwrap((results.first?["relatedLocations"] as? [[String: Any]])?.first)
    XCTAssertEqual(place["id"] as? Int, 1)
    XCTAssertEqual((place["message"] as? [String: Any])?["text"] as? String, "declared here")
    let physical = try XCTUnwrap(place["physicalLocation"] as? [String: Any])
    XCTAssertEqual((physical["artifactLocation"] as? [String: Any])?["uri"] as? String, "Rows/Row.swift")
    XCTAssertEqual((physical["region"] as? [String: Any])?["startLine"] as? Int, 2)
    XCTAssertNil(results.last?["relatedLocations"])
    // Related places are no part of a finding's identity: the fingerprints are the same without them.
    var bare = finding
    bare.related = []
    XCTAssertEqual(
      (try XCTUnwrap(results.first?["partialFingerprints"] as? [String: Any])).values.map { "\($0)" },
      (try partialFingerprints(of: bare)).values.map { "\($0)" })
    XCTAssertEqual(Baseline(recording: [finding]), Baseline(recording: [bare]))
  }

  private func partialFingerprints(of diagnostic: Diagnostic) throws -> [String: Any] {
    let sarif = try XCTUnwrap(
      JSONSerialization.jsonObject(with: Data(render(SARIFReporter.self, [diagnostic]).utf8)) as? [String: Any])
    let results = try XCTUnwrap((sarif["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
    return try XCTUnwrap(results.first?["partialFingerprints"] as? [String: Any])
  }

  func testFixableFindingsSayHowInXcodeJSONAndSARIF() throws {
    var safe = Diagnostic(
      path: "A.swift", line: 2, column: 3, severity: .warning, ruleID: "missing_did_move", message: "m", offset: 12)
    safe.fix = Fix("Insert it", .safe, edits: [.insert("x()\n", at: 20), .delete(30..<34)])
    var unsafe = safe
    unsafe.line = 3
    unsafe.fix = Fix("Change it", .unsafe, edits: [FixEdit(range: 4..<7, replacement: "var")])
    var shown = safe
    shown.line = 4
    shown.fix = Fix("Look", .display, edits: [.delete(0..<1)])
    let diagnostics = [safe, unsafe, shown]
    XCTAssertEqual(
      render(XcodeReporter.self, diagnostics),
      "A.swift:2:3: warning: m (fixable with --fix) [missing_did_move]\n"
        + "A.swift:3:3: warning: m (fixable with --fix --unsafe-fixes) [missing_did_move]\n"
        + "A.swift:4:3: warning: m [missing_did_move]\n")
    let json = try XCTUnwrap(
      JSONSerialization.jsonObject(with: Data(render(JSONReporter.self, diagnostics).utf8)) as? [[String: Any]])
    let fix = try XCTUnwrap(json.first?["fix"] as? [String: Any])
    XCTAssertEqual(fix["applicability"] as? String, "safe")
    XCTAssertEqual((fix["edits"] as? [[String: Any]])?.count, 2)
    XCTAssertEqual((json.last?["fix"] as? [String: Any])?["applicability"] as? String, "display")
    let sarif = try XCTUnwrap(
      JSONSerialization.jsonObject(with: Data(render(SARIFReporter.self, diagnostics).utf8)) as? [String: Any])
    let run = try XCTUnwrap((sarif["runs"] as? [[String: Any]])?.first)
    let results = try XCTUnwrap(run["results"] as? [[String: Any]])
    XCTAssertEqual(results.count, 3)
    let fixes = try XCTUnwrap(results.first?["fixes"] as? [[String: Any]])
    XCTAssertEqual((fixes.first?["description"] as? [String: Any])?["text"] as? String, "Insert it")
    XCTAssertEqual((fixes.first?["properties"] as? [String: Any])?["applicability"] as? String, "safe")
    let change = try XCTUnwrap((fixes.first?["artifactChanges"] as? [[String: Any]])?.first)
    XCTAssertEqual((change["artifactLocation"] as? [String: Any])?["uri"] as? String, "A.swift")
    let replacements = try XCTUnwrap(change["replacements"] as? [[String: Any]])
    XCTAssertEqual(replacements.count, 2)
    let deleted = try XCTUnwrap(replacements.last?["deletedRegion"] as? [String: Any])
    XCTAssertEqual(deleted["byteOffset"] as? Int, 30)
    XCTAssertEqual(deleted["byteLength"] as? Int, 4)
    XCTAssertEqual((replacements.first?["insertedContent"] as? [String: Any])?["text"] as? String, "x()\n")
    let unsafeFix = try XCTUnwrap((results[1]["fixes"] as? [[String: Any]])?.first)
    XCTAssertEqual((unsafeFix["properties"] as? [String: Any])?["applicability"] as? String, "unsafe")
  }

  func testSARIFWithoutFindingsStillListsRulesAndAnEmptyResultsArray() throws {
    let output = SARIFReporter.render([], context: ReportContext(rules: Self.rules))
    XCTAssertTrue(output.contains(#""helpUri": "\#(BridgeLintVersion.documentationBaseURL)/retain_cycle.md""#))
    XCTAssertTrue(output.contains(#""version": "\#(BridgeLintVersion.current)""#))
    XCTAssertTrue(output.contains(#""results": []"#))
    XCTAssertNotNil(try parseJSON(output))
  }

  func testSARIFAbsolutePathIsAFileURIWithoutBase() {
    let diagnostic = Diagnostic(
      path: "/tmp/my app/é.swift", line: 2, column: 3, severity: .warning, ruleID: "r", message: "m")
    let output = SARIFReporter.render([diagnostic], context: ReportContext(rules: []))
    XCTAssertTrue(output.contains(#""uri": "file:///tmp/my%20app/%C3%A9.swift""#), output)
    XCTAssertFalse(output.contains("uriBaseId"))
  }

  func testSARIFColumnsAreCodePoints() {
    let lines: [Int: String] = [1: "let é = 1", 2: "\"🧵🧵\".go()", 3: "tab\there"]
    let context = ReportContext(rules: [], sourceLine: { _, line in lines[line].map { Array($0.utf8) } })
    let diagnostics = [(1, 9), (1, 10), (2, 10), (3, 5), (4, 7)].map {
      Diagnostic(path: "f.swift", line: $0.0, column: $0.1, severity: .warning, ruleID: "r", message: "m")
    }
    let output = SARIFReporter.render(diagnostics, context: context)
    let columns = output.split(separator: "\n").filter { $0.contains("startColumn") }.map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    // `é` is 2 bytes, `🧵` 4 bytes, a tab 1; line 4 has no text, so its byte column is kept.
    XCTAssertEqual(
      columns,
      [
        "\"startColumn\": 8", "\"startColumn\": 9", "\"startColumn\": 4", "\"startColumn\": 5",
        "\"startColumn\": 7",
      ])
  }

  // MARK: - checkstyle

  func testCheckstyle() throws {
    let output = render(CheckstyleReporter.self)
    XCTAssertEqual(
      output,
      #"""
      <?xml version="1.0" encoding="utf-8"?>
      <checkstyle version="4.3">
        <file name="Sources/Plain.swift">
          <error line="1" column="5" severity="info" message="Info with &apos;apostrophe&apos; &amp; &lt;tag&gt;" \#
      source="bridgelint.rules.state_in_init"/>
        </file>
        <file name="Sources/a b/&quot;Q&quot;&amp;&lt;x&gt;,:é.swift">
          <error line="3" column="14" severity="warning" \#
      message="Captures &quot;self&quot;: 100% leak&#10;next (Use [weak self])" source="bridgelint.rules.retain_cycle"/>
          <error line="7" column="1" severity="error" message="Call didMove(toParent:)" \#
      source="bridgelint.rules.missing_did_move"/>
        </file>
      </checkstyle>

      """#)
    let elements = try parseXML(output)
    XCTAssertEqual(elements.map(\.name), ["checkstyle", "file", "error", "file", "error", "error"])
    XCTAssertEqual(elements[3].attributes["name"], Self.hostilePath)
    XCTAssertEqual(elements[4].attributes["message"], "Captures \"self\": 100% leak\nnext (Use [weak self])")
    XCTAssertEqual(
      render(CheckstyleReporter.self, []),
      "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<checkstyle version=\"4.3\">\n</checkstyle>\n")
  }

  func testXMLEscapingDropsCharactersXMLCannotHold() throws {
    let message = "nul\u{0} bell\u{7} fffe\u{FFFE} tab\t cr\r ok 🧵 \u{7F}"
    XCTAssertEqual(ReportText.xmlEscaped(message), "nul bell fffe tab&#9; cr&#13; ok 🧵 \u{7F}")
    let diagnostic = Diagnostic(path: "x.swift", line: 1, column: 1, severity: .error, ruleID: "r", message: message)
    for reporter in [CheckstyleReporter.self, JUnitReporter.self] as [any Reporter.Type] {
      XCTAssertFalse(try parseXML(render(reporter, [diagnostic])).isEmpty, reporter.identifier)
    }
  }

  // MARK: - junit

  func testJUnit() throws {
    let output = render(JUnitReporter.self)
    XCTAssertEqual(
      output,
      #"""
      <?xml version="1.0" encoding="utf-8"?>
      <testsuites name="bridgelint" tests="3" failures="2" errors="0">
        <testsuite name="bridgelint" tests="3" failures="2" errors="0">
          <testcase classname="Sources/Plain.swift" name="state_in_init at 1:5">
            <system-out>\#
      Sources/Plain.swift:1:5: note: Info with &apos;apostrophe&apos; &amp; &lt;tag&gt; [state_in_init]</system-out>
          </testcase>
          <testcase classname="Sources/a b/&quot;Q&quot;&amp;&lt;x&gt;,:é.swift" name="retain_cycle at 3:14">
            <failure message="Captures &quot;self&quot;: 100% leak&#10;next (Use [weak self])" type="warning">\#
      Sources/a b/&quot;Q&quot;&amp;&lt;x&gt;,:é.swift:3:14: warning: Captures &quot;self&quot;: 100% leak next \#
      (Use [weak self]) [retain_cycle]</failure>
          </testcase>
          <testcase classname="Sources/a b/&quot;Q&quot;&amp;&lt;x&gt;,:é.swift" name="missing_did_move at 7:1">
            <failure message="Call didMove(toParent:)" type="error">\#
      Sources/a b/&quot;Q&quot;&amp;&lt;x&gt;,:é.swift:7:1: error: Call didMove(toParent:) [missing_did_move]</failure>
          </testcase>
        </testsuite>
      </testsuites>

      """#)
    let elements = try parseXML(output)
    XCTAssertEqual(
      elements.filter { $0.name == "testcase" }.map { $0.attributes["classname"] }, Self.diagnostics.map(\.path))
    // `info` never fails a run, so it is not a failure (issue 12.4).
    XCTAssertEqual(elements.filter { $0.name == "failure" }.count, 2)
  }

  func testJUnitWithoutFindingsHasOnePassingTest() throws {
    let output = render(JUnitReporter.self, [])
    XCTAssertEqual(
      output,
      #"""
      <?xml version="1.0" encoding="utf-8"?>
      <testsuites name="bridgelint" tests="1" failures="0" errors="0">
        <testsuite name="bridgelint" tests="1" failures="0" errors="0">
          <testcase classname="bridgelint" name="no findings"/>
        </testsuite>
      </testsuites>

      """#)
    XCTAssertEqual(try parseXML(output).map(\.name), ["testsuites", "testsuite", "testcase"])
  }

  // MARK: - github-actions

  func testGitHubActions() {
    XCTAssertEqual(
      render(GitHubActionsReporter.self),
      #"""
      ::notice file=Sources/Plain.swift,line=1,col=5,title=state_in_init::Info with 'apostrophe' & <tag>
      ::warning file=Sources/a b/"Q"&<x>%2C%3Aé.swift,line=3,col=14,title=retain_cycle::\#
      Captures "self": 100%25 leak%0Anext (Use [weak self])
      ::error file=Sources/a b/"Q"&<x>%2C%3Aé.swift,line=7,col=1,title=missing_did_move::Call didMove(toParent:)

      """#)
    XCTAssertEqual(GitHubActionsReporter.escapedData("50%\r\n::x,y"), "50%25%0D%0A::x,y")
    XCTAssertEqual(GitHubActionsReporter.escapedProperty("50%\r\n::x,y"), "50%25%0D%0A%3A%3Ax%2Cy")
    XCTAssertEqual(render(GitHubActionsReporter.self, []), "")
  }

  // MARK: - gitlab

  func testGitLab() throws {
    let output = render(GitLabReporter.self)
    XCTAssertEqual(
      output,
      #"""
      [
        {
          "description": "Info with 'apostrophe' & <tag>",
          "check_name": "state_in_init",
          "fingerprint": "63219a49ffd621a0",
          "severity": "info",
          "location": {
            "path": "Sources/Plain.swift",
            "lines": {
              "begin": 1
            }
          }
        },
        {
          "description": "Captures \"self\": 100% leak\nnext (Use [weak self])",
          "check_name": "retain_cycle",
          "fingerprint": "2e50787bb9a823ab",
          "severity": "minor",
          "location": {
            "path": "Sources/a b/\"Q\"&<x>,:é.swift",
            "lines": {
              "begin": 3
            }
          }
        },
        {
          "description": "Call didMove(toParent:)",
          "check_name": "missing_did_move",
          "fingerprint": "43661fdd517940e5",
          "severity": "major",
          "location": {
            "path": "Sources/a b/\"Q\"&<x>,:é.swift",
            "lines": {
              "begin": 7
            }
          }
        }
      ]

      """#)
    let issues = try XCTUnwrap(parseJSON(output) as? [[String: Any]])
    let paths = issues.map { ($0["location"] as? [String: Any])?["path"] as? String }
    XCTAssertEqual(paths, Self.diagnostics.map(\.path))
    XCTAssertEqual(render(GitLabReporter.self, []), "[]\n")
  }

  func testFingerprintsFollowTheLineTextAndStayUnique() throws {
    let text: [Int: String] = [2: "  foo()  ", 9: "foo()", 10: "\tfoo( )", 11: "foo()"]
    let context = ReportContext(rules: [], sourceLine: { _, line in text[line].map { Array($0.utf8) } })
    let at = { (line: Int) in
      Diagnostic(path: "f.swift", line: line, column: 1, severity: .warning, ruleID: "r", message: "m")
    }
    // Line 2 moved to line 9 after an edit above, re-indented: same fingerprint.
    XCTAssertEqual(
      Fingerprint.entries([at(2)], context: context), Fingerprint.entries([at(9)], context: context))
    let entries = Fingerprint.entries([at(9), at(10), at(11)], context: context)
    XCTAssertNotEqual(entries[0].hash, entries[1].hash)
    XCTAssertEqual(entries[0].hash, entries[2].hash)
    XCTAssertEqual(entries.map(\.occurrence), [1, 1, 2])

    let gitlab = try XCTUnwrap(
      parseJSON(GitLabReporter.render([at(9), at(10), at(11)], context: context)) as? [[String: Any]])
    let fingerprints = gitlab.compactMap { $0["fingerprint"] as? String }
    XCTAssertEqual(Set(fingerprints).count, 3)
  }

  func testFNV1aMatchesPublishedVectors() {
    let digest = { (text: String) -> String in
      var hasher = FNV1a64()
      hasher.combine(text.utf8)
      return hasher.hexDigest
    }
    XCTAssertEqual(digest(""), "cbf29ce484222325")
    XCTAssertEqual(digest("a"), "af63dc4c8601ec8c")
    XCTAssertEqual(digest("foobar"), "85944171f73967e8")
  }

  // MARK: - summary

  func testSummary() {
    let extra = [3, 4].map {
      Diagnostic(
        path: "Sources/Plain.swift", line: $0, column: 1, severity: .warning, ruleID: "retain_cycle", message: "m")
    }
    XCTAssertEqual(
      render(SummaryReporter.self, Self.diagnostics + extra),
      """
      rule              error  warning  info  total
      ----------------  -----  -------  ----  -----
      retain_cycle          0        3     0      3
      missing_did_move      1        0     0      1
      state_in_init         0        0     1      1

      5 findings (1 error, 3 warnings, 1 info) in 2 files (5 files linted)

      """)
    XCTAssertEqual(render(SummaryReporter.self, []), "No findings in 5 files\n")
    XCTAssertEqual(SummaryReporter.render([], context: ReportContext(rules: [])), "No findings\n")
  }

  // MARK: - Building blocks

  func testCodePointColumn() {
    let line = Array("let é = 1".utf8)
    XCTAssertEqual(SourceColumn.codePointColumn(byteColumn: 9, in: line), 8)
    XCTAssertEqual(SourceColumn.codePointColumn(byteColumn: 5, in: line), 5)
    XCTAssertEqual(SourceColumn.codePointColumn(byteColumn: 1, in: line), 1)
    XCTAssertEqual(SourceColumn.codePointColumn(byteColumn: 9, in: nil), 9)
    // Past the end of the line each byte counts one.
    XCTAssertEqual(SourceColumn.codePointColumn(byteColumn: 13, in: line), 12)
    // Invalid UTF-8 (a lone 0xFF, a truncated 3-byte sequence) reads as one U+FFFD each.
    XCTAssertEqual(SourceColumn.codePointColumn(byteColumn: 5, in: [0xFF, 0xE2, 0x82, 0x41, 0x42]), 4)
  }

  func testPercentEncodedURI() {
    XCTAssertEqual(ReportText.uri(forPath: Self.hostilePath), Self.hostileURI)
    XCTAssertEqual(ReportText.uri(forPath: "a:b/c?d#e%f~g.swift"), "a%3Ab/c%3Fd%23e%25f~g.swift")
    XCTAssertEqual(ReportText.uri(forPath: "/abs/x y.swift"), "file:///abs/x%20y.swift")
  }

  func testSourceLinesFromDisk() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("bridgelint-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let first = directory.appendingPathComponent("a b.swift")
    let second = directory.appendingPathComponent("é.swift")
    try Data([0xEF, 0xBB, 0xBF] + Array("let é = 1\r\nsecond\rthird\n".utf8)).write(to: first)
    try Data("only\n".utf8).write(to: second)

    let provider = SourceLines.fromDisk()
    let context = ReportContext(rules: [], sourceLine: provider)
    XCTAssertEqual(context.lineBytes(first.path, 1), Array("let é = 1".utf8))
    XCTAssertEqual(provider(first.path, 2), Array("second".utf8))
    XCTAssertEqual(provider(second.path, 1), Array("only".utf8))
    XCTAssertEqual(provider(first.path, 3), Array("third".utf8))
    XCTAssertEqual(provider(first.path, 4), [])
    XCTAssertNil(provider(first.path, 5))
    XCTAssertNil(provider(directory.appendingPathComponent("missing.swift").path, 1))
  }

  // MARK: - Helpers

  private func parseJSON(_ text: String) throws -> Any {
    try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
  }

  private func parseXML(_ text: String) throws -> [XMLElementRecord] {
    let parser = XMLParser(data: Data(text.utf8))
    let recorder = XMLRecorder()
    parser.delegate = recorder
    guard parser.parse() else {
      throw XMLParseFailure(reason: "\(parser.parserError.map { "\($0)" } ?? "?") at line \(parser.lineNumber)")
    }
    return recorder.elements
  }
}

struct XMLParseFailure: Error {
  var reason: String
}

struct XMLElementRecord {
  var name: String
  var attributes: [String: String]
}

/// Collects start tags with their (decoded) attributes.
final class XMLRecorder: NSObject, XMLParserDelegate {
  var elements: [XMLElementRecord] = []

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
    attributes: [String: String] = [:]
  ) {
    elements.append(XMLElementRecord(name: elementName, attributes: attributes))
  }
}
