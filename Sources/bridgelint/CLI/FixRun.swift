import BridgeLint
import Foundation

/// `--fix`, `--unsafe-fixes`, `--diff`: runs the `Fixer` on every file with an applicable fix,
/// against the project index of the lint run, and writes the results atomically (or collects
/// the patch). Findings a baseline hides are never fixed; suppression is applied in each round.
struct FixRun {
  struct Mode {
    var includesUnsafe: Bool
    /// Write the fixed files (`--fix`); otherwise only print the patch (`--diff`).
    var writes: Bool
    /// `--stdin-path` with `--fix`: the fixed text goes to standard output, no file is written.
    var toStandardOutput: Bool
  }

  var mode: Mode
  var suppression: Suppression
  var rules: (LintInput) -> [ActiveRule]
  var jobs: Int

  struct Outcome {
    /// Absolute path → the fixed bytes, for every file whose text changed (and was written, with `--fix`).
    var changedFiles: [String: [UInt8]] = [:]
    var applied: [String: Int] = [:]
    var patch: [UInt8] = []
    /// Lines for standard error (files not fixed and why).
    var messages: [String] = []
    /// A round broke a file's syntax or a write failed: exit status 2.
    var failed = false
    /// Display paths of files not fixed for a syntax error: their findings are reported without
    /// "fixable with --fix", which the same run just refused.
    var unfixable: Set<String> = []

    func summary(wouldApply: Bool) -> String {
      let count = applied.values.reduce(0, +)
      let perRule = applied.keys.sorted().map { "\($0) \(applied[$0] ?? 0)" }.joined(separator: ", ")
      let files = changedFiles.count
      let verb = wouldApply ? "Would apply" : "Applied"
      return "\(verb) \(count) fix\(count == 1 ? "" : "es") in \(files) file\(files == 1 ? "" : "s")"
        + (perRule.isEmpty ? "" : " (\(perRule))")
    }
  }

  func fix(
    _ inputs: [LintInput], outcome: LintOutcome, allowed: @escaping ([Diagnostic]) -> [Diagnostic]
  ) -> Outcome {
    var result = Outcome()
    guard let index = outcome.projectIndex else { return result }
    let probe = Fixer(includesUnsafe: mode.includesUnsafe, suppression: suppression, lint: { _ in [] })
    let fixable = Set(allowed(outcome.diagnostics).filter { $0.fix.map(probe.applies) ?? false }.map { $0.path })
    let candidates = inputs.filter { !$0.isIndexOnly && fixable.contains($0.displayPath) }
    let suppression = self.suppression
    let includesUnsafe = mode.includesUnsafe
    let rulesFor = rules
    let fixed = Parallel.map(candidates.count, jobs: jobs) { position -> (Fixer.Result, [UInt8])? in
      let input = candidates[position]
      let original: [UInt8]
      if let contents = input.contents {
        original = contents
      } else if case .success(let bytes) = FileReader.read(input.absolutePath, systemPath: input.systemPath) {
        original = bytes
      } else {
        return nil
      }
      let lint = Fixer.linting(rules: rulesFor(input), index: index, postProcess: suppression.apply)
      let fixer = Fixer(includesUnsafe: includesUnsafe, suppression: suppression) { allowed(lint($0)) }
      return (fixer.fix(path: input.displayPath, bytes: original), original)
    }
    for (input, entry) in zip(candidates, fixed) {
      guard let (fix, original) = entry else {
        result.messages.append("\(input.displayPath): error: not fixed: the file could not be read again")
        result.failed = true
        continue
      }
      switch fix.problem {
      case .syntaxErrorInOriginal:
        result.messages.append("\(input.displayPath): warning: not fixed: the file has a syntax error")
        result.unfixable.insert(input.displayPath)
      case .introducedSyntaxError(let rules):
        result.messages.append(
          "\(input.displayPath): error: not fixed: fixes of \(rules.joined(separator: ", ")) would break its "
            + "syntax, so none was applied (please report this)")
        result.failed = true
      case .didNotConverge(let rules):
        result.messages.append(
          "\(input.displayPath): warning: fixes did not converge after \(Fixer.maximumRounds) rounds "
            + "(\(rules.joined(separator: ", "))); kept the last good round")
      case nil: break
      }
      guard fix.isChanged else { continue }
      if mode.writes && !mode.toStandardOutput {
        guard input.systemPath == nil else {
          result.messages.append("\(input.displayPath): warning: not fixed: its name is not valid UTF-8")
          continue
        }
        switch FixWriter.replace(input.absolutePath, original: original, with: fix.bytes) {
        case .written: break
        case .notFixed(let reason):
          result.messages.append("\(input.displayPath): warning: not fixed: \(reason)")
          continue
        case .failed(let reason):
          result.messages.append("error: \(WriteFailure(path: input.displayPath, reason: reason))")
          result.failed = true
          continue
        }
      } else if !mode.writes {
        result.patch += UnifiedDiff.diff(path: input.displayPath, old: original, new: fix.bytes)
      }
      result.changedFiles[input.absolutePath] = fix.bytes
      for (rule, count) in fix.applied { result.applied[rule, default: 0] += count }
    }
    return result
  }

  /// `; N more fixable with --unsafe-fixes` for what a fix run left (empty when nothing).
  static func availability(_ diagnostics: [Diagnostic], includesUnsafe: Bool) -> String {
    let unsafe = diagnostics.filter { $0.fix?.applicability == .unsafe }.count
    guard !includesUnsafe && unsafe > 0 else { return "" }
    return "; \(unsafe) more fixable with --unsafe-fixes"
  }

  /// For a plain run: how many findings `--fix` (and `--unsafe-fixes`) would fix.
  static func availabilityNote(_ diagnostics: [Diagnostic]) -> String? {
    let safe = diagnostics.filter { $0.fix?.applicability == .safe }.count
    let unsafe = diagnostics.filter { $0.fix?.applicability == .unsafe }.count
    guard safe + unsafe > 0 else { return nil }
    let more = unsafe > 0 ? " (\(unsafe) more with --fix --unsafe-fixes)" : ""
    return "\(safe) fixable with --fix\(more)"
  }
}
