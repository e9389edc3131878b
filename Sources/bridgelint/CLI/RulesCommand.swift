import BridgeLint
import Rules

/// `bridgelint rules [ID] [--format text|json|markdown]`.
struct RulesCommand {
  enum Format: String { case text, json, markdown }

  var identifier: String?
  var format = Format.text
  var configPath: String?

  init(arguments: [String]) throws {
    var reader = ArgumentReader(arguments)
    while let argument = reader.next() {
      if reader.positionalOnly || !argument.hasPrefix("-") {
        guard identifier == nil else { throw UsageError("unexpected argument \(YAMLParser.quoted(argument))") }
        guard RuleRegistry.rule(withIdentifier: argument) != nil else {
          throw UsageError("unknown rule \(YAMLParser.quoted(argument))")
        }
        identifier = argument
        continue
      }
      let (name, inline) = ArgumentReader.split(argument)
      switch name {
      case "--format":
        let value = try reader.value(for: name, inline: inline)
        guard let format = Format(rawValue: value) else {
          throw UsageError("unknown format \(YAMLParser.quoted(value))")
        }
        self.format = format
      case "--config":
        configPath = try reader.value(for: name, inline: inline)
      default:
        throw UsageError("unknown option \(YAMLParser.quoted(argument))")
      }
    }
  }

  func run() throws -> ExitStatus {
    let enabled = RuleListing.enabledRuleIDs(configPath: configPath)
    if let identifier, let rule = RuleRegistry.rule(withIdentifier: identifier) {
      let description = rule.description
      switch format {
      case .markdown: Output.standardOutput(RuleDocumentation.page(for: description))
      case .json: Output.standardOutput(RuleListing.json([description], enabled: enabled))
      case .text: Output.standardOutput(RuleDocumentation.text(for: description, enabled: enabled.contains(identifier)))
      }
      return .success
    }
    let descriptions = RuleRegistry.descriptions
    switch format {
    case .markdown: Output.standardOutput(RuleDocumentation.index(for: descriptions))
    case .json: Output.standardOutput(RuleListing.json(descriptions, enabled: enabled))
    case .text: Output.standardOutput(RuleListing.table(descriptions, enabled: enabled))
    }
    return .success
  }
}

/// The rules table and its JSON form.
enum RuleListing {
  /// Rules enabled by the configuration in effect in the current directory.
  static func enabledRuleIDs(configPath: String?) -> Set<String> {
    let resolver = ConfigurationResolver(
      rules: RuleRegistry.descriptions, overrides: ConfigurationOverrides(configPath: configPath))
    for issue in resolver.issues { Output.standardError(issue.description + "\n") }
    return Set(resolver.rootConfiguration.enabledRules.map { $0.identifier })
  }

  static func table(_ descriptions: [RuleDescription], enabled: Set<String>) -> String {
    let headers = ["identifier", "kind", "severity", "enabled", "opt-in"]
    let rows = descriptions.map {
      [
        $0.identifier, $0.kind.rawValue, $0.defaultSeverity.rawValue, enabled.contains($0.identifier) ? "yes" : "no",
        $0.isOptIn ? "yes" : "no",
      ]
    }
    var widths = headers.map { $0.count }
    for row in rows { for (column, cell) in row.enumerated() { widths[column] = max(widths[column], cell.count) } }
    func line(_ cells: [String]) -> String {
      cells.enumerated().map { $1.padding(toLength: widths[$0], withPad: " ", startingAt: 0) }
        .joined(separator: "  ").trimmingTrailingSpaces() + "\n"
    }
    return line(headers) + line(widths.map { String(repeating: "-", count: $0) }) + rows.map(line).joined()
  }

  static func json(_ descriptions: [RuleDescription], enabled: Set<String>) -> String {
    JSONValue.array(
      descriptions.map { description in
        .object([
          ("enabled", .bool(enabled.contains(description.identifier))),
          ("identifier", .string(description.identifier)), ("kind", .string(description.kind.rawValue)),
          ("name", .string(description.name)), ("optIn", .bool(description.isOptIn)),
          ("severity", .string(description.defaultSeverity.rawValue)), ("summary", .string(description.summary)),
        ])
      }
    ).rendered()
  }
}

extension String {
  func trimmingTrailingSpaces() -> String {
    var text = self
    while text.hasSuffix(" ") { text.removeLast() }
    return text
  }
}
