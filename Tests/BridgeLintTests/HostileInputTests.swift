import Foundation
import XCTest

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs the built `bridgelint` binary (see `CommandLineTests.binary`) with a deadline, so a hang fails the
/// test instead of the suite. Output goes to files, so no pipe can fill up and block the child.
struct LintProcess {
  struct Result {
    var status: Int32
    /// Killed by a signal (a trap, or the deadline).
    var wasSignaled: Bool
    var timedOut: Bool
    var output: Data
    var standardError: String
    var seconds: Double
    var standardOutput: String { String(decoding: output, as: UTF8.self) }
    var outputLines: [Substring] { standardOutput.split(separator: "\n") }
    var errorLines: [Substring] { standardError.split(separator: "\n") }
  }

  /// Runs `bridgelint arguments` in `directory`, with `input` on standard input (else none). `asUser`
  /// runs it with that uid/gid and no supplementary groups (through util-linux `setpriv`), so a test
  /// running as root can meet a permission error.
  static func run(
    _ arguments: [String], in directory: URL, input: String? = nil, timeout: TimeInterval = 60,
    environment: [String: String] = [:], asUser user: UInt32? = nil
  ) throws -> Result {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("bridgelint-out-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let outputURL = scratch.appendingPathComponent("stdout")
    let errorURL = scratch.appendingPathComponent("stderr")
    _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)
    let output = try FileHandle(forWritingTo: outputURL)
    let error = try FileHandle(forWritingTo: errorURL)
    defer {
      try? output.close()
      try? error.close()
    }

    let process = Process()
    if let user {
      process.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
      process.arguments =
        ["--reuid=\(user)", "--regid=\(user)", "--clear-groups", CommandLineTests.binary.path] + arguments
    } else {
      process.executableURL = CommandLineTests.binary
      process.arguments = arguments
    }
    process.currentDirectoryURL = directory
    var merged = ProcessInfo.processInfo.environment
    for (key, value) in environment { merged[key] = value }
    process.environment = merged
    process.standardOutput = output
    process.standardError = error
    if let input {
      let inputURL = scratch.appendingPathComponent("stdin")
      try Data(input.utf8).write(to: inputURL)
      process.standardInput = try FileHandle(forReadingFrom: inputURL)
    } else {
      process.standardInput = FileHandle.nullDevice
    }

    let started = Date()
    try process.run()
    let deadline = started.addingTimeInterval(timeout)
    while process.isRunning && Date() < deadline { usleep(10_000) }
    var timedOut = false
    if process.isRunning {
      timedOut = true
      process.terminate()
      let grace = Date().addingTimeInterval(2)
      while process.isRunning && Date() < grace { usleep(10_000) }
      if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }
    process.waitUntilExit()
    let seconds = Date().timeIntervalSince(started)
    return Result(
      status: process.terminationStatus, wasSignaled: process.terminationReason == .uncaughtSignal,
      timedOut: timedOut, output: try Data(contentsOf: outputURL),
      standardError: String(decoding: try Data(contentsOf: errorURL), as: UTF8.self), seconds: seconds)
  }

  /// The peak resident set size, in bytes, of the largest child process waited for so far.
  static var peakChildMemory: Int {
    var usage = rusage()
    #if canImport(Glibc)
      getrusage(__rusage_who_t(RUSAGE_CHILDREN.rawValue), &usage)
    #else
      getrusage(RUSAGE_CHILDREN, &usage)
    #endif
    return Int(usage.ru_maxrss) * 1024
  }
}

/// Where findings must land, computed independently of bridgelint: CRLF, LF and a lone CR each end a line;
/// columns are 1-based UTF-8 bytes; a leading BOM is not counted.
enum ExpectedLocation {
  static func of(offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
    var line = 1
    var lineStart = 0
    var index = 0
    while index < offset {
      if bytes[index] == 0x0A {
        line += 1
        lineStart = index + 1
      } else if bytes[index] == 0x0D {
        if index + 1 < offset && bytes[index + 1] == 0x0A { index += 1 }
        line += 1
        lineStart = index + 1
      }
      index += 1
    }
    var column = offset - lineStart + 1
    if line == 1 && bytes.starts(with: [0xEF, 0xBB, 0xBF]) { column -= 3 }
    return (line, column)
  }

  /// Byte offsets of every occurrence of `needle`.
  static func offsets(of needle: String, in bytes: [UInt8]) -> [Int] {
    let pattern = Array(needle.utf8)
    var result: [Int] = []
    var start = 0
    while start + pattern.count <= bytes.count {
      if bytes[start] == pattern[0] && bytes[start..<(start + pattern.count)].elementsEqual(pattern) {
        result.append(start)
        start += pattern.count
      } else {
        start += 1
      }
    }
    return result
  }

  /// `path:line:column` of every occurrence of `needle` (by default `UUID()`, where
  /// `force_refresh_identity` reports `.id(UUID())`).
  static func all(_ needle: String = "UUID()", in bytes: [UInt8], path: String) -> [String] {
    offsets(of: needle, in: bytes).map { offset in
      let (line, column) = of(offset: offset, in: bytes)
      return "\(path):\(line):\(column)"
    }
  }
}

/// Hostile files and file systems through the command line: any bytes, any line endings, absurd nesting and
/// size, unterminated constructs, files that cannot be read. Each bad file gets one clear message, every good
/// file is still linted, the exit status follows the README (2 when a file could not be read), nothing traps
/// and nothing hangs.
final class HostileInputTests: XCTestCase {
  var directory: URL!

  static let goodSource = """
    struct Chart: View {
      var body: some View { List("x").id(UUID()) }
    }

    """
  static let finding = "force_refresh_identity"

  override func setUpWithError() throws {
    directory = FileManager.default.temporaryDirectory.appendingPathComponent("bridgelint-hostile-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    // Readable by the unprivileged user of `testUnreadableFile`.
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: directory.path)
  }

  override func tearDownWithError() throws {
    // Restore permissions so everything can be removed.
    if let paths = FileManager.default.enumerator(atPath: directory.path) {
      for case let path as String in paths {
        chmod(directory.appendingPathComponent(path).path, 0o755)
      }
    }
    try? FileManager.default.removeItem(at: directory)
  }

  // MARK: - Helpers

  @discardableResult
  func write(_ bytes: [UInt8], to path: String) throws -> URL {
    let url = directory.appendingPathComponent(path)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(bytes).write(to: url)
    return url
  }

  @discardableResult
  func write(_ text: String, to path: String) throws -> URL {
    try write(Array(text.utf8), to: path)
  }

  func lint(_ arguments: [String], timeout: TimeInterval = 60, asUser user: UInt32? = nil) throws -> LintProcess.Result
  {
    let result = try LintProcess.run(arguments, in: directory, timeout: timeout, asUser: user)
    XCTAssertFalse(result.timedOut, "bridgelint \(arguments) did not finish within \(timeout) s")
    XCTAssertFalse(result.wasSignaled, "bridgelint \(arguments) was killed by signal \(result.status)")
    XCTAssertFalse(result.standardError.contains("internal error"), result.standardError)
    return result
  }

  /// The `path:line:column` of every finding of `rule` in the output.
  func locations(_ result: LintProcess.Result, rule: String = finding) -> [String] {
    result.outputLines.filter { $0.hasSuffix("[\(rule)]") }.compactMap { line -> String? in
      guard let range = line.range(of: ": warning: ") ?? line.range(of: ": error: ") else { return nil }
      return String(line[..<range.lowerBound])
    }
  }

  /// Exactly one line of standard error is about `path`, and it contains `message`.
  func assertOneMessage(
    about path: String, containing message: String, in result: LintProcess.Result, file: StaticString = #filePath,
    line: UInt = #line
  ) {
    let lines = result.errorLines.filter { $0.hasPrefix(path + ":") }
    XCTAssertEqual(lines.count, 1, "messages about \(path): \(result.standardError)", file: file, line: line)
    XCTAssertTrue(lines.first?.contains(message) ?? false, "\(lines)", file: file, line: line)
  }

  /// Deterministic bytes (SplitMix64), so a failure reproduces.
  static func noise(count: Int, seed: UInt64) -> [UInt8] {
    var state = seed
    var bytes: [UInt8] = []
    bytes.reserveCapacity(count)
    while bytes.count < count {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      z ^= z >> 31
      withUnsafeBytes(of: z) { bytes.append(contentsOf: $0.prefix(count - bytes.count)) }
    }
    return bytes
  }

  // MARK: - Bytes

  func testInvalidUTF8AndNULBytesKeepExactPositions() throws {
    // NUL bytes past the first 8 KB: earlier ones mark a binary file, which is skipped.
    var bytes: [UInt8] = Array(String(repeating: "// padding before any NUL byte\n", count: 300).utf8)
    bytes += Array("// invalid: ".utf8) + [0xFF, 0xFE, 0xC3, 0x28, 0xE2, 0x82, 0xF0, 0x9F, 0x98, 0x0A]
    bytes += Array("let nul = \"".utf8) + [0x00] + Array("\"; let raw = 1".utf8) + [0x00, 0x00, 0x0A]
    bytes += Array("struct Chart: View {\n  var body: some View { /* ".utf8) + [0xC0, 0xAF, 0xED, 0xA0, 0x80]
    bytes += Array(" */ List(\"é\u{2028}\u{85}\").id(UUID()) }\n}\n".utf8) + [0xF8, 0x88, 0x80, 0x80, 0x80]
    bytes += Array(Self.goodSource.utf8)
    try write(bytes, to: "Bytes.swift")
    let result = try lint(["--quiet", "Bytes.swift"])
    XCTAssertEqual(result.status, 0, result.standardError)
    XCTAssertEqual(locations(result), ExpectedLocation.all(in: bytes, path: "Bytes.swift"))
    XCTAssertEqual(locations(result).count, 2)
  }

  func testByteOrderMarkIsNotCountedInColumns() throws {
    let bytes: [UInt8] =
      [0xEF, 0xBB, 0xBF] + Array("struct A: View { var body: some View { List(\"x\").id(UUID()) } }\n".utf8)
      + Array(Self.goodSource.utf8)
    try write(bytes, to: "BOM.swift")
    let result = try lint(["--quiet", "BOM.swift"])
    XCTAssertEqual(result.status, 0, result.standardError)
    XCTAssertEqual(locations(result), ["BOM.swift:1:53", "BOM.swift:3:38"])
    XCTAssertEqual(locations(result), ExpectedLocation.all(in: bytes, path: "BOM.swift"))
  }

  func testCRLFAndLoneCRLineEndingsKeepExactPositions() throws {
    let lines = Self.goodSource.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let variants: [(name: String, text: String)] = [
      ("CRLF.swift", lines.joined(separator: "\r\n")),
      ("CR.swift", lines.joined(separator: "\r")),
      ("Mixed.swift", ["\r\n", "\r", "\n", "\r\r\n", "\n\r"].map { lines.joined(separator: $0) }.joined()),
      ("Trailing.swift", "\r\r\n\r" + lines.joined(separator: "\r") + "\r"),
    ]
    var expected: [String] = []
    for (name, text) in variants {
      try write(text, to: name)
      expected += ExpectedLocation.all(in: Array(text.utf8), path: name)
    }
    let result = try lint(["--quiet", "."])
    XCTAssertEqual(result.status, 0, result.standardError)
    XCTAssertEqual(locations(result).sorted(), expected.sorted())
    XCTAssertTrue(expected.contains("CR.swift:2:38"))
    XCTAssertEqual(expected.count, 8)
    // The JSON reporter agrees.
    let json = try lint(["--quiet", "--reporter", "json", "CR.swift"])
    let objects = try XCTUnwrap(JSONSerialization.jsonObject(with: json.output) as? [[String: Any]])
    XCTAssertEqual(objects.map { "\($0["line"] ?? ""):\($0["column"] ?? "")" }, ["2:38"])
  }

  func testBinaryFilesNamedSwift() throws {
    try write(Self.noise(count: 64 << 10, seed: 42), to: "Noise.swift")
    // An executable: the first megabyte of bridgelint itself.
    let executable = try Data(contentsOf: CommandLineTests.binary).prefix(1 << 20)
    try write(Array(executable), to: "Executable.swift")
    try write(Self.goodSource, to: "Good.swift")
    let result = try lint(["--quiet", "."])
    XCTAssertEqual(result.status, 0, result.standardError)
    XCTAssertTrue(locations(result).contains("Good.swift:2:38"), result.standardOutput)
  }

  func testEmptyAndBlankFiles() throws {
    try write("", to: "Empty.swift")
    try write([0xEF, 0xBB, 0xBF], to: "OnlyBOM.swift")
    try write("\n\r\n\r \t", to: "Blank.swift")
    try write([0x00], to: "NUL.swift")
    try write(Self.goodSource, to: "Good.swift")
    let result = try lint(["."])
    XCTAssertEqual(result.status, 0, result.standardError)
    XCTAssertEqual(locations(result), ["Good.swift:2:38"])
    // A NUL byte first: a binary file, skipped with a note and not counted.
    assertOneMessage(about: "NUL.swift", containing: "note: skipped: binary file", in: result)
    XCTAssertTrue(result.standardError.contains("Linted 4 files"), result.standardError)
  }

  // MARK: - Structure

  func testHundredThousandNestedBrackets() throws {
    let depth = 100_000
    let cases: [(name: String, text: String)] = [
      ("Parens.swift", "let x = " + String(repeating: "(", count: depth) + String(repeating: ")", count: depth)),
      ("Squares.swift", "let x = " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth)),
      ("Braces.swift", "let x = " + String(repeating: "{", count: depth) + String(repeating: "}", count: depth)),
      ("Mixed.swift", String(repeating: "f([{", count: depth / 4) + String(repeating: "}])", count: depth / 4)),
      (
        "Interpolations.swift",
        "let s = " + String(repeating: "\"\\(", count: depth / 2) + "\"" + String(repeating: ")\"", count: depth / 2)
      ),
      ("Closers.swift", String(repeating: "}", count: depth) + String(repeating: ")]", count: depth / 2)),
    ]
    var expected: [String] = []
    for (name, text) in cases {
      let bytes = Array((text + "\n" + Self.goodSource).utf8)
      try write(bytes, to: name)
      expected += ExpectedLocation.all(in: bytes, path: name)
    }
    // Unclosed at the end of the file.
    for (name, opener) in [("OpenParens.swift", "("), ("OpenBraces.swift", "{"), ("OpenSquares.swift", "[")] {
      let bytes = Array((Self.goodSource + "let x = " + String(repeating: opener, count: depth)).utf8)
      try write(bytes, to: name)
      expected += ExpectedLocation.all(in: bytes, path: name)
    }
    let result = try lint(["--quiet", "."])
    XCTAssertEqual(result.status, 0, result.standardError)
    XCTAssertEqual(locations(result).sorted(), expected.sorted())
    XCTAssertEqual(expected.count, cases.count + 3)
    XCTAssertTrue(result.standardError.contains("Parens.swift: warning: nesting deeper than"), result.standardError)
  }

  func testFiftyMegabyteSingleLine() throws {
    // One line: a finding, a 50 MB block comment, a finding at column ~52 million.
    let head = "struct A: View { var body: some View { List(\"a\").id(UUID()) } } /* "
    let tail = " */ struct B: View { var body: some View { List(\"b\").id(UUID()) } }\n"
    let unit = Array("a/b*c / * d \"e\" (f) {g} // h é ".utf8)
    var bytes = Array(head.utf8)
    bytes.reserveCapacity(50 << 20 + 200)
    while bytes.count < 50 << 20 { bytes += unit }
    bytes += Array(tail.utf8)
    try write(bytes, to: "Huge.swift")
    try write(Self.goodSource, to: "Good.swift")
    let memoryBefore = LintProcess.peakChildMemory
    let result = try lint(["--quiet", "Huge.swift", "Good.swift"], timeout: 300)
    XCTAssertEqual(result.status, 0, result.standardError)
    // One line, so the column is the offset + 1 (scanning 50 MB here would be slow in a debug build).
    let tailStart = bytes.count - tail.utf8.count
    let expected =
      ExpectedLocation.offsets(of: "UUID()", in: Array(head.utf8)).map { "Huge.swift:1:\($0 + 1)" }
      + ExpectedLocation.offsets(of: "UUID()", in: Array(tail.utf8)).map { "Huge.swift:1:\(tailStart + $0 + 1)" }
    XCTAssertEqual(expected.count, 2)
    XCTAssertEqual(locations(result), ["Good.swift:2:38"] + expected)
    // Bounded memory: well under 20 bytes per source byte (an AddressSanitizer build needs more).
    let peak = LintProcess.peakChildMemory
    if peak > memoryBefore {
      XCTAssertLessThan(peak, 1 << 30, "peak resident memory \(peak >> 20) MB for a 50 MB file")
    }
  }

  func testEveryConstructUnterminatedAtEndOfFile() throws {
    let tails = [
      "\"abc", "\"abc\\", "\"\"\"\nabc", "\"\"\"abc", "#\"abc", "##\"\"\"\nabc\"\"\"#", "\"\\(", "\"\\(x", "\"\\(\"",
      "\"\\(\\(", "/* abc", "/* /* nested */", "/*", "/", "//", "/**", "///", "#if DEBUG", "#if", "#", "#else",
      "#elseif", "@", "@available(", "`abc", "`", "'c", "0x", "0b", "0o", "1e", "1.", "0x1p", "1_", "/abc",
      "#/abc", "#/abc/", "/abc\\", "#/abc\\/", "struct", "struct S", "struct S:", "class C<", "func f(",
      "func f() ->", "func f() {", "let x =", "var x: [String:", "var x: Int {", "x.", "{ [weak self] in",
      "foo { [", "a ?", "a ? b :", "<", "Array<", "case", "switch x {", "if let x", "guard let x else", ".id(",
      ".id(UUID(", "\\", "$", "$0.", "extension", "protocol P {", "enum E { case", "init(", "@State var",
      "import", "#sourceLocation(", "#selector(", "try!", "x!", "&", "->", "...", "é", "\u{1F600}", "\0", "\r",
      "\r\n", "\t", "<<<<<<< HEAD", "=======", ">>>>>>> branch", "#!", "// bridgelint:disable", "#\"\\#(",
      "\"\"\"\n\\(", "\"\"\"",
    ]
    var expected: [String] = []
    for (index, tail) in tails.enumerated() {
      let name = String(format: "Tail%03d.swift", index)
      // A NUL byte in the first 8 KB would make it a binary file (skipped): pad those.
      let padding = tail.contains("\0") ? String(repeating: "// padding\n", count: 800) : ""
      let bytes = Array((padding + Self.goodSource + tail).utf8)
      try write(bytes, to: name)
      expected += ExpectedLocation.all(in: bytes, path: name)
    }
    // Truncated UTF-8 sequences at the very end.
    for (index, bytes) in [[0xC3], [0xE2, 0x82], [0xF0, 0x9F, 0x98], [0x22, 0xE2]].enumerated() {
      let name = "Truncated\(index).swift"
      try write(Array(Self.goodSource.utf8) + bytes.map(UInt8.init), to: name)
      expected.append("\(name):2:38")
    }
    let result = try lint(["--quiet", "."])
    XCTAssertEqual(result.status, 0, result.standardError)
    XCTAssertEqual(locations(result).sorted(), expected.sorted())
    XCTAssertEqual(result.errorLines.filter { $0.contains("error") }, [])
  }

  func testConflictMarkers() throws {
    let text = """
      struct Chart: View {
      <<<<<<< HEAD
        var body: some View { List("ours").id(UUID()) }
      ||||||| base
        var body: some View { Text("base") }
      =======
        var body: some View { List("theirs").id(UUID()) }
      >>>>>>> feature
        var other: some View { List("z").id(UUID()) }
      }
      <<<<<<< HEAD
      struct Unfinished {

      """
    try write(text, to: "Conflict.swift")
    try write(Self.goodSource, to: "Good.swift")
    let result = try lint(["--quiet", "."])
    XCTAssertEqual(result.status, 0, result.standardError)
    // The conflict region is trivia (as in Apple's parser): only the finding after it counts.
    XCTAssertEqual(locations(result), ["Conflict.swift:9:39", "Good.swift:2:38"])
  }

  // MARK: - File system

  /// A vendored package such as `Path.swift/` is a directory: walked, its files linted, never read as a file.
  func testDirectoryNamedSwift() throws {
    try write(Self.goodSource, to: "Path.swift/Sources/Path.swift")
    try FileManager.default.createDirectory(
      at: directory.appendingPathComponent("Empty.swift"), withIntermediateDirectories: true)
    try write(Self.goodSource, to: "Good.swift")
    let result = try lint(["--quiet", "."])
    XCTAssertEqual(result.status, 0, result.standardError)
    XCTAssertEqual(result.standardError, "")
    XCTAssertEqual(locations(result), ["Good.swift:2:38", "Path.swift/Sources/Path.swift:2:38"])
    // Named explicitly, too.
    let named = try lint(["--quiet", "Path.swift"])
    XCTAssertEqual(named.status, 0, named.standardError)
    XCTAssertEqual(locations(named), ["Path.swift/Sources/Path.swift:2:38"])
  }

  func testSymlinkLoops() throws {
    try write(Self.goodSource, to: "Good.swift")
    let manager = FileManager.default
    try manager.createSymbolicLink(
      atPath: directory.appendingPathComponent("A.swift").path, withDestinationPath: "B.swift")
    try manager.createSymbolicLink(
      atPath: directory.appendingPathComponent("B.swift").path, withDestinationPath: "A.swift")
    try manager.createSymbolicLink(
      atPath: directory.appendingPathComponent("Self.swift").path, withDestinationPath: "Self.swift")
    // Directory loops: a link to its own parent, and two directories linking to each other.
    try write(Self.goodSource, to: "Loop/Inner.swift")
    try manager.createSymbolicLink(atPath: directory.appendingPathComponent("Loop/Up").path, withDestinationPath: "..")
    try manager.createDirectory(at: directory.appendingPathComponent("P"), withIntermediateDirectories: true)
    try manager.createDirectory(at: directory.appendingPathComponent("Q"), withIntermediateDirectories: true)
    try manager.createSymbolicLink(atPath: directory.appendingPathComponent("P/ToQ").path, withDestinationPath: "../Q")
    try manager.createSymbolicLink(atPath: directory.appendingPathComponent("Q/ToP").path, withDestinationPath: "../P")
    let result = try lint(["--quiet", "."], timeout: 30)
    XCTAssertEqual(result.status, 2)
    for name in ["A.swift", "B.swift", "Self.swift"] {
      assertOneMessage(about: name, containing: "cannot read file: too many levels of symbolic links", in: result)
    }
    XCTAssertEqual(locations(result), ["Good.swift:2:38", "Loop/Inner.swift:2:38"])
    // Named through the loop, the directory is walked once.
    let named = try lint(["--quiet", "Loop/Up/Loop/Up/Loop"], timeout: 30)
    XCTAssertEqual(named.status, 0, named.standardError)
    XCTAssertEqual(locations(named).count, 1, named.standardOutput)
  }

  func testUnreadableFile() throws {
    try write(Self.goodSource, to: "Good.swift")
    let secret = try write(Self.goodSource, to: "Secret.swift")
    XCTAssertEqual(chmod(secret.path, 0), 0)
    // Root reads anything: drop to `nobody` for this run.
    let user: UInt32? = getuid() == 0 ? 65534 : nil
    if user != nil {
      try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv"), "needs util-linux setpriv")
    }
    let result = try lint(["--quiet", "."], asUser: user)
    XCTAssertEqual(result.status, 2, result.standardError)
    assertOneMessage(about: "Secret.swift", containing: "error: cannot read file: permission denied", in: result)
    XCTAssertEqual(locations(result), ["Good.swift:2:38"])
  }

  func testUnreadableDirectory() throws {
    try write(Self.goodSource, to: "Good.swift")
    try write(Self.goodSource, to: "Locked/Inner.swift")
    XCTAssertEqual(chmod(directory.appendingPathComponent("Locked").path, 0), 0)
    let user: UInt32? = getuid() == 0 ? 65534 : nil
    let result = try lint(["--quiet", "."], asUser: user)
    XCTAssertEqual(result.status, 2, result.standardError)
    assertOneMessage(about: "Locked", containing: "permission denied", in: result)
    XCTAssertEqual(locations(result), ["Good.swift:2:38"])
  }

  /// A file deleted between discovery and reading, made deterministic: a dangling symlink is discovered
  /// (it is a directory entry named `.swift`) and then fails to open with ENOENT, exactly as a file removed
  /// after the directory walk does.
  func testFileGoneBeforeReading() throws {
    try write(Self.goodSource, to: "Good.swift")
    try FileManager.default.createSymbolicLink(
      atPath: directory.appendingPathComponent("Gone.swift").path, withDestinationPath: "Deleted.swift")
    let result = try lint(["--quiet", "."])
    XCTAssertEqual(result.status, 2)
    assertOneMessage(about: "Gone.swift", containing: "error: cannot read file: no such file or directory", in: result)
    XCTAssertEqual(locations(result), ["Good.swift:2:38"])
    // Named explicitly, it is the same per-file error (not a missing path).
    let named = try lint(["Gone.swift", "Good.swift"])
    XCTAssertEqual(named.status, 2)
    assertOneMessage(about: "Gone.swift", containing: "cannot read file", in: named)
    // The summary counts only the file that was linted.
    XCTAssertTrue(named.standardError.contains("Linted 1 file in"), named.standardError)
  }

  func testFIFONamedSwiftDoesNotHang() throws {
    try write(Self.goodSource, to: "Good.swift")
    XCTAssertEqual(mkfifo(directory.appendingPathComponent("Pipe.swift").path, 0o644), 0)
    let result = try lint(["--quiet", "."], timeout: 20)
    XCTAssertEqual(result.status, 2)
    assertOneMessage(about: "Pipe.swift", containing: "cannot read file", in: result)
    XCTAssertEqual(locations(result), ["Good.swift:2:38"])
  }

  func testDeviceNamedSwiftIsRefused() throws {
    try write(Self.goodSource, to: "Good.swift")
    try FileManager.default.createSymbolicLink(
      atPath: directory.appendingPathComponent("Zero.swift").path, withDestinationPath: "/dev/zero")
    // Found by a walk, a link leaving the project is not followed (issue 30): a note, not an error.
    let walked = try lint(["--quiet", "."], timeout: 20)
    XCTAssertEqual(walked.status, 0)
    assertOneMessage(about: "Zero.swift", containing: "skipped: a symlink to a file outside the project", in: walked)
    XCTAssertEqual(locations(walked), ["Good.swift:2:38"])
    // Named explicitly, it is opened, and refused as a device.
    let result = try lint(["--quiet", "Good.swift", "Zero.swift"], timeout: 20)
    XCTAssertEqual(result.status, 2)
    assertOneMessage(about: "Zero.swift", containing: "cannot read file", in: result)
    XCTAssertEqual(locations(result), ["Good.swift:2:38"])
  }

  func testFileNameThatIsNotUTF8() throws {
    try write(Self.goodSource, to: "Good.swift")
    // `\xFF\xFE.swift`: Linux file names are bytes.
    let path = Array(directory.path.utf8CString.dropLast()) + [0x2F, -1, -2] + Array(".swift".utf8CString)
    let descriptor = open(path, O_CREAT | O_WRONLY, 0o644)
    XCTAssertGreaterThanOrEqual(descriptor, 0)
    FileHandle(fileDescriptor: descriptor, closeOnDealloc: true).write(Data(Self.goodSource.utf8))
    let result = try lint(["--quiet", "."])
    XCTAssertEqual(result.status, 0, result.standardError)
    XCTAssertEqual(locations(result).count, 2, result.standardOutput)
    // Reported with the bad bytes spelt out, not as U+FFFD.
    XCTAssertTrue(result.standardOutput.contains("\\xFF\\xFE.swift:2:38:"), result.standardOutput)
  }

  func testNonexistentPathArguments() throws {
    try write(Self.goodSource, to: "Good.swift")
    let result = try lint(["--quiet", "Missing.swift", "NoDirectory/", "Good.swift", "Deep/Er/Missing.swift"])
    XCTAssertEqual(result.status, 2)
    assertOneMessage(about: "Missing.swift", containing: "error: no such file or directory", in: result)
    assertOneMessage(about: "NoDirectory/", containing: "error: no such file or directory", in: result)
    assertOneMessage(about: "Deep/Er/Missing.swift", containing: "error: no such file or directory", in: result)
    XCTAssertEqual(locations(result), ["Good.swift:2:38"])
  }

  /// All the bad files at once: one message each, the good files still linted, exit status 2.
  func testEverythingTogether() throws {
    try write(Self.goodSource, to: "A/Good.swift")
    try write(Self.goodSource, to: "Z/Good.swift")
    try write("", to: "A/Empty.swift")
    try write(Self.noise(count: 4096, seed: 7), to: "A/Noise.swift")
    try FileManager.default.createDirectory(
      at: directory.appendingPathComponent("B"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: directory.appendingPathComponent("B/Loop.swift").path, withDestinationPath: "Loop.swift")
    try FileManager.default.createSymbolicLink(
      atPath: directory.appendingPathComponent("B/Gone.swift").path, withDestinationPath: "Nowhere.swift")
    try write(Self.goodSource + "/* unterminated", to: "C/Open.swift")
    let result = try lint(["A", "B", "C", "Missing", "Z"])
    XCTAssertEqual(result.status, 2)
    assertOneMessage(about: "A/Noise.swift", containing: "note: skipped: binary file", in: result)
    assertOneMessage(about: "B/Loop.swift", containing: "too many levels of symbolic links", in: result)
    assertOneMessage(about: "B/Gone.swift", containing: "no such file or directory", in: result)
    assertOneMessage(about: "Missing", containing: "no such file or directory", in: result)
    XCTAssertEqual(locations(result), ["A/Good.swift:2:38", "C/Open.swift:2:38", "Z/Good.swift:2:38"])
    // Only files that were read and are not binary count as linted (7 discovered, 2 unreadable, 1 binary).
    XCTAssertTrue(result.standardError.contains("Linted 4 files"), result.standardError)
  }
}
