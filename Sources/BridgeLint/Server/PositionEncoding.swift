/// How a position's `character` counts: UTF-16 code units (the protocol's default) or UTF-8
/// bytes (when the client offers `positionEncodings: ["utf-8"]`).
public enum PositionEncoding: String, Sendable {
  case utf8 = "utf-8"
  case utf16 = "utf-16"

  /// The encoding to use for a client's `general.positionEncodings`: UTF-8 when offered (the
  /// linter's own unit, no conversion), else UTF-16.
  public static func negotiate(_ offered: [String]?) -> PositionEncoding {
    (offered ?? []).contains(PositionEncoding.utf8.rawValue) ? .utf8 : .utf16
  }
}

/// A zero-based line and character, as the protocol counts them.
public struct LSPPosition: Sendable, Equatable {
  public var line: Int
  public var character: Int

  public init(line: Int, character: Int) {
    self.line = line
    self.character = character
  }

  var json: LSPValue { ["line": .int(line), "character": .int(character)] }

  init?(_ json: LSPValue?) {
    guard let line = json?["line"]?.intValue, let character = json?["character"]?.intValue else { return nil }
    self.init(line: line, character: character)
  }
}

/// Converts byte offsets of one text to protocol positions and back.
public struct PositionConverter: Sendable {
  public let encoding: PositionEncoding
  public let lines: LineTable
  private let bytes: [UInt8]

  public init(bytes: [UInt8], encoding: PositionEncoding) {
    self.bytes = bytes
    self.encoding = encoding
    lines = LineTable(bytes)
  }

  /// The position of byte `offset` (clamped to the text). An offset inside a multi-byte
  /// character counts from that character's start.
  public func position(of offset: Int) -> LSPPosition {
    let offset = min(max(offset, 0), bytes.count)
    let line = lines.line(of: offset)
    let start = lines.lineStarts[line - 1]
    return LSPPosition(line: line - 1, character: units(from: start, to: offset))
  }

  /// The byte offset of `position`: past the line's end gives the line's end, past the last
  /// line the text's end (as the protocol asks).
  public func offset(of position: LSPPosition) -> Int {
    guard position.line >= 0 else { return 0 }
    guard position.line < lines.lineCount else { return bytes.count }
    let range = lines.range(ofLine: position.line + 1, in: bytes)
    var offset = range.lowerBound
    var counted = 0
    while offset < range.upperBound && counted < position.character {
      let length = PositionConverter.sequenceLength(bytes[offset])
      counted += encoding == .utf8 ? length : (length == 4 ? 2 : 1)
      offset = min(offset + length, range.upperBound)
    }
    return offset
  }

  /// Code units of the encoding between two byte offsets on one line.
  private func units(from start: Int, to end: Int) -> Int {
    switch encoding {
    case .utf8: return end - start
    case .utf16:
      var count = 0
      var index = start
      while index < end {
        let length = PositionConverter.sequenceLength(bytes[index])
        count += length == 4 ? 2 : 1
        index += length
      }
      return count
    }
  }

  /// Length of the UTF-8 sequence a lead byte starts (1 for a stray continuation byte).
  static func sequenceLength(_ lead: UInt8) -> Int {
    switch lead {
    case 0xF0...0xF7: return 4
    case 0xE0...0xEF: return 3
    case 0xC0...0xDF: return 2
    default: return 1
    }
  }
}
