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
      Example("Text(title).id(↓Int.random(in: 0..<1_000))"),
      Example("Text(title).id(↓UUID().uuidString)"),
      Example("PlayerView(player: player).id(↓.random(in: 0...9))"),
    ]
  )

  public func check(_ file: ParsedFile, _ context: inout RuleContext) {
    for call in file.syntax.calls where call.dot >= 0 && file.tokenIs(call.name, "id") {
      let arguments = file.arguments(of: call)
      guard arguments.count == 1, let argument = arguments.first, argument.label < 0 else { continue }
      // `ProgressView().id(UUID())` is the common workaround for a spinner that does not animate
      // again in a reused row: a stateless view, so nothing is lost (docs/precision.md).
      if file.receiver(of: call).map({ file.tokenIs($0.start, "ProgressView") }) ?? false { continue }
      if producesNewValue(argument.value, in: file) {
        context.report(file, at: argument.value.start, .changingIdentity)
      }
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
