import BridgeLint

/// The fix that guards a write with an equality check.
extension UnguardedUpdateFeedbackRule {
  /// `view.text = value` → `if view.text != value { view.text = value }`, for the text members
  /// (Equatable) when both sides are plain names and member accesses (reading them twice has no
  /// side effect) and the assignment stands alone on its line. Unsafe: it changes when UIKit is
  /// told, which is the point.
  func equalityGuardFix(_ assignment: Assignment, in file: ParsedFile) -> Fix? {
    func isPlain(_ range: TokenRange) -> Bool {
      !range.isEmpty
        && (range.start..<range.end).allSatisfy {
          file.isKind($0, .identifier) || file.isKind($0, .period) || file.word($0) == .selfWord
        }
    }
    guard isPlain(assignment.lhs), isPlain(assignment.rhs), let bytes = file.byteRange(of: assignment) else {
      return nil
    }
    let (start, end) = (bytes.lowerBound, bytes.upperBound)
    let text = FixText(file)
    guard text.startsLine(start), text.endOfLineAfter(end) != nil else { return nil }
    let (target, value) = (file.compactText(assignment.lhs), file.compactText(assignment.rhs))
    return Fix(
      "Set `\(target)` only when it differs", .unsafe,
      edits: [FixEdit(range: start..<end, replacement: "if \(target) != \(value) { \(target) = \(value) }")])
  }
}
