/// A table of findings per rule, most frequent first, and a total line: for people, not tools.
public struct SummaryReporter: Reporter {
  public static let identifier = "summary"
  public static let summary = "Table of finding counts per rule"

  private struct Row {
    var rule: String
    var counts: [Severity: Int] = [:]
    var total = 0
  }

  public static func render(_ diagnostics: [Diagnostic], context: ReportContext) -> String {
    let linted = context.fileCount > 0 ? " in \(plural(context.fileCount, "file"))" : ""
    guard !diagnostics.isEmpty else { return "No findings\(linted)\n" }

    var rowsByRule: [String: Row] = [:]
    for diagnostic in diagnostics {
      var row = rowsByRule[diagnostic.ruleID] ?? Row(rule: ReportText.singleLine(diagnostic.ruleID))
      row.counts[diagnostic.severity, default: 0] += 1
      row.total += 1
      rowsByRule[diagnostic.ruleID] = row
    }
    let rows = rowsByRule.values.sorted {
      $0.total != $1.total ? $0.total > $1.total : Array($0.rule.utf8).lexicographicallyPrecedes(Array($1.rule.utf8))
    }

    let header = ["rule", "error", "warning", "info", "total"]
    var table = [header]
    for row in rows {
      table.append(
        [row.rule] + [Severity.error, .warning, .info].map { String(row.counts[$0] ?? 0) } + [String(row.total)])
    }
    let widths = header.indices.map { column in table.map { $0[column].count }.max() ?? 0 }
    var out = ""
    for (index, cells) in table.enumerated() {
      out += format(cells, widths: widths) + "\n"
      if index == 0 { out += format(widths.map { String(repeating: "-", count: $0) }, widths: widths) + "\n" }
    }

    let files = Set(diagnostics.map(\.path)).count
    let count = { (severity: Severity) in diagnostics.lazy.filter { $0.severity == severity }.count }
    out += "\n\(plural(diagnostics.count, "finding")) (\(plural(count(.error), "error")), "
    out += "\(plural(count(.warning), "warning")), \(plural(count(.info), "info"))) "
    out += "in \(plural(files, "file"))"
    if context.fileCount > 0 { out += " (\(plural(context.fileCount, "file")) linted)" }
    return out + "\n"
  }

  /// The rule column left-aligned, counts right-aligned, two spaces apart, no trailing spaces.
  private static func format(_ cells: [String], widths: [Int]) -> String {
    cells.enumerated().map { column, cell in
      let padding = String(repeating: " ", count: max(0, widths[column] - cell.count))
      return column == 0 ? cell + padding : padding + cell
    }.joined(separator: "  ")
  }

  private static func plural(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
  }
}
