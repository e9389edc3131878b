/// Applies findings' fixes to one file's text, ruff's way: each round takes the applicable
/// fixes in order of their first edit, skips any that conflicts with one already taken this
/// round, applies them, re-tokenizes and re-parses, and lints again, until nothing applies.
/// A file with a syntax problem is never fixed; a round that introduces one reverts the whole
/// file; after `maximumRounds` rounds with fixes still applying, the file is left as the last
/// good round made it and the rules still fixing are reported ("did not converge").
public struct Fixer {
  public static let maximumRounds = 10

  /// Applies `unsafe` fixes too (`--unsafe-fixes`); `display` fixes are never applied.
  public var includesUnsafe: Bool
  /// Reads disable commands, so no edit lands in a region that disables its rule.
  public var suppression: Suppression
  /// Lints one parsed text with the run's rules, suppression applied, and drops the findings a
  /// baseline hides: what remains may be fixed.
  public var lint: (ParsedFile) -> [Diagnostic]

  public init(includesUnsafe: Bool, suppression: Suppression, lint: @escaping (ParsedFile) -> [Diagnostic]) {
    self.includesUnsafe = includesUnsafe
    self.suppression = suppression
    self.lint = lint
  }

  /// What fixing one file did.
  public struct Result: Sendable {
    /// The text to keep: the original when nothing applied or a round had to be reverted.
    public var bytes: [UInt8]
    /// Fixes applied per rule identifier.
    public var applied: [String: Int] = [:]
    public var rounds = 0
    public var problem: Problem?
    /// The text changed.
    public var isChanged = false
    public var appliedCount: Int { applied.values.reduce(0, +) }
  }

  public enum Problem: Sendable, Equatable {
    /// The original already has a syntax problem: not touched.
    case syntaxErrorInOriginal
    /// A round's fixes (of these rules) made the text unparseable: every fix was reverted.
    case introducedSyntaxError(rules: [String])
    /// Fixes of these rules still applied after the last round.
    case didNotConverge(rules: [String])
  }

  /// Is `fix` applied in this mode?
  public func applies(_ fix: Fix) -> Bool {
    switch fix.applicability {
    case .safe: return true
    case .unsafe: return includesUnsafe
    case .display: return false
    }
  }

  public func fix(path: String, bytes original: [UInt8]) -> Result {
    var result = Result(bytes: original)
    if !SyntaxCheck.problems(in: original).isEmpty {
      result.problem = .syntaxErrorInOriginal
      return result
    }
    var current = original
    var seen: Set<[UInt8]> = [original]
    var round = 0
    while true {
      let file = ParsedFile(source: SourceFile(path: path, bytes: current))
      let chosen = select(lint(file), in: file)
      guard !chosen.isEmpty else { break }
      let rules = Array(Set(chosen.map { $0.ruleID })).sorted()
      guard round < Fixer.maximumRounds else {
        result.problem = .didNotConverge(rules: rules)
        break
      }
      let next = Fixer.apply(chosen.compactMap { $0.fix }, to: current)
      if !SyntaxCheck.problems(in: next).isEmpty {
        return Result(bytes: original, problem: .introducedSyntaxError(rules: rules))
      }
      round += 1
      for diagnostic in chosen { result.applied[diagnostic.ruleID, default: 0] += 1 }
      current = next
      // Fixes that undo each other would cycle until the cap: stop at the first repeat.
      guard seen.insert(next).inserted else {
        result.problem = .didNotConverge(rules: rules)
        break
      }
    }
    result.rounds = round
    result.bytes = current
    result.isChanged = current != original
    return result
  }

  /// The findings whose fixes apply in one round: in order of their first edit (then rule),
  /// none conflicting with one taken before, none editing where a disable command rules its
  /// rule out or touching another command, none that would change nothing.
  public func select(_ diagnostics: [Diagnostic], in file: ParsedFile) -> [Diagnostic] {
    let candidates = diagnostics.filter { diagnostic in
      guard let fix = diagnostic.fix, applies(fix) else { return false }
      return fix.edits.contains { edit in
        edit.range.upperBound > file.bytes.count || !file.bytes[edit.range].elementsEqual(edit.replacement.utf8)
      }
    }
    guard !candidates.isEmpty else { return [] }
    let blocked = suppression.blocksEdits(of: candidates, in: file)
    let ordered = zip(candidates, blocked).filter { !$0.1 }.map { $0.0 }.sorted { lhs, rhs in
      let (a, b) = (lhs.fix?.span.lowerBound ?? 0, rhs.fix?.span.lowerBound ?? 0)
      return a != b ? a < b : Diagnostic.ordered(lhs, rhs)
    }
    var taken: [Diagnostic] = []
    // Edits taken so far, sorted by start; they never overlap one another, so an edit can only
    // conflict with its neighbours there (a binary search, not a scan: a file may hold thousands).
    var ranges: [Range<Int>] = []
    func conflicts(_ range: Range<Int>) -> Bool {
      var position = ranges.partitionPoint { $0.lowerBound < range.lowerBound }
      if position > 0 && FixEdit.conflict(ranges[position - 1], range) { return true }
      while position < ranges.count && ranges[position].lowerBound <= range.upperBound {
        if FixEdit.conflict(ranges[position], range) { return true }
        position += 1
      }
      return false
    }
    for diagnostic in ordered {
      guard let fix = diagnostic.fix, fix.edits.allSatisfy({ $0.range.upperBound <= file.bytes.count }),
        !fix.edits.contains(where: { conflicts($0.range) })
      else { continue }
      taken.append(diagnostic)
      for edit in fix.edits {
        ranges.insert(edit.range, at: ranges.partitionPoint { $0.lowerBound < edit.range.lowerBound })
      }
    }
    return taken
  }

  /// `bytes` with every edit of `fixes` applied (the edits must not conflict).
  public static func apply(_ fixes: [Fix], to bytes: [UInt8]) -> [UInt8] {
    let edits = fixes.flatMap { $0.edits }.sorted {
      ($0.range.lowerBound, $0.range.upperBound) < ($1.range.lowerBound, $1.range.upperBound)
    }
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count + edits.reduce(0) { $0 + $1.replacement.utf8.count })
    var cursor = 0
    for edit in edits {
      let lower = min(max(cursor, edit.range.lowerBound), bytes.count)
      result.append(contentsOf: bytes[cursor..<lower])
      result.append(contentsOf: edit.replacement.utf8)
      cursor = max(lower, min(edit.range.upperBound, bytes.count))
    }
    result.append(contentsOf: bytes[cursor...])
    return result
  }
}

/// The syntax problems bridgelint itself can see: bytes the tokenizer cannot read, brackets
/// without a partner, unterminated block comments. A fix round must not add any
/// (`Scripts/check-fixes` checks the same with `swiftc -parse`).
public enum SyntaxCheck {
  public static func problems(in bytes: [UInt8]) -> [Int] {
    let stream = Tokenizer.tokenize(bytes)
    var offsets: [Int] = []
    let tokens = stream.tokens
    let (match, _) = BracketMatcher.match(tokens)
    for (index, token) in tokens.enumerated() {
      let partner = Int(match[index])
      switch token.kind {
      case .unknown: offsets.append(token.startOffset)
      case .leftParen, .leftSquare, .leftBrace, .rightParen, .rightSquare, .rightBrace:
        guard partner >= 0, partner < tokens.count, Int(match[partner]) == index,
          isPair(token.kind, tokens[partner].kind)
        else {
          offsets.append(token.startOffset)
          continue
        }
      default: break
      }
    }
    for comment in stream.comments where comment.isBlock {
      let end = Int(comment.end)
      if end < 4 || end > bytes.count || bytes[end - 2] != UInt8(ascii: "*") || bytes[end - 1] != UInt8(ascii: "/") {
        offsets.append(Int(comment.start))
      }
    }
    return offsets
  }

  private static func isPair(_ a: TokenKind, _ b: TokenKind) -> Bool {
    switch (a, b) {
    case (.leftParen, .rightParen), (.rightParen, .leftParen), (.leftSquare, .rightSquare), (.rightSquare, .leftSquare),
      (.leftBrace, .rightBrace), (.rightBrace, .leftBrace):
      return true
    default: return false
    }
  }
}

extension Fixer {
  /// The linting a fix round repeats: `rules` on the file against the project index, then
  /// `postProcess` (suppression), with each finding's line filled in (baselines match on it).
  public static func linting(
    rules: [ActiveRule], index: ProjectIndex,
    postProcess: ((ParsedFile, [Diagnostic], [ActiveRule]) -> [Diagnostic])?
  ) -> (ParsedFile) -> [Diagnostic] {
    { file in
      var diagnostics = Linter.run(rules, on: file, index: index)
      if let postProcess { diagnostics = postProcess(file, diagnostics, rules) }
      LineText.attach(to: &diagnostics, in: file)
      return diagnostics
    }
  }
}
