/// What a reporter may need besides the findings.
public struct ReportContext: Sendable {
  /// Every rule bridgelint knows (SARIF lists them in `tool.driver.rules`).
  public var rules: [RuleDescription]
  public var toolVersion: String
  /// How many files were linted.
  public var fileCount: Int
  /// Base URL of the rule documentation pages (`<base>/<rule_id>.md`).
  public var documentationBaseURL: String

  public init(
    rules: [RuleDescription], toolVersion: String = BridgeLintVersion.current, fileCount: Int = 0,
    documentationBaseURL: String = BridgeLintVersion.documentationBaseURL
  ) {
    self.rules = rules
    self.toolVersion = toolVersion
    self.fileCount = fileCount
    self.documentationBaseURL = documentationBaseURL
  }
}

/// Turns sorted findings into one output format. One struct per file in this folder.
public protocol Reporter {
  /// The `--reporter` name.
  static var identifier: String { get }
  static var summary: String { get }
  /// The whole report. `diagnostics` are already sorted (path, line, column, rule).
  static func render(_ diagnostics: [Diagnostic], context: ReportContext) -> String
}

public enum BridgeLintVersion {
  public static let current = "0.1.0"
  public static let documentationBaseURL = "https://github.com/bridgelint/bridgelint/blob/main/docs/rules"
}
