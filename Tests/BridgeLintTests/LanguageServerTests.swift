import Foundation
import Rules
import XCTest

@testable import BridgeLint

/// A session driven in-process: messages in through `handle`, everything the server sends
/// captured. The worker queue is the test's, so a test can hold it (`suspend`) to pile up
/// work, and wait for it (`settle`).
private final class Session: @unchecked Sendable {
  let worker = DispatchQueue(label: "test.lsp.worker")
  private let lock = NSLock()
  private var captured: [LSPValue] = []
  private(set) lazy var server = LanguageServer(
    options: LanguageServer.Options(rules: RuleRegistry.all, version: "test", jobs: 2), worker: worker
  ) { [weak self] body in
    guard let self, let message = LSPValue.parse(body) else { return }
    self.lock.lock()
    self.captured.append(message)
    self.lock.unlock()
  }

  var messages: [LSPValue] {
    lock.lock()
    defer { lock.unlock() }
    return captured
  }

  @discardableResult
  func send(_ message: LSPValue) -> Int32? { server.handle(message.serialized()) }

  func request(_ id: Int, _ method: String, _ params: LSPValue = .null) {
    send(["jsonrpc": "2.0", "id": .int(id), "method": .string(method), "params": params])
  }

  func notify(_ method: String, _ params: LSPValue = .null) {
    send(["jsonrpc": "2.0", "method": .string(method), "params": params])
  }

  /// Waits until the worker has done everything queued so far.
  func settle() { worker.sync {} }

  func response(_ id: Int) -> LSPValue? { messages.last { $0["id"] == .int(id) && $0["method"] == nil } }

  func publications(_ uri: String) -> [LSPValue] {
    messages.filter { $0["method"] == "textDocument/publishDiagnostics" && $0["params"]?["uri"]?.stringValue == uri }
  }

  func initialize(root: String? = nil, capabilities: LSPValue = [:]) {
    var params: [String: LSPValue] = ["capabilities": capabilities]
    if let root { params["rootUri"] = .string("file://" + root) }
    request(1, "initialize", .object(params))
    notify("initialized", [:])
  }

  func open(_ uri: String, _ text: String, version: Int = 1) {
    notify(
      "textDocument/didOpen",
      ["textDocument": ["uri": .string(uri), "languageId": "swift", "version": .int(version), "text": .string(text)]])
  }

  func change(_ uri: String, _ text: String, version: Int) {
    notify(
      "textDocument/didChange",
      ["textDocument": ["uri": .string(uri), "version": .int(version)], "contentChanges": [["text": .string(text)]]])
  }
}

final class LanguageServerTests: XCTestCase {
  private var directory = ""

  override func setUpWithError() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("bridgelint-lsp-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    directory = PathNormalizer.normalize(url.path)
    try write("Package.swift", "// swift-tools-version:5.9\n")
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(atPath: directory)
  }

  private func write(_ name: String, _ text: String) throws {
    try text.write(toFile: directory + "/" + name, atomically: true, encoding: .utf8)
  }

  private func uri(_ name: String) -> String { "file://" + directory + "/" + name }

  private static let base = "import UIKit\n\nclass BaseViewController: UIViewController {}\n"
  private static let child = """
    import UIKit

    final class ChildHost: BaseViewController {
      let strip = UIViewController()

      func attach() {
        addChild(strip)
        view.addSubview(strip.view)
      }
    }

    """

  private func codes(_ publication: LSPValue?) -> [String] {
    (publication?["params"]?["diagnostics"]?.arrayValue ?? []).compactMap { $0["code"]?.stringValue }
  }

  // MARK: Framing

  func testFramerSplitsMessagesArrivingTogetherOrByteByByte() {
    let bodies = [Array(#"{"a":1}"#.utf8), Array(#"{"b":"é"}"#.utf8)]
    let stream = bodies.flatMap(MessageFramer.frame)
    var together = MessageFramer()
    together.append(stream)
    XCTAssertEqual(together.next(), .message(bodies[0]))
    XCTAssertEqual(together.next(), .message(bodies[1]))
    XCTAssertNil(together.next())
    var trickle = MessageFramer()
    var frames: [MessageFramer.Frame] = []
    for byte in stream {
      trickle.append([byte])
      while let frame = trickle.next() { frames.append(frame) }
    }
    XCTAssertEqual(frames, bodies.map { .message($0) })
  }

  func testFramerReadsOtherHeadersAndAnyCaseAndResumesAfterABadHeader() {
    var framer = MessageFramer()
    framer.append(Array("Content-Type: application/vscode-jsonrpc\r\ncontent-length: 2\r\n\r\n{}".utf8))
    framer.append(Array("Content-Length: twelve\r\n\r\n".utf8))
    framer.append(Array("X-Other: 1\r\n\r\n".utf8))
    framer.append(MessageFramer.frame(Array("[]".utf8)))
    framer.append(Array("X-Other: 1\r\n\r\n".utf8))
    framer.append(MessageFramer.frame(Array("[1]".utf8)))
    XCTAssertEqual(framer.next(), .message(Array("{}".utf8)))
    XCTAssertEqual(framer.next(), .error("a message header without a valid Content-Length"))
    // Resynchronised on the next length header: the header block between is dropped with it.
    XCTAssertEqual(framer.next(), .message(Array("[]".utf8)))
    XCTAssertEqual(framer.next(), .error("a message header without a valid Content-Length"))
    XCTAssertEqual(framer.next(), .message(Array("[1]".utf8)))
    XCTAssertNil(framer.next())
  }

  func testFramerSkipsAnOversizedBodyAndReadsTheNextMessage() {
    var framer = MessageFramer(maximumBodySize: 8)
    framer.append(Array("Content-Length: 20\r\n\r\n0123456789".utf8))
    guard case .error = framer.next() else { return XCTFail("an oversized body is refused") }
    XCTAssertNil(framer.next())
    framer.append(Array("0123456789".utf8) + MessageFramer.frame(Array("{}".utf8)))
    XCTAssertEqual(framer.next(), .message(Array("{}".utf8)))
  }

  // MARK: Lifecycle and malformed input

  func testRequestsBeforeInitializeAreRefusedAndUnknownMethodsAreNotFound() {
    let session = Session()
    session.request(7, "textDocument/codeAction", [:])
    XCTAssertEqual(session.response(7)?["error"]?["code"], .int(-32002))
    session.initialize()
    XCTAssertEqual(session.response(1)?["result"]?["capabilities"]?["positionEncoding"], "utf-16")
    session.request(2, "textDocument/hover", [:])
    XCTAssertEqual(session.response(2)?["error"]?["code"], .int(-32601))
    session.request(3, "initialize", ["capabilities": [:]])
    XCTAssertEqual(session.response(3)?["error"]?["code"], .int(-32600))
  }

  func testMalformedMessagesGetErrorsAndTheSessionGoesOn() {
    let session = Session()
    session.initialize()
    // The worker's own messages after `initialize` (indexing logs) must not interleave below.
    session.settle()
    var lastError: LSPValue? { session.messages.last { $0["error"] != nil } }
    XCTAssertNil(session.server.handle(Array(#"{"jsonrpc":"2.0","id":4,"method":"#.utf8)))
    XCTAssertEqual(lastError?["error"]?["code"], .int(-32700))
    XCTAssertEqual(lastError?["id"], .null)
    session.send(["jsonrpc": "2.0", "id": 5, "params": [:]])
    XCTAssertEqual(session.response(5)?["error"]?["code"], .int(-32600))
    session.send([1, 2])
    XCTAssertEqual(lastError?["error"]?["code"], .int(-32600))
    XCTAssertEqual(session.messages.filter { $0["error"] != nil }.count, 3)
    // A document notification with missing fields is dropped, not fatal.
    session.notify("textDocument/didOpen", ["textDocument": ["uri": 3]])
    session.request(6, "shutdown")
    XCTAssertEqual(session.response(6)?["result"], .null)
  }

  func testExitStatusIsZeroAfterShutdownAndOneWithout() {
    let orderly = Session()
    orderly.initialize()
    orderly.request(2, "shutdown")
    orderly.request(3, "textDocument/diagnostic", ["textDocument": ["uri": "file:///x.swift"]])
    XCTAssertEqual(orderly.response(3)?["error"]?["code"], .int(-32600))
    XCTAssertEqual(orderly.send(["jsonrpc": "2.0", "method": "exit"]), 0)
    let abrupt = Session()
    abrupt.initialize()
    XCTAssertEqual(abrupt.send(["jsonrpc": "2.0", "method": "exit"]), 1)
  }

  // MARK: Positions

  func testPositionsCountUTF16UnitsOrUTF8Bytes() {
    let text = Array("let a = \"😀é\"; b\nx\r\n😀".utf8)
    let utf16 = PositionConverter(bytes: text, encoding: .utf16)
    let utf8 = PositionConverter(bytes: text, encoding: .utf8)
    let b: Int = 9 + 4 + 2 + 3  // `let a = "`, the emoji, `é`, `"; `
    let units: Int = 9 + 2 + 1 + 3
    XCTAssertEqual(utf16.position(of: b), LSPPosition(line: 0, character: units))
    XCTAssertEqual(utf8.position(of: b), LSPPosition(line: 0, character: b))
    XCTAssertEqual(utf16.offset(of: LSPPosition(line: 0, character: 15)), b)
    XCTAssertEqual(utf8.offset(of: LSPPosition(line: 0, character: b)), b)
    // After CRLF, the next line; past a line's end, the line's end; past the text, its end.
    XCTAssertEqual(utf16.position(of: text.count), LSPPosition(line: 2, character: 2))
    XCTAssertEqual(utf16.offset(of: LSPPosition(line: 1, character: 40)), b + 2 + 1)
    XCTAssertEqual(utf16.offset(of: LSPPosition(line: 9, character: 0)), text.count)
    XCTAssertEqual(PositionEncoding.negotiate(["utf-32", "utf-8", "utf-16"]), .utf8)
    XCTAssertEqual(PositionEncoding.negotiate(nil), .utf16)
  }

  func testFindingRangesUseTheNegotiatedEncoding() throws {
    try write("A.swift", LanguageServerTests.base)
    let text = LanguageServerTests.child.replacingOccurrences(of: "    addChild", with: "    /* 😀é */ addChild")
    var starts: [String: LSPValue] = [:]
    for encodings: LSPValue in [["utf-16"], ["utf-8", "utf-16"]] {
      let session = Session()
      session.initialize(root: directory, capabilities: ["general": ["positionEncodings": encodings]])
      session.open(uri("B.swift"), text)
      session.settle()
      let chosen = session.response(1)?["result"]?["capabilities"]?["positionEncoding"]?.stringValue ?? ""
      let diagnostic = session.publications(uri("B.swift")).last?["params"]?["diagnostics"]?.arrayValue?.first
      XCTAssertEqual(diagnostic?["code"], "missing_did_move")
      starts[chosen] = diagnostic?["range"]?["start"]
    }
    // Indentation, `/* `, the emoji, `é`, ` */ `.
    let utf16: Int = 4 + 3 + 2 + 1 + 4
    let utf8: Int = 4 + 3 + 4 + 2 + 4
    XCTAssertEqual(starts["utf-16"], ["line": 6, "character": .int(utf16)])
    XCTAssertEqual(starts["utf-8"], ["line": 6, "character": .int(utf8)])
  }

  // MARK: Documents

  /// A finding's related places go out as `relatedInformation`: the seeding assignment of a
  /// copied `@State`, in the same document, at its exact position.
  func testRelatedPlacesArePublishedAsRelatedInformation() throws {
    try write("A.swift", LanguageServerTests.base)
    let text = """
      import SwiftUI

      struct TitleView: View {
        @ObservedObject var title: TitleModel
        init(document: Document) {
          title = TitleModel(document: document)
        }
        var body: some View { Text(title.text) }
      }
      """
    let session = Session()
    session.initialize(root: directory)
    session.open(uri("Title.swift"), text)
    session.settle()
    let diagnostic = session.publications(uri("Title.swift")).last?["params"]?["diagnostics"]?.arrayValue?.first
    XCTAssertEqual(diagnostic?["code"], "duplicate_state_copy")
    let related = diagnostic?["relatedInformation"]?.arrayValue?.first
    XCTAssertEqual(related?["message"], "a new object is built here on every `init`")
    XCTAssertEqual(related?["location"]?["uri"]?.stringValue, uri("Title.swift"))
    XCTAssertEqual(related?["location"]?["range"]?["start"], ["line": 5, "character": 4])
  }

  func testOpenPublishesFindingsOfTheUnsavedTextAndCloseClearsThem() throws {
    try write("A.swift", LanguageServerTests.base)
    let session = Session()
    session.initialize(root: directory)
    session.open(uri("B.swift"), LanguageServerTests.child)
    session.settle()
    let published = session.publications(uri("B.swift")).last
    XCTAssertEqual(codes(published), ["missing_did_move"])
    XCTAssertEqual(published?["params"]?["version"], 1)
    let diagnostic = published?["params"]?["diagnostics"]?.arrayValue?.first
    XCTAssertEqual(diagnostic?["source"], "bridgelint")
    XCTAssertEqual(diagnostic?["severity"], 2)
    XCTAssertEqual(
      diagnostic?["codeDescription"]?["href"]?.stringValue?.hasSuffix("/docs/rules/missing_did_move.md"), true)
    XCTAssertEqual(diagnostic?["range"], ["start": ["line": 6, "character": 4], "end": ["line": 6, "character": 12]])
    session.change(
      uri("B.swift"), LanguageServerTests.child.replacingOccurrences(of: "addChild(strip)", with: ""), version: 2)
    session.settle()
    XCTAssertEqual(codes(session.publications(uri("B.swift")).last), [])
    XCTAssertEqual(session.publications(uri("B.swift")).last?["params"]?["version"], 2)
    session.change(uri("B.swift"), LanguageServerTests.child, version: 3)
    session.notify("textDocument/didClose", ["textDocument": ["uri": .string(uri("B.swift"))]])
    session.settle()
    XCTAssertEqual(codes(session.publications(uri("B.swift")).last), [])
  }

  /// Issue 30 item 8: the editor's index, like a partial run's, names a project file it could not read.
  func testAProjectFileTheIndexCannotReadIsLogged() throws {
    try write("A.swift", LanguageServerTests.base)
    XCTAssertEqual(mkfifo(directory + "/Pipe.swift", 0o644), 0)
    let session = Session()
    session.initialize(root: directory)
    session.settle()
    let logged = session.messages.filter { $0["method"] == "window/logMessage" }.compactMap {
      $0["params"]?["message"]?.stringValue
    }
    XCTAssertTrue(
      logged.contains(
        directory
          + "/Pipe.swift: warning: cannot read file: not a regular file (indexed for the open files; their findings "
          + "may be incomplete)"), "\(logged)")
  }

  func testABurstOfChangesLintsTheLastVersionOnly() throws {
    try write("A.swift", LanguageServerTests.base)
    let session = Session()
    session.initialize(root: directory)
    session.open(uri("B.swift"), "")
    session.settle()
    let before = session.publications(uri("B.swift")).count
    session.worker.suspend()
    for version in 2...9 { session.change(uri("B.swift"), String(repeating: "\n", count: version), version: version) }
    session.change(uri("B.swift"), LanguageServerTests.child, version: 10)
    session.worker.resume()
    session.settle()
    let after = session.publications(uri("B.swift")).dropFirst(before)
    XCTAssertEqual(after.count, 1)
    XCTAssertEqual(after.first?["params"]?["version"], 10)
    XCTAssertEqual(codes(after.first), ["missing_did_move"])
  }

  func testAnEditToAnotherFilesDeclarationsRepublishesTheDependentFile() throws {
    try write("A.swift", LanguageServerTests.base)
    let session = Session()
    session.initialize(root: directory)
    session.open(uri("B.swift"), LanguageServerTests.child)
    session.open(uri("A.swift"), LanguageServerTests.base)
    session.settle()
    XCTAssertEqual(codes(session.publications(uri("B.swift")).last), ["missing_did_move"])
    // `BaseViewController` stops being a view controller in A's unsaved text: B's finding goes.
    session.change(uri("A.swift"), "import UIKit\n\nclass BaseViewController: NSObject {}\n", version: 2)
    session.settle()
    XCTAssertEqual(codes(session.publications(uri("B.swift")).last), [])
    // An edit that leaves A's declarations alone does not lint B again.
    let count = session.publications(uri("B.swift")).count
    session.change(uri("A.swift"), "import UIKit\n\n// note\nclass BaseViewController: NSObject {}\n", version: 3)
    session.settle()
    XCTAssertEqual(session.publications(uri("B.swift")).count, count)
    // Closing A drops its unsaved text: the disk's declarations count again.
    session.notify("textDocument/didClose", ["textDocument": ["uri": .string(uri("A.swift"))]])
    session.settle()
    XCTAssertEqual(codes(session.publications(uri("B.swift")).last), ["missing_did_move"])
  }

  func testWatchedFileAndConfigurationChangesReload() throws {
    try write("A.swift", "import UIKit\n\nclass BaseViewController: NSObject {}\n")
    let session = Session()
    session.initialize(root: directory)
    session.open(uri("B.swift"), LanguageServerTests.child)
    session.settle()
    XCTAssertEqual(codes(session.publications(uri("B.swift")).last), [])
    try write("A.swift", LanguageServerTests.base)
    session.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": .string(uri("A.swift")), "type": 2]]])
    session.settle()
    XCTAssertEqual(codes(session.publications(uri("B.swift")).last), ["missing_did_move"])
    try write(".bridgelint.yml", "disabled_rules:\n  - missing_did_move\n")
    session.notify(
      "workspace/didChangeWatchedFiles", ["changes": [["uri": .string(uri(".bridgelint.yml")), "type": 1]]])
    session.settle()
    XCTAssertEqual(codes(session.publications(uri("B.swift")).last), [])
    try write(".bridgelint.yml", "disabled_rules: []\n")
    session.notify("textDocument/didSave", ["textDocument": ["uri": .string(uri(".bridgelint.yml"))]])
    session.settle()
    XCTAssertEqual(codes(session.publications(uri("B.swift")).last), ["missing_did_move"])
  }

  /// An invalid configuration is shown once (`window/showMessage`, not also logged), and as a
  /// diagnostic on the configuration file while it is open.
  func testInvalidConfigurationIsShownOnceAndOnTheOpenFile() throws {
    let configuration = "disabled_rules: [missing_did_move\n"
    try write(".bridgelint.yml", configuration)
    let session = Session()
    session.initialize(root: directory)
    session.open(uri("B.swift"), LanguageServerTests.child)
    session.open(uri("C.swift"), "let title = \"Notes\"\n")
    session.settle()
    let shown = session.messages.filter { $0["method"] == "window/showMessage" }
    XCTAssertEqual(shown.count, 1, "\(session.messages)")
    let text = shown.first?["params"]?["message"]?.stringValue ?? ""
    XCTAssertTrue(text.contains(".bridgelint.yml") && text.contains("error"), text)
    let logged = session.messages.filter {
      $0["method"] == "window/logMessage" && $0["params"]?["message"]?.stringValue == text
    }
    XCTAssertEqual(logged.count, 0, "shown and logged: the user sees it twice")
    session.notify(
      "textDocument/didOpen",
      [
        "textDocument": [
          "uri": .string(uri(".bridgelint.yml")), "languageId": "yaml", "version": 1, "text": .string(configuration),
        ]
      ])
    session.settle()
    let onFile = session.publications(uri(".bridgelint.yml")).last?["params"]?["diagnostics"]?.arrayValue ?? []
    XCTAssertEqual(onFile.count, 1)
    XCTAssertEqual(onFile.first?["severity"], 1)
    XCTAssertEqual(onFile.first?["source"], "bridgelint")
    XCTAssertEqual(session.messages.filter { $0["method"] == "window/showMessage" }.count, 1)
    // Saved valid: the file's diagnostics clear, and nothing more is shown.
    try write(".bridgelint.yml", "disabled_rules: [missing_did_move]\n")
    session.notify("textDocument/didSave", ["textDocument": ["uri": .string(uri(".bridgelint.yml"))]])
    session.settle()
    XCTAssertEqual(session.publications(uri(".bridgelint.yml")).last?["params"]?["diagnostics"], [])
    XCTAssertEqual(session.messages.filter { $0["method"] == "window/showMessage" }.count, 1)
  }

  /// The editor proves `state_not_private`'s fix with the other files' member names, as a
  /// command-line run does: offered (preferred, safe) while no other file names the member,
  /// withdrawn once another file, on disk or being edited, does.
  func testAccessNarrowingQuickFixFollowsOtherFilesUses() throws {
    try write(".bridgelint.yml", "only_rules: [state_not_private]\n")
    try write("Other.swift", "let count = 1\n")
    let row = "struct Row: View {\n  @State var isOn = false\n  init() {}\n  var body: some View { Text(\"\") }\n}\n"
    let session = Session()
    session.initialize(root: directory)
    session.open(uri("Row.swift"), row)
    let range: LSPValue = ["start": ["line": 1, "character": 0], "end": ["line": 1, "character": 0]]
    let rowURI = uri("Row.swift")
    let ask = { (id: Int) in
      session.request(
        id, "textDocument/codeAction",
        ["textDocument": ["uri": .string(rowURI)], "range": range, "context": ["diagnostics": []]])
      session.settle()
    }
    ask(2)
    let offered = (session.response(2)?["result"]?.arrayValue ?? []).filter { $0["title"] == "Declare it `private`" }
    XCTAssertEqual(offered.count, 1)
    XCTAssertEqual(offered.first?["isPreferred"], true)
    // Another open file starts naming the member: the fix is shown no more.
    session.open(uri("Other.swift"), "func probe(_ row: Row) -> Bool { row.isOn }\n")
    session.settle()
    ask(3)
    let titles = (session.response(3)?["result"]?.arrayValue ?? []).compactMap { $0["title"]?.stringValue }
    XCTAssertFalse(titles.contains { $0.hasPrefix("Declare it `private`") }, "\(titles)")
    XCTAssertTrue(titles.contains("Disable state_not_private for this line"), "\(titles)")
  }

  // MARK: Pull diagnostics, code actions, cancellation

  func testPullDiagnosticsWhenTheClientOffersThem() throws {
    try write("A.swift", LanguageServerTests.base)
    let session = Session()
    session.initialize(root: directory, capabilities: ["textDocument": ["diagnostic": ["dynamicRegistration": false]]])
    XCTAssertNotNil(session.response(1)?["result"]?["capabilities"]?["diagnosticProvider"])
    session.open(uri("B.swift"), LanguageServerTests.child)
    session.request(2, "textDocument/diagnostic", ["textDocument": ["uri": .string(uri("B.swift"))]])
    session.settle()
    XCTAssertEqual(session.response(2)?["result"]?["kind"], "full")
    let items = session.response(2)?["result"]?["items"]?.arrayValue ?? []
    XCTAssertEqual(items.compactMap { $0["code"]?.stringValue }, ["missing_did_move"])
    XCTAssertEqual(session.publications(uri("B.swift")).count, 0, "a pulling client gets no pushed duplicates")
  }

  func testPullingClientsAreAskedToRefreshWhenAnotherFilesEditChangesFindings() throws {
    try write("A.swift", LanguageServerTests.base)
    let session = Session()
    session.initialize(
      root: directory,
      capabilities: ["textDocument": ["diagnostic": [:]], "workspace": ["diagnostics": ["refreshSupport": true]]])
    session.open(uri("B.swift"), LanguageServerTests.child)
    session.open(uri("A.swift"), LanguageServerTests.base)
    session.settle()
    let refreshes = { session.messages.filter { $0["method"] == "workspace/diagnostic/refresh" }.count }
    XCTAssertEqual(refreshes(), 0)
    session.change(uri("A.swift"), "import UIKit\n\nclass BaseViewController: NSObject {}\n", version: 2)
    session.settle()
    XCTAssertEqual(refreshes(), 1)
    session.request(2, "textDocument/diagnostic", ["textDocument": ["uri": .string(uri("B.swift"))]])
    session.settle()
    XCTAssertEqual(session.response(2)?["result"]?["items"], [])
  }

  func testDeclarationsCompareFieldByField() {
    func summaries(_ text: String) -> [TypeSummary] {
      ServerProject.declarations(of: Array(text.utf8), path: "/A.swift", viewGraph: true).0
    }
    let base = summaries("class A: UIViewController {\n  var x = 1\n  func f() {}\n}\n")
    XCTAssertTrue(
      ServerProject.same(base, summaries("class A: UIViewController {\n  var x = 2\n  func f() { g() }\n}\n")))
    for changed in [
      "class A: NSObject {\n  var x = 1\n  func f() {}\n}\n",
      "class A: UIViewController {\n  @State var x = 1\n  func f() {}\n}\n",
      "class A: UIViewController {\n  var x = 1\n  func g() {}\n}\n",
      "struct A: UIViewController {\n  var x = 1\n  func f() {}\n}\n",
      "class A: UIViewController {\n  var x = 1\n  func f() {}\n}\nextension A {}\n",
    ] {
      XCTAssertFalse(ServerProject.same(base, summaries(changed)), changed)
    }
  }

  func testIncrementalChangesFromALenientClientAreApplied() {
    let text = Array("let a = \"😀\"\nlet b = 1\n".utf8)
    let change: LSPValue = ["range": ["start": ["line": 0, "character": 9], "end": ["line": 0, "character": 11]]]
    XCTAssertEqual(
      LanguageServer.applying(change, text: "é", to: text, encoding: .utf16), Array("let a = \"é\"\nlet b = 1\n".utf8))
    let whole: LSPValue = ["text": "x"]
    XCTAssertEqual(LanguageServer.applying(whole, text: "x", to: text, encoding: .utf16), Array("x".utf8))
  }

  func testDisableActionInsertsTheCommentWithTheLinesIndentation() throws {
    try write("A.swift", LanguageServerTests.base)
    let session = Session()
    session.initialize(root: directory)
    session.open(uri("B.swift"), LanguageServerTests.child)
    let range: LSPValue = ["start": ["line": 6, "character": 0], "end": ["line": 6, "character": 0]]
    session.request(
      2, "textDocument/codeAction",
      ["textDocument": ["uri": .string(uri("B.swift"))], "range": range, "context": ["diagnostics": []]])
    session.request(
      3, "textDocument/codeAction",
      [
        "textDocument": ["uri": .string(uri("B.swift"))], "range": range,
        "context": ["diagnostics": [], "only": ["source.fixAll.bridgelint"]],
      ])
    session.settle()
    let all = session.response(2)?["result"]?.arrayValue ?? []
    // The finding's own (unsafe, so not preferred) fix comes first, then the disable action.
    XCTAssertEqual(all.count, 2)
    XCTAssertEqual(all.first?["title"], "Call `strip.didMove(toParent: self)` after its view is added (unsafe)")
    XCTAssertNil(all.first?["isPreferred"])
    let actions = Array(all.dropFirst())
    XCTAssertEqual(actions.first?["title"], "Disable missing_did_move for this line")
    XCTAssertEqual(actions.first?["kind"], "quickfix")
    let edit = actions.first?["edit"]?["changes"]?[uri("B.swift")]?.arrayValue?.first
    XCTAssertEqual(edit?["newText"], "    // bridgelint:disable:next missing_did_move\n")
    XCTAssertEqual(edit?["range"], ["start": ["line": 6, "character": 0], "end": ["line": 6, "character": 0]])
    XCTAssertEqual(session.response(3)?["result"], [])
    // Applying the edit silences the finding.
    let disabled = LanguageServerTests.child.replacingOccurrences(
      of: "    addChild", with: "    // bridgelint:disable:next missing_did_move\n    addChild")
    session.change(uri("B.swift"), disabled, version: 2)
    session.settle()
    XCTAssertEqual(codes(session.publications(uri("B.swift")).last), [])
  }

  func testAFindingsFixIsAQuickFixAndSafeFixesAreAFixAllAction() throws {
    let session = Session()
    session.initialize(root: directory)
    let text = "import UIKit\n\n// bridgelint:disable:next missing_did_move\nlet title = \"Notes\"\n"
    session.open(uri("C.swift"), text)
    let range: LSPValue = ["start": ["line": 2, "character": 0], "end": ["line": 2, "character": 0]]
    session.request(
      2, "textDocument/codeAction",
      ["textDocument": ["uri": .string(uri("C.swift"))], "range": range, "context": ["diagnostics": []]])
    session.request(
      3, "textDocument/codeAction",
      [
        "textDocument": ["uri": .string(uri("C.swift"))], "range": range,
        "context": ["diagnostics": [], "only": ["source.fixAll"]],
      ])
    session.settle()
    XCTAssertEqual(codes(session.publications(uri("C.swift")).last), ["superfluous_disable"])
    let actions = session.response(2)?["result"]?.arrayValue ?? []
    let quickFixes = actions.filter { $0["kind"] == "quickfix" && $0["isPreferred"] == true }
    XCTAssertEqual(quickFixes.count, 1, "the safe fix of superfluous_disable is the preferred quick fix")
    let removal = quickFixes.first?["edit"]?["changes"]?[uri("C.swift")]?.arrayValue ?? []
    XCTAssertFalse(removal.isEmpty)
    XCTAssertTrue(actions.contains { $0["kind"] == "source.fixAll.bridgelint" }, "no `only`: every kind")
    let fixAll = session.response(3)?["result"]?.arrayValue ?? []
    XCTAssertEqual(fixAll.map { $0["kind"] }, ["source.fixAll.bridgelint"])
    // Only the changed range, not the whole document.
    let edits = fixAll.first?["edit"]?["changes"]?[uri("C.swift")]?.arrayValue ?? []
    XCTAssertEqual(edits.count, 1)
    XCTAssertEqual(edits.first?["newText"], "")
    XCTAssertEqual(edits.first?["range"], ["start": ["line": 2, "character": 0], "end": ["line": 3, "character": 0]])
  }

  func testACancelledRequestIsAnsweredWithRequestCancelled() throws {
    let session = Session()
    session.initialize(root: directory)
    session.open(uri("B.swift"), LanguageServerTests.child)
    session.worker.suspend()
    session.request(2, "textDocument/diagnostic", ["textDocument": ["uri": .string(uri("B.swift"))]])
    session.request(3, "textDocument/diagnostic", ["textDocument": ["uri": .string(uri("B.swift"))]])
    session.notify("$/cancelRequest", ["id": 2])
    session.worker.resume()
    session.settle()
    XCTAssertEqual(session.response(2)?["error"]?["code"], .int(-32800))
    XCTAssertEqual(session.response(3)?["result"]?["kind"], "full")
  }
}
