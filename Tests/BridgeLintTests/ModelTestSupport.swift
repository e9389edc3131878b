import XCTest

@testable import BridgeLint

/// A parsed snippet with lookups of tokens by their text, for the model's tests.
struct ModelSnippet {
  let file: ParsedFile
  var code: CodeModel { file.code }

  init(_ source: String) { file = ParsedFile(path: "Test.swift", text: source) }

  /// The `occurrence`-th (0-based) token spelling `text`.
  func token(_ text: String, _ occurrence: Int = 0, file path: StaticString = #filePath, line: UInt = #line)
    -> TokenID
  {
    var seen = 0
    for index in file.tokens.indices where file.text(Int32(index)) == text {
      if seen == occurrence { return TokenID(Int32(index)) }
      seen += 1
    }
    XCTFail("no occurrence \(occurrence) of `\(text)`", file: path, line: line)
    return TokenID(0)
  }

  /// Every token spelling `text`, in order.
  func tokens(_ text: String) -> [TokenID] {
    file.tokens.indices.filter { file.text(Int32($0)) == text }.map { TokenID(Int32($0)) }
  }

  /// The binding of the `occurrence`-th token spelling `name`, resolved where it is written.
  func binding(_ name: String, _ occurrence: Int = 0, file path: StaticString = #filePath, line: UInt = #line)
    -> Binding?
  {
    code.binding(of: name, at: token(name, occurrence, file: path, line: line))
  }

  /// The source text of a statement, byte for byte.
  func source(of statement: StatementID) -> String {
    let range = code.byteRange(of: statement)
    return String(decoding: file.bytes[range], as: UTF8.self)
  }

  /// The closure whose `{` is the `occurrence`-th `{`.
  func closure(_ occurrence: Int, file path: StaticString = #filePath, line: UInt = #line) -> ClosureID {
    let open = token("{", occurrence, file: path, line: line)
    guard let index = file.syntax.closures.firstIndex(where: { $0.open == open.raw }) else {
      XCTFail("`{` number \(occurrence) opens no closure", file: path, line: line)
      return ClosureID(0)
    }
    return ClosureID(Int32(index))
  }
}
