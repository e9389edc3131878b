/// What kind of bridge bug a rule catches; rules live in `Sources/Rules/<Kind>/`.
public enum RuleKind: String, Sendable, CaseIterable {
  /// Child view controllers and hosted SwiftUI views (`addChild`, `didMove`).
  case containment
  /// Representable life cycle (`make…`/`update…`/`dismantle…`).
  case lifecycle
  /// Retain cycles and leaks across the boundary.
  case memory
  /// SwiftUI state ownership.
  case state
  /// API misuse that does not fit the kinds above.
  case usage
  /// bridgelint's own commands (`invalid_command`, `superfluous_disable`).
  case builtIn = "built-in"
}

/// A code example in a rule's description. `↓` marks where each finding must land.
public struct Example: Sendable {
  public var code: String
  /// Where the example is written, so a failing example points at its source.
  public var file: StaticString
  public var line: UInt
  /// Options for this example, as `option: value` pairs (default configuration when empty).
  public var options: [String: String]

  public init(_ code: String, options: [String: String] = [:], file: StaticString = #filePath, line: UInt = #line) {
    self.code = code
    self.options = options
    self.file = file
    self.line = line
  }
}

/// An option a rule accepts in `.bridgelint.yml` (besides `severity`).
public struct RuleOption: Sendable {
  public enum ValueType: String, Sendable { case bool, integer, string, stringList = "string list" }
  public var name: String
  public var type: ValueType
  public var defaultValue: String
  public var summary: String

  public init(name: String, type: ValueType, defaultValue: String, summary: String) {
    self.name = name
    self.type = type
    self.defaultValue = defaultValue
    self.summary = summary
  }
}

/// Everything about a rule that is not its check: identity, docs, defaults, examples.
/// It is the rule's documentation page and its test cases at once.
public struct RuleDescription: Sendable {
  /// Fixed, snake_case public identifier (configuration, suppression and baselines use it).
  public var identifier: String
  public var name: String
  /// One line.
  public var summary: String
  /// Markdown: why this is a bug, with sources.
  public var rationale: String
  public var kind: RuleKind
  public var defaultSeverity: Severity
  /// The shape the rule reports as `error` rather than at its default severity (nil: none), in a
  /// few words ("a hosting controller that nothing keeps"): `bridgelint rules` and the rule's
  /// page name it, so a run that fails on it is no surprise. A configured severity overrides it.
  public var errorShape: String?
  public var isOptIn: Bool
  public var options: [RuleOption]
  public var nonTriggeringExamples: [Example]
  public var triggeringExamples: [Example]
  /// Whether findings carry a fix (a test checks the rule emits what it declares).
  public var fixAvailability: FixAvailability
  /// Before → after examples of the rule's fix, run by the shared fix harness.
  public var corrections: [Correction]
  /// Why the fix is `safe` or `unsafe`, for the documentation (empty without a fix).
  public var fixSafety = ""

  public init(
    identifier: String, name: String, summary: String, rationale: String, kind: RuleKind,
    defaultSeverity: Severity, errorShape: String? = nil, isOptIn: Bool = false, options: [RuleOption] = [],
    nonTriggeringExamples: [Example], triggeringExamples: [Example], fixAvailability: FixAvailability = .none,
    corrections: [Correction] = []
  ) {
    self.identifier = identifier
    self.name = name
    self.summary = summary
    self.rationale = rationale
    self.kind = kind
    self.defaultSeverity = defaultSeverity
    self.errorShape = errorShape
    self.isOptIn = isOptIn
    self.options = options
    self.nonTriggeringExamples = nonTriggeringExamples
    self.triggeringExamples = triggeringExamples
    self.fixAvailability = fixAvailability
    self.corrections = corrections
  }
}
