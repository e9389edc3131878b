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
    Example(views + "\nfunc open(_ nav: UINavigationController) {\n  nav.pushViewController(UIHostingController(rootView: Detail()), animated: true)\n}"),
    Example(views + "\nfinal class Host: UIViewController {\n  func open() { present(UIHostingController(rootView: Inbox()), animated: true) }\n}"),
    Example(
      views
        + "\nfinal class Host: UIViewController {\n  func embed() {\n    let hc = UIHostingController(rootView: Inbox())\n    addChild(hc)\n    view.addSubview(hc.view)\n    hc.didMove(toParent: self)\n  }\n}"
    ),
    Example(
      views
        + "\nfinal class Host: UIViewController {\n  func open() {\n    navigationController?.setNavigationBarHidden(true, animated: false)\n    navigationController?.pushViewController(UIHostingController(rootView: Inbox()), animated: true)\n  }\n}"
    ),
    Example(views + "\nlet window = UIWindow()\nfunc start() { window.rootViewController = UIHostingController(rootView: Inbox()) }"),
    Example(
      views
        + "\nstruct Shell: View {\n  var body: some View { Inbox() }\n}\nfunc open(_ nav: UINavigationController) {\n  nav.pushViewController(UIHostingController(rootView: Shell()), animated: true)\n}"
    ),
    Example(views + "\nfunc open(_ nav: UINavigationController, root: some View) {\n  nav.pushViewController(UIHostingController(rootView: root), animated: true)\n}"),
    Example(views + "\nfunc open(_ nav: UINavigationController) {\n  let hc = UIHostingController(rootView: Inbox())\n  nav.present(hc, animated: true)\n}"),
    Example(views + "\nfunc open(_ nav: UINavigationController) {\n  nav.pushViewController(InboxViewController(), animated: true)\n}"),
    Example(views + "\nlet hosting = NSHostingController(rootView: Inbox())"),
  ]

  static let triggering: [Example] = [
    Example(views + "\nfunc open(_ nav: UINavigationController) {\n  nav.pushViewController(UIHostingController(rootView: ↓Inbox()), animated: true)\n}"),
    Example(
      views
        + "\nfinal class Host: UIViewController {\n  func open() {\n    let hc = UIHostingController(rootView: ↓Inbox())\n    navigationController?.pushViewController(hc, animated: true)\n  }\n}"
    ),
    Example(views + "\nlet nav = UINavigationController(rootViewController: UIHostingController(rootView: ↓Inbox()))"),
    Example(
      views
        + "\nfunc start() -> UIViewController {\n  let root = UIHostingController(rootView: ↓Inbox().tint(.red))\n  return UINavigationController(rootViewController: root)\n}"
    ),
    Example(
      "struct Split: View {\n  var body: some View { NavigationSplitView { Text(\"\") } detail: { Text(\"\") } }\n}\nfunc open(_ nav: UINavigationController) {\n  nav.show(UIHostingController(rootView: ↓Split()), sender: nil)\n}"
    ),
    Example(
      "struct Legacy: View {\n  var body: some View { NavigationView { Text(\"\") } }\n}\nfinal class Host: UIViewController {\n  lazy var hc = UIHostingController(rootView: ↓Legacy())\n  func open() { navigationController?.pushViewController(hc, animated: true) }\n}"
    ),
  ]
}
