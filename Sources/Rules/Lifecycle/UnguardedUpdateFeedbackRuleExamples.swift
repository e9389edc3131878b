import BridgeLint

/// `UnguardedUpdateFeedbackRule`'s examples (run as tests, shown on its page), kept apart from its logic.
enum UnguardedUpdateFeedbackExamples {
  static let nonTriggering: [Example] = [
    // The map's own camera read back (`map.camera.pitch`) tells whether the new camera differs.
    Example(
      """
      struct TiltedMap: UIViewRepresentable {
        func makeUIView(context: Context) -> MKMapView { MKMapView() }
        func updateUIView(_ map: MKMapView, context: Context) {
          if abs(map.camera.pitch - 45) > 1 {
            let camera = map.camera.copy() as! MKMapCamera
            camera.pitch = 45
            map.setCamera(camera, animated: false)
          }
        }
      }
      """),
    // An update that returns while nothing is asked or a request is in flight, and marks it in
    // flight before loading: one load per request, not one per update.
    Example(
      """
      enum PageCommand: Equatable { case idle, open(URLRequest) }
      struct CommandedPage: UIViewRepresentable {
        @Binding var command: PageCommand
        func makeCoordinator() -> Coordinator { Coordinator() }
        func makeUIView(context: Context) -> WKWebView { WKWebView() }
        func updateUIView(_ page: WKWebView, context: Context) {
          if command == .idle || context.coordinator.isBusy { return }
          context.coordinator.isBusy = true
          if case .open(let request) = command { page.load(request) }
        }
        final class Coordinator: NSObject { var isBusy = false }
      }
      """),
    Example(
      """
      struct WebPage: UIViewRepresentable {
        let url: URL
        private let webView = WKWebView()
        func makeUIView(context: Context) -> some UIView { webView }
        func updateUIView(_ uiView: UIViewType, context: Context) {
          if webView.url != url { webView.load(URLRequest(url: url)) }
        }
      }
      """),
    // The coordinator's method compares before it rewrites the text view it keeps.
    Example(
      """
      final class NoteTextView: UITextView {}
      struct NoteEditor: UIViewRepresentable {
        @Binding var content: NSAttributedString
        func makeUIView(context: Context) -> NoteTextView { context.coordinator.editor }
        func updateUIView(_ view: NoteTextView, context: Context) {
          context.coordinator.refresh(from: self)
        }
        func makeCoordinator() -> Coordinator { Coordinator() }
        final class Coordinator: NSObject {
          let editor = NoteTextView()
          func refresh(from representable: NoteEditor) {
            if editor.attributedText != representable.content {
              editor.attributedText = representable.content
            }
          }
        }
      }
      """),
    // A text view the coordinator makes read-only only shows the text: no typing to disturb.
    Example(
      """
      struct QuoteText: UIViewRepresentable {
        let quote: NSAttributedString
        func makeUIView(context: Context) -> UITextView { context.coordinator.textView }
        func updateUIView(_ view: UITextView, context: Context) {
          context.coordinator.show(quote)
        }
        func makeCoordinator() -> Coordinator { Coordinator() }
        final class Coordinator {
          let textView = UITextView()
          init() { textView.isEditable = false }
          func show(_ quote: NSAttributedString) { textView.attributedText = quote }
        }
      }
      """),
    // One that hands it to a label only shows it: nothing is lost by setting it again.
    Example(
      """
      final class ChipView: UIView {
        private let label = UILabel()
        var text: String? { didSet { label.text = text } }
      }
      struct Chip: UIViewRepresentable {
        let name: String
        func makeUIView(context: Context) -> ChipView { ChipView() }
        func updateUIView(_ chip: ChipView, context: Context) {
          chip.text = name
        }
      }
      """),
    // The helper fits the map only once, behind a flag of the coordinator.
    Example(
      """
      struct RouteMap: UIViewRepresentable {
        let route: MKPolyline
        func makeUIView(context: Context) -> MKMapView { MKMapView() }
        func updateUIView(_ map: MKMapView, context: Context) {
          context.coordinator.show(route, on: map)
        }
        func makeCoordinator() -> Coordinator { Coordinator() }
        final class Coordinator: NSObject, MKMapViewDelegate {
          var didFitRoute = false
          func show(_ route: MKPolyline, on map: MKMapView) {
            map.addOverlay(route)
            if !didFitRoute {
              didFitRoute = true
              map.setVisibleMapRect(route.boundingMapRect, animated: false)
            }
          }
        }
      }
      """),
    // The delegate refuses every keystroke and writes the binding: the field shows only what
    // `update…` sets, so there is no typing to fight with (round bb).
    Example(
      """
      struct AmountField: UIViewRepresentable {
        @Binding var cents: Int
        func makeUIView(context: Context) -> UITextField {
          let field = UITextField()
          field.delegate = context.coordinator
          return field
        }
        func updateUIView(_ field: UITextField, context: Context) {
          field.text = String(cents)
        }
        func makeCoordinator() -> Coordinator { Coordinator(self) }
        final class Coordinator: NSObject, UITextFieldDelegate {
          var parent: AmountField
          init(_ parent: AmountField) { self.parent = parent }
          func textField(_ field: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
            guard let text = field.text, let bounds = Range(range, in: text) else { return false }
            parent.cents = Int(text.replacingCharacters(in: bounds, with: string).filter(\\.isNumber)) ?? 0
            return false
          }
        }
      }
      """),
    // The coordinator's label is no editable text; its field compared first is guarded.
    Example(
      """
      struct CaptionField: NSViewRepresentable {
        @Binding var text: String
        func makeNSView(context: Context) -> NSView { NSView() }
        func updateNSView(_ view: NSView, context: Context) {
          if let label = context.coordinator.label { label.stringValue = text }
          if let field = context.coordinator.field, field.stringValue != text { field.stringValue = text }
        }
        func makeCoordinator() -> Coordinator { Coordinator() }
        final class Coordinator: NSObject {
          var label: NSImageView?
          var field: NSTextField?
        }
      }
      """),
    Example(
      """
      struct MachineView: NSViewRepresentable {
        var isFocused: Bool
        func makeNSView(context: Context) -> MachineScreen { MachineScreen() }
        func updateNSView(_ nsView: MachineScreen, context: Context) {
          if isFocused, nsView.window?.firstResponder !== nsView { nsView.window?.makeFirstResponder(nsView) }
        }
      }
      """),
    Example(
      """
      struct ManualView: UIViewRepresentable {
        let page: PDFPage
        func makeUIView(context: Context) -> PDFView { PDFView() }
        func updateUIView(_ view: PDFView, context: Context) {
          if view.currentPage != page { view.go(to: page) }
        }
      }
      """),
    Example(
      """
      struct PriceField: UIViewRepresentable {
        @Binding var price: Double?
        func makeUIView(context: Context) -> UITextField { UITextField() }
        func updateUIView(_ field: UITextField, context: Context) {
          if let price {
            if let shown = field.text,
              let parsed = Double(shown),
              parsed == price
            {
            } else {
              field.text = String(price)
            }
          }
        }
      }
      """),
    Example(
      """
      struct FlavourPickerField: UIViewRepresentable {
        let flavour: String
        let wheel = UIPickerView()
        func makeUIView(context: Context) -> UITextField {
          let field = UITextField()
          field.inputView = wheel
          return field
        }
        func updateUIView(_ uiView: UITextField, context: Context) {
          uiView.text = flavour
        }
      }
      """),
    Example(
      """
      struct ArticleWebView: UIViewRepresentable {
        let address: String
        func makeUIView(context: Context) -> WKWebView { WKWebView() }
        func updateUIView(_ webView: WKWebView, context: Context) {
          guard let target = URL(string: address) else { return }
          if webView.url != target {
            var request = URLRequest(url: target)
            request.timeoutInterval = 20
            webView.load(request)
          }
        }
      }
      """),
    Example(
      """
      struct QuoteView: UIViewRepresentable {
        let quote: NSAttributedString
        func makeUIView(context: Context) -> UITextView { SelectableQuoteTextView() }
        func updateUIView(_ uiView: UITextView, context: Context) {
          uiView.attributedText = quote
        }
      }
      final class SelectableQuoteTextView: UITextView {
        init() {
          super.init(frame: .zero, textContainer: nil)
          isEditable = false
          isSelectable = true
        }
        required init?(coder: NSCoder) { nil }
      }
      """),
    Example(
      """
      struct TextView: UIViewRepresentable {
        @Binding var text: String
        func updateUIView(_ textView: UITextView, context: Context) {
          if textView.text != text { textView.text = text }
        }
      }
      """),
    Example(
      """
      struct Title: UIViewRepresentable {
        let title: String
        func updateUIView(_ label: UILabel, context: Context) {
          label.text = title
        }
      }
      """),
    Example(
      """
      struct Web: UIViewRepresentable {
        let url: URL
        func updateUIView(_ web: WKWebView, context: Context) {
          guard context.coordinator.lastURL != url else { return }
          context.coordinator.lastURL = url
          web.load(URLRequest(url: url))
        }
      }
      """),
    Example(
      """
      struct Map: UIViewRepresentable {
        let region: MKCoordinateRegion
        func updateUIView(_ map: MKMapView, context: Context) {
          if !context.coordinator.isUserMoving { map.setRegion(region, animated: true) }
        }
      }
      """),
    Example(
      """
      struct Toggle: UIViewRepresentable {
        @Binding var isOn: Bool
        func updateUIView(_ toggle: UISwitch, context: Context) {
          toggle.isOn = isOn
        }
      }
      """),
    Example(
      """
      struct Field: UIViewRepresentable {
        @Binding var isFocused: Bool
        func updateUIView(_ field: UITextField, context: Context) {
          if isFocused && !field.isFirstResponder { field.becomeFirstResponder() }
        }
      }
      """),
    Example(
      """
      struct Reader: UIViewRepresentable {
        let text: String
        func makeUIView(context: Context) -> UITextView {
          let view = UITextView()
          view.isEditable = false
          return view
        }
        func updateUIView(_ uiView: UITextView, context: Context) {
          uiView.text = text
        }
      }
      """),
    Example(
      """
      struct Table: UIViewRepresentable {
        let rows: [Row]
        func updateUIView(_ table: UITableView, context: Context) {
          context.coordinator.rows = rows
          table.reloadData()
        }
      }
      """),
    Example(
      """
      struct Field: UIViewRepresentable {
        func updateUIView(_ field: UITextField, context: Context) {
          field.placeholder = placeholder
          field.textColor = .label
        }
      }
      """),
    Example(
      """
      struct Editor: UIViewRepresentable {
        func updateUIView(_ container: EditorContainer, context: Context) {
          container.text = text
        }
      }
      """),
    Example(
      """
      struct Search: UIViewRepresentable {
        func updateUIView(_ bar: UISearchBar, context: Context) {
          bar.delegate = nil
          bar.placeholder = prompt
          bar.showsCancelButton = showsCancel
        }
      }
      """),
    Example(
      """
      struct Field: UIViewRepresentable {
        @Binding var text: String
        func updateUIView(_ field: UITextField, context: Context) {
          field.addAction(UIAction { _ in field.text = text }, for: .editingDidEnd)
        }
      }
      """),
    Example(
      """
      struct Glyph: NSViewRepresentable {
        let character: Character
        func makeNSView(context: Context) -> NSTextField { NSTextField(labelWithString: "") }
        func updateNSView(_ nsView: NSTextField, context: Context) {
          nsView.stringValue = String(character)
        }
      }
      """),
    Example(
      """
      struct Composer: UIViewRepresentable {
        func updateUIView(_ textView: UITextView, context: Context) {
          if let cursor = cursorIndex, let position = textView.position(from: textView.beginningOfDocument, offset: cursor) {
            textView.selectedTextRange = textView.textRange(from: position, to: position)
          }
          textView.selectedRange = context.coordinator.savedRange
        }
      }
      """),
    Example(
      """
      final class MessageTextView: UIView {
        var text: String? { didSet { label.text = text } }
      }
      struct Message: UIViewRepresentable {
        let message: String
        func updateUIView(_ view: MessageTextView, context: Context) {
          view.text = message
        }
      }
      """),
    Example(
      """
      struct Notes: UIViewRepresentable {
        @Binding var text: String
        func updateUIView(_ textView: UITextView, context: Context) {
          if !textView.isFirstResponder { textView.text = text }
        }
      }
      """),
    Example(
      """
      struct Reader: UIViewRepresentable {
        let url: URL
        func updateUIView(_ web: WKWebView, context: Context) {
          if web.url == nil || url.absoluteString.isEmpty == false && web.url != url { web.load(URLRequest(url: url)) }
        }
      }
      """),
    // The page is set only when another one is shown.
    // The bound page shown again on every update (Apple's tutorial): UIKit calls the page
    // delegate only for a swipe, so nothing is written back.
    Example(
      """
      struct Pager: UIViewControllerRepresentable {
        let pages: [UIViewController]
        let index: Int
        func makeUIViewController(context: Context) -> UIPageViewController {
          UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        }
        func updateUIViewController(_ pager: UIPageViewController, context: Context) {
          pager.setViewControllers([pages[index]], direction: .forward, animated: true)
        }
      }
      """),
    // A tab bar controller's `setViewControllers` replaces the tabs; it calls no page delegate.
    Example(
      """
      struct Tabs: UIViewControllerRepresentable {
        let tabs: [UIViewController]
        func makeUIViewController(context: Context) -> UITabBarController { UITabBarController() }
        func updateUIViewController(_ bar: UITabBarController, context: Context) {
          bar.setViewControllers(tabs, animated: false)
        }
      }
      """),
    // The pins are fitted only when they changed.
    Example(
      """
      struct FittedMap: UIViewRepresentable {
        let pins: [MKPointAnnotation]
        func makeUIView(context: Context) -> MKMapView { MKMapView() }
        func updateUIView(_ map: MKMapView, context: Context) {
          if map.annotations.count != pins.count {
            map.addAnnotations(pins)
            map.showAnnotations(pins, animated: true)
          }
        }
      }
      """),
    // The nested view is a label: setting its text has no cursor and no delegate.
    Example(
      """
      struct NoteCaption: UIViewRepresentable {
        let note: String
        final class Holder: UIView {
          let caption = UILabel()
        }
        func makeUIView(context: Context) -> Holder { Holder() }
        func updateUIView(_ holder: Holder, context: Context) {
          holder.caption.text = note
        }
      }
      """),
    Example(
      """
      struct GuardedNoteEditor: UIViewRepresentable {
        let note: String
        final class Holder: UIView {
          let editor = UITextView()
        }
        func makeUIView(context: Context) -> Holder { Holder() }
        func updateUIView(_ holder: Holder, context: Context) {
          if holder.editor.text != note { holder.editor.text = note }
        }
      }
      """),
    // A label found in the container: no cursor, no delegate.
    Example(
      """
      struct CaptionBox: UIViewRepresentable {
        let caption: String
        func makeUIView(context: Context) -> UIView {
          let box = UIView()
          box.addSubview(UILabel())
          return box
        }
        func updateUIView(_ box: UIView, context: Context) {
          guard let label = box.subviews.first as? UILabel else { return }
          label.text = caption
        }
      }
      """),
    Example(
      """
      struct PageReader: UIViewRepresentable {
        let data: Data
        func makeUIView(context: Context) -> PDFView { PDFView() }
        func updateUIView(_ pdfView: PDFView, context: Context) {
          if pdfView.document?.dataRepresentation() != data {
            pdfView.document = PDFDocument(data: data)
          }
        }
      }
      """),
    Example(
      """
      struct PageReader: UIViewRepresentable {
        let document: PDFDocument
        func makeUIView(context: Context) -> PDFView { PDFView() }
        func updateUIView(_ pdfView: PDFView, context: Context) {
          pdfView.document = document
        }
      }
      """),
  ]

  static let triggering: [Example] = [
    // The `else` of `if let line = lines.first` tells no change: `lines.first` is a member of the
    // input, not the local `first` the region is built from.
    Example(
      """
      struct RouteMap: UIViewRepresentable {
        let stops: [Stop]
        let lines: [MKOverlay]
        func makeUIView(context: Context) -> MKMapView { MKMapView() }
        func updateUIView(_ map: MKMapView, context: Context) {
          if let line = lines.first {
            map.↓setVisibleMapRect(line.boundingMapRect, animated: false)
          } else if let first = stops.first {
            map.↓setRegion(MKCoordinateRegion(center: first.coordinate, latitudinalMeters: 500, longitudinalMeters: 500), animated: false)
          }
        }
      }
      """),
    Example(
      """
      struct NoteField: UIViewControllerRepresentable {
        @Binding var note: String
        func makeUIViewController(context: Context) -> UIViewController { NoteController() }
        func updateUIViewController(_ controller: UIViewController, context: Context) {
          if let field = controller.view.subviews.first(where: { $0 is UITextField }) as? UITextField {
            field.↓text = note
          }
        }
      }
      """),
    // The view handed on twice: `update…` → `updateOverlays(from:)` → `fit(map:)`.
    Example(
      """
      struct RideMap: UIViewRepresentable {
        let locations: [CLLocationCoordinate2D]
        func makeUIView(context: Context) -> MKMapView { MKMapView() }
        func updateUIView(_ map: MKMapView, context: Context) {
          ↓updateOverlays(from: map)
        }
        private func updateOverlays(from map: MKMapView) {
          map.removeOverlays(map.overlays)
          let line = MKPolyline(coordinates: locations, count: locations.count)
          map.addOverlay(line)
          fit(map: map, to: line)
        }
        private func fit(map: MKMapView, to line: MKPolyline) {
          map.setVisibleMapRect(line.boundingMapRect, animated: true)
        }
      }
      """),
    // The coordinator keeps the text view and a method of it that `update…` calls rewrites its
    // text: each keystroke writes the binding, and the update that follows moves the cursor to the end.
    Example(
      """
      final class NoteTextView: UITextView {}
      struct NoteEditor: UIViewRepresentable {
        @Binding var content: NSAttributedString
        func makeUIView(context: Context) -> NoteTextView { context.coordinator.editor }
        func updateUIView(_ view: NoteTextView, context: Context) {
          context.coordinator.↓refresh(from: self)
        }
        func makeCoordinator() -> Coordinator { Coordinator(content: $content) }
        final class Coordinator: NSObject, UITextViewDelegate {
          let editor = NoteTextView()
          var content: Binding<NSAttributedString>
          init(content: Binding<NSAttributedString>) {
            self.content = content
            super.init()
            editor.delegate = self
          }
          func textViewDidChange(_ textView: UITextView) { content.wrappedValue = textView.attributedText }
          func refresh(from editor: NoteEditor) {
            self.editor.attributedText = editor.content
            self.editor.font = .preferredFont(forTextStyle: .body)
          }
        }
      }
      """),
    // A dependency's map view re-centres like `MKMapView`, and its delegate reports the move.
    Example(
      """
      import Mapbox
      struct PinMap: UIViewRepresentable {
        let pin: CLLocationCoordinate2D
        func makeUIView(context: Context) -> MGLMapView { MGLMapView() }
        func updateUIView(_ map: MGLMapView, context: Context) {
          map.↓setCenter(pin, zoomLevel: 15, animated: true)
        }
      }
      """),
    // A project view whose `text` hands the value to the text view it wraps resets that text
    // view like setting it directly (round cc).
    Example(
      """
      final class EditorView: NSView {
        private lazy var textView: NSTextView = NSTextView()
        var text: String { didSet { textView.string = text } }
        init(text: String) {
          self.text = text
          super.init(frame: .zero)
        }
        required init?(coder: NSCoder) { nil }
      }
      struct Editor: NSViewRepresentable {
        @Binding var text: String
        func makeNSView(context: Context) -> EditorView { EditorView(text: text) }
        func updateNSView(_ view: EditorView, context: Context) {
          view.↓text = text
        }
      }
      """),
    // The coordinator's layout method, handed the scroll view on every update, resets the zoom
    // (round bb).
    Example(
      """
      struct ZoomableImage: UIViewRepresentable {
        let image: UIImage
        func makeUIView(context: Context) -> UIScrollView { UIScrollView() }
        func updateUIView(_ scrollView: UIScrollView, context: Context) {
          context.coordinator.↓fitImage(in: scrollView)
        }
        func makeCoordinator() -> Coordinator { Coordinator() }
        final class Coordinator: NSObject, UIScrollViewDelegate {
          func fitImage(in scrollView: UIScrollView) {
            scrollView.minimumZoomScale = 0.5
            scrollView.zoomScale = 1
          }
        }
      }
      """),
    // A delegate that takes some keystrokes (it returns `true` on one path) still types into the
    // field that `update…` overwrites.
    Example(
      """
      struct CodeField: UIViewRepresentable {
        @Binding var code: String
        func makeUIView(context: Context) -> UITextField {
          let field = UITextField()
          field.delegate = context.coordinator
          return field
        }
        func updateUIView(_ field: UITextField, context: Context) {
          field.↓text = code
        }
        func makeCoordinator() -> Coordinator { Coordinator() }
        final class Coordinator: NSObject, UITextFieldDelegate {
          func textField(_ field: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
            guard string.count < 7 else { return false }
            return true
          }
        }
      }
      """),
    // A text field the coordinator keeps, inside a container view (round y).
    Example(
      """
      struct EmojiField: NSViewRepresentable {
        @Binding var text: String
        func makeNSView(context: Context) -> NSView {
          let container = NSView()
          let field = NSTextField(string: text)
          container.addSubview(field)
          context.coordinator.field = field
          return container
        }
        func updateNSView(_ view: NSView, context: Context) {
          if let field = context.coordinator.field { field.↓stringValue = text }
          context.coordinator.field?.↓stringValue = text
        }
        func makeCoordinator() -> Coordinator { Coordinator() }
        final class Coordinator: NSObject { var field: NSTextField? }
      }
      """),
    // `UIViewType` in `update…` names what `make…` returns (round v).
    Example(
      """
      struct TermsPage: UIViewRepresentable {
        let url: URL?
        func makeUIView(context: Context) -> some WKWebView { WKWebView() }
        func updateUIView(_ web: UIViewType, context: Context) {
          guard let url else { return }
          web.↓load(URLRequest(url: url))
        }
      }
      """),
    // A test of the value against a constant picks the page; it does not tell that it changed.
    Example(
      """
      enum Page { case help, home }
      struct PageView: UIViewRepresentable {
        let page: Page
        func makeUIView(context: Context) -> WKWebView { WKWebView() }
        func updateUIView(_ web: WKWebView, context: Context) {
          if page == .help, let page = Bundle.main.url(forResource: "help", withExtension: "html") {
            web.↓loadFileURL(page, allowingReadAccessTo: page)
          } else if page == .home, let page = URL(string: "https://example.com") {
            web.↓load(URLRequest(url: page))
          }
        }
      }
      """),
    // A focus call under a flag alone takes the focus back on every update while the flag holds.
    Example(
      """
      struct CodeField: UIViewRepresentable {
        var wantsFocus: Bool
        func makeUIView(context: Context) -> UITextField { UITextField() }
        func updateUIView(_ field: UITextField, context: Context) {
          if wantsFocus { field.↓becomeFirstResponder() }
        }
      }
      """),
    // AppKit: the window is asked to focus the view on every update, taking focus from other fields.
    Example(
      """
      struct MachineView: NSViewRepresentable {
        var machine: Machine?
        func makeNSView(context: Context) -> MachineScreen { MachineScreen() }
        func updateNSView(_ nsView: MachineScreen, context: Context) {
          nsView.machine = machine
          nsView.window?.↓makeFirstResponder(nsView)
        }
      }
      """),
    // Going to a page on every update pulls the reader back to it.
    Example(
      """
      struct ManualView: UIViewRepresentable {
        let page: PDFPage
        func makeUIView(context: Context) -> PDFView { PDFView() }
        func updateUIView(_ view: PDFView, context: Context) {
          view.↓go(to: page)
        }
      }
      """),
    // Ending editing on every update drops the keyboard whenever any input changes.
    Example(
      """
      struct Article: UIViewRepresentable {
        let html: String
        func makeUIView(context: Context) -> WKWebView { WKWebView() }
        func updateUIView(_ web: WKWebView, context: Context) {
          web.↓endEditing(true)
        }
      }
      """),
    Example(
      """
      struct TermsPage: UIViewRepresentable {
        let address: URL
        let page: WKWebView
        func makeUIView(context _: Context) -> WKWebView {
          page
        }
        func updateUIView(_: WKWebView, context _: Context) {
          page.↓load(URLRequest(url: address))
        }
      }
      """),
    Example(
      """
      struct MemoField: UIViewRepresentable {
        @Binding var memo: String
        let isLocked: Bool
        func makeUIView(context: Context) -> UITextField { UITextField() }
        func updateUIView(_ field: UITextField, context: Context) {
          if isLocked, field.window == nil {
            field.isEnabled = false
          } else {
            field.↓text = memo
          }
        }
      }
      """),
    Example(
      """
      struct TextView: UIViewRepresentable {
        @Binding var text: String
        func updateUIView(_ textView: UITextView, context: Context) {
          textView.↓text = text
        }
      }
      """),
    Example(
      """
      struct Web: UIViewRepresentable {
        let url: URL
        func updateUIView(_ web: WKWebView, context: Context) {
          web.↓load(URLRequest(url: url))
        }
      }
      """),
    Example(
      """
      struct Map: UIViewRepresentable {
        @Binding var region: MKCoordinateRegion
        func updateUIView(_ map: MKMapView, context: Context) {
          map.↓setRegion(region, animated: true)
        }
      }
      """),
    Example(
      """
      struct Field: UIViewRepresentable {
        func updateUIView(_ field: UITextField, context: Context) {
          DispatchQueue.main.async { field.↓becomeFirstResponder() }
        }
      }
      """),
    Example(
      """
      struct Composer: UIViewRepresentable {
        let editing: Bool
        func updateUIView(_ box: UITextView, context: Context) {
          _ = editing ? box.↓becomeFirstResponder() : box.resignFirstResponder()
        }
      }
      """),
    Example(
      """
      struct Scroller: UIViewRepresentable {
        @Binding var offset: CGPoint
        func updateUIView(_ scroll: UIScrollView, context: Context) {
          scroll.↓contentOffset = offset
        }
      }
      """),
    Example(
      """
      struct Search: NSViewRepresentable {
        @Binding var query: String
        func updateNSView(_ field: NSSearchField, context: Context) {
          guard let window = field.window else { return }
          field.↓stringValue = query
          window.makeFirstResponder(field)
        }
      }
      """),
    Example(
      """
      struct SearchMap: UIViewRepresentable {
        let address: String
        func makeUIView(context: Context) -> MKMapView { MKMapView() }
        func updateUIView(_ map: MKMapView, context: Context) {
          CLGeocoder().geocodeAddressString(address) { placemarks, _ in
            if let location = placemarks?.first?.location {
              map.↓region = MKCoordinateRegion(center: location.coordinate, latitudinalMeters: 200, longitudinalMeters: 200)
            }
          }
        }
      }
      """),
    Example(
      """
      struct WebPage: UIViewRepresentable {
        let url: URL
        private let webView = WKWebView()
        func makeUIView(context: Context) -> some UIView { webView }
        func updateUIView(_ uiView: UIViewType, context: Context) {
          webView.↓load(URLRequest(url: url))
        }
      }
      """),
    Example(
      """
      struct HTML: UIViewRepresentable {
        let html: String
        func updateUIView(_ uiView: WKWebView, context: Context) {
          uiView.↓loadHTMLString(html, baseURL: nil)
        }
      }
      """),
    Example(
      """
      final class NoteField: UITextField {}
      struct Note: UIViewRepresentable {
        @Binding var text: String
        func updateUIView(_ field: NoteField, context: Context) {
          field.↓text = text
        }
      }
      """),
    Example(
      """
      struct Growing: UIViewRepresentable {
        @Binding var text: String
        func updateUIView(_ view: GrowingTextView, context: Context) {
          view.↓text = text
        }
      }
      """),
    Example(
      """
      struct Picker: NSViewRepresentable {
        @Binding var choice: String
        func updateNSView(_ box: NSComboBox, context: Context) {
          box.↓stringValue = choice
        }
      }
      """),
    Example(
      """
      struct Notes: UIViewRepresentable {
        @Binding var text: String
        let isEnabled: Bool
        func updateUIView(_ textView: UITextView, context: Context) {
          if textView.window != nil && isEnabled { textView.↓text = text }
        }
      }
      """),
    // Re-fitting the map to the pins on every update moves the region the user just panned.
    Example(
      """
      struct PinMap: UIViewRepresentable {
        let pins: [MKPointAnnotation]
        func makeUIView(context: Context) -> MKMapView { MKMapView() }
        func updateUIView(_ map: MKMapView, context: Context) {
          map.removeAnnotations(map.annotations)
          map.addAnnotations(pins)
          map.↓showAnnotations(pins, animated: true)
        }
      }
      """),
    // The represented view holds the text view: the text still goes to an editable view.
    Example(
      """
      struct NoteEditor: UIViewRepresentable {
        let note: String
        final class Holder: UIView {
          let editor = UITextView()
        }
        func makeUIView(context: Context) -> Holder { Holder() }
        func updateUIView(_ holder: Holder, context: Context) {
          holder.editor.↓text = note
        }
      }
      """),
    // The text view is found in the container and cast; deferring the write does not guard it.
    Example(
      """
      struct GrowingEditor: UIViewRepresentable {
        let draft: String
        func makeUIView(context: Context) -> UIView {
          let box = UIView()
          box.addSubview(UITextView())
          return box
        }
        func updateUIView(_ box: UIView, context: Context) {
          guard let editor = box.subviews.first as? UITextView else { return }
          DispatchQueue.main.async {
            editor.↓text = draft
          }
        }
      }
      """),
    Example(
      """
      struct PageReader: UIViewRepresentable {
        let data: Data
        func makeUIView(context: Context) -> PDFView { PDFView() }
        func updateUIView(_ pdfView: PDFView, context: Context) {
          pdfView.↓document = PDFDocument(data: data)
        }
      }
      """),
    // Testing the value for being there compares nothing with what the view shows.
    Example(
      """
      struct NoteEditor: UIViewRepresentable {
        @Binding var text: String
        let placeholder: String
        func makeUIView(context: Context) -> UITextView { UITextView() }
        func updateUIView(_ uiView: UITextView, context: Context) {
          if text.count > 0 {
            uiView.↓text = text
          } else {
            uiView.text = placeholder
          }
        }
      }
      """),
    // Unwrapping the new document first is no guard.
    Example(
      """
      struct ManualViewer: UIViewRepresentable {
        let url: URL
        func makeUIView(context: Context) -> PDFView { PDFView() }
        func updateUIView(_ pdfView: PDFView, context: Context) {
          if let manual = PDFDocument(url: url) {
            pdfView.↓document = manual
          }
        }
      }
      """),
  ]

  static let corrections: [Correction] = [
    Correction(
      """
      struct NoteField: UIViewRepresentable {
        @Binding var text: String
        func makeUIView(context: Context) -> UITextField { UITextField() }
        func updateUIView(_ field: UITextField, context: Context) {
          field.text = text
        }
      }
      """,
      """
      struct NoteField: UIViewRepresentable {
        @Binding var text: String
        func makeUIView(context: Context) -> UITextField { UITextField() }
        func updateUIView(_ field: UITextField, context: Context) {
          if field.text != text { field.text = text }
        }
      }
      """),
    Correction(
      """
      struct Editor: UIViewRepresentable {
        var note: Note
        func makeUIView(context: Context) -> UITextView { UITextView() }
        func updateUIView(_ textView: UITextView, context: Context) {
          textView.text = note.body  // the model is the source of truth
        }
      }
      """,
      """
      struct Editor: UIViewRepresentable {
        var note: Note
        func makeUIView(context: Context) -> UITextView { UITextView() }
        func updateUIView(_ textView: UITextView, context: Context) {
          if textView.text != note.body { textView.text = note.body }  // the model is the source of truth
        }
      }
      """),
  ]
}
