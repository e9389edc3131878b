import XCTest

@testable import BridgeLint

/// The typed accessors rules use instead of token arithmetic (`Model/CodeSurface.swift`).
final class CodeSurfaceTests: XCTestCase {
  private func parse(_ text: String) -> ParsedFile { ParsedFile(path: "Test.swift", text: text) }

  /// The first token spelling `text`.
  private func token(_ text: String, in file: ParsedFile) -> TokenID? {
    file.tokenIDs.first { file.text($0) == text }
  }

  func testNextAndPreviousTokensAreOptionalAtTheEdges() throws {
    let file = parse("a.b")
    let first = try XCTUnwrap(file.tokenIDs.first)
    let last = try XCTUnwrap(file.tokenIDs.last)
    XCTAssertNil(file.token(before: first))
    XCTAssertNil(file.token(after: last))
    XCTAssertEqual(file.token(after: first).map(file.text), ".")
    XCTAssertEqual(file.token(before: last).map(file.text), ".")
  }

  func testMemberAfterAnExpression() throws {
    let file = parse("host.view.frame = rect\nlet x = host")
    let host = try XCTUnwrap(token("host", in: file))
    XCTAssertEqual(file.member(after: host).map(file.text), "view")
    XCTAssertTrue(file.isFollowed(host, byMember: "view"))
    XCTAssertFalse(file.isFollowed(host, byMember: "frame"))
    let view = try XCTUnwrap(token("view", in: file))
    XCTAssertTrue(file.isAfterPeriod(view))
    XCTAssertFalse(file.isAfterPeriod(host))
    // The last `host` ends the file: nothing follows it.
    let last = try XCTUnwrap(file.tokenIDs.last)
    XCTAssertNil(file.member(after: last))
  }

  func testBracketsMatchBothWays() throws {
    let file = parse("f(a, [b])")
    let open = try XCTUnwrap(token("(", in: file))
    let close = try XCTUnwrap(file.closer(ofBracket: open))
    XCTAssertEqual(file.text(close), ")")
    XCTAssertEqual(file.opener(ofBracket: close), open)
    // `a` opens nothing and closes nothing.
    let a = try XCTUnwrap(token("a", in: file))
    XCTAssertNil(file.closer(ofBracket: a))
    XCTAssertNil(file.opener(ofBracket: a))
  }

  func testMemberAnAssignmentWritesAndItsBytes() throws {
    let file = parse("func f() {\n  view.layer.cornerRadius = 4\n  items[0] = 1\n}")
    let assignments = file.allAssignments
    XCTAssertEqual(assignments.count, 2)
    XCTAssertEqual(file.memberWritten(by: assignments[0]).map(file.text), "cornerRadius")
    XCTAssertNil(file.memberWritten(by: assignments[1]))
    let bytes = try XCTUnwrap(file.byteRange(of: assignments[0]))
    XCTAssertEqual(String(decoding: file.bytes[bytes], as: UTF8.self), "view.layer.cornerRadius = 4")
  }

  func testTokenAfterAClosuresAttributes() throws {
    let file = parse("let a = { @MainActor @available(iOS 17, *) in work() }\nlet b = { [weak self] in work() }")
    let closures = file.closures(in: TokenRange(0, Int32(file.tokens.count)))
    XCTAssertEqual(closures.count, 2)
    XCTAssertEqual(file.text(file.tokenAfterAttributes(in: closures[closures.startIndex])), "in")
    XCTAssertEqual(file.text(file.tokenAfterAttributes(in: closures[closures.startIndex + 1])), "[")
  }

  func testTypedFieldsAreNilForTheTablesMinusOne() throws {
    let file = parse("func f() {\n  run { }\n  obj.go(1)\n}")
    let calls = file.allCalls
    XCTAssertEqual(calls.count, 2)
    XCTAssertNil(calls[0].leftParenToken)
    XCTAssertNil(calls[0].dotToken)
    XCTAssertTrue(calls[0].isUnqualified)
    XCTAssertEqual(calls[1].dotToken.map(file.text), ".")
    XCTAssertEqual(calls[1].nameToken.map(file.text), "go")
    XCTAssertFalse(calls[1].hasEmptyParentheses)
    let empty = TokenRange.empty
    XCTAssertNil(empty.first)
    XCTAssertNil(empty.last)
  }
}
