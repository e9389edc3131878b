/// The lightweight syntax of one file: a tree of scopes (types, functions, variables,
/// closures, statement blocks) plus flat tables of the expressions rules care about
/// (calls, arguments, assignments). Everything refers to tokens by index (`Int32`);
/// `-1` means "absent". Tables are in source order.
public struct SyntaxTree: Sendable {
  public var nodes: [SyntaxNode] = []
  public var types: [TypeDecl] = []
  public var functions: [FunctionDecl] = []
  public var variables: [VariableDecl] = []
  public var closures: [Closure] = []
  public var blocks: [Block] = []
  public var calls: [Call] = []
  public var arguments: [Argument] = []
  public var assignments: [Assignment] = []
  public var attributes: [Attribute] = []
  public var typeReferences: [TypeReference] = []
  public var parameters: [Parameter] = []
  public var captures: [Capture] = []
  public var typeAliases: [TypeAlias] = []
  /// Statements and declarations of code bodies (functions, accessors, closures, statement
  /// blocks, `case` bodies; top-level code, not top-level types or functions), in source order.
  /// A `case`/`default` label is a statement of its `switch` block.
  public var statements: [Statement] = []
  /// For `(`, `[`, `{` and interpolation-opening string pieces: the index of the token
  /// that closes the group (or where it was cut off); for closers: their opener. -1 otherwise.
  public var match: [Int32] = []
  /// Set when nesting exceeded `Parser.maximumDepth` and deeper code was parsed flat.
  public var exceededDepth = false
  /// The deepest nesting of brackets and interpolations, known even where the parser
  /// skipped code (declarations only).
  public var bracketDepth = 0

  public init() {}
}

public struct TokenRange: Sendable, Equatable {
  public var start: Int32
  public var end: Int32
  public init(_ start: Int32, _ end: Int32) {
    self.start = start
    self.end = end
  }
  public static let empty = TokenRange(-1, -1)
  public var isEmpty: Bool { start < 0 || end <= start }
  public func contains(_ index: Int32) -> Bool { index >= start && index < end }
}

public struct SyntaxNode: Sendable {
  public enum Kind: UInt8, Sendable {
    case sourceFile, type, function, variable, accessor, closure, block
  }
  public var kind: Kind
  public var parent: Int32
  public var depth: Int32
  /// First token (attributes included) and one past the last token.
  public var start: Int32
  public var end: Int32
  /// Index into the table of this kind (`types`, `functions`, …); 0 for the file.
  public var payload: Int32
}

public struct Modifiers: OptionSet, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  public static let `private` = Modifiers(rawValue: 1 << 0)
  public static let `fileprivate` = Modifiers(rawValue: 1 << 1)
  public static let `internal` = Modifiers(rawValue: 1 << 2)
  public static let `public` = Modifiers(rawValue: 1 << 3)
  public static let open = Modifiers(rawValue: 1 << 4)
  public static let package = Modifiers(rawValue: 1 << 5)
  public static let `static` = Modifiers(rawValue: 1 << 6)
  public static let `class` = Modifiers(rawValue: 1 << 7)
  public static let final = Modifiers(rawValue: 1 << 8)
  public static let override = Modifiers(rawValue: 1 << 9)
  public static let mutating = Modifiers(rawValue: 1 << 10)
  public static let nonmutating = Modifiers(rawValue: 1 << 11)
  public static let lazy = Modifiers(rawValue: 1 << 12)
  public static let weak = Modifiers(rawValue: 1 << 13)
  public static let unowned = Modifiers(rawValue: 1 << 14)
  public static let required = Modifiers(rawValue: 1 << 15)
  public static let convenience = Modifiers(rawValue: 1 << 16)
  public static let dynamic = Modifiers(rawValue: 1 << 17)
  public static let optional = Modifiers(rawValue: 1 << 18)
  public static let indirect = Modifiers(rawValue: 1 << 19)
  public static let nonisolated = Modifiers(rawValue: 1 << 20)
  public static let prefix = Modifiers(rawValue: 1 << 21)
  public static let postfix = Modifiers(rawValue: 1 << 22)
  public static let infix = Modifiers(rawValue: 1 << 23)
  public static let distributed = Modifiers(rawValue: 1 << 24)
  public static let consuming = Modifiers(rawValue: 1 << 25)
  public static let borrowing = Modifiers(rawValue: 1 << 26)
  /// `private(set)` and friends: the setter is restricted, the getter is not.
  public static let restrictedSetter = Modifiers(rawValue: 1 << 27)
  /// `async let`.
  public static let async = Modifiers(rawValue: 1 << 28)

  /// `static` or `class`: the member belongs to the type, not an instance.
  public var isTypeMember: Bool { contains(.static) || contains(.class) }
  public var isPrivate: Bool { (contains(.private) || contains(.fileprivate)) && !contains(.restrictedSetter) }
}

public struct TypeDecl: Sendable {
  public enum Kind: UInt8, Sendable { case `struct`, `class`, `enum`, `protocol`, `extension`, actor }
  public var node: Int32
  public var kind: Kind
  public var keyword: Int32
  /// The (last component of the) declared or extended name, e.g. `Coordinator` in `extension Map.Coordinator`.
  public var name: Int32
  /// The whole name, e.g. `Map.Coordinator`.
  public var nameRange: TokenRange
  public var attributes: Range<Int32>
  public var modifiers: Modifiers
  /// Into `typeReferences`: the inheritance clause.
  public var inheritance: Range<Int32>
  public var bodyOpen: Int32
  public var bodyClose: Int32
}

public struct FunctionDecl: Sendable {
  public enum Kind: UInt8, Sendable { case function, initializer, deinitializer, `subscript`, accessor }
  public var node: Int32
  public var kind: Kind
  /// `func`/`init`/`deinit`/`subscript`, or the accessor word (`get`, `didSet`, …); -1 for an implicit getter.
  public var keyword: Int32
  /// The function's name token (for initializers: `init`).
  public var name: Int32
  public var attributes: Range<Int32>
  public var modifiers: Modifiers
  public var parameters: Range<Int32>
  public var returnType: TokenRange
  public var bodyOpen: Int32
  public var bodyClose: Int32
}

public struct VariableDecl: Sendable {
  public var node: Int32
  /// `let` or `var`.
  public var keyword: Int32
  /// The bound name (-1 for a destructuring pattern).
  public var name: Int32
  public var pattern: TokenRange
  public var attributes: Range<Int32>
  public var modifiers: Modifiers
  public var type: TokenRange
  public var initializer: TokenRange
  public var accessorOpen: Int32
  public var accessorClose: Int32
  /// The accessor block has a getter (explicit or implicit): a computed property.
  public var isComputed: Bool
  public var isLet: Bool
}

public struct Closure: Sendable {
  public enum OwnerKind: UInt8, Sendable {
    /// Not directly passed, assigned or stored (e.g. inside an operator expression).
    case none
    /// The value of argument `ownerIndex` of call `owner`.
    case argument
    /// A trailing closure of call `owner`; `ownerIndex` is the label token or -1.
    case trailingClosure
    /// The right-hand side of assignment `owner`.
    case assignment
    /// The initializer of variable `owner`.
    case variableInitializer
    /// The operand of `return`.
    case returned
  }
  public var node: Int32
  public var open: Int32
  public var close: Int32
  public var captures: Range<Int32>
  /// Parameter name tokens (`value` in `{ value in }`, `a`, `b` in `{ (a, b) in }`).
  public var parameterNames: [Int32]
  /// The `in` keyword ending the signature, or -1.
  public var inKeyword: Int32
  public var ownerKind: OwnerKind
  public var owner: Int32
  public var ownerIndex: Int32
  /// First token of the body (after `in`).
  public var bodyStart: Int32
}

public struct Capture: Sendable {
  /// `weak`, `unowned`, or `.none` for a strong capture.
  public var specifier: Word
  public var specifierToken: Int32
  /// The captured name (`self`, `coordinator`) or the new name in `x = expr`.
  public var name: Int32
  public var value: TokenRange
}

public struct Block: Sendable {
  public var node: Int32
  /// `if`, `guard`, `else`, `for`, `while`, `repeat`, `switch`, `do`, `catch`, `defer`.
  public var keyword: Int32
  public var condition: TokenRange
  public var open: Int32
  public var close: Int32
}

public struct Statement: Sendable {
  /// First token and one past the last token.
  public var start: Int32
  public var end: Int32
  /// The node whose body holds the statement (a function, accessor, closure, block or the file).
  public var scope: Int32
}

public struct Call: Sendable {
  /// The called name: the identifier (or `init`/`self`/`super`) right before the arguments
  /// (generic arguments skipped); -1 when the callee is not a name (`f()()`, `{ }()`).
  public var name: Int32
  /// First token of the whole callee expression, receiver included.
  public var calleeStart: Int32
  /// The `.` before the name (-1 when there is none); the receiver is `calleeStart..<dot`.
  public var dot: Int32
  public var leftParen: Int32
  public var rightParen: Int32
  /// Into `arguments`.
  public var arguments: Range<Int32>
  /// `{` tokens of trailing closures, in order.
  public var trailingClosures: TrailingClosures
  /// The innermost scope node containing the call.
  public var scope: Int32
  public var hasReceiver: Bool { dot >= 0 && calleeStart < dot }
}

/// A call's trailing closures (their `{` tokens), in order. Nearly every call has none or one,
/// kept inline: rules walk every call of a file, and copying a call that owns an array costs a
/// retain and a release each time.
public struct TrailingClosures: RandomAccessCollection, Sendable, Equatable {
  private var head: Int32 = -1
  private var tail: [Int32]?

  public init() {}

  public var startIndex: Int { 0 }
  public var endIndex: Int { head < 0 ? 0 : 1 + (tail?.count ?? 0) }

  public subscript(position: Int) -> Int32 {
    position == 0 ? head : (tail ?? [])[position - 1]
  }

  public mutating func append(_ brace: Int32) {
    if head < 0 {
      head = brace
    } else if tail == nil {
      tail = [brace]
    } else {
      tail?.append(brace)
    }
  }
}

public struct Argument: Sendable {
  /// The label token, or -1.
  public var label: Int32
  public var value: TokenRange
}

public struct Assignment: Sendable {
  public var lhs: TokenRange
  public var equal: Int32
  public var rhs: TokenRange
  public var scope: Int32
}

public struct Attribute: Sendable {
  public var at: Int32
  /// The attribute's name (last component: `State`, `MainActor`, `Environment`).
  public var name: Int32
  public var argumentsOpen: Int32
  public var argumentsClose: Int32
}

public struct TypeReference: Sendable {
  public var range: TokenRange
  /// The last name component before generic arguments (`View` in `SwiftUI.View`).
  public var name: Int32
}

public struct TypeAlias: Sendable {
  public var name: Int32
  /// The aliased type, after `=`.
  public var target: TokenRange
  /// The scope node the alias is declared in (the file, a type, or a function body).
  public var scope: Int32
}

public struct Parameter: Sendable {
  public var label: Int32
  public var name: Int32
  public var type: TokenRange
  public var defaultValue: TokenRange
}
