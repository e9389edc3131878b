import BridgeLint

/// A `UIViewControllerRepresentable` reachable from a cell's `UIHostingConfiguration` content.
public struct ControllerRepresentableInCellRule: Rule {
  public init() {}
  public static var usesViewGraph: Bool { true }

  public static func relevance(in index: ProjectIndex) -> Relevance { .anyOf(names: ["UIHostingConfiguration"]) }

  public static let description = RuleDescription(
    identifier: "controller_representable_in_cell",
    name: "Controller Representable in Cell",
    summary:
      "A cell's `UIHostingConfiguration` content builds a `UIViewControllerRepresentable`, which cells do not support",
    rationale: """
      `UIHostingConfiguration` renders SwiftUI inside a table or collection view cell without a \
      hosting controller, so there is no view controller to contain another one: a \
      `UIViewControllerRepresentable` in that content gets no parent controller, no appearance \
      callbacks and no containment (WWDC22 "Use SwiftUI with UIKit": view controller \
      representables are unsupported in cells). Wrap a `UIView` with `UIViewRepresentable` \
      instead, or host the controller with full containment outside the cell.

      The rule follows the view graph from the configuration's content through child views in \
      any file, and names the representable and its file.
      """,
    kind: .containment,
    defaultSeverity: .warning,
    isOptIn: true,
    nonTriggeringExamples: ControllerRepresentableInCellExamples.nonTriggering,
    triggeringExamples: ControllerRepresentableInCellExamples.triggering
  )

  public func check(_ file: ParsedFile, _ context: inout RuleContext) {
    for site in file.hostingSiteSummaries where site.kind == .configuration {
      var reported: Set<String> = []
      for root in site.roots {
        guard let facts = context.index.hostedView(root) else { continue }
        for representable in facts.controllerRepresentables where reported.insert(representable.name).inserted {
          context.report(file, at: site.anchor, .controllerInCell(representable))
        }
      }
    }
  }
}

extension FindingMessage {
  fileprivate static func controllerInCell(_ representable: ReachedView) -> FindingMessage {
    FindingMessage(
      "This cell's content builds `\(representable.name)` (\(representable.file)), a "
        + "`UIViewControllerRepresentable`, which `UIHostingConfiguration` does not support; wrap a `UIView` "
        + "with `UIViewRepresentable` instead")
  }
}
