import BridgeLint

/// A disable command that suppresses nothing. Reported by the suppression step.
public struct SuperfluousDisableRule: Rule {
  public init() {}

  /// Reported while suppression commands are applied, which the linter does for every file that has one.
  public static func relevance(in index: ProjectIndex) -> Relevance { .noFile }

  public static let description = RuleDescription(
    identifier: Suppression.superfluousDisableID,
    name: "Superfluous Disable",
    summary: "A `bridgelint:disable` command that suppresses no finding",
    rationale: """
      A disable command outlives the code it was written for: once the finding is fixed or the \
      code moves, the command silently disables the rule for code that may later need it. \
      Remove disable commands that no longer suppress anything. Only rules that ran are \
      judged, so a command for a rule that is turned off in the configuration is left alone.
      """,
    kind: .builtIn,
    defaultSeverity: .warning,
    nonTriggeringExamples: SuperfluousDisableExamples.nonTriggering,
    triggeringExamples: SuperfluousDisableExamples.triggering,
    fixAvailability: .sometimes,
    corrections: SuperfluousDisableExamples.corrections
  )

  public func check(_ file: ParsedFile, _ context: inout RuleContext) {}
}
