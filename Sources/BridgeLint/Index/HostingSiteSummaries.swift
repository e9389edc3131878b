/// Pass 1's hosting sites of one file, kept with the file (`ParsedFile.derived`).
final class HostingSiteSummaryList {
  let sites: [HostingSiteSummary]
  init(_ sites: [HostingSiteSummary]) { self.sites = sites }
}

extension ParsedFile {
  /// The hosting sites pass 1 summarises for the index, computed once: the cross-file rules read
  /// the same value (see `hostingSites()`).
  public var hostingSiteSummaries: [HostingSiteSummary] {
    derived.value { HostingSiteSummaryList(hostingSites()) }.sites
  }

  /// Every place the file hosts SwiftUI content in UIKit/AppKit, in source order: from tokens and
  /// declarations only (function bodies are skipped by a declarations-only parse), so pass 1's summary
  /// and a rule's view of the same file agree.
  public func hostingSites() -> [HostingSiteSummary] {
    // Every site starts with one of five words (`super`, `rootView`, `UIHosting…`, `NSHosting…`):
    // one tight pass over the tokens keeps the few that could, before any closer look.
    var candidates: [Int32] = []
    tokens.withUnsafeBufferPointer { tokens in
      bytes.withUnsafeBufferPointer { bytes in
        for position in tokens.indices {
          let value = tokens[position]
          guard value.kind == .identifier || value.kind == .keyword, value.startOffset < bytes.count else { continue }
          // `super`, `rootView`, `UIHostingController`/`UIHostingConfiguration`, `NSHostingView`/`NSHostingController`.
          let length = value.length
          switch bytes[value.startOffset] {
          case UInt8(ascii: "s") where length == 5, UInt8(ascii: "r") where length == 8,
            UInt8(ascii: "U") where length == 19 || length == 22, UInt8(ascii: "N") where length == 13 || length == 19:
            candidates.append(Int32(position))
          default: continue
          }
        }
      }
    }
    let scan = HostingSiteScan()
    return candidates.compactMap { hostingSite(at: $0, scan) }
  }

  private func hostingSite(at token: Int32, _ scan: HostingSiteScan) -> HostingSiteSummary? {
    if word(token) == .super {
      guard isKind(token + 1, .period), word(token + 2) == .initWord, isKind(token + 3, .leftParen),
        tokenIs(token + 4, "rootView"), isKind(token + 5, .colon)
      else { return nil }
      return site(.superInit, anchor: token, root: token + 6, scan)
    }
    if tokenIs(token, "rootView") {
      guard isKind(token + 1, .equal), isKind(token - 1, .period) || tokens[Int(token)].hasNewlineBefore else {
        return nil
      }
      return site(.rootViewAssignment, anchor: token, root: token + 2, scan)
    }
    if tokenIs(token, "UIHostingConfiguration") {
      guard !isKind(token - 1, .period), isKind(token + 1, .leftBrace) else { return nil }
      return configurationSite(anchor: token, open: token + 1, scan)
    }
    guard
      tokenIs(token, "UIHostingController") || tokenIs(token, "NSHostingController") || tokenIs(token, "NSHostingView"),
      !isKind(token - 1, .period)
    else { return nil }
    var open = token + 1
    if tokenIs(open, "<") {
      // `UIHostingController<Root>(rootView:)`: the `(` after the generic arguments.
      var steps = 0
      while isValid(open) && !isKind(open, .leftParen) && steps < 24 {
        if isKind(open, .leftBrace) || isKind(open, .rightParen) { return nil }
        open += 1
        steps += 1
      }
    }
    guard isKind(open, .leftParen), tokenIs(open + 1, "rootView"), isKind(open + 2, .colon) else { return nil }
    return site(.controller, anchor: token, root: open + 3, scan)
  }

  private func site(
    _ kind: HostingSiteSummary.Kind, anchor: Int32, root: Int32, _ scan: HostingSiteScan
  ) -> HostingSiteSummary {
    let context = typeContext(at: anchor, scan)
    var roots: [HostedRoot] = []
    if let parsed = hostedRoot(at: root, propertyTypes: context) { roots.append(parsed) }
    var site = HostingSiteSummary(
      kind: kind, anchor: anchor, line: Int32(location(of: anchor).line), roots: roots, usage: [],
      controllerName: nil)
    if kind == .controller { classifyUsage(&site, scan) }
    if kind == .superInit, let type = declarationContext(at: anchor).type {
      site.superclass = inheritedNames(of: syntax.types[type]).first
    }
    return site
  }

  private func configurationSite(anchor: Int32, open: Int32, _ scan: HostingSiteScan) -> HostingSiteSummary {
    var propertyTypes = typeContext(at: anchor, scan)
    var scan = ViewScan()
    scan.collect(self, open: open, close: matchingClose(open), propertyTypes: &propertyTypes)
    let (edges, _) = scan.finish()
    let roots = edges.map { edge in
      HostedRoot(
        type: edge.target, token: anchor, provided: edge.provided, providesUnknown: edge.providesUnknown,
        modifiers: edge.modifiers, containers: edge.containers, isDestination: edge.isDestination,
        isKeyed: edge.isKeyed)
    }
    return HostingSiteSummary(
      kind: .configuration, anchor: anchor, line: Int32(location(of: anchor).line), roots: roots, usage: .cell,
      controllerName: nil)
  }

  /// `Root(…).environmentObject(store)`, possibly inside `AnyView(…)`: the root view and what the
  /// modifiers applied to it provide. Nil when the root is not a construction (a variable, a parameter).
  func hostedRoot(at start: Int32, propertyTypes: [String: String]) -> HostedRoot? {
    var token = start
    var wrappers: [Int32] = []
    while tokenIs(token, "AnyView") && isKind(token + 1, .leftParen) && wrappers.count < 4 {
      wrappers.append(matchingClose(token + 1))
      token += 2
    }
    guard isUpperIdentifier(token) else { return nil }
    var next = token + 1
    if isKind(next, .period) && word(next + 1) == .initWord { next += 2 }
    guard isKind(next, .leftParen) || isKind(next, .leftBrace) else { return nil }
    var root = HostedRoot(type: text(token), token: token)
    applyChain(from: groupsEnd(after: next), to: &root, propertyTypes: propertyTypes)
    for close in wrappers.reversed() where close > 0 {
      applyChain(from: close + 1, to: &root, propertyTypes: propertyTypes)
    }
    return root
  }

  private func applyChain(from start: Int32, to root: inout HostedRoot, propertyTypes: [String: String]) {
    var token = start
    var steps = 0
    while isKind(token, .period), isKind(token + 1, .identifier), steps < 256 {
      steps += 1
      let name = text(token + 1)
      let open = token + 2
      guard isKind(open, .leftParen) || isKind(open, .leftBrace) else { return }
      if SwiftUINames.environmentModifiers.contains(name) && isKind(open, .leftParen) {
        if !isKind(open + 1, .backslash) {
          if let type = providedType(at: open + 1, close: matchingClose(open), propertyTypes: propertyTypes) {
            root.provided.append(type)
          } else {
            root.providesUnknown = true
          }
        }
      } else if name == "modifier", isKind(open, .leftParen), let type = constructedType(at: open + 1) {
        root.modifiers.append(type)
      } else if !SwiftUINames.frameworkModifiers.contains(name) {
        root.modifiers.append(name)
      }
      token = groupsEnd(after: open)
    }
  }

  /// Past `(…)`, `{ … }` and labeled trailing closures starting at `token`.
  func groupsEnd(after token: Int32) -> Int32 {
    var current = token
    var steps = 0
    while steps < 8 {
      steps += 1
      if isKind(current, .leftParen) || isKind(current, .leftBrace) {
        let close = matchingClose(current)
        guard close > current else { return current + 1 }
        current = close + 1
        continue
      }
      if isKind(current, .identifier) && isKind(current + 1, .colon) && isKind(current + 2, .leftBrace)
        && !tokens[Int(current)].hasNewlineBefore
      {
        current += 2
        continue
      }
      break
    }
    return current
  }

  /// The non-local type and function around `token` (declared in both a full and a declarations-only parse):
  /// the innermost of each among the nodes around it, found by walking up from the token (asked
  /// per hosting site, so never a walk over every declaration of the file).
  private func declarationContext(at token: Int32) -> (type: Int?, function: Int?) {
    var type: Int?
    var function: Int?
    var node = innermostNode(containing: token)
    var steps = 0
    while isValidNode(node) && steps <= Parser.maximumDepth + 8 && (type == nil || function == nil) {
      let value = syntax.nodes[Int(node)]
      let payload = Int(value.payload)
      if type == nil, value.kind == .type, payload >= 0, payload < syntax.types.count {
        let declaration = syntax.types[payload]
        if declaration.bodyOpen < token && declaration.bodyClose > token && !isLocal(declaration) { type = payload }
      }
      if function == nil, value.kind == .function || value.kind == .accessor, payload >= 0,
        payload < syntax.functions.count
      {
        let declaration = syntax.functions[payload]
        if declaration.bodyOpen >= 0 && declaration.bodyOpen < token && declaration.bodyClose > token,
          isValidNode(value.parent),
          syntax.nodes[Int(value.parent)].kind == .type || syntax.nodes[Int(value.parent)].kind == .sourceFile
        {
          function = payload
        }
      }
      node = value.parent
      steps += 1
    }
    return (type, function)
  }

  /// Names whose types a provider argument may be: the enclosing type's properties, the function's
  /// parameters and the locals it declared before `token` (`let store = Store()`).
  /// Sites come in source order: one function's locals are read once, up to each site in turn,
  /// not from the function's start for each site.
  private func typeContext(at token: Int32, _ scan: HostingSiteScan) -> [String: String] {
    let (type, function) = declarationContext(at: token)
    guard let function else { return type.map { memberTypes(of: $0, scan) } ?? [:] }
    let declaration = syntax.functions[function]
    if scan.function != function || scan.scanned > token {
      var types = type.map { memberTypes(of: $0, scan) } ?? [:]
      for index in declaration.parameters {
        let parameter = syntax.parameters[Int(index)]
        guard parameter.name >= 0, let declared = typeName(in: parameter.type) else { continue }
        types[text(parameter.name)] = declared
      }
      scan.function = function
      scan.scanned = declaration.bodyOpen + 1
      scan.locals = types
    }
    // `let name: Type` reads at most the 3 tokens after the colon, and never past the site: a
    // declaration that close to this site is read again for the next one, on a copy.
    var current = scan.scanned
    while current < token {
      if let local = localType(at: current, limit: token) {
        if local.isLimited { break }
        if let declared = local.declared { scan.locals[local.name] = declared }
      }
      current += 1
    }
    scan.scanned = current
    guard current < token else { return scan.locals }
    var types = scan.locals
    while current < token {
      if let local = localType(at: current, limit: token), let declared = local.declared {
        types[local.name] = declared
      }
      current += 1
    }
    return types
  }

  /// The enclosing type's properties and their types, once per type.
  private func memberTypes(of type: Int, _ scan: HostingSiteScan) -> [String: String] {
    if let known = scan.memberTypes[type] { return known }
    var types: [String: String] = [:]
    for index in members.variables[type] {
      let variable = syntax.variables[Int(index)]
      guard variable.name >= 0, let declared = declaredType(of: variable) else { continue }
      types[text(variable.name)] = declared
    }
    scan.memberTypes[type] = types
    return types
  }

  /// `let name: Type` or `let name = Type(…)` at `current`, read no further than `limit`;
  /// `isLimited` when `limit` cut the type short (then the answer holds for this site only).
  private func localType(at current: Int32, limit: Int32) -> (name: String, declared: String?, isLimited: Bool)? {
    guard word(current) == .let || word(current) == .var, isKind(current + 1, .identifier) else { return nil }
    if isKind(current + 2, .colon) {
      let declared = typeName(in: TokenRange(current + 3, min(current + 6, limit)))
      return (text(current + 1), declared, current + 6 > limit)
    }
    if isKind(current + 2, .equal), let declared = constructedType(at: current + 3) {
      return (text(current + 1), declared, false)
    }
    return nil
  }

  /// What the creating code does with a controller: through the call it is passed to directly, or
  /// the name it is stored under.
  private func classifyUsage(_ site: inout HostingSiteSummary, _ scan: HostingSiteScan) {
    let anchor = site.anchor
    site.usage.formUnion(usage(ofArgumentAt: anchor))
    var name: String?
    var isProperty = false
    if isKind(anchor - 1, .equal) {
      if isKind(anchor - 2, .identifier) && isKind(anchor - 3, .period) {
        name = text(anchor - 2)
        isProperty = true
      } else {
        var back = anchor - 2
        var steps = 0
        while back >= 0 && steps < 12 && !(word(back) == .let || word(back) == .var) {
          back -= 1
          steps += 1
        }
        if word(back) == .let || word(back) == .var, isKind(back + 1, .identifier) { name = text(back + 1) }
        if word(back) != .let && word(back) != .var && isKind(anchor - 2, .identifier) { name = text(anchor - 2) }
      }
    }
    guard let name else { return }
    site.controllerName = name
    let (type, function) = declarationContext(at: anchor)
    var range = TokenRange(anchor, anchor)
    if let function, !isProperty, !(type.map { memberNames(of: $0, scan).contains(name) } ?? false) {
      range = TokenRange(syntax.functions[function].bodyOpen, syntax.functions[function].bodyClose)
    } else if let type {
      range = TokenRange(syntax.types[type].bodyOpen, syntax.types[type].bodyClose)
    }
    // The range's identifiers are indexed once: a function with thousands of sites is not read once per site.
    for token in identifierUses(in: range, scan)[name, default: []] {
      var argument = token
      if isKind(token - 1, .period) && word(token - 2) == .selfWord { argument = token - 2 }
      site.usage.formUnion(usage(ofArgumentAt: argument))
    }
  }

  /// Identifiers in `range` not followed by `.`, by text, in source order: once per range.
  private func identifierUses(in range: TokenRange, _ scan: HostingSiteScan) -> [String: [Int32]] {
    if let known = scan.identifierUses[range.start], known.end == range.end { return known.uses }
    var uses: [String: [Int32]] = [:]
    var token = range.start
    while token < range.end {
      if isKind(token, .identifier), !isKind(token + 1, .period) { uses[text(token), default: []].append(token) }
      token += 1
    }
    scan.identifierUses[range.start] = (range.end, uses)
    return uses
  }

  /// The names of `type`'s own properties, once per type.
  private func memberNames(of type: Int, _ scan: HostingSiteScan) -> Set<String> {
    if let known = scan.memberNames[type] { return known }
    var names: Set<String> = []
    for index in members.variables[type] {
      let variable = syntax.variables[Int(index)]
      if variable.name >= 0 { names.insert(text(variable.name)) }
    }
    scan.memberNames[type] = names
    return names
  }

  /// The use of an expression starting at `token` as the argument of `pushViewController(`,
  /// `present(`, `show(`, `addChild(` or `UINavigationController(rootViewController:)`.
  private func usage(ofArgumentAt token: Int32) -> HostingUsage {
    var open = token - 1
    var label: Int32 = -1
    if isKind(open, .colon) {
      label = open - 1
      open -= 2
    }
    guard isKind(open, .leftParen), isKind(open - 1, .identifier) else { return [] }
    let callee = open - 1
    if label >= 0 {
      return tokenIs(callee, "UINavigationController") && tokenIs(label, "rootViewController") ? .navigationRoot : []
    }
    if tokenIs(callee, "pushViewController") || tokenIs(callee, "show") { return .pushed }
    if tokenIs(callee, "present") { return .presented }
    if tokenIs(callee, "addChild") { return .child }
    return []
  }
}

/// What one `hostingSites()` call has read so far, shared by its sites (one file, one thread):
/// tables built once per type, function or range instead of once per site.
private final class HostingSiteScan {
  /// The function whose locals `locals` holds, read up to `scanned`.
  var function: Int?
  var scanned: Int32 = 0
  var locals: [String: String] = [:]
  var memberTypes: [Int: [String: String]] = [:]
  var memberNames: [Int: Set<String>] = [:]
  /// By range start: the range's end and its identifier uses.
  var identifierUses: [Int32: (end: Int32, uses: [String: [Int32]])] = [:]
}
