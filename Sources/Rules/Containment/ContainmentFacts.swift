import BridgeLint

/// What one function does with child view controllers, gathered in one pass over its calls and
/// shared by every `addChild`/`removeFromParent` in the file, so a function with thousands of
/// them is not rescanned for each. The costlier facts (every argument's text, every `x.view`)
/// are gathered only when a check gets that far.
final class ContainmentFacts {
  struct Function {
    /// Normalized receiver of `x.didMove(toParent: <non-nil>)` → its last call-name token.
    var lastDidMove: [String: TokenID] = [:]
    /// Normalized receiver of `x.didMove(toParent: <non-nil>)` → each call's name token and argument text.
    var didMoves: [String: [(token: TokenID, parent: String)]] = [:]
    /// Normalized receiver of `x.willMove(toParent: nil)` ("" when called on nothing) → first call-name token.
    var firstWillMoveNil: [String: TokenID] = [:]
    /// Normalized receiver of `x.willMove(toParent: <non-nil>)` → its first call-name token and argument text.
    var willMoveToParent: [String: (token: TokenID, parent: String)] = [:]
    /// Sole arguments of `addChild(_:)`.
    var addedChildren: Set<String> = []
  }

  private let file: ParsedFile
  // Per function, by its node.
  private var byFunction: [NodeID: Function] = [:]
  private var argumentUsesByFunction: [NodeID: [String: [(callee: String, position: Int)]]] = [:]
  private var viewOwnersByFunction: [NodeID: Set<String>] = [:]
  private var movedViewsByFunction: [NodeID: Set<String>] = [:]
  private var rootControllersByFunction: [NodeID: Set<String>] = [:]
  private var returnedNamesByFunction: [FunctionID: Set<String>] = [:]
  private var byType: [TypeID: TypeFacts] = [:]
  private var viewAdditionsByFunction: [NodeID: [String: [(token: TokenID, statement: StatementID)]]] = [:]
  private var functionsByName: [String: [FunctionDecl]]?
  private var containerExtensions: [String: Bool] = [:]

  init(_ file: ParsedFile) { self.file = file }

  /// One name for a receiver however it is unwrapped: `host?`, `host!` and `host` are one child.
  static func key(_ text: String) -> String {
    guard text.contains("?") || text.contains("!") else { return text }
    return text.filter { $0 != "?" && $0 != "!" }
  }

  /// `addChild(_:)`, or its spelling before Swift 4.2, `addChildViewController(_:)`.
  static func isAddChild(_ name: TokenID, _ file: ParsedFile) -> Bool {
    file.tokenIs(name, "addChild") || file.tokenIs(name, "addChildViewController")
  }

  /// `removeFromParent()`, or its spelling before Swift 4.2, `removeFromParentViewController()`.
  static func isRemoveFromParent(_ name: TokenID, _ file: ParsedFile) -> Bool {
    file.tokenIs(name, "removeFromParent") || file.tokenIs(name, "removeFromParentViewController")
  }

  /// The `toParent:` argument of `didMove`/`willMove` (`toParentViewController:` before Swift 4.2).
  static func parentArgument(of call: Call, _ file: ParsedFile) -> TokenRange? {
    file.argument(of: call, labeled: "toParent") ?? file.argument(of: call, labeled: "toParentViewController")
  }

  /// Whether this file's extensions of `name` act as a container, computed once per name.
  func isContainerExtension(_ name: String, _ compute: () -> Bool) -> Bool {
    if let known = containerExtensions[name] { return known }
    containerExtensions[name] = compute()
    return containerExtensions[name] ?? false
  }

  func of(_ function: FunctionDecl) -> Function {
    if let known = byFunction[NodeID(function.node)] { return known }
    let facts = scan(file.body(of: function))
    byFunction[NodeID(function.node)] = facts
    return facts
  }

  /// The containment calls of one body (a function's, or a `lazy var` closure's), uncached.
  func scan(_ body: TokenRange) -> Function {
    var facts = Function()
    for call in file.calls(in: body) {
      guard let name = call.nameToken else { continue }
      if file.tokenIs(name, "didMove"), let parent = Self.parentArgument(of: call, file),
        !file.isSingleToken(parent, "nil")
      {
        // `didMove(toParent: host)` on implicit `self` finishes `host.addChild(self)`.
        let subjects = file.receiver(of: call).map { didMoveSubjects($0, of: call) } ?? ["self"]
        let parentText = ContainmentFacts.key(file.normalizedExpression(parent))
        for subject in subjects {
          let key = ContainmentFacts.key(subject)
          facts.lastDidMove[key] = max(facts.lastDidMove[key] ?? name, name)
          facts.didMoves[key, default: []].append((name, parentText))
        }
      } else if file.tokenIs(name, "willMove"), let parent = Self.parentArgument(of: call, file) {
        let receiver = ContainmentFacts.key(file.receiver(of: call).map { file.normalizedExpression($0) } ?? "")
        if file.isSingleToken(parent, "nil") {
          facts.firstWillMoveNil[receiver] = min(facts.firstWillMoveNil[receiver] ?? name, name)
        } else if facts.willMoveToParent[receiver] == nil {
          facts.willMoveToParent[receiver] = (name, file.normalizedExpression(parent))
        }
      } else if Self.isAddChild(name, file), let argument = file.soleArgument(of: call) {
        facts.addedChildren.insert(ContainmentFacts.key(file.normalizedExpression(argument)))
      }
    }
    return facts
  }

  /// Who `receiver.didMove(toParent:)` is about: the receiver itself, or for `$0` (and a
  /// closure's named parameter) inside a closure handed to a call on `x`
  /// (`child.do { $0.didMove(toParent: self) }`, `[a, b].forEach { … }`), `x` or the array's elements.
  private func didMoveSubjects(_ receiver: TokenRange, of call: Call) -> [String] {
    let text = file.normalizedExpression(receiver)
    guard receiver.end - receiver.start == 1, let scope = NodeID(ifPresent: call.scope).flatMap(file.node),
      scope.kind == .closure
    else { return [text] }
    let closure = file[closure: ClosureID(scope.payload)]
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
    if let known = argumentUsesByFunction[NodeID(function.node)] { return known }
    var uses: [String: [(callee: String, position: Int)]] = [:]
    for call in file.calls(in: file.body(of: function)) where call.nameToken != nil {
      let callee = file.text(call.name)
      for (position, argument) in file.arguments(of: call).enumerated() {
        uses[file.normalizedExpression(argument.value), default: []].append((callee, position))
      }
    }
    argumentUsesByFunction[NodeID(function.node)] = uses
    return uses
  }

  /// Views `function` adds (`addSubview(x.view)`, …) or removes (`x.view.removeFromSuperview()`),
  /// as unwrap-free text.
  func movedViews(in function: FunctionDecl) -> Set<String> {
    if let known = movedViewsByFunction[NodeID(function.node)] { return known }
    var views: Set<String> = []
    for call in file.calls(in: file.body(of: function)) where call.nameToken != nil {
      let name = file.text(call.name)
      if MissingDidMoveRule.viewAdders.contains(name), let first = file.arguments(of: call).first {
        views.insert(ContainmentFacts.key(file.normalizedExpression(first.value)))
      } else if name == "removeFromSuperview", let receiver = file.receiver(of: call) {
        views.insert(ContainmentFacts.key(file.normalizedExpression(receiver)))
      }
    }
    movedViewsByFunction[NodeID(function.node)] = views
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
  func viewAdditions(in function: FunctionDecl) -> [String: [(token: TokenID, statement: StatementID)]] {
    if let known = viewAdditionsByFunction[NodeID(function.node)] { return known }
    var additions: [String: [(token: TokenID, statement: StatementID)]] = [:]
    for call in file.calls(in: file.body(of: function)) {
      guard let name = call.nameToken, MissingDidMoveRule.viewAdders.contains(file.text(name)),
        let first = file.arguments(of: call).first, let statement = file.code.statement(containing: name)
      else { continue }
      additions[file.normalizedExpression(first.value), default: []].append((name, statement))
    }
    for (view, list) in additions { additions[view] = list.sorted { $0.token < $1.token } }
    viewAdditionsByFunction[NodeID(function.node)] = additions
    return additions
  }

  /// Names assigned as a window's `rootViewController` in `function`.
  func rootControllers(in function: FunctionDecl) -> Set<String> {
    if let known = rootControllersByFunction[NodeID(function.node)] { return known }
    var names: Set<String> = []
    for assignment in file.assignments(in: file.body(of: function))
    where file.compactText(assignment.lhs).hasSuffix("rootViewController") {
      names.insert(file.normalizedExpression(assignment.rhs))
    }
    rootControllersByFunction[NodeID(function.node)] = names
    return names
  }

  /// Names a function returns whole (`return container`), read once per function.
  func returnedNames(of function: FunctionID) -> Set<String> {
    if let known = returnedNamesByFunction[function] { return known }
    var names: Set<String> = []
    for statement in file.code.statements(of: function) where file.code.statement(statement, startsWith: .return) {
      let span = file.code.span(of: statement)
      guard let value = file.token(after: span.start), value < span.end, file.kind(value) == .identifier,
        file.token(after: value).map({ $0 >= span.end }) ?? true
      else { continue }
      names.insert(file.text(value))
    }
    returnedNamesByFunction[function] = names
    return names
  }

  /// Identifiers `x` used as `x.view` in `function`.
  func viewOwners(in function: FunctionDecl) -> Set<String> {
    if let known = viewOwnersByFunction[NodeID(function.node)] { return known }
    var owners: Set<String> = []
    let body = file.body(of: function)
    var token = body.start
    while token + 2 < body.end {
      if file.isFollowed(TokenID(token), byMember: "view") { owners.insert(file.text(token)) }
      token += 1
    }
    viewOwnersByFunction[NodeID(function.node)] = owners
    return owners
  }

  /// Plain functions (not initializers or accessors) declared in this file under `name`.
  func functions(named name: String) -> [FunctionDecl] {
    if functionsByName == nil {
      var table: [String: [FunctionDecl]] = [:]
      for function in file.allFunctions where function.kind == .function && function.nameToken != nil {
        table[file.text(function.name), default: []].append(function)
      }
      functionsByName = table
    }
    return functionsByName?[name] ?? []
  }
}
