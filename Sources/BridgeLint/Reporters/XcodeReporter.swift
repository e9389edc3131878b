/// The default format, which Xcode and most editors parse as compiler output:
/// `path:line:column: warning: message (hint) [rule_id]`, one line per finding.
///
/// The hint goes before the rule id so `[rule_id]` stays the last token, as clang's `[-Wflag]` does;
/// a finding `--fix` can fix says so after the hint (`(fixable with --fix)`). Each related place
/// follows its finding as an indented `path:line:column: note: message` line, which Xcode shows
/// as a note attached to the finding.
public struct XcodeReporter: Reporter {
  public static let identifier = "xcode"
  public static let summary = "Xcode/clang-style lines: path:line:column: severity: message [rule_id] (default)"

  public static func render(_ diagnostics: [Diagnostic], context: ReportContext) -> String {
    var out = ""
    for diagnostic in diagnostics {
      out += line(for: diagnostic)
      out += "\n"
      for place in diagnostic.related {
        out += "    " + ReportText.singleLine("\(place.path):\(place.line):\(place.column): note: \(place.message)")
        out += "\n"
      }
    }
    return out
  }

  /// One finding without its newline; line breaks inside any part become spaces so it stays one line.
  static func line(for diagnostic: Diagnostic) -> String {
    let text =
      "\(diagnostic.path):\(diagnostic.line):\(diagnostic.column): \(diagnostic.severity.xcodeWord): "
      + "\(ReportText.messageWithHint(diagnostic))\(fixNote(diagnostic)) [\(diagnostic.ruleID)]"
    return ReportText.singleLine(text)
  }

  static func fixNote(_ diagnostic: Diagnostic) -> String {
    switch diagnostic.fix?.applicability {
    case .safe: return " (fixable with --fix)"
    case .unsafe: return " (fixable with --fix --unsafe-fixes)"
    case .display, nil: return ""
    }
  }
}
