/// The lexer's growing token array. `Array.append` re-checks uniqueness and capacity
/// through generic code on every call (about a tenth of tokenizing); this buffer has one
/// owner, so an append is a compare and a store. `array()` hands the tokens over at the end.
struct TokenBuffer: ~Copyable {
  private var base: UnsafeMutablePointer<Token>
  private var capacity: Int
  private(set) var count = 0

  init(capacity: Int) {
    self.capacity = max(capacity, 16)
    base = .allocate(capacity: self.capacity)
  }

  deinit { base.deallocate() }

  @inline(__always)
  mutating func append(_ token: Token) {
    if count == capacity { grow() }
    (base + count).initialize(to: token)
    count += 1
  }

  private mutating func grow() {
    let larger = UnsafeMutablePointer<Token>.allocate(capacity: capacity * 2)
    larger.moveInitialize(from: base, count: count)
    base.deallocate()
    base = larger
    capacity *= 2
  }

  /// The last token, if any.
  var last: Token? { count > 0 ? base[count - 1] : nil }

  /// Changes the last token, if any (callers look at `last` first).
  mutating func updateLast(_ change: (inout Token) -> Void) {
    guard count > 0 else { return }
    change(&base[count - 1])
  }

  /// The tokens, as an array.
  func array() -> [Token] { Array(UnsafeBufferPointer(start: base, count: count)) }
}
