/// Whether something outlives the call that receives a closure (see RULES.md "Retaining closures").
public enum ClosureRetention: Sendable, Equatable {
  /// An API or a property keeps the closure after the call returns.
  case retained(RetainingAPI)
  /// The closure runs soon (or once) and is released.
  case shortLived(ShortLivedAPI)
  /// Nothing known: a local, a returned closure, an API not in the vocabulary.
  case unknown
}

public enum RetainingAPI: Sendable, Equatable {
  /// Combine's `sink`.
  case sink
  /// KVO `observe(\.keyPath) { … }`.
  case keyValueObservation
  /// `NotificationCenter.addObserver(forName:object:queue:using:)`.
  case notificationObserver
  /// A repeating `Timer` block (`scheduledTimer`/`Timer(…)` without `repeats: false`).
  case repeatingTimer
  /// `UIAction { … }` (its control keeps it).
  case action
  /// A closure handed to `addAction(…)` directly.
  case addAction
  /// A closure assigned to a property (`onTap = { … }`, `x.y = { … }`) or a stored property's initializer.
  case storedProperty(StoredTarget)
  /// `t = Task { … }` stored in a property, whose body does not finish by itself (it loops
  /// until cancelled, or over a sequence that never ends): see `CodeModel.runsUntilCancelled`.
  case storedTask(StoredTarget)
}

/// The property a closure (or a `Task` running it) is stored in.
public struct StoredTarget: Sendable, Equatable {
  public enum Owner: Sendable, Equatable {
    /// A property of `self` (`onClear`, `self.onClear`).
    case ownMember
    /// A property of a shared instance reached through a type (`Manager.shared.onEvent`).
    case sharedInstance
    /// A property of some other object (`field.onEdit`, `self.view.onTap`).
    case otherObject
  }
  /// The assigned expression (the variable's name for a stored property's initializer).
  public var span: TokenSpan
  public var owner: Owner
}

public enum ShortLivedAPI: Sendable, Equatable {
  /// A call in `FrameworkFacts.shortLivedClosureCalls` (`async`, `animate`, `map`, …).
  case call(String)
  /// `Task { … }` or `Task.detached { … }` not stored anywhere.
  case unstoredTask
  /// A stored `Task` whose body runs to completion: a finished task releases its closure, so
  /// what it captures is held for the task's run, not for the life of the property.
  case finishingStoredTask
  /// `Timer…(repeats: false)`.
  case oneShotTimer
  /// `{ … }()`: run where it is written.
  case immediatelyInvoked
  /// A `UIAlertAction` handler whose action goes into a local `UIAlertController` that is
  /// presented and never stored: the alert keeps it only while it is on screen.
  case presentedAlertAction
}

/// What a closure captures from `self`.
public enum SelfCapture: Sendable, Equatable {
  /// No `self` entry in the capture list (a use of `self` in the body captures it strongly).
  case none
  /// `[self]` (or `[me = self]`).
  case strong(TokenID)
  case weak(TokenID)
  case unowned(TokenID)

  /// `[weak self]` or `[unowned self]`: the closure does not keep `self`.
  public var isWeakOrUnowned: Bool {
    switch self {
    case .weak, .unowned: return true
    case .none, .strong: return false
    }
  }
}

/// A capture-list entry that is not `self` (`[text]`, `[weak field]`, `[x = a.b]`).
public struct ValueCapture: Sendable, Equatable {
  public var name: TokenID
  public var specifier: CaptureSpecifier
  /// The expression after `=`, if any.
  public var value: TokenSpan?
}

/// One closure's facts in one value.
public struct ClosureFacts: Sendable, Equatable {
  public var id: ClosureID
  public var retention: ClosureRetention
  public var selfCapture: SelfCapture
  public var valueCaptures: [ValueCapture]
  /// The call it is passed to, if any.
  public var call: CallID?
}

extension CodeModel {
  /// Retention, captures and receiving call of `closure`.
  public func facts(of closure: ClosureID) -> ClosureFacts {
    ClosureFacts(
      id: closure, retention: retention(of: closure), selfCapture: selfCapture(of: closure),
      valueCaptures: valueCaptures(of: closure), call: receivingCall(of: closure))
  }

  /// Does `token` run in a closure of the function, accessor or closure around it (a statement in
  /// `DispatchQueue.main.async { … }` runs later; one in a local function is not in a closure)?
  public func isInClosure(_ token: TokenID) -> Bool {
    var node = file.innermostNode(containing: token.raw)
    var steps = 0
    while file.isValidNode(node) && steps <= Parser.maximumDepth + 8 {
      switch file.syntax.nodes[Int(node)].kind {
      case .closure: return true
      case .function, .accessor, .type, .sourceFile: return false
      case .variable, .block: node = file.syntax.nodes[Int(node)].parent
      }
      steps += 1
    }
    return false
  }

  /// The closures whose `{` lies in `range`.
  public func closures(in range: TokenRange) -> [ClosureID] {
    let closures = file.syntax.closures
    let lower = closures.partitionPoint { $0.open < range.start }
    let upper = closures.partitionPoint { $0.open < range.end }
    return (lower..<max(lower, upper)).map { ClosureID(Int32($0)) }
  }

  /// The call that receives the closure as an argument or trailing closure.
  public func receivingCall(of closure: ClosureID) -> CallID? {
    let value = file[closure: closure]
    guard value.ownerKind == .argument || value.ownerKind == .trailingClosure,
      value.owner >= 0, Int(value.owner) < file.syntax.calls.count
    else { return nil }
    return CallID(value.owner)
  }

  /// How long the closure is kept.
  public func retention(of closure: ClosureID) -> ClosureRetention {
    let value = file[closure: closure]
    if file.isKind(value.close + 1, .leftParen), !file.tokens[Int(value.close + 1)].hasNewlineBefore {
      return .shortLived(.immediatelyInvoked)
    }
    switch value.ownerKind {
    case .argument, .trailingClosure:
      guard let id = receivingCall(of: closure) else { return .unknown }
      return retention(of: closure, passedTo: file[call: id])
    case .assignment:
      guard value.owner >= 0, Int(value.owner) < file.syntax.assignments.count else { return .unknown }
      let assignment = file.syntax.assignments[Int(value.owner)]
      guard let target = storedTarget(assignment.lhs) else { return .unknown }
      return .retained(.storedProperty(target))
    case .variableInitializer:
      guard value.owner >= 0, Int(value.owner) < file.syntax.variables.count else { return .unknown }
      let variable = file.syntax.variables[Int(value.owner)]
      let parent = file.syntax.nodes[Int(variable.node)].parent
      guard file.isValidNode(parent), file.syntax.nodes[Int(parent)].kind == .type, !variable.isComputed,
        let span = TokenSpan(variable.pattern)
      else { return .unknown }
      return .retained(.storedProperty(StoredTarget(span: span, owner: .ownMember)))
    case .returned, .none:
      return .unknown
    }
  }

  private func retention(of closure: ClosureID, passedTo call: Call) -> ClosureRetention {
    guard call.name >= 0 else { return .unknown }
    let name = file.text(call.name)
    switch name {
    case "sink": return .retained(.sink)
    case "observe":
      guard let first = file.arguments(of: call).first, file.isKind(first.value.start, .backslash) else {
        return .unknown
      }
      return .retained(.keyValueObservation)
    case "addObserver":
      return file.argument(of: call, labeled: "forName") != nil ? .retained(.notificationObserver) : .unknown
    case "scheduledTimer", "Timer":
      if let repeats = file.argument(of: call, labeled: "repeats"), file.isSingleToken(repeats, "false") {
        return .shortLived(.oneShotTimer)
      }
      return .retained(.repeatingTimer)
    case "UIAction": return .retained(.action)
    case "addAction": return .retained(.addAction)
    case "UIAlertAction": return isPresentedAlertAction(call) ? .shortLived(.presentedAlertAction) : .unknown
    case "Task", "detached":
      guard let target = storedTarget(ofValueAt: call.calleeStart) else { return .shortLived(.unstoredTask) }
      return runsUntilCancelled(closure) ? .retained(.storedTask(target)) : .shortLived(.finishingStoredTask)
    default:
      return FrameworkFacts.shortLivedClosureCalls.contains(name) ? .shortLived(.call(name)) : .unknown
    }
  }

  /// Is `call` (`UIAlertAction(…)`) added, inline or through a local, to a local
  /// `UIAlertController(…)` of the same function that is handed to a presenting call (`present`,
  /// a name with `show` or `alert` in it), and is neither local assigned anywhere in it?
  private func isPresentedAlertAction(_ call: Call) -> Bool {
    guard call.dot < 0, let function = file.enclosingFunction(of: file.innermostNode(containing: call.calleeStart))
    else { return false }
    let facts = presentedAlertActions(in: function)
    if facts.inlineActions.contains(call.calleeStart) { return true }
    guard let name = facts.actionLocals[call.calleeStart] else { return false }
    return facts.addedLocals.contains(name)
  }

  private func presentedAlertActions(in function: FunctionDecl) -> PresentedAlertActions {
    if let known = presentedAlertActions[function.bodyOpen] { return known }
    let body = file.body(of: function)
    let calls = file.calls(in: body)
    let assigned = Set(file.assignments(in: body).map { file.compactText($0.rhs) })
    var presented: Set<String> = []
    for presenting in calls where presenting.name >= 0 {
      let name = file.text(presenting.name).lowercased()
      guard name == "present" || name.contains("show") || name.contains("alert") else { continue }
      for argument in file.arguments(of: presenting) { presented.insert(file.compactText(argument.value)) }
    }
    var facts = PresentedAlertActions()
    for variable in file.variables(inTokens: body) where variable.name >= 0 && !variable.initializer.isEmpty {
      let name = file.text(variable.name)
      if !assigned.contains(name) { facts.actionLocals[variable.initializer.start] = name }
    }
    for adding in calls where file.tokenIs(adding.name, "addAction") {
      guard let first = file.arguments(of: adding).first, let receiver = file.receiver(of: adding),
        receiver.end - receiver.start == 1, let binding = binding(at: TokenID(receiver.start)),
        case .local(let variable) = binding.kind,
        file.tokenIs(file[variable: variable].initializer.start, "UIAlertController")
      else { continue }
      let alert = file.text(receiver.start)
      guard !assigned.contains(alert), presented.contains(alert) else { continue }
      facts.addedLocals.insert(file.compactText(first.value))
      var token = first.value.start
      while token < first.value.end {
        if file.tokenIs(token, "UIAlertAction") { facts.inlineActions.insert(token) }
        token += 1
      }
    }
    presentedAlertActions[function.bodyOpen] = facts
    return facts
  }

  /// Does a task running `closure` never finish by itself? Its body (nested closures aside) has
  /// a loop that only cancellation ends: `while true`, `while !Task.isCancelled`, `repeat { … }
  /// while true`, or `for await … in` over a sequence that does not end (notifications, a
  /// publisher's or observable's `values`, `updates`, an `AsyncStream`, a `…Stream` member).
  public func runsUntilCancelled(_ closure: ClosureID) -> Bool {
    let value = file[closure: closure]
    let blocks = file.syntax.blocks
    var position = blocks.partitionPoint { $0.keyword < value.bodyStart }
    while position < blocks.count && blocks[position].keyword < value.close {
      let block = blocks[position]
      position += 1
      guard file.kind(block.keyword) == .keyword, innermostClosure(around: block.keyword) == closure else { continue }
      switch file.word(block.keyword) {
      case .while:
        if Self.endlessConditions.contains(file.compactText(block.condition)) { return true }
      case .repeat:
        let after = block.close + 1
        if block.close >= 0, file.word(after) == .while, file.tokenIs(after + 1, "true") { return true }
      case .for:
        if iteratesEndlessSequence(block.condition) { return true }
      default:
        break
      }
    }
    return false
  }

  private static let endlessConditions: Set<String> = ["true", "!Task.isCancelled", "Task.isCancelled==false"]

  /// Members naming an asynchronous sequence that ends only when its producer goes away.
  private static let endlessSequenceNames: Set<String> = [
    "notifications", "values", "updates", "AsyncStream", "AsyncThrowingStream",
  ]

  /// `await x in seq` / `try await x in seq` where `seq` names an endless sequence.
  private func iteratesEndlessSequence(_ condition: TokenRange) -> Bool {
    var token = condition.start
    while token < condition.end && file.word(token) == .try { token += 1 }
    guard token < condition.end, file.word(token) == .await else { return false }
    var inKeyword = token
    while inKeyword < condition.end && !(file.kind(inKeyword) == .keyword && file.word(inKeyword) == .in) {
      inKeyword = isOpener(inKeyword) ? afterGroup(inKeyword) : inKeyword + 1
    }
    var index = inKeyword + 1
    while index < condition.end {
      if file.kind(index) == .identifier {
        let name = file.text(index)
        if Self.endlessSequenceNames.contains(name) || name.hasSuffix("Stream") || name.hasSuffix("stream") {
          return true
        }
      }
      index += 1
    }
    return false
  }

  /// The closure whose body most closely contains `token`, if any (stops at a function or type).
  private func innermostClosure(around token: Int32) -> ClosureID? {
    var node = file.innermostNode(containing: token)
    var steps = 0
    while file.isValidNode(node) && steps <= Parser.maximumDepth + 8 {
      let value = file.syntax.nodes[Int(node)]
      if value.kind == .closure { return ClosureID(value.payload) }
      if value.kind == .function || value.kind == .accessor || value.kind == .type { return nil }
      node = value.parent
      steps += 1
    }
    return nil
  }

  /// The stored property whose assignment's right-hand side starts at `start`.
  private func storedTarget(ofValueAt start: Int32) -> StoredTarget? {
    let found = file.assignments(in: TokenRange(start - 1, start))
    guard let assignment = found.first, assignment.rhs.start == start else { return nil }
    return storedTarget(assignment.lhs)
  }

  /// The assignment target as a stored property: a member path (`x.y`, `self.y`), or a bare
  /// name no local binding declares.
  public func storedTarget(_ lhs: TokenRange) -> StoredTarget? {
    guard let span = TokenSpan(lhs), !span.isEmpty else { return nil }
    let first = lhs.start
    if lhs.end - lhs.start == 1 {
      guard file.kind(first) == .identifier, binding(of: file.text(first), at: TokenID(first)) == nil else {
        return nil
      }
      return StoredTarget(span: span, owner: .ownMember)
    }
    guard lhs.end - lhs.start >= 3 else { return nil }
    if file.word(first) == .selfWord && lhs.end - lhs.start == 3 { return StoredTarget(span: span, owner: .ownMember) }
    if isTypeName(first) && file.isKind(first + 1, .period) && lhs.end - first > 3 {
      return StoredTarget(span: span, owner: .sharedInstance)
    }
    return StoredTarget(span: span, owner: .otherObject)
  }

  /// An identifier spelled like a type (`Manager`, `UIApplication`) that no local binds.
  private func isTypeName(_ token: Int32) -> Bool {
    guard file.kind(token) == .identifier, Int(token) < file.tokens.count else { return false }
    let offset = file.tokens[Int(token)].startOffset
    guard offset < file.bytes.count else { return false }
    let byte = file.bytes[offset]
    return byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") && binding(at: TokenID(token)) == nil
  }

  // MARK: - Captures

  /// The closure's `self` entry in its capture list.
  public func selfCapture(of closure: ClosureID) -> SelfCapture {
    let value = file[closure: closure]
    for position in value.captures {
      let capture = file.syntax.captures[Int(position)]
      let isSelf =
        capture.value.isEmpty ? file.word(capture.name) == .selfWord : file.isSingleToken(capture.value, "self")
      guard isSelf else { continue }
      let token = TokenID(capture.name)
      switch capture.specifier {
      case .weak: return .weak(token)
      case .unowned: return .unowned(token)
      default: return .strong(token)
      }
    }
    return .none
  }

  /// The capture-list entries that are not `self`.
  public func valueCaptures(of closure: ClosureID) -> [ValueCapture] {
    let value = file[closure: closure]
    var result: [ValueCapture] = []
    for position in value.captures {
      let capture = file.syntax.captures[Int(position)]
      guard file.isValid(capture.name) else { continue }
      let isSelf =
        capture.value.isEmpty ? file.word(capture.name) == .selfWord : file.isSingleToken(capture.value, "self")
      if isSelf { continue }
      let specifier: CaptureSpecifier =
        capture.specifier == .weak ? .weak : capture.specifier == .unowned ? .unowned : .strong
      result.append(ValueCapture(name: TokenID(capture.name), specifier: specifier, value: TokenSpan(capture.value)))
    }
    return result
  }

  // MARK: - Strong uses of self

  /// Every token in `closure` that uses `self` strongly, in order: the `self` of a `[self]`
  /// capture, `self` (not `self?`), and implicit members (a name in `members`, not after `.`,
  /// not a label, not bound locally where it is used). Nothing when the closure captures
  /// `self` weakly or unowned; nested closures that do are skipped.
  public func strongSelfUses(in closure: ClosureID, members: Set<String>) -> [TokenID] {
    strongSelfUses(in: closure, members: members, limit: .max)
  }

  /// The first of `strongSelfUses`.
  public func firstStrongSelfUse(in closure: ClosureID, members: Set<String>) -> TokenID? {
    strongSelfUses(in: closure, members: members, limit: 1).first
  }

  private func strongSelfUses(in closure: ClosureID, members: Set<String>, limit: Int) -> [TokenID] {
    let value = file[closure: closure]
    var uses: [TokenID] = []
    switch selfCapture(of: closure) {
    case .weak, .unowned: return []
    case .strong(let token): uses.append(token)
    case .none: break
    }
    let nested = closures(in: TokenRange(value.bodyStart, value.close))
    var next = 0
    var token = value.bodyStart
    while token < value.close && uses.count < limit {
      while next < nested.count && file[closure: nested[next]].open < token { next += 1 }
      if next < nested.count, file[closure: nested[next]].open == token,
        selfCapture(of: nested[next]).isWeakOrUnowned
      {
        token = file[closure: nested[next]].close + 1
        continue
      }
      if isStrongSelfUse(token, members: members) { uses.append(TokenID(token)) }
      token += 1
    }
    return uses
  }

  private func isStrongSelfUse(_ token: Int32, members: Set<String>) -> Bool {
    guard let kind = file.kind(token), !file.isKind(token - 1, .period) else { return false }
    if kind == .keyword {
      return file.word(token) == .selfWord && !file.isKind(token + 1, .postfixQuestionMark)
    }
    guard kind == .identifier, !file.isKind(token + 1, .colon) else { return false }
    let name = file.text(token)
    guard members.contains(name) else { return false }
    // A name being declared is not a use, except a shorthand capture (`[text]` reads `text`).
    if let declared = binding(declaredAt: TokenID(token)) {
      guard case .capture = declared.kind, !file.isKind(token + 1, .equal) else { return false }
    }
    return binding(of: name, at: TokenID(token)) == nil
  }
}

/// A function's alert actions that a presented local alert holds (see `isPresentedAlertAction`).
struct PresentedAlertActions {
  /// `UIAlertAction` tokens inside the argument of such an alert's `addAction(…)`.
  var inlineActions: Set<Int32> = []
  /// Locals never assigned after their declaration, by the first token of their initial value.
  var actionLocals: [Int32: String] = [:]
  /// What such an alert's `addAction(…)` is given, as written.
  var addedLocals: Set<String> = []
}
