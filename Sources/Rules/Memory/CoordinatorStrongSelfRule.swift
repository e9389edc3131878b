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
      never finishes by itself), or a `lazy var` starts out holding a closure (`lazy var onToday: \
      () -> Void = { [self] in … }`, not one called at once with `()`), and the closure uses \
      `self` strongly, the coordinator owns the subscription or control that owns \
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
      Short-lived closures (`DispatchQueue…async`, `UIView.animate`, `map`/`forEach`, one-shot \
      completions such as `NSItemProvider.loadObject` and `URLSession` tasks, …) are fine, even \
      with `[self]`, and so is anything inside a closure that captures `[weak self]` \
      or `[unowned self]`. A value in the capture list (`[text]`) is copied when the closure is \
      made and does not capture `self`; names bound inside the closure (`if let parent`, \
      `for parent in`) are not members. A closure parked on a shared instance \
      (`Router.shared.onEvent = { … }`) is no cycle when the coordinator clears it (`= nil`) in a \
      teardown method; one that is never cleared keeps the coordinator for the life of the app. \
      A coordinator that keeps its one instance in a static property (`static let shared = \
      MapCoordinator()`) lives as long as the app already, and is not checked. \
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
    // A property's accessors (`didSet` subscribing to a publisher) by the property's node, once per file.
    var accessorsByProperty: [NodeID: [FunctionDecl]]?
    var singletons: Set<String>?
    for type in file.allTypes where type.kind == .class || type.kind == .extension || type.kind == .actor {
      guard context.index.isCoordinator(file.qualifiedName(of: type)) || isNestedCoordinator(type, in: file) else {
        continue
      }
      let shared = singletons ?? classesKeepingSharedInstance(file)
      singletons = shared
      if shared.contains(file.qualifiedName(of: type)) { continue }
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
      let byProperty = accessorsByProperty ?? propertyAccessors(file)
      accessorsByProperty = byProperty
      // A property's `didSet` that subscribes keeps its closure like a method does.
      let accessors = file.variables(in: type).flatMap { byProperty[NodeID($0.node)] ?? [] }
      let membersOnce = {
        if let members { return members }
        let gathered = memberNames(of: type, in: file, index)
        members = gathered
        return gathered
      }
      for function in file.functions(in: type) + accessors where !function.modifiers.isTypeMember {
        let body = file.body(of: function)
        // `assign(to:on: self)` retains `self` without any closure.
        for token in file.assignOnSelf(in: body) { context.report(file, at: token, .assignRetainsSelf) }
        checkClosures(
          in: body, below: NodeID(function.node), file, &context, cleared: clearedOnce, members: membersOnce)
      }
      // A `lazy var` keeps the closure it starts with (`lazy var onToday: () -> Void = { [self] in … }`).
      for variable in file.variables(in: type) where variable.modifiers.contains(.lazy) && !variable.isComputed {
        let initializer = variable.initializer
        checkClosures(
          in: initializer, below: NodeID(variable.node), file, &context, cleared: clearedOnce, members: membersOnce)
      }
    }
    checkSubscriptionsCapturingContext(file, &context)
  }

  /// Every accessor of the file by the node of the property it belongs to (one pass).
  private func propertyAccessors(_ file: ParsedFile) -> [NodeID: [FunctionDecl]] {
    var accessors: [NodeID: [FunctionDecl]] = [:]
    for function in file.allFunctions where function.kind == .accessor {
      guard let parent = file.node(NodeID(function.node)).flatMap({ NodeID(ifPresent: $0.parent) }),
        file.node(parent)?.kind == .variable
      else { continue }
      accessors[parent, default: []].append(function)
    }
    return accessors
  }

  /// `class Coordinator` nested in a type whose own inheritance clause names a representable protocol.
  private func isNestedCoordinator(_ type: TypeDecl, in file: ParsedFile) -> Bool {
    guard file.text(type.name) == "Coordinator", let outer = file.enclosingType(of: type.node) else { return false }
    return file.inheritedNames(of: outer).contains { FrameworkFacts.representableProtocols.contains($0) }
  }

  /// The classes of this file that keep an instance of themselves in a static property (`static
  /// let shared = MapCoordinator()`, which `makeCoordinator()` returns): such a coordinator lives as
  /// long as the app, so the closures it keeps (in its extensions too) hold nothing that would
  /// otherwise be freed. Asked once per file that declares a coordinator.
  private func classesKeepingSharedInstance(_ file: ParsedFile) -> Set<String> {
    var names: Set<String> = []
    for type in file.allTypes where type.kind == .class {
      let name = file.text(type.name)
      let keeps = file.variables(in: type).contains { variable in
        guard variable.modifiers.isTypeMember, !variable.isComputed, let first = variable.initializer.first else {
          return false
        }
        return file.constructedType(at: first) == name
      }
      if keeps { names.insert(file.qualifiedName(of: type)) }
    }
    return names
  }

  /// Properties and methods of the coordinator (all its declarations and extensions).
  private func memberNames(of type: TypeDecl, in file: ParsedFile, _ index: ProjectIndex) -> Set<String> {
    var names: Set<String> = []
    for indexed in index.lookup(file.qualifiedName(of: type)) {
      names.formUnion(indexed.properties.map { $0.name })
      names.formUnion(indexed.methods)
    }
    for variable in file.variables(in: type) where variable.nameToken != nil { names.insert(file.text(variable.name)) }
    for function in file.functions(in: type) where function.kind == .function { names.insert(file.text(function.name)) }
    return names
  }

  /// Closures in `range` (a method's body, a lazy property's initial value) that something keeps
  /// and that use the coordinator strongly.
  private func checkClosures(
    in range: TokenRange, below limit: NodeID, _ file: ParsedFile, _ context: inout RuleContext,
    cleared: () -> Set<String>, members: () -> Set<String>
  ) {
    guard !range.isEmpty else { return }
    let code = file.code
    for closure in code.closures(in: range) {
      guard let keeper = keeper(of: closure, code, file, cleared: cleared),
        !file.isInsideWeakSelfCapture(closure, below: limit),
        let use = code.firstStrongSelfUse(in: closure, members: members())
      else { continue }
      context.report(
        file, at: use,
        FindingMessage(
          "This closure is kept by \(keeper) and captures the coordinator strongly, so neither is ever released; "
            + "capture `[weak self]`"),
        fix: weakSelfFix(closure, code, file))
    }
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
      guard !name.isEmpty, !CodeModel.retainingCallNames.contains(name), !Self.oneShotCompletions.contains(name)
      else { return nil }
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
  fileprivate static let assignRetainsSelf = FindingMessage(
    "`assign(to:on: self)` keeps the coordinator alive for as long as the subscription lives; "
      + "use `sink { [weak self] in … }` or `assign(to: &$property)`")
}
