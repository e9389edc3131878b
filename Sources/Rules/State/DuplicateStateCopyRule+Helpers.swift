import BridgeLint

/// Model helpers only this rule reads (issue 27: shared ones stay in the model).
extension PropertyUses {
  /// Written in any way (assigned, mutated, bound or passed `inout`).
  var isWritten: Bool { !assignments.isEmpty || !mutations.isEmpty || !bindings.isEmpty || !inoutPasses.isEmpty }

  /// These uses without `property`'s seeds in its initializers (`self.x = x` starts the copy; it
  /// is no write of it).
  func outsideSeeds(of property: WrappedProperty) -> PropertyUses {
    let seeds = Set(property.initializations.map(\.target))
    var uses = self
    uses.assignments.removeAll { seeds.contains($0) }
    return uses
  }
}

/// The conditions that chose the branch a piece of code sits in: SwiftUI gives each branch of an
/// `if`/`else` its own identity, so a flag tested there is fixed for the views built inside.
extension ParsedFile {
  /// The conditions of every `if` branch around `token` (innermost first), with, for a branch
  /// reached through `else`, the conditions of the branches before it in its chain (they were
  /// false for it to run). Bounded: at most 64 earlier branches per chain.
  func selectingConditions(of position: TokenID) -> [TokenRange] {
    var conditions: [TokenRange] = []
    for block in enclosingBlocks(of: innermostNode(containing: position), upTo: nil) {
      var branch = block
      var steps = 0
      while steps < 64 {
        steps += 1
        let keyword = TokenID(branch.keyword)
        if word(keyword) == .if {
          conditions.append(branch.condition)
        } else if word(keyword) != .else {
          break
        }
        // `} else {` or `} else if … {`: the branch before it ends at the `}` before the `else`.
        guard let elseToken = word(keyword) == .else ? keyword : token(before: keyword), word(elseToken) == .else,
          let close = token(before: elseToken), isKind(close, .rightBrace), let open = opener(ofBracket: close),
          let previous = blockOpening(at: open)
        else { break }
        branch = previous
      }
    }
    return conditions
  }

  /// The block whose body opens at `open`. Blocks are recorded in the order of their keywords,
  /// which precede their `{`; a few blocks (closures in a condition) may sit between the two.
  private func blockOpening(at open: TokenID) -> Block? {
    let blocks = allBlocks
    let end = blocks.partitionPoint { TokenID($0.keyword) < open }
    for index in (max(0, end - 64)..<end).reversed() where TokenID(blocks[index].open) == open {
      return blocks[index]
    }
    return nil
  }
}

extension DuplicateStateCopyRule {
  /// Does the view read or write the property?
  static func isUsed(_ property: WrappedProperty, _ uses: [String: PropertyUses]) -> Bool {
    !(uses[property.name]?.reads.isEmpty ?? true) || (uses[property.name]?.isWritten ?? false)
  }

  /// A literal, an implicit member (`.recent`) or a chain of names: nothing that builds or calls.
  func isPlainValue(_ range: TokenRange, _ file: ParsedFile) -> Bool {
    !range.isEmpty && range.end - range.start <= 7
      && (range.start..<range.end).allSatisfy { token in
        switch file.kind(token) {
        case .identifier: return !file.isUpperIdentifier(token)
        case .period, .integerLiteral, .floatLiteral, .string: return true
        case .keyword: return [.selfWord, .true, .false, .nil].contains(file.word(token))
        default: return false
        }
      }
  }

  /// A chain of names (`note.title`, `self.model`), where a name may be subscripted by a name or
  /// an integer (`store.items[index]`: a row of `ForEach(store.items.indices, id: \.self)` is keyed
  /// by its index, so a changed item keeps the row and its stale copy).
  func keptChain(_ range: TokenRange, in file: ParsedFile) -> String? {
    guard !range.isEmpty, range.end - range.start <= 12 else { return nil }
    var token = range.start
    var expectsName = true
    while token < range.end {
      if expectsName {
        guard file.isKind(token, .identifier) || file.word(token) == .selfWord else { return nil }
      } else if file.isKind(token, .leftSquare) {
        // `counts[room.id]`: a key may be a member chain too.
        guard let end = file.subscriptKeyEnd(at: token, before: range.end) else { return nil }
        token = end
        continue
      } else {
        // `user?.name` and `user!.name` read the same kept value.
        let unwraps = file.isKind(token, .postfixQuestionMark) || file.isKind(token, .exclamationMark)
        guard file.isKind(token, .period) || unwraps else { return nil }
        if unwraps {
          guard file.isKind(token + 1, .period) else { return nil }
          token += 1
        }
      }
      expectsName.toggle()
      token += 1
    }
    guard !expectsName, !file.isUpperIdentifier(range.start),
      // `$0`, a closure's anonymous parameter (`ForEach(tasks) { Row(task: $0) }`), is no projection.
      !file.text(range.start).hasPrefix("$") || file.text(range.start).dropFirst().allSatisfy(\.isNumber),
      range.end - range.start > 1 || file.word(range.start) != .selfWord
    else {
      return nil
    }
    return file.compactText(range)
  }

  /// `@ObservedObject var model = frameModel()`: a call of a class the project names in lower
  /// case builds an object like `Model()` does (round u).
  func lowercaseConstruction(_ property: WrappedProperty, _ model: BridgeModel) -> String? {
    let file = model.file
    let value = file[variable: property.variable].initializer
    guard property.wrapper == .observedObject, let name = value.first, file.isKind(name, .identifier),
      !file.isUpperIdentifier(name), let open = file.token(after: name), file.isKind(open, .leftParen),
      file.closer(ofBracket: open) == value.last, model.index.has(.declaresClass, file.text(name))
    else { return nil }
    return file.text(name)
  }

  /// A project class whose stored instance properties are all `let` and that declares no method (no
  /// project superclass adding more): a wrapper of what it was given, which a new object each render
  /// loses nothing of. One with methods may be mid-request when it is replaced (round ff's sign-in
  /// models, judged correct).
  func holdsNoState(_ name: String, _ model: BridgeModel) -> Bool {
    let declarations = model.index.lookup(name)
    guard declarations.contains(where: { $0.kind == .class }) else { return false }
    return declarations.allSatisfy { type in
      !type.inherited.contains(where: model.index.isProjectClass)
        && type.methods.isEmpty && type.properties.allSatisfy { !$0.isStored || $0.isTypeMember || $0.isLet }
    }
  }

  /// This file's own declaration of the child `view`: its `state` property and the
  /// `_x = State(initialValue:)` that seeds it, or nil when this file does not declare it.
  func ownDeclaration(of view: String, _ state: InjectableState, _ model: BridgeModel)
    -> (declaration: TokenID, seed: TokenID?)?
  {
    let file = model.file
    for type in file.types(qualifiedName: view) where type.kind != .extension {
      guard let id = model.typeID(of: type), let variable = model.property(named: state.property, in: id),
        let node = file.node(NodeID(file[variable: variable].node))
      else { continue }
      // Where the index's places point: the declaration's first token (its attribute), the seed's target.
      let declaration = TokenID(node.start)
      guard state.seedLine > 0 else { return (declaration, nil) }
      let stored = "_" + state.property
      let seed = file.assignments(in: TokenRange(type.bodyOpen, type.bodyClose)).first {
        let target = file.normalizedExpression($0.lhs)
        return target == stored || target == "self." + stored
      }
      return (declaration, seed.map { TokenID($0.lhs.end - 1) })
    }
    return nil
  }
}
