/// A JSON array of findings in report order, with a fixed key order:
/// `file`, `line`, `column`, `severity`, `rule`, `message`, `hint` when there is one, and `fix`
/// when the finding has one: `{"title", "applicability", "edits": [{"start", "end", "replacement"}]}`
/// with UTF-8 byte offsets into the file as it was linted; then `related` when the finding names
/// other places of the same problem: `[{"file", "line", "column", "message"}]`.
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
    if let fix = diagnostic.fix {
      let edits = fix.edits.map { edit -> JSONValue in
        .object([
          ("start", .int(edit.range.lowerBound)), ("end", .int(edit.range.upperBound)),
          ("replacement", .string(edit.replacement)),
        ])
      }
      members.append(
        (
          "fix",
          .object([
            ("title", .string(fix.title)), ("applicability", .string(fix.applicability.rawValue)),
            ("edits", .array(edits)),
          ])
        ))
    }
    if !diagnostic.related.isEmpty {
      let related = diagnostic.related.map { place -> JSONValue in
        .object([
          ("file", .string(place.path)), ("line", .int(place.line)), ("column", .int(place.column)),
          ("message", .string(place.message)),
        ])
      }
      members.append(("related", .array(related)))
    }
    return .object(members)
  }
}
