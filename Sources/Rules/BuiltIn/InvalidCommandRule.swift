import BridgeLint

/// A malformed `bridgelint:` command. Reported by the suppression step, which reads every
/// command; the rule exists so it can be configured, documented and tested like any other.
public struct InvalidCommandRule: Rule {
  public init() {}

  /// Reported while suppression commands are applied, which the linter does for every file that has one.
  public static func relevance(in index: ProjectIndex) -> Relevance { .noFile }

  public static let description = RuleDescription(
    identifier: Suppression.invalidCommandID,
    name: "Invalid Command",
    summary: "A `bridgelint:` comment command that bridgelint cannot understand",
    rationale: """
      A suppression command that is misspelled or names an unknown rule silently does nothing, \
      so the finding it was meant to silence stays (or the reader wrongly believes it is \
      handled). Commands have the form \
      `// bridgelint:disable[:next|:this|:previous] <rule_id …|all> [- reason]` and \
      `// bridgelint:enable <rule_id …|all>`; rule identifiers are separated by spaces or commas, \
      and a reason may follow ` - `, `—` or `:`. The message of a malformed command shows this form.
      """,
    kind: .builtIn,
    defaultSeverity: .warning,
    nonTriggeringExamples: InvalidCommandExamples.nonTriggering,
    triggeringExamples: InvalidCommandExamples.triggering
  )

  public func check(_ file: ParsedFile, _ context: inout RuleContext) {}
}
