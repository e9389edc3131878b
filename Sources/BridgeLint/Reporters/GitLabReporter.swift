/// GitLab Code Quality JSON (a subset of the Code Climate format), shown in merge request widgets.
/// GitLab matches findings across pipelines by `fingerprint`, which must be unique in a report:
/// see `Fingerprint` for the key; the occurrence number is hashed in as well.
public struct GitLabReporter: Reporter {
  public static let identifier = "gitlab"
  public static let summary = "GitLab Code Quality JSON"

  public static func render(_ diagnostics: [Diagnostic], context: ReportContext) -> String {
    let fingerprints = Fingerprint.entries(diagnostics, context: context)
    let issues = zip(diagnostics, fingerprints).map { diagnostic, fingerprint -> JSONValue in
      .object([
        ("description", .string(ReportText.messageWithHint(diagnostic))),
        ("check_name", .string(diagnostic.ruleID)),
        ("fingerprint", .string(uniqueFingerprint(fingerprint))),
        ("severity", .string(severity(diagnostic.severity))),
        (
          "location",
          .object([
            ("path", .string(diagnostic.path)),
            ("lines", .object([("begin", .int(max(1, diagnostic.line)))])),
          ])
        ),
      ])
    }
    return JSONValue.array(issues).rendered()
  }

  /// The shared hash extended with the occurrence number, as 16 hex digits.
  static func uniqueFingerprint(_ entry: Fingerprint.Entry) -> String {
    var hasher = FNV1a64()
    hasher.combine(entry.hash.utf8)
    hasher.combine([0])
    hasher.combine(String(entry.occurrence).utf8)
    return hasher.hexDigest
  }

  private static func severity(_ severity: Severity) -> String {
    switch severity {
    case .info: return "info"
    case .warning: return "minor"
    case .error: return "major"
    }
  }
}
