/// Where a file creates UIKit hosting controllers or sets their root view, where the result
/// goes, and whether the site builds a table or collection view cell: the facts the hosting
/// rules share, computed once per file.
public struct HostingSite: Sendable {
  public enum Kind: Sendable, Equatable {
    /// `UIHostingController(rootView: …)` or a project subclass's or alias's initializer.
    case initializer
    /// `host.rootView = …`, or `rootView = …` inside a hosting controller subclass.
    case rootViewAssignment
  }

  /// Where the controller (for an initializer) or the assigned root view's owner goes.
  public enum Destination: Sendable, Equatable {
    /// A stored property of the enclosing type (`self.host = …`, `host = …` naming a member, a
    /// property's initializer); for a root-view assignment, the controller property it is set on
    /// (`self` for a subclass setting its own `rootView`).
    case property(String)
    /// A local of the enclosing function (`let host = …`).
    case local(String)
    /// A member of another object (`cell.host = …`), with the full path.
    case otherMember(String)
    /// Anything else: an argument (`present(UIHostingController(…))`), a return value, a chain.
    case other
  }

  public var kind: Kind
  /// The initializer call (nil for a root-view assignment).
  public var call: CallID?
  /// The initializer's type name, or the `rootView` token of the assignment.
  public var anchor: TokenID
  /// The root view expression (the `rootView:` argument or the assigned value).
  public var rootView: TokenSpan?
  /// The function, initializer or accessor containing the site; nil in a property initializer.
  public var function: FunctionID?
  /// The type whose member holds the site.
  public var owner: TypeID?
  public var destination: Destination
}

/// Where a hosting controller is created for a cell.
public enum CellContext: Sendable, Equatable {
  /// `tableView(_:cellForRowAt:)`, `collectionView(_:cellForItemAt:)`, `…viewForSupplementaryElementOfKind…`.
  case cellProvider(FunctionID)
  /// A `UICollectionView.CellRegistration`/`SupplementaryRegistration` handler or a diffable
  /// data source's cell provider closure.
  case registration(ClosureID)
  /// A method of a cell (or reusable view) subclass.
  case cellMethod(TypeID, FunctionID)
}

extension BridgeModel {
  /// Every hosting site of the file, in source order.
  public var hostingSites: [HostingSite] {
    if let known = hostingSitesCache { return known }
    var sites: [HostingSite] = []
    for (position, call) in file.syntax.calls.enumerated() where isHostingInitializer(call) {
      guard let argument = file.argument(of: call, labeled: "rootView") else { continue }
      let function = self.function(containing: TokenID(call.name))
      sites.append(
        HostingSite(
          kind: .initializer, call: CallID(Int32(position)), anchor: TokenID(call.name), rootView: TokenSpan(argument),
          function: function,
          owner: function.flatMap(owner(of:)) ?? propertyOwner(ofValueAt: call.calleeStart),
          destination: destination(ofValueAt: call.calleeStart, in: function)))
    }
    for assignment in file.syntax.assignments where file.tokenIs(assignment.lhs.end - 1, "rootView") {
      guard let function = self.function(containing: TokenID(assignment.equal)), let owner = self.owner(of: function)
      else { continue }
      let lhs = assignment.lhs
      var destination = HostingSite.Destination.other
      if lhs.end - lhs.start == 1 || (lhs.end - lhs.start == 3 && file.word(lhs.start) == .selfWord) {
        // `rootView = …` in the controller itself.
        guard isHostingController(owner) else { continue }
        destination = .property("self")
      } else if let receiver = controllerPath(TokenRange(lhs.start, lhs.end - 2)) {
        destination = isLocal(receiver, in: function) ? .local(receiver) : .property(receiver)
      }
      sites.append(
        HostingSite(
          kind: .rootViewAssignment, call: nil, anchor: TokenID(lhs.end - 1), rootView: TokenSpan(assignment.rhs),
          function: function, owner: owner, destination: destination))
    }
    sites.sort { $0.anchor < $1.anchor }
    hostingSitesCache = sites
    return sites
  }

  /// `UIHostingController(…)`, `UIHostingController<T>(…)`, or the initializer of a project
  /// subclass or alias whose name ends in `Controller` or `Host` (asking the index about every
  /// constructor call would cost more than it finds).
  public func isHostingInitializer(_ call: Call) -> Bool {
    guard call.name >= 0, call.leftParen >= 0, !call.hasReceiver, file.kind(call.name) == .identifier else {
      return false
    }
    if file.tokenIs(call.name, "UIHostingController") { return true }
    guard file.tokenEndsWith(call.name, "Controller") || file.tokenEndsWith(call.name, "Host") else { return false }
    return isHostingControllerType(named: file.text(call.name))
  }

  /// A `let`/`var` declared in `function`'s body named `name`, and its initializer.
  public func local(named name: String, in function: FunctionID) -> VariableDecl? {
    let body = file.body(of: file[function: function])
    return file.variables(inTokens: body).last { $0.name >= 0 && file.text($0.name) == name }
  }

  /// The root view expression a site ends up with: the argument itself, or, when it names a local
  /// of the same function (`let root = Detail(…)`), that local's initializer.
  public func rootViewExpression(of site: HostingSite) -> TokenSpan? {
    guard let span = site.rootView else { return nil }
    // The local the name refers to where it is used (an inner `if let root` or closure
    // parameter of the same name is another value).
    if span.end.raw - span.start.raw == 1, file.kind(span.start.raw) == .identifier, site.function != nil,
      case .local(let variable)? = file.code.binding(at: span.start)?.kind,
      !file[variable: variable].initializer.isEmpty
    {
      return TokenSpan(file[variable: variable].initializer)
    }
    return span
  }

  /// Is `controller` (a local or property path) made a child of `self` in `function`:
  /// `addChild(controller)` or `self.addChild(controller)` (not `other.addChild`)?
  public func addsChild(_ controller: String, in function: FunctionID) -> Bool {
    // Read once per function: asked per hosting site, and a function may hold thousands.
    if let known = addedChildrenCache[function] { return known.contains(controller) }
    var children: Set<String> = []
    for call in file.calls(in: file.body(of: file[function: function])) where file.tokenIs(call.name, "addChild") {
      scanSteps += 1
      let onSelf = !call.hasReceiver || (file.word(call.calleeStart) == .selfWord && call.calleeStart + 2 == call.name)
      if onSelf, let argument = file.soleArgument(of: call) { children.insert(file.normalizedExpression(argument)) }
    }
    addedChildrenCache[function] = children
    return children.contains(controller)
  }

  /// Is local `name` of `function` stored in a property (`self.host = name`, `host = name`)?
  public func storesLocal(_ name: String, in function: FunctionID) -> String? {
    if let known = storedLocalsCache[function] { return known[name] }
    // Each value's first store in a property of its own type, read once per function.
    var stored: [String: String] = [:]
    for assignment in file.assignments(in: file.body(of: file[function: function])) {
      scanSteps += 1
      let value = file.normalizedExpression(assignment.rhs)
      if stored[value] == nil, let target = file.code.storedTarget(assignment.lhs), target.owner == .ownMember {
        stored[value] = file.normalizedExpression(assignment.lhs)
      }
    }
    storedLocalsCache[function] = stored
    return stored[name]
  }

  /// Is `token` in code that builds a cell: a cell provider method, a registration handler, or
  /// a method of a cell subclass?
  public func cellContext(of token: TokenID) -> CellContext? {
    var node = file.innermostNode(containing: token.raw)
    var steps = 0
    while file.isValidNode(node) && steps <= Parser.maximumDepth + 8 {
      let value = file.syntax.nodes[Int(node)]
      switch value.kind {
      case .closure:
        let closure = ClosureID(value.payload)
        if let call = file.code.receivingCall(of: closure), isCellRegistration(file[call: call]) {
          return .registration(closure)
        }
      case .function, .accessor:
        let function = FunctionID(value.payload)
        if isCellProvider(file[function: function]) { return .cellProvider(function) }
        if let owner = self.owner(of: function), isCell(owner) { return .cellMethod(owner, function) }
        return nil
      default: break
      }
      node = value.parent
      steps += 1
    }
    return nil
  }

  /// The callee names a registration or a diffable data source; it may be generic
  /// (`UICollectionView.CellRegistration<Cell, Item> { … }`), so its tokens are read (a few).
  private func isCellRegistration(_ call: Call) -> Bool {
    let end = call.leftParen >= 0 ? call.leftParen : (call.trailingClosures.first ?? call.calleeStart)
    var token = max(call.calleeStart, 0)
    while token < end && token - call.calleeStart < 32 {
      if file.tokenIs(token, "CellRegistration") || file.tokenIs(token, "SupplementaryRegistration")
        || file.tokenIs(token, "UITableViewDiffableDataSource")
        || file.tokenIs(token, "UICollectionViewDiffableDataSource")
      {
        return true
      }
      token += 1
    }
    return false
  }

  /// `tableView(_:cellForRowAt:)`, `collectionView(_:cellForItemAt:)`,
  /// `collectionView(_:viewForSupplementaryElementOfKind:at:)`, `tableView(_:viewForHeaderInSection:)`,
  /// `tableView(_:viewForFooterInSection:)`: each is asked again whenever the table reloads or scrolls.
  private func isCellProvider(_ function: FunctionDecl) -> Bool {
    guard function.kind == .function,
      file.tokenIs(function.name, "tableView") || file.tokenIs(function.name, "collectionView")
    else { return false }
    return function.parameters.contains { index in
      let label = file.syntax.parameters[Int(index)].label
      return file.tokenIs(label, "cellForRowAt") || file.tokenIs(label, "cellForItemAt")
        || file.tokenIs(label, "viewForSupplementaryElementOfKind") || file.tokenIs(label, "viewForHeaderInSection")
        || file.tokenIs(label, "viewForFooterInSection")
    }
  }

  // MARK: - Destinations

  private func destination(ofValueAt start: Int32, in function: FunctionID?) -> HostingSite.Destination {
    if let variable = declaration(initializedAt: start) {
      guard variable.name >= 0 else { return .other }
      let parent = file.syntax.nodes[Int(variable.node)].parent
      let isMember = file.isValidNode(parent) && file.syntax.nodes[Int(parent)].kind == .type
      return isMember ? .property(file.text(variable.name)) : .local(file.text(variable.name))
    }
    let found = file.assignments(in: TokenRange(start - 1, start))
    if let assignment = found.first, assignment.rhs.start == start, let target = file.code.storedTarget(assignment.lhs)
    {
      let path = file.normalizedExpression(assignment.lhs)
      return target.owner == .ownMember ? .property(path) : .otherMember(path)
    }
    return .other
  }

  /// The variable whose initializer starts at `start` (`let host = UIHostingController(…)`).
  private func declaration(initializedAt start: Int32) -> VariableDecl? {
    // The `=` is just before the value; the declaration's keyword a few tokens before that.
    let nearby = file.variables(inTokens: TokenRange(max(0, start - 64), start))
    return nearby.last { $0.initializer.start == start }
  }

  private func propertyOwner(ofValueAt start: Int32) -> TypeID? {
    guard let variable = declaration(initializedAt: start) else { return nil }
    return self.owner(of: variableID(of: variable))
  }

  /// `host`, `self.host`, `host!`, `self.host?` → `host`; nil for anything else.
  private func controllerPath(_ range: TokenRange) -> String? {
    var end = range.end
    while file.isKind(end - 1, .exclamationMark) || file.isKind(end - 1, .postfixQuestionMark) { end -= 1 }
    var start = range.start
    if file.word(start) == .selfWord && file.isKind(start + 1, .period) { start += 2 }
    guard end - start == 1, file.kind(start) == .identifier else { return nil }
    return file.text(start)
  }

  private func isLocal(_ name: String, in function: FunctionID) -> Bool { local(named: name, in: function) != nil }
}
