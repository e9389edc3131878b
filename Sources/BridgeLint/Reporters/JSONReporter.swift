/// A JSON array of findings in report order, with a fixed key order:
/// `file`, `line`, `column`, `severity`, `rule`, `message`, and `hint` when there is one.
public struct JSONReporter: Reporter {
  public static let identifier = "json"
  public static let summary = "JSON array of findings (file, line, column, severity, rule, message, hint)"

  public static func render(_ diagnostics: [Diagnostic], context: ReportContext) -> String {
    JSONValue.array(diagnostics.map(object)).rendered()
  }

  private static func object(_ diagnostic: Diagnostic) -> JSONValue {
    var members: [(String, JSONValue)] = [
      ("file", .string(diagnostic.path)),
      ("line", .int(diagnostic.line)),
      ("column", .int(diagnostic.column)),
      ("severity", .string(diagnostic.severity.rawValue)),
      ("rule", .string(diagnostic.ruleID)),
      ("message", .string(diagnostic.message)),
    ]
    if let hint = diagnostic.nonEmptyHint { members.append(("hint", .string(hint))) }
    return .object(members)
  }
}
