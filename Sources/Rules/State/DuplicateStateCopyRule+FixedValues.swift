import BridgeLint

/// Values a call site hands in that never change for one identity of the child.
extension DuplicateStateCopyRule {
  /// Values that never change for one identity of the child, so its copy cannot go stale: the
  /// caller itself (`self`), an identity (`item.id`, `torrent.hash`), a flag the `if` that chose
  /// this branch tests (`if isList { Row(isList: isList) }`), a flag the caller was built with (a
  /// mode: a parameter of a view-building function, a plain property), and the caller's own
  /// `@State` that it never writes.
  func isFixedForChild(_ argument: TokenRange, state: InjectableState, _ model: BridgeModel) -> Bool {
    let file = model.file
    // An expression (`item.id == selectedID`) is judged by what it reads; a flag it computes is
    // no mode the caller was built with.
    let read = file.keptRead(inExpression: argument)
    let value = read ?? argument
    let isFlag = read == nil && self.isFlag(state)
    guard let first = value.first else { return false }
    var root = first
    if file.word(root) == .selfWord {
      guard let period = file.token(after: root), file.isKind(period, .period), let name = file.token(after: period)
      else { return true }
      root = name
    }
    if let last = value.last, last != root, isIdentity(file.text(last)) { return true }
    let name = file.text(root)
    // A flag tested by the `if` that chose this branch (SwiftUI gives each branch its own identity).
    for condition in isFlag ? file.selectingConditions(of: first) : [] {
      for token in condition.start..<condition.end where file.isKind(token, .identifier) {
        if file.text(token) == name && !file.isAfterPeriod(TokenID(token)) { return true }
      }
    }
    if root == first && isGlobal(root, model) { return true }
    // `self.x` is a member; a bare name may be a local, a parameter or a closure's element.
    if root == first, let kind = file.code.binding(at: root)?.kind {
      // `ForEach(tags, id: \.self) { tag in Row(tag: tag) }`: the row's identity is the item
      // itself, so a changed item is a new row with new state.
      if isIdentifiedBySelf(kind, file) || isPresentedItem(kind, file) || isRowOfGlobal(kind, model)
        || unwrapsPresentedItem(kind, name: name, file)
      {
        return true
      }
      // A flag a view-building function or closure takes is a mode of the view it builds.
      guard isFlag else { return false }
      switch kind {
      case .parameter(let function): return file[function: function].kind == .function
      case .closureParameter, .anonymousClosureParameter: return true
      default: return false
      }
    }
    // A stored `let` with its value (`private let pageType: PageType = .drive`): nothing can set it
    // (an object in it still gets a second owner).
    if value.last == root, !isObjectState(state, model.index), let property = callerProperty(root, model),
      property.isLet, !property.initializer.isEmpty, !property.modifiers.isTypeMember
    {
      return true
    }
    if value.last != root, !isObjectState(state, model.index), isConstantValueMember(value, root: root, model) {
      return true
    }
    guard let caller = callerView(of: first, model), let property = caller.property(named: name) else {
      // A flag the caller keeps in a plain property is a mode it was built with; a plain stored
      // `var` with its value that no caller passes keeps it (round dd: a header's colours).
      return isFlag
        || (value.last == root && !isObjectState(state, model.index) && keepsDefault(root, model))
    }
    // (An object handed on from there still gets a second owner; one the child builds does not.)
    if state.isBuilt || !isObjectState(state, model.index),
      readsStoredLet(value, root: root, of: property, caller, model)
    {
      return true
    }
    // The caller's own `@State` that it never writes is fixed for the caller's identity too
    // (though a child that writes its copy still loses its edits); an object the child observes
    // gets a second owner all the same. An object the child builds from the value is its own,
    // whatever it does with it (round gg: a view model built from a year the caller never changes).
    // (Only the state itself: a member of an object the caller keeps there changes unwritten.)
    guard (state.isBuilt && value.last == root) || (!state.uses.contains(.written) && !observes(state, model.index)),
      isUnwrittenState(property, caller, model)
    else { return false }
    // `numbers[selection]`: a fixed list read at a key the caller changes is a changing value (round aa).
    return !(value.start..<value.end).contains { open in
      guard file.isKind(open, .leftSquare), let close = file.closer(ofBracket: TokenID(open)) else { return false }
      let key = TokenRange(TokenID(open), through: close)
      return (key.start..<key.end).contains { token in
        file.isKind(token, .identifier) && !file.isAfterPeriod(TokenID(token))
          && caller.property(named: file.text(token)).map { !isUnwrittenState($0, caller, model) } == true
      }
    }
  }

  /// `var tint = Color.blue` in a view struct without an initializer of its own, which no caller's
  /// argument `tint:` sets: a view cannot write its plain properties, so it keeps the value.
  private func keepsDefault(_ name: TokenID, _ model: BridgeModel) -> Bool {
    let file = model.file
    guard let declaration = file.enclosingType(containing: name), declaration.kind == .struct,
      let type = model.typeID(of: declaration), model.isViewLike(type),
      !model.allMembers(of: type).functions.contains(where: { file[function: $0].kind == .initializer }),
      let property = callerProperty(name, model), !property.initializer.isEmpty, !property.isComputed,
      !property.modifiers.isTypeMember
    else { return false }
    return !model.index.passesArgument(to: file.qualifiedName(of: declaration), label: file.text(name))
  }

  /// `viewModel.pokemons` where the caller's `viewModel` is an object it never replaces (its
  /// `@StateObject`, or its `@State` that only its initializer seeds) and `pokemons` is a stored
  /// `let` of that class, or a member no code replaces: the value is fixed for the caller's
  /// identity (round aa).
  private func readsStoredLet(
    _ value: TokenRange, root: TokenID, of property: WrappedProperty, _ caller: SwiftUIView, _ model: BridgeModel
  ) -> Bool {
    let file = model.file
    guard let type = property.typeName, !property.isOptional,
      property.wrapper == .stateObject || (property.wrapper == .state && keepsFirstObject(property, in: caller, model)),
      let period = file.token(after: root), file.isKind(period, .period), let member = file.token(after: period),
      value.last == member, file.kind(member) == .identifier
    else { return false }
    // A stored `let`, or a member nothing in the project replaces once its object is built
    // (`@Published var coin` set only by the initializer; round dd).
    return model.index.has(.storedLet(file.text(member)), type) || !model.index.mayReplace(member: file.text(member))
  }

  /// Does `view` keep the object its initializer seeds `property` with: nothing else assigns it,
  /// passes it `inout` or hands it on as a whole binding (`$model.tab` binds a member and keeps
  /// the object)?
  func keepsFirstObject(_ property: WrappedProperty, in view: SwiftUIView, _ model: BridgeModel) -> Bool {
    let use = (model.uses(in: view)[property.name] ?? PropertyUses()).outsideSeeds(of: property)
    return use.assignments.isEmpty && use.inoutPasses.isEmpty
      && use.bindings.allSatisfy { model.file.isKind(after: $0, .period) }
  }

  /// A project protocol whose values are objects: limited to classes, or a view model's
  /// (`AccountViewModelProtocol`), whose conformers are classes in practice.
  func isObjectProtocol(_ type: String, _ index: ProjectIndex) -> Bool {
    index.has(.declaresClassBoundProtocol, type) || (type.contains("ViewModel") && index.has(.declaresProtocol, type))
  }

  /// The caller's `@State` that nothing writes but its own initializer's seed
  /// (`self.hidden = hidden` is where it starts, not a later write).
  func isUnwrittenState(_ property: WrappedProperty, _ caller: SwiftUIView, _ model: BridgeModel) -> Bool {
    property.wrapper == .state
      && !(model.uses(in: caller)[property.name] ?? PropertyUses()).outsideSeeds(of: property).isWritten
  }

  /// The `ForEach`/`List` whose element (a closure parameter) `kind` binds.
  func rowCall(binding kind: Binding.Kind, _ file: ParsedFile) -> Call? {
    let closure: ClosureID
    switch kind {
    case .closureParameter(let id), .anonymousClosureParameter(let id): closure = id
    default: return nil
    }
    guard let call = file.code.receivingCall(of: closure).map({ file[call: $0] }), let name = call.nameToken,
      file.tokenIs(name, "ForEach") || file.tokenIs(name, "List")
    else { return nil }
    return call
  }

  /// Is the binding the element parameter of a `ForEach`/`List` whose `id:` is `\.self`?
  func isIdentifiedBySelf(_ kind: Binding.Kind, _ file: ParsedFile) -> Bool {
    guard let call = rowCall(binding: kind, file) else { return false }
    return file.arguments(of: call).contains { argument in
      argument.labelToken.map { file.tokenIs($0, "id") } == true && file.compactText(argument.value) == "\\.self"
    }
  }

  /// Is `name` (a child view's callee) a pushed screen: in a `NavigationLink`'s destination closure
  /// or `.navigationDestination` content (`enclosing`, from `closureArguments(around: name)`), or
  /// a `destination:` argument?
  func isPushedDestination(_ name: TokenID, in enclosing: [(call: Call, label: TokenID?)], _ file: ParsedFile) -> Bool {
    if isDestinationArgument(name, file) { return true }
    // `NavigationLink { Detail() } label: { … }`, `NavigationLink("Open") { Detail() }`; with a
    // `destination:` or `value:` argument the trailing closure is the label. The content of
    // `.navigationDestination(isPresented:)`/`(item:)`/`(for:)` and of a `destination: Group { … }`
    // is pushed too (round hh).
    return enclosing.contains { call, label in
      guard let callName = call.nameToken else { return false }
      if file.tokenIs(callName, "navigationDestination") || isDestinationArgument(callName, file) { return true }
      guard file.tokenIs(callName, "NavigationLink") else { return false }
      if let label { return file.tokenIs(label, "destination") }
      return file.arguments(of: call).allSatisfy { argument in
        !(argument.labelToken.map { file.tokenIs($0, "destination") || file.tokenIs($0, "value") } ?? false)
      }
    }
  }

  /// `destination: Detail(…)`: the call is a `destination:` argument.
  private func isDestinationArgument(_ name: TokenID, _ file: ParsedFile) -> Bool {
    guard let colon = file.token(before: name), file.isKind(colon, .colon), let label = file.token(before: colon)
    else { return false }
    return file.tokenIs(label, "destination")
  }

  /// Is the code these closures enclose (`closureArguments(around:)`) the content of `.sheet`,
  /// `.fullScreenCover` or `.popover`?
  func isPresentedContent(in enclosing: [(call: Call, label: TokenID?)], _ file: ParsedFile) -> Bool {
    enclosing.contains { call, _ in
      call.nameToken.map { ["sheet", "fullScreenCover", "popover"].contains(file.text($0)) } ?? false
    }
  }

  /// Is the binding the item of `.sheet(item:)`, `.fullScreenCover(item:)`, `.popover(item:)`,
  /// `.navigationDestination(item:)` or the value of `.navigationDestination(for:)`? Another item
  /// presents the content again, with new state.
  func isPresentedItem(_ kind: Binding.Kind, _ file: ParsedFile) -> Bool {
    guard case .closureParameter(let closure) = kind,
      let call = file.code.receivingCall(of: closure).map({ file[call: $0] }), let name = call.nameToken,
      ["sheet", "fullScreenCover", "popover", "navigationDestination"].contains(file.text(name))
    else { return false }
    // `.navigationDestination(for: Int.self) { number in … }`: each pushed value is its own screen.
    return file.arguments(of: call).contains { argument in
      argument.labelToken.map { file.tokenIs($0, "item") || file.tokenIs($0, "for") } == true
    }
  }

  /// `navigationDestination(for: Message.self) { message in if let user = message.user { Chat(user:
  /// user) } }`: a value unwrapped from a presented item is fixed like the item (round ff).
  private func unwrapsPresentedItem(_ kind: Binding.Kind, name: String, _ file: ParsedFile) -> Bool {
    guard case .optionalBinding(let block) = kind, let condition = TokenSpan(file[block: block].condition) else {
      return false
    }
    var current: TokenID? = condition.start
    while let token = current, token < condition.end {
      if file.text(token) == name, file.isKind(after: token, .equal), let equal = file.token(after: token),
        let root = file.token(after: equal), file.kind(root) == .identifier
      {
        return file.code.binding(at: root).map { isPresentedItem($0.kind, file) } ?? false
      }
      current = file.token(after: token)
    }
    return false
  }

  /// A source fixed for the child's identity: an object the caller never replaces, a row's element
  /// (`ForEach(servers) { server in … }`) or a pushed destination's value (`case .detail(let item)`).
  func isFixedSource(of value: TokenRange, call: TokenID, _ model: BridgeModel) -> Bool {
    if isNeverReplacedObject(value, call: call, childObserves: true, model) { return true }
    guard let first = value.first, let kind = model.file.code.binding(at: first)?.kind else { return false }
    switch kind {
    case .closureParameter, .anonymousClosureParameter, .switchCase: return true
    default: return false
    }
  }

  /// `id`, `uuid`, `hash`, `identifier`, `key`, `userID`: a member naming what an object is, which does not
  /// change while the object lives (a selection, `selectedID`, does).
  func isIdentity(_ member: String) -> Bool {
    if ["id", "uuid", "hash", "identifier", "key"].contains(member.lowercased()) { return true }
    guard ["ID", "Id", "Hash", "Identifier", "UUID"].contains(where: { member.hasSuffix($0) }) else { return false }
    return !["selected", "current", "active", "focused"].contains { member.hasPrefix($0) }
  }
}
