import BridgeLint

/// `context.coordinator.updateState()` in `update…`: a method of the coordinator that writes the
/// coordinator's own `@Binding` (`hasOverflow = …`, kept as `_hasOverflow = hasOverflow`) runs in
/// the pass, so the write does too.
extension StateWriteDuringUpdateRule {
  func checkCoordinatorBindings(_ representable: Representable, _ model: BridgeModel, _ context: inout RuleContext) {
    guard let coordinator = representable.coordinator else { return }
    let file = model.file
    let members = model.allMembers(of: coordinator)
    var bindings: Set<String> = []
    for variable in members.variables {
      let property = file[variable: variable]
      guard !property.modifiers.isTypeMember, !property.isComputed,
        file.attributeNames(property.attributes).contains("Binding")
      else { continue }
      bindings.insert(file.text(property.name))
    }
    guard !bindings.isEmpty else { return }
    let methods = methodsByName(members.functions, file)
    for method in model.lifecycleMethods(of: representable) where method.role == .update || method.role == .make {
      let update = file.text(file[function: method.function].name)
      var visited: Set<FunctionID> = []
      for call in file.calls(in: method.body) {
        guard let name = call.nameToken, let helper = methods[file.text(name)], let receiver = file.receiver(of: call),
          model.root(of: receiver, in: method) == .coordinator, model.timing(of: name, in: method) == .inPass,
          visited.insert(helper).inserted
        else { continue }
        let declaration = file[function: helper]
        let place = file.text(declaration.name)
        for assignment in file.assignments(in: file.body(of: declaration)) {
          var target = file.normalizedExpression(assignment.lhs)
          if target.hasPrefix("self.") { target.removeFirst(5) }
          // A bare name must be the property, not a local or parameter that shadows it.
          guard bindings.contains(target), let first = assignment.lhs.first, let member = assignment.lhs.last,
            file.word(first) == .selfWord || file.code.binding(at: first) == nil,
            !isInClosure(member, of: NodeID(declaration.node), file)
          else { continue }
          var message = FindingMessage.coordinatorBindingDuringPass(
            target, place, update, representable.flavor.platform)
          message.related = [RelatedLocation(file, token: name, message: "`\(update)` calls `\(place)` here")]
          context.report(file, at: member, message)
          break
        }
      }
    }
  }
}

extension FindingMessage {
  fileprivate static func coordinatorBindingDuringPass(
    _ name: String, _ place: String, _ update: String, _ toolkit: String
  ) -> FindingMessage {
    FindingMessage(
      "`\(name)` (@Binding, kept by the coordinator) is written during SwiftUI's update pass in `\(place)`, which "
        + "`\(update)` calls; write it only from \(toolkit)'s callbacks (a delegate method, a notification)")
  }
}
