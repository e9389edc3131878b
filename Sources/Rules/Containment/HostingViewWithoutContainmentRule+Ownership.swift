import BridgeLint

/// Ownership: whether something other than the function keeps a named hosting controller.
///
/// Which names each function hands to a container, and which names each type assigns a hosting
/// controller to, gathered once per function and per type: asking per added view would rescan a
/// body for every view it adds.
final class OwnershipFacts {
  private let model: BridgeModel
  private let rule: HostingViewWithoutContainmentRule
  private var handedOn: [FunctionID: Set<String>] = [:]
  private var assignedHosts: [TypeID: Set<String>] = [:]
  private var helperAddsChild: [String: Bool] = [:]
  private var functionsByName: [String: [FunctionDecl]]?

  init(_ model: BridgeModel, rule: HostingViewWithoutContainmentRule) {
    self.model = model
    self.rule = rule
  }

  /// The controller is handed to a container in one of `functions`: `addChild`, push, present,
  /// `rootViewController =`, `setViewControllers`, or a same-file helper that calls `addChild` on
  /// its parameter (the controller itself or an element of an array literal).
  func isOwned(_ controller: String, in functions: [FunctionID]) -> Bool {
    functions.contains { names(handedOnIn: $0).contains(controller) }
  }

  /// A stored property holding a hosting controller: declared so, or assigned one in a method.
  func isHostingProperty(_ name: String, of type: TypeID) -> Bool {
    if let property = model.property(named: name, in: type),
      rule.holdsHostingController(model.file[variable: property], model)
    {
      return true
    }
    if let known = assignedHosts[type] { return known.contains(name) }
    let file = model.file
    var names: Set<String> = []
    for function in model.allMembers(of: type).functions {
      for assignment in file.assignments(in: file.body(of: file[function: function]))
      where rule.startsWithHostingInitializer(assignment.rhs, model) {
        names.insert(file.normalizedExpression(assignment.lhs))
      }
    }
    assignedHosts[type] = names
    return names.contains(name)
  }

  private func names(handedOnIn function: FunctionID) -> Set<String> {
    if let known = handedOn[function] { return known }
    let file = model.file
    let body = file.body(of: file[function: function])
    var names: Set<String> = []
    for call in file.calls(in: body) {
      guard let name = call.nameToken else { continue }
      let transfers = HostingViewWithoutContainmentRule.ownershipTransfers.contains(file.text(name))
      for (position, argument) in file.arguments(of: call).enumerated() {
        let passed = passedNames(argument.value)
        guard !passed.isEmpty, transfers || addsChild(helper: name, parameterIndex: position) else { continue }
        names.formUnion(passed)
      }
    }
    for assignment in file.assignments(in: body) where file.compactText(assignment.lhs).hasSuffix("rootViewController")
    {
      names.formUnion(passedNames(assignment.rhs))
    }
    handedOn[function] = names
    return names
  }

  /// `controller`, or the elements of an array literal (`self.` dropped).
  private func passedNames(_ value: TokenRange) -> [String] {
    let text = model.file.normalizedExpression(value)
    guard model.file.isKind(value.start, .leftSquare) else { return [text] }
    return text.dropFirst().dropLast().split(separator: ",").map {
      $0.hasPrefix("self.") ? String($0.dropFirst(5)) : String($0)
    }
  }

  /// A function of this file named like `name` that calls `addChild` on its parameter at `parameterIndex`.
  private func addsChild(helper name: TokenID, parameterIndex: Int) -> Bool {
    let file = model.file
    let key = file.text(name) + "#" + String(parameterIndex)
    if let known = helperAddsChild[key] { return known }
    if functionsByName == nil {
      var table: [String: [FunctionDecl]] = [:]
      for function in file.allFunctions where function.kind == .function {
        guard let functionName = function.nameToken else { continue }
        table[file.text(functionName), default: []].append(function)
      }
      functionsByName = table
    }
    var answer = false
    for helper in functionsByName?[file.text(name)] ?? [] {
      let parameters = file.parameters(of: helper)
      guard parameterIndex < parameters.count else { continue }
      let parameter = file.text(parameters[parameters.startIndex + parameterIndex].name)
      answer = file.calls(in: file.body(of: helper)).contains { call in
        file.tokenIs(call.name, "addChild")
          && file.soleArgument(of: call).map { file.normalizedExpression($0) } == parameter
      }
      if answer { break }
    }
    helperAddsChild[key] = answer
    return answer
  }
}

extension HostingViewWithoutContainmentRule {
  /// `lazy var host: UIHostingController = { let c = …; addChild(c); …; return c }()`: the
  /// property's initial value makes the controller a child before its view is first used.
  func initialValueAddsChild(_ name: String, of type: TypeID, _ model: BridgeModel) -> Bool {
    guard let variable = model.property(named: name, in: type) else { return false }
    let file = model.file
    return file.calls(in: file[variable: variable].initializer).contains { call in
      call.nameToken.map { file.tokenIs($0, "addChild") } ?? false
    }
  }
}
