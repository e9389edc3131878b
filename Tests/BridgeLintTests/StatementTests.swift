import XCTest

@testable import BridgeLint

/// `SyntaxTree.statements` and the model's statement queries: ranges, scopes, source order.
final class StatementTests: XCTestCase {
  private let source = """
    import UIKit
    func run(a: Int) {
      let x = 1
      if a > 0 {
        print(x); print(a)
      }
      outer: for i in 0..<3 { continue outer }
      switch a {
      case 1: print("one")
      @unknown default: break
      }
      // done
    }
    struct S { var y = 2 }
    print("top")
    """

  func testStatementsOfAFunctionBodyWithByteRanges() {
    let snippet = ModelSnippet(source)
    let function = FunctionID(0)
    let texts = snippet.code.statements(of: function).map(snippet.source(of:))
    XCTAssertEqual(
      texts,
      [
        "let x = 1",
        "if a > 0 {\n    print(x); print(a)\n  }",
        "outer: for i in 0..<3 { continue outer }",
        "switch a {\n  case 1: print(\"one\")\n  @unknown default: break\n  }",
      ])
  }

  func testNestedStatementsBelongToTheirBlock() {
    let snippet = ModelSnippet(source)
    guard let ifStatement = snippet.code.statement(containing: snippet.token("if")) else {
      return XCTFail("no statement for `if`")
    }
    XCTAssertTrue(snippet.code.statement(ifStatement, startsWith: .if))
    let block = BlockID(0)
    XCTAssertEqual(snippet.code.statements(of: block).map(snippet.source(of:)), ["print(x)", "print(a)"])
    // A `switch` holds its labels and the statements after them.
    guard let switchBlock = snippet.code.block(keywordAt: snippet.token("switch").raw) else {
      return XCTFail("no switch block")
    }
    XCTAssertEqual(
      snippet.code.statements(of: switchBlock).map(snippet.source(of:)),
      ["case 1:", "print(\"one\")", "@unknown default:", "break"])
  }

  func testStatementContainingAToken() {
    let snippet = ModelSnippet(source)
    let code = snippet.code
    XCTAssertEqual(code.statement(containing: snippet.token("a", 2)).map(snippet.source(of:)), "print(a)")
    XCTAssertEqual(
      code.statement(containing: snippet.token("0", 0)).map(snippet.source(of:)).map { String($0.prefix(8)) },
      "if a > 0")
    XCTAssertEqual(code.statement(containing: snippet.token("continue")).map(snippet.source(of:)), "continue outer")
    // A type's member and a top-level function's signature are in no statement.
    XCTAssertNil(code.statement(containing: snippet.token("y")))
    XCTAssertNil(code.statement(containing: snippet.token("run")))
    // Top-level code is a statement of the file; top-level declarations are not.
    let top = code.statements(in: NodeID(0)).map(snippet.source(of:))
    XCTAssertEqual(top, ["print(\"top\")"])
  }

  func testStatementsAreInSourceOrder() {
    let snippet = ModelSnippet(source)
    let starts = snippet.file.syntax.statements.map(\.start)
    XCTAssertEqual(starts, starts.sorted())
    XCTAssertEqual(snippet.code.statementCount, 12)
  }

  func testDeclarationsOnlyParsesRecordNoBodyStatements() {
    var timings = StageTimings()
    let file = ParsedFile(
      source: SourceFile(path: "Test.swift", text: source), timings: &timings, declarationsOnly: true)
    XCTAssertEqual(file.syntax.statements.count, 1)
  }

  func testManyStatementsAreCountedOnceAndFoundByBinarySearch() {
    let count = 5000
    var source = "func big() {\n"
    for index in 0..<count { source += "  let v\(index) = \(index); if v\(index) > 0 { print(v\(index)) }\n" }
    source += "}\n"
    let snippet = ModelSnippet(source)
    // Per line: the `let`, the `if`, and the `print` inside it.
    XCTAssertEqual(snippet.code.statementCount, count * 3)
    XCTAssertEqual(snippet.code.statements(of: FunctionID(0)).count, count * 2)
    var found = 0
    for token in snippet.tokens("print")
    where snippet.code.statement(containing: token).map(snippet.source(of:))?
      .hasPrefix("print(") == true
    {
      found += 1
    }
    XCTAssertEqual(found, count)
  }
}
