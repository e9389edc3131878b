import BridgeLint

/// A hosting controller pushed onto (or rooting) a `UINavigationController` whose root view builds its
/// own `NavigationStack`/`NavigationView`: two navigation bars, two stacks.
public struct HostedNavigationStackPushedRule: Rule {
  public init() {}
  public static var usesViewGraph: Bool { true }

  public static func relevance(in index: ProjectIndex) -> Relevance { .anyOf(names: ["rootView"]) }

  public static let description = RuleDescription(
    identifier: "hosted_navigation_stack_pushed",
    name: "Hosted Navigation Stack Pushed",
    summary:
      "A hosting controller is pushed onto a `UINavigationController` while its root view builds its own `NavigationStack`/`NavigationView`",
    rationale: """
      A `UIHostingController` pushed with `pushViewController(_:animated:)` (or made the root of a \
      `UINavigationController`) already lives in UIKit's navigation stack. If its root view's \
      `body` wraps itself in `NavigationStack`, `NavigationView` or `NavigationSplitView`, SwiftUI \
      adds a second navigation bar under UIKit's, and links inside push onto the inner stack \
      instead of the UIKit one: doubled bars, a back button that leaves the wrong stack, titles \
      and toolbars applied to the wrong bar. Drop the SwiftUI container from the hosted view \
      (keep it for SwiftUI-only entry points), or hide UIKit's bar deliberately.

      The root view may be declared in another file (the project index). Not reported: a \
      controller that is only presented or added as a child, a root view that does not build the \
      container itself (the check does not look into child views), and files that hide the \
      navigation bar (`setNavigationBarHidden`, `isNavigationBarHidden`).
      """,
    kind: .containment,
    defaultSeverity: .warning,
    isOptIn: true,
    nonTriggeringExamples: HostedNavigationStackPushedExamples.nonTriggering,
    triggeringExamples: HostedNavigationStackPushedExamples.triggering
  )

  public func check(_ file: ParsedFile, _ context: inout RuleContext) {
    let sites = file.hostingSiteSummaries.filter { !$0.usage.isDisjoint(with: [.pushed, .navigationRoot]) }
    guard !sites.isEmpty else { return }
    guard !file.spellsAny(of: ["setNavigationBarHidden", "isNavigationBarHidden"]) else { return }
    for site in sites {
      for root in site.roots {
        guard let facts = context.index.hostedView(root), facts.rootFlags.contains(.navigationContainer) else {
          continue
        }
        context.report(file, at: root.token, .doubleNavigation(root.type, file: facts.file))
      }
    }
  }
}

extension FindingMessage {
  fileprivate static func doubleNavigation(_ root: String, file: String) -> FindingMessage {
    FindingMessage(
      "`\(root)` (\(file)) builds its own navigation container but this hosting controller is pushed onto a "
        + "`UINavigationController`, which doubles the navigation bar; remove the `NavigationStack` from the hosted view"
    )
  }
}
