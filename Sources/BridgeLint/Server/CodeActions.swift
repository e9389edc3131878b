/// The code actions for a document's findings: per finding, its fix as a quick fix, then
/// "Disable <rule> for this line"; and `source.fixAll.bridgelint` (every safe fix, to a fixpoint).
struct CodeActionBuilder {
  var uri: String
  var bytes: [UInt8]
  var converter: PositionConverter
  /// The protocol form of a finding (code actions name the findings they resolve).
  var diagnostic: (Diagnostic) -> LSPValue

  /// Kinds this builder makes, for `context.only`.
  static let quickFix = "quickfix"
  static let fixAll = "source.fixAll.bridgelint"

  /// Does `only` (the client's `context.only`) ask for actions of `kind`? A parent kind
  /// (`source`, `source.fixAll`) asks for its children.
  static func wants(_ kind: String, only: [String]?) -> Bool {
    guard let only else { return true }
    return only.contains { kind == $0 || kind.hasPrefix($0 + ".") }
  }

  func actions(for findings: [Diagnostic], only: [String]?) -> [LSPValue] {
    // `only: ["quickfix"]` or a parent kind asks for these; `source.fixAll…` does not.
    guard CodeActionBuilder.wants(CodeActionBuilder.quickFix, only: only) else { return [] }
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

  /// A finding's fix as a quick fix: "(unsafe)" in the title of one that changes behaviour,
  /// preferred when safe. A `display` fix is never offered for applying.
  func fixActions(for finding: Diagnostic) -> [LSPValue] {
    guard let fix = finding.fix, fix.applicability != .display else { return [] }
    let edits: [LSPValue] = fix.edits.map { edit in
      [
        "range": [
          "start": converter.position(of: edit.range.lowerBound).json,
          "end": converter.position(of: edit.range.upperBound).json,
        ],
        "newText": .string(edit.replacement),
      ]
    }
    let title = fix.applicability == .unsafe ? fix.title + " (unsafe)" : fix.title
    return [
      action(
        title: title, kind: CodeActionBuilder.quickFix, edits: edits, for: [finding],
        isPreferred: fix.applicability == .safe)
    ]
  }

  /// `source.fixAll.bridgelint`: the changed lines of the document replaced by those of `fixed`
  /// (what `--fix` makes of it), naming the findings whose safe fixes it applies.
  func fixAllAction(fixed: [UInt8], resolving findings: [Diagnostic]) -> LSPValue {
    let edits: [LSPValue] = UnifiedDiff.lineEdits(old: bytes, new: fixed).map { edit in
      [
        "range": [
          "start": converter.position(of: edit.range.lowerBound).json,
          "end": converter.position(of: edit.range.upperBound).json,
        ],
        "newText": .string(edit.replacement),
      ]
    }
    return action(
      title: "Fix all safely fixable bridgelint findings", kind: CodeActionBuilder.fixAll, edits: edits, for: findings)
  }

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
      title: "Disable \(finding.ruleID) for this line", kind: CodeActionBuilder.quickFix, edits: [edit],
      for: [finding])
  }

  func action(title: String, kind: String, edits: [LSPValue], for findings: [Diagnostic], isPreferred: Bool = false)
    -> LSPValue
  {
    var members: [String: LSPValue] = [
      "title": .string(title), "kind": .string(kind), "diagnostics": .array(findings.map(diagnostic)),
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
