import BridgeLint

/// A hosting controller UIKit pushes whose root view (or a view of its own hierarchy) reads
/// `@Environment(\.dismiss)`: pass an explicit pop callback instead.
public struct HostedDismissWhenPushedRule: Rule {
  public init() {}
  public static var usesViewGraph: Bool { true }

  public static func relevance(in index: ProjectIndex) -> Relevance {
    Relevance.anyOf(names: ["rootView"])
      .and(.anyOf(names: ["pushViewController", "show"], members: ["pushViewController", "show"]))
  }

  public static let description = RuleDescription(
    identifier: "hosted_dismiss_when_pushed",
    name: "Hosted Dismiss When Pushed",
    summary:
      "A hosting controller is pushed onto a `UINavigationController` while its SwiftUI view relies on `@Environment(\\.dismiss)` to leave",
    rationale: """
      SwiftUI's `dismiss` action is documented to dismiss a modal presentation (a sheet, a popover) \
      or pop the current view from a SwiftUI `NavigationStack`. A `UIHostingController` that UIKit \
      pushes with `pushViewController(_:animated:)` or `show(_:sender:)` is neither: it sits in \
      UIKit's navigation stack, which the documentation does not cover, so whether `dismiss()` pops \
      it is an OS implementation detail (verify on every OS you deploy to); where it does not, a \
      Done or Close button that calls it silently does nothing. Pass an explicit callback into the view \
      (`onClose: { [weak navigationController] in navigationController?.popViewController(animated: true) }`) \
      and call that instead.

      Reported at the root view of a pushed hosting controller when the root, or a view it builds \
      as part of its own hierarchy (in any file), declares `@Environment(\\.dismiss)` or \
      `\\.presentationMode` and uses it. Not reported: a controller that is presented (a modal \
      presentation, which `dismiss` is documented to end), including one that is pushed in one \
      branch and presented in another; the root of a `UINavigationController(rootViewController:)` \
      (a root cannot be popped, and when the navigation controller is presented, dismissing that \
      presentation is what the view means); views reached only through a `.sheet`, \
      `.fullScreenCover`, `.popover`, `.navigationDestination` or `NavigationLink` destination \
      (directly, or through a helper member only that content builds), which get a `dismiss` of \
      their own; a `dismiss` property the view declares but never uses; and a root view built \
      with an explicit callback (an argument labelled like `onDismiss`, `onClose`, `pop`, `done` \
      or `cancel`, or a closure that pops or dismisses). Hosting controller subclasses that call \
      `super.init(rootView:)` are not followed to where they are pushed.
      """,
    kind: .containment,
    defaultSeverity: .info,
    isOptIn: true,
    nonTriggeringExamples: HostedDismissWhenPushedExamples.nonTriggering,
    triggeringExamples: HostedDismissWhenPushedExamples.triggering
  )

  public func check(_ file: ParsedFile, _ context: inout RuleContext) {
    for site in file.hostingSiteSummaries where site.usage.contains(.pushed) && !site.usage.contains(.presented) {
      for root in site.roots where !Self.passesExitCallback(file, root: TokenID(root.token)) {
        guard let facts = context.index.hostedView(root), let reader = facts.dismissReaders.first else { continue }
        context.report(file, at: root.token, .dismissWhenPushed(root.type, file: facts.file, reader: reader))
      }
    }
  }
}

extension HostedDismissWhenPushedRule {
  /// Fragments of an argument label that hands the view a way out (`onDismiss`, `onClose`, `popAction`).
  private static let exitLabels = ["dismiss", "close", "pop", "back", "done", "finish", "cancel", "exit", "complet"]

  /// Does the construction of the root view at `root` pass an exit callback: a labelled argument
  /// (or labelled trailing closure) named like one, or a closure that pops or dismisses?
  fileprivate static func passesExitCallback(_ file: ParsedFile, root: TokenID) -> Bool {
    let near = TokenRange(root, count: 4)
    guard let call = file.calls(in: near).first(where: { $0.nameToken == root }) else { return false }
    var end = call.rightParen
    if let last = call.trailingClosures.last, let closure = file.closure(openingAt: last) { end = closure.close }
    var token = call.name + 1
    while token < end {
      defer { token += 1 }
      guard file.isKind(token, .identifier) else { continue }
      if file.isKind(token + 1, .colon) {
        let label = file.text(token).lowercased()
        if exitLabels.contains(where: { label.contains($0) }) { return true }
      }
      if file.tokenIs(token, "popViewController") || file.tokenIs(token, "popToRootViewController")
        || file.tokenIs(token, "popToViewController") || file.tokenIs(token, "dismiss")
      {
        return true
      }
    }
    return false
  }
}

extension FindingMessage {
  fileprivate static func dismissWhenPushed(_ root: String, file: String, reader: ReachedView) -> FindingMessage {
    let who =
      reader.name == root
      ? "`\(root)` (\(file))" : "`\(root)` (\(file)) builds `\(reader.name)` (\(reader.file)), which"
    return FindingMessage(
      "\(who) reads `@Environment(\\.dismiss)`, but this hosting controller is pushed by UIKit, where `dismiss()` "
        + "may not pop it (verify per OS); pass an explicit pop callback into the view instead")
  }
}
