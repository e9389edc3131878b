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
    for rule in activeRules where active[rule.identifier] == nil {
      active[rule.identifier] = rule
    }
    if commands.isEmpty && (invalid.isEmpty || active[Suppression.invalidCommandID] == nil) { return diagnostics }

    let coverage = Coverage(commands: commands)
    var kept: [Diagnostic] = []
    var suppressed: [Diagnostic] = []
    for diagnostic in diagnostics {
      if coverage.isSuppressed(diagnostic) { suppressed.append(diagnostic) } else { kept.append(diagnostic) }
    }

    if let rule = active[Suppression.invalidCommandID] {
      for command in invalid {
        let finding = diagnostic(
          file, command.offset, rule, "Invalid bridgelint command (\(command.reason)); fix or remove it")
        if coverage.isSuppressed(finding) { suppressed.append(finding) } else { kept.append(finding) }
      }
    }
    if let rule = active[Suppression.superfluousDisableID] {
      var used = coverage.usage(of: suppressed)
      var findings: [(diagnostic: Diagnostic, command: Int, rule: String)] = []
      for (index, command) in commands.enumerated() where command.action == .disable {
        // Only rules that ran can prove a disable useless.
        let unused =
          command.isAll
          ? (used[index].isEmpty ? ["all"] : [])
          : command.ruleIDs.filter { active[$0] != nil && !used[index].contains($0) }
        for id in unused {
          let what = id == "all" ? "any rule" : "'\(id)'"
          let message = "This disable command suppresses no finding of \(what); remove it"
          findings.append((diagnostic(file, command.offset, rule, message), index, id))
        }
      }
      // Another command (`disable superfluous_disable`) may silence these, which counts as its use;
      // a command never silences the finding about itself.
      var silenced = Set<Int>()
      for (position, finding) in findings.enumerated() {
        let covering = coverage.coveringCommands(finding.diagnostic, ignoring: finding.command)
        guard !covering.isEmpty else { continue }
        silenced.insert(position)
        for index in covering { used[index].insert(finding.diagnostic.ruleID) }
      }
      for (position, finding) in findings.enumerated() where !silenced.contains(position) {
        let stillUnused =
          finding.rule == "all" ? used[finding.command].isEmpty : !used[finding.command].contains(finding.rule)
        guard stillUnused else { continue }
        var diagnostic = finding.diagnostic
        diagnostic.fix = removal(of: finding.command, in: commands, used: used, active: active, file)
        kept.append(diagnostic)
      }
    }
    return kept
  }

  /// The safe fix of a superfluous disable: remove the whole command when it names nothing that
  /// ran and was used (with its line when it stands alone). A region's matching `enable` goes
  /// with it when that enable names exactly the same rules and no other disable of them comes
  /// between; any other enable of them leaves the command alone (removing half a pair would
  /// change what the enable closes). A command that is partly used is left for the reader.
  private func removal(
    of index: Int, in commands: [SuppressionCommand], used: [Set<String>], active: [String: ActiveRule],
    _ file: ParsedFile
  ) -> Fix? {
    let command = commands[index]
    guard used[index].isEmpty, command.endOffset > command.offset else { return nil }
    if !command.isAll && command.ruleIDs.contains(where: { active[$0] == nil }) { return nil }
    let text = FixText(file)
    var edits = [FixEdit.delete(text.removalRange(of: command.offset..<command.endOffset))]
    if command.scope == .region {
      let names = Set(command.ruleIDs)
      let later = commands[(index + 1)...]
      let related = later.filter { other in
        other.scope == .region && (other.isAll || command.isAll || !names.isDisjoint(with: other.ruleIDs))
      }
      if let first = related.first {
        guard first.action == .enable, first.isAll == command.isAll, Set(first.ruleIDs) == names,
          first.endOffset > first.offset
        else { return nil }
        edits.append(.delete(text.removalRange(of: first.offset..<first.endOffset)))
      }
    }
    return Fix("Remove the unused disable command", .safe, edits: edits)
  }

  /// Per finding: does an edit of its fix reach where a disable command rules its rule out, or
  /// touch a command other than the one the finding is about? Such fixes are never applied.
  public func blocksEdits(of diagnostics: [Diagnostic], in file: ParsedFile) -> [Bool] {
    let (commands, _) = SuppressionCommandParser.commands(in: file, knownRuleIDs: knownRuleIDs)
    guard !commands.isEmpty else { return diagnostics.map { _ in false } }
    let coverage = Coverage(commands: commands)
    let starts = commands.map { $0.offset }
    return diagnostics.map { diagnostic in
      guard let fix = diagnostic.fix else { return false }
      let found = starts.partitionPoint { $0 < diagnostic.offset }
      let own = found < commands.count && starts[found] == diagnostic.offset ? found : -1
      let isAboutCommand = diagnostic.ruleID == Suppression.superfluousDisableID
      return fix.edits.contains { edit in
        // A command inside the edit (another command, or this one for an ordinary rule).
        let first = starts.partitionPoint { $0 < edit.range.lowerBound }
        if first < commands.count, commands[first].offset < max(edit.range.upperBound, edit.range.lowerBound + 1) {
          let inside = commands[
            first..<starts.partitionPoint { $0 < max(edit.range.upperBound, edit.range.lowerBound + 1) }]
          if inside.indices.contains(where: {
            !(isAboutCommand && ($0 == own || isPairedEnable(commands[$0], of: own, commands)))
          }) {
            return true
          }
        }
        for offset in Set([edit.range.lowerBound, max(edit.range.lowerBound, edit.range.upperBound - 1)]) {
          var probe = diagnostic
          probe.offset = offset
          probe.line = file.source.location(of: offset).line
          if !coverage.coveringCommands(probe, ignoring: own).isEmpty { return true }
        }
        return false
      }
    }
  }

  /// The enable a superfluous region disable's fix removes with it.
  private func isPairedEnable(_ command: SuppressionCommand, of own: Int, _ commands: [SuppressionCommand]) -> Bool {
    guard own >= 0, command.action == .enable, command.offset > commands[own].offset else { return false }
    return command.isAll == commands[own].isAll && Set(command.ruleIDs) == Set(commands[own].ruleIDs)
  }

  private func diagnostic(_ file: ParsedFile, _ offset: Int, _ rule: ActiveRule, _ message: String) -> Diagnostic {
    let (line, column) = file.source.location(of: offset)
    return Diagnostic(
      path: file.path, line: line, column: column, severity: rule.severity, ruleID: rule.identifier,
      message: message, offset: offset)
  }

  /// Which disable commands cover which findings. Region commands become intervals per
  /// rule, sorted with a running maximum of their ends, so a finding is checked with a
  /// binary search, and a command's use with another: O((findings + commands) log n)
  /// even for files made of thousands of commands.
  private final class Coverage {
    let commands: [SuppressionCommand]
    private let enableAllOffsets: [Int]
    private let enableOffsetsByRule: [String: [Int]]
    /// Region disables naming a rule, and those for `all`, in source order (command indices).
    private let regionsByRule: [String: [Int]]
    private let regionsForAll: [Int]
    /// One-line commands by the line they apply to.
    private let lineDisables: [Int: [Int]]
    private let lineEnables: [Int: [Int]]
    private var intervalCache: [String: Intervals] = [:]

    /// Region intervals that apply to one rule, sorted by start.
    struct Intervals {
      var starts: [Int] = []
      var ends: [Int] = []
      var commands: [Int] = []
      /// `runningEnd[i]` = the largest end among intervals `0...i`.
      var runningEnd: [Int] = []
    }

    init(commands: [SuppressionCommand]) {
      self.commands = commands
      var enableAll: [Int] = []
      var enablesByRule: [String: [Int]] = [:]
      var regionsByRule: [String: [Int]] = [:]
      var regionsForAll: [Int] = []
      var lineDisables: [Int: [Int]] = [:]
      var lineEnables: [Int: [Int]] = [:]
      for (index, command) in commands.enumerated() {
        switch (command.action, command.targetLine) {
        case (.enable, nil):
          if command.isAll { enableAll.append(command.offset) }
          for id in command.ruleIDs { enablesByRule[id, default: []].append(command.offset) }
        case (.disable, nil):
          if command.isAll { regionsForAll.append(index) }
          for id in command.ruleIDs { regionsByRule[id, default: []].append(index) }
        case (.disable, let line?):
          lineDisables[line, default: []].append(index)
        case (.enable, let line?):
          lineEnables[line, default: []].append(index)
        }
      }
      enableAllOffsets = enableAll
      enableOffsetsByRule = enablesByRule
      self.regionsByRule = regionsByRule
      self.regionsForAll = regionsForAll
      self.lineDisables = lineDisables
      self.lineEnables = lineEnables
    }

    private static func firstGreater(than offset: Int, in sorted: [Int]) -> Int {
      let position = sorted.partitionPoint { $0 <= offset }
      return position < sorted.count ? sorted[position] : Int.max
    }

    /// Where a region disable at `offset` ends for `rule`: the next enable of it or of all.
    private func regionEnd(after offset: Int, rule: String) -> Int {
      min(
        Coverage.firstGreater(than: offset, in: enableAllOffsets),
        Coverage.firstGreater(than: offset, in: enableOffsetsByRule[rule] ?? []))
    }

    private func intervals(for rule: String) -> Intervals {
      if let cached = intervalCache[rule] { return cached }
      let indices = ((regionsByRule[rule] ?? []) + regionsForAll).sorted()
      var intervals = Intervals()
      var running = Int.min
      for index in indices {
        let start = commands[index].offset
        let end = regionEnd(after: start, rule: rule)
        running = max(running, end)
        intervals.starts.append(start)
        intervals.ends.append(end)
        intervals.commands.append(index)
        intervals.runningEnd.append(running)
      }
      intervalCache[rule] = intervals
      return intervals
    }

    /// The number of intervals starting at or before `offset`.
    private static func count(_ intervals: Intervals, startingBy offset: Int) -> Int {
      intervals.starts.partitionPoint { $0 <= offset }
    }

    private func names(_ command: SuppressionCommand, _ rule: String) -> Bool {
      command.isAll || command.ruleIDs.contains(rule)
    }

    /// A one-line `enable` (`enable:this`, `enable:next`) re-enables the rule on that line.
    private func isReenabled(line: Int, rule: String) -> Bool {
      (lineEnables[line] ?? []).contains { names(commands[$0], rule) }
    }

    func isSuppressed(_ diagnostic: Diagnostic) -> Bool {
      if isReenabled(line: diagnostic.line, rule: diagnostic.ruleID) { return false }
      if (lineDisables[diagnostic.line] ?? []).contains(where: { names(commands[$0], diagnostic.ruleID) }) {
        return true
      }
      let intervals = intervals(for: diagnostic.ruleID)
      let count = Coverage.count(intervals, startingBy: diagnostic.offset)
      return count > 0 && intervals.runningEnd[count - 1] > diagnostic.offset
    }

    /// Every command that covers `diagnostic`, `ignored` excepted (for the few findings about commands).
    func coveringCommands(_ diagnostic: Diagnostic, ignoring ignored: Int) -> [Int] {
      if isReenabled(line: diagnostic.line, rule: diagnostic.ruleID) { return [] }
      var covering = (lineDisables[diagnostic.line] ?? []).filter {
        $0 != ignored && names(commands[$0], diagnostic.ruleID)
      }
      let intervals = intervals(for: diagnostic.ruleID)
      for position in 0..<Coverage.count(intervals, startingBy: diagnostic.offset)
      where intervals.ends[position] > diagnostic.offset && intervals.commands[position] != ignored {
        covering.append(intervals.commands[position])
      }
      return covering
    }

    /// Per command, the rules whose findings among `suppressed` it covers.
    func usage(of suppressed: [Diagnostic]) -> [Set<String>] {
      var used = [Set<String>](repeating: [], count: commands.count)
      var offsetsByRule: [String: [Int]] = [:]
      var rulesByLine: [Int: Set<String>] = [:]
      for diagnostic in suppressed {
        offsetsByRule[diagnostic.ruleID, default: []].append(diagnostic.offset)
        rulesByLine[diagnostic.line, default: []].insert(diagnostic.ruleID)
      }
      for (rule, unsorted) in offsetsByRule {
        let offsets = unsorted.sorted()
        let intervals = intervals(for: rule)
        for position in intervals.starts.indices {
          // Any suppressed finding of this rule inside the interval?
          let first = Coverage.firstGreater(than: intervals.starts[position] - 1, in: offsets)
          if first < intervals.ends[position] { used[intervals.commands[position]].insert(rule) }
        }
      }
      for (line, indices) in lineDisables {
        guard let rules = rulesByLine[line] else { continue }
        for index in indices {
          for rule in rules where names(commands[index], rule) { used[index].insert(rule) }
        }
      }
      return used
    }
  }
}
