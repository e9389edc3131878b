import BridgeLint

/// `Binding(get:set:)` whose setter ignores the new value and flips state instead.
public struct BindingSetterIgnoresValueRule: Rule {
  public init() {}

  public static func relevance(in index: ProjectIndex) -> Relevance {
    .anyOf(names: ["Binding", "get"])
  }

  public static let description = RuleDescription(
    identifier: "binding_setter_ignores_value",
    name: "Binding Setter Ignores Value",
    summary: "A `Binding(get:set:)` setter ignores its new value and toggles or inserts-or-removes instead",
    rationale: """
      SwiftUI may call a binding's setter more than once for one user action, with the value it \
      already has, or to write back a value a control computed (a `Toggle` reset, a list \
      selection restored, an alert's `isPresented` set to `false` on dismissal). A setter that \
      ignores the value it is given and flips state — `set: { _ in model.toggle(item) }`, \
      `isOn.toggle()`, `if set.contains(x) { set.remove(x) } else { set.insert(x) }` — then \
      inverts the user's choice or leaves the control and the model disagreeing. Setters must be \
      idempotent: use the value (`set: { isOn in model.setSelected(item, isOn) }`).

      Setters that ignore the value but are idempotent are fine and not reported: radio-style \
      `set: { _ in selection = option }`, dismiss-only `set: { _ in dismiss() }`, confirmation \
      alerts that reset a flag, and no-op read-only bindings `set: { _ in }`.
      """,
    kind: .state,
    defaultSeverity: .warning,
    isOptIn: true,
    nonTriggeringExamples: BindingSetterIgnoresValueExamples.nonTriggering,
    triggeringExamples: BindingSetterIgnoresValueExamples.triggering
  )

  public func check(_ file: ParsedFile, _ context: inout RuleContext) {
    for call in file.allCalls where call.nameToken != nil && isBindingInitializer(call, file) {
      guard let setter = setterClosure(of: call, file), ignoresValue(setter, file) else { continue }
      if let flip = flippingStatement(in: setter, file) {
        context.report(file, at: flip, .ignoresValue)
      }
    }
  }

  /// `Binding(…)`, `Binding<T>(…)`, `.init(…)` with a `get:` closure argument or a trailing getter.
  private func isBindingInitializer(_ call: Call, _ file: ParsedFile) -> Bool {
    if file.tokenIs(call.name, "Binding") { return !call.hasReceiver }
    return file.tokenIs(call.name, "init") && call.dotToken != nil && !call.hasReceiver
      && file.argument(of: call, labeled: "get") != nil
  }

  /// The `set:` argument's closure, or the trailing closure labeled `set:`.
  private func setterClosure(of call: Call, _ file: ParsedFile) -> Closure? {
    if let value = file.argument(of: call, labeled: "set") {
      guard file.isKind(value.start, .leftBrace), let closure = file.closure(openingAt: value.start),
        closure.close + 1 == value.end
      else { return nil }
      return closure
    }
    for brace in call.trailingClosures where file.tokenIs(brace - 2, "set") && file.isKind(brace - 1, .colon) {
      return file.closure(openingAt: brace)
    }
    return nil
  }

  /// `{ _ in … }`, or no parameter list and no `$0`.
  private func ignoresValue(_ closure: Closure, _ file: ParsedFile) -> Bool {
    if closure.inToken != nil {
      guard let first = closure.parameterNames.first else { return false }
      return file.word(first) == .wildcard
    }
    var token = closure.open + 1
    while token < closure.close {
      if file.tokenIs(token, "$0") { return false }
      token += 1
    }
    return true
  }

  /// The first call that flips state: `x.toggle()`, `toggleSomething(…)`, a `remove…` paired with
  /// an `insert`/`append` (insert-or-remove), or `x = !x`.
  private func flippingStatement(in closure: Closure, _ file: ParsedFile) -> TokenID? {
    let body = closure.body
    var removal: TokenID?
    var inserts = false
    for call in file.calls(in: body) {
      guard let callee = call.nameToken else { continue }
      let name = file.text(callee)
      if name == "toggle" || (name.hasPrefix("toggle") && name.dropFirst(6).first?.isUppercase == true) {
        return callee
      }
      if name.hasPrefix("remove") && name != "removeAll" { removal = removal ?? callee }
      if name == "insert" || name == "append" { inserts = true }
    }
    if let removal, inserts { return removal }
    for assignment in file.assignments(in: body) where file.tokenIs(assignment.rhs.start, "!") {
      let negated = TokenRange(assignment.rhs.start + 1, assignment.rhs.end)
      if file.normalizedExpression(negated) == file.normalizedExpression(assignment.lhs) {
        return TokenID(assignment.lhs.start)
      }
    }
    return nil
  }
}

extension FindingMessage {
  fileprivate static let ignoresValue = FindingMessage(
    "This binding's setter ignores the value it is given and flips state, so a repeated or restoring write "
      + "inverts it; set the state from the new value instead")
}
