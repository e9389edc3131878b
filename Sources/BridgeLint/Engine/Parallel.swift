import Dispatch
import Foundation

/// Runs independent work items on worker threads and returns results in input order.
/// Workers pull the next item from a shared counter, so big and small files balance out,
/// and each worker has a large stack of its own.
public enum Parallel {
  public static var defaultJobs: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }

  private final class Cursor: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0
    func take() -> Int {
      lock.lock()
      defer { lock.unlock() }
      let value = next
      next += 1
      return value
    }
  }

  /// Result slots; each index is written by exactly one worker, then read after all finish.
  private final class Slots<T>: @unchecked Sendable {
    let buffer: UnsafeMutableBufferPointer<T?>
    init(count: Int) {
      buffer = .allocate(capacity: count)
      buffer.initialize(repeating: nil)
    }
    deinit {
      buffer.deinitialize()
      buffer.deallocate()
    }
  }

  public static func map<T>(_ count: Int, jobs: Int, _ body: @escaping (Int) -> T) -> [T] {
    guard count > 0 else { return [] }
    let slots = Slots<T>(count: count)
    let cursor = Cursor()
    let group = DispatchGroup()
    let workers = max(1, min(jobs, count))
    for _ in 0..<workers {
      group.enter()
      let thread = Thread {
        while true {
          let index = cursor.take()
          if index >= count { break }
          slots.buffer[index] = body(index)
        }
        group.leave()
      }
      thread.stackSize = 32 << 20
      thread.start()
    }
    group.wait()
    return slots.buffer.compactMap { $0 }
  }
}
