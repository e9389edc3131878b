import BridgeLint

/// Members of a constant the caller keeps: they never change, so a child's copy cannot go stale.
extension DuplicateStateCopyRule {
  /// `constants.walletScreen` where `constants` is the caller's stored `let` with its value, of a
  /// struct or enum the project declares (a constant's members cannot change), or of a class
  /// whose stored `let` it reads.
  func isConstantValueMember(_ value: TokenRange, root: TokenID, _ model: BridgeModel) -> Bool {
    let file = model.file
    // `root.a.b`: members all the way to the end.
    var token = root
    var steps = 0
    while token != value.last {
      guard steps < 16, let period = file.token(after: token), file.isKind(period, .period),
        let member = file.token(after: period), file.isKind(member, .identifier)
      else { return false }
      token = member
      steps += 1
    }
    guard let property = callerProperty(root, model), property.isLet, !property.initializer.isEmpty,
      !property.modifiers.isTypeMember,
      let type = file.typeName(in: property.type) ?? model.constructedType(in: property.initializer)
    else { return false }
    let declarations = model.index.lookup(type)
    guard !declarations.isEmpty else { return false }
    if declarations.allSatisfy({ $0.kind == .struct || $0.kind == .enum }) { return true }
    // A class's stored `let` (`constants.walletScreen`, one member deep) is set once, when the
    // caller's own `let` builds the object.
    guard steps == 1, let last = value.last else { return false }
    let member = file.text(last)
    return declarations.contains { type in
      type.properties.contains { $0.name == member && $0.isLet && $0.isStored && !$0.isTypeMember }
    }
  }
}
