/// One Swift file as bytes. Everything downstream (tokens, syntax, findings)
/// refers to it by UTF-8 byte offsets; line and column are computed only when
/// a finding is reported.
public final class SourceFile: @unchecked Sendable {
  /// The path as it will be reported (relative to the current directory when below it).
  public let path: String
  /// The file's bytes exactly as stored: no BOM stripping, no newline normalization.
  public let bytes: [UInt8]

  private var cachedLineTable: LineTable?

  public init(path: String, bytes: [UInt8]) {
    self.path = path
    self.bytes = bytes
  }

  public convenience init(path: String, text: String) {
    self.init(path: path, bytes: Array(text.utf8))
  }

  /// Line starts, built on first use (most files have no findings and never need it).
  public var lineTable: LineTable {
    if let table = cachedLineTable { return table }
    let table = LineTable(bytes)
    cachedLineTable = table
    return table
  }

  /// 1-based line and UTF-8 byte column of `offset`.
  public func location(of offset: Int) -> (line: Int, column: Int) {
    lineTable.location(of: offset)
  }

  /// The text of a byte range, decoded leniently (invalid UTF-8 becomes U+FFFD).
  public func text(_ start: Int, _ end: Int) -> String {
    let lower = max(0, min(start, bytes.count))
    let upper = max(lower, min(end, bytes.count))
    return String(decoding: bytes[lower..<upper], as: UTF8.self)
  }
}
