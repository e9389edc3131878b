import BridgeLint

/// A system modal controller built in `make…` with no delegate at all: none of its ways out can
/// dismiss it (round aa: a mail composer whose Send and Cancel did nothing).
extension ModalExitPathMissingRule {
  func checkUndelegated(_ representable: Representable, _ model: BridgeModel, _ context: inout RuleContext) {
    let file = model.file
    guard let make = representable.make else { return }
    let body = file.body(of: file[function: make])
    let coordinator = model.coordinator(of: representable)
    for call in file.calls(in: body) where !call.hasReceiver {
      guard let name = call.nameToken,
        let path = ModalExitPaths.all.first(where: { $0.controllerType == file.text(name) && $0.needsDelegate }),
        coordinator.map({ !$0.conformances.contains(path.protocolName) }) ?? true,
        !file.assignments(in: body).contains(where: { $0.lhs.last.map { file.text($0) } == path.delegateProperty })
      else { continue }
      context.report(file, at: name, .exitUndelegated(path))
    }
  }
}

extension FindingMessage {
  fileprivate static func exitUndelegated(_ path: ModalExitPaths) -> FindingMessage {
    FindingMessage(
      "This \(path.controller) gets no `\(path.delegateProperty)`, so none of its ways out (\(path.exits)) can "
        + "dismiss it and the user is stuck on it; set the coordinator as its `\(path.delegateProperty)` and "
        + "dismiss in `\(path.callbacks[0].signature)`")
  }
}
