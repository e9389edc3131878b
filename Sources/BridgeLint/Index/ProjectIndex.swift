/// One type declaration or extension as pass 1 saw it.
public struct TypeSummary: Sendable {
  /// `Outer.Inner` for nested types and for `extension Outer.Inner`.
  public var qualifiedName: String
  public var kind: TypeDecl.Kind
  /// Simple names in the inheritance clause (`UIViewController`, `View`, `ObservableObject`).
  public var inherited: [String]
  public var attributes: [String]
  public var properties: [PropertySummary]
  /// Names of the methods declared in this declaration or extension.
  public var methods: [String] = []
  /// What `makeCoordinator()` returns, when this declaration has one.
  public var coordinatorType: String?
}

public struct PropertySummary: Sendable {
  public var name: String
  /// The property wrapper, if any (`State`, `StateObject`, `Published`, …).
  public var wrapper: String?
  public var isTypeMember: Bool
  public var isStored: Bool
}

/// Framework roots a type can descend from; computed once per type when the index is built.
public struct FrameworkRoots: OptionSet, Sendable {
  public let rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  public static let representable = FrameworkRoots(rawValue: 1 << 0)
  public static let uiKitViewController = FrameworkRoots(rawValue: 1 << 1)
  public static let appKitViewController = FrameworkRoots(rawValue: 1 << 2)
  public static let nodeTree = FrameworkRoots(rawValue: 1 << 3)
  public static let swiftUIView = FrameworkRoots(rawValue: 1 << 4)
  public static let hostingController = FrameworkRoots(rawValue: 1 << 5)

  /// The roots a framework type name is itself (one hash lookup).
  public static func of(frameworkName name: String) -> FrameworkRoots {
    frameworkTable[name] ?? []
  }

  private static let frameworkTable: [String: FrameworkRoots] = {
    var table: [String: FrameworkRoots] = [:]
    for name in FrameworkFacts.representableProtocols { table[name, default: []].insert(.representable) }
    for name in FrameworkFacts.uiKitViewControllers { table[name, default: []].insert(.uiKitViewController) }
    for name in FrameworkFacts.appKitViewControllers { table[name, default: []].insert(.appKitViewController) }
    for name in FrameworkFacts.nodeTrees { table[name, default: []].insert(.nodeTree) }
    for name in FrameworkFacts.swiftUIViewProtocols { table[name, default: []].insert(.swiftUIView) }
    table["UIHostingController", default: []].insert(.hostingController)
    return table
  }()
}

/// Every type of the project, merged across declarations and extensions in all files
/// (pass 1). Rules read it (pass 2) to resolve conformances and superclasses that are
/// declared elsewhere. Immutable once built, so worker threads share it freely.
public final class ProjectIndex: Sendable {
  public struct IndexedType: Sendable {
    public var qualifiedName: String
    /// The kind of the primary declaration; nil when the project only extends the type.
    public var kind: TypeDecl.Kind?
    public var inherited: [String]
    public var attributes: Set<String>
    public var properties: [PropertySummary]
    public var methods: [String]
    public var coordinatorType: String?
    /// Framework roots this type descends from (computed once the whole project is merged).
    public var roots: FrameworkRoots = []

    mutating func merge(_ summary: TypeSummary) {
      if summary.kind != .extension { kind = summary.kind }
      for name in summary.inherited where !inherited.contains(name) { inherited.append(name) }
      if !summary.attributes.isEmpty { attributes.formUnion(summary.attributes) }
      if !summary.properties.isEmpty { properties.append(contentsOf: summary.properties) }
      if !summary.methods.isEmpty { methods.append(contentsOf: summary.methods) }
      if let coordinator = summary.coordinatorType { coordinatorType = coordinator }
    }
  }

  public let types: [String: IndexedType]
  /// Simple name (last component) to qualified names.
  private let bySimpleName: [String: [String]]
  /// Coordinator classes: what representables' `makeCoordinator()` return.
  private let coordinatorNames: Set<String>

  public static let empty = ProjectIndex(summaries: [])

  /// `Outer.Inner` → `Inner`.
  @inline(__always)
  static func simpleName(_ name: String) -> String {
    guard let dot = name.lastIndex(of: ".") else { return name }
    return String(name[name.index(after: dot)...])
  }

  public init(summaries: [TypeSummary]) {
    var types: [String: IndexedType] = [:]
    types.reserveCapacity(summaries.count)
    for summary in summaries {
      // One hash per summary: mutate the entry in place.
      let empty = IndexedType(
        qualifiedName: summary.qualifiedName, kind: nil, inherited: [], attributes: [], properties: [], methods: [],
        coordinatorType: nil)
      types[summary.qualifiedName, default: empty].merge(summary)
    }
    var bySimpleName: [String: [String]] = [:]
    for name in types.keys { bySimpleName[ProjectIndex.simpleName(name), default: []].append(name) }
    for key in bySimpleName.keys { bySimpleName[key]?.sort() }

    ProjectIndex.computeRoots(types: &types, bySimpleName: bySimpleName)

    var coordinators: Set<String> = []
    for type in types.values where type.roots.contains(.representable) {
      guard let returned = type.coordinatorType else { continue }
      let nested = type.qualifiedName + "." + returned
      coordinators.insert(types[nested] != nil ? nested : returned)
    }
    self.types = types
    self.bySimpleName = bySimpleName
    self.coordinatorNames = coordinators
  }

  /// Roots reachable from every type: names become integer ids once, then an iterative
  /// depth-first walk with memoization (inheritance chains and cycles cost no stack).
  private static func computeRoots(types: inout [String: IndexedType], bySimpleName: [String: [String]]) {
    let names = Array(types.keys)
    var id: [String: Int] = [:]
    id.reserveCapacity(names.count)
    for (position, name) in names.enumerated() { id[name] = position }
    // Per type: its own framework roots and the ids its inheritance clause may refer to.
    var own = [FrameworkRoots](repeating: [], count: names.count)
    var edges = [[Int]](repeating: [], count: names.count)
    for (position, name) in names.enumerated() {
      guard let type = types[name] else { continue }
      own[position] = FrameworkRoots.of(frameworkName: simpleName(name))
      for inherited in type.inherited {
        let simple = simpleName(inherited)
        own[position].formUnion(FrameworkRoots.of(frameworkName: simple))
        if let exact = id[inherited] {
          edges[position].append(exact)
        } else {
          for candidate in bySimpleName[simple] ?? [] {
            if let target = id[candidate] { edges[position].append(target) }
          }
        }
      }
    }
    enum Mark: UInt8 { case unvisited, inProgress, done }
    var mark = [Mark](repeating: .unvisited, count: names.count)
    var roots = own
    for start in names.indices where mark[start] == .unvisited {
      var stack: [(node: Int, expanded: Bool)] = [(start, false)]
      while let (node, expanded) = stack.popLast() {
        if expanded {
          for target in edges[node] { roots[node].formUnion(roots[target]) }
          mark[node] = .done
          continue
        }
        guard mark[node] == .unvisited else { continue }  // done, or a cycle: leave it
        mark[node] = .inProgress
        stack.append((node, true))
        for target in edges[node] where mark[target] == .unvisited { stack.append((target, false)) }
      }
    }
    for (position, name) in names.enumerated() { types[name]?.roots = roots[position] }
  }

  /// The framework roots `name` (a project type, or a framework type) descends from. A
  /// simple name may mean any of the project's types with that name.
  public func roots(of name: String) -> FrameworkRoots {
    if let type = types[name] { return type.roots }
    let simple = ProjectIndex.simpleName(name)
    var roots = FrameworkRoots.of(frameworkName: simple)
    for candidate in bySimpleName[simple] ?? [] { roots.formUnion(types[candidate]?.roots ?? []) }
    return roots
  }

  /// Is the type `qualifiedName` a representable's coordinator: returned by its
  /// `makeCoordinator()`, or a class named `Coordinator` nested in a representable?
  public func isCoordinator(_ qualifiedName: String) -> Bool {
    if coordinatorNames.contains(qualifiedName) { return true }
    guard ProjectIndex.simpleName(qualifiedName) == "Coordinator", let dot = qualifiedName.lastIndex(of: ".") else {
      return false
    }
    return isRepresentable(String(qualifiedName[..<dot]))
  }

  /// Types named `name`: an exact qualified match, else every type with that last component.
  public func lookup(_ name: String) -> [IndexedType] {
    if let exact = types[name] { return [exact] }
    return (bySimpleName[ProjectIndex.simpleName(name)] ?? []).compactMap { types[$0] }
  }

  public func isRepresentable(_ name: String) -> Bool { roots(of: name).contains(.representable) }

  /// A UIKit view controller (and not an AppKit one).
  public func isUIKitViewController(_ name: String) -> Bool {
    let roots = roots(of: name)
    return roots.contains(.uiKitViewController) && !roots.contains(.appKitViewController)
  }

  public func isSwiftUIView(_ name: String) -> Bool { roots(of: name).contains(.swiftUIView) }

  /// Is `name` a class (or actor) declared in the project?
  public func isProjectClass(_ name: String) -> Bool {
    lookup(name).contains { $0.kind == .class || $0.kind == .actor }
  }

  public var typeCount: Int { types.count }

  /// Last components of the project's types that descend from any of `roots`.
  public func simpleNames(descendingFrom roots: FrameworkRoots) -> [String] {
    types.values.filter { !$0.roots.isDisjoint(with: roots) }.map { ProjectIndex.simpleName($0.qualifiedName) }.sorted()
  }

  /// Last components of the coordinator classes representables' `makeCoordinator()` return.
  public var coordinatorSimpleNames: [String] { coordinatorNames.map(ProjectIndex.simpleName).sorted() }
}
