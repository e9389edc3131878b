import BridgeLint

/// `SuperfluousDisableRule`'s examples (run as tests, shown on its page), kept apart from its logic.
enum SuperfluousDisableExamples {
  static let nonTriggering: [Example] = [
    Example(
      "// bridgelint:disable:next force_refresh_identity\nstruct C: View { var body: some View { Chart(data).id(Date()) } }"
    ),
    Example(
      "struct C: View { var body: some View { Chart(data).id(Date()) } } // bridgelint:disable:this force_refresh_identity"
    ),
    Example(
      "// bridgelint:disable force_refresh_identity\nstruct C: View { var body: some View { Chart(data).id(Date()) } }\n// bridgelint:enable force_refresh_identity"
    ),
  ]

  static let triggering: [Example] = [
    Example("↓// bridgelint:disable force_refresh_identity\nlet x = 1"),
    Example(
      "↓// bridgelint:disable:next force_refresh_identity\nlet x = 1\nstruct C: View { var body: some View { Chart(data).id(Date()) } } // bridgelint:disable:this force_refresh_identity"
    ),
    Example("↓// bridgelint:disable all\nlet x = 1"),
  ]

  static let corrections: [Correction] = [
    Correction("// bridgelint:disable force_refresh_identity\nlet x = 1\n", "let x = 1\n"),
    Correction(
      "let x = 1 // bridgelint:disable:this force_refresh_identity - legacy\nlet y = 2", "let x = 1\nlet y = 2"),
    Correction(
      "  // bridgelint:disable force_refresh_identity\r\n  let x = 1\r\n  // bridgelint:enable force_refresh_identity\r\n",
      "  let x = 1\r\n"),
    Correction("let x = 1\n/* bridgelint:disable:previous all */", "let x = 1"),
  ]
}
