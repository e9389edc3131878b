/// A rule: a static description (docs + examples) and a pure check over one parsed
/// file, with the project index for cross-file facts. Rules are stateless values;
/// one instance checks many files, possibly on several threads at once. Purity matters:
/// pass 1 checks a file against an index of its own types and keeps the findings when the
/// project index answers every question the same (see `IndexQueryLog`).
public protocol Rule: Sendable {
  static var description: RuleDescription { get }
  init()
  /// Reports the rule's findings in `file` through `context`.
  func check(_ file: ParsedFile, _ context: inout RuleContext)
  /// The files `check` could report in, from names alone, given the project index; the
  /// linter skips the others. Must cover every finding the rule can make.
  static func relevance(in index: ProjectIndex) -> Relevance
  /// Does the rule ask the project index's view graph or hosting sites? Summarising them costs
  /// about a tenth of a whole-project run, so it is done only when an active rule asks.
  static var usesViewGraph: Bool { get }
  /// Does the rule ask which members other files name (`ProjectIndex.memberUse`)? Recording
  /// them costs a walk over every file's tokens, so it is done only when an active rule asks.
  static var usesMemberNames: Bool { get }
}

extension Rule {
  public static var identifier: String { description.identifier }
  public static func relevance(in index: ProjectIndex) -> Relevance { .everyFile }
  public static var usesViewGraph: Bool { false }
  public static var usesMemberNames: Bool { false }
}

extension Sequence where Element == ActiveRule {
  /// Does any of these rules ask the view graph (`Rule.usesViewGraph`)?
  public var anyUsesViewGraph: Bool { contains { $0.ruleType.usesViewGraph } }
  /// Does any of these rules ask which members other files name (`Rule.usesMemberNames`)?
  public var anyUsesMemberNames: Bool { contains { $0.ruleType.usesMemberNames } }
}

/// A finding's text, declared beside the rule that reports it
/// (`extension FindingMessage { fileprivate static let … }`).
public struct FindingMessage: Sendable {
  /// What is wrong and what to do, in one sentence without a trailing period.
  public var text: String
  /// An optional remedy.
  public var hint: String?
  /// Other places of the same problem, shown beside the finding (see `Diagnostic.related`).
  public var related: [RelatedLocation] = []

  public init(_ text: String, hint: String? = nil, related: [RelatedLocation] = []) {
    self.text = text
    self.hint = hint
    self.related = related
  }
}

/// What a rule sees besides the file: the project index, its configured severity and
/// options; it collects the rule's findings.
public struct RuleContext {
  /// The file's bridge model, shared by every rule that checks the file.
  public let model: BridgeModel
  public var index: ProjectIndex { model.index }
  public let ruleID: String
  /// The severity configured for this rule (its default unless `.bridgelint.yml` says otherwise).
  public let severity: Severity
  public let options: [String: String]
  /// The user set this rule's severity in the configuration (so rules must not escalate it).
  public let isSeverityConfigured: Bool
  public private(set) var diagnostics: [Diagnostic] = []

  public init(
    model: BridgeModel, ruleID: String, severity: Severity, options: [String: String] = [:],
    isSeverityConfigured: Bool = false
  ) {
    self.model = model
    self.ruleID = ruleID
    self.severity = severity
    self.options = options
    self.isSeverityConfigured = isSeverityConfigured
  }

  /// Reports a finding at token `token` of `file`. `escalatedSeverity` raises the severity of
  /// a certain-bug shape above the rule's default, unless the user configured a severity.
  public mutating func report(
    _ file: ParsedFile, at token: Int32, _ message: FindingMessage, escalatedSeverity: Severity? = nil,
    fix: Fix? = nil
  ) {
    guard file.isValid(token) else {
      report(
        file, bytes: file.bytes.count..<file.bytes.count, message, escalatedSeverity: escalatedSeverity, fix: fix)
      return
    }
    let value = file.tokens[Int(token)]
    report(file, bytes: value.startOffset..<value.endOffset, message, escalatedSeverity: escalatedSeverity, fix: fix)
  }

  /// Reports a finding at token `token`, the range covering the tokens of `span` (the
  /// expression or statement a reader must change).
  public mutating func report(
    _ file: ParsedFile, at token: TokenID, covering span: TokenSpan? = nil, _ message: FindingMessage,
    escalatedSeverity: Severity? = nil, subcheckSeverity: Severity? = nil, fix: Fix? = nil
  ) {
    guard file.isValid(token.raw) else {
      report(file, at: token.raw, message, escalatedSeverity: escalatedSeverity, fix: fix)
      return
    }
    let start = file.tokens[Int(token.raw)].startOffset
    var end = file.tokens[Int(token.raw)].endOffset
    if let span, !span.isEmpty, file.isValid(span.end.raw - 1) {
      end = max(end, file.tokens[Int(span.end.raw - 1)].endOffset)
    }
    report(
      file, bytes: start..<end, message, escalatedSeverity: escalatedSeverity, subcheckSeverity: subcheckSeverity,
      fix: fix)
  }

  public mutating func report(
    _ file: ParsedFile, atOffset offset: Int, _ message: FindingMessage, escalatedSeverity: Severity? = nil,
    fix: Fix? = nil
  ) {
    report(file, bytes: offset..<offset, message, escalatedSeverity: escalatedSeverity, fix: fix)
  }

  /// Reports a finding over the UTF-8 byte range `bytes` of `file` (its start is the location).
  /// `subcheckSeverity` sets the default severity of one of the rule's checks (raising or
  /// lowering it); a severity the user configured always wins. `fix`, when given, is the
  /// finding's remedy (edits over byte ranges of `file`).
  public mutating func report(
    _ file: ParsedFile, bytes: Range<Int>, _ message: FindingMessage, escalatedSeverity: Severity? = nil,
    subcheckSeverity: Severity? = nil, fix: Fix? = nil
  ) {
    let (line, column) = file.source.location(of: bytes.lowerBound)
    let (endLine, endColumn) = file.source.location(of: bytes.upperBound)
    let effective =
      isSeverityConfigured ? severity : subcheckSeverity ?? max(severity, escalatedSeverity ?? severity)
    var diagnostic = Diagnostic(
      path: file.path, line: line, column: column, severity: effective, ruleID: ruleID, message: message.text,
      hint: message.hint, offset: bytes.lowerBound)
    diagnostic.endOffset = bytes.upperBound
    diagnostic.endLine = endLine
    diagnostic.endColumn = endColumn
    diagnostic.fix = fix
    diagnostic.related = message.related
    diagnostics.append(diagnostic)
  }

  public func option(_ name: String) -> String? { options[name] }

  public func boolOption(_ name: String, default defaultValue: Bool) -> Bool {
    guard let value = options[name] else { return defaultValue }
    return value == "true"
  }
}
