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
  public var rootFlags: ViewFlags = []
  /// `UIViewControllerRepresentable` types the root's body builds, directly or through child views.
  public var controllerRepresentables: [ReachedView] = []
  /// Views with `@State` the root's body builds (the root included).
  public var statefulViews: [ReachedView] = []
}

/// The state a view lets its caller hand in (see `ViewSummary.injectableState`).
public struct InjectableStateFacts: Sendable, Equatable {
  public var file: String
  public var states: [InjectableState]
}

extension ProjectIndex {
  /// The facts of a hosted root, or nil when its type is not one project SwiftUI view.
  public func hostedView(_ root: HostedRoot) -> HostedViewFacts? {
    let answer = unrecordedHostedView(root)
    log?.record(hosted: answer, root)
    return answer
  }

  /// The state of view `name` a call site can hand in, or nil when `name` is not one project view.
  public func injectableState(of name: String) -> InjectableStateFacts? {
    let answer = view(named: name).map {
      InjectableStateFacts(file: $0.summary.file, states: $0.summary.injectableState)
    }
    log?.record(injectable: answer, name)
    return answer
  }

  /// The one project view (or representable) called `name`, with its summary.
  private func view(named name: String) -> (name: String, summary: ViewSummary, isControllerRepresentable: Bool)? {
    let types = unrecordedLookup(name)
    guard types.count == 1, let type = types.first,
      !type.roots.isDisjoint(with: [.swiftUIView, .representable])
    else { return nil }
    let isController = type.inherited.contains("UIViewControllerRepresentable")
    return (type.qualifiedName, type.view ?? ViewSummary(file: ""), isController)
  }

  /// Does a project modifier named `name` (a `View` extension method, or a `ViewModifier` type
  /// used with `.modifier(…)`) apply an environment modifier?
  private func injects(_ modifier: String) -> Bool {
    if injectingMembers.contains(modifier) { return true }
    return unrecordedLookup(modifier).contains { $0.view?.flags.contains(.providesEnvironment) ?? false }
  }

  /// An edge (or the site's root) on which a provider the index cannot read may sit.
  private func hasUnknownProvider(providesUnknown: Bool, modifiers: [String], containers: [String]) -> Bool {
    if providesUnknown { return true }
    if modifiers.contains(where: injects) { return true }
    return containers.contains { container in
      unrecordedLookup(container).contains { $0.view?.flags.contains(.providesEnvironment) ?? false }
    }
  }

  private func unrecordedHostedView(_ root: HostedRoot) -> HostedViewFacts? {
    guard let start = view(named: root.type) else { return nil }
    // The walk depends on the root's type only; what the site itself provides is applied after.
    guard var facts = viewGraphMemo.walk(start.name, { reachable(from: start) }) else { return nil }
    if !hasUnknownProvider(
      providesUnknown: root.providesUnknown, modifiers: root.modifiers, containers: root.containers)
    {
      let required = viewGraphMemo.requirements(start.name) { self.required(start.name) }
      facts.missingEnvironment = required.filter { !root.provided.contains($0.read.type) }
    }
    return facts
  }

  /// The views reachable from `start` (every edge), breadth first.
  private func reachable(
    from start: (name: String, summary: ViewSummary, isControllerRepresentable: Bool)
  ) -> HostedViewFacts {
    var facts = HostedViewFacts(file: start.summary.file)
    facts.rootFlags = start.summary.flags
    // Reachability (every edge), breadth first, with a budget: a huge graph gives up rather than stall.
    var seen: Set<String> = [start.name]
    var queue = [start]
    var head = 0
    while head < queue.count && head < ProjectIndex.walkBudget {
      let current = queue[head]
      head += 1
      if current.isControllerRepresentable {
        facts.controllerRepresentables.append(ReachedView(name: current.name, file: current.summary.file))
      }
      if current.summary.flags.contains(.hasState) {
        facts.statefulViews.append(ReachedView(name: current.name, file: current.summary.file))
      }
      for edge in current.summary.edges {
        guard let next = view(named: edge.target), seen.insert(next.name).inserted else { continue }
        queue.append(next)
      }
    }
    return facts
  }

  /// required(V) = V's reads ∪ ⋃ (required(child) − provided on the edge), skipping edges with an
  /// unknown provider; iterative post-order with memoization (a cycle contributes nothing).
  private func required(_ root: String) -> [EnvironmentRequirement] {
    var memo: [String: [EnvironmentRequirement]] = [:]
    var inProgress: Set<String> = []
    var stack: [(name: String, expanded: Bool)] = [(root, false)]
    var visits = 0
    while let (name, expanded) = stack.popLast() {
      visits += 1
      guard visits < ProjectIndex.walkBudget * 4 else { return [] }
      guard let node = view(named: name) else {
        memo[name] = []
        continue
      }
      let summary = node.summary
      if expanded {
        var result: [EnvironmentRequirement] = summary.reads.map {
          EnvironmentRequirement(read: $0, view: node.name, file: summary.file)
        }
        // A view's providers apply to everything it builds (see `ViewSummary.providedTypes`).
        let blocksAll =
          summary.flags.contains(.providesUnknownEnvironment) || summary.modifierNames.contains(where: injects)
        for edge in summary.edges where !blocksAll {
          guard
            !hasUnknownProvider(
              providesUnknown: edge.providesUnknown, modifiers: edge.modifiers, containers: edge.containers),
            let child = view(named: edge.target), let inherited = memo[child.name]
          else { continue }
          for requirement in inherited
          where !edge.provided.contains(requirement.read.type) && !summary.providedTypes.contains(requirement.read.type)
          {
            if !result.contains(where: { $0.read.type == requirement.read.type && $0.view == requirement.view }) {
              result.append(requirement)
            }
          }
        }
        memo[node.name] = result
        inProgress.remove(node.name)
        continue
      }
      guard memo[node.name] == nil, !inProgress.contains(node.name) else { continue }
      inProgress.insert(node.name)
      stack.append((node.name, true))
      for edge in summary.edges {
        guard let child = view(named: edge.target), memo[child.name] == nil, !inProgress.contains(child.name) else {
          continue
        }
        stack.append((child.name, false))
      }
    }
    return memo[root] ?? memo[view(named: root)?.name ?? root] ?? []
  }

  static let walkBudget = 20_000
}

extension ProjectIndex {
  /// Last components of the project's views a caller can hand state to (for relevance).
  public func viewNamesWithInjectableState() -> [String] {
    log?.recordWholeIndexQuery()
    var names: Set<String> = []
    for summaries in fileSummaries {
      for summary in summaries where !(summary.view?.injectableState.isEmpty ?? true) {
        names.insert(ProjectIndex.simpleName(summary.qualifiedName))
      }
    }
    return names.sorted()
  }
}

/// A memo of view-graph answers for one `ProjectIndex` (which is immutable, so answers never go
/// stale; `replacing(file:with:)` builds a new index and a new memo). Shared by pass 2's threads.
final class ViewGraphMemo: @unchecked Sendable {  // `lock` guards both tables
  private let lock = NSLock()
  private var walks: [String: HostedViewFacts] = [:]
  private var required: [String: [EnvironmentRequirement]] = [:]

  func walk(_ root: String, _ compute: () -> HostedViewFacts) -> HostedViewFacts? {
    if let known = lock.withLock({ walks[root] }) { return known }
    let facts = compute()
    lock.withLock { walks[root] = facts }
    return facts
  }

  func requirements(_ root: String, _ compute: () -> [EnvironmentRequirement]) -> [EnvironmentRequirement] {
    if let known = lock.withLock({ required[root] }) { return known }
    let answer = compute()
    lock.withLock { required[root] = answer }
    return answer
  }
}
