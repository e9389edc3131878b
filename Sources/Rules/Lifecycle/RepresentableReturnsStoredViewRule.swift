import BridgeLint

/// `make…` hands SwiftUI a view the representable stores instead of creating one.
public struct RepresentableReturnsStoredViewRule: Rule {
  public init() {}

  public static func relevance(in index: ProjectIndex) -> Relevance {
    .anyOf(names: Representable.makeMethodNames)
  }

  public static let description = RuleDescription(
    identifier: "representable_returns_stored_view",
    name: "Representable Returns Stored View",
    summary: "`make…` returns a view or view controller stored on the representable instead of creating it",
    rationale: """
      SwiftUI calls `makeUIView(context:)` (and the other `make…` methods) once for each place \
      the representable appears, and expects a new object each time. A representable is a value \
      that SwiftUI re-creates on every render of its parent: a view stored on it \
      (`let map = MKMapView()`) is allocated on every one of those inits and thrown away, and a \
      view injected from outside can be handed to two hierarchies at once (the same representable \
      value in two places, or a view the caller still holds), which UIKit resolves by moving it.

      Create the view in `make…` and keep what must outlive it in the coordinator or a model:

      ```swift
      func makeUIView(context: Context) -> MKMapView {
        let map = MKMapView()
        map.delegate = context.coordinator
        return map
      }
      ```

      Only a stored instance property of the representable that constructs its view \
      (`let map = MKMapView()`) and is returned by name (`return map`, `self.map`, or a \
      single-expression body) is reported; locals, coordinator members \
      (`context.coordinator.view`) and computed properties are not. The catalog also counted \
      injected views (`let view: UIView`); on real code those are the deliberate wrappers of \
      previews and generic hosting helpers, so they are left out. Opt-in, `info`.
      """,
    kind: .lifecycle,
    defaultSeverity: .info,
    isOptIn: true,
    nonTriggeringExamples: RepresentableReturnsStoredViewExamples.nonTriggering,
    triggeringExamples: RepresentableReturnsStoredViewExamples.triggering
  )

  public func check(_ file: ParsedFile, _ context: inout RuleContext) {
    let model = context.model
    let code = file.code
    for representable in model.representables {
      guard let make = representable.make else { continue }
      let body = file.body(of: file[function: make])
      guard !body.isEmpty else { continue }
      // Only a property that builds its own view (`let map = MKMapView()`): an injected view
      // (`let view: UIView`) is the deliberate wrapper of previews and generic hosts.
      let stored = Set(
        representable.properties.filter { constructs(file[variable: $0].initializer, file) }.map {
          file.text(file[variable: $0].name)
        })
      guard !stored.isEmpty else { continue }
      for token in returnedNames(in: make, file) where stored.contains(file.text(token)) {
        // A local or parameter of the same name shadows the property.
        guard file.token(before: token).map({ file.word($0) }) == .selfWord || code.binding(at: token) == nil else {
          continue
        }
        // The make method's own name: `#if` branches may declare both `makeUIView` and `makeNSView`.
        let makeName = file.text(file[function: make].name) + "(context:)"
        context.report(file, at: token, .returnsStored(file.text(token), makeName))
      }
    }
  }

  /// Name tokens `make…` returns: `return x`, `return self.x`, or a body that is only `x`/`self.x`.
  private func returnedNames(in make: FunctionID, _ file: ParsedFile) -> [TokenID] {
    var names: [TokenID] = []
    func name(at start: TokenID, end: TokenID) -> TokenID? {
      var token = start
      if file.word(token) == .selfWord, let member = file.member(after: token) { token = member }
      guard file.kind(token) == .identifier else { return nil }
      // The last token of the file ends its statement.
      guard let next = file.token(after: token) else { return token }
      return next == end || isStatementEnd(next, file) ? token : nil
    }
    let statements = file.code.statements(of: make)
    for statement in statements {
      let span = file.code.span(of: statement)
      let start = span.start
      if file.word(start) == .return, let first = file.token(after: start), let found = name(at: first, end: span.end) {
        names.append(found)
      } else if statements.count == 1, let found = name(at: start, end: span.end) {
        names.append(found)
      }
    }
    return names
  }

  /// `T(…)`, `T.init(…)` or `.init(…)` with an uppercase type name.
  private func constructs(_ value: TokenRange, _ file: ParsedFile) -> Bool {
    guard !value.isEmpty, let call = file.calls(in: value).first, call.calleeStart == value.start,
      call.rightParen + 1 >= value.end || file.isKind(call.rightParen + 1, .leftBrace)
    else { return false }
    guard let first = file.text(call.calleeStart).utf8.first else { return false }
    return (first >= 65 && first <= 90) || file.isKind(call.calleeStart, .period)
  }

  private func isStatementEnd(_ token: TokenID, _ file: ParsedFile) -> Bool {
    !file.contains(token) || file.isKind(token, .rightBrace) || file.isKind(token, .semicolon)
  }
}

extension FindingMessage {
  fileprivate static func returnsStored(_ name: String, _ make: String) -> FindingMessage {
    FindingMessage(
      "`\(make)` returns the stored `\(name)`, which is built with every copy of the representable and may be "
        + "shared between hierarchies; create the view in `\(make)`")
  }
}
