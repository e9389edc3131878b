/// A representable's `make…`, `update…` or `sizeThatFits` method as the update-pass rules see
/// it: which names the represented view and the coordinator have there, what runs during
/// SwiftUI's update pass, what an expression is rooted at, and which objects the method builds.
public struct LifecycleMethod {
  public enum Role: Sendable, Equatable { case make, update, sizeThatFits }

  public let representable: Representable
  public let function: FunctionID
  public let role: Role
  /// The body's tokens.
  public let body: TokenRange
  /// The represented view (ROOT) by name: `update…`'s view parameter, `make…`'s returned local.
  public let viewNames: Set<String>
  /// Member paths `make…` returns as the represented view (`context.coordinator.mapView`): the
  /// same object in every life-cycle method.
  public let viewPaths: Set<String>
  /// `context.coordinator` and the locals bound to it.
  public let coordinatorNames: Set<String>
  /// The represented view's type as written (`update…`'s first parameter, `make…`'s return type).
  public let viewTypeName: String?
}

/// When code written in a life-cycle method runs, relative to SwiftUI's update pass.
public enum UpdateTiming: Sendable, Equatable {
  /// In the pass itself: the body, or a closure run in place (`forEach`, `UIView.animate`, `withAnimation`).
  case inPass
  /// Right after the pass (`DispatchQueue.main.async`, an unstored `Task`): once per update all the same.
  case deferred
  /// On a later event (a `UIAction`, a completion handler, a stored closure): not the update's doing.
  case later
}

/// What an expression in a life-cycle method starts from.
public enum UpdateRoot: Sendable, Equatable {
  /// The represented view (a view name, or a path `make…` returns).
  case representedView
  /// `context.coordinator` (or a local bound to it), not its `parent`.
  case coordinator
  /// `context.coordinator.parent`: the representable's value the coordinator holds.
  case coordinatorParent
  /// A stored property of the representable (`text`, `self.text`, `$text`), not shadowed.
  case property(VariableID)
  /// A local of the method initialized with a constructor call (`let web = WKWebView()`).
  case createdLocal(TokenID)
  case other
}

extension BridgeModel {
  /// The life-cycle methods of `representable` the update-pass rules look at.
  public func lifecycleMethods(of representable: Representable) -> [LifecycleMethod] {
    // Every representable of the file is computed once, for all the rules that ask, and grouped
    // once: filtering them per representable is quadratic in a file with thousands.
    // By declarations, not name: two `#if` branches may declare one name.
    if lifecycleMethodsByKey == nil {
      var table: [TypeID: [LifecycleMethod]] = [:]
      for known in representables { table[known.key] = [] }
      for method in lifecycleMethods { table[method.representable.key, default: []].append(method) }
      lifecycleMethodsByKey = table
      scanSteps += lifecycleMethods.count
    }
    if let known = lifecycleMethodsByKey?[representable.key] { return known }
    return buildLifecycleMethods(of: representable)
  }

  private func buildLifecycleMethods(of representable: Representable) -> [LifecycleMethod] {
    let returned = representable.make.map { returnedPaths(in: $0) } ?? []
    var result: [LifecycleMethod] = []
    let roles: [(FunctionID?, LifecycleMethod.Role)] = [
      (representable.make, .make), (representable.update, .update), (representable.sizeThatFits, .sizeThatFits),
    ]
    let madeType = representable.make.flatMap { file.typeName(in: file[function: $0].returnType) }
    for (function, role) in roles {
      guard let function else { continue }
      let declaration = file[function: function]
      var viewType: String?
      switch role {
      case .make: viewType = madeType
      case .update, .sizeThatFits:
        let position = Int(declaration.parameters.lowerBound) + (role == .update ? 0 : 1)
        if position < Int(declaration.parameters.upperBound) {
          viewType = file.typeName(in: file.syntax.parameters[position].type)
        }
        // `updateUIView(_ view: UIViewType, …)` names the type `make…` returns (`some WKWebView`).
        if let named = viewType, Representable.associatedViewTypes.contains(named) { viewType = madeType ?? named }
      }
      result.append(
        LifecycleMethod(
          representable: representable, function: function, role: role, body: file.body(of: declaration),
          viewNames: representedViewNames(in: function), viewPaths: returned,
          coordinatorNames: coordinatorNames(in: function), viewTypeName: viewType))
    }
    return result
  }

  /// Every life-cycle method of every representable in the file.
  public var lifecycleMethods: [LifecycleMethod] {
    if let known = lifecycleMethodsCache { return known }
    let methods = representables.flatMap { buildLifecycleMethods(of: $0) }
    lifecycleMethodsCache = methods
    return methods
  }

  /// Member paths `make` returns (`return context.coordinator.mapView`).
  private func returnedPaths(in make: FunctionID) -> Set<String> {
    let body = file.body(of: file[function: make])
    var paths: Set<String> = []
    guard !body.isEmpty else { return paths }
    for statement in file.code.statements(of: make) where file.code.statement(statement, startsWith: .return) {
      let span = file.code.span(of: statement)
      let value = TokenRange(span.start.raw + 1, span.end.raw)
      guard value.end - value.start >= 3, isMemberPath(value) else { continue }
      paths.insert(file.normalizedExpression(value))
    }
    return paths
  }

  /// `a.b.c`: identifiers and dots only.
  private func isMemberPath(_ range: TokenRange) -> Bool {
    var token = range.start
    while token < range.end {
      let kind = file.kind(token)
      guard kind == .identifier || kind == .period || file.word(token) == .selfWord else { return false }
      token += 1
    }
    return true
  }

  // MARK: - Timing

  /// Calls whose closure runs in place, during the caller's own execution.
  private static let inPlaceCalls: Set<String> = [
    "forEach", "map", "compactMap", "flatMap", "filter", "reduce", "sorted", "sort", "first", "last", "contains",
    "allSatisfy", "firstIndex", "lastIndex", "min", "max", "removeAll", "animate", "animateKeyframes", "addKeyframe",
    "performWithoutAnimation", "withAnimation", "withTransaction", "performBatchUpdates", "batchUpdates",
    "autoreleasepool", "enumerateObjects", "sync", "updateConstraints", "makeConstraints", "remakeConstraints",
  ]

  /// Calls whose closure runs once, right after the caller returns.
  private static let deferringCalls: Set<String> = ["async", "asyncAfter"]

  /// When `token` (in `method`'s body) runs. The innermost closure decides; a closure inside a
  /// later-running one runs later too.
  /// With `completionsRunOnce`, a one-shot completion (`geocoder.geocodeAddressString(…) { … }`,
  /// not a stored handler) counts as deferred: it runs once for each run of the call that takes it.
  public func timing(of token: TokenID, in method: LifecycleMethod, completionsRunOnce: Bool = false) -> UpdateTiming {
    timing(of: token, inFunction: method.function, completionsRunOnce: completionsRunOnce)
  }

  /// When `token` runs relative to a call of `function` (a helper `update…` calls) that contains it.
  public func timing(
    of token: TokenID, inFunction function: FunctionID, completionsRunOnce: Bool = false
  ) -> UpdateTiming {
    var timing = UpdateTiming.inPass
    var node = file.innermostNode(containing: token.raw)
    let functionNode = file[function: function].node
    var steps = 0
    while file.isValidNode(node) && node != functionNode && steps <= Parser.maximumDepth + 8 {
      let value = file.syntax.nodes[Int(node)]
      if value.kind == .function || value.kind == .type { return .later }  // a nested function: called who knows when
      if value.kind == .closure {
        switch closureTiming(ClosureID(value.payload), completionsRunOnce: completionsRunOnce) {
        case .later: return .later
        case .deferred: timing = .deferred
        case .inPass: break
        }
      }
      node = value.parent
      steps += 1
    }
    return timing
  }

  private func closureTiming(_ closure: ClosureID, completionsRunOnce: Bool) -> UpdateTiming {
    switch file.code.retention(of: closure) {
    case .shortLived(.immediatelyInvoked): return .inPass
    case .shortLived(.unstoredTask): return .deferred
    case .shortLived(.call(let name)):
      if BridgeModel.inPlaceCalls.contains(name) {
        // `UIView.animate(…, completion:)`: only the animations run in place.
        if name == "animate", let call = file.code.receivingCall(of: closure),
          let completion = file.argument(of: file[call: call], labeled: "completion"),
          completion.contains(file[closure: closure].open)
        {
          return .later
        }
        return .inPass
      }
      return BridgeModel.deferringCalls.contains(name) || completionsRunOnce ? .deferred : .later
    default: return .later
    }
  }

  // MARK: - Roots

  /// What the expression `range` (an assignment target, a call's receiver) starts from in `method`.
  public func root(of range: TokenRange, in method: LifecycleMethod) -> UpdateRoot {
    guard !range.isEmpty else { return .other }
    let text = file.normalizedExpression(range)
    for path in method.viewPaths where text == path || text.hasPrefix(path + ".") || text.hasPrefix(path + "?.") {
      return .representedView
    }
    for name in method.coordinatorNames where text == name || text.hasPrefix(name + ".") || text.hasPrefix(name + "?.")
    {
      let rest = text.dropFirst(name.count).drop { $0 == "." || $0 == "?" }
      return rest == "parent" || rest.hasPrefix("parent.") || rest.hasPrefix("parent?.")
        ? .coordinatorParent : .coordinator
    }
    var first = range.start
    let explicitSelf = file.word(first) == .selfWord && file.isKind(first + 1, .period)
    if explicitSelf { first += 2 }
    guard file.kind(first) == .identifier else { return .other }
    var name = file.text(first)
    if !explicitSelf, let binding = file.code.binding(of: name, at: TokenID(first)) {
      if method.viewNames.contains(name), isParameterOrLocal(binding) { return .representedView }
      if case .local(let variable) = binding.kind, let declaration = binding.declaration,
        constructedType(file[variable: variable].initializer) != nil, !file[variable: variable].isComputed
      {
        return .createdLocal(declaration)
      }
      return .other
    }
    if name.hasPrefix("$") { name.removeFirst() }
    if let property = method.representable.properties.first(where: { file.text(file[variable: $0].name) == name }) {
      return .property(property)
    }
    return .other
  }

  private func isParameterOrLocal(_ binding: Binding) -> Bool {
    switch binding.kind {
    case .parameter, .local: return true
    default: return false
    }
  }

  /// The type a constructor call builds when `range` is one (`WKWebView(frame: .zero)`,
  /// `UIHostingController<Card>(rootView: …)`, `Foo.init(…)`), else nil.
  public func constructedType(_ range: TokenRange) -> String? {
    guard !range.isEmpty, let call = file.calls(in: range).first(where: { $0.calleeStart == range.start }),
      call.leftParen >= 0 || !call.trailingClosures.isEmpty, call.name >= 0
    else { return nil }
    // The call must be the whole expression (`Foo().bar` builds a bar, not a Foo).
    let end = call.rightParen >= 0 ? call.rightParen + 1 : file.code.afterGroup(call.trailingClosures.last ?? -1)
    guard end == range.end || (call.rightParen >= 0 && !call.trailingClosures.isEmpty) else { return nil }
    let name = file.text(call.name)
    if name == "init" {
      guard call.hasReceiver, file.kind(call.calleeStart) == .identifier else { return nil }
      return file.text(call.calleeStart)
    }
    guard let first = name.utf8.first, first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z") else { return nil }
    // `UIView.animate` is no constructor; `Module.Type(…)` is.
    if call.hasReceiver {
      guard let head = file.text(call.calleeStart).utf8.first, head >= UInt8(ascii: "A") && head <= UInt8(ascii: "Z")
      else { return nil }
    }
    return name
  }

  // MARK: - Guards

  /// The conditions `token` runs under that decide whether it runs at all on a given update: every
  /// condition except plain unwrapping (`if let x = x`, `guard let self`) and `#available` checks.
  public func changeGuards(at token: TokenID) -> [GuardCondition] {
    file.code.conditions(at: token).filter { condition in
      let start = condition.span.start.raw
      if file.kind(start) == .keyword && (file.word(start) == .let || file.word(start) == .var) && condition.holds {
        return false
      }
      if file.isKind(start, .pound) || file.text(start).hasPrefix("#") { return false }
      return true
    }
  }

  /// Is `token` under a condition that mentions `text` (a member name or path) or the coordinator?
  public func isGuarded(_ token: TokenID, mentioning texts: [String], in method: LifecycleMethod) -> Bool {
    changeGuards(at: token).contains { condition in
      let clause = file.compactText(condition.span)
      if case .onceFlag = condition.kind { return true }
      if method.coordinatorNames.contains(where: { clause.contains($0) }) { return true }
      return texts.contains { !$0.isEmpty && clause.contains($0) }
    }
  }
}
