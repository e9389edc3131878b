import BridgeLint

/// When can an image picker hand its callback a pick the callback cannot read?
extension ModalExitPathMissingRule {
  /// Does the `if`/`guard` a `return` sits in test what the picker handed in: its `info` read
  /// directly (`info[.editedImage] as? UIImage`) or a local of the callback read from it? A return
  /// only an encoding failure reaches (`image.jpegData(…)`) strands no pick the user can make, and
  /// `info[.originalImage]` is always there unless the file lets the picker offer movies
  /// (`mediaTypes`).
  func testsUnreadablePick(
    returnAt token: TokenID, in declaration: FunctionDecl, body: TokenRange, _ file: ParsedFile
  ) -> Bool {
    let parameters = file.parameters(of: declaration)
    guard parameters.count >= 2, file.isValid(parameters[parameters.startIndex + 1].name) else { return true }
    let info = file.text(parameters[parameters.startIndex + 1].name)
    let blocks = file.enclosingBlocks(of: file.innermostNode(containing: token), upTo: nil)
    guard let block = blocks.first(where: { file.word($0.keyword) != .else }),
      file.word(block.keyword) == .guard || file.word(block.keyword) == .if
    else { return true }
    // The keys each local of the callback reads from `info` (`let image = info[.editedImage] …`).
    var localKeys: [String: [String]] = [:]
    var position = body.start
    while position < block.keyword {
      defer { position += 1 }
      guard file.word(position) == .let || file.word(position) == .var, file.isKind(position + 1, .identifier),
        file.isKind(position + 2, .equal), let statement = file.code.statement(containing: TokenID(position))
      else { continue }
      let keys = infoKeys(in: file.code.span(of: statement).range, info: info, file)
      if !keys.isEmpty { localKeys[file.text(position + 1), default: []] += keys }
    }
    var keys = infoKeys(in: block.condition, info: info, file)
    // The local itself (`guard let image else`), not something made from it (`image.jpegData(…)`).
    for name in block.condition.start..<block.condition.end
    where file.isKind(name, .identifier) && !file.isKind(name + 1, .period) && !file.isKind(name + 1, .leftParen) {
      keys += localKeys[file.text(name)] ?? []
    }
    guard !keys.isEmpty else { return false }
    return keys.contains { $0 != "originalImage" } || file.spellsAny(of: ["mediaTypes"])
  }

  /// The keys `info[…]` is subscripted with in `range` (`editedImage` for `info[.editedImage]`).
  private func infoKeys(in range: TokenRange, info: String, _ file: ParsedFile) -> [String] {
    var keys: [String] = []
    for token in range.start..<range.end
    where file.isKind(token + 1, .leftSquare) && file.text(token) == info && !file.isAfterPeriod(TokenID(token)) {
      guard let close = file.closer(of: token + 1), close > token + 2 else { continue }
      keys.append(file.text(close - 1))
    }
    return keys
  }
}
