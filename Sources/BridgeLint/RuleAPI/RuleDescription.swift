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

/// How far a rule's findings have been checked on code it was not written against. Each
/// measuring round, with its apps and judgements, is in `docs/precision.md`.
public enum RuleMaturity: String, Sendable, CaseIterable {
  /// On by default, with enough findings judged on such apps to state its precision.
  case stable
  /// On by default, but with few findings on such apps so far (or reported at `info` only).
  case provisional
  /// Opt-in until measured on more findings, or because its measured precision is below the bar.
  case experimental
}

/// One measurement: `hits` of `total` (findings judged correct, or labelled bugs reported) in a
/// measuring round of `docs/precision.md`.
public struct MeasuredCount: Sendable, Equatable {
  public var hits: Int
  public var total: Int
  /// The round and its scope, as `docs/precision.md` names them ("round i", "rounds d and e, 80 apps").
  public var round: String
  /// What the count leaves out, e.g. "+1 debatable".
  public var note: String?

  public init(_ hits: Int, of total: Int, _ round: String, note: String? = nil) {
    self.hits = hits
    self.total = total
    self.round = round
    self.note = note
  }

  /// `12 of 14 (round i)`, `no findings (round g, 46 apps)`, `2 debatable (round h)`.
  public var text: String {
    // A round without a finding may still have debatable ones: "2 debatable (round h)".
    guard total > 0 else { return (note ?? "no findings") + " (\(round))" }
    return "\(hits) of \(total)" + (note.map { ", \($0)" } ?? "") + " (\(round))"
  }
}

/// What the measuring rounds say about a rule, kept as data so its page, `bridgelint rules` and the
/// README state it the same way (the rationale says why the shape is a bug, not how it measured).
public struct RuleMeasurement: Sendable {
  public var maturity: RuleMaturity
  /// Findings judged correct of those judged, on apps the rule was not tuned on (latest rounds).
  public var precision: [MeasuredCount]
  /// Labelled bugs the rule reported of those labelled (empty: recall rests on fixtures and examples).
  public var recall: [MeasuredCount]
  /// What it is known to miss or to misreport on real code, one sentence each.
  public var knownLimits: [String]

  public init(
    _ maturity: RuleMaturity, precision: [MeasuredCount] = [], recall: [MeasuredCount] = [],
    knownLimits: [String] = []
  ) {
    self.maturity = maturity
    self.precision = precision
    self.recall = recall
    self.knownLimits = knownLimits
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
  /// Maturity, measured precision and recall, known limits (`RuleRegistry` fills them in from
  /// `RuleMeasurements`; nil for bridgelint's own built-in rules).
  public var measurement: RuleMeasurement?

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
