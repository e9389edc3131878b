import BridgeLint

/// A closure in a hosting controller's root view keeps the view controller that keeps the
/// hosting controller: a retain cycle.
public struct HostingRootViewStrongSelfRule: Rule {
  public init() {}

  public static func relevance(in index: ProjectIndex) -> Relevance {
    .anyOf(names: ["rootView"], members: ["rootView"])
  }

  /// `UIViewController` members a closure may use without `self.`.
  static let controllerMembers: Set<String> = [
    "dismiss", "present", "navigationController", "view", "title", "show", "performSegue", "tabBarController",
    "presentingViewController", "splitViewController", "navigationItem", "children", "parent",
  ]

  public static let description = RuleDescription(
    identifier: "hosting_root_view_strong_self",
    name: "Hosting Root View Strong Self",
    summary:
      "A closure in a hosting controller's `rootView` captures the view controller that keeps that hosting controller",
    rationale: """
      A view controller that keeps a `UIHostingController` (in a stored property, or as a child \
      through `addChild`) owns it; the hosting controller owns its `rootView`; the root view \
      stores the closures it was given (`Detail(onDone: { self.close() })`). A closure that \
      uses `self` strongly closes the loop — controller → hosting controller → root view → \
      closure → controller — and none of them is ever freed. Capture `[weak self]` (or pass the \
      values the closure needs).

      Real code showed that most strong-self root view closures belong to controllers that only \
      present or push the hosting controller: the navigation or presentation stack owns it, not \
      `self`, so there is no cycle and no finding. Reported only when the hosting controller is \
      stored on the capturing controller or added as its child, for `UIHostingController(rootView:)` \
      (also through a local root view built earlier in the function) and for `host.rootView = …`. \
      Closures run in place (`map`, `forEach`) are not kept and not reported. A root view local \
      declared once per `#if` branch is checked in every branch. The content closure of a stack, \
      group or scroll view (`VStack { … }`) runs while the root view is built, so only the \
      closures inside it are looked at. AppKit's `NSHostingView(rootView:)` is checked when \
      `self` keeps it: set as a view controller's `view` or added to it (`view.addSubview(hosting)`), \
      or stored in a property of the class. \
      An instance method passed by name (`WelcomeView(onContinue: finish)`) is a closure that \
      keeps `self` like `{ self.finish() }`, and is reported the same way.
      """,
    kind: .memory,
    defaultSeverity: .warning,
    nonTriggeringExamples: HostingRootViewStrongSelfExamples.nonTriggering,
    triggeringExamples: HostingRootViewStrongSelfExamples.triggering
  )

  public func check(_ file: ParsedFile, _ context: inout RuleContext) {
    let model = context.model
    var memberCache: [TypeID: Set<String>] = [:]
    var twinCache: [FunctionID: [TwinKey: [TokenSpan]]] = [:]
    for site in model.hostingSites {
      // A static method has no `self` to capture.
      if let function = site.function, file[function: function].modifiers.isTypeMember { continue }
      guard let owner = site.owner, file[type: owner].kind != .struct, model.isUIKitViewController(owner),
        keepsController(site, model), let root = model.rootViewExpression(of: site)
      else { continue }
      let members = memberCache[owner] ?? memberNames(of: owner, model)
      memberCache[owner] = members
      for expression in [root] + conditionalTwins(of: site, root, model, &twinCache) {
        if let use = firstStrongSelfUse(in: expression, members: members, model) {
          context.report(file, at: use, .cycle(isChild: site.destination != .property("self")))
        } else if let method = firstMethodReference(in: expression, of: owner, model) {
          context.report(
            file, at: method, .methodCycle(file.text(method), isChild: site.destination != .property("self")))
        }
      }
    }
    checkHostingViews(model, &memberCache, &context)
    checkAddedHostingViews(model, &memberCache, &context)
    checkRootViewMembers(model, &memberCache, &context)
  }

  /// `#if A let root = X(…) #else let root = Y(…) #endif`: the name binds one declaration, but
  /// another local of that name in the same scope can only be its twin in another `#if` branch
  /// (Swift forbids redeclaring it otherwise), so its initializer is the root view in that build.
  /// Locals are grouped by scope and name once per function.
  private func conditionalTwins(
    of site: HostingSite, _ root: TokenSpan, _ model: BridgeModel, _ cache: inout [FunctionID: [TwinKey: [TokenSpan]]]
  ) -> [TokenSpan] {
    let file = model.file
    guard let function = site.function, let span = site.rootView, span.range.end - span.range.start == 1,
      case .local(let variable)? = file.code.binding(at: span.start)?.kind,
      let statement = file.code.statement(containing: TokenID(file[variable: variable].name))
    else { return [] }
    if cache[function] == nil {
      var groups: [TwinKey: [TokenSpan]] = [:]
      for local in file.variables(inTokens: file.body(of: file[function: function])) {
        guard local.nameToken != nil, let initializer = TokenSpan(local.initializer),
          let declared = file.code.statement(containing: TokenID(local.name))
        else { continue }
        let key = TwinKey(scope: file.code.scope(of: declared), name: file.text(local.name))
        groups[key, default: []].append(initializer)
      }
      cache[function] = groups
    }
    let key = TwinKey(scope: file.code.scope(of: statement), name: file.text(file[variable: variable].name))
    return cache[function]?[key, default: []].filter { $0 != root } ?? []
  }

  /// SwiftUI containers whose content closure is non-escaping: called once in their initializer.
  static let inPlaceBuilders: Set<String> = [
    "VStack", "HStack", "ZStack", "ScrollView", "Group", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid",
  ]

  struct TwinKey: Hashable {
    var scope: NodeID
    var name: String
  }

  /// The hosting controller is kept by `self`: a stored property, a local stored into one or
  /// made a child.
  private func keepsController(_ site: HostingSite, _ model: BridgeModel) -> Bool {
    switch site.destination {
    case .property: return true
    case .local(let name):
      guard let function = site.function else { return false }
      return model.addsChild(name, in: function) || model.storesLocal(name, in: function) != nil
    case .otherMember, .other: return false
    }
  }

  /// The first strong use of `self` in the outermost kept closures of the root view expression.
  func firstStrongSelfUse(in root: TokenSpan, members: Set<String>, _ model: BridgeModel) -> TokenID? {
    let code = model.file.code
    // The end of the last closure looked at: closures nested in it are not outermost.
    var end: TokenID?
    for closure in code.closures(in: root.range) {
      let value = model.file[closure: closure]
      guard end.map({ TokenID(value.open) > $0 }) ?? true else { continue }
      // A stack's or scroll view's content builder runs while the root view is built and is not
      // kept: its own `self` uses are not captured, the closures inside it are looked at instead.
      if let call = code.receivingCall(of: closure),
        Self.inPlaceBuilders.contains(model.file.text(model.file[call: call].name))
      {
        continue
      }
      end = TokenID(ifPresent: value.close)
      if case .shortLived = code.retention(of: closure) { continue }
      if let use = code.firstStrongSelfUse(in: closure, members: members) { return use }
    }
    return nil
  }

  func memberNames(of type: TypeID, _ model: BridgeModel) -> Set<String> {
    let file = model.file
    var names = Self.controllerMembers
    for indexed in model.index.lookup(file.qualifiedName(of: file[type: type])) {
      names.formUnion(indexed.properties.map(\.name))
      names.formUnion(indexed.methods)
    }
    let members = model.allMembers(of: type)
    for variable in members.variables where file[variable: variable].nameToken != nil {
      names.insert(file.text(file[variable: variable].name))
    }
    for function in members.functions where file[function: function].kind == .function {
      names.insert(file.text(file[function: function].name))
    }
    return names
  }
}

extension FindingMessage {
  static func cycle(isChild: Bool) -> FindingMessage {
    FindingMessage(
      isChild
        ? "This root view closure captures `self` strongly, and `self` keeps the hosting controller that keeps "
          + "the root view: a retain cycle; capture `[weak self]`"
        : "This root view closure captures the hosting controller strongly, and the controller keeps its root "
          + "view: a retain cycle; capture `[weak self]`")
  }
}
