import Foundation

/// One file to lint.
public struct LintInput: Sendable {
  public var absolutePath: String {
    get {
      guard isRelativeToAnchor else { return anchor }
      return anchor.utf8.last == UInt8(ascii: "/") ? anchor + display : anchor + "/" + display
    }
    set {
      anchor = newValue
      isRelativeToAnchor = false
    }
  }
  /// The path as reported.
  public var displayPath: String {
    get { display }
    set {
      if isRelativeToAnchor { absolutePath = absolutePath }
      display = newValue
    }
  }
  private var display: String
  /// The absolute path, or (`isRelativeToAnchor`) the folder `display` is relative to: one string
  /// shared by every file of a run, so each file keeps one path string, not an absolute and a
  /// relative one for the whole run.
  private var anchor: String
  /// Text given directly (standard input); otherwise the file is read from disk.
  public var contents: [UInt8]? {
    get { rare?.contents }
    set { rare = Rare.make(contents: newValue, systemPath: systemPath) }
  }
  /// The path's exact bytes when the file name is not UTF-8 (`absolutePath` then spells
  /// the bad bytes as `\xFF`).
  public var systemPath: [UInt8]? {
    get { rare?.systemPath }
    set { rare = Rare.make(contents: contents, systemPath: newValue) }
  }
  /// `contents` and `systemPath`, nil for almost every file: a run keeps every file's input to
  /// its end, and the two inline took 16 of 64 bytes a file.
  private var rare: Rare?
  // After `rare`, beside `isIndexOnly`: the flags share one word (48 bytes a file, not 64).
  private var isRelativeToAnchor = false

  private final class Rare: Sendable {
    let contents: [UInt8]?
    let systemPath: [UInt8]?

    private init(contents: [UInt8]?, systemPath: [UInt8]?) {
      self.contents = contents
      self.systemPath = systemPath
    }

    static func make(contents: [UInt8]?, systemPath: [UInt8]?) -> Rare? {
      contents == nil && systemPath == nil ? nil : Rare(contents: contents, systemPath: systemPath)
    }
  }

  /// `path` shown relative to `folder` when below it, else absolute (`PathNormalizer.display`).
  public init(path: String, shownRelativeTo folder: String, systemPath: [UInt8]? = nil) {
    let shown = PathNormalizer.display(path, relativeTo: folder)
    self.init(absolutePath: path, displayPath: shown, systemPath: systemPath)
    let separator = folder.utf8.last == UInt8(ascii: "/") ? 0 : 1
    if shown.utf8.count + separator + folder.utf8.count == path.utf8.count && shown.utf8.count < path.utf8.count {
      anchor = folder
      isRelativeToAnchor = true
    }
  }

  /// Another file of the project in a partial run (files named explicitly, stdin): it only
  /// contributes its type declarations to the project index; it is never linted or reported.
  public var isIndexOnly: Bool

  public init(
    absolutePath: String, displayPath: String, contents: [UInt8]? = nil, systemPath: [UInt8]? = nil,
    isIndexOnly: Bool = false
  ) {
    anchor = absolutePath
    display = displayPath
    rare = Rare.make(contents: contents, systemPath: systemPath)
    self.isIndexOnly = isIndexOnly
  }
}

/// A rule to run, with its configured severity and options.
public struct ActiveRule: @unchecked Sendable {
  public var rule: any Rule
  /// The rule's type, for per-type tables (cheaper than asking the existential each time).
  public let ruleType: any Rule.Type
  /// The rule's identifier (its description is the type's: copying an active rule per file
  /// must not copy every example and rationale string with it).
  public let identifier: String
  public var description: RuleDescription { ruleType.description }
  public var severity: Severity
  public var options: [String: String]
  /// The configuration set the severity explicitly.
  public var isSeverityConfigured: Bool

  public init(_ type: any Rule.Type, severity: Severity? = nil, options: [String: String] = [:]) {
    rule = type.init()
    ruleType = type
    identifier = type.description.identifier
    self.severity = severity ?? type.description.defaultSeverity
    self.options = options
    isSeverityConfigured = severity != nil
  }
}

/// Everything a lint run produced.
public struct LintOutcome: Sendable {
  /// Sorted by path, line, column, rule.
  public var diagnostics: [Diagnostic]
  public var readErrors: [FileReadError]
  /// Per-file notes for standard error (e.g. nesting too deep to parse fully).
  public var notes: [String]
  /// Files linted (those that could not be read, and index-only ones, are not counted).
  public var fileCount: Int
  /// Index-only files that were read for their declarations (see `LintInput.isIndexOnly`).
  public var indexOnlyFileCount = 0
  /// Index-only files that could not be read: the named files' findings may miss their types.
  public var indexReadErrors: [FileReadError] = []
  public var indexedTypeCount: Int
  /// CPU time per stage, summed over worker threads.
  public var timings: StageTimings
  public var lineCount: Int
  public var byteCount: Int
  /// Files rules ran on; the others could not hold a finding (see `Relevance`).
  public var rulesRunFileCount: Int
  /// Files whose rules ran in pass 1 and again in pass 2, because the project index answered
  /// a rule's question differently from the file's own types (see `IndexQueryLog`).
  public var rulesRerunFileCount: Int
  /// Rules run again in pass 2, summed over those files: only the rules from the first one whose
  /// answers changed run again (see `IndexQueryLog.firstDifferingRule`).
  public var rulesRerunCount = 0
  /// Wall-clock seconds of pass 1, the project index (between the passes) and pass 2.
  public var phaseSeconds: (passOne: Double, index: Double, passTwo: Double) = (0, 0, 0)
  /// The project index, when `Linter.retainsProjectIndex` asked for it (the fixer lints again with it).
  public var projectIndex: ProjectIndex?
}

/// The pipeline. Pass 1, per file: read → tokenize → parse → type summaries and name
/// filter → for a file an active rule could report in, rules against the file's own types
/// → post-processing (suppression). Then the project index. Pass 2, per file: keep pass 1's
/// findings if the project index answers the rules' questions the same, else lint the file
/// against it. Files are processed in parallel; each parse is dropped once its findings are out.
public struct Linter {
  public var jobs: Int
  /// The rules for a file (nested configurations may differ per directory).
  public var rules: (LintInput) -> [ActiveRule]
  /// Filters or adds findings per file after the rules ran (suppression comments).
  public var postProcess: ((ParsedFile, [Diagnostic], [ActiveRule]) -> [Diagnostic])?
  /// Never lint files in which no active rule could report (see `Relevance`).
  public var skipsIrrelevantFiles = true
  /// Run rules in pass 1 against the file's own types and keep those findings when the
  /// project index answers the rules' questions the same (see `IndexQueryLog`); off, every
  /// file's rules run in pass 2 against the project index.
  public var reusesPassOneFindings = true
  /// Keep the project index in the outcome (`--fix` re-lints fixed files against it).
  public var retainsProjectIndex = false
  /// The inputs are not the whole project (`--no-project-index` with named files): a fix whose
  /// safety rests on what no other file names is not proven (see `ProjectIndex.isPartial`).
  public var indexIsPartial = false
  /// Measure CPU time per stage (`--timings`, the benchmark); off, `Outcome.timings` is zero.
  public var measuresStages = true

  public init(
    jobs: Int = Parallel.defaultJobs, rules: @escaping (LintInput) -> [ActiveRule],
    postProcess: ((ParsedFile, [Diagnostic], [ActiveRule]) -> [Diagnostic])? = nil
  ) {
    self.jobs = jobs
    self.rules = rules
    self.postProcess = postProcess
  }

  private enum Loaded {
    case bytes([UInt8])
    case failure(FileReadError)
  }

  private static func load(_ input: LintInput) -> Loaded {
    if let contents = input.contents { return .bytes(contents) }
    switch FileReader.read(input.absolutePath, systemPath: input.systemPath) {
    case .success(let bytes): return .bytes(bytes)
    case .failure(var error):
      error.path = input.displayPath
      return .failure(error)
    }
  }

  /// What pass 1 learned about a file for the project index, which takes it as soon as the file
  /// is summarised (so it is not kept with `PassOne`, one per file to the end of the run).
  private struct Declarations {
    var summaries: [TypeSummary] = []
    /// The member names it writes (see `MemberNameUses`); nil when it was not read.
    var uses: MemberNameUses?
  }

  /// What pass 1 learned about a file that pass 2 needs.
  private struct PassOne {
    /// For a file pass 2 must decide on with the project index's names; nil when it could
    /// not be read (pass 2 reports why) or was linted in pass 1.
    var names: NameFilter?
    var rules: [ActiveRule] = []
    /// nil when the file could not be read.
    var lines: Int? {
      get { storedLines < 0 ? nil : Int(storedLines) }
      set { storedLines = newValue.map { Int32(clamping: $0) } ?? -1 }
    }
    var bytes: Int {
      get { Int(storedBytes) }
      set { storedBytes = UInt32(clamping: newValue) }
    }
    // 32-bit (a file is at most `FileReader.maximumFileSize` bytes, and tokens' offsets are
    // 32-bit): every file's `PassOne` is kept to the end of pass 1 (48 bytes a file, 88 before).
    private var storedLines: Int32 = -1
    private var storedBytes: UInt32 = 0
    /// The file's findings from pass 1, with the index questions they rest on (see `Provisional`).
    var provisional: Provisional? {
      get {
        guard case .provisional(let provisional) = held else { return nil }
        return provisional
      }
      set { held = newValue.map(Held.provisional) }
    }
    /// Why an index-only file could not be read (boxed: every file's `PassOne` is kept to the end
    /// of the run, and almost none has one).
    var indexReadError: FileReadError? {
      get {
        guard case .readFailure(let failure) = held else { return nil }
        return failure.error
      }
      set { held = newValue.map { Held.readFailure(ReadFailure($0)) } }
    }
    /// One reference for either: only an index-only file has a read error, and it is never linted.
    private var held: Held?
    private enum Held {
      case provisional(Provisional)
      case readFailure(ReadFailure)
    }
    /// Its comments carry `bridgelint:` commands, which suppression must read.
    var hasCommands = false
    /// Brackets nest deeper than half the parser's limit: pass 2 must parse it to say so.
    var isDeeplyNested = false
    /// Skipped as a binary file (pass 2 says so on standard error).
    var isBinary = false
    /// No rule could report in it by the names a rule always needs (pass 1's relevance): pass 2
    /// asks only the rules whose relevance the project index changed.
    var failedEarlyRelevance = false
  }

  private final class ReadFailure {
    let error: FileReadError
    init(_ error: FileReadError) { self.error = error }
  }

  /// A file's findings from pass 1, with the index questions they rest on: they stand if the
  /// project index answers the same. `raw`: each rule's findings before suppression, for pass 2
  /// to keep those of the rules before the first whose answers changed. A class: most files have
  /// none, and every file's `PassOne` is kept to the end of the run.
  private final class Provisional {
    let result: FileResult
    let queries: IndexQueryLog
    let raw: RuleFindings

    init(result: FileResult, queries: IndexQueryLog, raw: RuleFindings) {
      self.result = result
      self.queries = queries
      self.raw = raw
    }
  }

  /// Stage timings summed from worker threads as each file is done: kept per file, they would
  /// stay in memory with every file's pass-1 state until the end of the run.
  private final class TimingsTotal: @unchecked Sendable {  // `lock` guards `total`
    private let lock = NSLock()
    private var total: StageTimings

    init(enabled: Bool) { total = StageTimings(enabled: enabled) }

    func add(_ timings: StageTimings) {
      guard timings.isEnabled else { return }
      lock.withLock { total.add(timings) }
    }

    var sum: StageTimings { lock.withLock { total } }
  }

  public func lint(_ inputs: [LintInput]) -> LintOutcome {
    let started = DispatchTime.now()
    let rulesFor = rules
    let skipIrrelevant = skipsIrrelevantFiles
    let reuse = reusesPassOneFindings
    let retainsIndex = retainsProjectIndex
    let postProcess = postProcess
    // Relevance before the index exists: names a rule always needs. A file relevant only
    // through the project's own types (a hosting subclass, a coordinator) waits for pass 2.
    let earlyRelevance = RelevanceTable(index: .empty)
    // Views and hosting sites are summarised only when some file's active rules ask the view
    // graph (`Rule.usesViewGraph`), and then for every file: one file's rules read the others'.
    let viewGraph = inputs.contains { rules($0).anyUsesViewGraph }
    let memberNames = inputs.contains { rules($0).anyUsesMemberNames }
    let passOneTimings = TimingsTotal(enabled: measuresStages)
    // Unless the index must be able to replace a file's summaries (the fixer), each file's seeds
    // join the project's sets as soon as it is summarised, and its summaries drop them.
    let seeds = retainsIndex ? nil : SeedCollector()
    // Each file's summaries are merged into the project index as soon as the files before it are,
    // so pass 1 keeps none of them (unless the fixer keeps the index to replace files in).
    // A file far ahead of the next one to merge waits for it (see `ProjectIndexBuilder.maximumAhead`).
    let builder = ProjectIndexBuilder(
      fileCount: inputs.count, streams: !retainsIndex, maximumAhead: Linter.maximumFilesAheadOfMerge)
    // Pass 1 on one file: its summaries; rules, provisionally, if they could report in it.
    let summarise = { (index: Int, timings: inout StageTimings, declarations: inout Declarations) -> PassOne in
      let input = inputs[index]
      var result = PassOne()
      if input.isIndexOnly {
        // Declarations only: no rules, no name filter. An unreadable file is a warning (nobody
        // asked for it, but the findings of the files that were may depend on its types).
        let loaded = timings.measure(.read) { Linter.load(input) }
        guard case .bytes(let bytes) = loaded else {
          if case .failure(let error) = loaded { result.indexReadError = error }
          return result
        }
        // A binary file has no declarations in a whole run either (it is skipped there).
        if Linter.isBinary(bytes) { return result }
        let file = ParsedFile(
          source: SourceFile(path: input.displayPath, bytes: bytes), timings: &timings, declarationsOnly: true)
        declarations.summaries = timings.measure(.index) { file.typeSummaries(viewGraph: viewGraph) }
        if memberNames { declarations.uses = timings.measure(.index) { file.memberNameUses() } }
        result.lines = 0
        seeds?.absorb(&declarations.summaries)
        return result
      }
      result.rules = rulesFor(input)
      guard case .bytes(let bytes) = timings.measure(.read, { Linter.load(input) }) else {
        return result
      }
      if Linter.isBinary(bytes) {
        result.isBinary = true
        return result
      }
      let source = SourceFile(path: input.displayPath, bytes: bytes)
      let stream = timings.measure(.tokenize) { Tokenizer.tokenize(bytes) }
      let names = timings.measure(.relevance) {
        bytes.withUnsafeBufferPointer { NameFilter(tokens: stream.tokens, bytes: $0) }
      }
      result.hasCommands = SuppressionCommandParser.mayHaveCommands(stream.comments, in: bytes)
      result.lines = Linter.countLines(bytes)
      result.bytes = bytes.count
      let mayReport =
        !skipIrrelevant || result.hasCommands
        || timings.measure(.relevance) { earlyRelevance.anyMayReport(result.rules, in: names) }
      result.failedEarlyRelevance = !mayReport
      let lintsNow = reuse && mayReport
      let file = ParsedFile(source: source, timings: &timings, declarationsOnly: !lintsNow, tokens: stream)
      declarations.summaries = timings.measure(.index) { file.typeSummaries(viewGraph: viewGraph) }
      if memberNames { declarations.uses = timings.measure(.index) { file.memberNameUses() } }
      result.isDeeplyNested = file.syntax.bracketDepth >= Parser.maximumDepth / 2
      if lintsNow {
        result.provisional = Linter.lintProvisionally(
          file, input: input, result, summaries: declarations.summaries, postProcess, &timings)
      } else {
        result.names = timings.measure(.relevance) { names.compacted() }
      }
      // After the file's own index (which reads its seeds) is gone.
      seeds?.absorb(&declarations.summaries)
      return result
    }
    // Pass 2 takes each file's state as it reaches the file, so what pass 1 kept for it (its name
    // filter, query log, provisional findings) is freed as pass 2 goes, not at the end of the run.
    let firstPass = Parallel.mapToTake(inputs.count, jobs: jobs) { index -> PassOne in
      var timings = StageTimings(enabled: measuresStages)
      var declarations = Declarations()
      let result = summarise(index, &timings, &declarations)
      timings.measure(.index) { builder.add(file: index, declarations.summaries, uses: declarations.uses) }
      passOneTimings.add(timings)
      return result
    }
    let passOneEnded = DispatchTime.now()
    var timings = passOneTimings.sum
    let passTwoTimings = TimingsTotal(enabled: measuresStages)
    // Pass 2 holds only the merged types.
    let projectIndex = timings.measure(.index, allThreads: true) { () -> ProjectIndex in
      builder.finish(
        jobs: jobs, isPartial: indexIsPartial, seeds: seeds?.gathered)
    }
    let passOne = consume firstPass
    let indexReadErrors = (0..<passOne.count).compactMap { index in passOne.peek(index) { $0?.indexReadError } }
    let relevance = RelevanceTable(index: projectIndex, afterEmptyIndex: true)
    let indexEnded = DispatchTime.now()

    // Pass 2: rules, for the files in which an active rule could report, unless pass 1's
    // findings stand.
    let results = Parallel.map(inputs.count, jobs: jobs) { index -> FileResult in
      let input = inputs[index]
      guard let first = passOne.take(index), !input.isIndexOnly else {
        return FileResult(diagnostics: [], error: nil, note: nil, lines: 0, bytes: 0, isLinted: false)
      }
      if first.isBinary {
        let note = "\(input.displayPath): note: skipped: binary file (a NUL byte in its first 8 KB)"
        return FileResult(
          diagnostics: [], error: nil, note: note, lines: 0, bytes: 0, isLinted: false, isSkipped: true)
      }
      var timings = StageTimings(enabled: measuresStages)
      defer { passTwoTimings.add(timings) }
      // The rules from this one on run again; the findings of those before it stand.
      var rerunFrom = 0
      if let provisional = first.provisional {
        guard let differing = timings.measure(.index, { provisional.queries.firstDifferingRule(as: projectIndex) })
        else { return provisional.result }
        rerunFrom = differing
      } else if skipIrrelevant, let names = first.names {
        if !timings.measure(.relevance, { Linter.needsPassTwo(first, names, relevance) }) {
          return FileResult(
            diagnostics: [], error: nil, note: nil, lines: first.lines ?? 0, bytes: first.bytes, isLinted: false)
        }
      }
      switch timings.measure(.read, { Linter.load(input) }) {
      case .failure(let error):
        return FileResult(diagnostics: [], error: error, note: nil, lines: 0, bytes: 0, isLinted: false)
      case .bytes(let bytes):
        let file = ParsedFile(
          source: SourceFile(path: input.displayPath, bytes: bytes), timings: &timings)
        let from = min(rerunFrom, first.rules.count)
        var result = Linter.lintFile(
          file, input: input, rules: first.rules, index: projectIndex, lines: first.lines, postProcess, &timings,
          from: from, before: first.provisional?.raw.before(rule: from) ?? [])
        result.isRerun = first.provisional != nil
        if result.isRerun { result.rulesRerun = first.rules.count - from }
        return result
      }
    }
    let passTwoEnded = DispatchTime.now()
    timings.add(passTwoTimings.sum)
    var diagnostics = results.flatMap { $0.diagnostics }
    diagnostics.sort(by: Diagnostic.ordered)
    let readErrors = results.compactMap { $0.error }
    let indexOnly = inputs.reduce(0) { $0 + ($1.isIndexOnly ? 1 : 0) }
    var outcome = LintOutcome(
      diagnostics: diagnostics, readErrors: readErrors, notes: results.compactMap { $0.note },
      fileCount: inputs.count - indexOnly - readErrors.count - results.reduce(0) { $0 + ($1.isSkipped ? 1 : 0) },
      indexedTypeCount: projectIndex.typeCount, timings: timings,
      lineCount: results.reduce(0) { $0 + $1.lines }, byteCount: results.reduce(0) { $0 + $1.bytes },
      rulesRunFileCount: results.reduce(0) { $0 + ($1.isLinted ? 1 : 0) },
      rulesRerunFileCount: results.reduce(0) { $0 + ($1.isRerun ? 1 : 0) },
      phaseSeconds: (
        Linter.seconds(from: started, to: passOneEnded), Linter.seconds(from: passOneEnded, to: indexEnded),
        Linter.seconds(from: indexEnded, to: passTwoEnded)
      ))
    outcome.indexOnlyFileCount = indexOnly
    outcome.rulesRerunCount = results.reduce(0) { $0 + $1.rulesRerun }
    outcome.indexReadErrors = indexReadErrors
    if retainsIndex { outcome.projectIndex = projectIndex }
    // Millions of small objects (summaries, name filters, query logs, the index) take a tenth
    // of a large run to free one by one: hand the last references to a background thread.
    Linter.releaseInBackground((consume passOne, consume results, consume projectIndex, consume relevance))
    return outcome
  }

  /// Pass 1's rules on a file, against an index of its own types that records their questions.
  private static func lintProvisionally(
    _ file: ParsedFile, input: LintInput, _ first: PassOne, summaries: [TypeSummary],
    _ postProcess: ((ParsedFile, [Diagnostic], [ActiveRule]) -> [Diagnostic])?, _ timings: inout StageTimings
  ) -> Provisional {
    let queries = IndexQueryLog()
    let local = timings.measure(.index) { ProjectIndex(summaries: summaries, recordingInto: queries) }
    var raw = RuleFindings()
    let linted = Linter.lintFile(
      file, input: input, rules: first.rules, index: local, lines: first.lines, postProcess, &timings,
      keeping: &raw)
    queries.seal()
    return Provisional(result: linted, queries: queries, raw: raw)
  }

  /// Files pass 1 may finish past the next one the index merges: a slow file (a generated one of
  /// 100,000 lines) otherwise left every file finished meanwhile waiting with its summaries.
  static let maximumFilesAheadOfMerge = 1024

  private static func releaseInBackground<T>(_ leftovers: consuming T) {
    let box = Leftovers(leftovers)
    // Under an address-space limit Dispatch may find no room for a thread, and then it waits for
    // one forever: free on the caller instead.
    guard Parallel.addressSpaceLimit() == nil else { return box.release() }
    DispatchQueue.global(qos: .utility).async { box.release() }
  }

  private final class Leftovers<T>: @unchecked Sendable {
    private var value: T?
    init(_ value: consuming T) { self.value = consume value }
    func release() { value = nil }
  }

  private static func seconds(from start: DispatchTime, to end: DispatchTime) -> Double {
    Double(end.uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
  }

  /// Each rule's findings before suppression, in rule order (pass 1 keeps them with a file's
  /// provisional result). Nothing is stored for a file without findings, the usual case.
  struct RuleFindings {
    var diagnostics: [Diagnostic] = []
    /// `ends[i]`: the end of rule `i`'s findings in `diagnostics`; empty when there are none.
    var ends: [Int32] = []

    init() {}

    /// `counts[i]`: how many of `diagnostics`, in order, rule `i` reported.
    init(diagnostics: [Diagnostic], counts: [Int32]) {
      self.diagnostics = diagnostics
      var end: Int32 = 0
      ends = counts.map { count in
        end += count
        return end
      }
    }

    /// The findings of the rules before rule `rule`.
    func before(rule: Int) -> [Diagnostic] {
      guard rule > 0, !ends.isEmpty else { return [] }
      return Array(diagnostics[..<Int(ends[min(rule, ends.count) - 1])])
    }
  }

  /// Rules and post-processing on one parsed file, against `index`: the rules from position
  /// `from` on, after `before` (the findings of the rules before it, which stand).
  private static func lintFile(
    _ file: ParsedFile, input: LintInput, rules: [ActiveRule], index: ProjectIndex, lines: Int? = nil,
    _ postProcess: ((ParsedFile, [Diagnostic], [ActiveRule]) -> [Diagnostic])?, _ timings: inout StageTimings,
    from: Int = 0, before: [Diagnostic] = []
  ) -> FileResult {
    var unused = RuleFindings()
    return lintFile(
      file, input: input, rules: rules, index: index, lines: lines, postProcess, &timings, from: from, before: before,
      keeping: &unused)
  }

  /// `lintFile`, also keeping each rule's findings before suppression in `raw`.
  private static func lintFile(
    _ file: ParsedFile, input: LintInput, rules: [ActiveRule], index: ProjectIndex, lines: Int? = nil,
    _ postProcess: ((ParsedFile, [Diagnostic], [ActiveRule]) -> [Diagnostic])?, _ timings: inout StageTimings,
    from: Int = 0, before: [Diagnostic] = [], keeping raw: inout RuleFindings
  ) -> FileResult {
    var counts: [Int32] = []
    var diagnostics = timings.measure(.rules) {
      before + Linter.run(rules, from: from, on: file, index: index, counts: &counts)
    }
    if from == 0 && !diagnostics.isEmpty { raw = RuleFindings(diagnostics: diagnostics, counts: counts) }
    if let postProcess {
      diagnostics = timings.measure(.postProcess) { postProcess(file, diagnostics, rules) }
    }
    LineText.attach(to: &diagnostics, in: file)
    let bytes = file.bytes
    let note =
      file.syntax.exceededDepth
      ? "\(input.displayPath): warning: nesting deeper than \(Parser.maximumDepth) levels; the rest was parsed flat"
      : nil
    return FileResult(
      diagnostics: diagnostics, error: nil, note: note, lines: lines ?? Linter.countLines(bytes),
      bytes: bytes.count, isLinted: true)
  }

  /// Could any of the file's rules report in it, or must pass 2 see it for another reason?
  private static func needsPassTwo(_ file: PassOne, _ names: NameFilter, _ relevance: RelevanceTable) -> Bool {
    file.hasCommands || file.isDeeplyNested
      || relevance.anyMayReport(file.rules, in: names, passedEarly: !file.failedEarlyRelevance)
  }

  /// The rules' relevance for one index, computed once per rule set. Files share a handful of
  /// rule arrays (one per set of configuration files), recognised by their storage: each array is
  /// kept alive here, so its address names it for the whole run. Judging a file then takes one
  /// short lock and no hashing.
  private final class RelevanceTable: @unchecked Sendable {
    private let index: ProjectIndex
    private let lock = NSLock()
    /// Per rule set: every rule's relevance, and (after the empty index) only those the index
    /// changed: a file no rule passed with the empty index can only pass one of those.
    private var known: [(rules: [ActiveRule], address: UnsafeRawPointer?, all: RelevanceSet, changed: RelevanceSet)] =
      []
    /// Per rule type, for rule sets past `known`'s few (a caller that builds an array per file).
    private var byType: [ObjectIdentifier: (relevance: Relevance, isChanged: Bool)] = [:]
    private let afterEmptyIndex: Bool
    private static let ruleSetLimit = 32

    init(index: ProjectIndex, afterEmptyIndex: Bool = false) {
      self.index = index
      self.afterEmptyIndex = afterEmptyIndex
    }

    /// `passedEarly` false: the file failed every rule's relevance with the empty index (the
    /// filter then answers each name as it did, or finds it where it was absent: never less).
    func anyMayReport(_ rules: [ActiveRule], in names: NameFilter, passedEarly: Bool = true) -> Bool {
      let sets = relevances(of: rules)
      return (passedEarly ? sets.all : sets.changed).anyMayReport(in: names)
    }

    private func relevances(of rules: [ActiveRule]) -> (all: RelevanceSet, changed: RelevanceSet) {
      let address = rules.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
      lock.lock()
      defer { lock.unlock() }
      if let entry = known.first(where: { $0.address == address && $0.rules.count == rules.count }) {
        return (entry.all, entry.changed)
      }
      let relevances = rules.map { active in
        let type = ObjectIdentifier(active.ruleType)
        if let known = byType[type] { return known }
        let relevance = active.ruleType.relevance(in: index)
        let isChanged = !afterEmptyIndex || relevance.groups != active.ruleType.relevance(in: .empty).groups
        byType[type] = (relevance, isChanged)
        return (relevance, isChanged)
      }
      let all = RelevanceSet(relevances.map(\.relevance))
      let changed = RelevanceSet(relevances.filter(\.isChanged).map(\.relevance))
      if known.count < RelevanceTable.ruleSetLimit { known.append((rules, address, all, changed)) }
      return (all, changed)
    }
  }

  /// Number of lines (a last line without a newline counts), with `memchr`.
  static func countLines(_ bytes: [UInt8]) -> Int {
    bytes.withUnsafeBufferPointer { buffer -> Int in
      guard var cursor = buffer.baseAddress, !buffer.isEmpty else { return 0 }
      let end = cursor + buffer.count
      var lines = 0
      while cursor < end, let found = memchr(cursor, 0x0A, end - cursor) {
        lines += 1
        cursor = UnsafePointer(found.assumingMemoryBound(to: UInt8.self)) + 1
      }
      return buffer.last == 0x0A ? lines : lines + 1
    }
  }

  /// Pass 2 makes one per file, all held to the end of the run, and each file linted in pass 1
  /// waits with its provisional one: the read error and note (rare) share a box and the counts are
  /// 32-bit, 32 bytes a file instead of 96 (pass 2's array is the last large one a run makes).
  private struct FileResult {
    var diagnostics: [Diagnostic]
    var error: FileReadError? {
      get { rare?.error }
      set { rare = Rare.make(error: newValue, note: note) }
    }
    var note: String? {
      get { rare?.note }
      set { rare = Rare.make(error: error, note: newValue) }
    }
    var lines: Int {
      get { Int(storedLines) }
      set { storedLines = Int32(clamping: newValue) }
    }
    var bytes: Int {
      get { Int(storedBytes) }
      set { storedBytes = UInt32(clamping: newValue) }
    }
    /// Rules run again in pass 2.
    var rulesRerun: Int {
      get { Int(storedRulesRerun) }
      set { storedRulesRerun = Int32(clamping: newValue) }
    }
    private var rare: Rare?
    private var storedLines: Int32 = 0
    private var storedBytes: UInt32 = 0
    private var storedRulesRerun: Int32 = 0
    /// Rules ran on it (it was not skipped as irrelevant).
    var isLinted: Bool
    /// Rules ran on it in pass 1 and again in pass 2 (the project index answered differently).
    var isRerun = false
    /// Not linted at all (a binary file): not counted as linted.
    var isSkipped = false

    init(
      diagnostics: [Diagnostic], error: FileReadError?, note: String?, lines: Int, bytes: Int, isLinted: Bool,
      isSkipped: Bool = false
    ) {
      self.diagnostics = diagnostics
      rare = Rare.make(error: error, note: note)
      self.isLinted = isLinted
      self.isSkipped = isSkipped
      self.lines = lines
      self.bytes = bytes
    }

    private final class Rare {
      let error: FileReadError?
      let note: String?

      private init(error: FileReadError?, note: String?) {
        self.error = error
        self.note = note
      }

      static func make(error: FileReadError?, note: String?) -> Rare? {
        error == nil && note == nil ? nil : Rare(error: error, note: note)
      }
    }
  }

  /// A NUL byte in the first 8 KB, as git and grep decide: a git-crypt blob or an object file
  /// named `.swift`, not source (DESIGN.md "Command line"). NUL bytes further in are linted.
  static func isBinary(_ bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return false }
      return memchr(base, 0, min(buffer.count, 8192)) != nil
    }
  }

  /// Runs `rules` on one parsed file.
  public static func run(_ rules: [ActiveRule], on file: ParsedFile, index: ProjectIndex) -> [Diagnostic] {
    var counts: [Int32] = []
    return run(rules, from: 0, on: file, index: index, counts: &counts)
  }

  /// Runs the rules from position `from` on, one after another on one model, telling the index's
  /// query log which rule asks (see `IndexQueryLog.currentRule`). `counts` gets how many findings
  /// each rule of `rules` reported, when there is any finding (else it stays empty).
  static func run(
    _ rules: [ActiveRule], from: Int, on file: ParsedFile, index: ProjectIndex, counts: inout [Int32]
  ) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    counts = []
    let model = BridgeModel(file: file, index: index)
    for position in rules.indices where position >= from {
      let active = rules[position]
      index.log?.currentRule = Int32(position)
      var context = RuleContext(
        model: model, ruleID: active.identifier, severity: active.severity, options: active.options,
        isSeverityConfigured: active.isSeverityConfigured)
      active.rule.check(file, &context)
      if !context.diagnostics.isEmpty {
        if counts.isEmpty { counts = [Int32](repeating: 0, count: rules.count) }
        counts[position] = Int32(context.diagnostics.count)
        diagnostics.append(contentsOf: context.diagnostics)
      }
    }
    return diagnostics
  }
}
