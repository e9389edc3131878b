import BridgeLint
import Foundation
import XCTest

final class ConfigurationTests: XCTestCase {
  // MARK: Fixtures

  private static func rule(
    _ id: String, severity: Severity = .warning, optIn: Bool = false, options: [RuleOption] = []
  ) -> RuleDescription {
    RuleDescription(
      identifier: id, name: id, summary: "", rationale: "", kind: .usage, defaultSeverity: severity,
      isOptIn: optIn, options: options, nonTriggeringExamples: [], triggeringExamples: [])
  }

  private let rules: [RuleDescription] = [
    rule(
      "rule_a",
      options: [
        RuleOption(name: "max_count", type: .integer, defaultValue: "3", summary: ""),
        RuleOption(name: "strict_mode", type: .bool, defaultValue: "false", summary: ""),
        RuleOption(name: "label", type: .string, defaultValue: "none", summary: ""),
        RuleOption(name: "types", type: .stringList, defaultValue: "", summary: ""),
      ]),
    rule("rule_b", severity: .error),
    rule("opt_in_b", optIn: true),
    rule("opt_in_c", severity: .info, optIn: true),
  ]

  private var temporaryDirectory = ""

  override func setUpWithError() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("bridgelint-config-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    temporaryDirectory = PathNormalizer.normalize(url.path)
  }

  override func tearDownWithError() throws {
    if !temporaryDirectory.isEmpty { try? FileManager.default.removeItem(atPath: temporaryDirectory) }
  }

  /// Writes `contents` to `relativePath` under the temporary directory, creating directories.
  private func write(_ relativePath: String, _ contents: String) throws {
    let path = temporaryDirectory + "/" + relativePath
    try FileManager.default.createDirectory(
      atPath: PathNormalizer.parent(of: path), withIntermediateDirectories: true)
    try Data(contents.utf8).write(to: URL(fileURLWithPath: path))
  }

  private func parse(_ text: String, path: String = "/p/.bridgelint.yml") -> (ConfigurationFile, [String]) {
    let (file, issues) = ConfigurationFile.parse(text, path: path, rules: rules)
    return (file, issues.map(\.description))
  }

  private func configuration(_ text: String, overrides: ConfigurationOverrides = ConfigurationOverrides())
    -> Configuration
  {
    let (file, issues) = ConfigurationFile.parse(text, path: "/p/.bridgelint.yml", rules: rules)
    XCTAssertEqual(issues.map(\.description), [])
    return Configuration(rules: rules, workingDirectory: "/p", overrides: overrides).merging(file)
  }

  private func enabled(_ configuration: Configuration) -> [String] {
    configuration.enabledRules.map(\.identifier)
  }

  // MARK: Rule selection

  func testDefaultsWithoutAFile() {
    let configuration = Configuration(rules: rules, workingDirectory: "/p")
    XCTAssertEqual(enabled(configuration), ["rule_a", "rule_b"])
    XCTAssertFalse(configuration.isEnabled("opt_in_b"))
    XCTAssertFalse(configuration.isEnabled("no_such_rule"))
    XCTAssertEqual(configuration.severity(for: rules[1]), .error)
    XCTAssertEqual(configuration.reporter, "xcode")
    XCTAssertFalse(configuration.strict)
    XCTAssertNil(configuration.baseline)
    XCTAssertEqual(
      configuration.options(for: "rule_a"), ["max_count": "3", "strict_mode": "false", "label": "none", "types": ""])
    XCTAssertEqual(configuration.options(for: "rule_b"), [:])
  }

  func testOptInAndDisabledRules() {
    let configuration = self.configuration("disabled_rules: [rule_a]\nopt_in_rules:\n  - opt_in_b\n")
    XCTAssertEqual(enabled(configuration), ["rule_b", "opt_in_b"])
  }

  func testSingleScalarIsAOneItemList() {
    let configuration = self.configuration("disabled_rules: rule_b\nopt_in_rules: opt_in_c")
    XCTAssertEqual(enabled(configuration), ["rule_a", "opt_in_c"])
    XCTAssertEqual(configuration.disabledRules, ["rule_b"])
    XCTAssertEqual(configuration.optInRules, ["opt_in_c"])
  }

  func testOnlyRulesIsTheWholeSet() {
    let (file, issues) = parse(
      "only_rules: [opt_in_c, rule_b]\nopt_in_rules: [opt_in_b]\ndisabled_rules: [rule_b, nope]")
    XCTAssertEqual(
      issues,
      [
        "/p/.bridgelint.yml:2:1: warning: 'opt_in_rules' is ignored because 'only_rules' lists the whole set",
        "/p/.bridgelint.yml:3:1: warning: 'disabled_rules' is ignored because 'only_rules' lists the whole set",
        "/p/.bridgelint.yml:3:26: warning: unknown rule 'nope' in 'disabled_rules'",
      ])
    let configuration = Configuration(rules: rules, workingDirectory: "/p").merging(file)
    XCTAssertEqual(enabled(configuration), ["rule_b", "opt_in_c"])
    XCTAssertEqual(configuration.onlyRules, ["opt_in_c", "rule_b"])
  }

  func testSeverityEntryAloneDoesNotEnableAnOptInRule() {
    let configuration = self.configuration("opt_in_b: error\nrule_a: info\n")
    XCTAssertFalse(configuration.isEnabled("opt_in_b"))
    XCTAssertEqual(configuration.severity(for: rules[2]), .error)
    XCTAssertTrue(configuration.isEnabled("rule_a"))
    XCTAssertEqual(configuration.severity(for: rules[0]), .info)
    let enabledToo = self.configuration("opt_in_rules: [opt_in_b]\nopt_in_b:\n  severity: error\n")
    XCTAssertTrue(enabledToo.isEnabled("opt_in_b"))
    XCTAssertEqual(enabledToo.severity(for: rules[2]), .error)
  }

  func testOffDisablesARule() {
    XCTAssertEqual(enabled(configuration("rule_a: off")), ["rule_b"])
    XCTAssertEqual(
      enabled(configuration("opt_in_rules: [opt_in_b]\nopt_in_b:\n  severity: off")), ["rule_a", "rule_b"])
    XCTAssertEqual(enabled(configuration("only_rules: [rule_a, rule_b]\nrule_b: 'off'")), ["rule_a"])
  }

  func testRuleOptionsAreTypedAndDefaulted() {
    let configuration = self.configuration(
      """
      rule_a:
        severity: error
        max_count: 10
        strict_mode: true
        label: "hello world"
        types: [UIView, UILabel]
      """)
    XCTAssertEqual(configuration.severity(for: rules[0]), .error)
    XCTAssertEqual(
      configuration.options(for: "rule_a"),
      ["max_count": "10", "strict_mode": "true", "label": "hello world", "types": "UIView,UILabel"])
    XCTAssertEqual(Configuration.listItems("UIView,UILabel"), ["UIView", "UILabel"])
    XCTAssertEqual(Configuration.listItems(""), [])
    let partial = self.configuration("rule_a:\n  types: UIView\n  label: 42")
    XCTAssertEqual(partial.options(for: "rule_a")["types"], "UIView")
    XCTAssertEqual(partial.options(for: "rule_a")["label"], "42")
    XCTAssertEqual(partial.options(for: "rule_a")["max_count"], "3")
    XCTAssertEqual(partial.severity(for: rules[0]), .warning)
    // The same as a flow mapping (issue 30).
    let flow = self.configuration("rule_a: {severity: error, max_count: 10, types: [UIView, UILabel]}")
    XCTAssertEqual(flow.severity(for: rules[0]), .error)
    XCTAssertEqual(flow.options(for: "rule_a")["max_count"], "10")
    XCTAssertEqual(flow.options(for: "rule_a")["types"], "UIView,UILabel")
  }

  func testCommandLineOverrides() {
    let text = "only_rules: [rule_a]\nrule_b: off\nreporter: json\nstrict: false"
    let onlyRule = configuration(text, overrides: ConfigurationOverrides(onlyRules: ["opt_in_b", "rule_b"]))
    XCTAssertEqual(enabled(onlyRule), ["rule_b", "opt_in_b"])
    let all = configuration(text, overrides: ConfigurationOverrides(enableAllRules: true))
    XCTAssertEqual(enabled(all), ["rule_a", "rule_b", "opt_in_b", "opt_in_c"])
    let both = configuration(text, overrides: ConfigurationOverrides(onlyRules: ["rule_b"], enableAllRules: true))
    XCTAssertEqual(enabled(both), ["rule_b"])
    let plain = configuration(text)
    XCTAssertEqual(plain.reporter, "json")
    XCTAssertFalse(plain.strict)
    let flags = plain.applying(ConfigurationOverrides(strict: true, reporter: "sarif"))
    XCTAssertEqual(flags.reporter, "sarif")
    XCTAssertTrue(flags.strict)
    XCTAssertEqual(
      ConfigurationOverrides(onlyRules: ["rule_a", "nope", "x y"]).unknownRuleIDs(in: rules), ["nope", "x y"])
  }

  func testNestedFileExtendsItsParent() {
    let parent = ConfigurationFile.parse(
      "disabled_rules: [rule_a]\nexcluded: [Gen]\nrule_b: info\nreporter: json\nbaseline: base.json",
      path: "/p/.bridgelint.yml", rules: rules
    ).file
    let child = ConfigurationFile.parse(
      "opt_in_rules: [opt_in_b]\ndisabled_rules: [rule_b]\nexcluded: [Old]\nopt_in_c: error\nstrict: true\n"
        + "baseline: b2.json",
      path: "/p/sub/.bridgelint.yml", rules: rules
    ).file
    let merged = Configuration(rules: rules, workingDirectory: "/p").merging(parent).merging(child)
    XCTAssertEqual(enabled(merged), ["opt_in_b"])
    XCTAssertEqual(merged.disabledRules, ["rule_a", "rule_b"])
    XCTAssertEqual(merged.excludedGlobs.map(\.pattern), ["/p/Gen", "/p/sub/Old"])
    XCTAssertEqual(merged.severity(for: rules[1]), .info)
    XCTAssertEqual(merged.severity(for: rules[3]), .error, "a severity entry alone does not enable opt_in_c")
    XCTAssertFalse(merged.isEnabled("opt_in_c"))
    XCTAssertEqual(merged.reporter, "json")
    XCTAssertTrue(merged.strict)
    XCTAssertEqual(merged.baseline, "/p/sub/b2.json")
    XCTAssertEqual(merged.files, ["/p/.bridgelint.yml", "/p/sub/.bridgelint.yml"])

    // A nested opt-in re-enables what the parent disabled; a nested entry replaces the parent's.
    let reEnable = ConfigurationFile.parse(
      "opt_in_rules: [rule_a]\nrule_b:\n  severity: warning", path: "/p/sub/.bridgelint.yml", rules: rules
    ).file
    let reEnabled = Configuration(rules: rules, workingDirectory: "/p").merging(parent).merging(reEnable)
    XCTAssertTrue(reEnabled.isEnabled("rule_a"))
    XCTAssertEqual(reEnabled.severity(for: rules[1]), .warning)

    // A nested only_rules replaces the set.
    let only = ConfigurationFile.parse("only_rules: [opt_in_c]", path: "/p/sub/.bridgelint.yml", rules: rules).file
    XCTAssertEqual(
      enabled(Configuration(rules: rules, workingDirectory: "/p").merging(parent).merging(only)), ["opt_in_c"])
  }

  // MARK: Issues

  func testUnknownKeysRulesAndOptionsAreWarningsWithPositions() {
    let (file, issues) = parse(
      """
      disabled_rules:
        - rule_a
        - not_a_rule
      opt_in_rules: [opt_in_b, "missing"]
      colour: blue
      ghost_rule: error
      rule_a:
        nonsense: 1
      """)
    XCTAssertEqual(
      issues,
      [
        "/p/.bridgelint.yml:3:5: warning: unknown rule 'not_a_rule' in 'disabled_rules'",
        "/p/.bridgelint.yml:4:26: warning: unknown rule 'missing' in 'opt_in_rules'",
        "/p/.bridgelint.yml:5:1: warning: unknown configuration key 'colour'",
        "/p/.bridgelint.yml:6:1: warning: unknown rule 'ghost_rule'",
        "/p/.bridgelint.yml:8:3: warning: unknown option 'nonsense' for rule 'rule_a'",
      ])
    XCTAssertEqual(file.disabledRules, ["rule_a"])
    XCTAssertEqual(file.optInRules, ["opt_in_b"])
  }

  func testWrongTypesAreErrorsWithPositions() {
    let (_, issues) = parse(
      """
      strict: maybe
      disabled_rules:
        a: 1
      included: [[x]]
      reporter: fancy
      rule_a: loud
      rule_b:
        severity: [error]
      opt_in_b: [error]
      baseline:
      rule_a:
      """)
    XCTAssertEqual(issues.count, 1)
    XCTAssertEqual(issues.first, "/p/.bridgelint.yml:11:1: error: duplicate key 'rule_a' (first defined on line 6)")

    let (_, typeIssues) = parse(
      """
      strict: maybe
      disabled_rules:
        a: 1
      included: [[x]]
      reporter: fancy
      rule_a: loud
      rule_b:
        severity: [error]
      opt_in_b: [error]
      baseline:
      opt_in_c:
        severity: fatal
      """)
    XCTAssertEqual(
      typeIssues,
      [
        "/p/.bridgelint.yml:1:9: error: 'strict' expects true or false, found 'maybe'",
        "/p/.bridgelint.yml:3:3: error: 'disabled_rules' expects a list, found a mapping",
        "/p/.bridgelint.yml:4:12: error: 'included' items must be strings, found a list",
        "/p/.bridgelint.yml:5:11: error: unknown reporter 'fancy' (expected one of: xcode, json, sarif, checkstyle, "
          + "junit, github-actions, gitlab, summary)",
        "/p/.bridgelint.yml:6:9: error: rule 'rule_a' expects a severity (error, warning, info or off), found 'loud'",
        "/p/.bridgelint.yml:8:13: error: rule 'rule_b' expects a severity (error, warning, info or off), found a list",
        "/p/.bridgelint.yml:9:11: error: rule 'opt_in_b' expects a severity or a mapping of options, found a list",
        "/p/.bridgelint.yml:10:1: error: 'baseline' expects a string, found nothing",
        "/p/.bridgelint.yml:12:13: error: rule 'opt_in_c' expects a severity (error, warning, info or off), "
          + "found 'fatal'",
      ])
  }

  func testOptionsOfTheWrongType() {
    let (file, issues) = parse(
      """
      rule_a:
        max_count: many
        strict_mode: "true"
        label: [a]
        types:
          k: v
      """)
    XCTAssertEqual(
      issues,
      [
        "/p/.bridgelint.yml:2:14: error: option 'max_count' of rule 'rule_a' expects an integer, found 'many'",
        "/p/.bridgelint.yml:3:16: error: option 'strict_mode' of rule 'rule_a' expects true or false, found 'true'",
        "/p/.bridgelint.yml:4:10: error: option 'label' of rule 'rule_a' expects a string, found a list",
        "/p/.bridgelint.yml:6:5: error: option 'types' of rule 'rule_a' expects a list of strings, found a mapping",
      ])
    XCTAssertEqual(file.ruleSettings["rule_a"], RuleSetting())
  }

  func testMalformedYAMLIsAnErrorAndTheDefaultsRemain() {
    let (file, issues) = parse("disabled_rules: {rule_a: 1")
    XCTAssertEqual(issues, ["/p/.bridgelint.yml:1:17: error: unterminated flow mapping (missing '}')"])
    XCTAssertEqual(file, ConfigurationFile(path: "/p/.bridgelint.yml"))
    XCTAssertEqual(
      parse("- rule_a").1,
      ["/p/.bridgelint.yml:1:1: error: the configuration must be a mapping of keys to values, found a list"])
    XCTAssertEqual(parse("").1, [])
    XCTAssertEqual(parse("# nothing but comments\n---\n").1, [])
  }

  func testIssueDescriptionWithoutAPosition() {
    let issue = ConfigurationIssue(
      path: "x.yml", line: 0, column: 0, severity: .error, message: "configuration file not found")
    XCTAssertEqual(issue.description, "x.yml: error: configuration file not found")
    XCTAssertTrue(issue.isError)
  }

  func testOddCharactersInRuleIDs() {
    let longID = String(repeating: "z", count: 500)
    let (file, issues) = parse(
      "disabled_rules: [\"ru\\u0000le\", \"💥\", \"a:b\", \"\\e[31mred\", '\(longID)', rule_a ]\n")
    XCTAssertEqual(
      issues,
      [
        "/p/.bridgelint.yml:1:18: warning: unknown rule 'ru\\u{0}le' in 'disabled_rules'",
        "/p/.bridgelint.yml:1:32: warning: unknown rule '💥' in 'disabled_rules'",
        "/p/.bridgelint.yml:1:40: warning: unknown rule 'a:b' in 'disabled_rules'",
        "/p/.bridgelint.yml:1:47: warning: unknown rule '\\u{1b}[31mred' in 'disabled_rules'",
        "/p/.bridgelint.yml:1:60: warning: unknown rule '\(String(repeating: "z", count: 60))…' in 'disabled_rules'",
      ])
    XCTAssertEqual(file.disabledRules, ["rule_a"])
  }

  func testTenMegabyteConfigurationFinishes() {
    var text = "opt_in_rules:\n"
    let count = 200_000
    let unknown = "  - unknown_" + String(repeating: "x", count: 90) + "\n"
    text.reserveCapacity(count * 60)
    for index in 0..<count { text += index.isMultiple(of: 2) ? "  - opt_in_b\n  # c\n" : unknown }
    XCTAssertGreaterThan(text.utf8.count, 10_000_000)
    let (file, issues) = ConfigurationFile.parse(text, path: "/p/.bridgelint.yml", rules: rules)
    XCTAssertEqual(file.optInRules.count, count / 2)
    XCTAssertEqual(issues.count, count / 2)
    XCTAssertEqual(issues.last?.line, count / 2 * 3 + 1)
  }

  // MARK: Files on disk

  func testDiscoveryFindsTheNearestFileUpward() throws {
    try write(".bridgelint.yml", "disabled_rules: [rule_a]\n")
    try write("a/b/c/keep", "")
    let resolver = ConfigurationResolver(rules: rules, workingDirectory: temporaryDirectory + "/a/b/c")
    XCTAssertEqual(resolver.rootConfigurationPath, temporaryDirectory + "/.bridgelint.yml")
    XCTAssertFalse(resolver.rootConfiguration.isEnabled("rule_a"))
    XCTAssertEqual(resolver.rootConfiguration.baseDirectory, temporaryDirectory)
    XCTAssertEqual(
      ConfigurationResolver.findConfiguration(startingAt: temporaryDirectory + "/a"),
      temporaryDirectory + "/.bridgelint.yml")
    XCTAssertEqual(resolver.issues, [])

    try write("a/.bridgelint.yml", "rule_b: off\n")
    XCTAssertEqual(
      ConfigurationResolver.findConfiguration(startingAt: temporaryDirectory + "/a/b"),
      temporaryDirectory + "/a/.bridgelint.yml")
  }

  func testNoFileMeansDefaults() throws {
    try write("empty/keep", "")
    // The temporary directory's parents are not ours to control; only assert when none has a configuration.
    let start = temporaryDirectory + "/empty"
    let resolver = ConfigurationResolver(rules: rules, workingDirectory: start)
    if ConfigurationResolver.findConfiguration(startingAt: start) == nil {
      XCTAssertNil(resolver.rootConfigurationPath)
      XCTAssertEqual(enabled(resolver.rootConfiguration), ["rule_a", "rule_b"])
      XCTAssertEqual(resolver.rootConfiguration.baseDirectory, start)
    }
    XCTAssertEqual(resolver.issues, [])
  }

  func testNestedConfigurationsApplyBelowTheirDirectory() throws {
    try write(".bridgelint.yml", "disabled_rules: [rule_a]\nexcluded: [Generated]\n")
    try write("Sources/Feature/.bridgelint.yml", "opt_in_rules: [opt_in_b]\nexcluded: ['Old*.swift']\nreporter: json\n")
    try write("Sources/Feature/Deep/.bridgelint.yml", "only_rules: [rule_a]\nnope: 1\n")
    let resolver = ConfigurationResolver(rules: rules, workingDirectory: temporaryDirectory)

    let top = resolver.configuration(forFile: "Sources/Top.swift")
    XCTAssertEqual(enabled(top), ["rule_b"])
    let feature = resolver.configuration(forFile: temporaryDirectory + "/Sources/Feature/Sub/View.swift")
    XCTAssertEqual(enabled(feature), ["rule_b", "opt_in_b"])
    // `reporter` is root-only: a warning in a nested file, and no effect.
    XCTAssertEqual(feature.reporter, "xcode")
    XCTAssertEqual(resolver.rootConfiguration.reporter, "xcode")
    XCTAssertTrue(feature.isExcluded(path: "Sources/Feature/OldView.swift"))
    XCTAssertTrue(feature.isExcluded(path: "Generated/A.swift"))
    XCTAssertFalse(top.isExcluded(path: "Sources/Feature/OldView.swift"))
    XCTAssertFalse(feature.isExcluded(path: "Sources/OldView.swift"))
    let deep = resolver.configuration(forFile: "Sources/Feature/Deep/X.swift")
    XCTAssertEqual(enabled(deep), ["rule_a"])
    XCTAssertEqual(deep.files.count, 3)
    XCTAssertEqual(
      resolver.issues.map(\.description),
      [
        "Sources/Feature/.bridgelint.yml:3:1: warning: 'reporter' is only read from the root configuration; "
          + "it has no effect in a nested .bridgelint.yml",
        "Sources/Feature/Deep/.bridgelint.yml:2:1: warning: unknown configuration key 'nope'",
      ])
    XCTAssertFalse(resolver.hasErrors)
    // Cached: asking again neither re-reads nor repeats issues.
    XCTAssertEqual(enabled(resolver.configuration(forFile: "Sources/Feature/Deep/Y.swift")), ["rule_a"])
    XCTAssertEqual(resolver.issues.count, 2)
  }

  func testExplicitConfigFileKeepsNestedFilesBelowItsFolder() throws {
    try write("custom.yml", "opt_in_rules: [opt_in_c]\nstrict: true\n")
    try write(".bridgelint.yml", "rule_b: off\n")
    try write("Sources/.bridgelint.yml", "rule_a: off\nstrict: false\n")
    let overrides = ConfigurationOverrides(configPath: "custom.yml")
    let resolver = ConfigurationResolver(rules: rules, overrides: overrides, workingDirectory: temporaryDirectory)
    // The named file replaces the `.bridgelint.yml` beside it; the nested one below still applies.
    XCTAssertEqual(enabled(resolver.configuration(forFile: "A.swift")), ["rule_a", "rule_b", "opt_in_c"])
    let configuration = resolver.configuration(forFile: "Sources/A.swift")
    XCTAssertEqual(enabled(configuration), ["rule_b", "opt_in_c"])
    XCTAssertTrue(configuration.strict)
    XCTAssertEqual(
      resolver.issues.map(\.description),
      [
        "Sources/.bridgelint.yml:2:1: warning: 'strict' is only read from the root configuration; "
          + "it has no effect in a nested .bridgelint.yml"
      ])

    let missing = ConfigurationResolver(
      rules: rules, overrides: ConfigurationOverrides(configPath: "missing.yml"), workingDirectory: temporaryDirectory)
    XCTAssertEqual(missing.issues.map(\.description), ["missing.yml: error: configuration file not found"])
    XCTAssertTrue(missing.hasErrors)
    XCTAssertEqual(enabled(missing.rootConfiguration), ["rule_a", "rule_b"])
  }

  func testErrorsInNestedFilesAreCollected() throws {
    try write(".bridgelint.yml", "strict: maybe\n")
    try write("Sub/.bridgelint.yml", "a: 'unterminated\n")
    try write("Dir/.bridgelint.yml/keep", "")
    let resolver = ConfigurationResolver(rules: rules, workingDirectory: temporaryDirectory)
    _ = resolver.configuration(forFile: "Sub/A.swift")
    _ = resolver.configuration(forFile: "Dir/A.swift")
    XCTAssertEqual(
      resolver.issues.map(\.description),
      [
        ".bridgelint.yml:1:9: error: 'strict' expects true or false, found 'maybe'",
        "Dir/.bridgelint.yml: error: could not read the configuration file",
        "Sub/.bridgelint.yml:1:4: error: unterminated single-quoted string (quoted values must end on the same line)",
      ])
    XCTAssertTrue(resolver.hasErrors)
  }

  func testIncludedExcludedAndBuiltInExcludes() throws {
    try write(
      ".bridgelint.yml",
      """
      included: [Sources, 'Tests/**/*Tests.swift']
      excluded: ["**/Generated/**", 'Sources/Legacy ü', Sources/*.tmp.swift]
      baseline: ci/base.json
      """
    )
    let resolver = ConfigurationResolver(rules: rules, workingDirectory: temporaryDirectory + "/Sources")
    let configuration = resolver.rootConfiguration
    XCTAssertEqual(configuration.baseline, temporaryDirectory + "/ci/base.json")
    XCTAssertEqual(
      configuration.includedGlobs.map(\.literalPrefix),
      [temporaryDirectory + "/Sources", temporaryDirectory + "/Tests"])
    // Relative paths are taken from the working directory (Sources); patterns from the file's directory.
    XCTAssertTrue(configuration.isExcluded(path: "App/Generated/Model.swift"))
    XCTAssertTrue(configuration.isExcluded(path: "Legacy ü/Old.swift"))
    XCTAssertTrue(configuration.isExcluded(path: "A.tmp.swift"))
    XCTAssertFalse(configuration.isExcluded(path: "App/A.tmp.swift"))
    XCTAssertFalse(configuration.isExcluded(path: "App/View.swift"))
    XCTAssertTrue(configuration.isIncluded(path: "App/View.swift"))
    XCTAssertTrue(configuration.isIncluded(path: "../Tests/Unit/ViewTests.swift"))
    XCTAssertFalse(configuration.isIncluded(path: "../Tests/Unit/Helper.swift"))
    XCTAssertFalse(configuration.isIncluded(path: "../Other/A.swift"))
    for name in [".build", ".git", "Pods", "Carthage", "DerivedData", ".swiftpm"] {
      XCTAssertTrue(configuration.isExcluded(path: "App/\(name)/X.swift"), name)
      XCTAssertTrue(configuration.isExcluded(path: temporaryDirectory + "/\(name)/X.swift"), name)
    }
    XCTAssertFalse(configuration.isExcluded(path: "App/PodsX/X.swift"))
    // Built-in names above the base directory do not count.
    let underPods = Configuration(rules: rules, workingDirectory: "/repo/Pods/App")
    XCTAssertFalse(underPods.isExcluded(path: "Sources/A.swift"))
    XCTAssertTrue(underPods.isExcluded(path: "Pods/A.swift"))
  }

  func testPathNormalizer() {
    XCTAssertEqual(PathNormalizer.absolute("a/./b/../c//d/", relativeTo: "/x/y"), "/x/y/a/c/d")
    XCTAssertEqual(PathNormalizer.absolute("../../../..", relativeTo: "/x"), "/")
    XCTAssertEqual(PathNormalizer.parent(of: "/x/y"), "/x")
    XCTAssertEqual(PathNormalizer.parent(of: "/x"), "/")
    XCTAssertEqual(PathNormalizer.parent(of: "/"), "/")
    XCTAssertEqual(PathNormalizer.relative("/x/y/z", to: "/x"), "y/z")
    XCTAssertEqual(PathNormalizer.relative("/x", to: "/x"), "")
    XCTAssertNil(PathNormalizer.relative("/xy/z", to: "/x"))
    XCTAssertEqual(PathNormalizer.relative("/a", to: "/"), "a")
    XCTAssertEqual(PathNormalizer.display("/x/y", relativeTo: "/x"), "y")
    XCTAssertEqual(PathNormalizer.display("/z/y", relativeTo: "/x"), "/z/y")
  }

  /// A discovered file keeps its displayed path and the folder it is relative to, and spells the
  /// same absolute path as one built with both paths; setting either path keeps the other.
  func testAnInputShownRelativeToAFolderKeepsItsAbsolutePath() {
    for (path, folder) in [("/x/y/z", "/x"), ("/a", "/"), ("/z/y", "/x"), ("/x", "/x"), ("/xy/z", "/x")] {
      let input = LintInput(path: path, shownRelativeTo: folder)
      XCTAssertEqual(input.absolutePath, path)
      XCTAssertEqual(input.displayPath, PathNormalizer.display(path, relativeTo: folder))
      var moved = input
      moved.displayPath = "shown"
      XCTAssertEqual(moved.absolutePath, path)
      moved.absolutePath = "/other"
      XCTAssertEqual(moved.displayPath, "shown")
      XCTAssertEqual(moved.absolutePath, "/other")
    }
  }

  func testResolverIsSafeToShareAcrossThreads() throws {
    for index in 0..<20 { try write("D\(index)/.bridgelint.yml", "rule_a: off\n") }
    let resolver = ConfigurationResolver(rules: rules, workingDirectory: temporaryDirectory)
    let results = ResultBox(count: 200)
    DispatchQueue.concurrentPerform(iterations: 200) { index in
      let configuration = resolver.configuration(forFile: "D\(index % 20)/Sub\(index % 3)/F.swift")
      results.set(index, configuration.isEnabled("rule_a"))
    }
    XCTAssertEqual(results.values, Array(repeating: false, count: 200))
    XCTAssertEqual(resolver.issues, [])
  }
}

/// Collects values written from several threads.
private final class ResultBox: @unchecked Sendable {
  private let lock = NSLock()
  private var storage: [Bool?]

  init(count: Int) { storage = Array(repeating: nil, count: count) }

  func set(_ index: Int, _ value: Bool) {
    lock.lock()
    storage[index] = value
    lock.unlock()
  }

  var values: [Bool?] {
    lock.lock()
    defer { lock.unlock() }
    return storage
  }
}
