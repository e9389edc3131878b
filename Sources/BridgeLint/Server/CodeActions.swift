/// The code actions for a document's findings: per finding, its fixes as quick fixes (once
/// findings carry fixes), then "Disable <rule> for this line".
struct CodeActionBuilder {
  var uri: String
  var bytes: [UInt8]
  var converter: PositionConverter
  /// The protocol form of a finding (code actions name the findings they resolve).
  var diagnostic: (Diagnostic) -> LSPValue

  /// Kinds this builder makes, for `context.only`.
  static let quickFix = "quickfix"

  func actions(for findings: [Diagnostic], only: [String]?) -> [LSPValue] {
    // `only: ["quickfix"]` or a parent kind asks for these; `source.fixAll…` does not.
    if let only, !only.contains(where: { CodeActionBuilder.quickFix.hasPrefix($0) }) { return [] }
    var actions: [LSPValue] = []
    var disabled: Set<String> = []
    for finding in findings {
      actions += fixActions(for: finding)
      // One disable action per rule and line, and none for the suppression checks themselves.
      let key = "\(finding.line):\(finding.ruleID)"
      guard CodeActionBuilder.isSuppressible(finding.ruleID), disabled.insert(key).inserted else { continue }
      actions.append(disableAction(for: finding))
    }
    return actions
  }

  /// Quick fixes from a finding's fixes. Findings carry no fixes yet: when they do, each fix
  /// becomes `action(title:, kind: quickFix, edits:, for:)` here, its title saying "(unsafe)"
  /// for an unsafe fix, `isPreferred` for a safe one; `source.fixAll.bridgelint` collects the
  /// safe ones.
  func fixActions(for finding: Diagnostic) -> [LSPValue] { [] }

  /// Inserts `// bridgelint:disable:next <rule>` above the finding's line, with its indentation.
  func disableAction(for finding: Diagnostic) -> LSPValue {
    let lineRange = converter.lines.range(ofLine: finding.line, in: bytes)
    var indentEnd = lineRange.lowerBound
    while indentEnd < lineRange.upperBound && (bytes[indentEnd] == 0x20 || bytes[indentEnd] == 0x09) {
      indentEnd += 1
    }
    let indentation = String(decoding: bytes[lineRange.lowerBound..<indentEnd], as: UTF8.self)
    // Keep the file's line ending: CRLF when this line ends with one.
    let ending = lineRange.upperBound + 1 < bytes.count && bytes[lineRange.upperBound] == 0x0D ? "\r\n" : "\n"
    let start = converter.position(of: lineRange.lowerBound)
    let edit: LSPValue = [
      "range": ["start": start.json, "end": start.json],
      "newText": .string("\(indentation)// bridgelint:disable:next \(finding.ruleID)\(ending)"),
    ]
    return action(
      title: "Disable \(finding.ruleID) for this line", kind: CodeActionBuilder.quickFix, edits: [edit], for: finding)
  }

  func action(title: String, kind: String, edits: [LSPValue], for finding: Diagnostic, isPreferred: Bool = false)
    -> LSPValue
  {
    var members: [String: LSPValue] = [
      "title": .string(title), "kind": .string(kind), "diagnostics": [diagnostic(finding)],
      "edit": ["changes": .object([uri: .array(edits)])],
    ]
    if isPreferred { members["isPreferred"] = true }
    return .object(members)
  }

  /// The suppression checks report on the commands themselves: a command cannot silence them.
  static func isSuppressible(_ ruleID: String) -> Bool {
    ruleID != Suppression.invalidCommandID && ruleID != Suppression.superfluousDisableID
  }
}
