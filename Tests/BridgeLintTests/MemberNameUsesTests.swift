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
      recorded.extensionHashes("Row"), hashes(["reset", "isOn", "label", "String", "title"]))
    XCTAssertEqual(recorded.extensionHashes("Column"), hashes(["width", "Int"]))
    XCTAssertTrue(recorded.mayName("title", ofType: "Row"))
    XCTAssertFalse(recorded.mayName("title", ofType: "Column"))
  }

  /// A name after a `.` in an extension's body is in the file's member names, which every answer
  /// reads first: the extension's list leaves it out, and the file still may name it.
  func testAnExtensionListsOnlyTheNamesNotAfterAPeriod() {
    let recorded = uses("extension Row { func reset() { isOn = false; self.title = label.text } }\n")
    XCTAssertEqual(recorded.extensionHashes("Row"), hashes(["reset", "isOn", "label"]))
    XCTAssertEqual(recorded.memberNames, hashes(["title", "text"]))
    XCTAssertTrue(recorded.mayName("title", ofType: "Row"))
    XCTAssertTrue(recorded.mayName("text", ofType: "Column"))
    XCTAssertFalse(recorded.mayName("label", ofType: "Column"))
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

  /// The table answers as asking every file in order does: the first file, other than the asking
  /// one, that writes the name after a `.` or in an extension of the type; files that share a path
  /// (the asking one's or another's) are skipped or taken as the scan would.
  func testTheTableAnswersAsAScanOfEveryFile() {
    let names = ["title", "isOn", "reset", "width", "count", "label"]
    let types = ["Row", "Column", "Cell"]
    var generator = SeededGenerator(state: 0x9E37_79B9_7F4A_7C15)
    var files: [MemberNameUses] = []
    for position in 0..<120 {
      var text = "func use(_ row: Row) {\n"
      for name in names where Int.random(in: 0..<5, using: &generator) == 0 { text += "  row.\(name) = 1\n" }
      text += "}\n"
      for type in types where Int.random(in: 0..<6, using: &generator) == 0 {
        let name = names.randomElement(using: &generator) ?? "title"
        let other = names.randomElement(using: &generator) ?? "label"
        text += "extension \(type) { func f\(position)() { \(name) = 0; self.\(other) = 1 } }\n"
      }
      // Some paths repeat, so the table's second file per name is exercised.
      let path = "File\(position % 97).swift"
      files.append(ParsedFile(source: SourceFile(path: path, bytes: Array(text.utf8))).memberNameUses())
    }
    let table = MemberNameTable(files)
    var named = 0
    for name in names + ["absent"] {
      for type in types + ["Other"] {
        for path in ["File0.swift", "File5.swift", "File96.swift", "Elsewhere.swift"] {
          let scanned = files.first { $0.path != path && $0.mayName(name, ofType: type) }
          let looked = table.firstOther(naming: name, ofType: type, path: path)
          XCTAssertEqual(looked, scanned, "\(name) of \(type) asked from \(path)")
          if scanned != nil { named += 1 }
        }
      }
    }
    XCTAssertGreaterThan(named, 0)
    XCTAssertNil(table.firstOther(naming: "absent", ofType: "Other", path: "File0.swift"))
  }

  /// An index answers its first member questions by asking every file and later ones from the
  /// table; both give the answer of the file in front.
  func testAnIndexAnswersTheSameBeforeAndAfterBuildingItsTable() {
    let uses = (0..<4).map { position in
      ParsedFile(
        source: SourceFile(
          path: "F\(position).swift", bytes: Array("func f(_ r: Row) { r.member\(position) = 1 }\n".utf8))
      ).memberNameUses()
    }
    let index = ProjectIndex(files: [[], [], [], []], jobs: 1, memberNameUses: uses)
    for round in 0..<(2 * MemberNameMemo.scansBeforeTable) {
      let position = round % 4
      XCTAssertEqual(
        index.memberUse("member\(position)", ofType: "Row", declaredIn: "Elsewhere.swift"),
        .namedIn("F\(position).swift"),
        "question \(round)")
      XCTAssertNil(index.memberUse("member\(position)", ofType: "Row", declaredIn: "F\(position).swift"))
    }
  }

  /// A fixed sequence of pseudo-random numbers (xorshift), so the test is the same on every run.
  private struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
      state ^= state << 13
      state ^= state >> 7
      state ^= state << 17
      return state
    }
  }
}
