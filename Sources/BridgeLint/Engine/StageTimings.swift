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
    /// `index`: type summaries and the project index; `relevance`: each file's name filter and
    /// whether any active rule could report in it.
    case read, tokenize, parse, index, relevance, rules, postProcess

    public var name: String {
      switch self {
      case .read: return "read"
      case .tokenize: return "tokenize"
      case .parse: return "parse"
      case .index: return "index"
      case .relevance: return "relevance"
      case .rules: return "rules"
      case .postProcess: return "suppress"
      }
    }
  }

  /// Inline, one lane per stage: every file carries its timings through both passes, and an
  /// array would be a heap object per file (and per pass 2 result) for seven numbers.
  private var seconds = SIMD8<Double>(repeating: 0)
  /// Off, `measure` only runs its body: reading a thread's CPU clock is a system call (not a
  /// vDSO read), and two per stage per file cost about 5% of a whole-project run.
  public var isEnabled: Bool

  public init(enabled: Bool = true) { isEnabled = enabled }

  public subscript(stage: Stage) -> Double {
    get { seconds[stage.rawValue] }
    set { seconds[stage.rawValue] = newValue }
  }

  public mutating func add(_ other: StageTimings) {
    seconds += other.seconds
  }

  public var total: Double { seconds.sum() }

  /// CPU seconds used by the calling thread so far.
  public static func threadCPUTime() -> Double { cpuTime(CLOCK_THREAD_CPUTIME_ID) }

  private static func cpuTime(_ clock: clockid_t) -> Double {
    var time = timespec()
    clock_gettime(clock, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }

  /// Runs `body`, adding its CPU time to `stage`: the calling thread's, or with `allThreads`
  /// (for a `body` that starts worker threads while nothing else runs) the whole process's.
  @inline(__always)
  public mutating func measure<T>(_ stage: Stage, allThreads: Bool = false, _ body: () -> T) -> T {
    guard isEnabled else { return body() }
    let clock = allThreads ? CLOCK_PROCESS_CPUTIME_ID : CLOCK_THREAD_CPUTIME_ID
    let start = StageTimings.cpuTime(clock)
    let result = body()
    self[stage] += StageTimings.cpuTime(clock) - start
    return result
  }
}
