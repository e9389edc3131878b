// A hand-written parser for the YAML subset `.bridgelint.yml` uses (DESIGN.md, "Configuration"):
// block mappings and sequences, flow sequences and mappings, plain/single/double-quoted scalars, comments and an
// optional leading `---`. Everything else is a `YAMLError` with a position, never a crash.
//
// The parser works on UTF-8 bytes, line by line, with an explicit stack of open block collections,
// so nesting depth never turns into recursion; depth is capped so deinitialising the tree is bounded too.

/// A place in a YAML text: 1-based line, 1-based column in UTF-8 bytes (a leading BOM is not counted).
public struct YAMLPosition: Sendable, Hashable, Comparable, CustomStringConvertible {
  public var line: Int
  public var column: Int

  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  public static func < (lhs: YAMLPosition, rhs: YAMLPosition) -> Bool {
    (lhs.line, lhs.column) < (rhs.line, rhs.column)
  }

  public var description: String { "\(line):\(column)" }
}

/// A scalar as written: its text (quotes removed, escapes resolved), how it was quoted, and where.
public struct YAMLScalar: Sendable, Hashable {
  public enum Style: Sendable, Hashable { case plain, singleQuoted, doubleQuoted }

  public var value: String
  public var style: Style
  public var position: YAMLPosition

  public init(_ value: String, style: Style = .plain, position: YAMLPosition) {
    self.value = value
    self.style = style
    self.position = position
  }

  public var line: Int { position.line }
  public var column: Int { position.column }

  /// `key:` with nothing after it, `~` or `null`; a quoted empty string is not null.
  public var isNull: Bool {
    style == .plain && (value.isEmpty || value == "~" || value == "null" || value == "Null" || value == "NULL")
  }

  /// YAML 1.2 core-schema booleans; quoted text is a string, not a boolean.
  public var bool: Bool? {
    guard style == .plain else { return nil }
    switch value {
    case "true", "True", "TRUE": return true
    case "false", "False", "FALSE": return false
    default: return nil
    }
  }

  /// A plain decimal integer with an optional sign.
  public var integer: Int? {
    guard style == .plain else { return nil }
    return Int(value)
  }
}

/// A `key: value` pair of a block mapping.
public struct YAMLEntry: Sendable, Hashable {
  public var key: YAMLScalar
  public var value: YAMLNode

  public init(key: YAMLScalar, value: YAMLNode) {
    self.key = key
    self.value = value
  }
}

/// A parsed YAML value. Collections carry the position of their first token (`-`, `[` or first key).
public enum YAMLNode: Sendable, Hashable {
  case scalar(YAMLScalar)
  case sequence([YAMLNode], position: YAMLPosition)
  case mapping([YAMLEntry], position: YAMLPosition)

  public var position: YAMLPosition {
    switch self {
    case .scalar(let scalar): return scalar.position
    case .sequence(_, let position), .mapping(_, let position): return position
    }
  }

  /// "a mapping", "a list", "a string"… for error messages.
  public var kindDescription: String {
    switch self {
    case .scalar(let scalar): return scalar.isNull ? "nothing" : "a scalar"
    case .sequence: return "a list"
    case .mapping: return "a mapping"
    }
  }
}

/// Why a text is not in the supported YAML subset, and where.
public struct YAMLError: Error, Sendable, Hashable, CustomStringConvertible {
  public var message: String
  public var position: YAMLPosition

  public init(_ message: String, at position: YAMLPosition) {
    self.message = message
    self.position = position
  }

  public var line: Int { position.line }
  public var column: Int { position.column }
  public var description: String { "\(position.line):\(position.column): \(message)" }
}

public enum YAMLParser {
  /// Deepest nesting of collections accepted. Real configurations use three or four levels; the cap keeps
  /// hostile input from building trees whose (recursive) destruction or comparison could exhaust the stack.
  public static let maximumDepth = 128

  /// Parses one document. Returns nil when the text holds no value (empty, blank or only comments).
  public static func parse(_ text: String) throws(YAMLError) -> YAMLNode? {
    try parse(bytes: Array(text.utf8))
  }

  public static func parse(bytes: [UInt8]) throws(YAMLError) -> YAMLNode? {
    let parser = BlockParser(bytes: bytes)
    return try parser.parseDocument()
  }

  /// Text for messages: control characters escaped, long text shortened, so a hostile key cannot
  /// flood or garble a terminal.
  public static func quoted(_ text: String, limit: Int = 60) -> String {
    var result = "'"
    var count = 0
    for scalar in text.unicodeScalars {
      if count == limit {
        result += "…"
        break
      }
      count += 1
      switch scalar.value {
      // Controls, line separators and bidirectional overrides are shown as escapes.
      case 0..<0x20, 0x7F..<0xA0, 0x200E, 0x200F, 0x2028...0x202E, 0x2066...0x2069:
        result += "\\u{\(String(scalar.value, radix: 16))}"
      default:
        result.unicodeScalars.append(scalar)
      }
    }
    return result + "'"
  }
}

// MARK: - Bytes

private enum Byte {
  static let space = UInt8(ascii: " ")
  static let tab = UInt8(ascii: "\t")
  static let newline = UInt8(ascii: "\n")
  static let carriageReturn = UInt8(ascii: "\r")
  static let hash = UInt8(ascii: "#")
  static let colon = UInt8(ascii: ":")
  static let dash = UInt8(ascii: "-")
  static let comma = UInt8(ascii: ",")
  static let openBracket = UInt8(ascii: "[")
  static let closeBracket = UInt8(ascii: "]")
  static let openBrace = UInt8(ascii: "{")
  static let closeBrace = UInt8(ascii: "}")
  static let singleQuote = UInt8(ascii: "'")
  static let doubleQuote = UInt8(ascii: "\"")
  static let backslash = UInt8(ascii: "\\")
  static let dot = UInt8(ascii: ".")
}

// MARK: - Block structure

/// An open block mapping or sequence. A class so appending to the innermost collection never copies it.
private final class Frame {
  enum Kind { case mapping, sequence }

  let kind: Kind
  /// Column - 1 of the keys or `-` markers.
  let indent: Int
  let position: YAMLPosition
  /// A sequence whose `-` sits at its parent key's column (`key:\n- a`); a key at that column ends it.
  let isIndentless: Bool
  var entries: [YAMLEntry] = []
  var items: [YAMLNode] = []
  var keyLines: [String: Int] = [:]
  /// A key or `-` seen whose value has not been read yet, and where a missing value is reported.
  var pendingKey: YAMLScalar?
  var pendingItem: YAMLPosition?

  init(kind: Kind, indent: Int, position: YAMLPosition, isIndentless: Bool = false) {
    self.kind = kind
    self.indent = indent
    self.position = position
    self.isIndentless = isIndentless
  }

  var isAwaitingValue: Bool { pendingKey != nil || pendingItem != nil }

  func complete(with value: YAMLNode) {
    if let key = pendingKey {
      entries.append(YAMLEntry(key: key, value: value))
      pendingKey = nil
    } else if pendingItem != nil {
      items.append(value)
      pendingItem = nil
    }
  }

  /// Gives a key or `-` that never got a value an empty (null) value at its own position.
  func completeWithNull() {
    if let key = pendingKey {
      complete(with: .scalar(YAMLScalar("", position: key.position)))
    } else if let position = pendingItem {
      complete(with: .scalar(YAMLScalar("", position: position)))
    }
  }

  var node: YAMLNode {
    switch kind {
    case .mapping: return .mapping(entries, position: position)
    case .sequence: return .sequence(items, position: position)
    }
  }
}

/// What a line (or the rest of a line after `- `) starts.
private enum LineContent {
  case sequenceEntry
  case mappingEntry(key: YAMLScalar, afterColon: Int)
  case value
}

/// One parse; a class so the hot byte-scanning helpers don't copy parser state in debug builds.
private final class BlockParser {
  let bytes: [UInt8]
  var line = 1
  var lineStart = 0
  var stack: [Frame] = []
  var root: YAMLNode?
  var sawDocumentStart = false

  init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  func byte(_ offset: Int) -> UInt8? {
    offset >= 0 && offset < bytes.count ? bytes[offset] : nil
  }

  func position(_ offset: Int) -> YAMLPosition {
    YAMLPosition(line: line, column: offset - lineStart + 1)
  }

  func isBlankOrEnd(_ offset: Int) -> Bool {
    guard let byte = byte(offset) else { return true }
    return byte == Byte.space || byte == Byte.tab || byte == Byte.newline || byte == Byte.carriageReturn
  }

  func isLineEnd(_ offset: Int) -> Bool {
    guard let byte = byte(offset) else { return true }
    return byte == Byte.newline || byte == Byte.carriageReturn
  }

  func skipSpaces(_ offset: Int) -> Int {
    var offset = offset
    while let byte = byte(offset), byte == Byte.space || byte == Byte.tab { offset += 1 }
    return offset
  }

  func skipToLineEnd(_ offset: Int) -> Int {
    var offset = offset
    while !isLineEnd(offset) { offset += 1 }
    return offset
  }

  /// Steps over the line break at `offset` (CRLF, LF or a lone CR) and starts the next line.
  func consumeLineBreak(_ offset: Int) -> Int {
    guard let first = byte(offset) else { return offset }
    var next = offset + 1
    if first == Byte.carriageReturn, byte(next) == Byte.newline { next += 1 }
    line += 1
    lineStart = next
    return next
  }

  func text(_ start: Int, _ end: Int) -> String {
    let lower = max(0, min(start, bytes.count))
    let upper = max(lower, min(end, bytes.count))
    return String(decoding: bytes[lower..<upper], as: UTF8.self)
  }

  /// Spaces, then the end of the line or a comment; anything else is an error. Returns the line end.
  func expectLineEnd(_ offset: Int, after what: String) throws(YAMLError) -> Int {
    let next = skipSpaces(offset)
    if isLineEnd(next) { return next }
    if byte(next) == Byte.hash && next > offset { return skipToLineEnd(next) }
    if byte(next) == Byte.colon {
      throw YAMLError(
        "unexpected ':' after \(what); a nested mapping must start on its own line", at: position(next))
    }
    throw YAMLError("unexpected text after \(what)", at: position(next))
  }

  // MARK: Document

  func parseDocument() throws(YAMLError) -> YAMLNode? {
    var offset = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    lineStart = offset
    while offset < bytes.count {
      var cursor = offset
      while byte(cursor) == Byte.space { cursor += 1 }
      if byte(cursor) == Byte.tab {
        let afterWhitespace = skipSpaces(cursor)
        if !isLineEnd(afterWhitespace) && byte(afterWhitespace) != Byte.hash {
          throw YAMLError("tab characters are not allowed in indentation; indent with spaces", at: position(cursor))
        }
        cursor = afterWhitespace
      }
      if byte(cursor) == Byte.hash {
        cursor = skipToLineEnd(cursor)
      } else if !isLineEnd(cursor) {
        cursor = try parseLine(contentAt: cursor)
      }
      offset = consumeLineBreak(skipToLineEnd(cursor))
    }
    while !stack.isEmpty { closeInnermost() }
    return root
  }

  /// Handles one line whose first non-space byte is at `start`; returns where the line's text ends.
  func parseLine(contentAt start: Int) throws(YAMLError) -> Int {
    if start == lineStart, let marker = try documentMarker(at: start) { return marker }
    var cursor = start
    while true {
      let content = try classify(cursor)
      let indent = cursor - lineStart
      try place(content, indent: indent, at: cursor)
      switch content {
      case .sequenceEntry:
        stack.last?.pendingItem = position(cursor)
        let next = skipSpaces(cursor + 1)
        if isLineEnd(next) { return next }
        if byte(next) == Byte.hash { return skipToLineEnd(next) }
        cursor = next  // `- value`, `- key: value`, `- - item`: the rest is nested content at its own column
      case .mappingEntry(let key, let afterColon):
        return try addEntry(key: key, afterColon: afterColon)
      case .value:
        let (value, end) = try parseInlineValue(at: cursor)
        if let top = stack.last {
          top.complete(with: value)
        } else {
          root = value
        }
        return end
      }
    }
  }

  /// `---` at the start of the document is allowed; a later one starts a second document.
  func documentMarker(at start: Int) throws(YAMLError) -> Int? {
    let isDashes = byte(start) == Byte.dash && byte(start + 1) == Byte.dash && byte(start + 2) == Byte.dash
    let isDots = byte(start) == Byte.dot && byte(start + 1) == Byte.dot && byte(start + 2) == Byte.dot
    guard (isDashes || isDots) && isBlankOrEnd(start + 3) else { return nil }
    if isDots {
      throw YAMLError("document end markers ('...') are not supported", at: position(start))
    }
    if sawDocumentStart || root != nil || !stack.isEmpty {
      throw YAMLError("multiple documents ('---') are not supported; use a single document", at: position(start))
    }
    sawDocumentStart = true
    return try expectLineEnd(start + 3, after: "'---'")
  }

  /// Decides what the content at `offset` is, rejecting constructs outside the subset.
  func classify(_ offset: Int) throws(YAMLError) -> LineContent {
    if byte(offset) == Byte.dash && isBlankOrEnd(offset + 1) { return .sequenceEntry }
    if byte(offset) == Byte.openBrace { return .value }  // A flow mapping (`parseInlineValue`).
    try rejectUnsupportedStart(offset)
    if let (key, afterColon) = try scanKey(offset) { return .mappingEntry(key: key, afterColon: afterColon) }
    return .value
  }

  /// Finds `key:` (followed by a space or the line end) at `offset`, or nil when the content is a value.
  func scanKey(_ offset: Int) throws(YAMLError) -> (YAMLScalar, Int)? {
    guard let first = byte(offset) else { return nil }
    if first == Byte.doubleQuote || first == Byte.singleQuote {
      let (scalar, end) = try parseQuoted(at: offset)
      let next = skipSpaces(end)
      guard byte(next) == Byte.colon && isBlankOrEnd(next + 1) else { return nil }
      return (scalar, next + 1)
    }
    if first == Byte.openBracket { return nil }
    var cursor = offset
    while let byte = byte(cursor), byte != Byte.newline && byte != Byte.carriageReturn {
      if byte == Byte.colon && isBlankOrEnd(cursor + 1) {
        var end = cursor
        while end > offset, let previous = self.byte(end - 1), previous == Byte.space || previous == Byte.tab {
          end -= 1
        }
        if end == offset { throw YAMLError("a mapping key cannot be empty", at: position(offset)) }
        return (YAMLScalar(text(offset, end), position: position(offset)), cursor + 1)
      }
      if byte == Byte.hash && cursor > offset, let previous = self.byte(cursor - 1),
        previous == Byte.space || previous == Byte.tab
      {
        return nil
      }
      cursor += 1
    }
    return nil
  }

  /// Indicators that start YAML features outside the subset.
  func rejectUnsupportedStart(_ offset: Int) throws(YAMLError) {
    guard let first = byte(offset) else { return }
    let message: String
    switch first {
    case UInt8(ascii: "&"): message = "anchors ('&') are not supported"
    case UInt8(ascii: "*"): message = "aliases ('*') are not supported"
    case UInt8(ascii: "!"): message = "tags ('!') are not supported"
    case UInt8(ascii: "|"), UInt8(ascii: ">"):
      message = "block scalars ('|', '>') are not supported; use a quoted string"
    case UInt8(ascii: "?") where isBlankOrEnd(offset + 1): message = "complex keys ('? ') are not supported"
    case UInt8(ascii: "%"): message = "directives ('%') are not supported"
    case UInt8(ascii: "@"), UInt8(ascii: "`"):
      message = "'\(Character(Unicode.Scalar(first)))' is reserved and cannot start a plain value; quote it"
    case Byte.closeBracket, UInt8(ascii: "}"), Byte.comma:
      message = "unexpected '\(Character(Unicode.Scalar(first)))'"
    case Byte.hash: message = "a comment must be separated from the text before it by a space"
    default: return
    }
    throw YAMLError(message, at: position(offset))
  }

  // MARK: Indentation

  /// Closes the collections `content` at column `indent + 1` ends, and opens the one it starts.
  func place(_ content: LineContent, indent: Int, at offset: Int) throws(YAMLError) {
    let isSequenceEntry: Bool
    let isMappingEntry: Bool
    switch content {
    case .sequenceEntry: (isSequenceEntry, isMappingEntry) = (true, false)
    case .mappingEntry: (isSequenceEntry, isMappingEntry) = (false, true)
    case .value: (isSequenceEntry, isMappingEntry) = (false, false)
    }
    while true {
      guard let top = stack.last else {
        if let root {
          if case .scalar = root {
            throw YAMLError("unexpected content after the document's value", at: position(offset))
          }
          throw YAMLError("bad indentation: this line is indented less than the lines above it", at: position(offset))
        }
        try open(isSequenceEntry: isSequenceEntry, isMappingEntry: isMappingEntry, indent: indent, at: offset)
        return
      }
      if top.isAwaitingValue {
        let nestsInside = indent > top.indent
        let startsIndentlessSequence = isSequenceEntry && top.kind == .mapping && indent == top.indent
        if nestsInside || startsIndentlessSequence {
          try open(isSequenceEntry: isSequenceEntry, isMappingEntry: isMappingEntry, indent: indent, at: offset)
          return
        }
        top.completeWithNull()
        continue
      }
      if indent == top.indent {
        switch top.kind {
        case .sequence where isSequenceEntry, .mapping where isMappingEntry:
          return
        case .sequence where top.isIndentless && isMappingEntry:
          closeInnermost()
          continue
        case .sequence:
          throw YAMLError("expected a list item ('- ') at this indentation", at: position(offset))
        case .mapping:
          throw YAMLError("expected 'key: value' at this indentation", at: position(offset))
        }
      }
      if indent < top.indent {
        closeInnermost()
        continue
      }
      throw YAMLError(
        "bad indentation: this line is indented more than the entries above it, which take no nested value",
        at: position(offset))
    }
  }

  /// Pushes the collection a line starts; a plain value needs no frame.
  func open(isSequenceEntry: Bool, isMappingEntry: Bool, indent: Int, at offset: Int) throws(YAMLError) {
    guard isSequenceEntry || isMappingEntry else { return }
    guard stack.count < YAMLParser.maximumDepth else {
      throw YAMLError("nesting deeper than \(YAMLParser.maximumDepth) levels is not supported", at: position(offset))
    }
    let isIndentless = isSequenceEntry && stack.last.map { $0.kind == .mapping && $0.indent == indent } == true
    let kind: Frame.Kind = isSequenceEntry ? .sequence : .mapping
    stack.append(Frame(kind: kind, indent: indent, position: position(offset), isIndentless: isIndentless))
  }

  /// Pops the innermost collection and hands it to its parent (or makes it the document's root).
  func closeInnermost() {
    guard let frame = stack.popLast() else { return }
    frame.completeWithNull()
    if let parent = stack.last {
      parent.complete(with: frame.node)
    } else {
      root = frame.node
    }
  }

  func addEntry(key: YAMLScalar, afterColon: Int) throws(YAMLError) -> Int {
    guard let mapping = stack.last else { return afterColon }
    if let firstLine = mapping.keyLines[key.value] {
      throw YAMLError(
        "duplicate key \(YAMLParser.quoted(key.value)) (first defined on line \(firstLine))", at: key.position)
    }
    mapping.keyLines[key.value] = key.line
    let valueStart = skipSpaces(afterColon)
    if isLineEnd(valueStart) {
      mapping.pendingKey = key
      return valueStart
    }
    if byte(valueStart) == Byte.hash {
      mapping.pendingKey = key
      return skipToLineEnd(valueStart)
    }
    if byte(valueStart) == Byte.dash && isBlankOrEnd(valueStart + 1) {
      throw YAMLError(
        "a list cannot start on the same line as its key; put each '- item' on its own line",
        at: position(valueStart))
    }
    let (value, end) = try parseInlineValue(at: valueStart)
    mapping.entries.append(YAMLEntry(key: key, value: value))
    return end
  }

  // MARK: Values

  /// A scalar, flow sequence or flow mapping that must end the line (a comment may follow).
  func parseInlineValue(at offset: Int) throws(YAMLError) -> (YAMLNode, Int) {
    if byte(offset) == Byte.openBrace {
      let (node, end) = try parseFlowSequence(at: offset)
      return (node, try expectLineEnd(end, after: "a flow mapping"))
    }
    try rejectUnsupportedStart(offset)
    switch byte(offset) {
    case Byte.doubleQuote, Byte.singleQuote:
      let (scalar, end) = try parseQuoted(at: offset)
      return (.scalar(scalar), try expectLineEnd(end, after: "a quoted value"))
    case Byte.openBracket:
      let (node, end) = try parseFlowSequence(at: offset)
      return (node, try expectLineEnd(end, after: "a flow list"))
    default:
      let (scalar, end) = try parsePlain(at: offset, inFlow: false)
      return (.scalar(scalar), end)
    }
  }

  /// A plain scalar up to the line end, a comment, or (in a flow list) `,`, `[`, `]`.
  func parsePlain(at offset: Int, inFlow: Bool) throws(YAMLError) -> (YAMLScalar, Int) {
    var cursor = offset
    var end = offset
    while let byte = byte(cursor), byte != Byte.newline && byte != Byte.carriageReturn {
      if byte == Byte.space || byte == Byte.tab {
        cursor += 1
        continue
      }
      if byte == Byte.hash && cursor > offset && cursor > end { break }  // preceded by whitespace: a comment
      if inFlow
        && (byte == Byte.comma || byte == Byte.openBracket || byte == Byte.closeBracket || byte == Byte.openBrace
          || byte == Byte.closeBrace)
      {
        break
      }
      if byte == Byte.colon {
        let next = self.byte(cursor + 1)
        let endsHere =
          isBlankOrEnd(cursor + 1)
          || (inFlow && (next == Byte.comma || next == Byte.closeBracket || next == Byte.closeBrace))
        // In a flow collection the caller decides (a flow mapping's key ends here).
        if endsHere && inFlow { break }
        if endsHere {
          throw YAMLError(
            "unexpected ':' in a value; quote the value, or start a nested mapping on its own line",
            at: position(cursor))
        }
      }
      cursor += 1
      end = cursor
    }
    return (YAMLScalar(text(offset, end), position: position(offset)), cursor)
  }

  /// A single- or double-quoted scalar on one line. Returns the scalar and the offset after its closing quote.
  func parseQuoted(at offset: Int) throws(YAMLError) -> (YAMLScalar, Int) {
    let quote = byte(offset)
    let isDouble = quote == Byte.doubleQuote
    var value: [UInt8] = []
    var cursor = offset + 1
    while true {
      guard let byte = byte(cursor), byte != Byte.newline && byte != Byte.carriageReturn else {
        let kind = isDouble ? "double" : "single"
        throw YAMLError(
          "unterminated \(kind)-quoted string (quoted values must end on the same line)", at: position(offset))
      }
      if byte == quote {
        if !isDouble && self.byte(cursor + 1) == Byte.singleQuote {  // '' is an escaped '
          value.append(Byte.singleQuote)
          cursor += 2
          continue
        }
        let style: YAMLScalar.Style = isDouble ? .doubleQuoted : .singleQuoted
        let scalar = YAMLScalar(String(decoding: value, as: UTF8.self), style: style, position: position(offset))
        return (scalar, cursor + 1)
      }
      if isDouble && byte == Byte.backslash {
        cursor = try appendEscape(at: cursor, to: &value)
        continue
      }
      value.append(byte)
      cursor += 1
    }
  }

  /// Decodes the escape sequence at `offset` (a backslash) into `value`; returns the offset after it.
  func appendEscape(at offset: Int, to value: inout [UInt8]) throws(YAMLError) -> Int {
    guard let letter = byte(offset + 1), letter != Byte.newline && letter != Byte.carriageReturn else {
      throw YAMLError(
        "unterminated double-quoted string (quoted values must end on the same line)", at: position(offset))
    }
    if let replacement = simpleEscape(letter) {
      value.append(replacement)
      return offset + 2
    }
    let digitCount: Int
    var scalarValue: UInt32
    switch letter {
    case UInt8(ascii: "x"): (digitCount, scalarValue) = (2, 0)
    case UInt8(ascii: "u"): (digitCount, scalarValue) = (4, 0)
    case UInt8(ascii: "U"): (digitCount, scalarValue) = (8, 0)
    case UInt8(ascii: "N"): (digitCount, scalarValue) = (0, 0x85)
    case UInt8(ascii: "_"): (digitCount, scalarValue) = (0, 0xA0)
    case UInt8(ascii: "L"): (digitCount, scalarValue) = (0, 0x2028)
    case UInt8(ascii: "P"): (digitCount, scalarValue) = (0, 0x2029)
    default:
      throw YAMLError(
        "unknown escape sequence '\\\(Character(Unicode.Scalar(letter)))' in a double-quoted string",
        at: position(offset))
    }
    var cursor = offset + 2
    for _ in 0..<digitCount {
      guard let digit = byte(cursor).flatMap({ hexValue($0) }) else {
        throw YAMLError(
          "escape '\\\(Character(Unicode.Scalar(letter)))' needs \(digitCount) hex digits", at: position(offset))
      }
      scalarValue = scalarValue << 4 | UInt32(digit)
      cursor += 1
    }
    guard let scalar = Unicode.Scalar(scalarValue) else {
      throw YAMLError("escape sequence is not a valid Unicode scalar", at: position(offset))
    }
    value.append(contentsOf: Array(String(Character(scalar)).utf8))
    return cursor
  }

  /// The byte a one-letter escape stands for (`\n`, `\"`, …), or nil for the longer or unknown ones.
  func simpleEscape(_ letter: UInt8) -> UInt8? {
    switch letter {
    case UInt8(ascii: "n"): return 0x0A
    case UInt8(ascii: "t"), Byte.tab: return 0x09
    case UInt8(ascii: "r"): return 0x0D
    case UInt8(ascii: "0"): return 0x00
    case UInt8(ascii: "a"): return 0x07
    case UInt8(ascii: "b"): return 0x08
    case UInt8(ascii: "e"): return 0x1B
    case UInt8(ascii: "f"): return 0x0C
    case UInt8(ascii: "v"): return 0x0B
    case Byte.space, Byte.doubleQuote, Byte.backslash, UInt8(ascii: "/"): return letter
    default: return nil
    }
  }

  func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
    default: return nil
    }
  }

  // MARK: Flow collections

  /// `[a, 'b', [c]]` or `{severity: error, options: [x]}`, possibly over several lines, with an
  /// explicit stack for nesting. Returns the collection and the offset after its closing bracket.
  func parseFlowSequence(at offset: Int) throws(YAMLError) -> (YAMLNode, Int) {
    struct Level {
      let isMapping: Bool
      var items: [YAMLNode] = []
      var entries: [YAMLEntry] = []
      var keyLines: [String: Int] = [:]
      /// A mapping's key whose value comes next (after its `:`).
      var key: YAMLScalar?
      let position: YAMLPosition
      /// An item was just read, so `,` or the closing bracket must come next.
      var needsSeparator = false
      var name: String { isMapping ? "flow mapping" : "flow list" }
      var closer: UInt8 { isMapping ? Byte.closeBrace : Byte.closeBracket }
    }
    let outermost = position(offset)
    // The indentation of the line the collection opens on: a later line that starts at or left of
    // it is the next key or item, so it was never closed (report its bracket, not that line).
    let openingLineStart = lineStart
    let openingIndent = skipSpaces(openingLineStart) - openingLineStart
    var levels = [Level(isMapping: byte(offset) == Byte.openBrace, position: outermost)]
    /// Adds a finished value to the innermost collection (as a mapping's value when one is expected).
    func add(_ node: YAMLNode, to level: inout Level) {
      if let key = level.key {
        level.entries.append(YAMLEntry(key: key, value: node))
        level.key = nil
      } else {
        level.items.append(node)
      }
      level.needsSeparator = true
    }
    var cursor = offset + 1
    while true {
      cursor = skipFlowTrivia(cursor)
      guard let byte = byte(cursor), let last = levels.indices.last else {
        let closer = levels.first?.isMapping == true ? "}" : "]"
        throw YAMLError("unterminated \(levels.first?.name ?? "flow list") (missing '\(closer)')", at: outermost)
      }
      if lineStart != openingLineStart && cursor - lineStart <= openingIndent && byte != levels[last].closer
        && skipSpaces(lineStart) == cursor
      {
        let closer = levels[0].isMapping ? "}" : "]"
        throw YAMLError("unterminated \(levels[0].name) (missing '\(closer)' before line \(line))", at: outermost)
      }
      switch byte {
      case Byte.closeBracket, Byte.closeBrace:
        guard byte == levels[last].closer else {
          throw YAMLError(
            "unexpected '\(Character(Unicode.Scalar(byte)))' in a \(levels[last].name)", at: position(cursor))
        }
        if levels[last].key != nil { add(.scalar(YAMLScalar("", position: position(cursor))), to: &levels[last]) }
        let closed = levels.removeLast()
        let node =
          closed.isMapping
          ? YAMLNode.mapping(closed.entries, position: closed.position)
          : YAMLNode.sequence(closed.items, position: closed.position)
        guard let parent = levels.indices.last else { return (node, cursor + 1) }
        add(node, to: &levels[parent])
        cursor += 1
        continue
      case Byte.comma:
        if levels[last].key != nil { add(.scalar(YAMLScalar("", position: position(cursor))), to: &levels[last]) }
        guard levels[last].needsSeparator else {
          throw YAMLError("unexpected ',' (empty item in a \(levels[last].name))", at: position(cursor))
        }
        levels[last].needsSeparator = false
        cursor += 1
        continue
      default:
        break
      }
      if levels[last].needsSeparator {
        let closer = levels[last].isMapping ? "}" : "]"
        throw YAMLError("expected ',' or '\(closer)' in a \(levels[last].name)", at: position(cursor))
      }
      if byte == Byte.openBracket || byte == Byte.openBrace {
        if levels[last].isMapping && levels[last].key == nil {
          throw YAMLError("a flow mapping's key must be a scalar", at: position(cursor))
        }
        guard stack.count + levels.count < YAMLParser.maximumDepth else {
          throw YAMLError(
            "nesting deeper than \(YAMLParser.maximumDepth) levels is not supported", at: position(cursor))
        }
        levels.append(Level(isMapping: byte == Byte.openBrace, position: position(cursor)))
        cursor += 1
        continue
      }
      if byte == Byte.dash && isBlankOrEnd(cursor + 1) {
        throw YAMLError(
          "block list items ('- ') are not allowed inside a \(levels[last].name)", at: position(cursor))
      }
      try rejectUnsupportedStart(cursor)
      let scalar: YAMLScalar
      if byte == Byte.doubleQuote || byte == Byte.singleQuote {
        (scalar, cursor) = try parseQuoted(at: cursor)
      } else {
        (scalar, cursor) = try parsePlain(at: cursor, inFlow: true)
      }
      let next = skipSpaces(cursor)
      let endsKey = self.byte(next) == Byte.colon
      guard levels[last].isMapping && levels[last].key == nil else {
        if endsKey {
          let message =
            levels[last].isMapping
            ? "unexpected ':' in a flow mapping's value; quote the value"
            : "mappings ('key: value') inside a flow list are not supported; use '{key: value}'"
          throw YAMLError(message, at: position(next))
        }
        add(.scalar(scalar), to: &levels[last])
        continue
      }
      // A key: `:` must follow (`{a}` alone, a key without a value, is not accepted).
      guard endsKey else {
        throw YAMLError("expected ':' after the key in a flow mapping", at: position(next))
      }
      if let firstLine = levels[last].keyLines[scalar.value] {
        throw YAMLError(
          "duplicate key \(YAMLParser.quoted(scalar.value)) (first defined on line \(firstLine))", at: scalar.position)
      }
      levels[last].keyLines[scalar.value] = scalar.line
      levels[last].key = scalar
      cursor = next + 1
    }
  }

  /// Skips spaces, line breaks and comments between flow list tokens.
  func skipFlowTrivia(_ offset: Int) -> Int {
    var cursor = offset
    while let byte = byte(cursor) {
      if byte == Byte.space || byte == Byte.tab {
        cursor += 1
      } else if byte == Byte.newline || byte == Byte.carriageReturn {
        cursor = consumeLineBreak(cursor)
      } else if byte == Byte.hash && (cursor == lineStart || isBlankOrEnd(cursor - 1)) {
        cursor = skipToLineEnd(cursor)
      } else {
        break
      }
    }
    return cursor
  }
}
