/// Typed handles into one file's parse. The syntax tables use `Int32` positions with `-1` for
/// "absent"; the bridge model's API uses these instead (and optionals for absence), so a token
/// index cannot be passed where a function index is meant.
public struct TokenID: Hashable, Comparable, Sendable {
  public let raw: Int32
  public init(_ raw: Int32) { self.raw = raw }
  /// nil for the syntax tables' `-1` (or any negative position).
  public init?(ifPresent raw: Int32) {
    guard raw >= 0 else { return nil }
    self.raw = raw
  }
  public static func < (lhs: TokenID, rhs: TokenID) -> Bool { lhs.raw < rhs.raw }
}

/// A node of `SyntaxTree.nodes` (a type, function, variable, accessor, closure or block scope).
public struct NodeID: Hashable, Sendable {
  public let raw: Int32
  public init(_ raw: Int32) { self.raw = raw }
  public init?(ifPresent raw: Int32) {
    guard raw >= 0 else { return nil }
    self.raw = raw
  }
}

/// A position in `SyntaxTree.types`.
public struct TypeID: Hashable, Comparable, Sendable {
  public let raw: Int32
  public init(_ raw: Int32) { self.raw = raw }
  public static func < (lhs: TypeID, rhs: TypeID) -> Bool { lhs.raw < rhs.raw }
}

/// A position in `SyntaxTree.functions`.
public struct FunctionID: Hashable, Comparable, Sendable {
  public let raw: Int32
  public init(_ raw: Int32) { self.raw = raw }
  public static func < (lhs: FunctionID, rhs: FunctionID) -> Bool { lhs.raw < rhs.raw }
}

/// A position in `SyntaxTree.variables`.
public struct VariableID: Hashable, Comparable, Sendable {
  public let raw: Int32
  public init(_ raw: Int32) { self.raw = raw }
  public static func < (lhs: VariableID, rhs: VariableID) -> Bool { lhs.raw < rhs.raw }
}

/// A position in `SyntaxTree.closures`.
public struct ClosureID: Hashable, Comparable, Sendable {
  public let raw: Int32
  public init(_ raw: Int32) { self.raw = raw }
  public static func < (lhs: ClosureID, rhs: ClosureID) -> Bool { lhs.raw < rhs.raw }
}

/// A position in `SyntaxTree.calls`.
public struct CallID: Hashable, Comparable, Sendable {
  public let raw: Int32
  public init(_ raw: Int32) { self.raw = raw }
  public static func < (lhs: CallID, rhs: CallID) -> Bool { lhs.raw < rhs.raw }
}

/// A position in `SyntaxTree.assignments`.
public struct AssignmentID: Hashable, Comparable, Sendable {
  public let raw: Int32
  public init(_ raw: Int32) { self.raw = raw }
  public static func < (lhs: AssignmentID, rhs: AssignmentID) -> Bool { lhs.raw < rhs.raw }
}

/// A position in `SyntaxTree.blocks`.
public struct BlockID: Hashable, Comparable, Sendable {
  public let raw: Int32
  public init(_ raw: Int32) { self.raw = raw }
  public static func < (lhs: BlockID, rhs: BlockID) -> Bool { lhs.raw < rhs.raw }
}

/// Tokens `start..<end` of one file, both present (an empty range is `start == end`).
public struct TokenSpan: Hashable, Sendable {
  public let start: TokenID
  public let end: TokenID
  public init(_ start: TokenID, _ end: TokenID) {
    self.start = start
    self.end = max(start, end)
  }
  /// nil for `TokenRange.empty` or an inverted range.
  public init?(_ range: TokenRange) {
    guard range.start >= 0, range.end >= range.start else { return nil }
    self.init(TokenID(range.start), TokenID(range.end))
  }
  public var range: TokenRange { TokenRange(start.raw, end.raw) }
  public var isEmpty: Bool { start == end }
  public func contains(_ token: TokenID) -> Bool { token >= start && token < end }
  public func contains(_ other: TokenSpan) -> Bool { other.start >= start && other.end <= end }
}

extension ParsedFile {
  public subscript(type id: TypeID) -> TypeDecl { syntax.types[Int(id.raw)] }
  public subscript(function id: FunctionID) -> FunctionDecl { syntax.functions[Int(id.raw)] }
  public subscript(variable id: VariableID) -> VariableDecl { syntax.variables[Int(id.raw)] }
  public subscript(closure id: ClosureID) -> Closure { syntax.closures[Int(id.raw)] }
  public subscript(call id: CallID) -> Call { syntax.calls[Int(id.raw)] }
  public subscript(assignment id: AssignmentID) -> Assignment { syntax.assignments[Int(id.raw)] }
  public subscript(block id: BlockID) -> Block { syntax.blocks[Int(id.raw)] }

  public func text(_ token: TokenID) -> String { text(token.raw) }
  public func text(_ span: TokenSpan) -> String { text(span.range) }
  public func compactText(_ span: TokenSpan) -> String { compactText(span.range) }
}
