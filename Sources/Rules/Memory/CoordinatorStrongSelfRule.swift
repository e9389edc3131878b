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
      Example(
        """
        struct Search: UIViewRepresentable {
          final class Coordinator: NSObject {
            var text = ""
            var cancellable: AnyCancellable?
            func bind(_ field: UITextField, _ model: Model) {
              cancellable = model.$query.sink { [text] query in
                field.text = text + query
              }
            }
          }
        }
        """),
      Example(
        """
        struct Player: UIViewRepresentable {
          static func dismantleUIView(_ view: UIView, coordinator: Coordinator) { coordinator.teardown() }
          final class Coordinator {
            var parent: Player
            func start() {
              AudioRouter.shared.onInterruption = { self.parent.pause() }
            }
            func teardown() { AudioRouter.shared.onInterruption = nil }
          }
        }
        """),
      Example(
        """
        struct Outline: UIViewRepresentable {
          final class Coordinator {
            var parent: Outline
            var cancellables = Set<AnyCancellable>()
            func bind(_ model: Model) {
              model.$node.sink { node in
                if let parent = node?.parent { parent.expand() }
              }.store(in: &cancellables)
              model.$nodes.sink { nodes in
                for parent in nodes { parent.expand() }
              }.store(in: &cancellables)
            }
          }
        }
        """),
      Example(
        """
        struct ScrollCatcher: NSViewRepresentable {
          final class Coordinator: NSObject {
            var endTask: Task<Void, Never>?
            var isScrolling = false
            func scheduleEnd() {
              endTask?.cancel()
              endTask = Task { @MainActor in
                try? await Task.sleep(for: .milliseconds(250))
                guard !Task.isCancelled else { return }
                isScrolling = false
                self.finish()
              }
            }
            func finish() {}
          }
        }
        """),
      Example(
        """
        struct Feed: UIViewRepresentable {
          final class Coordinator {
            var loadTask: Task<Void, Never>?
            var items: [Item] = []
            func reload(_ api: API) {
              loadTask = Task {
                for item in await api.items() { self.items.append(item) }
              }
            }
          }
        }
        """),
      Example(
        """
        struct ExportPicker: UIViewControllerRepresentable {
          final class Coordinator: NSObject, UIDocumentPickerDelegate {
            func documentPicker(_ picker: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {
              let confirm = UIAlertController(title: "Replace?", message: nil, preferredStyle: .alert)
              confirm.addAction(UIAlertAction(title: "Replace", style: .destructive) { [self] _ in
                overwrite(with: urls)
              })
              picker.present(confirm, animated: true)
            }
            func overwrite(with urls: [URL]) {}
          }
        }
        """),
      Example(
        """
        struct Editor: UIViewRepresentable {
          @ObservedObject var model: Model
          func makeUIView(context: Context) -> UITextView {
            let view = UITextView()
            model.$text.sink { [weak coordinator = context.coordinator] text in coordinator?.apply(text) }
              .store(in: &context.coordinator.cancellables)
            model.$font.sink { font in view.font = font }.store(in: &context.coordinator.cancellables)
            return view
          }
        }
        """),
    ],
    triggeringExamples: [
      Example(
        """
        struct Clipboard: UIViewRepresentable {
          final class Coordinator {
            var watcher: Task<Void, Never>?
            func start() {
              watcher = Task {
                for await _ in NotificationCenter.default.notifications(named: UIPasteboard.changedNotification) {
                  ↓self.refresh()
                }
              }
            }
            func refresh() {}
          }
        }
        """),
      Example(
        """
        struct Gauge: UIViewRepresentable {
          final class Coordinator {
            var poller: Task<Void, Never>?
            func start() {
              poller = Task {
                while !Task.isCancelled {
                  await ↓self.poll()
                  try? await Task.sleep(nanoseconds: 1_000_000_000)
                }
              }
            }
            func poll() async {}
          }
        }
        """),
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
      Example(
        """
        struct Search: UIViewRepresentable {
          final class Coordinator: NSObject {
            var parent: Search
            var text = ""
            var cancellable: AnyCancellable?
            func bind(_ model: Model) {
              cancellable = model.$query.sink { [text] query in
                ↓parent.onSearch(text + query)
              }
            }
          }
        }
        """),
      Example(
        """
        struct Player: UIViewRepresentable {
          final class Coordinator {
            var parent: Player
            func start() {
              AudioRouter.shared.onRouteChange = { route in ↓self.parent.route = route }
            }
          }
        }
        """),
      Example(
        """
        struct Editor: UIViewRepresentable {
          @ObservedObject var model: Model
          func makeUIView(context: Context) -> UITextView {
            model.$text.sink { text in
              ↓context.coordinator.apply(text)
            }.store(in: &context.coordinator.cancellables)
            let coordinator = context.coordinator
            coordinator.fontSubscription = model.$font.sink { font in ↓coordinator.font = font }
            return UITextView()
          }
        }
        """),
    ],
    fixAvailability: .sometimes,
    corrections: [
      Correction(
        """
        struct SearchBar: UIViewRepresentable {
          final class Coordinator: NSObject {
            var parent: SearchBar
            var cancellable: AnyCancellable?
            init(_ parent: SearchBar) {
              self.parent = parent
              super.init()
              cancellable = NotificationCenter.default.publisher(for: .search).sink { note in
                self.parent.onSearch(note)
              }
            }
          }
        }
        """,
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
      Correction(
        """
        struct Field: UIViewRepresentable {
          final class Coordinator: NSObject {
            var token: NSObjectProtocol?
            func observe() {
              token = NotificationCenter.default.addObserver(forName: .changed, object: nil, queue: .main) { [self] _ in
                parent.changed = true
              }
            }
          }
        }
        """,
        """
        struct Field: UIViewRepresentable {
          final class Coordinator: NSObject {
            var token: NSObjectProtocol?
            func observe() {
              token = NotificationCenter.default.addObserver(forName: .changed, object: nil, queue: .main) { [weak self] _ in
                guard let self else { return }
                parent.changed = true
              }
            }
          }
        }
        """),
      // A one-line closure: `self?.` (a `guard` needs a line of its own).
      Correction(
        """
        struct Field: UIViewRepresentable {
          final class Coordinator: NSObject {
            var cancellable: AnyCancellable?
            func observe() {
              cancellable = NotificationCenter.default.publisher(for: .changed).sink { _ in self.reload() }
            }
            func reload() {}
          }
        }
        """,
        """
        struct Field: UIViewRepresentable {
          final class Coordinator: NSObject {
            var cancellable: AnyCancellable?
            func observe() {
              cancellable = NotificationCenter.default.publisher(for: .changed).sink { [weak self] _ in self?.reload() }
            }
            func reload() {}
          }
        }
        """),
      // Attributes come before the capture list (`{ @Sendable [weak self] _ in`).
      Correction(
        """
        struct Feed: UIViewRepresentable {
          final class Coordinator {
            var timer: Timer?
            func start() {
              timer = Timer.scheduledTimer(withTimeInterval: 30, repeats: true) { @Sendable _ in
                self.reload()
                self.log()
              }
            }
            func reload() {}
            func log() {}
          }
        }
        """,
        """
        struct Feed: UIViewRepresentable {
          final class Coordinator {
            var timer: Timer?
            func start() {
              timer = Timer.scheduledTimer(withTimeInterval: 30, repeats: true) { @Sendable [weak self] _ in
                guard let self else { return }
                self.reload()
                self.log()
              }
            }
            func reload() {}
            func log() {}
          }
        }
        """),
      Correction(
        """
        struct Player: UIViewRepresentable {
          class Coordinator {
            var onTick: (() -> Void)?
            func start() {
              onTick = {
                self.tick()
                self.render()
              }
            }
            func tick() {}
            func render() {}
          }
        }
        """,
        """
        struct Player: UIViewRepresentable {
          class Coordinator {
            var onTick: (() -> Void)?
            func start() {
              onTick = { [weak self] in
                guard let self else { return }
                self.tick()
                self.render()
              }
            }
            func tick() {}
            func render() {}
          }
        }
        """),
    ]
  )

  public func check(_ file: ParsedFile, _ context: inout RuleContext) {
    for type in file.allTypes where type.kind == .class || type.kind == .extension || type.kind == .actor {
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
    for variable in file.variables(in: type) where variable.nameToken != nil { names.insert(file.text(variable.name)) }
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
    for token in code.assignOnSelf(in: body) { context.report(file, at: token, .assignRetainsSelf) }
    for closure in code.closures(in: body) {
      guard let keeper = keeper(of: closure, code, file, cleared: cleared),
        !code.isInsideWeakSelfCapture(closure, below: NodeID(function.node)),
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
  fileprivate static let assignRetainsSelf = FindingMessage(
    "`assign(to:on: self)` keeps the coordinator alive for as long as the subscription lives; "
      + "use `sink { [weak self] in … }` or `assign(to: &$property)`")
}
