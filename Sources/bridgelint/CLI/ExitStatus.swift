/// Exit statuses (DESIGN.md "Command line"); when several apply, the highest wins.
enum ExitStatus: Int32, Comparable {
  case success = 0
  /// A finding of severity `error`, or `warning` under `--strict`.
  case findings = 1
  /// Configuration error, missing path, unreadable file, internal error.
  case failure = 2
  /// Command-line usage error (`EX_USAGE`).
  case usage = 64

  static func < (lhs: ExitStatus, rhs: ExitStatus) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// A command-line usage error: printed with the usage text, exit status 64.
struct UsageError: Error {
  var message: String
  init(_ message: String) { self.message = message }
}
