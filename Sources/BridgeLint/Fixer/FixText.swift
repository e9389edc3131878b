/// Byte-level questions fixes ask about the text they edit: where a line starts and ends, its
/// indentation, the file's line ending and indentation unit, and whether an offset lies in a
/// comment. Everything not edited stays byte for byte (BOM, CRLF, a missing final newline).
public struct FixText {
  public let file: ParsedFile
  public var bytes: [UInt8] { file.bytes }

  public init(_ file: ParsedFile) { self.file = file }

  private static let newline = UInt8(ascii: "\n")
  private static let carriageReturn = UInt8(ascii: "\r")

  private func isTerminator(_ byte: UInt8) -> Bool { byte == FixText.newline || byte == FixText.carriageReturn }

  /// The offset where the line holding `offset` starts (after a BOM on the first line). Found in
  /// the line table, so many questions about one long line cost a binary search each, not a scan.
  public func lineStart(of offset: Int) -> Int {
    let bytes = self.bytes
    let index = min(max(0, offset), bytes.count)
    // Between the two bytes of a CRLF: the line starts here, as after any terminator byte.
    if index > 0 && index < bytes.count && bytes[index - 1] == FixText.carriageReturn && bytes[index] == FixText.newline
    {
      return index
    }
    let starts = file.source.lineTable.lineStarts
    let line = file.source.lineTable.line(of: index)
    let start = starts.indices.contains(line - 1) ? min(starts[line - 1], index) : 0
    if start == 0 && bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return 3 }
    return start
  }

  /// The offset of the terminator of the line holding `offset` (the file's end on the last line).
  public func lineEnd(of offset: Int) -> Int {
    let bytes = self.bytes
    let index = min(max(0, offset), bytes.count)
    if index == bytes.count || isTerminator(bytes[index]) { return index }
    let range = file.source.lineTable.range(ofLine: file.source.lineTable.line(of: index), in: bytes)
    return max(range.upperBound, index)
  }

  /// The length of the terminator at `offset` (`\r\n` is 2, the file's end 0).
  public func terminatorLength(at offset: Int) -> Int {
    let bytes = self.bytes
    guard offset >= 0 && offset < bytes.count else { return 0 }
    if bytes[offset] == FixText.carriageReturn {
      return offset + 1 < bytes.count && bytes[offset + 1] == FixText.newline ? 2 : 1
    }
    return bytes[offset] == FixText.newline ? 1 : 0
  }

  /// Only spaces and tabs in `range`, checked from its start (the scan stops at the first other byte).
  private func isBlank(_ range: Range<Int>) -> Bool {
    let bytes = self.bytes
    return range.allSatisfy { bytes[$0] == 0x20 || bytes[$0] == 0x09 }
  }

  /// Only spaces and tabs in `range`, checked from its end: asked for each of many items on one
  /// line, the scans cost the gaps between them, not the line each.
  private func isBlankBefore(_ range: Range<Int>) -> Bool {
    let bytes = self.bytes
    var index = range.upperBound
    while index > range.lowerBound {
      guard bytes[index - 1] == 0x20 || bytes[index - 1] == 0x09 else { return false }
      index -= 1
    }
    return true
  }

  /// Only spaces and tabs between the start of its line and `offset`.
  public func startsLine(_ offset: Int) -> Bool { isBlankBefore(lineStart(of: offset)..<offset) }

  /// The leading spaces and tabs of the line holding `offset`.
  public func indentation(ofLineAt offset: Int) -> String {
    let bytes = self.bytes
    let start = lineStart(of: offset)
    var end = start
    while end < bytes.count && (bytes[end] == 0x20 || bytes[end] == 0x09) { end += 1 }
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }

  /// The file's line ending: the first terminator's (`\n` for a one-line file).
  public var lineEnding: String {
    let bytes = self.bytes
    guard let first = bytes.firstIndex(where: isTerminator) else { return "\n" }
    switch terminatorLength(at: first) {
    case 2: return "\r\n"
    default: return bytes[first] == FixText.carriageReturn ? "\r" : "\n"
    }
  }

  /// The terminator of the line holding `offset` (the file's `lineEnding` on a last line without
  /// one): an inserted line matches its neighbours even in a file of mixed line endings.
  public func lineEnding(ofLineAt offset: Int) -> String {
    let end = lineEnd(of: offset)
    switch terminatorLength(at: end) {
    case 2: return "\r\n"
    case 1: return bytes[end] == FixText.carriageReturn ? "\r" : "\n"
    default: return lineEnding
    }
  }

  /// One level of indentation: a tab when most indented lines start with one, else the most
  /// common step between the indentation of consecutive lines (4 spaces when none is seen).
  public var indentationUnit: String {
    let bytes = self.bytes
    var tabs = 0
    var spaces = 0
    var steps: [Int: Int] = [:]
    var previous = 0
    var index = 0
    while index < bytes.count {
      var width = 0
      let first = bytes[index]
      while index < bytes.count && bytes[index] == 0x20 {
        width += 1
        index += 1
      }
      if first == 0x09 { tabs += 1 } else if width > 0 { spaces += 1 }
      let blank = index >= bytes.count || isTerminator(bytes[index])
      if !blank && first != 0x09 {
        if width > previous { steps[width - previous, default: 0] += 1 }
        previous = width
      }
      while index < bytes.count && !isTerminator(bytes[index]) { index += 1 }
      index += 1
    }
    if tabs > spaces { return "\t" }
    let step = steps.max { ($0.value, -$0.key) < ($1.value, -$1.key) }?.key ?? 4
    return String(repeating: " ", count: min(max(step, 1), 8))
  }

  /// The comment containing `offset` strictly inside it (not at its first byte), if any.
  public func comment(around offset: Int) -> Comment? {
    let comments = file.comments
    let position = comments.partitionPoint { Int($0.start) < offset } - 1
    guard position >= 0 else { return nil }
    let comment = comments[position]
    return Int(comment.end) > offset ? comment : nil
  }

  /// Whether a comment starts inside `range` (or one contains its start): text a fix that
  /// moves `range` would move with it.
  public func containsComment(_ range: Range<Int>) -> Bool {
    let comments = file.comments
    let next = comments.partitionPoint { Int($0.start) < range.lowerBound }
    return comment(around: range.lowerBound) != nil
      || (next < comments.count && Int(comments[next].start) < range.upperBound)
  }

  /// Where a line inserted after the code ending at `end` goes: the end of that line, when the
  /// rest of it is whitespace or a `//` comment. nil when more code or a block comment follows
  /// there (a fix would have to split the line).
  public func endOfLineAfter(_ end: Int) -> Int? {
    let lineEnd = self.lineEnd(of: end)
    let comments = file.comments
    var cursor = end
    var position = comments.partitionPoint { Int($0.start) < end }
    while cursor < lineEnd {
      let byte = bytes[cursor]
      if byte == 0x20 || byte == 0x09 {
        cursor += 1
        continue
      }
      guard position < comments.count, Int(comments[position].start) == cursor else { return nil }
      let comment = comments[position]
      if Int(comment.end) > lineEnd { return nil }
      cursor = Int(comment.end)
      position += 1
    }
    return comment(around: lineEnd) == nil ? lineEnd : nil
  }

  /// An edit inserting `line` (no terminator) as a new line after the statement spanning
  /// `statement`, indented like the statement's own line. nil unless the statement begins its
  /// line and nothing but a comment follows it there.
  public func insertLine(_ line: String, after statement: Range<Int>) -> FixEdit? {
    guard startsLine(statement.lowerBound), let point = endOfLineAfter(statement.upperBound) else { return nil }
    return .insert(lineEnding(ofLineAt: point) + indentation(ofLineAt: statement.lowerBound) + line, at: point)
  }

  /// An edit inserting `line` as a new line before the statement starting at `start`, with the
  /// statement's indentation. nil unless the statement begins its line.
  public func insertLine(_ line: String, before start: Int) -> FixEdit? {
    guard startsLine(start), comment(around: start) == nil else { return nil }
    return .insert(line + lineEnding(ofLineAt: start) + indentation(ofLineAt: start), at: start)
  }

  /// The range that removes `range` cleanly: its whole line with the terminator when nothing else
  /// is on that line; else `range` with the spaces before it (a trailing comment) or after it.
  public func removalRange(of range: Range<Int>) -> Range<Int> {
    let start = lineStart(of: range.lowerBound)
    let end = lineEnd(of: range.upperBound)
    let before = isBlankBefore(start..<range.lowerBound)
    let after = isBlank(range.upperBound..<end)
    if before && after {
      let terminator = terminatorLength(at: end)
      // The last line has no terminator: take the one before it, so the file still ends as it did.
      guard terminator == 0, start > 0, start != lineStart(of: 0) else { return start..<(end + terminator) }
      let previous = bytes[start - 1] == FixText.newline && start >= 2 && bytes[start - 2] == FixText.carriageReturn
      return (start - (previous ? 2 : 1))..<end
    }
    if after {
      var lower = range.lowerBound
      while lower > start && (bytes[lower - 1] == 0x20 || bytes[lower - 1] == 0x09) { lower -= 1 }
      return lower..<end
    }
    var upper = range.upperBound
    while upper < end && (bytes[upper] == 0x20 || bytes[upper] == 0x09) { upper += 1 }
    return range.lowerBound..<upper
  }

  /// The source text of `range` (clamped).
  public func text(_ range: Range<Int>) -> String {
    let lower = min(max(0, range.lowerBound), bytes.count)
    let upper = min(max(lower, range.upperBound), bytes.count)
    return String(decoding: bytes[lower..<upper], as: UTF8.self)
  }
}
