import BridgeLint

/// A representable's coordinator hands UIKit/Foundation/Combine a closure that keeps it alive.
public struct CoordinatorStrongSelfRule: Rule {
  public init() {}

  /// A coordinator is declared or extended under its own name.
  public static func relevance(in index: ProjectIndex) -> Relevance {
    .anyOf(names: ["Coordinator"] + index.coordinatorSimpleNames)
  }

  public static let description = RuleDescription(
    identifier: "coordinator_strong_self",
    name: "Coordinator Strong Self",
    summary: "A coordinator stores a closure that captures the coordinator strongly",
    rationale: """
      A representable's coordinator lives as long as SwiftUI keeps the view. When one of its \
      methods hands a closure to an API that *stores* it (Combine's `sink`, \
      `assign(to:on: self)`, `NotificationCenter.addObserver(forName:object:queue:using:)`, a \
      repeating `Timer`, KVO `observe`, `UIAction`, a stored property or stored `Task`) and the \
      closure uses `self` strongly, the coordinator owns the subscription or control that owns \
      the closure that owns the coordinator: a cycle. Nothing is released when the view goes \
      away, observers keep firing into a dead screen, and the coordinator's `parent` keeps \
      stale SwiftUI state alive.

      ```swift
      cancellable = model.$query.sink { [weak self] query in
        self?.parent.onSearch(query)
      }
      ```

      A coordinator is the class `makeCoordinator()` returns, or a class named `Coordinator` \
      nested in (or in an extension of) a representable; other "coordinators" are out of scope. \
      Short-lived closures (`DispatchQueue…async`, `UIView.animate`, `map`/`forEach`, …) are \
      fine, even with `[self]`, and so is anything inside a closure that captures `[weak self]` \
      or `[unowned self]`.
      """,
    kind: .memory,
    defaultSeverity: .warning,
    nonTriggeringExamples: [
      Example(
        """
        struct SearchBar: UIViewRepresentable {
          final class Coordinator: NSObject {
            var parent: SearchBar
            var cancellable: AnyCancellable?
            init(_ parent: SearchBar) {
              self.parent = parent
              super.init()
              cancellable = NotificationCenter.default.publisher(for: .search).sink { [weak self] note in
                self?.parent.onSearch(note)
              }
            }
          }
        }
        """),
      Example(
        """
        struct Player: UIViewRepresentable {
          class Coordinator {
            var timer: Timer?
            func start() {
              timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in
                guard let self else { return }
                self.tick()
              }
            }
            func tick() {}
          }
        }
        """),
      Example(
        """
        struct MapView: UIViewRepresentable {
          final class Coordinator: NSObject, MKMapViewDelegate {
            var parent: MapView
            init(_ parent: MapView) { self.parent = parent }
            func mapViewDidChangeVisibleRegion(_ mapView: MKMapView) {
              DispatchQueue.main.async { self.parent.region = mapView.region }
              UIView.animate(withDuration: 0.2) { [self] in parent.onMove() }
              mapView.annotations.forEach { self.parent.visible.insert($0.title ?? "") }
            }
          }
        }
        """),
      Example(
        """
        final class AppCoordinator {
          var cancellables = Set<AnyCancellable>()
          func start() {
            session.$user.sink { user in self.show(user) }.store(in: &cancellables)
          }
        }
        """),
      Example(
        """
        struct Field: UIViewRepresentable {
          final class Coordinator: NSObject {
            var observation: NSKeyValueObservation?
            func watch(_ field: UITextField) {
              observation = field.observe(\\.text) { [unowned self] field, _ in
                self.parent.text = field.text ?? ""
              }
            }
          }
        }
        """),
      Example(
        """
        struct Editor: UIViewRepresentable {
          func makeCoordinator() -> EditorCoordinator { EditorCoordinator() }
        }
        final class EditorCoordinator {
          var cancellable: AnyCancellable?
          func bind(_ model: Model) {
            cancellable = model.$text.sink { [weak self] text in
              DispatchQueue.main.async { self?.apply(text) }
            }
          }
          func apply(_ text: String) {}
        }
        """),
      Example(
        """
        struct Camera: UIViewControllerRepresentable {
          final class Coordinator: NSObject {
            func capture(_ output: AVCapturePhotoOutput) {
              let settings = AVCapturePhotoSettings()
              let values = [1, 2, 3].map { self.scale * Double($0) }
              output.capturePhoto(with: settings, delegate: self)
              print(values)
            }
          }
        }
        """),
      Example(
        """
        struct Banner: UIViewRepresentable {
          final class Coordinator: NSObject {
            func scheduleHide() {
              Timer.scheduledTimer(withTimeInterval: 3, repeats: false) { _ in self.hide() }
            }
            func hide() {}
          }
        }
        """),
      Example(
        """
        struct Form: UIViewRepresentable {
          final class Coordinator: NSObject {
            func configure(_ button: UIButton) {
              let handler = { (action: UIAction) in print(action) }
              button.addAction(UIAction(handler: handler), for: .touchUpInside)
              let format = { (value: Double) in String(value) }
              print(format(1))
            }
          }
        }
        """),
      Example(
        """
        struct TitleBar: UIViewControllerRepresentable {
          final class Coordinator: NSObject {
            var server: Server?
            func menu(for servers: [Server]) -> [UIAction] {
              servers.map { server in
                UIAction(title: server.name) { _ in open(server) }
              }
            }
          }
        }
        """),
      Example(
        """
        struct Clock: UIViewRepresentable {
          final class Coordinator {
            var task: Task<Void, Never>?
            func refresh() {
              Task { await self.reload() }
              task = Task { [weak self] in await self?.reload() }
            }
            func reload() async {}
          }
        }
        """),
    ],
    triggeringExamples: [
      Example(
        """
        struct SearchBar: UIViewRepresentable {
          final class Coordinator: NSObject {
            var parent: SearchBar
            var cancellable: AnyCancellable?
            init(_ parent: SearchBar) {
              self.parent = parent
              super.init()
              cancellable = NotificationCenter.default.publisher(for: .search).sink { note in
                ↓self.parent.onSearch(note)
              }
            }
          }
        }
        """),
      Example(
        """
        struct Player: UIViewRepresentable {
          class Coordinator {
            var timer: Timer?
            func start() {
              timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in
                ↓self.tick()
              }
            }
            func tick() {}
          }
        }
        """),
      Example(
        """
        struct Field: UIViewRepresentable {
          final class Coordinator: NSObject {
            var token: NSObjectProtocol?
            func observe() {
              token = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main) { [↓self] _ in
                parent.keyboardShown = true
              }
            }
          }
        }
        """),
      Example(
        """
        struct Slider: UIViewRepresentable {
          final class Coordinator: NSObject {
            func configure(_ slider: UISlider) {
              slider.addAction(UIAction { _ in ↓self.parent.value = slider.value }, for: .valueChanged)
            }
          }
        }
        """),
      Example(
        """
        struct Editor: UIViewRepresentable {
          func makeCoordinator() -> EditorCoordinator { EditorCoordinator() }
        }
        final class EditorCoordinator {
          var cancellables = Set<AnyCancellable>()
          var text = ""
          func bind(_ model: Model) {
            model.$text.assign(to: \\.text, on: ↓self).store(in: &cancellables)
          }
        }
        """),
      Example(
        """
        struct Canvas: UIViewRepresentable {
          final class Coordinator {
            var onChange: (() -> Void)?
            func attach(_ canvas: CanvasView) {
              canvas.onDrawingChanged = { ↓self.onChange?() }
            }
          }
        }
        """),
      Example(
        """
        struct Web: UIViewRepresentable {}
        extension Web {
          final class Coordinator: NSObject {
            var observation: NSKeyValueObservation?
            func watch(_ web: WKWebView) {
              observation = web.observe(\\.estimatedProgress) { web, _ in
                ↓self.progress = web.estimatedProgress
              }
            }
          }
        }
        """),
    ]
  )

  public func check(_ file: ParsedFile, _ context: inout RuleContext) {
    for type in file.syntax.types where type.kind == .class || type.kind == .extension || type.kind == .actor {
      guard context.index.isCoordinator(file.qualifiedName(of: type)) || isNestedCoordinator(type, in: file) else {
        continue
      }
      // Members only matter once a function keeps a closure (rare): gathered then, once.
      let index = context.index
      var members: Set<String>?
      for function in file.functions(in: type) where !function.modifiers.isTypeMember {
        check(function, in: file, &context) {
          if let members { return members }
          let gathered = memberNames(of: type, in: file, index)
          members = gathered
          return gathered
        }
      }
    }
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
    _ function: FunctionDecl, in file: ParsedFile, _ context: inout RuleContext, members: () -> Set<String>
  ) {
    let body = file.body(of: function)
    guard !body.isEmpty else { return }
    // `assign(to:on: self)` retains `self` without any closure.
    for call in file.calls(in: body) where file.tokenIs(call.name, "assign") {
      if let target = file.argument(of: call, labeled: "on"), file.isSingleToken(target, "self") {
        context.report(file, at: target.start, .assignRetainsSelf)
      }
    }
    let kept = file.closures(in: body).compactMap { closure -> (Closure, String)? in
      guard let reason = retainingReason(closure, in: file), !isWeaklyCaptured(closure, within: function, file) else {
        return nil
      }
      return (closure, reason)
    }
    guard !kept.isEmpty else { return }
    var shadowed = Set(file.parameterNames(of: function))
    shadowed.formUnion(file.localNames(in: body))
    // Parameters of any closure in the function (`items.map { server in … }`) shadow members too.
    for closure in file.closures(in: body) { shadowed.formUnion(closure.parameterNames.map { file.text($0) }) }
    let members = members()
    for (closure, reason) in kept {
      if let use = firstStrongUse(in: closure, members: members, shadowed: shadowed, file: file) {
        context.report(
          file, at: use,
          FindingMessage(
            "This closure is kept by \(reason) and captures the coordinator strongly, so neither is ever released; "
              + "capture `[weak self]`"))
      }
    }
  }

  // MARK: - Which closures are stored

  /// Why the closure outlives the call that receives it, or nil when it does not.
  private func retainingReason(_ closure: Closure, in file: ParsedFile) -> String? {
    switch closure.ownerKind {
    case .argument, .trailingClosure:
      guard let call = file.call(closure.owner), call.name >= 0 else { return nil }
      let name = file.text(call.name)
      switch name {
      case "sink": return "Combine's `sink`"
      case "observe":
        guard let first = file.arguments(of: call).first, file.isKind(first.value.start, .backslash) else { return nil }
        return "the KVO observation"
      case "addObserver":
        return file.argument(of: call, labeled: "forName") != nil ? "NotificationCenter's observer" : nil
      case "scheduledTimer", "Timer":
        if let repeats = file.argument(of: call, labeled: "repeats"), file.isSingleToken(repeats, "false") {
          return nil
        }
        return "the repeating `Timer`"
      case "UIAction": return "the `UIAction`"
      case "Task", "detached":
        return isStored(callStart: call.calleeStart, in: file) ? "the stored `Task`" : nil
      default:
        if FrameworkFacts.shortLivedClosureCalls.contains(name) { return nil }
        return capturesSelfStrongly(closure, file) ? "`\(name)` (with `[self]`)" : nil
      }
    case .assignment:
      guard Int(closure.owner) < file.syntax.assignments.count else { return nil }
      let assignment = file.syntax.assignments[Int(closure.owner)]
      guard isStoredTarget(assignment.lhs, in: file) else { return nil }
      return "the property `\(file.compactText(assignment.lhs))`"
    default:
      return nil
    }
  }

  /// Is the expression starting at `callStart` the right-hand side of an assignment to a stored property?
  private func isStored(callStart: Int32, in file: ParsedFile) -> Bool {
    file.syntax.assignments.contains { $0.rhs.start == callStart && isStoredTarget($0.lhs, in: file) }
  }

  /// A member (`x.y`, `self.y`) or a name that is not a local: not a local variable.
  private func isStoredTarget(_ lhs: TokenRange, in file: ParsedFile) -> Bool {
    if lhs.end - lhs.start >= 3 { return true }
    guard lhs.end - lhs.start == 1, file.kind(lhs.start) == .identifier else { return false }
    let name = file.text(lhs.start)
    let scope = file.innermostNode(containing: lhs.start)
    guard let function = file.enclosingFunction(of: scope) else { return true }
    return !file.localNames(in: file.body(of: function)).contains(name)
      && !file.parameterNames(of: function).contains(name)
  }

  /// The closure's capture of `self` itself (`[self]`, `[weak self]`), not `[x = self.y]`.
  private func selfCapture(_ closure: Closure, _ file: ParsedFile) -> Capture? {
    for index in closure.captures {
      let capture = file.syntax.captures[Int(index)]
      if file.word(capture.name) == .selfWord && capture.value.isEmpty { return capture }
    }
    return nil
  }

  private func capturesSelfStrongly(_ closure: Closure, _ file: ParsedFile) -> Bool {
    selfCapture(closure, file).map { $0.specifier == .none } ?? false
  }

  private func hasWeakSelfCapture(_ closure: Closure, _ file: ParsedFile) -> Bool {
    selfCapture(closure, file).map { $0.specifier != .none } ?? false
  }

  /// The closure, or a closure around it inside `function`, captures `[weak self]`/`[unowned self]`.
  private func isWeaklyCaptured(_ closure: Closure, within function: FunctionDecl, _ file: ParsedFile) -> Bool {
    var node = closure.node
    var steps = 0
    while file.isValidNode(node) && node != function.node && steps <= Parser.maximumDepth + 8 {
      let value = file.syntax.nodes[Int(node)]
      if value.kind == .closure && hasWeakSelfCapture(file.syntax.closures[Int(value.payload)], file) { return true }
      node = value.parent
      steps += 1
    }
    return false
  }

  // MARK: - Strong uses of self

  /// The first strong use of the coordinator in the closure: `[self]`, `self`, or an implicit member.
  private func firstStrongUse(in closure: Closure, members: Set<String>, shadowed: Set<String>, file: ParsedFile)
    -> Int32?
  {
    if let capture = selfCapture(closure, file), capture.specifier == .none { return capture.name }
    var names = shadowed
    names.formUnion(closure.parameterNames.map { file.text($0) })
    // Nested closures that capture self weakly do not count.
    let weakRanges = file.closures(in: TokenRange(closure.bodyStart, closure.close)).filter {
      hasWeakSelfCapture($0, file)
    }
    .map { TokenRange($0.open, $0.close + 1) }
    var token = closure.bodyStart
    while token < closure.close {
      if let skip = weakRanges.first(where: { $0.contains(token) }) {
        token = skip.end
        continue
      }
      defer { token += 1 }
      let afterPeriod = file.isKind(token - 1, .period)
      if file.word(token) == .selfWord && file.kind(token) == .keyword && !afterPeriod {
        return token
      }
      if file.kind(token) == .identifier && !afterPeriod && !file.isKind(token + 1, .colon) {
        let name = file.text(token)
        if members.contains(name) && !names.contains(name) { return token }
      }
    }
    return nil
  }
}

extension FindingMessage {
  fileprivate static let assignRetainsSelf = FindingMessage(
    "`assign(to:on: self)` keeps the coordinator alive for as long as the subscription lives; "
      + "use `sink { [weak self] in … }` or `assign(to: &$property)`")
}
