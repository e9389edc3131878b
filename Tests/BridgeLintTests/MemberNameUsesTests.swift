import XCTest

@testable import BridgeLint

/// Pass 1's record of the member names a file writes, kept for the whole run.
final class MemberNameUsesTests: XCTestCase {
  private func uses(_ text: String) -> MemberNameUses {
    ParsedFile(source: SourceFile(path: "Uses.swift", bytes: Array(text.utf8))).memberNameUses()
  }

  private func hashes(_ names: [String]) -> [UInt64] {
    Set(names.map(MemberNameUses.hash)).sorted()
  }

  func testMemberNamesAreSortedWithoutRepeats() {
    let recorded = uses(
      """
      func apply(_ row: Row) {
        row.isOn = row.isOn && row.$title.isEmpty
        row.`isOn`.toggle()
        _ = \\Row.isOn
      }
      """)
    XCTAssertEqual(recorded.memberNames, hashes(["isOn", "title", "isEmpty", "toggle"]))
    XCTAssertTrue(recorded.mayName("isEmpty", ofType: "Other"))
    XCTAssertFalse(recorded.mayName("apply", ofType: "Other"))
  }

  func testTwoExtensionsOfOneTypeShareOneSortedList() {
    let recorded = uses(
      """
      extension Row { func reset() { isOn = false } }
      extension Row { var label: String { title } }
      extension Module.Column { func width() -> Int { 0 } }
      """)
    XCTAssertEqual(
      recorded.extensionNames["Row"], hashes(["reset", "isOn", "label", "String", "title"]))
    XCTAssertEqual(recorded.extensionNames["Column"], hashes(["width", "Int"]))
    XCTAssertTrue(recorded.mayName("title", ofType: "Row"))
    XCTAssertFalse(recorded.mayName("title", ofType: "Column"))
  }

  func testManyRepeatedMembersAreKeptOnceEach() {
    // Enough distinct names to grow the set several times, each written three times.
    let names = (0..<300).map { "member\($0)" }
    let body = (names + names.reversed() + names).map { "  row.\($0) = 1\n" }.joined()
    let recorded = uses("func fill(_ row: Row) {\n" + body + "}\n")
    XCTAssertEqual(recorded.memberNames, hashes(names))
    XCTAssertTrue(recorded.mayName("member299", ofType: "Other"))
    XCTAssertFalse(recorded.mayName("member300", ofType: "Other"))
  }
}
