/// What a reporter may need besides the findings.
public struct ReportContext: Sendable {
  /// Every rule bridgelint knows (SARIF lists them in `tool.driver.rules`).
  public var rules: [RuleDescription]
  public var toolVersion: String
  /// How many files were linted.
  public var fileCount: Int
  /// Base URL of the rule documentation pages (`<base>/<rule_id>.md`).
  public var documentationBaseURL: String
  /// The bytes of line `line` (1-based) of the file reported as `path`, without its terminator, or nil
  /// when unknown. SARIF needs it to turn byte columns into code-point columns; SARIF and GitLab hash it
  /// into fingerprints. When nil, columns are taken to be ASCII and fingerprints hash the message.
  /// `SourceLines.fromDisk()` is a ready-made provider.
  public var sourceLine: (@Sendable (_ path: String, _ line: Int) -> [UInt8]?)?

  public init(
    rules: [RuleDescription], toolVersion: String = BridgeLintVersion.current, fileCount: Int = 0,
    documentationBaseURL: String = BridgeLintVersion.documentationBaseURL,
    sourceLine: (@Sendable (_ path: String, _ line: Int) -> [UInt8]?)? = nil
  ) {
    self.rules = rules
    self.toolVersion = toolVersion
    self.fileCount = fileCount
    self.documentationBaseURL = documentationBaseURL
    self.sourceLine = sourceLine
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
  /// The project's home page (SARIF `tool.driver.informationUri`).
  public static let informationURL = "https://github.com/bridgelint/bridgelint"
}
