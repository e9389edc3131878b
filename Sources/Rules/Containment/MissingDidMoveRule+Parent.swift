import BridgeLint

/// Which controller a child is added to: the receiver of `addChild`, and the names it goes by.
extension MissingDidMoveRule {
  /// The name a receiver of `addChild` is: `owner`, or `self.pager` (another controller stored
  /// in a property of this one).
  func parentName(_ receiver: TokenRange, _ file: ParsedFile) -> String? {
    if receiver.end - receiver.start == 1 { return file.text(receiver.start) }
    guard receiver.end - receiver.start == 3, file.word(receiver.start) == .selfWord,
      file.isKind(receiver.start + 1, .period)
    else { return nil }
    return file.text(receiver.start + 2)
  }

  /// The declared type of a stored property (`weak var owner: UIViewController?`) that a cell or a
  /// view adds children to, used directly or unwrapped under its own name (`if let owner`). A
  /// local controller built in the function (a test's `let split = UISplitViewController()`) is
  /// not a parent the rule follows here (see `returnedLocalParent` for the one that is).
  /// In a view controller, UIKit's own `parent` (`guard let parent = parent`) is a
  /// `UIViewController` (round dd: a controller adding a list to its parent).
  func parentProperty(
    _ name: String, at use: TokenID, in function: FunctionDecl, inController: Bool, _ file: ParsedFile
  ) -> String? {
    if let binding = file.code.binding(of: name, at: use) {
      guard case .optionalBinding = binding.kind, let declaration = binding.declaration else { return nil }
      // `guard let root = window.rootViewController`: the window's root controller takes the child.
      if let value = boundValue(ofOptionalBinding: name, at: use, file), value.end - value.start >= 2,
        file.tokenIs(value.end - 1, "rootViewController"), file.isKind(value.end - 2, .period)
      {
        return "UIViewController"
      }
      let shorthand = !file.isKind(after: declaration, .equal)
      // `if let parent = parent {`, `, `, ` else`: the value is the property of the same name.
      let value = TokenRange(declaration, count: 2).end
      let sameName =
        !shorthand && file.text(value) == name
        && (file.isKind(value + 1, .leftBrace) || file.isKind(value + 1, .comma) || file.word(value + 1) == .else)
      guard shorthand || sameName else { return nil }
    }
    return declaredTypeName(of: name, in: function, file: file)
      ?? (inController && name == "parent" ? "UIViewController" : nil)
  }

  /// The type of a local controller that a function builds and returns (a representable's
  /// `make…`: `let container = UIViewController(); container.addChild(host); return container`, or
  /// a helper building a screen for its caller) or shows itself (`present(sheet, animated: true)`,
  /// `pushViewController(sheet, …)`, `window.rootViewController = sheet`, as a gesture handler
  /// does): SwiftUI, the caller or UIKit shows it, so it is a real parent. Test code keeps its local
  /// controllers to itself.
  func returnedLocalParent(_ name: String, at use: TokenID, _ model: BridgeModel, _ facts: ContainmentFacts)
    -> String?
  {
    let file = model.file
    guard !model.imports.testing, let function = model.function(containing: use),
      let binding = file.code.binding(of: name, at: use), case .local(let variable) = binding.kind,
      let type = model.constructedType(in: file[variable: variable].initializer)
    else { return nil }
    // `return container`: the whole returned value is the local.
    return facts.returnedNames(of: function).contains(name) || shows(name, in: file[function: function], file)
      ? type : nil
  }

  /// UIKit calls that put a controller on screen with their first argument.
  private static let showingCalls: Set<String> = [
    "present", "pushViewController", "show", "showDetailViewController",
  ]

  /// Does `function` put the controller `name` on screen: `present(name, …)`, `show(name, …)`,
  /// `pushViewController(name, …)`, or `… .rootViewController = name`?
  private func shows(_ name: String, in function: FunctionDecl, _ file: ParsedFile) -> Bool {
    let body = file.body(of: function)
    let shown = file.calls(in: body).contains { call in
      guard let callee = call.nameToken, Self.showingCalls.contains(file.text(callee)),
        let first = file.arguments(of: call).first
      else { return false }
      return first.labelToken == nil && file.compactText(first.value) == name
    }
    return shown
      || file.assignments(in: body).contains { assignment in
        file.tokenIs(assignment.lhs.end - 1, "rootViewController") && file.compactText(assignment.rhs) == name
      }
  }

  /// Does `argument` name `parent`: the same text, or for `self`, a local copy of it
  /// (`strongSelf`, `weakSelf`, `self?`)?
  func names(_ argument: String, _ parent: String) -> Bool {
    if argument == parent { return true }
    // `self.pager` and `pager` are the same stored controller.
    if parent.hasPrefix("self."), argument == parent.dropFirst(5) { return true }
    guard parent == "self" else { return false }
    return argument.lowercased().hasSuffix("self")
  }

  /// A project method spelt like UIKit's name before Swift 4.2 (`extension UIViewController {
  /// func addChildViewController(_:addView:) }`): Swift 4.2 renamed UIKit's, so the call runs the
  /// project's helper, which does the containment itself (round ii: seven calls of one app's helper).
  func isProjectHelper(_ call: Call, _ file: ParsedFile, _ index: ProjectIndex) -> Bool {
    guard file.tokenIs(call.name, "addChildViewController") else { return false }
    return index.lookup("UIViewController").contains { $0.methods.contains("addChildViewController") }
  }

  // MARK: - Types

  /// A class whose superclass comes from a dependency (not declared in the project) is decided by
  /// what it does: it moves `child.view` into or out of a view hierarchy (`addSubview(child.view)`,
  /// `child.view.removeFromSuperview()`) in the same function as the containment call, which a
  /// node tree or a coordinator does not. AppKit-only files never get here.
  func isUnknownContainer(
    _ type: TypeID, adding child: String, in function: FunctionDecl, _ model: BridgeModel, _ facts: ContainmentFacts
  ) -> Bool {
    let file = model.file
    let declaration = file[type: type]
    guard !child.isEmpty, model.roots(of: type).isEmpty else { return false }
    // A Swift extension of a class declared outside Swift (an Objective-C view controller): one
    // of its functions here adds a child and moves that child's view.
    if declaration.kind == .extension {
      let name = file.text(declaration.name)
      guard !model.index.isProjectClass(name), !model.index.has(.declaresValueType, name) else { return false }
      return facts.isContainerExtension(name) {
        file.allFunctions.contains { other in
          file.enclosingType(of: other.node).map { file.text($0.name) } == name && addsAndMovesChild(other, file, facts)
        }
      }
    }
    // The superclass is neither a framework type the index knows nor a project class.
    guard declaration.kind == .class, let superclass = file.inheritedNames(of: declaration).first,
      superclass != "NSObject", !model.index.isProjectClass(superclass)
    else { return false }
    return facts.movedViews(in: function).contains(child + ".view")
  }

  /// Does `function` call `addChild(x)` on `self` and then add `x.view` to a view hierarchy or
  /// tell `x.didMove(toParent:)`, which only a view controller child has?
  private func addsAndMovesChild(_ function: FunctionDecl, _ file: ParsedFile, _ facts: ContainmentFacts) -> Bool {
    let told = facts.of(function).didMoves
    return file.calls(in: file.body(of: function)).contains { call in
      guard call.nameToken.map({ file.tokenIs($0, "addChild") }) == true, file.isCalledOnSelf(call),
        let child = file.soleArgument(of: call)
      else { return false }
      let key = ContainmentFacts.key(file.normalizedExpression(child))
      return told[key] != nil || facts.movedViews(in: function).contains(key + ".view")
    }
  }
}
