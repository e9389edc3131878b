import BridgeLint

/// A call site whose `.id(…)` gives the child a new identity when the value it hands in changes.
extension DuplicateStateCopyRule {
  /// `Stepper(value: x).id(UUID())` or `.id(x)`: the child gets a new identity on every render or
  /// with every new value, so its state starts again from the value handed in (round k). Also
  /// `let (model, strip) = cache.models(for: id)` … `Child(model: model).id(id)`: the local comes
  /// from a lookup keyed by the identity the child is given (round x), and `.id(fieldID)` where the
  /// caller assigns `fieldID = UUID()` when it wants the child rebuilt (round ff).
  func isReidentified(
    _ call: Call, reading source: String, value: TokenRange, _ file: ParsedFile, _ reminted: inout Set<String>?
  ) -> Bool {
    guard let identity = idModifierArgument(of: call, file) else { return false }
    // `UUID()`, or the name the argument reads (`note` of `note.title`) as a name of its own.
    let root = source.hasPrefix("self.") ? source.dropFirst(5).prefix { $0 != "." } : source.prefix { $0 != "." }
    var keys: Set<String> = []
    for token in identity.tokens {
      if file.tokenIs(token, "UUID") && file.isKind(after: token, .leftParen) { return true }
      guard file.kind(token) == .identifier && !file.isAfterPeriod(token) else { continue }
      if reminted == nil { reminted = remintedKeys(file) }
      if file.text(token) == root || reminted?.contains(file.text(token)) == true { return true }
      keys.insert(file.text(token))
    }
    guard let first = value.first, case .local(let variable)? = file.code.binding(at: first)?.kind else { return false }
    return file[variable: variable].initializer.tokens.contains {
      file.kind($0) == .identifier && keys.contains(file.text($0))
    }
  }

  /// The argument of an `.id(…)` modifier on the call (after other modifiers and trailing closures).
  private func idModifierArgument(of call: Call, _ file: ParsedFile) -> TokenRange? {
    guard var token = call.rightParenToken else { return nil }
    var steps = 0
    while steps < 16 {
      steps += 1
      // A trailing closure of the call or of a modifier.
      if let brace = file.token(after: token), file.isKind(brace, .leftBrace), let end = file.closer(ofBracket: brace) {
        token = end
      }
      guard let dot = file.token(after: token), file.isKind(dot, .period), let name = file.token(after: dot),
        file.kind(name) == .identifier, let open = file.token(after: name), file.isKind(open, .leftParen),
        let close = file.closer(ofBracket: open)
      else { return nil }
      if file.tokenIs(name, "id") {
        guard let start = file.token(after: open) else { return nil }
        return TokenRange(start, upTo: close)
      }
      token = close
    }
    return nil
  }

  /// The names the file assigns `UUID()` (`fieldID = UUID()`, `self.fieldID = UUID()`): keys the
  /// caller mints again to rebuild what they identify. One pass over the file's assignments.
  private func remintedKeys(_ file: ParsedFile) -> Set<String> {
    var names: Set<String> = []
    for assignment in file.allAssignments {
      guard let first = TokenSpan(assignment.rhs)?.start, file.tokenIs(first, "UUID"),
        file.isKind(after: first, .leftParen),
        let last = TokenSpan(assignment.lhs).flatMap({ file.token(before: $0.end) })
      else { continue }
      names.insert(file.text(last))
    }
    return names
  }
}
