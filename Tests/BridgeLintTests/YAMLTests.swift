import BridgeLint
import XCTest

private struct UnexpectedShape: Error {
  var text: String
}

final class YAMLTests: XCTestCase {
  // MARK: Helpers

  /// A compact rendering with every scalar's position: `{key@1:1: value@1:6}`, `['quoted'@2:3]`.
  private func render(_ node: YAMLNode?) -> String {
    guard let node else { return "nil" }
    switch node {
    case .scalar(let scalar):
      let text: String
      switch scalar.style {
      case .plain: text = scalar.value
      case .singleQuoted: text = "'\(scalar.value)'"
      case .doubleQuoted: text = "\"\(scalar.value)\""
      }
      return "\(text)@\(scalar.line):\(scalar.column)"
    case .sequence(let items, _):
      return "[" + items.map { render($0) }.joined(separator: ", ") + "]"
    case .mapping(let entries, _):
      let pairs = entries.map { "\(render(.scalar($0.key))): \(render($0.value))" }
      return "{" + pairs.joined(separator: ", ") + "}"
    }
  }

  private func parse(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> String {
    do {
      return render(try YAMLParser.parse(text))
    } catch {
      XCTFail("unexpected error \(error)", file: file, line: line)
      return ""
    }
  }

  private func assertError(
    _ text: String, _ expectedLine: Int, _ expectedColumn: Int, _ messagePart: String,
    file: StaticString = #filePath, line: UInt = #line
  ) {
    do {
      let node = try YAMLParser.parse(text)
      XCTFail("expected an error, parsed \(render(node))", file: file, line: line)
    } catch {
      XCTAssertEqual(error.line, expectedLine, "line of: \(error)", file: file, line: line)
      XCTAssertEqual(error.column, expectedColumn, "column of: \(error)", file: file, line: line)
      XCTAssertTrue(error.message.contains(messagePart), "message: \(error.message)", file: file, line: line)
    }
  }

  private func firstScalar(_ text: String) throws -> YAMLScalar {
    guard case .mapping(let entries, _)? = try YAMLParser.parse(text), let first = entries.first,
      case .scalar(let scalar) = first.value
    else {
      throw UnexpectedShape(text: text)
    }
    return scalar
  }

  // MARK: Valid documents

  func testEmptyDocumentsHaveNoValue() {
    XCTAssertEqual(parse(""), "nil")
    XCTAssertEqual(parse("\n\n   \n"), "nil")
    XCTAssertEqual(parse("# only a comment\n  # another\n"), "nil")
    XCTAssertEqual(parse("---\n# nothing\n"), "nil")
  }

  func testBlockMappingWithPositions() {
    XCTAssertEqual(parse("a: 1\nbb: two words  \n"), "{a@1:1: 1@1:4, bb@2:1: two words@2:5}")
    XCTAssertEqual(
      parse("outer:\n  inner: x\n  other: y\nnext: z"),
      "{outer@1:1: {inner@2:3: x@2:10, other@3:3: y@3:10}, next@4:1: z@4:7}")
  }

  func testBlockSequencesIndentedAndIndentless() {
    XCTAssertEqual(parse("list:\n  - a\n  - b\n"), "{list@1:1: [a@2:5, b@3:5]}")
    XCTAssertEqual(parse("list:\n- a\n- b\nnext: 1\n"), "{list@1:1: [a@2:3, b@3:3], next@4:1: 1@4:7}")
    XCTAssertEqual(parse("- a\n-   b\n"), "[a@1:3, b@2:5]")
  }

  func testSequencesOfMappingsAndNestedSequences() {
    XCTAssertEqual(parse("- a: 1\n  b: 2\n- c: 3\n"), "[{a@1:3: 1@1:6, b@2:3: 2@2:6}, {c@3:3: 3@3:6}]")
    XCTAssertEqual(parse("- - a\n  - b\n- c\n"), "[[a@1:5, b@2:5], c@3:3]")
    XCTAssertEqual(parse("- key:\n  - x\n  other: y\n"), "[{key@1:3: [x@2:5], other@3:3: y@3:10}]")
    XCTAssertEqual(parse("- key:\n    nested: 1\n"), "[{key@1:3: {nested@2:5: 1@2:13}}]")
  }

  func testMissingValuesAreNullAtTheKeyOrDash() throws {
    XCTAssertEqual(parse("a:\nb: 1\n"), "{a@1:1: @1:1, b@2:1: 1@2:4}")
    XCTAssertEqual(parse("-\n- x\n"), "[@1:1, x@2:3]")
    XCTAssertEqual(parse("a:\n  - \n"), "{a@1:1: [@2:3]}")
    XCTAssertTrue(try firstScalar("a:").isNull)
    XCTAssertTrue(try firstScalar("a: ~").isNull)
    XCTAssertTrue(try firstScalar("a: null").isNull)
    XCTAssertFalse(try firstScalar("a: ''").isNull)
  }

  func testValueOnTheNextLine() {
    XCTAssertEqual(parse("key:\n  value\n"), "{key@1:1: value@2:3}")
    XCTAssertEqual(parse("key:\n  [a]\n"), "{key@1:1: [a@2:4]}")
  }

  func testFlowSequences() {
    XCTAssertEqual(parse("a: [x, 'y', \"z\"]"), "{a@1:1: [x@1:5, 'y'@1:8, \"z\"@1:13]}")
    XCTAssertEqual(parse("a: []"), "{a@1:1: []}")
    XCTAssertEqual(parse("a: [ ]  # empty"), "{a@1:1: []}")
    XCTAssertEqual(parse("a: [[x], [], y,]"), "{a@1:1: [[x@1:6], [], y@1:14]}")
    XCTAssertEqual(parse("a: [two words, c]"), "{a@1:1: [two words@1:5, c@1:16]}")
    XCTAssertEqual(parse("a: [\n  x,  # first\n  y\n]\nb: 1"), "{a@1:1: [x@2:3, y@3:3], b@5:1: 1@5:4}")
    XCTAssertEqual(parse("- [a, b]\n- c"), "[[a@1:4, b@1:7], c@2:3]")
    XCTAssertEqual(parse("[a, b]"), "[a@1:2, b@1:5]")
  }

  /// Issue 30: `rule: {severity: error}` is a flow mapping, as in any YAML reader.
  func testFlowMappings() {
    XCTAssertEqual(parse("a: {b: 1}"), "{a@1:1: {b@1:5: 1@1:8}}")
    XCTAssertEqual(
      parse("a: {b: 1, 'c': [x, y], d: {e: f},}"),
      "{a@1:1: {b@1:5: 1@1:8, 'c'@1:11: [x@1:17, y@1:20], d@1:24: {e@1:28: f@1:31}}}")
    XCTAssertEqual(parse("a: {}"), "{a@1:1: {}}")
    XCTAssertEqual(parse("a: {b: , c:}"), "{a@1:1: {b@1:5: @1:8, c@1:10: @1:12}}")
    XCTAssertEqual(parse("a: [x, {b: 1}]"), "{a@1:1: [x@1:5, {b@1:9: 1@1:12}]}")
    XCTAssertEqual(
      parse("a: {\n  b: 1,  # first\n  c: 2\n}\nd: 3"), "{a@1:1: {b@2:3: 1@2:6, c@3:3: 2@3:6}, d@5:1: 3@5:4}")
    XCTAssertEqual(parse("- {a: 1}\n- b"), "[{a@1:4: 1@1:7}, b@2:3]")
    XCTAssertEqual(parse("{a: 1}"), "{a@1:2: 1@1:5}")
    XCTAssertEqual(parse("a: {url: http://x}"), "{a@1:1: {url@1:5: http://x@1:10}}")
    assertError("a: {b: 1, b: 2}", 1, 11, "duplicate key 'b' (first defined on line 1)")
    assertError("a: {b: 1", 1, 4, "unterminated flow mapping (missing '}')")
    assertError("a: {b: 1\nc: 2", 1, 4, "unterminated flow mapping (missing '}' before line 2)")
    assertError("a: {b}", 1, 6, "expected ':' after the key in a flow mapping")
    assertError("a: {[x]: 1}", 1, 5, "a flow mapping's key must be a scalar")
    assertError("a: {b: 1]", 1, 9, "unexpected ']' in a flow mapping")
    assertError("a: {b: 'x' c: 2}", 1, 12, "expected ',' or '}' in a flow mapping")
    assertError("a: {b: c: d}", 1, 9, "unexpected ':' in a flow mapping's value")
    assertError("a: {b: 1} x", 1, 11, "unexpected text after a flow mapping")
    assertError("a: {b: &x 1}", 1, 8, "anchors")
  }

  func testQuotedScalars() {
    XCTAssertEqual(parse("a: 'it''s'"), "{a@1:1: 'it's'@1:4}")
    XCTAssertEqual(parse(#"a: "a\"b\n""#), "{a@1:1: \"a\"b\n\"@1:4}")
    XCTAssertEqual(parse(#"a: "\t\\\/\x41\u00e9\U0001F600""#), "{a@1:1: \"\t\\/Aé😀\"@1:4}")
    XCTAssertEqual(parse("a: '# not a comment' # a comment"), "{a@1:1: '# not a comment'@1:4}")
    XCTAssertEqual(parse("a: \"x: y\""), "{a@1:1: \"x: y\"@1:4}")
    XCTAssertEqual(parse("'quoted key': 1\n\"double\" : 2"), "{'quoted key'@1:1: 1@1:15, \"double\"@2:1: 2@2:12}")
    XCTAssertEqual(parse("a: ''"), "{a@1:1: ''@1:4}")
  }

  func testCommentsAndPlainScalarsWithIndicatorsInside() {
    XCTAssertEqual(parse("# head\na: b # tail\n  # indented comment\nc: d#e"), "{a@2:1: b@2:4, c@4:1: d#e@4:4}")
    XCTAssertEqual(parse("url: http://example.com/a:b"), "{url@1:1: http://example.com/a:b@1:6}")
    XCTAssertEqual(parse("a: -1\nb: x-y\nc: 50%"), "{a@1:1: -1@1:4, b@2:1: x-y@2:4, c@3:1: 50%@3:4}")
    XCTAssertEqual(parse("a:\t value"), "{a@1:1: value@1:5}")
  }

  func testTypedScalarAccessors() throws {
    XCTAssertEqual(try firstScalar("a: 42").integer, 42)
    XCTAssertEqual(try firstScalar("a: -7").integer, -7)
    XCTAssertNil(try firstScalar("a: '42'").integer)
    XCTAssertNil(try firstScalar("a: 4.2").integer)
    XCTAssertEqual(try firstScalar("a: true").bool, true)
    XCTAssertEqual(try firstScalar("a: False").bool, false)
    XCTAssertNil(try firstScalar("a: \"true\"").bool)
    XCTAssertNil(try firstScalar("a: yes").bool)
  }

  func testDocumentStartMarker() {
    XCTAssertEqual(parse("---\na: 1"), "{a@2:1: 1@2:4}")
    XCTAssertEqual(parse("# c\n--- # start\na: 1"), "{a@3:1: 1@3:4}")
  }

  func testLineEndingsBOMAndByteColumns() {
    XCTAssertEqual(parse("a: 1\r\nb: 2\rc: 3\n"), "{a@1:1: 1@1:4, b@2:1: 2@2:4, c@3:1: 3@3:4}")
    XCTAssertEqual(render(try YAMLParser.parse(bytes: [0xEF, 0xBB, 0xBF] + Array("a: 1".utf8))), "{a@1:1: 1@1:4}")
    XCTAssertEqual(parse("é: ü x"), "{é@1:1: ü x@1:5}")
    XCTAssertEqual(parse("- 😀: y"), "[{😀@1:3: y@1:9}]")
  }

  func testIndentedRootMapping() {
    XCTAssertEqual(parse("  a: 1\n  b: 2\n"), "{a@1:3: 1@1:6, b@2:3: 2@2:6}")
  }

  func testScalarRoot() {
    XCTAssertEqual(parse("just text"), "just text@1:1")
  }

  // MARK: Errors

  func testTabIndentation() {
    assertError("a:\n\tb: 1", 2, 1, "tab")
    assertError("a:\n  \tb: 1", 2, 3, "tab")
    XCTAssertEqual(parse("a: 1\n\t\n\t# comment only\n"), "{a@1:1: 1@1:4}")
  }

  func testBadIndentation() {
    assertError("a:\n    b: 1\n  c: 2", 3, 3, "bad indentation")
    assertError("a: 1\n  b: 2", 2, 3, "bad indentation")
    assertError("  a: 1\nb: 2", 2, 1, "bad indentation")
    assertError("a: 1\n- b", 2, 1, "expected 'key: value'")
    assertError("- a\nb: 1", 2, 1, "expected a list item")
    assertError("key:\nvalue", 2, 1, "expected 'key: value'")
    assertError("a\nb", 2, 1, "after the document's value")
    assertError("list:\n- a\n- b\n  c: 1", 4, 3, "bad indentation")
  }

  func testUnterminatedQuotes() {
    assertError("a: 'abc", 1, 4, "unterminated single-quoted")
    assertError("a: \"abc", 1, 4, "unterminated double-quoted")
    assertError("a: \"abc\\\"\nb: 1", 1, 4, "unterminated double-quoted")
    assertError("- 'x\n  y'", 1, 3, "unterminated single-quoted")
    assertError("a: [b, c", 1, 4, "unterminated flow list")
    assertError("'key: 1", 1, 1, "unterminated single-quoted")
  }

  func testDuplicateKeys() {
    assertError("a: 1\nb: 2\na: 3", 3, 1, "duplicate key 'a' (first defined on line 1)")
    assertError("x:\n  k: 1\n  'k': 2", 3, 3, "duplicate key 'k'")
    XCTAssertEqual(parse("x:\n  k: 1\ny:\n  k: 2"), "{x@1:1: {k@2:3: 1@2:6}, y@3:1: {k@4:3: 2@4:6}}")
  }

  func testAnchorsAliasesAndTags() {
    assertError("a: &anchor 1", 1, 4, "anchors")
    assertError("a: *alias", 1, 4, "aliases")
    assertError("a: !!str 1", 1, 4, "tags")
    assertError("- &a b", 1, 3, "anchors")
    assertError("&a key: 1", 1, 1, "anchors")
    assertError("a: [x, *y]", 1, 8, "aliases")
  }

  func testMultipleDocuments() {
    assertError("a: 1\n---\nb: 2", 2, 1, "multiple documents")
    assertError("---\n---\n", 2, 1, "multiple documents")
    assertError("a: 1\n...\n", 2, 1, "document end")
    assertError("--- a: 1", 1, 5, "unexpected text after '---'")
  }

  func testBlockScalarsFlowMappingsComplexKeysDirectives() {
    assertError("a: |\n  text", 1, 4, "block scalars")
    assertError("a: >-\n  text", 1, 4, "block scalars")
    assertError("a: [x: 1]", 1, 6, "mappings ('key: value') inside a flow list")
    assertError("a: ['x': 1]", 1, 8, "inside a flow list")
    assertError("? a\n: b", 1, 1, "complex keys")
    assertError("%YAML 1.2\n---\na: 1", 1, 1, "directives")
    assertError("a: @x", 1, 4, "reserved")
  }

  func testMalformedLines() {
    assertError("a: b: c", 1, 5, "unexpected ':'")
    assertError("a: - b", 1, 4, "same line as its key")
    assertError("a: 'x' y", 1, 8, "unexpected text after a quoted value")
    assertError("a: 'x': y", 1, 7, "nested mapping must start on its own line")
    assertError("a: [b]c", 1, 7, "unexpected text after a flow list")
    assertError(": v", 1, 1, "key cannot be empty")
    assertError("a: ]", 1, 4, "unexpected ']'")
  }

  func testMalformedFlowSequences() {
    assertError("a: [x,,y]", 1, 7, "empty item")
    assertError("a: [,]", 1, 5, "empty item")
    assertError("a: [[x] y]", 1, 9, "expected ',' or ']'")
    assertError("a: [x,#c\n]", 1, 7, "comment must be separated")
    assertError("a: [- x]", 1, 5, "block list items")
  }

  func testBadEscapes() {
    assertError(#"a: "x\qy""#, 1, 6, "unknown escape sequence '\\q'")
    assertError(#"a: "\u12""#, 1, 5, "needs 4 hex digits")
    assertError(#"a: "\uD800""#, 1, 5, "not a valid Unicode scalar")
  }

  // MARK: Hostile input

  func testDeepFlowNestingIsAnErrorNotACrash() {
    let text = "a: " + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    assertError(text, 1, 4 + YAMLParser.maximumDepth - 1, "nesting deeper")
    assertError(String(repeating: "[", count: 100_000), 1, YAMLParser.maximumDepth + 1, "nesting deeper")
  }

  func testDeepBlockNestingIsAnErrorNotACrash() {
    let dashes = String(repeating: "- ", count: 100_000) + "x"
    assertError(dashes, 1, 2 * YAMLParser.maximumDepth + 1, "nesting deeper")
    // A staircase of keys, one more space per line.
    var stairs = ""
    for level in 0..<1_000 { stairs += String(repeating: " ", count: level) + "k\(level):\n" }
    assertError(stairs, YAMLParser.maximumDepth + 1, YAMLParser.maximumDepth + 1, "nesting deeper")
    // Just under the limit parses.
    var allowed = ""
    for level in 0..<(YAMLParser.maximumDepth - 1) { allowed += String(repeating: " ", count: level) + "k:\n" }
    allowed += String(repeating: " ", count: YAMLParser.maximumDepth - 1) + "k: leaf\n"
    XCTAssertNoThrow(try YAMLParser.parse(allowed))
  }

  func testTenMegabyteInputs() throws {
    // A long list: linear work, every item kept. Long items keep the line count (and debug-build time) down.
    let itemCount = 110_000
    let filler = String(repeating: "x", count: 80)
    var list = "items:\n"
    list.reserveCapacity(itemCount * 100)
    for index in 0..<itemCount { list += "  - i\(index)\(filler) # note\n" }
    XCTAssertGreaterThan(list.utf8.count, 10_000_000)
    guard case .mapping(let entries, _)? = try YAMLParser.parse(list),
      case .sequence(let items, _)? = entries.first?.value
    else {
      return XCTFail("expected a mapping with a list")
    }
    XCTAssertEqual(items.count, itemCount)
    XCTAssertEqual(items.last?.position, YAMLPosition(line: itemCount + 1, column: 5))

    // One 10 MB line; a long flow list and many distinct keys (smaller: debug builds are slow).
    let longValue = String(repeating: "x", count: 10_000_000)
    XCTAssertEqual(try firstScalar("a: " + longValue).value.utf8.count, 10_000_000)
    let flow = "a: [" + String(repeating: "bb, ", count: 600_000) + "c]"
    guard case .mapping(let flowEntries, _)? = try YAMLParser.parse(flow),
      case .sequence(let flowItems, _)? = flowEntries.first?.value
    else {
      return XCTFail("expected a flow list")
    }
    XCTAssertEqual(flowItems.count, 600_001)
    var keys = ""
    for index in 0..<200_000 { keys += "key\(index): v\n" }
    guard case .mapping(let keyEntries, _)? = try YAMLParser.parse(keys) else { return XCTFail("expected a mapping") }
    XCTAssertEqual(keyEntries.count, 200_000)
    // An unterminated 10 MB quote and 10 MB of spaces before a key.
    assertError("a: '" + longValue, 1, 4, "unterminated")
    XCTAssertEqual(parse(String(repeating: " ", count: 10_000_000) + "k: v"), "{k@1:10000001: v@1:10000004}")
  }

  func testOddBytesDoNotCrash() {
    let inputs: [[UInt8]] = [
      [0x00, 0x3A, 0x20, 0x00], [0xFF, 0xFE, 0x3A], Array("a: \u{0}\u{7F}".utf8), [0xC3], Array("\"\\".utf8),
      Array("a: '".utf8), Array("[".utf8), Array("-".utf8), Array(":".utf8), Array("a:\r".utf8),
    ]
    for input in inputs {
      _ = try? YAMLParser.parse(bytes: input)
    }
    XCTAssertEqual(render(try YAMLParser.parse(bytes: [0x61, 0x3A, 0x20, 0xFF])), "{a@1:1: \u{FFFD}@1:4}")
  }

  func testQuotedForMessagesEscapesAndShortens() {
    XCTAssertEqual(YAMLParser.quoted("a\u{0}b\u{1B}"), "'a\\u{0}b\\u{1b}'")
    XCTAssertEqual(YAMLParser.quoted(String(repeating: "x", count: 100), limit: 3), "'xxx…'")
    XCTAssertEqual(YAMLParser.quoted("ü😀"), "'ü😀'")
    XCTAssertEqual(YAMLParser.quoted("a\u{202E}b\u{85}"), "'a\\u{202e}b\\u{85}'")
  }
}
