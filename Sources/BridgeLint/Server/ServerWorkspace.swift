import Foundation

/// What the configuration files decide for the files of one working directory (a workspace
/// folder): rules per file (nested configurations may differ), excludes, `included`. The
/// server's counterpart of the command line's settings, cached per directory.
final class ServerSettings: @unchecked Sendable {  // mutable caches are guarded by `lock`
  let resolver: ConfigurationResolver
  private let ruleTypes: [any Rule.Type]
  private let lock = NSLock()
  private var rulesByDirectory: [String: [ActiveRule]] = [:]

  init(ruleTypes: [any Rule.Type], workingDirectory: String) {
    self.ruleTypes = ruleTypes
    resolver = ConfigurationResolver(rules: ruleTypes.map { $0.description }, workingDirectory: workingDirectory)
  }

  /// The root configuration's folder, when there is a root configuration.
  var configurationFolder: String? { resolver.rootConfigurationPath.map(PathNormalizer.parent(of:)) }

  /// The active rules for the file at `path` (absolute), built once per directory.
  func rules(_ path: String) -> [ActiveRule] {
    let directory = PathNormalizer.parent(of: path)
    lock.lock()
    if let known = rulesByDirectory[directory] {
      lock.unlock()
      return known
    }
    lock.unlock()
    let configuration = resolver.configuration(forDirectory: directory)
    let rules = ruleTypes.compactMap { type -> ActiveRule? in
      let identifier = type.description.identifier
      guard configuration.isEnabled(identifier) else { return nil }
      return ActiveRule(
        type, severity: configuration.ruleSettings[identifier]?.severity,
        options: configuration.options(for: identifier))
    }
    lock.lock()
    rulesByDirectory[directory] = rules
    lock.unlock()
    return rules
  }

  func isExcluded(_ path: String) -> Bool {
    resolver.configuration(forFile: path).isExcluded(path: path)
  }

  func isIncluded(_ path: String) -> Bool { resolver.rootConfiguration.isIncluded(path: path) }
}

/// One project (see `ProjectRoot`): every file's type summaries, cached, and the project
/// index built from them. An edit replaces one file's summaries, and the index derives again only
/// what rests on them (see `IncrementalIndex`), parsing no other file.
final class ServerProject {
  /// The project's folder; nil for a file that belongs to no project (it is its own).
  let root: String?
  private let incremental: IncrementalIndex
  /// Each file's member names (see `MemberNameUses`): what proves a narrowing fix safe.
  private var uses: [String: MemberNameUses]
  /// Counts changes of `uses`: the open documents whose fixes rest on them are linted again.
  private(set) var usesVersion = 0
  /// Whether its summaries hold views and hosting sites (`Rule.usesViewGraph`), as a
  /// command-line run of the project decides: when any of its files' active rules asks.
  let buildsViewGraph: Bool

  init(
    root: String?, summaries: [String: [TypeSummary]], uses: [String: MemberNameUses] = [:], jobs: Int,
    buildsViewGraph: Bool
  ) {
    self.root = root
    self.uses = uses
    self.buildsViewGraph = buildsViewGraph
    // A file outside any project may have siblings the server does not index.
    incremental = IncrementalIndex(
      summaries: summaries, memberNameUses: { paths in paths.compactMap { uses[$0] } }, jobs: jobs,
      isPartial: root == nil)
  }

  /// The project at `root` of the files at `paths` (bytewise sorted and unique, as `FileDiscovery`
  /// gives them), read from disk: each file is merged into the index as soon as every file before
  /// it is summarised, while the others are still being read (the merge took a third of the
  /// indexing when it waited for every summary). A file that cannot be read contributes nothing,
  /// as in a partial run; `unreadable` hears of each, in path order.
  init(
    root: String, reading paths: [String], systemPaths: [String: [UInt8]] = [:], jobs: Int, buildsViewGraph: Bool,
    unreadable: ((FileReadError) -> Void)? = nil
  ) {
    self.root = root
    self.buildsViewGraph = buildsViewGraph
    let incremental = IncrementalIndex(appendingWithJobs: jobs, isPartial: false)
    var uses: [String: MemberNameUses] = [:]
    uses.reserveCapacity(paths.count)
    var orderedUses: [MemberNameUses] = []
    var errors: [FileReadError] = []
    let merge = InOrder<Result<([TypeSummary], MemberNameUses), FileReadError>> { number, declarations in
      let path = paths[number]
      switch declarations {
      case .success(let (summaries, names)):
        incremental.append(path, summaries)
        uses[path] = names
        orderedUses.append(names)
      case .failure(let error):
        incremental.append(path, [])
        errors.append(error)
      }
    }
    Parallel.forEach(paths.count, jobs: jobs) { number in
      let path = paths[number]
      merge.add(
        number,
        FileReader.read(path, systemPath: systemPaths[path]).map {
          ServerProject.declarations(of: $0, path: path, viewGraph: buildsViewGraph)
        })
    }
    incremental.finishAppending(memberNameUses: orderedUses)
    self.incremental = incremental
    self.uses = uses
    for error in errors { unreadable?(error) }
  }

  var index: ProjectIndex { incremental.index }

  var fileCount: Int { incremental.fileCount }

  func contains(_ path: String) -> Bool { incremental.summaries(of: path) != nil }

  /// Does `path` lie inside this project's folder?
  func encloses(_ path: String) -> Bool {
    guard let root else { return contains(path) }
    return PathNormalizer.relative(path, to: root) != nil
  }

  /// Sets (or with nil, removes) one file's contribution; true when the declarations changed
  /// (the index is then updated).
  /// `newUses`, when given, replaces the file's member names; a change of those alone swaps them
  /// into the index (no merge again) and returns false: they change no declaration.
  /// `letGo`, called with the current index just before the declarations update it, is where a
  /// caller drops the references it keeps to that index: then its parts change in place instead of
  /// being copied (see `IncrementalIndex.replace`).
  @discardableResult
  func replace(
    _ path: String, with new: [TypeSummary]?, uses newUses: MemberNameUses? = nil,
    letGo: ((ProjectIndex) -> Void)? = nil
  ) -> Bool {
    let old = incremental.summaries(of: path)
    var usesChanged = false
    if new == nil {
      usesChanged = uses.removeValue(forKey: path) != nil
      if usesChanged { usesVersion += 1 }
    } else if let newUses {
      usesChanged = replaceUses(path, newUses)
    }
    let current = uses
    // The index's member names are patched at the edited file's place, instead of looking up every path.
    let update = { (memberNameUses: inout [MemberNameUses], paths: () -> [String]) in
      if !ServerProject.patch(&memberNameUses, path: path, with: current[path], count: current.count) {
        memberNameUses = paths().compactMap { current[$0] }
      }
    }
    switch (old, new) {
    case (nil, nil): return false
    case (let old?, let new?) where ServerProject.same(old, new):
      if usesChanged { incremental.replaceMemberNameUses(update) }
      return false
    default: break
    }
    letGo?(incremental.index)
    incremental.replace(path, with: new, memberNameUses: update)
    return true
  }

  /// `previous` (member names in bytewise path order, as the index holds them) with the entry of
  /// `path` replaced, inserted or (nil) removed: what mapping every path again gives, without
  /// hashing each of thousands of paths on every edit. Nil when the result would not hold `count`
  /// entries (then the caller maps every path).
  static func patching(_ previous: [MemberNameUses], path: String, with new: MemberNameUses?, count: Int)
    -> [MemberNameUses]?
  {
    var result = previous
    return patch(&result, path: path, with: new, count: count) ? result : nil
  }

  /// `patching` in place: false when `uses` does not end up holding `count` entries.
  static func patch(_ uses: inout [MemberNameUses], path: String, with new: MemberNameUses?, count: Int) -> Bool {
    var low = 0
    var high = uses.count
    while low < high {
      let middle = (low + high) / 2
      if Bytewise.less(uses[middle].path, path) { low = middle + 1 } else { high = middle }
    }
    let isPresent = low < uses.count && uses[low].path == path
    switch (isPresent, new) {
    case (true, let new?): uses[low] = new
    case (true, nil): uses.remove(at: low)
    case (false, let new?): uses.insert(new, at: low)
    case (false, nil): break
    }
    return uses.count == count
  }

  private func replaceUses(_ path: String, _ new: MemberNameUses) -> Bool {
    guard uses[path] != new else { return false }
    uses[path] = new
    usesVersion += 1
    return true
  }

  /// Do two summaries of a file declare the same? Field by field (see `IncrementalIndex.same`):
  /// comparing descriptions (reflection) took half of an edit's time.
  static func same(_ a: [TypeSummary], _ b: [TypeSummary]) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { IncrementalIndex.same($0, $1) }
  }

  /// Declarations of the files at `paths` read from disk (a file that cannot be read
  /// contributes nothing, as in a partial run).
  static func summariesFromDisk(
    _ paths: [String], systemPaths: [String: [UInt8]] = [:], jobs: Int, viewGraph: Bool,
    unreadable: ((FileReadError) -> Void)? = nil
  ) -> (summaries: [String: [TypeSummary]], uses: [String: MemberNameUses]) {
    let found = Parallel.map(paths.count, jobs: jobs) {
      number -> Result<([TypeSummary], MemberNameUses), FileReadError> in
      let path = paths[number]
      return FileReader.read(path, systemPath: systemPaths[path]).map {
        declarations(of: $0, path: path, viewGraph: viewGraph)
      }
    }
    var result: [String: [TypeSummary]] = [:]
    var uses: [String: MemberNameUses] = [:]
    result.reserveCapacity(paths.count)
    for (number, declarations) in found.enumerated() {
      switch declarations {
      case .success(let (summaries, names)):
        result[paths[number]] = summaries
        uses[paths[number]] = names
      case .failure(let error):
        result[paths[number]] = []
        unreadable?(error)
      }
    }
    return (result, uses)
  }

  /// A file's type summaries and member names from a declarations-only parse.
  static func declarations(of bytes: [UInt8], path: String, viewGraph: Bool) -> ([TypeSummary], MemberNameUses) {
    var timings = StageTimings(enabled: false)
    let file = ParsedFile(source: SourceFile(path: path, bytes: bytes), timings: &timings, declarationsOnly: true)
    return (file.typeSummaries(viewGraph: viewGraph), file.memberNameUses())
  }
}

/// The server's view of the disk: settings per workspace folder and the projects files
/// belong to, with the same project rules as the command line's partial runs.
final class ServerWorkspace {
  private let ruleTypes: [any Rule.Type]
  private let jobs: Int
  private(set) var folders: [String]
  private var settingsByFolder: [String: ServerSettings] = [:]
  private var projects: [String: ServerProject] = [:]
  private var rootCache: [String: String?] = [:]
  /// Configuration issues already reported (each is reported once per load).
  private var reportedIssues: Set<String> = []

  init(ruleTypes: [any Rule.Type], folders: [String], jobs: Int) {
    self.ruleTypes = ruleTypes
    self.folders = folders
    self.jobs = jobs
  }

  /// Forgets every configuration and project (configuration files changed).
  func reset() {
    settingsByFolder = [:]
    projects = [:]
    rootCache = [:]
    reportedIssues = []
  }

  /// The working directory a file's configuration is resolved from: the innermost workspace
  /// folder holding it, else its own folder (as a command-line run from there).
  func workingDirectory(of path: String) -> String {
    let holding = folders.filter { PathNormalizer.relative(path, to: $0) != nil }
    return holding.max { $0.utf8.count < $1.utf8.count } ?? PathNormalizer.parent(of: path)
  }

  func settings(for path: String) -> ServerSettings {
    settings(forFolder: workingDirectory(of: path))
  }

  func settings(forFolder folder: String) -> ServerSettings {
    if let known = settingsByFolder[folder] { return known }
    let made = ServerSettings(ruleTypes: ruleTypes, workingDirectory: folder)
    settingsByFolder[folder] = made
    return made
  }

  /// Project files that could not be read when their project was indexed, not reported yet.
  private var unreadable: [FileReadError] = []

  /// `unreadable`, emptied: a file the index misses may hide findings in the open files.
  func newUnreadableFiles() -> [FileReadError] {
    defer { unreadable = [] }
    return unreadable
  }

  /// Issues of the configuration files read so far that were not reported yet.
  func newIssues() -> [ConfigurationIssue] {
    var fresh: [ConfigurationIssue] = []
    for settings in settingsByFolder.values {
      for issue in settings.resolver.issues where reportedIssues.insert(issue.description).inserted {
        fresh.append(issue)
      }
    }
    return fresh
  }

  /// Every issue of the configuration file at `path` (absolute) among the configurations read so far.
  func issues(at path: String) -> [ConfigurationIssue] {
    var found: Set<ConfigurationIssue> = []
    for (folder, settings) in settingsByFolder {
      for issue in settings.resolver.issues where PathNormalizer.absolute(issue.path, relativeTo: folder) == path {
        found.insert(issue)
      }
    }
    return found.sorted { ($0.line, $0.column, $0.message) < ($1.line, $1.column, $1.message) }
  }

  /// The project of the file at `path`, indexed from disk on first use; nil when the
  /// configuration excludes the file (it is neither linted nor indexed).
  func project(for path: String) -> ServerProject? {
    let settings = settings(for: path)
    if settings.isExcluded(path) { return nil }
    guard let root = ProjectRoot.of(file: path, configurationFolder: settings.configurationFolder, cache: &rootCache)
    else {
      let key = "\u{0}" + path
      if let known = projects[key] { return known }
      let lone = ServerProject(
        root: nil, summaries: [:], jobs: jobs, buildsViewGraph: settings.rules(path).anyUsesViewGraph)
      projects[key] = lone
      return lone
    }
    return project(root: root, settings: settings)
  }

  /// Indexes each workspace folder's project up front (the project a file directly in the
  /// folder belongs to); returns the number of files indexed.
  @discardableResult
  func indexFolders() -> Int {
    var count = 0
    for folder in folders {
      let settings = settings(forFolder: folder)
      guard
        let root = ProjectRoot.of(
          file: folder + "/" + ConfigurationFile.defaultName, configurationFolder: settings.configurationFolder,
          cache: &rootCache)
      else { continue }
      count += project(root: root, settings: settings).fileCount
    }
    return count
  }

  private func project(root: String, settings: ServerSettings) -> ServerProject {
    if let known = projects[root] { return known }
    let discovery = FileDiscovery(isExcluded: settings.isExcluded, jobs: jobs)
    let discovered = discovery.discover([root], currentDirectory: root)
    let files = discovered.files.filter(settings.isIncluded)
    let viewGraph = files.contains { settings.rules($0).anyUsesViewGraph }
    let made = ServerProject(
      root: root, reading: files, systemPaths: discovered.systemPaths, jobs: jobs, buildsViewGraph: viewGraph,
      unreadable: { self.unreadable.append($0) })
    projects[root] = made
    return made
  }

  /// The loaded projects that enclose `path`.
  func loadedProjects(enclosing path: String) -> [ServerProject] {
    projects.values.filter { $0.encloses(path) }
  }

  /// Every loaded project.
  var loadedProjects: [ServerProject] { Array(projects.values) }
}

/// Hands values given from several threads, each with its position, to `body` one at a time in
/// position order (0, 1, 2, …), as soon as every value before one has been given. A thread that
/// gives the next value runs `body` for it and for those waiting after it, outside the lock, while
/// the others go on with their work and only leave theirs.
final class InOrder<Value>: @unchecked Sendable {  // `lock` guards `pending`, `next` and `isDraining`
  private let lock = NSLock()
  private var pending: [Int: Value] = [:]
  private var next = 0
  /// Some thread is running `body`: values given meanwhile are left for it.
  private var isDraining = false
  private let body: (Int, Value) -> Void

  init(_ body: @escaping (Int, Value) -> Void) { self.body = body }

  /// Value `position` (each position below the count once, in any order, from any thread).
  func add(_ position: Int, _ value: consuming Value) {
    lock.lock()
    pending[position] = value
    guard !isDraining else { return lock.unlock() }
    isDraining = true
    while let ready = pending.removeValue(forKey: next) {
      let number = next
      next += 1
      lock.unlock()
      body(number, ready)
      lock.lock()
    }
    isDraining = false
    lock.unlock()
  }
}
