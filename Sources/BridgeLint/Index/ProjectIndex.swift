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

  /// Every type, and where each qualified name is in it.
  private let entries: [IndexedType]
  private let positions: [String: Int]
  /// Simple name (last component) to positions in `entries`, in qualified-name order.
  private let bySimpleName: [String: [Int]]
  /// Coordinator classes: what representables' `makeCoordinator()` return.
  private let coordinatorNames: Set<String>

  public static let empty = ProjectIndex(summaries: [])

  /// `Outer.Inner` → `Inner`.
  @inline(__always)
  static func simpleName(_ name: String) -> String {
    guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")) else { return name }
    return String(name[name.utf8.index(after: dot)...])
  }

  public init(summaries: [TypeSummary]) {
    // One hash per summary: declarations and extensions of a name merge into one entry.
    var positions: [String: Int] = [:]
    positions.reserveCapacity(summaries.count)
    var entries: [IndexedType] = []
    entries.reserveCapacity(summaries.count)
    for summary in summaries {
      if let position = positions[summary.qualifiedName] {
        entries[position].merge(summary)
        continue
      }
      positions[summary.qualifiedName] = entries.count
      var entry = IndexedType(
        qualifiedName: summary.qualifiedName, kind: nil, inherited: [], attributes: [], properties: [], methods: [],
        coordinatorType: nil)
      entry.merge(summary)
      entries.append(entry)
    }
    // Positions ordered by qualified name, so a simple name's candidates come out sorted.
    let order = entries.indices.sorted { entries[$0].qualifiedName < entries[$1].qualifiedName }
    var bySimpleName: [String: [Int]] = [:]
    for position in order {
      bySimpleName[ProjectIndex.simpleName(entries[position].qualifiedName), default: []].append(position)
    }

    ProjectIndex.computeRoots(&entries, positions: positions, bySimpleName: bySimpleName)

    var coordinators: Set<String> = []
    for type in entries where type.roots.contains(.representable) {
      guard let returned = type.coordinatorType else { continue }
      let nested = type.qualifiedName + "." + returned
      coordinators.insert(positions[nested] != nil ? nested : returned)
    }
    self.entries = entries
    self.positions = positions
    self.bySimpleName = bySimpleName
    self.coordinatorNames = coordinators
  }

  /// Roots reachable from every type: an iterative depth-first walk over positions with
  /// memoization (inheritance chains and cycles cost no stack).
  private static func computeRoots(
    _ entries: inout [IndexedType], positions: [String: Int], bySimpleName: [String: [Int]]
  ) {
    // Per type: its own framework roots and the positions its inheritance clause may refer to.
    var own = [FrameworkRoots](repeating: [], count: entries.count)
    var edges = [[Int]](repeating: [], count: entries.count)
    for position in entries.indices {
      let type = entries[position]
      own[position] = FrameworkRoots.of(frameworkName: simpleName(type.qualifiedName))
      for inherited in type.inherited {
        let simple = simpleName(inherited)
        own[position].formUnion(FrameworkRoots.of(frameworkName: simple))
        if let exact = positions[inherited] {
          edges[position].append(exact)
        } else if let candidates = bySimpleName[simple] {
          edges[position].append(contentsOf: candidates)
        }
      }
    }
    enum Mark: UInt8 { case unvisited, inProgress, done }
    var mark = [Mark](repeating: .unvisited, count: entries.count)
    var roots = own
    for start in entries.indices where mark[start] == .unvisited {
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
    for position in entries.indices { entries[position].roots = roots[position] }
  }

  /// The framework roots `name` (a project type, or a framework type) descends from. A
  /// simple name may mean any of the project's types with that name.
  public func roots(of name: String) -> FrameworkRoots {
    if let position = positions[name] { return entries[position].roots }
    let simple = ProjectIndex.simpleName(name)
    var roots = FrameworkRoots.of(frameworkName: simple)
    for candidate in bySimpleName[simple] ?? [] { roots.formUnion(entries[candidate].roots) }
    return roots
  }

  /// Is the type `qualifiedName` a representable's coordinator: returned by its
  /// `makeCoordinator()`, or a class named `Coordinator` nested in a representable?
  public func isCoordinator(_ qualifiedName: String) -> Bool {
    if coordinatorNames.contains(qualifiedName) { return true }
    guard ProjectIndex.simpleName(qualifiedName) == "Coordinator",
      let dot = qualifiedName.utf8.lastIndex(of: UInt8(ascii: "."))
    else {
      return false
    }
    return isRepresentable(String(qualifiedName[..<dot]))
  }

  /// Types named `name`: an exact qualified match, else every type with that last component.
  public func lookup(_ name: String) -> [IndexedType] {
    if let exact = positions[name] { return [entries[exact]] }
    return (bySimpleName[ProjectIndex.simpleName(name)] ?? []).map { entries[$0] }
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

  public var typeCount: Int { entries.count }

  /// Last components of the project's types that descend from any of `roots`.
  public func simpleNames(descendingFrom roots: FrameworkRoots) -> [String] {
    entries.filter { !$0.roots.isDisjoint(with: roots) }.map { ProjectIndex.simpleName($0.qualifiedName) }.sorted()
  }

  /// Last components of the coordinator classes representables' `makeCoordinator()` return.
  public var coordinatorSimpleNames: [String] { coordinatorNames.map(ProjectIndex.simpleName).sorted() }
}
