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
  /// The bytes of the finding's source line, without its terminator; of a line longer than
  /// `LineText.maximumLength`, only its first bytes (filled in by the linter once per line and
  /// shared by the findings on it, so a finding never costs more than a bounded excerpt).
  public var lineBytes: [UInt8] = []
  /// What baselines and report fingerprints key a line too long to keep whole on (see
  /// `LineText.attachment(of:)`); nil when `lineBytes` is the whole line and they key on it.
  public var lineKey: String?
  /// The finding's remedy, if its rule knows one (see `Fix`; `--fix` applies it).
  public var fix: Fix?
  /// Other places the one problem involves (the child's declaration a call site seeds, the
  /// assignment a declaration is seeded by): shown beside the finding, never part of its
  /// identity (baselines and fingerprints key on the finding alone).
  public var related: [RelatedLocation] = []

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
  /// The longest line a finding keeps whole; a longer one (generated or minified code, or a
  /// hostile file) keeps this many bytes, and a key made of its normalized start and a digest.
  public static let maximumLength = 1024
  /// How many bytes of the normalized line the key of a long line quotes.
  static let keyQuoteLength = 160

  /// What the findings on `line` keep of it: the line, or a bounded excerpt and a key
  /// (`<normalized start> … fnv1a64:<digest of the whole normalized line>`). One pass over the line.
  public static func attachment(of line: ArraySlice<UInt8>) -> (bytes: [UInt8], key: String?) {
    guard line.count > maximumLength else { return (Array(line), nil) }
    let excerpt = Array(line.prefix(completeUTF8Prefix(of: line, upTo: maximumLength)))
    var quote: [UInt8] = []
    quote.reserveCapacity(keyQuoteLength + 4)
    var hasher = FNV1a64()
    var pendingSpace = false
    var started = false
    func emit(_ byte: UInt8) {
      hasher.combine(CollectionOfOne(byte))
      if quote.count < keyQuoteLength + 4 { quote.append(byte) }
    }
    for byte in line {
      switch byte {
      case 0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x20:
        pendingSpace = started
      default:
        if pendingSpace { emit(0x20) }
        pendingSpace = false
        started = true
        emit(byte)
      }
    }
    var shown = Array(quote.prefix(completeUTF8Prefix(of: quote[...], upTo: keyQuoteLength)))
    while shown.last == 0x20 { shown.removeLast() }
    let key = String(decoding: shown, as: UTF8.self) + " \u{2026} fnv1a64:" + hasher.hexDigest
    return (excerpt, key)
  }

  /// The length of the longest prefix of `bytes` of at most `limit` bytes that ends on a UTF-8
  /// character boundary (a sequence cut by the limit is left out whole).
  static func completeUTF8Prefix(of bytes: ArraySlice<UInt8>, upTo limit: Int) -> Int {
    guard bytes.count > limit else { return bytes.count }
    var cut = limit
    // Back up over continuation bytes (at most 3) to the start of the character the limit splits.
    var back = 0
    while back < 3 && cut > 0 && bytes[bytes.startIndex + cut] & 0xC0 == 0x80 {
      cut -= 1
      back += 1
    }
    return cut
  }

  /// The key of a finding's line in baselines: its `lineKey`, or its line normalized.
  public static func key(of diagnostic: Diagnostic) -> [UInt8] {
    if let key = diagnostic.lineKey { return Array(key.utf8) }
    return normalized(diagnostic.lineBytes)
  }

  /// Fills in `lineBytes` (and `lineKey`) of `diagnostics`, all findings in `file`: each line
  /// is read once and its bytes shared by every finding on it.
  public static func attach(to diagnostics: inout [Diagnostic], in file: ParsedFile) {
    var lines: [Int: (bytes: [UInt8], key: String?)] = [:]
    let bytes = file.bytes
    for position in diagnostics.indices {
      let line = diagnostics[position].line
      let attached: (bytes: [UInt8], key: String?)
      if let known = lines[line] {
        attached = known
      } else {
        attached = attachment(of: bytes[file.source.lineTable.range(ofLine: line, in: bytes)])
        lines[line] = attached
      }
      diagnostics[position].lineBytes = attached.bytes
      diagnostics[position].lineKey = attached.key
    }
  }

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

/// A place related to a finding, with a short note on what it is there.
public struct RelatedLocation: Sendable, Hashable {
  /// The path as reported (like `Diagnostic.path`).
  public var path: String
  /// 1-based line and UTF-8 byte column.
  public var line: Int
  public var column: Int
  /// Byte offset in its file, when known (the finding's own file); -1 otherwise.
  public var offset: Int
  public var message: String

  public init(path: String, line: Int, column: Int, offset: Int = -1, message: String) {
    self.path = path
    self.line = line
    self.column = column
    self.offset = offset
    self.message = message
  }

  /// The place of token `token` of `file`.
  public init(_ file: ParsedFile, token: TokenID, message: String) {
    let offset = file.startOffset(of: token)
    let (line, column) = file.source.location(of: offset)
    self.init(path: file.path, line: line, column: column, offset: offset, message: message)
  }
}
