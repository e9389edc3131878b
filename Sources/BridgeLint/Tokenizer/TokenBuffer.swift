#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The lexer's growing token array. `Array.append` re-checks uniqueness and capacity
/// through generic code on every call (about a tenth of tokenizing); this buffer has one
/// owner, so an append is a compare and a store. `array()` hands the tokens over at the end.
///
/// Memory: a file of one-byte tokens (100 MB of `;`) needs 12 bytes per source byte for its
/// tokens. Growing by `realloc` (which moves large blocks by remapping pages, not copying) and
/// handing over in chunks whose source pages are released as they are copied keep the peak
/// near that, instead of the old block, the new block and the final array at once.
struct TokenBuffer: ~Copyable {
  private var base: UnsafeMutablePointer<Token>
  private var capacity: Int
  private(set) var count = 0

  init(capacity: Int) {
    self.capacity = max(capacity, 16)
    base = TokenBuffer.reallocate(nil, capacity: self.capacity)
  }

  deinit { free(base) }

  private static func reallocate(_ old: UnsafeMutablePointer<Token>?, capacity: Int) -> UnsafeMutablePointer<Token> {
    let bytes = capacity * MemoryLayout<Token>.stride
    guard let memory = realloc(old, bytes) else {
      // Deliberately a trap, as `Array` traps when memory runs out: a per-file error here would
      // only move the crash to the next allocation (the token array `array()` builds, the
      // parser's tables), which cannot fail softly in Swift. What bounds memory instead: caps on
      // stdin (512 MB), configurations and baselines, and this buffer's peak near 12 bytes per
      // source byte (see above).
      fatalError("out of memory for \(capacity) tokens")
    }
    return memory.bindMemory(to: Token.self, capacity: capacity)
  }

  @inline(__always)
  mutating func append(_ token: Token) {
    if count == capacity { grow() }
    (base + count).initialize(to: token)
    count += 1
  }

  private mutating func grow() {
    // Tokens are trivial values: moving the bytes is moving them.
    base = TokenBuffer.reallocate(base, capacity: capacity * 2)
    capacity *= 2
  }

  /// The last token, if any.
  var last: Token? { count > 0 ? base[count - 1] : nil }

  /// Changes the last token, if any (callers look at `last` first).
  mutating func updateLast(_ change: (inout Token) -> Void) {
    guard count > 0 else { return }
    change(&base[count - 1])
  }

  /// The tokens, as an array. Buffers past a megabyte are copied a megabyte at a time, and each
  /// copied run of whole pages is given back to the system at once (this buffer is freed right
  /// after): copied whole, a generated file's tokens (3.7 MB for 2.4 MB of mocks in rounds l and
  /// h) were in memory twice, which set the run's peak when such a file came late in pass 1.
  func array() -> [Token] {
    let chunk = (1 << 20) / MemoryLayout<Token>.stride
    guard count > chunk else { return Array(UnsafeBufferPointer(start: base, count: count)) }
    let page = max(Int(sysconf(Int32(_SC_PAGESIZE))), 4096)
    let start = UInt(bitPattern: UnsafeRawPointer(base))
    var released = (start + UInt(page) - 1) / UInt(page) * UInt(page)
    return [Token](unsafeUninitializedCapacity: count) { buffer, initialized in
      guard let target = buffer.baseAddress else { return }
      var copied = 0
      while copied < count {
        let length = min(chunk, count - copied)
        (target + copied).initialize(from: base + copied, count: length)
        copied += length
        let end = (start + UInt(copied * MemoryLayout<Token>.stride)) / UInt(page) * UInt(page)
        if end > released {
          _ = madvise(UnsafeMutableRawPointer(bitPattern: released), Int(end - released), MADV_DONTNEED)
          released = end
        }
      }
      initialized = count
    }
  }
}
