/// How a closure holds what it captures.
public enum CaptureSpecifier: Sendable, Equatable {
  case strong, weak, unowned
}

/// A name bound inside code: where it is declared and where it can be used.
public struct Binding: Sendable, Equatable {
  public enum Kind: Sendable, Equatable {
    /// A parameter of a function, initializer or subscript.
    case parameter(FunctionID)
    /// `newValue`/`oldValue` (or the name given in `set(value)`) in an accessor.
    case accessorValue(FunctionID)
    /// `let`/`var` in a code body, each name of a tuple pattern included.
    case local(VariableID)
    /// `if let`, `guard let`, `while let` (and `var`, and the `if let x` shorthand).
    case optionalBinding(BlockID)
    /// `case let …` / `case .a(let x)` in an `if`/`guard`/`while` condition.
    case conditionPattern(BlockID)
    /// The pattern of a `for` loop.
    case forPattern(BlockID)
    /// A named closure parameter.
    case closureParameter(ClosureID)
    /// `$0`, `$1`, … of a closure without a signature.
    case anonymousClosureParameter(ClosureID)
    /// A capture-list entry; `capturesSelf` for `[self]`, `[weak self]`, `[unowned self]`
    /// (and `[me = self]`); `[text]` binds `text` to a value captured when the closure is made.
    case capture(ClosureID, CaptureSpecifier, capturesSelf: Bool)
    /// A name bound by a `case` label of a `switch`.
    case switchCase(StatementID)
    /// A name bound by a `catch` pattern.
    case catchPattern(BlockID)
    /// The implicit `error` of a `catch` without a pattern.
    case implicitError(BlockID)
  }

  public var name: String
  public var kind: Kind
  /// The token that declares the name; nil for implicit ones (`error`, `newValue`, `$0`).
  /// A shorthand capture's token (`text` in `[text]`) also reads the outer `text`.
  public var declaration: TokenID?
  /// Where the name refers to this binding (before shadowing by an inner one). A `guard`
  /// binding is recorded twice: for the rest of its condition and for the code after the guard.
  public var visible: TokenSpan
}

extension CodeModel {
  /// The binding `name` refers to at `token`, or nil when no local binding is visible there:
  /// then the name is a member (of the enclosing type) or a global.
  public func binding(of name: String, at token: TokenID) -> Binding? {
    if name.hasPrefix("$"), name.dropFirst().allSatisfy(\.isNumber), name.count > 1 {
      return anonymousParameter(name, at: token)
    }
    let scopes = self.scopes
    guard let list = scopes.byName[name] else { return nil }
    let bindings = scopes.bindings
    var position = list.partitionPoint { bindings[Int($0)].visible.start <= token } - 1
    var steps = 0
    while position >= 0 && steps < 4096 {
      let binding = bindings[Int(list[position])]
      if binding.visible.contains(token) { return binding }
      position = Int(scopes.up[Int(list[position])])
      steps += 1
    }
    return nil
  }

  /// The binding the identifier at `token` refers to (nil for a member, a global, or a non-name).
  public func binding(at token: TokenID) -> Binding? {
    guard let kind = file.kind(token.raw), kind == .identifier || file.word(token.raw) == .selfWord else {
      return nil
    }
    return binding(of: file.text(token.raw), at: token)
  }

  /// The binding declared by the name token `token` (`x` in `let x`, `{ x in`, `case let .a(x)`).
  public func binding(declaredAt token: TokenID) -> Binding? {
    let scopes = self.scopes
    let declarations = scopes.declarations
    let position = declarations.partitionPoint { $0.token < token.raw }
    guard position < declarations.count, declarations[position].token == token.raw else { return nil }
    return scopes.bindings[Int(declarations[position].binding)]
  }

  /// Every binding of the file (in no particular order).
  public var allBindings: [Binding] { scopes.bindings }

  private func anonymousParameter(_ name: String, at token: TokenID) -> Binding? {
    var node = file.innermostNode(containing: token.raw)
    var steps = 0
    while file.isValidNode(node) && steps <= Parser.maximumDepth + 8 {
      let value = file.syntax.nodes[Int(node)]
      if value.kind == .function || value.kind == .accessor || value.kind == .type { return nil }
      if value.kind == .closure {
        let closure = file.syntax.closures[Int(value.payload)]
        // Only a closure without a signature has `$0`; one with `in` hides the outer ones.
        guard closure.inKeyword < 0 else { return nil }
        let visible = TokenSpan(TokenID(closure.bodyStart), TokenID(max(closure.bodyStart, closure.close)))
        guard visible.contains(token) else { return nil }
        return Binding(
          name: name, kind: .anonymousClosureParameter(ClosureID(value.payload)), declaration: nil, visible: visible)
      }
      node = value.parent
      steps += 1
    }
    return nil
  }
}

/// The file's bindings, grouped by name and sorted by where they become visible, with a
/// pointer from each to the nearest binding of the same name whose visibility ends later
/// (visibility ranges nest), so a lookup is a binary search and a few steps outward.
struct ScopeTable {
  var bindings: [Binding] = []
  /// Binding indices per name, by `visible.start` (outer first on ties).
  var byName: [String: [Int32]] = [:]
  /// Per binding: the position in its name's list of the nearest enclosing binding whose
  /// visibility ends later, or -1.
  var up: [Int32] = []
  /// Declaring tokens, sorted.
  var declarations: [(token: Int32, binding: Int32)] = []
}

extension CodeModel {
  func buildScopes() -> ScopeTable {
    var builder = ScopeBuilder(model: self)
    builder.collect()
    return builder.finish()
  }
}

struct ScopeBuilder {
  let model: CodeModel
  var file: ParsedFile { model.file }
  var table = ScopeTable()

  init(model: CodeModel) { self.model = model }

  mutating func add(_ name: String, _ kind: Binding.Kind, declaration: Int32?, from start: Int32, to end: Int32) {
    guard !name.isEmpty, name != "_", end > start else { return }
    let binding = Binding(
      name: name, kind: kind, declaration: declaration.map(TokenID.init),
      visible: TokenSpan(TokenID(start), TokenID(end)))
    table.bindings.append(binding)
  }

  mutating func add(token: Int32, _ kind: Binding.Kind, from start: Int32, to end: Int32) {
    add(file.text(token), kind, declaration: token, from: start, to: end)
  }

  mutating func collect() {
    let syntax = file.syntax
    for (index, function) in syntax.functions.enumerated() where function.bodyOpen >= 0 {
      let id = FunctionID(Int32(index))
      let start = function.bodyOpen + 1
      let end = max(start, function.bodyClose)
      if function.kind == .accessor {
        addAccessorValue(function, id, from: start, to: end)
        continue
      }
      for parameter in function.parameters {
        let name = syntax.parameters[Int(parameter)].name
        if file.kind(name) == .identifier { add(token: name, .parameter(id), from: start, to: end) }
      }
    }
    for (index, variable) in syntax.variables.enumerated() {
      addLocal(variable, VariableID(Int32(index)))
    }
    for (index, block) in syntax.blocks.enumerated() {
      addBlockBindings(block, BlockID(Int32(index)))
    }
    for (index, closure) in syntax.closures.enumerated() where closure.inKeyword >= 0 {
      let id = ClosureID(Int32(index))
      let end = max(closure.bodyStart, closure.close)
      for name in closure.parameterNames where file.kind(name) == .identifier {
        add(token: name, .closureParameter(id), from: closure.bodyStart, to: end)
      }
      for position in closure.captures {
        let capture = syntax.captures[Int(position)]
        guard file.isValid(capture.name) else { continue }
        let specifier: CaptureSpecifier =
          capture.specifier == .weak ? .weak : capture.specifier == .unowned ? .unowned : .strong
        let isSelf =
          capture.value.isEmpty
          ? file.word(capture.name) == .selfWord : file.isSingleToken(capture.value, "self")
        add(
          file.text(capture.name), .capture(id, specifier, capturesSelf: isSelf),
          declaration: capture.name, from: closure.bodyStart, to: end)
      }
    }
  }

  private mutating func addAccessorValue(_ accessor: FunctionDecl, _ id: FunctionID, from start: Int32, to end: Int32) {
    let keyword = accessor.keyword
    let word = file.word(keyword)
    guard word == .set || word == .willSet || word == .didSet else { return }
    if file.isKind(keyword + 1, .leftParen), file.kind(keyword + 2) == .identifier {
      add(token: keyword + 2, .accessorValue(id), from: start, to: end)
    } else {
      add(word == .didSet ? "oldValue" : "newValue", .accessorValue(id), declaration: nil, from: start, to: end)
    }
  }

  private mutating func addLocal(_ variable: VariableDecl, _ id: VariableID) {
    let nodes = file.syntax.nodes
    let node = nodes[Int(variable.node)]
    guard file.isValidNode(node.parent) else { return }
    switch nodes[Int(node.parent)].kind {
    case .function, .accessor, .closure, .block: break
    default: return  // a member or a global
    }
    let end = model.scopeEnd(of: node.parent, after: variable.keyword)
    if variable.name >= 0 {
      add(token: variable.name, .local(id), from: node.end, to: end)
      return
    }
    for token in patternNames(variable.pattern, bindsAll: true) {
      add(token: token, .local(id), from: node.end, to: end)
    }
  }

  private mutating func addBlockBindings(_ block: Block, _ id: BlockID) {
    let keyword = block.keyword
    guard file.kind(keyword) == .keyword else { return }
    let nodes = file.syntax.nodes
    switch file.word(keyword) {
    case .if, .while, .guard:
      // `if`/`while`: the rest of the condition and the body. `guard`: the rest of the
      // condition, then (past its `else` body) the rest of the enclosing scope.
      let isGuard = file.word(keyword) == .guard
      let parent = nodes[Int(block.node)].parent
      let end = isGuard ? block.condition.end : (block.close >= 0 ? block.close : block.condition.end)
      let after: (Int32, Int32)? =
        isGuard
        ? (block.close >= 0 ? block.close + 1 : block.condition.end, model.scopeEnd(of: parent, after: keyword)) : nil
      for clause in model.topLevelPieces(block.condition) {
        addConditionClause(clause, id, end: end, after: after)
      }
    case .for:
      guard block.open >= 0 else { return }
      var start = block.condition.start
      while file.word(start) == .try || file.word(start) == .await { start += 1 }
      let isCase = file.word(start) == .case && file.kind(start) == .keyword
      if isCase { start += 1 }
      var patternEnd = start
      while patternEnd < block.condition.end
        && !(file.kind(patternEnd) == .keyword && file.word(patternEnd) == .in) && !file.isKind(patternEnd, .colon)
      {
        patternEnd = model.isOpener(patternEnd) ? model.afterGroup(patternEnd) : patternEnd + 1
      }
      for token in patternNames(TokenRange(start, patternEnd), bindsAll: !isCase) {
        add(token: token, .forPattern(id), from: block.open, to: block.close)
      }
    case .catch:
      guard block.open >= 0 else { return }
      if block.condition.isEmpty {
        add("error", .implicitError(id), declaration: nil, from: block.open, to: block.close)
        return
      }
      for pattern in model.topLevelPieces(block.condition) {
        for token in patternNames(pattern, bindsAll: false) {
          add(token: token, .catchPattern(id), from: block.open, to: block.close)
        }
      }
    case .switch:
      guard block.open >= 0 else { return }
      for statement in model.statements(in: NodeID(block.node)) {
        let span = model.span(of: statement)
        guard file.word(span.start.raw) == .case, file.kind(span.start.raw) == .keyword else { continue }
        // The label runs to its `:`; its names are visible until the next label.
        let labelEnd = span.end.raw
        let end = model.scopeEnd(of: block.node, after: labelEnd - 1)
        for pattern in model.topLevelPieces(TokenRange(span.start.raw + 1, labelEnd - 1)) {
          for token in patternNames(pattern, bindsAll: false) {
            add(token: token, .switchCase(statement), from: labelEnd, to: end)
          }
        }
      }
    default:
      break
    }
  }

  /// `let x = e`, `var x = e`, `let x` (shorthand), `let self = self`, `case pattern = e`.
  private mutating func addConditionClause(_ clause: TokenRange, _ id: BlockID, end: Int32, after: (Int32, Int32)?) {
    let first = clause.start
    guard file.kind(first) == .keyword else { return }
    var names: [Int32] = []
    let kind: Binding.Kind
    switch file.word(first) {
    case .let, .var:
      let name = first + 1
      guard name < clause.end, file.kind(name) == .identifier || file.word(name) == .selfWord else { return }
      names = [name]
      kind = .optionalBinding(id)
    case .case:
      var patternEnd = first + 1
      while patternEnd < clause.end && !file.isKind(patternEnd, .equal) {
        patternEnd = model.isOpener(patternEnd) ? model.afterGroup(patternEnd) : patternEnd + 1
      }
      names = patternNames(TokenRange(first + 1, patternEnd), bindsAll: false)
      kind = .conditionPattern(id)
    default:
      return
    }
    for name in names {
      add(token: name, kind, from: clause.end, to: end)
      if let after { add(token: name, kind, from: after.0, to: after.1) }
    }
  }

  /// The names a pattern binds. With `bindsAll` (a `let`/`for` pattern) every plain name is
  /// bound; otherwise only names under `let`/`var` (`.a(let x)`, `let .a(x, y)`, `let (a, b)`).
  /// Enum cases (`.a`), type qualifiers (`Foo.`), labels (`x:`), casts (`as T`, `is T`) and a
  /// `where` clause bind nothing.
  func patternNames(_ range: TokenRange, bindsAll: Bool) -> [Int32] {
    var names: [Int32] = []
    var bindUntil: Int32 = bindsAll ? range.end : -1
    var index = range.start
    while index < range.end {
      let kind = file.kind(index)
      let word = file.word(index)
      if kind == .keyword {
        switch word {
        case .where:
          return names
        case .let, .var:
          let next = index + 1
          if file.isKind(next, .leftParen) || file.isKind(next, .period)
            || (file.kind(next) == .identifier && (file.isKind(next + 1, .period) || file.isKind(next + 1, .leftParen)))
          {
            // `let (a, b)`, `let .some(x)`, `let Foo.bar(x)`: everything after binds.
            bindUntil = file.isKind(next, .leftParen) ? model.afterGroup(next) : range.end
          } else if file.kind(next) == .identifier {
            names.append(next)
            index = next + 1
            continue
          }
        case .as, .is:
          // The type after a cast binds nothing.
          index += 1
          while index < range.end && (file.kind(index) == .identifier || file.isKind(index, .period)) { index += 1 }
          continue
        default:
          break
        }
        index += 1
        continue
      }
      if kind == .identifier && index < bindUntil && !file.isKind(index - 1, .period)
        && !file.isKind(index + 1, .period) && !file.isKind(index + 1, .colon) && !file.isKind(index + 1, .leftParen)
      {
        names.append(index)
      }
      index += 1
    }
    return names
  }

  mutating func finish() -> ScopeTable {
    let bindings = table.bindings
    var byName: [String: [Int32]] = [:]
    for (index, binding) in bindings.enumerated() { byName[binding.name, default: []].append(Int32(index)) }
    var up = [Int32](repeating: -1, count: bindings.count)
    for (name, list) in byName {
      let sorted = list.sorted {
        let a = bindings[Int($0)].visible
        let b = bindings[Int($1)].visible
        return a.start != b.start ? a.start < b.start : a.end > b.end
      }
      byName[name] = sorted
      // A stack of the bindings (positions in `sorted`) whose visibility contains the current start.
      var stack: [Int] = []
      for (position, index) in sorted.enumerated() {
        let visible = bindings[Int(index)].visible
        while let top = stack.last, bindings[Int(sorted[top])].visible.end <= visible.start { stack.removeLast() }
        if let parent = stack.last {
          let parentEnd = bindings[Int(sorted[parent])].visible.end
          up[Int(index)] = parentEnd > visible.end ? Int32(parent) : up[Int(sorted[parent])]
        }
        stack.append(position)
      }
    }
    var declarations: [(token: Int32, binding: Int32)] = []
    for (index, binding) in bindings.enumerated() {
      if let token = binding.declaration { declarations.append((token.raw, Int32(index))) }
    }
    declarations.sort { $0.token < $1.token }
    table.byName = byName
    table.up = up
    table.declarations = declarations
    return table
  }
}
