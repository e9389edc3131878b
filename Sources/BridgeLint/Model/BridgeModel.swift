/// The bridge model of one file: what its types are on either side of the SwiftUI/UIKit
/// boundary (representables and their methods, coordinators, view controllers, views, hosting
/// controllers, SwiftUI views and their wrapped properties), computed once per file and index
/// and shared by every rule, so no rule re-derives these facts from tokens.
///
/// Everything is lazy: a fact is computed (and the index asked) only when a rule asks for it.
/// That keeps pass 1's recorded index questions (`IndexQueryLog`) as few as the rules need, so a
/// file's findings still stand in pass 2 whenever the answers they rest on are the same.
/// One model serves one file on one thread (rules run one after another).
public final class BridgeModel {
  public let file: ParsedFile
  public let index: ProjectIndex

  public init(file: ParsedFile, index: ProjectIndex) {
    self.file = file
    self.index = index
  }

  // MARK: - Types

  /// Every type declaration and extension of the file, in source order.
  public var types: [TypeID] { (0..<Int32(file.syntax.types.count)).map(TypeID.init) }

  private struct RootsQuestion: Hashable {
    var type: TypeID
    var mask: UInt16
  }
  private var rootsCache: [RootsQuestion: FrameworkRoots] = [:]

  /// The framework roots among `mask` a declaration descends from: through the project index
  /// (other files' declarations and extensions of the same type, project superclasses and
  /// protocols), and through its own inheritance clause (so a file linted on its own still knows
  /// `class Feed: UIViewController`). Each predicate asks only for the roots it decides on, so a
  /// file's pass-1 findings stand whenever the project index agrees on those.
  public func roots(of type: TypeID, among mask: FrameworkRoots = .all) -> FrameworkRoots {
    let question = RootsQuestion(type: type, mask: mask.rawValue)
    if let known = rootsCache[question] { return known }
    let declaration = file[type: type]
    var roots: FrameworkRoots = []
    if hasExclusiveTwin(type) {
      // The index knows the name, which both `#if` branches share: only this branch's clauses count.
      for same in declarations(sameAs: type) {
        for name in file.inheritedNames(of: file[type: same]) { roots.formUnion(index.roots(of: name, among: mask)) }
      }
    } else {
      roots = index.roots(of: file.qualifiedName(of: declaration), among: mask)
      for name in file.inheritedNames(of: declaration) { roots.formUnion(index.roots(of: name, among: mask)) }
      // A class's own superclass says which platform's controller it is: a twin of the same
      // name in another file (`#if canImport(AppKit)`, an `NSViewController`) does not leak in.
      let controllers = mask.intersection([.uiKitViewController, .appKitViewController])
      if declaration.kind == .class, !controllers.isEmpty {
        var own: FrameworkRoots = []
        for name in file.inheritedNames(of: declaration) {
          own.formUnion(index.roots(of: name, among: [.uiKitViewController, .appKitViewController]))
        }
        if !own.isEmpty {
          roots.subtract(controllers)
          roots.formUnion(own.intersection(controllers))
        }
      }
    }
    rootsCache[question] = roots
    return roots
  }

  public func isRepresentable(_ type: TypeID) -> Bool { !roots(of: type, among: .representable).isEmpty }

  public func isSwiftUIView(_ type: TypeID) -> Bool { !roots(of: type, among: .swiftUIView).isEmpty }

  /// A SwiftUI view or a representable: where SwiftUI installs property wrapper storage.
  public func isViewLike(_ type: TypeID) -> Bool { !roots(of: type, among: [.swiftUIView, .representable]).isEmpty }

  /// A UIKit view controller (not an AppKit one: `NSHostingController` is both in name only).
  public func isUIKitViewController(_ type: TypeID) -> Bool {
    roots(of: type, among: [.uiKitViewController, .appKitViewController]) == .uiKitViewController
  }

  public func isAppKitViewController(_ type: TypeID) -> Bool {
    !roots(of: type, among: .appKitViewController).isEmpty
  }

  /// A SpriteKit/SceneKit node tree, whose `addChild` is not view controller containment.
  public func isNodeTree(_ type: TypeID) -> Bool { !roots(of: type, among: .nodeTree).isEmpty }

  /// A UIKit view (cells included) that is not also a view controller.
  public func isUIKitView(_ type: TypeID) -> Bool {
    roots(of: type, among: [.uiKitView, .uiKitViewController]) == .uiKitView
  }

  /// A table or collection view cell (or reusable view).
  public func isCell(_ type: TypeID) -> Bool { !roots(of: type, among: .cell).isEmpty }

  /// A UIKit `UIHostingController` or a project subclass of one. (Hosting first: a plain view
  /// controller declared elsewhere then answers the same from a file's own types and the project.)
  public func isHostingController(_ type: TypeID) -> Bool {
    !roots(of: type, among: .hostingController).isEmpty && !roots(of: type, among: .uiKitViewController).isEmpty
  }

  /// Is the type named `name` (a project type, a typealias, or a framework type) a UIKit hosting
  /// controller? `UIHostingController<Card>` and project subclasses and aliases of it are.
  public func isHostingControllerType(named name: String) -> Bool {
    !index.roots(of: name, among: .hostingController).isEmpty
      && !index.roots(of: name, among: .uiKitViewController).isEmpty
  }

  /// Is `type` a representable's coordinator: a class returned by a representable's
  /// `makeCoordinator()`, or a class named `Coordinator` nested in (an extension of) one?
  public func isCoordinator(_ type: TypeID) -> Bool {
    if let known = coordinatorCache[type] { return known }
    let declaration = file[type: type]
    var answer = false
    if declaration.kind == .class || declaration.kind == .extension {
      if file.tokenIs(declaration.name, "Coordinator"), let outer = enclosingType(of: type), isRepresentable(outer) {
        answer = true
      } else {
        answer = index.isCoordinator(file.qualifiedName(of: declaration))
      }
    }
    coordinatorCache[type] = answer
    return answer
  }

  private var coordinatorCache: [TypeID: Bool] = [:]

  /// Steps of the model's and rules' scans that must stay linear in one file (each type whose
  /// enclosing type is asked, each candidate a fix builder looks at): tests bound it by the
  /// file's size, so a scan per declaration or per finding fails them without timing anything.
  public var scanSteps = 0

  /// The type declaration that directly contains `type`.
  public func enclosingType(of type: TypeID) -> TypeID? {
    scanSteps += 1
    guard let parent = file.enclosingType(of: file[type: type].node) else { return nil }
    return typeID(of: parent)
  }

  /// The types declared directly in `type` (or in its methods), in source order: one table for
  /// the file, so asking it per representable is not a walk over every type of the file.
  public func nestedTypes(of type: TypeID) -> [TypeID] {
    if nestedTypesTable == nil {
      var table: [TypeID: [TypeID]] = [:]
      for nested in types {
        if let outer = enclosingType(of: nested) { table[outer, default: []].append(nested) }
      }
      nestedTypesTable = table
    }
    return nestedTypesTable?[type] ?? []
  }

  private var nestedTypesTable: [TypeID: [TypeID]]?

  /// The type declaration or extension that directly declares `function`.
  public func owner(of function: FunctionID) -> TypeID? {
    file.owningType(of: file[function: function]).flatMap(typeID(of:))
  }

  /// The type declaration or extension that directly declares `variable`.
  public func owner(of variable: VariableID) -> TypeID? {
    let parent = file.syntax.nodes[Int(file[variable: variable].node)].parent
    guard file.isValidNode(parent), file.syntax.nodes[Int(parent)].kind == .type else { return nil }
    return TypeID(file.syntax.nodes[Int(parent)].payload)
  }

  public func typeID(of declaration: TypeDecl) -> TypeID? {
    guard file.isValidNode(declaration.node) else { return nil }
    return TypeID(file.syntax.nodes[Int(declaration.node)].payload)
  }

  /// The function (or initializer, accessor) whose body holds `token`, closures looked through.
  public func function(containing token: TokenID) -> FunctionID? {
    let node = file.innermostNode(containing: token.raw)
    guard let found = file.enclosingNode(of: node, where: { $0.kind == .function || $0.kind == .accessor }) else {
      return nil
    }
    return FunctionID(file.syntax.nodes[Int(found)].payload)
  }

  // MARK: - Imports

  /// The UI frameworks the file imports (`import UIKit`, `import AppKit`, `import Cocoa`,
  /// `import SwiftUI`), `#if` branches included.
  public struct Imports: Sendable {
    public var uiKit = false
    public var appKit = false
    public var swiftUI = false
    /// A test framework (`testModules`): `import XCTest`, `import Testing`, Quick, Nimble, SnapshotTesting.
    public var testing = false
    /// `import WidgetKit`: a widget's views are rendered afresh for each timeline entry.
    public var widgetKit = false
    /// macOS-only code: AppKit without UIKit.
    public var isAppKitOnly: Bool { appKit && !uiKit }
  }

  /// Test frameworks: a test builds, calls and inspects UI on purpose, nothing renders it.
  static let testModules: [StaticString] = ["XCTest", "Testing", "Quick", "Nimble", "SnapshotTesting"]

  public private(set) lazy var imports: Imports = {
    var imports = Imports()
    var token: Int32 = 0
    let count = Int32(file.tokens.count)
    // `import` is a top-level statement: the bodies of top-level declarations (nodes right under
    // the file, in source order) are stepped over instead of read token by token.
    let nodes = file.syntax.nodes
    var skips: [(start: Int32, end: Int32)] = []
    for node in nodes.dropFirst() where node.parent == 0 && node.end > node.start {
      skips.append((node.start, node.end))
    }
    var next = 0
    while token + 1 < count {
      while next < skips.count && skips[next].end <= token { next += 1 }
      if next < skips.count && skips[next].start <= token {
        token = skips[next].end
        continue
      }
      if file.word(token) == .import {
        // `import UIKit`, `import class UIKit.UIView`, `@preconcurrency import UIKit`
        var name = token + 1
        if file.kind(name) == .keyword || file.word(name) == .typeWord { name += 1 }
        if file.tokenIs(name, "UIKit") { imports.uiKit = true }
        if file.tokenIs(name, "AppKit") || file.tokenIs(name, "Cocoa") { imports.appKit = true }
        if file.tokenIs(name, "SwiftUI") { imports.swiftUI = true }
        if file.tokenIs(name, "WidgetKit") { imports.widgetKit = true }
        if BridgeModel.testModules.contains(where: { file.tokenIs(name, $0) }) { imports.testing = true }
      }
      token += 1
    }
    return imports
  }()

  // MARK: - Members

  /// Functions and variables declared directly in `type`'s body (not in nested types, not
  /// locals of its methods).
  public func members(of type: TypeID) -> Members {
    if let known = membersCache[type] { return known }
    // The file's member table (built once per file) holds every type's functions and variables.
    let table = file.members
    let position = Int(type.raw)
    guard position < table.functions.count && position < table.variables.count else { return Members() }
    let members = Members(
      functions: table.functions[position].filter { file.syntax.functions[Int($0)].kind != .accessor }
        .map(FunctionID.init),
      variables: table.variables[position].map(VariableID.init))
    membersCache[type] = members
    return members
  }

  private var membersCache: [TypeID: Members] = [:]

  public struct Members {
    public var functions: [FunctionID] = []
    public var variables: [VariableID] = []
  }

  /// Every declaration and extension of the same type in this file (`struct Map` and
  /// `extension Map: UIViewRepresentable`), `type` first. A declaration in another branch of the
  /// same `#if` is another type (`#if os(iOS)` `struct Web: UIViewRepresentable` `#else` `struct
  /// Web: NSViewRepresentable`): only one of them is ever compiled, so their facts never mix.
  public func declarations(sameAs type: TypeID) -> [TypeID] {
    let name = file.qualifiedName(of: file[type: type])
    let same = file.typesByQualifiedName[name] ?? []
    let others = same.map { TypeID($0) }.filter { $0 != type }
    guard mayHaveTwins(same) else { return [type] + others }
    return [type] + others.filter { !areExclusive(type, $0) }
  }

  /// Does this file declare `type` again in another branch of an `#if` around it?
  public func hasExclusiveTwin(_ type: TypeID) -> Bool {
    let same = file.typesByQualifiedName[file.qualifiedName(of: file[type: type])] ?? []
    guard mayHaveTwins(same) else { return false }
    return same.contains { TypeID($0) != type && areExclusive(type, TypeID($0)) }
  }

  /// Several declarations of one name in a file with `#if`s. Past a few of them they are taken as
  /// one type, as without `#if`s (each pair would be compared).
  func mayHaveTwins(_ same: [Int32]) -> Bool {
    same.count > 1 && same.count <= 8 && !compilationBranches.parent.isEmpty
  }

  /// The file's `#if` branches (one per `#if`, `#elseif` and `#else`), and the innermost one
  /// around each type declaration; one pass over the directives and the declarations.
  private struct CompilationBranches {
    /// Per branch: the `#if` that opens its block, and the branch around that block (-1: none).
    var block: [Int32] = []
    var parent: [Int32] = []
    /// Per type declaration (by `TypeID`): its innermost branch, or -1.
    var ofType: [Int32] = []
  }

  private lazy var compilationBranches: CompilationBranches = {
    var branches = CompilationBranches()
    let typeCount = file.syntax.types.count
    branches.ofType = Array(repeating: -1, count: typeCount)
    let order = (0..<typeCount).sorted { file.syntax.types[$0].name < file.syntax.types[$1].name }
    var next = 0
    var current: Int32 = -1
    var index = 0
    let tokens = file.tokens
    func advance(to limit: Int) {
      while index < min(limit, tokens.count) {
        defer { index += 1 }
        guard tokens[index].kind == .poundKeyword else { continue }
        switch tokens[index].word {
        case .if:
          branches.block.append(Int32(index))
          branches.parent.append(current)
          current = Int32(branches.block.count - 1)
        case .elseif, .else:
          guard current >= 0 else { continue }
          branches.block.append(branches.block[Int(current)])
          branches.parent.append(branches.parent[Int(current)])
          current = Int32(branches.block.count - 1)
        case .endif:
          current = current >= 0 ? branches.parent[Int(current)] : -1
        default: break
        }
      }
    }
    while next < order.count {
      let type = order[next]
      advance(to: max(Int(file.syntax.types[type].name), 0))
      branches.ofType[type] = current
      next += 1
    }
    return branches
  }()

  /// Are `first` and `second` in different branches of one `#if` (never compiled together)?
  public func areExclusive(_ first: TypeID, _ second: TypeID) -> Bool {
    let branches = compilationBranches
    guard Int(first.raw) < branches.ofType.count, Int(second.raw) < branches.ofType.count else { return false }
    var blocks: [Int32: Int32] = [:]
    var branch = branches.ofType[Int(first.raw)]
    while branch >= 0 {
      blocks[branches.block[Int(branch)]] = branch
      branch = branches.parent[Int(branch)]
    }
    branch = branches.ofType[Int(second.raw)]
    while branch >= 0 {
      if let other = blocks[branches.block[Int(branch)]] { return other != branch }
      branch = branches.parent[Int(branch)]
    }
    return false
  }

  /// The members of every declaration and extension of `type` in this file (computed once per type).
  public func allMembers(of type: TypeID) -> Members {
    if let known = allMembersCache[type] { return known }
    var all = Members()
    for declaration in declarations(sameAs: type) {
      let members = members(of: declaration)
      all.functions += members.functions
      all.variables += members.variables
    }
    allMembersCache[type] = all
    return all
  }

  private var allMembersCache: [TypeID: Members] = [:]

  /// Plain methods (not initializers or accessors) of `type` and its same-file extensions named `name`.
  public func methods(named name: StaticString, in type: TypeID) -> [FunctionID] {
    allMembers(of: type).functions.filter {
      let function = file[function: $0]
      return function.kind == .function && file.tokenIs(function.name, name)
    }
  }

  /// The stored or computed property `name` of `type` (any same-file declaration of it; the first
  /// one when several share the name). A table per type, built on the first question.
  public func property(named name: String, in type: TypeID) -> VariableID? {
    if let table = propertyTables[type] { return table[name] }
    var table: [String: VariableID] = [:]
    for variable in allMembers(of: type).variables where file[variable: variable].name >= 0 {
      let text = file.text(file[variable: variable].name)
      if table[text] == nil { table[text] = variable }
    }
    propertyTables[type] = table
    return table[name]
  }

  private var propertyTables: [TypeID: [String: VariableID]] = [:]

  public func functionID(of function: FunctionDecl) -> FunctionID {
    FunctionID(file.syntax.nodes[Int(function.node)].payload)
  }

  public func variableID(of variable: VariableDecl) -> VariableID {
    VariableID(file.syntax.nodes[Int(variable.node)].payload)
  }

  // MARK: - Representables and SwiftUI views (see Representables.swift, SwiftUIViews.swift)

  var representableCache: [TypeID: Representable?] = [:]
  /// Per declaration: asked for every life-cycle method, and finding its group costs a scan of its name's declarations.
  var representableOfType: [TypeID: Representable?] = [:]
  var representableByName: [String: Representable?] = [:]
  var representablesCache: [Representable]?
  var lifecycleMethodsCache: [LifecycleMethod]?
  /// `lifecycleMethodsCache` by representable (its `key`), with every representable of the file.
  var lifecycleMethodsByKey: [TypeID: [LifecycleMethod]]?
  var viewCache: [TypeID: SwiftUIView?] = [:]
  var usesCache: [[TypeID]: [String: PropertyUses]] = [:]

  // MARK: - Hosting sites and thread context (see HostingSites.swift, ThreadContext.swift)

  var hostingSitesCache: [HostingSite]?
  /// Per function: what `addChild(_:)` on `self` is given, and each value's first store in an own property.
  var addedChildrenCache: [FunctionID: Set<String>] = [:]
  var storedLocalsCache: [FunctionID: [String: String]] = [:]
  /// Per function: its single-name locals by the first token of their value, and each name's last
  /// use that is not a member access (see `builtObjectStaysLocal`).
  var localEscapesCache: [FunctionID: (locals: [Int32: (name: String, valueEnd: Int32)], lastEscape: [String: Int32])] =
    [:]
  var backgroundWorkCache: [BackgroundWork]?

  // MARK: - Intent (see Intent.swift)

  var previewBodiesCache: [TokenRange]?
}
