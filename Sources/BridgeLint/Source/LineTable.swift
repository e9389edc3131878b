/// Byte offsets of line starts. CRLF, LF and a lone CR each end a line; a UTF-8
/// BOM at the start of the file is not counted in columns.
public struct LineTable: Sendable {
  /// `lineStarts[i]` is the byte offset where line `i + 1` begins.
  public let lineStarts: [Int]
  let bomLength: Int

  public init(_ bytes: [UInt8]) {
    var starts = [0]
    starts.reserveCapacity(bytes.count / 32 + 1)
    var index = 0
    let count = bytes.count
    while index < count {
      let byte = bytes[index]
      index += 1
      if byte == UInt8(ascii: "\n") {
        starts.append(index)
      } else if byte == UInt8(ascii: "\r") {
        if index < count && bytes[index] == UInt8(ascii: "\n") { index += 1 }
        starts.append(index)
      }
    }
    lineStarts = starts
    bomLength = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
  }

  public var lineCount: Int { lineStarts.count }

  /// 1-based line index containing `offset` (offsets past the end map to the last line).
  public func line(of offset: Int) -> Int {
    max(lineStarts.partitionPoint { $0 <= offset }, 1)
  }

  /// 1-based line and 1-based UTF-8 byte column.
  public func location(of offset: Int) -> (line: Int, column: Int) {
    let line = line(of: offset)
    var column = offset - lineStarts[line - 1] + 1
    if line == 1 && bomLength > 0 && offset >= bomLength { column -= bomLength }
    return (line, max(1, column))
  }

  /// Byte range of line `line` (1-based), without its terminator.
  public func range(ofLine line: Int, in bytes: [UInt8]) -> Range<Int> {
    guard line >= 1 && line <= lineStarts.count else { return 0..<0 }
    let start = lineStarts[line - 1]
    var end = line < lineStarts.count ? lineStarts[line] : bytes.count
    while end > start && (bytes[end - 1] == UInt8(ascii: "\n") || bytes[end - 1] == UInt8(ascii: "\r")) {
      end -= 1
    }
    return start..<end
  }
}
