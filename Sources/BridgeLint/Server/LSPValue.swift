import Foundation

/// A JSON value (decodable, unlike the reporters' `JSONValue`), as the language server protocol exchanges them. Decoded with Foundation's
/// `JSONDecoder` (which keeps `true` and `1` apart, unlike `JSONSerialization` on Linux) and
/// encoded with sorted keys, so messages are deterministic.
public enum LSPValue: Sendable, Equatable, Codable {
  case null
  case bool(Bool)
  case int(Int)
  case double(Double)
  case string(String)
  case array([LSPValue])
  case object([String: LSPValue])

  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Int.self) {
      self = .int(value)
    } else if let value = try? container.decode(Double.self) {
      self = .double(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([LSPValue].self) {
      self = .array(value)
    } else {
      self = .object(try container.decode([String: LSPValue].self))
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .null: try container.encodeNil()
    case .bool(let value): try container.encode(value)
    case .int(let value): try container.encode(value)
    case .double(let value): try container.encode(value)
    case .string(let value): try container.encode(value)
    case .array(let value): try container.encode(value)
    case .object(let value): try container.encode(value)
    }
  }

  /// The member `key` of an object; nil for a missing member or another kind of value.
  public subscript(key: String) -> LSPValue? {
    guard case .object(let members) = self else { return nil }
    return members[key]
  }

  public var stringValue: String? {
    guard case .string(let value) = self else { return nil }
    return value
  }

  public var intValue: Int? {
    switch self {
    case .int(let value): return value
    case .double(let value) where value.rounded() == value && abs(value) < 1e15: return Int(value)
    default: return nil
    }
  }

  public var boolValue: Bool? {
    guard case .bool(let value) = self else { return nil }
    return value
  }

  public var arrayValue: [LSPValue]? {
    guard case .array(let value) = self else { return nil }
    return value
  }

  /// Parses one JSON text; nil when it is not JSON. The usual message is read by `PlainJSONReader`
  /// (decoding a didChange's text through `Decodable` took a tenth of an edit's time); whatever
  /// that reader does not take goes to `JSONDecoder`, whose answer decides.
  public static func parse(_ bytes: [UInt8]) -> LSPValue? {
    if let value = bytes.withUnsafeBufferPointer(PlainJSONReader.read) { return value }
    return try? JSONDecoder().decode(LSPValue.self, from: Data(bytes))
  }

  /// The compact UTF-8 encoding (object keys sorted).
  public func serialized() -> [UInt8] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    // Every case encodes; a failure would mean Foundation itself broke.
    return (try? Array(encoder.encode(self))) ?? Array("null".utf8)
  }
}

extension LSPValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral,
  ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
  public init(stringLiteral value: String) { self = .string(value) }
  public init(integerLiteral value: Int) { self = .int(value) }
  public init(booleanLiteral value: Bool) { self = .bool(value) }
  public init(arrayLiteral elements: LSPValue...) { self = .array(elements) }
  public init(dictionaryLiteral elements: (String, LSPValue)...) {
    self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
  }
}

/// Reads the JSON the protocol usually carries: objects, arrays, strings, integers, `true`, `false`
/// and `null`, as `JSONDecoder` decodes them into `LSPValue`. It answers nil (and `JSONDecoder`
/// decides) for anything else: a fraction or exponent, an integer of 19 digits or more, `-0`, a
/// surrogate escape, a duplicate key, nesting deeper than `maximumDepth`, text that is not UTF-8,
/// and every malformed text.
struct PlainJSONReader {
  /// Nesting bound: the reader recurses once per level.
  static let maximumDepth = 64
  private let bytes: UnsafeBufferPointer<UInt8>
  private var position = 0

  private init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

  static func read(_ bytes: UnsafeBufferPointer<UInt8>) -> LSPValue? {
    var reader = PlainJSONReader(bytes)
    guard let value = reader.value(depth: 0) else { return nil }
    reader.skipWhitespace()
    return reader.position == bytes.count ? value : nil
  }

  private var next: UInt8? { position < bytes.count ? bytes[position] : nil }

  private mutating func skipWhitespace() {
    while let byte = next, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { position += 1 }
  }

  /// Skips whitespace and `byte` if it comes next.
  private mutating func take(_ byte: UInt8) -> Bool {
    skipWhitespace()
    guard next == byte else { return false }
    position += 1
    return true
  }

  private mutating func value(depth: Int) -> LSPValue? {
    guard depth < PlainJSONReader.maximumDepth else { return nil }
    skipWhitespace()
    switch next {
    case UInt8(ascii: "{"):
      position += 1
      var members: [String: LSPValue] = [:]
      if take(UInt8(ascii: "}")) { return .object(members) }
      repeat {
        skipWhitespace()
        guard let key = string(), take(UInt8(ascii: ":")), let member = value(depth: depth + 1),
          members.updateValue(member, forKey: key) == nil
        else { return nil }
      } while take(UInt8(ascii: ","))
      return take(UInt8(ascii: "}")) ? .object(members) : nil
    case UInt8(ascii: "["):
      position += 1
      var elements: [LSPValue] = []
      if take(UInt8(ascii: "]")) { return .array(elements) }
      repeat {
        guard let element = value(depth: depth + 1) else { return nil }
        elements.append(element)
      } while take(UInt8(ascii: ","))
      return take(UInt8(ascii: "]")) ? .array(elements) : nil
    case UInt8(ascii: "\""): return string().map { .string($0) }
    case UInt8(ascii: "t"): return literal("true") ? .bool(true) : nil
    case UInt8(ascii: "f"): return literal("false") ? .bool(false) : nil
    case UInt8(ascii: "n"): return literal("null") ? .null : nil
    default: return integer().map { .int($0) }
    }
  }

  private mutating func literal(_ word: StaticString) -> Bool {
    let count = word.utf8CodeUnitCount
    guard bytes.count - position >= count else { return false }
    for offset in 0..<count where bytes[position + offset] != word.utf8Start[offset] { return false }
    position += count
    return true
  }

  /// `-?(0|[1-9][0-9]{0,17})` not followed by a digit, a fraction or an exponent; not `-0`.
  private mutating func integer() -> Int? {
    let negative = next == UInt8(ascii: "-")
    if negative { position += 1 }
    let start = position
    var value = 0
    // At most 18 digits: the value cannot overflow.
    while let byte = next, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9"), position - start < 18 {
      value = value * 10 + Int(byte - UInt8(ascii: "0"))
      position += 1
    }
    let digits = position - start
    guard digits > 0, digits == 1 || bytes[start] != UInt8(ascii: "0"), !(negative && value == 0) else { return nil }
    if let byte = next,
      (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e")
        || byte == UInt8(ascii: "E")
    {
      return nil
    }
    return negative ? -value : value
  }

  /// A string at `position` (its opening quote), unescaped; nil unless it is valid UTF-8 with
  /// escapes this reader takes and no raw control character.
  private mutating func string() -> String? {
    guard next == UInt8(ascii: "\"") else { return nil }
    position += 1
    let start = position
    while let byte = next, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\"), byte >= 0x20 { position += 1 }
    if next == UInt8(ascii: "\"") {
      defer { position += 1 }
      return String(validating: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
    }
    var unescaped = Array(UnsafeBufferPointer(rebasing: bytes[start..<position]))
    while let byte = next {
      position += 1
      switch byte {
      case UInt8(ascii: "\""): return String(validating: unescaped, as: UTF8.self)
      case UInt8(ascii: "\\"):
        guard let escaped = next else { return nil }
        position += 1
        if let simple = JSONEscapes.byte(escapedBy: escaped) {
          unescaped.append(simple)
        } else if escaped == UInt8(ascii: "u"), let scalar = hexScalar() {
          unescaped.append(contentsOf: String(Character(scalar)).utf8)
        } else {
          return nil
        }
      default:
        guard byte >= 0x20 else { return nil }
        unescaped.append(byte)
      }
    }
    return nil
  }

  /// The four hex digits after `\u`, when they name a scalar (not a surrogate).
  private mutating func hexScalar() -> Unicode.Scalar? {
    guard bytes.count - position >= 4 else { return nil }
    var value: UInt32 = 0
    for _ in 0..<4 {
      let byte = bytes[position]
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: return nil
      }
      value = value * 16 + UInt32(digit)
      position += 1
    }
    return Unicode.Scalar(value)
  }
}
