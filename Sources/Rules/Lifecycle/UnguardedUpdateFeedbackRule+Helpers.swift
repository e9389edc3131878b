import BridgeLint

/// A write in the `else` of a comparison: `if let shown = field.text, Double(shown) == value {} else { field.text = … }`.
extension UnguardedUpdateFeedbackRule {
  /// Is `token` in an `else` (or `else if`) whose chain starts from an `if` that reads back the
  /// member written or compares with the value? The negated condition of several clauses says
  /// nothing definite in general, but here the write runs only when the comparison failed.
  func isInElseOfComparison(
    _ token: TokenID, members: Set<String>, values: Set<String>, in file: ParsedFile
  ) -> Bool {
    for block in file.enclosingBlocks(of: file.innermostNode(containing: token), upTo: nil) {
      guard let open = TokenID(ifPresent: block.open), let close = TokenID(ifPresent: block.close),
        open < token && token < close
      else { continue }
      var keyword = TokenID(block.keyword)
      // Walks back through `else if` links to the first `if`; a chain is short, the bound is a guard.
      for _ in 0..<16 {
        let elseToken = file.word(keyword) == .else ? keyword : file.token(before: keyword)
        guard let elseToken, file.word(elseToken) == .else, let brace = file.token(before: elseToken),
          file.isKind(brace, .rightBrace), let previousOpen = file.opener(ofBracket: brace),
          let previous = file.enclosingBlocks(of: file.innermostNode(containing: previousOpen), upTo: nil).first(
            where: { TokenID(ifPresent: $0.open) == previousOpen }),
          file.word(TokenID(previous.keyword)) == .if
        else { break }
        if compares(previous.condition, members: members, values: values, in: file) { return true }
        keyword = TokenID(previous.keyword)
      }
    }
    return false
  }

  /// The condition names the member written (`field.text`), or compares (`==`, `!=`) with a name of the value.
  private func compares(_ condition: TokenRange, members: Set<String>, values: Set<String>, in file: ParsedFile) -> Bool
  {
    var comparison = false
    var namesValue = false
    for index in condition.start..<condition.end {
      let token = TokenID(index)
      if file.kind(token) == .identifier {
        let word = file.text(token)
        if members.contains(word) && file.isAfterPeriod(token) { return true }
        if values.contains(word) { namesValue = true }
      } else if file.tokenIs(token, "==") || file.tokenIs(token, "!=") {
        comparison = true
      }
    }
    return comparison && namesValue
  }
}

/// The represented view kept in a stored property.
extension UnguardedUpdateFeedbackRule {
  /// The stored properties of the representable that `make…` returns as its view
  /// (`func makeUIView(context: Context) -> WKWebView { webView }`): `update…` may reach the view
  /// through them instead of its parameter.
  func returnedProperties(of representable: Representable, _ model: BridgeModel) -> Set<String> {
    guard let make = representable.make else { return [] }
    let file = model.file
    let statements = file.code.statements(of: make)
    var names: Set<String> = []
    for statement in statements {
      var span = file.code.span(of: statement).range
      if file.code.statement(statement, startsWith: .return) {
        span.start += 1
      } else if statements.count > 1 {
        continue  // an implicit return is the whole body
      }
      if file.word(span.start) == .selfWord && file.isKind(span.start + 1, .period) { span.start += 2 }
      guard span.end - span.start == 1, file.kind(span.start) == .identifier,
        file.code.binding(at: TokenID(span.start)) == nil
      else { continue }
      let name = file.text(span.start)
      if representable.properties.contains(where: { file.text(file[variable: $0].name) == name }) { names.insert(name) }
    }
    return names
  }
}

/// A text view nested in the represented view: `container.textView.text = …`.
extension UnguardedUpdateFeedbackRule {
  /// Is `lhs` `view.member.text` where `view` is the represented view and `member` a stored
  /// property of its class (declared in this file) typed as an editable text view?
  func isNestedTextView(_ lhs: TokenRange, _ method: LifecycleMethod, _ model: BridgeModel) -> Bool {
    let file = model.file
    guard lhs.end - lhs.start >= 5, Self.textMembers.contains(file.text(lhs.end - 1)),
      file.isKind(lhs.end - 2, .period), file.isKind(lhs.end - 4, .period), file.kind(lhs.end - 3) == .identifier,
      method.viewNames.contains(file.normalizedExpression(TokenRange(lhs.start, lhs.end - 4))),
      let viewType = method.viewTypeName
    else { return false }
    let member = file.text(lhs.end - 3)
    // The class as the signature names it, or nested in the representable.
    let names = [viewType, method.representable.name + "." + viewType]
    for position in names.flatMap({ file.typesByQualifiedName[$0] ?? [] }) {
      let type = TypeID(position)
      guard file[type: type].kind == .class, let property = model.property(named: member, in: type) else { continue }
      // `let editor: UITextView` or `let editor = UITextView()`.
      let variable = file[variable: property]
      guard
        let typeName = file.typeName(in: variable.type) ?? variable.initializer.first.flatMap(file.constructedType(at:))
      else { continue }
      return isEditableText(typeName, model.index)
    }
    return false
  }
}

/// A text view found in the represented view and cast: `guard let field = view.subviews.first as? UITextView`.
extension UnguardedUpdateFeedbackRule {
  /// Is `lhs` `name.text` where `name` is a local or unwrapped name bound to a value read from the
  /// represented view and cast to an editable text class (`view.subviews.first as? UITextView`)?
  func isCastTextView(_ lhs: TokenRange, _ method: LifecycleMethod, _ model: BridgeModel) -> Bool {
    let file = model.file
    guard lhs.end - lhs.start == 3, Self.textMembers.contains(file.text(lhs.end - 1)), let name = lhs.first,
      let binding = file.code.binding(at: name), let declaration = binding.declaration,
      file.isKind(after: declaration, .equal), let start = file.token(after: declaration).flatMap(file.token(after:)),
      method.viewNames.contains(file.text(start))
    else { return false }
    switch binding.kind {
    case .local, .optionalBinding: break
    default: return false
    }
    // The value ends at the first `,`, `{`, `else` or line of its own; a few tokens at most.
    var next: TokenID? = start
    var count = 0
    while let token = next, count < 16 {
      if count > 0
        && (file.isKind(token, .comma) || file.isKind(token, .leftBrace) || file.word(token) == .else
          || file.hasNewline(before: token))
      {
        return false
      }
      next = file.token(after: token)
      count += 1
      guard file.text(token) == "as", var type = next else { continue }
      if file.isKind(type, .postfixQuestionMark) || file.isKind(type, .exclamationMark) || file.text(type) == "?" {
        guard let after = file.token(after: type) else { return false }
        type = after
      }
      return file.kind(type) == .identifier && isEditableText(file.text(type), model.index)
    }
    return false
  }
}

extension UnguardedUpdateFeedbackRule {
  /// `view.member` (one member after the view name, or after a returned coordinator path).
  func isDirectMember(_ lhs: TokenRange, _ method: LifecycleMethod, _ file: ParsedFile) -> Bool {
    isDirectReceiver(TokenRange(lhs.start, lhs.end - 2), method, file)
  }
}

extension UnguardedUpdateFeedbackRule {
  /// `PDFDocument(data: data)`, or a name bound to one in the update (`if let document =
  /// PDFDocument(url: url) { pdfView.document = document }`): a new document each pass.
  func isNewDocument(_ value: TokenRange, _ model: BridgeModel) -> Bool {
    if model.constructedType(value) == "PDFDocument" { return true }
    let file = model.file
    guard let name = value.first, value.last == name, file.kind(name) == .identifier,
      let binding = file.code.binding(at: name)
    else { return false }
    switch binding.kind {
    case .local(let variable): return model.constructedType(file[variable: variable].initializer) == "PDFDocument"
    case .optionalBinding:
      guard let declaration = binding.declaration, let bound = file.optionalBindingValue(declaredAt: declaration)
      else { return false }
      return model.constructedType(bound) == "PDFDocument"
    default: return false
    }
  }
}

extension UnguardedUpdateFeedbackRule {
  /// `text.isEmpty`, `text.count > 0`, `self.text != nil`: the value tested for being there, not
  /// compared with what the view shows, so the write under it still runs on every update. Only for
  /// the value itself (`text`, `self.text`), not a member read back from the view.
  func isEmptinessTest(_ name: TokenID, _ file: ParsedFile) -> Bool {
    if let before = file.token(before: name), file.isKind(before, .period) {
      guard let receiver = file.token(before: before), file.word(receiver) == .selfWord else { return false }
    }
    guard let next = file.token(after: name), let after = file.token(after: next) else { return false }
    if file.isKind(next, .period) {
      if file.tokenIs(after, "isEmpty") { return true }
      // `text.count > 0`, not `pins.count != shown.count` (a comparison with the view).
      guard file.tokenIs(after, "count"), let test = file.token(after: after), let bound = file.token(after: test)
      else { return false }
      return [">", ">=", "==", "!=", "<"].contains(file.text(test)) && ["0", "1"].contains(file.text(bound))
    }
    let test = file.text(next)
    return (test == "==" || test == "!=") && file.word(after) == .nil
  }

  /// `nsView.window?.makeFirstResponder(nsView)`: the represented view's window, asked to focus it.
  func isViewsWindow(_ receiver: TokenRange, _ call: Call, _ method: LifecycleMethod, _ file: ParsedFile) -> Bool {
    guard file.tokenIs(call.name, "makeFirstResponder"), let argument = file.soleArgument(of: call) else {
      return false
    }
    var path = file.normalizedExpression(receiver)
    if path.hasSuffix("?") || path.hasSuffix("!") { path.removeLast() }
    let view = file.normalizedExpression(argument)
    return method.viewNames.contains(view) && path == view + ".window"
  }

  /// In the pass (or right after it) and under no condition that could tell a change: one that
  /// names the member written (`text`), the value (`note.body`), the coordinator, or the edit's
  /// state counts; `if uiView.window != nil`, `if isEnabled` do not (the write still runs on every update).
  /// For a focus call (`flagsGuard: false`) a flag named like a state (`if isFocused`) is SwiftUI's
  /// wish, not the view's state: only the responder state read back (`!field.isFirstResponder`) guards it.
  func isRepeated(
    _ token: TokenID, _ method: LifecycleMethod, _ model: BridgeModel, writing members: [String],
    from value: TokenRange?, in file: ParsedFile, readingBack current: Set<String> = [], flagsGuard: Bool = true
  ) -> Bool {
    guard model.timing(of: token, in: method) != .later else { return false }
    var names = Set(members)
    var valueNames: Set<String> = []
    if let value {
      for index in value.start..<value.end where file.kind(index) == .identifier { valueNames.insert(file.text(index)) }
    }
    names.formUnion(valueNames)
    if isInElseOfComparison(
      token, members: Set(members).union(current), values: names.subtracting(method.viewNames), in: file)
    {
      return false
    }
    return model.changeGuards(at: token).allSatisfy { condition in
      if case .onceFlag = condition.kind { return false }
      let range = condition.span.range
      var clause = ""
      for index in range.start..<range.end where file.kind(index) == .identifier {
        let word = file.text(index)
        // The value only tested for being there (`text.count > 0`) tells no change.
        if names.contains(word) && !(valueNames.contains(word) && isEmptinessTest(TokenID(index), file)) {
          return false
        }
        // The view's current state read back (`webView.url != url` before a load) tells a change.
        if current.contains(word) && file.isKind(index - 1, .period) { return false }
        clause += word.lowercased() + " "
      }
      if method.coordinatorNames.contains(where: { file.compactText(range).contains($0) }) { return false }
      return !flagsGuard || !Self.stateWords.contains { clause.contains($0) }
    }
  }

  static let responderState: Set<String> = [
    "isFirstResponder", "firstResponder", "isEditing", "currentEditor", "canBecomeFirstResponder",
  ]
}
