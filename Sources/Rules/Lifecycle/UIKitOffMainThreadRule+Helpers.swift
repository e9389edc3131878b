import BridgeLint

/// A view controller or view built off the main thread and shown later.
extension UIKitOffMainThreadRule {
  /// Calls that show their first argument: it is a view controller or a view.
  static let showingCalls: Set<String> = [
    "present", "pushViewController", "show", "showDetailViewController", "addChild", "addSubview",
    "insertSubview", "addArrangedSubview",
  ]

  /// A local the background closure builds from a call (`let sheet = Sharing.controller(for: link)`)
  /// and then presents, pushes or adds, there or in a hop back to the main queue: the controller
  /// or view was made off the main thread, whatever helper made it. The callee of the first
  /// such local, for the report.
  func builtOffMainThenShown(_ work: BackgroundWork, _ model: BridgeModel) -> TokenID? {
    let file = model.file
    let body = file[closure: work.closure].body
    var built: [TokenID: TokenID] = [:]
    for variable in file.variables(inTokens: body) {
      guard let name = variable.nameToken, let first = variable.initializer.first,
        let call = file.calls(in: variable.initializer).first(where: { TokenID($0.calleeStart) == first }),
        let callee = call.nameToken, let close = call.rightParenToken,
        variable.initializer.last == close,
        model.runsInBackground(name, of: work)
      else { continue }
      built[name] = callee
    }
    guard !built.isEmpty else { return nil }
    for call in file.calls(in: body) {
      guard let name = call.nameToken, Self.showingCalls.contains(file.text(name)),
        let argument = file.arguments(of: call).first?.value, let only = argument.first, argument.last == only,
        let declaration = file.code.binding(at: only)?.declaration, let callee = built[declaration]
      else { continue }
      return callee
    }
    return nil
  }
}
