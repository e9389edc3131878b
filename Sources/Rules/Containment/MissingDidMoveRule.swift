import BridgeLint

/// `addChild(x)` without `x.didMove(toParent:)`, and `removeFromParent()` without a
/// preceding `willMove(toParent: nil)`: UIKit's containment protocol half done.
public struct MissingDidMoveRule: Rule {
  public init() {}

  public static func relevance(in index: ProjectIndex) -> Relevance {
    .anyOf(names: ["addChild", "removeFromParent"])
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
      through project classes) or extension, or on a parameter typed as a UIKit view controller. \
      A class whose superclass comes from a dependency the project cannot see counts as a view \
      controller when the function that calls `addChild` or `removeFromParent` also moves the \
      child's `view` in or out of a view hierarchy (`addSubview(child.view)`, \
      `child.view.removeFromSuperview()`). \
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
      with `addChild`), and files that import AppKit but not UIKit are macOS code. A `didMove` \
      called before `addChild` is reported as an ordering mistake. The argument matters too: \
      `didMove(toParent:)` must name the controller the child was added to (`self`, or a local \
      copy such as `strongSelf`), and `willMove(toParent: self)` before a removal announces the \
      opposite move, so it is reported with the fix `willMove(toParent: nil)`. Optional chains \
      are one child: `child?.removeFromParent()` needs `child?.willMove(toParent: nil)`, and \
      `child?.didMove(toParent: self)` after `if let child { addChild(child) }` completes it. \
      A member named as a controller (`oldValue?.viewController`) is a child controller too. \
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
    for call in file.syntax.calls where call.leftParen >= 0 {
      if file.tokenIs(call.name, "addChild") {
        checkAddChild(call, in: file, facts, &context)
      } else if file.tokenIs(call.name, "removeFromParent") && file.arguments(of: call).isEmpty {
        checkRemoval(call, in: file, facts, &context)
      }
    }
  }

  // MARK: - addChild

  private func checkAddChild(
    _ call: Call, in file: ParsedFile, _ facts: ContainmentFacts, _ context: inout RuleContext
  ) {
    guard let child = file.soleArgument(of: call), let function = file.enclosingFunction(of: call.scope) else { return }
    // Who becomes the parent: `self` in a UIKit view controller, or a parameter typed as one.
    let model = context.model
    let parent: String
    if file.isCalledOnSelf(call) {
      guard let type = file.enclosingType(of: function.node), let typeID = model.typeID(of: type),
        !facts.ofType(typeID, model).declaresOwnAddChild,
        model.isUIKitViewController(typeID)
          || isUnknownContainer(
            typeID, adding: ContainmentFacts.key(file.normalizedExpression(child)), in: function, model, facts)
      else { return }
      parent = "self"
    } else if let receiver = file.receiver(of: call), receiver.end - receiver.start == 1,
      let parameter = parameterTypeName(file.text(receiver.start), of: function, in: file),
      context.index.isUIKitViewController(parameter)
    {
      parent = file.text(receiver.start)
    } else {
      return
    }
    let childText = ContainmentFacts.key(file.normalizedExpression(child))
    let earlierDidMove = facts.of(function).lastDidMove[childText]
    if let last = earlierDidMove, last > call.name {
      // `didMove(toParent:)` must name the controller the child was added to.
      let later = facts.of(function).didMoves[childText, default: []].filter { $0.token > call.name }
      if !later.contains(where: { names($0.parent, parent) }), let wrong = later.first {
        context.report(
          file, at: wrong.token,
          FindingMessage(
            "`\(childText).didMove(toParent: \(wrong.parent))` names `\(wrong.parent)`, but `\(childText)` was added to "
              + "`\(parent)`; pass `\(parent)`, the controller it was added to"))
      }
      return
    }
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
    if earlierDidMove != nil {
      context.report(
        file, at: call.name,
        FindingMessage(
          "`\(shown).didMove(toParent:)` is called before `addChild(\(shown))`, so the child never gets it "
            + "after joining; move the call after the child's view is in place"))
      return
    }
    let message = FindingMessage(
      "`\(shown)` is added as a child view controller but never gets `didMove(toParent:)`; "
        + "call `\(shown).didMove(toParent: \(parent))` once its view is in place")
    let fix = didMoveFix(childText, parent: parent, after: call, in: function, facts, context.model)
    context.report(file, at: call.name, message, fix: fix)
  }

  /// Does `argument` name `parent`: the same text, or for `self`, a local copy of it
  /// (`strongSelf`, `weakSelf`, `self?`)?
  private func names(_ argument: String, _ parent: String) -> Bool {
    if argument == parent { return true }
    guard parent == "self" else { return false }
    return argument.lowercased().hasSuffix("self")
  }

  /// Inserts `child.didMove(toParent: parent)` after the statement, in the same body as
  /// `addChild`, that adds the child's view (`addSubview`, `insertSubview`, `addArrangedSubview`…
  /// of `child.view`). Only for a plain name path (never a force unwrap or a call), and only where
  /// that statement stands on its own line.
  private func didMoveFix(
    _ child: String, parent: String, after addChild: Call, in function: FunctionDecl, _ facts: ContainmentFacts,
    _ model: BridgeModel
  ) -> Fix? {
    let file = model.file
    guard MissingDidMoveRule.isNamePath(child), MissingDidMoveRule.isNamePath(parent),
      let added = file.code.statement(containing: TokenID(addChild.name))
    else { return nil }
    let scope = file.code.scope(of: added)
    let view = child == "self" ? "view" : child + ".view"
    // The function's view additions of this one view, gathered once per function: a container
    // with thousands of children is not rescanned for each.
    let additions = facts.viewAdditions(in: function)[view, default: []]
    var position = additions.partitionPoint { $0.token <= addChild.name }
    while position < additions.count {
      model.scanSteps += 1
      let statement = additions[position].statement
      position += 1
      guard statement > added else { continue }
      guard file.code.scope(of: statement) == scope else { return nil }
      let text = FixText(file)
      guard
        let edit = text.insertLine("\(child).didMove(toParent: \(parent))", after: file.code.byteRange(of: statement))
      else { return nil }
      return Fix("Call `\(child).didMove(toParent: \(parent))` after its view is added", .unsafe, edits: [edit])
    }
    return nil
  }

  static let viewAdders: Set<String> = [
    "addSubview", "insertSubview", "addArrangedSubview", "insertArrangedSubview",
  ]

  /// `name` or `a.b.c`: safe to repeat in inserted code (no call, unwrap or subscript).
  static func isNamePath(_ text: String) -> Bool {
    !text.isEmpty
      && text.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { part in
        guard let first = part.unicodeScalars.first, first == "_" || first.properties.isAlphabetic else { return false }
        return part.unicodeScalars.allSatisfy {
          $0 == "_" || $0.properties.isAlphabetic || $0.properties.numericType != nil
        }
      }
  }

  private func isClosureParameter(_ name: String, around call: Call, _ file: ParsedFile) -> Bool {
    if name.hasPrefix("$") { return true }
    var node = call.scope
    var steps = 0
    while file.isValidNode(node) && steps <= Parser.maximumDepth + 8 {
      let value = file.syntax.nodes[Int(node)]
      guard value.kind == .closure || value.kind == .block else { break }
      if value.kind == .closure,
        file.syntax.closures[Int(value.payload)].parameterNames.contains(where: { file.text($0) == name })
      {
        return true
      }
      node = value.parent
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
        let parameters = helper.parameters
        guard use.position < parameters.count else { continue }
        let parameter = file.syntax.parameters[Int(parameters.lowerBound) + use.position]
        if facts.of(helper).lastDidMove[file.text(parameter.name)] != nil { return true }
      }
    }
    return false
  }

  // MARK: - removeFromParent

  private func checkRemoval(
    _ call: Call, in file: ParsedFile, _ facts: ContainmentFacts, _ context: inout RuleContext
  ) {
    guard let function = file.enclosingFunction(of: call.scope) else { return }
    let child: String
    let model = context.model
    let enclosing = file.enclosingType(of: function.node).flatMap(model.typeID(of:))
    if file.isCalledOnSelf(call) {
      guard let enclosing, model.isUIKitViewController(enclosing) else { return }
      child = ""
    } else if let receiver = file.receiver(of: call) {
      child = ContainmentFacts.key(file.normalizedExpression(receiver))
      // AppKit has no `willMove(toParent:)`; SpriteKit nodes have their own `removeFromParent()`.
      if let enclosing, model.isAppKitViewController(enclosing) || model.isNodeTree(enclosing) { return }
      // Outside a UIKit view controller (a coordinator object with its own child tree), only a
      // declared view controller type is evidence.
      let insideController =
        enclosing.map {
          model.isUIKitViewController($0) || isUnknownContainer($0, adding: child, in: function, model, facts)
        }
        ?? false
      guard
        insideController
          ? isKnownViewController(
            child, receiver: receiver, call: call, function: function, file: file, facts, context.index)
          : declaredTypeName(of: child, in: function, file: file).map(context.index.isUIKitViewController) ?? false
      else { return }
    } else {
      return
    }
    // A controller that is a window's root has no parent to leave.
    if facts.rootControllers(in: function).contains(child) { return }
    if !child.isEmpty, isWindowRootOnly(child, of: function, facts, model) { return }
    let keys = child.isEmpty ? ["", "self"] : [child]
    // A removal inside a closure (`let finish = { child.removeFromParent() }`) runs later than
    // its position says: `willMove` anywhere in the function announces it.
    let deferred = file.isValidNode(call.scope) && file.syntax.nodes[Int(call.scope)].kind == .closure
    let firstWillMove = facts.of(function).firstWillMoveNil
    if keys.contains(where: { key in firstWillMove[key].map { deferred || $0 < call.name } ?? false }) { return }
    // `willMove(toParent: nil)` in another method of the same controller (an earlier step of
    // the same transition) announces it too.
    if let owner = file.owningType(of: function), let type = model.typeID(of: owner) {
      let announcers = facts.ofType(type, model).willMoveNilIn
      let current = model.functionID(of: function)
      if keys.contains(where: { announcers[$0, default: []].contains { $0 != current } }) { return }
    }
    let subject = child.isEmpty ? "This view controller" : "`\(child)`"
    // `willMove(toParent: self)` before a removal announces the opposite move: the argument is wrong.
    if let announced = keys.lazy.compactMap({ firstWillMoveToParent(of: $0, before: call.name, function, facts) })
      .first
    {
      let receiver = child.isEmpty ? "" : child + "."
      let object = child.isEmpty ? "this view controller" : "`\(child)`"
      context.report(
        file, at: announced.token,
        FindingMessage(
          "`\(receiver)willMove(toParent: \(announced.parent))` announces a move to a parent, but \(object) is being "
            + "removed; pass `nil`: `\(receiver)willMove(toParent: nil)` before `removeFromParent()`"))
      return
    }
    let prefix = child.isEmpty ? "" : ((file.receiver(of: call).map { file.normalizedExpression($0) } ?? child) + ".")
    context.report(
      file, at: call.name,
      FindingMessage(
        "\(subject) is removed from its parent without `willMove(toParent: nil)` first; "
          + "call `\(prefix)willMove(toParent: nil)` before `removeFromParent()`"),
      fix: willMoveFix(prefix, before: call, model))
  }

  /// `child.willMove(toParent: <not nil>)` earlier in the same function, before the removal.
  private func firstWillMoveToParent(
    of key: String, before removal: Int32, _ function: FunctionDecl, _ facts: ContainmentFacts
  ) -> (token: Int32, parent: String)? {
    guard let found = facts.of(function).willMoveToParent[key], found.token < removal else { return nil }
    return found
  }

  /// Does another method of the same type make `child` a window's `rootViewController`, with no
  /// method of the type adding it with `addChild`? Then it never has a parent: its
  /// `removeFromParent()` is a no-op and there is no containment to complete.
  private func isWindowRootOnly(
    _ child: String, of function: FunctionDecl, _ facts: ContainmentFacts, _ model: BridgeModel
  ) -> Bool {
    let file = model.file
    guard let owner = file.owningType(of: function), let type = model.typeID(of: owner) else { return false }
    let methods = facts.ofType(type, model)
    return methods.rootControllers.contains(child) && !methods.addedChildren.contains(child)
  }

  /// Inserts `child.willMove(toParent: nil)` before the removal, above a `child.view.removeFromSuperview()`
  /// right before it (Apple's order). Only for a plain name path, on a statement of its own line.
  private func willMoveFix(_ prefix: String, before call: Call, _ model: BridgeModel) -> Fix? {
    let file = model.file
    guard prefix.isEmpty || MissingDidMoveRule.isNamePath(String(prefix.dropLast())),
      var statement = file.code.statement(containing: TokenID(call.name))
    else { return nil }
    // `statement(before:)` halves the body's list: a body with thousands of removals is not
    // walked from its first statement for each.
    while let previous = file.code.statement(before: statement) {
      model.scanSteps += 1
      let span = file.code.span(of: previous)
      let text = file.normalizedExpression(TokenRange(span.start.raw, span.end.raw))
      guard text == prefix + "view.removeFromSuperview()" || text == "self." + prefix + "view.removeFromSuperview()"
      else { break }
      statement = previous
    }
    let start = file.code.byteRange(of: statement).lowerBound
    guard let edit = FixText(file).insertLine("\(prefix)willMove(toParent: nil)", before: start) else { return nil }
    return Fix("Call `\(prefix)willMove(toParent: nil)` before removing it", .unsafe, edits: [edit])
  }

  /// Evidence that `child` is a view controller: it is an element of `children`, was
  /// `addChild`-ed, its `.view` is used, or it is declared with a view controller type.
  private func isKnownViewController(
    _ child: String, receiver: TokenRange, call: Call, function: FunctionDecl, file: ParsedFile,
    _ facts: ContainmentFacts, _ index: ProjectIndex
  ) -> Bool {
    if child == "$0", let closure = file.closure(openingAt: file.syntax.nodes[Int(call.scope)].start),
      closure.ownerKind == .trailingClosure, let owner = file.call(closure.owner),
      let ownerReceiver = file.receiver(of: owner)
    {
      let collection = file.normalizedExpression(ownerReceiver)
      return collection == "children" || collection == "childViewControllers"
    }
    if facts.of(function).addedChildren.contains(child) || facts.viewOwners(in: function).contains(child) {
      return true
    }
    if let typeName = declaredTypeName(of: child, in: function, file: file) {
      return index.isUIKitViewController(typeName) || typeName.hasSuffix("ViewController")
    }
    // A member path whose last member is named as a controller (`old?.viewController`,
    // `tab.contentViewController`): the member's type is declared elsewhere, its name says it.
    if let dot = child.lastIndex(of: ".") {
      let member = child[child.index(after: dot)...].filter { $0 != "?" && $0 != "!" }
      return member == "viewController" || member.hasSuffix("ViewController")
    }
    return false
  }

  /// The declared type of a parameter, local or property named `name`.
  private func declaredTypeName(of name: String, in function: FunctionDecl, file: ParsedFile) -> String? {
    if let type = parameterTypeName(name, of: function, in: file) { return type }
    for variable in file.variables(named: name) {
      if let type = file.typeName(in: variable.type) { return type }
      if !variable.initializer.isEmpty, file.isKind(variable.initializer.start + 1, .leftParen) {
        return file.text(variable.initializer.start)
      }
    }
    return nil
  }

  private func parameterTypeName(_ name: String, of function: FunctionDecl, in file: ParsedFile) -> String? {
    for index in function.parameters {
      let parameter = file.syntax.parameters[Int(index)]
      if file.text(parameter.name) == name { return file.typeName(in: parameter.type) }
    }
    return nil
  }

  // MARK: - Types

  /// A class whose superclass comes from a dependency (not declared in the project) is decided by
  /// what it does: it moves `child.view` into or out of a view hierarchy (`addSubview(child.view)`,
  /// `child.view.removeFromSuperview()`) in the same function as the containment call, which a
  /// node tree or a coordinator does not. AppKit-only files never get here.
  private func isUnknownContainer(
    _ type: TypeID, adding child: String, in function: FunctionDecl, _ model: BridgeModel, _ facts: ContainmentFacts
  ) -> Bool {
    let file = model.file
    let declaration = file[type: type]
    // The superclass is neither a framework type the index knows nor a project class.
    guard declaration.kind == .class, !child.isEmpty, model.roots(of: type).isEmpty,
      let superclass = file.inheritedNames(of: declaration).first, superclass != "NSObject",
      !model.index.isProjectClass(superclass)
    else { return false }
    return facts.movedViews(in: function).contains(child + ".view")
  }

}

/// What one function does with child view controllers, gathered in one pass over its calls and
/// shared by every `addChild`/`removeFromParent` in the file, so a function with thousands of
/// them is not rescanned for each. The costlier facts (every argument's text, every `x.view`)
/// are gathered only when a check gets that far.
private final class ContainmentFacts {
  struct Function {
    /// Normalized receiver of `x.didMove(toParent: <non-nil>)` → its last call-name token.
    var lastDidMove: [String: Int32] = [:]
    /// Normalized receiver of `x.didMove(toParent: <non-nil>)` → each call's name token and argument text.
    var didMoves: [String: [(token: Int32, parent: String)]] = [:]
    /// Normalized receiver of `x.willMove(toParent: nil)` ("" when called on nothing) → first call-name token.
    var firstWillMoveNil: [String: Int32] = [:]
    /// Normalized receiver of `x.willMove(toParent: <non-nil>)` → its first call-name token and argument text.
    var willMoveToParent: [String: (token: Int32, parent: String)] = [:]
    /// Sole arguments of `addChild(_:)`.
    var addedChildren: Set<String> = []
  }

  private let file: ParsedFile
  private var byFunction: [Int32: Function] = [:]
  private var argumentUsesByFunction: [Int32: [String: [(callee: String, position: Int)]]] = [:]
  private var viewOwnersByFunction: [Int32: Set<String>] = [:]
  private var movedViewsByFunction: [Int32: Set<String>] = [:]
  private var rootControllersByFunction: [Int32: Set<String>] = [:]
  private var byType: [TypeID: TypeFacts] = [:]
  private var viewAdditionsByFunction: [Int32: [String: [(token: Int32, statement: StatementID)]]] = [:]
  private var functionsByName: [String: [FunctionDecl]]?

  init(_ file: ParsedFile) { self.file = file }

  /// One name for a receiver however it is unwrapped: `host?`, `host!` and `host` are one child.
  static func key(_ text: String) -> String {
    guard text.contains("?") || text.contains("!") else { return text }
    return text.filter { $0 != "?" && $0 != "!" }
  }

  func of(_ function: FunctionDecl) -> Function {
    if let known = byFunction[function.node] { return known }
    var facts = Function()
    let body = file.body(of: function)
    for call in file.calls(in: body) where call.name >= 0 {
      if file.tokenIs(call.name, "didMove"), let parent = file.argument(of: call, labeled: "toParent"),
        !file.isSingleToken(parent, "nil")
      {
        // `didMove(toParent: host)` on implicit `self` finishes `host.addChild(self)`.
        let subjects = file.receiver(of: call).map { didMoveSubjects($0, of: call) } ?? ["self"]
        let parentText = ContainmentFacts.key(file.normalizedExpression(parent))
        for subject in subjects {
          let key = ContainmentFacts.key(subject)
          facts.lastDidMove[key] = max(facts.lastDidMove[key] ?? call.name, call.name)
          facts.didMoves[key, default: []].append((call.name, parentText))
        }
      } else if file.tokenIs(call.name, "willMove"), let parent = file.argument(of: call, labeled: "toParent") {
        let receiver = ContainmentFacts.key(file.receiver(of: call).map { file.normalizedExpression($0) } ?? "")
        if file.isSingleToken(parent, "nil") {
          facts.firstWillMoveNil[receiver] = min(facts.firstWillMoveNil[receiver] ?? call.name, call.name)
        } else if facts.willMoveToParent[receiver] == nil {
          facts.willMoveToParent[receiver] = (call.name, file.normalizedExpression(parent))
        }
      } else if file.tokenIs(call.name, "addChild"), let argument = file.soleArgument(of: call) {
        facts.addedChildren.insert(ContainmentFacts.key(file.normalizedExpression(argument)))
      }
    }
    byFunction[function.node] = facts
    return facts
  }

  /// Who `receiver.didMove(toParent:)` is about: the receiver itself, or for `$0` (and a
  /// closure's named parameter) inside a closure handed to a call on `x`
  /// (`child.do { $0.didMove(toParent: self) }`, `[a, b].forEach { … }`), `x` or the array's elements.
  private func didMoveSubjects(_ receiver: TokenRange, of call: Call) -> [String] {
    let text = file.normalizedExpression(receiver)
    guard receiver.end - receiver.start == 1, file.isValidNode(call.scope),
      file.syntax.nodes[Int(call.scope)].kind == .closure
    else { return [text] }
    let closure = file.syntax.closures[Int(file.syntax.nodes[Int(call.scope)].payload)]
    let isParameter = text.hasPrefix("$") || closure.parameterNames.contains { file.text($0) == text }
    guard isParameter, closure.ownerKind == .trailingClosure || closure.ownerKind == .argument,
      let owner = file.call(closure.owner), let ownerReceiver = file.receiver(of: owner)
    else { return [text] }
    let collection = file.normalizedExpression(ownerReceiver)
    guard file.isKind(ownerReceiver.start, .leftSquare) else { return [text, collection] }
    let elements = collection.dropFirst().dropLast().split(separator: ",").map(String.init)
    return [text] + elements.map { $0.hasPrefix("self.") ? String($0.dropFirst(5)) : $0 }
  }

  /// Normalized argument text → the calls in `function` it is passed to, by callee name and position.
  func argumentUses(in function: FunctionDecl) -> [String: [(callee: String, position: Int)]] {
    if let known = argumentUsesByFunction[function.node] { return known }
    var uses: [String: [(callee: String, position: Int)]] = [:]
    for call in file.calls(in: file.body(of: function)) where call.name >= 0 {
      let callee = file.text(call.name)
      for (position, argument) in file.arguments(of: call).enumerated() {
        uses[file.normalizedExpression(argument.value), default: []].append((callee, position))
      }
    }
    argumentUsesByFunction[function.node] = uses
    return uses
  }

  /// Views `function` adds (`addSubview(x.view)`, …) or removes (`x.view.removeFromSuperview()`),
  /// as unwrap-free text.
  func movedViews(in function: FunctionDecl) -> Set<String> {
    if let known = movedViewsByFunction[function.node] { return known }
    var views: Set<String> = []
    for call in file.calls(in: file.body(of: function)) where call.name >= 0 {
      let name = file.text(call.name)
      if MissingDidMoveRule.viewAdders.contains(name), let first = file.arguments(of: call).first {
        views.insert(ContainmentFacts.key(file.normalizedExpression(first.value)))
      } else if name == "removeFromSuperview", let receiver = file.receiver(of: call) {
        views.insert(ContainmentFacts.key(file.normalizedExpression(receiver)))
      }
    }
    movedViewsByFunction[function.node] = views
    return views
  }

  /// What the methods of one type (all its same-file declarations) do, gathered once per type:
  /// each finding asks about "another method of the same controller", and walking the methods
  /// for each one is quadratic in a controller with many.
  struct TypeFacts {
    /// Receiver → methods calling `x.didMove(toParent: <non-nil>)` on it (two at most: enough to tell "another").
    var didMoveIn: [String: [FunctionID]] = [:]
    /// Receiver ("" on nothing) → methods calling `x.willMove(toParent: nil)` (two at most).
    var willMoveNilIn: [String: [FunctionID]] = [:]
    /// Names any method makes a window's `rootViewController`.
    var rootControllers: Set<String> = []
    /// Sole arguments of `addChild(_:)` in any method.
    var addedChildren: Set<String> = []
    /// The type's own declaration has an `addChild` that is not an override of UIKit's: it means
    /// something else by it.
    var declaresOwnAddChild = false
  }

  func ofType(_ type: TypeID, _ model: BridgeModel) -> TypeFacts {
    if let known = byType[type] { return known }
    var facts = TypeFacts()
    func note(_ key: String, _ function: FunctionID, in table: inout [String: [FunctionID]]) {
      let list = table[key, default: []]
      if list.count < 2 && !list.contains(function) { table[key] = list + [function] }
    }
    for function in model.allMembers(of: type).functions {
      model.scanSteps += 1
      let declaration = file[function: function]
      let found = of(declaration)
      for key in found.lastDidMove.keys { note(key, function, in: &facts.didMoveIn) }
      for key in found.firstWillMoveNil.keys { note(key, function, in: &facts.willMoveNilIn) }
      facts.rootControllers.formUnion(rootControllers(in: declaration))
      facts.addedChildren.formUnion(found.addedChildren)
    }
    facts.declaresOwnAddChild = file.functions(in: file[type: type]).contains {
      $0.kind == .function && file.tokenIs($0.name, "addChild") && !$0.modifiers.contains(.override)
    }
    byType[type] = facts
    return facts
  }

  /// Per view text (`child.view`): the calls in `function` that add it to a view hierarchy
  /// (`addSubview`, `insertSubview`, …, first argument), by name token in source order, with the
  /// statement each stands in.
  func viewAdditions(in function: FunctionDecl) -> [String: [(token: Int32, statement: StatementID)]] {
    if let known = viewAdditionsByFunction[function.node] { return known }
    var additions: [String: [(token: Int32, statement: StatementID)]] = [:]
    for call in file.calls(in: file.body(of: function)) where call.name >= 0 {
      guard MissingDidMoveRule.viewAdders.contains(file.text(call.name)), let first = file.arguments(of: call).first,
        let statement = file.code.statement(containing: TokenID(call.name))
      else { continue }
      additions[file.normalizedExpression(first.value), default: []].append((call.name, statement))
    }
    for (view, list) in additions { additions[view] = list.sorted { $0.token < $1.token } }
    viewAdditionsByFunction[function.node] = additions
    return additions
  }

  /// Names assigned as a window's `rootViewController` in `function`.
  func rootControllers(in function: FunctionDecl) -> Set<String> {
    if let known = rootControllersByFunction[function.node] { return known }
    var names: Set<String> = []
    for assignment in file.assignments(in: file.body(of: function))
    where file.compactText(assignment.lhs).hasSuffix("rootViewController") {
      names.insert(file.normalizedExpression(assignment.rhs))
    }
    rootControllersByFunction[function.node] = names
    return names
  }

  /// Identifiers `x` used as `x.view` in `function`.
  func viewOwners(in function: FunctionDecl) -> Set<String> {
    if let known = viewOwnersByFunction[function.node] { return known }
    var owners: Set<String> = []
    let body = file.body(of: function)
    var token = body.start
    while token + 2 < body.end {
      if file.isKind(token + 1, .period) && file.tokenIs(token + 2, "view") { owners.insert(file.text(token)) }
      token += 1
    }
    viewOwnersByFunction[function.node] = owners
    return owners
  }

  /// Plain functions (not initializers or accessors) declared in this file under `name`.
  func functions(named name: String) -> [FunctionDecl] {
    if functionsByName == nil {
      var table: [String: [FunctionDecl]] = [:]
      for function in file.syntax.functions where function.kind == .function && function.name >= 0 {
        table[file.text(function.name), default: []].append(function)
      }
      functionsByName = table
    }
    return functionsByName?[name] ?? []
  }
}
