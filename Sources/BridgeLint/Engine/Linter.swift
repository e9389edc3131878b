/// One file to lint.
public struct LintInput: Sendable {
  public var absolutePath: String
  /// The path as reported.
  public var displayPath: String
  /// Text given directly (standard input); otherwise the file is read from disk.
  public var contents: [UInt8]?

  public init(absolutePath: String, displayPath: String, contents: [UInt8]? = nil) {
    self.absolutePath = absolutePath
    self.displayPath = displayPath
    self.contents = contents
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
  public var fileCount: Int
  public var indexedTypeCount: Int
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
    switch FileReader.read(input.absolutePath) {
    case .success(let bytes): return .bytes(bytes)
    case .failure(var error):
      error.path = input.displayPath
      return .failure(error)
    }
  }

  public func lint(_ inputs: [LintInput]) -> LintOutcome {
    // Pass 1: the project index.
    let summaries = Parallel.map(inputs.count, jobs: jobs) { index -> [TypeSummary] in
      guard case .bytes(let bytes) = Linter.load(inputs[index]) else { return [] }
      return ParsedFile(source: SourceFile(path: inputs[index].displayPath, bytes: bytes)).typeSummaries()
    }
    let projectIndex = ProjectIndex(summaries: summaries.flatMap { $0 })

    // Pass 2: rules.
    let rulesFor = rules
    let postProcess = postProcess
    let results = Parallel.map(inputs.count, jobs: jobs) {
      index -> (diagnostics: [Diagnostic], error: FileReadError?, note: String?) in
      let input = inputs[index]
      switch Linter.load(input) {
      case .failure(let error):
        return ([], error, nil)
      case .bytes(let bytes):
        let file = ParsedFile(source: SourceFile(path: input.displayPath, bytes: bytes))
        let active = rulesFor(input)
        var diagnostics = Linter.run(active, on: file, index: projectIndex)
        if let postProcess { diagnostics = postProcess(file, diagnostics, active) }
        for position in diagnostics.indices {
          let range = file.source.lineTable.range(ofLine: diagnostics[position].line, in: bytes)
          diagnostics[position].lineBytes = Array(bytes[range])
        }
        let note =
          file.syntax.exceededDepth
          ? "\(input.displayPath): warning: nesting deeper than \(Parser.maximumDepth) levels; the rest was parsed flat"
          : nil
        return (diagnostics, nil, note)
      }
    }
    var diagnostics = results.flatMap { $0.diagnostics }
    diagnostics.sort(by: Diagnostic.ordered)
    return LintOutcome(
      diagnostics: diagnostics, readErrors: results.compactMap { $0.error }, notes: results.compactMap { $0.note },
      fileCount: inputs.count, indexedTypeCount: projectIndex.typeCount)
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
