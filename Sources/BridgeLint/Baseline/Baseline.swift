import Foundation

/// Findings recorded to be hidden: adopt bridgelint on a legacy codebase now, fix later.
///
/// An entry is keyed by file, rule and the whitespace-normalized text of the finding's
/// line (not its number), so it survives edits elsewhere in the file; `count` says how
/// many identical findings it covers, so a new identical finding still shows.
///
/// File format (pretty, sorted, deterministic JSON):
/// ```
/// {
///   "entries": [
///     { "count": 1, "file": "Sources/Map.swift", "line": "uiView.delegate = context.coordinator", "rule": "delegate_in_update" }
///   ],
///   "version": 1
/// }
/// ```
public struct Baseline: Sendable, Equatable {
  public struct Key: Hashable, Sendable, Comparable {
    public var file: String
    public var rule: String
    public var line: String

    public static func < (lhs: Key, rhs: Key) -> Bool {
      if lhs.file != rhs.file { return Array(lhs.file.utf8).lexicographicallyPrecedes(Array(rhs.file.utf8)) }
      if lhs.rule != rhs.rule { return lhs.rule < rhs.rule }
      return Array(lhs.line.utf8).lexicographicallyPrecedes(Array(rhs.line.utf8))
    }
  }

  public var counts: [Key: Int]

  public init(counts: [Key: Int] = [:]) {
    self.counts = counts
  }

  public static func key(for diagnostic: Diagnostic) -> Key {
    Key(
      file: diagnostic.path, rule: diagnostic.ruleID,
      line: String(decoding: LineText.normalized(diagnostic.lineBytes), as: UTF8.self))
  }

  /// A baseline recording `diagnostics`.
  public init(recording diagnostics: [Diagnostic]) {
    var counts: [Key: Int] = [:]
    for diagnostic in diagnostics { counts[Baseline.key(for: diagnostic), default: 0] += 1 }
    self.counts = counts
  }

  /// The findings not covered: for each key, the first `count` findings (in report order) are hidden.
  public func filter(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
    var remaining = counts
    return diagnostics.filter { diagnostic in
      let key = Baseline.key(for: diagnostic)
      guard let left = remaining[key], left > 0 else { return true }
      remaining[key] = left - 1
      return false
    }
  }

  // MARK: - File format

  public func serialized() -> String {
    let entries = counts.keys.sorted().map { key -> JSONValue in
      .object([
        ("count", .int(counts[key] ?? 0)), ("file", .string(key.file)), ("line", .string(key.line)),
        ("rule", .string(key.rule)),
      ])
    }
    return JSONValue.object([("entries", .array(entries)), ("version", .int(1))]).rendered()
  }

  public struct FormatError: Error, Sendable, Equatable {
    public var message: String
  }

  /// Reads a baseline file's text.
  public static func parse(_ bytes: [UInt8]) -> Result<Baseline, FormatError> {
    let root: Any
    do {
      root = try JSONSerialization.jsonObject(with: Data(bytes), options: [])
    } catch {
      return .failure(FormatError(message: "not valid JSON"))
    }
    guard let object = root as? [String: Any], let entries = object["entries"] as? [Any] else {
      return .failure(FormatError(message: "expected an object with an \"entries\" array"))
    }
    var counts: [Key: Int] = [:]
    for (index, entry) in entries.enumerated() {
      guard let fields = entry as? [String: Any], let file = fields["file"] as? String,
        let rule = fields["rule"] as? String, let line = fields["line"] as? String
      else {
        return .failure(FormatError(message: "entry \(index + 1): needs \"file\", \"rule\" and \"line\" strings"))
      }
      var count = 1
      if let value = fields["count"] {
        guard let number = value as? Int, number >= 1 else {
          return .failure(FormatError(message: "entry \(index + 1): \"count\" must be a positive integer"))
        }
        count = number
      }
      counts[Key(file: file, rule: rule, line: line), default: 0] += count
    }
    return .success(Baseline(counts: counts))
  }
}
