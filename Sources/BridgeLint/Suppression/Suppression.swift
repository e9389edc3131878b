/// Applies a file's suppression commands to its findings, and reports the commands
/// themselves when malformed (`invalid_command`) or useless (`superfluous_disable`).
public struct Suppression: Sendable {
  public static let invalidCommandID = "invalid_command"
  public static let superfluousDisableID = "superfluous_disable"

  public let knownRuleIDs: Set<String>

  public init(knownRuleIDs: Set<String>) {
    self.knownRuleIDs = knownRuleIDs
  }

  /// The linter's post-processing step.
  public func apply(to file: ParsedFile, _ diagnostics: [Diagnostic], activeRules: [ActiveRule]) -> [Diagnostic] {
    let (commands, invalid) = SuppressionCommandParser.commands(in: file, knownRuleIDs: knownRuleIDs)
    if commands.isEmpty && invalid.isEmpty { return diagnostics }
    var active: [String: ActiveRule] = [:]
    for rule in activeRules where active[rule.description.identifier] == nil {
      active[rule.description.identifier] = rule
    }
    if commands.isEmpty && (invalid.isEmpty || active[Suppression.invalidCommandID] == nil) { return diagnostics }

    var coverage = Coverage(commands: commands)
    var kept = diagnostics.filter { !coverage.suppresses($0) }

    if let rule = active[Suppression.invalidCommandID] {
      let findings = invalid.map {
        diagnostic(file, $0.offset, rule, "Invalid bridgelint command (\($0.reason)); fix or remove it")
      }
      kept.append(contentsOf: findings.filter { !coverage.suppresses($0) })
    }
    if let rule = active[Suppression.superfluousDisableID] {
      var findings: [(diagnostic: Diagnostic, command: Int, rule: String)] = []
      for (index, command) in commands.enumerated() where command.action == .disable {
        let used = coverage.used[index]
        // Only rules that ran can prove a disable useless.
        let unused =
          command.isAll
          ? (used.isEmpty ? ["all"] : []) : command.ruleIDs.filter { active[$0] != nil && !used.contains($0) }
        for id in unused {
          let what = id == "all" ? "any rule" : "'\(id)'"
          let message = "This disable command suppresses no finding of \(what); remove it"
          findings.append((diagnostic(file, command.offset, rule, message), index, id))
        }
      }
      // Another command (`disable superfluous_disable`) may silence these, which counts as its use;
      // a command never silences the finding about itself.
      let shown = findings.filter { !coverage.suppresses($0.diagnostic, ignoring: $0.command) }
      for finding in shown {
        let used = coverage.used[finding.command]
        if finding.rule == "all" ? used.isEmpty : !used.contains(finding.rule) { kept.append(finding.diagnostic) }
      }
    }
    return kept
  }

  private func diagnostic(_ file: ParsedFile, _ offset: Int, _ rule: ActiveRule, _ message: String) -> Diagnostic {
    let (line, column) = file.source.location(of: offset)
    return Diagnostic(
      path: file.path, line: line, column: column, severity: rule.severity, ruleID: rule.description.identifier,
      message: message, offset: offset)
  }

  /// Which disable command covers which finding; which commands suppressed something.
  private struct Coverage {
    let commands: [SuppressionCommand]
    /// Per command: the rule ids it suppressed.
    var used: [Set<String>]
    /// Offsets of region `enable all` commands, and of region enables naming each rule.
    private let enableAllOffsets: [Int]
    private let enableOffsetsByRule: [String: [Int]]

    init(commands: [SuppressionCommand]) {
      self.commands = commands
      used = Array(repeating: [], count: commands.count)
      var enableAll: [Int] = []
      var byRule: [String: [Int]] = [:]
      for command in commands where command.action == .enable && command.scope == .region {
        if command.isAll { enableAll.append(command.offset) }
        for id in command.ruleIDs { byRule[id, default: []].append(command.offset) }
      }
      enableAllOffsets = enableAll
      enableOffsetsByRule = byRule
    }

    /// Where a region disable at `offset` ends for `rule`: the next enable of it or of all.
    private func regionEnd(after offset: Int, rule: String) -> Int {
      min(
        Coverage.firstGreater(than: offset, in: enableAllOffsets),
        Coverage.firstGreater(than: offset, in: enableOffsetsByRule[rule] ?? []))
    }

    private static func firstGreater(than offset: Int, in sorted: [Int]) -> Int {
      var low = 0
      var high = sorted.count
      while low < high {
        let middle = (low + high) / 2
        if sorted[middle] <= offset { low = middle + 1 } else { high = middle }
      }
      return low < sorted.count ? sorted[low] : Int.max
    }

    /// Is `line` re-enabled for `rule` by a one-line `enable` (`enable:this`, `enable:next`)?
    private func isReenabled(line: Int, rule: String) -> Bool {
      commands.contains { $0.action == .enable && $0.targetLine == line && ($0.isAll || $0.ruleIDs.contains(rule)) }
    }

    mutating func suppresses(_ diagnostic: Diagnostic, ignoring ignored: Int = -1) -> Bool {
      var suppressed = false
      for (index, command) in commands.enumerated() where command.action == .disable && index != ignored {
        guard command.isAll || command.ruleIDs.contains(diagnostic.ruleID) else { continue }
        let covers: Bool
        if let line = command.targetLine {
          covers = diagnostic.line == line
        } else {
          covers =
            diagnostic.offset >= command.offset
            && diagnostic.offset < regionEnd(after: command.offset, rule: diagnostic.ruleID)
        }
        guard covers, !isReenabled(line: diagnostic.line, rule: diagnostic.ruleID) else { continue }
        suppressed = true
        used[index].insert(diagnostic.ruleID)
      }
      return suppressed
    }
  }
}
