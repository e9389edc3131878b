import Foundation

/// One file to lint.
public struct LintInput: Sendable {
  public var absolutePath: String
  /// The path as reported.
  public var displayPath: String
  /// Text given directly (standard input); otherwise the file is read from disk.
  public var contents: [UInt8]?
  /// The path's exact bytes when the file name is not UTF-8 (`absolutePath` then spells
  /// the bad bytes as `\xFF`).
  public var systemPath: [UInt8]?

  public init(absolutePath: String, displayPath: String, contents: [UInt8]? = nil, systemPath: [UInt8]? = nil) {
    self.absolutePath = absolutePath
    self.displayPath = displayPath
    self.contents = contents
    self.systemPath = systemPath
  }
}

/// A rule to run, with its configured severity and options.
public struct ActiveRule: @unchecked Sendable {
  public var rule: any Rule
  public var description: RuleDescription
  public var severity: Severity
  public var options: [String: String]
  /// The configuration set the severity explicitly.
  public var isSeverityConfigured: Bool

  public init(_ type: any Rule.Type, severity: Severity? = nil, options: [String: String] = [:]) {
    rule = type.init()
    description = type.description
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
  /// Files linted (those that could not be read are not counted).
  public var fileCount: Int
  public var indexedTypeCount: Int
  /// CPU time per stage, summed over worker threads.
  public var timings: StageTimings
  public var lineCount: Int
  public var byteCount: Int
}

/// The pipeline: read → tokenize → parse → index (pass 1, all files) → rules (pass 2,
/// per file) → post-processing (suppression, baseline). Files are processed in
/// parallel; each parse is dropped as soon as its findings are out.
public struct Linter {
  public var jobs: Int
  /// The rules for a file (nested configurations may differ per directory).
  public var rules: (LintInput) -> [ActiveRule]
  /// Filters or adds findings per file after the rules ran (suppression comments).
  public var postProcess: ((ParsedFile, [Diagnostic], [ActiveRule]) -> [Diagnostic])?

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

  /// Token streams pass 1 may keep for pass 2, in bytes: within it a file is tokenized once;
  /// beyond it (very large projects) files are tokenized again, so memory stays bounded.
  public static let tokenCacheBudget = 40 << 20

  public func lint(_ inputs: [LintInput]) -> LintOutcome {
    let cache = TokenCache(count: inputs.count, budget: Linter.tokenCacheBudget)
    // Pass 1: the project index.
    let summaries = Parallel.map(inputs.count, jobs: jobs) {
      index -> (summaries: [TypeSummary], timings: StageTimings) in
      var timings = StageTimings()
      guard case .bytes(let bytes) = timings.measure(.read, { Linter.load(inputs[index]) }) else {
        return ([], timings)
      }
      let file = ParsedFile(
        source: SourceFile(path: inputs[index].displayPath, bytes: bytes), timings: &timings, declarationsOnly: true)
      cache.store(TokenStream(tokens: file.tokens, comments: file.comments), at: index)
      let summaries = timings.measure(.index) { file.typeSummaries() }
      return (summaries, timings)
    }
    var timings = StageTimings()
    for entry in summaries { timings.add(entry.timings) }
    let projectIndex = timings.measure(.index) { ProjectIndex(summaries: summaries.flatMap { $0.summaries }) }

    // Pass 2: rules.
    let rulesFor = rules
    let postProcess = postProcess
    let results = Parallel.map(inputs.count, jobs: jobs) { index -> FileResult in
      let input = inputs[index]
      var timings = StageTimings()
      switch timings.measure(.read, { Linter.load(input) }) {
      case .failure(let error):
        return FileResult(diagnostics: [], error: error, note: nil, timings: timings, lines: 0, bytes: 0)
      case .bytes(let bytes):
        let file = ParsedFile(
          source: SourceFile(path: input.displayPath, bytes: bytes), timings: &timings, tokens: cache.take(index))
        let active = rulesFor(input)
        var diagnostics = timings.measure(.rules) { Linter.run(active, on: file, index: projectIndex) }
        if let postProcess {
          diagnostics = timings.measure(.postProcess) { postProcess(file, diagnostics, active) }
        }
        for position in diagnostics.indices {
          let range = file.source.lineTable.range(ofLine: diagnostics[position].line, in: bytes)
          diagnostics[position].lineBytes = Array(bytes[range])
        }
        let note =
          file.syntax.exceededDepth
          ? "\(input.displayPath): warning: nesting deeper than \(Parser.maximumDepth) levels; the rest was parsed flat"
          : nil
        let lines = Linter.countLines(bytes)
        return FileResult(
          diagnostics: diagnostics, error: nil, note: note, timings: timings, lines: lines, bytes: bytes.count)
      }
    }
    for result in results { timings.add(result.timings) }
    var diagnostics = results.flatMap { $0.diagnostics }
    diagnostics.sort(by: Diagnostic.ordered)
    let readErrors = results.compactMap { $0.error }
    return LintOutcome(
      diagnostics: diagnostics, readErrors: readErrors, notes: results.compactMap { $0.note },
      fileCount: inputs.count - readErrors.count, indexedTypeCount: projectIndex.typeCount, timings: timings,
      lineCount: results.reduce(0) { $0 + $1.lines }, byteCount: results.reduce(0) { $0 + $1.bytes })
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

  /// Token streams handed from pass 1 to pass 2 within a byte budget.
  private final class TokenCache: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [TokenStream?]
    private var remaining: Int

    init(count: Int, budget: Int) {
      slots = Array(repeating: nil, count: count)
      remaining = budget
    }

    func store(_ stream: TokenStream, at index: Int) {
      let size =
        stream.tokens.capacity * MemoryLayout<Token>.stride + stream.comments.capacity * MemoryLayout<Comment>.stride
      lock.lock()
      defer { lock.unlock() }
      guard size <= remaining else { return }
      remaining -= size
      slots[index] = stream
    }

    /// The stream for `index`, released from the cache.
    func take(_ index: Int) -> TokenStream? {
      lock.lock()
      defer { lock.unlock() }
      let stream = slots[index]
      slots[index] = nil
      return stream
    }
  }

  private struct FileResult {
    var diagnostics: [Diagnostic]
    var error: FileReadError?
    var note: String?
    var timings: StageTimings
    var lines: Int
    var bytes: Int
  }

  /// Runs `rules` on one parsed file.
  public static func run(_ rules: [ActiveRule], on file: ParsedFile, index: ProjectIndex) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    for active in rules {
      var context = RuleContext(
        index: index, ruleID: active.description.identifier, severity: active.severity, options: active.options,
        isSeverityConfigured: active.isSeverityConfigured)
      active.rule.check(file, &context)
      diagnostics.append(contentsOf: context.diagnostics)
    }
    return diagnostics
  }
}
