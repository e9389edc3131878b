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
