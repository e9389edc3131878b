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
}

extension Rule {
  public static var identifier: String { description.identifier }
  public static func relevance(in index: ProjectIndex) -> Relevance { .everyFile }
}

/// A finding's text, declared beside the rule that reports it
/// (`extension FindingMessage { fileprivate static let … }`).
public struct FindingMessage: Sendable {
  /// What is wrong and what to do, in one sentence without a trailing period.
  public var text: String
  /// An optional remedy.
  public var hint: String?

  public init(_ text: String, hint: String? = nil) {
    self.text = text
    self.hint = hint
  }
}

/// What a rule sees besides the file: the project index, its configured severity and
/// options; it collects the rule's findings.
public struct RuleContext {
  public let index: ProjectIndex
  public let ruleID: String
  /// The severity configured for this rule (its default unless `.bridgelint.yml` says otherwise).
  public let severity: Severity
  public let options: [String: String]
  /// The user set this rule's severity in the configuration (so rules must not escalate it).
  public let isSeverityConfigured: Bool
  public private(set) var diagnostics: [Diagnostic] = []

  public init(
    index: ProjectIndex, ruleID: String, severity: Severity, options: [String: String] = [:],
    isSeverityConfigured: Bool = false
  ) {
    self.index = index
    self.ruleID = ruleID
    self.severity = severity
    self.options = options
    self.isSeverityConfigured = isSeverityConfigured
  }

  /// Reports a finding at token `token` of `file`. `escalatedSeverity` raises the severity of
  /// a certain-bug shape above the rule's default, unless the user configured a severity.
  public mutating func report(
    _ file: ParsedFile, at token: Int32, _ message: FindingMessage, escalatedSeverity: Severity? = nil
  ) {
    let offset = file.isValid(token) ? file.tokens[Int(token)].startOffset : file.bytes.count
    report(file, atOffset: offset, message, escalatedSeverity: escalatedSeverity)
  }

  public mutating func report(
    _ file: ParsedFile, atOffset offset: Int, _ message: FindingMessage, escalatedSeverity: Severity? = nil
  ) {
    let (line, column) = file.source.location(of: offset)
    let effective = isSeverityConfigured ? severity : max(severity, escalatedSeverity ?? severity)
    diagnostics.append(
      Diagnostic(
        path: file.path, line: line, column: column, severity: effective, ruleID: ruleID, message: message.text,
        hint: message.hint, offset: offset))
  }

  public func option(_ name: String) -> String? { options[name] }

  public func boolOption(_ name: String, default defaultValue: Bool) -> Bool {
    guard let value = options[name] else { return defaultValue }
    return value == "true"
  }
}
