/// One finding: where, how serious, which rule, and what to do.
public struct Diagnostic: Sendable, Hashable {
  /// The path as reported (relative to the current directory when below it).
  public var path: String
  /// 1-based line.
  public var line: Int
  /// 1-based column in UTF-8 bytes (a leading BOM is not counted).
  public var column: Int
  public var severity: Severity
  /// The rule's identifier, e.g. `missing_did_move`.
  public var ruleID: String
  /// One sentence: what is wrong and what to do (no trailing period).
  public var message: String
  /// An optional remedy shown after the message.
  public var hint: String?
  /// Byte offset of the finding in its file (for baselines and suppression).
  public var offset: Int
  /// The bytes of the finding's source line, without its terminator (filled in by the
  /// linter; baselines and report fingerprints key on it).
  public var lineBytes: [UInt8] = []

  public init(
    path: String, line: Int, column: Int, severity: Severity, ruleID: String, message: String,
    hint: String? = nil, offset: Int = 0
  ) {
    self.path = path
    self.line = line
    self.column = column
    self.severity = severity
    self.ruleID = ruleID
    self.message = message
    self.hint = hint
    self.offset = offset
  }

  /// The reporting order: bytewise by path, then line, column, rule.
  public static func ordered(_ lhs: Diagnostic, _ rhs: Diagnostic) -> Bool {
    if lhs.path != rhs.path { return Array(lhs.path.utf8).lexicographicallyPrecedes(Array(rhs.path.utf8)) }
    if lhs.line != rhs.line { return lhs.line < rhs.line }
    if lhs.column != rhs.column { return lhs.column < rhs.column }
    if lhs.ruleID != rhs.ruleID { return lhs.ruleID < rhs.ruleID }
    return lhs.message < rhs.message
  }
}

/// Whitespace-normalized source lines: the key baselines and fingerprints share, so
/// re-indenting or moving a line keeps its identity.
public enum LineText {
  /// ASCII whitespace runs collapsed to one space, trimmed at both ends.
  public static func normalized(_ line: [UInt8]) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(line.count)
    var pendingSpace = false
    for byte in line {
      switch byte {
      case 0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x20:
        pendingSpace = !out.isEmpty
      default:
        if pendingSpace { out.append(0x20) }
        pendingSpace = false
        out.append(byte)
      }
    }
    return out
  }
}
