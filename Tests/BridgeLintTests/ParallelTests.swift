import Foundation
import XCTest

@testable import BridgeLint

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `Parallel.map` when the system refuses threads (a container's pid or address-space limit).
final class ParallelTests: XCTestCase {
  override func tearDown() {
    Parallel.startThread = Parallel.defaultStartThread
  }

  private func squares(jobs: Int) -> [Int] {
    Parallel.map(500, jobs: jobs) { $0 * $0 }
  }

  func testEveryThreadRefusedRunsOnTheCaller() {
    var attempts = 0
    Parallel.startThread = { _, _ in
      attempts += 1
      return nil
    }
    XCTAssertEqual(squares(jobs: 8), (0..<500).map { $0 * $0 })
    // The first refusal ends the attempts: the limit is shared.
    XCTAssertEqual(attempts, 1)
  }

  func testSomeThreadsRefusedUsesThoseThatStarted() {
    let started = Counter()
    let real = Parallel.defaultStartThread
    Parallel.startThread = { stackSize, work in
      guard started.increment() <= 2 else { return nil }
      return real(stackSize, work)
    }
    XCTAssertEqual(squares(jobs: 8), (0..<500).map { $0 * $0 })
    XCTAssertEqual(started.value, 3)
  }

  func testAnAddressSpaceLimitMeansSmallerStacksThenFewerHelpers() {
    let megabyte = 1 << 20
    XCTAssertEqual(Parallel.plan(helpers: 31, addressSpaceLimit: nil).helpers, 31)
    XCTAssertEqual(Parallel.plan(helpers: 31, addressSpaceLimit: nil).stackSize, 8 * megabyte)
    // Plenty of room: every helper, full stacks.
    XCTAssertEqual(Parallel.plan(helpers: 3, addressSpaceLimit: 4096 * megabyte).helpers, 3)
    XCTAssertEqual(Parallel.plan(helpers: 3, addressSpaceLimit: 4096 * megabyte).stackSize, 8 * megabyte)
    // `ulimit -v 300000` (292 MB): a quarter is 73 MB, so 31 helpers would get 2 MB stacks, but
    // at 16 MB of heap each only 18 fit.
    let tight = Parallel.plan(helpers: 31, addressSpaceLimit: 300_000 * 1024)
    XCTAssertEqual(tight.stackSize, 2 * megabyte)
    XCTAssertEqual(tight.helpers, 18)
    // 1 GB: a quarter holds 31 stacks of 8 MB, and 64 heaps of 16 MB.
    XCTAssertEqual(Parallel.plan(helpers: 31, addressSpaceLimit: 1024 * megabyte).helpers, 31)
    XCTAssertEqual(Parallel.plan(helpers: 31, addressSpaceLimit: 1024 * megabyte).stackSize, 8 * megabyte)
    // 100 MB: 6 heaps of 16 MB.
    XCTAssertEqual(Parallel.plan(helpers: 31, addressSpaceLimit: 100 * megabyte).helpers, 6)
    // Too little for any helper: the caller works alone.
    XCTAssertEqual(Parallel.plan(helpers: 31, addressSpaceLimit: 6 * megabyte).helpers, 0)
    XCTAssertEqual(Parallel.plan(helpers: 0, addressSpaceLimit: 6 * megabyte).helpers, 0)
  }

  /// The binary under `ulimit -v` with `--jobs 32` lints the project's own sources (clean under
  /// its own self-lint) and exits normally; reserving 32 full stacks left the heap no room and it
  /// crashed with SIGSEGV (issue 30, item 12).
  func testManyJobsUnderAnAddressSpaceLimitExitNormally() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let result = try Spawned.run(
      "/bin/sh", ["-c", #"ulimit -v 200000 && exec "$0" --quiet --jobs 32 Sources"#, CommandLineTests.binary.path],
      in: root, environment: ["SWIFT_BACKTRACE": "enable=no"], timeout: 300)
    XCTAssertFalse(result.timedOut)
    XCTAssertEqual(result.status, 0, String(result.standardError.suffix(2000)))
    XCTAssertEqual(result.standardOutput, "")
  }

  func testWorkersShareTheItems() {
    let threads = Counter()
    let real = Parallel.defaultStartThread
    Parallel.startThread = { stackSize, work in
      _ = threads.increment()
      return real(stackSize, work)
    }
    let results = Parallel.map(64, jobs: 4) { index -> Int in
      usleep(1000)
      return index
    }
    XCTAssertEqual(results, Array(0..<64))
    // Three helpers: the caller is the fourth worker.
    XCTAssertEqual(threads.value, 3)
  }
}

private final class Counter: @unchecked Sendable {
  private let lock = NSLock()
  private(set) var value = 0
  func increment() -> Int {
    lock.lock()
    defer { lock.unlock() }
    value += 1
    return value
  }
}
