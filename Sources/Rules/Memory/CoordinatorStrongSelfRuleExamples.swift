import BridgeLint

/// `CoordinatorStrongSelfRule`'s examples (run as tests, shown on its page), kept apart from its logic.
enum CoordinatorStrongSelfExamples {
  static let nonTriggering: [Example] = [
    // A sign-in call runs its completion once and lets it go.
    Example(
      """
      struct SignInButton: UIViewRepresentable {
        func makeCoordinator() -> Coordinator { Coordinator() }
        func makeUIView(context: Context) -> UIButton { UIButton() }
        func updateUIView(_ button: UIButton, context: Context) {}
        final class Coordinator: NSObject {
          var signedIn = false
          func finish(with credential: Credential) {
            Auth.auth().signIn(with: credential) { [self] result, error in
              signedIn = error == nil
            }
          }
        }
      }
      """),
    Example(
      """
      struct PlacesMap: UIViewRepresentable {
        func makeCoordinator() -> MapCoordinator { MapCoordinator.shared }
        func makeUIView(context: Context) -> MapView { context.coordinator.mapView }
        func updateUIView(_ view: MapView, context: Context) {}
      }
      final class MapCoordinator: NSObject {
        static let shared = MapCoordinator()
        let mapView = MapView()
        var marker = Marker()
        var selected: String?
      }
      extension MapCoordinator {
        func showMarker() {
          marker.touchHandler = { [self] _ in
            selected = marker.title
            return true
          }
        }
      }
      """),
    Example(
      """
      struct PlacesMap: UIViewRepresentable {
        func makeCoordinator() -> MapCoordinator { MapCoordinator.shared }
        func makeUIView(context: Context) -> MapView { context.coordinator.mapView }
        func updateUIView(_ view: MapView, context: Context) {}
      }
      final class MapCoordinator: NSObject {
        static let shared = MapCoordinator()
        let mapView = MapView()
        var markers: [Marker] = []
        var selected: String?
        func showMarkers() {
          for marker in markers {
            marker.touchHandler = { [self] _ in
              selected = marker.title
              return true
            }
          }
        }
      }
      """),
    // A lazy property's closure that runs at once is gone after the first access; a weak one keeps nothing.
    Example(
      """
      struct CalendarView: UIViewRepresentable {
        final class Coordinator: NSObject {
          let grid = CalendarGrid()
          lazy var header: UILabel = {
            let label = UILabel()
            label.text = self.grid.title
            return label
          }()
          lazy var showToday: () -> Void = { [weak self] in
            self?.grid.scroll(to: Date())
          }
        }
      }
      """),
    // `NSItemProvider.loadObject` runs its completion once and lets go of it: `[self]` is transient.
    Example(
      """
      struct PhotoPicker: UIViewControllerRepresentable {
        @Binding var image: UIImage?
        func makeUIViewController(context: Context) -> PHPickerViewController {
          let picker = PHPickerViewController(configuration: PHPickerConfiguration())
          picker.delegate = context.coordinator
          return picker
        }
        func updateUIViewController(_ picker: PHPickerViewController, context: Context) {}
        func makeCoordinator() -> Coordinator { Coordinator(self) }
        final class Coordinator: NSObject, PHPickerViewControllerDelegate {
          let parent: PhotoPicker
          init(_ parent: PhotoPicker) { self.parent = parent }
          func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult]) {
            results.first?.itemProvider.loadObject(ofClass: UIImage.self) { [self] image, _ in
              DispatchQueue.main.async { self.parent.image = image as? UIImage }
            }
          }
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
  ]

  static let triggering: [Example] = [
    // A `lazy var` keeps the closure it starts with, and the closure keeps the coordinator.
    Example(
      """
      struct CalendarView: UIViewRepresentable {
        final class Coordinator: NSObject {
          let calendar = CalendarGrid()
          lazy var showToday: () -> Void = { [↓self] in
            calendar.scroll(to: Date())
          }
        }
      }
      """),
    // A property observer that subscribes keeps its closure like a method does.
    Example(
      """
      struct Sketchpad: UIViewRepresentable {
        func makeCoordinator() -> Coordinator { Coordinator() }
        func makeUIView(context: Context) -> UIView { UIView() }
        func updateUIView(_ view: UIView, context: Context) {}
        final class Coordinator {
          var pad: UIView?
          private var subscriptions = Set<AnyCancellable>()
          var brush: BrushState? {
            didSet {
              brush?.$opacity
                .sink { opacity in
                  ↓self.pad?.alpha = opacity
                }
                .store(in: &subscriptions)
            }
          }
        }
      }
      """),
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
  ]

  static let corrections: [Correction] = [
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
}
