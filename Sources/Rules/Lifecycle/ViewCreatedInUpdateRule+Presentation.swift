import BridgeLint

/// A controller built and presented under a flag alone: every update while the flag holds
/// builds another and asks UIKit to present it again.
extension ViewCreatedInUpdateRule {
  /// The flag, when the only condition over `token` is a property of the representable tested
  /// as it is (`if showSheet`), and its block presents without checking `presentedViewController`,
  /// without resetting the flag and without writing a record on the coordinator.
  func presentsWhileFlagHolds(_ token: TokenID, _ method: LifecycleMethod, _ model: BridgeModel) -> String? {
    let file = model.file
    let guards = model.changeGuards(at: token)
    guard guards.count == 1, let condition = guards.first, condition.holds, case .other = condition.kind,
      file.kind(condition.span.start) == .identifier, file.token(after: condition.span.start) == condition.span.end,
      case let flag = file.text(condition.span.start),
      method.representable.properties.contains(where: { file[variable: $0].nameToken.map(file.text) == flag })
    else { return nil }
    let block = file[block: condition.block]
    guard let body = TokenSpan(TokenRange(block.open, block.close)) else { return nil }
    var presents = false
    var current: TokenID? = body.start
    while let index = current, index < body.end {
      let text = file.text(index)
      if text == "presentedViewController" { return nil }
      // A record on the coordinator (`context.coordinator.isPresenting = true`); handing the
      // coordinator out as a delegate is none.
      if text == "coordinator", file.tokenIs(after: index, "."), let member = file.member(after: index),
        file.isKind(after: member, .equal)
      {
        return nil
      }
      if text == flag, file.isKind(after: index, .equal) { return nil }
      if text == "present", file.isKind(after: index, .leftParen) { presents = true }
      current = file.token(after: index)
    }
    return presents ? flag : nil
  }
}
