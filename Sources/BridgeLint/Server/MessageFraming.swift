/// The base protocol's framing: `Content-Length: N` headers, a blank line, N bytes of JSON.
/// Fed bytes as they arrive; hands out whole message bodies, or a framing error for a header
/// it cannot use. After an error it resynchronises on the next `Content-Length` header: a bad
/// header block is dropped with whatever follows it up to that header, and an oversized body is
/// skipped up to its declared length or that header, whichever comes first (a client whose body
/// was shorter than it declared is back in step with its next message).
public struct MessageFramer: Sendable {
  public enum Frame: Sendable, Equatable {
    case message([UInt8])
    /// A header block without a usable `Content-Length`, or a body over the size limit (skipped).
    case error(String)
  }

  /// Largest body accepted; bigger ones are skipped (a 3,000-line file is ~150 KB).
  public let maximumBodySize: Int
  private var buffer: [UInt8] = []
  private var start = 0
  /// Bytes of an oversized body still to drop (unless a `Content-Length` header comes first).
  private var skipping = 0
  /// After a header block without a usable length: drop bytes up to the next `Content-Length`.
  private var resynchronising = false

  public init(maximumBodySize: Int = 64 << 20) {
    self.maximumBodySize = maximumBodySize
  }

  public mutating func append(_ bytes: some Collection<UInt8>) {
    buffer.append(contentsOf: bytes)
  }

  /// The next complete frame, or nil until more bytes arrive.
  public mutating func next() -> Frame? {
    if (skipping > 0 || resynchronising) && !resynchronise() {
      compact()
      return nil
    }
    guard let (headerEnd, bodyStart) = headerBlockEnd() else {
      compact()
      return nil
    }
    let header = buffer[start..<headerEnd]
    guard let length = MessageFramer.contentLength(header) else {
      // No usable length: the block is dropped and reading resumes at the next length header.
      start = bodyStart
      resynchronising = true
      compact()
      return .error("a message header without a valid Content-Length")
    }
    if length > maximumBodySize {
      start = bodyStart
      skipping = length
      compact()
      return .error("a message of \(length) bytes, over the limit of \(maximumBodySize)")
    }
    guard buffer.count - bodyStart >= length else { return nil }
    let body = Array(buffer[bodyStart..<(bodyStart + length)])
    start = bodyStart + length
    compact()
    return .message(body)
  }

  private static let lengthHeader = Array("content-length:".utf8)

  /// Drops bytes up to the next `Content-Length` header (within an oversized body: up to its end
  /// at most). True when reading can go on from `start`; false until more bytes arrive (the tail
  /// that may begin a header is kept, so a header split across reads is still found).
  private mutating func resynchronise() -> Bool {
    let pattern = MessageFramer.lengthHeader
    let limit = skipping > 0 ? min(buffer.count, start + skipping) : buffer.count
    var index = start
    while index + pattern.count <= buffer.count && index < limit {
      if MessageFramer.matchesIgnoringCase(buffer, at: index, pattern) {
        drop(index - start)
        skipping = 0
        resynchronising = false
        return true
      }
      index += 1
    }
    if skipping > 0 && buffer.count - start >= skipping {
      // The whole declared body went by without a header in it: read on after it.
      drop(skipping)
      skipping = 0
      return true
    }
    drop(max(0, min(limit, buffer.count - (pattern.count - 1)) - start))
    return false
  }

  private mutating func drop(_ count: Int) {
    start += count
    if skipping > 0 { skipping = max(0, skipping - count) }
  }

  private static func matchesIgnoringCase(_ bytes: [UInt8], at index: Int, _ pattern: [UInt8]) -> Bool {
    for (offset, expected) in pattern.enumerated() {
      var byte = bytes[index + offset]
      if byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") { byte += 0x20 }
      if byte != expected { return false }
    }
    return true
  }

  /// Where the header block ends (`\r\n\r\n`, or `\n\n` from lenient clients) and the body starts.
  private func headerBlockEnd() -> (Int, Int)? {
    var index = start
    // Leading blank lines between messages are tolerated.
    let end = buffer.count
    while index < end {
      if buffer[index] == 0x0A {
        let lineStart = index + 1
        if lineStart < end && buffer[lineStart] == 0x0A { return (index, lineStart + 1) }
        if lineStart + 1 < end && buffer[lineStart] == 0x0D && buffer[lineStart + 1] == 0x0A {
          return (index, lineStart + 2)
        }
      }
      index += 1
    }
    return nil
  }

  /// The value of `Content-Length` (header names are case-insensitive), if one is a valid count.
  static func contentLength(_ header: ArraySlice<UInt8>) -> Int? {
    var found: Int?
    for line in header.split(separator: 0x0A) {
      var line = line
      if line.last == 0x0D { line = line.dropLast() }
      guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else {
        if line.isEmpty { continue }
        return nil
      }
      let name = String(decoding: line[line.startIndex..<colon], as: UTF8.self)
      guard name.lowercased() == "content-length" else { continue }
      let value = String(decoding: line[(colon + 1)...], as: UTF8.self).trimmingSpaces
      guard let count = Int(value), count >= 0 else { return nil }
      found = count
    }
    return found
  }

  /// Drops consumed bytes once they are half the buffer (amortized linear).
  private mutating func compact() {
    if start > 0 && start * 2 >= buffer.count {
      buffer.removeFirst(start)
      start = 0
    }
  }

  /// `body` framed for sending.
  public static func frame(_ body: [UInt8]) -> [UInt8] {
    Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
  }
}

extension String {
  fileprivate var trimmingSpaces: String {
    var scalars = Substring(self)
    while let first = scalars.first, first == " " || first == "\t" { scalars = scalars.dropFirst() }
    while let last = scalars.last, last == " " || last == "\t" || last == "\r" { scalars = scalars.dropLast() }
    return String(scalars)
  }
}
