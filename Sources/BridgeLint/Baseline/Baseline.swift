import Foundation

/// Findings recorded to be hidden: adopt bridgelint on a legacy codebase now, fix later.
///
/// An entry is keyed by file, rule and the whitespace-normalized text of the finding's
/// line (not its number), so it survives edits elsewhere in the file; `count` says how
/// many identical findings it covers, so a new identical finding still shows.
///
/// File format (pretty, sorted, deterministic JSON). Version 2 stores `file` relative to the
/// baseline file's folder, so the baseline works from any working directory; version 1 (older
/// bridgelint) stored it as printed, relative to the working directory, and is still read:
/// ```
/// {
///   "entries": [
///     { "count": 1, "file": "Sources/Map.swift", "line": "uiView.delegate = context.coordinator", "rule": "delegate_in_update" }
///   ],
///   "version": 2
/// }
/// ```
public struct Baseline: Sendable, Equatable {
  public struct Key: Hashable, Sendable, Comparable {
    public var file: String
    public var rule: String
    public var line: String

    public init(file: String, rule: String, line: String) {
      self.file = file
      self.rule = rule
      self.line = line
    }

    public static func < (lhs: Key, rhs: Key) -> Bool {
      if lhs.file != rhs.file { return Array(lhs.file.utf8).lexicographicallyPrecedes(Array(rhs.file.utf8)) }
      if lhs.rule != rhs.rule { return lhs.rule < rhs.rule }
      return Array(lhs.line.utf8).lexicographicallyPrecedes(Array(rhs.line.utf8))
    }
  }

  /// The version written; `parse` reads it and every older one.
  public static let currentVersion = 2
  public static let supportedVersions = 1...currentVersion

  public var counts: [Key: Int]
  /// The file format's version: 1 keys files relative to the working directory, 2 relative to
  /// the baseline file's folder.
  public var version: Int

  public init(counts: [Key: Int] = [:], version: Int = Baseline.currentVersion) {
    self.counts = counts
    self.version = version
  }

  /// The key of `diagnostic` with `file` as its path (default: the path as reported).
  public static func key(for diagnostic: Diagnostic, file: String? = nil) -> Key {
    Key(
      file: file ?? diagnostic.path, rule: diagnostic.ruleID,
      line: String(decoding: LineText.key(of: diagnostic), as: UTF8.self))
  }

  /// A baseline recording `diagnostics`, each under the path `file` gives (default: as reported).
  public init(recording diagnostics: [Diagnostic], file: (Diagnostic) -> String = { $0.path }) {
    var counts: [Key: Int] = [:]
    for diagnostic in diagnostics {
      counts[Baseline.key(for: diagnostic, file: file(diagnostic)), default: 0] &+= 1
    }
    self.init(counts: counts)
  }

  /// What applying a baseline did.
  public struct Application: Sendable {
    /// The findings not covered, in their order.
    public var kept: [Diagnostic]
    /// How many findings the baseline hid.
    public var hiddenCount: Int
    /// Entries that covered no finding, sorted.
    public var unmatched: [Key]
  }

  /// For each key, the first `count` findings (in report order) are hidden. `files` gives the
  /// paths a finding may be recorded under, tried in order (the baseline-relative one, and for a
  /// version 1 baseline the one relative to the working directory too); one entry's count is
  /// shared by them, so nothing is hidden twice.
  public func apply(to diagnostics: [Diagnostic], files: (Diagnostic) -> [String]) -> Application {
    var remaining = counts
    var matched = Set<Key>()
    var hidden = 0
    let kept = diagnostics.filter { diagnostic in
      for file in files(diagnostic) {
        let key = Baseline.key(for: diagnostic, file: file)
        guard let left = remaining[key], left > 0 else { continue }
        remaining[key] = left - 1
        matched.insert(key)
        hidden += 1
        return false
      }
      return true
    }
    let unmatched = counts.keys.filter { !matched.contains($0) }.sorted()
    return Application(kept: kept, hiddenCount: hidden, unmatched: unmatched)
  }

  /// The findings not covered, keyed by the path as reported.
  public func filter(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
    apply(to: diagnostics, files: { [$0.path] }).kept
  }

  // MARK: - File format

  public func serialized() -> String {
    let entries = counts.keys.sorted().map { key -> JSONValue in
      .object([
        ("count", .int(counts[key] ?? 0)), ("file", .string(key.file)), ("line", .string(key.line)),
        ("rule", .string(key.rule)),
      ])
    }
    return JSONValue.object([("entries", .array(entries)), ("version", .int(Baseline.currentVersion))]).rendered()
  }

  /// Why a baseline cannot be used, and where (1-based line and UTF-8 column; 0 for the whole file).
  public struct FormatError: Error, Sendable, Equatable, CustomStringConvertible {
    public var message: String
    public var line: Int
    public var column: Int

    public init(message: String, line: Int = 0, column: Int = 0) {
      self.message = message
      self.line = line
      self.column = column
    }

    /// `line:column: message`, or the message alone without a position.
    public var description: String { line > 0 ? "\(line):\(column): \(message)" : message }
  }

  /// Reads a baseline file's text, strictly: exactly the keys and types the format has
  /// (`"count": true` is not 1), counts from 1 to `Int.max`, a known `version`. Entries with one
  /// key add up, saturating at `Int.max`.
  public static func parse(_ bytes: [UInt8]) -> Result<Baseline, FormatError> {
    var reader = BaselineJSON(bytes)
    let root: BaselineJSON.Value
    do {
      root = try reader.document()
    } catch let error as FormatError {
      return .failure(error)
    } catch {
      return .failure(FormatError(message: "not valid JSON"))
    }
    do {
      return .success(try decode(root))
    } catch let error as FormatError {
      return .failure(error)
    } catch {
      return .failure(FormatError(message: "not a baseline"))
    }
  }

  private static func decode(_ root: BaselineJSON.Value) throws -> Baseline {
    guard case .object(let members) = root.kind else {
      throw root.error("expected an object with \"entries\" and \"version\", found \(root.kind.name)")
    }
    var entries: [BaselineJSON.Value]?
    var version: Int?
    for member in members {
      switch member.key {
      case "entries":
        guard case .array(let items) = member.value.kind else {
          throw member.value.error("\"entries\" must be an array, found \(member.value.kind.name)")
        }
        entries = items
      case "version":
        guard case .number(let text) = member.value.kind, let number = Int(text),
          supportedVersions.contains(number)
        else {
          throw member.value.error(
            "unknown baseline version \(member.value.kind.shortText) (this bridgelint reads versions "
              + "\(supportedVersions.lowerBound) to \(supportedVersions.upperBound); a newer bridgelint wrote it?)")
        }
        version = number
      default:
        throw member.keyError("unknown key \"\(member.key)\" (a baseline has \"entries\" and \"version\")")
      }
    }
    guard let version else { throw root.error("missing \"version\"") }
    guard let entries else { throw root.error("missing \"entries\"") }
    var counts: [Key: Int] = [:]
    for (index, entry) in entries.enumerated() {
      let (key, count) = try decodeEntry(entry, number: index + 1)
      let (sum, overflow) = counts[key, default: 0].addingReportingOverflow(count)
      counts[key] = overflow ? Int.max : sum
    }
    return Baseline(counts: counts, version: version)
  }

  private static func decodeEntry(_ entry: BaselineJSON.Value, number: Int) throws -> (Key, Int) {
    guard case .object(let members) = entry.kind else {
      throw entry.error("entry \(number): expected an object, found \(entry.kind.name)")
    }
    var strings: [String: String] = [:]
    var count = 1
    for member in members {
      switch member.key {
      case "file", "rule", "line":
        guard case .string(let text) = member.value.kind else {
          throw member.value.error(
            "entry \(number): \"\(member.key)\" must be a string, found \(member.value.kind.name)")
        }
        strings[member.key] = text
      case "count":
        guard case .number(let text) = member.value.kind, text.allSatisfy({ $0.isNumber || $0 == "-" }) else {
          throw member.value.error(
            "entry \(number): \"count\" must be a positive integer, found \(member.value.kind.name)")
        }
        guard let value = Int(text), value >= 1 else {
          throw member.value.error("entry \(number): \"count\" must be from 1 to \(Int.max), found \(text)")
        }
        count = value
      default:
        throw member.keyError(
          "entry \(number): unknown key \"\(member.key)\" (an entry has \"count\", \"file\", \"line\" and \"rule\")")
      }
    }
    guard let file = strings["file"], let rule = strings["rule"], let line = strings["line"] else {
      throw entry.error("entry \(number): needs \"file\", \"rule\" and \"line\" strings")
    }
    guard !file.isEmpty, !rule.isEmpty else {
      throw entry.error("entry \(number): \"file\" and \"rule\" must not be empty")
    }
    return (Key(file: file, rule: rule, line: line), count)
  }
}

/// A strict JSON reader that keeps positions, for baseline errors that say where. Nesting is
/// bounded (a baseline is three levels deep), so the recursion never depends on the input.
struct BaselineJSON {
  struct Value {
    enum Kind {
      case object([Member])
      case array([Value])
      case string(String)
      /// The literal's text, as written (validated against JSON's number grammar).
      case number(String)
      case bool(Bool)
      case null

      var name: String {
        switch self {
        case .object: return "an object"
        case .array: return "an array"
        case .string: return "a string"
        case .number(let text): return "the number \(text)"
        case .bool(let value): return value ? "true" : "false"
        case .null: return "null"
        }
      }

      /// The value as written, for scalars.
      var shortText: String {
        switch self {
        case .string(let text): return "\"\(text.prefix(40))\""
        case .number(let text): return text
        default: return name
        }
      }
    }

    var kind: Kind
    var line: Int
    var column: Int

    func error(_ message: String) -> Baseline.FormatError {
      Baseline.FormatError(message: message, line: line, column: column)
    }
  }

  struct Member {
    var key: String
    var keyLine: Int
    var keyColumn: Int
    var value: Value

    func keyError(_ message: String) -> Baseline.FormatError {
      Baseline.FormatError(message: message, line: keyLine, column: keyColumn)
    }
  }

  static let maximumDepth = 16

  private let bytes: [UInt8]
  private var offset = 0
  private var line = 1
  private var lineStart = 0

  init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  private var column: Int { offset - lineStart + 1 }

  private func failure(_ message: String, line: Int? = nil, column: Int? = nil) -> Baseline.FormatError {
    Baseline.FormatError(message: message, line: line ?? self.line, column: column ?? self.column)
  }

  mutating func document() throws -> Value {
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
      offset = 3
      lineStart = 3
    }
    skipWhitespace()
    guard offset < bytes.count else { throw failure("empty file: expected a JSON object") }
    let value = try parseValue(depth: 0)
    skipWhitespace()
    guard offset == bytes.count else { throw failure("unexpected text after the JSON value") }
    return value
  }

  private mutating func skipWhitespace() {
    while offset < bytes.count {
      switch bytes[offset] {
      case 0x20, 0x09, 0x0D: offset += 1
      case 0x0A:
        offset += 1
        line += 1
        lineStart = offset
      default: return
      }
    }
  }

  private mutating func parseValue(depth: Int) throws -> Value {
    guard depth < BaselineJSON.maximumDepth else { throw failure("nesting too deep for a baseline") }
    let (startLine, startColumn) = (line, column)
    guard offset < bytes.count else { throw failure("unexpected end of file: expected a value") }
    func value(_ kind: Value.Kind) -> Value { Value(kind: kind, line: startLine, column: startColumn) }
    switch bytes[offset] {
    case UInt8(ascii: "{"):
      offset += 1
      var members: [Member] = []
      var keys = Set<String>()
      skipWhitespace()
      if offset < bytes.count && bytes[offset] == UInt8(ascii: "}") {
        offset += 1
        return value(.object([]))
      }
      while true {
        skipWhitespace()
        let (keyLine, keyColumn) = (line, column)
        guard offset < bytes.count else {
          throw failure(
            "unterminated object (the '{' at \(startLine):\(startColumn) is never closed)", line: startLine,
            column: startColumn)
        }
        guard bytes[offset] == UInt8(ascii: "\"") else { throw failure("expected a quoted key") }
        let key = try parseString()
        guard keys.insert(key).inserted else {
          throw failure("duplicate key \"\(key)\"", line: keyLine, column: keyColumn)
        }
        skipWhitespace()
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: ":") else { throw failure("expected ':'") }
        offset += 1
        skipWhitespace()
        let member = try parseValue(depth: depth + 1)
        members.append(Member(key: key, keyLine: keyLine, keyColumn: keyColumn, value: member))
        skipWhitespace()
        guard offset < bytes.count else {
          throw failure(
            "unterminated object (the '{' at \(startLine):\(startColumn) is never closed)", line: startLine,
            column: startColumn)
        }
        if bytes[offset] == UInt8(ascii: ",") {
          offset += 1
          continue
        }
        guard bytes[offset] == UInt8(ascii: "}") else { throw failure("expected ',' or '}'") }
        offset += 1
        return value(.object(members))
      }
    case UInt8(ascii: "["):
      offset += 1
      var items: [Value] = []
      skipWhitespace()
      if offset < bytes.count && bytes[offset] == UInt8(ascii: "]") {
        offset += 1
        return value(.array([]))
      }
      while true {
        skipWhitespace()
        guard offset < bytes.count else {
          throw failure(
            "unterminated array (the '[' at \(startLine):\(startColumn) is never closed)", line: startLine,
            column: startColumn)
        }
        items.append(try parseValue(depth: depth + 1))
        skipWhitespace()
        guard offset < bytes.count else {
          throw failure(
            "unterminated array (the '[' at \(startLine):\(startColumn) is never closed)", line: startLine,
            column: startColumn)
        }
        if bytes[offset] == UInt8(ascii: ",") {
          offset += 1
          continue
        }
        guard bytes[offset] == UInt8(ascii: "]") else { throw failure("expected ',' or ']'") }
        offset += 1
        return value(.array(items))
      }
    case UInt8(ascii: "\""):
      return value(.string(try parseString()))
    case UInt8(ascii: "t"):
      try literal("true")
      return value(.bool(true))
    case UInt8(ascii: "f"):
      try literal("false")
      return value(.bool(false))
    case UInt8(ascii: "n"):
      try literal("null")
      return value(.null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      return value(.number(try parseNumber()))
    default:
      throw failure("unexpected character: expected a JSON value")
    }
  }

  private mutating func literal(_ word: StaticString) throws {
    let expected = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
    guard bytes.count - offset >= expected.count, bytes[offset..<(offset + expected.count)].elementsEqual(expected)
    else { throw failure("unexpected word: expected a JSON value") }
    offset += expected.count
  }

  /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`
  private mutating func parseNumber() throws -> String {
    let start = offset
    func digits() -> Int {
      let first = offset
      while offset < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[offset]) { offset += 1 }
      return offset - first
    }
    if bytes[offset] == UInt8(ascii: "-") { offset += 1 }
    let integerStart = offset
    let integerDigits = digits()
    guard integerDigits > 0 else { throw failure("malformed number") }
    guard integerDigits == 1 || bytes[integerStart] != UInt8(ascii: "0") else {
      throw failure("malformed number (leading zero)")
    }
    if offset < bytes.count && bytes[offset] == UInt8(ascii: ".") {
      offset += 1
      guard digits() > 0 else { throw failure("malformed number") }
    }
    if offset < bytes.count && (bytes[offset] == UInt8(ascii: "e") || bytes[offset] == UInt8(ascii: "E")) {
      offset += 1
      if offset < bytes.count && (bytes[offset] == UInt8(ascii: "+") || bytes[offset] == UInt8(ascii: "-")) {
        offset += 1
      }
      guard digits() > 0 else { throw failure("malformed number") }
    }
    return String(decoding: bytes[start..<offset], as: UTF8.self)
  }

  /// A string literal from its opening quote; the text must be valid UTF-8.
  private mutating func parseString() throws -> String {
    let (startLine, startColumn) = (line, column)
    offset += 1
    var out: [UInt8] = []
    while true {
      guard offset < bytes.count else {
        throw failure("unterminated string", line: startLine, column: startColumn)
      }
      let byte = bytes[offset]
      switch byte {
      case UInt8(ascii: "\""):
        offset += 1
        guard let text = String(validating: out, as: UTF8.self) else {
          throw failure("the string is not valid UTF-8", line: startLine, column: startColumn)
        }
        return text
      case UInt8(ascii: "\\"):
        offset += 1
        guard offset < bytes.count else { throw failure("unterminated string", line: startLine, column: startColumn) }
        let escaped = bytes[offset]
        offset += 1
        if let simple = JSONEscapes.byte(escapedBy: escaped) {
          out.append(simple)
          continue
        }
        switch escaped {
        case UInt8(ascii: "u"):
          var scalar = try hexQuad()
          if (0xD800...0xDBFF).contains(scalar) {
            guard bytes.count - offset >= 6, bytes[offset] == UInt8(ascii: "\\"), bytes[offset + 1] == UInt8(ascii: "u")
            else { throw failure("unpaired surrogate in \\u escape") }
            offset += 2
            let low = try hexQuad()
            guard (0xDC00...0xDFFF).contains(low) else { throw failure("unpaired surrogate in \\u escape") }
            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
          }
          guard let unicode = Unicode.Scalar(scalar) else { throw failure("invalid \\u escape") }
          out.append(contentsOf: Array(String(Character(unicode)).utf8))
        default:
          throw failure("invalid escape in a string")
        }
      case 0x00..<0x20:
        throw failure("control character in a string (write it escaped)")
      default:
        out.append(byte)
        offset += 1
      }
    }
  }

  private mutating func hexQuad() throws -> UInt32 {
    guard bytes.count - offset >= 4 else { throw failure("invalid \\u escape") }
    var value: UInt32 = 0
    for _ in 0..<4 {
      let byte = bytes[offset]
      let digit: UInt32
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
      default: throw failure("invalid \\u escape")
      }
      value = value * 16 + digit
      offset += 1
    }
    return value
  }
}
