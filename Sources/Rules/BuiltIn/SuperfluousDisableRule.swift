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
    nonTriggeringExamples: [
      Example(
        "// bridgelint:disable:next force_refresh_identity\nstruct C: View { var body: some View { Chart(data).id(Date()) } }"
      ),
      Example(
        "struct C: View { var body: some View { Chart(data).id(Date()) } } // bridgelint:disable:this force_refresh_identity"
      ),
      Example(
        "// bridgelint:disable force_refresh_identity\nstruct C: View { var body: some View { Chart(data).id(Date()) } }\n// bridgelint:enable force_refresh_identity"
      ),
    ],
    triggeringExamples: [
      Example("↓// bridgelint:disable force_refresh_identity\nlet x = 1"),
      Example(
        "↓// bridgelint:disable:next force_refresh_identity\nlet x = 1\nstruct C: View { var body: some View { Chart(data).id(Date()) } } // bridgelint:disable:this force_refresh_identity"
      ),
      Example("↓// bridgelint:disable all\nlet x = 1"),
    ],
    fixAvailability: .sometimes,
    corrections: [
      Correction("// bridgelint:disable force_refresh_identity\nlet x = 1\n", "let x = 1\n"),
      Correction(
        "let x = 1 // bridgelint:disable:this force_refresh_identity - legacy\nlet y = 2", "let x = 1\nlet y = 2"),
      Correction(
        "  // bridgelint:disable force_refresh_identity\r\n  let x = 1\r\n  // bridgelint:enable force_refresh_identity\r\n",
        "  let x = 1\r\n"),
      Correction("let x = 1\n/* bridgelint:disable:previous all */", "let x = 1"),
    ]
  )

  public func check(_ file: ParsedFile, _ context: inout RuleContext) {}
}
