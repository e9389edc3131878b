import BridgeLint

/// Writes one call deep: `make…` or `update…` calls a method of the representable
/// (`clamp(control)`, `handle(error)` in a `catch`) that writes the state. The call runs during
/// the update pass, so the write does too.
extension StateWriteDuringUpdateRule {
  func checkCalledMethods(
    _ method: LifecycleMethod, _ state: [WrappedProperty], _ uses: [String: PropertyUses], _ model: BridgeModel,
    _ context: inout RuleContext
  ) {
    guard method.role == .update || method.role == .make, let type = method.representable.declarations.first else {
      return
    }
    let file = model.file
    let methods = methodsByName(model.allMembers(of: type).functions.filter { $0 != method.function }, file)
    guard !methods.isEmpty else { return }
    var visited: Set<FunctionID> = []
    let update = file.text(file[function: method.function].name)
    for call in file.calls(in: method.body) {
      guard let name = call.nameToken, let helper = methods[file.text(name)],
        file.isCalledOnSelf(call), case let timing = model.timing(of: name, in: method),
        timing == .inPass || (timing == .deferred && method.role == .update), visited.insert(helper).inserted
      else { continue }
      let declaration = file[function: helper]
      let body = file.body(of: declaration)
      for property in state {
        let use = uses[property.name] ?? PropertyUses()
        let writes =
          use.assignments.filter { body.contains($0) }
          + use.mutations.filter { body.contains($0) && writesState($0, property, model) }
        let place = file.text(declaration.name)
        guard let first = writes.filter({ !isInClosure($0, of: NodeID(declaration.node), file) }).min() else {
          // `DispatchQueue.main.async { totalPages = document.pageCount }` in a helper the pass calls:
          // the hop only hides the warning, like one in `make…`/`update…` itself.
          if timing == .inPass,
            let hop = writes.filter({ model.timing(of: $0, inFunction: helper) == .deferred }).min(),
            !isUnderConditionNaming(hop, property.name, model)
          {
            var message = FindingMessage.deferredInHelper(property.name, "@" + property.wrapper.name, place, update)
            message.related = [RelatedLocation(file, token: name, message: "`\(update)` calls `\(place)` here")]
            context.report(file, at: hop, message, subcheckSeverity: .info)
          }
          continue
        }
        // `Task { updateAnnotations(map) }` in `update…`: the helper's write lands after the pass,
        // and starts another update unless a condition naming the property checks it first.
        let deferred = timing == .deferred
        if deferred && isUnderConditionNaming(first, property.name, model) { continue }
        var message = FindingMessage(
          deferred
            ? "`\(property.name)` (@\(property.wrapper.name)) is written in `\(place)`, which `\(update)` calls from an "
              + "async hop after every update: each write starts another update; write it from a coordinator "
              + "callback, or only when it changed"
            : "`\(property.name)` (@\(property.wrapper.name)) is written during SwiftUI's update pass in `\(place)`, "
              + "which `\(update)` calls; write it from a coordinator callback instead")
        message.related = [RelatedLocation(file, token: name, message: "`\(update)` calls `\(place)` here")]
        context.report(file, at: first, message, subcheckSeverity: deferred ? .info : nil)
      }
    }
  }
}
