import BridgeLint

/// `.id(UUID())`: a new identity on every render.
public struct ForceRefreshIdentityRule: Rule {
  public init() {}

  public static func relevance(in index: ProjectIndex) -> Relevance { .anyOf(members: ["id"]) }

  public static let description = RuleDescription(
    identifier: "force_refresh_identity",
    name: "Force Refresh Identity",
    summary: "`.id(…)` with a value that changes on every render recreates the view each time",
    rationale: """
      SwiftUI uses a view's explicit identity to decide whether it is the same view as in the \
      previous update. `.id(UUID())`, `.id(Date())` or `.id(Int.random(in:))` produce a new value \
      on every render, so SwiftUI tears the view down and builds a new one each time: a \
      representable's `makeUIView`/`makeCoordinator` run again, UIKit state (scroll position, \
      selection, first responder) and `@State` are reset, and animations restart.

      To force a refresh on purpose, store a token (`@State private var reloadToken = UUID()`) and \
      change it when a refresh is wanted; use `.id(reloadToken)`.

      Only an identity evaluated on every render churns: the rule reports `.id(…)` written in a \
      View's `body`, a `@ViewBuilder` member, a computed property or method of a View returning \
      a view, a `ViewModifier`'s `body(content:)` (the view-building closures there \
      included), or a struct's or enum's `@ViewBuilder` member or one returning `some View` \
      (`enum Element { … func view() -> some View }`, called by the bodies that show it). An \
      `.id(UUID())` evaluated once (an initializer, a stored property's initial value, a closure \
      whose result is kept, an action such as `onAppear`, a method of a class that is not a \
      view, such as a controller building a hosting controller's root view) is fixed for that \
      instance and is not reported.

      Measured on apps the rule was not written against (`docs/precision.md`), these are left \
      alone too: a framework view that keeps no state (`ProgressView`, `Text`, `Image`, shapes, \
      `Color`, `Spacer`, `Menu`: the spinner workaround and its kin lose nothing but an \
      animation; a project view whose `body` is a `ProgressView`, or another such view, with modifiers is a spinner too), an `.id(…)` with a comment right in front of it or after it on the same line \
      (each such case was a deliberate, explained workaround for a SwiftUI bug), and files that \
      import `XCTest` or `Testing` (a view built by a test is inspected, never rendered).

      A fresh identity on rows that carry a `.contextMenu` is the known workaround for a menu that \
      keeps showing stale content: it is reported at `info`, saying that the rows lose their state \
      on every render and that an identity keyed by what the menu shows refreshes it without that.
      """,
    kind: .lifecycle,
    defaultSeverity: .warning,
    nonTriggeringExamples: ForceRefreshIdentityExamples.nonTriggering,
    triggeringExamples: ForceRefreshIdentityExamples.triggering
  )

  /// Framework views that keep no state of their own: a new identity costs them nothing but a
  /// restarted animation (`ProgressView().id(UUID())` is the known workaround for a spinner that
  /// does not animate again in a reused row; a `Menu` keeps nothing but being open, and a fresh
  /// identity is the workaround for its stale content).
  private static let statelessLeaves: Set<String> = [
    "ProgressView", "Text", "Image", "Label", "Color", "Rectangle", "RoundedRectangle", "Circle", "Capsule",
    "Ellipse", "Spacer", "Divider", "EmptyView", "Menu",
  ]

  public func check(_ file: ParsedFile, _ context: inout RuleContext) {
    for call in file.allCalls where call.dotToken != nil && file.tokenIs(call.name, "id") {
      let arguments = file.arguments(of: call)
      guard arguments.count == 1, let argument = arguments.first, argument.labelToken == nil,
        producesNewValue(argument.value, in: file)
      else { continue }
      if let receiver = file.receiver(of: call), isStatelessLeaf(file.text(receiver.start), context.index) {
        continue
      }
      // A comment right in front of `.id(…)` or after it on its line says the refresh on every
      // render is wanted (the measured cases were workarounds for SwiftUI bugs, each explained).
      if !file.leadingComments(of: TokenID(call.dot)).isEmpty { continue }
      if let close = call.rightParenToken, file.trailingComment(after: close) != nil { continue }
      // Only an identity computed on every render churns: one built in an initializer, a
      // stored property or a closure whose result is kept is fixed for that instance.
      if !context.model.isEvaluatedOnEveryRender(TokenID(call.name)) { continue }
      // A view built in a test is inspected, never rendered: no identity churns (asked last:
      // it reads the file's imports).
      if context.model.isTestFile { return }
      if let receiver = file.receiver(of: call), hasContextMenu(receiver, file) {
        // The known workaround for a context menu that keeps showing stale content: told, not warned.
        context.report(file, at: TokenID(argument.value.start), .contextMenuRefresh, subcheckSeverity: .info)
        continue
      }
      context.report(file, at: argument.value.start, .changingIdentity)
    }
  }

  /// Does the modified view carry a `.contextMenu` (on itself or on the rows it builds)? The scan
  /// is bounded, so nested `.id(UUID())` chains stay linear.
  private func hasContextMenu(_ receiver: TokenRange, _ file: ParsedFile) -> Bool {
    let end = min(receiver.end, receiver.start + 4_096)
    return (receiver.start..<end).contains { file.tokenIs($0, "contextMenu") && file.isKind($0 - 1, .period) }
  }

  /// A framework leaf, or a project view whose `body` is a `ProgressView` or a project spinner
  /// (a spinner wrapper is a progress view).
  private func isStatelessLeaf(_ name: String, _ index: ProjectIndex) -> Bool {
    if Self.statelessLeaves.contains(name) { return true }
    guard let first = name.unicodeScalars.first, first.properties.isUppercase else { return false }
    return index.has(.isProgressIndicator, name)
  }

  /// `UUID()`, `Date()`, `Date.now`, `X.random(…)`, `.random(…)` (optionally followed by members).
  private func producesNewValue(_ value: TokenRange, in file: ParsedFile) -> Bool {
    let first = value.start
    if file.tokenIs(first, "UUID") || file.tokenIs(first, "Date") {
      if file.isKind(first + 1, .leftParen) && file.isKind(first + 2, .rightParen) { return true }
      if file.tokenIs(first, "Date") && file.isKind(first + 1, .period) && file.tokenIs(first + 2, "now") {
        return true
      }
      return false
    }
    let randomName: TokenID
    if file.isKind(first, .period) {
      randomName = TokenID(first + 1)
    } else if file.isKind(first, .identifier), let member = file.member(after: TokenID(first)) {
      randomName = member
    } else {
      return false
    }
    return file.tokenIs(randomName, "random") && file.isKind(after: randomName, .leftParen)
      && randomName < TokenID(value.end)
  }
}

extension FindingMessage {
  fileprivate static let contextMenuRefresh = FindingMessage(
    "This identity changes on every render: the known workaround for a context menu that shows stale content, "
      + "but it also rebuilds these rows and resets their state each time; key it by what the menu shows instead")

  fileprivate static let changingIdentity = FindingMessage(
    "This identity changes on every render, so SwiftUI rebuilds the view and resets its state each time; "
      + "use a stored token that changes only when a refresh is wanted")
}
