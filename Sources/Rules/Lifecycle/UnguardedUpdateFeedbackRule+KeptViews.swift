import BridgeLint

/// The represented view kept in a stored property.
extension UnguardedUpdateFeedbackRule {
  /// The stored properties of the representable that `make…` returns as its view
  /// (`func makeUIView(context: Context) -> WKWebView { webView }`): `update…` may reach the view
  /// through them instead of its parameter.
  func returnedProperties(of representable: Representable, _ model: BridgeModel) -> Set<String> {
    guard let make = representable.make else { return [] }
    let file = model.file
    let statements = file.code.statements(of: make)
    var names: Set<String> = []
    for statement in statements {
      var span = file.code.span(of: statement).range
      if file.code.statement(statement, startsWith: .return) {
        span.start += 1
      } else if statements.count > 1 {
        continue  // an implicit return is the whole body
      }
      if file.word(span.start) == .selfWord && file.isKind(span.start + 1, .period) { span.start += 2 }
      guard span.end - span.start == 1, file.kind(span.start) == .identifier,
        file.code.binding(at: TokenID(span.start)) == nil
      else { continue }
      let name = file.text(span.start)
      if representable.properties.contains(where: { file.text(file[variable: $0].name) == name }) { names.insert(name) }
    }
    return names
  }

  /// The kept views that are web views by their declaration (`private let webView = WKWebView()`,
  /// `let web: WKWebView`), whatever `update…` calls its parameter (`UIViewType` of a `make…`
  /// returning `some UIView`).
  func keptWebViews(_ kept: Set<String>, of representable: Representable, _ model: BridgeModel) -> Set<String> {
    guard !kept.isEmpty else { return [] }
    let file = model.file
    var names: Set<String> = []
    for property in representable.properties {
      let variable = file[variable: property]
      let name = file.text(variable.name)
      guard kept.contains(name) else { continue }
      if file.declaredType(of: variable)?.hasSuffix("WebView") == true { names.insert(name) }
    }
    return names
  }

  /// Is `receiver` (`webView`, `self.webView`) one of the `kept` stored views, not a local of that name?
  func isKeptView(_ receiver: TokenRange, _ kept: Set<String>, _ file: ParsedFile) -> Bool {
    guard !kept.isEmpty, let first = receiver.first else { return false }
    var text = file.normalizedExpression(receiver)
    if text.hasPrefix("self.") { text.removeFirst(5) }
    return kept.contains(text) && (file.word(first) == .selfWord || file.code.binding(at: first) == nil)
  }
}
