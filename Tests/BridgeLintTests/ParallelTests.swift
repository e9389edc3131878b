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
    Parallel.startThread = { _ in
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
    Parallel.startThread = { work in
      guard started.increment() <= 2 else { return nil }
      return real(work)
    }
    XCTAssertEqual(squares(jobs: 8), (0..<500).map { $0 * $0 })
    XCTAssertEqual(started.value, 3)
  }

  func testAnAddressSpaceLimitMeansFewerHelpers() {
    let megabyte = 1 << 20
    XCTAssertEqual(Parallel.helpers(wanted: 31, addressSpaceLimit: nil), 31)
    XCTAssertEqual(Parallel.helpers(wanted: 3, addressSpaceLimit: 4096 * megabyte), 3)
    // `ulimit -v 300000` (292 MB): 4 helpers of 72 MB (an 8 MB stack and a 64 MB malloc arena).
    XCTAssertEqual(Parallel.helpers(wanted: 31, addressSpaceLimit: 300_000 * 1024), 4)
    XCTAssertEqual(Parallel.helpers(wanted: 31, addressSpaceLimit: 4096 * megabyte), 31)
    // Too little for any helper: the caller works alone.
    XCTAssertEqual(Parallel.helpers(wanted: 31, addressSpaceLimit: 70 * megabyte), 0)
    XCTAssertEqual(Parallel.helpers(wanted: 0, addressSpaceLimit: 4096 * megabyte), 0)
  }

  /// The binary under `ulimit -v` with `--jobs 32` lints the project's own sources (clean under
  /// its own self-lint) and exits normally; reserving 32 stacks and malloc arenas left the heap no
  /// room and it crashed with SIGSEGV (issue 30, item 12).
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

  /// The per-file state of a run is one `Parallel.map` result kept to the end: it holds exactly
  /// the items, with no doubling slack (a result built by appending held up to twice as much).
  func testResultsHoldNoGrowthSlack() {
    let results = Parallel.map(1025, jobs: 2) { $0 }
    XCTAssertEqual(results, Array(0..<1025))
    XCTAssertLessThan(results.capacity, 1025 + 64)
  }

  func testWorkersShareTheItems() {
    let threads = Counter()
    let real = Parallel.defaultStartThread
    Parallel.startThread = { work in
      _ = threads.increment()
      return real(work)
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
