import XCTest

@testable import BridgeLint

/// A shard's table of positions answers as the dictionary from qualified names it replaced.
final class PositionTableTests: XCTestCase {
  private func entries(_ count: Int) -> [ProjectIndex.IndexedType] {
    let text = (0..<count).map { "struct Type\($0) { struct Inner\($0 % 7) {} }" }.joined(separator: "\n")
    var timings = StageTimings()
    let file = ParsedFile(source: SourceFile(path: "A.swift", text: text), timings: &timings)
    return file.typeSummaries().map { ProjectIndex.IndexedType($0) }
  }

  func testInsertedNamesAreFoundAndOthersAreNot() {
    let all = entries(300)
    var table = PositionTable()
    var added: [ProjectIndex.IndexedType] = []
    for entry in all {
      added.append(entry)
      table.insert(added.count - 1, of: entry.qualifiedName, in: added)
      XCTAssertEqual(table.position(of: all[0].qualifiedName, in: added), 0)
    }
    XCTAssertEqual(table.count, all.count)
    for (position, entry) in all.enumerated() {
      XCTAssertEqual(table.position(of: entry.qualifiedName, in: all), position)
    }
    XCTAssertNil(table.position(of: "Type300", in: all))
    XCTAssertNil(table.position(of: "", in: all))
    XCTAssertNil(PositionTable().position(of: "Type0", in: all))
    let built = PositionTable(all)
    for (position, entry) in all.enumerated() {
      XCTAssertEqual(built.position(of: entry.qualifiedName, in: all), position)
    }
  }

  /// As the incremental index edits a shard: positions out removed, the rest renumbered in place, new ones inserted.
  func testRemovingAndRenumberingKeepEveryOtherName() {
    var shard = entries(200)
    var table = PositionTable(shard)
    let out = [3, 50, 51, 199]
    for position in out.reversed() {
      table.remove(position, of: shard[position].qualifiedName)
      shard.remove(at: position)
    }
    table.renumber { position in position - out.filter { $0 < position }.count }
    XCTAssertEqual(table.count, shard.count)
    for (position, entry) in shard.enumerated() {
      XCTAssertEqual(table.position(of: entry.qualifiedName, in: shard), position)
    }
    let fresh = entries(260).suffix(from: 200 * 2)
    for entry in fresh {
      shard.append(entry)
      table.insert(shard.count - 1, of: entry.qualifiedName, in: shard)
    }
    for (position, entry) in shard.enumerated() {
      XCTAssertEqual(table.position(of: entry.qualifiedName, in: shard), position)
    }
  }
}
