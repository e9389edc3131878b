/// A long-lived registration a function makes: something that keeps firing (and usually keeps
/// its target or closure alive) until it is explicitly torn down.
public struct Registration: Sendable, Equatable {
  public enum Kind: Sendable, Equatable, CaseIterable {
    /// `Timer.scheduledTimer(…repeats: true…)`, `Timer(…repeats: true…)`.
    case repeatingTimer
    /// `CADisplayLink(target:selector:)`.
    case displayLink
    /// `NotificationCenter.addObserver(forName:object:queue:using:)`: its token must be removed.
    case blockObserver
    /// KVO `addObserver(_:forKeyPath:options:context:)`.
    case keyValueObserver
    /// `WKUserContentController.add(_:name:)` / `addScriptMessageHandler`.
    case scriptMessageHandler
    /// `AVCaptureSession.startRunning()` on a session the code created.
    case captureSession
  }

  public var kind: Kind
  public var call: CallID
  public var function: FunctionID
  /// The registration holds `self` or the coordinator strongly (`target: self`, a script
  /// message handler): a teardown in that object's `deinit` never runs.
  public var retainsTarget: Bool
}

/// A call that undoes a kind of registration (`invalidate()`, `removeObserver(token)`, …).
public struct Teardown: Sendable, Equatable {
  public var kind: Registration.Kind
  public var call: CallID
  public var function: FunctionID
}

extension BridgeModel {
  /// The registrations made in `functions` (closures in them included), in source order.
  public func registrations(in functions: [FunctionID]) -> [Registration] {
    var found: [Registration] = []
    for function in functions {
      let body = file.body(of: file[function: function])
      guard !body.isEmpty else { continue }
      let calls = file.calls(in: body)
      for index in calls.indices {
        let call = calls[index]
        guard let kind = registrationKind(call) else { continue }
        found.append(
          Registration(
            kind: kind, call: CallID(Int32(index)), function: function, retainsTarget: retainsTarget(call, kind)))
      }
    }
    return found
  }

  /// The teardowns in `functions` (closures in them included).
  public func teardowns(in functions: [FunctionID]) -> [Teardown] {
    var found: [Teardown] = []
    for function in functions {
      let body = file.body(of: file[function: function])
      guard !body.isEmpty else { continue }
      let calls = file.calls(in: body)
      for index in calls.indices {
        for kind in teardownKinds(calls[index]) {
          found.append(Teardown(kind: kind, call: CallID(Int32(index)), function: function))
        }
      }
    }
    return found
  }

  private func registrationKind(_ call: Call) -> Registration.Kind? {
    let arguments = file.arguments(of: call)
    let labels = arguments.map { $0.label >= 0 ? file.text($0.label) : "" }
    if file.tokenIs(call.name, "scheduledTimer") || (call.dot < 0 && file.tokenIs(call.name, "Timer")) {
      let repeats = file.argument(of: call, labeled: "repeats")
      return repeats.map { file.isSingleToken($0, "true") } ?? false ? .repeatingTimer : nil
    }
    if call.dot < 0 && file.tokenIs(call.name, "CADisplayLink") && labels.first == "target" { return .displayLink }
    if file.tokenIs(call.name, "addObserver") {
      if labels.first == "forName" { return .blockObserver }
      if labels.contains("forKeyPath") { return .keyValueObserver }
      return nil
    }
    // Only a handler that is `self` or the coordinator: a weak-forwarding wrapper object is the
    // usual cure for the cycle, and it dies with the web view.
    let handlerIsOwner = arguments.first.map { isSelfOrCoordinator($0.value) } ?? false
    if file.tokenIs(call.name, "addScriptMessageHandler") { return handlerIsOwner ? .scriptMessageHandler : nil }
    if file.tokenIs(call.name, "add"), labels == ["", "name"], handlerIsOwner, let receiver = file.receiver(of: call),
      file.compactText(receiver).lowercased().contains("contentcontroller")
    {
      return .scriptMessageHandler
    }
    if file.tokenIs(call.name, "startRunning"), arguments.isEmpty, let receiver = file.receiver(of: call),
      createsCaptureSession(receiver)
    {
      return .captureSession
    }
    return nil
  }

  private func teardownKinds(_ call: Call) -> [Registration.Kind] {
    let arguments = file.arguments(of: call)
    if file.tokenIs(call.name, "invalidate") && arguments.isEmpty { return [.repeatingTimer, .displayLink] }
    if file.tokenIs(call.name, "stopRunning") { return [.captureSession] }
    if file.tokenIs(call.name, "removeScriptMessageHandler")
      || file.tokenIs(call.name, "removeAllScriptMessageHandlers")
    {
      return [.scriptMessageHandler]
    }
    if file.tokenIs(call.name, "removeObserver") {
      if arguments.contains(where: { $0.label >= 0 && file.tokenIs($0.label, "forKeyPath") }) {
        return [.keyValueObserver]
      }
      // `removeObserver(self)` removes selector-based observers only, never a block's token.
      if let first = arguments.first, file.isSingleToken(first.value, "self") { return [] }
      return arguments.isEmpty ? [] : [.blockObserver]
    }
    // `tokens.forEach(NotificationCenter.default.removeObserver)`
    if arguments.contains(where: { file.compactText($0.value).hasSuffix(".removeObserver") }) {
      return [.blockObserver]
    }
    return []
  }

  private func retainsTarget(_ call: Call, _ kind: Registration.Kind) -> Bool {
    switch kind {
    case .scriptMessageHandler: return true
    case .repeatingTimer, .displayLink:
      guard let target = file.argument(of: call, labeled: "target") else { return false }
      return isSelfOrCoordinator(target)
    default: return false
    }
  }

  /// `self`, `context.coordinator` or a local named for it (`coordinator`).
  private func isSelfOrCoordinator(_ value: TokenRange) -> Bool {
    let text = file.compactText(value)
    return text == "self" || text == "coordinator" || text.hasSuffix(".coordinator")
  }

  /// `session` declared in code as `AVCaptureSession()` (a local, or a property of the
  /// enclosing type): a session this code owns, not one a model passed in.
  private func createsCaptureSession(_ receiver: TokenRange) -> Bool {
    var name = receiver.start
    if file.word(name) == .selfWord && file.isKind(name + 1, .period) { name += 2 }
    guard name == receiver.end - 1, file.kind(name) == .identifier else { return false }
    let constructs = { (variable: VariableDecl) -> Bool in
      self.file.tokenIs(variable.initializer.start, "AVCaptureSession") && !variable.initializer.isEmpty
    }
    if name == receiver.start, let binding = file.code.binding(at: TokenID(name)) {
      if case .local(let variable) = binding.kind { return constructs(file[variable: variable]) }
      return false
    }
    guard let function = function(containing: TokenID(name)), let owner = owner(of: function),
      let property = property(named: file.text(name), in: owner)
    else { return false }
    return constructs(file[variable: property])
  }
}
