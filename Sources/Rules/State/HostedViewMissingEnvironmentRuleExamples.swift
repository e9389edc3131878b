import BridgeLint

enum HostedViewMissingEnvironmentExamples {
  static let views = """
    final class Store: ObservableObject { @Published var items: [String] = [] }
    struct Settings: View {
      @EnvironmentObject var store: Store
      var body: some View { Text("\\(store.items.count)") }
    }
    struct SettingsScreen: View {
      var body: some View { Form { Settings() } }
    }
    """

  static let nonTriggering: [Example] = [
    // A provider typed only by a force cast is not read: an unresolved provider means silence.
    Example(
      views + """

        final class Coordinator: NSObject {
          private lazy var store = Injector.shared.store as! Store
          func open(_ nav: UINavigationController) {
            let hc = UIHostingController(rootView: Settings().environmentObject(store))
            nav.pushViewController(hc, animated: true)
          }
        }
        """),
    Example(
      views + """

        final class Host: UIViewController {
          let store = Store()
          func open() {
            let hc = UIHostingController(rootView: SettingsScreen().environmentObject(store))
            navigationController?.pushViewController(hc, animated: true)
          }
        }
        """),
    Example(
      views + """

        final class Host: UIViewController {
          func open(store: Store) {
            present(UIHostingController(rootView: Settings().environmentObject(store)), animated: true)
          }
        }
        """),
    Example(
      views + """

        struct Wrapper: View {
          @StateObject private var store = Store()
          var body: some View { SettingsScreen().environmentObject(store) }
        }
        let hc = UIHostingController(rootView: Wrapper())
        """),
    Example(
      views + """

        final class Host: UIViewController {
          let container: Container
          func open() {
            present(UIHostingController(rootView: Settings().environmentObject(container.store)), animated: true)
          }
        }
        """),
    Example(
      views + """

        extension View {
          func withDependencies() -> some View { environmentObject(Store.shared) }
        }
        let hc = UIHostingController(rootView: SettingsScreen().withDependencies())
        """),
    Example(
      views + """

        func host(_ view: some View) -> UIViewController { UIHostingController(rootView: view) }
        """),
    Example(
      """
      @Observable final class Session {}
      struct Account: View {
        @Environment(Session.self) private var session: Session?
        var body: some View { Text("") }
      }
      let hc = UIHostingController(rootView: Account())
      """),
    Example(
      """
      @Observable final class Session {}
      struct Account: View {
        @Environment(Session.self) private var session
        var body: some View { Text("") }
      }
      let hc = UIHostingController(rootView: Account().environment(Session()))
      """),
    Example(
      views + """

        struct StoreProvider<Content: View>: View {
          @StateObject private var store = Store()
          @ViewBuilder let content: Content
          var body: some View { content.environmentObject(store) }
        }
        let hc = UIHostingController(rootView: StoreProvider { Settings() })
        """),
    Example(
      views + """

        func configure(_ cell: UITableViewCell, store: Store) {
          cell.contentConfiguration = UIHostingConfiguration { Settings().environmentObject(store) }
        }
        """),
    Example(
      """
      struct Plain: View {
        @Environment(\\.dismiss) private var dismiss
        var body: some View { Button("Close") { dismiss() } }
      }
      let hc = UIHostingController(rootView: Plain())
      """),
  ]

  static let triggering: [Example] = [
    Example(
      views + """

        final class Host: UIViewController {
          func open() {
            let hc = UIHostingController(rootView: ↓SettingsScreen())
            navigationController?.pushViewController(hc, animated: true)
          }
        }
        """),
    Example(
      views + """

        let hc = UIHostingController(rootView: ↓Settings().padding())
        """),
    Example(
      views + """

        func configure(_ cell: UITableViewCell) {
          cell.contentConfiguration = ↓UIHostingConfiguration { Settings() }
        }
        """),
    Example(
      views + """

        final class Host: UIHostingController<SettingsScreen> {
          init() { super.init(rootView: ↓SettingsScreen()) }
          required init?(coder: NSCoder) { nil }
        }
        """),
    Example(
      """
      @Observable final class Session {}
      struct Account: View {
        @Environment(Session.self) private var session
        var body: some View { Text("") }
      }
      let view = NSHostingView(rootView: ↓Account())
      """),
    Example(
      """
      final class Remote: ObservableObject {}
      struct Player: View {
        #if os(tvOS)
        @EnvironmentObject var remote: Remote
        #endif
        var body: some View { Text("") }
      }
      let hc = UIHostingController(rootView: ↓Player())
      """),
    Example(
      views + """

        final class Other: ObservableObject {}
        let hc = UIHostingController(rootView: AnyView(↓SettingsScreen().environmentObject(Other())))
        """),
  ]
}
