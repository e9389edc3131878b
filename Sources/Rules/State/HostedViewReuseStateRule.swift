import BridgeLint

/// A view with `@State` in a cell's `UIHostingConfiguration` content: the state belongs to the
/// reused cell, not to the item the row shows.
public struct HostedViewReuseStateRule: Rule {
  public init() {}
  public static var usesViewGraph: Bool { true }

  public static func relevance(in index: ProjectIndex) -> Relevance {
    Relevance.anyOf(names: ["UIHostingConfiguration"]).and(.anyOf(names: cellNames, members: cellNames))
  }

  /// Names that show a file puts configurations into cells or reusable views.
  private static let cellNames = [
    "contentConfiguration", "backgroundConfiguration", "CellRegistration", "SupplementaryRegistration",
    "UICollectionViewCell", "UITableViewCell", "UICollectionViewListCell", "UICollectionReusableView",
  ]

  /// A finding names a few stateful views, not every one a large row reaches.
  static let namedViews = 3

  public static let description = RuleDescription(
    identifier: "hosted_view_reuse_state",
    name: "Hosted View Reuse State",
    summary: "A cell's `UIHostingConfiguration` content builds a view with `@State`, which lives with the reused cell",
    rationale: """
      `UIHostingConfiguration` renders SwiftUI inside a table or collection view cell, and cells are \
      reused: the SwiftUI state of a row's views belongs to the cell, not to the item the row shows. \
      When the cell is reused for another item (or scrolled away and back), an `@State` value is \
      reset or carried over to a row it was never about: an expanded section collapses, a typed \
      draft disappears, a toggle shows another item's value. State that must survive reuse belongs \
      in the model the row displays (pass it in, or a binding to it). Transient UI state that may \
      be lost, such as a pressed highlight, is fine in `@State`, but the rule cannot tell the two \
      apart and reports any `@State` (as the catalog specifies), which is why it is informational \
      and opt-in.

      Reported once per configuration, naming the stateful views (up to three) and their files: \
      the content itself or any view it builds, through child views in any file. Not reported: \
      views the content only presents or pushes (the content of `.sheet`, `.fullScreenCover`, \
      `.popover`, `.navigationDestination`, a `NavigationLink`'s destination, or a helper member \
      only that content builds), whose state lives with that presentation; views without \
      `@State`; a `UIHostingController` in a cell, which `hosting_controller_in_cell` covers; a \
      configuration assigned to `contentUnavailableConfiguration`; and configurations in a file \
      that shows no cell (no `contentConfiguration`/`backgroundConfiguration`, cell registration \
      or cell type), such as a factory of empty-state configurations, whose destination the rule \
      cannot see. Nor is a stateful view under an `.id(…)` modifier in the content (on the \
      content's root, `VStack { … }.id(item.id)`, or on the view itself, `Row().id(item.id)`): \
      SwiftUI then gives each key its own identity and fresh state, which is the fix.
      """,
    kind: .state,
    defaultSeverity: .info,
    isOptIn: true,
    nonTriggeringExamples: HostedViewReuseStateExamples.nonTriggering,
    triggeringExamples: HostedViewReuseStateExamples.triggering
  )

  public func check(_ file: ParsedFile, _ context: inout RuleContext) {
    let sites = file.hostingSiteSummaries.filter { $0.kind == .configuration }
    guard !sites.isEmpty, Self.configuresCells(file) else { return }
    for site in sites where !Self.isContentUnavailable(file, TokenID(site.anchor)) {
      // One finding per site, naming each stateful view once, whichever root reaches it.
      var views: [ReachedView] = []
      // A root under `.id(item.id)` gets new state per item: the fix this rule asks for.
      for root in site.roots where !root.isDestination && !root.isKeyed {
        guard let facts = context.index.hostedView(root) else { continue }
        for view in facts.statefulViews where !views.contains(where: { $0.name == view.name }) {
          views.append(view)
        }
        if views.count > Self.namedViews { break }
      }
      guard !views.isEmpty else { continue }
      context.report(file, at: site.anchor, .stateInCell(views, named: Self.namedViews))
    }
  }
}

extension HostedViewReuseStateRule {
  /// Does the file show that its configurations go into cells or reusable views? A factory that
  /// only returns configurations (for a view controller's `contentUnavailableConfiguration`, say)
  /// does not say where they go.
  fileprivate static func configuresCells(_ file: ParsedFile) -> Bool { file.spellsAny(of: Set(cellNames)) }

  /// `x.contentUnavailableConfiguration = UIHostingConfiguration { … }`: a view controller's (or
  /// cell's) empty state, shown in place, not a reused row.
  fileprivate static func isContentUnavailable(_ file: ParsedFile, _ anchor: TokenID) -> Bool {
    guard let equal = file.token(before: anchor) else { return false }
    return file.isKind(equal, .equal) && file.tokenIs(before: equal, "contentUnavailableConfiguration")
  }
}

extension FindingMessage {
  fileprivate static func stateInCell(_ views: [ReachedView], named limit: Int) -> FindingMessage {
    var names = views.prefix(limit).map { "`\($0.name)` (\($0.file))" }.joined(separator: ", ")
    if views.count > limit { names += " and more" }
    return FindingMessage(
      "This cell's content builds \(names) with `@State`, which lives with the reused cell rather than the item "
        + "it shows; keep state that must survive reuse in the model")
  }
}
