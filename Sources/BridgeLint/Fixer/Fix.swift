/// How far a fix may be trusted (ruff's model): `safe` cannot change behaviour and is applied by
/// `--fix`; `unsafe` changes behaviour in the intended way and needs `--unsafe-fixes`; `display`
/// is shown to the reader and never applied.
public enum FixApplicability: String, Sendable, Hashable, CaseIterable {
  case safe, unsafe, display
}

/// Whether a rule's findings carry fixes: declared in `RuleDescription.fixAvailability` and
/// checked against what the rule emits (a test runs every rule's examples).
public enum FixAvailability: String, Sendable, CaseIterable {
  case none, sometimes, always
}

/// One replacement over UTF-8 byte offsets of the text the finding was made in. An empty range
/// inserts; an empty replacement deletes.
public struct FixEdit: Sendable, Hashable {
  public var range: Range<Int>
  public var replacement: String

  public init(range: Range<Int>, replacement: String) {
    self.range = range
    self.replacement = replacement
  }

  public static func insert(_ text: String, at offset: Int) -> FixEdit {
    FixEdit(range: offset..<offset, replacement: text)
  }

  public static func delete(_ range: Range<Int>) -> FixEdit { FixEdit(range: range, replacement: "") }
}

/// A finding's remedy: a title ("Insert `child.didMove(toParent: self)`") and its edits, which
/// never overlap one another and are applied together or not at all.
public struct Fix: Sendable, Hashable {
  public var title: String
  /// Sorted by start.
  public private(set) var edits: [FixEdit]
  public var applicability: FixApplicability

  /// nil when `edits` is empty or two of them overlap (a rule's bug must not reach a file).
  public init?(_ title: String, _ applicability: FixApplicability, edits: [FixEdit]) {
    let sorted = edits.sorted {
      ($0.range.lowerBound, $0.range.upperBound) < ($1.range.lowerBound, $1.range.upperBound)
    }
    guard !sorted.isEmpty, sorted.allSatisfy({ $0.range.lowerBound >= 0 }) else { return nil }
    for (previous, next) in zip(sorted, sorted.dropFirst()) where FixEdit.conflict(previous.range, next.range) {
      return nil
    }
    self.title = title
    self.edits = sorted
    self.applicability = applicability
  }

  /// The bytes the edits span, first start to last end.
  public var span: Range<Int> {
    let start = edits.first?.range.lowerBound ?? 0
    return start..<max(start, edits.map { $0.range.upperBound }.max() ?? start)
  }
}

extension FixEdit {
  /// Two edits conflict when their ranges overlap, or when one inserts at the same place the
  /// other inserts or inside what it replaces: applying both would depend on their order.
  public static func conflict(_ a: Range<Int>, _ b: Range<Int>) -> Bool {
    if a.isEmpty && b.isEmpty { return a.lowerBound == b.lowerBound }
    if a.isEmpty { return b.lowerBound < a.lowerBound && a.lowerBound < b.upperBound }
    if b.isEmpty { return a.lowerBound < b.lowerBound && b.lowerBound < a.upperBound }
    return a.lowerBound < b.upperBound && b.lowerBound < a.upperBound
  }
}

/// A before → after example of a rule's fix. `before` triggers the rule exactly where the fix
/// applies; fixing it with the rule alone (unsafe fixes included) gives `after`.
public struct Correction: Sendable {
  public var before: String
  public var after: String
  /// The rule's options while fixing (a fix of an opt-in sub-check needs it switched on).
  public var options: [String: String]
  public var file: StaticString
  public var line: UInt

  public init(
    _ before: String, _ after: String, options: [String: String] = [:], file: StaticString = #filePath,
    line: UInt = #line
  ) {
    self.before = before
    self.after = after
    self.options = options
    self.file = file
    self.line = line
  }
}
