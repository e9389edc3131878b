import BridgeLint

/// The represented view handed to a method of this file that moves it: `update…` calls
/// `context.coordinator.updateLayout(for: scrollView)` or `addRoute(to: map)`, and the method
/// sets the zoom, the offset or the region with no check (round aa: a route map re-fitted on every
/// update; round bb: a zoomable image reset to its fitting scale).
extension UnguardedUpdateFeedbackRule {
  func checkHandedViews(_ method: LifecycleMethod, _ model: BridgeModel, _ context: inout RuleContext) {
    let file = model.file
    let isMap = isMapView(method.viewTypeName ?? "", model.index)
    // The methods a call may run, looked up once per `update…`.
    lazy var coordinatorMethods = model.coordinator(of: method.representable)?.functions ?? []
    lazy var ownMethods = method.representable.declarations.flatMap { model.members(of: $0).functions }
    // Each helper is read once however many calls hand it the view.
    var moves: [TokenID: (text: String, token: TokenID)?] = [:]
    func move(in helper: (function: FunctionID, parameter: TokenID), among methods: [FunctionID])
      -> (text: String, token: TokenID)?
    {
      if let known = moves[helper.parameter] { return known }
      let found = firstMove(in: helper.function, of: helper.parameter, isMap: isMap, among: methods, file)
      moves[helper.parameter] = found
      return found
    }
    for call in file.calls(in: method.body) where call.nameToken != nil && call.leftParenToken != nil {
      guard let name = call.nameToken, !isGuarded(at: name, file),
        let receiver = receiverKind(of: call, method, file),
        case let methods = receiver == .coordinator ? coordinatorMethods : ownMethods,
        let helper = helper(called: call, among: methods, handing: method.viewNames, file),
        let write = move(in: helper, among: methods)
      else { continue }
      var message = FindingMessage.movesOnEveryUpdate(
        file.text(name), "\(file.text(helper.parameter)).\(write.text)", method.representable.flavor.isAppKit)
      message.related = [RelatedLocation(file, token: write.token, message: "`\(file.text(name))` moves the view here")]
      context.report(file, at: name, message)
    }
  }

  private enum Receiver { case coordinator, representable }

  /// Whose method `call` runs: the coordinator's (`context.coordinator.m(view)`) or the
  /// representable's own (`m(view)`, `self.m(view)`); nil for any other receiver.
  private func receiverKind(of call: Call, _ method: LifecycleMethod, _ file: ParsedFile) -> Receiver? {
    guard let receiver = file.receiver(of: call) else { return .representable }
    let text = file.compactText(receiver)
    if method.coordinatorNames.contains(text) { return .coordinator }
    return text == "self" ? .representable : nil
  }

  /// The method among `functions` that `call` runs, and its parameter the represented view (one
  /// of `views`) binds.
  private func helper(
    called call: Call, among functions: [FunctionID], handing views: Set<String>, _ file: ParsedFile
  )
    -> (function: FunctionID, parameter: TokenID)?
  {
    guard let name = call.nameToken else { return nil }
    let arguments = Array(file.arguments(of: call))
    guard
      let position = arguments.firstIndex(where: {
        $0.value.end - $0.value.start == 1 && views.contains(file.compactText($0.value))
      })
    else { return nil }
    for id in functions {
      let function = file[function: id]
      let parameters = Array(file.parameters(of: function))
      guard function.kind == .function, file.text(function.name) == file.text(name),
        parameters.count == arguments.count, let parameter = parameters[position].nameToken
      else { continue }
      return (id, parameter)
    }
    return nil
  }

  /// The first member set or call in `function` that moves the view named by `parameter`
  /// (`view.zoomScale = …`, `view.setVisibleMapRect(…)`) under no check of its own; one more method
  /// of `functions` it hands the view to is followed (`updateOverlays(from: map)` calling
  /// `fitRoute(map: map)`), no deeper.
  private func firstMove(
    in function: FunctionID, of parameter: TokenID, isMap: Bool, among functions: [FunctionID] = [],
    _ file: ParsedFile
  ) -> (text: String, token: TokenID)? {
    let body = file.body(of: file[function: function])
    let view = file.text(parameter)
    for assignment in file.assignments(in: body) where assignment.lhs.end - assignment.lhs.start == 3 {
      guard let first = assignment.lhs.first, file.text(first) == view, let member = assignment.lhs.last,
        Self.scrollMembers.contains(file.text(member)) || (isMap && Self.mapMembers.contains(file.text(member))),
        !isGuarded(at: member, file)
      else { continue }
      return (file.text(member), member)
    }
    for call in file.calls(in: body) {
      guard let name = call.nameToken, let receiver = file.receiver(of: call), file.compactText(receiver) == view,
        Self.scrollCalls.contains(file.text(name)) || (isMap && Self.mapCalls.contains(file.text(name))),
        !isGuarded(at: name, file)
      else { continue }
      return (file.text(name) + "(…)", name)
    }
    // Only a call under no condition at all: a `guard` comparing anything (`annotation !==
    // followedAnnotation`) may be the change check.
    for call in file.calls(in: body) where !functions.isEmpty && file.receiver(of: call) == nil {
      guard let name = call.nameToken, file.code.conditions(at: name).isEmpty,
        let next = helper(called: call, among: functions, handing: [view], file), next.function != function,
        let move = firstMove(in: next.function, of: next.parameter, isMap: isMap, file)
      else { continue }
      return move
    }
    return nil
  }

  /// A condition around `token` that can tell a change: it reads the zoom, offset or region, or
  /// a flag (`isUserZooming`, `didSetInitialZoom`, `lastRoute`).
  private func isGuarded(at token: TokenID, _ file: ParsedFile) -> Bool {
    let words = ["is", "did", "has", "should", "needs", "last", "previous", "initial", "first", "current"]
    return file.code.conditions(at: token).contains { condition in
      (condition.span.range.start..<condition.span.range.end).contains { part in
        guard file.isKind(part, .identifier) else { return false }
        let text = file.text(part)
        return Self.scrollMembers.contains(text) || Self.mapMembers.contains(text)
          || words.contains { text.hasPrefix($0) && text.count > $0.count }
      }
    }
  }
}

extension FindingMessage {
  static func movesOnEveryUpdate(_ method: String, _ write: String, _ isAppKit: Bool) -> FindingMessage {
    FindingMessage(
      "`\(method)` sets `\(write)` on every SwiftUI update with no check, so the user's zoom, scroll or map "
        + "position is reset and the change feeds back through \(isAppKit ? "AppKit" : "UIKit"); "
        + "do it only when its input changed")
  }
}
