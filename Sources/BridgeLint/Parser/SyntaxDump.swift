/// The outline `bridgelint dump-syntax FILE` prints: one line per declaration, block,
/// closure, call and assignment, `line:column` first, indented by nesting. Tests use it
/// to pin down structure (closure versus block, who owns a closure, …).
public enum SyntaxDump {
  public static func render(_ file: ParsedFile) -> String {
    let tree = file.syntax
    var events: [(token: Int32, order: Int, depth: Int, text: String)] = []

    for (index, node) in tree.nodes.enumerated() where node.kind != .sourceFile {
      events.append((node.start, index * 3, Int(node.depth) - 1, describe(node, in: file)))
    }
    for (index, call) in tree.calls.enumerated() {
      let anchor = call.name >= 0 ? call.name : call.calleeStart
      events.append((anchor, index * 3 + 1, depth(of: call.scope, in: tree), describe(call, in: file)))
    }
    for (index, assignment) in tree.assignments.enumerated() {
      let text = "assign \(clip(file.text(assignment.lhs))) = \(clip(file.text(assignment.rhs)))"
      events.append((assignment.lhs.start, index * 3 + 2, depth(of: assignment.scope, in: tree), text))
    }
    events.sort { ($0.token, $0.order) < ($1.token, $1.order) }

    var output = ""
    if tree.exceededDepth { output += "note: nesting deeper than \(Parser.maximumDepth) levels was parsed flat\n" }
    for event in events {
      let (line, column) = file.location(of: event.token)
      output += "\(line):\(column) " + String(repeating: "  ", count: max(0, event.depth)) + event.text + "\n"
    }
    return output
  }

  private static func depth(of node: Int32, in tree: SyntaxTree) -> Int {
    node >= 0 && Int(node) < tree.nodes.count ? Int(tree.nodes[Int(node)].depth) : 0
  }

  private static func clip(_ text: String) -> String {
    text.count > 60 ? String(text.prefix(57)) + "..." : text
  }

  private static func attributeText(_ range: Range<Int32>, in file: ParsedFile) -> String {
    range.map { "@" + file.text(file.syntax.attributes[Int($0)].name) + " " }.joined()
  }

  static func describe(_ node: SyntaxNode, in file: ParsedFile) -> String {
    let tree = file.syntax
    let payload = Int(node.payload)
    switch node.kind {
    case .sourceFile:
      return "file"
    case .type:
      let type = tree.types[payload]
      var text = "type \(attributeText(type.attributes, in: file))\(type.kind) \(file.text(type.nameRange))"
      let inherited = type.inheritance.map { file.text(tree.typeReferences[Int($0)].range) }
      if !inherited.isEmpty { text += " : " + inherited.joined(separator: ", ") }
      return text
    case .function, .accessor:
      let function = tree.functions[payload]
      if node.kind == .accessor {
        return function.keyword >= 0 ? "accessor \(file.text(function.keyword))" : "accessor get (implicit)"
      }
      let labels = function.parameters.map { index -> String in
        let parameter = tree.parameters[Int(index)]
        return (parameter.label >= 0 ? file.text(parameter.label) : "_") + ":"
      }.joined()
      var text = "\(attributeText(function.attributes, in: file))"
      switch function.kind {
      case .initializer: text += "init(\(labels))"
      case .deinitializer: text += "deinit"
      case .subscript: text += "subscript(\(labels))"
      default: text += "func \(file.text(function.name))(\(labels))"
      }
      if function.modifiers.isTypeMember { text = "static " + text }
      if !function.returnType.isEmpty { text += " -> \(file.text(function.returnType))" }
      if function.bodyOpen < 0 { text += " (no body)" }
      return text
    case .variable:
      let variable = tree.variables[payload]
      var text = "\(attributeText(variable.attributes, in: file))\(variable.isLet ? "let" : "var") "
      if variable.modifiers.isTypeMember { text = "static " + text }
      if variable.modifiers.isPrivate { text = "private " + text }
      text += file.text(variable.pattern)
      if !variable.type.isEmpty { text += ": \(file.text(variable.type))" }
      if !variable.initializer.isEmpty { text += " = \(clip(file.text(variable.initializer)))" }
      if variable.accessorOpen >= 0 { text += variable.isComputed ? " { computed }" : " { observers }" }
      return text
    case .closure:
      let closure = tree.closures[payload]
      var text = "closure"
      if !closure.captures.isEmpty {
        let captures = closure.captures.map { index -> String in
          let capture = tree.captures[Int(index)]
          let specifier = capture.specifier == .none ? "" : capture.specifier.text + " "
          return specifier + file.text(capture.name)
        }
        text += " [" + captures.joined(separator: ", ") + "]"
      }
      if !closure.parameterNames.isEmpty {
        text += " (" + closure.parameterNames.map { file.text($0) }.joined(separator: ", ") + ")"
      }
      text += " owner=" + ownerText(closure, in: file)
      return text
    case .block:
      let block = tree.blocks[payload]
      var text = file.text(block.keyword)
      if !block.condition.isEmpty { text += " " + clip(file.text(block.condition)) }
      return text
    }
  }

  private static func ownerText(_ closure: Closure, in file: ParsedFile) -> String {
    let tree = file.syntax
    switch closure.ownerKind {
    case .none: return "none"
    case .returned: return "return"
    case .assignment:
      guard closure.owner >= 0 && Int(closure.owner) < tree.assignments.count else { return "assignment" }
      return "assignment(\(file.text(tree.assignments[Int(closure.owner)].lhs)))"
    case .variableInitializer:
      guard closure.owner >= 0 && Int(closure.owner) < tree.variables.count else { return "variable" }
      return "variable(\(file.text(tree.variables[Int(closure.owner)].pattern)))"
    case .argument, .trailingClosure:
      let name = file.call(closure.owner).map { $0.name >= 0 ? file.text($0.name) : "<expression>" } ?? "?"
      if closure.ownerKind == .trailingClosure {
        return closure.ownerIndex >= 0 ? "trailing(\(name), \(file.text(closure.ownerIndex)):)" : "trailing(\(name))"
      }
      return "argument(\(name), #\(closure.ownerIndex))"
    }
  }

  static func describe(_ call: Call, in file: ParsedFile) -> String {
    let calleeEnd = call.name >= 0 ? call.name + 1 : call.calleeStart + 1
    // Long modifier chains: only the start of the callee is shown, so build no more of it.
    var callee = file.compactText(TokenRange(call.calleeStart, calleeEnd), limit: 64)
    if call.name < 0 { callee = "<expression>" }
    var text = "call \(clip(callee))"
    if call.leftParen >= 0 {
      let labels = file.arguments(of: call).map { ($0.label >= 0 ? file.text($0.label) : "_") + ":" }
      text += "(" + labels.joined() + ")"
    }
    if !call.trailingClosures.isEmpty { text += " trailing=\(call.trailingClosures.count)" }
    return text
  }
}
