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
      keeps nothing alive that owns the controller: it is deallocated at once, and the hosted view \
      is left without the controller that forwards appearance, traits, safe area and presentation. \
      That shape is reported as an error.

      ```swift
      let host = UIHostingController(rootView: Card())
      addChild(host)
      view.addSubview(host.view)
      host.didMove(toParent: self)
      ```

      A controller that is pushed, presented, set as a window's `rootViewController`, given to \
      `setViewControllers`, or passed to a helper in the same file that calls `addChild` on it \
      is owned by a container and is fine. Project subclasses and `typealias`es of \
      `UIHostingController` count as hosting controllers (names that end in `Controller` or `Host`), \
      `host?.view ?? UIView()` and a computed property returning `host.view` count as its view, and \
      one controller is reported once even if its view is added twice. Where the view is added from \
      a `UIView`, a cell or a coordinator there is no `self` to add a child to: the message says to \
      add the controller to the view controller that shows the view, or to use \
      `UIHostingConfiguration` in cells. A controller kept there is **opt-in** \
      (`report_without_view_controller: true`, reported at `info`): the fix is a redesign rather \
      than a missing call, and blind triage on unseen apps judged every such finding debatable \
      (`docs/precision.md`). A local controller that is never stored is released when the \
      function returns, which is reported like the unretained case, as an error, unless its view \
      is removed again before the function returns (an offscreen render or measurement). Files \
      that import `XCTest` or `Testing` are left alone: a controller built by a test is \
      inspected, never shown (after round e, whose one wrong finding was such a test).
      """,
    kind: .containment,
    defaultSeverity: .warning,
    options: [
      RuleOption(
        name: HostingViewWithoutContainmentRule.withoutViewControllerOption, type: .bool, defaultValue: "false",
        summary: "Also report, at `info`, a kept hosting controller whose view is added from a view, a cell or a "
          + "coordinator, where no view controller is in reach")
    ],
    nonTriggeringExamples: [
      Example(
        """
        import XCTest
        final class HostingViewDetectionTests: XCTestCase {
          func testRecognizesTheHostingView() {
            let container = UIView()
            container.addSubview(UIHostingController(rootView: Text("x")).view)
            XCTAssertTrue(container.subviews.contains(where: isHostingView))
          }
        }
        """),
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
      Example(
        """
        typealias CardHost = UIHostingController<CardView>
        final class CardViewController: UIViewController {
          private let host = CardHost(rootView: CardView())
          override func viewDidLoad() {
            super.viewDidLoad()
            addChild(host)
            view.addSubview(host.view)
            host.didMove(toParent: self)
          }
        }
        """),
      Example(
        """
        final class RatingCell: UITableViewCell {
          private let host = UIHostingController(rootView: StarRating())
          func configure() {
            contentView.addSubview(host.view)
          }
        }
        """),
      Example(
        """
        final class SecureFieldContainer: UIView {
          private var content: UIHostingController<FieldContent>?
          func install() { content = embed(in: self) }
          private func embed(in container: UIView) -> UIHostingController<FieldContent> {
            let controller = UIHostingController(rootView: FieldContent())
            container.addSubview(controller.view)
            return controller
          }
        }
        """),
      Example(
        """
        extension View {
          func snapshot() -> UIImage {
            let controller = UIHostingController(rootView: self)
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            window.addSubview(controller.view)
            controller.view.layoutIfNeeded()
            let image = UIGraphicsImageRenderer(bounds: controller.view.bounds).image { _ in
              controller.view.drawHierarchy(in: controller.view.bounds, afterScreenUpdates: true)
            }
            controller.view.removeFromSuperview()
            return image
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
      Example(
        """
        typealias BadgeHost = UIHostingController<BadgeView>
        final class ProfileViewController: UIViewController {
          private var badge: BadgeHost?
          override func viewDidLoad() {
            super.viewDidLoad()
            badge = BadgeHost(rootView: BadgeView())
            view.↓addSubview(badge?.view ?? UIView())
          }
        }
        """),
      Example(
        """
        final class RatingCell: UITableViewCell {
          private let host = UIHostingController(rootView: StarRating())
          private var ratingView: UIView { host.view }
          func configure() {
            contentView.↓addSubview(ratingView)
            contentView.addSubview(host.view)
          }
        }
        """, options: [HostingViewWithoutContainmentRule.withoutViewControllerOption: "true"]),
      Example(
        """
        final class BadgeView: UIView {
          func install() {
            let host = UIHostingController(rootView: Badge())
            ↓addSubview(host.view)
          }
        }
        """),
    ]
  )

  private static let ownershipTransfers: Set<String> = [
    "addChild", "pushViewController", "present", "show", "showDetailViewController", "setViewControllers",
    "setViewController", "UINavigationController", "embed",
  ]

  /// The option that reports kept controllers whose view is added where no view controller is in reach.
  static let withoutViewControllerOption = "report_without_view_controller"

  public func check(_ file: ParsedFile, _ context: inout RuleContext) {
    let model = context.model
    // A hosting controller built in a test is inspected, never shown (round e's wrong finding:
    // a test that builds one only to get an instance of its view class).
    if model.isTestFile { return }
    let reportsWithoutController = context.boolOption(Self.withoutViewControllerOption, default: false)
    let adders = file.syntax.calls.filter { isViewAdder($0, file) }
    // The adder whose first argument starts at a token, found by binary search (calls are sorted).
    let adderByArgument = Dictionary(
      adders.compactMap { adder in file.arguments(of: adder).first.map { ($0.value.start, adder) } },
      uniquingKeysWith: { first, _ in first })
    var reportedAdders: Set<Int32> = []
    // (a) `UIHostingController(…).view`: nothing keeps the controller alive.
    for call in file.syntax.calls where call.leftParen >= 0 && isHostingInitializer(call, model) {
      let next = call.rightParen + 1
      guard file.isKind(next, .period), file.tokenIs(next + 1, "view") else { continue }
      var anchor = call.name
      if let adder = adderByArgument[call.calleeStart] {
        anchor = adder.name
        reportedAdders.insert(adder.name)
      }
      let inController =
        model.function(containing: TokenID(call.name)).flatMap(model.owner(of:))
        .map(model.isUIKitViewController) ?? false
      context.report(
        file, at: anchor, inController ? .unretainedController : .unretainedControllerOutsideController,
        escalatedSeverity: .error)
    }
    // (b) a named hosting controller whose view is added without `addChild`, reported once per
    // controller even when its view is added twice.
    var reportedControllers: Set<String> = []
    for adder in adders where !reportedAdders.contains(adder.name) {
      guard let first = file.arguments(of: adder).first, let function = model.function(containing: TokenID(adder.name)),
        let controller = hostedController(in: first.value, function, model)
      else { continue }
      let type = model.owner(of: function)
      let key = (type.map { file.qualifiedName(of: file[type: $0]) } ?? "") + "." + controller
      guard !reportedControllers.contains(key) else { continue }
      let body = file.body(of: file[function: function])
      let inController = type.map(model.isUIKitViewController) ?? false
      if isLocalHostingController(controller, in: body, model) {
        if isOwned(controller, in: [function], model) { continue }
        // Added only for the length of the function (an offscreen render, a measurement) and
        // removed before it returns: no screen time, nothing to contain.
        if removesView(of: controller, in: body, after: adder.name, file) { continue }
        // A local that is never stored is released when the function returns: no controller at all.
        // Returned, it is the caller's to keep.
        let isStored =
          file.assignments(in: body).contains { file.normalizedExpression($0.rhs) == controller }
          || returns(controller, from: function, file)
        if !isStored {
          reportedControllers.insert(key)
          context.report(
            file, at: adder.name, inController ? .unretainedController : .unretainedControllerOutsideController,
            escalatedSeverity: .error)
          continue
        }
      } else if let type, isHostingProperty(controller, of: type, model) {
        if isOwned(controller, in: model.allMembers(of: type).functions, model) { continue }
      } else {
        continue
      }
      // With no view controller in reach (a view, a cell, a coordinator) the fix is a redesign,
      // not a missing call, and blind triage judged every such finding debatable: opt-in, at
      // `info` (docs/precision.md).
      if !inController && !reportsWithoutController { continue }
      reportedControllers.insert(key)
      context.report(
        file, at: TokenID(adder.name), message(controller, addedFrom: type, model),
        subcheckSeverity: inController ? nil : .info)
    }
  }

  /// What to do depends on where the view is added: only a view controller can add a child.
  private func message(_ controller: String, addedFrom type: TypeID?, _ model: BridgeModel) -> FindingMessage {
    guard let type else { return .viewWithoutParent(controller) }
    if model.isUIKitViewController(type) { return .viewWithoutChild(controller) }
    if model.isCell(type) { return .viewInCell(controller) }
    return .viewWithoutParent(controller)
  }

  private func isViewAdder(_ call: Call, _ file: ParsedFile) -> Bool {
    call.leftParen >= 0
      && (file.tokenIs(call.name, "addSubview") || file.tokenIs(call.name, "insertSubview")
        || file.tokenIs(call.name, "addArrangedSubview"))
  }

  /// `UIHostingController(…)`, `UIHostingController<T>(…)`, or a project subclass's or alias's initializer.
  private func isHostingInitializer(_ call: Call, _ model: BridgeModel) -> Bool {
    let file = model.file
    guard call.name >= 0, !call.hasReceiver, file.kind(call.name) == .identifier else { return false }
    if file.tokenIs(call.name, "UIHostingController") { return true }
    // Project subclasses and aliases are asked about only when their name ends in `Controller`
    // or `Host` (`CardHostingController`, `typealias CardHost = UIHostingController<Card>`):
    // asking the index about every constructor call would cost more than it finds.
    guard file.tokenEndsWith(call.name, "Controller") || file.tokenEndsWith(call.name, "Host") else { return false }
    return model.isHostingControllerType(named: file.text(call.name))
  }

  private func mayNameHostingController(_ name: String) -> Bool {
    name.hasSuffix("Controller") || name.hasSuffix("Host")
  }

  /// `host.view`, `self.host.view`, `host!.view`, `self.host?.view`, `host?.view ?? UIView()`,
  /// or a computed property of the type that returns `host.view` → `host`.
  private func hostedController(in value: TokenRange, _ function: FunctionID, _ model: BridgeModel) -> String? {
    let file = model.file
    var value = value
    if let coalescing = model.topLevelCoalescing(in: value) { value = TokenRange(value.start, coalescing) }
    if value.end - value.start == 1, file.kind(value.start) == .identifier, let type = model.owner(of: function),
      let property = model.property(named: file.text(value.start), in: type)
    {
      let declaration = file[variable: property]
      guard declaration.isComputed, declaration.accessorOpen >= 0 else { return nil }
      var body = TokenRange(declaration.accessorOpen + 1, declaration.accessorClose)
      if file.word(body.start) == .return { body.start += 1 }
      return hostedController(in: body, function, model)
    }
    guard value.end - value.start >= 3, file.tokenIs(value.end - 1, "view"), file.isKind(value.end - 2, .period) else {
      return nil
    }
    var end = value.end - 2
    while file.isKind(end - 1, .exclamationMark) || file.isKind(end - 1, .postfixQuestionMark) { end -= 1 }
    let text = file.normalizedExpression(TokenRange(value.start, end))
    guard !text.isEmpty, !text.contains("("), !text.contains(".") else { return nil }
    return text
  }

  private func isLocalHostingController(_ name: String, in body: TokenRange, _ model: BridgeModel) -> Bool {
    model.file.variables(inTokens: body).contains { variable in
      variable.name >= 0 && model.file.text(variable.name) == name && holdsHostingController(variable, model)
    }
  }

  /// `return controller` among the function's statements.
  private func returns(_ controller: String, from function: FunctionID, _ file: ParsedFile) -> Bool {
    file.code.statements(of: function).contains { statement in
      guard file.code.statement(statement, startsWith: .return) else { return false }
      let value = file.syntax.statements[Int(statement.raw)]
      return file.normalizedExpression(TokenRange(value.start + 1, value.end)) == controller
    }
  }

  /// `controller.view.removeFromSuperview()` after `position` in `body`.
  private func removesView(of controller: String, in body: TokenRange, after position: Int32, _ file: ParsedFile)
    -> Bool
  {
    let views = [controller + ".view", controller + "?.view", controller + "!.view"]
    return file.calls(in: TokenRange(position, body.end)).contains { call in
      guard file.tokenIs(call.name, "removeFromSuperview"), let receiver = file.receiver(of: call) else { return false }
      return views.contains(file.normalizedExpression(receiver))
    }
  }

  private func isHostingProperty(_ name: String, of type: TypeID, _ model: BridgeModel) -> Bool {
    let file = model.file
    if let property = model.property(named: name, in: type), holdsHostingController(file[variable: property], model) {
      return true
    }
    // `self.host = UIHostingController(…)` in one of the type's methods.
    return model.allMembers(of: type).functions.contains { function in
      file.assignments(in: file.body(of: file[function: function])).contains { assignment in
        file.normalizedExpression(assignment.lhs) == name && startsWithHostingInitializer(assignment.rhs, model)
      }
    }
  }

  private func holdsHostingController(_ variable: VariableDecl, _ model: BridgeModel) -> Bool {
    if let type = model.file.typeName(in: variable.type) {
      if type == "UIHostingController" { return true }
      if mayNameHostingController(type) && model.isHostingControllerType(named: type) { return true }
    }
    return startsWithHostingInitializer(variable.initializer, model)
  }

  private func startsWithHostingInitializer(_ value: TokenRange, _ model: BridgeModel) -> Bool {
    guard let call = model.file.calls(in: value).first, call.calleeStart == value.start else { return false }
    return isHostingInitializer(call, model)
  }

  /// The controller is handed to a container: `addChild`, push, present, `rootViewController =`,
  /// `setViewControllers`, or a same-file helper that calls `addChild` on its parameter.
  private func isOwned(_ controller: String, in functions: [FunctionID], _ model: BridgeModel) -> Bool {
    let file = model.file
    for function in functions {
      let body = file.body(of: file[function: function])
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
    for helper in file.syntax.functions where helper.kind == .function && file.sameText(helper.name, name) {
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
    "This hosting controller is created only for its view and nothing keeps it, so the hosted view has no "
      + "controller: no appearance callbacks, trait or safe-area updates, or presentation from SwiftUI; keep the "
      + "controller and add it with `addChild(_:)` and `didMove(toParent:)`")

  fileprivate static let unretainedControllerOutsideController = FindingMessage(
    "This hosting controller is created only for its view and nothing keeps it, so the hosted view has no "
      + "controller: no appearance callbacks, trait or safe-area updates, or presentation from SwiftUI; keep the "
      + "controller and add it as a child of the view controller that shows this view")

  fileprivate static func viewWithoutChild(_ controller: String) -> FindingMessage {
    FindingMessage(
      "`\(controller).view` is added without making `\(controller)` a child view controller, so the hosted view "
        + "misses appearance callbacks and trait and safe-area updates; call `addChild(\(controller))` before and "
        + "`\(controller).didMove(toParent: self)` after")
  }

  fileprivate static func viewInCell(_ controller: String) -> FindingMessage {
    FindingMessage(
      "`\(controller).view` is added to a cell, which has no view controller to make `\(controller)` a child of; "
        + "use `UIHostingConfiguration` for the cell's content, or add `\(controller)` to the view controller "
        + "that owns the list")
  }

  fileprivate static func viewWithoutParent(_ controller: String) -> FindingMessage {
    FindingMessage(
      "`\(controller).view` is added without making `\(controller)` a child of a view controller, so the hosted "
        + "view misses appearance callbacks and trait and safe-area updates; add `\(controller)` as a child of the "
        + "view controller that shows this view")
  }
}
