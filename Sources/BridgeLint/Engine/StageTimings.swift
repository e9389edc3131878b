#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// CPU time spent per pipeline stage, summed over all worker threads (for `--timings`
/// and the benchmark). Measured with the per-thread CPU clock, so other processes on a
/// busy machine do not inflate it.
public struct StageTimings: Sendable {
  public enum Stage: Int, CaseIterable, Sendable {
    case read, tokenize, parse, index, rules, postProcess

    public var name: String {
      switch self {
      case .read: return "read"
      case .tokenize: return "tokenize"
      case .parse: return "parse"
      case .index: return "index"
      case .rules: return "rules"
      case .postProcess: return "suppress"
      }
    }
  }

  public var seconds = [Double](repeating: 0, count: Stage.allCases.count)

  public init() {}

  public subscript(stage: Stage) -> Double {
    get { seconds[stage.rawValue] }
    set { seconds[stage.rawValue] = newValue }
  }

  public mutating func add(_ other: StageTimings) {
    for index in seconds.indices { seconds[index] += other.seconds[index] }
  }

  public var total: Double { seconds.reduce(0, +) }

  /// CPU seconds used by the calling thread so far.
  public static func threadCPUTime() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }

  /// CPU seconds used by the whole process so far.
  public static func processCPUTime() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }

  /// Runs `body`, which may start worker threads while nothing else runs, adding the
  /// whole process's CPU time to `stage`.
  public mutating func measureAllThreads<T>(_ stage: Stage, _ body: () -> T) -> T {
    let start = StageTimings.processCPUTime()
    let result = body()
    self[stage] += StageTimings.processCPUTime() - start
    return result
  }

  /// Runs `body`, adding its CPU time to `stage`.
  @inline(__always)
  public mutating func measure<T>(_ stage: Stage, _ body: () -> T) -> T {
    let start = StageTimings.threadCPUTime()
    let result = body()
    self[stage] += StageTimings.threadCPUTime() - start
    return result
  }
}
