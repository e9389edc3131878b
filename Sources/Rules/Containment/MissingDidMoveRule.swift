import BridgeLint

/// `addChild(x)` without `x.didMove(toParent:)`, and `removeFromParent()` without a
/// preceding `willMove(toParent: nil)`: UIKit's containment protocol half done.
public struct MissingDidMoveRule: Rule {
  public init() {}

  public static func relevance(in index: ProjectIndex) -> Relevance {
    .anyOf(names: ["addChild", "addChildViewController", "removeFromParent", "removeFromParentViewController"])
  }

  public static let description = RuleDescription(
    identifier: "missing_did_move",
    name: "Missing didMove(toParent:)",
    summary:
      "A child view controller is added without `didMove(toParent:)`, or removed without `willMove(toParent: nil)`",
    rationale: """
      UIKit's view controller containment is a three-step protocol. Apple's documentation of \
      `didMove(toParent:)`: a container "must call" it "immediately after calling `addChild(_:)`" \
      (once the child's view is in place), and must call `willMove(toParent: nil)` before \
      `removeFromParent()`. Skipping a step leaves the child half-attached: appearance callbacks \
      (`viewWillAppear`/`viewDidAppear`) are not forwarded, trait and safe-area updates are late or \
      missing, and UIKit logs `UIViewControllerHierarchyInconsistency` warnings. Embedding a \
      `UIHostingController` is the same dance: SwiftUI's `onAppear` and toolbar handling depend on it.

      ```swift
      addChild(child)
      view.addSubview(child.view)
      child.didMove(toParent: self)

      child.willMove(toParent: nil)
      child.view.removeFromSuperview()
      child.removeFromParent()
      ```

      Only UIKit containment is checked: `addChild` in a `UIViewController` subclass (directly or \
      through project classes) or extension, on a parameter typed as a UIKit view controller, or \
      on a local controller that the function builds and returns (a representable's `make…`) or puts on \
      screen itself (`present(sheet, animated: true)`, `window.rootViewController = shell`). \
      A navigation, tab bar or split view controller (or a project subclass or protocol of one) \
      is never the parent of a finding: its `addChild` adds a pushed screen, a tab or a column and \
      runs the transition itself; a page view controller gets no such pass. \
      A class whose superclass comes from a dependency the project cannot see counts as a view \
      controller when the function that calls `addChild` or `removeFromParent` also moves the \
      child's `view` in or out of a view hierarchy (`addSubview(child.view)`, \
      `child.view.removeFromSuperview()`); so does a Swift extension of a class declared outside \
      Swift (an Objective-C controller) when one of its functions in the file adds a child and \
      its view, or tells it `didMove(toParent:)`. \
      SpriteKit's `SKNode.addChild`, AppKit's `NSViewController.addChild` (which has no `didMove` \
      step) and model trees are never findings. `didMove` may come later in the same function, in a \
      completion closure there, through `$0` in a closure handed to a call on the child \
      (`child.do { $0.didMove(toParent: self) }`, `[a, b].forEach { … }`), in a helper method the \
      child is passed to, or in another method of the same controller (a later step of an \
      interactive transition); a bare `didMove(toParent: host)` finishes `host.addChild(self)`. \
      `willMove(toParent: nil)` may come in another method of the controller (an earlier step of a \
      transition) or anywhere in the function when the removal runs later in a closure. Removals \
      outside a UIKit view controller count only for a receiver declared as one (a coordinator \
      object with its own child tree is not containment), a window's root controller has no \
      parent to leave (also when another method of the type makes it the root and none adds it \
      with `addChild`), and files that import AppKit but not UIKit are macOS code. A child a \
      `lazy var` closure adds is finished by `didMove` in that closure or on the property in any \
      method. The spelling before Swift 4.2 (`addChildViewController(_:)`, \
      `didMove(toParentViewController:)`, `willMove(toParentViewController:)`, \
      `removeFromParentViewController()`) is the same protocol, and the message keeps it, unless the project \
      declares its own `addChildViewController` on `UIViewController` (a helper that Swift 4.2's rename left \
      callable, which does the containment itself). A `didMove` \
      called before `addChild` is reported as an ordering mistake. The argument matters too: \
      `didMove(toParent:)` must name the controller the child was added to (`self`, or a local \
      copy such as `strongSelf`), and `willMove(toParent: self)` before a removal announces the \
      opposite move, so it is reported with the fix `willMove(toParent: nil)`. Optional chains \
      are one child: `child?.removeFromParent()` needs `child?.willMove(toParent: nil)`, and \
      `child?.didMove(toParent: self)` after `if let child { addChild(child) }` completes it. \
      A member named as a controller (`oldValue?.viewController`) is a child controller too, and \
      so is an element of `children` or of an array of controllers (`for tile in tiles`, \
      `tiles.forEach { $0.removeFromParent() }`) and a value cast to one (`as? \
      UINavigationController`). A cell or view that adds a child to a stored controller property \
      (`weak var owner: UIViewController?`) is checked like a container, and so is a controller \
      kept in a property of this one (`self.pager.addChild(page)`) or a window's root controller \
      bound in the function (`guard let root = window.rootViewController`); `didMove(toParent: nil)` \
      never completes an addition. A removal in a local function counts `willMove(toParent: nil)` \
      anywhere in the function around it. A class's own superclass decides whether it is a UIKit \
      controller, whatever a same-named macOS twin in another file inherits. \
      Suggestions never repeat a force unwrap.
      """,
    kind: .containment,
    defaultSeverity: .warning,
    nonTriggeringExamples: MissingDidMoveExamples.nonTriggering,
    triggeringExamples: MissingDidMoveExamples.triggering,
    fixAvailability: .sometimes,
    corrections: MissingDidMoveExamples.corrections
  )

  public func check(_ file: ParsedFile, _ context: inout RuleContext) {
    // A file that imports AppKit (or Cocoa) and not UIKit is macOS code: no `didMove` step.
    if context.model.imports.isAppKitOnly { return }
    let facts = ContainmentFacts(file)
    for call in file.allCalls where call.leftParenToken != nil {
      if ContainmentFacts.isAddChild(TokenID(call.name), file) {
        if file.enclosingFunction(of: call.scope) == nil {
          checkAddChildInProperty(call, in: file, facts, &context)
        } else {
          checkAddChild(call, in: file, facts, &context)
        }
      } else if ContainmentFacts.isRemoveFromParent(TokenID(call.name), file), file.arguments(of: call).isEmpty {
        checkRemoval(call, in: file, facts, &context)
      }
    }
  }

  // MARK: - addChild

  func checkAddChild(
    _ call: Call, in file: ParsedFile, _ facts: ContainmentFacts, _ context: inout RuleContext
  ) {
    guard let child = file.soleArgument(of: call), let function = file.enclosingFunction(of: call.scope),
      !isProjectHelper(call, file, context.index)
    else { return }
    // Who becomes the parent: `self` in a UIKit view controller, or a parameter typed as one.
    let model = context.model
    let ownType = file.enclosingType(of: function.node).flatMap(model.typeID(of:))
    let parent: String
    if file.isCalledOnSelf(call) {
      guard let typeID = ownType, !facts.ofType(typeID, model).declaresOwnAddChild,
        model.roots(of: typeID, among: .managingContainer).isEmpty,
        model.isUIKitViewController(typeID)
          || isUnknownContainer(
            typeID, adding: ContainmentFacts.key(file.normalizedExpression(child)), in: function, model, facts)
      else { return }
      parent = "self"
    } else if let receiver = file.receiver(of: call), let name = parentName(receiver, file),
      let parentType = parameterTypeName(name, of: function, in: file)
        ?? parentProperty(
          name, at: TokenID(receiver.end - 1), in: function,
          inController: ownType.map(model.isUIKitViewController) == true, file)
        ?? returnedLocalParent(name, at: TokenID(receiver.end - 1), model, facts),
      context.index.isUIKitViewController(parentType),
      context.index.roots(of: parentType, among: .managingContainer).isEmpty
    {
      parent = file.text(receiver)
    } else {
      return
    }
    let childText = ContainmentFacts.key(file.normalizedExpression(child))
    let label = Self.parentLabel(of: call, file)
    // `didMove(toParent: nil)` ends a removal; it never completes an addition.
    let didMoves = facts.of(function).didMoves[childText, default: []].filter { $0.parent != "nil" }
    let later = didMoves.filter { $0.token > TokenID(call.name) }
    if !later.isEmpty {
      // `didMove(toParent:)` must name the controller the child was added to.
      if !later.contains(where: { names($0.parent, parent) }), let wrong = later.first {
        context.report(
          file, at: wrong.token,
          FindingMessage(
            "`\(childText).didMove(\(label): \(wrong.parent))` names `\(wrong.parent)`, but `\(childText)` was added to "
              + "`\(parent)`; pass `\(parent)`, the controller it was added to"))
      }
      return
    }
    if completesThroughAlias(childText, after: call, in: function, file, facts) { return }
    // A closure parameter (`newValue.flatMap { addChild($0) }`) reaches `didMove` under another name;
    // asked after the argument check, so `page.didMove(toParent: page)` in the loop is still told.
    if isClosureParameter(childText, around: call, file) { return }
    // `didMove` in another method of the same controller (a transition's completion, a later
    // step of an interactive transition) finishes the containment too.
    if let owner = file.owningType(of: function), let type = model.typeID(of: owner),
      facts.ofType(type, model).didMoveIn[childText, default: []].contains(where: {
        $0 != model.functionID(of: function)
      })
    {
      return
    }
    if passesToHelperCallingDidMove(childText, in: function, file: file, facts) { return }
    // Never copy a force unwrap into the suggested code.
    let shown = childText.replacingOccurrences(of: "!", with: "")
    if !didMoves.isEmpty {
      context.report(
        file, at: call.name,
        FindingMessage(
          "`\(shown).didMove(\(label):)` is called before `\(file.text(call.name))(\(shown))`, so the child never gets it "
            + "after joining; move the call after the child's view is in place"))
      return
    }
    let message = Self.neverDidMove(shown, parent: parent, label: label)
    let fix = didMoveFix(childText, parent: parent, label: label, after: call, in: function, facts, context.model)
    context.report(file, at: call.name, message, fix: fix)
  }

  /// `listVC = vc` after `addChild(vc)`, then `listVC?.didMove(toParent: container)` later in the
  /// function: the alias completes the addition.
  private func completesThroughAlias(
    _ child: String, after call: Call, in function: FunctionDecl, _ file: ParsedFile, _ facts: ContainmentFacts
  ) -> Bool {
    let didMoves = facts.of(function).didMoves
    for assignment in file.assignments(in: file.body(of: function))
    where TokenID(assignment.lhs.start) > TokenID(call.name)
      && ContainmentFacts.key(file.normalizedExpression(assignment.rhs)) == child
    {
      let alias = ContainmentFacts.key(file.normalizedExpression(assignment.lhs))
      if didMoves[alias, default: []].contains(where: { $0.token > TokenID(assignment.lhs.start) }) { return true }
    }
    return false
  }

  private func isClosureParameter(_ name: String, around call: Call, _ file: ParsedFile) -> Bool {
    if name.hasPrefix("$") { return true }
    var node = NodeID(ifPresent: call.scope)
    var steps = 0
    while let current = node, let value = file.node(current), steps <= Parser.maximumDepth + 8 {
      guard value.kind == .closure || value.kind == .block else { break }
      if value.kind == .closure,
        file[closure: ClosureID(value.payload)].parameterNames.contains(where: { file.text($0) == name })
      {
        return true
      }
      node = NodeID(ifPresent: value.parent)
      steps += 1
    }
    return false
  }

  /// `helper(child)` where a function in this file named `helper` calls `<parameter>.didMove(toParent:)`.
  private func passesToHelperCallingDidMove(
    _ child: String, in function: FunctionDecl, file: ParsedFile, _ facts: ContainmentFacts
  ) -> Bool {
    for use in facts.argumentUses(in: function)[child, default: []] {
      for helper in facts.functions(named: use.callee) {
        let parameters = file.parameters(of: helper)
        guard use.position < parameters.count else { continue }
        let parameter = parameters[parameters.startIndex + use.position]
        if facts.of(helper).lastDidMove[file.text(parameter.name)] != nil { return true }
      }
    }
    return false
  }

  func parameterTypeName(_ name: String, of function: FunctionDecl, in file: ParsedFile) -> String? {
    for parameter in file.parameters(of: function) {
      if file.text(parameter.name) == name { return file.typeName(in: parameter.type) }
    }
    return nil
  }
}
