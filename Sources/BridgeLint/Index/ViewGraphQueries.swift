import Foundation

/// An `@EnvironmentObject`/`@Environment(T.self)` read that nothing between a hosted root and the
/// reading view provides.
public struct EnvironmentRequirement: Sendable, Equatable {
  public var read: EnvironmentRead
  /// The view that declares the read, and its file.
  public var view: String
  public var file: String
}

/// A view reached from a hosted root (a controller representable, a view with `@State`), with its file.
public struct ReachedView: Sendable, Equatable {
  public var name: String
  public var file: String
}

/// What the project says about the view a hosting site builds.
public struct HostedViewFacts: Sendable, Equatable {
  /// The root view's declaring file.
  public var file: String
  /// Environment reads of the root or its descendants that neither the site nor a view on the way provides.
  public var missingEnvironment: [EnvironmentRequirement] = []
  /// The root's own flags, of those rules read about a hosted root (`ViewFlags.hostedRootFlags`).
  public var rootFlags: ViewFlags = []
  /// `UIViewControllerRepresentable` types the root's body builds, directly or through child views.
  public var controllerRepresentables: [ReachedView] = []
  /// Views with `@State` the root's body builds (the root included), as part of its own
  /// hierarchy: not through the content of a presentation or navigation destination.
  public var statefulViews: [ReachedView] = []
  /// Views reading `@Environment(\.dismiss)` (or `\.presentationMode`) the root's body builds (the
  /// root included), as part of its own hierarchy: a presentation or destination has its own dismiss.
  public var dismissReaders: [ReachedView] = []

  /// Nothing a rule reports on: `hostedView` answers nil instead, as for a root it does not know.
  var isEmpty: Bool {
    missingEnvironment.isEmpty && rootFlags.isEmpty && controllerRepresentables.isEmpty && statefulViews.isEmpty
      && dismissReaders.isEmpty
  }
}

extension ViewFlags {
  /// The flags `HostedViewFacts.rootFlags` keeps: a rule reads only this one of the root's own
  /// (its state and dismiss reads are in `statefulViews` and `dismissReaders`, the root first).
  public static let hostedRootFlags: ViewFlags = [.navigationContainer]
}

/// The state a view lets its caller hand in (see `ViewSummary.injectableState`).
public struct InjectableStateFacts: Sendable, Equatable {
  public var file: String
  public var states: [InjectableState]
  /// Some type body in the project calls the view (with any initializer).
  public var isCalled = false
  /// Several views of this name disagree on their state (see `IndexedType.hasConflictingDeclarations`):
  /// no call site can be told apart, and no declaration judged by its callers.
  public var isAmbiguous = false
}

extension ProjectIndex {
  /// The facts of a hosted root, or nil when its type is not one project SwiftUI view or nothing
  /// about it could be reported (so a root declared elsewhere changes no pass-1 answer needlessly).
  public func hostedView(_ root: HostedRoot) -> HostedViewFacts? {
    let answer = unrecordedHostedView(root)
    log?.record(hosted: answer, root)
    return answer
  }

  /// The state of view `name` a call site can hand in, or nil when `name` is not one project view
  /// or has none (one answer for both, so a `Button` declared elsewhere changes no pass-1 answer).
  /// Views of one name that disagree on their state (sample projects side by side) are resolved
  /// to the declaration nearest `path`, the asking file, as its own project would compile it.
  public func injectableState(of name: String, from path: String? = nil) -> InjectableStateFacts? {
    let answer = withUniqueType(named: name) { type, roots -> InjectableStateFacts? in
      // A `ViewModifier` keeps `@State` like a view: `.modifier(Toast(duration: d))` seeds it.
      guard !roots.isDisjoint(with: [.swiftUIView, .representable]) || type.inherited.contains("ViewModifier")
      else { return nil }
      var summary = type.view ?? ViewSummary(file: type.declaringFile ?? "")
      if type.hasConflictingDeclarations {
        guard let path, let nearest = ProjectIndex.nearest(type.declarations, to: path) else {
          return InjectableStateFacts(file: "", states: [], isAmbiguous: true)
        }
        summary = ViewSummary(file: nearest.file)
        summary.injectableState = nearest.states
      }
      guard !summary.injectableState.isEmpty else { return nil }
      var states = summary.injectableState
      let simple = ProjectIndex.simpleName(name)
      let seeds = self.seeds
      for position in states.indices {
        let seed = simple + "." + (states[position].isPositional ? "_" : states[position].label)
        let key = SeedMemo.key(seed)
        if seeds.fresh.contains(key) { states[position].hasFreshCaller = true }
        states[position].hasCaller = seeds.passed.contains(key)
        states[position].hasKeptCaller = seeds.kept.contains(key)
        states[position].hasOwnedCaller = seeds.kept.contains(SeedMemo.key(seed + InjectableState.ownedMark))
      }
      return InjectableStateFacts(
        file: summary.file, states: states, isCalled: seeds.passed.contains(SeedMemo.key(simple)))
    }
    log?.record(injectable: answer ?? nil, name, from: path)
    return answer ?? nil
  }

  /// The declaration sharing the most folders with `path`, when one does more than every other
  /// that disagrees with it (or nil: no call site can tell them apart).
  static func nearest(_ declarations: [IndexedType.DeclaredState], to path: String) -> IndexedType.DeclaredState? {
    let folders = path.split(separator: "/").dropLast()
    func shared(_ file: String) -> Int {
      zip(folders, file.split(separator: "/").dropLast()).prefix { $0 == $1 }.count
    }
    let ranked = declarations.map { (declaration: $0, shared: shared($0.file)) }
    guard let best = ranked.max(by: { $0.shared < $1.shared }), best.shared > 0 else { return nil }
    let seeded = IndexedType.seededProperties(best.declaration.states)
    let rivals = ranked.filter {
      $0.shared == best.shared && IndexedType.seededProperties($0.declaration.states) != seeded
    }
    return rivals.isEmpty ? best.declaration : nil
  }

  /// The per-view facts of this index, computed on the first question (see `ViewGraphTable`).
  var viewGraph: ViewGraphTable { viewGraphMemo.table { ViewGraphTable(self) } }

  /// Does a project modifier named `name` (a `View` extension method, or a `ViewModifier` type
  /// used with `.modifier(…)`) apply an environment modifier?
  func injects(_ modifier: String) -> Bool {
    injectingMembers.contains(modifier) || providesEnvironment(modifier)
  }

  /// Is a project type named `name` a view that applies an environment modifier in its body?
  func providesEnvironment(_ name: String) -> Bool {
    containsType(named: name) { $0.view?.flags.contains(.providesEnvironment) ?? false }
  }

  /// An edge (or the site's root) on which a provider the index cannot read may sit.
  func hasUnknownProvider(providesUnknown: Bool, modifiers: [String], containers: [String]) -> Bool {
    providesUnknown || modifiers.contains(where: injects) || containers.contains(where: providesEnvironment)
  }

  private func unrecordedHostedView(_ root: HostedRoot) -> HostedViewFacts? {
    let graph = viewGraph
    guard let start = graph.node(named: root.type, in: self) else { return nil }
    var facts = graph.facts(of: start)
    if !hasUnknownProvider(
      providesUnknown: root.providesUnknown, modifiers: root.modifiers, containers: root.containers)
    {
      facts.missingEnvironment = graph.requirements(of: start).filter { !root.provided.contains($0.read.type) }
    }
    return facts.isEmpty ? nil : facts
  }
}

/// The view graph's per-view facts, computed once per index (on the first question) and shared by
/// every hosted root: the environment each view requires of its ancestors, and the controller
/// representables and stateful views it reaches. `replacing(file:with:)` builds a new index, so a
/// new table. Everything is iterative over strongly connected components: linear in the graph
/// (cycles included), never in the depth of the input.
final class ViewGraphTable: Sendable {
  struct Node: Sendable, Equatable {
    var name: String
    var summary: ViewSummary
    var isControllerRepresentable: Bool
    /// The node each of `summary.edges` builds (nil when the target is not one project view).
    var targets: [Int32?]
  }

  let nodes: [Node]
  private let nodeOf: [String: Int32]
  /// Every environment read of every view; requirement sets are positions in it.
  private let reads: [EnvironmentRequirement]
  /// required(V) = V's reads ∪ ⋃ (required(child) − provided on the edge), as positions in `reads`.
  private let required: [[Int32]]
  /// Each node's component, and per component the controller representables it reaches (at most
  /// `witnessLimit`: a finding names a few, not thousands).
  private let component: [Int32]
  private let controllerWitnesses: [[Int32]]
  /// The same over the edges of each view's own hierarchy (no destinations): each node's component
  /// there, and per component the stateful views and dismiss readers it reaches.
  private let ownComponent: [Int32]
  private let stateWitnesses: [[Int32]]
  private let dismissWitnesses: [[Int32]]

  static let witnessLimit = 8

  init(_ index: ProjectIndex) {
    var nodes: [Node] = []
    var nodeOf: [String: Int32] = [:]
    index.forEachType { type, roots in
      guard !roots.isDisjoint(with: [.swiftUIView, .representable]) else { return }
      nodeOf[type.qualifiedName] = Int32(nodes.count)
      nodes.append(
        Node(
          name: type.qualifiedName, summary: type.view ?? ViewSummary(file: type.declaringFile ?? ""),
          isControllerRepresentable: type.inherited.contains("UIViewControllerRepresentable"), targets: []))
    }
    var resolved: [String: Int32?] = [:]
    for position in nodes.indices {
      nodes[position].targets = nodes[position].summary.edges.map { edge in
        if let known = resolved[edge.target] { return known }
        let node = ViewGraphTable.resolve(edge.target, in: index, nodeOf)
        resolved[edge.target] = node
        return node
      }
    }
    var reads: [EnvironmentRequirement] = []
    var own: [[Int32]] = []
    for node in nodes {
      own.append(
        node.summary.reads.map { read in
          reads.append(EnvironmentRequirement(read: read, view: node.name, file: node.summary.file))
          return Int32(reads.count - 1)
        })
    }
    let allTargets = nodes.map(\.targets)
    let components = ViewGraphTable.components(allTargets)
    let component = ViewGraphTable.numbering(components, count: nodes.count)
    self.required = ViewGraphTable.requirements(nodes, own: own, reads: reads, components: components, index: index)
    self.controllerWitnesses = ViewGraphTable.witnesses(
      allTargets, components: components, component: component, where: { nodes[Int($0)].isControllerRepresentable })
    let ownTargets = nodes.map { node in
      zip(node.targets, node.summary.edges).map { target, edge in edge.isDestination ? nil : target }
    }
    let ownComponents = ViewGraphTable.components(ownTargets)
    let ownComponent = ViewGraphTable.numbering(ownComponents, count: nodes.count)
    self.stateWitnesses = ViewGraphTable.witnesses(
      ownTargets, components: ownComponents, component: ownComponent,
      where: { nodes[Int($0)].summary.flags.contains(.hasState) })
    self.dismissWitnesses = ViewGraphTable.witnesses(
      ownTargets, components: ownComponents, component: ownComponent,
      where: { nodes[Int($0)].summary.flags.contains(.readsDismiss) })
    self.ownComponent = ownComponent
    self.nodes = nodes
    self.nodeOf = nodeOf
    self.reads = reads
    self.component = component
  }

  /// The node `name` means: the one project type of that name, when it is a view.
  private static func resolve(_ name: String, in index: ProjectIndex, _ nodeOf: [String: Int32]) -> Int32? {
    index.withUniqueType(named: name) { type, _ in nodeOf[type.qualifiedName] } ?? nil
  }

  /// Is the type `qualifiedName` one of the table's views?
  func hasNode(named qualifiedName: String) -> Bool { nodeOf[qualifiedName] != nil }

  /// The last components of every name the table resolved against the index: edge targets, the
  /// modifiers and containers on edges, and the modifiers views apply.
  func resolvedSimpleNames() -> Set<String> {
    var names: Set<String> = []
    for node in nodes {
      for edge in node.summary.edges {
        names.insert(ProjectIndex.simpleName(edge.target))
        for name in edge.modifiers + edge.containers { names.insert(ProjectIndex.simpleName(name)) }
      }
      for name in node.summary.modifierNames { names.insert(ProjectIndex.simpleName(name)) }
    }
    return names
  }

  /// The first field in which two tables differ, nil when none does (for tests of incremental updates).
  func difference(from other: ViewGraphTable) -> String? {
    if nodes != other.nodes { return "view graph nodes" }
    if nodeOf != other.nodeOf { return "view graph names" }
    if reads != other.reads { return "view graph reads" }
    if required != other.required { return "view graph requirements" }
    if component != other.component || controllerWitnesses != other.controllerWitnesses {
      return "view graph controller witnesses"
    }
    if ownComponent != other.ownComponent || stateWitnesses != other.stateWitnesses
      || dismissWitnesses != other.dismissWitnesses
    {
      return "view graph state or dismiss witnesses"
    }
    return nil
  }

  func node(named name: String, in index: ProjectIndex) -> Int32? {
    ViewGraphTable.resolve(name, in: index, nodeOf)
  }

  func facts(of node: Int32) -> HostedViewFacts {
    let start = nodes[Int(node)]
    var facts = HostedViewFacts(file: start.summary.file)
    facts.rootFlags = start.summary.flags.intersection(.hostedRootFlags)
    let number = Int(component[Int(node)])
    func reached(_ witnesses: [Int32]) -> [ReachedView] {
      witnesses.map { ReachedView(name: nodes[Int($0)].name, file: nodes[Int($0)].summary.file) }
    }
    facts.controllerRepresentables = reached(controllerWitnesses[number])
    let own = Int(ownComponent[Int(node)])
    facts.statefulViews = reached(stateWitnesses[own])
    facts.dismissReaders = reached(dismissWitnesses[own])
    return facts
  }

  func requirements(of node: Int32) -> [EnvironmentRequirement] { required[Int(node)].map { reads[Int($0)] } }

  /// Each node's position in `components`.
  private static func numbering(_ components: [[Int32]], count: Int) -> [Int32] {
    var component = [Int32](repeating: 0, count: count)
    for (number, members) in components.enumerated() {
      for member in members { component[Int(member)] = Int32(number) }
    }
    return component
  }

  /// Strongly connected components over the resolved edges `targets` (per node), sinks first
  /// (Tarjan's algorithm with an explicit stack).
  private static func components(_ targets: [[Int32?]]) -> [[Int32]] {
    let count = targets.count
    var order = [Int32](repeating: -1, count: count)
    var low = [Int32](repeating: 0, count: count)
    var onStack = [Bool](repeating: false, count: count)
    var stack: [Int32] = []
    var components: [[Int32]] = []
    var counter: Int32 = 0
    var frames: [(node: Int32, edge: Int)] = []
    func enter(_ node: Int32) {
      order[Int(node)] = counter
      low[Int(node)] = counter
      counter += 1
      stack.append(node)
      onStack[Int(node)] = true
      frames.append((node, 0))
    }
    for first in 0..<count where order[first] < 0 {
      enter(Int32(first))
      while let (node, edge) = frames.last {
        let outgoing = targets[Int(node)]
        if edge < outgoing.count {
          frames[frames.count - 1].edge = edge + 1
          guard let target = outgoing[edge] else { continue }
          if order[Int(target)] < 0 {
            enter(target)
          } else if onStack[Int(target)] {
            low[Int(node)] = min(low[Int(node)], order[Int(target)])
          }
          continue
        }
        frames.removeLast()
        if let parent = frames.last { low[Int(parent.node)] = min(low[Int(parent.node)], low[Int(node)]) }
        guard low[Int(node)] == order[Int(node)] else { continue }
        var members: [Int32] = []
        while let member = stack.popLast() {
          onStack[Int(member)] = false
          members.append(member)
          if member == node { break }
        }
        components.append(members.reversed())
      }
    }
    return components
  }

  /// required(V) for every view: components sinks first, each iterated to its fixpoint (the sets
  /// only grow, and are bounded by the reads, so a cycle settles).
  private static func requirements(
    _ nodes: [Node], own: [[Int32]], reads: [EnvironmentRequirement], components: [[Int32]], index: ProjectIndex
  ) -> [[Int32]] {
    // Which edges pass requirements up, decided once per node.
    var open: [[Bool]] = []
    var injectsCache: [String: Bool] = [:]
    var providerCache: [String: Bool] = [:]
    func injects(_ name: String) -> Bool {
      if let known = injectsCache[name] { return known }
      let answer = index.injects(name)
      injectsCache[name] = answer
      return answer
    }
    func provides(_ name: String) -> Bool {
      if let known = providerCache[name] { return known }
      let answer = index.providesEnvironment(name)
      providerCache[name] = answer
      return answer
    }
    for node in nodes {
      let summary = node.summary
      // A view's providers apply to everything it builds (see `ViewSummary.providedTypes`).
      let blocksAll =
        summary.flags.contains(.providesUnknownEnvironment) || summary.modifierNames.contains(where: injects)
      open.append(
        summary.edges.map { edge in
          !blocksAll && !edge.providesUnknown && !edge.modifiers.contains(where: injects)
            && !edge.containers.contains(where: provides)
        })
    }
    var required = own
    for members in components {
      var rounds = 0
      var changed = true
      while changed && rounds <= members.count + 1 {
        changed = false
        rounds += 1
        for member in members {
          let node = nodes[Int(member)]
          var result = own[Int(member)]
          var seen = Set(result)
          for (position, edge) in node.summary.edges.enumerated() where open[Int(member)][position] {
            guard let target = node.targets[position] else { continue }
            for requirement in required[Int(target)] where seen.insert(requirement).inserted {
              let type = reads[Int(requirement)].read.type
              guard !edge.provided.contains(type), !node.summary.providedTypes.contains(type) else {
                seen.remove(requirement)
                continue
              }
              result.append(requirement)
            }
          }
          if result.count != required[Int(member)].count {
            required[Int(member)] = result
            changed = true
          }
        }
        // A component of one node without a self edge needs one round.
        if members.count == 1 && !nodes[Int(members[0])].targets.contains(members[0]) { break }
      }
    }
    return required
  }

  /// Per component, the nodes satisfying `marked` it reaches over `targets` (at most
  /// `witnessLimit`), its own first.
  private static func witnesses(
    _ targets: [[Int32?]], components: [[Int32]], component: [Int32], where marked: (Int32) -> Bool
  ) -> [[Int32]] {
    var lists: [[Int32]] = []
    lists.reserveCapacity(components.count)
    func add(_ node: Int32, to list: inout [Int32]) {
      if list.count < witnessLimit && !list.contains(node) { list.append(node) }
    }
    for (number, members) in components.enumerated() {
      var list: [Int32] = []
      for member in members where marked(member) { add(member, to: &list) }
      for member in members {
        for target in targets[Int(member)] {
          // Components come sinks first: a target in another component is already complete.
          guard let target, Int(component[Int(target)]) != number else { continue }
          for witness in lists[Int(component[Int(target)])] { add(witness, to: &list) }
        }
      }
      lists.append(list)
    }
    return lists
  }
}

extension ProjectIndex {
  /// Last components of the project's views a caller can hand state to (for relevance).
  public func viewNamesWithInjectableState() -> [String] {
    log?.recordWholeIndexQuery()
    return injectableStateViews ?? ProjectIndex.viewNamesWithInjectableState(fileSummaries)
  }

  static func viewNamesWithInjectableState(_ files: [[TypeSummary]]) -> [String] {
    var names: Set<String> = []
    for summaries in files {
      for summary in summaries where !(summary.view?.injectableState.isEmpty ?? true) {
        names.insert(ProjectIndex.simpleName(summary.qualifiedName))
      }
    }
    return names.sorted()
  }
}

/// The view-graph table of one `ProjectIndex`, built once on the first question (the index is
/// immutable, so it never goes stale; `replacing(file:with:)` builds a new index and a new memo).
/// Shared by pass 2's threads: the first to ask builds it while the others wait.
final class ViewGraphMemo: @unchecked Sendable {  // `lock` guards `built`
  private let lock = NSLock()
  private var built: ViewGraphTable?

  /// The table, when one was built.
  var builtTable: ViewGraphTable? { lock.withLock { built } }

  /// Takes `table` as built (an incremental update found nothing it rests on changed).
  func adopt(_ table: ViewGraphTable) { lock.withLock { built = table } }

  func table(_ build: () -> ViewGraphTable) -> ViewGraphTable {
    lock.withLock {
      if let built { return built }
      let table = build()
      built = table
      return table
    }
  }
}
