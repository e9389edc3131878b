/// A Bloom filter over the names a file spells: every identifier, and separately every
/// identifier written after a `.` (a member). Pass 1 builds it from the tokens it already
/// has, so files in which no rule can report are skipped, and pass 2 can still decide with
/// names only the project index knows without reading them again.
/// A false positive only costs the skipped work; a name that is present is never missed.
public struct NameFilter: Sendable {
  /// A name's hash, computed once per name rather than once per file.
  public struct Key: Sendable, Hashable {
    fileprivate let hash: UInt64

    /// The 32 bits a compacted filter keeps.
    var short: UInt32 { UInt32(truncatingIfNeeded: hash >> 32) }

    public init(name: String) { self.init(text: name, isMember: false) }
    public init(member: String) { self.init(text: member, isMember: true) }

    private init(text: String, isMember: Bool) {
      let bytes = Array(text.utf8)
      hash = bytes.withUnsafeBufferPointer { NameFilter.hash($0, 0, $0.count, isMember: isMember) }
    }
  }

  /// The Bloom filter's words: a power of two, at least eight (`mask` follows from their count);
  /// empty once `compacted` kept sorted hashes instead. Two arrays and nothing else: pass 1 keeps
  /// a filter per file to the end of the pass.
  private var bits: [UInt64]
  private var mask: UInt64 { UInt64(truncatingIfNeeded: bits.count &* 64 &- 1) }
  /// The names' hashes (32 of their bits), sorted, once `compacted` found them smaller than the
  /// bits (then empty); until then, as `init` met them, with most repeats left out.
  private var hashes: [UInt32]
  /// `hashes` is sorted and answers instead of `bits`.
  private var isSorted: Bool { bits.isEmpty }

  public init(tokens: [Token], bytes: UnsafeBufferPointer<UInt8>) {
    // Eight bits per token (about sixteen per identifier) and four probes: identifiers repeat,
    // so each distinct name has dozens of bits (on eight apps, 1% of files pass without a name).
    var size = 512
    while size < tokens.count * 8 && size < 1 << 26 { size <<= 1 }
    var bits = [UInt64](repeating: 0, count: size / 64)
    let mask = UInt64(size - 1)
    // Each identifier lists at most two hashes (the name, and the member after a period). Counted
    // first, not taken as two per token: for a large file in flight that was megabytes unused.
    var capacity = 0
    var before = TokenKind.unknown
    for token in tokens {
      if token.kind == .identifier { capacity += before == .period ? 2 : 1 }
      before = token.kind
    }
    let hashes = [UInt32](unsafeUninitializedCapacity: capacity) { listed, count in
      count = bits.withUnsafeMutableBufferPointer { words in
        tokens.withUnsafeBufferPointer { tokens in
          // The last hash listed in each of 512 slots (by its low bits): a repeat of a recent name
          // is not listed again. Each slot starts with a value whose low bits are another slot's,
          // so no hash matches it.
          withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 512) { recent -> Int in
            for slot in 0..<512 { recent.initializeElement(at: slot, to: UInt32(slot ^ 1)) }
            var listedCount = 0
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
              var hash = NameFilter.finish(mixed)
              for kind in 0..<2 {
                if kind == 1 {
                  guard previous == .period else { break }
                  hash = NameFilter.finish(mixed ^ NameFilter.memberSeed)
                }
                NameFilter.insert(hash, into: words, mask: mask)
                let short = UInt32(truncatingIfNeeded: hash >> 32)
                let slot = Int(short & 511)
                if recent[slot] != short && listedCount < listed.count {
                  recent[slot] = short
                  listed.initializeElement(at: listedCount, to: short)
                  listedCount += 1
                }
              }
            }
            return listedCount
          }
        }
      }
    }
    self.bits = bits
    self.hashes = hashes
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
  /// Then, when fewer bytes, the names' hashes are kept sorted instead of the bits: four bytes a
  /// name against eight to sixteen, and a name falsely found once in millions of probes.
  public func compacted() -> NameFilter {
    var result = self
    result.hashes = []
    while result.bits.count > 8 {
      let half = result.bits.count / 2
      var set = 0
      for index in 0..<half { set += (result.bits[index] | result.bits[index + half]).nonzeroBitCount }
      guard set * 16 <= half * 64 else { break }
      result.bits = (0..<half).map { result.bits[$0] | result.bits[$0 + half] }
    }
    // Not when hopeless: sorting costs (the list may repeat names `init` did not recognise).
    guard hashes.count < result.bits.count * 8 else { return result }
    var sorted = hashes
    sorted.sort()
    var count = 0
    for hash in sorted where count == 0 || sorted[count - 1] != hash {
      sorted[count] = hash
      count += 1
    }
    guard count * 4 < result.bits.count * 8 else { return result }
    result.bits = []
    result.hashes = Array(sorted[..<count])
    return result
  }

  /// The bytes of bits, or of sorted hashes, it keeps.
  public var byteCount: Int { isSorted ? hashes.count * 4 : bits.count * 8 }

  public func mayContain(_ key: Key) -> Bool {
    if isSorted {
      let short = key.short
      let low = hashes.partitionPoint { $0 < short }
      return low < hashes.count && hashes[low] == short
    }
    var probe = key.hash
    for _ in 0..<4 {
      let bit = probe & mask
      if bits[Int(bit >> 6)] & (1 << (bit & 63)) == 0 { return false }
      probe = probe >> 16 | probe << 48
    }
    return true
  }

  /// Many names asked at once (a rule's list of project views): their short hashes sorted, so a
  /// filter keeping sorted hashes is searched from its side when that is shorter.
  public struct KeySet: Sendable {
    let keys: [Key]
    private let shorts: [UInt32]

    public init(_ keys: [Key]) {
      self.keys = keys
      shorts = keys.map(\.short).sorted()
    }

    func contains(short: UInt32) -> Bool {
      let low = shorts.partitionPoint { $0 < short }
      return low < shorts.count && shorts[low] == short
    }
  }

  /// `keys.keys.contains(where: mayContain)`, without a search per key when the filter keeps
  /// fewer hashes than there are keys.
  public func mayContainAny(_ keys: KeySet) -> Bool {
    if isSorted && hashes.count < keys.keys.count { return hashes.contains { keys.contains(short: $0) } }
    return keys.keys.contains(where: mayContain)
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
