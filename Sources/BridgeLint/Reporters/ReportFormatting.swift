import Foundation

// Shared building blocks of the reporters: a hand-written JSON writer (fixed key order, so output is
// byte-for-byte deterministic), XML and URI escaping, fingerprints and code-point columns.

// MARK: - JSON

/// A JSON value whose objects keep their keys in the order written: the one JSON writer of
/// the project (reports, baselines, `bridgelint rules --format json`).
public enum JSONValue {
  case string(String)
  case int(Int)
  case bool(Bool)
  case array([JSONValue])
  case object([(String, JSONValue)])
  case null

  /// Pretty-printed with 2-space indentation and a final newline.
  public func rendered() -> String {
    var out = ""
    write(into: &out, indent: 0)
    out += "\n"
    return out
  }

  private func write(into out: inout String, indent: Int) {
    switch self {
    case .string(let text):
      JSONValue.appendQuoted(text, to: &out)
    case .int(let number):
      out += String(number)
    case .bool(let value):
      out += value ? "true" : "false"
    case .null:
      out += "null"
    case .array(let items):
      guard !items.isEmpty else {
        out += "[]"
        return
      }
      out += "[\n"
      for (position, item) in items.enumerated() {
        out += String(repeating: " ", count: indent + 2)
        item.write(into: &out, indent: indent + 2)
        out += position == items.count - 1 ? "\n" : ",\n"
      }
      out += String(repeating: " ", count: indent) + "]"
    case .object(let members):
      guard !members.isEmpty else {
        out += "{}"
        return
      }
      out += "{\n"
      for (position, (key, value)) in members.enumerated() {
        out += String(repeating: " ", count: indent + 2)
        JSONValue.appendQuoted(key, to: &out)
        out += ": "
        value.write(into: &out, indent: indent + 2)
        out += position == members.count - 1 ? "\n" : ",\n"
      }
      out += String(repeating: " ", count: indent) + "}"
    }
  }

  /// A JSON string literal. Swift strings are always valid Unicode (undecodable bytes became U+FFFD when
  /// the source was read), so only quotes, backslashes and control characters need escaping; U+2028 and
  /// U+2029 are escaped too because JavaScript string literals reject them raw.
  static func appendQuoted(_ text: String, to out: inout String) {
    out += "\""
    guard text.unicodeScalars.contains(where: needsEscape) else {
      out += text
      out += "\""
      return
    }
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case _ where needsEscape(scalar): out += "\\u" + hex(scalar.value, digits: 4, uppercase: false)
      default: out.unicodeScalars.append(scalar)
      }
    }
    out += "\""
  }

  private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0..<0x20, 0x22, 0x5C, 0x7F, 0x2028, 0x2029: return true
    default: return false
    }
  }
}

/// `value` in hexadecimal, zero-padded to `digits`.
func hex(_ value: UInt32, digits: Int, uppercase: Bool) -> String {
  let text = String(value, radix: 16, uppercase: uppercase)
  return String(repeating: "0", count: max(0, digits - text.count)) + text
}

// MARK: - Text

enum ReportText {
  /// The message with its hint, if any, in parentheses: the one-string form for formats without a hint field.
  static func messageWithHint(_ diagnostic: Diagnostic) -> String {
    guard let hint = diagnostic.nonEmptyHint else { return diagnostic.message }
    return "\(diagnostic.message) (\(hint))"
  }

  /// `text` with each line break (CRLF, LF, CR) turned into a space, for line-oriented formats.
  static func singleLine(_ text: String) -> String {
    guard text.utf8.contains(where: { $0 == 0x0A || $0 == 0x0D }) else { return text }
    var out = String.UnicodeScalarView()
    var previousWasCR = false
    for scalar in text.unicodeScalars {
      if scalar == "\n" && previousWasCR {
        previousWasCR = false
        continue
      }
      previousWasCR = scalar == "\r"
      out.append(scalar == "\n" || scalar == "\r" ? " " : scalar)
    }
    return String(out)
  }

  /// Escapes `text` for XML 1.0 attribute values and character data alike. Tab, LF and CR become
  /// character references so attribute-value normalization keeps them; characters XML 1.0 forbids
  /// (other C0 controls, U+FFFE, U+FFFF) are dropped, since no escape can represent them.
  static func xmlEscaped(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x26: out += "&amp;"
      case 0x3C: out += "&lt;"
      case 0x3E: out += "&gt;"
      case 0x22: out += "&quot;"
      case 0x27: out += "&apos;"
      case 0x09: out += "&#9;"
      case 0x0A: out += "&#10;"
      case 0x0D: out += "&#13;"
      case 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: out.unicodeScalars.append(scalar)
      default: break
      }
    }
    return out
  }

  /// A path as a URI reference (RFC 3986): relative paths stay relative, absolute ones become `file://`
  /// URIs. Bytes outside `pchar` are percent-encoded as UTF-8; `:` is encoded too so a first segment
  /// such as `a:b.swift` cannot be read as a scheme.
  static func uri(forPath path: String) -> String {
    let encoded = percentEncodedPath(path)
    return path.hasPrefix("/") ? "file://" + encoded : encoded
  }

  static func percentEncodedPath(_ path: String) -> String {
    var out = ""
    out.reserveCapacity(path.utf8.count)
    for byte in path.utf8 {
      if isKeptInURIPath(byte) {
        out.unicodeScalars.append(Unicode.Scalar(byte))
      } else {
        out += "%" + hex(UInt32(byte), digits: 2, uppercase: true)
      }
    }
    return out
  }

  private static func isKeptInURIPath(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"):
      return true
    default:
      // unreserved, sub-delims, "@" and the segment separator "/".
      return Array("-._~!$&'()*+,;=@/".utf8).contains(byte)
    }
  }
}

extension Diagnostic {
  /// Formats treat an empty hint as no hint.
  var nonEmptyHint: String? {
    guard let hint, !hint.isEmpty else { return nil }
    return hint
  }
}

extension Severity {
  /// SARIF `level`.
  var sarifLevel: String {
    switch self {
    case .info: return "note"
    case .warning: return "warning"
    case .error: return "error"
    }
  }
}

// MARK: - Source lines, columns and fingerprints

extension ReportContext {
  /// The line's bytes from `sourceLine`, without a leading BOM on line 1 (columns never count it).
  func lineBytes(_ path: String, _ line: Int) -> [UInt8]? {
    guard let sourceLine, var bytes = sourceLine(path, line) else { return nil }
    if line == 1 && bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
    return bytes
  }
}

enum SourceColumn {
  /// The 1-based Unicode code point column of 1-based UTF-8 byte column `byteColumn` in `line`.
  /// Undecodable bytes count as U+FFFD, one per maximal invalid subsequence, as UTF-8 readers do.
  /// Without the line text the column is taken as ASCII; past the end of the line, bytes count one each.
  static func codePointColumn(byteColumn: Int, in line: [UInt8]?) -> Int {
    guard let line, byteColumn > 1 else { return max(1, byteColumn) }
    let prefixLength = min(byteColumn - 1, line.count)
    let scalars = String(decoding: line[0..<prefixLength], as: UTF8.self).unicodeScalars.count
    return scalars + (byteColumn - 1 - prefixLength) + 1
  }
}

/// 64-bit FNV-1a: tiny, and unlike `Hasher` the same on every run and platform.
struct FNV1a64 {
  private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

  mutating func combine<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
    for byte in bytes {
      value ^= UInt64(byte)
      value = value &* 0x0000_0100_0000_01B3
    }
  }

  /// 16 lowercase hex digits.
  var hexDigest: String {
    hex(UInt32(truncatingIfNeeded: value >> 32), digits: 8, uppercase: false)
      + hex(UInt32(truncatingIfNeeded: value), digits: 8, uppercase: false)
  }
}

/// Stable identities for findings, so code-scanning services can follow one across commits.
///
/// The key is the rule id, the path and the source line with whitespace runs collapsed to one space and
/// trimmed (so re-indenting or moving the line keeps it), NUL-separated and hashed with FNV-1a 64.
/// Without the line text (no `sourceLine` provider, or it returned nil) the message stands in for it,
/// tagged differently so the two kinds never collide. Identical keys in one report are told apart by an
/// occurrence number, 1, 2, … in report order.
enum Fingerprint {
  struct Entry: Equatable {
    var hash: String
    var occurrence: Int
  }

  /// One entry per diagnostic, in the same order.
  static func entries(_ diagnostics: [Diagnostic], context: ReportContext) -> [Entry] {
    var seen: [String: Int] = [:]
    return diagnostics.map { diagnostic in
      var hasher = FNV1a64()
      hasher.combine(diagnostic.ruleID.utf8)
      hasher.combine([0])
      hasher.combine(diagnostic.path.utf8)
      hasher.combine([0])
      if let key = diagnostic.lineKey {
        // A long line's bounded key (the line itself is not kept).
        hasher.combine("line".utf8)
        hasher.combine([0])
        hasher.combine(key.utf8)
      } else if let line = context.lineBytes(diagnostic.path, diagnostic.line) {
        hasher.combine("line".utf8)
        hasher.combine([0])
        hasher.combine(normalized(line))
      } else {
        hasher.combine("message".utf8)
        hasher.combine([0])
        hasher.combine(diagnostic.message.utf8)
      }
      let hash = hasher.hexDigest
      let occurrence = (seen[hash] ?? 0) + 1
      seen[hash] = occurrence
      return Entry(hash: hash, occurrence: occurrence)
    }
  }

  static func normalized(_ line: [UInt8]) -> [UInt8] { LineText.normalized(line) }
}

// MARK: - Line provider

/// Ready-made providers for `ReportContext.sourceLine`.
public enum SourceLines {
  /// Serves the lines the linter attached to `diagnostics` (works for standard input too).
  public static func from(_ diagnostics: [Diagnostic]) -> @Sendable (_ path: String, _ line: Int) -> [UInt8]? {
    var lines: [String: [Int: [UInt8]]] = [:]
    for diagnostic in diagnostics { lines[diagnostic.path, default: [:]][diagnostic.line] = diagnostic.lineBytes }
    let table = lines
    return { path, line in table[path]?[line] }
  }

  /// Reads lines from the files on disk (paths as reported, relative to the current directory).
  /// Only the most recent file is kept: reports are sorted by path, so each file is read once and
  /// memory stays flat. A file linted from standard input (`--stdin-path`) is not on disk under its
  /// reported name; wrap this provider to answer for it.
  public static func fromDisk() -> @Sendable (_ path: String, _ line: Int) -> [UInt8]? {
    let cache = LastFileCache()
    return { path, line in cache.line(line, of: path) }
  }
}

/// The last file read and its line table; a lock makes the provider safe to call from any thread.
private final class LastFileCache: @unchecked Sendable {
  private let lock = NSLock()
  private var path: String?
  private var bytes: [UInt8]?
  private var table: LineTable?

  func line(_ line: Int, of path: String) -> [UInt8]? {
    lock.lock()
    defer { lock.unlock() }
    if self.path != path {
      self.path = path
      bytes = FileManager.default.contents(atPath: path).map { [UInt8]($0) }
      table = bytes.map { LineTable($0) }
    }
    guard let bytes, let table, line >= 1, line <= table.lineCount else { return nil }
    return Array(bytes[table.range(ofLine: line, in: bytes)])
  }
}
