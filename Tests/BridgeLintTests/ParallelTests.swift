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
