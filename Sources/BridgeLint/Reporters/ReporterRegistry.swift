/// Every output format, by its `--reporter` name.
public enum ReporterRegistry {
  /// Sorted by identifier (a test checks it).
  public static let all: [any Reporter.Type] = [
    CheckstyleReporter.self,
    GitHubActionsReporter.self,
    GitLabReporter.self,
    JSONReporter.self,
    JUnitReporter.self,
    SARIFReporter.self,
    SummaryReporter.self,
    XcodeReporter.self,
  ]

  /// The format used without `--reporter`.
  public static let defaultReporter: any Reporter.Type = XcodeReporter.self

  /// The reporter called `name`, or nil (a usage error for the command line).
  public static func reporter(named name: String) -> (any Reporter.Type)? {
    all.first { $0.identifier == name }
  }
}
