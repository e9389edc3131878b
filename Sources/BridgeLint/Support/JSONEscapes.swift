/// JSON's one-character string escapes, shared by the baseline reader and the server's message
/// reader.
enum JSONEscapes {
  /// The byte a one-character escape stands for (`n` in `\n` → 0x0A), nil for `u` and anything
  /// JSON does not define.
  static func byte(escapedBy letter: UInt8) -> UInt8? {
    switch letter {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): return letter
    case UInt8(ascii: "b"): return 0x08
    case UInt8(ascii: "f"): return 0x0C
    case UInt8(ascii: "n"): return 0x0A
    case UInt8(ascii: "r"): return 0x0D
    case UInt8(ascii: "t"): return 0x09
    default: return nil
    }
  }
}
