import BridgeLint

/// A representable's coordinator hands UIKit/Foundation/Combine a closure that keeps it alive.
public struct CoordinatorStrongSelfRule: Rule {
  public init() {}

  /// A coordinator is declared or extended under its own name, or reached as `context.coordinator`.
  public static func relevance(in index: ProjectIndex) -> Relevance {
    .anyOf(names: ["Coordinator"] + index.coordinatorSimpleNames, members: ["coordinator"])
  }

  public static let description = RuleDescription(
    identifier: "coordinator_strong_self",
    name: "Coordinator Strong Self",
    summary: "A coordinator stores a closure that captures the coordinator strongly",
    rationale: """
      A representable's coordinator lives as long as SwiftUI keeps the view. When one of its \
      methods hands a closure to an API that *stores* it (Combine's `sink`, \
      `assign(to:on: self)`, `NotificationCenter.addObserver(forName:object:queue:using:)`, a \
      repeating `Timer`, KVO `observe`, `UIAction`, a stored property, or a stored `Task` that \
      never finishes by itself) and the closure uses `self` strongly, the coordinator owns the subscription or control that owns \
      the closure that owns the coordinator: a cycle. Nothing is released when the view goes \
      away, observers keep firing into a dead screen, and the coordinator's `parent` keeps \
      stale SwiftUI state alive.

      ```swift
      cancellable = model.$query.sink { [weak self] query in
        self?.parent.onSearch(query)
      }
      ```

      A stored `Task` keeps its closure only while it runs: one that finishes (it sleeps, does \
      its work and returns) releases it, so the capture is transient. It is a cycle when the \
      body runs until cancelled: `while true`, `while !Task.isCancelled`, or `for await` over \
      notifications, `values`, `updates` or an `AsyncStream`.

      A coordinator is the class `makeCoordinator()` returns, or a class named `Coordinator` \
      nested in (or in an extension of) a representable; other "coordinators" are out of scope. \
      Short-lived closures (`DispatchQueue…async`, `UIView.animate`, `map`/`forEach`, …) are \
      fine, even with `[self]`, and so is anything inside a closure that captures `[weak self]` \
      or `[unowned self]`. A value in the capture list (`[text]`) is copied when the closure is \
      made and does not capture `self`; names bound inside the closure (`if let parent`, \
      `for parent in`) are not members. A closure parked on a shared instance \
      (`Router.shared.onEvent = { … }`) is no cycle when the coordinator clears it (`= nil`) in a \
      teardown method; one that is never cleared keeps the coordinator for the life of the app. \
      A `UIAlertAction` handler is transient when its action goes into a local \
      `UIAlertController` that is presented and stored nowhere: the alert lets go of it once dismissed.

      The same cycle runs through `context`: a `sink` in `make…`/`update…` stored on the \
      coordinator (`.store(in: &context.coordinator.cancellables)`, \
      `context.coordinator.cancellable = …`) whose closure uses `context` (which holds the \
      coordinator) or a local bound to the coordinator. Capture \
      `[weak coordinator = context.coordinator]` instead.
      """,
    kind: .memory,
    defaultSeverity: .warning,
    nonTriggeringExamples: CoordinatorStrongSelfExamples.nonTriggering,
    triggeringExamples: CoordinatorStrongSelfExamples.triggering,
    fixAvailability: .sometimes,
    corrections: CoordinatorStrongSelfExamples.corrections
  )

  public func check(_ file: ParsedFile, _ context: inout RuleContext) {
    for type in file.syntax.types where type.kind == .class || type.kind == .extension || type.kind == .actor {
      guard context.index.isCoordinator(file.qualifiedName(of: type)) || isNestedCoordinator(type, in: file) else {
        continue
      }
      // Members only matter once a function keeps a closure (rare): gathered then, once.
      let index = context.index
      var members: Set<String>?
      var cleared: Set<String>?
      let clearedOnce = {
        if let cleared { return cleared }
        let paths = clearedPaths(in: type, file)
        cleared = paths
        return paths
      }
      for function in file.functions(in: type) where !function.modifiers.isTypeMember {
        check(function, in: file, &context, cleared: clearedOnce) {
          if let members { return members }
          let gathered = memberNames(of: type, in: file, index)
          members = gathered
          return gathered
        }
      }
    }
    checkSubscriptionsCapturingContext(file, &context)
  }

  /// `publisher.sink { _ in context.coordinator.reload() }.store(in: &context.coordinator.bag)` in
  /// a representable's `make…`/`update…`: the coordinator keeps the subscription, which keeps the
  /// closure, which keeps `context`, which keeps the coordinator.
  private func checkSubscriptionsCapturingContext(_ file: ParsedFile, _ context: inout RuleContext) {
    let model = context.model
    let code = file.code
    for method in model.lifecycleMethods where method.role != .sizeThatFits {
      let declaration = file[function: method.function]
      let count = Int(declaration.parameters.upperBound - declaration.parameters.lowerBound)
      guard count > 0 else { continue }
      let parameter = file.syntax.parameters[Int(declaration.parameters.upperBound) - 1]
      guard file.isValid(parameter.name), !file.tokenIs(parameter.name, "_") else { continue }
      // The context and the locals bound to its coordinator (`let coordinator = context.coordinator`).
      var holders: Set<String> = [file.text(parameter.name)]
      for name in method.coordinatorNames where !name.contains(".") { holders.insert(name) }
      let paths = method.coordinatorNames
      for closure in code.closures(in: method.body) {
        guard case .retained(.sink) = code.retention(of: closure),
          let statement = code.statement(containing: TokenID(file[closure: closure].open)),
          storesOnCoordinator(code.span(of: statement).range, paths, file)
        else { continue }
        let value = file[closure: closure]
        let inner = TokenRange(value.open + 1, value.close)
        guard !inner.isEmpty, !(inner.start..<inner.end).contains(where: { file.word($0) == .weak }),
          !(inner.start..<inner.end).contains(where: { file.tokenIs($0, "unowned") })
        else { continue }
        let use = (inner.start..<inner.end).first { token in
          file.kind(token) == .identifier && !file.isKind(token - 1, .period) && holders.contains(file.text(token))
        }
        guard let use else { continue }
        context.report(file, at: use, .subscriptionKeepsContext(file.text(use), file.text(parameter.name)))
      }
    }
  }

  /// Does the statement keep its subscription on the coordinator: `.store(in: &context.coordinator.bag)`,
  /// or `context.coordinator.cancellable = …`?
  private func storesOnCoordinator(_ range: TokenRange, _ paths: Set<String>, _ file: ParsedFile) -> Bool {
    func isCoordinatorPath(_ text: String) -> Bool {
      paths.contains { text == $0 || text.hasPrefix($0 + ".") }
    }
    if let assignment = file.assignments(in: range).first, assignment.lhs.start == range.start,
      isCoordinatorPath(file.normalizedExpression(assignment.lhs))
    {
      return true
    }
    var token = range.start
    while token + 4 < range.end {
      if file.tokenIs(token, "store"), file.isKind(token + 1, .leftParen), file.tokenIs(token + 2, "in"),
        file.isKind(token + 3, .colon), file.isKind(token + 4, .prefixAmpersand),
        let close = file.closer(of: token + 1), close > token + 5,
        isCoordinatorPath(file.normalizedExpression(TokenRange(token + 5, close)))
      {
        return true
      }
      token += 1
    }
    return false
  }

  /// `class Coordinator` nested in a type whose own inheritance clause names a representable protocol.
  private func isNestedCoordinator(_ type: TypeDecl, in file: ParsedFile) -> Bool {
    guard file.text(type.name) == "Coordinator", let outer = file.enclosingType(of: type.node) else { return false }
    return file.inheritedNames(of: outer).contains { FrameworkFacts.representableProtocols.contains($0) }
  }

  /// Properties and methods of the coordinator (all its declarations and extensions).
  private func memberNames(of type: TypeDecl, in file: ParsedFile, _ index: ProjectIndex) -> Set<String> {
    var names: Set<String> = []
    for indexed in index.lookup(file.qualifiedName(of: type)) {
      names.formUnion(indexed.properties.map { $0.name })
      names.formUnion(indexed.methods)
    }
    for variable in file.variables(in: type) where variable.name >= 0 { names.insert(file.text(variable.name)) }
    for function in file.functions(in: type) where function.kind == .function { names.insert(file.text(function.name)) }
    return names
  }

  private func check(
    _ function: FunctionDecl, in file: ParsedFile, _ context: inout RuleContext, cleared: () -> Set<String>,
    members: () -> Set<String>
  ) {
    let body = file.body(of: function)
    guard !body.isEmpty else { return }
    let code = file.code
    // `assign(to:on: self)` retains `self` without any closure.
    for token in code.assignOnSelf(in: body) { context.report(file, at: token.raw, .assignRetainsSelf) }
    for closure in code.closures(in: body) {
      guard let keeper = keeper(of: closure, code, file, cleared: cleared),
        !code.isInsideWeakSelfCapture(closure, below: NodeID(function.node)),
        let use = code.firstStrongSelfUse(in: closure, members: members())
      else { continue }
      context.report(
        file, at: use.raw,
        FindingMessage(
          "This closure is kept by \(keeper) and captures the coordinator strongly, so neither is ever released; "
            + "capture `[weak self]`"),
        fix: weakSelfFix(closure, code, file))
    }
  }

  /// Captures `[weak self]`, and writes `self?.` where the closure is one statement starting
  /// with its only `self`, else opens it with `guard let self else { return }` (so its body
  /// reads as before). Only for a closure whose body starts on a line of its own and that
  /// returns no value (a bare `return` stays valid); a closure kept in a stored property must
  /// have several statements, since a single one may be its implicit result.
  private func weakSelfFix(_ closure: ClosureID, _ code: CodeModel, _ file: ParsedFile) -> Fix? {
    let value = file[closure: closure]
    let statements = code.statements(of: closure)
    guard let first = statements.first, value.open >= 0, value.close > value.open else { return nil }
    // A stored task is reported only when it loops until cancelled: `guard let self` at its top
    // would hold `self` for the whole loop, so there is no mechanical fix.
    if case .retained(.storedTask) = code.retention(of: closure) { return nil }
    if case .retained(let api) = code.retention(of: closure), statements.count < 2 {
      switch api {
      case .storedProperty, .storedTask: return nil
      default: break
      }
    }
    var token = value.open + 1
    while token < value.close {
      if file.kind(token) == .keyword && file.word(token) == .return && !file.isKind(token + 1, .rightBrace)
        && !file.isKind(token + 1, .semicolon)
      {
        return nil
      }
      token += 1
    }
    // `{ @MainActor in …}`: a capture list goes after the closure's attributes.
    let head = tokenAfterAttributes(value, file)
    if head != value.open + 1 && file.isKind(head, .leftSquare) && value.captures.isEmpty { return nil }
    let capture: FixEdit
    switch code.selfCapture(of: closure) {
    case .none:
      if file.isKind(head, .leftSquare) {
        capture = .insert("weak self, ", at: file.tokens[Int(head)].endOffset)
      } else if value.inKeyword >= 0 {
        capture = .insert("[weak self] ", at: file.tokens[Int(head)].startOffset)
      } else {
        capture = .insert(" [weak self] in", at: file.tokens[Int(value.open)].endOffset)
      }
      // One statement that starts with its only `self` (`self.parent.onSearch(note)`): `self?.`.
      if statements.count == 1, let optional = optionalChain(first, in: value, code, file) {
        return Fix("Capture `[weak self]`", .unsafe, edits: [capture, optional])
      }
    case .strong(let token):
      // `[self]` becomes `[weak self]`; `[me = self]` is left to the reader.
      guard file.tokenIs(token.raw, "self") else { return nil }
      capture = .insert("weak ", at: file.tokens[Int(token.raw)].startOffset)
    case .weak, .unowned:
      return nil
    }
    let text = FixText(file)
    let firstStart = code.byteRange(of: first).lowerBound
    guard let guardLine = text.insertLine("guard let self else { return }", before: firstStart) else { return nil }
    return Fix("Capture `[weak self]`", .unsafe, edits: [capture, guardLine])
  }

  /// The first token after `{` and the closure's attributes (`@MainActor`, `@Sendable`,
  /// `@available(…)`): where a capture list starts.
  private func tokenAfterAttributes(_ closure: Closure, _ file: ParsedFile) -> Int32 {
    var token = closure.open + 1
    while token < closure.close && file.isKind(token, .atSign) && file.kind(token + 1) == .identifier {
      token += 2
      guard file.isKind(token, .leftParen) else { continue }
      var depth = 0
      while token < closure.close {
        if file.isKind(token, .leftParen) { depth += 1 }
        if file.isKind(token, .rightParen) { depth -= 1 }
        token += 1
        if depth == 0 { break }
      }
    }
    return token
  }

  /// The edit turning `self.` into `self?.` when the closure's one statement starts with
  /// `self.` and no other `self` is in the closure (each other use would become optional too).
  /// With no capture list, a class's escaping closure names `self` explicitly, so that is every use.
  private func optionalChain(_ statement: StatementID, in closure: Closure, _ code: CodeModel, _ file: ParsedFile)
    -> FixEdit?
  {
    let start = code.span(of: statement).start.raw
    guard file.tokenIs(start, "self"), file.isKind(start + 1, .period) else { return nil }
    var token = closure.open + 1
    while token < closure.close {
      if token != start && file.tokenIs(token, "self") { return nil }
      token += 1
    }
    return .insert("?", at: file.tokens[Int(start)].endOffset)
  }

  /// What keeps the closure alive past the call, or nil when nothing does (or nothing proves it).
  private func keeper(of closure: ClosureID, _ code: CodeModel, _ file: ParsedFile, cleared: () -> Set<String>)
    -> String?
  {
    switch code.retention(of: closure) {
    case .retained(let api):
      // A shared instance is not owned by the coordinator: a closure parked there and cleared
      // in an explicit teardown is a deliberate lifetime, not a cycle.
      if case .storedProperty(let target) = api, target.owner == .sharedInstance,
        cleared().contains(file.normalizedExpression(target.span.range))
      {
        return nil
      }
      return api.keeper(in: file)
    case .shortLived:
      return nil
    case .unknown:
      // An API outside the vocabulary, given `[self]` on purpose: assume it keeps the closure.
      guard case .strong = code.selfCapture(of: closure), let call = code.receivingCall(of: closure) else {
        return nil
      }
      let name = file.text(file[call: call].name)
      guard !name.isEmpty, !CodeModel.retainingCallNames.contains(name) else { return nil }
      return "`\(name)` (with `[self]`)"
    }
  }

  /// Properties the coordinator sets to `nil` somewhere (its teardown), as normalized paths.
  private func clearedPaths(in type: TypeDecl, _ file: ParsedFile) -> Set<String> {
    var paths: Set<String> = []
    for assignment in file.assignments(in: TokenRange(type.bodyOpen, type.bodyClose))
    where file.isSingleToken(assignment.rhs, "nil") {
      paths.insert(file.normalizedExpression(assignment.lhs))
    }
    return paths
  }
}

extension FindingMessage {
  fileprivate static func subscriptionKeepsContext(_ name: String, _ context: String) -> FindingMessage {
    name == context
      ? FindingMessage(
        "This subscription is stored on the coordinator and its closure captures `\(context)`, which holds the "
          + "coordinator: a cycle, so neither is ever released; capture `[weak coordinator = \(context).coordinator]` "
          + "and use `coordinator?` instead")
      : FindingMessage(
        "This subscription is stored on the coordinator and its closure captures `\(name)` strongly: a cycle, so "
          + "neither is ever released; capture `[weak \(name)]` instead")
  }

  fileprivate static let assignRetainsSelf = FindingMessage(
    "`assign(to:on: self)` keeps the coordinator alive for as long as the subscription lives; "
      + "use `sink { [weak self] in … }` or `assign(to: &$property)`")
}
