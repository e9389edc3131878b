import BridgeLint

/// A `UIHostingController`'s view put on screen without making the controller a child.
public struct HostingViewWithoutContainmentRule: Rule {
  public init() {}

  /// Members that only measure a view (a throwaway controller's view is asked its size, never shown).
  static let measuringMembers: Set<String> = ["intrinsicContentSize", "sizeThatFits", "systemLayoutSizeFitting"]

  /// Both checks need `.view`, and either a hosting controller's initializer or a view adder.
  public static func relevance(in index: ProjectIndex) -> Relevance {
    // A controller handed to a view's helper in another file shows no `.view` here.
    let hosts = ["UIHostingController"] + index.simpleNames(descendingFrom: .hostingController)
    return Relevance.anyOf(names: hosts, members: ["view"]).and(
      .anyOf(names: ["addSubview", "insertSubview", "addArrangedSubview"] + hosts))
  }

  public static let description = RuleDescription(
    identifier: "hosting_view_without_containment",
    name: "Hosting View without Containment",
    summary: "A `UIHostingController`'s view is added to a view hierarchy without `addChild` for the controller",
    rationale: """
      A `UIHostingController` is a view controller, and SwiftUI relies on it being part of the \
      view controller hierarchy: `onAppear`/`onDisappear`, trait and size-class changes, safe-area \
      insets, keyboard avoidance, toolbars and presentation all flow through containment. Adding \
      only its `view` breaks them.

      ```swift
      let host = UIHostingController(rootView: Card())
      addChild(host)
      view.addSubview(host.view)
      host.didMove(toParent: self)
      ```

      Worse is a controller that nothing keeps: \
      `view.addSubview(UIHostingController(rootView: Card()).view)` (not one whose view is only \
      measured, `.view.intrinsicContentSize`), or a local controller whose \
      view leaves the function while the controller does not — the view is added, returned \
      (also from a `lazy var` closure), stored in a property, put in an array or appended to one \
      (`UIStackView(arrangedSubviews: [host.view])`, or a local array later given to it), handed \
      to a type's initializer that keeps it (`ZoomController(content: host.view)`; not a layout \
      constraint, which only refers to it) or to a method under a label naming the view it shows \
      (`tip.show(customView: host.view, …)`; not a place such as `inView:`), added \
      through a helper of the same file that adds its receiver (`host.view.pin(to: self)` where \
      `pin` calls `addSubview(self)`), or unwrapped with `if let`/`guard let` and \
      added later; or the controller itself handed to a helper of a view class declared in another \
      file (`setupHostingController(host)` in a `UIView`, or a dependency's `…View`, with no stored \
      property that could keep a controller: a view has no children and an extension no stored \
      property). A view given to an `addSubviews`/`addArrangedSubviews` helper (variadic or an \
      array) is added like one given to `addSubview`. A controller whose view a closure run later \
      removes (`Task { … host.view.removeFromSuperview() }`, `asyncAfter`, a timer) is kept until \
      then: its view added without `addChild` is the warning, not the error. The controller is released when the function returns and the view lives on \
      without it. That shape is reported as an **error**; every other finding is a warning.

      A controller that is pushed, presented, set as a window's `rootViewController`, given to \
      `setViewControllers`, passed to a helper in the same file that calls `addChild` on it, or \
      itself passed, stored or returned (the caller may contain it) is not reported as unkept. \
      Project subclasses and `typealias`es of `UIHostingController` count as hosting controllers \
      (names that end in `Controller` or `Host`), `host?.view ?? UIView()`, a name unwrapped from \
      `host.view` (also with the `if let view` shorthand) and a computed property returning `host.view` count as its view, and one \
      controller is reported once even if its view is added twice. A view used as a responder's `inputAccessoryView` or `inputView` is placed \
      like an added one, and a coordinator's hosting controller (built in `makeCoordinator`) whose \
      view `make…` adds to the represented view, or returns as it, is reported too, and so is a coordinator that is \
      itself the hosting controller (`makeCoordinator()` returns it) whose view `make…` returns or adds. A `window.rootViewController = \
      host` on one `if`/`else` branch keeps the controller on that branch only: a view stored or \
      put in an array outside it still outlives the controller. Where the view is added from a \
      `UIView`, a cell, a representable or a coordinator there is no `self` to add a child to, and \
      the message says what to do there: add the controller to the view controller that shows the \
      view, use `UIHostingConfiguration` for a cell's content, or wrap the controller in a \
      `UIViewControllerRepresentable`. A view added and removed again before the function returns \
      (an offscreen render or measurement) is not reported, unless it borrows the root view \
      controller's view (`window.rootViewController?.view.addSubview(host.view)`), which puts it \
      in that controller's hierarchy with no containment; nor is a view only drawn into an image \
      (`drawHierarchy`, `layer.render`, `snapshotView`) and never added to a view. AppKit's `NSHostingController` is not \
      checked (an `NSHostingView` is the AppKit way to embed SwiftUI as a view). Files that import \
      a test framework (`XCTest`, `Testing`, Quick, Nimble, SnapshotTesting) are left alone: a test \
      builds a hosting controller to inspect its view, and nothing shows it.
      """,
    kind: .containment,
    defaultSeverity: .warning,
    errorShape: "a hosting controller that nothing keeps while its view is shown",
    options: [
      RuleOption(
        name: HostingViewWithoutContainmentRule.withoutViewControllerOption, type: .bool, defaultValue: "true",
        summary: "Report a kept hosting controller whose view is added from a view, a cell, a representable or a "
          + "coordinator, where no view controller is in reach (`false` leaves those out)")
    ],
    nonTriggeringExamples: HostingViewWithoutContainmentExamples.nonTriggering,
    triggeringExamples: HostingViewWithoutContainmentExamples.triggering
  )

  static let ownershipTransfers: Set<String> = [
    "addChild", "pushViewController", "present", "show", "showDetailViewController", "setViewControllers",
    "setViewController", "UINavigationController", "embed",
  ]

  /// The option that reports kept controllers whose view is added where no view controller is in reach.
  static let withoutViewControllerOption = "report_without_view_controller"

  public func check(_ file: ParsedFile, _ context: inout RuleContext) {
    let model = context.model
    if model.isTestFile { return }  // a test inspects the view; nothing shows it
    let reportsWithoutController = context.boolOption(Self.withoutViewControllerOption, default: true)
    let adders = file.allCalls.filter { isViewAdder($0, file) }
    // The adder whose first argument starts at a token, found by binary search (calls are sorted).
    let adderByArgument = Dictionary(
      adders.compactMap { adder in file.arguments(of: adder).first.map { (TokenID($0.value.start), adder) } },
      uniquingKeysWith: { first, _ in first })
    var reportedAdders: Set<TokenID> = []
    // (a) `UIHostingController(…).view`: nothing keeps the controller alive.
    for call in file.allCalls where call.leftParenToken != nil && isHostingInitializer(call, model) {
      let next = call.rightParen + 1
      guard file.isKind(next, .period), file.tokenIs(next + 1, "view") else { continue }
      // `UIHostingController(rootView: item).view.intrinsicContentSize`: a view measured, never shown.
      if file.isKind(next + 2, .period), Self.measuringMembers.contains(file.text(next + 3)) { continue }
      var anchor = call.name
      if let adder = adderByArgument[TokenID(call.calleeStart)] {
        anchor = adder.name
        reportedAdders.insert(TokenID(adder.name))
      }
      context.report(file, at: anchor, unretainedMessage(at: TokenID(call.name), model), escalatedSeverity: .error)
    }
    // (d) the coordinator is the hosting controller and `make…` shows its view.
    checkHostingCoordinators(model, adderByArgument, &context)
    // (c) a local hosting controller that nothing keeps, whose view outlives it: added,
    // returned, stored, put in an array, or unwrapped and added later.
    let helpers = selfAddingHelpers(adders, file)
    let unkept = checkUnkeptLocals(file, model, adderByArgument, helpers, &context)
    // (b) a named hosting controller whose view is added without `addChild`, reported once per
    // controller even when its view is added twice.
    let facts = OwnershipFacts(model, rule: self)
    var reportedControllers: Set<String> = []
    // Each place a view is put: an adder's first argument (anchored at the adder), or an element
    // of `UIStackView(arrangedSubviews: [...])` (anchored at the element).
    var placements: [(anchor: TokenID, value: TokenRange)] = adders.compactMap { adder in
      file.arguments(of: adder).first.map { (TokenID(adder.name), $0.value) }
    }
    placements += stackElements(file)
    // `return context.coordinator.host.view` from `make…`: SwiftUI shows it, no controller contains it.
    let returned = returnedFromMake(model)
    placements += returned
    let returnedAnchors = Set(returned.map(\.anchor))
    // `host.view.pin(to: self)`, a helper of this file that adds its receiver.
    if !helpers.isEmpty {
      for call in file.allCalls where call.hasReceiver && call.leftParenToken != nil {
        guard let name = call.nameToken, helpers.contains(file.text(name)), let receiver = file.receiver(of: call)
        else { continue }
        placements.append((name, receiver))
      }
    }
    // `field.inputAccessoryView = host.view`: the responder shows the view, no controller contains it.
    for assignment in file.allAssignments
    where assignment.lhs.end > assignment.lhs.start
      && (file.tokenIs(assignment.lhs.end - 1, "inputAccessoryView")
        || file.tokenIs(assignment.lhs.end - 1, "inputView"))
    {
      placements.append((TokenID(assignment.lhs.end - 1), assignment.rhs))
    }
    var coordinators: [TypeID: TypeID]?
    func coordinatorOf(_ type: TypeID) -> TypeID? {
      if coordinators == nil { coordinators = coordinatorTypes(model) }
      return coordinators?[type]
    }
    for placement in placements where !reportedAdders.contains(placement.anchor) {
      guard let function = model.function(containing: placement.anchor),
        let controller = hostedController(in: placement.value, function, model)
      else { continue }
      let type = model.owner(of: function)
      let key = (type.map { file.qualifiedName(of: file[type: $0]) } ?? "") + "." + controller
      guard !reportedControllers.contains(key) else { continue }
      let inController = type.map(model.isUIKitViewController) ?? false
      if let local = localHostingController(controller, at: TokenID(placement.value.start), model) {
        // A local nothing keeps is the escape check's (c): it is released, not just uncontained.
        if unkept.contains(local) { continue }
        if facts.isOwned(controller, in: [function]) { continue }
      } else if let type, facts.isHostingProperty(controller, of: type) {
        if facts.isOwned(controller, in: model.allMembers(of: type).functions) { continue }
        if initialValueAddsChild(controller, of: type, model) { continue }
      } else if let type, let member = coordinatorMember(controller),
        let coordinator = coordinatorOf(type),
        facts.isHostingProperty(member, of: coordinator)
      {
        // The coordinator keeps the controller (built in `makeCoordinator`); `make…` adds its
        // view to the represented view, and no view controller makes it a child.
        if facts.isOwned(member, in: model.allMembers(of: coordinator).functions) { continue }
      } else {
        continue
      }
      // With no view controller in reach (a view, a cell, a coordinator) the message names the
      // place's fix; the option turns these off.
      if !inController && !reportsWithoutController { continue }
      reportedControllers.insert(key)
      let shown = returnedAnchors.contains(placement.anchor)
      context.report(
        file, at: placement.anchor,
        shown ? .viewReturnedFromMake(controller) : message(controller, addedFrom: type, model))
    }
  }
}
