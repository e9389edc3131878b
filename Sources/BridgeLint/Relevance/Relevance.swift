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

/// A rule set's relevances with each name listed once. Rules share most of their names (every
/// representable rule asks for `makeUIView`…), so a file is judged by probing each distinct name
/// at most once, in the order the rules ask, instead of once per rule; a long group (the
/// project's views) is searched as one set.
struct RelevanceSet: Sendable {
  private enum Group: Sendable {
    /// Positions in `keys`.
    case few([Int])
    case many(NameFilter.KeySet)
  }
  /// The distinct names of the short groups, in the order the rules first ask for them.
  private let keys: [NameFilter.Key]
  /// Per rule: nil for every file, else its groups.
  private let rules: [[Group]?]
  private static let manyKeys = 16

  init(_ relevances: [Relevance]) {
    var keys: [NameFilter.Key] = []
    var position: [NameFilter.Key: Int] = [:]
    rules = relevances.map { relevance in
      relevance.groups.map { groups in
        groups.map { group in
          guard group.count < RelevanceSet.manyKeys else { return .many(NameFilter.KeySet(group)) }
          return .few(
            group.map { key in
              if let known = position[key] { return known }
              position[key] = keys.count
              keys.append(key)
              return keys.count - 1
            })
        }
      }
    }
    self.keys = keys
  }

  /// Could any rule report in the file `filter` describes (`Relevance.mayReport` of any rule)?
  func anyMayReport(in filter: NameFilter) -> Bool {
    // Per key: 0 not probed yet, 1 present, 2 absent.
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: keys.count) { known in
      known.initialize(repeating: 0)
      func contains(_ key: Int) -> Bool {
        if known[key] == 0 { known[key] = filter.mayContain(keys[key]) ? 1 : 2 }
        return known[key] == 1
      }
      return rules.contains { groups in
        guard let groups else { return true }
        return groups.allSatisfy { group in
          switch group {
          case .few(let positions): return positions.contains(where: contains)
          case .many(let set): return filter.mayContainAny(set)
          }
        }
      }
    }
  }
}
