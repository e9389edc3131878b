import BridgeLint

/// The escape check (c): a local hosting controller that nothing keeps, whose view outlives it.
extension HostingViewWithoutContainmentRule {
  /// Where a view that outlives its controller goes, for the message.
  enum Escape {
    case added(TokenID), returned, stored, array, alias(String), passed(String), helper(String)

    var isAddition: Bool {
      if case .added = self { return true }
      return false
    }
  }

  /// Local hosting controllers (in a function or a property's initializer closure) used only
  /// through members, never passed, stored or returned themselves: released when the scope ends.
  /// Reports the first use that lets the view outlive the controller, unless the view is removed
  /// again in the scope (an offscreen render or measurement). Returns the declaration tokens of
  /// every unkept local, reported or not, for the adder check to leave alone.
  func checkUnkeptLocals(
    _ file: ParsedFile, _ model: BridgeModel, _ adderByArgument: [TokenID: Call], _ helpers: Set<String>,
    _ context: inout RuleContext
  ) -> Set<TokenID> {
    var locals: [(name: String, declaration: TokenID, visible: TokenSpan)] = []
    for variable in file.allVariables where startsWithHostingInitializer(variable.initializer, model) {
      guard let name = variable.nameToken,
        let parent = file.node(NodeID(variable.node)).flatMap({ NodeID(ifPresent: $0.parent) }),
        let parentNode = file.node(parent), parentNode.kind != .type,
        let binding = file.code.binding(declaredAt: name)
      else { continue }
      locals.append((file.text(name), name, binding.visible))
    }
    guard !locals.isEmpty else { return [] }
    let positions = identifierPositions(named: Set(locals.map(\.name)), file)
    var unkept: Set<TokenID> = []
    // Unkept locals with a use that may let the view escape, and names bound to `x.view`
    // (`guard let v = x.view`) whose own uses decide, resolved together below.
    var found: [(name: String, at: TokenID, kind: Escape)] = []
    var aliases: [(name: String, at: TokenID, alias: Binding)] = []
    for local in locals {
      var kept = false
      // `window.rootViewController = host` inside an `if`/`else` block: keeps the controller
      // on that branch only; the view escaping outside the block outlives it on the others.
      var branchKeeps: [NodeID] = []
      var escape: (at: TokenID, kind: Escape)?
      var alias: (at: TokenID, binding: Binding)?
      var removed = false
      // Drawn into an image (`drawHierarchy`, `layer.render`, `snapshotView`): an offscreen render.
      var rendered = false
      for use in uses(of: local.name, in: local.visible, positions) where use != local.declaration {
        guard file.code.binding(at: use)?.declaration == local.declaration else { continue }
        let next = file.tokenAfterUnwraps(use)
        guard file.isKind(next, .period) else {
          if let block = branchBlock(ofRootAssignment: use, file) {
            branchKeeps.append(block)
            continue
          }
          if let helper = viewHelper(taking: use, model) {
            if escape == nil { escape = (use, .helper(helper)) }
            continue
          }
          kept = true  // passed, stored, returned or captured itself: someone may keep it
          break
        }
        guard let view = file.token(after: next), file.tokenIs(view, "view") else { continue }
        let end = file.tokenAfterUnwraps(view)
        if file.isKind(end, .period) {
          if file.tokenIs(after: end, "removeFromSuperview") {
            // Removed by a closure that runs later (`Task { …; host.view.removeFromSuperview() }`):
            // the closure keeps the controller until its view leaves.
            if runsLater(use, than: local.declaration, file) {
              kept = true
              break
            }
            removed = true
          }
          if isRendered(at: end, file) { rendered = true }
          // `host.view.pin(to: self)`: a helper of this file adds the view.
          if escape == nil, let member = file.token(after: end), helpers.contains(file.text(member)),
            file.isKind(after: member, .leftParen)
          {
            escape = (use, .added(member))
          }
          // `addSubview(host.view.forAutoLayout())`: a fluent helper hands the view itself on
          // (a snapshot or an image of it is no view added).
          if escape == nil, let adder = adderByArgument[use], let method = file.token(after: end),
            file.isKind(after: method, .leftParen), !isRendered(at: end, file)
          {
            escape = (use, .added(TokenID(adder.name)))
          }
          continue
        }
        // `let v = x.view`, `guard let v = x.view`: `v`'s uses decide.
        if file.isKind(before: use, .equal), let name = file.token(before: use).flatMap(file.token(before:)),
          file.kind(name) == .identifier, let binding = file.code.binding(declaredAt: name)
        {
          if alias == nil { alias = (use, binding) }
          continue
        }
        if escape == nil { escape = viewEscape(at: use, end: end, adderByArgument, file).map { (use, $0) } }
      }
      if !branchKeeps.isEmpty {
        // Kept unless the view escapes outside every branch that keeps the controller.
        let escapesOutside =
          escape.map { found in
            !branchKeeps.contains { block in
              guard let node = file.node(block) else { return false }
              return TokenRange(node.start, node.end).contains(found.at)
            }
          } ?? false
        if !escapesOutside { kept = true }
      }
      guard !kept else { continue }
      unkept.insert(local.declaration)
      guard !removed else {
        // A snapshot that borrows the live root controller's view (rounds dd and ee) puts the
        // hosted view in that controller's hierarchy with no containment, if only briefly.
        if let escape, let adder = adderByArgument[escape.at], addsToRootControllerView(adder, file) {
          context.report(file, at: TokenID(adder.name), .borrowedRootControllerView)
        }
        continue
      }
      if let escape {
        // An offscreen render is only reported when its view is really added somewhere.
        if rendered && !escape.kind.isAddition { continue }
        found.append((local.name, escape.at, escape.kind))
      } else if let alias {
        aliases.append((local.name, alias.at, alias.binding))
      }
    }
    if !aliases.isEmpty {
      let aliasPositions = identifierPositions(named: Set(aliases.map(\.alias.name)), file)
      for candidate in aliases
      where escapes(
        candidate.alias, uses(of: candidate.alias.name, in: candidate.alias.visible, aliasPositions), adderByArgument,
        file)
      {
        found.append((candidate.name, candidate.at, .alias(candidate.alias.name)))
      }
    }
    for escape in found.sorted(by: { $0.at < $1.at }) {
      // A cell registration's handler is `hosting_controller_in_cell`'s.
      if case .registration? = model.cellContext(of: escape.at) { continue }
      let type = enclosingType(of: escape.at, model)
      let inController = type.map(model.isUIKitViewController) ?? false
      switch escape.kind {
      case .added(let adder):
        context.report(file, at: adder, unretainedMessage(at: adder, model), escalatedSeverity: .error)
      default:
        context.report(
          file, at: escape.at,
          .viewOutlivesController(
            escape.name, describe(escape.kind),
            in: inController ? .viewController : (type.map(model.isCell) ?? false) ? .cell : .elsewhere),
          escalatedSeverity: .error)
      }
    }
    return unkept
  }

  /// The block node (an `if`/`else` or `switch` branch) around `x.rootViewController = name`
  /// at `use`, or nil when the assignment is not in a block of its function.
  private func branchBlock(ofRootAssignment use: TokenID, _ file: ParsedFile) -> NodeID? {
    guard let equal = file.token(before: use), file.isKind(equal, .equal), let member = file.token(before: equal),
      file.tokenIs(member, "rootViewController"), file.isKind(before: member, .period)
    else { return nil }
    guard let node = file.innermostNode(containing: use), file.node(node)?.kind == .block else { return nil }
    return node
  }

  /// Every identifier token spelling one of `names`, by name, in source order: one pass over the file.
  private func identifierPositions(named names: Set<String>, _ file: ParsedFile) -> [String: [TokenID]] {
    var positions: [String: [TokenID]] = [:]
    for token in file.tokenIDs where file.kind(token) == .identifier {
      let text = file.text(token)
      if names.contains(text) { positions[text, default: []].append(token) }
    }
    return positions
  }

  /// The positions of `name` inside `span` (binary search for the first).
  private func uses(of name: String, in span: TokenSpan, _ positions: [String: [TokenID]]) -> ArraySlice<TokenID> {
    let all = positions[name, default: []]
    var lower = 0
    var upper = all.count
    while lower < upper {
      let middle = (lower + upper) / 2
      if all[middle] < span.start { lower = middle + 1 } else { upper = middle }
    }
    var end = lower
    while end < all.count && all[end] < span.end { end += 1 }
    return all[lower..<end]
  }

  /// Is the name bound by `alias` (to `x.view`) added, returned, stored or put in an array?
  private func escapes(
    _ alias: Binding, _ uses: ArraySlice<TokenID>, _ adderByArgument: [TokenID: Call], _ file: ParsedFile
  ) -> Bool {
    guard let declaration = alias.declaration else { return false }
    let own = uses.filter { $0 != declaration && file.code.binding(at: $0)?.declaration == declaration }
    // A view drawn into an image and never added is an offscreen render, whatever else it is handed to.
    let rendered = own.contains { token in
      guard let next = file.token(after: token), file.isKind(next, .period) else { return false }
      return isRendered(at: next, file)
    }
    return own.contains { token in
      // A use follows its declaration, so a token comes before it.
      guard let before = file.token(before: token) else { return false }
      if adderByArgument[token] != nil { return true }
      if rendered { return false }
      if file.word(before) == .return { return true }
      // Assigned (`self.banner = v`), not copied into another local (`let w = v`) nor discarded (`_ = v.f()`).
      if file.isKind(before, .equal), let target = file.token(before: before),
        file.code.binding(declaredAt: target) == nil && file.word(target) != .wildcard
      {
        return true
      }
      if isAppended(at: before, file) { return true }
      return (file.isKind(before, .leftSquare) || file.isKind(before, .comma)) && isArrayElement(before, file)
    }
  }

  /// `.drawHierarchy(…)`, `.snapshotView(…)` or `.layer.render(…)` after the period at `period`.
  private func isRendered(at period: TokenID, _ file: ParsedFile) -> Bool {
    guard let next = file.token(after: period) else { return false }
    return file.tokenIs(next, "drawHierarchy") || file.tokenIs(next, "snapshotView")
      || (file.tokenIs(next, "layer") && file.isFollowed(next, byMember: "render"))
  }

  private func describe(_ escape: Escape) -> String {
    switch escape {
    case .added: return "is added to a view"
    case .returned: return "is returned"
    case .stored: return "is stored"
    case .array: return "is put in a collection"
    case .alias(let name): return "is unwrapped as `\(name)` and handed on"
    case .passed(let type): return "is handed to `\(type)`"
    case .helper(let name):
      return "is added by `\(name)(_:)`, a helper of this view with no property to keep the controller in"
    }
  }

  func enclosingType(of token: TokenID, _ model: BridgeModel) -> TypeID? {
    if let function = model.function(containing: token) { return model.owner(of: function) }
    return model.file.enclosingType(containing: token).flatMap(model.typeID(of:))
  }
}
