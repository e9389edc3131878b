// Swift Testing ships with Swift 6 toolchains; with an older one (the README allows 5.10) the suite is left out.
#if canImport(Testing)
  import Foundation
  import Testing

  @testable import BridgeLint

  /// After a malformed frame or an oversized declared length, the language server reads on from the
  /// next `Content-Length` header and answers the next request (issue 30, item 10).
  ///
  /// Written with Swift Testing (the rest of the suite is XCTest), so the closing line of `swift test`,
  /// which is Swift Testing's, counts tests that ran instead of reporting an empty pass.
  @Suite struct ServerResynchronisationTests {
    private static let request = Array(#"{"jsonrpc":"2.0","id":1,"method":"shutdown"}"#.utf8)

    /// Frames from `stream`, fed all at once and byte by byte (both must agree).
    private func frames(_ stream: [UInt8], maximumBodySize: Int = 64 << 20) -> [MessageFramer.Frame] {
      var together = MessageFramer(maximumBodySize: maximumBodySize)
      together.append(stream)
      var all: [MessageFramer.Frame] = []
      while let frame = together.next() { all.append(frame) }
      var trickle = MessageFramer(maximumBodySize: maximumBodySize)
      var bytewise: [MessageFramer.Frame] = []
      for byte in stream {
        trickle.append([byte])
        while let frame = trickle.next() { bytewise.append(frame) }
      }
      #expect(bytewise == all, "byte by byte")
      return all
    }

    @Test func aMalformedFrameIsFollowedByTheNextMessage() {
      let stream =
        Array("Foo: 1\r\n\r\n{}".utf8) + MessageFramer.frame(Self.request) + MessageFramer.frame(Array("[]".utf8))
      #expect(
        frames(stream) == [
          .error("a message header without a valid Content-Length"), .message(Self.request), .message(Array("[]".utf8)),
        ])
    }

    @Test func anOversizedDeclaredLengthIsFollowedByTheNextMessage() {
      let stream = Array("Content-Length: 99999999999\r\n\r\n{}".utf8) + MessageFramer.frame(Self.request)
      #expect(
        frames(stream, maximumBodySize: 64) == [
          .error("a message of 99999999999 bytes, over the limit of 64"), .message(Self.request),
        ])
    }

    @Test func anOversizedBodyThatIsSentWholeIsSkipped() {
      let body = Array(repeating: UInt8(ascii: "x"), count: 100)
      let stream = MessageFramer.frame(body) + MessageFramer.frame(Self.request)
      #expect(
        frames(stream, maximumBodySize: 64) == [
          .error("a message of 100 bytes, over the limit of 64"), .message(Self.request),
        ])
    }

    /// The server process itself: both bad frames are logged and every request after them answered.
    @Test func theServerAnswersRequestsAfterBadFrames() throws {
      func framed(_ text: String) -> String { "Content-Length: \(text.utf8.count)\r\n\r\n" + text }
      let input =
        "Foo: 1\r\n\r\n{}"
        + framed(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#)
        + "Content-Length: 99999999999\r\n\r\n{}"
        + framed(#"{"jsonrpc":"2.0","id":2,"method":"shutdown"}"#)
        + framed(#"{"jsonrpc":"2.0","method":"exit"}"#)
      let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
        "bridgelint-lsp-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: directory) }
      let result = try LintProcess.run(["lsp", "--jobs", "1"], in: directory, input: input, timeout: 60)
      #expect(!result.timedOut)
      #expect(result.status == 0, "\(result.standardError)")
      var framer = MessageFramer()
      framer.append(Array(result.output))
      var messages: [[String: Any]] = []
      while let frame = framer.next() {
        guard case .message(let body) = frame,
          let object = try JSONSerialization.jsonObject(with: Data(body)) as? [String: Any]
        else {
          Issue.record("unreadable output frame \(frame)")
          return
        }
        messages.append(object)
      }
      let ignored = messages.compactMap { message -> String? in
        guard message["method"] as? String == "window/logMessage",
          let text = (message["params"] as? [String: Any])?["message"] as? String, text.contains("ignored input")
        else { return nil }
        return text
      }
      #expect(
        ignored == [
          "bridgelint: ignored input: a message header without a valid Content-Length",
          "bridgelint: ignored input: a message of 99999999999 bytes, over the limit of 67108864",
        ])
      #expect(messages.compactMap { $0["id"] as? Int } == [1, 2])
      #expect((messages.first { $0["id"] as? Int == 1 })?["result"] as? [String: Any] != nil)
    }
  }
#endif
