import BridgeLint

/// `removeFromParent()` without `willMove(toParent: nil)` first.
extension MissingDidMoveRule {
  // MARK: - removeFromParent

  func checkRemoval(
    _ call: Call, in file: ParsedFile, _ facts: ContainmentFacts, _ context: inout RuleContext
  ) {
    guard let function = file.enclosingFunction(of: call.scope) else { return }
    let child: String
    let model = context.model
    let enclosing = file.enclosingType(of: function.node).flatMap(model.typeID(of:))
    if file.isCalledOnSelf(call) {
      guard let enclosing, model.isUIKitViewController(enclosing) else { return }
      child = ""
    } else if let receiver = file.receiver(of: call) {
      child = ContainmentFacts.key(file.normalizedExpression(receiver))
      // AppKit has no `willMove(toParent:)`; SpriteKit nodes have their own `removeFromParent()`.
      if let enclosing, model.isAppKitViewController(enclosing) || model.isNodeTree(enclosing) { return }
      // Outside a UIKit view controller (a coordinator object with its own child tree), only a
      // declared view controller type is evidence.
      let insideController =
        enclosing.map {
          model.isUIKitViewController($0) || isUnknownContainer($0, adding: child, in: function, model, facts)
        }
        ?? false
      // `self?.removeFromParent()` in a `[weak self]` closure: the controller removes itself.
      let removesItself = child == "self" && enclosing.map(model.isUIKitViewController) == true
      guard
        removesItself
          || (insideController
            ? isKnownViewController(
              child, receiver: receiver, call: call, function: function, file: file, facts, context.index)
            : declaredTypeName(of: child, in: function, file: file).map(context.index.isUIKitViewController) ?? false)
      else { return }
    } else {
      return
    }
    // A controller that is a window's root has no parent to leave.
    if facts.rootControllers(in: function).contains(child) { return }
    if !child.isEmpty, isWindowRootOnly(child, of: function, facts, model) { return }
    let keys = child.isEmpty || child == "self" ? ["", "self"] : [child]
    // A removal inside a closure (`let finish = { child.removeFromParent() }`) runs later than
    // its position says: `willMove` anywhere in the function announces it.
    let deferred = NodeID(ifPresent: call.scope).flatMap(file.node)?.kind == .closure
    let firstWillMove = facts.of(function).firstWillMoveNil
    if keys.contains(where: { key in firstWillMove[key].map { deferred || $0 < TokenID(call.name) } ?? false }) {
      return
    }
    // A removal in a local function (`func finish() { child.removeFromParent() }`) runs when the
    // function is called: `willMove(toParent: nil)` anywhere in the function around it announces it.
    if let outer = file.node(NodeID(function.node)).flatMap({ file.enclosingFunction(of: $0.parent) }),
      keys.contains(where: { facts.of(outer).firstWillMoveNil[$0] != nil })
    {
      return
    }
    // `willMove(toParent: nil)` in another method of the same controller (an earlier step of
    // the same transition) announces it too.
    if let owner = file.owningType(of: function), let type = model.typeID(of: owner) {
      let announcers = facts.ofType(type, model).willMoveNilIn
      let current = model.functionID(of: function)
      if keys.contains(where: { announcers[$0, default: []].contains { $0 != current } }) { return }
    }
    let subject = child.isEmpty ? "This view controller" : "`\(child)`"
    // The spelling before Swift 4.2 (`removeFromParentViewController()`) keeps its own words.
    let label = Self.parentLabel(of: call, file)
    let removal = file.text(call.name) + "()"
    // `willMove(toParent: self)` before a removal announces the opposite move: the argument is wrong.
    if let announced = keys.lazy.compactMap({
      firstWillMoveToParent(of: $0, before: TokenID(call.name), function, facts)
    }).first {
      let receiver = child.isEmpty ? "" : child + "."
      let object = child.isEmpty ? "this view controller" : "`\(child)`"
      context.report(
        file, at: announced.token,
        FindingMessage(
          "`\(receiver)willMove(\(label): \(announced.parent))` announces a move to a parent, but \(object) is being "
            + "removed; pass `nil`: `\(receiver)willMove(\(label): nil)` before `\(removal)`"))
      return
    }
    let prefix = child.isEmpty ? "" : ((file.receiver(of: call).map { file.normalizedExpression($0) } ?? child) + ".")
    context.report(
      file, at: call.name,
      FindingMessage(
        "\(subject) is removed from its parent without `willMove(\(label): nil)` first; "
          + "call `\(prefix)willMove(\(label): nil)` before `\(removal)`"),
      fix: willMoveFix(prefix, label: label, before: call, model))
  }

  /// `child.willMove(toParent: <not nil>)` earlier in the same function, before the removal.
  private func firstWillMoveToParent(
    of key: String, before removal: TokenID, _ function: FunctionDecl, _ facts: ContainmentFacts
  ) -> (token: TokenID, parent: String)? {
    guard let found = facts.of(function).willMoveToParent[key], found.token < removal else { return nil }
    return found
  }

  /// Does another method of the same type make `child` a window's `rootViewController`, with no
  /// method of the type adding it with `addChild`? Then it never has a parent: its
  /// `removeFromParent()` is a no-op and there is no containment to complete.
  private func isWindowRootOnly(
    _ child: String, of function: FunctionDecl, _ facts: ContainmentFacts, _ model: BridgeModel
  ) -> Bool {
    let file = model.file
    guard let owner = file.owningType(of: function), let type = model.typeID(of: owner) else { return false }
    let methods = facts.ofType(type, model)
    return methods.rootControllers.contains(child) && !methods.addedChildren.contains(child)
  }

  /// Inserts `child.willMove(toParent: nil)` before the removal, above a `child.view.removeFromSuperview()`
  /// right before it (Apple's order). Only for a plain name path, on a statement of its own line.
  private func willMoveFix(_ prefix: String, label: String, before call: Call, _ model: BridgeModel) -> Fix? {
    let file = model.file
    guard prefix.isEmpty || MissingDidMoveRule.isNamePath(String(prefix.dropLast())),
      var statement = file.code.statement(containing: TokenID(call.name))
    else { return nil }
    // `statement(before:)` halves the body's list: a body with thousands of removals is not
    // walked from its first statement for each.
    while let previous = file.code.statement(before: statement) {
      model.scanSteps += 1
      let span = file.code.span(of: previous)
      let text = file.normalizedExpression(span.range)
      guard text == prefix + "view.removeFromSuperview()" || text == "self." + prefix + "view.removeFromSuperview()"
      else { break }
      statement = previous
    }
    let start = file.code.byteRange(of: statement).lowerBound
    guard let edit = FixText(file).insertLine("\(prefix)willMove(\(label): nil)", before: start) else { return nil }
    return Fix("Call `\(prefix)willMove(\(label): nil)` before removing it", .unsafe, edits: [edit])
  }

  /// Evidence that `child` is a view controller: it is an element of `children`, was
  /// `addChild`-ed, its `.view` is used, or it is declared with a view controller type.
  private func isKnownViewController(
    _ child: String, receiver: TokenRange, call: Call, function: FunctionDecl, file: ParsedFile,
    _ facts: ContainmentFacts, _ index: ProjectIndex
  ) -> Bool {
    if child == "$0", let scope = NodeID(ifPresent: call.scope).flatMap(file.node),
      let closure = file.closure(openingAt: scope.start),
      closure.ownerKind == .trailingClosure, let owner = file.call(closure.owner),
      let ownerReceiver = file.receiver(of: owner)
    {
      return isControllerCollection(file.normalizedExpression(ownerReceiver), in: function, file: file, index)
    }
    if let cast = castType(ofOptionalBinding: child, at: TokenID(receiver.start), file),
      index.isUIKitViewController(cast)
    {
      return true
    }
    // `for child in children { child.removeFromParent() }`, over any collection of controllers.
    if let sequence = loopSequence(binding: child, at: TokenID(receiver.start), file),
      isControllerCollection(sequence, in: function, file: file, index)
    {
      return true
    }
    if facts.of(function).addedChildren.contains(child) || facts.viewOwners(in: function).contains(child) {
      return true
    }
    if let typeName = declaredTypeName(of: child, in: function, file: file) {
      return index.isUIKitViewController(typeName) || typeName.hasSuffix("ViewController")
    }
    // A name or member path whose last name is named as a controller (`old?.viewController`,
    // `tab.contentViewController`, `self.priceVC?`): its type is declared elsewhere (another
    // file's part of the controller), its name says it.
    let last = child.lastIndex(of: ".").map { child[child.index(after: $0)...] } ?? child[...]
    let member = last.filter { $0 != "?" && $0 != "!" }
    return member == "viewController" || member.hasSuffix("ViewController") || member.hasSuffix("Controller")
      || member.hasSuffix("VC")
  }

  /// The declared type of a parameter, local or property named `name`: its annotation, the type
  /// it is built with (`X(…)`), or the type it is cast to (`… as? UINavigationController`).
  func declaredTypeName(of name: String, in function: FunctionDecl, file: ParsedFile) -> String? {
    if let type = parameterTypeName(name, of: function, in: file) { return type }
    for variable in file.variables(named: name) {
      if let type = file.typeName(in: variable.type) { return type }
      let initializer = variable.initializer
      if !initializer.isEmpty, file.isKind(initializer.start + 1, .leftParen) {
        return file.text(initializer.start)
      }
      if initializer.end - initializer.start >= 3, file.kind(initializer.end - 1) == .identifier,
        file.word(initializer.end - 2) == .as || file.word(initializer.end - 3) == .as
      {
        return file.text(initializer.end - 1)
      }
    }
    return nil
  }

  /// `if let nav = … as? UINavigationController`: the type an optional binding's value is cast to.
  private func castType(ofOptionalBinding name: String, at use: TokenID, _ file: ParsedFile) -> String? {
    guard let value = boundValue(ofOptionalBinding: name, at: use, file), value.end - value.start >= 3,
      file.kind(value.end - 1) == .identifier, file.word(value.end - 2) == .as || file.word(value.end - 3) == .as
    else { return nil }
    return file.text(value.end - 1)
  }

  /// An optional binding's value, up to the `{`, `,` or `else` at depth 0 that ends it, reading at
  /// most 64 tokens of the condition.
  func boundValue(ofOptionalBinding name: String, at use: TokenID, _ file: ParsedFile) -> TokenRange? {
    guard let binding = file.code.binding(of: name, at: use), case .optionalBinding = binding.kind,
      let declaration = binding.declaration
    else { return nil }
    return file.optionalBindingValue(declaredAt: declaration)
  }

  /// The collection a `for` loop binding walks when it is a plain name (`for tile in tiles`).
  private func loopSequence(binding name: String, at use: TokenID, _ file: ParsedFile) -> String? {
    guard let binding = file.code.binding(of: name, at: use), case .forPattern = binding.kind,
      let declaration = binding.declaration, let keyword = file.token(after: declaration), file.word(keyword) == .in
    else { return nil }
    var start = TokenRange(declaration, count: 2).end
    if file.word(start) == .selfWord && file.isKind(start + 1, .period) { start += 2 }
    guard file.kind(start) == .identifier, file.isKind(start + 1, .leftBrace) || file.word(start + 1) == .where
    else { return nil }
    return file.text(start)
  }

  /// `children`, or a collection declared as an array of view controllers (`[TileViewController]`).
  private func isControllerCollection(
    _ collection: String, in function: FunctionDecl, file: ParsedFile, _ index: ProjectIndex
  ) -> Bool {
    let name = collection.hasPrefix("self.") ? String(collection.dropFirst(5)) : collection
    if name == "children" || name == "childViewControllers" { return true }
    guard MissingDidMoveRule.isNamePath(name), !name.contains(".") else { return false }
    for variable in file.variables(named: name) where !variable.type.isEmpty {
      var element = file.normalizedExpression(variable.type)
      if element.hasSuffix("?") { element.removeLast() }
      if element.hasPrefix("[") && element.hasSuffix("]") {
        element = String(element.dropFirst().dropLast())
      } else if element.hasPrefix("Array<") && element.hasSuffix(">") {
        element = String(element.dropFirst(6).dropLast())
      } else {
        continue
      }
      if index.isUIKitViewController(element) || element.hasSuffix("ViewController") { return true }
    }
    return false
  }
}
