/// Checkstyle XML, read by Jenkins, SonarQube, reviewdog and others: one `<file>` per path, in report
/// order, each with its `<error>` elements.
public struct CheckstyleReporter: Reporter {
  public static let identifier = "checkstyle"
  public static let summary = "Checkstyle XML"

  public static func render(_ diagnostics: [Diagnostic], context: ReportContext) -> String {
    var out = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<checkstyle version=\"4.3\">\n"
    for (path, findings) in groupedByPath(diagnostics) {
      out += "  <file name=\"\(ReportText.xmlEscaped(path))\">\n"
      for diagnostic in findings {
        out += "    <error line=\"\(diagnostic.line)\" column=\"\(diagnostic.column)\""
        out += " severity=\"\(diagnostic.severity.rawValue)\""
        out += " message=\"\(ReportText.xmlEscaped(ReportText.messageWithHint(diagnostic)))\""
        out += " source=\"bridgelint.rules.\(ReportText.xmlEscaped(diagnostic.ruleID))\"/>\n"
      }
      out += "  </file>\n"
    }
    out += "</checkstyle>\n"
    return out
  }

  /// Findings per path, paths in order of first appearance (input is sorted, so usually one run each).
  static func groupedByPath(_ diagnostics: [Diagnostic]) -> [(String, [Diagnostic])] {
    var groups: [(String, [Diagnostic])] = []
    var indexOfPath: [String: Int] = [:]
    for diagnostic in diagnostics {
      if let index = indexOfPath[diagnostic.path] {
        groups[index].1.append(diagnostic)
      } else {
        indexOfPath[diagnostic.path] = groups.count
        groups.append((diagnostic.path, [diagnostic]))
      }
    }
    return groups
  }
}
