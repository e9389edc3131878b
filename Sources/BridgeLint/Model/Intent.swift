/// What the code says about its author's intent, beyond its tokens: a comment written right in
/// front of a statement or modifier, and whether the file is a test (built and inspected, never
/// rendered by an app).
extension ParsedFile {
  /// The comments in the trivia directly in front of `token` (between the previous token and
  /// it), in source order, without lint directives (`swiftlint:`, `bridgelint:`). Binary search.
  public func leadingComments(of token: TokenID) -> [Comment] {
    guard isValid(token.raw) else { return [] }
    let start = token.raw > 0 ? UInt32(tokens[Int(token.raw) - 1].endOffset) : 0
    let end = UInt32(tokens[Int(token.raw)].startOffset)
    let first = comments.partitionPoint { $0.start < start }
    var result: [Comment] = []
    var index = first
    while index < comments.count && comments[index].end <= end {
      if !isDirective(comments[index]) { result.append(comments[index]) }
      index += 1
    }
    return result
  }

  /// The comment that ends the line `token` ends on (`.id(UUID())  // fixes the animation`),
  /// without lint directives. Binary search.
  public func trailingComment(after token: TokenID) -> Comment? {
    guard isValid(token.raw) else { return nil }
    let end = tokens[Int(token.raw)].endOffset
    let position = comments.partitionPoint { $0.start < UInt32(end) }
    guard position < comments.count else { return nil }
    let comment = comments[position]
    let lines = source.lineTable
    guard lines.line(of: Int(comment.start)) == lines.line(of: end), !isDirective(comment) else { return nil }
    // It ends the line: no code follows it there (`/* … */ more()` is not a trailing comment).
    let following = tokens.partitionPoint { $0.startOffset < Int(comment.end) }
    if following < tokens.count, lines.line(of: tokens[following].startOffset) == lines.line(of: Int(comment.end)) {
      return nil
    }
    return comment
  }

  /// `// swiftlint:disable:next …`, `// bridgelint:disable …`, a fixture's `// expect: …`
  /// marker: instructions to a tool, not an explanation for a reader.
  private func isDirective(_ comment: Comment) -> Bool {
    let lower = Int(comment.start)
    let upper = min(Int(comment.end), bytes.count)
    guard lower < upper else { return false }
    let text = String(decoding: bytes[lower..<upper], as: UTF8.self)
    return text.contains("swiftlint:") || text.contains("bridgelint:") || text.hasPrefix("// expect:")
  }
}

extension BridgeModel {
  /// Does the file import a test framework (`XCTest`, `Testing`, Quick, Nimble, SnapshotTesting)? Views built there are inspected
  /// by tests, not rendered by an app.
  public var isTestFile: Bool { imports.testing }

  /// Is `token` inside preview code: the body of a `#Preview` macro, or a type (or extension)
  /// whose own inheritance clause names `PreviewProvider`? Previews hand fixtures to views on
  /// purpose; nothing in an app runs them.
  public func isInPreview(_ token: TokenID) -> Bool {
    let bodies = previewBodies
    let position = bodies.partitionPoint { $0.start <= token.raw } - 1
    if position >= 0, bodies[position].end > token.raw { return true }
    var type = file.enclosingType(of: file.innermostNode(containing: token.raw))
    var steps = 0
    while let declaration = type, steps <= Parser.maximumDepth + 8 {
      if file.inheritedNames(of: declaration).contains("PreviewProvider") { return true }
      type = file.enclosingType(of: declaration.node)
      steps += 1
    }
    return false
  }

  /// The `{ … }` bodies of the file's `#Preview` macros (`#Preview { … }`,
  /// `#Preview("Name", traits: …) { … }`), in source order; one pass over the tokens, once.
  private var previewBodies: [TokenRange] {
    if let known = previewBodiesCache { return known }
    var bodies: [TokenRange] = []
    var token: Int32 = 0
    let count = Int32(file.tokens.count)
    while token < count {
      defer { token += 1 }
      guard file.kind(token) == .poundKeyword, file.word(token) == .Preview else { continue }
      var open = token + 1
      if file.isKind(open, .leftParen), let end = file.closer(of: open) { open = end + 1 }
      guard file.isKind(open, .leftBrace), let end = file.closer(of: open) else { continue }
      bodies.append(TokenRange(open, end))
    }
    previewBodiesCache = bodies
    return bodies
  }
}
