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
      var used = coverage.usage(of: suppressed, about: nil)
      var findings: [Diagnostic] = []
      var about: [Int] = []
      var rules: [String] = []
      for (index, command) in commands.enumerated() where command.action == .disable {
        // Only rules that ran can prove a disable useless.
        let unused =
          command.isAll
          ? (used[index].isEmpty ? ["all"] : [])
          : command.ruleIDs.filter { active[$0] != nil && !used[index].contains($0) }
        for id in unused {
          let what = id == "all" ? "any rule" : "'\(id)'"
          let message = "This disable command suppresses no finding of \(what); remove it"
          findings.append(diagnostic(file, command.offset, rule, message))
          about.append(index)
          rules.append(id)
        }
      }
      // Another command (`disable superfluous_disable`) may silence these, which counts as its use;
      // a command never silences the finding about itself.
      let silencing = coverage.usage(of: findings, about: about)
      for index in used.indices { used[index].formUnion(silencing[index]) }
      let removals = Removals(commands: commands)
      for (position, finding) in findings.enumerated() where !coverage.isCovered(finding, ignoring: about[position]) {
        let command = about[position]
        let stillUnused = rules[position] == "all" ? used[command].isEmpty : !used[command].contains(rules[position])
        guard stillUnused else { continue }
        var diagnostic = finding
        diagnostic.fix = removal(of: command, in: commands, removals, used: used, active: active, file)
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
    of index: Int, in commands: [SuppressionCommand], _ removals: Removals, used: [Set<String>],
    active: [String: ActiveRule], _ file: ParsedFile
  ) -> Fix? {
    let command = commands[index]
    guard used[index].isEmpty, command.endOffset > command.offset else { return nil }
    if !command.isAll && command.ruleIDs.contains(where: { active[$0] == nil }) { return nil }
    let text = FixText(file)
    var edits = [FixEdit.delete(text.removalRange(of: command.offset..<command.endOffset))]
    if command.scope == .region {
      let names = Set(command.ruleIDs)
      if let next = removals.nextRelatedRegion(after: index) {
        let first = commands[next]
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
          if coverage.isCovered(probe, ignoring: own) { return true }
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

  /// Which disable commands cover which findings. Region commands become intervals per rule,
  /// sorted with a running maximum of their ends (and the largest end of the other commands, so
  /// one command can be left out), so a finding is checked with a binary search, and a command's
  /// use with another; one-line commands are grouped by line and rule. A file made of thousands
  /// of commands, or one line carrying them, costs O((findings + commands) log n).
  private final class Coverage {
    let commands: [SuppressionCommand]
    private let enableAllOffsets: [Int]
    private let enableOffsetsByRule: [String: [Int]]
    /// Region disables naming a rule, and those for `all`, in source order (command indices).
    private let regionsByRule: [String: [Int]]
    private let regionsForAll: [Int]
    /// One-line disables by the line they apply to: those for `all`, and those naming a rule.
    private let lineDisablesForAll: [Int: [Int]]
    private let lineDisablesByRule: [LineRule: [Int]]
    /// Lines a one-line enable re-enables every rule on, and the (line, rule) pairs it re-enables.
    private let linesEnablingAll: Set<Int>
    private let lineEnables: Set<LineRule>
    private var intervalCache: [String: Intervals] = [:]

    struct LineRule: Hashable {
      var line: Int
      var rule: String
    }

    struct CommandRule: Hashable {
      var command: Int
      var rule: String
    }

    /// Region intervals that apply to one rule, sorted by start.
    struct Intervals {
      var starts: [Int] = []
      var ends: [Int] = []
      var commands: [Int] = []
      /// `runningEnd[i]` = the largest end among intervals `0...i`, `runningOwner[i]` its command,
      /// and `runningSecond[i]` the largest end among the others.
      var runningEnd: [Int] = []
      var runningOwner: [Int] = []
      var runningSecond: [Int] = []
    }

    init(commands: [SuppressionCommand]) {
      self.commands = commands
      var enableAll: [Int] = []
      var enablesByRule: [String: [Int]] = [:]
      var regionsByRule: [String: [Int]] = [:]
      var regionsForAll: [Int] = []
      var lineDisablesForAll: [Int: [Int]] = [:]
      var lineDisablesByRule: [LineRule: [Int]] = [:]
      var linesEnablingAll = Set<Int>()
      var lineEnables = Set<LineRule>()
      for (index, command) in commands.enumerated() {
        switch (command.action, command.targetLine) {
        case (.enable, nil):
          if command.isAll { enableAll.append(command.offset) }
          for id in command.ruleIDs where enablesByRule[id]?.last != command.offset {
            enablesByRule[id, default: []].append(command.offset)
          }
        case (.disable, nil):
          if command.isAll { regionsForAll.append(index) }
          // A rule named twice in one command is one interval.
          for id in command.ruleIDs where regionsByRule[id]?.last != index {
            regionsByRule[id, default: []].append(index)
          }
        case (.disable, let line?):
          if command.isAll { lineDisablesForAll[line, default: []].append(index) }
          for id in command.ruleIDs where lineDisablesByRule[LineRule(line: line, rule: id)]?.last != index {
            lineDisablesByRule[LineRule(line: line, rule: id), default: []].append(index)
          }
        case (.enable, let line?):
          if command.isAll { linesEnablingAll.insert(line) }
          for id in command.ruleIDs { lineEnables.insert(LineRule(line: line, rule: id)) }
        }
      }
      enableAllOffsets = enableAll
      enableOffsetsByRule = enablesByRule
      self.regionsByRule = regionsByRule
      self.regionsForAll = regionsForAll
      self.lineDisablesForAll = lineDisablesForAll
      self.lineDisablesByRule = lineDisablesByRule
      self.linesEnablingAll = linesEnablingAll
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
      var owner = -1
      var second = Int.min
      for index in indices {
        let start = commands[index].offset
        let end = regionEnd(after: start, rule: rule)
        if end > running {
          second = running
          running = end
          owner = index
        } else if end > second {
          second = end
        }
        intervals.starts.append(start)
        intervals.ends.append(end)
        intervals.commands.append(index)
        intervals.runningEnd.append(running)
        intervals.runningOwner.append(owner)
        intervals.runningSecond.append(second)
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
      linesEnablingAll.contains(line) || lineEnables.contains(LineRule(line: line, rule: rule))
    }

    func isSuppressed(_ diagnostic: Diagnostic) -> Bool {
      isCovered(diagnostic, ignoring: -1)
    }

    /// Does a command other than `ignored` cover `diagnostic`? (`ignored` is the command a
    /// finding about a command is about; -1 for none.)
    func isCovered(_ diagnostic: Diagnostic, ignoring ignored: Int) -> Bool {
      let line = diagnostic.line
      let rule = diagnostic.ruleID
      if isReenabled(line: line, rule: rule) { return false }
      let onLine =
        (lineDisablesForAll[line]?.count ?? 0) + (lineDisablesByRule[LineRule(line: line, rule: rule)]?.count ?? 0)
      if onLine > 1 { return true }
      if onLine == 1 {
        let isIgnored =
          commands.indices.contains(ignored) && commands[ignored].action == .disable
          && commands[ignored].targetLine == line && names(commands[ignored], rule)
        if !isIgnored { return true }
      }
      let intervals = intervals(for: rule)
      let count = Coverage.count(intervals, startingBy: diagnostic.offset)
      guard count > 0 else { return false }
      let end =
        intervals.runningOwner[count - 1] == ignored
        ? intervals.runningSecond[count - 1] : intervals.runningEnd[count - 1]
      return end > diagnostic.offset
    }

    /// Per command, the rules whose findings among `findings` it covers. `about[i]`, when given,
    /// is the command finding `i` is about, which never counts as covering it.
    func usage(of findings: [Diagnostic], about: [Int]?) -> [Set<String>] {
      var used = [Set<String>](repeating: [], count: commands.count)
      var offsetsByRule: [String: [Int]] = [:]
      var countByLine: [LineRule: Int] = [:]
      var rulesByLine: [Int: Set<String>] = [:]
      // Findings about a command that lie where it applies: at its offset (inside its region) or
      // on its target line.
      var ownInRegion: [CommandRule: Int] = [:]
      var ownOnLine: [CommandRule: Int] = [:]
      for (position, diagnostic) in findings.enumerated() {
        let rule = diagnostic.ruleID
        // Nothing covers a finding on a line that re-enables its rule.
        if isReenabled(line: diagnostic.line, rule: rule) { continue }
        offsetsByRule[rule, default: []].append(diagnostic.offset)
        countByLine[LineRule(line: diagnostic.line, rule: rule), default: 0] += 1
        rulesByLine[diagnostic.line, default: []].insert(rule)
        if let about, about.indices.contains(position), commands.indices.contains(about[position]) {
          let command = commands[about[position]]
          let key = CommandRule(command: about[position], rule: rule)
          if command.offset == diagnostic.offset { ownInRegion[key, default: 0] += 1 }
          if command.targetLine == diagnostic.line { ownOnLine[key, default: 0] += 1 }
        }
      }
      for (rule, unsorted) in offsetsByRule {
        let offsets = unsorted.sorted()
        let intervals = intervals(for: rule)
        for position in intervals.starts.indices {
          // Any finding of this rule inside the interval, other than those about its command?
          let command = intervals.commands[position]
          let inside =
            offsets.partitionPoint { $0 < intervals.ends[position] }
            - offsets.partitionPoint { $0 < intervals.starts[position] }
          if inside > ownInRegion[CommandRule(command: command, rule: rule), default: 0] {
            used[command].insert(rule)
          }
        }
      }
      func mark(_ indices: [Int], line: Int, rule: String) {
        let count = countByLine[LineRule(line: line, rule: rule), default: 0]
        for index in indices where count > ownOnLine[CommandRule(command: index, rule: rule), default: 0] {
          used[index].insert(rule)
        }
      }
      for (key, indices) in lineDisablesByRule { mark(indices, line: key.line, rule: key.rule) }
      for (line, indices) in lineDisablesForAll {
        for rule in rulesByLine[line] ?? [] { mark(indices, line: line, rule: rule) }
      }
      return used
    }
  }

  /// For a region command, the next region command that names one of its rules or `all` (any
  /// region command for `all`): a binary search per rule instead of a scan of the rest of the file.
  private struct Removals {
    let commands: [SuppressionCommand]
    private let regions: [Int]
    private let regionsForAll: [Int]
    private let regionsByRule: [String: [Int]]

    init(commands: [SuppressionCommand]) {
      self.commands = commands
      var regions: [Int] = []
      var regionsForAll: [Int] = []
      var regionsByRule: [String: [Int]] = [:]
      for (index, command) in commands.enumerated() where command.scope == .region {
        regions.append(index)
        if command.isAll { regionsForAll.append(index) }
        for id in command.ruleIDs where regionsByRule[id]?.last != index {
          regionsByRule[id, default: []].append(index)
        }
      }
      self.regions = regions
      self.regionsForAll = regionsForAll
      self.regionsByRule = regionsByRule
    }

    func nextRelatedRegion(after index: Int) -> Int? {
      func next(in list: [Int]) -> Int? {
        let position = list.partitionPoint { $0 <= index }
        return position < list.count ? list[position] : nil
      }
      guard commands.indices.contains(index) else { return nil }
      let command = commands[index]
      if command.isAll { return next(in: regions) }
      var best = next(in: regionsForAll)
      for id in command.ruleIDs {
        if let found = next(in: regionsByRule[id] ?? []), found < (best ?? Int.max) { best = found }
      }
      return best
    }
  }
}
