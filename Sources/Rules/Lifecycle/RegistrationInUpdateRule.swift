import BridgeLint

/// Gestures, subviews, constraints, observers, script handlers and presentations registered in
/// `update…`, where they pile up (or crash) because update runs on every state change.
public struct RegistrationInUpdateRule: Rule {
  public init() {}

  public static func relevance(in index: ProjectIndex) -> Relevance {
    .anyOf(names: Representable.updateMethodNames)
      .and(.anyOf(names: Array(registrations.keys) + ["isActive"], members: Array(registrations.keys) + ["isActive"]))
  }

  private enum Registration {
    /// Adds the object passed in; re-adding the same object is harmless, so only a new one counts.
    case freshArgument
    /// Adds a registration every time it is called.
    case always
    /// `present`/`pushViewController`: shows the same controller again.
    case presentation
    /// WebKit's script message handler: a second add for a name raises an exception.
    case scriptHandler
    /// A map annotation or overlay: a new one each update stacks another pin or shape on the map.
    case mapItem
  }

  private static let registrations: [String: Registration] = [
    "addGestureRecognizer": .freshArgument, "addInteraction": .freshArgument, "addSubview": .freshArgument,
    "insertSubview": .freshArgument, "addArrangedSubview": .freshArgument, "insertArrangedSubview": .freshArgument,
    "addSublayer": .freshArgument, "insertSublayer": .freshArgument, "addAction": .freshArgument,
    "activate": .freshArgument, "addObserver": .always, "addUserScript": .always,
    "addScriptMessageHandler": .scriptHandler, "add": .scriptHandler, "present": .presentation,
    "pushViewController": .presentation, "addAnnotation": .mapItem, "addOverlay": .mapItem,
  ]

  public static let description = RuleDescription(
    identifier: "registration_in_update",
    name: "Registration in Update",
    summary:
      "A representable's `update…` adds gestures, subviews, constraints, observers or script handlers (or presents) on every update",
    rationale: """
      SwiftUI calls `updateUIView`/`updateUIViewController` (`updateNSView`/`updateNSViewController` \
      on macOS) on every change of the state the \
      representable reads. A registration there is repeated each time: a new gesture recognizer, \
      interaction, subview, sublayer, `UIAction` or constraint is stacked on top of the previous \
      ones (a tap fires N handlers, constraints pile up and conflict), a `NotificationCenter` or \
      KVO observer is added again (N callbacks per notification), and WebKit raises an \
      `NSInvalidArgumentException` ("Attempt to add script message handler with name … when one \
      already exists") the second time `userContentController.add(_:name:)` runs for a name, \
      reported as an error. `present`/`pushViewController` of the same controller on every update \
      shows it again or crashes. A map annotation or overlay built and added in the update \
      (`addAnnotation(_:)`, `addOverlay(_:)`) stacks another pin or shape on the map each time.

      Register once in `make…` (or on the coordinator) and keep `update…` for pushing state:

      ```swift
      func makeUIView(context: Context) -> UIView {
        let view = UIView()
        view.addGestureRecognizer(UITapGestureRecognizer(target: context.coordinator, action: #selector(Coordinator.tap)))
        return view
      }
      ```

      Measured on unseen apps: constraints built and activated on every update \
      (`NSLayoutConstraint.activate([… .constraint(…)])`, `.isActive = true`) are reported at \
      `info`, since equal constraints pile up without conflicting and the cases found were \
      preview helpers, and not at all when they join only views built in the same update (they go away \
      with them); `addObserver` is reported only in its block-based form \
      (`addObserver(forName:object:queue:using:)`, a new registration every call), not when an \
      existing observer object is added again.

      What is not reported: a registration under a condition (`if uiView.subviews.isEmpty`, \
      `if !context.coordinator.didSetup`, `presentedViewController == nil`, a changed-value check) \
      and remove-then-add of the same kind earlier in the update (`removeFromSuperview`, \
      `removeGestureRecognizer`, `NSLayoutConstraint.deactivate`, `removeObserver`, \
      `removeScriptMessageHandler(forName:)`, `removeAllUserScripts`): both run once per change. \
      Adding an object that already exists (a stored subview, the same recognizer) is idempotent \
      in UIKit and not reported; only objects built in the update are. `addTarget(_:action:for:)` \
      is not reported at all: Apple documents repeated calls with the same target and action as \
      safe. Registrations on an object the update itself creates, and in closures that run on a \
      later event, are not the update's repetition.
      """,
    kind: .lifecycle,
    defaultSeverity: .warning,
    errorShape: "a WebKit script message handler added again on every update (it raises an exception)",
    nonTriggeringExamples: RegistrationInUpdateExamples.nonTriggering,
    triggeringExamples: RegistrationInUpdateExamples.triggering
  )

  public func check(_ file: ParsedFile, _ context: inout RuleContext) {
    let model = context.model
    for method in model.lifecycleMethods where method.role == .update {
      let removals = file.calls(in: method.body).filter { isRemoval($0, file) }.map(\.leftParenToken)
      for call in file.calls(in: method.body) where call.nameToken != nil && call.leftParenToken != nil {
        guard let kind = Self.registrations[file.text(call.name)], matches(kind, call, method, model),
          isRepeated(at: TokenID(call.name), after: TokenID(call.calleeStart), removals, method, model)
        else { continue }
        if let receiver = file.receiver(of: call), case .createdLocal = model.root(of: receiver, in: method) {
          continue
        }
        let name = file.text(call.name)
        switch kind {
        case .scriptHandler:
          context.report(
            file, at: TokenID(call.name), .scriptHandler(method.representable.flavor.makeMethod),
            escalatedSeverity: .error)
        case .presentation: context.report(file, at: TokenID(call.name), .presentation(name))
        case .mapItem: context.report(file, at: TokenID(call.name), .mapItem(name))
        case .freshArgument where name == "activate":
          // Equal constraints pile up but do not conflict: on unseen apps these were preview
          // helpers with fixed constants (judged debatable), so they are `info`.
          context.report(
            file, at: TokenID(call.name), .repeated(name, method.representable.flavor.makeMethod),
            subcheckSeverity: .info)
        case .freshArgument, .always:
          context.report(file, at: TokenID(call.name), .repeated(name, method.representable.flavor.makeMethod))
        }
      }
      // `anchor.constraint(…).isActive = true`
      for assignment in file.assignments(in: method.body)
      where file.tokenIs(assignment.lhs.end - 1, "isActive") && file.isSingleToken(assignment.rhs, "true") {
        let constraint = file.calls(in: assignment.lhs).last { file.tokenIs($0.name, "constraint") }
        guard let constraint, !model.joinsFreshViews(constraint, in: method),
          isRepeated(at: TokenID(assignment.equal), after: TokenID(assignment.lhs.start), removals, method, model)
        else { continue }
        context.report(
          file, at: TokenID(assignment.lhs.end - 1),
          .repeated("isActive = true", method.representable.flavor.makeMethod), subcheckSeverity: .info)
      }
    }
  }

  /// Does the call register something new each time?
  private func matches(_ kind: Registration, _ call: Call, _ method: LifecycleMethod, _ model: BridgeModel) -> Bool {
    let file = model.file
    let name = file.text(call.name)
    let arguments = file.arguments(of: call)
    switch kind {
    case .mapItem:
      // Only an annotation built in this update is new each time; re-adding a kept one is a no-op.
      guard call.hasReceiver, arguments.count == 1, let first = arguments.first, first.labelToken == nil else {
        return false
      }
      return model.isFreshObject(first.value, in: method)
    case .freshArgument:
      guard let first = arguments.first, first.labelToken == nil || name == "activate" else { return false }
      if name == "activate" {
        // `NSLayoutConstraint.activate([… .constraint(…) …])`: constraints built here.
        guard let receiver = file.receiver(of: call), file.compactText(receiver) == "NSLayoutConstraint" else {
          return false
        }
        let constraints = file.calls(in: first.value).filter { file.tokenIs($0.name, "constraint") }
        return !constraints.isEmpty && !constraints.allSatisfy { model.joinsFreshViews($0, in: method) }
      }
      if name == "addAction" {
        // A `UIAction` with an identifier replaces the control's action of that identifier.
        guard let action = file.calls(in: first.value).first(where: { $0.calleeStart == first.value.start }),
          file.tokenIs(action.name, "UIAction")
        else { return false }
        return file.argument(of: action, labeled: "identifier") == nil
      }
      return model.isFreshObject(first.value, in: method)
    case .always:
      guard call.hasReceiver else { return false }
      // Block-based observers are new registrations every time; re-adding an existing observer
      // object (`addObserver(view)`, selector or KVO forms) was judged unproven on unseen apps.
      if name == "addObserver" { return file.argument(of: call, labeled: "forName") != nil }
      return arguments.count == 1
    case .scriptHandler:
      // `userContentController.add(handler, name:)` and `addScriptMessageHandler(_:contentWorld:name:)`.
      return call.hasReceiver && file.argument(of: call, labeled: "name") != nil
        && (name != "add" || arguments.count == 2)
    case .presentation:
      return call.hasReceiver && !arguments.isEmpty
    }
  }

  /// Runs on every update: in the pass (or right after it), under no condition, and with no
  /// removal earlier in the update.
  private func isRepeated(
    at token: TokenID, after start: TokenID, _ removals: [TokenID?], _ method: LifecycleMethod, _ model: BridgeModel
  ) -> Bool {
    guard model.timing(of: token, in: method) != .later, model.changeGuards(at: token).isEmpty else { return false }
    // A removal with trailing closures only (no `(`) counts as earlier wherever it is.
    return !removals.contains { removal in removal.map { $0 < start } ?? true }
  }

  private func isRemoval(_ call: Call, _ file: ParsedFile) -> Bool {
    guard call.nameToken != nil else { return false }
    let name = file.text(call.name)
    return name.hasPrefix("remove") || name == "deactivate" || name == "dismiss" || name == "popViewController"
      || name == "setViewControllers"
  }
}

extension FindingMessage {
  fileprivate static func repeated(_ call: String, _ make: String) -> FindingMessage {
    FindingMessage(
      "`\(call)` runs on every SwiftUI update and adds another registration each time; do it once in `\(make)`")
  }

  fileprivate static func scriptHandler(_ make: String) -> FindingMessage {
    FindingMessage(
      "Adding a script message handler on every SwiftUI update raises an exception the second time; add it once in `\(make)`"
    )
  }

  fileprivate static func mapItem(_ call: String) -> FindingMessage {
    FindingMessage(
      "`\(call)` runs on every SwiftUI update and adds a new item each time, so they pile up on the map; remove the previous ones first or add only when the data changes"
    )
  }

  fileprivate static func presentation(_ call: String) -> FindingMessage {
    FindingMessage(
      "`\(call)` runs on every SwiftUI update; present only when the state changes (`presentedViewController == nil`) or use SwiftUI's presentation"
    )
  }
}
