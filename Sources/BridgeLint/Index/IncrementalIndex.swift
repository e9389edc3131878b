/// A project index kept up to date one file at a time (the language server's): an edit replaces
/// one file's summaries, and only what rests on them is derived again: the merged entries of the
/// names the file declares or extends (and their places in their shards), the framework roots of
/// those types and of the types that inherit from them, and the view-graph table when the views or
/// the names they build changed. Every index it makes equals, field for field, an index built from
/// scratch from the same files in the same order (`ProjectIndex.differences(from:)` checks that).
final class IncrementalIndex {
  /// One summary of a file: the file's stable number (not its place in path order, which moves as
  /// files come and go) and the summary's position in it.
  struct Member: Equatable {
    var file: Int32
    var position: Int32
  }

  private let jobs: Int
  private let isPartial: Bool
  /// Each file's summaries and path, by stable number (a deleted file keeps its number, empty).
  private var files: [[TypeSummary]] = []
  private var filePaths: [String] = []
  private var numberOf: [String: Int32] = [:]
  /// Stable numbers of the present files in bytewise path order, and each number's place there.
  private var order: [Int32] = []
  private var rank: [Int32] = []
  /// The present files' summaries and member names in path order: what the index holds, kept
  /// here and changed in place (see `replace`).
  private var orderedFiles: [[TypeSummary]] = []
  private var uses: [MemberNameUses] = []
  /// Qualified name → its summaries in merge order (path order, then position).
  private var contributors: [String: [Member]] = [:]
  /// Last name component → the qualified names of the types inheriting a name with that component:
  /// the types whose roots may change with a type of that name.
  private var inheritors: [String: Set<String>] = [:]
  private var shards: [ProjectIndex.Shard]
  private var coordinatorNames: Set<String> = []
  /// Each representable's coordinator (as `ProjectIndex.coordinators` names it), and how many
  /// representables name each coordinator: the set changes only when a count comes or goes.
  private var coordinatorOf: [String: String] = [:]
  private var coordinatorCounts: [String: Int] = [:]
  /// Whether the inheritance graph has a cycle: roots in a cycle depend on the walk's order, so
  /// they are computed again for the whole project, as a full build does.
  private var hasCycle = false
  /// How many summaries name each injecting member and each fresh seed (the index keeps the sets).
  private var injecting: [String: Int] = [:]
  private var fresh: [UInt64: Int] = [:]
  private var passed: [UInt64: Int] = [:]
  private var kept: [UInt64: Int] = [:]
  private var injectingMembers: Set<String> = []
  /// The seeds by `SeedMemo.key`, as the index keeps them.
  private var freshSeeds: Set<UInt64> = []
  private var passedSeeds: Set<UInt64> = []
  private var keptSeeds: Set<UInt64> = []
  private var memberFactCounts: [UInt64: Int] = [:]
  private var memberFacts: Set<UInt64> = []
  private var summaryCount = 0
  /// The simple names the last view-graph table resolves (edge targets, modifiers, containers).
  private var tableNames: (table: ObjectIdentifier, names: Set<String>)?
  private(set) var index: ProjectIndex

  /// Indexes `summaries` (path → the file's summaries) from scratch.
  init(summaries: [String: [TypeSummary]], memberNameUses: (([String]) -> [MemberNameUses]), jobs: Int, isPartial: Bool)
  {
    self.jobs = jobs
    self.isPartial = isPartial
    let paths = Bytewise.sorted(Array(summaries.keys))
    for path in paths {
      numberOf[path] = Int32(files.count)
      files.append(summaries[path] ?? [])
      filePaths.append(path)
    }
    order = (0..<Int32(files.count)).map { $0 }
    rank = order
    orderedFiles = files
    uses = memberNameUses(paths)
    let built = ProjectIndex(files: files, jobs: jobs, memberNameUses: uses, isPartial: isPartial)
    index = built
    shards = built.shards
    for (number, summaries) in files.enumerated() {
      for (position, summary) in summaries.enumerated() {
        contributors[summary.qualifiedName, default: []].append(Member(file: Int32(number), position: Int32(position)))
        count(summary, by: 1)
      }
      summaryCount += summaries.count
    }
    for shard in shards {
      for entry in shard.entries { addInheritor(entry) }
    }
    hasCycle = IncrementalIndex.hasInheritanceCycle(shards)
    recountCoordinators()
  }

  /// An empty index that `append` fills one file at a time, in path order, and `finishAppending`
  /// completes: the server merges each file while later ones are still being read and summarised,
  /// instead of gathering every file's summaries first and merging them after (see
  /// `ServerProject.init(root:reading:…)`). The result equals `init(summaries:…)` of the same files.
  init(appendingWithJobs jobs: Int, isPartial: Bool) {
    self.jobs = jobs
    self.isPartial = isPartial
    shards = []
    index = ProjectIndex.empty
  }

  /// Adds the file at `path`, which comes after every file appended so far in bytewise path order.
  func append(_ path: String, _ summaries: [TypeSummary]) {
    let number = Int32(files.count)
    numberOf[path] = number
    files.append(summaries)
    filePaths.append(path)
    for (position, summary) in summaries.enumerated() {
      contributors[summary.qualifiedName, default: []].append(Member(file: number, position: Int32(position)))
      count(summary, by: 1)
    }
    summaryCount += summaries.count
    if !shards.isEmpty {
      for summary in summaries {
        shards[ProjectIndex.shard(of: summary.qualifiedName, count: shards.count)].add(summary)
      }
    } else if ProjectIndex.shardCount(summaries: summaryCount) > 1 {
      // Enough types to shard: the files so far go into the shards, in order, and so will the rest
      // (as `ProjectIndexBuilder` does); a smaller project is merged in one shard at the end.
      let count = ProjectIndex.shardCount(summaries: summaryCount)
      shards = [ProjectIndex.Shard](repeating: ProjectIndex.Shard(), count: count)
      for file in files {
        for summary in file { shards[ProjectIndex.shard(of: summary.qualifiedName, count: count)].add(summary) }
      }
    }
  }

  /// After the last `append`: the shards' roots and what rests on them, and the index.
  /// `memberNameUses`: the files' member names in path order.
  func finishAppending(memberNameUses: [MemberNameUses]) {
    if shards.isEmpty {
      shards = [ProjectIndex.Shard(capacity: summaryCount) { shard in files.forEach { $0.forEach { shard.add($0) } } }]
    } else {
      // In place, one shard per worker: the server waits for this after the last file is read.
      shards.withUnsafeMutableBufferPointer { buffer in
        let shards = buffer
        Parallel.forEach(shards.count, jobs: jobs) { number in shards[number].finishStreaming() }
      }
    }
    for (number, roots) in ProjectIndex.computeRoots(shards, jobs: jobs).enumerated() { shards[number].roots = roots }
    order = (0..<Int32(files.count)).map { $0 }
    rank = order
    orderedFiles = files
    uses = memberNameUses
    // The cycle check reads the shards only, beside the inheritors and coordinators (which it does not read).
    let merged = shards
    var cycle = false
    Parallel.forEach(2, jobs: jobs) { task in
      if task == 0 {
        cycle = IncrementalIndex.hasInheritanceCycle(merged)
        return
      }
      for shard in merged {
        for entry in shard.entries { self.addInheritor(entry) }
      }
      self.recountCoordinators()
    }
    hasCycle = cycle
    index = makeIndex(table: nil)
  }

  /// The summaries of the present file at `path`, nil when it is not indexed.
  func summaries(of path: String) -> [TypeSummary]? {
    guard let number = numberOf[path], Int(number) < rank.count, rank[Int(number)] >= 0 else { return nil }
    return files[Int(number)]
  }

  /// The number of present files.
  var fileCount: Int { order.count }

  /// The present files' paths in path order.
  var paths: [String] { order.map { filePaths[Int($0)] } }

  /// Replaces the summaries of the file at `path` (nil removes the file) and makes the index;
  /// `memberNameUses` updates the member names in path order (given a way to list the new path order).
  ///
  /// The previous index is let go first: the parts it shared with this one (the shards, the files,
  /// the member names) are then referenced from here only, and change in place. Where a caller
  /// still holds that index, they are copied on write, as they were on every edit before.
  func replace(
    _ path: String, with new: [TypeSummary]?, memberNameUses: (inout [MemberNameUses], () -> [String]) -> Void
  ) {
    let known = numberOf[path]
    if known == nil && new == nil { return }
    let oldTable = index.viewGraphMemo.builtTable
    let oldInjecting = injectingMembers
    index = ProjectIndex.empty
    let number: Int32
    if let known {
      number = known
    } else {
      number = Int32(files.count)
      numberOf[path] = number
      files.append([])
      filePaths.append(path)
      rank.append(-1)
    }
    let isPresent = rank[Int(number)] >= 0
    let old = isPresent ? files[Int(number)] : []
    let summaries = new ?? []
    if isPresent && new != nil {
      orderedFiles[Int(rank[Int(number)])] = summaries
    } else {
      if isPresent { orderedFiles.remove(at: Int(rank[Int(number)])) }
      reorder(number, present: new != nil)
      if new != nil { orderedFiles.insert(summaries, at: Int(rank[Int(number)])) }
    }
    let changed = changedNames(old, summaries, fileMoved: !isPresent || new == nil)
    files[Int(number)] = summaries
    // The summaries of the other names are the same before and after: their counts cancel out.
    recount(
      old: old.filter { changed.contains($0.qualifiedName) },
      new: summaries.filter { changed.contains($0.qualifiedName) })
    summaryCount += summaries.count - old.count
    updateContributors(number, old: old, new: summaries)
    let shardCount = ProjectIndex.shardCount(summaries: summaryCount)
    var tableStays = oldTable != nil
    if shardCount != shards.count {
      // The shard count changed: every entry moves, so build them all again.
      let built = ProjectIndex(files: orderedFiles, jobs: jobs)
      shards = built.shards
      recountCoordinators()
      hasCycle = IncrementalIndex.hasInheritanceCycle(shards)
      inheritors = [:]
      for shard in shards {
        for entry in shard.entries { addInheritor(entry) }
      }
      tableStays = false
    } else {
      let outcome = replaceEntries(changed)
      if let oldTable, tableStays {
        tableStays = viewGraphStays(oldTable, outcome: outcome)
      }
      let roots = updateRoots(changed: changed)
      if roots.changes.contains(where: { !$0.isDisjoint(with: [.swiftUIView, .representable]) }) { tableStays = false }
      if roots.all {
        recountCoordinators()
      } else {
        // A representable's coordinator rests on its roots, its `makeCoordinator()` and whether
        // a type of the nested name exists.
        var names = changed
        names.formUnion(roots.names)
        for name in changed {
          if let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")) { names.insert(String(name[..<dot])) }
        }
        for name in names { updateCoordinator(of: name) }
      }
    }
    if injectingMembers != oldInjecting { tableStays = false }
    memberNameUses(&uses, { self.paths })
    index = makeIndex(table: tableStays ? oldTable : nil)
  }

  /// Swaps in other files' member names (`update` changes them in path order): the merged types
  /// are shared, not merged again.
  func replaceMemberNameUses(_ update: (inout [MemberNameUses], () -> [String]) -> Void) {
    let table = index.viewGraphMemo.builtTable
    index = ProjectIndex.empty
    update(&uses, { self.paths })
    // The view graph does not rest on member names.
    index = makeIndex(table: table)
  }

  /// The index of the current parts (sharing them), with `table` as its view-graph table when given.
  private func makeIndex(table: ViewGraphTable?) -> ProjectIndex {
    let made = ProjectIndex(
      shards: shards, coordinatorNames: coordinatorNames, files: orderedFiles, jobs: jobs,
      injectingMembers: injectingMembers, freshSeeds: freshSeeds, passedSeeds: passedSeeds, keptSeeds: keptSeeds,
      memberFacts: memberFacts, memberNameUses: uses, isPartial: isPartial)
    if let table { made.viewGraphMemo.adopt(table) }
    return made
  }

  // MARK: Files and names

  /// Puts file `number` in (or takes it out of) path order.
  private func reorder(_ number: Int32, present: Bool) {
    if present {
      let path = filePaths[Int(number)]
      var low = 0
      var high = order.count
      while low < high {
        let middle = (low + high) / 2
        if Bytewise.less(filePaths[Int(order[middle])], path) { low = middle + 1 } else { high = middle }
      }
      order.insert(number, at: low)
    } else {
      order.removeAll { $0 == number }
      rank[Int(number)] = -1
    }
    for (place, file) in order.enumerated() { rank[Int(file)] = Int32(place) }
  }

  /// The names whose merged entries may differ: those whose summaries in this file differ, or all
  /// of the file's names when the file came or went or its unchanged names moved relative to each other.
  private func changedNames(_ old: [TypeSummary], _ new: [TypeSummary], fileMoved: Bool) -> Set<String> {
    var all = Set(old.map(\.qualifiedName))
    all.formUnion(new.map(\.qualifiedName))
    if fileMoved { return all }
    var oldByName: [String: [Int]] = [:]
    var newByName: [String: [Int]] = [:]
    for (position, summary) in old.enumerated() { oldByName[summary.qualifiedName, default: []].append(position) }
    for (position, summary) in new.enumerated() { newByName[summary.qualifiedName, default: []].append(position) }
    var changed: Set<String> = []
    for name in all {
      let before = oldByName[name] ?? []
      let after = newByName[name] ?? []
      if before.count != after.count
        || zip(before, after).contains(where: { !IncrementalIndex.same(old[$0], new[$1]) })
      {
        changed.insert(name)
      }
    }
    // Unchanged names keep their relative order, or their entries may have to move too.
    let keptBefore = old.map(\.qualifiedName).filter { !changed.contains($0) }
    let keptAfter = new.map(\.qualifiedName).filter { !changed.contains($0) }
    return keptBefore == keptAfter ? changed : all
  }

  /// The merge order of two summaries: their files' places in path order, then their positions.
  private func precedes(_ a: Member, _ b: Member) -> Bool {
    let (left, right) = (rank[Int(a.file)], rank[Int(b.file)])
    return left != right ? left < right : a.position < b.position
  }

  private func updateContributors(_ number: Int32, old: [TypeSummary], new: [TypeSummary]) {
    // Positions in the file move when summaries come or go before them.
    var newPositions: [String: [Int32]] = [:]
    for (position, summary) in new.enumerated() {
      newPositions[summary.qualifiedName, default: []].append(Int32(position))
    }
    var names = Set(old.map(\.qualifiedName))
    names.formUnion(newPositions.keys)
    for name in names {
      var members = (contributors[name] ?? []).filter { $0.file != number }
      for position in newPositions[name] ?? [] {
        let member = Member(file: number, position: position)
        let place = members.firstIndex { precedes(member, $0) } ?? members.count
        members.insert(member, at: place)
      }
      contributors[name] = members.isEmpty ? nil : members
    }
  }

  private func count(_ summary: TypeSummary, by step: Int) {
    if let members = summary.view?.injectingMembers {
      for member in members { IncrementalIndex.add(step, to: &injecting, member, set: &injectingMembers) }
    }
    for seed in summary.freshSeeds { IncrementalIndex.add(step, to: &fresh, SeedMemo.key(seed), set: &freshSeeds) }
    for seed in summary.passedSeeds { IncrementalIndex.add(step, to: &passed, SeedMemo.key(seed), set: &passedSeeds) }
    for seed in summary.keptSeeds { IncrementalIndex.add(step, to: &kept, SeedMemo.key(seed), set: &keptSeeds) }
    for member in summary.memberFacts {
      IncrementalIndex.add(step, to: &memberFactCounts, member, set: &memberFacts)
    }
  }

  /// Replaces one file's counts by their net change per key: a set the index shares with the last
  /// `ProjectIndex` is copied on write, so it is touched only when a key comes or goes.
  private func recount(old: [TypeSummary], new: [TypeSummary]) {
    var injectingDelta: [String: Int] = [:]
    var freshDelta: [UInt64: Int] = [:]
    var passedDelta: [UInt64: Int] = [:]
    var keptDelta: [UInt64: Int] = [:]
    var memberFactsDelta: [UInt64: Int] = [:]
    for (summaries, step) in [(old, -1), (new, 1)] {
      for summary in summaries {
        for member in summary.view?.injectingMembers ?? [] { injectingDelta[member, default: 0] += step }
        for seed in summary.freshSeeds { freshDelta[SeedMemo.key(seed), default: 0] += step }
        for seed in summary.passedSeeds { passedDelta[SeedMemo.key(seed), default: 0] += step }
        for seed in summary.keptSeeds { keptDelta[SeedMemo.key(seed), default: 0] += step }
        for member in summary.memberFacts { memberFactsDelta[member, default: 0] += step }
      }
    }
    for (key, step) in injectingDelta where step != 0 {
      IncrementalIndex.add(step, to: &injecting, key, set: &injectingMembers)
    }
    for (key, step) in freshDelta where step != 0 { IncrementalIndex.add(step, to: &fresh, key, set: &freshSeeds) }
    for (key, step) in passedDelta where step != 0 { IncrementalIndex.add(step, to: &passed, key, set: &passedSeeds) }
    for (key, step) in keptDelta where step != 0 { IncrementalIndex.add(step, to: &kept, key, set: &keptSeeds) }
    for (key, step) in memberFactsDelta where step != 0 {
      IncrementalIndex.add(step, to: &memberFactCounts, key, set: &memberFacts)
    }
  }

  /// Counts `key` `step` more times; `set` holds the keys counted at least once.
  private static func add<Key: Hashable>(_ step: Int, to counts: inout [Key: Int], _ key: Key, set: inout Set<Key>) {
    let value = (counts[key] ?? 0) + step
    if value > 0 {
      counts[key] = value
      if value == step { set.insert(key) }
    } else {
      counts[key] = nil
      set.remove(key)
    }
  }

  // MARK: Coordinators

  /// What `ProjectIndex.coordinators` names for the type `name`: nil unless it is a representable
  /// whose `makeCoordinator()` returns a type.
  private func coordinator(of name: String) -> String? {
    guard let found = node(name), shards[found.shard].roots[found.position].contains(.representable),
      let returned = shards[found.shard].entries[found.position].coordinatorType
    else { return nil }
    let nested = name + "." + returned
    return node(nested) != nil ? nested : returned
  }

  private func updateCoordinator(of name: String) {
    let new = coordinator(of: name)
    let old = coordinatorOf[name]
    guard new != old else { return }
    if let old { IncrementalIndex.add(-1, to: &coordinatorCounts, old, set: &coordinatorNames) }
    if let new { IncrementalIndex.add(1, to: &coordinatorCounts, new, set: &coordinatorNames) }
    coordinatorOf[name] = new
  }

  private func recountCoordinators() {
    coordinatorOf = [:]
    coordinatorCounts = [:]
    coordinatorNames = []
    for shard in shards {
      for position in shard.entries.indices where shard.roots[position].contains(.representable) {
        updateCoordinator(of: shard.entries[position].qualifiedName)
      }
    }
  }

  // MARK: Entries

  /// What replacing the changed entries did, for the view-graph table.
  struct Outcome {
    /// The replaced entries before and after (nil where there was none).
    var replaced: [(before: ProjectIndex.IndexedType?, after: ProjectIndex.IndexedType?, stayed: Bool)] = []
    /// Some entry moved within its shard, came or went.
    var moved = false
  }

  /// The key an entry is ordered by in its shard: its first summary in merge order.
  private func firstMember(_ name: String) -> Member? { contributors[name]?.first }

  /// A replaced entry before the edit: its place, itself and its roots.
  private typealias Replaced = (position: Int, entry: ProjectIndex.IndexedType, roots: FrameworkRoots)

  /// At most this many entries out and in are moved one by one in a shard (each move shifts the
  /// entries after it); more are merged into new arrays in one linear pass.
  static let shiftLimit = 8

  private func replaceEntries(_ changed: Set<String>) -> Outcome {
    var outcome = Outcome()
    let count = shards.count
    var byShard: [Int: [String]] = [:]
    for name in changed { byShard[ProjectIndex.shard(of: name, count: count), default: []].append(name) }
    for (number, names) in byShard {
      // In place: `replace` let go of the previous index, so the shard's arrays are this index's own.
      replaceEntries(names, in: &shards[number], outcome: &outcome)
    }
    return outcome
  }

  /// Replaces the entries of `names` (one shard's changed names) in `shard`, which `self.shards` must not be read during.
  private func replaceEntries(_ names: [String], in shard: inout ProjectIndex.Shard, outcome: inout Outcome) {
    var before: [String: Replaced] = [:]
    for name in names {
      if let position = shard.position(of: name) {
        before[name] = (position, shard.entries[position], shard.roots[position])
      }
    }
    for item in before.values { removeInheritor(item.entry) }
    var fresh: [(first: Member, entry: ProjectIndex.IndexedType)] = []
    for name in names {
      guard let members = contributors[name], let first = members.first else { continue }
      var entry = ProjectIndex.IndexedType(files[Int(first.file)][Int(first.position)])
      for member in members.dropFirst() { entry.merge(files[Int(member.file)][Int(member.position)]) }
      entry.dropRepeatedMembers()
      fresh.append((first, entry))
      addInheritor(entry)
    }
    fresh.sort { precedes($0.first, $1.first) }
    let inserted =
      before.count + fresh.count <= IncrementalIndex.shiftLimit
      ? shift(&shard, out: before, in: fresh) : merge(&shard, out: before, in: fresh)
    for name in names {
      let old = before[name]
      let new = inserted[name].map { shard.entries[$0] }
      outcome.replaced.append((old?.entry, new, old?.position == inserted[name]))
      if old?.position != inserted[name] { outcome.moved = true }
    }
  }

  /// Does any entry of `out` not come back at its place?
  private static func moves(_ out: [String: Replaced], _ inserted: [String: Int]) -> Bool {
    out.count != inserted.count || out.contains { inserted[$0.key] != $0.value.position }
  }

  /// Takes the entries `out` out of `shard` and puts `fresh` (in merge order) in at their places, one
  /// at a time in the shard's arrays; then updates the positions and candidates from the first
  /// place that moved. Returns the new entries' positions.
  private func shift(
    _ shard: inout ProjectIndex.Shard, out: [String: Replaced],
    in fresh: [(first: Member, entry: ProjectIndex.IndexedType)]
  ) -> [String: Int] {
    let removed = out.values.map(\.position).sorted()
    for position in removed.reversed() {
      shard.entries.remove(at: position)
      shard.roots.remove(at: position)
      shard.simpleNames.remove(at: position)
    }
    var inserted: [String: Int] = [:]
    var insertedPositions: [Int] = []
    var next = 0
    for item in fresh {
      // Past the last new entry the shard holds kept entries only, in merge order.
      let low = place(of: item.first, among: shard.entries[next...])
      shard.entries.insert(item.entry, at: low)
      shard.roots.insert([], at: low)
      shard.simpleNames.insert(ProjectIndex.simpleName(item.entry.qualifiedName), at: low)
      inserted[item.entry.qualifiedName] = low
      insertedPositions.append(low)
      next = low + 1
    }
    guard IncrementalIndex.moves(out, inserted) else {
      // Every entry is back at its place: positions and candidates stand, and so do the roots
      // (`updateRoots` computes those of the replaced entries again).
      for item in out.values { shard.roots[item.position] = item.roots }
      return inserted
    }
    let start = min(removed.first ?? shard.entries.count, insertedPositions.first ?? shard.entries.count)
    // A kept entry's position after the edit, from its position before (nil for an entry out).
    func moved(_ position: Int) -> Int? {
      if position < start { return position }
      var after = position
      for place in removed {
        if place == position { return nil }
        if place > position { break }
        after -= 1
      }
      for place in insertedPositions {
        if place > after { break }
        after += 1
      }
      return after
    }
    // The positions are renumbered where the tables store them: walking their values in
    // storage order reads no name (reading and hashing thousands of names, each elsewhere in
    // memory, took a millisecond). Only the names out and in are looked up.
    for (name, item) in out { shard.positions.remove(item.position, of: name) }
    shard.positions.renumber { $0 >= start ? moved($0) : nil }
    for (name, position) in inserted { shard.positions.insert(position, of: name, in: shard.entries) }
    var candidates = shard.bySimpleName.values.startIndex
    while candidates != shard.bySimpleName.values.endIndex {
      switch shard.bySimpleName.values[candidates] {
      case .single(let single):
        // An entry out leaves an empty list, made right below (its simple name is one of `remade`).
        let position = Int(single)
        if position >= start { shard.bySimpleName.values[candidates] = moved(position).map { .one($0) } ?? .many([]) }
      case .many(let positions):
        // Still in qualified-name order: the kept entries keep their order.
        if positions.contains(where: { $0 >= start }) {
          shard.bySimpleName.values[candidates] = .many(positions.compactMap(moved))
        }
      }
      shard.bySimpleName.values.formIndex(after: &candidates)
    }
    // The candidates of the simple names out and in: the new entries go in at their places in
    // qualified-name order, and a list of one or none takes its usual shape.
    var remade: [String: [String]] = [:]
    for item in out.values { remade[ProjectIndex.simpleName(item.entry.qualifiedName), default: []] = [] }
    for item in fresh {
      remade[ProjectIndex.simpleName(item.entry.qualifiedName), default: []].append(item.entry.qualifiedName)
    }
    for (simple, names) in remade {
      var positions: [Int] = []
      shard.bySimpleName[simple]?.forEach { positions.append($0) }
      for name in names {
        guard let position = inserted[name] else { continue }
        var low = 0
        var high = positions.count
        while low < high {
          let middle = (low + high) / 2
          if shard.entries[positions[middle]].qualifiedName < name { low = middle + 1 } else { high = middle }
        }
        positions.insert(position, at: low)
      }
      switch positions.count {
      case 0: shard.bySimpleName[simple] = nil
      case 1: shard.bySimpleName[simple] = .one(positions[0])
      default: shard.bySimpleName[simple] = .many(positions)
      }
    }
    return inserted
  }

  /// Takes the entries `out` out of `shard` and merges `fresh` (in merge order) in, into new
  /// arrays: linear in the shard, however many entries the file changed. Returns the new
  /// entries' positions.
  private func merge(
    _ shard: inout ProjectIndex.Shard, out before: [String: Replaced],
    in fresh: [(first: Member, entry: ProjectIndex.IndexedType)]
  ) -> [String: Int] {
    var kept = (entries: shard.entries, roots: shard.roots, simpleNames: shard.simpleNames)
    if !before.isEmpty {
      let out = Set(before.values.map(\.position))
      kept = ([], [], [])
      kept.entries.reserveCapacity(shard.entries.count)
      kept.roots.reserveCapacity(shard.entries.count)
      kept.simpleNames.reserveCapacity(shard.entries.count)
      for position in shard.entries.indices where !out.contains(position) {
        kept.entries.append(shard.entries[position])
        kept.roots.append(shard.roots[position])
        kept.simpleNames.append(shard.simpleNames[position])
      }
    }
    var inserted: [String: Int] = [:]
    if fresh.isEmpty {
      (shard.entries, shard.roots, shard.simpleNames) = kept
    } else {
      var merged = (entries: [ProjectIndex.IndexedType](), roots: [FrameworkRoots](), simpleNames: [String]())
      let total = kept.entries.count + fresh.count
      merged.entries.reserveCapacity(total)
      merged.roots.reserveCapacity(total)
      merged.simpleNames.reserveCapacity(total)
      var next = 0
      for item in fresh {
        // The kept entries are in merge order: the first one after the new entry's place.
        let low = place(of: item.first, among: kept.entries[next...])
        while next < low {
          merged.entries.append(kept.entries[next])
          merged.roots.append(kept.roots[next])
          merged.simpleNames.append(kept.simpleNames[next])
          next += 1
        }
        inserted[item.entry.qualifiedName] = merged.entries.count
        merged.entries.append(item.entry)
        merged.roots.append([])
        merged.simpleNames.append(ProjectIndex.simpleName(item.entry.qualifiedName))
      }
      merged.entries.append(contentsOf: kept.entries[next...])
      merged.roots.append(contentsOf: kept.roots[next...])
      merged.simpleNames.append(contentsOf: kept.simpleNames[next...])
      (shard.entries, shard.roots, shard.simpleNames) = merged
    }
    // Positions move only when an entry came, went or moved; otherwise they stand.
    if IncrementalIndex.moves(before, inserted) {
      shard.positions = PositionTable(shard.entries)
      shard.bySimpleName = IncrementalIndex.candidates(shard)
    } else {
      // The roots of replaced entries are filled in by `updateRoots`; keep the old ones meanwhile.
      for item in before.values { shard.roots[item.position] = item.roots }
    }
    return inserted
  }

  /// `Shard.bySimpleName` from the shard's maintained simple names: the same candidates, by
  /// qualified name where several share a name, without copying an entry per comparison.
  private static func candidates(_ shard: ProjectIndex.Shard) -> [String: ProjectIndex.Candidates] {
    var candidates: [String: ProjectIndex.Candidates] = [:]
    candidates.reserveCapacity(shard.entries.count)
    var shared: [String] = []
    for (position, name) in shard.simpleNames.enumerated() {
      switch candidates[name] {
      case nil: candidates[name] = .one(position)
      case .single(let first)?:
        candidates[name] = .many([Int(first), position])
        shared.append(name)
      case .many(var all)?:
        candidates[name] = nil
        all.append(position)
        candidates[name] = .many(all)
      }
    }
    for name in shared {
      guard case .many(let all)? = candidates[name] else { continue }
      let keyed = all.map { (position: $0, name: shard.entries[$0].qualifiedName) }
      candidates[name] = .many(keyed.sorted { $0.name < $1.name }.map(\.position))
    }
    return candidates
  }

  private func addInheritor(_ entry: ProjectIndex.IndexedType) {
    for name in entry.inherited { inheritors[ProjectIndex.simpleName(name), default: []].insert(entry.qualifiedName) }
  }

  private func removeInheritor(_ entry: ProjectIndex.IndexedType) {
    for name in entry.inherited {
      let simple = ProjectIndex.simpleName(name)
      inheritors[simple]?.remove(entry.qualifiedName)
      if inheritors[simple]?.isEmpty == true { inheritors[simple] = nil }
    }
  }

  // MARK: Roots

  /// Node of an entry: its shard and position.
  private struct Node: Hashable {
    var shard: Int
    var position: Int
  }

  private func node(_ name: String) -> Node? {
    let number = ProjectIndex.shard(of: name, count: shards.count)
    return shards[number].position(of: name).map { Node(shard: number, position: $0) }
  }

  /// The entries an entry's inheritance clause may name, as `inheritanceGraph` resolves them.
  private func targets(of node: Node) -> (own: FrameworkRoots, targets: [Node]) {
    let shard = shards[node.shard]
    var own = FrameworkRoots.of(frameworkName: shard.simpleNames[node.position])
    var targets: [Node] = []
    for inherited in shard.entries[node.position].inherited {
      let simple = ProjectIndex.simpleName(inherited)
      own.formUnion(FrameworkRoots.of(frameworkName: simple))
      let other = ProjectIndex.shard(of: inherited, count: shards.count)
      if let exact = shards[other].position(of: inherited) {
        targets.append(Node(shard: other, position: exact))
      } else {
        shards[other].bySimpleName[simple]?.forEach { targets.append(Node(shard: other, position: $0)) }
      }
    }
    return (own, targets)
  }

  /// Computes the roots of the changed entries and of every type inheriting from them, directly or
  /// not; the others cannot reach a changed entry, so theirs stand. Returns the root changes.
  private func updateRoots(changed: Set<String>) -> (changes: [FrameworkRoots], names: [String], all: Bool) {
    if hasCycle { return (recomputeAllRoots(), [], true) }
    var affected: Set<Node> = []
    var work: [String] = []
    var seenSimple: Set<String> = []
    for name in changed {
      if let found = node(name), affected.insert(found).inserted { work.append(name) }
      let simple = ProjectIndex.simpleName(name)
      if seenSimple.insert(simple).inserted { work.append(contentsOf: inheritors[simple] ?? []) }
    }
    while let name = work.popLast() {
      if let found = node(name) { affected.insert(found) }
      let simple = ProjectIndex.simpleName(name)
      guard seenSimple.insert(simple).inserted else { continue }
      for inheritor in inheritors[simple] ?? [] {
        if let found = node(inheritor), !affected.contains(found) {
          affected.insert(found)
          work.append(inheritor)
        }
      }
    }
    // Depth first over the affected entries (an acyclic graph: the roots are the union of what
    // each reaches); a cycle means a whole-project walk, whose order decides.
    var result: [Node: FrameworkRoots] = [:]
    var inProgress: Set<Node> = []
    var cache: [Node: (own: FrameworkRoots, targets: [Node])] = [:]
    for start in affected where result[start] == nil {
      if !visit(start, affected: affected, result: &result, inProgress: &inProgress, cache: &cache) {
        return (recomputeAllRoots(), [], true)
      }
    }
    var changes: [FrameworkRoots] = []
    var names: [String] = []
    for (node, roots) in result {
      let before = shards[node.shard].roots[node.position]
      if before != roots {
        changes.append(before.symmetricDifference(roots))
        names.append(shards[node.shard].entries[node.position].qualifiedName)
        shards[node.shard].roots[node.position] = roots
      }
    }
    return (changes, names, false)
  }

  /// Iterative depth-first walk from `start` over affected nodes; false on a cycle.
  private func visit(
    _ start: Node, affected: Set<Node>, result: inout [Node: FrameworkRoots], inProgress: inout Set<Node>,
    cache: inout [Node: (own: FrameworkRoots, targets: [Node])]
  ) -> Bool {
    var stack: [(node: Node, expanded: Bool)] = [(start, false)]
    while let (current, expanded) = stack.popLast() {
      if expanded {
        guard let graph = cache[current] else { continue }
        var roots = graph.own
        for target in graph.targets {
          roots.formUnion(result[target] ?? shards[target.shard].roots[target.position])
        }
        result[current] = roots
        inProgress.remove(current)
        continue
      }
      if result[current] != nil { continue }
      if inProgress.contains(current) { continue }
      let graph = targets(of: current)
      cache[current] = graph
      inProgress.insert(current)
      stack.append((current, true))
      for target in graph.targets {
        if inProgress.contains(target) { return false }
        if affected.contains(target) && result[target] == nil { stack.append((target, false)) }
      }
    }
    return true
  }

  private func recomputeAllRoots() -> [FrameworkRoots] {
    var changes: [FrameworkRoots] = []
    for (number, roots) in ProjectIndex.computeRoots(shards, jobs: jobs).enumerated() {
      for (position, value) in roots.enumerated() where shards[number].roots[position] != value {
        changes.append(shards[number].roots[position].symmetricDifference(value))
      }
      shards[number].roots = roots
    }
    hasCycle = IncrementalIndex.hasInheritanceCycle(shards)
    return changes.isEmpty ? [] : changes
  }

  /// Does any type inherit, directly or not, from itself?
  static func hasInheritanceCycle(_ shards: [ProjectIndex.Shard]) -> Bool {
    let count = shards.count
    var mark: [[UInt8]] = shards.map { [UInt8](repeating: 0, count: $0.entries.count) }
    func targets(_ number: Int, _ position: Int) -> [(Int, Int)] {
      var found: [(Int, Int)] = []
      for inherited in shards[number].entries[position].inherited {
        let other = ProjectIndex.shard(of: inherited, count: count)
        if let exact = shards[other].position(of: inherited) {
          found.append((other, exact))
        } else {
          shards[other].bySimpleName[ProjectIndex.simpleName(inherited)]?.forEach { found.append((other, $0)) }
        }
      }
      return found
    }
    for number in shards.indices {
      for first in shards[number].entries.indices where mark[number][first] == 0 {
        var stack: [(shard: Int, position: Int, expanded: Bool)] = [(number, first, false)]
        while let (shard, position, expanded) = stack.popLast() {
          if expanded {
            mark[shard][position] = 2
            continue
          }
          guard mark[shard][position] == 0 else { continue }
          mark[shard][position] = 1
          stack.append((shard, position, true))
          for (other, target) in targets(shard, position) {
            if mark[other][target] == 1 { return true }
            if mark[other][target] == 0 { stack.append((other, target, false)) }
          }
        }
      }
    }
    return false
  }

  // MARK: View graph

  /// Does the last view-graph table still hold? It does when no view came, went, moved or changed
  /// what the table keeps of it, and no type came or went under a name the table resolves.
  private func viewGraphStays(_ table: ViewGraphTable, outcome: Outcome) -> Bool {
    let names: Set<String>
    if let known = tableNames, known.table == ObjectIdentifier(table) {
      names = known.names
    } else {
      names = table.resolvedSimpleNames()
      tableNames = (ObjectIdentifier(table), names)
    }
    for (before, after, stayed) in outcome.replaced {
      let isNode = before.map { table.hasNode(named: $0.qualifiedName) } ?? false
      if isNode || before?.view != nil || after?.view != nil {
        // What the table keeps of a view (or of a provider's flags) must stay, and so must its place.
        guard let before, let after, stayed, before.view == after.view, before.declaringFile == after.declaringFile,
          before.inherited.contains("UIViewControllerRepresentable")
            == after.inherited.contains("UIViewControllerRepresentable")
        else { return false }
      }
      // A type that came or went may change what a name the table resolves means. (One that
      // becomes a view changes the roots, which `replace` checks.)
      if let name = (before ?? after)?.qualifiedName, before == nil || after == nil,
        names.contains(ProjectIndex.simpleName(name))
      {
        return false
      }
    }
    return true
  }

  /// Where an entry whose first contributor is `member` goes among `entries` (in merge order):
  /// the position of the first entry it precedes.
  private func place(of member: Member, among entries: ArraySlice<ProjectIndex.IndexedType>) -> Int {
    entries.partitionPoint { entry in firstMember(entry.qualifiedName).map { precedes($0, member) } ?? false }
  }

  // MARK: Comparison

  /// Do two summaries declare the same (every field)?
  static func same(_ x: TypeSummary, _ y: TypeSummary) -> Bool {
    x.qualifiedName == y.qualifiedName && x.kind == y.kind && x.inherited == y.inherited
      && x.attributes == y.attributes && x.properties == y.properties && x.methods == y.methods
      && x.coordinatorType == y.coordinatorType && x.view == y.view && x.hostingSites == y.hostingSites
      && x.file == y.file && x.freshSeeds == y.freshSeeds
      && x.passedSeeds == y.passedSeeds && x.keptSeeds == y.keptSeeds && x.memberFacts == y.memberFacts
  }
}

extension ProjectIndex {
  /// The first part in which two indexes differ, nil when they are the same field for field, their
  /// view-graph tables included (built here when missing). What tests of `IncrementalIndex` compare.
  func difference(from other: ProjectIndex) -> String? {
    guard shards.count == other.shards.count else { return "shard count \(shards.count) ≠ \(other.shards.count)" }
    for (number, (mine, theirs)) in zip(shards, other.shards).enumerated() {
      if mine.entries.map(\.qualifiedName) != theirs.entries.map(\.qualifiedName) {
        return
          "shard \(number) entry order: \(mine.entries.map(\.qualifiedName)) ≠ \(theirs.entries.map(\.qualifiedName))"
      }
      for (position, (a, b)) in zip(mine.entries, theirs.entries).enumerated() where a != b {
        return "shard \(number) entry \(position) (\(a.qualifiedName)): \(a) ≠ \(b)"
      }
      if mine.roots != theirs.roots { return "shard \(number) roots: \(mine.roots) ≠ \(theirs.roots)" }
      if mine.simpleNames != theirs.simpleNames { return "shard \(number) simple names" }
      // The entries' names are equal, in order: each table must give each name its entry and hold nothing else.
      let positioned = { (shard: ProjectIndex.Shard) in
        shard.positions.count == shard.entries.count
          && shard.entries.indices.allSatisfy { shard.position(of: shard.entries[$0].qualifiedName) == $0 }
      }
      if !positioned(mine) || !positioned(theirs) { return "shard \(number) positions" }
      if mine.bySimpleName != theirs.bySimpleName { return "shard \(number) candidates by simple name" }
    }
    if coordinatorNames != other.coordinatorNames {
      return "coordinators \(coordinatorNames.sorted()) ≠ \(other.coordinatorNames.sorted())"
    }
    if injectingMembers != other.injectingMembers { return "injecting members" }
    if freshSeeds != other.freshSeeds { return "fresh seeds" }
    if passedSeeds != other.passedSeeds { return "passed seeds" }
    if keptSeeds != other.keptSeeds { return "kept seeds" }
    if memberFacts != other.memberFacts { return "member facts" }
    if memberNameUses != other.memberNameUses { return "member name uses" }
    if isPartial != other.isPartial { return "partial" }
    if fileSummaries.count != other.fileSummaries.count
      || zip(fileSummaries, other.fileSummaries).contains(where: { a, b in
        a.count != b.count || zip(a, b).contains { !IncrementalIndex.same($0, $1) }
      })
    {
      return "file summaries"
    }
    return viewGraph.difference(from: other.viewGraph)
  }
}
