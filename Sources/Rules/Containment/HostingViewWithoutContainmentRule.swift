import BridgeLint

/// A `UIHostingController`'s view put on screen without making the controller a child.
public struct HostingViewWithoutContainmentRule: Rule {
  public init() {}

  /// Both checks need `.view`, and either a hosting controller's initializer or a view adder.
  public static func relevance(in index: ProjectIndex) -> Relevance {
    Relevance.anyOf(members: ["view"]).and(
      .anyOf(
        names: ["UIHostingController", "addSubview", "insertSubview", "addArrangedSubview"]
          + index.simpleNames(descendingFrom: .hostingController)))
  }

  public static let description = RuleDescription(
    identifier: "hosting_view_without_containment",
    name: "Hosting View without Containment",
    summary: "A `UIHostingController`'s view is added to a view hierarchy without `addChild` for the controller",
    rationale: """
      A `UIHostingController` is a view controller, and SwiftUI relies on it being part of the \
      view controller hierarchy: `onAppear`/`onDisappear`, trait and size-class changes, safe-area \
      insets, keyboard avoidance, toolbars and presentation all flow through containment. Adding \
      only its `view` breaks them. Worse, `view.addSubview(UIHostingController(rootView: Card()).view)` \
      keeps nothing alive that owns the controller: it is deallocated at once and the hosted view \
      stops updating. That shape is reported as an error.

      ```swift
      let host = UIHostingController(rootView: Card())
      addChild(host)
      view.addSubview(host.view)
      host.didMove(toParent: self)
      ```

      A controller that is pushed, presented, set as a window's `rootViewController`, given to \
      `setViewControllers`, or passed to a helper in the same file that calls `addChild` on it \
      is owned by a container and is fine.
      """,
    kind: .containment,
    defaultSeverity: .warning,
    nonTriggeringExamples: [
      Example(
        """
        final class CardViewController: UIViewController {
          override func viewDidLoad() {
            super.viewDidLoad()
            let host = UIHostingController(rootView: CardView())
            addChild(host)
            view.addSubview(host.view)
            host.didMove(toParent: self)
          }
        }
        """),
      Example(
        """
        final class ShellViewController: UIViewController {
          private let header = UIHostingController(rootView: HeaderView())
          override func viewDidLoad() {
            super.viewDidLoad()
            addChild(header)
            stack.addArrangedSubview(header.view)
            header.didMove(toParent: self)
          }
        }
        """),
      Example(
        """
        final class Router {
          func showSettings(from navigation: UINavigationController) {
            let settings = UIHostingController(rootView: SettingsView())
            navigation.pushViewController(settings, animated: true)
            settings.view.backgroundColor = .systemBackground
          }
        }
        """),
      Example(
        """
        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
          var window: UIWindow?
          func start(in scene: UIWindowScene) {
            let root = UIHostingController(rootView: ContentView())
            window = UIWindow(windowScene: scene)
            window?.rootViewController = root
            root.view.tintColor = .systemPink
          }
        }
        """),
      Example(
        """
        final class DashboardViewController: UIViewController {
          func addWidget() {
            let widget = UIHostingController(rootView: WidgetView())
            embed(widget, in: view)
          }
          private func embed(_ child: UIViewController, in container: UIView) {
            addChild(child)
            container.addSubview(child.view)
            child.didMove(toParent: self)
          }
        }
        """),
      Example(
        """
        final class PreviewViewController: UIViewController {
          func preview() {
            let image = UIImageView(image: UIImage(named: "card"))
            view.addSubview(image)
            present(UIHostingController(rootView: DetailView()), animated: true)
          }
        }
        """),
      Example(
        """
        final class SheetPresenter: UIViewController {
          func open() {
            let sheet = UIHostingController(rootView: SheetView())
            sheet.view.backgroundColor = .clear
            present(sheet, animated: true)
          }
        }
        """),
    ],
    triggeringExamples: [
      Example(
        """
        final class CardViewController: UIViewController {
          override func viewDidLoad() {
            super.viewDidLoad()
            view.↓addSubview(UIHostingController(rootView: CardView()).view)
          }
        }
        """),
      Example(
        """
        final class CardViewController: UIViewController {
          override func viewDidLoad() {
            super.viewDidLoad()
            let host = UIHostingController(rootView: CardView())
            view.↓addSubview(host.view)
          }
        }
        """),
      Example(
        """
        final class ShellViewController: UIViewController {
          private let header = UIHostingController(rootView: HeaderView())
          override func viewDidLoad() {
            super.viewDidLoad()
            stack.↓addArrangedSubview(header.view)
          }
        }
        """),
      Example(
        """
        final class ListCell: UITableViewCell {
          func configure(with item: Item) {
            let hosted = ↓UIHostingController(rootView: RowView(item: item)).view!
            contentView.addSubview(hosted)
          }
        }
        """),
      Example(
        """
        final class BadgeViewController: UIViewController {
          var badge: UIHostingController<BadgeView>?
          func showBadge() {
            badge = UIHostingController(rootView: BadgeView())
            if let badgeView = badge?.view { view.addSubview(badgeView) }
            view.↓insertSubview(self.badge!.view, at: 0)
          }
        }
        """),
    ]
  )

  private static let ownershipTransfers: Set<String> = [
    "addChild", "pushViewController", "present", "show", "showDetailViewController", "setViewControllers",
    "setViewController", "UINavigationController", "embed",
  ]

  public func check(_ file: ParsedFile, _ context: inout RuleContext) {
    var reportedAdders: Set<Int32> = []
    // (a) `UIHostingController(…).view`: nothing keeps the controller alive.
    for call in file.syntax.calls where call.leftParen >= 0 && isHostingInitializer(call, file, context.index) {
      let next = call.rightParen + 1
      guard file.isKind(next, .period), file.tokenIs(next + 1, "view") else { continue }
      let anchor: Int32
      if let adder = adderReceiving(call.calleeStart, in: file) {
        anchor = adder.name
        reportedAdders.insert(adder.name)
      } else {
        anchor = call.name
      }
      context.report(file, at: anchor, .unretainedController, escalatedSeverity: .error)
    }
    // (b) a named hosting controller whose view is added without `addChild`.
    for adder in file.syntax.calls where isViewAdder(adder, file) && !reportedAdders.contains(adder.name) {
      guard let first = file.arguments(of: adder).first, let controller = hostedController(in: first.value, file),
        let function = file.enclosingFunction(of: adder.scope)
      else { continue }
      let body = file.body(of: function)
      if let local = localHostingController(named: controller, in: body, file, context.index) {
        _ = local
        if isOwned(controller, in: [function], file) { continue }
      } else if let type = file.owningType(of: function), isHostingProperty(controller, of: type, file, context.index) {
        // The methods of every declaration of this type in the file (by name: no scan per adder).
        let functions = file.types(qualifiedName: file.qualifiedName(of: type)).flatMap {
          file.functionsAndAccessors(in: $0)
        }
        if isOwned(controller, in: functions, file) { continue }
      } else {
        continue
      }
      context.report(file, at: adder.name, .viewWithoutChild(controller))
    }
  }

  private func isViewAdder(_ call: Call, _ file: ParsedFile) -> Bool {
    call.leftParen >= 0
      && (file.tokenIs(call.name, "addSubview") || file.tokenIs(call.name, "insertSubview")
        || file.tokenIs(call.name, "addArrangedSubview"))
  }

  /// `UIHostingController(…)`, `UIHostingController<T>(…)`, or a project subclass's initializer.
  private func isHostingInitializer(_ call: Call, _ file: ParsedFile, _ index: ProjectIndex) -> Bool {
    guard call.name >= 0, !call.hasReceiver, file.tokenEndsWith(call.name, "HostingController") else { return false }
    let name = file.text(call.name)
    if name == "UIHostingController" { return true }
    return name.hasSuffix("HostingController") && !name.hasPrefix("NS")
      && index.roots(of: name).contains(.hostingController)
  }

  /// The view-adding call whose first argument starts at `start`.
  private func adderReceiving(_ start: Int32, in file: ParsedFile) -> Call? {
    file.syntax.calls.first { call in
      isViewAdder(call, file) && file.arguments(of: call).first?.value.start == start
    }
  }

  /// `host.view`, `self.host.view`, `host!.view`, `self.host?.view` → `host`.
  private func hostedController(in value: TokenRange, _ file: ParsedFile) -> String? {
    guard value.end - value.start >= 3, file.tokenIs(value.end - 1, "view"), file.isKind(value.end - 2, .period) else {
      return nil
    }
    var end = value.end - 2
    while file.isKind(end - 1, .exclamationMark) || file.isKind(end - 1, .postfixQuestionMark) { end -= 1 }
    let text = file.normalizedExpression(TokenRange(value.start, end))
    guard !text.isEmpty, !text.contains("("), !text.contains(".") else { return nil }
    return text
  }

  private func localHostingController(
    named name: String, in body: TokenRange, _ file: ParsedFile, _ index: ProjectIndex
  )
    -> VariableDecl?
  {
    // Only the variables of `body` (binary search), not every variable of the file per call.
    file.variables(inTokens: body).first { variable in
      variable.name >= 0 && file.text(variable.name) == name && holdsHostingController(variable, file, index)
    }
  }

  private func isHostingProperty(_ name: String, of type: TypeDecl, _ file: ParsedFile, _ index: ProjectIndex) -> Bool {
    for variable in file.variables(in: type) where variable.name >= 0 && file.text(variable.name) == name {
      if holdsHostingController(variable, file, index) { return true }
    }
    // `self.host = UIHostingController(…)` in one of the type's methods.
    return file.syntax.assignments.contains { assignment in
      file.normalizedExpression(assignment.lhs) == name && startsWithHostingInitializer(assignment.rhs, file, index)
    }
  }

  private func holdsHostingController(_ variable: VariableDecl, _ file: ParsedFile, _ index: ProjectIndex) -> Bool {
    if let type = file.typeName(in: variable.type) {
      if type == "UIHostingController" || (type.hasSuffix("HostingController") && !type.hasPrefix("NS")) { return true }
    }
    return startsWithHostingInitializer(variable.initializer, file, index)
  }

  private func startsWithHostingInitializer(_ value: TokenRange, _ file: ParsedFile, _ index: ProjectIndex) -> Bool {
    guard let call = file.calls(in: value).first, call.calleeStart == value.start else { return false }
    return isHostingInitializer(call, file, index)
  }

  /// The controller is handed to a container: `addChild`, push, present, `rootViewController =`,
  /// `setViewControllers`, or a same-file helper that calls `addChild` on its parameter.
  private func isOwned(_ controller: String, in functions: [FunctionDecl], _ file: ParsedFile) -> Bool {
    for function in functions {
      let body = file.body(of: function)
      for call in file.calls(in: body) where call.name >= 0 {
        let arguments = Array(file.arguments(of: call))
        guard let position = arguments.firstIndex(where: { passes(controller, $0.value, file) }) else { continue }
        let name = file.text(call.name)
        if HostingViewWithoutContainmentRule.ownershipTransfers.contains(name) { return true }
        if helperAddsChild(named: call.name, parameterIndex: position, file) { return true }
      }
      for assignment in file.assignments(in: body) where passes(controller, assignment.rhs, file) {
        if file.compactText(assignment.lhs).hasSuffix("rootViewController") { return true }
      }
    }
    return false
  }

  /// `controller` itself, or an array literal containing it.
  private func passes(_ controller: String, _ value: TokenRange, _ file: ParsedFile) -> Bool {
    let text = file.normalizedExpression(value)
    if text == controller { return true }
    guard file.isKind(value.start, .leftSquare) else { return false }
    return text.dropFirst().dropLast().split(separator: ",").contains { $0 == controller || $0 == "self." + controller }
  }

  private func helperAddsChild(named name: Int32, parameterIndex: Int, _ file: ParsedFile) -> Bool {
    for helper in file.functions(named: file.text(name)) where helper.kind == .function {
      let parameters = Array(helper.parameters)
      guard parameterIndex < parameters.count else { continue }
      let parameter = file.text(file.syntax.parameters[Int(parameters[parameterIndex])].name)
      let addsChild = file.calls(in: file.body(of: helper)).contains { call in
        file.tokenIs(call.name, "addChild")
          && file.soleArgument(of: call).map { file.normalizedExpression($0) } == parameter
      }
      if addsChild { return true }
    }
    return false
  }
}

extension FindingMessage {
  fileprivate static let unretainedController = FindingMessage(
    "This hosting controller is created only for its view and is released at once, so the hosted SwiftUI view "
      + "stops updating; keep the controller and add it with `addChild(_:)` and `didMove(toParent:)`")

  fileprivate static func viewWithoutChild(_ controller: String) -> FindingMessage {
    FindingMessage(
      "`\(controller).view` is added without making `\(controller)` a child view controller; "
        + "call `addChild(\(controller))` before and `\(controller).didMove(toParent: self)` after")
  }
}
