/// A type conforming to `UIViewRepresentable`, `UIViewControllerRepresentable`,
/// `NSViewRepresentable` or `NSViewControllerRepresentable` (directly, in an extension, in
/// another file, or through a project protocol or superclass), with its life-cycle methods as
/// this file declares them.
public struct Representable {
  public enum Flavor: Sendable {
    case uiView, uiViewController, nsView, nsViewController
    /// No life-cycle method in this file says which.
    case unknown

    /// `make…(context:)`'s name for this flavor.
    public var makeMethod: String {
      switch self {
      case .uiView, .unknown: return "makeUIView(context:)"
      case .uiViewController: return "makeUIViewController(context:)"
      case .nsView: return "makeNSView(context:)"
      case .nsViewController: return "makeNSViewController(context:)"
      }
    }

    /// The flavor a conformance names (`NSViewRepresentable` → `.nsView`), or nil.
    static func named(_ conformance: String) -> Flavor? {
      switch conformance {
      case "UIViewRepresentable": return .uiView
      case "UIViewControllerRepresentable": return .uiViewController
      case "NSViewRepresentable": return .nsView
      case "NSViewControllerRepresentable": return .nsViewController
      default: return nil
      }
    }

    public var isAppKit: Bool { self == .nsView || self == .nsViewController }

    /// The framework the represented view comes from, in messages (`AppKit`, `UIKit`).
    public var platform: String { isAppKit ? "AppKit" : "UIKit" }
  }

  /// The qualified name (`Map`, `Settings.Picker`).
  public let name: String
  /// This file's declaration and extensions of it.
  public let declarations: [TypeID]
  /// Tells it from a representable of the same name in another `#if` branch: its first primary
  /// declaration (else its first extension).
  public let key: TypeID
  public let flavor: Flavor
  public let make: FunctionID?
  public let update: FunctionID?
  public let dismantle: FunctionID?
  public let sizeThatFits: FunctionID?
  public let makeCoordinator: FunctionID?
  /// The coordinator class declared in this file (nested `Coordinator`, or what
  /// `makeCoordinator()` returns), if any.
  public let coordinator: TypeID?
  /// What `makeCoordinator()` returns (a type name), when this file says.
  public let coordinatorName: String?
  /// Stored instance properties (the representable's inputs).
  public let properties: [VariableID]

  /// The life-cycle methods this file declares.
  public var lifecycleMethods: [FunctionID] { [make, update, dismantle, sizeThatFits].compactMap { $0 } }

  /// The names of `update…` methods (for a rule's `Relevance`: the same table the model matches).
  public static var updateMethodNames: [String] { BridgeModel.updateNames.map { $0.0.description } }
  public static var makeMethodNames: [String] { BridgeModel.makeNames.map { $0.0.description } }
  /// The protocols' associated types, which name whatever `make…` returns.
  public static let associatedViewTypes: Set<String> = [
    "UIViewType", "NSViewType", "UIViewControllerType", "NSViewControllerType",
  ]
  public static var dismantleMethodNames: [String] { BridgeModel.dismantleNames.map { $0.0.description } }

  public func isLifecycleMethod(_ function: FunctionID) -> Bool {
    function == make || function == update || function == dismantle || function == sizeThatFits
  }
}

extension BridgeModel {
  fileprivate static let makeNames: [(StaticString, Representable.Flavor)] = [
    ("makeUIView", .uiView), ("makeUIViewController", .uiViewController), ("makeNSView", .nsView),
    ("makeNSViewController", .nsViewController),
  ]
  fileprivate static let updateNames: [(StaticString, Representable.Flavor)] = [
    ("updateUIView", .uiView), ("updateUIViewController", .uiViewController), ("updateNSView", .nsView),
    ("updateNSViewController", .nsViewController),
  ]
  fileprivate static let dismantleNames: [(StaticString, Representable.Flavor)] = [
    ("dismantleUIView", .uiView), ("dismantleUIViewController", .uiViewController), ("dismantleNSView", .nsView),
    ("dismantleNSViewController", .nsViewController),
  ]

  /// Does `function` carry one of the representable life-cycle names (a cheap syntactic test,
  /// asked before the index is)?
  public func hasLifecycleName(_ function: FunctionID) -> Bool {
    let declaration = file[function: function]
    guard declaration.kind == .function else { return false }
    return lifecycleRole(of: declaration) != nil
  }

  private enum LifecycleRole {
    case make(Representable.Flavor), update(Representable.Flavor), dismantle(Representable.Flavor)
    case sizeThatFits, makeCoordinator

    var flavor: Representable.Flavor? {
      switch self {
      case .make(let flavor), .update(let flavor), .dismantle(let flavor): return flavor
      case .sizeThatFits, .makeCoordinator: return nil
      }
    }
  }

  /// The flavor the inheritance clauses of `declarations` name (`extension Map: NSViewRepresentable`).
  private func conformanceFlavor(_ declarations: [TypeID]) -> Representable.Flavor? {
    declarations.lazy.flatMap { self.file.inheritedNames(of: self.file[type: $0]) }
      .compactMap(Representable.Flavor.named).first
  }

  private func lifecycleRole(of function: FunctionDecl) -> LifecycleRole? {
    let name = function.name
    for (spelling, flavor) in BridgeModel.makeNames where file.tokenIs(name, spelling) { return .make(flavor) }
    for (spelling, flavor) in BridgeModel.updateNames where file.tokenIs(name, spelling) { return .update(flavor) }
    for (spelling, flavor) in BridgeModel.dismantleNames where file.tokenIs(name, spelling) {
      return function.modifiers.isTypeMember ? .dismantle(flavor) : nil
    }
    if file.tokenIs(name, "sizeThatFits") && function.parameters.count == 3 { return .sizeThatFits }
    if file.tokenIs(name, "makeCoordinator") && function.parameters.isEmpty { return .makeCoordinator }
    return nil
  }

  /// The representable `type` belongs to (any of its same-file declarations), or nil when it
  /// is not one.
  public func representable(_ type: TypeID) -> Representable? {
    let name = file.qualifiedName(of: file[type: type])
    // One name, one representable, unless `#if` branches declare it twice: then one per branch.
    if !mayHaveTwins(file.typesByQualifiedName[name] ?? []) {
      if let known = representableByName[name] { return known }
      let value = findRepresentable(type)
      representableByName[name] = value
      return value
    }
    if let known = representableOfType[type] { return known }
    let value = findRepresentable(type)
    representableOfType[type] = value
    return value
  }

  private func findRepresentable(_ type: TypeID) -> Representable? {
    var group = declarations(sameAs: type)
    // An extension outside the `#if` whose branches declare the type twice joins the branch its
    // life-cycle methods are for (`updateNSView` → the `NSViewRepresentable`), else the first.
    if !hasExclusiveTwin(type), file[type: type].kind == .extension {
      let primaries = group.filter { file[type: $0].kind != .extension && hasExclusiveTwin($0) }
      let own = Set(members(of: type).functions.compactMap { lifecycleRole(of: file[function: $0])?.flavor })
      if let primary = primaries.first(where: { own.contains(conformanceFlavor([$0]) ?? .unknown) }) ?? primaries.first
      {
        group = declarations(sameAs: primary)
      }
    }
    let declarations = group.sorted()
    // Conformances in exclusive branches (`#if os(iOS)` `extension Web: UIViewRepresentable` `#elseif
    // os(macOS)` `extension Web: NSViewRepresentable`) are two representables sharing the struct:
    // each is keyed by its own branch's declaration, so the macOS one is checked too.
    let name = file.qualifiedName(of: file[type: type])
    let excludesTwin = group.count < (file.typesByQualifiedName[name]?.count ?? 0)
    let key =
      (excludesTwin ? declarations.first(where: hasExclusiveTwin) : nil)
      ?? declarations.first { file[type: $0].kind != .extension } ?? declarations.first ?? type
    if let known = representableCache[key] { return known }
    let value =
      declarations.contains(where: isRepresentable) ? buildRepresentable(name, declarations, key: key) : nil
    representableCache[key] = value
    return value
  }

  /// The representable whose life-cycle method `function` is.
  public func representable(owning function: FunctionID) -> Representable? {
    guard hasLifecycleName(function), let type = owner(of: function) else { return nil }
    return representable(type)
  }

  /// The representables of this file that declare a life-cycle method or a coordinator here.
  public var representables: [Representable] {
    if let known = representablesCache { return known }
    let found = findRepresentables()
    representablesCache = found
    return found
  }

  /// One walk over the file's functions (a dozen rules ask; the walk is done once).
  private func findRepresentables() -> [Representable] {
    var seen: Set<TypeID> = []
    var found: [Representable] = []
    for function in file.syntax.functions.indices.map({ FunctionID(Int32($0)) }) where hasLifecycleName(function) {
      guard let type = owner(of: function), let representable = representable(type),
        seen.insert(representable.key).inserted
      else { continue }
      found.append(representable)
    }
    return found
  }

  private func buildRepresentable(_ name: String, _ declarations: [TypeID], key: TypeID) -> Representable {
    var flavor = Representable.Flavor.unknown
    var make: FunctionID?
    var update: FunctionID?
    var dismantle: FunctionID?
    var sizeThatFits: FunctionID?
    var makeCoordinator: FunctionID?
    var properties: [VariableID] = []
    var nestedCoordinator: TypeID?
    let declared = conformanceFlavor(declarations)
    // With a twin in another `#if` branch, a shared extension's methods for the other platform are the twin's.
    let isTwin = declarations.contains(where: hasExclusiveTwin)
    for declaration in declarations {
      for function in members(of: declaration).functions {
        let role = lifecycleRole(of: file[function: function])
        if isTwin, let declared, let flavor = role?.flavor, flavor != declared { continue }
        switch role {
        case .make(let kind)?:
          make = make ?? function
          flavor = kind
        case .update(let kind)?:
          update = update ?? function
          flavor = kind
        case .dismantle(let kind)?:
          dismantle = dismantle ?? function
          flavor = kind
        case .sizeThatFits?: sizeThatFits = sizeThatFits ?? function
        case .makeCoordinator?: makeCoordinator = makeCoordinator ?? function
        case nil: break
        }
      }
      for variable in members(of: declaration).variables {
        let value = file[variable: variable]
        if !value.isComputed && !value.modifiers.isTypeMember { properties.append(variable) }
      }
      for nested in nestedTypes(of: declaration) where file.tokenIs(file[type: nested].name, "Coordinator") {
        nestedCoordinator = nestedCoordinator ?? nested
      }
    }
    // No life-cycle method here says which: the conformance does (`extension Map: NSViewRepresentable`).
    if flavor == .unknown, let declared { flavor = declared }
    let coordinatorName = makeCoordinator.flatMap { file.typeName(in: file[function: $0].returnType) }
    var coordinator = nestedCoordinator
    if let coordinatorName, coordinatorName != "Coordinator" || nestedCoordinator == nil {
      // The first declaration, in source order, of either name (a table lookup, not a walk over the file's types).
      let candidates = [name + "." + coordinatorName, coordinatorName].compactMap {
        file.typesByQualifiedName[$0]?.first
      }
      coordinator = candidates.min().map(TypeID.init) ?? nestedCoordinator
    }
    return Representable(
      name: name, declarations: declarations, key: key, flavor: flavor, make: make, update: update,
      dismantle: dismantle,
      sizeThatFits: sizeThatFits, makeCoordinator: makeCoordinator, coordinator: coordinator,
      coordinatorName: coordinatorName ?? (nestedCoordinator != nil ? "Coordinator" : nil), properties: properties)
  }

  // MARK: - Names inside life-cycle methods

  /// The represented view (ROOT) as `function` names it: `update…`'s, `dismantle…`'s and
  /// `sizeThatFits`' view parameter, or in `make…` the local it returns (`let map = MKMapView(); …
  /// return map`).
  public func representedViewNames(in function: FunctionID) -> Set<String> {
    let declaration = file[function: function]
    switch lifecycleRole(of: declaration) {
    case .update?, .dismantle?:
      return Set(parameterName(declaration, at: 0).map { [$0] } ?? [])
    case .sizeThatFits?:
      return Set(parameterName(declaration, at: 1).map { [$0] } ?? [])
    case .make?:
      return returnedNames(in: declaration)
    default:
      return []
    }
  }

  private func parameterName(_ function: FunctionDecl, at position: Int) -> String? {
    let index = Int(function.parameters.lowerBound) + position
    guard index < Int(function.parameters.upperBound) else { return nil }
    let name = file.syntax.parameters[index].name
    return file.isValid(name) && !file.tokenIs(name, "_") ? file.text(name) : nil
  }

  /// Identifiers `function` returns (`return map`, or the single expression of its body).
  private func returnedNames(in function: FunctionDecl) -> Set<String> {
    let body = file.body(of: function)
    guard !body.isEmpty else { return [] }
    var names: Set<String> = []
    var token = body.start
    while token < body.end {
      if file.word(token) == .return, file.kind(token + 1) == .identifier, !file.isKind(token + 2, .period),
        !file.isKind(token + 2, .leftParen)
      {
        names.insert(file.text(token + 1))
      }
      token += 1
    }
    if names.isEmpty, body.end - body.start == 1, file.kind(body.start) == .identifier {
      names.insert(file.text(body.start))
    }
    return names
  }

  /// Names bound to the coordinator in `function`: `context.coordinator` itself, locals
  /// (`let coordinator = context.coordinator`) and `dismantle…`'s `coordinator` parameter.
  public func coordinatorNames(in function: FunctionID) -> Set<String> {
    let declaration = file[function: function]
    var names: Set<String> = ["context.coordinator"]
    var roots = ["context.coordinator"]
    switch lifecycleRole(of: declaration) {
    case .dismantle?:
      if let name = parameterName(declaration, at: 1) { names.insert(name) }
    case .make?, .update?:
      // `context ctx: Context`: the coordinator is `ctx.coordinator`.
      let count = Int(declaration.parameters.upperBound - declaration.parameters.lowerBound)
      if count > 0, let name = parameterName(declaration, at: count - 1), name != "context" {
        names.insert(name + ".coordinator")
        roots.append(name + ".coordinator")
      }
    default:
      break
    }
    for variable in file.variables(inTokens: file.body(of: declaration)) where variable.name >= 0 {
      let value = file.compactText(variable.initializer)
      if roots.contains(where: { value == $0 || value.hasPrefix($0 + " as") }) {
        names.insert(file.text(variable.name))
      }
    }
    return names
  }
}
