#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

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
  /// One past the last byte of the range the finding covers (its anchor token or a wider
  /// expression); `offset` when it covers nothing. Editors and fixes use the range.
  public var endOffset: Int
  /// 1-based line and UTF-8 column of `endOffset`.
  public var endLine: Int
  public var endColumn: Int
  /// The bytes of the finding's source line, without its terminator (filled in by the
  /// linter; baselines and report fingerprints key on it).
  public var lineBytes: [UInt8] = []
  /// The finding's remedy, if its rule knows one (see `Fix`; `--fix` applies it).
  public var fix: Fix?

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
    self.endOffset = offset
    self.endLine = line
    self.endColumn = column
  }

  /// The reporting order: bytewise by path, then line, column, rule.
  public static func ordered(_ lhs: Diagnostic, _ rhs: Diagnostic) -> Bool {
    if lhs.path != rhs.path { return Bytewise.less(lhs.path, rhs.path) }
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

/// Bytewise (UTF-8) ordering of strings: the order paths are reported in, independent of
/// Unicode normalization and locale.
public enum Bytewise {
  public static func less(_ lhs: String, _ rhs: String) -> Bool {
    var left = lhs
    var right = rhs
    return left.withUTF8 { a in right.withUTF8 { b in less(a, b) } }
  }

  public static func less(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
    let common = min(a.count, b.count)
    if common > 0, let left = a.baseAddress, let right = b.baseAddress {
      let order = memcmp(left, right, common)
      if order != 0 { return order < 0 }
    }
    return a.count < b.count
  }

  /// `strings` sorted bytewise (each string's bytes are fetched once, not per comparison).
  public static func sorted(_ strings: [String]) -> [String] {
    var keyed = strings.map { string -> (bytes: [UInt8], string: String) in (Array(string.utf8), string) }
    keyed.sort { first, second in
      first.bytes.withUnsafeBufferPointer { a in second.bytes.withUnsafeBufferPointer { b in less(a, b) } }
    }
    return keyed.map { $0.string }
  }
}
