/// JUnit XML for CI test dashboards (GitLab, Jenkins, Azure): each `error` or `warning` finding is a
/// failed test case named after its rule and position; an `info` finding is a passing one with the
/// finding in its `system-out` (it never fails a run, so it is not a failure); a clean run is one
/// passing test case, so dashboards show a test.
public struct JUnitReporter: Reporter {
  public static let identifier = "junit"
  public static let summary = "JUnit XML, one failing test case per finding"

  public static func render(_ diagnostics: [Diagnostic], context: ReportContext) -> String {
    let tests = max(1, diagnostics.count)
    let failures = diagnostics.filter { $0.severity != .info }.count
    let counts = "tests=\"\(tests)\" failures=\"\(failures)\" errors=\"0\""
    var out = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n"
    out += "<testsuites name=\"bridgelint\" \(counts)>\n"
    out += "  <testsuite name=\"bridgelint\" \(counts)>\n"
    if diagnostics.isEmpty {
      out += "    <testcase classname=\"bridgelint\" name=\"no findings\"/>\n"
    }
    for diagnostic in diagnostics {
      let name = "\(diagnostic.ruleID) at \(diagnostic.line):\(diagnostic.column)"
      let message = ReportText.messageWithHint(diagnostic)
      out += "    <testcase classname=\"\(ReportText.xmlEscaped(diagnostic.path))\""
      out += " name=\"\(ReportText.xmlEscaped(name))\">\n"
      if diagnostic.severity == .info {
        out += "      <system-out>" + ReportText.xmlEscaped(XcodeReporter.line(for: diagnostic)) + "</system-out>\n"
      } else {
        out += "      <failure message=\"\(ReportText.xmlEscaped(message))\""
        out += " type=\"\(diagnostic.severity.rawValue)\">"
        out += ReportText.xmlEscaped(XcodeReporter.line(for: diagnostic))
        out += "</failure>\n"
      }
      out += "    </testcase>\n"
    }
    out += "  </testsuite>\n</testsuites>\n"
    return out
  }
}
