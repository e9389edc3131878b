/// A problem with a configuration file. Errors (malformed YAML, wrong value types, an unreadable or missing
/// file) make the run exit 2; warnings (unknown keys, rule ids or options) are printed and the run goes on.
public struct ConfigurationIssue: Sendable, Hashable, CustomStringConvertible {
  public var path: String
  /// 1-based line and UTF-8 byte column; 0 when the issue concerns the whole file (it could not be read).
  public var line: Int
  public var column: Int
  /// `.error` or `.warning`.
  public var severity: Severity
  public var message: String

  public init(path: String, line: Int, column: Int, severity: Severity, message: String) {
    self.path = path
    self.line = line
    self.column = column
    self.severity = severity
    self.message = message
  }

  public var isError: Bool { severity == .error }

  /// `path:line:column: error: message`, or `path: error: message` without a position.
  public var description: String {
    let location = line > 0 ? "\(path):\(line):\(column)" : path
    return "\(location): \(severity.rawValue): \(message)"
  }

  /// Bytewise by path, then line and column.
  public static func ordered(_ lhs: ConfigurationIssue, _ rhs: ConfigurationIssue) -> Bool {
    if lhs.path != rhs.path { return Array(lhs.path.utf8).lexicographicallyPrecedes(Array(rhs.path.utf8)) }
    if lhs.line != rhs.line { return lhs.line < rhs.line }
    if lhs.column != rhs.column { return lhs.column < rhs.column }
    return lhs.message < rhs.message
  }
}
