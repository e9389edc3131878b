import BridgeLint

enum HostedNavigationStackPushedExamples {
  static let views = """
    struct Inbox: View {
      var body: some View { NavigationStack { List { Text("Mail") } } }
    }
    struct Detail: View {
      var body: some View { List { Text("Body") } }
    }
    """

  static let nonTriggering: [Example] = [
    // A stack in a sheet's content belongs to that presentation; one in a preview wraps the preview.
    Example(
      """
      struct Developer: View {
        @State private var isJoining = false
        var body: some View {
          List { Button("Join") { isJoining = true } }
            .sheet(isPresented: $isJoining) { NavigationStack { Text("Join") } }
            .fullScreenCover(isPresented: $isJoining) { NavigationView { Text("Pair") } }
        }
      }
      struct Developer_Previews: PreviewProvider {
        static var previews: some View { NavigationView { Developer() } }
      }
      final class Settings: UIViewController {
        func open() { show(UIHostingController(rootView: Developer()), sender: self) }
      }
      """),
    Example(
      views + """

        func open(_ nav: UINavigationController) {
          nav.pushViewController(UIHostingController(rootView: Detail()), animated: true)
        }
        """),
    Example(
      views + """

        final class Host: UIViewController {
          func open() { present(UIHostingController(rootView: Inbox()), animated: true) }
        }
        """),
    Example(
      views
        + """

        final class Host: UIViewController {
          func embed() {
            let hc = UIHostingController(rootView: Inbox())
            addChild(hc)
            view.addSubview(hc.view)
            hc.didMove(toParent: self)
          }
        }
        """
    ),
    Example(
      views
        + """

        final class Host: UIViewController {
          func open() {
            navigationController?.setNavigationBarHidden(true, animated: false)
            navigationController?.pushViewController(UIHostingController(rootView: Inbox()), animated: true)
          }
        }
        """
    ),
    Example(
      views + """

        let window = UIWindow()
        func start() { window.rootViewController = UIHostingController(rootView: Inbox()) }
        """),
    Example(
      views
        + """

        struct Shell: View {
          var body: some View { Inbox() }
        }
        func open(_ nav: UINavigationController) {
          nav.pushViewController(UIHostingController(rootView: Shell()), animated: true)
        }
        """
    ),
    Example(
      views + """

        func open(_ nav: UINavigationController, root: some View) {
          nav.pushViewController(UIHostingController(rootView: root), animated: true)
        }
        """),
    Example(
      views + """

        func open(_ nav: UINavigationController) {
          let hc = UIHostingController(rootView: Inbox())
          nav.present(hc, animated: true)
        }
        """),
    Example(
      views + """

        func open(_ nav: UINavigationController) {
          nav.pushViewController(InboxViewController(), animated: true)
        }
        """),
    Example(views + "\nlet hosting = NSHostingController(rootView: Inbox())"),
  ]

  static let triggering: [Example] = [
    Example(
      views + """

        func open(_ nav: UINavigationController) {
          nav.pushViewController(UIHostingController(rootView: ↓Inbox()), animated: true)
        }
        """),
    Example(
      views
        + """

        final class Host: UIViewController {
          func open() {
            let hc = UIHostingController(rootView: ↓Inbox())
            navigationController?.pushViewController(hc, animated: true)
          }
        }
        """
    ),
    Example(views + "\nlet nav = UINavigationController(rootViewController: UIHostingController(rootView: ↓Inbox()))"),
    Example(
      views
        + """

        func start() -> UIViewController {
          let root = UIHostingController(rootView: ↓Inbox().tint(.red))
          return UINavigationController(rootViewController: root)
        }
        """
    ),
    Example(
      """
      struct Split: View {
        var body: some View { NavigationSplitView { Text(\"\") } detail: { Text(\"\") } }
      }
      func open(_ nav: UINavigationController) {
        nav.show(UIHostingController(rootView: ↓Split()), sender: nil)
      }
      """
    ),
    Example(
      """
      struct Legacy: View {
        var body: some View { NavigationView { Text(\"\") } }
      }
      final class Host: UIViewController {
        lazy var hc = UIHostingController(rootView: ↓Legacy())
        func open() { navigationController?.pushViewController(hc, animated: true) }
      }
      """
    ),
  ]
}
