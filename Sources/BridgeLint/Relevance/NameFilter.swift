/// A Bloom filter over the names a file spells: every identifier, and separately every
/// identifier written after a `.` (a member). Pass 1 builds it from the tokens it already
/// has, so files in which no rule can report are skipped, and pass 2 can still decide with
/// names only the project index knows without reading them again.
/// A false positive only costs the skipped work; a name that is present is never missed.
public struct NameFilter: Sendable {
  /// A name's hash, computed once per name rather than once per file.
  public struct Key: Sendable, Hashable {
    fileprivate let hash: UInt64

    public init(name: String) { self.init(text: name, isMember: false) }
    public init(member: String) { self.init(text: member, isMember: true) }

    private init(text: String, isMember: Bool) {
      let bytes = Array(text.utf8)
      hash = bytes.withUnsafeBufferPointer { NameFilter.hash($0, 0, $0.count, isMember: isMember) }
    }
  }

  private var bits: [UInt64]
  private var mask: UInt64

  public init(tokens: [Token], bytes: UnsafeBufferPointer<UInt8>) {
    // Eight bits per token (about sixteen per identifier) and four probes: identifiers repeat,
    // so each distinct name has dozens of bits (on eight apps, 1% of files pass without a name).
    var size = 512
    while size < tokens.count * 8 && size < 1 << 26 { size <<= 1 }
    var bits = [UInt64](repeating: 0, count: size / 64)
    let mask = UInt64(size - 1)
    bits.withUnsafeMutableBufferPointer { words in
      tokens.withUnsafeBufferPointer { tokens in
        var previous = TokenKind.unknown
        for token in tokens {
          defer { previous = token.kind }
          guard token.kind == .identifier else { continue }
          var start = Int(token.start)
          var end = Int(token.end)
          if end - start >= 2 && start < bytes.count && bytes[start] == UInt8(ascii: "`") {
            start += 1
            end -= 1
          }
          let mixed = NameFilter.mix(bytes, start, end)
          NameFilter.insert(NameFilter.finish(mixed), into: words, mask: mask)
          if previous == .period {
            NameFilter.insert(NameFilter.finish(mixed ^ NameFilter.memberSeed), into: words, mask: mask)
          }
        }
      }
    }
    self.bits = bits
    self.mask = mask
  }

  @inline(__always)
  private static func insert(_ hash: UInt64, into words: UnsafeMutableBufferPointer<UInt64>, mask: UInt64) {
    var probe = hash
    for _ in 0..<4 {
      let bit = probe & mask
      words[Int(bit >> 6)] |= 1 << (bit & 63)
      probe = probe >> 16 | probe << 48
    }
  }

  /// The filter to keep for pass 2 (one per file that pass 1 did not lint, for the whole run):
  /// halved while at most a sixteenth of the bits would be set (a key then passes falsely about
  /// once in 65,000 probes; at an eighth, 3% more files were linted in pass 2 on 4 M lines). Bit `b` of a filter of `n` bits is bit `b mod n/2` of the half-size
  /// one, so halving ORs the upper half of the words onto the lower: every name present stays.
  public func compacted() -> NameFilter {
    var result = self
    while result.bits.count > 8 {
      let half = result.bits.count / 2
      var set = 0
      for index in 0..<half { set += (result.bits[index] | result.bits[index + half]).nonzeroBitCount }
      guard set * 16 <= half * 64 else { break }
      result.bits = (0..<half).map { result.bits[$0] | result.bits[$0 + half] }
      result.mask >>= 1
    }
    return result
  }

  /// The bytes of bits it keeps.
  public var byteCount: Int { bits.count * 8 }

  public func mayContain(_ key: Key) -> Bool {
    var probe = key.hash
    for _ in 0..<4 {
      let bit = probe & mask
      if bits[Int(bit >> 6)] & (1 << (bit & 63)) == 0 { return false }
      probe = probe >> 16 | probe << 48
    }
    return true
  }

  /// Mixes the first and last eight bytes and the length (longer names that agree there
  /// collide, which is only a false positive).
  static func hash(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, isMember: Bool) -> UInt64 {
    let mixed = mix(bytes, start, end)
    return finish(isMember ? mixed ^ memberSeed : mixed)
  }

  private static let memberSeed: UInt64 = 0x1656_67B1_9E37_79F9

  @inline(__always)
  private static func mix(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> UInt64 {
    guard start >= 0, end <= bytes.count, start < end, let base = bytes.baseAddress else { return 0 }
    let length = end - start
    var head: UInt64 = 0
    var tail: UInt64 = 0
    if length >= 8 {
      head = UInt64(littleEndian: UnsafeRawPointer(base + start).loadUnaligned(as: UInt64.self))
      tail = UInt64(littleEndian: UnsafeRawPointer(base + end - 8).loadUnaligned(as: UInt64.self))
    } else if start + 8 <= bytes.count {
      // One load, keeping only the name's bytes.
      let word = UInt64(littleEndian: UnsafeRawPointer(base + start).loadUnaligned(as: UInt64.self))
      head = word & ((1 << (UInt64(length) * 8)) - 1)
      tail = head
    } else {
      var index = 0
      while index < length {
        head |= UInt64(base[start + index]) << (UInt64(index) * 8)
        index += 1
      }
      tail = head
    }
    return head &* 0x9E37_79B9_7F4A_7C15 ^ tail &* 0xC2B2_AE3D_27D4_EB4F ^ UInt64(length) << 1
  }

  @inline(__always)
  private static func finish(_ value: UInt64) -> UInt64 {
    var mixed = value ^ value >> 29
    mixed = mixed &* 0xBF58_476D_1CE4_E5B9
    return mixed ^ mixed >> 32
  }
}
