import BridgeLint

/// A call site hands an existing object to a view's `@StateObject` (or an `@Observable` object to
/// its `@State`): the view becomes a second owner and ignores the caller's later objects.
public struct StateObjectInjectedAtCallSiteRule: Rule {
  public init() {}
  public static var usesViewGraph: Bool { true }

  public static func relevance(in index: ProjectIndex) -> Relevance {
    .anyOf(names: index.viewNamesWithInjectableState())
  }

  public static let description = RuleDescription(
    identifier: "state_object_injected_at_call_site",
    name: "State Object Injected at Call Site",
    summary:
      "A call site passes an existing object into a view's `@StateObject` (or an `@Observable` object into its `@State`)",
    rationale: """
      `@StateObject` and `@State` keep the first value SwiftUI sees for the lifetime of the \
      view's identity. A caller that passes an object it already owns — `ProfileView(model: \
      model)` where `ProfileView` declares `@StateObject var model: ProfileModel` without a \
      default, or an initializer that stores the parameter with `_model = StateObject(wrappedValue: \
      model)` — makes the view a second owner: when the caller later replaces its object (a new \
      account, a reloaded screen, a UIKit controller's `rootView =` update), the view keeps \
      showing the old one. Declare the property `@ObservedObject` (or `@Bindable`/`let` for an \
      `@Observable` model) when the caller owns the object; keep `@StateObject` only when the \
      view creates it.

      This is the cross-file half of `duplicate_state_copy`'s injection shape: the finding is at \
      the call site, in any file, and names the view's file. Passing a new object \
      (`ProfileView(model: ProfileModel())`, or a local that a constructor or a factory call \
      returned just before the call) is ownership, not injection, and is not reported; nor is an \
      `@autoclosure` parameter, a value-type `@State` seed (callers mostly pass constants), or an \
      argument the rule cannot read as an existing object (a function call, a closure), nor a \
      call inside `#Preview { … }` or a `PreviewProvider` type, which hands its fixture over on \
      purpose and is never run by the app.

      **Superseded by `duplicate_state_copy`**, which is on by default and reports these call \
      sites (and value seeds, lost edits and the declarations behind them) as part of one \
      concern. This identifier stays so configurations, suppression comments and baselines that \
      name it keep working; it is opt-in, at `info`, and enabling it beside \
      `duplicate_state_copy` reports the same object call sites twice.
      """,
    kind: .state,
    defaultSeverity: .info,
    isOptIn: true,
    nonTriggeringExamples: StateObjectInjectedExamples.nonTriggering,
    triggeringExamples: StateObjectInjectedExamples.triggering
  )

  public func check(_ file: ParsedFile, _ context: inout RuleContext) {
    for call in file.allCalls where !call.hasReceiver {
      guard let name = call.nameToken, file.isUpperIdentifier(name) else { continue }
      // The index is asked only about calls that hand in an existing object: pass 1's findings
      // stand unless a question's answer changes, and most constructions hand in none.
      let handedIn = file.arguments(of: call).compactMap { argument -> (Argument, TokenID, String)? in
        guard let label = argument.labelToken, let object = objectReference(argument.value, in: file) else {
          return nil
        }
        return (argument, label, object)
      }
      guard !handedIn.isEmpty, let facts = context.index.injectableState(of: file.text(name), from: file.path) else {
        continue
      }
      // A preview hands its fixture to the view on purpose; no app runs it.
      if context.model.isInPreview(name) { continue }
      for (argument, labelToken, object) in handedIn {
        let label = file.text(labelToken)
        guard let state = facts.states.first(where: { $0.label == label }), !FreshLocal.holds(argument.value, in: file)
        else { continue }
        if state.wrapper == "State" {
          // A value-type seed is an initial value; an `@Observable` class instance is an object.
          guard let type = state.type, context.index.has(.isObservableClass, type) else { continue }
        }
        context.report(
          file, at: TokenID(argument.value.start), covering: TokenSpan(argument.value),
          .injected(object, view: file.text(name), state: state, viewFile: facts.file))
      }
    }
  }

  /// The argument's text when it names an object: `model`, `self.model`, `store.profile`,
  /// `AppModel.shared`; nil for constructions, calls, literals and closures (see `FreshLocal`).
  private func objectReference(_ range: TokenRange, in file: ParsedFile) -> String? {
    guard !range.isEmpty, range.end - range.start <= 7 else { return nil }
    var token = range.start
    var expectsName = true
    while token < range.end {
      if expectsName {
        guard file.isKind(token, .identifier) || file.word(token) == .selfWord else { return nil }
      } else {
        guard file.isKind(token, .period) else { return nil }
      }
      expectsName.toggle()
      token += 1
    }
    guard !expectsName else { return nil }
    let first = range.start
    if range.end - range.start == 1 {
      // `Model` alone is a type; `$model`-style names are bindings, not objects.
      guard !file.isUpperIdentifier(first), !file.text(first).hasPrefix("$") else { return nil }
    }
    return file.compactText(range)
  }
}

extension FindingMessage {
  fileprivate static func injected(_ object: String, view: String, state: InjectableState, viewFile: String)
    -> FindingMessage
  {
    let replacement = state.wrapper == "StateObject" ? "`@ObservedObject`" : "`@Bindable` or a plain `let`"
    return FindingMessage(
      "`\(object)` is an existing object handed to `@\(state.wrapper) var \(state.property)` of `\(view)` "
        + "(\(viewFile)), which keeps the first one and ignores later ones; declare it \(replacement) there, "
        + "or pass a new object",
      hint: "@StateObject and @State own their value: the caller's object becomes a second copy's seed.")
  }
}
