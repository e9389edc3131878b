import BridgeLint

/// A representable or its coordinator registers something long-lived and never tears it down.
public struct MissingTeardownRule: Rule {
  public init() {}

  public static func relevance(in index: ProjectIndex) -> Relevance {
    .anyOf(
      names: ["Timer", "CADisplayLink"],
      members: ["scheduledTimer", "addObserver", "add", "addScriptMessageHandler", "startRunning"]
    )
    .and(
      .anyOf(
        names: Representable.makeMethodNames + Representable.updateMethodNames + Representable.dismantleMethodNames
          + ["makeCoordinator", "sizeThatFits"] + index.coordinatorSimpleNames))
  }

  public static let description = RuleDescription(
    identifier: "missing_teardown",
    name: "Missing Teardown",
    summary: "A representable or its coordinator registers a timer, display link, observer or script handler "
      + "and never tears it down",
    rationale: """
      Some registrations outlive the view that makes them. A repeating `Timer` and a \
      `CADisplayLink` are kept by the run loop and keep their target; \
      `NotificationCenter.addObserver(forName:object:queue:using:)` returns a token that fires its \
      block until it is removed; KVO `addObserver(_:forKeyPath:…)` must be balanced by \
      `removeObserver`; `WKUserContentController.add(_:name:)` retains its handler strongly \
      (reported when the handler is `self` or the coordinator and it keeps the web view strongly, \
      itself or through `parent`, the representable whose stored property is the web view: that \
      is the cycle; a handler that holds only values and callbacks goes with the web view, and \
      a weak-forwarding wrapper is the usual cure); a running `AVCaptureSession` holds the camera. When SwiftUI removes \
      the representable, nothing stops them: callbacks fire into a dead coordinator, the \
      coordinator and its `parent` leak, and the next `make…` adds a second registration.

      Tear each one down in `dismantleUIView(_:coordinator:)` (`dismantleNSView(_:coordinator:)` \
      on macOS; each message names the one of the representable's own kind), or in the coordinator's \
      `deinit` when nothing retains the coordinator:

      ```swift
      static func dismantleUIView(_ view: WKWebView, coordinator: Coordinator) {
        view.configuration.userContentController.removeScriptMessageHandler(forName: "bridge")
        coordinator.timer?.invalidate()
      }
      ```

      Registrations in the representable's methods and its coordinator's count; a teardown \
      anywhere in them counts (a timer that invalidates itself in its own callback is fine), \
      except a `removeScriptMessageHandler(forName:)` that runs just before the `add` in the same \
      function (it clears an old handler, not the new one), and a teardown in the coordinator's `deinit` does not count for a timer or \
      display link whose target is the coordinator, or for a script handler when the coordinator \
      keeps a strong reference to a web view: that `deinit` never runs. `removeObserver(self)` \
      does not remove block-based observers (as the catalog's real-code notes say), so it is no \
      teardown for them. Combine subscriptions and `observe(_:)` tokens stored on the \
      coordinator die with it and are not checked; a capture session counts only when this code \
      creates it (`AVCaptureSession()`), since a session passed in belongs to its owner. A \
      teardown one call away counts too: a function of the same file that these methods call \
      (such as an extension method on `WKWebView` that runs `removeAllScriptMessageHandlers()`). A \
      coordinator class declared apart from its representable (in another file) is checked on its \
      own for a repeating timer it starts in `init`: reported when nothing in the class invalidates \
      it and the timer is dropped or kept in a `private` property (a `dismantle…` elsewhere cannot \
      reach it).
      """,
    kind: .memory,
    defaultSeverity: .warning,
    nonTriggeringExamples: MissingTeardownExamples.nonTriggering,
    triggeringExamples: MissingTeardownExamples.triggering
  )

  public func check(_ file: ParsedFile, _ context: inout RuleContext) {
    let model = context.model
    for representable in model.representables {
      let functions = model.bridgeFunctions(of: representable)
      let registrations = model.registrations(in: functions)
      guard !registrations.isEmpty else { continue }
      let coordinator = model.coordinator(of: representable)
      // A teardown may sit one call away, in a helper of this file (`uiView.clear()` on an
      // extension); not from the coordinator's `deinit`, whose exception below is about itself.
      let callers = functions.filter { $0 != coordinator?.deinitializer }
      let teardowns = model.teardowns(in: functions + model.calledFunctions(from: callers))
      let strongWebView = coordinator.map { holdsWebViewStrongly($0, representable, file) } ?? false
      var reported: Set<Registration.Kind> = []
      // The content controller keeps its handler, but the web view keeps the content controller:
      // without a way back to the web view they all go together, and no message can arrive.
      for registration in registrations
      where !reported.contains(registration.kind)
        && (registration.kind != .scriptMessageHandler || strongWebView)
      {
        let undone = teardowns.contains { teardown in
          guard teardown.kind == registration.kind else { return false }
          // `removeScriptMessageHandler(forName:)` just before the `add` in the same function
          // clears a stale handler for the new one: nothing removes the new one. (A token
          // observer replaced this way is left alone: its old token is what is removed.)
          if registration.kind == .scriptMessageHandler && teardown.function == registration.function
            && file[call: teardown.call].name < file[call: registration.call].name
          {
            return false
          }
          guard teardown.function == coordinator?.deinitializer else { return true }
          // The deinit of an object the registration keeps alive never runs.
          return registration.kind == .scriptMessageHandler ? !strongWebView : !registration.retainsTarget
        }
        guard !undone else { continue }
        reported.insert(registration.kind)
        let call = file[call: registration.call]
        context.report(file, at: TokenID(call.name), message(registration.kind, representable))
      }
    }
    checkSeparateCoordinators(model, &context)
  }

  /// A coordinator stored property of `WKWebView` type that is not `weak`, or a strong `parent`
  /// (the representable) whose own stored property is the web view (`parent.webView`).
  private func holdsWebViewStrongly(
    _ coordinator: Coordinator, _ representable: Representable, _ file: ParsedFile
  ) -> Bool {
    let simpleName = representable.name.split(separator: ".").last.map(String.init) ?? representable.name
    // Asked once per representable, not once per `parent`-typed property.
    let representableKeepsWebView = representable.properties.contains { stored in
      let storedVariable = file[variable: stored]
      return isStrong(storedVariable) && !storedVariable.isComputed && isWebView(storedVariable, file)
    }
    return coordinator.properties.contains { property in
      let variable = file[variable: property]
      guard isStrong(variable) else { return false }
      if isWebView(variable, file) { return true }
      return representableKeepsWebView && file.typeName(in: variable.type) == simpleName
    }
  }

  private func isStrong(_ variable: VariableDecl) -> Bool {
    !variable.modifiers.contains(.weak) && !variable.modifiers.contains(.unowned)
  }

  private func isWebView(_ variable: VariableDecl, _ file: ParsedFile) -> Bool {
    file.typeName(in: variable.type) == "WKWebView" || file.tokenIs(variable.initializer.start, "WKWebView")
  }

  private func message(_ kind: Registration.Kind, _ representable: Representable) -> FindingMessage {
    let dismantle = representable.flavor.dismantleMethod
    switch kind {
    case .repeatingTimer:
      return FindingMessage(
        "This repeating timer is never invalidated, so it keeps firing (and keeps its target) after the view is "
          + "gone; call `invalidate()` in `static func \(dismantle)`")
    case .displayLink:
      return FindingMessage(
        "This display link is never invalidated, so the run loop keeps it and its target alive after the view is "
          + "gone; call `invalidate()` in `static func \(dismantle)`")
    case .blockObserver:
      return FindingMessage(
        "The token of this block-based observer is never removed, so the block keeps firing after the view is "
          + "gone; store the token and pass it to `removeObserver(_:)` in `static func \(dismantle)`")
    case .keyValueObserver:
      return FindingMessage(
        "This key-value observer is never removed; call `removeObserver(_:forKeyPath:)` in "
          + "`static func \(dismantle)`, or use `observe(_:options:changeHandler:)` and keep its token")
    case .scriptMessageHandler:
      return FindingMessage(
        "The user content controller keeps this script message handler, which keeps the web view: a cycle "
          + "that outlives the view; call `removeScriptMessageHandler(forName:)` in `static func \(dismantle)`")
    case .captureSession:
      return FindingMessage(
        "This capture session is started and never stopped, so the camera stays on after the view is gone; "
          + "call `stopRunning()` in `static func \(dismantle)`")
    }
  }
}
