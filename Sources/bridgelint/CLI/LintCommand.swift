import BridgeLint
import Foundation
import Rules

/// `bridgelint [lint] [PATH ...]`: the default command.
struct LintCommand {
  var paths: [String] = []
  var configPath: String?
  var reporterName: String?
  var outputPath: String?
  var strict = false
  var quiet = false
  var onlyRules: [String] = []
  var enableAllRules = false
  var baselinePath: String?
  var writeBaselinePath: String?
  var stdinPath: String?
  var fileListPath: String?
  var useScriptInputFiles = false
  var forceExclude = false
  var jobs: Int?
  /// Hidden: print CPU time per pipeline stage to standard error (used by Scripts/bench).
  var timings = false
  /// Hidden: run rules on every file, even those no rule could report in (to verify the skip).
  var lintEveryFile = false

  init(arguments: [String]) throws {
    var reader = ArgumentReader(arguments)
    while let argument = reader.next() {
      if reader.positionalOnly || !argument.hasPrefix("-") || argument == "-" {
        paths.append(argument)
        continue
      }
      let (name, inline) = ArgumentReader.split(argument)
      switch name {
      case "--config": configPath = try reader.value(for: name, inline: inline)
      case "--reporter":
        let value = try reader.value(for: name, inline: inline)
        guard ReporterRegistry.reporter(named: value) != nil else {
          let known = ReporterRegistry.all.map { $0.identifier }.joined(separator: ", ")
          throw UsageError("unknown reporter \(YAMLParser.quoted(value)) (known: \(known))")
        }
        reporterName = value
      case "--output": outputPath = try reader.value(for: name, inline: inline)
      case "--strict": strict = true
      case "--quiet": quiet = true
      case "--only-rule":
        let value = try reader.value(for: name, inline: inline)
        guard RuleRegistry.rule(withIdentifier: value) != nil else {
          throw UsageError("unknown rule \(YAMLParser.quoted(value)) for --only-rule (see 'bridgelint rules')")
        }
        onlyRules.append(value)
      case "--enable-all-rules": enableAllRules = true
      case "--baseline": baselinePath = try reader.value(for: name, inline: inline)
      case "--write-baseline": writeBaselinePath = try reader.value(for: name, inline: inline)
      case "--stdin-path": stdinPath = try reader.value(for: name, inline: inline)
      case "--filelist": fileListPath = try reader.value(for: name, inline: inline)
      case "--use-script-input-files": useScriptInputFiles = true
      case "--force-exclude": forceExclude = true
      case "--timings": timings = true
      case "--lint-every-file": lintEveryFile = true
      case "--jobs":
        let value = try reader.value(for: name, inline: inline)
        guard let count = Int(value), count >= 1 else {
          throw UsageError("--jobs needs a positive integer, got \(YAMLParser.quoted(value))")
        }
        jobs = count
      default:
        throw UsageError("unknown option \(YAMLParser.quoted(argument))")
      }
      if inline != nil
        && [
          "--strict", "--quiet", "--enable-all-rules", "--use-script-input-files", "--force-exclude", "--timings",
          "--lint-every-file",
        ]
        .contains(name)
      {
        throw UsageError("option \(YAMLParser.quoted(name)) takes no value")
      }
    }
    if stdinPath != nil && (!paths.isEmpty || fileListPath != nil || useScriptInputFiles) {
      throw UsageError("--stdin-path cannot be combined with paths, --filelist or --use-script-input-files")
    }
  }

  func run() throws -> ExitStatus {
    let started = Date()
    let currentDirectory: String
    switch PathTools.currentDirectory() {
    case .success(let directory): currentDirectory = directory
    case .failure(let error):
      // Never guess (`/` would walk the whole file system).
      Output.standardError("error: cannot read the current directory: \(error.reason)\n")
      return .failure
    }
    var status = ExitStatus.success

    let settings = LintSettings.load(command: self, currentDirectory: currentDirectory)
    var reportedIssues = 0
    func reportConfigurationIssues() {
      let issues = settings.issues
      for issue in issues.dropFirst(reportedIssues) { Output.standardError(issue.description + "\n") }
      reportedIssues = issues.count
      if issues.contains(where: { $0.isError }) { status = max(status, .failure) }
    }
    reportConfigurationIssues()
    // A broken root configuration would lint with the wrong rules: stop here.
    if status == .failure { return status }

    // What to lint.
    var inputs: [LintInput] = []
    if let stdinPath {
      let absolute = PathNormalizer.absolute(stdinPath, relativeTo: currentDirectory)
      let display = PathNormalizer.display(absolute, relativeTo: currentDirectory)
      if !(forceExclude && settings.isExcluded(absolute)) {
        switch FileReader.readStandardInput() {
        case .success(let contents):
          inputs.append(LintInput(absolutePath: absolute, displayPath: display, contents: contents))
        case .failure(let error):
          Output.standardError("\(display): error: cannot read standard input: \(error.reason)\n")
          return max(status, .failure)
        }
      }
    } else {
      var arguments = paths
      let explicitLists = try listedPaths()
      arguments.append(contentsOf: explicitLists)
      var fromConfiguration = false
      if arguments.isEmpty && fileListPath == nil && !useScriptInputFiles {
        let roots = settings.includedRoots
        arguments = roots.isEmpty ? ["."] : settings.includedRootsInside(warn: { Output.standardError($0 + "\n") })
        fromConfiguration = !roots.isEmpty
      }
      let discovery = FileDiscovery(
        isExcluded: settings.isExcluded, forceExclude: forceExclude, jobs: jobs ?? Parallel.defaultJobs)
      let discovered = discovery.discover(arguments, currentDirectory: currentDirectory)
      var files = discovered.files
      if fromConfiguration { files = files.filter(settings.isIncluded) }
      for problem in discovered.problems {
        let origin = fromConfiguration ? " (from `included`)" : ""
        Output.standardError("\(problem.path): error: \(problem.message)\(origin)\n")
        status = max(status, .failure)
      }
      inputs = files.map {
        LintInput(
          absolutePath: $0, displayPath: PathNormalizer.display($0, relativeTo: currentDirectory),
          systemPath: discovered.systemPaths[$0])
      }
    }

    // Lint.
    let suppression = Suppression(knownRuleIDs: Set(RuleRegistry.all.map { $0.identifier }))
    var linter = Linter(
      jobs: jobs ?? Parallel.defaultJobs, rules: { settings.rules($0.absolutePath) },
      postProcess: suppression.apply)
    linter.skipsIrrelevantFiles = !lintEveryFile
    linter.reusesPassOneFindings = !lintEveryFile
    let outcome = linter.lint(inputs)
    reportConfigurationIssues()
    for error in outcome.readErrors { Output.standardError(error.description + "\n") }
    for note in outcome.notes { Output.standardError(note + "\n") }
    if !outcome.readErrors.isEmpty { status = max(status, .failure) }

    // Baseline.
    var diagnostics = outcome.diagnostics
    if let path = writeBaselinePath {
      let text = Baseline(recording: diagnostics).serialized()
      if let error = Output.writeFile(text, to: path) {
        Output.standardError("error: \(error)\n")
        return max(status, .failure)
      }
      if !quiet { Output.standardError("Wrote a baseline of \(diagnostics.count) findings to \(path)\n") }
    }
    if let path = baselinePath ?? settings.baselinePath {
      switch loadBaseline(path) {
      case .success(let baseline): diagnostics = baseline.filter(diagnostics)
      case .failure(let failure):
        Output.standardError("\(path): error: cannot use baseline: \(failure.message)\n")
        return max(status, .failure)
      }
    }

    // Report.
    let reporter = ReporterRegistry.reporter(named: settings.reporter) ?? XcodeReporter.self
    let context = ReportContext(
      rules: RuleRegistry.descriptions, fileCount: outcome.fileCount, sourceLine: SourceLines.from(diagnostics))
    let report = reporter.render(diagnostics, context: context)
    if let outputPath {
      if let error = Output.writeFile(report, to: outputPath) {
        Output.standardError("error: \(error)\n")
        return max(status, .failure)
      }
    } else {
      Output.standardOutput(report)
    }

    let isStrict = settings.strict
    let errors = diagnostics.filter { $0.severity == .error }.count
    let warnings = diagnostics.filter { $0.severity == .warning }.count
    if errors > 0 || (isStrict && warnings > 0) { status = max(status, .findings) }
    if timings {
      let stages = StageTimings.Stage.allCases.map { String(format: "%@=%.3f", $0.name, outcome.timings[$0]) }
      Output.standardError(
        "timings: " + stages.joined(separator: " ") + String(format: " cpu=%.3f", outcome.timings.total)
          + " lines=\(outcome.lineCount) bytes=\(outcome.byteCount) files=\(outcome.fileCount)"
          + " rules_run_files=\(outcome.rulesRunFileCount) rules_rerun_files=\(outcome.rulesRerunFileCount)"
          + String(
            format: " wall_pass1=%.3f wall_index=%.3f wall_pass2=%.3f\n", outcome.phaseSeconds.passOne,
            outcome.phaseSeconds.index, outcome.phaseSeconds.passTwo))
    }
    if !quiet {
      let seconds = Date().timeIntervalSince(started)
      let infos = diagnostics.count - errors - warnings
      Output.standardError(
        "Linted \(outcome.fileCount) file\(outcome.fileCount == 1 ? "" : "s") in "
          + String(format: "%.2f", seconds) + " s: \(errors) error\(errors == 1 ? "" : "s"), "
          + "\(warnings) warning\(warnings == 1 ? "" : "s"), \(infos) note\(infos == 1 ? "" : "s")\n")
    }
    return status
  }

  private func loadBaseline(_ path: String) -> Result<Baseline, LintSettings.Failure> {
    switch FileReader.read(path, limit: FileReader.maximumBaselineSize, allowsStreams: true) {
    case .failure(let error): return .failure(LintSettings.Failure(message: error.reason))
    case .success(let bytes): return Baseline.parse(bytes).mapError { LintSettings.Failure(message: $0.message) }
    }
  }

  /// Paths from `--filelist` and Xcode's script input variables.
  private func listedPaths() throws -> [String] {
    var result: [String] = []
    if let fileListPath { result.append(contentsOf: try readList(fileListPath)) }
    if useScriptInputFiles {
      let environment = ProcessInfo.processInfo.environment
      let count = Int(environment["SCRIPT_INPUT_FILE_COUNT"] ?? "0") ?? 0
      for index in 0..<max(count, 0) {
        if let path = environment["SCRIPT_INPUT_FILE_\(index)"], path.hasSuffix(".swift") { result.append(path) }
      }
      let listCount = Int(environment["SCRIPT_INPUT_FILE_LIST_COUNT"] ?? "0") ?? 0
      for index in 0..<max(listCount, 0) {
        if let list = environment["SCRIPT_INPUT_FILE_LIST_\(index)"] {
          result.append(contentsOf: try readList(list).filter { $0.hasSuffix(".swift") })
        }
      }
    }
    return result
  }

  /// Newline-separated paths, read as a stream (`--filelist <(git diff --name-only)`), with each
  /// name's bytes kept (`PathTools.pathString`). A list names every changed file: entries that are
  /// neither Swift files nor directories are skipped, not refused as a command-line path is.
  private func readList(_ path: String) throws -> [String] {
    switch FileReader.read(path, limit: FileReader.maximumFileListSize, allowsStreams: true) {
    case .success(let bytes):
      let spaces: Set<UInt8> = [0x20, 0x09, 0x0D]
      return bytes.split(separator: 0x0A).map { line in
        var line = line[...]
        while let first = line.first, spaces.contains(first) { line = line.dropFirst() }
        while let last = line.last, spaces.contains(last) { line = line.dropLast() }
        return PathTools.pathString(line)
      }
      .filter { !$0.isEmpty && ($0.hasSuffix(".swift") || PathTools.entryType($0) == .directory) }
    case .failure(let error):
      throw LintSettings.Failure(message: error.description)
    }
  }
}
