import BridgeLint

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
    // The value ends at the first `,`, `{`, `else` or line of its own; a few tokens at most. A
    // call's arguments are stepped over (`subviews.first(where: { $0 is UITextField }) as? UITextField`).
    var next: TokenID? = start
    var count = 0
    while let token = next, count < 16 {
      if file.isKind(token, .leftParen), let close = file.closer(ofBracket: token) {
        next = file.token(after: close)
        count += 1
        continue
      }
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
    // A completion of a request `update…` makes each time (a geocoder's) moves the map each time too.
    guard model.timing(of: token, in: method, completionsRunOnce: true) != .later else { return false }
    var names = Set(members)
    var valueNames: Set<String> = []
    // Names the value reads as a member (`address` in `page.address`): in a condition, a member of
    // that name names the value, while `waypoints.first` does not name a local `first`.
    var valueMembers: Set<String> = []
    if let value {
      for index in value.start..<value.end where file.kind(index) == .identifier {
        // An argument label (`url:` in `URLRequest(url: page)`) names no value; a ternary's branch does.
        let isLabel =
          file.isKind(index + 1, .colon) && (file.isKind(index - 1, .leftParen) || file.isKind(index - 1, .comma))
        if !isLabel { valueNames.insert(file.text(index)) }
        if file.isKind(index - 1, .period) { valueMembers.insert(file.text(index)) }
      }
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
        let isOtherMember =
          !members.contains(word) && !valueMembers.contains(word)
          && readsOtherObject(TokenID(index), method, model)
        if names.contains(word) && !isOtherMember
          && !(valueNames.contains(word)
            && (isEmptinessTest(TokenID(index), file) || isBoundOrComparedWithConstant(TokenID(index), file)))
        {
          return false
        }
        // The view's current state read back (`webView.url != url` before a load) tells a change.
        if current.contains(word) && file.isKind(index - 1, .period) && !file.isKind(index + 1, .leftParen) {
          return false
        }
        clause += word.lowercased() + " "
      }
      if method.coordinatorNames.contains(where: { file.compactText(range).contains($0) }) { return false }
      for term in Self.notStateTerms { clause = clause.replacingOccurrences(of: term, with: "") }
      return !flagsGuard || !Self.stateWords.contains { clause.contains($0) }
    }
  }

  /// `waypoints.first`: a member of something other than `self`, the represented view (whose
  /// members are its current state, `mapView.camera`) or the coordinator, so it names none of the
  /// value's locals.
  private func readsOtherObject(_ token: TokenID, _ method: LifecycleMethod, _ model: BridgeModel) -> Bool {
    let file = model.file
    var root = token
    // A member chain is a few links; the bound keeps the walk short.
    for _ in 0..<8 {
      guard let period = file.token(before: root), file.isKind(period, .period),
        let previous = file.token(before: period),
        file.isKind(previous, .identifier) || file.word(previous) == .selfWord
      else { break }
      root = previous
    }
    guard root != token, file.word(root) != .selfWord, let receiverEnd = file.token(before: token) else { return false }
    switch model.root(of: TokenRange(root, upTo: receiverEnd), in: method) {
    case .representedView, .coordinator, .coordinatorParent: return false
    default: return true
    }
  }

  static let responderState: Set<String> = [
    "isFirstResponder", "firstResponder", "isEditing", "currentEditor", "canBecomeFirstResponder",
  ]
}

/// A text field the coordinator keeps for `update…` to reach (round y: an AppKit field inside a
/// container view, set through `if let field = context.coordinator.textField`).
extension UnguardedUpdateFeedbackRule {
  /// Is `lhs` `context.coordinator.field.text`, or `field.text` where `field` is a local or an
  /// unwrapped name bound to `context.coordinator.field`, and the coordinator declares `field` as
  /// an editable text class?
  func isCoordinatorTextView(_ lhs: TokenRange, _ method: LifecycleMethod, _ model: BridgeModel) -> Bool {
    let file = model.file
    guard lhs.end - lhs.start >= 3, Self.textMembers.contains(file.text(lhs.end - 1)),
      file.isKind(lhs.end - 2, .period)
    else { return false }
    var path = TokenRange(lhs.start, lhs.end - 2)
    // `context.coordinator.field?.stringValue`: the optional field itself.
    if let last = path.last, file.isKind(last, .postfixQuestionMark) || file.isKind(last, .exclamationMark) {
      path = TokenRange(path.start, path.end - 1)
    }
    if path.end - path.start == 1, let value = boundValue(of: TokenID(path.start), file) {
      path = value
    }
    guard path.end - path.start >= 3, file.isKind(path.end - 2, .period), file.kind(path.end - 1) == .identifier,
      method.coordinatorNames.contains(file.normalizedExpression(TokenRange(path.start, path.end - 2))),
      let coordinator = model.coordinator(of: method.representable)
    else { return false }
    return isEditableTextProperty(file.text(path.end - 1), of: coordinator, model)
  }

  /// The value a local or an unwrapped name is bound to (`let x = a.b`, `if let x = a.b {`): the
  /// tokens after its `=` up to a `,`, `{`, `else` or line break, a few at most.
  private func boundValue(of name: TokenID, _ file: ParsedFile) -> TokenRange? {
    guard let binding = file.code.binding(at: name), let declaration = binding.declaration,
      file.isKind(after: declaration, .equal), let start = file.token(after: declaration).flatMap(file.token(after:))
    else { return nil }
    switch binding.kind {
    case .local, .optionalBinding: break
    default: return nil
    }
    var last = start
    var next = file.token(after: start)
    var count = 1
    while let token = next, count < 12,
      !(file.isKind(token, .comma) || file.isKind(token, .leftBrace) || file.word(token) == .else
        || file.hasNewline(before: token))
    {
      last = token
      next = file.token(after: token)
      count += 1
    }
    return TokenRange(start, through: last)
  }
}
