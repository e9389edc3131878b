import BridgeLint

/// A new `UIHostingController` every time a cell is configured.
public struct HostingControllerInCellRule: Rule {
  public init() {}

  public static func relevance(in index: ProjectIndex) -> Relevance {
    .anyOf(names: ["UIHostingController"] + index.simpleNames(descendingFrom: .hostingController))
  }

  public static let description = RuleDescription(
    identifier: "hosting_controller_in_cell",
    name: "Hosting Controller in Cell",
    summary: "A `UIHostingController` is created each time a cell is configured; use `UIHostingConfiguration`",
    rationale: """
      Each `UIHostingController` brings a whole SwiftUI render pipeline and a view controller \
      that should be a child of the screen's controller. Creating one in `cellForRowAt`/\
      `cellForItemAt`, a section header or footer provider (`viewForHeaderInSection`, \
      `viewForFooterInSection`, `viewForSupplementaryElementOfKind`), in a cell registration \
      handler, or in a cell's `configure` method builds a new pipeline on every dequeue: scrolling hitches, memory growth, and usually no \
      containment at all (no appearance callbacks, no trait or safe-area updates). On iOS 16 and \
      later, `cell.contentConfiguration = UIHostingConfiguration { Row(item: item) }` is the \
      supported way to host SwiftUI in a cell.

      Real code showed the correct alternative for older systems: a controller stored on the \
      cell, created once (in the cell's initializer or property, under `== nil`/`if let`, or \
      with `??`) and reused by setting `rootView`, is not reported (whether it is added as a \
      child is `hosting_view_without_containment`'s and `missing_did_move`'s matter). A function \
      that also uses `UIHostingConfiguration` creates the controller only as the pre-iOS 16 \
      fallback: reported as `info`.
      """,
    kind: .containment,
    defaultSeverity: .warning,
    nonTriggeringExamples: HostingControllerInCellExamples.nonTriggering,
    triggeringExamples: HostingControllerInCellExamples.triggering
  )

  public func check(_ file: ParsedFile, _ context: inout RuleContext) {
    let model = context.model
    // Per method: reached only from initializers (asked once, however many sites it has).
    var initializerOnly: [FunctionID: Bool] = [:]
    var callsByName: [String: [Call]]?
    for site in model.hostingSites where site.kind == .initializer {
      // A private helper a provider calls builds the controller for it (`headerView(using:)`).
      var provider: FunctionID?
      var found = model.cellContext(of: site.anchor)
      if found == nil, let (helper, caller) = providerCalling(site.anchor, model, &callsByName) {
        (found, provider) = (.cellProvider(helper), caller)
      }
      guard let cell = found else { continue }
      let scope: TokenRange
      switch cell {
      case .cellProvider(let function): scope = file.body(of: file[function: function])
      case .registration(let closure):
        let value = file[closure: closure]
        scope = TokenRange(value.open, value.close)
      case .cellMethod(_, let function):
        // Created once per cell, in its initializer (or a `setup()` only its initializers call):
        // reused across dequeues.
        if file[function: function].kind == .initializer { continue }
        let onlyFromInitializers =
          initializerOnly[function] ?? isCalledOnlyFromInitializers(function, file, &callsByName)
        initializerOnly[function] = onlyFromInitializers
        if onlyFromInitializers { continue }
        scope = file.body(of: file[function: function])
      }
      if isReused(site, in: scope, model) || isPresented(site, in: scope, file) { continue }
      let fallback = file.calls(in: scope).contains { file.tokenIs($0.name, "UIHostingConfiguration") }
      var message: FindingMessage = fallback ? .fallbackControllerPerCell : .controllerPerCell
      if case .cellProvider(let function) = cell, isSectionHeaderOrFooter(file[function: provider ?? function], file) {
        message = .controllerPerSectionView
      }
      context.report(file, at: site.anchor, message, subcheckSeverity: fallback ? .info : nil)
    }
  }

  /// The file's calls grouped by name, built on the first question.
  fileprivate static func callsByName(_ file: ParsedFile) -> [String: [Call]] {
    Dictionary(grouping: file.allCalls.filter { $0.nameToken != nil }) { call in call.nameToken.map(file.text) ?? "" }
  }

  /// Created once and reused: `x ?? UIHostingController(…)`, inside `if let`/`== nil` branches,
  /// or after a condition on the property it is stored in (`guard host == nil else { … }`).
  private func isReused(_ site: HostingSite, in scope: TokenRange, _ model: BridgeModel) -> Bool {
    let file = model.file
    guard let id = site.call else { return false }
    let call = file[call: id]
    if file.tokenIs(call.calleeStart - 1, "??") { return true }
    var path: String?
    switch site.destination {
    case .property(let target), .otherMember(let target): path = target
    case .local(let name):
      // `let controller = …; tabs = controller`: the property it ends up in is what a guard names.
      path = site.function.flatMap { model.storesLocal(name, in: $0) } ?? name
    case .other: path = nil
    }
    let stored = path.flatMap { $0.split(separator: ".").last.map(String.init) }
    for block in file.allBlocks where block.open >= scope.start && block.open < scope.end {
      let condition = conditionTokens(of: block, file)
      guard !condition.isEmpty, mentionsOptionalCheck(condition, file) else { continue }
      // The site is inside the branch, or the condition names the property the controller goes to.
      if TokenID(block.open) < site.anchor && site.anchor < TokenID(block.close) { return true }
      if let stored, mentions(stored, in: condition, file) { return true }
    }
    return false
  }

  /// The controller is presented or pushed (a screen, not a cell's content).
  private func isPresented(_ site: HostingSite, in scope: TokenRange, _ file: ParsedFile) -> Bool {
    guard let id = site.call else { return false }
    let start = file[call: id].calleeStart
    var local: String?
    if case .local(let name) = site.destination { local = name }
    for call in file.calls(in: scope) where call.nameToken != nil && Self.presenters.contains(file.text(call.name)) {
      guard let first = file.arguments(of: call).first else { continue }
      if first.value.start == start || (local.map { file.normalizedExpression(first.value) == $0 } ?? false) {
        return true
      }
    }
    return false
  }

  static let presenters: Set<String> = ["present", "pushViewController", "show", "showDetailViewController"]

  /// A block's condition; for `else`, the condition of the `if` it belongs to.
  private func conditionTokens(of block: Block, _ file: ParsedFile) -> TokenRange {
    guard file.word(block.keyword) == .else else { return block.condition }
    let previousClose = block.keyword - 1
    return file.allBlocks.first { $0.close == previousClose && file.word($0.keyword) == .if }?.condition ?? .empty
  }

  private func mentionsOptionalCheck(_ range: TokenRange, _ file: ParsedFile) -> Bool {
    var token = range.start
    while token < range.end {
      if file.word(token) == .nil || file.word(token) == .let || file.word(token) == .var { return true }
      token += 1
    }
    return false
  }

  private func mentions(_ name: String, in range: TokenRange, _ file: ParsedFile) -> Bool {
    var token = range.start
    while token < range.end {
      if file.kind(token) == .identifier && file.text(token) == name { return true }
      token += 1
    }
    return false
  }
}

extension HostingControllerInCellRule {
  /// A private method whose every call in the file (at least one) is in an initializer, or in a
  /// private method only initializers call.
  fileprivate func isCalledOnlyFromInitializers(
    _ function: FunctionID, _ file: ParsedFile, _ callsByName: inout [String: [Call]]?
  ) -> Bool {
    // The file's calls by name, grouped on the first question.
    let byName = callsByName ?? HostingControllerInCellRule.callsByName(file)
    callsByName = byName
    // Through a short chain of private helpers (`init` → `setupViews()` → `addSubviews()`); the
    // bound keeps the walk linear and stops a cycle of helpers calling each other.
    var pending = [file[function: function]]
    var visited = 0
    while let declaration = pending.popLast() {
      visited += 1
      guard visited <= 8, declaration.kind == .function, declaration.modifiers.isPrivate,
        let name = declaration.nameToken
      else { return false }
      let calls = byName[file.text(name)] ?? []
      guard !calls.isEmpty else { return false }
      for call in calls {
        guard let caller = call.nameToken.flatMap({ file.enclosingFunction(containing: $0) }) else { return false }
        if caller.kind != .initializer { pending.append(caller) }
      }
    }
    return true
  }

  /// The private method holding `token` and the cell or section provider of its type that calls
  /// it (one call deep), when there is one.
  private func providerCalling(_ token: TokenID, _ model: BridgeModel, _ callsByName: inout [String: [Call]]?)
    -> (helper: FunctionID, provider: FunctionID)?
  {
    let file = model.file
    guard let helper = model.function(containing: token), file[function: helper].kind == .function,
      file[function: helper].modifiers.isPrivate, let name = file[function: helper].nameToken
    else { return nil }
    let byName = callsByName ?? Self.callsByName(file)
    callsByName = byName
    for call in byName[file.text(name)] ?? [] {
      guard let callee = call.nameToken, case .cellProvider(let provider)? = model.cellContext(of: callee),
        model.owner(of: provider) == model.owner(of: helper)
      else { continue }
      return (helper, provider)
    }
    return nil
  }

  /// `tableView(_:viewForHeaderInSection:)` or `tableView(_:viewForFooterInSection:)`.
  fileprivate func isSectionHeaderOrFooter(_ function: FunctionDecl, _ file: ParsedFile) -> Bool {
    file.parameters(of: function).contains { parameter in
      file.tokenIs(parameter.label, "viewForHeaderInSection") || file.tokenIs(parameter.label, "viewForFooterInSection")
    }
  }
}

extension FindingMessage {
  fileprivate static let controllerPerSectionView = FindingMessage(
    "A new hosting controller is created each time the table asks for this section's header or footer; use a "
      + "reusable `UITableViewHeaderFooterView` with `contentConfiguration = UIHostingConfiguration { … }`, or "
      + "keep one controller per section and reuse it")
  fileprivate static let controllerPerCell = FindingMessage(
    "A new hosting controller is created each time this cell is configured; use "
      + "`cell.contentConfiguration = UIHostingConfiguration { … }`, or create one controller per cell and reuse it")
  fileprivate static let fallbackControllerPerCell = FindingMessage(
    "This pre-iOS 16 fallback creates a new hosting controller each time the cell is configured; "
      + "create one controller per cell and reuse it by setting `rootView`")
}
