import BridgeLint

/// A `UIHostingController`'s view put on screen without making the controller a child.
public struct HostingViewWithoutContainmentRule: Rule {
  public init() {}

  /// Both checks need `.view`, and either a hosting controller's initializer or a view adder.
  public static func relevance(in index: ProjectIndex) -> Relevance {
    Relevance.anyOf(members: ["view"]).and(
      .anyOf(
        names: ["UIHostingController", "addSubview", "insertSubview", "addArrangedSubview"]
          + index.simpleNames(descendingFrom: .hostingController)))
  }

  public static let description = RuleDescription(
    identifier: "hosting_view_without_containment",
    name: "Hosting View without Containment",
    summary: "A `UIHostingController`'s view is added to a view hierarchy without `addChild` for the controller",
    rationale: """
      A `UIHostingController` is a view controller, and SwiftUI relies on it being part of the \
      view controller hierarchy: `onAppear`/`onDisappear`, trait and size-class changes, safe-area \
      insets, keyboard avoidance, toolbars and presentation all flow through containment. Adding \
      only its `view` breaks them.

      ```swift
      let host = UIHostingController(rootView: Card())
      addChild(host)
      view.addSubview(host.view)
      host.didMove(toParent: self)
      ```

      Worse is a controller that nothing keeps: \
      `view.addSubview(UIHostingController(rootView: Card()).view)`, or a local controller whose \
      view leaves the function while the controller does not — the view is added, returned \
      (also from a `lazy var` closure), stored in a property, put in an array or appended to one \
      (`UIStackView(arrangedSubviews: [host.view])`), or unwrapped with `if let`/`guard let` and \
      added later. The controller is released when the function returns and the view lives on \
      without it. That shape is reported as an **error**; every other finding is a warning.

      A controller that is pushed, presented, set as a window's `rootViewController`, given to \
      `setViewControllers`, passed to a helper in the same file that calls `addChild` on it, or \
      itself passed, stored or returned (the caller may contain it) is not reported as unkept. \
      Project subclasses and `typealias`es of `UIHostingController` count as hosting controllers \
      (names that end in `Controller` or `Host`), `host?.view ?? UIView()`, a name unwrapped from \
      `host.view` and a computed property returning `host.view` count as its view, and one \
      controller is reported once even if its view is added twice. A view used as a responder's `inputAccessoryView` or `inputView` is placed \
      like an added one, and a coordinator's hosting controller (built in `makeCoordinator`) whose \
      view `make…` adds to the represented view is reported too. A `window.rootViewController = \
      host` on one `if`/`else` branch keeps the controller on that branch only: a view stored or \
      put in an array outside it still outlives the controller. Where the view is added from a \
      `UIView`, a cell, a representable or a coordinator there is no `self` to add a child to, and \
      the message says what to do there: add the controller to the view controller that shows the \
      view, use `UIHostingConfiguration` for a cell's content, or wrap the controller in a \
      `UIViewControllerRepresentable`. A view added and removed again before the function returns \
      (an offscreen render or measurement) is not reported. AppKit's `NSHostingController` is not \
      checked (an `NSHostingView` is the AppKit way to embed SwiftUI as a view). Files that import \
      a test framework (`XCTest`, `Testing`, Quick, Nimble, SnapshotTesting) are left alone: a test \
      builds a hosting controller to inspect its view, and nothing shows it.
      """,
    kind: .containment,
    defaultSeverity: .warning,
    errorShape: "a hosting controller that nothing keeps while its view is shown",
    options: [
      RuleOption(
        name: HostingViewWithoutContainmentRule.withoutViewControllerOption, type: .bool, defaultValue: "true",
        summary: "Report a kept hosting controller whose view is added from a view, a cell, a representable or a "
          + "coordinator, where no view controller is in reach (`false` leaves those out)")
    ],
    nonTriggeringExamples: HostingViewWithoutContainmentExamples.nonTriggering,
    triggeringExamples: HostingViewWithoutContainmentExamples.triggering
  )

  static let ownershipTransfers: Set<String> = [
    "addChild", "pushViewController", "present", "show", "showDetailViewController", "setViewControllers",
    "setViewController", "UINavigationController", "embed",
  ]

  /// The option that reports kept controllers whose view is added where no view controller is in reach.
  static let withoutViewControllerOption = "report_without_view_controller"

  public func check(_ file: ParsedFile, _ context: inout RuleContext) {
    let model = context.model
    if model.isTestFile { return }  // a test inspects the view; nothing shows it
    let reportsWithoutController = context.boolOption(Self.withoutViewControllerOption, default: true)
    let adders = file.allCalls.filter { isViewAdder($0, file) }
    // The adder whose first argument starts at a token, found by binary search (calls are sorted).
    let adderByArgument = Dictionary(
      adders.compactMap { adder in file.arguments(of: adder).first.map { (TokenID($0.value.start), adder) } },
      uniquingKeysWith: { first, _ in first })
    var reportedAdders: Set<TokenID> = []
    // (a) `UIHostingController(…).view`: nothing keeps the controller alive.
    for call in file.allCalls where call.leftParenToken != nil && isHostingInitializer(call, model) {
      let next = call.rightParen + 1
      guard file.isKind(next, .period), file.tokenIs(next + 1, "view") else { continue }
      var anchor = call.name
      if let adder = adderByArgument[TokenID(call.calleeStart)] {
        anchor = adder.name
        reportedAdders.insert(TokenID(adder.name))
      }
      context.report(file, at: anchor, unretainedMessage(at: TokenID(call.name), model), escalatedSeverity: .error)
    }
    // (c) a local hosting controller that nothing keeps, whose view outlives it: added,
    // returned, stored, put in an array, or unwrapped and added later.
    let unkept = checkUnkeptLocals(file, model, adderByArgument, &context)
    // (b) a named hosting controller whose view is added without `addChild`, reported once per
    // controller even when its view is added twice.
    let facts = OwnershipFacts(model, rule: self)
    var reportedControllers: Set<String> = []
    // Each place a view is put: an adder's first argument (anchored at the adder), or an element
    // of `UIStackView(arrangedSubviews: [...])` (anchored at the element).
    var placements: [(anchor: TokenID, value: TokenRange)] = adders.compactMap { adder in
      file.arguments(of: adder).first.map { (TokenID(adder.name), $0.value) }
    }
    placements += stackElements(file)
    // `field.inputAccessoryView = host.view`: the responder shows the view, no controller contains it.
    for assignment in file.allAssignments
    where assignment.lhs.end > assignment.lhs.start
      && (file.tokenIs(assignment.lhs.end - 1, "inputAccessoryView")
        || file.tokenIs(assignment.lhs.end - 1, "inputView"))
    {
      placements.append((TokenID(assignment.lhs.end - 1), assignment.rhs))
    }
    var coordinators: [TypeID: TypeID]?
    func coordinatorOf(_ type: TypeID) -> TypeID? {
      if coordinators == nil { coordinators = coordinatorTypes(model) }
      return coordinators?[type]
    }
    for placement in placements where !reportedAdders.contains(placement.anchor) {
      guard let function = model.function(containing: placement.anchor),
        let controller = hostedController(in: placement.value, function, model)
      else { continue }
      let type = model.owner(of: function)
      let key = (type.map { file.qualifiedName(of: file[type: $0]) } ?? "") + "." + controller
      guard !reportedControllers.contains(key) else { continue }
      let inController = type.map(model.isUIKitViewController) ?? false
      if let local = localHostingController(controller, at: TokenID(placement.value.start), model) {
        // A local nothing keeps is the escape check's (c): it is released, not just uncontained.
        if unkept.contains(local) { continue }
        if facts.isOwned(controller, in: [function]) { continue }
      } else if let type, facts.isHostingProperty(controller, of: type) {
        if facts.isOwned(controller, in: model.allMembers(of: type).functions) { continue }
      } else if let type, let member = coordinatorMember(controller),
        let coordinator = coordinatorOf(type),
        facts.isHostingProperty(member, of: coordinator)
      {
        // The coordinator keeps the controller (built in `makeCoordinator`); `make…` adds its
        // view to the represented view, and no view controller makes it a child.
        if facts.isOwned(member, in: model.allMembers(of: coordinator).functions) { continue }
      } else {
        continue
      }
      // With no view controller in reach (a view, a cell, a coordinator) the message names the
      // place's fix; the option turns these off.
      if !inController && !reportsWithoutController { continue }
      reportedControllers.insert(key)
      context.report(file, at: placement.anchor, message(controller, addedFrom: type, model))
    }
  }

  /// What to do depends on where the view is added: only a view controller can add a child.
  private func message(_ controller: String, addedFrom type: TypeID?, _ model: BridgeModel) -> FindingMessage {
    guard let type else { return .viewWithoutParent(controller) }
    if model.isUIKitViewController(type) { return .viewWithoutChild(controller) }
    if model.isCell(type) { return .viewInCell(controller) }
    if model.isRepresentable(type) || model.isCoordinator(type) { return .viewInRepresentable(controller) }
    return .viewWithoutParent(controller)
  }

  /// Where a view that outlives its controller goes, for the message.
  private enum Escape {
    case added(TokenID), returned, stored, array, alias(String)
  }

  /// Local hosting controllers (in a function or a property's initializer closure) used only
  /// through members, never passed, stored or returned themselves: released when the scope ends.
  /// Reports the first use that lets the view outlive the controller, unless the view is removed
  /// again in the scope (an offscreen render or measurement). Returns the declaration tokens of
  /// every unkept local, reported or not, for the adder check to leave alone.
  private func checkUnkeptLocals(
    _ file: ParsedFile, _ model: BridgeModel, _ adderByArgument: [TokenID: Call], _ context: inout RuleContext
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
      for use in uses(of: local.name, in: local.visible, positions) where use != local.declaration {
        guard file.code.binding(at: use)?.declaration == local.declaration else { continue }
        var next = use.raw + 1
        while file.isKind(next, .postfixQuestionMark) || file.isKind(next, .exclamationMark) { next += 1 }
        guard file.isKind(next, .period) else {
          if let block = branchBlock(ofRootAssignment: use, file) {
            branchKeeps.append(block)
            continue
          }
          kept = true  // passed, stored, returned or captured itself: someone may keep it
          break
        }
        guard file.tokenIs(next + 1, "view") else { continue }
        var end = next + 2
        while file.isKind(end, .postfixQuestionMark) || file.isKind(end, .exclamationMark) { end += 1 }
        if file.isKind(end, .period) {
          if file.tokenIs(end + 1, "removeFromSuperview") { removed = true }
          continue
        }
        // `let v = x.view`, `guard let v = x.view`: `v`'s uses decide.
        if file.isKind(use.raw - 1, .equal), file.kind(use.raw - 2) == .identifier,
          let binding = file.code.binding(declaredAt: TokenID(use.raw - 2))
        {
          if alias == nil { alias = (use, binding) }
          continue
        }
        if escape == nil { escape = viewEscape(at: use, end: TokenID(end), adderByArgument, file).map { (use, $0) } }
      }
      if !branchKeeps.isEmpty {
        // Kept unless the view escapes outside every branch that keeps the controller.
        let escapesOutside =
          escape.map { found in
            !branchKeeps.contains { block in
              guard let node = file.node(block) else { return false }
              return node.start <= found.at.raw && found.at.raw < node.end
            }
          } ?? false
        if !escapesOutside { kept = true }
      }
      guard !kept else { continue }
      unkept.insert(local.declaration)
      guard !removed else { continue }
      if let escape {
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
    guard file.isKind(use.raw - 1, .equal), file.tokenIs(use.raw - 2, "rootViewController"),
      file.isKind(use.raw - 3, .period)
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
    return uses.contains { token in
      guard token != declaration, file.code.binding(at: token)?.declaration == declaration else {
        return false
      }
      let before = TokenID(token.raw - 1)
      if adderByArgument[token] != nil || file.word(before) == .return { return true }
      // Assigned (`self.banner = v`), not copied into another local (`let w = v`).
      if file.isKind(before, .equal) && file.code.binding(declaredAt: TokenID(token.raw - 2)) == nil { return true }
      if isAppended(at: before, file) { return true }
      return (file.isKind(before, .leftSquare) || file.isKind(before, .comma)) && isArrayElement(before, file)
    }
  }

  /// The unretained-controller message for the place at `token`: a view controller adds a
  /// child, a cell uses `UIHostingConfiguration`, elsewhere the showing controller must.
  private func unretainedMessage(at token: TokenID, _ model: BridgeModel) -> FindingMessage {
    guard let type = enclosingType(of: token, model) else { return .unretainedControllerOutsideController }
    if model.isUIKitViewController(type) { return .unretainedController }
    if model.isCell(type) { return .unretainedControllerInCell }
    return .unretainedControllerOutsideController
  }

  private func describe(_ escape: Escape) -> String {
    switch escape {
    case .added: return "is added to a view"
    case .returned: return "is returned"
    case .stored: return "is stored"
    case .array: return "is put in a collection"
    case .alias(let name): return "is unwrapped as `\(name)` and handed on"
    }
  }

  /// How `x.view` at `start..<end` leaves the scope: an adder's argument, `return`, the value of
  /// an assignment, or an array element.
  private func viewEscape(at start: TokenID, end: TokenID, _ adderByArgument: [TokenID: Call], _ file: ParsedFile)
    -> Escape?
  {
    if let adder = adderByArgument[start] { return .added(TokenID(adder.name)) }
    let before = TokenID(start.raw - 1)
    if file.word(before) == .return { return .returned }
    // A single-expression body: `lazy var badge: UIView = { Host(…).view }()`, `{ host.view }`.
    if (file.isKind(before, .leftBrace) || file.word(before) == .in) && file.isKind(end, .rightBrace) {
      return .returned
    }
    if file.isKind(before, .leftSquare) || file.isKind(before, .comma) {
      if isArrayElement(before, file) { return .array }
      return nil
    }
    if isAppended(at: before, file) { return .array }
    return file.isKind(before, .equal) ? .stored : nil
  }

  /// `views.append(x.view)`, `views.insert(x.view, at: 0)`: the `(` at `open` opens such a call.
  private func isAppended(at open: TokenID, _ file: ParsedFile) -> Bool {
    file.isKind(open, .leftParen) && file.isKind(open.raw - 2, .period)
      && (file.tokenIs(open.raw - 1, "append") || file.tokenIs(open.raw - 1, "insert"))
  }

  /// Is the `[` or `,` at `token` part of an array literal (not a subscript or an argument list)?
  private func isArrayElement(_ token: TokenID, _ file: ParsedFile) -> Bool {
    var open = token.raw
    if file.isKind(token, .comma) {
      // The bracket that holds the comma, a few dozen tokens back at most.
      var depth = 0
      var steps = 0
      open = token.raw - 1
      while file.isValid(open) && steps < 64 {
        if file.isKind(open, .rightSquare) || file.isKind(open, .rightParen) || file.isKind(open, .rightBrace) {
          depth += 1
        } else if file.isKind(open, .leftSquare) || file.isKind(open, .leftParen) || file.isKind(open, .leftBrace) {
          if depth == 0 { break }
          depth -= 1
        }
        open -= 1
        steps += 1
      }
    }
    guard file.isKind(open, .leftSquare) else { return false }
    // After a name, `)` or `]` a bracket is a subscript.
    let previous = open - 1
    return
      !(file.kind(previous) == .identifier || file.isKind(previous, .rightParen)
      || file.isKind(previous, .rightSquare) || file.word(previous) == .selfWord)
  }

  private func enclosingType(of token: TokenID, _ model: BridgeModel) -> TypeID? {
    if let function = model.function(containing: token) { return model.owner(of: function) }
    return model.file.enclosingType(of: model.file.innermostNode(containing: token.raw)).flatMap(model.typeID(of:))
  }

  /// The elements of every `UIStackView(arrangedSubviews: [a, b])` array literal.
  private func stackElements(_ file: ParsedFile) -> [(anchor: TokenID, value: TokenRange)] {
    var elements: [(anchor: TokenID, value: TokenRange)] = []
    for call in file.allCalls where call.leftParenToken != nil && file.tokenIs(call.name, "UIStackView") {
      guard let array = file.argument(of: call, labeled: "arrangedSubviews"), file.isKind(array.start, .leftSquare),
        let close = file.closer(of: array.start)
      else { continue }
      var start = array.start + 1
      var token = start
      while token < close {
        if let inner = file.closer(of: token) {
          token = inner + 1
          continue
        }
        if file.isKind(token, .comma) {
          if token > start { elements.append((TokenID(start), TokenRange(start, token))) }
          start = token + 1
        }
        token += 1
      }
      if close > start { elements.append((TokenID(start), TokenRange(start, close))) }
    }
    return elements
  }

  private func isViewAdder(_ call: Call, _ file: ParsedFile) -> Bool {
    call.leftParenToken != nil
      && (file.tokenIs(call.name, "addSubview") || file.tokenIs(call.name, "insertSubview")
        || file.tokenIs(call.name, "addArrangedSubview"))
  }

  /// `UIHostingController(…)`, `UIHostingController<T>(…)`, or a project subclass's or alias's initializer.
  private func isHostingInitializer(_ call: Call, _ model: BridgeModel) -> Bool {
    let file = model.file
    guard let name = call.nameToken, !call.hasReceiver, file.kind(name) == .identifier else { return false }
    if file.tokenIs(call.name, "UIHostingController") { return true }
    // Project subclasses and aliases are asked about only when their name ends in `Controller`
    // or `Host` (`CardHostingController`, `typealias CardHost = UIHostingController<Card>`):
    // asking the index about every constructor call would cost more than it finds.
    guard file.tokenEndsWith(call.name, "Controller") || file.tokenEndsWith(call.name, "Host") else { return false }
    return model.isHostingControllerType(named: file.text(call.name))
  }

  private func mayNameHostingController(_ name: String) -> Bool {
    name.hasSuffix("Controller") || name.hasSuffix("Host")
  }

  /// `host.view`, `self.host.view`, `host!.view`, `self.host?.view`, `host?.view ?? UIView()`,
  /// or a computed property of the type that returns `host.view` → `host`.
  private func hostedController(in value: TokenRange, _ function: FunctionID, _ model: BridgeModel) -> String? {
    let file = model.file
    var value = value
    if let coalescing = model.topLevelCoalescing(in: value) { value = TokenRange(value.start, coalescing) }
    // `guard let hosted = host.view` (or `let`, `if let`) and then `addSubview(hosted)`.
    if value.end - value.start == 1, file.kind(value.start) == .identifier,
      let aliased = aliasedValue(of: TokenID(value.start), file)
    {
      return hostedController(in: aliased, function, model)
    }
    if value.end - value.start == 1, file.kind(value.start) == .identifier, let type = model.owner(of: function),
      let property = model.property(named: file.text(value.start), in: type)
    {
      let declaration = file[variable: property]
      guard declaration.isComputed, TokenID(ifPresent: declaration.accessorOpen) != nil else { return nil }
      var body = TokenRange(declaration.accessorOpen + 1, declaration.accessorClose)
      if file.word(body.start) == .return { body.start += 1 }
      return hostedController(in: body, function, model)
    }
    guard value.end - value.start >= 3, file.tokenIs(value.end - 1, "view"), file.isKind(value.end - 2, .period) else {
      return nil
    }
    var end = value.end - 2
    while file.isKind(end - 1, .exclamationMark) || file.isKind(end - 1, .postfixQuestionMark) { end -= 1 }
    let text = file.normalizedExpression(TokenRange(value.start, end))
    guard !text.isEmpty, !text.contains("(") else { return nil }
    // `context.coordinator.host.view`: the coordinator's member, checked against its type.
    if text.contains(".") { return coordinatorMember(text) != nil ? text : nil }
    return text
  }

  /// `host` in `context.coordinator.host`: a member of the representable's coordinator.
  fileprivate func coordinatorMember(_ path: String) -> String? {
    let prefix = "context.coordinator."
    guard path.hasPrefix(prefix) else { return nil }
    let member = path.dropFirst(prefix.count)
    return member.isEmpty || member.contains(".") ? nil : String(member)
  }

  /// The coordinator class of each representable declaration of the file, built once per file
  /// on the first coordinator path (not a scan of the representables per placement).
  private func coordinatorTypes(_ model: BridgeModel) -> [TypeID: TypeID] {
    var table: [TypeID: TypeID] = [:]
    for representable in model.representables {
      guard let coordinator = model.coordinator(of: representable)?.classDeclaration else { continue }
      for declaration in representable.declarations { table[declaration] = coordinator }
    }
    return table
  }

  /// The value a local or an optional binding named at `token` was bound to, when it reads
  /// `x.view` (`let v = host.view`, `guard let v = host?.view else`, `if let v = host.view,`).
  private func aliasedValue(of token: TokenID, _ file: ParsedFile) -> TokenRange? {
    guard let binding = file.code.binding(at: token), let declaration = binding.declaration,
      declaration != token, file.isKind(declaration.raw + 1, .equal)
    else { return nil }
    switch binding.kind {
    case .local, .optionalBinding: break
    default: return nil
    }
    // The value ends at the first `,`, `{`, `else` or line of its own; a few tokens at most.
    let start = declaration.raw + 2
    var end = start
    while file.isValid(end) && end - start < 16 {
      if file.isKind(end, .comma) || file.isKind(end, .leftBrace) || file.word(end) == .else
        || file.isKind(end, .semicolon) || (end > start && file.hasNewline(before: TokenID(end)))
      {
        break
      }
      end += 1
    }
    // `let hosted = coordinator.host.view!`: the unwrap is the same view.
    while end > start + 1 && (file.isKind(end - 1, .exclamationMark) || file.isKind(end - 1, .postfixQuestionMark)) {
      end -= 1
    }
    guard end > start, file.tokenIs(end - 1, "view") else { return nil }
    return TokenRange(start, end)
  }

  /// The declaration token of the local `name` names at `token`, when it holds a hosting controller.
  private func localHostingController(_ name: String, at token: TokenID, _ model: BridgeModel) -> TokenID? {
    guard let binding = model.file.code.binding(of: name, at: token), case .local(let id) = binding.kind,
      let declaration = binding.declaration, holdsHostingController(model.file[variable: id], model)
    else { return nil }
    return declaration
  }

  fileprivate func holdsHostingController(_ variable: VariableDecl, _ model: BridgeModel) -> Bool {
    if let type = model.file.typeName(in: variable.type) {
      if type == "UIHostingController" { return true }
      if mayNameHostingController(type) && model.isHostingControllerType(named: type) { return true }
    }
    return startsWithHostingInitializer(variable.initializer, model)
  }

  fileprivate func startsWithHostingInitializer(_ value: TokenRange, _ model: BridgeModel) -> Bool {
    guard let call = model.file.calls(in: value).first, call.calleeStart == value.start else { return false }
    return isHostingInitializer(call, model)
  }

}

/// Which names each function hands to a container, and which names each type assigns a hosting
/// controller to, gathered once per function and per type: asking per added view would rescan a
/// body for every view it adds.
private final class OwnershipFacts {
  private let model: BridgeModel
  private let rule: HostingViewWithoutContainmentRule
  private var handedOn: [FunctionID: Set<String>] = [:]
  private var assignedHosts: [TypeID: Set<String>] = [:]
  private var helperAddsChild: [String: Bool] = [:]
  private var functionsByName: [String: [FunctionDecl]]?

  init(_ model: BridgeModel, rule: HostingViewWithoutContainmentRule) {
    self.model = model
    self.rule = rule
  }

  /// The controller is handed to a container in one of `functions`: `addChild`, push, present,
  /// `rootViewController =`, `setViewControllers`, or a same-file helper that calls `addChild` on
  /// its parameter (the controller itself or an element of an array literal).
  func isOwned(_ controller: String, in functions: [FunctionID]) -> Bool {
    functions.contains { names(handedOnIn: $0).contains(controller) }
  }

  /// A stored property holding a hosting controller: declared so, or assigned one in a method.
  func isHostingProperty(_ name: String, of type: TypeID) -> Bool {
    if let property = model.property(named: name, in: type),
      rule.holdsHostingController(model.file[variable: property], model)
    {
      return true
    }
    if let known = assignedHosts[type] { return known.contains(name) }
    let file = model.file
    var names: Set<String> = []
    for function in model.allMembers(of: type).functions {
      for assignment in file.assignments(in: file.body(of: file[function: function]))
      where rule.startsWithHostingInitializer(assignment.rhs, model) {
        names.insert(file.normalizedExpression(assignment.lhs))
      }
    }
    assignedHosts[type] = names
    return names.contains(name)
  }

  private func names(handedOnIn function: FunctionID) -> Set<String> {
    if let known = handedOn[function] { return known }
    let file = model.file
    let body = file.body(of: file[function: function])
    var names: Set<String> = []
    for call in file.calls(in: body) {
      guard let name = call.nameToken else { continue }
      let transfers = HostingViewWithoutContainmentRule.ownershipTransfers.contains(file.text(name))
      for (position, argument) in file.arguments(of: call).enumerated() {
        let passed = passedNames(argument.value)
        guard !passed.isEmpty, transfers || addsChild(helper: name, parameterIndex: position) else { continue }
        names.formUnion(passed)
      }
    }
    for assignment in file.assignments(in: body) where file.compactText(assignment.lhs).hasSuffix("rootViewController")
    {
      names.formUnion(passedNames(assignment.rhs))
    }
    handedOn[function] = names
    return names
  }

  /// `controller`, or the elements of an array literal (`self.` dropped).
  private func passedNames(_ value: TokenRange) -> [String] {
    let text = model.file.normalizedExpression(value)
    guard model.file.isKind(value.start, .leftSquare) else { return [text] }
    return text.dropFirst().dropLast().split(separator: ",").map {
      $0.hasPrefix("self.") ? String($0.dropFirst(5)) : String($0)
    }
  }

  /// A function of this file named like `name` that calls `addChild` on its parameter at `parameterIndex`.
  private func addsChild(helper name: TokenID, parameterIndex: Int) -> Bool {
    let file = model.file
    let key = file.text(name) + "#" + String(parameterIndex)
    if let known = helperAddsChild[key] { return known }
    if functionsByName == nil {
      var table: [String: [FunctionDecl]] = [:]
      for function in file.allFunctions where function.kind == .function {
        guard let functionName = function.nameToken else { continue }
        table[file.text(functionName), default: []].append(function)
      }
      functionsByName = table
    }
    var answer = false
    for helper in functionsByName?[file.text(name)] ?? [] {
      let parameters = file.parameters(of: helper)
      guard parameterIndex < parameters.count else { continue }
      let parameter = file.text(parameters[parameters.startIndex + parameterIndex].name)
      answer = file.calls(in: file.body(of: helper)).contains { call in
        file.tokenIs(call.name, "addChild")
          && file.soleArgument(of: call).map { file.normalizedExpression($0) } == parameter
      }
      if answer { break }
    }
    helperAddsChild[key] = answer
    return answer
  }
}

extension FindingMessage {
  fileprivate static let unretainedController = FindingMessage(
    "This hosting controller is created only for its view and nothing keeps it, so the hosted view has no "
      + "controller: no appearance callbacks, trait or safe-area updates, or presentation from SwiftUI; keep the "
      + "controller and add it with `addChild(_:)` and `didMove(toParent:)`")

  fileprivate static let unretainedControllerInCell = FindingMessage(
    "This hosting controller is created only for its view and nothing keeps it, so the hosted view has no "
      + "controller: no appearance callbacks, trait or safe-area updates, or presentation from SwiftUI; in a cell, "
      + "show SwiftUI content with `UIHostingConfiguration` instead")

  fileprivate static let unretainedControllerOutsideController = FindingMessage(
    "This hosting controller is created only for its view and nothing keeps it, so the hosted view has no "
      + "controller: no appearance callbacks, trait or safe-area updates, or presentation from SwiftUI; keep the "
      + "controller and add it as a child of the view controller that shows this view")

  /// Where the view outlives its controller decides the fix.
  enum Place { case viewController, cell, elsewhere }

  fileprivate static func viewOutlivesController(_ controller: String, _ escape: String, in place: Place)
    -> FindingMessage
  {
    let fix: String
    switch place {
    case .viewController: fix = "keep `\(controller)` and add it with `addChild(_:)` and `didMove(toParent:)`"
    case .cell: fix = "in a cell, show SwiftUI content with `UIHostingConfiguration` instead"
    case .elsewhere: fix = "keep `\(controller)` and add it as a child of the view controller that shows its view"
    }
    return FindingMessage(
      "`\(controller).view` \(escape), but nothing keeps `\(controller)`: the controller is released when "
        + "this scope ends and its view lives on without it (no appearance callbacks, trait or safe-area updates, "
        + "or presentation from SwiftUI); " + fix)
  }

  fileprivate static func viewInRepresentable(_ controller: String) -> FindingMessage {
    FindingMessage(
      "`\(controller).view` is added from a representable or its coordinator, where no view controller can make "
        + "`\(controller)` a child, so the hosted view misses appearance callbacks and trait and safe-area updates; "
        + "wrap the controller in a `UIViewControllerRepresentable` (SwiftUI then contains it) or add it to the "
        + "view controller that shows this view")
  }

  fileprivate static func viewWithoutChild(_ controller: String) -> FindingMessage {
    FindingMessage(
      "`\(controller).view` is added without making `\(controller)` a child view controller, so the hosted view "
        + "misses appearance callbacks and trait and safe-area updates; call `addChild(\(controller))` before and "
        + "`\(controller).didMove(toParent: self)` after")
  }

  fileprivate static func viewInCell(_ controller: String) -> FindingMessage {
    FindingMessage(
      "`\(controller).view` is added to a cell, which has no view controller to make `\(controller)` a child of; "
        + "use `UIHostingConfiguration` for the cell's content, or add `\(controller)` to the view controller "
        + "that owns the list")
  }

  fileprivate static func viewWithoutParent(_ controller: String) -> FindingMessage {
    FindingMessage(
      "`\(controller).view` is added without making `\(controller)` a child of a view controller, so the hosted "
        + "view misses appearance callbacks and trait and safe-area updates; add `\(controller)` as a child of the "
        + "view controller that shows this view")
  }
}
