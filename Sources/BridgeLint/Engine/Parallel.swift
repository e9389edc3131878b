import Dispatch
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs independent work items on worker threads and returns results in input order.
/// Workers pull the next item from a shared counter, so big and small files balance out.
///
/// The calling thread is always one of the workers, and only threads that did start are
/// waited for: where a container's pid or address-space limit refuses new threads, the run
/// goes on with the threads it has (at least the caller) instead of waiting for ones that
/// never ran.
public enum Parallel {
  public static var defaultJobs: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }

  /// Stack size of each worker. Recursion depth never depends on the input (the parser stops
  /// at `Parser.maximumDepth`). Measured with `ulimit -s` and `--jobs 1` (which runs on the main
  /// thread) on 100,000 nested braces, parentheses, mixed brackets and interpolations with every
  /// rule: a release build needs under 512 KB, a debug build 3.5 MB. 8 MB (the usual main-thread
  /// size) leaves twice the debug need without reserving 32 MB per thread.
  public static let workerStackSize = 8 << 20

  /// The address space one helper thread may take under a limit: its stack, and the 64 MB arena
  /// glibc's malloc reserves for a new thread, where the worker's file and model live. Reserving
  /// 32 of these under `ulimit -v 300000` left the heap no room, and the run crashed (SIGSEGV).
  static let addressSpacePerHelper = (64 << 20) + workerStackSize

  /// How many helper threads to start for `wanted` under an address-space limit (`ulimit -v`, in
  /// bytes; nil when unlimited): as many as fit, down to none (the caller does all the work).
  static func helpers(wanted: Int, addressSpaceLimit: Int?) -> Int {
    guard let limit = addressSpaceLimit else { return max(0, wanted) }
    return max(0, min(wanted, limit / addressSpacePerHelper))
  }

  /// The soft address-space limit in bytes, nil when there is none.
  static func addressSpaceLimit() -> Int? {
    var limit = rlimit()
    #if canImport(Glibc)
      let resource = __rlimit_resource_t(RLIMIT_AS.rawValue)
      let infinity = rlim_t.max
    #else
      let resource = RLIMIT_AS
      let infinity = RLIM_INFINITY
    #endif
    guard getrlimit(resource, &limit) == 0, limit.rlim_cur != infinity else { return nil }
    return Int(clamping: limit.rlim_cur)
  }

  /// Starts a joinable thread running `work`; nil when the system refuses one (EAGAIN).
  /// Tests replace it to simulate refusals.
  nonisolated(unsafe) static var startThread: (_ work: @escaping () -> Void) -> pthread_t? = defaultStartThread
  static let defaultStartThread: (_ work: @escaping () -> Void) -> pthread_t? = startPOSIXThread

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

  /// The result array's storage while workers fill it; each index is initialized by exactly one
  /// worker, then read after all finish.
  private final class Slots<T>: @unchecked Sendable {
    let base: UnsafeMutablePointer<T>
    init(_ base: UnsafeMutablePointer<T>) { self.base = base }
  }

  public static func map<T>(_ count: Int, jobs: Int, _ body: @escaping (Int) -> T) -> [T] {
    guard count > 0 else { return [] }
    // Workers initialize the result array's own storage: results gathered in a separate buffer and
    // copied out held every value's storage twice at the end (pass 1's per-file state for a whole
    // run, pass 2's results at the peak).
    return [T](unsafeUninitializedCapacity: count) { buffer, initialized in
      guard let base = buffer.baseAddress else { return }
      let slots = Slots(base)
      forEach(count, jobs: jobs) { index in (slots.base + index).initialize(to: body(index)) }
      // Every index below `count` was taken by one worker, which initialized it before it finished.
      initialized = count
    }
  }

  /// `map` into storage a later pass empties one value at a time (`Taken.take`): an array's
  /// values all live until the array goes.
  public static func mapToTake<T>(_ count: Int, jobs: Int, _ body: @escaping (Int) -> T) -> Taken<T> {
    let taken = Taken<T>(count: count)
    forEach(count, jobs: jobs) { index in (taken.base + index).initialize(to: body(index)) }
    return taken
  }

  /// Runs `body` once for every index below `count`, on up to `jobs` workers.
  public static func forEach(_ count: Int, jobs: Int, _ body: @escaping (Int) -> Void) {
    guard count > 0 else { return }
    let cursor = Cursor()
    let work = {
      while true {
        let index = cursor.take()
        if index >= count { break }
        body(index)
      }
    }
    let workers = max(1, min(jobs, count))
    var threads: [pthread_t] = []
    for _ in 0..<Parallel.helpers(wanted: workers - 1, addressSpaceLimit: addressSpaceLimit()) {
      // A refusal now means later ones too (the limit is shared): stop asking.
      guard let thread = startThread(work) else { break }
      threads.append(thread)
    }
    work()
    for thread in threads { pthread_join(thread, nil) }
  }

  /// One value per index, each taken once (from any thread, each index by one): a taken value
  /// is freed when its taker is done with it, so a pass over the values holds fewer as it goes.
  public final class Taken<T>: @unchecked Sendable {  // each slot is touched by one thread at a time
    fileprivate let base: UnsafeMutablePointer<T?>
    public let count: Int

    fileprivate init(count: Int) {
      self.count = count
      base = UnsafeMutablePointer<T?>.allocate(capacity: max(1, count))
    }

    /// The value at `index`, left empty; nil when it was taken or `index` is out of range.
    public func take(_ index: Int) -> T? {
      guard index >= 0 && index < count else { return nil }
      let value = (base + index).move()
      (base + index).initialize(to: nil)
      return value
    }

    /// Reads the value at `index` without taking it (nil when taken or out of range).
    public func peek<R>(_ index: Int, _ read: (T?) -> R) -> R {
      read(index >= 0 && index < count ? base[index] : nil)
    }

    deinit {
      base.deinitialize(count: count)
      base.deallocate()
    }
  }

  private final class Box {
    let work: () -> Void
    init(_ work: @escaping () -> Void) { self.work = work }
  }

  private static func startPOSIXThread(_ work: @escaping () -> Void) -> pthread_t? {
    var attributes = pthread_attr_t()
    guard pthread_attr_init(&attributes) == 0 else { return nil }
    defer { pthread_attr_destroy(&attributes) }
    _ = pthread_attr_setstacksize(&attributes, workerStackSize)
    let context = Unmanaged.passRetained(Box(work)).toOpaque()
    #if canImport(Glibc)
      var thread = pthread_t()
    #else
      var thread: pthread_t?
    #endif
    let created = pthread_create(
      &thread, &attributes,
      { context in
        guard let context else { return nil }
        let box = Unmanaged<Box>.fromOpaque(context).takeRetainedValue()
        box.work()
        return nil
      }, context)
    guard created == 0 else {
      Unmanaged<Box>.fromOpaque(context).release()
      return nil
    }
    return thread
  }
}
