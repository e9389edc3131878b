import Foundation

/// One type declaration or extension as pass 1 saw it.
public struct TypeSummary: Sendable {
  /// `Outer.Inner` for nested types and for `extension Outer.Inner`.
  public var qualifiedName: String
  public var kind: TypeDecl.Kind
  /// Simple names in the inheritance clause (`UIViewController`, `View`, `ObservableObject`).
  public var inherited: [String]
  public var attributes: [String]
  public var properties: [PropertySummary]
  /// Names of the methods declared in this declaration or extension.
  public var methods: [String] = []
  /// What `makeCoordinator()` returns, when this declaration has one.
  public var coordinatorType: String?
  /// What a view's body builds and reads (nil for types that build no views; see `ViewSummary`).
  public var view: ViewSummary? {
    get { viewBox?.value }
    set { viewBox = newValue.map(ViewSummaryBox.init) }
  }
  /// `view`, boxed: most types have none, and every summary waits in memory until the index is
  /// built (and the index's entry shares the box).
  var viewBox: ViewSummaryBox?
  /// Where this type hosts SwiftUI content (`UIHostingController(rootView:)`, …).
  public var hostingSites: [HostingSiteSummary] = []
  /// The file it is declared (or extended) in, as reported: cross-file findings name it.
  public var file: String = ""
  /// `View.label` for each call in its body that passes a fresh value (a literal, a constant, a
  /// construction, a local built just before) to a labelled argument: such a caller seeds the
  /// view's state with a starting value (see `InjectableState.hasFreshCaller`).
  public var freshSeeds: [String] = []
  /// The project views its body calls (`View`), and `View.label` for each labelled argument of
  /// those calls: which of a view's initializers some caller uses (see `InjectableState.hasCaller`).
  public var passedSeeds: [String] = []
  /// `View.label` for each argument that reads a value the caller keeps (`note.title`), outside
  /// an `App` or a widget (see `InjectableState.hasKeptCaller`).
  public var keptSeeds: [String] = []
  /// What it says of member names, as hashes (`MemberNameUses.hash`) tagged by their lowest bit
  /// (see `ProjectIndex.mayReplace(member:)`): set for a member code may replace once its owner is
  /// built (`x = …` and `self.x = …` outside initializers, `other.x = …` anywhere, a member written
  /// through a binding, `$model.x`, or a computed property); clear for a stored instance property
  /// of a class.
  public var memberFacts: [UInt64] = []
}

/// Its `Bool`s come last (fields are laid out in the order declared): between the strings they
/// padded each property to a stride of 64 bytes, now 56, in every merged type's member list.
public struct PropertySummary: Sendable, Hashable {
  public var name: String
  /// The property wrapper, if any (`State`, `StateObject`, `Published`, …).
  public var wrapper: String?
  /// A view's `body` that is another view with modifiers (`Spinner().frame(maxWidth: .infinity)`): that
  /// view's name.
  public var wrappedView: String? = nil
  public var isTypeMember: Bool
  public var isStored: Bool
  /// A computed property whose getter builds a new instance (`static var empty: VM { VM() }`).
  public var constructsInstance = false
  /// A view's `body` that is a `ProgressView` (`var body: some View { ProgressView().tint(.white) }`):
  /// kept for structs too, which otherwise keep no members.
  public var isProgressView = false
  /// A stored instance `var` that code outside the type can set (not `private`, no `private(set)`),
  /// not implicitly unwrapped: `var gym: Gym!` is a dependency set once before the view loads.
  public var isSettable = false
  /// A stored instance `let`: nothing sets it after the initializer.
  public var isLet = false
}

/// A `ViewSummary` on the heap, shared by copies (see `TypeSummary.viewBox`); a new value takes a new box.
final class ViewSummaryBox: Sendable, Equatable {
  let value: ViewSummary

  init(_ value: ViewSummary) { self.value = value }

  static func == (left: ViewSummaryBox, right: ViewSummaryBox) -> Bool { left.value == right.value }
}

/// Framework roots a type can descend from; computed once per type when the index is built.
public struct FrameworkRoots: OptionSet, Sendable {
  public let rawValue: UInt16
  public init(rawValue: UInt16) { self.rawValue = rawValue }

  public static let representable = FrameworkRoots(rawValue: 1 << 0)
  public static let uiKitViewController = FrameworkRoots(rawValue: 1 << 1)
  public static let appKitViewController = FrameworkRoots(rawValue: 1 << 2)
  public static let nodeTree = FrameworkRoots(rawValue: 1 << 3)
  public static let swiftUIView = FrameworkRoots(rawValue: 1 << 4)
  public static let hostingController = FrameworkRoots(rawValue: 1 << 5)
  /// `UIView` and its subclasses (cells included).
  public static let uiKitView = FrameworkRoots(rawValue: 1 << 6)
  /// `NSView` and its subclasses.
  public static let appKitView = FrameworkRoots(rawValue: 1 << 7)
  /// Table and collection view cells and reusable views (`UITableViewCell`, `UICollectionViewCell`, …).
  public static let cell = FrameworkRoots(rawValue: 1 << 8)
  /// Conforms to Combine's `ObservableObject`.
  public static let observableObject = FrameworkRoots(rawValue: 1 << 9)
  /// A navigation, tab bar or split view controller: `addChild` on it finishes its own containment.
  public static let managingContainer = FrameworkRoots(rawValue: 1 << 10)
  public static let all = FrameworkRoots(rawValue: .max)

  /// The roots a framework type name is itself (one hash lookup).
  public static func of(frameworkName name: String) -> FrameworkRoots {
    guard frameworkShapes.mayContain(name) else { return [] }
    return frameworkTable[name] ?? []
  }

  /// Length, first and last byte of every framework name: most project names differ in
  /// one of them, which is cheaper to see than to hash the name.
  private struct NameShapes {
    private var bits = [UInt64](repeating: 0, count: 64)

    init(_ names: some Sequence<String>) {
      for name in names {
        let slot = NameShapes.slot(name)
        bits[slot >> 6] |= 1 << UInt64(slot & 63)
      }
    }

    private static func slot(_ name: String) -> Int {
      let utf8 = name.utf8
      guard let first = utf8.first, let last = utf8.last else { return 0 }
      return (utf8.count &* 131 &+ Int(first) &* 31 &+ Int(last)) & 4095
    }

    func mayContain(_ name: String) -> Bool {
      let slot = NameShapes.slot(name)
      return bits[slot >> 6] & (1 << UInt64(slot & 63)) != 0
    }
  }

  private static let frameworkShapes = NameShapes(frameworkTable.keys)

  private static let frameworkTable: [String: FrameworkRoots] = {
    var table: [String: FrameworkRoots] = [:]
    for name in FrameworkFacts.representableProtocols { table[name, default: []].insert(.representable) }
    for name in FrameworkFacts.uiKitViewControllers { table[name, default: []].insert(.uiKitViewController) }
    for name in FrameworkFacts.appKitViewControllers { table[name, default: []].insert(.appKitViewController) }
    for name in FrameworkFacts.nodeTrees { table[name, default: []].insert(.nodeTree) }
    for name in FrameworkFacts.swiftUIViewProtocols { table[name, default: []].insert(.swiftUIView) }
    for name in FrameworkFacts.uiKitViews { table[name, default: []].insert(.uiKitView) }
    for name in FrameworkFacts.appKitViews { table[name, default: []].insert(.appKitView) }
    for name in FrameworkFacts.cells { table[name, default: []].formUnion([.cell, .uiKitView]) }
    for name in FrameworkFacts.hostingControllers { table[name, default: []].insert(.hostingController) }
    for name in FrameworkFacts.uiKitManagingContainers { table[name, default: []].insert(.managingContainer) }
    table["ObservableObject", default: []].insert(.observableObject)
    // SwiftUI makes every Core Data object observable (`@ObservedObject var item: Item`).
    table["NSManagedObject", default: []].insert(.observableObject)
    return table
  }()
}

/// Every type of the project, merged across declarations and extensions in all files
/// (pass 1), or of one file (the index pass 1 lints that file against). Rules read it to
/// resolve conformances and superclasses that are declared elsewhere. Immutable once
/// built, so worker threads share it freely.
public final class ProjectIndex: Sendable {
  /// Its one- and two-byte fields come last (fields are laid out in the order declared, each at its
  /// alignment): between the others they padded each entry by 20 bytes. The fields most types
  /// leave empty (attributes, coordinator, hosting sites, conflicting declarations: 41 bytes
  /// inline) share one box (8 bytes, nil when all are empty), so an entry's stride is 80 bytes,
  /// not 112, for every type of a whole run.
  public struct IndexedType: Sendable, Equatable {
    public var qualifiedName: String
    public var inherited: [String]
    public var properties: [PropertySummary]
    public var methods: [String]
    public var view: ViewSummary? {
      get { viewBox?.value }
      set { viewBox = newValue.map(ViewSummaryBox.init) }
    }
    /// `view`, boxed (see `TypeSummary.viewBox`).
    var viewBox: ViewSummaryBox?
    /// The file of its primary declaration; nil when the project only extends the type.
    public var declaringFile: String?
    /// The rarely set fields below; nil while they are all empty.
    private var rare: RarePartsBox?
    /// Framework roots this type descends from (filled in when the index answers a lookup).
    public var roots: FrameworkRoots = []
    /// The kind of the primary declaration; nil when the project only extends the type.
    public var kind: TypeDecl.Kind?

    public var attributes: Set<String> {
      get { rare?.value.attributes ?? [] }
      set { withRare { $0.attributes = newValue } }
    }
    public var coordinatorType: String? {
      get { rare?.value.coordinatorType }
      set { withRare { $0.coordinatorType = newValue } }
    }
    public var hostingSites: [HostingSiteSummary] {
      get { rare?.value.hostingSites ?? [] }
      set { withRare { $0.hostingSites = newValue } }
    }
    /// Each primary declaration's file and seeded state, kept only when they conflict.
    public var declarations: [DeclaredState] {
      get { rare?.value.declarations ?? [] }
      set { withRare { $0.declarations = newValue } }
    }
    /// Two primary declarations of this name disagree on the state a caller seeds (two sample
    /// projects in one folder, each with its own `RepositoryRow`): a call site is resolved to the
    /// declaration nearest it (`declarations`), or to none.
    public var hasConflictingDeclarations: Bool {
      get { rare?.value.hasConflictingDeclarations ?? false }
      set { withRare { $0.hasConflictingDeclarations = newValue } }
    }

    /// Equal but perhaps for `declaringFile`: what a lookup's answer is compared by when pass 2
    /// replays it (rules ask `declaringFile(of:)` for the file). A type a copy of an app declares
    /// again keeps the first declaration's file, so without this every file of the later copies that
    /// looks its own type up was linted again.
    func isSameAnswer(as other: IndexedType) -> Bool {
      var other = other
      other.declaringFile = declaringFile
      return self == other
    }

    /// Changes the rare fields in place: the box is reused when no copy of the entry shares it, and
    /// its value is moved out meanwhile, so appending to a list is not a copy of it (a name declared
    /// in hundreds of files appends as often). All empty is nil, so equal entries compare equal.
    private mutating func withRare(_ change: (inout RareParts) -> Void) {
      guard var box = rare else {
        var parts = RareParts()
        change(&parts)
        if !parts.isEmpty { rare = RarePartsBox(parts) }
        return
      }
      rare = nil
      if isKnownUniquelyReferenced(&box) {
        var parts = box.value
        box.value = RareParts()
        change(&parts)
        box.value = parts
      } else {
        var parts = box.value
        change(&parts)
        box = RarePartsBox(parts)
      }
      rare = box.value.isEmpty ? nil : box
    }

    /// One primary declaration of a name declared more than once.
    public struct DeclaredState: Sendable, Equatable {
      public var file: String
      public var states: [InjectableState]
    }

    /// The fields most types leave empty (see `rare`).
    fileprivate struct RareParts: Sendable, Equatable {
      var attributes: Set<String> = []
      var coordinatorType: String?
      var hostingSites: [HostingSiteSummary] = []
      var declarations: [DeclaredState] = []
      var hasConflictingDeclarations = false

      var isEmpty: Bool {
        attributes.isEmpty && coordinatorType == nil && hostingSites.isEmpty && declarations.isEmpty
          && !hasConflictingDeclarations
      }
    }

    /// `RareParts` on the heap, shared by copies and compared by value; changed only while no
    /// copy shares it (`withRare`), as an array's storage is.
    fileprivate final class RarePartsBox: @unchecked Sendable, Equatable {
      var value: RareParts

      init(_ value: RareParts) { self.value = value }

      static func == (left: RarePartsBox, right: RarePartsBox) -> Bool { left === right || left.value == right.value }
    }

    /// The entry of a type first seen in `summary` (sharing its arrays).
    init(_ summary: TypeSummary) {
      qualifiedName = summary.qualifiedName
      kind = summary.kind == .extension ? nil : summary.kind
      inherited = []
      properties = summary.properties
      methods = summary.methods
      viewBox = summary.viewBox
      declaringFile = summary.kind == .extension ? nil : summary.file
      if !summary.attributes.isEmpty || summary.coordinatorType != nil || !summary.hostingSites.isEmpty {
        rare = RarePartsBox(
          RareParts(
            attributes: Set(summary.attributes), coordinatorType: summary.coordinatorType,
            hostingSites: summary.hostingSites))
      }
      addInherited(summary.inherited)
    }

    /// Appends the names not yet listed: pairwise for the usual short clause, with a set
    /// for a long one (an inheritance clause of thousands of names must not be quadratic).
    private mutating func addInherited(_ names: [String]) {
      if inherited.isEmpty && (names.count <= 1 || names.count <= 16 && !ProjectIndex.hasRepeats(names)) {
        // The summary's own array, not a copy grown one name at a time.
        inherited = names
      } else if inherited.count + names.count <= 16 {
        for name in names where !inherited.contains(name) { inherited.append(name) }
      } else {
        var seen = Set(inherited)
        for name in names where seen.insert(name).inserted { inherited.append(name) }
      }
    }

    private static func seededProperties(_ view: ViewSummary?) -> Set<String> {
      seededProperties(view?.injectableState ?? [])
    }

    /// What a caller can seed, as two declarations are compared: each property with its wrapper.
    static func seededProperties(_ states: [InjectableState]) -> Set<String> {
      Set(states.map { $0.property + ":" + $0.wrapper })
    }

    mutating func merge(_ summary: TypeSummary) {
      if summary.kind != .extension {
        if kind != nil {
          // Another primary declaration: each one's state is kept until the merge is done.
          let states = view?.injectableState ?? []
          let first = declarations.isEmpty ? declaringFile.map { DeclaredState(file: $0, states: states) } : nil
          let conflicts = Self.seededProperties(view) != Self.seededProperties(summary.view)
          withRare { parts in
            if let first { parts.declarations.append(first) }
            parts.declarations.append(DeclaredState(file: summary.file, states: summary.view?.injectableState ?? []))
            if conflicts { parts.hasConflictingDeclarations = true }
          }
        }
        kind = summary.kind
        declaringFile = summary.file
      }
      addInherited(summary.inherited)
      if !summary.attributes.isEmpty { withRare { $0.attributes.formUnion(summary.attributes) } }
      if !summary.properties.isEmpty { ProjectIndex.appendMembers(summary.properties, to: &properties) }
      if !summary.methods.isEmpty { ProjectIndex.appendMembers(summary.methods, to: &methods) }
      if let coordinator = summary.coordinatorType { withRare { $0.coordinatorType = coordinator } }
      if let other = summary.view {
        if view == nil { view = other } else { view?.merge(other) }
      }
      if !summary.hostingSites.isEmpty { withRare { $0.hostingSites.append(contentsOf: summary.hostingSites) } }
    }

    /// Once every declaration is merged: each property and method once (see `appendMembers`).
    mutating func dropRepeatedMembers() {
      if !hasConflictingDeclarations && !declarations.isEmpty { declarations = [] }
      ProjectIndex.dropRepeated(&properties)
      ProjectIndex.dropRepeated(&methods)
    }
  }

  /// Appends a declaration's members to its merged type's. Every copy of a type (declared again in
  /// other files, the same app under other folders) adds its members again, and the merged lists
  /// are only read as sets (`contains`, unions, filters tested for emptiness), so a repeated member
  /// is dropped: at once while the list is short, else whenever the list would grow (it then keeps
  /// room for as many again, so each member is checked a bounded number of times). The order is
  /// the first occurrences', and `dropRepeated` makes the list exact once the merge is done.
  static func appendMembers<Member: Hashable>(_ more: [Member], to list: inout [Member]) {
    if list.count + more.count <= 32 {
      // Grown to fit what is new, not doubled: most merged types take a few members once.
      guard more.contains(where: { !list.contains($0) }) else { return }
      var added: [Member] = []
      for member in more where !list.contains(member) && !added.contains(member) { added.append(member) }
      list.reserveCapacity(list.count + added.count)
      list.append(contentsOf: added)
    } else if list.count + more.count <= list.capacity {
      list.append(contentsOf: more)
    } else {
      var unique = uniqued(list, more)
      unique.reserveCapacity(unique.count + unique.count / 2)
      list = unique
    }
  }

  /// Does a short `list` name something twice (pairwise: no set to allocate)?
  static func hasRepeats<Member: Equatable>(_ list: [Member]) -> Bool {
    list.indices.dropFirst().contains { later in list[..<later].contains(list[later]) }
  }

  /// `list` without its repeated members (each kept at its first place).
  static func dropRepeated<Member: Hashable>(_ list: inout [Member]) {
    if list.count <= 16 {
      // Pairwise while short: no set to allocate, and most merged types have a few members.
      for later in list.indices.dropFirst() where list[..<later].contains(list[later]) {
        var unique: [Member] = []
        for member in list where !unique.contains(member) { unique.append(member) }
        list = unique
        return
      }
    } else {
      let unique = uniqued(list, [])
      if unique.count < list.count { list = unique }
    }
    // The merged lists are kept for the whole run: the room `appendMembers` left to grow into
    // (up to as much again) is not.
    if list.capacity > list.count {
      var exact: [Member] = []
      exact.reserveCapacity(list.count)
      exact.append(contentsOf: list)
      list = exact
    }
  }

  private static func uniqued<Member: Hashable>(_ first: [Member], _ second: [Member]) -> [Member] {
    var seen = Set<Member>(minimumCapacity: first.count + second.count)
    var unique: [Member] = []
    for member in first where seen.insert(member).inserted { unique.append(member) }
    for member in second where seen.insert(member).inserted { unique.append(member) }
    return unique
  }

  /// The positions of the types with one simple name: almost always one, which needs no array.
  /// The one position is 32-bit, so the tag fits the array reference's spare bits: 8 bytes a
  /// simple name in every shard's dictionary, not 16 (the dictionaries are built as the index is
  /// finished, where a run's memory is at its highest).
  enum Candidates: Sendable, Equatable {
    case single(Int32)
    case many([Int])

    static func one(_ position: Int) -> Candidates { .single(Int32(position)) }

    func forEach(_ body: (Int) -> Void) {
      switch self {
      case .single(let position): body(Int(position))
      case .many(let positions): positions.forEach(body)
      }
    }
  }

  /// The types whose last name component hashes to one shard. Every declaration and
  /// extension of a name, and every type sharing its last component, land in the same
  /// shard: shards are built in parallel, and one shard answers each question.
  struct Shard: Sendable {
    var entries: [IndexedType] = []
    /// Each entry's last name component.
    var simpleNames: [String] = []
    /// Qualified name → position in `entries` (ask with `position(of:)`).
    var positions = PositionTable()
    /// Last name component → positions in `entries`, in qualified-name order.
    var bySimpleName: [String: Candidates] = [:]
    /// Framework roots of each entry, once the whole project is merged.
    var roots: [FrameworkRoots] = []

    /// A shard of `capacity` types, added by `fill` (merged in the order it adds them).
    init(capacity: Int, _ fill: (inout Shard) -> Void) {
      positions.reserveCapacity(capacity, in: entries)
      entries.reserveCapacity(capacity)
      fill(&self)
      for position in entries.indices { entries[position].dropRepeatedMembers() }
      indexSimpleNames()
    }

    /// Entry `position` with its roots.
    func type(at position: Int) -> IndexedType {
      var type = entries[position]
      type.roots = roots[position]
      return type
    }

    /// The position in `entries` of the type named `qualifiedName`.
    func position(of qualifiedName: String) -> Int? { positions.position(of: qualifiedName, in: entries) }

    /// Declarations and extensions of a name merge into one entry.
    mutating func add(_ summary: TypeSummary) {
      if let position = position(of: summary.qualifiedName) {
        entries[position].merge(summary)
      } else {
        // Grown by a quarter, not doubled: a whole run's shards are the largest part of what pass 1
        // keeps, and a doubled array is up to half empty (and held twice over while it grows).
        if entries.count == entries.capacity { entries.reserveCapacity(entries.count + max(16, entries.count / 4)) }
        entries.append(IndexedType(summary))
        positions.insert(entries.count - 1, of: summary.qualifiedName, in: entries)
      }
    }

    mutating func indexSimpleNames() {
      simpleNames = entries.map { ProjectIndex.simpleName($0.qualifiedName) }
      bySimpleName.reserveCapacity(entries.count)
      var sharedNames: [String] = []
      func add(_ position: Int, to candidates: inout Candidates?) -> Bool {
        switch candidates {
        case nil:
          candidates = .one(position)
          return false
        case .single(let first):
          candidates = .many([Int(first), position])
          return true
        case .many(var all):
          candidates = nil  // keeps `all` uniquely referenced while it grows
          all.append(position)
          candidates = .many(all)
          return false
        }
      }
      for position in entries.indices where add(position, to: &bySimpleName[simpleNames[position]]) {
        sharedNames.append(simpleNames[position])
      }
      // Most names have one candidate; sort the others by qualified name.
      for name in sharedNames {
        guard case .many(var all) = bySimpleName[name] else { continue }
        all.sort { entries[$0].qualifiedName < entries[$1].qualifiedName }
        bySimpleName[name] = .many(all)
      }
    }
  }

  let shards: [Shard]
  /// Coordinator classes: what representables' `makeCoordinator()` return.
  let coordinatorNames: Set<String>
  /// Where a provisional index (one file's types) records the questions rules ask it.
  let log: IndexQueryLog?
  /// Each file's summaries as given: `replacing(file:with:)` swaps one and merges again, parsing nothing.
  /// Empty when built with `keepsFileSummaries: false` (see `fileCount`).
  public let fileSummaries: [[TypeSummary]]
  /// The number of files the index was built from (`fileSummaries` may not be kept).
  let fileCount: Int
  /// `viewNamesWithInjectableState()`, worked out at build time when `fileSummaries` is not kept.
  let injectableStateViews: [String]?
  /// The view-graph walks already made on this index (pass 2 asks for the same roots from every
  /// file that hosts them; one walk can visit the whole graph).
  let viewGraphMemo = ViewGraphMemo()
  let jobs: Int
  /// Project view methods that apply an environment modifier (see `ViewSummary.injectingMembers`).
  let injectingMembers: Set<String>
  /// Every type's `freshSeeds`, `passedSeeds` and `keptSeeds` (see `SeedMemo`).
  private let seedMemo: SeedMemo
  /// Every type's `freshSeeds`, by `SeedMemo.key`.
  var freshSeeds: Set<UInt64> { seeds.fresh }
  /// Every type's `passedSeeds`, by `SeedMemo.key`.
  var passedSeeds: Set<UInt64> { seeds.passed }
  /// Every type's `keptSeeds`, by `SeedMemo.key`.
  var keptSeeds: Set<UInt64> { seeds.kept }
  /// The three seed sets at once (one lock for a question that reads all three).
  var seeds: SeedMemo.Sets { seedMemo.sets(fileSummaries) }
  /// Every type's `memberFacts`.
  var memberFacts: Set<UInt64> { seeds.memberFacts }
  /// Each file's member names (see `MemberNameUses`); empty for an index built without them.
  public let memberNameUses: [MemberNameUses]
  /// Answers member questions over `memberNameUses` (see `MemberNameMemo`).
  private let memberNameMemo = MemberNameMemo()
  /// Built from some of the project's files only (`--no-project-index`, a file outside any
  /// project): what the other files name is not known.
  public let isPartial: Bool

  public static let empty = ProjectIndex(summaries: [])

  /// `Outer.Inner` → `Inner`.
  static func simpleName(_ name: String) -> String {
    // Over the contiguous bytes: `String.UTF8View.lastIndex(of:)` costs hundreds of
    // instructions per call, and the index asks this for every type and inherited name.
    let fast = name.utf8.withContiguousStorageIfAvailable { bytes -> String? in
      guard let dot = bytes.lastIndex(of: UInt8(ascii: ".")) else { return nil }
      return String(decoding: UnsafeBufferPointer(rebasing: bytes[(dot + 1)...]), as: UTF8.self)
    }
    if let fast { return fast ?? name }
    guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")) else { return name }
    return String(name[name.utf8.index(after: dot)...])
  }

  /// The shard of a (qualified or simple) name: a hash of its last component. FNV-1a, not
  /// `Hasher`, whose per-process seed would make the shards, and so the order in which
  /// an inheritance cycle is resolved, differ from run to run.
  static func shard(of name: String, count: Int) -> Int {
    guard count > 1 else { return 0 }
    func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
      var start = bytes.count
      while start > 0 && bytes[start - 1] != UInt8(ascii: ".") { start -= 1 }
      var value: UInt32 = 2_166_136_261
      for index in start..<bytes.count { value = (value ^ UInt32(bytes[index])) &* 16_777_619 }
      value ^= value >> 15
      value &*= 0x2C1B_3C6D
      value ^= value >> 12
      return value
    }
    let value = name.utf8.withContiguousStorageIfAvailable(hash) ?? Array(name.utf8).withUnsafeBufferPointer(hash)
    return Int(value % UInt32(count))
  }

  /// `log`, when given, records every query and its answer (see `IndexQueryLog`).
  public convenience init(summaries: [TypeSummary], recordingInto log: IndexQueryLog? = nil) {
    self.init(files: [summaries], jobs: 1, recordingInto: log)
  }

  /// The index of every file's summaries, merged in file order, built on up to `jobs` threads.
  /// `memberNameUses`, one per file when given, let it prove which members no other file names.
  public convenience init(
    files: [[TypeSummary]], jobs: Int, memberNameUses: [MemberNameUses] = [], isPartial: Bool = false,
    recordingInto log: IndexQueryLog? = nil
  ) {
    self.init(
      files: files, jobs: jobs, memberNameUses: memberNameUses, isPartial: isPartial, recordingInto: log,
      keepsFileSummaries: true, seeds: nil)
  }

  /// `keepsFileSummaries: false` (a whole lint run) lets the per-file summaries go once merged: what
  /// the merged types do not share with them (the summary arrays) is freed before pass 2. Such an
  /// index answers every question the same but cannot be `replacing(file:with:)`. `seeds`: every
  /// summary's seeds, gathered as the files were summarised (see `SeedCollector`), when the
  /// summaries no longer carry them.
  init(
    files: [[TypeSummary]], jobs: Int, memberNameUses: [MemberNameUses], isPartial: Bool,
    recordingInto log: IndexQueryLog?, keepsFileSummaries: Bool, seeds: SeedMemo.Sets?
  ) {
    self.memberNameUses = memberNameUses
    self.isPartial = isPartial
    let total = files.reduce(0) { $0 + $1.count }
    // A file's own index is small: one shard, no threads.
    let count = ProjectIndex.shardCount(summaries: total)
    var shards: [Shard]
    if count == 1 {
      shards = [Shard(capacity: total) { shard in for summaries in files { summaries.forEach { shard.add($0) } } }]
    } else {
      let shardOf = Parallel.map(files.count, jobs: jobs) { file in
        files[file].map { UInt8(ProjectIndex.shard(of: $0.qualifiedName, count: count)) }
      }
      // Each shard's summaries in file order, so merging stays in file order.
      var members = [[(file: Int32, position: Int32)]](repeating: [], count: count)
      for (file, shards) in shardOf.enumerated() {
        for (position, shard) in shards.enumerated() { members[Int(shard)].append((Int32(file), Int32(position))) }
      }
      shards = Parallel.map(count, jobs: jobs) { number in
        Shard(capacity: members[number].count) { shard in
          files.withUnsafeBufferPointer { files in
            for (file, position) in members[number] { shard.add(files[Int(file)][Int(position)]) }
          }
        }
      }
    }
    for (number, roots) in ProjectIndex.computeRoots(shards, jobs: jobs).enumerated() { shards[number].roots = roots }
    self.shards = shards
    self.log = log
    self.coordinatorNames = ProjectIndex.coordinators(in: shards)
    self.fileSummaries = keepsFileSummaries ? files : []
    fileCount = files.count
    injectableStateViews = keepsFileSummaries ? nil : ProjectIndex.viewNamesWithInjectableState(files)
    self.jobs = jobs
    var injecting: Set<String> = []
    for summaries in files {
      for summary in summaries {
        if let members = summary.view?.injectingMembers { injecting.formUnion(members) }
      }
    }
    self.injectingMembers = injecting
    // A file's own index (pass 1 builds one per linted file) gathers its seeds only if a rule asks.
    if let seeds {
      seedMemo = SeedMemo(seeds)
    } else {
      seedMemo = files.count > 1 || !keepsFileSummaries ? SeedMemo(SeedMemo.gather(files)) : SeedMemo()
    }
  }

  /// The index of shards a `ProjectIndexBuilder` merged file by file (simple names indexed, roots not yet
  /// computed), with what `init(files:…)` gathers from the summaries it no longer keeps. Such an index,
  /// like one built with `keepsFileSummaries: false`, cannot be `replacing(file:with:)`.
  init(
    mergedShards: [Shard], fileCount: Int, jobs: Int, memberNameUses: [MemberNameUses], isPartial: Bool,
    injectingMembers: Set<String>, injectableStateViews: [String], seeds: SeedMemo.Sets
  ) {
    var shards = mergedShards
    for (number, roots) in ProjectIndex.computeRoots(shards, jobs: jobs).enumerated() { shards[number].roots = roots }
    self.shards = shards
    self.coordinatorNames = ProjectIndex.coordinators(in: shards)
    self.memberNameUses = memberNameUses
    self.isPartial = isPartial
    self.fileSummaries = []
    self.fileCount = fileCount
    self.injectableStateViews = injectableStateViews
    self.jobs = jobs
    self.injectingMembers = injectingMembers
    self.seedMemo = SeedMemo(seeds)
    log = nil
  }

  /// The coordinator classes representables' `makeCoordinator()` return, in `shards` with their roots.
  static func coordinators(in shards: [Shard]) -> Set<String> {
    var coordinators: Set<String> = []
    for shard in shards {
      for position in shard.entries.indices where shard.roots[position].contains(.representable) {
        let type = shard.entries[position]
        guard let returned = type.coordinatorType else { continue }
        let nested = type.qualifiedName + "." + returned
        coordinators.insert(ProjectIndex.position(of: nested, in: shards) != nil ? nested : returned)
      }
    }
    return coordinators
  }

  /// The number of shards an index of `total` summaries is built in.
  static func shardCount(summaries total: Int) -> Int { total < 4096 ? 1 : 16 }

  /// An index from parts kept up to date one file at a time (see `IncrementalIndex`).
  init(
    shards: [Shard], coordinatorNames: Set<String>, files: [[TypeSummary]], jobs: Int, injectingMembers: Set<String>,
    freshSeeds: Set<UInt64>, passedSeeds: Set<UInt64>, keptSeeds: Set<UInt64>, memberFacts: Set<UInt64>,
    memberNameUses: [MemberNameUses], isPartial: Bool
  ) {
    self.shards = shards
    self.coordinatorNames = coordinatorNames
    self.fileSummaries = files
    fileCount = files.count
    injectableStateViews = nil
    self.jobs = jobs
    self.injectingMembers = injectingMembers
    seedMemo = SeedMemo(
      SeedMemo.Sets(fresh: freshSeeds, passed: passedSeeds, kept: keptSeeds, memberFacts: memberFacts))
    self.memberNameUses = memberNameUses
    self.isPartial = isPartial
    log = nil
  }

  /// The index with file `position`'s contribution replaced by `summaries` (the language server
  /// re-summarises one edited file; the other files' cached summaries are merged again, not re-parsed).
  /// Equal, query for query, to an index built from scratch with that file's new summaries.
  public func replacing(file position: Int, with summaries: [TypeSummary]) -> ProjectIndex {
    var files = fileSummaries
    if position >= 0 && position < files.count {
      files[position] = summaries
    } else {
      files.append(summaries)
    }
    return ProjectIndex(files: files, jobs: jobs, memberNameUses: memberNameUses, isPartial: isPartial)
  }

  /// This index with other files' member names: the merged types are shared, not merged again.
  /// Member questions answered by `table`, which was built from `memberNameUses` as files were merged.
  func adoptMemberNameTable(_ table: MemberNameTable) { memberNameMemo.adopt(table) }

  public func replacingMemberNameUses(_ uses: [MemberNameUses]) -> ProjectIndex {
    ProjectIndex(copying: self, memberNameUses: uses)
  }

  private init(copying other: ProjectIndex, memberNameUses: [MemberNameUses]) {
    shards = other.shards
    coordinatorNames = other.coordinatorNames
    log = other.log
    fileSummaries = other.fileSummaries
    fileCount = other.fileCount
    injectableStateViews = other.injectableStateViews
    jobs = other.jobs
    injectingMembers = other.injectingMembers
    seedMemo = other.seedMemo
    isPartial = other.isPartial
    self.memberNameUses = memberNameUses
    // The view graph does not rest on member names.
    if let table = other.viewGraphMemo.builtTable { viewGraphMemo.adopt(table) }
  }

  /// Why the member `name` of type `typeName` (declared in `path`) may be named outside `path`:
  /// the first other file that writes it after a `.` or in an extension of the type, or that
  /// the index does not know what other files name (it was built without `MemberNameUses`).
  /// nil when no other file does. A provisional one-file index has no other file.
  public func memberUse(_ name: String, ofType typeName: String, declaredIn path: String) -> MemberUse? {
    let answer = unrecordedMemberUse(name, ofType: typeName, declaredIn: path)
    log?.record(memberUse: answer, MemberQuestion(name: name, typeName: typeName, path: path))
    return answer
  }

  func unrecordedMemberUse(_ name: String, ofType typeName: String, declaredIn path: String) -> MemberUse? {
    let simple = ProjectIndex.simpleName(typeName)
    if let other = memberNameMemo.firstOther(naming: name, ofType: simple, path: path, in: memberNameUses) {
      return .namedIn(other.path)
    }
    // Without the uses, only an index of one file (its own) proves anything.
    return isPartial || (memberNameUses.isEmpty && fileCount > 1) ? .unknown : nil
  }

  public enum MemberUse: Sendable, Equatable {
    case namedIn(String)
    case unknown
  }

  struct MemberQuestion: Hashable {
    var name: String
    var typeName: String
    var path: String
  }

  private static func position(of qualifiedName: String, in shards: [Shard]) -> (shard: Int, entry: Int)? {
    let shard = ProjectIndex.shard(of: qualifiedName, count: shards.count)
    guard let entry = shards[shard].position(of: qualifiedName) else { return nil }
    return (shard, entry)
  }

  /// Roots reachable from every type, per shard and entry: an iterative depth-first walk
  /// with memoization (inheritance chains and cycles cost no stack) over nodes
  /// `entry * shards.count + shard`.
  static func computeRoots(_ shards: [Shard], jobs: Int) -> [[FrameworkRoots]] {
    let count = shards.count
    // Per shard, per type: its own framework roots and the nodes its inheritance clause may
    // refer to (in parallel: these are most of the hashing).
    func graph(_ number: Int) -> (own: [FrameworkRoots], start: [Int], targets: [Int]) {
      shards.withUnsafeBufferPointer { inheritanceGraph(of: number, in: $0) }
    }
    let graphs = count == 1 ? [graph(0)] : Parallel.map(count, jobs: jobs, graph)
    let width = shards.reduce(0) { max($0, $1.entries.count) } * count
    var roots = [FrameworkRoots](repeating: [], count: width)
    for node in 0..<width {
      let (entry, number) = node.quotientAndRemainder(dividingBy: count)
      guard entry < shards[number].entries.count else { continue }
      roots[node] = graphs[number].own[entry]
    }
    // A node's edges, read where its shard's graph keeps them: every shard's copied into one array
    // (and an offset per node) came to megabytes at the index's peak, the end of pass 1.
    func edges(_ node: Int) -> ArraySlice<Int> {
      let (entry, number) = node.quotientAndRemainder(dividingBy: count)
      guard entry < shards[number].entries.count else { return [] }
      return graphs[number].targets[graphs[number].start[entry]..<graphs[number].start[entry + 1]]
    }
    enum Mark: UInt8 { case unvisited, inProgress, done }
    var mark = [Mark](repeating: .unvisited, count: width)
    var stack: [(node: Int, expanded: Bool)] = []
    for first in 0..<width where mark[first] == .unvisited {
      stack.append((first, false))
      while let (node, expanded) = stack.popLast() {
        if expanded {
          for target in edges(node) { roots[node].formUnion(roots[target]) }
          mark[node] = .done
          continue
        }
        guard mark[node] == .unvisited else { continue }  // done, or a cycle: leave it
        mark[node] = .inProgress
        stack.append((node, true))
        for target in edges(node) where mark[target] == .unvisited { stack.append((target, false)) }
      }
    }
    return (0..<count).map { number in shards[number].entries.indices.map { roots[$0 * count + number] } }
  }

  /// One shard's types: their own framework roots, and the nodes each inherits from (the
  /// targets of entry `i` are `targets[start[i]..<start[i + 1]]`). The shards are borrowed:
  /// copying one out of the array would retain its buffers, from both threads, per type.
  private static func inheritanceGraph(
    of number: Int, in shards: UnsafeBufferPointer<Shard>
  ) -> (own: [FrameworkRoots], start: [Int], targets: [Int]) {
    let count = shards.count
    let shard = shards[number]
    var own = [FrameworkRoots](repeating: [], count: shard.entries.count)
    var start: [Int] = []
    start.reserveCapacity(shard.entries.count + 1)
    var targets: [Int] = []
    for entry in shard.entries.indices {
      start.append(targets.count)
      own[entry] = FrameworkRoots.of(frameworkName: shard.simpleNames[entry])
      for inherited in shard.entries[entry].inherited {
        let simple = simpleName(inherited)
        own[entry].formUnion(FrameworkRoots.of(frameworkName: simple))
        let other = ProjectIndex.shard(of: inherited, count: count)
        if let exact = shards[other].position(of: inherited) {
          targets.append(exact * count + other)
        } else {
          shards[other].bySimpleName[simple]?.forEach { targets.append($0 * count + other) }
        }
      }
    }
    start.append(targets.count)
    return (own, start, targets)
  }

  /// The framework roots `name` (a project type, or a framework type) descends from. A
  /// simple name may mean any of the project's types with that name.
  public func roots(of name: String) -> FrameworkRoots { roots(of: name, among: .all) }

  /// The roots of `name` among `mask`: only those bits are the answer, so pass 1's findings
  /// stand whenever the project index agrees on the roots the rule cares about (a base class in
  /// another file that adds `uiKitView` does not re-lint a file that asked about view controllers).
  public func roots(of name: String, among mask: FrameworkRoots) -> FrameworkRoots {
    let answer = unrecordedRoots(of: name).intersection(mask)
    log?.record(roots: answer, of: name, among: mask)
    return answer
  }

  /// The shard that answers questions about `name`, borrowed (copying a shard out of the
  /// array would retain and release its five buffers, from every thread, per question).
  @inline(__always)
  private func withShard<Result>(of name: String, _ body: (borrowing Shard) -> Result) -> Result {
    shards.withUnsafeBufferPointer { body($0[ProjectIndex.shard(of: name, count: $0.count)]) }
  }

  private func unrecordedRoots(of name: String) -> FrameworkRoots {
    withShard(of: name) { shard in
      if let position = shard.position(of: name) { return shard.roots[position] }
      let simple = ProjectIndex.simpleName(name)
      var roots = FrameworkRoots.of(frameworkName: simple)
      shard.bySimpleName[simple]?.forEach { roots.formUnion(shard.roots[$0]) }
      return roots
    }
  }

  /// Is the type `qualifiedName` a representable's coordinator: returned by its
  /// `makeCoordinator()`, or a class named `Coordinator` nested in a representable?
  public func isCoordinator(_ qualifiedName: String) -> Bool {
    let answer = unrecordedIsCoordinator(qualifiedName)
    log?.record(isCoordinator: answer, qualifiedName)
    return answer
  }

  private func unrecordedIsCoordinator(_ qualifiedName: String) -> Bool {
    if coordinatorNames.contains(qualifiedName) { return true }
    guard ProjectIndex.simpleName(qualifiedName) == "Coordinator",
      let dot = qualifiedName.utf8.lastIndex(of: UInt8(ascii: "."))
    else {
      return false
    }
    return unrecordedRoots(of: String(qualifiedName[..<dot])).contains(.representable)
  }

  /// Types named `name`: an exact qualified match, else every type with that last component.
  /// Their `declaringFile` is not part of the recorded answer: ask `declaringFile(of:)`.
  public func lookup(_ name: String) -> [IndexedType] {
    let answer = unrecordedLookup(name)
    log?.record(lookup: answer, name)
    return answer
  }

  /// The file of the primary declaration of the type `qualifiedName` (nil when the project only
  /// extends it or has no such type): a finding that names it depends on it.
  public func declaringFile(of qualifiedName: String) -> String? {
    let answer = withShard(of: qualifiedName) { shard in
      shard.position(of: qualifiedName).flatMap { shard.type(at: $0).declaringFile }
    }
    log?.record(declaringFile: answer, qualifiedName)
    return answer
  }

  func unrecordedLookup(_ name: String) -> [IndexedType] {
    withShard(of: name) { shard in
      if let exact = shard.position(of: name) { return [shard.type(at: exact)] }
      var types: [IndexedType] = []
      shard.bySimpleName[ProjectIndex.simpleName(name)]?.forEach { types.append(shard.type(at: $0)) }
      return types
    }
  }

  /// `body` on the one type `name` means (its exact qualified entry, else the only type with that
  /// last component) and its roots; nil when there is none or several. Copies no other entry: a
  /// simple name such as `Item` may name thousands of nested types.
  func withUniqueType<Result>(named name: String, _ body: (IndexedType, FrameworkRoots) -> Result) -> Result? {
    withShard(of: name) { shard -> Result? in
      if let exact = shard.position(of: name) { return body(shard.entries[exact], shard.roots[exact]) }
      guard case .single(let position)? = shard.bySimpleName[ProjectIndex.simpleName(name)] else { return nil }
      return body(shard.entries[Int(position)], shard.roots[Int(position)])
    }
  }

  /// Does a type named `name` (as `lookup` resolves it) satisfy `predicate`? Copies no entry.
  func containsType(named name: String, where predicate: (borrowing IndexedType) -> Bool) -> Bool {
    withShard(of: name) { shard -> Bool in
      if let exact = shard.position(of: name) { return predicate(shard.entries[exact]) }
      var found = false
      shard.bySimpleName[ProjectIndex.simpleName(name)]?.forEach { if !found { found = predicate(shard.entries[$0]) } }
      return found
    }
  }

  /// Every type of the index with its roots, shard by shard.
  func forEachType(_ body: (IndexedType, FrameworkRoots) -> Void) {
    for shard in shards {
      for position in shard.entries.indices { body(shard.entries[position], shard.roots[position]) }
    }
  }

  public func isRepresentable(_ name: String) -> Bool { !roots(of: name, among: .representable).isEmpty }

  /// A UIKit view controller (and not an AppKit one).
  public func isUIKitViewController(_ name: String) -> Bool {
    roots(of: name, among: [.uiKitViewController, .appKitViewController]) == .uiKitViewController
  }

  public func isSwiftUIView(_ name: String) -> Bool { !roots(of: name, among: .swiftUIView).isEmpty }

  /// Is `name` a class (or actor) declared in the project?
  public func isProjectClass(_ name: String) -> Bool { has(.declaresClass, name) }

  /// May reading the member `name` (of any type) give another object later? False when a class
  /// of the project stores a property of that name and no type computes one nor assigns one
  /// outside initializers nor writes one through a binding (see `TypeSummary.memberFacts`): such a
  /// member keeps its first object for good. By name, so a same-named member elsewhere can only
  /// make the answer true.
  public func mayReplace(member name: String) -> Bool {
    let hash = MemberNameUses.hash(name)
    let answer = memberFacts.contains(hash | 1) || !memberFacts.contains(hash & ~1)
    log?.record(reassigned: answer, name)
    return answer
  }

  /// Does some call site hand `view`'s argument `label` a value read from what the caller keeps
  /// (`article.url`, `model.items.count`, a parameter; see `TypeSummary.keptSeeds`), not only
  /// literals, constants, constructions or the caller's own `@State`?
  public func passesChangingValue(to view: String, label: String) -> Bool {
    let answer = seeds.kept.contains(ProjectIndex.argumentKey(view, label))
    log?.record(changingValue: answer, view: view, label: label)
    return answer
  }

  /// Does some call site outside previews hand `view` an argument labelled `label`, whatever its
  /// value (see `TypeSummary.passedSeeds`)? Without one, a view's plain stored property keeps its
  /// default.
  public func passesArgument(to view: String, label: String) -> Bool {
    let answer = seeds.passed.contains(ProjectIndex.argumentKey(view, label))
    log?.record(passedArgument: answer, view: view, label: label)
    return answer
  }

  /// `View.label` (the view's simple name), as the seed sets key it.
  private static func argumentKey(_ view: String, _ label: String) -> UInt64 {
    SeedMemo.key(simpleName(view) + "." + label)
  }

  /// One thing rules ask about the types of a name. Each is recorded on its own, so pass 1's
  /// findings stand when the project agrees on the facts a rule read, whatever else other files
  /// add to the type (an `extension String` elsewhere makes `String` known, not a class).
  public enum TypeFact: Hashable, Sendable {
    /// Some type of that name is a class or an actor.
    case declaresClass
    /// Some type of that name is a struct or an enum.
    case declaresValueType
    /// Some class of that name is `@Observable` or a SwiftData `@Model`.
    case isObservableClass
    /// Some protocol of that name is declared.
    case declaresProtocol
    /// Some protocol of that name is limited to classes (`AnyObject`, `ObservableObject`).
    case declaresClassBoundProtocol
    /// The project declares or extends a type of that name.
    case isKnown
    /// A static computed property of that name whose getter builds a new instance
    /// (`static var empty: VM { VM() }`).
    case allocatingStaticMember(String)
    /// A view of that name whose `body` is a `ProgressView` (a project spinner).
    case isProgressIndicator
    /// A class of that name stores an instance `var` of that name that others can set
    /// (`var title: String`), so a value passed to its initializer can be set again later.
    case settableStoredVar(String)
    /// A class of that name stores an instance `let` of that name: it keeps the value its
    /// initializer gave it.
    case storedLet(String)
  }

  public func has(_ fact: TypeFact, _ name: String) -> Bool {
    let answer = unrecordedLookup(name).contains { type in
      switch fact {
      case .isKnown: return true
      case .declaresClass: return type.kind == .class || type.kind == .actor
      case .declaresValueType: return type.kind == .struct || type.kind == .enum
      case .isObservableClass:
        return type.kind == .class && (type.attributes.contains("Observable") || type.attributes.contains("Model"))
      case .declaresProtocol: return type.kind == .protocol
      case .declaresClassBoundProtocol:
        return type.kind == .protocol
          && type.inherited.contains { ["AnyObject", "ObservableObject", "class"].contains($0) }
      case .allocatingStaticMember(let member):
        return type.properties.contains { $0.isTypeMember && $0.constructsInstance && $0.name == member }
      case .isProgressIndicator:
        return wrapsProgressView(type, depth: 0)
      case .settableStoredVar(let member):
        return type.kind == .class && type.properties.contains { $0.isSettable && $0.name == member }
      case .storedLet(let member):
        return type.kind == .class && type.properties.contains { $0.isLet && $0.name == member }
      }
    }
    log?.record(fact: fact, of: name, answer)
    return answer
  }

  /// Is `type`'s body a `ProgressView`, or a project view whose body is one, following at most
  /// four wrappers (a fixed bound, so a cycle of wrappers ends too)?
  private func wrapsProgressView(_ type: IndexedType, depth: Int) -> Bool {
    type.properties.contains { property in
      if property.isProgressView { return true }
      guard depth < 4, let wrapped = property.wrappedView else { return false }
      return has(.isProgressIndicator, wrapped, depth: depth + 1)
    }
  }

  private func has(_ fact: TypeFact, _ name: String, depth: Int) -> Bool {
    let answer = unrecordedLookup(name).contains { wrapsProgressView($0, depth: depth) }
    log?.record(fact: fact, of: name, answer)
    return answer
  }

  public var typeCount: Int {
    log?.recordWholeIndexQuery()
    return shards.reduce(0) { $0 + $1.entries.count }
  }

  /// Last components of the project's types that descend from any of `roots`.
  public func simpleNames(descendingFrom roots: FrameworkRoots) -> [String] {
    log?.recordWholeIndexQuery()
    return shards.flatMap { shard in
      shard.entries.indices.filter { !shard.roots[$0].isDisjoint(with: roots) }.map { shard.simpleNames[$0] }
    }.sorted()
  }

  /// Last components of the coordinator classes representables' `makeCoordinator()` return.
  public var coordinatorSimpleNames: [String] {
    log?.recordWholeIndexQuery()
    return coordinatorNames.map(ProjectIndex.simpleName).sorted()
  }
}

/// Member questions to one index: the first few ask every file in turn (an edit in the language
/// server asks a handful, and building the table would cost more); from then on a
/// `MemberNameTable` of the index's files answers (pass 2 of a run asks thousands). Shared by the
/// threads that read one index: the first to need the table builds it.
final class MemberNameMemo: @unchecked Sendable {  // `lock` guards `asked` and `table`
  private let lock = NSLock()
  private var asked = 0
  private var table: MemberNameTable?
  /// Questions answered by asking every file before the table is built.
  static let scansBeforeTable = 64

  /// Answers from `table` from the first question (it holds the `.` names `uses` no longer do).
  func adopt(_ table: MemberNameTable) { lock.withLock { self.table = table } }

  func firstOther(naming name: String, ofType typeName: String, path: String, in uses: [MemberNameUses])
    -> MemberNameUses?
  {
    guard !uses.isEmpty else { return nil }
    let ready = lock.withLock { () -> MemberNameTable? in
      if let table { return table }
      asked += 1
      guard asked > MemberNameMemo.scansBeforeTable else { return nil }
      let built = MemberNameTable(uses)
      table = built
      return built
    }
    if let ready { return ready.firstOther(naming: name, ofType: typeName, path: path) }
    let hash = MemberNameUses.hash(name)
    return uses.first { $0.path != path && $0.mayName(hash: hash, ofType: typeName) }
  }
}

/// The union of every type's seeds in an index, gathered once, on the first question or when the
/// index is built. Shared by the threads that read one index: the first to ask gathers them.
final class SeedMemo: @unchecked Sendable {  // `lock` guards `built`
  /// The seeds by `key`: kept as strings (`View.label`, most longer than the 15 bytes a string
  /// holds inline) they were the largest set the run keeps, allocated once per distinct seed.
  struct Sets {
    var fresh: Set<UInt64>
    var passed: Set<UInt64>
    var kept: Set<UInt64>
    /// Every type's `memberFacts` (see `ProjectIndex.mayReplace(member:)`).
    var memberFacts: Set<UInt64>
  }
  private let lock = NSLock()
  private var built: Sets?

  init(_ sets: Sets? = nil) { built = sets }

  func sets(_ files: [[TypeSummary]]) -> Sets {
    lock.withLock {
      if let built { return built }
      let sets = SeedMemo.gather(files)
      built = sets
      return sets
    }
  }

  /// A seed's 64-bit FNV-1a hash, every byte (questions ask by the same text, so only a collision
  /// among a project's seeds, about one in 2^64 per pair, could answer differently).
  static func key(_ seed: String) -> UInt64 {
    var value: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in seed.utf8 { value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
    return value
  }

  static func gather(_ files: [[TypeSummary]]) -> Sets {
    var sets = Sets(fresh: [], passed: [], kept: [], memberFacts: [])
    for summaries in files {
      for summary in summaries { sets.add(summary) }
    }
    return sets
  }
}

extension SeedMemo.Sets {
  mutating func add(_ summary: TypeSummary) {
    for seed in summary.freshSeeds { fresh.insert(SeedMemo.key(seed)) }
    for seed in summary.passedSeeds { passed.insert(SeedMemo.key(seed)) }
    for seed in summary.keptSeeds { kept.insert(SeedMemo.key(seed)) }
    memberFacts.formUnion(summary.memberFacts)
  }
}

/// Every file's seeds, gathered as pass 1 summarises it, so that the summaries kept until the
/// project index is built need not carry them: a file's seeds and member facts repeat across its
/// types and the project, and as per-summary arrays they were the largest part of that state.
final class SeedCollector: @unchecked Sendable {  // `lock` guards `sets`
  private let lock = NSLock()
  private var sets = SeedMemo.Sets(fresh: [], passed: [], kept: [], memberFacts: [])

  /// Adds the seeds of `summaries` and empties theirs.
  func absorb(_ summaries: inout [TypeSummary]) {
    guard summaries.contains(where: { $0.hasSeeds }) else { return }
    lock.withLock {
      for summary in summaries { sets.add(summary) }
    }
    for position in summaries.indices where summaries[position].hasSeeds {
      summaries[position].freshSeeds = []
      summaries[position].passedSeeds = []
      summaries[position].keptSeeds = []
      summaries[position].memberFacts = []
    }
  }

  var gathered: SeedMemo.Sets { lock.withLock { sets } }
}

extension TypeSummary {
  fileprivate var hasSeeds: Bool {
    !freshSeeds.isEmpty || !passedSeeds.isEmpty || !keptSeeds.isEmpty || !memberFacts.isEmpty
  }
}

/// The questions rules asked a provisional index and its answers. Pass 1 runs the rules of
/// a file against an index of that file's own types; their findings stand when the project
/// index gives every recorded answer again (rules are pure functions of the file and these
/// answers), otherwise pass 2 runs them again. Each question keeps the first rule that asked it
/// (`currentRule`): the rules run one after another on one model, so a rule's findings rest only
/// on questions first asked by it or by a rule before it, and pass 2 runs again only the rules
/// from the first one whose answers changed (`firstDifferingRule`).
public final class IndexQueryLog: @unchecked Sendable {
  // Used by one thread at a time: pass 1 fills it, pass 2 replays it.
  private struct RootsQuestion: Hashable {
    var name: String
    var mask: UInt16
  }
  /// The position, among the rules the linter runs on the file, of the rule running now.
  public var currentRule: Int32 = 0
  /// The first rule that asked about the whole project (which has no file-local answer).
  private var wholeIndexRule: Int32?
  /// The questions while they are asked, deduplicated (nil once sealed): out of line, so a sealed
  /// log, one per linted file to pass 2, keeps one reference instead of nine dictionaries.
  private var recording: Recording?

  private final class Recording {
    var roots: [RootsQuestion: (answer: FrameworkRoots, rule: Int32)] = [:]
    var coordinators: [String: (answer: Bool, rule: Int32)] = [:]
    var lookups: [String: (answer: [ProjectIndex.IndexedType], rule: Int32)] = [:]
    var files: [String: (answer: String?, rule: Int32)] = [:]
    var facts: [FactQuestion: (answer: Bool, rule: Int32)] = [:]
    var hosted: [HostedRoot: (answer: HostedViewFacts?, rule: Int32)] = [:]
    var injectable: [InjectableQuestion: (answer: InjectableStateFacts?, rule: Int32)] = [:]
    var memberUses: [ProjectIndex.MemberQuestion: (answer: ProjectIndex.MemberUse?, rule: Int32)] = [:]
    var reassigned: [String: (answer: Bool, rule: Int32)] = [:]
    var changingValues: [ArgumentQuestion: (answer: Bool, rule: Int32)] = [:]
    var passedArguments: [ArgumentQuestion: (answer: Bool, rule: Int32)] = [:]
  }

  /// The recording, begun on the first question (or again after `seal`).
  private var live: Recording {
    if let recording { return recording }
    let begun = Recording()
    recording = begun
    return begun
  }

  public init() {}

  func record(roots answer: FrameworkRoots, of name: String, among mask: FrameworkRoots) {
    let question = RootsQuestion(name: name, mask: mask.rawValue)
    let recording = live
    if recording.roots[question] == nil { recording.roots[question] = (answer, currentRule) }
  }

  func record(isCoordinator answer: Bool, _ name: String) {
    let recording = live
    if recording.coordinators[name] == nil { recording.coordinators[name] = (answer, currentRule) }
  }

  func record(lookup answer: [ProjectIndex.IndexedType], _ name: String) {
    let recording = live
    if recording.lookups[name] == nil { recording.lookups[name] = (answer, currentRule) }
  }

  func record(declaringFile answer: String?, _ name: String) {
    let recording = live
    if recording.files[name] == nil { recording.files[name] = (answer, currentRule) }
  }

  private struct FactQuestion: Hashable {
    var fact: ProjectIndex.TypeFact
    var name: String
  }

  func record(fact: ProjectIndex.TypeFact, of name: String, _ answer: Bool) {
    let question = FactQuestion(fact: fact, name: name)
    let recording = live
    if recording.facts[question] == nil { recording.facts[question] = (answer, currentRule) }
  }

  private struct InjectableQuestion: Hashable {
    var name: String
    var path: String?
  }

  func record(hosted answer: HostedViewFacts?, _ root: HostedRoot) {
    let recording = live
    if recording.hosted[root] == nil { recording.hosted[root] = (answer, currentRule) }
  }

  func record(injectable answer: InjectableStateFacts?, _ name: String, from path: String?) {
    let question = InjectableQuestion(name: name, path: path)
    let recording = live
    if recording.injectable[question] == nil { recording.injectable[question] = (answer, currentRule) }
  }

  func record(reassigned answer: Bool, _ name: String) {
    let recording = live
    if recording.reassigned[name] == nil { recording.reassigned[name] = (answer, currentRule) }
  }

  private struct ArgumentQuestion: Hashable {
    var view: String
    var label: String
  }

  func record(changingValue answer: Bool, view: String, label: String) {
    let question = ArgumentQuestion(view: view, label: label)
    let recording = live
    if recording.changingValues[question] == nil { recording.changingValues[question] = (answer, currentRule) }
  }

  func record(passedArgument answer: Bool, view: String, label: String) {
    let question = ArgumentQuestion(view: view, label: label)
    let recording = live
    if recording.passedArguments[question] == nil { recording.passedArguments[question] = (answer, currentRule) }
  }

  func record(memberUse answer: ProjectIndex.MemberUse?, _ question: ProjectIndex.MemberQuestion) {
    let recording = live
    if recording.memberUses[question] == nil { recording.memberUses[question] = (answer, currentRule) }
  }

  /// Questions about the whole project (every type's name) have no file-local answer.
  func recordWholeIndexQuery() {
    if wholeIndexRule == nil { wholeIndexRule = currentRule }
  }

  // The answers once recording is over: a file's log waits for pass 2 with every other file's,
  // and exact arrays take half the memory of the dictionaries that deduplicated the questions.
  private var sealedRoots: [(question: RootsQuestion, answer: FrameworkRoots, rule: Int32)] = []
  private var sealedCoordinators: [(name: String, answer: Bool, rule: Int32)] = []
  private var sealedLookups: [(name: String, answer: [ProjectIndex.IndexedType], rule: Int32)] = []
  private var sealedFiles: [(name: String, answer: String?, rule: Int32)] = []
  private var sealedFacts: [(question: FactQuestion, answer: Bool, rule: Int32)] = []
  private var sealedHosted: [(root: HostedRoot, answer: HostedViewFacts?, rule: Int32)] = []
  private var sealedInjectable: [(question: InjectableQuestion, answer: InjectableStateFacts?, rule: Int32)] = []
  private var sealedMemberUses:
    [(question: ProjectIndex.MemberQuestion, answer: ProjectIndex.MemberUse?, rule: Int32)] = []
  private var sealedReassigned: [(name: String, answer: Bool, rule: Int32)] = []
  private var sealedChangingValues: [(question: ArgumentQuestion, answer: Bool, rule: Int32)] = []
  private var sealedPassedArguments: [(question: ArgumentQuestion, answer: Bool, rule: Int32)] = []

  /// Ends recording (pass 1 is done with the file): moves the answers into compact storage.
  public func seal() {
    guard let recording else { return }
    self.recording = nil
    sealedRoots += recording.roots.map { ($0.key, $0.value.answer, $0.value.rule) }
    sealedCoordinators += recording.coordinators.map { ($0.key, $0.value.answer, $0.value.rule) }
    sealedLookups += recording.lookups.map { ($0.key, $0.value.answer, $0.value.rule) }
    sealedFiles += recording.files.map { ($0.key, $0.value.answer, $0.value.rule) }
    sealedFacts += recording.facts.map { ($0.key, $0.value.answer, $0.value.rule) }
    sealedHosted += recording.hosted.map { ($0.key, $0.value.answer, $0.value.rule) }
    sealedInjectable += recording.injectable.map { ($0.key, $0.value.answer, $0.value.rule) }
    sealedMemberUses += recording.memberUses.map { ($0.key, $0.value.answer, $0.value.rule) }
    sealedReassigned += recording.reassigned.map { ($0.key, $0.value.answer, $0.value.rule) }
    sealedChangingValues += recording.changingValues.map { ($0.key, $0.value.answer, $0.value.rule) }
    sealedPassedArguments += recording.passedArguments.map { ($0.key, $0.value.answer, $0.value.rule) }
  }

  /// Does `index` give every recorded answer again?
  public func answersSame(as index: ProjectIndex) -> Bool { firstDifferingRule(as: index) == nil }

  /// The first rule (its position among the rules run on the file) that asked a question `index`
  /// answers differently, or nil when `index` gives every recorded answer again. The rules before
  /// it read only answers that stand, so their findings stand too. A question asked by a later rule
  /// than one already found is not replayed.
  public func firstDifferingRule(as index: ProjectIndex) -> Int? {
    seal()
    var first = wholeIndexRule.map { Int($0) } ?? Int.max
    func replay<Entry>(_ entries: [Entry], _ rule: (Entry) -> Int32, _ same: (Entry) -> Bool) {
      for entry in entries where Int(rule(entry)) < first && !same(entry) { first = Int(rule(entry)) }
    }
    replay(sealedRoots, { $0.rule }) {
      index.roots(of: $0.question.name, among: FrameworkRoots(rawValue: $0.question.mask)) == $0.answer
    }
    replay(sealedCoordinators, { $0.rule }) { index.isCoordinator($0.name) == $0.answer }
    replay(sealedLookups, { $0.rule }) { entry in
      let answer = index.lookup(entry.name)
      return answer.count == entry.answer.count
        && zip(answer, entry.answer).allSatisfy { $0.isSameAnswer(as: $1) }
    }
    replay(sealedFiles, { $0.rule }) { index.declaringFile(of: $0.name) == $0.answer }
    replay(sealedFacts, { $0.rule }) { index.has($0.question.fact, $0.question.name) == $0.answer }
    replay(sealedHosted, { $0.rule }) { index.hostedView($0.root) == $0.answer }
    replay(sealedInjectable, { $0.rule }) {
      index.injectableState(of: $0.question.name, from: $0.question.path) == $0.answer
    }
    replay(sealedMemberUses, { $0.rule }) {
      index.memberUse($0.question.name, ofType: $0.question.typeName, declaredIn: $0.question.path) == $0.answer
    }
    replay(sealedReassigned, { $0.rule }) { index.mayReplace(member: $0.name) == $0.answer }
    replay(sealedChangingValues, { $0.rule }) {
      index.passesChangingValue(to: $0.question.view, label: $0.question.label) == $0.answer
    }
    replay(sealedPassedArguments, { $0.rule }) {
      index.passesArgument(to: $0.question.view, label: $0.question.label) == $0.answer
    }
    return first == Int.max ? nil : first
  }
}
