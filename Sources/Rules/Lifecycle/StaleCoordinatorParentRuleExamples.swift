import BridgeLint

enum StaleCoordinatorParentExamples {
  static let nonTriggering: [Example] = [
    Example(
      """
      struct SearchBar: UIViewRepresentable {
        var onSearch: (String) -> Void
        func makeCoordinator() -> Coordinator { Coordinator(parent: self) }
        func makeUIView(context: Context) -> UISearchBar { UISearchBar() }
        func updateUIView(_ bar: UISearchBar, context: Context) {
          context.coordinator.parent = self
        }
        final class Coordinator: NSObject, UISearchBarDelegate {
          var parent: SearchBar
          init(parent: SearchBar) { self.parent = parent }
          func searchBarSearchButtonClicked(_ bar: UISearchBar) { parent.onSearch(bar.text ?? "") }
        }
      }
      """),
    Example(
      """
      struct TextView: UIViewRepresentable {
        @Binding var text: String
        func makeCoordinator() -> Coordinator { Coordinator(self) }
        func makeUIView(context: Context) -> UITextView { UITextView() }
        func updateUIView(_ view: UITextView, context: Context) {}
        final class Coordinator: NSObject, UITextViewDelegate {
          let parent: TextView
          init(_ parent: TextView) { self.parent = parent }
          func textViewDidChange(_ view: UITextView) { parent.text = view.text }
        }
      }
      """),
    Example(
      """
      struct Player: UIViewRepresentable {
        @ObservedObject var model: PlayerModel
        func makeCoordinator() -> Coordinator { Coordinator(parent: self) }
        func makeUIView(context: Context) -> PlayerView { PlayerView() }
        func updateUIView(_ view: PlayerView, context: Context) {}
        final class Coordinator {
          let parent: Player
          init(parent: Player) { self.parent = parent }
          func finished() { parent.model.next() }
        }
      }
      """),
    Example(
      """
      struct MapView: UIViewRepresentable {
        var onSelect: (String) -> Void
        func makeCoordinator() -> Coordinator { Coordinator(self) }
        func makeUIView(context: Context) -> MKMapView { MKMapView() }
        func updateUIView(_ map: MKMapView, context: Context) {
          context.coordinator.update(from: self)
        }
        final class Coordinator: NSObject, MKMapViewDelegate {
          var parent: MapView
          init(_ parent: MapView) { self.parent = parent }
          func update(from parent: MapView) { self.parent = parent }
          func mapView(_ map: MKMapView, didSelect view: MKAnnotationView) { parent.onSelect("pin") }
        }
      }
      """),
    Example(
      """
      struct Scanner: UIViewControllerRepresentable {
        @Environment(\\.dismiss) var dismiss
        func makeCoordinator() -> Coordinator { Coordinator(parent: self) }
        func makeUIViewController(context: Context) -> ScannerController { ScannerController() }
        func updateUIViewController(_ controller: ScannerController, context: Context) {}
        final class Coordinator {
          let parent: Scanner
          init(parent: Scanner) { self.parent = parent }
          func done() { parent.dismiss() }
        }
      }
      """),
    Example(
      """
      struct Field: UIViewRepresentable {
        let placeholder = "Search"
        func makeCoordinator() -> Coordinator { Coordinator(parent: self) }
        func makeUIView(context: Context) -> UITextField { UITextField() }
        func updateUIView(_ field: UITextField, context: Context) {}
        final class Coordinator {
          let parent: Field
          init(parent: Field) { self.parent = parent }
          func reset(_ field: UITextField) { field.placeholder = parent.placeholder }
        }
      }
      """),
    Example(
      """
      struct Chart: UIViewRepresentable {
        let store: ChartStore
        func makeCoordinator() -> Coordinator { Coordinator(parent: self) }
        func makeUIView(context: Context) -> ChartView { ChartView() }
        func updateUIView(_ view: ChartView, context: Context) {}
        final class Coordinator {
          let parent: Chart
          init(parent: Chart) { self.parent = parent }
          func tapped() { parent.store.select() }
        }
      }
      final class ChartStore { func select() {} }
      """),
    Example(
      """
      struct Editor: UIViewRepresentable {
        var onCommit: () -> Void
        func makeCoordinator() -> Coordinator { Coordinator() }
        func makeUIView(context: Context) -> UITextView { UITextView() }
        func updateUIView(_ view: UITextView, context: Context) {
          context.coordinator.onCommit = onCommit
        }
        final class Coordinator {
          var onCommit: (() -> Void)?
          func commit() { onCommit?() }
        }
      }
      """),
    Example(
      """
      struct Picker: UIViewControllerRepresentable {
        var onPick: ([URL]) -> Void
        func makeCoordinator() -> Coordinator { Coordinator(parent: self) }
        func makeUIViewController(context: Context) -> UIDocumentPickerViewController {
          UIDocumentPickerViewController(forOpeningContentTypes: [.pdf])
        }
        func updateUIViewController(_ controller: UIDocumentPickerViewController, context: Context) {
          let coordinator = context.coordinator
          coordinator.parent = self
        }
        final class Coordinator: NSObject, UIDocumentPickerDelegate {
          var parent: Picker
          init(parent: Picker) { self.parent = parent }
          func documentPicker(_ picker: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {
            parent.onPick(urls)
          }
        }
      }
      """),
    Example(
      """
      struct Toggle: UIViewRepresentable {
        var title: String
        func makeCoordinator() -> Coordinator { Coordinator(parent: self) }
        func makeUIView(context: Context) -> UISwitch { UISwitch() }
        func updateUIView(_ view: UISwitch, context: Context) {}
        final class Coordinator {
          var parent: Toggle
          init(parent: Toggle) { self.parent = parent }
          func changed(_ title: String) {
            var parent = Summary()
            parent.title = title
          }
        }
      }
      """),
    Example(
      """
      struct WebView: UIViewRepresentable {
        var url: URL
        func makeCoordinator() -> Coordinator { Coordinator(parent: self) }
        func makeUIView(context: Context) -> WKWebView { WKWebView() }
        func updateUIView(_ web: WKWebView, context: Context) {
          context.coordinator.parent = self
          if web.url != url { web.load(URLRequest(url: url)) }
        }
        final class Coordinator: NSObject, WKNavigationDelegate {
          var parent: WebView
          init(parent: WebView) { self.parent = parent }
          func webView(_ web: WKWebView, didFinish navigation: WKNavigation!) { print(parent.url) }
        }
      }
      """),
    // The context parameter under its own name refreshes the copy as well.
    Example(
      """
      struct Stepper: UIViewRepresentable {
        var onStep: (Int) -> Void
        func makeCoordinator() -> Coordinator { Coordinator(parent: self) }
        func makeUIView(context ctx: Context) -> UIStepper { UIStepper() }
        func updateUIView(_ stepper: UIStepper, context ctx: Context) {
          ctx.coordinator.parent = self
        }
        final class Coordinator {
          var parent: Stepper
          init(parent: Stepper) { self.parent = parent }
          func stepped(_ value: Int) { parent.onStep(value) }
        }
      }
      """),
  ]

  static let triggering: [Example] = [
    Example(
      """
      struct SearchBar: UIViewRepresentable {
        var onSearch: (String) -> Void
        func makeCoordinator() -> Coordinator { Coordinator(parent: self) }
        func makeUIView(context: Context) -> UISearchBar { UISearchBar() }
        func updateUIView(_ bar: UISearchBar, context: Context) { bar.showsCancelButton = true }
        final class Coordinator: NSObject, UISearchBarDelegate {
          let ↓parent: SearchBar
          init(parent: SearchBar) { self.parent = parent }
          func searchBarSearchButtonClicked(_ bar: UISearchBar) { parent.onSearch(bar.text ?? "") }
        }
      }
      """),
    Example(
      """
      struct MapView: UIViewRepresentable {
        var pins: [Pin]
        func makeCoordinator() -> Coordinator { Coordinator(self) }
        func makeUIView(context: Context) -> MKMapView { MKMapView() }
        func updateUIView(_ map: MKMapView, context: Context) { map.removeAnnotations(map.annotations) }
        final class Coordinator: NSObject, MKMapViewDelegate {
          var ↓parent: MapView
          init(_ parent: MapView) { self.parent = parent }
          func mapView(_ map: MKMapView, viewFor annotation: MKAnnotation) -> MKAnnotationView? {
            self.parent.pins.first.map { _ in MKMarkerAnnotationView() }
          }
        }
      }
      """),
    Example(
      """
      struct Editor: UIViewRepresentable {
        var onCommit: () -> Void
        func makeCoordinator() -> Coordinator { Coordinator(parent: self) }
        func makeUIView(context: Context) -> UITextView { UITextView() }
        func updateUIView(_ view: UITextView, context: Context) {
          context.coordinator.isEditing = view.isFirstResponder
        }
        final class Coordinator: NSObject, UITextViewDelegate {
          var ↓parent: Editor
          var isEditing = false
          init(parent: Editor) { self.parent = parent }
          func textViewDidEndEditing(_ view: UITextView) { parent.onCommit() }
        }
      }
      """),
    Example(
      """
      struct Slider: UIViewRepresentable {
        var maximum: Double
        func makeCoordinator() -> Coordinator { Coordinator(parent: self) }
        func makeUIView(context: Context) -> UISlider { UISlider() }
        func updateUIView(_ slider: UISlider, context: Context) { slider.maximumValue = Float(maximum) }
      }
      extension Slider {
        final class Coordinator {
          var ↓parent: Slider
          init(parent: Slider) { self.parent = parent }
          func clamp(_ value: Double) -> Double { min(value, parent.maximum) }
        }
      }
      """),
    Example(
      """
      struct Pager: UIViewControllerRepresentable {
        var pages: [Page]
        func makeCoordinator() -> Coordinator { Coordinator(self) }
        func makeUIViewController(context: Context) -> UIPageViewController { UIPageViewController() }
        func updateUIViewController(_ pager: UIPageViewController, context: Context) {
          pager.dataSource = nil
        }
        final class Coordinator: NSObject {
          let ↓parent: Pager
          init(_ parent: Pager) { self.parent = parent }
          func count() -> Int { parent.pages.count }
        }
      }
      struct Page {}
      """),
    Example(
      """
      struct MailView: UIViewControllerRepresentable {
        var onFinish: (MFMailComposeResult) -> Void
        func makeCoordinator() -> Coordinator { Coordinator(parent: self) }
        func makeUIViewController(context: Context) -> MFMailComposeViewController { MFMailComposeViewController() }
        func updateUIViewController(_ controller: MFMailComposeViewController, context: Context) {}
        final class Coordinator: NSObject, MFMailComposeViewControllerDelegate {
          let ↓parent: MailView
          init(parent: MailView) { self.parent = parent }
          func mailComposeController(_ c: MFMailComposeViewController, didFinishWith r: MFMailComposeResult, error: Error?) {
            parent.onFinish(r)
          }
        }
      }
      """),
  ]

  static let corrections: [Correction] = [
    // A multi-line body: the refresh goes first, with the statements' indentation.
    Correction(
      """
      struct Editor: UIViewRepresentable {
        var onCommit: () -> Void
        func makeCoordinator() -> Coordinator { Coordinator(parent: self) }
        func makeUIView(context: Context) -> UITextView { UITextView() }
        func updateUIView(_ view: UITextView, context: Context) {  // keep
          context.coordinator.isEditing = view.isFirstResponder
        }
        final class Coordinator: NSObject, UITextViewDelegate {
          var parent: Editor
          var isEditing = false
          init(parent: Editor) { self.parent = parent }
          func textViewDidEndEditing(_ view: UITextView) { parent.onCommit() }
        }
      }
      """,
      """
      struct Editor: UIViewRepresentable {
        var onCommit: () -> Void
        func makeCoordinator() -> Coordinator { Coordinator(parent: self) }
        func makeUIView(context: Context) -> UITextView { UITextView() }
        func updateUIView(_ view: UITextView, context: Context) {  // keep
          context.coordinator.parent = self
          context.coordinator.isEditing = view.isFirstResponder
        }
        final class Coordinator: NSObject, UITextViewDelegate {
          var parent: Editor
          var isEditing = false
          init(parent: Editor) { self.parent = parent }
          func textViewDidEndEditing(_ view: UITextView) { parent.onCommit() }
        }
      }
      """),
    // A `let`, and a one-line body spread over lines; the context parameter's own name.
    Correction(
      """
      struct SearchBar: UIViewRepresentable {
        var onSearch: (String) -> Void
        func makeCoordinator() -> Coordinator { Coordinator(parent: self) }
        func makeUIView(context: Context) -> UISearchBar { UISearchBar() }
        func updateUIView(_ bar: UISearchBar, context ctx: Context) { bar.showsCancelButton = true }
        final class Coordinator: NSObject, UISearchBarDelegate {
          let parent: SearchBar
          init(parent: SearchBar) { self.parent = parent }
          func searchBarSearchButtonClicked(_ bar: UISearchBar) { parent.onSearch(bar.text ?? "") }
        }
      }
      """,
      """
      struct SearchBar: UIViewRepresentable {
        var onSearch: (String) -> Void
        func makeCoordinator() -> Coordinator { Coordinator(parent: self) }
        func makeUIView(context: Context) -> UISearchBar { UISearchBar() }
        func updateUIView(_ bar: UISearchBar, context ctx: Context) {
          ctx.coordinator.parent = self
          bar.showsCancelButton = true
        }
        final class Coordinator: NSObject, UISearchBarDelegate {
          var parent: SearchBar
          init(parent: SearchBar) { self.parent = parent }
          func searchBarSearchButtonClicked(_ bar: UISearchBar) { parent.onSearch(bar.text ?? "") }
        }
      }
      """),
    // An empty body, the coordinator in an extension, tabs for indentation.
    Correction(
      "struct MailView: UIViewControllerRepresentable {\n\tvar onFinish: (Int) -> Void\n"
        + "\tfunc makeCoordinator() -> Coordinator { Coordinator(parent: self) }\n"
        + "\tfunc makeUIViewController(context: Context) -> MailController { MailController() }\n"
        + "\tfunc updateUIViewController(_ controller: MailController, context: Context) {}\n}\n"
        + "extension MailView {\n\tfinal class Coordinator: NSObject {\n\t\tfileprivate let parent: MailView\n"
        + "\t\tinit(parent: MailView) { self.parent = parent }\n\t\tfunc finished(_ result: Int) { parent.onFinish(result) }\n"
        + "\t}\n}\n",
      "struct MailView: UIViewControllerRepresentable {\n\tvar onFinish: (Int) -> Void\n"
        + "\tfunc makeCoordinator() -> Coordinator { Coordinator(parent: self) }\n"
        + "\tfunc makeUIViewController(context: Context) -> MailController { MailController() }\n"
        + "\tfunc updateUIViewController(_ controller: MailController, context: Context) {\n"
        + "\t\tcontext.coordinator.parent = self\n\t}\n}\n"
        + "extension MailView {\n\tfinal class Coordinator: NSObject {\n\t\tfileprivate var parent: MailView\n"
        + "\t\tinit(parent: MailView) { self.parent = parent }\n\t\tfunc finished(_ result: Int) { parent.onFinish(result) }\n"
        + "\t}\n}\n"),
    // An empty body over two lines, with a comment in it.
    Correction(
      """
      struct Pager: UIViewControllerRepresentable {
        var pages: [Page]
        func makeCoordinator() -> Coordinator { Coordinator(self) }
        func makeUIViewController(context: Context) -> UIPageViewController { UIPageViewController() }
        func updateUIViewController(_ pager: UIPageViewController, context: Context) {
          // Nothing to update.
        }
        final class Coordinator: NSObject {
          var parent: Pager
          init(_ parent: Pager) { self.parent = parent }
          func count() -> Int { parent.pages.count }
        }
      }
      """,
      """
      struct Pager: UIViewControllerRepresentable {
        var pages: [Page]
        func makeCoordinator() -> Coordinator { Coordinator(self) }
        func makeUIViewController(context: Context) -> UIPageViewController { UIPageViewController() }
        func updateUIViewController(_ pager: UIPageViewController, context: Context) {
          context.coordinator.parent = self
          // Nothing to update.
        }
        final class Coordinator: NSObject {
          var parent: Pager
          init(_ parent: Pager) { self.parent = parent }
          func count() -> Int { parent.pages.count }
        }
      }
      """),
  ]
}
