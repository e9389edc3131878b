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
          let suggestion = Suggestion.didYouMean(argument, among: RuleRegistry.all.map { $0.identifier })
          throw UsageError("unknown rule \(YAMLParser.quoted(argument))\(suggestion)")
        }
        identifier = argument
        continue
      }
      let (name, inline) = ArgumentReader.split(argument)
      switch name {
      // `--reporter json` as for linting; the formats are `rules`' own.
      case "--format", "--reporter":
        let value = try reader.value(for: name, inline: inline)
        guard let format = Format(rawValue: value) else {
          throw UsageError("unknown format \(YAMLParser.quoted(value)) (known: text, json, markdown)")
        }
        self.format = format
      case "--config":
        guard configPath == nil else { throw UsageError("--config given twice") }
        configPath = try LintCommand.nonEmpty(reader.value(for: name, inline: inline), for: name)
      default:
        throw UsageError("unknown option \(YAMLParser.quoted(argument))")
      }
    }
  }

  func run() throws -> ExitStatus {
    guard let effective = RuleListing.effective(configPath: configPath) else { return .failure }
    if let identifier, let rule = RuleRegistry.rule(withIdentifier: identifier) {
      let description = rule.description
      switch format {
      case .markdown: Output.standardOutput(RuleDocumentation.page(for: description))
      case .json: Output.standardOutput(RuleListing.json([description], effective, withDocumentation: true))
      case .text:
        Output.standardOutput(
          RuleDocumentation.text(
            for: description, enabled: effective.enabled.contains(identifier),
            severity: effective.severity[identifier], severityConfigured: effective.configured.contains(identifier)))
      }
      return .success
    }
    let descriptions = RuleRegistry.descriptions
    switch format {
    case .markdown: Output.standardOutput(RuleDocumentation.index(for: descriptions))
    case .json: Output.standardOutput(RuleListing.json(descriptions, effective))
    case .text: Output.standardOutput(RuleListing.table(descriptions, effective))
    }
    return .success
  }
}

/// The rules table and its JSON form.
enum RuleListing {
  /// What the configuration in effect in the current directory makes of each rule.
  struct Effective {
    var enabled: Set<String>
    var severity: [String: Severity]
    /// Rules whose severity the configuration sets (no shape of theirs is raised to `error`).
    var configured: Set<String> = []
  }

  /// The root configuration's view of the rules; nil (after printing why) when it has an error.
  static func effective(configPath: String?) -> Effective? {
    let resolver = ConfigurationResolver(
      rules: RuleRegistry.descriptions, overrides: ConfigurationOverrides(configPath: configPath))
    for issue in resolver.issues { Output.standardError(issue.description + "\n") }
    // A broken configuration would list the wrong rules and severities.
    if resolver.hasErrors { return nil }
    let configuration = resolver.rootConfiguration
    var severity: [String: Severity] = [:]
    var configured: Set<String> = []
    for rule in RuleRegistry.descriptions {
      severity[rule.identifier] = configuration.severity(for: rule)
      if configuration.ruleSettings[rule.identifier]?.severity != nil { configured.insert(rule.identifier) }
    }
    return Effective(
      enabled: Set(configuration.enabledRules.map { $0.identifier }), severity: severity, configured: configured)
  }

  /// One row per rule; `severity` is the effective one (after configuration).
  static func table(_ descriptions: [RuleDescription], _ effective: Effective) -> String {
    let headers = ["identifier", "kind", "severity", "enabled", "opt-in"]
    // A rule that raises one shape to `error` shows `warning/error`, and a note under the table
    // names the shape.
    let raising = descriptions.filter { $0.errorShape != nil && !effective.configured.contains($0.identifier) }
    let raisingIDs = Set(raising.map { $0.identifier })
    let rows = descriptions.map {
      [
        $0.identifier, $0.kind.rawValue,
        (effective.severity[$0.identifier] ?? $0.defaultSeverity).rawValue
          + (raisingIDs.contains($0.identifier) ? "/error" : ""),
        effective.enabled.contains($0.identifier) ? "yes" : "no", $0.isOptIn ? "yes" : "no",
      ]
    }
    var widths = headers.map { $0.count }
    for row in rows { for (column, cell) in row.enumerated() { widths[column] = max(widths[column], cell.count) } }
    func line(_ cells: [String]) -> String {
      cells.enumerated().map { $1.padding(toLength: widths[$0], withPad: " ", startingAt: 0) }
        .joined(separator: "  ").trimmingTrailingSpaces() + "\n"
    }
    let notes = raising.map { "\($0.identifier): error for \($0.errorShape ?? "")\n" }
    return line(headers) + line(widths.map { String(repeating: "-", count: $0) }) + rows.map(line).joined()
      + (notes.isEmpty ? "" : "\n" + notes.joined())
  }

  /// `severity` is the effective one, `defaultSeverity` the rule's own; `withDocumentation` adds the
  /// rationale, options and examples (`rules ID --format json`).
  static func json(
    _ descriptions: [RuleDescription], _ effective: Effective, withDocumentation: Bool = false
  ) -> String {
    JSONValue.array(
      descriptions.map { description in
        var members: [(String, JSONValue)] = [
          ("defaultSeverity", .string(description.defaultSeverity.rawValue)),
          ("enabled", .bool(effective.enabled.contains(description.identifier))),
          ("identifier", .string(description.identifier)), ("kind", .string(description.kind.rawValue)),
          ("name", .string(description.name)),
        ]
        if withDocumentation {
          members.append(
            (
              "nonTriggeringExamples",
              .array(description.nonTriggeringExamples.map { .string(RuleDocumentation.strippingMarkers($0.code)) })
            ))
        }
        members.append(("optIn", .bool(description.isOptIn)))
        if withDocumentation {
          members.append(
            (
              "options",
              .array(
                description.options.map {
                  .object([
                    ("default", .string($0.defaultValue)), ("name", .string($0.name)), ("summary", .string($0.summary)),
                    ("type", .string($0.type.rawValue)),
                  ])
                })
            ))
        }
        // Keys in alphabetical order, as everywhere in this object.
        if let shape = description.errorShape, !effective.configured.contains(description.identifier) {
          members.append(("raisedToErrorFor", .string(shape)))
        }
        if withDocumentation { members.append(("rationale", .string(description.rationale))) }
        members.append(
          ("severity", .string((effective.severity[description.identifier] ?? description.defaultSeverity).rawValue)))
        members.append(("summary", .string(description.summary)))
        if withDocumentation {
          members.append(
            (
              "triggeringExamples",
              .array(description.triggeringExamples.map { .string(RuleDocumentation.strippingMarkers($0.code)) })
            ))
        }
        return .object(members)
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
