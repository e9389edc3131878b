/// Which files a rule could report in, judged from names alone: every group must have at
/// least one of its names in the file (`addChild` or `removeFromParent`; `.view` and one of
/// the hosting controllers or view adders). A file no active rule finds relevant is not linted.
/// A rule's relevance must never be narrower than what it checks: a file it skips is a
/// finding it can never report (the examples and fixtures run through the same filter).
public struct Relevance: Sendable {
  /// nil: every file.
  let groups: [[NameFilter.Key]]?

  /// Every file (the default, for rules that do not declare names).
  public static let everyFile = Relevance(groups: nil)
  /// No file: the rule reports nothing from `check` (suppression commands report instead).
  public static let noFile = Relevance(groups: [[]])

  /// Files that spell at least one of `names` (identifiers) or `members` (after a `.`).
  public static func anyOf(names: [String] = [], members: [String] = []) -> Relevance {
    Relevance(groups: [names.map(NameFilter.Key.init(name:)) + members.map(NameFilter.Key.init(member:))])
  }

  /// Files relevant to both.
  public func and(_ other: Relevance) -> Relevance {
    guard let groups else { return other }
    guard let others = other.groups else { return self }
    return Relevance(groups: groups + others)
  }

  public func mayReport(in filter: NameFilter) -> Bool {
    guard let groups else { return true }
    return groups.allSatisfy { group in group.contains { filter.mayContain($0) } }
  }
}
