import BridgeLint
import Foundation
import Rules
import XCTest

/// `Fixtures/CASES.md` is generated from the fixtures' markers (`bridgelint generate-docs`), so it
/// says what the fixtures assert today.
final class FixtureCatalogTests: XCTestCase {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fixtures")

  func testCommittedCasesPageIsCurrent() throws {
    let enumerator = try XCTUnwrap(FileManager.default.enumerator(atPath: Self.fixtures.path))
    var files: [(path: String, text: String)] = []
    while let relative = enumerator.nextObject() as? String {
      guard relative.hasSuffix(".swift") else { continue }
      files.append((relative, try String(contentsOf: Self.fixtures.appendingPathComponent(relative), encoding: .utf8)))
    }
    XCTAssertGreaterThan(files.count, 40)
    let committed = try? String(contentsOf: Self.fixtures.appendingPathComponent("CASES.md"), encoding: .utf8)
    XCTAssertEqual(
      committed, FixtureCatalog.page(files: files, rules: RuleRegistry.descriptions),
      "Fixtures/CASES.md is out of date: run `swift run bridgelint generate-docs`")
  }

  func testMarkersAndThePageTheyMake() throws {
    let text = "let a = 1\n// expect: 5 [x]\n\n// note\nfoo(a | b) // expect: [y]\nbar()\n"
    XCTAssertEqual(
      FixtureCatalog.expectations(in: text, path: "x/f.swift"),
      [
        FixtureCatalog.Expectation(path: "x/f.swift", line: 5, column: 5, rule: "x"),
        FixtureCatalog.Expectation(path: "x/f.swift", line: 5, column: nil, rule: "y"),
      ])
    let rule = try XCTUnwrap(RuleRegistry.descriptions.first { $0.identifier == "missing_did_move" })
    var renamed = rule
    renamed.identifier = "x"
    let page = FixtureCatalog.page(files: [("x/f.swift", text)], rules: [renamed])
    XCTAssertTrue(page.contains("| [`x`](#x) | 1 | 1 | 0 |\n"), page)
    XCTAssertTrue(
      page.contains("## x\n\n| Location | Marked line |\n|---|---|\n| `x/f.swift:5:5` | `foo(a \\| b)` |\n"), page)
  }
}
