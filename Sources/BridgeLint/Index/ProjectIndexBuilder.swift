import Foundation

/// Builds a whole run's `ProjectIndex` while pass 1 is still summarising files: each file's
/// summaries are merged into the shards as soon as every file before it has been, and then
/// dropped. Kept until the end of pass 1, every file's summaries were the largest part of the
/// run's peak memory (and the part that grew with the repository); merged at once, only the
/// merged types stay. The merge is in file order, as `ProjectIndex.init(files:…)` merges, so the
/// index is the same one.
///
/// A project of fewer than `ProjectIndex.shardCount`'s threshold of summaries is built in one
/// shard, which can only be known at the end: its summaries are kept until then and merged by
/// `ProjectIndex.init(files:…)` (they are few). So are every file's when `streams` is false (the
/// fixer's index must keep them to replace one file's later).
final class ProjectIndexBuilder: @unchecked Sendable {  // `lock` guards every `var`
  private let lock = NSCondition()
  private let fileCount: Int
  private let streams: Bool
  /// How far past the next file to merge a file may be added without waiting (nil: any distance).
  private let maximumAhead: Int?
  /// Summaries of files that finished before some file ahead of them.
  private var pending: [Int: (summaries: [TypeSummary], uses: MemberNameUses?)] = [:]
  /// The next file to merge: every file before it is merged (or kept in `kept`).
  private var next = 0
  /// The files merged so far, in order, while they are few or `streams` is false.
  private var kept: [[TypeSummary]] = []
  private var keptSummaryCount = 0
  /// The shards, once there are enough summaries to shard (empty before).
  private var shards: [ProjectIndex.Shard] = []
  private var injectingMembers: Set<String> = []
  private var injectableStateViews: Set<String> = []
  /// One copy of each long member name merged so far (see `interning`); dropped when the merge is done.
  private var interned: Set<String> = []
  /// One array of each one-name inheritance clause merged so far (see `interning`); dropped with `interned`.
  private var clauses: [String: [String]] = [:]
  /// The files' member-name uses, merged in file order as their summaries are: into the index's
  /// table when `streams`, else kept whole (the fixer's index replaces a file's later).
  private var memberNames: MemberNameTable?
  private var keptUses: [MemberNameUses] = []

  /// `fileCount`: the files `add` will be called for (once each, in any order, from any thread).
  /// `maximumAhead`: a file that many or more past the next to merge waits in `add` until it is
  /// nearer, so one slow file does not leave every later file's summaries waiting in `pending`.
  /// Only for callers that add from several threads which take files in order (`Parallel`): the
  /// file being waited for is then in progress on another thread, which never waits.
  init(fileCount: Int, streams: Bool, maximumAhead: Int? = nil) {
    self.fileCount = fileCount
    self.streams = streams
    self.maximumAhead = maximumAhead.map { max(1, $0) }
  }

  /// File `position`'s summaries and member-name uses: merged now if every file before it is, else
  /// when it is.
  func add(file position: Int, _ summaries: consuming [TypeSummary], uses: consuming MemberNameUses? = nil) {
    lock.withLock {
      if let maximumAhead {
        while position - next >= maximumAhead { lock.wait() }
      }
      guard position == next else {
        pending[position] = (summaries, uses)
        return
      }
      merge(summaries, uses)
      while let waiting = pending.removeValue(forKey: next) { merge(waiting.summaries, waiting.uses) }
      if maximumAhead != nil { lock.broadcast() }
    }
  }

  /// Merges the next file's summaries and member-name uses (the caller holds `lock`).
  private func merge(_ summaries: [TypeSummary], _ uses: MemberNameUses?) {
    next += 1
    if let uses {
      if !streams {
        keptUses.append(uses)
      } else {
        if memberNames == nil {
          memberNames = MemberNameTable([])
          memberNames?.reserve(files: fileCount)
        }
        memberNames?.append(uses)
      }
    }
    guard shards.isEmpty else { return mergeIntoShards(summaries) }
    kept.append(summaries)
    keptSummaryCount += summaries.count
    guard streams && ProjectIndex.shardCount(summaries: keptSummaryCount) > 1 else { return }
    // Enough types to shard: the files so far go into the shards, in order, and so will the rest.
    shards = [ProjectIndex.Shard](repeating: ProjectIndex.Shard(), count: ProjectIndex.shardCount(summaries: .max))
    let files = kept
    kept = []
    for file in files { mergeIntoShards(file) }
  }

  private func mergeIntoShards(_ summaries: [TypeSummary]) {
    for summary in summaries {
      shards[ProjectIndex.shard(of: summary.qualifiedName, count: shards.count)].add(interning(summary))
      // What `ProjectIndex.init(files:…)` gathers from the summaries it keeps no longer.
      if let view = summary.view {
        injectingMembers.formUnion(view.injectingMembers)
        if !view.injectableState.isEmpty {
          injectableStateViews.insert(ProjectIndex.simpleName(summary.qualifiedName))
        }
      }
    }
  }

  /// `summary` with its property and method names shared with the equal names merged before. The
  /// merged types keep every declaration's members (a type declared again, or extended, in many
  /// files; the same names in many types): each name was its own string, allocated per occurrence
  /// when longer than the 15 bytes a string holds inline.
  private func interning(_ summary: TypeSummary) -> TypeSummary {
    func isLong(_ text: String?) -> Bool { (text?.utf8.count ?? 0) > 15 }
    func intern(_ text: String) -> String { isLong(text) ? interned.insert(text).memberAfterInsert : text }
    var summary = summary
    if summary.properties.contains(where: { isLong($0.name) || isLong($0.wrapper) || isLong($0.wrappedView) }) {
      summary.properties = summary.properties.map { property in
        var property = property
        property.name = intern(property.name)
        property.wrapper = property.wrapper.map(intern)
        property.wrappedView = property.wrappedView.map(intern)
        return property
      }
    }
    if summary.methods.contains(where: { isLong($0) }) { summary.methods = summary.methods.map(intern) }
    // Inherited names repeat across types (`UIViewControllerRepresentable`, a project's base classes).
    if summary.inherited.contains(where: { isLong($0) }) { summary.inherited = summary.inherited.map(intern) }
    // Most clauses name one type, and the same few (`View`, `ObservableObject`): a merged type keeps
    // its first declaration's array, which was one allocation per type.
    if summary.inherited.count == 1, let name = summary.inherited.first {
      if let shared = clauses[name] { summary.inherited = shared } else { clauses[name] = summary.inherited }
    }
    return summary
  }

  /// The index of every file added (call once, after the last `add`).
  func finish(jobs: Int, isPartial: Bool, seeds: SeedMemo.Sets?) -> ProjectIndex {
    lock.withLock {
      // Every file is added before pass 1 ends; merge any that were not, in order, all the same.
      for position in pending.keys.sorted() {
        if let waiting = pending.removeValue(forKey: position) { merge(waiting.summaries, waiting.uses) }
      }
      interned = []
      clauses = [:]
      let table = memberNames
      memberNames = nil
      let uses = table?.uses ?? keptUses
      keptUses = []
      let index: ProjectIndex
      if shards.isEmpty {
        let files = kept
        kept = []
        index = ProjectIndex(
          files: files, jobs: jobs, memberNameUses: uses, isPartial: isPartial, recordingInto: nil,
          keepsFileSummaries: !streams, seeds: seeds)
      } else {
        var built = shards
        shards = []
        for number in built.indices { built[number].finishStreaming() }
        index = ProjectIndex(
          mergedShards: built, fileCount: next, jobs: jobs, memberNameUses: uses, isPartial: isPartial,
          injectingMembers: injectingMembers, injectableStateViews: injectableStateViews.sorted(),
          seeds: seeds ?? SeedMemo.Sets(fresh: [], passed: [], kept: [], memberFacts: []))
      }
      if let table { index.adoptMemberNameTable(table) }
      return index
    }
  }
}

extension ProjectIndex.Shard {
  /// An empty shard that `add` fills one summary at a time (see `ProjectIndexBuilder`).
  init() {}

  /// After the last `add`: no growth slack kept for the rest of the run, and the simple names indexed.
  mutating func finishStreaming() {
    for position in entries.indices { entries[position].dropRepeatedMembers() }
    if entries.capacity > entries.count {
      var exact: [ProjectIndex.IndexedType] = []
      exact.reserveCapacity(entries.count)
      exact.append(contentsOf: entries)
      entries = exact
    }
    indexSimpleNames()
  }
}
