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
    let body = TokenRange(block.open, block.close)
    // A reset of the flag, or a record on the coordinator (`context.coordinator.isPresenting =
    // true`); handing the coordinator out as a delegate is none.
    let records = file.assignments(in: body).contains { assignment in
      guard let last = TokenSpan(assignment.lhs).flatMap({ file.token(before: $0.end) }) else { return false }
      return file.text(last) == flag || file.compactText(assignment.lhs).contains("coordinator.")
    }
    guard !records, !(body.start..<body.end).contains(where: { file.tokenIs($0, "presentedViewController") })
    else { return nil }
    let presents = file.calls(in: body).contains { $0.nameToken.map { file.tokenIs($0, "present") } == true }
    return presents ? flag : nil
  }
}
