/// The crossings one file declares, read from its bridge model: representables, hosting
/// controllers, configurations and views, and child view controller containment. Each carries
/// the syntax nodes whose source a finding must fall in to belong to it.
struct MapExtraction {
  struct Found {
    var crossing: MapCrossing
    /// Syntax nodes (type declarations, functions, properties) that are the crossing's code.
    var nodes: [Int32]
    /// The anchor token, to pick among crossings sharing a node.
    var anchor: Int32
    /// More tokens that stand for it there (where its view is added, where it is made a child).
    var anchors: [Int32] = []
  }

  let model: BridgeModel
  let path: String
  var file: ParsedFile { model.file }

  /// Longest child expression text kept as a containment crossing's name.
  static let nameLimit = 64
  static let viewAdders: Set<String> = [
    "addSubview", "insertSubview", "addArrangedSubview", "insertArrangedSubview",
  ]

  /// View-adding calls (`addSubview(x)`…) and `addChild(x)` calls on `self`, by the argument's
  /// text and the function they are in (`F<id>|x`) or the type owning it (`T<name>|x`): read in
  /// one pass, so asking per crossing is a lookup, not a scan of the owner's methods.
  private let additions: [String: [Int32]]
  private let children: Set<String>

  init(model: BridgeModel, path: String) {
    self.model = model
    self.path = path
    var additions: [String: [Int32]] = [:]
    var children: Set<String> = []
    let file = model.file
    for call in file.syntax.calls where call.name >= 0 && file.kind(call.name) == .identifier {
      let isAdder = MapExtraction.viewAdders.contains(file.text(call.name))
      let isChild = file.tokenIs(call.name, "addChild") && file.isCalledOnSelf(call)
      guard isAdder || isChild, let first = file.arguments(of: call).first, !first.value.isEmpty,
        let function = model.function(containing: TokenID(call.name))
      else { continue }
      let value = file.normalizedExpression(first.value)
      var keys = ["F\(function.raw)|" + value]
      if let owner = model.owner(of: function) {
        keys.append("T" + file.qualifiedName(of: file[type: owner]) + "|" + value)
      }
      for key in keys {
        if isAdder { additions[key, default: []].append(call.name) } else { children.insert(key) }
      }
    }
    self.additions = additions
    self.children = children
  }

  func crossings() -> [Found] {
    var found: [Found] = []
    representables(into: &found)
    let hosted = hosting(into: &found)
    containment(into: &found, skipping: hosted)
    return found
  }

  private func location(_ token: Int32) -> MapLocation {
    let position = file.location(of: token)
    return MapLocation(file: path, line: position.line, column: position.column)
  }

  /// The qualified name of the type declaring `type`'s own declaration ("" at top level).
  private func qualifiedName(_ type: TypeID?) -> String {
    guard let type else { return "" }
    return file.qualifiedName(of: file[type: type])
  }

  // MARK: - Representables

  private func representables(into found: inout [Found]) {
    for representable in model.representables {
      let key = representable.key
      let declaration = file[type: key]
      var nodes = representable.declarations.map { file[type: $0].node }
      if let coordinator = representable.coordinator { nodes.append(file[type: coordinator].node) }
      let qualified = representable.name
      let container = qualifiedName(model.enclosingType(of: key))
      let name = container.isEmpty ? qualified : String(qualified.dropFirst(container.count + 1))
      var crossing = MapCrossing(
        kind: .representable,
        isAppKit: representable.flavor == .unknown ? model.imports.isAppKitOnly : representable.flavor.isAppKit,
        location: location(declaration.name), container: container, name: name,
        hosted: representable.make.flatMap { file.typeName(in: file[function: $0].returnType) } ?? "",
        contained: nil)
      crossing.coordinator = representable.coordinatorName
      if let update = representable.update { crossing.updateWork = updateWork(update) }
      found.append(Found(crossing: crossing, nodes: nodes, anchor: declaration.name))
    }
  }

  /// The members `update…` writes on the represented view (`uiView.delegate = …` gives
  /// `delegate`), sorted and without repeats.
  private func updateWork(_ update: FunctionID) -> [String] {
    let roots = model.representedViewNames(in: update)
    guard !roots.isEmpty else { return [] }
    var members: Set<String> = []
    for assignment in file.assignments(in: file.body(of: file[function: update])) {
      let lhs = assignment.lhs
      guard lhs.end - lhs.start >= 3, file.kind(lhs.start) == .identifier, roots.contains(file.text(lhs.start)),
        file.isKind(lhs.start + 1, .period), file.kind(lhs.start + 2) == .identifier
      else { continue }
      members.insert(file.text(lhs.start + 2))
    }
    return members.sorted()
  }

  // MARK: - Hosting

  /// The controller paths (`host`, `self.host`) each owner's hosting sites store, so their
  /// `addChild` is not counted again as plain containment.
  private func hosting(into found: inout [Found]) -> Set<String> {
    var hostedPaths: Set<String> = []
    for site in model.hostingSites where site.kind == .initializer {
      guard let callID = site.call else { continue }
      let call = file[call: callID]
      var crossing = hostingCrossing(
        kind: .hostingController, isAppKit: false, call: call, owner: site.owner,
        hosted: model.rootViewExpression(of: site).map { typeName(starting: $0.start.raw, end: $0.end.raw) } ?? "")
      var path: String?
      var added: [Int32] = []
      switch site.destination {
      case .property(let name), .local(let name): path = name
      default: break
      }
      if let path {
        hostedPaths.insert(qualifiedName(site.owner) + "|" + path)
        let scope = scopeKey(for: site.destination, in: site.function, owner: site.owner)
        added = [".view", ".view!", ".view?"].flatMap { additions[scope + path + $0] ?? [] }.sorted()
        crossing.addedAt = added.map(location)
        let isChild = children.contains(scope + path)
        crossing.contained = isChild ? true : (crossing.addedAt.isEmpty ? nil : false)
      } else if let adder = viewAdder(around: call) {
        // `view.addSubview(UIHostingController(rootView: Badge()).view)`: added, and no one keeps it.
        added = [adder]
        crossing.addedAt = [location(adder)]
        crossing.contained = false
      }
      found.append(
        Found(
          crossing: crossing, nodes: [codeNode(of: call.name)] + added.map(codeNode), anchor: call.name,
          anchors: added))
    }
    for call in file.syntax.calls where call.name >= 0 && !call.hasReceiver && file.kind(call.name) == .identifier {
      let appKitController = file.tokenIs(call.name, "NSHostingController")
      let view = file.tokenIs(call.name, "NSHostingView") || file.tokenIs(call.name, "_UIHostingView")
      let configuration = file.tokenIs(call.name, "UIHostingConfiguration")
      guard appKitController || view || configuration else { continue }
      let function = model.function(containing: TokenID(call.name))
      let owner =
        function.flatMap(model.owner(of:))
        ?? file.enclosingType(of: codeNode(of: call.name)).flatMap(
          model.typeID(of:))
      var hosted = ""
      if let rootView = file.argument(of: call, labeled: "rootView") {
        hosted = typeName(starting: rootView.start, end: rootView.end)
      } else if let open = call.trailingClosures.first, let closure = file.closure(openingAt: open) {
        hosted = typeName(starting: closure.bodyStart, end: closure.close)
      }
      guard !hosted.isEmpty || file.argument(of: call, labeled: "rootView") != nil || !call.trailingClosures.isEmpty
      else { continue }
      let kind: MapKind = configuration ? .hostingConfiguration : (view ? .hostingView : .hostingController)
      var crossing = hostingCrossing(
        kind: kind, isAppKit: !file.tokenIs(call.name, "_UIHostingView") && !configuration, call: call, owner: owner,
        hosted: hosted)
      var added: [Int32] = []
      if view, let name = assignedName(before: call.calleeStart), let function {
        added = additions["F\(function.raw)|" + name] ?? []
        crossing.addedAt = added.map(location)
      }
      found.append(
        Found(
          crossing: crossing, nodes: [codeNode(of: call.name)] + added.map(codeNode), anchor: call.name,
          anchors: added))
    }
    return hostedPaths
  }

  private func hostingCrossing(kind: MapKind, isAppKit: Bool, call: Call, owner: TypeID?, hosted: String)
    -> MapCrossing
  {
    MapCrossing(
      kind: kind, isAppKit: isAppKit, location: location(call.name), container: qualifiedName(owner),
      name: file.text(call.name), hosted: hosted, contained: nil)
  }

  /// The function or accessor whose code holds `token`, else the property (a member, not a
  /// local) whose initializer does: what a finding there is about. A bounded walk up the tree.
  private func codeNode(of token: Int32) -> Int32 {
    let start = file.innermostNode(containing: token)
    var node = start
    var property: Int32?
    var steps = 0
    while file.isValidNode(node) && steps <= Parser.maximumDepth + 8 {
      let value = file.syntax.nodes[Int(node)]
      if value.kind == .function || value.kind == .accessor { return node }
      if value.kind == .variable, file.isValidNode(value.parent), file.syntax.nodes[Int(value.parent)].kind == .type {
        property = property ?? node
      }
      node = value.parent
      steps += 1
    }
    return property ?? start
  }

  /// The type an expression starts with (`ProfileView(user: u)`, `ProfileView.init()`), or "".
  private func typeName(starting start: Int32, end: Int32) -> String {
    var token = start
    // `AnyView(Card())` hosts a Card; a leading `.environment…` chain is not a type.
    while token < end, file.tokenIs(token, "AnyView") || file.word(token) == .return, token - start < 4 {
      token += file.word(token) == .return ? 1 : 2
    }
    guard token < end, file.kind(token) == .identifier else { return "" }
    let text = file.text(token)
    guard let first = text.unicodeScalars.first, ("A"..."Z").contains(first) else { return "" }
    return text
  }

  /// `let name = …` or `name = …` right before `start`: the name the value is stored in.
  private func assignedName(before start: Int32) -> String? {
    guard file.isKind(start - 1, .equal) else { return nil }
    let name = start - 2
    guard file.kind(name) == .identifier else { return nil }
    return file.text(name)
  }

  /// Where `destination`'s controller may be used, as a key prefix of `additions` and
  /// `children`: the creating function for a local, the owner type (its declarations and
  /// extensions in this file) for a property.
  private func scopeKey(for destination: HostingSite.Destination, in function: FunctionID?, owner: TypeID?)
    -> String
  {
    if case .local = destination { return function.map { "F\($0.raw)|" } ?? "-|" }
    if let owner { return "T" + qualifiedName(owner) + "|" }
    return function.map { "F\($0.raw)|" } ?? "-|"
  }

  /// The name of the `addSubview`-like call whose argument is `call(…).view`, if any.
  private func viewAdder(around call: Call) -> Int32? {
    let close = call.rightParen
    guard close >= 0, file.isKind(close + 1, .period), file.tokenIs(close + 2, "view"),
      file.isKind(close + 3, .rightParen), Int(close + 3) < file.syntax.match.count
    else { return nil }
    let open = file.syntax.match[Int(close + 3)]
    guard let adder = file.call(openingAt: open), adder.name >= 0,
      MapExtraction.viewAdders.contains(file.text(adder.name))
    else { return nil }
    return adder.name
  }

  // MARK: - Containment

  /// `addChild(child)` on `self` in view controllers, one crossing per owner and child
  /// expression, at its first site. Hosting controllers the file creates are their own crossings.
  private func containment(into found: inout [Found], skipping hosted: Set<String>) {
    var byChild: [String: Int] = [:]
    for call in file.syntax.calls where call.name >= 0 && file.tokenIs(call.name, "addChild") {
      guard file.isCalledOnSelf(call), let argument = file.soleArgument(of: call),
        let function = model.function(containing: TokenID(call.name)), let owner = model.owner(of: function),
        !model.isNodeTree(owner),
        model.isUIKitViewController(owner) || model.isAppKitViewController(owner)
      else { continue }
      let child = file.normalizedExpression(argument)
      let container = qualifiedName(owner)
      if hosted.contains(container + "|" + child) { continue }
      let key = container + "|" + child
      if let known = byChild[key] {
        found[known].crossing.addedAt.append(location(call.name))
        found[known].nodes.append(codeNode(of: call.name))
        found[known].anchors.append(call.name)
        continue
      }
      var crossing = MapCrossing(
        kind: .childContainment, isAppKit: model.isAppKitViewController(owner), location: location(call.name),
        container: container, name: String(file.compactText(argument, limit: MapExtraction.nameLimit).prefix(64)),
        hosted: childType(child, argument: argument, owner: owner), contained: nil)
      crossing.addedAt = [location(call.name)]
      byChild[key] = found.count
      found.append(Found(crossing: crossing, nodes: [codeNode(of: call.name)], anchor: call.name))
    }
  }

  /// The type of a child: a local's or property's initializer call, or a property's annotation.
  private func childType(_ child: String, argument: TokenRange, owner: TypeID) -> String {
    if case .local(let variable)? = file.code.binding(at: TokenID(argument.start))?.kind {
      let initializer = file[variable: variable].initializer
      return typeName(starting: initializer.start, end: initializer.end)
    }
    if let property = model.property(named: child, in: owner) {
      let declaration = file[variable: property]
      if !declaration.type.isEmpty { return typeName(starting: declaration.type.start, end: declaration.type.end) }
      return typeName(starting: declaration.initializer.start, end: declaration.initializer.end)
    }
    return ""
  }
}
