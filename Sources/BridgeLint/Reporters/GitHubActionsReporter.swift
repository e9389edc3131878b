/// GitHub Actions workflow commands, which annotate the pull request diff:
/// `::warning file=PATH,line=L,col=C,title=RULE_ID::MESSAGE`.
public struct GitHubActionsReporter: Reporter {
  public static let identifier = "github-actions"
  public static let summary = "GitHub Actions workflow commands (::error/::warning/::notice annotations)"

  public static func render(_ diagnostics: [Diagnostic], context: ReportContext) -> String {
    var out = ""
    for diagnostic in diagnostics {
      out += "::\(command(diagnostic.severity)) "
      out += "file=\(escapedProperty(diagnostic.path)),line=\(diagnostic.line),col=\(diagnostic.column),"
      out += "title=\(escapedProperty(diagnostic.ruleID))::"
      out += escapedData(ReportText.messageWithHint(diagnostic))
      out += "\n"
    }
    return out
  }

  private static func command(_ severity: Severity) -> String {
    switch severity {
    case .info: return "notice"
    case .warning: return "warning"
    case .error: return "error"
    }
  }

  /// The runner's escaping for command data; `%` first, so the escapes themselves survive.
  static func escapedData(_ text: String) -> String {
    text.replacingAll("%", with: "%25").replacingAll("\r", with: "%0D").replacingAll("\n", with: "%0A")
  }

  /// Property values also end at `,` and the data starts after `::`, so those are escaped too.
  static func escapedProperty(_ text: String) -> String {
    escapedData(text).replacingAll(":", with: "%3A").replacingAll(",", with: "%2C")
  }
}

extension String {
  /// Replaces every occurrence of one ASCII character (matched per Unicode scalar, so `\r` inside a
  /// `\r\n` pair is found) without Foundation.
  fileprivate func replacingAll(_ target: Unicode.Scalar, with replacement: String) -> String {
    guard unicodeScalars.contains(target) else { return self }
    var out = ""
    out.reserveCapacity(utf8.count + 8)
    for scalar in unicodeScalars {
      if scalar == target { out += replacement } else { out.unicodeScalars.append(scalar) }
    }
    return out
  }
}
