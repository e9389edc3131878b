import Foundation

/// How one rule is configured in a file: `rule_id: error`, `rule_id: off`, or a mapping with `severity`
/// and the rule's options.
public struct RuleSetting: Sendable, Hashable {
  /// nil: the rule's default severity.
  public var severity: Severity?
  /// `rule_id: off` (or `severity: off`): the rule is disabled.
  public var isOff: Bool
  /// Option values as strings (`true`, `42`, text; a string list joined with `,`).
  public var options: [String: String]

  public init(severity: Severity? = nil, isOff: Bool = false, options: [String: String] = [:]) {
    self.severity = severity
    self.isOff = isOff
    self.options = options
  }
}

/// The validated contents of one `.bridgelint.yml`, before it is merged with its parents.
/// Unknown rule ids and values with errors are left out (they are reported as issues instead).
public struct ConfigurationFile: Sendable, Hashable {
  public static let defaultName = ".bridgelint.yml"
  /// The reporter names of DESIGN.md's command-line contract.
  public static let reporterNames = [
    "xcode", "json", "sarif", "checkstyle", "junit", "github-actions", "gitlab", "summary",
  ]

  /// Absolute, normalized path of the file.
  public var path: String
  /// The directory relative paths in the file are resolved against.
  public var directory: String
  public var disabledRules: [String] = []
  public var optInRules: [String] = []
  /// nil when the file has no `only_rules`.
  public var onlyRules: [String]?
  /// Patterns as written (relative to `directory` unless absolute).
  public var included: [String] = []
  public var excluded: [String] = []
  public var reporter: String?
  public var strict: Bool?
  /// As written; `Configuration` resolves it against `directory`.
  public var baseline: String?
  public var ruleSettings: [String: RuleSetting] = [:]

  public init(path: String, directory: String? = nil) {
    let path = PathNormalizer.absolute(path)
    self.path = path
    self.directory = directory ?? PathNormalizer.parent(of: path)
  }

  /// Reads and validates the file at `path`. A missing or unreadable file gives nil and an error.
  /// Issues name the file `displayPath` (default: `path` as given).
  /// A nested file (`isNested`) may not set the keys only the root configuration reads
  /// (`rootOnlyKeys`): they are warnings there and ignored.
  public static func load(
    path: String, displayPath: String? = nil, rules: [RuleDescription], isNested: Bool = false
  ) -> (file: ConfigurationFile?, issues: [ConfigurationIssue]) {
    let absolutePath = PathNormalizer.absolute(path)
    let displayPath = displayPath ?? path
    func failure(_ message: String) -> (ConfigurationFile?, [ConfigurationIssue]) {
      (nil, [ConfigurationIssue(path: displayPath, line: 0, column: 0, severity: .error, message: message)])
    }
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: absolutePath, isDirectory: &isDirectory) else {
      return failure("configuration file not found")
    }
    guard !isDirectory.boolValue else { return failure("could not read the configuration file") }
    // Capped (a 1.5 GB file is not read whole); a pipe (`--config <(…)`) is read as a stream.
    let bytes: [UInt8]
    switch FileReader.read(absolutePath, limit: FileReader.maximumConfigurationSize, allowsStreams: true) {
    case .success(let read): bytes = read
    case .failure(let error) where error.reason.hasPrefix("larger than"):
      return failure("could not read the configuration file: \(error.reason)")
    case .failure: return failure("could not read the configuration file")
    }
    var validator = Validator(
      file: ConfigurationFile(path: absolutePath), displayPath: displayPath, rules: rules)
    validator.isNested = isNested
    validator.validate(bytes)
    return (validator.file, validator.issues)
  }

  /// Validates configuration text. The file keeps every value that was valid; issues describe the rest.
  /// `path` is used in issues as given and, made absolute, as the base of relative paths.
  public static func parse(bytes: [UInt8], path: String, rules: [RuleDescription], isNested: Bool = false) -> (
    file: ConfigurationFile, issues: [ConfigurationIssue]
  ) {
    var validator = Validator(file: ConfigurationFile(path: path), displayPath: path, rules: rules)
    validator.isNested = isNested
    validator.validate(bytes)
    return (validator.file, validator.issues)
  }

  public static func parse(_ text: String, path: String, rules: [RuleDescription], isNested: Bool = false) -> (
    file: ConfigurationFile, issues: [ConfigurationIssue]
  ) {
    parse(bytes: Array(text.utf8), path: path, rules: rules, isNested: isNested)
  }

  /// Keys only the root configuration reads: they concern the whole run, not a folder.
  public static let rootOnlyKeys: Set<String> = ["strict", "reporter", "included", "baseline"]
}

/// Walks the YAML tree of one file into a `ConfigurationFile`, collecting issues.
private struct Validator {
  var file: ConfigurationFile
  let displayPath: String
  let rulesByID: [String: RuleDescription]
  var issues: [ConfigurationIssue] = []
  /// Below the root configuration: root-only keys are reported and ignored.
  var isNested = false

  init(file: ConfigurationFile, displayPath: String, rules: [RuleDescription]) {
    self.file = file
    self.displayPath = displayPath
    rulesByID = Dictionary(rules.map { ($0.identifier, $0) }, uniquingKeysWith: { first, _ in first })
  }

  mutating func report(_ severity: Severity, _ message: String, at position: YAMLPosition) {
    issues.append(
      ConfigurationIssue(
        path: displayPath, line: position.line, column: position.column, severity: severity, message: message))
  }

  mutating func validate(_ bytes: [UInt8]) {
    let root: YAMLNode?
    do {
      root = try YAMLParser.parse(bytes: bytes)
    } catch {
      report(.error, error.message, at: error.position)
      return
    }
    guard let root else { return }
    guard case .mapping(let entries, _) = root else {
      if case .scalar(let scalar) = root, scalar.isNull { return }
      report(
        .error, "the configuration must be a mapping of keys to values, found \(root.kindDescription)",
        at: root.position)
      return
    }
    for entry in entries {
      validateEntry(entry)
    }
    if file.onlyRules != nil {
      for entry in entries where entry.key.value == "opt_in_rules" || entry.key.value == "disabled_rules" {
        report(
          .warning, "'\(entry.key.value)' is ignored because 'only_rules' lists the whole set",
          at: entry.key.position)
      }
      issues.sort(by: ConfigurationIssue.ordered)
    }
  }

  mutating func validateEntry(_ entry: YAMLEntry) {
    let key = entry.key.value
    if isNested && ConfigurationFile.rootOnlyKeys.contains(key) {
      report(
        .warning,
        "'\(key)' is only read from the root configuration; it has no effect in a nested .bridgelint.yml",
        at: entry.key.position)
      return
    }
    switch key {
    case "disabled_rules":
      if let ids = ruleList(entry) { file.disabledRules = ids }
    case "opt_in_rules":
      if let ids = ruleList(entry) { file.optInRules = ids }
    case "only_rules":
      if let ids = ruleList(entry) { file.onlyRules = ids }
    case "included":
      if let paths = stringList(entry) { file.included = paths.map(\.value) }
    case "excluded":
      if let paths = stringList(entry) { file.excluded = paths.map(\.value) }
    case "reporter":
      guard let name = string(entry) else { return }
      if ConfigurationFile.reporterNames.contains(name) {
        file.reporter = name
      } else {
        let expected = ConfigurationFile.reporterNames.joined(separator: ", ")
        report(
          .error, "unknown reporter \(YAMLParser.quoted(name)) (expected one of: \(expected))", at: entry.value.position
        )
      }
    case "strict":
      if case .scalar(let scalar) = entry.value, let value = scalar.bool {
        file.strict = value
      } else {
        report(.error, "'strict' expects true or false, found \(describe(entry.value))", at: entry.value.position)
      }
    case "baseline":
      if let path = string(entry) { file.baseline = path }
    default:
      if let rule = rulesByID[key] {
        if let setting = ruleSetting(entry, rule: rule) { file.ruleSettings[key] = setting }
      } else if looksLikeRuleEntry(entry.value) {
        report(
          .warning, "unknown rule \(YAMLParser.quoted(key))\(Suggestion.didYouMean(key, among: rulesByID.keys))",
          at: entry.key.position)
      } else {
        let keys = [
          "disabled_rules", "opt_in_rules", "only_rules", "included", "excluded", "reporter", "strict", "baseline",
        ]
        let suggestion = Suggestion.didYouMean(key, among: keys + Array(rulesByID.keys))
        report(.warning, "unknown configuration key \(YAMLParser.quoted(key))\(suggestion)", at: entry.key.position)
      }
    }
  }

  // MARK: Values

  /// "'maybe'", "a list", "nothing": what was found instead of the expected value.
  func describe(_ node: YAMLNode) -> String {
    if case .scalar(let scalar) = node, !scalar.isNull { return YAMLParser.quoted(scalar.value) }
    return node.kindDescription
  }

  /// A list of scalars; a single scalar is a one-item list and an empty value an empty list.
  mutating func stringList(_ entry: YAMLEntry) -> [YAMLScalar]? {
    let name = entry.key.value
    switch entry.value {
    case .scalar(let scalar):
      return scalar.isNull ? [] : [scalar]
    case .mapping(_, let position):
      report(.error, "'\(name)' expects a list, found a mapping", at: position)
      return nil
    case .sequence(let items, _):
      var scalars: [YAMLScalar] = []
      var isValid = true
      for item in items {
        if case .scalar(let scalar) = item, !scalar.isNull {
          scalars.append(scalar)
        } else {
          report(.error, "'\(name)' items must be strings, found \(item.kindDescription)", at: item.position)
          isValid = false
        }
      }
      return isValid ? scalars : nil
    }
  }

  /// A list of rule identifiers; unknown ones are reported and left out.
  mutating func ruleList(_ entry: YAMLEntry) -> [String]? {
    guard let scalars = stringList(entry) else { return nil }
    var ids: [String] = []
    for scalar in scalars {
      if rulesByID[scalar.value] != nil {
        ids.append(scalar.value)
      } else {
        report(
          .warning,
          "unknown rule \(YAMLParser.quoted(scalar.value)) in '\(entry.key.value)'"
            + Suggestion.didYouMean(scalar.value, among: rulesByID.keys), at: scalar.position)
      }
    }
    return ids
  }

  /// A non-empty scalar value.
  mutating func string(_ entry: YAMLEntry) -> String? {
    if case .scalar(let scalar) = entry.value, !scalar.isNull { return scalar.value }
    report(.error, "'\(entry.key.value)' expects a string, found \(describe(entry.value))", at: entry.value.position)
    return nil
  }

  func looksLikeRuleEntry(_ node: YAMLNode) -> Bool {
    switch node {
    case .mapping: return true
    case .scalar(let scalar): return severityWord(scalar) != nil
    case .sequence: return false
    }
  }

  /// `error`, `warning`, `info`, or `off` as a setting without a severity.
  func severityWord(_ scalar: YAMLScalar) -> RuleSetting? {
    if scalar.value == "off" { return RuleSetting(isOff: true) }
    return Severity(rawValue: scalar.value).map { RuleSetting(severity: $0) }
  }

  /// A severity word as a setting; anything else is reported.
  mutating func severity(_ node: YAMLNode, rule: String) -> RuleSetting? {
    if case .scalar(let scalar) = node, let setting = severityWord(scalar) { return setting }
    report(
      .error,
      "rule \(YAMLParser.quoted(rule)) expects a severity (error, warning, info or off), found \(describe(node))",
      at: node.position)
    return nil
  }

  /// `rule_id: warning|error|info|off` or `rule_id:` with `severity:` and options. Invalid parts are
  /// reported and left out; the rest still applies.
  mutating func ruleSetting(_ entry: YAMLEntry, rule: RuleDescription) -> RuleSetting? {
    let id = rule.identifier
    switch entry.value {
    case .sequence(_, let position):
      report(
        .error, "rule \(YAMLParser.quoted(id)) expects a severity or a mapping of options, found a list",
        at: position)
      return nil
    case .scalar:
      return severity(entry.value, rule: id)
    case .mapping(let entries, _):
      var setting = RuleSetting()
      for option in entries {
        let name = option.key.value
        if name == "severity" {
          if let word = severity(option.value, rule: id) {
            setting.severity = word.severity
            setting.isOff = word.isOff
          }
        } else if let declared = rule.options.first(where: { $0.name == name }) {
          if let value = optionValue(option.value, declared: declared, rule: id) { setting.options[name] = value }
        } else {
          report(
            .warning, "unknown option \(YAMLParser.quoted(name)) for rule \(YAMLParser.quoted(id))",
            at: option.key.position)
        }
      }
      return setting
    }
  }

  /// The option's value as a string when it has the declared type.
  mutating func optionValue(_ node: YAMLNode, declared: RuleOption, rule: String) -> String? {
    let found = describe(node)
    let scalar: YAMLScalar? = if case .scalar(let scalar) = node, !scalar.isNull { scalar } else { nil }
    switch declared.type {
    case .bool:
      if let value = scalar?.bool { return value ? "true" : "false" }
    case .integer:
      if let value = scalar?.integer { return String(value) }
    case .string:
      if let scalar { return scalar.value }
    case .stringList:
      if let scalar { return scalar.value }
      if case .sequence(let items, _) = node {
        var values: [String] = []
        for item in items {
          guard case .scalar(let itemScalar) = item, !itemScalar.isNull else {
            report(
              .error,
              "option '\(declared.name)' of rule \(YAMLParser.quoted(rule)) expects strings, "
                + "found \(item.kindDescription)",
              at: item.position)
            return nil
          }
          values.append(itemScalar.value)
        }
        return values.joined(separator: ",")
      }
    }
    let expected: String
    switch declared.type {
    case .bool: expected = "true or false"
    case .integer: expected = "an integer"
    case .string: expected = "a string"
    case .stringList: expected = "a list of strings"
    }
    report(
      .error, "option '\(declared.name)' of rule \(YAMLParser.quoted(rule)) expects \(expected), found \(found)",
      at: node.position)
    return nil
  }
}
