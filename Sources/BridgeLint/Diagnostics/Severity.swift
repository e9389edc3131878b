/// How serious a finding is. `error` fails a run, `warning` fails it under `--strict`,
/// `info` never does.
public enum Severity: String, Sendable, CaseIterable, Comparable {
  case info
  case warning
  case error

  private var rank: Int {
    switch self {
    case .info: return 0
    case .warning: return 1
    case .error: return 2
    }
  }

  public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }

  /// The word Xcode and clang print (`note` for `info`).
  public var xcodeWord: String {
    switch self {
    case .info: return "note"
    case .warning: return "warning"
    case .error: return "error"
    }
  }
}
