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
  public var typeText: String
  public var isTypeMember: Bool
  public var isStored: Bool
}

/// Every type of the project, merged across declarations and extensions in all files
/// (pass 1). Rules read it (pass 2) to resolve conformances and superclasses that are
/// declared elsewhere. Immutable once built.
public final class ProjectIndex: Sendable {
  public struct IndexedType: Sendable {
    public var qualifiedName: String
    /// The kind of the primary declaration; nil when the project only extends the type.
    public var kind: TypeDecl.Kind?
    public var inherited: [String]
    public var attributes: Set<String>
    public var properties: [PropertySummary]
    public var methods: Set<String>
    public var coordinatorType: String?
  }

  public let types: [String: IndexedType]
  /// Simple name (last component) to qualified names.
  private let bySimpleName: [String: [String]]

  public static let empty = ProjectIndex(summaries: [])

  public init(summaries: [TypeSummary]) {
    var types: [String: IndexedType] = [:]
    for summary in summaries {
      var entry =
        types[summary.qualifiedName]
        ?? IndexedType(
          qualifiedName: summary.qualifiedName, kind: nil, inherited: [], attributes: [], properties: [], methods: [],
          coordinatorType: nil)
      if summary.kind != .extension { entry.kind = summary.kind }
      for name in summary.inherited where !entry.inherited.contains(name) { entry.inherited.append(name) }
      entry.attributes.formUnion(summary.attributes)
      entry.properties.append(contentsOf: summary.properties)
      entry.methods.formUnion(summary.methods)
      if let coordinator = summary.coordinatorType { entry.coordinatorType = coordinator }
      types[summary.qualifiedName] = entry
    }
    var bySimpleName: [String: [String]] = [:]
    for name in types.keys.sorted() {
      let simple = name.split(separator: ".").last.map(String.init) ?? name
      bySimpleName[simple, default: []].append(name)
    }
    self.types = types
    self.bySimpleName = bySimpleName
    // Coordinators: what representables' `makeCoordinator()` return, resolved to a nested type when there is one.
    var coordinators: Set<String> = []
    for type in types.values {
      guard let returned = type.coordinatorType else { continue }
      let nested = type.qualifiedName + "." + returned
      coordinators.insert(types[nested] != nil ? nested : returned)
    }
    coordinatorCandidates = coordinators
  }

  private let coordinatorCandidates: Set<String>

  /// Is the type `qualifiedName` a representable's coordinator: returned by its
  /// `makeCoordinator()`, or a class named `Coordinator` nested in a representable?
  public func isCoordinator(_ qualifiedName: String) -> Bool {
    let components = qualifiedName.split(separator: ".").map(String.init)
    if components.last == "Coordinator" && components.count >= 2 {
      if isRepresentable(components.dropLast().joined(separator: ".")) { return true }
    }
    guard coordinatorCandidates.contains(qualifiedName) else { return false }
    // A returned type must belong to a representable's `makeCoordinator()`.
    return types.values.contains { type in
      guard let returned = type.coordinatorType, isRepresentable(type.qualifiedName) else { return false }
      return returned == qualifiedName || type.qualifiedName + "." + returned == qualifiedName
    }
  }

  /// Types named `name`: an exact qualified match, else every type with that last component.
  public func lookup(_ name: String) -> [IndexedType] {
    if let exact = types[name] { return [exact] }
    let simple = name.split(separator: ".").last.map(String.init) ?? name
    return (bySimpleName[simple] ?? []).compactMap { types[$0] }
  }

  /// Does `name` (or its merged extensions) inherit from or conform to any of `roots`,
  /// directly or through project types?
  public func inherits(_ name: String, fromAnyOf roots: Set<String>) -> Bool {
    var visited: Set<String> = []
    var pending = [name]
    while let current = pending.popLast() {
      let simple = current.split(separator: ".").last.map(String.init) ?? current
      if roots.contains(simple) { return true }
      guard visited.insert(current).inserted, visited.count < 512 else { continue }
      for type in lookup(current) { pending.append(contentsOf: type.inherited) }
    }
    return false
  }

  public func isRepresentable(_ name: String) -> Bool {
    inherits(name, fromAnyOf: FrameworkFacts.representableProtocols)
  }

  /// A UIKit view controller (and not an AppKit one).
  public func isUIKitViewController(_ name: String) -> Bool {
    inherits(name, fromAnyOf: FrameworkFacts.uiKitViewControllers)
      && !inherits(name, fromAnyOf: FrameworkFacts.appKitViewControllers)
  }

  public func isSwiftUIView(_ name: String) -> Bool {
    inherits(name, fromAnyOf: FrameworkFacts.swiftUIViewProtocols)
  }

  /// Is `name` a class (or actor) declared in the project?
  public func isProjectClass(_ name: String) -> Bool {
    lookup(name).contains { $0.kind == .class || $0.kind == .actor }
  }

  public var typeCount: Int { types.count }
}
