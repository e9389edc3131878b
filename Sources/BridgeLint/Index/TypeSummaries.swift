extension ParsedFile {
  /// The qualified name of a type declaration: enclosing type names joined with `.`
  /// (`extension Map { class Coordinator }` gives `Map.Coordinator`).
  public func qualifiedName(of type: TypeDecl) -> String {
    let payload = Int(syntax.nodes[Int(type.node)].payload)
    return qualifiedNames[payload]
  }

  /// Computes the qualified name of the type declaration at `payload` (cached by `qualifiedNames`).
  func computeQualifiedName(of type: TypeDecl) -> String {
    let name = compactText(type.nameRange)
    var enclosing: [String] = []
    var current = syntax.nodes[Int(type.node)].parent
    var steps = 0
    while isValidNode(current) && steps <= Parser.maximumDepth + 8 {
      let node = syntax.nodes[Int(current)]
      if node.kind == .type { enclosing.append(compactText(syntax.types[Int(node.payload)].nameRange)) }
      current = node.parent
      steps += 1
    }
    // Most types are top level: no array to join.
    return enclosing.isEmpty ? name : (enclosing.reversed() + [name]).joined(separator: ".")
  }

  /// Names in `type`'s inheritance clause.
  public func inheritedNames(of type: TypeDecl) -> [String] {
    type.inheritance.compactMap { index in
      let reference = syntax.typeReferences[Int(index)]
      return reference.name >= 0 ? text(reference.name) : nil
    }
  }

  public func attributeNames(_ range: Range<Int32>) -> [String] {
    range.map { text(syntax.attributes[Int($0)].name) }
  }

  /// The property wrapper of a variable: its first attribute whose name starts uppercase.
  public func wrapperName(of variable: VariableDecl) -> String? {
    for index in variable.attributes {
      let name = text(syntax.attributes[Int(index)].name)
      if let first = name.unicodeScalars.first, first.properties.isUppercase { return name }
    }
    return nil
  }

  /// Is `type` declared in code (a function or accessor body, a closure, a statement block) rather
  /// than at the top level or in another type? A local type is no member and no project type: only a
  /// full parse sees it, so counting it would make a declarations-only parse disagree (a helper's
  /// local `class Coordinator` would hide the top-level one).
  public func isLocal(_ type: TypeDecl) -> Bool {
    guard isValidNode(type.node) else { return false }
    var current = syntax.nodes[Int(type.node)].parent
    var steps = 0
    while isValidNode(current) && steps <= Parser.maximumDepth + 8 {
      let node = syntax.nodes[Int(current)]
      if node.kind != .type && node.kind != .sourceFile { return true }
      current = node.parent
      steps += 1
    }
    return false
  }

  /// Does a computed property's getter build a new instance: `{ VM() }`, `{ return VM(…) }`,
  /// `{ .init() }`? (Tokens only: declarations-only parses skip accessor bodies.)
  func getterConstructs(_ variable: VariableDecl) -> Bool {
    guard variable.accessorOpen >= 0 else { return false }
    var token = variable.accessorOpen + 1
    if word(token) == .get && isKind(token + 1, .leftBrace) { token += 2 }
    if word(token) == .return { token += 1 }
    if isKind(token, .period) && word(token + 1) == .initWord { return isKind(token + 2, .leftParen) }
    guard kind(token) == .identifier, let first = text(token).utf8.first, first >= 65 && first <= 90 else {
      return false
    }
    if isKind(token + 1, .period) && word(token + 2) == .initWord { return isKind(token + 3, .leftParen) }
    return isKind(token + 1, .leftParen)
  }

  /// The view a `body` getter is made of when it is one view with modifiers (`ProgressView().tint(.white)`,
  /// `Spinner()\n  .frame(maxWidth: .infinity)`): the token of that view's name, else nil.
  func bodyRootView(_ variable: VariableDecl) -> Int32? {
    let (open, close) = (variable.accessorOpen, variable.accessorClose)
    guard open >= 0, close > open else { return nil }
    var token = open + 1
    if word(token) == .return { token += 1 }
    guard isKind(token, .identifier), isKind(token + 1, .leftParen) || isKind(token + 1, .leftBrace),
      let first = text(token).unicodeScalars.first, first.properties.isUppercase
    else { return nil }
    var next = token + 1
    while next < close {
      if isKind(next, .leftParen) || isKind(next, .leftBrace) || isKind(next, .leftSquare) {
        guard let end = closer(of: next), end < close else { return nil }
        next = end + 1
        continue
      }
      if tokens[Int(next)].hasNewlineBefore && !isKind(next, .period) { return nil }
      next += 1
    }
    return token
  }

  /// Pass 1's view of this file: its type declarations and extensions (local types are not declarations
  /// of the project, see `isLocal`).
  /// The file's type summaries; with `viewGraph` false, without the view summaries and hosting
  /// sites that only the view-graph rules ask for.
  public func typeSummaries(viewGraph: Bool = true) -> [TypeSummary] {
    var summaries: [TypeSummary] = []
    // Node → its summary (an array, not a dictionary: every function and variable asks).
    var summaryOfNode = [Int32](repeating: -1, count: syntax.nodes.count)
    func summary(ofParentOf node: Int32) -> Int? {
      let parent = isValidNode(node) ? syntax.nodes[Int(node)].parent : -1
      guard isValidNode(parent), summaryOfNode[Int(parent)] >= 0 else { return nil }
      return Int(summaryOfNode[Int(parent)])
    }
    var scan = ViewScan()
    var summaryOfType: [Int32] = []
    summaryOfType.reserveCapacity(syntax.types.count)
    for (typeIndex, type) in syntax.types.enumerated() {
      guard !isLocal(type) else {
        summaryOfType.append(-1)
        continue
      }
      summaryOfType.append(Int32(summaries.count))
      if isValidNode(type.node) { summaryOfNode[Int(type.node)] = Int32(summaries.count) }
      var summary = TypeSummary(
        qualifiedName: qualifiedName(of: type), kind: type.kind, inherited: inheritedNames(of: type),
        attributes: attributeNames(type.attributes), properties: [])
      if viewGraph {
        summary.view = viewSummary(of: type, typeIndex: typeIndex, scan: &scan)
      } else if type.kind == .struct || type.kind == .extension {
        // `duplicate_state_copy` (on by default) reads the call sites' seeds without the view graph.
        let states = injectableStates(of: type, typeIndex: typeIndex)
        if !states.isEmpty {
          summary.view = ViewSummary(file: path)
          summary.view?.injectableState = states
        }
      }
      summary.file = path
      summaries.append(summary)
    }
    // Calls that seed a view's state with a fresh value belong to the innermost non-local type
    // around them (top-level calls, `#Preview` bodies and preview types do not count). Read from
    // tokens: a declarations-only parse has no calls, and both parses must give one summary.
    var bodies: [(open: Int32, close: Int32, summary: Int)] = []
    for (typeIndex, type) in syntax.types.enumerated()
    where summaryOfType[typeIndex] >= 0 && type.bodyOpen >= 0 && type.bodyClose > type.bodyOpen {
      bodies.append((type.bodyOpen, type.bodyClose, Int(summaryOfType[typeIndex])))
    }
    bodies.sort { $0.open < $1.open }
    if !bodies.isEmpty {
      let freshLocals = freshLocalNames()
      // Each type's own `@State`/`@StateObject` names (one pass over the file's variables).
      var ownedStates: [Int: Set<String>] = [:]
      for variable in syntax.variables where variable.name >= 0 {
        guard let owner = summary(ofParentOf: variable.node), let wrapper = wrapperName(of: variable),
          wrapper == "State" || wrapper == "StateObject"
        else { continue }
        ownedStates[owner, default: []].insert(text(variable.name))
      }
      var open: [(close: Int32, summary: Int)] = []
      var next = 0
      // Initializer bodies in source order: there `self.x = …` sets the first value.
      let initializers = syntax.functions.lazy.filter { $0.kind == .initializer && $0.bodyClose > $0.bodyOpen }
        .map { (open: $0.bodyOpen, close: $0.bodyClose) }.sorted { $0.open < $1.open }
      var nextInitializer = 0
      var initializerEnd: Int32 = -1
      var token = bodies[0].open
      // What the calls of one type share, worked out once per type, not per call.
      var current = -1
      var enclosing = ""
      var isPreview = false
      var keepsKept = false
      var owned: Set<String> = []
      while token < Int32(tokens.count) && (next < bodies.count || !open.isEmpty) {
        defer { token += 1 }
        while let last = open.last, last.close <= token { open.removeLast() }
        while next < bodies.count && bodies[next].open <= token {
          open.append((bodies[next].close, bodies[next].summary))
          next += 1
        }
        while nextInitializer < initializers.count && initializers[nextInitializer].open <= token {
          initializerEnd = max(initializerEnd, initializers[nextInitializer].close)
          nextInitializer += 1
        }
        // Most tokens assign nothing: asked first, so that the summary is not accessed for them.
        if let position = open.last?.summary, mayAssign(token) {
          addAssignedMembers(
            at: token, inInitializer: token < initializerEnd, to: &summaries[position].memberFacts)
        }
        guard let position = open.last?.summary, isKind(token + 1, .leftParen) else { continue }
        if position != current {
          current = position
          let inherited = summaries[position].inherited
          isPreview = inherited.contains("PreviewProvider")
          enclosing = isPreview ? "" : ProjectIndex.simpleName(summaries[position].qualifiedName)
          // An `App` or a widget builds its views once per scene or entry: the rule leaves their
          // call sites alone, so they do not take the report from the child's declaration.
          keepsKept = !inherited.contains("App") && !inherited.contains("Widget")
          owned = ownedStates[position] ?? []
        }
        guard !isPreview else { continue }
        let seeds = seeds(
          callee: token, enclosing: enclosing, freshLocals: freshLocals, ownedStates: owned)
        if !seeds.fresh.isEmpty { summaries[position].freshSeeds += seeds.fresh }
        if !seeds.passed.isEmpty { summaries[position].passedSeeds += seeds.passed }
        if keepsKept && !seeds.kept.isEmpty { summaries[position].keptSeeds += seeds.kept }
      }
    }
    // Hosting sites belong to the innermost (non-local) type around them.
    for site in viewGraph ? hostingSiteSummaries : [] {
      var owner: Int32 = -1
      for (typeIndex, type) in syntax.types.enumerated()
      where summaryOfType[typeIndex] >= 0 && type.bodyOpen < site.anchor && type.bodyClose > site.anchor {
        owner = summaryOfType[typeIndex]
      }
      if owner >= 0 { summaries[Int(owner)].hostingSites.append(site) }
    }
    // Members are only needed for classes (coordinators), extensions (which may extend one) and
    // protocols (whose requirements a fix narrowing access must keep visible); keeping them for
    // every struct and enum would cost strings for nothing.
    func keepsMembers(_ summary: Int) -> Bool {
      let kind = summaries[summary].kind
      return kind == .class || kind == .extension || kind == .actor || kind == .protocol
    }
    for function in syntax.functions where function.kind == .function {
      guard let summary = summary(ofParentOf: function.node) else { continue }
      if tokenIs(function.name, "makeCoordinator") && function.parameters.isEmpty {
        summaries[summary].coordinatorType = typeName(in: function.returnType)
      }
      if keepsMembers(summary) { summaries[summary].methods.append(text(function.name)) }
    }
    var entities: Set<String> = []
    for variable in syntax.variables where variable.name >= 0 {
      if let entity = fetchedEntity(in: variable.type), entities.insert(entity).inserted {
        summaries.append(
          TypeSummary(
            qualifiedName: entity, kind: .extension, inherited: ["NSManagedObject"], attributes: [], properties: []))
      }
      guard let summary = summary(ofParentOf: variable.node) else { continue }
      let root = variable.isComputed && tokenIs(variable.name, "body") ? bodyRootView(variable) : nil
      let isProgressView = root.map { tokenIs($0, "ProgressView") } ?? false
      // Another view as the whole body: kept so a spinner wrapped in project views is still a spinner.
      let wrappedView = root.flatMap { isProgressView ? nil : text($0) }
      guard keepsMembers(summary) || root != nil else { continue }
      if !variable.modifiers.isTypeMember && keepsMembers(summary) {
        // A class's stored property may keep its first object; a computed one may build another.
        let kind = summaries[summary].kind
        let stored = !variable.isComputed && (kind == .class || kind == .actor)
        summaries[summary].memberFacts.append(stored ? nameHash(variable.name) & ~1 : nameHash(variable.name) | 1)
      }
      summaries[summary].properties.append(
        PropertySummary(
          name: text(variable.name), wrapper: wrapperName(of: variable), wrappedView: wrappedView,
          isTypeMember: variable.modifiers.isTypeMember, isStored: !variable.isComputed,
          constructsInstance: variable.isComputed && getterConstructs(variable), isProgressView: isProgressView,
          isSettable: !variable.isComputed && !variable.isLet && !variable.modifiers.isTypeMember
            && !variable.modifiers.contains(.private) && !variable.modifiers.contains(.fileprivate)
            && !variable.modifiers.contains(.restrictedSetter)
            && !(variable.type.end > variable.type.start && tokenIs(variable.type.end - 1, "!")),
          isLet: variable.isLet && !variable.modifiers.isTypeMember))
    }
    // An alias is indexed like an extension whose inheritance clause is its target: it adds no
    // declared kind, and its framework roots are the target's.
    for alias in syntax.typeAliases {
      guard let target = typeName(in: alias.target) else { continue }
      let node = alias.scope
      guard isValidNode(node), syntax.nodes[Int(node)].kind == .sourceFile || syntax.nodes[Int(node)].kind == .type
      else { continue }
      var name = text(alias.name)
      // `typealias UIViewController = NSViewController` is another platform's shim: in a build that
      // has the framework type the name means the framework's (round s: a macOS target's aliases
      // made every UIKit controller of the app look like an AppKit one too).
      if syntax.nodes[Int(node)].kind == .sourceFile && !FrameworkRoots.of(frameworkName: name).isEmpty { continue }
      if syntax.nodes[Int(node)].kind == .type {
        name = qualifiedName(of: syntax.types[Int(syntax.nodes[Int(node)].payload)]) + "." + name
      }
      summaries.append(
        TypeSummary(qualifiedName: name, kind: .extension, inherited: [target], attributes: [], properties: []))
    }
    return ParsedFile.compacted(summaries)
  }

  /// `Event` in `FetchedResults<Event>`, `FetchRequest<Event>`, `NSFetchRequest<Event>` or
  /// `SectionedFetchResults<String, Event>`: a Core Data entity, so an `NSManagedObject` (an
  /// `ObservableObject`) even where Xcode generates its class and no file declares it.
  func fetchedEntity(in range: TokenRange) -> String? {
    guard range.end - range.start >= 4, kind(range.start) == .identifier,
      tokenIs(range.start, "FetchedResults") || tokenIs(range.start, "FetchRequest")
        || tokenIs(range.start, "NSFetchRequest") || tokenIs(range.start, "SectionedFetchResults")
    else { return nil }
    var entity: Int32 = -1
    for token in range.start + 1..<range.end where isUpperIdentifier(token) && !isKind(token + 1, .period) {
      entity = token
    }
    guard entity >= 0 else { return nil }
    let name = text(entity)
    return ["NSFetchRequestResult", "NSManagedObject", "NSDictionary", "NSNumber", "NSManagedObjectID"].contains(name)
      ? nil : name
  }

  /// Adds the members `token` replaces (tagged, see `TypeSummary.memberFacts`) to `members`: the name
  /// before an assignment's `=` that is no declaration (`let x =`, `case x =`) nor the owner's own
  /// member in an initializer, and the member a binding writes (`y` in `$model.x.y`, `x` in `$x`). Lowercase
  /// names only: `var x: Model = …` puts a type before the `=`.
  func addAssignedMembers(at token: Int32, inInitializer: Bool, to members: inout [UInt64]) {
    switch kind(token) {
    case .equal:
      let name = token - 1
      guard kind(name) == .identifier, isLowercaseLetter(byte(name, 0)) else { return }
      switch word(name - 1) {
      case .let, .var, .case: return
      default: break
      }
      if inInitializer && (!isKind(name - 1, .period) || word(name - 2) == .selfWord) { return }
      members.append(nameHash(name) | 1)
    case .identifier:
      guard byte(token, 0) == UInt8(ascii: "$"), isLowercaseLetter(byte(token, 1)) else { return }
      // The binding writes the chain's last member; the objects on the way stay the same ones.
      var member = token
      var steps = 0
      while steps < 16 && isKind(member + 1, .period) && kind(member + 2) == .identifier {
        member += 2
        steps += 1
      }
      members.append(nameHash(member) | 1)
    default:
      return
    }
  }

  /// Could `addAssignedMembers` add anything at `token`: is it an `=` or a `$` name?
  @inline(__always) private func mayAssign(_ token: Int32) -> Bool {
    switch kind(token) {
    case .equal: return true
    case .identifier: return byte(token, 0) == UInt8(ascii: "$")
    default: return false
    }
  }

  private func isLowercaseLetter(_ byte: UInt8?) -> Bool { byte.map { $0 >= 97 && $0 <= 122 } ?? false }

  /// The byte at `offset` in `token`'s text, nil past its end.
  private func byte(_ token: Int32, _ offset: Int) -> UInt8? {
    guard token >= 0 && Int(token) < tokens.count else { return nil }
    let position = tokens[Int(token)].startOffset + offset
    guard position < tokens[Int(token)].endOffset, position < source.bytes.count else { return nil }
    return source.bytes[position]
  }

  /// Every file's summaries wait in memory until the project index is built, so they keep no
  /// spare capacity from growing, and each seed once: the index takes the union of the seeds,
  /// and a view's body often calls the same initializer many times.
  static func compacted(_ summaries: [TypeSummary]) -> [TypeSummary] {
    var result: [TypeSummary] = []
    result.reserveCapacity(summaries.count)
    for var summary in summaries {
      summary.freshSeeds = unique(summary.freshSeeds)
      summary.passedSeeds = unique(summary.passedSeeds)
      summary.keptSeeds = unique(summary.keptSeeds)
      summary.memberFacts = MemberNameUses.sortedUnique(summary.memberFacts)
      summary.properties = exactCapacity(summary.properties)
      summary.methods = exactCapacity(summary.methods)
      summary.hostingSites = exactCapacity(summary.hostingSites)
      if var view = summary.view {
        view.edges = exactCapacity(view.edges)
        view.reads = exactCapacity(view.reads)
        view.injectableState = exactCapacity(view.injectableState)
        view.injectingMembers = exactCapacity(view.injectingMembers)
        view.providedTypes = exactCapacity(view.providedTypes)
        view.modifierNames = exactCapacity(view.modifierNames)
        summary.view = view
      }
      result.append(summary)
    }
    return result
  }

  /// `names` without repeats, each where it first occurs (hashing, not sorting: a sort's string
  /// comparisons cost more than the whole trim).
  private static func unique(_ names: [String]) -> [String] {
    guard names.count > 1 else { return names }
    // A handful of names: comparing them pairwise is cheaper than hashing each.
    if names.count <= 8 {
      var result: [String] = []
      result.reserveCapacity(names.count)
      for name in names where !result.contains(name) { result.append(name) }
      return result.count == names.count ? exactCapacity(names) : exactCapacity(result)
    }
    var remaining = Set(names)
    guard remaining.count < names.count else { return exactCapacity(names) }
    var result: [String] = []
    result.reserveCapacity(remaining.count)
    for name in names where remaining.remove(name) != nil { result.append(name) }
    return result
  }

  private static func exactCapacity<T>(_ array: [T]) -> [T] {
    guard array.capacity > array.count else { return array }
    var result: [T] = []
    result.reserveCapacity(array.count)
    result.append(contentsOf: array)
    return result
  }
}
