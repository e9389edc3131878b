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

  /// Parses one JSON text; nil when it is not JSON.
  public static func parse(_ bytes: [UInt8]) -> LSPValue? {
    try? JSONDecoder().decode(LSPValue.self, from: Data(bytes))
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
