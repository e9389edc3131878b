import Foundation
import XCTest

@testable import BridgeLint

/// The server reads messages with `PlainJSONReader` and leaves what it does not take to
/// `JSONDecoder`: either way a message parses as `JSONDecoder` decodes it.
final class PlainJSONReaderTests: XCTestCase {
  private func decoded(_ bytes: [UInt8]) -> LSPValue? { try? JSONDecoder().decode(LSPValue.self, from: Data(bytes)) }

  private func plain(_ bytes: [UInt8]) -> LSPValue? { bytes.withUnsafeBufferPointer(PlainJSONReader.read) }

  func testTheUsualMessagesAreReadWithoutTheDecoderAndAsItDecodesThem() {
    let texts = [
      #"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"file:///p/A.swift","#
        + #""version":12},"contentChanges":[{"text":"import SwiftUI\n\tlet s = \"é \\ \/ \u00e9 \u2028 \u0000\"\r\n"}]}}"#,
      #" [1, -2, 0, 123456789012345678, -987654321, true, false, null, [], {}, "", {"a": [{"b": null}]}] "#,
      #"{"id": 3, "result": {"capabilities": {"x": "🙂"}}}"#,
      "\n\t\"plain\"\r\n",
    ]
    for text in texts {
      let bytes = Array(text.utf8)
      XCTAssertNotNil(plain(bytes), text)
      XCTAssertEqual(plain(bytes), decoded(bytes), text)
      XCTAssertEqual(LSPValue.parse(bytes), decoded(bytes), text)
    }
    XCTAssertEqual(
      plain(Array(#"{"text": "a\"b\\c\nd\u00e9", "n": -12}"#.utf8)), ["text": "a\"b\\c\nd\u{E9}", "n": .int(-12)])
  }

  func testWhatTheReaderLeavesToTheDecoderParsesAsTheDecoderDoes() {
    let texts = [
      "1.5", "1e3", "2E2", "-0", "1234567890123456789", "99999999999999999999", #""\ud83d\ude00""#, #""\ud800""#,
      #"{"a": 1, "a": 2}"#, String(repeating: "[", count: 70) + String(repeating: "]", count: 70), "\"\u{1}\"",
      "\"a\tb\"", "[1,]", "{\"a\" 1}", "{\"a\":}", "tru", "nul", "01", "- 1", "[1] x", "", " ", "\u{FEFF}{}",
      #""\x""#, #""\u12G4""#, "\"open", "[1", "{\"a\":1",
    ]
    for text in texts {
      let bytes = Array(text.utf8)
      XCTAssertNil(plain(bytes), text)
      XCTAssertEqual(LSPValue.parse(bytes), decoded(bytes), text)
    }
    XCTAssertEqual(LSPValue.parse(Array("1.5".utf8)), .double(1.5))
    XCTAssertEqual(LSPValue.parse(Array(#"["\ud83d\ude00"]"#.utf8)), ["😀"])
    XCTAssertNil(LSPValue.parse(Array("tru".utf8)))
    // A string that is not UTF-8.
    let bytes: [UInt8] = [0x22, 0xFF, 0x22]
    XCTAssertNil(plain(bytes))
    XCTAssertEqual(LSPValue.parse(bytes), decoded(bytes))
  }
}
