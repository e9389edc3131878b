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
  /// `--shard I/N`: lint only the files of shard I; the others are indexed (see `Shard`).
  var shard: Shard?
  /// Hidden: print CPU time per pipeline stage to standard error (used by Scripts/bench).
  var timings = false
  /// Hidden: run rules on every file, even those no rule could report in (to verify the skip).
  var lintEveryFile = false
  /// A run that finds no file to lint is not a failure.
  var allowZeroLintableFiles = false
  /// Partial runs index only the files given, not their whole project (the old behaviour).
  var noProjectIndex = false
  /// `--fix`: apply safe fixes; `--unsafe-fixes`: unsafe ones too; `--diff`: print what would change.
  var fix = false
  var unsafeFixes = false
  var diff = false

  init(arguments: [String]) throws {
    var reader = ArgumentReader(arguments)
    while let argument = reader.next() {
      if reader.positionalOnly || !argument.hasPrefix("-") || argument == "-" {
        paths.append(argument)
        continue
      }
      let (name, inline) = ArgumentReader.split(argument)
      switch name {
      case "--config":
        let value = try reader.value(for: name, inline: inline)
        // One root configuration per run: a second one would silently win or be ignored.
        guard configPath == nil else {
          throw UsageError("--config given twice; name one root configuration (nested files below it still apply)")
        }
        configPath = try LintCommand.nonEmpty(value, for: name)
      case "--reporter":
        let value = try reader.value(for: name, inline: inline)
        guard ReporterRegistry.reporter(named: value) != nil else {
          let known = ReporterRegistry.all.map { $0.identifier }.joined(separator: ", ")
          throw UsageError("unknown reporter \(YAMLParser.quoted(value)) (known: \(known))")
        }
        reporterName = value
      case "--output": outputPath = try LintCommand.nonEmpty(reader.value(for: name, inline: inline), for: name)
      case "--strict": strict = true
      case "--quiet": quiet = true
      case "--only-rule":
        let value = try reader.value(for: name, inline: inline)
        guard RuleRegistry.rule(withIdentifier: value) != nil else {
          let suggestion = Suggestion.didYouMean(value, among: RuleRegistry.all.map { $0.identifier })
          throw UsageError(
            "unknown rule \(YAMLParser.quoted(value)) for --only-rule\(suggestion) (see 'bridgelint rules')")
        }
        onlyRules.append(value)
      case "--enable-all-rules": enableAllRules = true
      case "--baseline": baselinePath = try LintCommand.nonEmpty(reader.value(for: name, inline: inline), for: name)
      case "--write-baseline":
        writeBaselinePath = try LintCommand.nonEmpty(reader.value(for: name, inline: inline), for: name)
      case "--stdin-path": stdinPath = try LintCommand.nonEmpty(reader.value(for: name, inline: inline), for: name)
      case "--filelist": fileListPath = try LintCommand.nonEmpty(reader.value(for: name, inline: inline), for: name)
      case "--allow-zero-lintable-files": allowZeroLintableFiles = true
      case "--no-project-index": noProjectIndex = true
      case "--fix": fix = true
      case "--unsafe-fixes": unsafeFixes = true
      case "--diff": diff = true
      case "--use-script-input-files": useScriptInputFiles = true
      case "--force-exclude": forceExclude = true
      case "--timings": timings = true
      case "--lint-every-file": lintEveryFile = true
      case "--jobs": jobs = try reader.jobs(for: name, inline: inline)
      case "--shard":
        let value = try reader.value(for: name, inline: inline)
        guard shard == nil else { throw UsageError("--shard given twice; name one shard I/N") }
        guard let parsed = Shard(parsing: value) else {
          throw UsageError(
            "--shard needs I/N with whole numbers 1 <= I <= N (e.g. --shard 2/4), got \(YAMLParser.quoted(value))")
        }
        shard = parsed
      default:
        throw UsageError("unknown option \(YAMLParser.quoted(argument))")
      }
      if inline != nil
        && [
          "--strict", "--quiet", "--enable-all-rules", "--use-script-input-files", "--force-exclude", "--timings",
          "--lint-every-file", "--allow-zero-lintable-files", "--no-project-index", "--fix", "--unsafe-fixes",
          "--diff",
        ]
        .contains(name)
      {
        throw UsageError("option \(YAMLParser.quoted(name)) takes no value")
      }
    }
    if stdinPath != nil && (!paths.isEmpty || fileListPath != nil || useScriptInputFiles) {
      throw UsageError("--stdin-path cannot be combined with paths, --filelist or --use-script-input-files")
    }
    // `--diff` writes nothing and `--fix` writes: together they would silently do only one.
    if fix && diff {
      throw UsageError("--fix and --diff cannot be combined (--diff prints the patch --fix would apply)")
    }
    // Standard input is one file: there is nothing to split.
    if shard != nil && stdinPath != nil {
      throw UsageError("--shard cannot be combined with --stdin-path (standard input is one file)")
    }
    // A shard's baseline would record its own files only and drop the others' entries.
    if shard != nil && writeBaselinePath != nil {
      throw UsageError(
        "--shard cannot be combined with --write-baseline (a baseline records the whole project: write it "
          + "without --shard)")
    }
    if unsafeFixes && !fix && !diff {
      throw UsageError("--unsafe-fixes needs --fix or --diff")
    }
  }

  /// What `--fix`/`--diff` ask for; nil for a plain lint.
  var fixing: FixRun.Mode? {
    guard fix || diff else { return nil }
    return FixRun.Mode(includesUnsafe: unsafeFixes, writes: !diff, toStandardOutput: stdinPath != nil && !diff)
  }

  /// An option's value, which must not be empty (`--output ""` names no file).
  static func nonEmpty(_ value: String, for name: String) throws -> String {
    guard !value.isEmpty else { throw UsageError("\(name) needs a non-empty value") }
    return value
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
      // Under --strict a configuration warning (a misspelt rule id) fails the run too.
      if settings.strict && !issues.isEmpty { status = max(status, .failure) }
    }
    reportConfigurationIssues()
    // A broken root configuration would lint with the wrong rules: stop here.
    if settings.issues.contains(where: { $0.isError }) { return status }

    // What to lint.
    var inputs: [LintInput] = []
    /// Files the user named (not found by walking a directory): their projects are indexed.
    var namedFiles: [String] = []
    if let stdinPath {
      let absolute = PathNormalizer.absolute(stdinPath, relativeTo: currentDirectory)
      let display = PathNormalizer.display(absolute, relativeTo: currentDirectory)
      if !(forceExclude && settings.isExcluded(absolute)) {
        switch FileReader.readStandardInput() {
        case .success(let contents):
          inputs.append(LintInput(absolutePath: absolute, displayPath: display, contents: contents))
          namedFiles.append(absolute)
        case .failure(let error):
          Output.standardError("\(display): error: cannot read standard input: \(error.reason)\n")
          return max(status, .failure)
        }
      } else if fixing?.toStandardOutput == true, case .success(let contents) = FileReader.readStandardInput() {
        // An editor replaces its buffer with what `--fix` prints: an excluded file comes back as it was.
        Output.standardOutputBytes(contents)
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
        isExcluded: settings.isExcluded, forceExclude: forceExclude, jobs: jobs ?? Parallel.defaultJobs,
        isExcludedInWalk: settings.isExcludedInWalk, boundary: settings.root.baseDirectory)
      let discovered = discovery.discover(arguments, currentDirectory: currentDirectory)
      for skipped in discovered.skipped { Output.standardError("\(skipped.path): note: \(skipped.message)\n") }
      if fixing?.writes == true { removeStaleTemporaryFiles(discovered.temporaryFiles, currentDirectory) }
      var files = discovered.files
      if fromConfiguration { files = files.filter(settings.isIncluded) }
      for problem in discovered.problems {
        let origin = fromConfiguration ? " (from `included`)" : ""
        Output.standardError("\(problem.path): error: \(problem.message)\(origin)\n")
        status = max(status, .failure)
      }
      let found = Set(files)
      namedFiles = arguments.map { PathNormalizer.absolute($0, relativeTo: currentDirectory) }.filter {
        found.contains($0) && PathTools.entryType($0) == .file
      }
      inputs = files.map {
        LintInput(path: $0, shownRelativeTo: currentDirectory, systemPath: discovered.systemPaths[$0])
      }
    }
    let requestedCount = inputs.count
    if !noProjectIndex && !namedFiles.isEmpty {
      inputs = projectInputs(
        adding: inputs, namedFiles: namedFiles, settings: settings, currentDirectory: currentDirectory)
    }
    // A shard lints its files; the other shards' files are index-only, so findings equal a whole run's.
    let shardMembership = shard.map {
      Shard.Membership(
        shard: $0, configurationFolder: settings.resolver.rootConfigurationPath.map(PathNormalizer.parent(of:)),
        fallbackRoot: currentDirectory)
    }
    var otherShardsFiles = Set<String>()
    if let shardMembership {
      let split = shardMembership.split(inputs)
      inputs = split.inputs
      otherShardsFiles = split.outside
    }

    settings.forgetWalk()

    // Lint.
    let suppression = Suppression(knownRuleIDs: Set(RuleRegistry.all.map { $0.identifier }))
    var linter = Linter(
      jobs: jobs ?? Parallel.defaultJobs, rules: { settings.rules($0.absolutePath) },
      postProcess: suppression.apply)
    linter.skipsIrrelevantFiles = !lintEveryFile
    linter.reusesPassOneFindings = !lintEveryFile
    linter.retainsProjectIndex = fixing != nil
    linter.indexIsPartial = noProjectIndex && !namedFiles.isEmpty
    linter.measuresStages = timings
    var outcome = linter.lint(inputs)
    reportConfigurationIssues()
    for error in outcome.readErrors { Output.standardError(error.description + "\n") }
    for note in outcome.notes { Output.standardError(note + "\n") }
    if !outcome.readErrors.isEmpty { status = max(status, .failure) }
    // A partial run indexes the rest of the project: a file it could not read may hide findings.
    // Another shard's unreadable file is that shard's error (the whole run reports it once).
    for error in outcome.indexReadErrors where !otherShardsFiles.contains(error.path) {
      Output.standardError(
        "\(error.path): warning: cannot read file: \(error.reason) (indexed for the files named; their findings "
          + "may be incomplete)\n")
    }
    if settings.strict && outcome.indexReadErrors.contains(where: { !otherShardsFiles.contains($0.path) }) {
      status = max(status, .failure)
    }
    // A misconfigured job (a wrong path, `included` or file list) must not pass by linting nothing.
    // Files that were all skipped (binary, named or on standard input) are no lintable file either.
    if let shard, requestedCount > 0, outcome.fileCount == 0, outcome.readErrors.isEmpty {
      // An empty shard (more shards than files, or a small change list) is not a failure: the run as
      // a whole has files, and the other shards lint them.
      if !quiet {
        Output.standardError(
          "note: shard \(shard.description) has no lintable files among the \(requestedCount) of this run; the other "
            + "shards lint them\n")
      }
    } else if (requestedCount == 0 || (outcome.fileCount == 0 && outcome.readErrors.isEmpty))
      && !allowZeroLintableFiles
    {
      Output.standardError("error: no lintable files (pass --allow-zero-lintable-files if that is expected)\n")
      status = max(status, .findings)
    }

    // Baseline: file paths relative to the baseline file's folder, so it works from any directory.
    func absolute(_ diagnostic: Diagnostic) -> String {
      PathNormalizer.absolute(diagnostic.path, relativeTo: currentDirectory)
    }
    let baselineFolders = Dictionary(
      [baselinePath, settings.baselinePath, writeBaselinePath].compactMap { $0 }.map {
        ($0, LintCommand.baselineFolder($0, currentDirectory: currentDirectory))
      }, uniquingKeysWith: { first, _ in first })
    func relative(_ diagnostic: Diagnostic, toBaseline path: String) -> String {
      let folder =
        baselineFolders[path] ?? PathNormalizer.parent(of: PathNormalizer.absolute(path, relativeTo: currentDirectory))
      let file = absolute(diagnostic)
      return PathNormalizer.relative(file, to: folder) ?? file
    }

    // Fix: apply, write (or print the patch), then lint the fixed text again for what remains.
    var fixSummary = ""
    var unfixable: Set<String> = []
    if let mode = fixing {
      var hidden: (([Diagnostic]) -> [Diagnostic]) = { $0 }
      if let path = baselinePath ?? settings.baselinePath {
        switch loadBaseline(path) {
        case .success(let baseline):
          // A baselined finding is never fixed.
          hidden = { diagnostics in
            baseline.apply(
              to: diagnostics,
              files: { diagnostic in
                baseline.version == 1
                  ? [relative(diagnostic, toBaseline: path), diagnostic.path] : [relative(diagnostic, toBaseline: path)]
              }
            ).kept
          }
        case .failure(let failure):
          let display = PathNormalizer.display(
            PathNormalizer.absolute(path, relativeTo: currentDirectory), relativeTo: currentDirectory)
          Output.standardError("\(display):\(failure.message)\n")
          return max(status, .failure)
        }
      }
      let run = FixRun(
        mode: mode, suppression: suppression, rules: { settings.rules($0.absolutePath) },
        jobs: jobs ?? Parallel.defaultJobs)
      let fixed = run.fix(inputs, outcome: outcome, allowed: hidden)
      for line in fixed.messages { Output.standardError(line + "\n") }
      if fixed.failed { status = max(status, .failure) }
      if !mode.writes {
        Output.standardOutputBytes(fixed.patch)
        if !quiet { Output.standardError(fixed.summary(wouldApply: true) + "\n") }
        return max(status, fixed.changedFiles.isEmpty ? .success : .findings)
      }
      if !fixed.changedFiles.isEmpty {
        // What remains is what a plain run over the fixed files reports (the index sees them too).
        let contents = fixed.changedFiles
        let refreshed = inputs.map { input -> LintInput in
          var input = input
          if let bytes = contents[input.absolutePath] { input.contents = bytes }
          return input
        }
        linter.retainsProjectIndex = false
        outcome = linter.lint(refreshed)
      }
      if mode.toStandardOutput, let input = inputs.first(where: { !$0.isIndexOnly }) {
        Output.standardOutputBytes(fixed.changedFiles[input.absolutePath] ?? input.contents ?? [])
      }
      fixSummary = fixed.summary(wouldApply: false)
      unfixable = fixed.unfixable
    }
    var diagnostics = outcome.diagnostics
    for position in diagnostics.indices where unfixable.contains(diagnostics[position].path) {
      diagnostics[position].fix = nil
    }
    if let path = writeBaselinePath {
      let text = Baseline(recording: diagnostics, file: { relative($0, toBaseline: path) }).serialized()
      if let error = Output.writeFile(text, to: path) {
        Output.standardError("error: \(error)\n")
        return max(status, .failure)
      }
      if !quiet { Output.standardError("Wrote a baseline of \(diagnostics.count) findings to \(path)\n") }
    }
    var baselineSummary = ""
    if let path = baselinePath ?? settings.baselinePath {
      let display = PathNormalizer.display(
        PathNormalizer.absolute(path, relativeTo: currentDirectory), relativeTo: currentDirectory)
      switch loadBaseline(path) {
      case .success(let baseline):
        let applied = baseline.apply(
          to: diagnostics,
          files: { diagnostic in
            // Version 1 keyed files as printed, relative to the working directory it was written in.
            baseline.version == 1
              ? [relative(diagnostic, toBaseline: path), diagnostic.path] : [relative(diagnostic, toBaseline: path)]
          })
        diagnostics = applied.kept
        let stale = staleEntries(
          applied.unmatched, baseline: baseline, baselinePath: path, linted: inputs, currentDirectory: currentDirectory,
          inShard: { path in shardMembership?.contains(path) ?? true })
        baselineSummary =
          "; the baseline hid \(applied.hiddenCount) finding\(applied.hiddenCount == 1 ? "" : "s")"
          + (stale > 0 ? " and has \(stale) stale entr\(stale == 1 ? "y" : "ies") (re-run --write-baseline)" : "")
      case .failure(let failure):
        Output.standardError("\(display):\(failure.message)\n")
        return max(status, .failure)
      }
    }

    // Under --strict the findings that fail the run print as errors where Xcode reads them, so
    // the build log says why it failed; machine formats keep the configured severity.
    let isStrict = settings.strict
    var reported = diagnostics
    if isStrict && settings.reporter == XcodeReporter.identifier {
      for index in reported.indices where reported[index].severity == .warning { reported[index].severity = .error }
    }

    // Report.
    let reporter = ReporterRegistry.reporter(named: settings.reporter) ?? XcodeReporter.self
    let context = ReportContext(
      rules: RuleRegistry.descriptions, fileCount: outcome.fileCount, sourceLine: SourceLines.from(diagnostics))
    let report = reporter.render(reported, context: context)
    if fixing?.toStandardOutput == true && outputPath == nil {
      // The fixed source went to standard output; the findings that remain go to standard error.
      Output.standardError(report)
    } else if let outputPath {
      if let error = Output.writeFile(report, to: outputPath) {
        Output.standardError("error: \(error)\n")
        return max(status, .failure)
      }
    } else {
      Output.standardOutput(report)
    }

    let errors = diagnostics.filter { $0.severity == .error }.count
    let warnings = diagnostics.filter { $0.severity == .warning }.count
    if errors > 0 || (isStrict && warnings > 0) { status = max(status, .findings) }
    if timings {
      let stages = StageTimings.Stage.allCases.map { String(format: "%@=%.3f", $0.name, outcome.timings[$0]) }
      Output.standardError(
        "timings: " + stages.joined(separator: " ") + String(format: " cpu=%.3f", outcome.timings.total)
          + " lines=\(outcome.lineCount) bytes=\(outcome.byteCount) files=\(outcome.fileCount)"
          + " index_only_files=\(outcome.indexOnlyFileCount)"
          + " rules_run_files=\(outcome.rulesRunFileCount) rules_rerun_files=\(outcome.rulesRerunFileCount)"
          + String(
            format: " wall_pass1=%.3f wall_index=%.3f wall_pass2=%.3f\n", outcome.phaseSeconds.passOne,
            outcome.phaseSeconds.index, outcome.phaseSeconds.passTwo))
    }
    if !quiet {
      let seconds = Date().timeIntervalSince(started)
      let infos = diagnostics.count - errors - warnings
      let indexed =
        outcome.indexOnlyFileCount > 0
        ? " (\(outcome.indexOnlyFileCount) more indexed for their types)" : ""
      Output.standardError(
        "Linted \(outcome.fileCount) file\(outcome.fileCount == 1 ? "" : "s")\(indexed) in "
          + String(format: "%.2f", seconds) + " s: \(errors) error\(errors == 1 ? "" : "s"), "
          + "\(warnings) warning\(warnings == 1 ? "" : "s"), \(infos) info\(baselineSummary)\n")
      // Without `--strict` only an error fails the run, and most rules warn: say which finding
      // did, so a run that exits 1 is never a surprise.
      if !isStrict, let first = diagnostics.first(where: { $0.severity == .error }) {
        Output.standardError(
          "exit 1: \(errors) error finding\(errors == 1 ? "" : "s"), first at \(first.path):\(first.line) "
            + "[\(first.ruleID)]\n")
      }
      if fixing != nil {
        Output.standardError(fixSummary + FixRun.availability(diagnostics, includesUnsafe: unsafeFixes) + "\n")
      } else if let available = FixRun.availabilityNote(diagnostics) {
        Output.standardError(available + "\n")
      }
    }
    return status
  }

  /// `requested` plus, as index-only inputs, the other files of the projects the named files
  /// belong to (`ProjectRoot`), with `excluded` and `included` applied, in the order a run over
  /// the whole project would see them: so the requested files' findings are the same.
  private func projectInputs(
    adding requested: [LintInput], namedFiles: [String], settings: LintSettings, currentDirectory: String
  ) -> [LintInput] {
    var cache: [String: String?] = [:]
    let configurationFolder = settings.resolver.rootConfigurationPath.map(PathNormalizer.parent(of:))
    let roots = ProjectRoot.outermost(
      namedFiles.compactMap { ProjectRoot.of(file: $0, configurationFolder: configurationFolder, cache: &cache) })
    guard !roots.isEmpty else { return requested }
    let discovery = FileDiscovery(
      isExcluded: settings.isExcluded, jobs: jobs ?? Parallel.defaultJobs,
      isExcludedInWalk: settings.isExcludedInWalk, boundary: settings.root.baseDirectory)
    let discovered = discovery.discover(roots, currentDirectory: currentDirectory)
    let requestedPaths = Set(requested.map { $0.absolutePath })
    var inputs = requested
    for file in discovered.files where !requestedPaths.contains(file) && settings.isIncluded(file) {
      inputs.append(
        LintInput(
          absolutePath: file, displayPath: PathNormalizer.display(file, relativeTo: currentDirectory),
          systemPath: discovered.systemPaths[file], isIndexOnly: true))
    }
    // Bytewise by path, as discovery orders a whole-project run.
    var keyed = inputs.map { (bytes: Array($0.absolutePath.utf8), input: $0) }
    keyed.sort { $0.bytes.lexicographicallyPrecedes($1.bytes) }
    return keyed.map { $0.input }
  }

  /// Removes the temporary files of a `--fix` that was killed before renaming them (their process is gone).
  private func removeStaleTemporaryFiles(_ paths: [String], _ currentDirectory: String) {
    for path in paths where FixTemporaryFile.isStale(path) && unlink(path) == 0 {
      Output.standardError(
        "\(PathNormalizer.display(path, relativeTo: currentDirectory)): note: removed: the temporary file of an "
          + "interrupted --fix\n")
    }
  }

  /// The folder a baseline's file paths are relative to: its own, or the working directory when it
  /// is a stream (`--baseline <(git show main:baseline.json)` is `/dev/fd/63`; `/dev/stdout`).
  static func baselineFolder(_ path: String, currentDirectory: String) -> String {
    let absolute = PathNormalizer.absolute(path, relativeTo: currentDirectory)
    var status = stat()
    let isStream = stat(absolute, &status) == 0 ? (status.st_mode & S_IFMT) != S_IFREG : false
    if isStream || absolute.hasPrefix("/dev/") || absolute.hasPrefix("/proc/") { return currentDirectory }
    return PathNormalizer.parent(of: absolute)
  }

  /// Unmatched baseline entries that are stale: their file was linted in this run (so nothing
  /// matched in it) or no longer exists. Entries for files a partial run did not lint are not.
  private func staleEntries(
    _ unmatched: [Baseline.Key], baseline: Baseline, baselinePath: String, linted: [LintInput],
    currentDirectory: String, inShard: (String) -> Bool
  ) -> Int {
    guard !unmatched.isEmpty else { return 0 }
    let lintedPaths = Set(linted.filter { !$0.isIndexOnly }.map { $0.absolutePath })
    let folder = LintCommand.baselineFolder(baselinePath, currentDirectory: currentDirectory)
    var count = 0
    for key in unmatched {
      var candidates = [PathNormalizer.absolute(key.file, relativeTo: folder)]
      if baseline.version == 1 { candidates.append(PathNormalizer.absolute(key.file, relativeTo: currentDirectory)) }
      // Under --shard, an entry is the business of the shard its file belongs to (counted once overall).
      guard let first = candidates.first, inShard(first) else { continue }
      if candidates.contains(where: lintedPaths.contains)
        || !candidates.contains(where: { FileManager.default.fileExists(atPath: $0) })
      {
        count += 1
      }
    }
    return count
  }

  private func loadBaseline(_ path: String) -> Result<Baseline, LintSettings.Failure> {
    switch FileReader.read(path, limit: FileReader.maximumBaselineSize, allowsStreams: true) {
    case .failure(let error):
      return .failure(LintSettings.Failure(message: " error: cannot use baseline: \(error.reason)"))
    case .success(let bytes):
      return Baseline.parse(bytes).mapError { error in
        let position = error.line > 0 ? "\(error.line):\(error.column):" : ""
        return LintSettings.Failure(message: "\(position) error: cannot use baseline: \(error.message)")
      }
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
      // `error.description` already reads `path: error: …`: no second `error:` prefix.
      throw LintSettings.Failure(message: error.description)
    }
  }
}
