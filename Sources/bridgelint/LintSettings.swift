import BridgeLint
import Rules

/// What the configuration and flags decide for a lint run.
struct LintSettings {
  struct Failure: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
  }

  var warnings: [String] = []
  var included: [String] = []
  var reporter = "xcode"
  var strict = false
  var baselinePath: String?
  var rules: (String) -> [ActiveRule]
  var isExcluded: (String) -> Bool

  static func load(command: LintCommand, currentDirectory: String) -> Result<LintSettings, Failure> {
    let selected: [any Rule.Type]
    if !command.onlyRules.isEmpty {
      selected = RuleRegistry.all.filter { command.onlyRules.contains($0.identifier) }
    } else if command.enableAllRules {
      selected = RuleRegistry.all
    } else {
      selected = RuleRegistry.all.filter { !$0.description.isOptIn }
    }
    let active = selected.map { ActiveRule($0) }
    return .success(LintSettings(rules: { _ in active }, isExcluded: { _ in false }))
  }
}
