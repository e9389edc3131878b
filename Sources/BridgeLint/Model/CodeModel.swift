/// A position in `SyntaxTree.statements`.
public struct StatementID: Hashable, Comparable, Sendable {
  public let raw: Int32
  public init(_ raw: Int32) { self.raw = raw }
  public static func < (lhs: StatementID, rhs: StatementID) -> Bool { lhs.raw < rhs.raw }
}

extension ParsedFile {
  /// The code-level bridge model (statements, scopes and bindings, closures, guards), built the
  /// first time a rule asks for it: files no rule looks into never pay for it.
  public var code: CodeModel { derived.value { CodeModel(self) } }
}

/// The code-level half of one file's bridge model: statements with byte ranges, scopes and
/// the names they bind, closures and what keeps them, and the conditions code runs under.
/// `ParsedFile.code` builds it the first time a rule asks; each part is computed once, in
/// time linear in the file, the first time it is needed. Like its file, it is used by one
/// thread at a time; it refers to the file without owning it (the file owns the model), so
/// keep the file, not the model.
public final class CodeModel: @unchecked Sendable {
  unowned let file: ParsedFile

  init(_ file: ParsedFile) { self.file = file }

  /// Every local binding, built on the first `binding(…)` question.
  private(set) lazy var scopes: ScopeTable = buildScopes()

  /// `guard` blocks per enclosing body, built on the first `conditions(at:)` question.
  private(set) lazy var guardsByScope: [Int32: [BlockID]] = buildGuardsByScope()

  /// Per function (by its body's `{`), the alert actions it presents and stores nowhere (see
  /// `isPresentedAlertAction`): built once per function, however many actions it makes.
  var presentedAlertActions: [Int32: PresentedAlertActions] = [:]

  // MARK: - Statements

  /// Indices into `syntax.statements` per scope node, in source order.
  private lazy var statementsByScope: [Int32: [Int32]] = {
    var result: [Int32: [Int32]] = [:]
    for (index, statement) in file.syntax.statements.enumerated() {
      result[statement.scope, default: []].append(Int32(index))
    }
    return result
  }()

  public var statementCount: Int { file.syntax.statements.count }

  public func span(of statement: StatementID) -> TokenSpan {
    let value = file.syntax.statements[Int(statement.raw)]
    return TokenSpan(TokenID(value.start), TokenID(value.end))
  }

  /// The node whose body holds `statement` (function, accessor, closure, block, or the file).
  public func scope(of statement: StatementID) -> NodeID {
    NodeID(file.syntax.statements[Int(statement.raw)].scope)
  }

  /// Bytes from the start of the statement's first token to the end of its last token
  /// (comments and trivia around it excluded): where a fix inserts, moves or deletes it.
  public func byteRange(of statement: StatementID) -> Range<Int> {
    let value = file.syntax.statements[Int(statement.raw)]
    let tokens = file.tokens
    guard value.start >= 0, Int(value.start) < tokens.count, value.end > value.start else { return 0..<0 }
    let last = min(Int(value.end), tokens.count) - 1
    let start = tokens[Int(value.start)].startOffset
    return start..<max(start, tokens[last].endOffset)
  }

  /// The statements directly in the body of `scope`, in source order.
  public func statements(in scope: NodeID) -> [StatementID] {
    (statementsByScope[scope.raw] ?? []).map(StatementID.init)
  }

  /// The statement right before `statement` in the same body, or nil for the first one: found
  /// by halving the body's list (asked once per finding, so never a walk from the first statement).
  public func statement(before statement: StatementID) -> StatementID? {
    guard statement.raw >= 0, Int(statement.raw) < file.syntax.statements.count,
      let list = statementsByScope[file.syntax.statements[Int(statement.raw)].scope]
    else { return nil }
    let position = list.partitionPoint { $0 < statement.raw }
    guard position > 0, position < list.count, list[position] == statement.raw else { return nil }
    return StatementID(list[position - 1])
  }

  public func statements(of function: FunctionID) -> [StatementID] {
    statements(in: NodeID(file[function: function].node))
  }

  /// The statements of a block's `{ … }` body (for `switch`: the `case` labels and their statements).
  public func statements(of block: BlockID) -> [StatementID] {
    statements(in: NodeID(file[block: block].node))
  }

  public func statements(of closure: ClosureID) -> [StatementID] {
    statements(in: NodeID(file[closure: closure].node))
  }

  /// The innermost statement of a code body that contains `token`; nil outside code bodies
  /// (a type's members, a top-level declaration).
  public func statement(containing token: TokenID) -> StatementID? {
    var node = file.innermostNode(containing: token.raw)
    let statements = file.syntax.statements
    var steps = 0
    while file.isValidNode(node) && steps <= Parser.maximumDepth + 8 {
      if file.syntax.nodes[Int(node)].kind == .type { return nil }
      if let list = statementsByScope[node] {
        let position = list.partitionPoint { statements[Int($0)].start <= token.raw } - 1
        if position >= 0, statements[Int(list[position])].end > token.raw { return StatementID(list[position]) }
      }
      node = file.syntax.nodes[Int(node)].parent
      steps += 1
    }
    return nil
  }

  /// Does the statement start with keyword `word` (`guard`, `case`, `return`, …)?
  public func statement(_ statement: StatementID, startsWith word: Word) -> Bool {
    let start = file.syntax.statements[Int(statement.raw)].start
    return file.kind(start) == .keyword && file.word(start) == word
  }

  // MARK: - Shared helpers

  /// The block whose keyword is `keyword` (blocks are in source order of their keywords).
  func block(keywordAt keyword: Int32) -> BlockID? {
    let blocks = file.syntax.blocks
    let index = blocks.partitionPoint { $0.keyword < keyword }
    return index < blocks.count && blocks[index].keyword == keyword ? BlockID(Int32(index)) : nil
  }

  /// One past the last token that is still in the scope of a declaration at `token` made
  /// directly in `scope`: the end of the scope, or in a `switch`, the next `case` label.
  func scopeEnd(of scope: Int32, after token: Int32) -> Int32 {
    guard file.isValidNode(scope) else { return Int32(file.tokens.count) }
    let node = file.syntax.nodes[Int(scope)]
    if node.kind == .block {
      let block = file.syntax.blocks[Int(node.payload)]
      if file.word(block.keyword) == .switch, let labels = statementsByScope[scope] {
        let statements = file.syntax.statements
        var position = labels.partitionPoint { statements[Int($0)].start <= token }
        while position < labels.count {
          let start = statements[Int(labels[position])].start
          if isCaseLabel(start) { return start }
          position += 1
        }
        return block.close >= 0 ? block.close : node.end
      }
      if block.close >= 0 { return block.close }
    }
    return node.end
  }

  /// `case …:` or `default:` (also `@unknown default:`) at `token`.
  func isCaseLabel(_ token: Int32) -> Bool {
    let word = file.word(token)
    if file.kind(token) == .keyword && (word == .case || word == .default) { return true }
    return file.isKind(token, .atSign) && file.word(token + 2) == .default
  }

  /// One past the closing token of the group opened at `open` (or `open + 1`).
  func afterGroup(_ open: Int32) -> Int32 {
    let match = file.syntax.match
    guard open >= 0, Int(open) < match.count else { return open + 1 }
    let close = match[Int(open)]
    return close > open ? close + 1 : open + 1
  }

  func isOpener(_ token: Int32) -> Bool {
    guard let kind = file.kind(token) else { return false }
    if kind == .string { return file.tokens[Int(token)].flags.contains(.opensInterpolation) }
    return kind == .leftParen || kind == .leftSquare || kind == .leftBrace
  }

  /// Splits `range` at top-level commas (groups are stepped over).
  func topLevelPieces(_ range: TokenRange, separator: TokenKind = .comma) -> [TokenRange] {
    guard !range.isEmpty else { return [] }
    var pieces: [TokenRange] = []
    var start = range.start
    var index = range.start
    while index < range.end {
      if file.isKind(index, separator) {
        if index > start { pieces.append(TokenRange(start, index)) }
        index += 1
        start = index
        continue
      }
      index = isOpener(index) ? min(afterGroup(index), range.end) : index + 1
    }
    if range.end > start { pieces.append(TokenRange(start, range.end)) }
    return pieces
  }
}
