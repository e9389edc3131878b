import BridgeLint

enum StateWriteDuringUpdateExamples {
  static let nonTriggering: [Example] = [
    Example(
      """
      struct OverflowReader: NSViewRepresentable {
        @Binding var hasOverflow: Bool
        func makeCoordinator() -> Coordinator { Coordinator(hasOverflow: $hasOverflow) }
        func makeNSView(context: Context) -> NSView { NSView() }
        func updateNSView(_ view: NSView, context: Context) {
          context.coordinator.observe(view)
        }
        final class Coordinator {
          @Binding private var hasOverflow: Bool
          private var observer: NSObjectProtocol?
          init(hasOverflow: Binding<Bool>) { _hasOverflow = hasOverflow }
          func observe(_ view: NSView) {
            guard observer == nil else { return }
            observer = NotificationCenter.default.addObserver(
              forName: NSView.frameDidChangeNotification, object: view, queue: .main
            ) { [weak self] _ in
              self?.hasOverflow = view.frame.height > 100
            }
          }
        }
      }
      """),
    // A helper called from a `Task` that writes only when the value changed.
    Example(
      """
      struct PlacesMap: UIViewRepresentable {
        let places: [Place]
        @State private var shownCount = 0
        func makeUIView(context: Context) -> MKMapView { MKMapView() }
        func updateUIView(_ map: MKMapView, context: Context) {
          Task { showPlaces(on: map) }
        }
        private func showPlaces(on map: MKMapView) {
          map.addAnnotations(places.map { MKPointAnnotation(__coordinate: $0.coordinate) })
          if shownCount != places.count { shownCount = places.count }
        }
      }
      """),
    // The called method defers its write, or only a coordinator callback calls it.
    Example(
      """
      struct PageDots: UIViewRepresentable {
        @Binding var page: Int
        let count: Int
        func makeUIView(context: Context) -> UIPageControl { UIPageControl() }
        func updateUIView(_ dots: UIPageControl, context: Context) {
          dots.numberOfPages = count
          clamp(dots)
        }
        private func clamp(_ dots: UIPageControl) {
          DispatchQueue.main.async { if page >= count { page = count - 1 } }
          dots.currentPage = page
        }
        func select(_ index: Int) { page = index }
      }
      """),
    // A plain `var` of the object publishes nothing; a coordinator callback is an event.
    Example(
      """
      final class CameraState: ObservableObject {
        @Published var isReady = false
        var lastFrame: Date?
      }
      struct CameraView: UIViewControllerRepresentable {
        @ObservedObject var camera: CameraState
        func makeUIViewController(context: Context) -> CameraController {
          let controller = CameraController()
          controller.onReady = { camera.isReady = true }
          return controller
        }
        func updateUIViewController(_ controller: CameraController, context: Context) {
          camera.lastFrame = controller.lastFrame
        }
      }
      """),
    Example(
      """
      struct TextView: UIViewRepresentable {
        @Binding var text: String
        func updateUIView(_ textView: UITextView, context: Context) {
          if textView.text != text { textView.text = text }
        }
        final class Coordinator: NSObject, UITextViewDelegate {
          var parent: TextView
          init(_ parent: TextView) { self.parent = parent }
          func textViewDidChange(_ textView: UITextView) { parent.text = textView.text }
        }
      }
      """),
    Example(
      """
      struct Counter: UIViewRepresentable {
        @Binding var count: Int
        func updateUIView(_ stepper: UIStepper, context: Context) {
          var count = Int(stepper.value)
          count += 1
          stepper.value = Double(count)
        }
      }
      """),
    Example(
      """
      struct Button: UIViewRepresentable {
        @Binding var isOn: Bool
        func makeUIView(context: Context) -> UIButton {
          let button = UIButton(primaryAction: UIAction { _ in isOn.toggle() })
          return button
        }
      }
      """),
    Example(
      """
      struct Field: UIViewRepresentable {
        @Binding var text: String
        func makeUIView(context: Context) -> UITextField {
          let field = UITextField()
          field.addAction(UIAction { action in
            text = (action.sender as? UITextField)?.text ?? ""
          }, for: .editingChanged)
          return field
        }
      }
      """),
    Example(
      """
      struct Measured: UIViewRepresentable {
        @Binding var height: CGFloat
        func updateUIView(_ label: UILabel, context: Context) {
          let measured = label.intrinsicContentSize.height
          DispatchQueue.main.async {
            if height != measured { height = measured }
          }
        }
      }
      """),
    Example(
      """
      struct Map: UIViewRepresentable {
        let region: MKCoordinateRegion
        func updateUIView(_ map: MKMapView, context: Context) {
          context.coordinator.lastRegion = region
          context.coordinator.parent = self
        }
      }
      """),
    Example(
      """
      var sharedCount = 0
      struct Probe: UIViewRepresentable {
        func updateUIView(_ view: UIView, context: Context) {
          sharedCount += 1
        }
      }
      """),
    Example(
      """
      struct Picker: UIViewControllerRepresentable {
        @Binding var selection: [String]
        func updateUIViewController(_ picker: PickerController, context: Context) {
          picker.selection = selection
          picker.onPick = { selection.append($0) }
        }
      }
      """),
    Example(
      """
      struct Editor: UIViewRepresentable {
        @Binding var text: String
        func updateUIView(_ textView: UITextView, context: Context) {
          guard let text = textView.text else { return }
          var copy = text
          copy.append("…")
        }
      }
      """),
    // The write waits for the user's pick (the awaited work), not for the end of the pass.
    Example(
      """
      struct LibraryPicker: UIViewControllerRepresentable {
        @Binding var isPresented: Bool
        func updateUIViewController(_ controller: UIViewController, context: Context) {
          guard isPresented, controller.presentedViewController == nil else { return }
          Task {
            _ = await PHPhotoLibrary.shared().presentLimitedLibraryPicker(from: controller)
            isPresented = false
          }
        }
      }
      """),
    Example(
      """
      struct Canvas: UIViewRepresentable {
        @State private var picker = PKToolPicker()
        @Binding var showsRuler: Bool
        func updateUIView(_ canvas: PKCanvasView, context: Context) {
          picker.showsDrawingPolicyControls = false
          canvas.isRulerActive = showsRuler
        }
      }
      """),
    Example(
      """
      final class Model: ObservableObject {
        @Published var count = 0
        func updateUIView(_ view: UIView) { count += 1 }
      }
      """),
    Example(
      """
      struct Player: UIViewRepresentable {
        let title: String
        func updateUIView(_ view: PlayerView, context: Context) {
          view.title = title
          view.titleLabel.text = title
        }
      }
      """),
    // The coordinator's binding is written from the scroll callback, after the pass.
    Example(
      """
      struct TrackedScroller: UIViewRepresentable {
        @Binding var offset: CGPoint
        func makeCoordinator() -> Coordinator { Coordinator(offset: $offset) }
        func makeUIView(context: Context) -> UIScrollView {
          let scroll = UIScrollView()
          scroll.delegate = context.coordinator
          return scroll
        }
        func updateUIView(_ scroll: UIScrollView, context: Context) {}
        final class Coordinator: NSObject, UIScrollViewDelegate {
          let offset: Binding<CGPoint>
          init(offset: Binding<CGPoint>) { self.offset = offset }
          func scrollViewDidScroll(_ scrollView: UIScrollView) { offset.wrappedValue = scrollView.contentOffset }
        }
      }
      """),
  ]

  static let triggering: [Example] = [
    Example(
      """
      struct OverflowReader: NSViewRepresentable {
        @Binding var hasOverflow: Bool
        func makeCoordinator() -> Coordinator { Coordinator(hasOverflow: $hasOverflow) }
        func makeNSView(context: Context) -> NSView { NSView() }
        func updateNSView(_ view: NSView, context: Context) {
          context.coordinator.measure(view)
        }
        final class Coordinator {
          @Binding private var hasOverflow: Bool
          init(hasOverflow: Binding<Bool>) { _hasOverflow = hasOverflow }
          func measure(_ view: NSView) {
            ↓hasOverflow = view.frame.height > 100
          }
        }
      }
      """),
    // A hop in a helper `make…` calls hides the warning like one in `make…` itself.
    Example(
      """
      struct PDFKitView: UIViewRepresentable {
        let url: URL
        @Binding var totalPages: Int
        func makeUIView(context: Context) -> PDFView {
          let view = PDFView()
          load(into: view)
          return view
        }
        func updateUIView(_ view: PDFView, context: Context) {}
        private func load(into view: PDFView) {
          guard let document = PDFDocument(url: url) else { return }
          view.document = document
          DispatchQueue.main.async { ↓totalPages = document.pageCount }
        }
      }
      """),
    // `make…` schedules the write: the hop hides SwiftUI's warning, and each view made costs a second
    // update (blind reviewers labelled these).
    Example(
      """
      struct WindowReader: NSViewRepresentable {
        @Binding var window: NSWindow?
        func makeNSView(context: Context) -> NSView {
          let view = NSView()
          DispatchQueue.main.async { ↓window = view.window }
          return view
        }
        func updateNSView(_ view: NSView, context: Context) {}
      }
      """),
    // A helper `update…` calls from a `Task` replaces the state after every update (round ff).
    Example(
      """
      struct PlacesMap: UIViewRepresentable {
        let places: [Place]
        @State private var annotations: [MKPointAnnotation] = []
        func makeUIView(context: Context) -> MKMapView { MKMapView() }
        func updateUIView(_ map: MKMapView, context: Context) {
          Task { showPlaces(on: map) }
        }
        private func showPlaces(on map: MKMapView) {
          let fresh = places.map { MKPointAnnotation(__coordinate: $0.coordinate) }
          map.removeAnnotations(annotations)
          map.addAnnotations(fresh)
          ↓annotations = fresh
        }
      }
      """),
    // A request kept in state and cleared after use: each one costs a second update.
    Example(
      """
      struct Editor: UIViewRepresentable {
        @Binding var pendingLine: Int?
        func updateUIView(_ textView: UITextView, context: Context) {
          if let line = pendingLine {
            textView.scrollToLine(line)
            DispatchQueue.main.async { ↓pendingLine = nil }
          }
        }
      }
      """),
    Example(
      """
      struct YearView: UIViewControllerRepresentable {
        @Binding var scrollToToday: Bool
        func updateUIViewController(_ controller: YearController, context: Context) {
          if scrollToToday {
            controller.scrollToToday(animated: true)
            DispatchQueue.main.async { ↓scrollToToday = false }
          }
        }
      }
      """),
    // The hop hides the warning; the height lands a frame late and re-renders the parent.
    Example(
      """
      struct Measured: UIViewRepresentable {
        @Binding var height: CGFloat
        func updateUIView(_ label: UILabel, context: Context) {
          DispatchQueue.main.async {
            ↓height = label.intrinsicContentSize.height
          }
        }
      }
      """),
    // `#if` twins of one name are two representables: each one's writes are its own (round v).
    Example(
      """
      #if os(macOS)
      struct Saver: NSViewRepresentable {
        @Binding var trigger: Bool
        func makeNSView(context: Context) -> WKWebView { WKWebView() }
        func updateNSView(_ web: WKWebView, context: Context) {
          if trigger { ↓trigger = false }
        }
      }
      #else
      struct Saver: UIViewRepresentable {
        @Binding var trigger: Bool
        func makeUIView(context: Context) -> WKWebView { WKWebView() }
        func updateUIView(_ web: WKWebView, context: Context) {
          if trigger { ↓trigger = false }
        }
      }
      #endif
      """),
    // So does a method `make…` calls, on an error path too (round aa's scanner).
    Example(
      """
      struct Scanner: UIViewControllerRepresentable {
        @Binding var result: ScanResult
        func makeUIViewController(context: Context) -> DataScannerViewController {
          let scanner = DataScannerViewController(recognizedDataTypes: [.barcode()])
          do { try scanner.startScanning() } catch { handle(error) }
          return scanner
        }
        func updateUIViewController(_ scanner: DataScannerViewController, context: Context) {}
        func handle(_ error: Error) { ↓result = .failed(error) }
      }
      """),
    // A method `update…` calls runs in the pass too.
    Example(
      """
      struct PageDots: UIViewRepresentable {
        @Binding var page: Int
        let count: Int
        func makeUIView(context: Context) -> UIPageControl { UIPageControl() }
        func updateUIView(_ dots: UIPageControl, context: Context) {
          dots.numberOfPages = count
          clamp(dots)
        }
        private func clamp(_ dots: UIPageControl) {
          if page >= count { ↓page = count - 1 }
          dots.currentPage = page
        }
      }
      """),
    // A `@Published` property of the observed object, written during the pass.
    Example(
      """
      final class CameraState: ObservableObject {
        @Published var shouldCapture = false
      }
      struct CameraView: UIViewControllerRepresentable {
        @ObservedObject var camera: CameraState
        func makeUIViewController(context: Context) -> CameraController { CameraController() }
        func updateUIViewController(_ controller: CameraController, context: Context) {
          if camera.shouldCapture {
            controller.capture()
            camera.↓shouldCapture = false
          }
        }
      }
      """),
    // Declared without a type, the object's class is what its default constructs; `self.` changes nothing.
    Example(
      """
      final class PageCommands: ObservableObject {
        @Published var goBack = false
      }
      struct Browser: UIViewRepresentable {
        @ObservedObject var commands = PageCommands()
        func makeUIView(context: Context) -> WKWebView { WKWebView() }
        func updateUIView(_ web: WKWebView, context: Context) {
          if commands.goBack {
            self.commands.↓goBack = false
            web.goBack()
          }
        }
      }
      """),
    Example(
      """
      final class FocusTracker: ObservableObject {
        @Published var anyFocused = false
        func setFocused(_ focused: Bool) { anyFocused = focused }
      }
      struct FocusProbe: NSViewRepresentable {
        @Binding var isFocused: Bool
        var tracker: FocusTracker
        func makeNSView(context: Context) -> NSView { NSView() }
        func updateNSView(_ view: NSView, context: Context) {
          DispatchQueue.main.async {
            if view.window?.firstResponder === view {
              self.↓isFocused = true
              self.tracker.setFocused(true)
            } else {
              self.isFocused = false
              self.tracker.setFocused(false)
            }
          }
        }
      }
      """),
    // `makeCoordinator` runs inside the update pass that creates the representable.
    Example(
      """
      struct Player: UIViewRepresentable {
        @Binding var isReady: Bool
        func makeCoordinator() -> Coordinator {
          ↓isReady = false
          return Coordinator()
        }
        func makeUIView(context: Context) -> UIView { UIView() }
        func updateUIView(_ view: UIView, context: Context) {}
      }
      """),
    Example(
      """
      struct Scroll: UIViewRepresentable {
        @Binding var offset: CGFloat
        func updateUIView(_ scroll: UIScrollView, context: Context) {
          ↓offset = scroll.contentOffset.y
        }
      }
      """),
    Example(
      """
      struct Loader: UIViewRepresentable {
        @State private var isLoading = false
        func makeUIView(context: Context) -> WKWebView {
          self.↓isLoading = true
          return WKWebView()
        }
      }
      """),
    Example(
      """
      struct Tags: UIViewRepresentable {
        @Binding var tags: [String]
        func updateUIView(_ field: UITextField, context: Context) {
          if let text = field.text, !text.isEmpty { ↓tags.append(text) }
        }
      }
      """),
    Example(
      """
      struct Label: UIViewRepresentable {
        @Binding var size: CGSize
        func sizeThatFits(_ proposal: ProposedViewSize, uiView: UILabel, context: Context) -> CGSize? {
          let fitted = uiView.sizeThatFits(CGSize(width: proposal.width ?? 320, height: 1000))
          ↓size = fitted
          return fitted
        }
      }
      """),
    Example(
      """
      struct Pager: UIViewRepresentable {
        @Binding var loads: Int
        func updateUIView(_ pager: UIPageControl, context: Context) {
          DispatchQueue.main.async {
            ↓loads += 1
          }
        }
      }
      """),
    Example(
      """
      struct Toggle: UIViewRepresentable {
        @Binding var isOn: Bool
        func updateUIView(_ toggle: UISwitch, context: Context) {
          context.coordinator.parent.↓isOn = toggle.isOn
        }
      }
      """),
    Example(
      """
      struct Counter: UIViewRepresentable {
        @Binding var count: Int
        func updateUIView(_ stepper: UIStepper, context: Context) {
          ↓$count.wrappedValue = Int(stepper.value)
          Task { ↓count += 1 }
        }
      }
      """),
    // The coordinator's copy of the binding is written while the view is made.
    Example(
      """
      struct OffsetScroller: UIViewRepresentable {
        @Binding var offset: CGPoint
        let inset: CGFloat
        func makeCoordinator() -> Coordinator { Coordinator(offset: $offset) }
        func makeUIView(context: Context) -> UIScrollView {
          let scroll = UIScrollView()
          scroll.delegate = context.coordinator
          context.coordinator.↓offset.wrappedValue = CGPoint(x: 0, y: -inset)
          return scroll
        }
        func updateUIView(_ scroll: UIScrollView, context: Context) {}
        final class Coordinator: NSObject, UIScrollViewDelegate {
          let offset: Binding<CGPoint>
          init(offset: Binding<CGPoint>) { self.offset = offset }
        }
      }
      """),
  ]
}
