/// Closures the file provably runs off the main thread, and whether a statement inside one
/// still runs there (not hopped back to the main actor, not deferred to code of unknown timing).
public struct BackgroundWork: Sendable {
  public enum Kind: Sendable, Equatable {
    /// `DispatchQueue.global(…).async { … }` (and `asyncAfter`).
    case globalQueue
    /// `Task.detached { … }` without `@MainActor in`.
    case detachedTask
    /// The completion handler of `URLSession.shared.dataTask`/`downloadTask`/`uploadTask`,
    /// which URLSession calls on its delegate queue, never the main one.
    case urlSessionCompletion
  }

  public var kind: Kind
  public var closure: ClosureID
  public var call: CallID
}

extension BridgeModel {
  /// Every background closure of the file, in source order.
  public var backgroundWork: [BackgroundWork] {
    if let known = backgroundWorkCache { return known }
    var found: [BackgroundWork] = []
    for (position, call) in file.syntax.calls.enumerated() where call.name >= 0 && call.hasReceiver {
      guard let kind = backgroundKind(of: call), let closure = workClosure(of: call) else { continue }
      if kind == .detachedTask && startsWithMainActor(file[closure: closure]) { continue }
      found.append(BackgroundWork(kind: kind, closure: closure, call: CallID(Int32(position))))
    }
    backgroundWorkCache = found
    return found
  }

  /// Does `token`, inside `work`'s closure, run on that background thread? Not when a closure
  /// between them hops to the main thread (`DispatchQueue.main.async`, `MainActor.run`,
  /// `Task { @MainActor in }`, `OperationQueue.main.addOperation`) or is one whose timing is
  /// not known; closures run synchronously in place (`forEach`, `map`, …) are looked through.
  public func runsInBackground(_ token: TokenID, of work: BackgroundWork) -> Bool {
    let limit = file[closure: work.closure].node
    var node = file.innermostNode(containing: token.raw)
    var steps = 0
    while file.isValidNode(node) && node != limit && steps <= Parser.maximumDepth + 8 {
      let value = file.syntax.nodes[Int(node)]
      switch value.kind {
      case .closure:
        guard isSynchronousInPlace(ClosureID(value.payload)) else { return false }
      case .function, .accessor, .type:
        return false
      default: break
      }
      node = value.parent
      steps += 1
    }
    return node == limit
  }

  /// `map`/`forEach`/`filter`/… closures: run at once, on the caller's thread.
  private func isSynchronousInPlace(_ closure: ClosureID) -> Bool {
    guard let call = file.code.receivingCall(of: closure) else { return false }
    let name = file.text(file[call: call].name)
    return Self.inPlaceClosureCalls.contains(name)
  }

  static let inPlaceClosureCalls: Set<String> = [
    "map", "compactMap", "flatMap", "filter", "forEach", "reduce", "sorted", "sort", "first", "contains",
    "allSatisfy", "firstIndex", "lastIndex", "min", "max", "autoreleasepool", "enumerated",
  ]

  private func backgroundKind(of call: Call) -> BackgroundWork.Kind? {
    guard let receiver = file.receiver(of: call) else { return nil }
    let first = receiver.start
    if file.tokenIs(call.name, "async") || file.tokenIs(call.name, "asyncAfter") {
      let isGlobal =
        file.tokenIs(first, "DispatchQueue") && file.isKind(first + 1, .period) && file.tokenIs(first + 2, "global")
      return isGlobal ? .globalQueue : nil
    }
    if file.tokenIs(call.name, "detached") {
      return receiver.end - receiver.start == 1 && file.tokenIs(first, "Task") ? .detachedTask : nil
    }
    if file.tokenIs(call.name, "dataTask") || file.tokenIs(call.name, "downloadTask")
      || file.tokenIs(call.name, "uploadTask")
    {
      let isShared =
        receiver.end - receiver.start == 3 && file.tokenIs(first, "URLSession") && file.tokenIs(first + 2, "shared")
      return isShared ? .urlSessionCompletion : nil
    }
    return nil
  }

  /// The closure literal the call runs: its trailing closure, or an `execute:`/`operation:`/
  /// `completionHandler:` argument.
  private func workClosure(of call: Call) -> ClosureID? {
    var open: Int32?
    if let brace = call.trailingClosures.first {
      open = brace
    } else {
      let value =
        file.argument(of: call, labeled: "execute") ?? file.argument(of: call, labeled: "operation")
        ?? file.argument(of: call, labeled: "completionHandler")
      if let value, file.isKind(value.start, .leftBrace) { open = value.start }
    }
    guard let open else { return nil }
    let closures = file.syntax.closures
    let position = closures.partitionPoint { $0.open < open }
    guard position < closures.count, closures[position].open == open else { return nil }
    return ClosureID(Int32(position))
  }

  /// `{ @MainActor in … }`.
  func startsWithMainActor(_ closure: Closure) -> Bool {
    file.isKind(closure.open + 1, .atSign) && file.tokenIs(closure.open + 2, "MainActor")
  }
}
