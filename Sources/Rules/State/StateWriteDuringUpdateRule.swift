import BridgeLint

/// `@State`/`@Binding` written inside `make…`/`update…`/`sizeThatFits`.
public struct StateWriteDuringUpdateRule: Rule {
  public init() {}

  public static func relevance(in index: ProjectIndex) -> Relevance {
    .anyOf(names: Representable.makeMethodNames + Representable.updateMethodNames + ["sizeThatFits"])
  }

  public static let description = RuleDescription(
    identifier: "state_write_during_update",
    name: "State Write During Update",
    summary:
      "A representable writes its `@State`/`@Binding` inside `make…`, `update…` or `sizeThatFits`, during SwiftUI's update pass",
    rationale: """
      `make…`, `update…` and `sizeThatFits` run while SwiftUI is computing the view graph. \
      Writing SwiftUI state there ("Modifying state during view update, this will cause \
      undefined behavior") invalidates the graph in the middle of the pass: the write may be \
      lost or applied late, and when the new value differs from the old one it schedules \
      another update, which writes again: a loop that burns the CPU or makes views flicker.

      Write state from the coordinator, in the UIKit callback that observed the change \
      (`textViewDidChange`, `scrollViewDidScroll`, a target-action), where SwiftUI expects \
      events to come from:

      ```swift
      func textViewDidChange(_ textView: UITextView) {
        parent.text = textView.text
      }
      ```

      Wrapping the write in `DispatchQueue.main.async` or a `Task` moves it after the pass \
      ("a band-aid that hides the warning"). A deferred write in `update…` or `sizeThatFits` \
      is reported at `info`, once per property: a mutation (`count += 1`, `isOn.toggle()`, \
      `items.append(…)`) changes the value every time and so starts a new update from every \
      update; an assignment (`DispatchQueue.main.async { height = measured }`) lands a frame \
      late and starts another update whenever the value differs (and, beside a deferred call on \
      a stored object of the representable that the project declares as a class, \
      `focusManager.setFocused(…)`, that object publishes to the parent whatever the value). \
      A reset under a condition that reads the property (`if let line = pendingLine { …; \
      DispatchQueue.main.async { pendingLine = nil } }`) is a one-shot request kept in state: \
      each request costs a second update, and one made before the hop runs is cleared \
      unhandled; the coordinator can remember the last request it handled instead. A deferred write that `make…` \
      schedules (`DispatchQueue.main.async { window = view.window }`) is reported at `info` too: each view made costs \
      a second update, and a callback (`viewDidMoveToWindow`) hands the value over when it exists. Writes under a \
      change check on the same property are not reported. `makeCoordinator()` runs in the update pass that creates \
      the representable: a write in its body is reported \
      like one in `make…`. A `@Published` property of the representable's `@ObservedObject`, \
      `@StateObject` or `@EnvironmentObject` (a project class that declares it `@Published`) \
      assigned in `make…` or `update…` is the same problem (\"Publishing changes from within view \
      updates is not allowed\"). A method of the representable that `make…` or `update…` calls in \
      the pass (`clamp(view)`, `handle(error)` in a `catch`) runs in the pass too: its first direct \
      write of the state (not in a closure) is reported, one call deep; one that `update…` \
      calls from an async hop (`Task { showPlaces(on: map) }`) writes after every update, and is \
      reported at `info` unless a condition naming the property checks it first; so is a write \
      such a method defers itself (`DispatchQueue.main.async { totalPages = document.pageCount }` \
      in a `loadDocument(into:)` that `make…` calls).

      Writes go through the property (`x = …`, `self.x = …`, `$x.wrappedValue = …`), mutating \
      calls (`x.toggle()`, `x.append(…)`, `x += 1`, `x[i] = …`) or the coordinator's copy \
      (`context.coordinator.parent.x = …`, or its stored `Binding` `context.coordinator.x.wrappedValue`); a member assignment (`x.field = …`) counts only when \
      the project declares `x`'s type as a struct or enum (measured on unseen apps: a `@State` \
      holding a class instance, whose property the update set, is no state write). Names are \
      resolved through scopes: a local or parameter that shadows the property is not state. A method of the coordinator \
      that `update…` calls in the pass and that writes the coordinator's own `@Binding` (`hasOverflow = …`) is \
      reported at the write. Writes in closures UIKit calls later (a \
      `UIAction`, a completion handler) are events, not part of the update.
      """,
    kind: .state,
    defaultSeverity: .warning,
    nonTriggeringExamples: StateWriteDuringUpdateExamples.nonTriggering,
    triggeringExamples: StateWriteDuringUpdateExamples.triggering
  )

  public func check(_ file: ParsedFile, _ context: inout RuleContext) {
    let model = context.model
    for representable in model.representables {
      guard let type = representable.declarations.first, let view = model.swiftUIView(type) else { continue }
      checkPublishedWrites(representable, view, model, &context)
      let state = view.properties.filter { $0.wrapper == .state || $0.wrapper == .binding }
      guard !state.isEmpty else { continue }
      let uses = model.uses(in: view)
      checkMakeCoordinator(representable, state, uses, model, &context)
      checkCoordinatorBindings(representable, model, &context)
      for method in model.lifecycleMethods(of: representable) {
        checkCalledMethods(method, state, uses, model, &context)
        let publisher = method.role == .update ? deferredPublisherCall(in: method, representable, model) : nil
        for property in state {
          let use = uses[property.name] ?? PropertyUses()
          // A deferred assignment is one problem per property: its first write.
          var deferredReported = false
          for token in use.assignments where method.body.contains(token) {
            deferredReported =
              report(
                token, property, method, model, &context, isMutation: false, publisher: publisher,
                deferredReported: deferredReported)
              || deferredReported
          }
          for token in use.mutations where method.body.contains(token) && writesState(token, property, model) {
            report(token, property, method, model, &context, isMutation: true)
          }
        }
        // `context.coordinator.parent.x = …`
        for assignment in file.assignments(in: method.body)
        where model.root(of: assignment.lhs, in: method) == .coordinatorParent {
          let member = assignment.lhs.end - 1
          guard file.isKind(member - 1, .period), file.tokenIs(member - 2, "parent"),
            let property = state.first(where: { file.text(member) == $0.name })
          else { continue }
          report(TokenID(member), property, method, model, &context, isMutation: false)
        }
        // `context.coordinator.offset.wrappedValue = …`: the coordinator's copy of the `@Binding`.
        for assignment in file.assignments(in: method.body) where file.tokenIs(assignment.lhs.end - 1, "wrappedValue") {
          let path = file.normalizedExpression(TokenRange(assignment.lhs.start, assignment.lhs.end - 2))
          guard path.hasPrefix("context.coordinator."),
            let property = state.first(where: {
              $0.wrapper == .binding
                && path == "context.coordinator." + $0.name && coordinatorKeepsBinding($0.name, representable, model)
            })
          else { continue }
          report(TokenID(assignment.lhs.end - 3), property, method, model, &context, isMutation: false)
        }
      }
    }
  }

  /// `makeCoordinator()` runs during the update pass that first creates the representable: a
  /// write in its body (not in a closure it builds for later) is a write during the pass.
  private func checkMakeCoordinator(
    _ representable: Representable, _ state: [WrappedProperty], _ uses: [String: PropertyUses], _ model: BridgeModel,
    _ context: inout RuleContext
  ) {
    guard let function = representable.makeCoordinator else { return }
    let file = model.file
    let declaration = file[function: function]
    let body = file.body(of: declaration)
    guard !body.isEmpty else { return }
    for property in state {
      let use = uses[property.name] ?? PropertyUses()
      for token in (use.assignments + use.mutations).sorted()
      where body.contains(token) && !isInClosure(token, of: NodeID(declaration.node), file) {
        context.report(
          file, at: token, .duringPass(property.name, "@" + property.wrapper.name, "makeCoordinator"))
      }
    }
  }

  /// Is `token` inside a closure within the function whose node is `function`?
  func isInClosure(_ token: TokenID, of function: NodeID, _ file: ParsedFile) -> Bool {
    var current = file.innermostNode(containing: token)
    while let id = current, id != function, let node = file.node(id) {
      if node.kind == .closure { return true }
      current = NodeID(ifPresent: node.parent)
    }
    return false
  }

  /// `focusManager.setFocused(…)` deferred in `update…`, on a stored property of the
  /// representable whose type is a project class: the hop publishes through a second object the
  /// parent observes, so each update schedules another. Its text, for the message.
  private func deferredPublisherCall(
    in method: LifecycleMethod, _ representable: Representable, _ model: BridgeModel
  ) -> String? {
    let file = model.file
    var objects: Set<String> = []
    for property in representable.properties {
      let variable = file[variable: property]
      guard let name = variable.nameToken, let type = file.typeName(in: variable.type),
        model.index.isProjectClass(type)
      else { continue }
      objects.insert(file.text(name))
    }
    guard !objects.isEmpty else { return nil }
    for call in file.calls(in: method.body) where call.hasReceiver {
      guard let name = call.nameToken, let receiver = file.receiver(of: call) else { continue }
      var path = file.normalizedExpression(receiver)
      if path.hasPrefix("self.") { path.removeFirst(5) }
      guard objects.contains(path), model.timing(of: name, in: method) == .deferred else { continue }
      return path + "." + file.text(name) + "(…)"
    }
    return nil
  }

  /// Reports the write at `token` if its timing calls for it; true when a deferred assignment is
  /// reported (after one, `deferredReported` skips the property's other deferred assignments).
  @discardableResult
  private func report(
    _ token: TokenID, _ property: WrappedProperty, _ method: LifecycleMethod, _ model: BridgeModel,
    _ context: inout RuleContext, isMutation: Bool, publisher: String? = nil, deferredReported: Bool = false
  ) -> Bool {
    let wrapper = "@" + property.wrapper.name
    let place = model.file.text(model.file[function: method.function].name)
    switch model.timing(of: token, in: method) {
    case .inPass:
      context.report(model.file, at: token, .duringPass(property.name, wrapper, place))
      return false
    case .deferred:
      // The hop only hides the warning (blind reviewers labelled height writes, request resets and hops
      // `make…` schedules real). A change check stops the loop; a request cleared after use
      // (`if scrollToToday { …; scrollToToday = false }`) is reported whatever its condition.
      let namedInCondition = !isMutation && publisher == nil && isUnderConditionNaming(token, property.name, model)
      let isClearedRequest = namedInCondition && clearsRequest(token, method, model.file)
      guard !deferredReported, !followsAwait(token, method, model.file),
        isClearedRequest || (!namedInCondition && !model.isGuarded(token, mentioning: [property.name], in: method))
      else { return false }
      let message = deferredMessage(
        property.name, wrapper, place, inMake: method.role == .make, isMutation: isMutation, publisher: publisher,
        isClearedRequest: isClearedRequest)
      context.report(model.file, at: token, message, subcheckSeverity: .info)
      return !isMutation
    case .later:
      return false
    }
  }
}
