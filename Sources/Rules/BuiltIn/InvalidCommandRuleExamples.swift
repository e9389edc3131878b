import BridgeLint

/// `InvalidCommandRule`'s examples (run as tests, shown on its page), kept apart from its logic.
enum InvalidCommandExamples {
  static let nonTriggering: [Example] = [
    Example(
      "// bridgelint:disable:next force_refresh_identity - the chart must rebuild every tick\nstruct C: View { var body: some View { Chart(data).id(Date()) } }"
    ),
    Example(
      "// bridgelint:disable:next force_refresh_identity — the chart must rebuild\nstruct C: View { var body: some View { Chart(data).id(Date()) } }"
    ),
    Example(
      "// bridgelint:disable:next force_refresh_identity: the chart must rebuild\nstruct C: View { var body: some View { Chart(data).id(Date()) } }"
    ),
    Example("// bridgelint is a linter\nlet x = 1"),
    Example("let text = \"// bridgelint:disable nothing\""),
    Example("// See bridgelint:disable in the README\nlet x = 1"),
  ]

  static let triggering: [Example] = [
    Example("↓// bridgelint:disable not_a_rule\nlet x = 1"),
    Example("↓// bridgelint:disabel force_refresh_identity\nlet x = 1"),
    Example("↓// bridgelint:disable:nxt force_refresh_identity\nlet x = 1"),
    Example("↓// bridgelint:disable\nlet x = 1"),
    Example(
      "↓// bridgelint:disable:next force_refresh_identity because it must rebuild\nstruct C: View { var body: some View { Chart(data).id(Date()) } }"
    ),
    Example("let x = 1 ↓/* bridgelint:enable all force_refresh_identity */"),
  ]
}
