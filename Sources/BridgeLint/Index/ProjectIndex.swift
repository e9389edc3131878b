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

public struct PropertySummary: Sendable, Equatable {
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
    guard frameworkShapes.mayContain(name) else { return [] }
    return frameworkTable[name] ?? []
  }

  /// Length, first and last byte of every framework name: most project names differ in
  /// one of them, which is cheaper to see than to hash the name.
  private struct NameShapes {
    private var bits = [UInt64](repeating: 0, count: 64)

    init(_ names: some Sequence<String>) {
      for name in names {
        let slot = NameShapes.slot(name)
        bits[slot >> 6] |= 1 << UInt64(slot & 63)
      }
    }

    private static func slot(_ name: String) -> Int {
      let utf8 = name.utf8
      guard let first = utf8.first, let last = utf8.last else { return 0 }
      return (utf8.count &* 131 &+ Int(first) &* 31 &+ Int(last)) & 4095
    }

    func mayContain(_ name: String) -> Bool {
      let slot = NameShapes.slot(name)
      return bits[slot >> 6] & (1 << UInt64(slot & 63)) != 0
    }
  }

  private static let frameworkShapes = NameShapes(frameworkTable.keys)

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
  public struct IndexedType: Sendable, Equatable {
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

    /// The entry of a type first seen in `summary` (sharing its arrays).
    init(_ summary: TypeSummary) {
      qualifiedName = summary.qualifiedName
      kind = summary.kind == .extension ? nil : summary.kind
      inherited = []
      attributes = summary.attributes.isEmpty ? [] : Set(summary.attributes)
      properties = summary.properties
      methods = summary.methods
      coordinatorType = summary.coordinatorType
      addInherited(summary.inherited)
    }

    /// Appends the names not yet listed: pairwise for the usual short clause, with a set
    /// for a long one (an inheritance clause of thousands of names must not be quadratic).
    private mutating func addInherited(_ names: [String]) {
      if inherited.isEmpty && names.count <= 1 {
        inherited = names
      } else if inherited.count + names.count <= 16 {
        for name in names where !inherited.contains(name) { inherited.append(name) }
      } else {
        var seen = Set(inherited)
        for name in names where seen.insert(name).inserted { inherited.append(name) }
      }
    }

    mutating func merge(_ summary: TypeSummary) {
      if summary.kind != .extension { kind = summary.kind }
      addInherited(summary.inherited)
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
  /// Where a provisional index (one file's types) records the questions rules ask it.
  private let log: IndexQueryLog?

  public static let empty = ProjectIndex(summaries: [])

  /// `Outer.Inner` → `Inner`.
  static func simpleName(_ name: String) -> String {
    // Over the contiguous bytes: `String.UTF8View.lastIndex(of:)` costs hundreds of
    // instructions per call, and the index asks this for every type and inherited name.
    let fast = name.utf8.withContiguousStorageIfAvailable { bytes -> String? in
      guard let dot = bytes.lastIndex(of: UInt8(ascii: ".")) else { return nil }
      return String(decoding: UnsafeBufferPointer(rebasing: bytes[(dot + 1)...]), as: UTF8.self)
    }
    if let fast { return fast ?? name }
    guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")) else { return name }
    return String(name[name.utf8.index(after: dot)...])
  }

  /// `log`, when given, records every query and its answer (see `IndexQueryLog`).
  public init(summaries: [TypeSummary], recordingInto log: IndexQueryLog? = nil) {
    // One hash per new name: declarations and extensions of a name merge into one entry.
    var positions: [String: Int] = [:]
    positions.reserveCapacity(summaries.count)
    var entries: [IndexedType] = []
    entries.reserveCapacity(summaries.count)
    for summary in summaries {
      if let position = positions.updateValue(entries.count, forKey: summary.qualifiedName) {
        positions[summary.qualifiedName] = position
        entries[position].merge(summary)
        continue
      }
      entries.append(IndexedType(summary))
    }
    let simpleNames = entries.map { ProjectIndex.simpleName($0.qualifiedName) }
    var bySimpleName: [String: [Int]] = [:]
    bySimpleName.reserveCapacity(entries.count)
    var sharedNames: [String] = []
    func append(_ position: Int, to candidates: inout [Int]) -> Int {
      candidates.append(position)
      return candidates.count
    }
    for position in entries.indices where append(position, to: &bySimpleName[simpleNames[position], default: []]) == 2 {
      sharedNames.append(simpleNames[position])
    }
    // A simple name's candidates in qualified-name order (most names have one candidate).
    for name in sharedNames {
      bySimpleName[name]?.sort { entries[$0].qualifiedName < entries[$1].qualifiedName }
    }

    ProjectIndex.computeRoots(&entries, simpleNames: simpleNames, positions: positions, bySimpleName: bySimpleName)

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
    self.log = log
  }

  /// Roots reachable from every type: an iterative depth-first walk over positions with
  /// memoization (inheritance chains and cycles cost no stack).
  private static func computeRoots(
    _ entries: inout [IndexedType], simpleNames: [String], positions: [String: Int], bySimpleName: [String: [Int]]
  ) {
    // Per type: its own framework roots and the positions its inheritance clause may refer to.
    var own = [FrameworkRoots](repeating: [], count: entries.count)
    var edges = [[Int]](repeating: [], count: entries.count)
    for position in entries.indices {
      let type = entries[position]
      own[position] = FrameworkRoots.of(frameworkName: simpleNames[position])
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
    let answer = unrecordedRoots(of: name)
    log?.record(roots: answer, of: name)
    return answer
  }

  private func unrecordedRoots(of name: String) -> FrameworkRoots {
    if let position = positions[name] { return entries[position].roots }
    let simple = ProjectIndex.simpleName(name)
    var roots = FrameworkRoots.of(frameworkName: simple)
    for candidate in bySimpleName[simple] ?? [] { roots.formUnion(entries[candidate].roots) }
    return roots
  }

  /// Is the type `qualifiedName` a representable's coordinator: returned by its
  /// `makeCoordinator()`, or a class named `Coordinator` nested in a representable?
  public func isCoordinator(_ qualifiedName: String) -> Bool {
    let answer = unrecordedIsCoordinator(qualifiedName)
    log?.record(isCoordinator: answer, qualifiedName)
    return answer
  }

  private func unrecordedIsCoordinator(_ qualifiedName: String) -> Bool {
    if coordinatorNames.contains(qualifiedName) { return true }
    guard ProjectIndex.simpleName(qualifiedName) == "Coordinator",
      let dot = qualifiedName.utf8.lastIndex(of: UInt8(ascii: "."))
    else {
      return false
    }
    return unrecordedRoots(of: String(qualifiedName[..<dot])).contains(.representable)
  }

  /// Types named `name`: an exact qualified match, else every type with that last component.
  public func lookup(_ name: String) -> [IndexedType] {
    let answer = unrecordedLookup(name)
    log?.record(lookup: answer, name)
    return answer
  }

  private func unrecordedLookup(_ name: String) -> [IndexedType] {
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

  public var typeCount: Int {
    log?.recordWholeIndexQuery()
    return entries.count
  }

  /// Last components of the project's types that descend from any of `roots`.
  public func simpleNames(descendingFrom roots: FrameworkRoots) -> [String] {
    log?.recordWholeIndexQuery()
    return entries.filter { !$0.roots.isDisjoint(with: roots) }.map { ProjectIndex.simpleName($0.qualifiedName) }
      .sorted()
  }

  /// Last components of the coordinator classes representables' `makeCoordinator()` return.
  public var coordinatorSimpleNames: [String] {
    log?.recordWholeIndexQuery()
    return coordinatorNames.map(ProjectIndex.simpleName).sorted()
  }
}

/// The questions rules asked a provisional index and its answers. Pass 1 runs the rules of
/// a file against an index of that file's own types; their findings stand when the project
/// index gives every recorded answer again (rules are pure functions of the file and these
/// answers), otherwise pass 2 runs them again.
public final class IndexQueryLog: @unchecked Sendable {
  // Used by one thread at a time: pass 1 fills it, pass 2 replays it.
  private var roots: [String: FrameworkRoots] = [:]
  private var coordinators: [String: Bool] = [:]
  private var lookups: [String: [ProjectIndex.IndexedType]] = [:]
  private var askedWholeIndex = false

  public init() {}

  func record(roots answer: FrameworkRoots, of name: String) { roots[name] = answer }

  func record(isCoordinator answer: Bool, _ name: String) { coordinators[name] = answer }

  func record(lookup answer: [ProjectIndex.IndexedType], _ name: String) { lookups[name] = answer }

  /// Questions about the whole project (every type's name) have no file-local answer.
  func recordWholeIndexQuery() { askedWholeIndex = true }

  /// Does `index` give every recorded answer again?
  public func answersSame(as index: ProjectIndex) -> Bool {
    guard !askedWholeIndex else { return false }
    return roots.allSatisfy { index.roots(of: $0.key) == $0.value }
      && coordinators.allSatisfy { index.isCoordinator($0.key) == $0.value }
      && lookups.allSatisfy { index.lookup($0.key) == $0.value }
  }
}
