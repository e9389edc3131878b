import BridgeLint

/// A UIKit view or controller changed from a closure that runs on a background thread.
public struct UIKitOffMainThreadRule: Rule {
  public init() {}

  public static func relevance(in index: ProjectIndex) -> Relevance {
    .anyOf(members: ["global", "detached", "dataTask", "downloadTask", "uploadTask"])
  }

  /// Methods that change a view or a controller's presentation.
  static let mutators: Set<String> = [
    "reloadData", "addSubview", "insertSubview", "removeFromSuperview", "setNeedsLayout", "layoutIfNeeded",
    "setNeedsDisplay", "insertRows", "deleteRows", "reloadRows", "reloadSections", "insertItems", "deleteItems",
    "reloadItems", "performBatchUpdates", "scrollToRow", "scrollToItem", "setImage", "setTitle",
    "setAttributedTitle", "setTitleColor", "startAnimating", "stopAnimating", "setContentOffset",
    "becomeFirstResponder", "resignFirstResponder", "bringSubviewToFront", "sendSubviewToBack", "sizeToFit",
    "endEditing", "setProgress", "setOn", "selectRow", "deselectRow", "beginUpdates", "endUpdates",
    "addArrangedSubview", "present", "dismiss", "pushViewController", "popViewController", "performSegue",
    "setNavigationBarHidden", "setViewControllers", "addChild", "removeFromParent", "setNeedsUpdateConstraints",
  ]

  /// Controller members that are UIKit objects without a declaration in the file.
  /// The mutators a view controller itself has (`present`, `pushViewController` on a navigation
  /// controller): an unqualified `reloadData(alerts:)` in a controller is a project method, whose
  /// thread is its own business (it may assert it runs off the main thread and hop back itself).
  static let controllerMutators: Set<String> = [
    "present", "dismiss", "performSegue", "addChild", "removeFromParent", "becomeFirstResponder",
    "resignFirstResponder", "pushViewController", "popViewController", "setNavigationBarHidden", "setViewControllers",
  ]

  static let controllerViews: Set<String> = [
    "view", "navigationController", "tabBarController", "navigationItem", "tableView", "collectionView",
  ]

  public static let description = RuleDescription(
    identifier: "uikit_off_main_thread",
    name: "UIKit off Main Thread",
    summary: "A UIKit view or controller is changed inside work that runs on a background thread",
    rationale: """
      UIKit is main-thread only. Changing a view (`imageView.image = …`, `tableView.reloadData()`, \
      `addSubview`) or presenting a controller from a background thread is undefined behavior: \
      the Main Thread Checker reports it, and in release builds it shows up as views that do not \
      update, layout corruption, or crashes deep inside UIKit. Hop back first: \
      `DispatchQueue.main.async { … }`, `await MainActor.run { … }`, or a `@MainActor` method.

      To stay certain the rule reports only work that provably runs off the main thread: the body \
      of `DispatchQueue.global(…).async`/`asyncAfter`, of `Task.detached` (not `Task.detached \
      { @MainActor in … }`, and not an `await`ed call, which the compiler hops to the main actor), \
      and the completion handler of `URLSession.shared.dataTask`/`downloadTask`/`uploadTask`. A \
      statement inside a nested `DispatchQueue.main.async`, `MainActor.run` or any other closure \
      whose timing is not known is not reported; `forEach`/`map` closures are looked through. Only \
      bridge code is checked (view controllers, views, representables and their coordinators), \
      and only changes to UIKit objects the type declares (a property typed `UILabel`, a project \
      `UIView` subclass, the controller's `view`, `tableView`, `navigationController`) or \
      presentation calls on the controller itself (`present`, `dismiss`, `pushViewController`; a \
      project method such as `reloadData(alerts:)` decides its own thread and is not reported). A \
      local function declared in the background closure runs where it is called: its changes are \
      reported when the closure calls it off the main thread, not when every call is inside \
      `DispatchQueue.main.sync`. A local the background closure builds with a call and then \
      presents, pushes or adds (`let sheet = Sharing.controller(for: link)` … \
      `self.present(sheet, animated: true)` in the hop back) is a controller or view made off the \
      main thread, whichever helper made it. Outside bridge code (a SwiftUI view's action, a \
      model) only that is reported, and only for a UIKit type (`let alert = UIAlertController(…)` \
      built on a global queue and presented from the window's top controller). One finding per \
      background closure.
      """,
    kind: .lifecycle,
    defaultSeverity: .warning,
    nonTriggeringExamples: UIKitOffMainThreadExamples.nonTriggering,
    triggeringExamples: UIKitOffMainThreadExamples.triggering
  )

  public func check(_ file: ParsedFile, _ context: inout RuleContext) {
    let model = context.model
    var viewsCache: [TypeID: Set<String>] = [:]
    for work in model.backgroundWork {
      let call = file[call: work.call]
      guard let function = model.function(containing: TokenID(call.name)), let owner = model.owner(of: function)
      else { continue }
      guard isBridgeCode(owner, model) else {
        // Elsewhere (a SwiftUI view's action, a model) only a UIKit controller or view the closure
        // builds and then shows is certain (round cc: an alert built on a global queue).
        if let callee = builtOffMainThenShown(work, model), isUIKitObjectType(file.text(callee), model) {
          context.report(file, at: callee, .builtOffMain(file.text(callee), work.kind))
        }
        continue
      }
      let views = viewsCache[owner] ?? uiKitMembers(of: owner, model)
      viewsCache[owner] = views
      let isController = model.isUIKitViewController(owner)
      let closure = file[closure: work.closure]
      let body = closure.body
      var found: [TokenID] = []
      for assignment in file.assignments(in: body) {
        if let member = mutatedMember(assignment.lhs, views, file) { found.append(member) }
      }
      for inner in file.calls(in: body) {
        guard let name = inner.nameToken, Self.mutators.contains(file.text(name)) else { continue }
        let isControllerMethod = Self.controllerMutators.contains(file.text(name))
        if isController, isControllerMethod, !inner.hasReceiver, inner.isUnqualified {
          // `present(…)`, `dismiss(…)` on the controller itself.
          found.append(name)
        } else if isController, isControllerMethod, file.word(inner.calleeStart) == .selfWord,
          inner.calleeStart + 2 == inner.name
        {
          found.append(name)
        } else if let receiver = file.receiver(of: inner), rootsAtUIKitMember(receiver, views, file) {
          found.append(name)
        }
      }
      found.sort()
      // Whether a local function runs in the background is asked once per function.
      var localFunctions: [FunctionID: Bool] = [:]
      let first = found.first { token in
        (model.runsInBackground(token, of: work) || runsThroughLocalFunction(token, of: work, model, &localFunctions))
          && !(work.kind == .detachedTask && isAwaited(token, file))
      }
      if let first {
        context.report(file, at: first, .offMain(work.kind))
      } else if let callee = builtOffMainThenShown(work, model) {
        context.report(file, at: callee, .builtOffMain(file.text(callee), work.kind))
      }
    }
  }

  /// A change in a local function declared in the background closure (`func log(_:) { … }`)
  /// runs where the function is called: in the background when the closure calls it there, not
  /// when every call is inside `DispatchQueue.main.sync { log(line) }`. Only functions declared
  /// directly in the closure's body, whose change is not inside a closure of its own.
  private func runsThroughLocalFunction(
    _ token: TokenID, of work: BackgroundWork, _ model: BridgeModel, _ known: inout [FunctionID: Bool]
  ) -> Bool {
    let file = model.file
    let closure = file[closure: work.closure]
    guard let id = model.function(containing: token) else { return false }
    let local = file[function: id]
    guard local.kind == .function, closure.open < local.bodyOpen, local.bodyClose < closure.close,
      let declaration = file.node(NodeID(local.node)), declaration.parent == closure.node,
      isDirectlyInside(token, local, file)
    else { return false }
    if let answer = known[id] { return answer }
    let name = file.text(local.name)
    let answer = file.calls(in: closure.body).contains { call in
      !call.hasReceiver && call.isUnqualified && file.text(call.name) == name
        && !(local.bodyOpen < call.name && call.name < local.bodyClose)
        && model.runsInBackground(TokenID(call.name), of: work)
    }
    known[id] = answer
    return answer
  }

  /// Is `token` in `function`'s body outside any closure (blocks of `if`/`for` are fine)?
  private func isDirectlyInside(_ token: TokenID, _ function: FunctionDecl, _ file: ParsedFile) -> Bool {
    var node = file.innermostNode(containing: token)
    var steps = 0
    while let current = node, let value = file.node(current), steps <= Parser.maximumDepth + 8 {
      if current == NodeID(function.node) { return true }
      guard value.kind == .block else { return false }
      node = NodeID(ifPresent: value.parent)
      steps += 1
    }
    return false
  }

  private func isBridgeCode(_ type: TypeID, _ model: BridgeModel) -> Bool {
    model.isUIKitViewController(type) || model.isUIKitView(type) || model.isRepresentable(type)
      || model.isCoordinator(type)
  }

  /// The type's stored properties declared with a UIKit view or controller type, and the
  /// controller's own views.
  private func uiKitMembers(of type: TypeID, _ model: BridgeModel) -> Set<String> {
    let file = model.file
    var names: Set<String> = model.isUIKitViewController(type) ? Self.controllerViews : []
    for variable in model.allMembers(of: type).variables {
      let declaration = file[variable: variable]
      guard declaration.nameToken != nil, !declaration.modifiers.isTypeMember else { continue }
      var typeName = file.typeName(in: declaration.type)
      if typeName == nil, let call = file.calls(in: declaration.initializer).first,
        call.calleeStart == declaration.initializer.start
      {
        typeName = file.text(call.name)
      }
      guard let typeName, isUIKitObjectType(typeName, model) else { continue }
      names.insert(file.text(declaration.name))
    }
    return names
  }

  private func isUIKitObjectType(_ name: String, _ model: BridgeModel) -> Bool {
    if name.hasPrefix("UI"),
      name.hasSuffix("View") || name.hasSuffix("Label") || name.hasSuffix("Button")
        || name.hasSuffix("Field") || name.hasSuffix("Switch") || name.hasSuffix("Slider") || name.hasSuffix("Control")
        || name.hasSuffix("Bar") || name.hasSuffix("Controller") || name.hasSuffix("Indicator")
    {
      return true
    }
    return !model.index.roots(of: name, among: [.uiKitView, .uiKitViewController]).isEmpty
  }

  /// `self.label.text = …`, `label.text = …`, `view.backgroundColor = …`: the written member of a
  /// UIKit member (not the member itself: replacing `self.label` is not a UIKit change).
  private func mutatedMember(_ lhs: TokenRange, _ views: Set<String>, _ file: ParsedFile) -> TokenID? {
    guard lhs.end - lhs.start >= 3, file.kind(lhs.end - 1) == .identifier, rootsAtUIKitMember(lhs, views, file)
    else { return nil }
    var start = lhs.start
    if file.word(start) == .selfWord { start += 2 }
    var end = start + 1
    while file.isKind(end, .exclamationMark) || file.isKind(end, .postfixQuestionMark) { end += 1 }
    return end < lhs.end - 1 ? lhs.last : nil
  }

  /// A member path starting at one of `views`: `label`, `self.label`, `self.label!`, `view.layer`.
  private func rootsAtUIKitMember(_ path: TokenRange, _ views: Set<String>, _ file: ParsedFile) -> Bool {
    var start = path.start
    if file.word(start) == .selfWord && file.isKind(start + 1, .period) { start += 2 }
    guard start < path.end, file.kind(start) == .identifier, views.contains(file.text(start)) else { return false }
    // A local or parameter of the same name is not the member.
    return file.word(path.start) == .selfWord || file.code.binding(of: file.text(start), at: TokenID(start)) == nil
  }

  /// `await x.reloadData()`: the compiler runs the main-actor call on the main actor.
  private func isAwaited(_ token: TokenID, _ file: ParsedFile) -> Bool {
    guard let statement = file.code.statement(containing: token) else { return false }
    var next: TokenID? = file.code.span(of: statement).start
    while let current = next, current < token {
      if file.word(current) == .await { return true }
      next = file.token(after: current)
    }
    return false
  }
}

extension FindingMessage {
  fileprivate static func place(_ kind: BackgroundWork.Kind) -> String {
    switch kind {
    case .globalQueue: return "on a global dispatch queue"
    case .detachedTask: return "in a detached task"
    case .urlSessionCompletion: return "in a URLSession completion handler, off the main thread"
    }
  }

  fileprivate static func builtOffMain(_ callee: String, _ kind: BackgroundWork.Kind) -> FindingMessage {
    FindingMessage(
      "`\(callee)(…)` builds a view controller or view \(place(kind)) that is shown later; UIKit objects are "
        + "main-thread only, so build it inside the hop back to the main queue")
  }

  fileprivate static func offMain(_ kind: BackgroundWork.Kind) -> FindingMessage {
    let place = place(kind)
    return FindingMessage(
      "This changes UIKit \(place); UIKit is main-thread only, so hop back with "
        + "`DispatchQueue.main.async` or `await MainActor.run` first")
  }
}
