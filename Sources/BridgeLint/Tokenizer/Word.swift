/// Words the tokenizer recognizes: the 53 lexer-reserved keywords and `_`, plus the
/// contextual words the parser needs (`get`, `weak`, `some`, …), which stay identifiers.
/// Recognition is a string-free hash lookup on the word's bytes.
public enum Word: UInt8, Sendable, CaseIterable {
  case none = 0
  // Lexer-reserved keywords (token kind `.keyword`).
  case `Any`, `as`, `associatedtype`, `break`, `case`, `catch`, `class`, `continue`, `default`, `defer`
  case `deinit`, `do`, `else`, `enum`, `extension`, `fallthrough`, `false`, `fileprivate`, `for`, `func`
  case `guard`, `if`, `import`, `in`, initWord, `inout`, `internal`, `is`, `let`, `nil`, `operator`
  case `precedencegroup`, `private`, `protocol`, `public`, `repeat`, `rethrows`, `return`, selfWord, selfType
  case `static`, `struct`, `subscript`, `super`, `switch`, `throw`, `throws`, `true`, `try`, `typealias`
  case `var`, `where`, `while`
  case wildcard
  // Contextual words (token kind `.identifier`).
  case get, set, willSet, didSet, _modify, _read, modify, read
  case some, any, weak, unowned, lazy, override, mutating, nonmutating, final, open, required
  case convenience, dynamic, optional, indirect, nonisolated, async, await, actor, macro, package
  case consuming, borrowing, prefix, postfix, infix, distributed, sending, each, typeWord, protocolWord
  // Words after `#` in pound keywords.
  case elseif, endif, available, unavailable, sourceLocation, selector, keyPath, Preview

  /// `true` for the 53 lexer-reserved words and `_`.
  @inlinable public var isReserved: Bool { rawValue >= Word.Any.rawValue && rawValue <= Word.wildcard.rawValue }

  public var text: String {
    switch self {
    case .none: return ""
    case .wildcard: return "_"
    case .initWord: return "init"
    case .selfWord: return "self"
    case .selfType: return "Self"
    case .typeWord: return "Type"
    case .protocolWord: return "Protocol"
    default: return "\(self)"
    }
  }

  /// Recognizes the word in `bytes[start..<end]` (no bounds beyond that range are read).
  @inlinable
  public static func recognize(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Word {
    recognize(bytes, start, end, in: WordTable.shared)
  }

  /// As `recognize(_:_:_:)`, with the table passed in (a global's lazy-initialization check
  /// per identifier is measurable in the tokenizer).
  @inlinable
  public static func recognize(
    _ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, in table: WordTable
  ) -> Word {
    let length = end - start
    guard length > 0 && length <= 16 && start >= 0 && end <= bytes.count, let base = bytes.baseAddress else {
      return .none
    }
    // Most names (`Text`, `String`, …) start with a byte no word starts with: no hashing.
    if !table.mayStartWord(base[start]) { return .none }
    var low: UInt64 = 0
    var high: UInt64 = 0
    if length >= 8 {
      // Two (possibly overlapping) 8-byte loads inside the range, shifted into place.
      low = UInt64(littleEndian: UnsafeRawPointer(base + start).loadUnaligned(as: UInt64.self))
      if length > 8 {
        let tail = UInt64(littleEndian: UnsafeRawPointer(base + end - 8).loadUnaligned(as: UInt64.self))
        high = tail >> (UInt64(16 - length) * 8)
      }
    } else if start + 8 <= bytes.count {
      // One 8-byte load inside the buffer, keeping only the word's bytes.
      let word = UInt64(littleEndian: UnsafeRawPointer(base + start).loadUnaligned(as: UInt64.self))
      low = word & ((1 << (UInt64(length) * 8)) - 1)
    } else {
      var index = 0
      while index < length {
        low |= UInt64(base[start + index]) << (UInt64(index) * 8)
        index += 1
      }
    }
    return table.lookup(low: low, high: high, length: length)
  }

  public static func recognize(_ text: String) -> Word {
    let bytes = Array(text.utf8)
    return bytes.withUnsafeBufferPointer { recognize($0, 0, $0.count) }
  }
}

/// Open-addressing table from packed word bytes to `Word`.
public final class WordTable: Sendable {
  public static let shared = WordTable()

  private struct Entry {
    var low: UInt64 = 0
    var high: UInt64 = 0
    var length: UInt8 = 0
    var word: Word = .none
  }

  private static let slotCount = 512
  private let entries: [Entry]
  /// Bit `b - 0x40` is set when a word starts with byte `b` (every word starts with a letter
  /// or `_`, all in 0x40–0x7F; all bits are set should one ever not).
  @usableFromInline let firstBytes: UInt64

  private init() {
    var entries = [Entry](repeating: Entry(), count: WordTable.slotCount)
    var firstBytes: UInt64 = 0
    for word in Word.allCases where word != .none {
      let bytes = Array(word.text.utf8)
      if let first = bytes.first, first >= 0x40 && first < 0x80 {
        firstBytes |= 1 << UInt64(first - 0x40)
      } else {
        firstBytes = .max
      }
      var entry = Entry(length: UInt8(bytes.count), word: word)
      for (index, byte) in bytes.enumerated() {
        if index < 8 {
          entry.low |= UInt64(byte) << (UInt64(index) * 8)
        } else {
          entry.high |= UInt64(byte) << (UInt64(index - 8) * 8)
        }
      }
      var slot = WordTable.hash(entry.low, entry.high, bytes.count)
      while entries[slot].length != 0 { slot = (slot + 1) & (WordTable.slotCount - 1) }
      entries[slot] = entry
    }
    self.entries = entries
    self.firstBytes = firstBytes
  }

  /// Could a word start with `byte`?
  @inlinable
  public func mayStartWord(_ byte: UInt8) -> Bool {
    if firstBytes == .max { return true }
    return byte >= 0x40 && byte < 0x80 && (firstBytes >> UInt64(byte - 0x40)) & 1 != 0
  }

  @inline(__always)
  static func hash(_ low: UInt64, _ high: UInt64, _ length: Int) -> Int {
    let mixed = (low &* 0x9E37_79B9_7F4A_7C15) ^ (high &* 0xC2B2_AE3D_27D4_EB4F) ^ UInt64(length)
    return Int(truncatingIfNeeded: (mixed >> 40) & UInt64(slotCount - 1))
  }

  @usableFromInline
  func lookup(low: UInt64, high: UInt64, length: Int) -> Word {
    entries.withUnsafeBufferPointer { table in
      // Slots are masked to the table's size, so every probe is in range; the table is
      // never full (110 words in 512 slots), so the probe ends at an empty slot.
      var slot = WordTable.hash(low, high, length)
      while true {
        let entry = table[slot & (WordTable.slotCount - 1)]
        if entry.length == 0 { return .none }
        if Int(entry.length) == length && entry.low == low && entry.high == high { return entry.word }
        slot = (slot + 1) & (WordTable.slotCount - 1)
      }
    }
  }
}
