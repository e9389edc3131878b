import BridgeLint

enum HostedDismissWhenPushedExamples {
  static let views = """
    struct Detail: View {
      @Environment(\\.dismiss) private var dismiss
      var body: some View { Button("Done") { dismiss() } }
    }
    struct Summary: View {
      var body: some View { Text("Summary") }
    }
    struct CloseButton: View {
      @Environment(\\.dismiss) private var dismiss
      var body: some View { Button("Close") { dismiss() } }
    }
    """

  static let nonTriggering: [Example] = [
    Example(
      views + """

        final class Host: UIViewController {
          func open() { present(UIHostingController(rootView: Detail()), animated: true) }
        }
        """),
    Example(
      views + """

        func open(_ nav: UINavigationController) {
          nav.pushViewController(UIHostingController(rootView: Summary()), animated: true)
        }
        """),
    // A sheet's content dismisses the sheet.
    Example(
      views + """

        struct Screen: View {
          @State private var isEditing = false
          var body: some View {
            Summary()
              .sheet(isPresented: $isEditing) { CloseButton() }
              .fullScreenCover(isPresented: $isEditing) { Detail() }
          }
        }
        func open(_ nav: UINavigationController) {
          nav.pushViewController(UIHostingController(rootView: Screen()), animated: true)
        }
        """),
    // A helper only the sheet calls builds the sheet's content.
    Example(
      views + """

        struct Screen: View {
          @State private var link: URL?
          var body: some View { Summary().sheet(item: $link) { url in page(for: url) } }
          private func page(for url: URL) -> some View { VStack { Text(url.absoluteString); CloseButton() } }
        }
        func open(_ nav: UINavigationController) {
          nav.pushViewController(UIHostingController(rootView: Screen()), animated: true)
        }
        """),
    // Declared and never called: the view leaves some other way.
    Example(
      """
      struct Importer: View {
        @Environment(\\.presentationMode) var presentationMode
        let close: () -> Void
        var body: some View { Button("Done") { close() } }
      }
      final class ImportFlow {
        let nav = UINavigationController()
        func start() {
          let importer = UIHostingController(rootView: Importer(close: { [weak nav] in nav?.dismiss(animated: true) }))
          nav.pushViewController(importer, animated: true)
        }
        func startQuietly() {
          nav.pushViewController(UIHostingController(rootView: Quiet()), animated: true)
        }
      }
      struct Quiet: View {
        @Environment(\\.dismiss) private var dismiss
        var body: some View { Text("Importing") }
      }
      """),
    // A link's destination is pushed by SwiftUI itself.
    Example(
      views + """

        struct Screen: View {
          var body: some View { NavigationLink(destination: Detail()) { Text("Open") } }
        }
        func open(_ nav: UINavigationController) {
          nav.pushViewController(UIHostingController(rootView: Screen()), animated: true)
        }
        """),
    // A navigation root cannot be popped; presented, dismiss is the presentation's.
    Example(
      views + """

        final class Host: UIViewController {
          func open() {
            let nav = UINavigationController(rootViewController: UIHostingController(rootView: Detail()))
            present(nav, animated: true)
          }
        }
        """),
    Example(
      views + """

        final class Host: UIViewController {
          func open() {
            let hc = UIHostingController(rootView: Detail())
            if let navigationController {
              navigationController.pushViewController(hc, animated: true)
            } else {
              present(hc, animated: true)
            }
          }
        }
        """),
    // The view gets an explicit way out.
    Example(
      """
      struct Editor: View {
        @Environment(\\.dismiss) private var dismiss
        var onClose: () -> Void
        var body: some View { Button("Close") { onClose() } }
      }
      final class Host: UIViewController {
        func open() {
          let editor = UIHostingController(rootView: Editor(onClose: { [weak self] in
            self?.navigationController?.popViewController(animated: true)
          }))
          navigationController?.pushViewController(editor, animated: true)
        }
      }
      """),
    Example(
      """
      struct Picker: View {
        @Environment(\\.dismiss) private var dismiss
        let title: String
        var done: () -> Void
        var body: some View { Button(title) { done() } }
      }
      final class Host: UIViewController {
        func open() {
          let picker = UIHostingController(rootView: Picker(title: "Pick") { [weak self] in
            self?.navigationController?.popViewController(animated: true)
          })
          show(picker, sender: self)
        }
      }
      """),
    Example(
      views + """

        final class Host: UIViewController {
          func embed() {
            let hc = UIHostingController(rootView: Detail())
            addChild(hc)
            view.addSubview(hc.view)
            hc.didMove(toParent: self)
          }
        }
        """),
    Example(
      views + """

        func open(_ nav: UINavigationController, content: some View) {
          nav.pushViewController(UIHostingController(rootView: content), animated: true)
        }
        """),
    Example(views + "\nstruct Flow: View {\n  var body: some View { NavigationStack { Detail() } }\n}"),
  ]

  static let triggering: [Example] = [
    Example(
      views + """

        func open(_ nav: UINavigationController) {
          nav.pushViewController(UIHostingController(rootView: ↓Detail()), animated: true)
        }
        """),
    Example(
      views + """

        final class Host: UIViewController {
          func open() {
            let hc = UIHostingController(rootView: ↓Detail())
            hc.title = "Detail"
            navigationController?.pushViewController(hc, animated: true)
          }
        }
        """),
    Example(
      views + """

        final class Host: UIViewController {
          func open() { show(UIHostingController(rootView: ↓Detail()), sender: self) }
        }
        """),
    // A view of the root's own hierarchy reads it.
    Example(
      views + """

        struct Screen: View {
          var body: some View { VStack { Summary(); CloseButton() } }
        }
        func open(_ nav: UINavigationController) {
          nav.pushViewController(UIHostingController(rootView: ↓Screen()), animated: true)
        }
        """),
    Example(
      """
      struct Legacy: View {
        @Environment(\\.presentationMode) private var presentationMode
        var body: some View { Button("Back") { presentationMode.wrappedValue.dismiss() } }
      }
      func open(_ nav: UINavigationController) {
        nav.pushViewController(UIHostingController(rootView: ↓Legacy()), animated: true)
      }
      """),
    // The root's own read, whatever its sheet does.
    Example(
      views + """

        struct Editor: View {
          @Environment(\\.dismiss) private var dismiss
          @State private var isPicking = false
          var body: some View {
            Button("Save") { dismiss() }.sheet(isPresented: $isPicking) { Summary() }
          }
        }
        func open(_ nav: UINavigationController, store: Store) {
          nav.pushViewController(UIHostingController(rootView: ↓Editor().environmentObject(store)), animated: true)
        }
        """),
    // Arguments that are not a way out.
    Example(
      """
      struct ItemDetail: View {
        let item: Item
        var onSave: (Item) -> Void
        @Environment(\\.dismiss) private var dismiss
        var body: some View { Button("Save") { onSave(item); dismiss() } }
      }
      final class ItemsController: UIViewController {
        private lazy var detail = UIHostingController(rootView: ↓ItemDetail(item: item, onSave: { [weak self] in self?.save($0) }))
        func open() { navigationController?.pushViewController(detail, animated: true) }
      }
      """),
  ]
}
