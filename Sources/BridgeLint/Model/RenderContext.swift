/// Where code runs relative to SwiftUI's rendering: is an expression evaluated on every update
/// of a view (its `body`, a view builder it calls), or once (an initializer, a stored property's
/// initial value, a closure whose result is kept, a method of a class that is not a view)?
extension BridgeModel {
  /// Is the code at `token` evaluated each time SwiftUI renders a view? True inside a View's
  /// `body`, a `@ViewBuilder` member, a computed property or method of a View type returning a
  /// view, or a `ViewModifier`'s `body(content:)`, including the view-building closures there
  /// (`ForEach { … }`, `label: { … }`), and in a struct's or enum's `@ViewBuilder` member or one
  /// returning `some View` (the bodies that show the value call it); not in an action those
  /// closures run later (`onAppear`, a `Button`'s action), a closure whose result is assigned or
  /// stored, an initializer or stored property's initial value, or other code outside a view.
  /// `valueBuilders: false` leaves out the view builders of values that are not views (an enum's
  /// `@ViewBuilder func view()`), whose payloads a caller may not be able to change.
  public func isEvaluatedOnEveryRender(_ token: TokenID, valueBuilders: Bool = true) -> Bool {
    // Past nesting the parser could not follow, the file was parsed flat and its declarations
    // are unknown: everything may be rendering code, as a lexical check would assume.
    if file.syntax.exceededDepth { return true }
    let nodes = file.syntax.nodes
    var node = file.innermostNode(containing: token.raw)
    var steps = 0
    while file.isValidNode(node) && steps <= Parser.maximumDepth + 8 {
      let value = nodes[Int(node)]
      switch value.kind {
      case .closure:
        if !isRenderedClosure(file.syntax.closures[Int(value.payload)]) { return false }
      case .variable:
        // An initial value: a stored property's is evaluated once per instance.
        if isTypeMember(node) { return false }
      case .function, .accessor:
        return isRenderingMember(file.syntax.functions[Int(value.payload)], valueBuilders: valueBuilders)
      case .type, .sourceFile:
        return false
      case .block:
        break
      }
      node = value.parent
      steps += 1
    }
    return false
  }

  /// Calls whose closures run as actions, after (not during) the render that declares them.
  private static let actionCalls: Set<String> = [
    "onAppear", "onDisappear", "task", "onChange", "onReceive", "onTapGesture", "onLongPressGesture", "onSubmit",
    "onCommit", "refreshable", "onDelete", "onMove", "onHover", "onDrop", "onOpenURL", "onContinueUserActivity",
  ]

  /// A closure in rendering code builds views during that render, unless it is kept (assigned,
  /// a stored property's value) or is an action.
  private func isRenderedClosure(_ closure: Closure) -> Bool {
    switch closure.ownerKind {
    case .assignment:
      return false
    case .variableInitializer:
      guard closure.owner >= 0, Int(closure.owner) < file.syntax.variables.count else { return false }
      return !isTypeMember(file.syntax.variables[Int(closure.owner)].node)
    case .argument, .trailingClosure:
      guard closure.owner >= 0, Int(closure.owner) < file.syntax.calls.count else { return true }
      let call = file.syntax.calls[Int(closure.owner)]
      guard call.name >= 0 else { return true }
      let name = file.text(call.name)
      if BridgeModel.actionCalls.contains(name) { return false }
      if closure.ownerKind == .argument, closure.ownerIndex >= 0,
        let label = file.arguments(of: call).dropFirst(Int(closure.ownerIndex)).first?.label, label >= 0,
        file.tokenIs(label, "action")
      {
        return false
      }
      // `Button { action } label: { … }`: the first trailing closure is the action.
      return !(name == "Button" && closure.ownerKind == .trailingClosure && closure.ownerIndex < 0)
    case .returned, .none:
      return true
    }
  }

  /// Is the node declared directly in a type's body (a member, not a local)?
  private func isTypeMember(_ node: Int32) -> Bool {
    let parent = file.syntax.nodes[Int(node)].parent
    return file.isValidNode(parent) && file.syntax.nodes[Int(parent)].kind == .type
  }

  /// A member of a View (or ViewModifier) type that SwiftUI or the view's rendering evaluates on
  /// every update: a computed property's getter (`body`, `var header: some View`) or a method
  /// returning a view or marked `@ViewBuilder` (`body(content:)` included); in a struct or enum
  /// that is not a view, one marked `@ViewBuilder` or returning `some View`.
  private func isRenderingMember(_ function: FunctionDecl, valueBuilders: Bool) -> Bool {
    let nodes = file.syntax.nodes
    let member: Int32
    let type: TokenRange
    let attributes: Range<Int32>
    var isBody = false
    switch function.kind {
    case .accessor:
      guard function.keyword < 0 || file.word(function.keyword) == .get else { return false }
      let parent = nodes[Int(function.node)].parent
      guard file.isValidNode(parent), nodes[Int(parent)].kind == .variable else { return false }
      let variable = file.syntax.variables[Int(nodes[Int(parent)].payload)]
      guard variable.name >= 0 else { return false }
      isBody = file.tokenIs(variable.name, "body")
      (type, attributes, member) = (variable.type, variable.attributes, parent)
    case .function:
      (type, attributes, member) = (function.returnType, function.attributes, function.node)
    default:
      return false
    }
    guard isBody || file.compactText(type).contains("View") || hasAttribute("ViewBuilder", attributes) else {
      return false
    }
    let owner = nodes[Int(member)].parent
    guard file.isValidNode(owner), nodes[Int(owner)].kind == .type else { return false }
    let ownerType = TypeID(nodes[Int(owner)].payload)
    if isViewOrModifier(ownerType) { return true }
    guard valueBuilders else { return false }
    // A view builder of a value that is not a view (an enum's `@ViewBuilder func view() -> some
    // View`) is called by the bodies that show the value, on every render; a class's (a
    // controller's, a router's) may build a hosting controller's root view once.
    guard hasAttribute("ViewBuilder", attributes) || file.compactText(type).hasPrefix("someView") else { return false }
    return isValueType(ownerType)
  }

  /// A struct or an enum, by this file's declarations of the type or the project's.
  private func isValueType(_ type: TypeID) -> Bool {
    for declaration in declarations(sameAs: type) {
      switch file[type: declaration].kind {
      case .struct, .enum: return true
      case .class, .actor, .protocol: return false
      case .extension: continue
      }
    }
    return index.lookup(file.qualifiedName(of: file[type: type])).contains { $0.kind == .struct || $0.kind == .enum }
  }

  private func hasAttribute(_ name: StaticString, _ attributes: Range<Int32>) -> Bool {
    attributes.contains { index in
      Int(index) < file.syntax.attributes.count && file.tokenIs(file.syntax.attributes[Int(index)].name, name)
    }
  }

  /// A SwiftUI view, or a `ViewModifier`.
  private func isViewOrModifier(_ type: TypeID) -> Bool {
    isSwiftUIView(type) || isViewModifier(type)
  }

  /// A `ViewModifier`, by any declaration's inheritance clause, here or in the project.
  func isViewModifier(_ type: TypeID) -> Bool {
    for declaration in declarations(sameAs: type)
    where file.inheritedNames(of: file[type: declaration]).contains("ViewModifier") {
      return true
    }
    return index.lookup(file.qualifiedName(of: file[type: type])).contains { $0.inherited.contains("ViewModifier") }
  }
}
