import BridgeLint

/// A view hosted in UIKit/AppKit (or in a cell's `UIHostingConfiguration`) reads an environment
/// object that nothing between the hosting site and the reading view provides.
public struct HostedViewMissingEnvironmentRule: Rule {
  public init() {}
  public static var usesViewGraph: Bool { true }

  public static func relevance(in index: ProjectIndex) -> Relevance {
    .anyOf(names: ["rootView", "UIHostingConfiguration"])
  }

  public static let description = RuleDescription(
    identifier: "hosted_view_missing_environment",
    name: "Hosted View Missing Environment",
    summary:
      "A hosted SwiftUI view (or a view it builds) reads an `@EnvironmentObject`/`@Environment(Type.self)` that the hosting site never provides",
    rationale: """
      A `UIHostingController` (or `NSHostingController`, `NSHostingView`, a cell's \
      `UIHostingConfiguration`) starts a new SwiftUI hierarchy: it inherits no environment objects \
      from the UIKit side, nor from a SwiftUI screen that presented the UIKit code. A view in that \
      hierarchy that declares `@EnvironmentObject var store: Store`, or a non-optional \
      `@Environment(Store.self)`, crashes when the object is first read (in `body`, or later in \
      an action) with "No ObservableObject of type Store found" (or "No Observable object of \
      type Store found") unless the root view, or a view on the way to the reader, applies `.environmentObject(store)` / `.environment(store)`.

      The rule follows the view graph of the project index from the hosted root through every \
      view its `body` and other view-building members construct (sheets, popovers and navigation \
      destinations included), in any file, and reports at the hosting site, naming the view that \
      reads the object and its file. Following RULES.md's "Real code" notes: a read declared only \
      under `#if` is reported with its condition; the walk stops at a view that provides the \
      object to what it builds; a `UIHostingConfiguration`'s content is checked on its own (it \
      does not inherit the hosting controller's environment). When a provider's type cannot be \
      read (`.environmentObject(container.store)`, a project modifier that injects objects, a \
      container view that injects into its content, a root that is a variable) the rule stays \
      silent, as it does for optional reads (`@Environment(Store.self) var store: Store?`).

      Fix: apply `.environmentObject(store)` (or `.environment(store)` for an `@Observable` \
      model) to the root view passed to the hosting controller.
      """,
    kind: .state,
    defaultSeverity: .warning,
    isOptIn: true,
    nonTriggeringExamples: HostedViewMissingEnvironmentExamples.nonTriggering,
    triggeringExamples: HostedViewMissingEnvironmentExamples.triggering
  )

  public func check(_ file: ParsedFile, _ context: inout RuleContext) {
    for site in file.hostingSiteSummaries {
      // A project hosting superclass may wrap the root view with providers of its own.
      if site.kind == .superInit && site.superclass != "UIHostingController" && site.superclass != "NSHostingController"
      {
        continue
      }
      for root in site.roots {
        guard let facts = context.index.hostedView(root) else { continue }
        var reported: Set<String> = []
        // One finding per missing type, naming the first view that reads it.
        for requirement in facts.missingEnvironment where reported.insert(requirement.read.type).inserted {
          context.report(file, at: root.token, .missing(requirement, root: root.type, site: site.kind))
        }
      }
    }
  }
}

extension FindingMessage {
  fileprivate static func missing(_ requirement: EnvironmentRequirement, root: String, site: HostingSiteSummary.Kind)
    -> FindingMessage
  {
    let read = requirement.read
    let declaration =
      read.kind == .environmentObject
      ? "`@EnvironmentObject var \(read.property): \(read.type)`"
      : "`@Environment(\(read.type).self) var \(read.property)`"
    let reader = requirement.view == root ? "`\(root)`" : "`\(requirement.view)` (built by `\(root)`)"
    let condition = read.condition.map { " when `\($0)`" } ?? ""
    let modifier = read.kind == .environmentObject ? "environmentObject" : "environment"
    let place = site == .configuration ? "the configuration's content" : "the hosted root view"
    return FindingMessage(
      "\(reader) in \(requirement.file) reads \(declaration) but nothing provides it here\(condition), "
        + "so the app stops when the object is first read; apply `.\(modifier)(…)` with a `\(read.type)` to \(place)",
      hint: "A hosting controller starts a new SwiftUI hierarchy: it inherits no environment objects.")
  }
}
