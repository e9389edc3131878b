import BridgeLint

/// What a call site's argument hands a child: a value the caller keeps, one a method computes
/// from it, or an object built at the call site from it.
extension DuplicateStateCopyRule {
  /// What an argument hands in: the text the message quotes, and whether a method computes it.
  struct Seed {
    var text: String
    var isComputed = false
    /// `model.points` in `PieChart(Options(points: model.points))`: the kept value a construction
    /// at the call site reads, which the exemptions judge (nil when the argument is the value).
    var constructedFrom: TokenRange? = nil
  }

  /// `ChartConfiguration(data: model.points)`: a construction at the call site from a value the
  /// caller keeps (its first argument reading one that names no dependency, `service`, `store`). A
  /// child that builds its object from it keeps what the first call built (round y: a chart's
  /// model built from its first data).
  func constructedValue(_ range: TokenRange, in file: ParsedFile) -> Seed? {
    guard range.end - range.start <= 24, let first = range.first, let last = range.last, file.isUpperIdentifier(first),
      let call = file.calls(in: range).first(where: { $0.rightParenToken == last }), call.nameToken == first,
      call.trailingClosures.isEmpty, !isFactoryName(file.text(first))
    else { return nil }
    for argument in file.arguments(of: call) {
      guard let chain = keptChain(argument.value, in: file),
        !BuilderNames.namesDependency(chain.split(separator: ".").last.map(String.init) ?? chain)
      else { continue }
      return Seed(text: chain, constructedFrom: argument.value)
    }
    return nil
  }

  /// The argument's text when it reads a value the caller keeps: `note.title`, `self.model`,
  /// `item`; nil for literals, constructions, calls, closures, bindings, and constants rooted in
  /// a type (`Theme.accent`, `Store.shared`).
  func keptValue(_ range: TokenRange, in file: ParsedFile) -> Seed? {
    if let chain = keptChain(range, in: file) { return Seed(text: chain) }
    // `activity.state == .active`, `sizeClass == .compact ? spacing / 2 : spacing`: the copy is
    // as stale as what the expression reads.
    return file.keptRead(inExpression: range).map { Seed(text: file.compactText($0)) }
  }

  /// `viewModel.word.syllable(at: 0)` or the caller's own `tracks(for: .recent)`: a value a method
  /// computes from what the caller keeps (its receiver, or the caller's state) goes as stale in the
  /// child's `@State` as a property read (round s: 6 sites). Arguments are plain values; a factory
  /// (`makeRow(…)`, `factory.row(…)`, `container.resolve()`) builds something new.
  func computedValue(_ range: TokenRange, in file: ParsedFile) -> Seed? {
    guard range.end - range.start <= 16, let last = range.last,
      let call = file.calls(in: range).first(where: { $0.rightParenToken == last }),
      call.trailingClosures.isEmpty, let name = call.nameToken, !file.isUpperIdentifier(name),
      !isFactoryName(file.text(name)),
      file.arguments(of: call).allSatisfy({ isPlainValue($0.value, file) })
    else { return nil }
    if let receiver = file.receiver(of: call) {
      guard receiver.start == range.start, let chain = keptChain(receiver, in: file),
        !chain.split(separator: ".").contains(where: { isFactoryName(String($0)) })
      else { return nil }
      return Seed(text: chain, isComputed: true)
    }
    // An unqualified call is the caller's own instance method (not a global function of constants).
    // One that picks at random (`colors.randomElement()`) is a fresh value each time, on purpose.
    guard name == range.first, let caller = file.enclosingType(containing: name).map({ file.qualifiedName(of: $0) }),
      file.functions(named: file.text(name)).contains(where: { function in
        function.kind == .function && !function.modifiers.isTypeMember
          && function.nameToken.flatMap { file.enclosingType(containing: $0) }.map { file.qualifiedName(of: $0) }
            == caller
          && !picksAtRandom(file.body(of: function), file)
      })
    else { return nil }
    return Seed(text: file.compactText(range), isComputed: true)
  }

  /// Does a function body (its first 256 tokens) call something random?
  private func picksAtRandom(_ body: TokenRange, _ file: ParsedFile) -> Bool {
    (body.start..<min(body.end, body.start + 256)).contains { token in
      file.isKind(token, .identifier) && file.text(token).hasPrefix("random")
    }
  }

}
