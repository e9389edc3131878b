import Foundation
import XCTest

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Issue 13 through the built binary: writes that fail or are cut short, atomic replacement, symlinks at the
/// target, refused threads, size caps, working directories and file names the file system allows, pipes,
/// `--`, and `included` leaving the repository.
final class ReliabilityTests: XCTestCase {
  var directory: URL!

  static let source = HostileInputTests.goodSource
  static let finding = "Good.swift:2:38: warning:"

  override func setUpWithError() throws {
    directory = FileManager.default.temporaryDirectory.appendingPathComponent("bridgelint-rel-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: directory.path)
  }

  override func tearDownWithError() throws {
    // `rm -rf` removes paths longer than PATH_MAX too.
    _ = try? Spawned.run("/bin/rm", ["-rf", directory.path], in: FileManager.default.temporaryDirectory)
  }

  @discardableResult
  func write(_ text: String, to path: String) throws -> URL {
    try write(Array(text.utf8), to: path)
  }

  @discardableResult
  func write(_ bytes: [UInt8], to path: String) throws -> URL {
    let url = directory.appendingPathComponent(path)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(bytes).write(to: url)
    return url
  }

  func lint(_ arguments: [String], input: String? = nil, timeout: TimeInterval = 60) throws -> LintProcess.Result {
    let result = try LintProcess.run(arguments, in: directory, input: input, timeout: timeout)
    XCTAssertFalse(result.timedOut, "bridgelint \(arguments) did not finish within \(timeout) s")
    XCTAssertFalse(result.wasSignaled, "bridgelint \(arguments) was killed by signal \(result.status)")
    return result
  }

  func contents(_ path: String) -> String? {
    (try? Data(contentsOf: directory.appendingPathComponent(path))).map { String(decoding: $0, as: UTF8.self) }
  }

  func status(_ path: String) -> stat? {
    var status = stat()
    return lstat(directory.appendingPathComponent(path).path, &status) == 0 ? status : nil
  }

  /// Names in the test directory that look like a writer's temporary files.
  func temporaryFiles() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".tmp") }
  }

  // MARK: - 1. Failed writes

  func testFailedWritesExitTwoAndClaimNothing() throws {
    try write(Self.source, to: "Good.swift")
    let output = try lint(["--output", "/dev/full", "Good.swift"])
    XCTAssertEqual(output.status, 2, output.standardError)
    XCTAssertTrue(
      output.standardError.contains("cannot write /dev/full: no space left on device"), output.standardError)

    let baseline = try lint(["--write-baseline", "/dev/full", "Good.swift"])
    XCTAssertEqual(baseline.status, 2, baseline.standardError)
    XCTAssertTrue(baseline.standardError.contains("cannot write /dev/full:"), baseline.standardError)
    XCTAssertFalse(baseline.standardError.contains("Wrote a baseline"), baseline.standardError)

    // Standard output itself on a full device (`bridgelint > /dev/full`).
    let full = try XCTUnwrap(FileHandle(forWritingAtPath: "/dev/full"))
    let redirected = try Spawned.run(
      CommandLineTests.binary.path, ["Good.swift"], in: directory, standardOutput: full)
    XCTAssertEqual(redirected.status, 2, redirected.standardError)
    XCTAssertTrue(
      redirected.standardError.contains("cannot write standard output: no space left on device"),
      redirected.standardError)
  }

  /// A non-blocking standard output (as Node-spawned children and some CI runners get) fills up: the
  /// writer waits for room instead of dropping the rest of the report.
  func testNonBlockingStandardOutputReceivesTheWholeReport() throws {
    let findings = 3000
    let body = (0..<findings).map { "      List(\"\($0)\").id(UUID())\n" }.joined()
    try write("struct Many: View {\n  var body: some View {\n    VStack {\n\(body)    }\n  }\n}\n", to: "Many.swift")
    var descriptors: [Int32] = [0, 0]
    XCTAssertEqual(pipe(&descriptors), 0)
    let reader = FileHandle(fileDescriptor: descriptors[0], closeOnDealloc: true)
    let writer = FileHandle(fileDescriptor: descriptors[1], closeOnDealloc: true)
    XCTAssertEqual(fcntl(descriptors[1], F_SETFL, fcntl(descriptors[1], F_GETFL) | O_NONBLOCK), 0)
    // Read only once the child has filled the pipe (64 KB): its writes then meet EAGAIN.
    let collected = Collected()
    let thread = Thread {
      usleep(300_000)
      collected.data = reader.readDataToEndOfFile()
      collected.done.signal()
    }
    thread.start()
    let result = try Spawned.run(
      CommandLineTests.binary.path, ["--quiet", "--reporter", "json", "Many.swift"], in: directory,
      standardOutput: writer, closeAfterLaunch: writer)
    XCTAssertEqual(collected.done.wait(timeout: .now() + 60), .success)
    XCTAssertEqual(result.status, 0, result.standardError)
    XCTAssertGreaterThan(collected.data.count, 256 << 10)
    let objects = try XCTUnwrap(JSONSerialization.jsonObject(with: collected.data) as? [[String: Any]])
    XCTAssertEqual(objects.count, findings)
  }

  // MARK: - 2, 3. Atomic replacement, symlinks

  func testReportsAndBaselinesReplaceTheOldFileAtomicallyKeepingItsMode() throws {
    try write(Self.source, to: "Good.swift")
    for option in ["--output", "--write-baseline"] {
      let name = "target\(option).json"
      try write("old contents", to: name)
      XCTAssertEqual(chmod(directory.appendingPathComponent(name).path, 0o600), 0)
      let before = try XCTUnwrap(status(name))
      let result = try lint(["--quiet", "--reporter", "json", option, name, "Good.swift"])
      XCTAssertEqual(result.status, 0, result.standardError)
      let after = try XCTUnwrap(status(name))
      // A new file renamed over the old one (a reader never sees it half-written), same permissions.
      XCTAssertNotEqual(after.st_ino, before.st_ino, option)
      XCTAssertEqual(after.st_mode & 0o7777, 0o600, option)
      let data = try XCTUnwrap(contents(name))
      XCTAssertNoThrow(try JSONSerialization.jsonObject(with: Data(data.utf8)), data)
    }
    XCTAssertEqual(try temporaryFiles(), [])
  }

  func testSymlinkAtTheTargetIsReplacedNeverFollowed() throws {
    try write(Self.source, to: "Good.swift")
    try write("precious", to: "outside/victim.txt")
    let manager = FileManager.default
    try manager.createSymbolicLink(
      atPath: directory.appendingPathComponent("report.sarif").path, withDestinationPath: "outside/victim.txt")
    try manager.createSymbolicLink(
      atPath: directory.appendingPathComponent("baseline.json").path, withDestinationPath: "nowhere/created.json")
    let result = try lint([
      "--quiet", "--reporter", "sarif", "--output", "report.sarif", "--write-baseline", "baseline.json", "Good.swift",
    ])
    XCTAssertEqual(result.status, 0, result.standardError)
    XCTAssertEqual(contents("outside/victim.txt"), "precious")
    XCTAssertFalse(manager.fileExists(atPath: directory.appendingPathComponent("nowhere").path))
    for name in ["report.sarif", "baseline.json"] {
      let kind = try XCTUnwrap(status(name)).st_mode & S_IFMT
      XCTAssertEqual(kind, S_IFREG, "\(name) is still a link")
    }
    XCTAssertTrue(contents("report.sarif")?.contains("\"version\"") ?? false)
    XCTAssertTrue(contents("baseline.json")?.contains("force_refresh_identity") ?? false)
  }

  // MARK: - 4. Threads

  /// A pid limit that refuses every thread but one: the run finishes on the threads it got.
  func testRefusedThreadsDoNotHangTheRun() throws {
    try XCTSkipUnless(getuid() == 0, "needs root to run as an otherwise idle user")
    try XCTSkipUnless(
      FileManager.default.isExecutableFile(atPath: "/usr/bin/prlimit")
        && FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv"), "needs util-linux prlimit and setpriv")
    for index in 0..<40 { try write(Self.source, to: "Dir\(index % 4)/File\(index).swift") }
    // RLIMIT_NPROC counts the user's threads: 2 leaves room for the process and one more thread.
    let result = try Spawned.run(
      "/usr/bin/prlimit",
      [
        "--nproc=2", "/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups",
        CommandLineTests.binary.path, "--quiet", "--jobs", "8", ".",
      ], in: directory, timeout: 60)
    XCTAssertFalse(result.timedOut, "the run hung: \(result.standardError)")
    XCTAssertEqual(result.status, 0, result.standardError)
    XCTAssertEqual(result.standardOutput.split(separator: "\n").count, 40, result.standardOutput)
  }

  // MARK: - 7. Size caps

  func testStandardInputConfigurationAndBaselineAreCapped() throws {
    // Sparse files: the sizes cost no disk, and a capped reader refuses them before reading.
    func sparse(_ name: String, size: Int) throws -> URL {
      let url = directory.appendingPathComponent(name)
      XCTAssertTrue(FileManager.default.createFile(atPath: url.path, contents: nil))
      XCTAssertEqual(truncate(url.path, off_t(size)), 0)
      return url
    }
    try write(Self.source, to: "Good.swift")
    let input = try sparse("input.swift", size: (512 << 20) + 1)
    let stdin = try Spawned.run(
      "/usr/bin/prlimit", ["--as=4000000000", CommandLineTests.binary.path, "--stdin-path", "In.swift"],
      in: directory, standardInput: try FileHandle(forReadingFrom: input), timeout: 60)
    XCTAssertFalse(stdin.timedOut)
    XCTAssertEqual(stdin.status, 2, stdin.standardError)
    XCTAssertTrue(stdin.standardError.contains("larger than 512 MB"), stdin.standardError)

    _ = try sparse("huge-baseline.json", size: (256 << 20) + 1)
    let baseline = try lint(["--baseline", "huge-baseline.json", "Good.swift"])
    XCTAssertEqual(baseline.status, 2, baseline.standardError)
    XCTAssertTrue(baseline.standardError.contains("larger than 256 MB"), baseline.standardError)

    // A real 17 MB configuration: comments, which the YAML reader would otherwise accept.
    try write(
      String(repeating: "# padding padding padding padding padding padding padding\n", count: 300_000), to: "big.yml")
    let configuration = try lint(["--config", "big.yml", "Good.swift"])
    XCTAssertEqual(configuration.status, 2, configuration.standardError)
    XCTAssertTrue(configuration.standardError.contains("larger than 16 MB"), configuration.standardError)
  }

  // MARK: - 8. Working directory

  func testWorkingDirectoryLongerThanPathMax() throws {
    try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: "/bin/bash"), "needs bash")
    // Built with relative `cd`s (bash falls back to them): no single system call sees the whole path.
    let component = String(repeating: "d", count: 200)
    let script =
      "set -e; for i in $(seq 1 25); do mkdir \(component); cd \(component); done; "
      + "printf '%s' \"$SOURCE\" > Good.swift; exec \"$BRIDGELINT\" --quiet Good.swift"
    let result = try Spawned.run(
      "/bin/bash", ["-c", script], in: directory,
      environment: ["SOURCE": Self.source, "BRIDGELINT": CommandLineTests.binary.path])
    XCTAssertEqual(result.status, 0, result.standardError)
    XCTAssertTrue(result.standardOutput.hasPrefix(Self.finding), result.standardOutput)
  }

  func testUnreadableWorkingDirectoryIsAnError() throws {
    let script = "mkdir gone && cd gone && rmdir ../gone && exec \"$BRIDGELINT\" --quiet"
    let result = try Spawned.run(
      "/bin/sh", ["-c", script], in: directory, environment: ["BRIDGELINT": CommandLineTests.binary.path])
    XCTAssertEqual(result.status, 2, result.standardError)
    XCTAssertTrue(result.standardError.contains("cannot read the current directory"), result.standardError)
  }

  // MARK: - 10. Built-in excludes

  func testBuiltInExcludesAboveTheLintedRootDoNotCount() throws {
    try write(Self.source, to: "ci/Pods/app/Good.swift")
    try write(Self.source, to: "ci/Pods/app/Pods/Vendored.swift")
    try FileManager.default.createDirectory(
      at: directory.appendingPathComponent("elsewhere"), withIntermediateDirectories: true)
    let root = directory.appendingPathComponent("ci/Pods/app").path
    let result = try LintProcess.run(["--quiet", root], in: directory.appendingPathComponent("elsewhere"))
    XCTAssertEqual(result.status, 0, result.standardError)
    // The project's own file is linted; `Pods` below the linted root is still excluded.
    XCTAssertEqual(result.outputLines.map { $0.hasPrefix(root + "/Good.swift:2:38:") }, [true], result.standardOutput)
  }

  // MARK: - 11. File names that are not UTF-8

  func testFileNamesThatAreNotUTF8OnTheCommandLineAndInFileLists() throws {
    // `a<FF>.swift` (a raw byte) and `a\xFF.swift` (four characters) are two files.
    let raw = Array(directory.path.utf8) + Array("/a".utf8) + [0xFF] + Array(".swift".utf8)
    let descriptor = open(raw.map { CChar(bitPattern: $0) } + [0], O_CREAT | O_WRONLY, 0o644)
    XCTAssertGreaterThanOrEqual(descriptor, 0)
    FileHandle(fileDescriptor: descriptor, closeOnDealloc: true).write(Data(Self.source.utf8))
    try write(Self.source, to: "a\\xFF.swift")

    // Named on the command line, through a shell that passes the raw byte.
    let named = try Spawned.run(
      "/bin/sh", ["-c", "exec \"$BRIDGELINT\" --quiet \"$(printf 'a\\377.swift')\" 'a\\xFF.swift'"], in: directory,
      environment: ["BRIDGELINT": CommandLineTests.binary.path])
    XCTAssertEqual(named.status, 0, named.standardError)
    let lines = named.standardOutput.split(separator: "\n").map { String($0.prefix { $0 != ":" }) }
    XCTAssertEqual(lines, ["a\\x5CxFF.swift", "a\\xFF.swift"], named.standardOutput)

    // In a file list.
    try write(Array("a".utf8) + [0xFF] + Array(".swift\na\\xFF.swift\n".utf8), to: "list.txt")
    let listed = try lint(["--quiet", "--filelist", "list.txt"])
    XCTAssertEqual(listed.status, 0, listed.standardError)
    XCTAssertEqual(listed.standardOutput, named.standardOutput)

    // And found by walking: the same two.
    let walked = try lint(["--quiet", "."])
    XCTAssertEqual(walked.standardOutput, named.standardOutput)
  }

  // MARK: - 12. Pipes, `--`, option values

  func testFileListAndConfigurationFromPipes() throws {
    try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: "/bin/bash"), "needs bash")
    try write(Self.source, to: "Good.swift")
    try write(Self.source, to: "Other.swift")
    let script =
      "exec \"$BRIDGELINT\" --quiet --filelist <(printf 'Good.swift\\nREADME.md\\n')"
      + " --config <(printf 'disabled_rules: [missing_did_move]\\n')"
    let result = try Spawned.run(
      "/bin/bash", ["-c", script], in: directory, environment: ["BRIDGELINT": CommandLineTests.binary.path])
    XCTAssertEqual(result.status, 0, result.standardError)
    XCTAssertEqual(result.standardOutput.split(separator: "\n").map { $0.hasPrefix(Self.finding) }, [true])

    // `/dev/stdin` as the list, from a pipe.
    let piped = try Spawned.run(
      "/bin/sh", ["-c", "printf 'Other.swift\\n' | exec \"$BRIDGELINT\" --quiet --filelist /dev/stdin"],
      in: directory, environment: ["BRIDGELINT": CommandLineTests.binary.path])
    XCTAssertEqual(piped.status, 0, piped.standardError)
    XCTAssertTrue(piped.standardOutput.hasPrefix("Other.swift:2:38:"), piped.standardOutput)
  }

  func testDoubleDashEndsOptionsAndValuesAreNeverOptions() throws {
    try write(Self.source, to: "-h.swift")
    try write(Self.source, to: "--version.swift")
    let result = try lint(["--quiet", "--", "-h.swift", "--version.swift"])
    XCTAssertEqual(result.status, 0, result.standardError)
    XCTAssertEqual(result.outputLines.count, 2, result.standardOutput)
    // `-h` after `--` is a path, not a request for help.
    let missing = try lint(["--", "-h"])
    XCTAssertEqual(missing.status, 2, missing.standardError)
    XCTAssertTrue(missing.standardError.contains("-h: error:"), missing.standardError)
    XCTAssertFalse(missing.standardOutput.contains("USAGE"), missing.standardOutput)
    // A missing value, not `--version`.
    let value = try lint(["--config", "--version"])
    XCTAssertEqual(value.status, 64, value.standardOutput)
    XCTAssertTrue(value.standardError.contains("missing value for '--config'"), value.standardError)
    XCTAssertFalse(value.standardOutput.hasPrefix("bridgelint "), value.standardOutput)
  }

  // MARK: - 13. `included` leaving the repository

  func testIncludedOutsideTheConfigurationFolderIsRefused() throws {
    try write(Self.source, to: "outside/Far.swift")
    try write(Self.source, to: "repo/Sources/Good.swift")
    try write("included: [\"/**\", \"../outside\", Sources]\n", to: "repo/.bridgelint.yml")
    let repo = directory.appendingPathComponent("repo")
    let result = try LintProcess.run(["--quiet"], in: repo)
    XCTAssertEqual(result.status, 0, result.standardError)
    XCTAssertEqual(result.outputLines.map { $0.hasPrefix("Sources/Good.swift:2:38:") }, [true], result.standardOutput)
    let warnings = result.errorLines.filter { $0.contains("warning: `included` entry") }
    XCTAssertEqual(warnings.count, 2, result.standardError)
    XCTAssertTrue(warnings.allSatisfy { $0.hasPrefix(".bridgelint.yml:") }, result.standardError)
    // Named on the command line, it is linted.
    let named = try LintProcess.run(["--quiet", "../outside"], in: repo)
    XCTAssertEqual(named.outputLines.count, 1, named.standardOutput + named.standardError)
  }

  // MARK: - 12.4 What is not Swift source

  func testNonSwiftFileNamedExplicitlyIsRefusedAndBinaryFilesAreSkipped() throws {
    try write(Self.source, to: "Good.swift")
    try write("# Read me\n", to: "README.md")
    let named = try lint(["--quiet", "README.md", "Good.swift"])
    XCTAssertEqual(named.status, 2, named.standardError)
    XCTAssertTrue(named.standardError.contains("README.md: error: not a Swift file"), named.standardError)
    XCTAssertTrue(named.standardOutput.hasPrefix(Self.finding), named.standardOutput)

    // A git-crypt blob: NUL bytes early. A NUL byte after the first 8 KB is just a byte.
    try write(Array("\0GITCRYPT\0".utf8) + Array(Self.source.utf8), to: "Secret.swift")
    try write(
      Array(String(repeating: "// padding\n", count: 800).utf8) + [0] + Array(Self.source.utf8), to: "Late.swift")
    let result = try lint(["Good.swift", "Late.swift", "Secret.swift"])
    XCTAssertEqual(result.status, 0, result.standardError)
    XCTAssertTrue(
      result.standardError.contains("Secret.swift: note: skipped: binary file"), result.standardError)
    XCTAssertEqual(result.outputLines.filter { $0.hasPrefix("Secret.swift") }, [])
    XCTAssertEqual(result.outputLines.filter { $0.hasPrefix("Late.swift:802:") }.count, 1, result.standardOutput)
    XCTAssertTrue(result.standardError.contains("Linted 2 files"), result.standardError)
  }
}

private final class Collected: @unchecked Sendable {
  var data = Data()
  let done = DispatchSemaphore(value: 0)
}

/// Runs any executable with a deadline, with chosen standard streams (`LintProcess` writes to files).
enum Spawned {
  struct Result {
    var status: Int32
    var timedOut: Bool
    var standardOutput: String
    var standardError: String
  }

  static func run(
    _ executable: String, _ arguments: [String], in directory: URL, environment: [String: String] = [:],
    standardInput: FileHandle? = nil, standardOutput: FileHandle? = nil, closeAfterLaunch: FileHandle? = nil,
    timeout: TimeInterval = 60
  ) throws -> Result {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("bridgelint-spawn-\(UUID().uuidString)")
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
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.currentDirectoryURL = directory
    var merged = ProcessInfo.processInfo.environment
    for (key, value) in environment { merged[key] = value }
    process.environment = merged
    process.standardInput = standardInput ?? FileHandle.nullDevice
    process.standardOutput = standardOutput ?? output
    process.standardError = error
    try process.run()
    // The parent's copy of a pipe's write end, so the reader sees the end of the stream.
    try closeAfterLaunch?.close()
    let deadline = Date().addingTimeInterval(timeout)
    while process.isRunning && Date() < deadline { usleep(10_000) }
    let timedOut = process.isRunning
    if timedOut { kill(process.processIdentifier, SIGKILL) }
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus, timedOut: timedOut,
      standardOutput: String(decoding: try Data(contentsOf: outputURL), as: UTF8.self),
      standardError: String(decoding: try Data(contentsOf: errorURL), as: UTF8.self))
  }
}
