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

      Measured on apps the rule was not written against (`docs/precision.md`), these are left \
      alone: a framework view that keeps no state (`ProgressView`, `Text`, `Image`, shapes, \
      `Color`, `Spacer`: the spinner workaround and its kin lose nothing but an animation), an \
      `.id(…)` with a comment right in front of it (each such case was a deliberate, explained \
      workaround for a SwiftUI bug), and files that import `XCTest` or `Testing` (a view built \
      by a test is inspected, never rendered).

      Measured on four lists of apps nobody had tuned it on (`docs/precision.md`), 4 of 23 \
      findings were judged correct: most `.id(UUID())` in shipping code is a deliberate \
      workaround on a view with nothing to lose, or is evaluated once (an initializer, a closure \
      that builds a stored view). It stays on because the churn is real wherever it is in a \
      `body`; disable it with `disabled_rules: [force_refresh_identity]` if your code uses the \
      workaround on purpose.
      """,
    kind: .lifecycle,
    defaultSeverity: .warning,
    nonTriggeringExamples: [
      Example("MapRepresentable(region: region).id(reloadToken)"),
      Example("List(items) { Row(item: $0) }.id(selection)"),
      Example("let token = UUID()\nText(name).id(token)"),
      Example("struct Item: Identifiable { let id = UUID() }"),
      Example("Text(title).tag(UUID())"),
      Example("row.id(UUID(), animated: true)"),
      Example("button.accessibilityIdentifier = UUID().uuidString"),
      Example("@State private var reloadToken = UUID()"),
      Example("Text(title).font(.headline).id(UUID())"),
      Example("Image(systemName: \"star\").id(Date())"),
      Example(
        """
        struct GameCard: View {
          let title: String
          var body: some View {
            VStack { Text(title) }
              .opacity(0.5)
              // Forces a redraw: the opacity animation sometimes stops halfway (FB0000000).
              .id(UUID())
          }
        }
        """),
      Example(
        """
        import XCTest
        final class CardTests: XCTestCase {
          func testBuilds() {
            let view = CardView(card: .sample).id(UUID())
            XCTAssertNotNil(view)
          }
        }
        """),
      Example(
        """
        struct LoadingRow: View {
          var body: some View {
            ProgressView()
              .progressViewStyle(.circular)
              .id(UUID())
          }
        }
        """),
    ],
    triggeringExamples: [
      Example("MapRepresentable(region: region).id(↓UUID())"),
      Example("WebView(url: url)\n  .id(↓Date())"),
      Example("Chart(data).id(↓Date.now)"),
      Example("Chart(values).id(↓Int.random(in: 0..<1_000))"),
      Example("ScrollView { Feed(items: items) }.id(↓UUID().uuidString)"),
      Example(
        """
        struct Gallery: View {
          var body: some View {
            PhotoGrid(photos: photos)
              // swiftlint:disable:next no_magic_numbers
              .id(↓UUID())
          }
        }
        """),
      Example("PlayerView(player: player).id(↓.random(in: 0...9))"),
    ]
  )

  /// Framework views that keep no state of their own: a new identity costs them nothing but a
  /// restarted animation (`ProgressView().id(UUID())` is the known workaround for a spinner that
  /// does not animate again in a reused row).
  private static let statelessLeaves: Set<String> = [
    "ProgressView", "Text", "Image", "Label", "Color", "Rectangle", "RoundedRectangle", "Circle", "Capsule",
    "Ellipse", "Spacer", "Divider", "EmptyView",
  ]

  public func check(_ file: ParsedFile, _ context: inout RuleContext) {
    for call in file.syntax.calls where call.dot >= 0 && file.tokenIs(call.name, "id") {
      let arguments = file.arguments(of: call)
      guard arguments.count == 1, let argument = arguments.first, argument.label < 0,
        producesNewValue(argument.value, in: file)
      else { continue }
      if let receiver = file.receiver(of: call),
        ForceRefreshIdentityRule.statelessLeaves.contains(file.text(receiver.start))
      {
        continue
      }
      // A comment right in front of `.id(…)` says the refresh on every render is wanted (the
      // measured cases were workarounds for SwiftUI bugs, each explained there).
      if !file.leadingComments(of: TokenID(call.dot)).isEmpty { continue }
      // A view built in a test is inspected, never rendered: no identity churns (asked last:
      // it reads the file's imports).
      if context.model.isTestFile { return }
      context.report(file, at: argument.value.start, .changingIdentity)
    }
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
    let randomName: Int32
    if file.isKind(first, .period) {
      randomName = first + 1
    } else if file.isKind(first, .identifier) && file.isKind(first + 1, .period) {
      randomName = first + 2
    } else {
      return false
    }
    return file.tokenIs(randomName, "random") && file.isKind(randomName + 1, .leftParen) && randomName < value.end
  }
}

extension FindingMessage {
  fileprivate static let changingIdentity = FindingMessage(
    "This identity changes on every render, so SwiftUI rebuilds the view and resets its state each time; "
      + "use a stored token that changes only when a refresh is wanted")
}
