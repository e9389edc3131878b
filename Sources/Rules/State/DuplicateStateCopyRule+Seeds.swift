import BridgeLint

/// What a seed's names and its view say: an edit buffer, a copy kept in step, a shared instance.
extension DuplicateStateCopyRule {
  /// Words that mark a deliberate edit buffer seeded from outside.
  private static let editBufferWords = [
    "draft", "edit", "initial", "local", "temp", "working", "buffer", "pending", "default", "seed", "start",
  ]
  /// Static members that hand out a shared instance.
  private static let sharedMembers: Set<String> = [
    "shared", "default", "standard", "current", "main", "instance", "sharedInstance",
  ]

  func simpleName(_ name: String) -> String {
    name.split(separator: ".").last.map(String.init) ?? name
  }

  /// `.onChange(of: source)`, `.task(id: source)` or `.onReceive(source…)` in the view keeps the copy in step.
  func isResynchronized(_ value: TokenSpan, in view: SwiftUIView, _ file: ParsedFile) -> Bool {
    let source = file.normalizedExpression(value.range)
    let root = file.text(value.start)
    return view.declarations.contains { declaration in
      let type = file[type: declaration]
      let body = TokenRange(type.bodyOpen, max(type.bodyOpen, type.bodyClose))
      return file.calls(in: body).contains { call in
        guard let nameToken = call.nameToken else { return false }
        let name = file.text(nameToken)
        // `onChange` and project wrappers of it (`onChangeOf`), `task(id:)`, `onReceive`.
        guard name.hasPrefix("onChange") || name == "task" || name == "onReceive",
          let first = file.arguments(of: call).first
        else { return false }
        let watched = file.normalizedExpression(first.value)
        return watched.contains(source) || watched == root || watched.hasPrefix(root + ".")
      }
    }
  }

  /// Does any camel-case word of `name` (an identifier or a member chain) mark an edit buffer?
  func isEditBuffer(_ name: String) -> Bool {
    name.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" }).flatMap { camelCaseWords(String($0)) }
      .contains { word in DuplicateStateCopyRule.editBufferWords.contains { word.hasPrefix($0) } }
  }

  private func camelCaseWords(_ name: String) -> [String] {
    var words: [String] = []
    var current = ""
    for character in name {
      if character.isUppercase && !current.isEmpty {
        words.append(current.lowercased())
        current = ""
      }
      if character == "_" {
        if !current.isEmpty { words.append(current.lowercased()) }
        current = ""
        continue
      }
      current.append(character)
    }
    if !current.isEmpty { words.append(current.lowercased()) }
    return words
  }

  /// `AppStore.shared`, `AppDelegate.instance.store`: the text, when the root is a project class.
  func sharedInstance(_ value: Provenance, _ model: BridgeModel) -> String? {
    guard case .staticMember(let typeName, let member, _) = value, !typeName.isEmpty,
      model.index.isProjectClass(typeName)
    else {
      if case .memberChain(let chain) = value, let root = chain.split(separator: ".").first,
        root.hasSuffix("AppDelegate"), model.index.isProjectClass(String(root))
      {
        return chain
      }
      return nil
    }
    // `Store.shared` is the instance (`Store.shared.flag` is a member chain: a value copied out
    // of it, which is fine); anything hung off the app delegate is app-wide.
    guard DuplicateStateCopyRule.sharedMembers.contains(member) || typeName.hasSuffix("AppDelegate") else {
      return nil
    }
    return typeName + "." + member
  }
}
