import BridgeLint
import Rules

/// Fixes in-memory sources through the same pipeline as `--fix`: a lint run for the project
/// index, then the `Fixer` on each file with the same rules and suppression.
enum FixHarness {
  static func fix(
    _ sources: [(path: String, text: String)], rules: [any Rule.Type], unsafe: Bool = true,
    options: [String: [String: String]] = [:]
  ) -> [(path: String, result: Fixer.Result)] {
    let inputs = sources.map {
      LintInput(absolutePath: "/virtual/" + $0.path, displayPath: $0.path, contents: Array($0.text.utf8))
    }
    let active = rules.map { ActiveRule($0, options: options[$0.identifier] ?? [:]) }
    let suppression = LintHarness.suppression
    var linter = Linter(jobs: 1, rules: { _ in active }, postProcess: suppression.apply)
    linter.retainsProjectIndex = true
    guard let index = linter.lint(inputs).projectIndex else { return [] }
    let fixer = Fixer(
      includesUnsafe: unsafe, suppression: suppression,
      lint: Fixer.linting(rules: active, index: index, postProcess: suppression.apply))
    return sources.map { ($0.path, fixer.fix(path: $0.path, bytes: Array($0.text.utf8))) }
  }

  /// One file fixed alone; the fixed text and what happened.
  static func fix(
    _ text: String, rules: [any Rule.Type], unsafe: Bool = true, options: [String: [String: String]] = [:]
  ) -> (text: String, result: Fixer.Result?) {
    guard let result = fix([("Example.swift", text)], rules: rules, unsafe: unsafe, options: options).first?.result
    else {
      return (text, nil)
    }
    return (String(decoding: result.bytes, as: UTF8.self), result)
  }

  /// Built-in rules judge other rules' findings, so they run with every rule.
  static func rulesToRun(for rule: any Rule.Type) -> [any Rule.Type] {
    rule.description.kind == .builtIn ? RuleRegistry.all : [rule]
  }
}
