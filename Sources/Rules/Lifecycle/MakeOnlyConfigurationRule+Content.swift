import BridgeLint

/// Round q's missed shapes: content hosted in `make…` and a project controller's own method.
extension MakeOnlyConfigurationRule {
  /// An input `make…` reads beyond a property: where, what to tell the user, and whether it is
  /// hosted content (a closure that builds it or a stored view: a parent rebuilds it on every
  /// render, so it changes whatever the callers pass).
  struct ContentRead {
    let token: TokenID
    let name: String
    let message: FindingMessage
    let isContent: Bool
  }

  /// Inputs `make…` hands a hosting controller as its `rootView` when `update…` never sets
  /// `rootView` (`UIHostingController(rootView: content())`), and inputs it hands a method of a
  /// project view or controller that applies them (`controller.loadURL(url)`) when `update…` is
  /// empty: the hosted content and the applied value keep the first pass's inputs.
  func contentReads(
    _ make: LifecycleMethod, _ update: LifecycleMethod, skipping readInUpdate: Set<String>, _ model: BridgeModel
  ) -> [ContentRead] {
    let file = model.file
    let flavor = make.representable.flavor
    let setsRootView = (update.body.start..<update.body.end).contains { file.tokenIs($0, "rootView") }
    let updateIsEmpty = !(update.body.start..<update.body.end).contains {
      !file.isKind($0, .leftBrace) && !file.isKind($0, .rightBrace)
    }
    let appliesThroughMethods =
      updateIsEmpty && make.viewTypeName.map { isProjectViewOrController($0, model.index) } ?? false
    var result: [ContentRead] = []
    for call in file.calls(in: make.body) {
      guard let callee = call.nameToken, model.timing(of: callee, in: make) == .inPass else { continue }
      let method = file.text(callee)
      let hosts = isHostingController(method, model.index)
      var values: [TokenRange] = []
      if hosts, !setsRootView {
        values = file.arguments(of: call).filter { $0.labelToken.map { file.tokenIs($0, "rootView") } ?? false }.map(
          \.value)
      } else if appliesThroughMethods, ParsedFile.names(method, startingWithAnyOf: Self.applyingVerbs),
        let receiver = file.receiver(of: call), receiver.end - receiver.start == 1,
        make.viewNames.contains(file.text(receiver.start))
      {
        values = file.arguments(of: call).map(\.value)
      } else if updateIsEmpty, let receiver = file.receiver(of: call),
        make.coordinatorNames.contains(file.normalizedExpression(receiver)),
        ParsedFile.names(method, startingWithAnyOf: Self.applyingVerbs + ["update"])
      {
        // The coordinator applies the input to the view it is handed:
        // `context.coordinator.updateText(value, field: field)` (round u).
        let arguments = file.arguments(of: call).map(\.value)
        let isView = { (value: TokenRange) in make.viewNames.contains(file.normalizedExpression(value)) }
        if arguments.contains(where: isView) { values = arguments.filter { !isView($0) } }
      }
      for value in values {
        for (token, name) in inputs(in: value, make, skipping: readInUpdate, model) {
          // A hosted view observes an object it is given; only a new object would go unseen.
          if hosts && holdsProjectClass(name, make, model) { continue }
          // Only a closure called there builds the content (`content()`); one handed on is an action.
          // A stored view (`@ViewBuilder let content: Content`) is built by the parent's render too.
          let isContent =
            hosts
            && (file.tokenIs(after: token, "(") && isStoredClosure(name, make, model)
              || isStoredView(name, make, model))
          let message: FindingMessage =
            hosts
            ? .hostedOnlyInMake(name, flavor) : .passedOnlyInMake(name, method, flavor)
          result.append(ContentRead(token: token, name: name, message: message, isContent: isContent))
        }
      }
    }
    return result
  }

  /// When `update…` hands its work to a helper or the coordinator: hosted content (a closure or a
  /// stored view) that nothing in the representable outside `make…` sets as `rootView` again.
  func contentNeverReHosted(
    _ make: LifecycleMethod, _ update: LifecycleMethod, skipping readInUpdate: Set<String>, _ model: BridgeModel
  ) -> [ContentRead] {
    let file = model.file
    let reHosts = make.representable.declarations.contains { type in
      (file[type: type].body?.tokens ?? []).contains { file.tokenIs($0, "rootView") && !make.body.contains($0) }
    }
    guard !reHosts else { return [] }
    var names: Set<String> = []
    return contentReads(make, update, skipping: readInUpdate, model).filter {
      $0.isContent && names.insert($0.name).inserted
    }
  }

  /// Verbs that name a method applying what it is given (`loadURL`, `showPage`, `setTitle`).
  static let applyingVerbs = ["load", "show", "display", "set", "configure", "apply", "render"]

  /// Is `type` a UIKit or AppKit view or controller class the project declares?
  func isProjectViewOrController(_ type: String, _ index: ProjectIndex) -> Bool {
    let viewsAndControllers: FrameworkRoots = [.uiKitView, .appKitView, .uiKitViewController, .appKitViewController]
    return index.has(.declaresClass, type) && !index.roots(of: type, among: viewsAndControllers).isEmpty
  }

  /// Is the representable's property `name` declared as a class the project declares (a model)?
  func holdsProjectClass(_ name: String, _ make: LifecycleMethod, _ model: BridgeModel) -> Bool {
    guard let declaration = representableProperty(name, make, model),
      let typeName = model.file.typeName(in: declaration.type)
    else { return false }
    return model.index.has(.declaresClass, typeName)
  }

  /// A stored closure of the representable without a wrapper (`let content: () -> Content`).
  func isStoredClosure(_ name: String, _ make: LifecycleMethod, _ model: BridgeModel) -> Bool {
    guard let declaration = representableProperty(name, make, model) else { return false }
    return !declaration.isComputed && !declaration.modifiers.isTypeMember && model.file.isFunctionType(declaration.type)
  }

  /// A stored view of the representable: `@ViewBuilder let content: Content`, `let root: AnyView`,
  /// or a property typed by a generic parameter constrained to `View` (`struct Host<V: View>`).
  func isStoredView(_ name: String, _ make: LifecycleMethod, _ model: BridgeModel) -> Bool {
    let file = model.file
    guard let type = make.representable.declarations.first, let declaration = representableProperty(name, make, model),
      !declaration.isComputed, !declaration.modifiers.isTypeMember, !file.isFunctionType(declaration.type)
    else { return false }
    if file.attributes(declaration.attributes).contains(where: { file.tokenIs($0.name, "ViewBuilder") }) { return true }
    guard declaration.type.end - declaration.type.start == 1 else { return false }
    let typeName = file.text(declaration.type.start)
    if typeName == "AnyView" { return true }
    // The generic clause and `where` clause of the representable's header: `V: View`.
    return file[type: type].header.tokens.contains { token in
      file.text(token) == typeName && file.isKind(after: token, .colon)
        && file.token(after: token).map { file.tokenIs(after: $0, "View") } ?? false
    }
  }

  /// `tabs.viewControllers = controllers` from a stored `[UIViewController]`: the parent builds the
  /// controllers around its content on every render (`tabs.map { UIHostingController(rootView: $0) }`),
  /// so the tabs keep the first content like hosted content does (round u).
  func isControllerContent(_ name: String, member: TokenID, _ make: LifecycleMethod, _ model: BridgeModel) -> Bool {
    let file = model.file
    guard file.tokenIs(member, "viewControllers"), let declaration = representableProperty(name, make, model),
      !declaration.isComputed, let open = declaration.type.first, file.isKind(open, .leftSquare),
      let element = file.typeName(in: declaration.type)
    else { return false }
    return element.hasSuffix("Controller") && element != "UINavigationController"
  }

  /// `UIHostingController`, `NSHostingController`, or a project subclass of either. Only names
  /// that read like one are asked of the index (as `BridgeModel.isHostingInitializer` does), so
  /// the other calls of `make…` add no question to the file's query log.
  func isHostingController(_ name: String, _ index: ProjectIndex) -> Bool {
    if name == "UIHostingController" || name == "NSHostingController" { return true }
    guard name.hasSuffix("Controller") || name.hasSuffix("Host") else { return false }
    return index.has(.declaresClass, name) && !index.roots(of: name, among: .hostingController).isEmpty
  }

  /// The declaration of the representable's property `name`, if it has one.
  private func representableProperty(_ name: String, _ make: LifecycleMethod, _ model: BridgeModel) -> VariableDecl? {
    guard let type = make.representable.declarations.first, let variable = model.property(named: name, in: type)
    else { return nil }
    return model.file[variable: variable]
  }
}

extension FindingMessage {
  static func hostedOnlyInMake(_ name: String, _ flavor: Representable.Flavor) -> FindingMessage {
    FindingMessage(
      "`\(name)` builds the hosted `rootView` only in `\(flavor.makeMethod)`, so later content is never shown; set `rootView` in `\(flavor.updateMethod)` too"
    )
  }

  static func loadedOnlyInMake(_ name: String, _ flavor: Representable.Flavor) -> FindingMessage {
    FindingMessage(
      "`\(name)` is loaded only in `\(flavor.makeMethod)`, so a later value is never shown; load it in `\(flavor.updateMethod)` when it changed"
    )
  }

  static func readOnlyByAction(_ name: String, _ flavor: Representable.Flavor) -> FindingMessage {
    FindingMessage(
      "`\(name)` is read only by the action built in `\(flavor.makeMethod)`, which keeps the first value; rebuild the action in `\(flavor.updateMethod)`"
    )
  }

  static func passedOnlyInMake(_ name: String, _ method: String, _ flavor: Representable.Flavor)
    -> FindingMessage
  {
    FindingMessage(
      "`\(name)` is passed to `\(method)` only in `\(flavor.makeMethod)`, so a later value is never shown; call it in `\(flavor.updateMethod)` when it changed"
    )
  }
}
