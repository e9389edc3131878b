import Foundation
import Rules
import XCTest

@testable import BridgeLint

/// The language server's index, updated one file at a time, against an index built from scratch
/// after every step of random edits to a generated workspace.
final class IncrementalIndexTests: XCTestCase {
  /// One declaration of a generated file. Names come from small pools, so files declare, extend,
  /// inherit from and build each other's types, and a name may be declared twice.
  private enum Declaration {
    case view(Int, builds: [String], reads: Int?, provides: Int?)
    case representable(Int, controller: Int)
    case controller(Int, base: String, hosts: [Int])
    case base(Int, inherits: String)
    case model(Int)
    case extensionOf(String, member: Int)
    case plain(Int)

    var text: String {
      switch self {
      case .view(let number, let builds, let reads, let provides):
        let state = number % 2 == 0 ? "  @State private var count = 0\n" : ""
        let read = reads.map { "  @EnvironmentObject var model: Model\($0)\n" } ?? ""
        let provide = provides.map { "      .environmentObject(Model\($0)())\n" } ?? ""
        let children = builds.map { "      \($0)()\n" }.joined()
        return """
          struct View\(number): View {
          \(state)\(read)  var body: some View {
              VStack {
          \(children)    }
          \(provide)  }
          }

          """
      case .representable(let number, let controller):
        return """
          struct Wrapper\(number): UIViewControllerRepresentable {
            func makeUIViewController(context: Context) -> Controller\(controller) { Controller\(controller)() }
            func updateUIViewController(_ controller: Controller\(controller), context: Context) {}
            func makeCoordinator() -> Coordinator { Coordinator() }
            final class Coordinator: NSObject {}
          }

          """
      case .controller(let number, let base, let hosts):
        let sites = hosts.enumerated().map { position, view in
          "  private let host\(position) = UIHostingController(rootView: View\(view)())\n"
        }.joined()
        return """
          final class Controller\(number): \(base) {
          \(sites)  override func viewDidLoad() {
              super.viewDidLoad()
            }
          }

          """
      case .base(let number, let inherits):
        return "class Base\(number): \(inherits) {\n  var title = \"\"\n}\n\n"
      case .model(let number):
        return "final class Model\(number): ObservableObject {\n  @Published var value = \(number)\n}\n\n"
      case .extensionOf(let type, let member):
        return "extension \(type) {\n  var extra\(member): Int { \(member) }\n}\n\n"
      case .plain(let number):
        return "enum Option\(number): String {\n  case first, second\n}\n\n"
      }
    }
  }

  private struct Workspace {
    var random: SplitMix
    let pool: Int
    var files: [String: [Declaration]] = [:]
    /// What the disk holds: closing an open file goes back to it.
    var disk: [String: [Declaration]] = [:]

    init(seed: UInt64, pool: Int) {
      random = SplitMix(seed: seed)
      self.pool = pool
    }

    mutating func number() -> Int { random.next(pool) }

    mutating func viewReference() -> String {
      random.next(3) == 0 ? "Wrapper\(number())" : "View\(number())"
    }

    mutating func declaration() -> Declaration {
      switch random.next(8) {
      case 0, 1:
        return .view(
          number(), builds: (0..<random.next(3)).map { _ in viewReference() },
          reads: random.next(3) == 0 ? number() : nil, provides: random.next(4) == 0 ? number() : nil)
      case 2: return .representable(number(), controller: number())
      case 3:
        return .controller(
          number(), base: random.next(2) == 0 ? "UIViewController" : "Base\(number())",
          hosts: (0..<random.next(3)).map { _ in number() })
      // Bases inherit from bases, so chains (and, now and then, cycles) form across files.
      case 4: return .base(number(), inherits: random.next(3) == 0 ? "UIViewController" : "Base\(number())")
      case 5: return .model(number())
      case 6:
        let types = ["View", "Wrapper", "Controller", "Base", "Model"]
        return .extensionOf(types[random.next(types.count)] + "\(number())", member: number())
      default: return .plain(number())
      }
    }

    static func text(_ declarations: [Declaration]) -> String {
      "import SwiftUI\nimport UIKit\n\n" + declarations.map(\.text).joined()
    }
  }

  private func summaries(_ declarations: [Declaration], _ path: String) -> ([TypeSummary], MemberNameUses) {
    ServerProject.declarations(of: Array(Workspace.text(declarations).utf8), path: path, viewGraph: true)
  }

  /// Applies `steps` random edits and compares after each. `fromDisk`: the files are written to a
  /// temporary folder and the project is read from there, merged file by file as the server does at
  /// startup (`ServerProject.init(root:reading:…)`), and compared with one built from the summaries.
  private func check(
    seed: UInt64, files: Int, declarationsPerFile: Int, pool: Int, steps: Int, everyKind: Bool = true,
    fromDisk: Bool = false
  ) {
    var root = "/project"
    if fromDisk {
      let url = FileManager.default.temporaryDirectory.appendingPathComponent(
        "bridgelint-incremental-\(UUID().uuidString)")
      root = PathNormalizer.normalize(url.path)
    }
    defer { if fromDisk { try? FileManager.default.removeItem(atPath: root) } }
    var workspace = Workspace(seed: seed, pool: pool)
    for number in 0..<files {
      workspace.files["\(root)/Sources/File\(number).swift"] = (0..<declarationsPerFile).map { _ in
        workspace.declaration()
      }
    }
    workspace.disk = workspace.files
    var summaries: [String: [TypeSummary]] = [:]
    var uses: [String: MemberNameUses] = [:]
    for (path, declarations) in workspace.files {
      (summaries[path], uses[path]) = self.summaries(declarations, path)
    }
    let project: ServerProject
    if fromDisk {
      XCTAssertNoThrow(
        try FileManager.default.createDirectory(atPath: root + "/Sources", withIntermediateDirectories: true))
      for (path, declarations) in workspace.files {
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data(Workspace.text(declarations).utf8)))
      }
      // A file that cannot be read is indexed with no declarations, and reported.
      let missing = root + "/Sources/Missing.swift"
      var unreadable: [String] = []
      project = ServerProject(
        root: root, reading: Bytewise.sorted(Array(workspace.files.keys) + [missing]), jobs: 2, buildsViewGraph: true,
        unreadable: { unreadable.append($0.path) })
      XCTAssertEqual(unreadable, [missing])
      XCTAssertTrue(project.contains(missing))
      summaries[missing] = []
      let scratch = ServerProject(root: root, summaries: summaries, uses: uses, jobs: 2, buildsViewGraph: true)
      if let difference = project.index.difference(from: scratch.index) {
        return XCTFail("read from disk, the index differs from one built from the summaries: \(difference)")
      }
      XCTAssertEqual(project.fileCount, files + 1)
      project.replace(missing, with: nil)
      summaries[missing] = nil
    } else {
      project = ServerProject(root: root, summaries: summaries, uses: uses, jobs: 2, buildsViewGraph: true)
    }
    let rules = RuleRegistry.all.map { ActiveRule($0) }
    var counts: [String: Int] = [:]
    for step in 0..<steps {
      var paths = workspace.files.keys.sorted()
      let path = paths[workspace.random.next(paths.count)]
      var declarations = workspace.files[path] ?? []
      let kind: String
      switch workspace.random.next(11) {
      case 0:
        kind = "add type"
        declarations.insert(workspace.declaration(), at: workspace.random.next(declarations.count + 1))
      case 1 where !declarations.isEmpty:
        kind = "remove type"
        declarations.remove(at: workspace.random.next(declarations.count))
      case 2 where !declarations.isEmpty:
        kind = "rename type"
        let position = workspace.random.next(declarations.count)
        declarations[position] = IncrementalIndexTests.renamed(declarations[position], to: workspace.number())
      case 3:
        kind = "add representable"
        declarations.append(.representable(workspace.number(), controller: workspace.number()))
      case 4:
        kind = "add hosting site"
        declarations.insert(
          .controller(workspace.number(), base: "UIViewController", hosts: [workspace.number()]), at: 0)
      case 5:
        kind = "add view reference"
        if let position = declarations.firstIndex(where: { if case .view = $0 { return true } else { return false } }),
          case .view(let number, let builds, let reads, let provides) = declarations[position]
        {
          declarations[position] = .view(
            number, builds: builds + [workspace.viewReference()], reads: reads, provides: provides)
        } else {
          declarations.append(.view(workspace.number(), builds: [workspace.viewReference()], reads: nil, provides: nil))
        }
      case 6:
        kind = "close (back to the disk)"
        declarations = workspace.disk[path] ?? []
      case 7 where paths.count > 1:
        kind = "delete file"
        workspace.files[path] = nil
        workspace.disk[path] = nil
        XCTAssertTrue(project.replace(path, with: nil) || (summaries[path] ?? []).isEmpty)
        summaries[path] = nil
        uses[path] = nil
      case 8:
        kind = "create file"
        let created = "\(root)/Sources/Created\(step).swift"
        let made = (0..<workspace.random.next(declarationsPerFile + 1)).map { _ in workspace.declaration() }
        workspace.files[created] = made
        workspace.disk[created] = made
        declarations = made
        paths.append(created)
        (summaries[created], uses[created]) = self.summaries(made, created)
        project.replace(created, with: summaries[created], uses: uses[created])
      default:
        kind = "edit a type's body"
        declarations.append(.extensionOf("View\(workspace.number())", member: step))
      }
      counts[kind, default: 0] += 1
      if kind != "delete file" && kind != "create file" {
        workspace.files[path] = declarations
        let (new, newUses) = self.summaries(declarations, path)
        summaries[path] = new
        uses[path] = newUses
        project.replace(path, with: new, uses: newUses)
      }
      let scratch = ServerProject(root: root, summaries: summaries, uses: uses, jobs: 2, buildsViewGraph: true)
      if let difference = project.index.difference(from: scratch.index) {
        XCTFail("step \(step) (\(kind) in \(path)): the updated index differs from a new one: \(difference)")
        return
      }
      // What the server publishes for an open file: the same findings against either index.
      if step % 5 == 0, let open = workspace.files[path] {
        let file = ParsedFile(source: SourceFile(path: path, bytes: Array(Workspace.text(open).utf8)))
        XCTAssertEqual(
          Linter.run(rules, on: file, index: project.index), Linter.run(rules, on: file, index: scratch.index),
          "step \(step) (\(kind))")
      }
    }
    // Every kind of edit was made (the sequence is long enough to reach each).
    if everyKind { XCTAssertEqual(counts.count, 10, "\(counts)") }
  }

  private static func renamed(_ declaration: Declaration, to number: Int) -> Declaration {
    switch declaration {
    case .view(_, let builds, let reads, let provides):
      return .view(number, builds: builds, reads: reads, provides: provides)
    case .representable(_, let controller): return .representable(number, controller: controller)
    case .controller(_, let base, let hosts): return .controller(number, base: base, hosts: hosts)
    case .base(_, let inherits): return .base(number, inherits: inherits)
    case .model: return .model(number)
    case .extensionOf(_, let member): return .extensionOf("Model\(number)", member: member)
    case .plain: return .plain(number)
    }
  }

  func testRandomEditsToASmallProjectMatchAFreshIndexAfterEveryStep() {
    for seed in 1...3 as ClosedRange<UInt64> {
      check(seed: seed, files: 12, declarationsPerFile: 4, pool: 10, steps: 120)
    }
  }

  /// Over 4,096 summaries the index is built in 16 shards; removing files crosses back to one.
  func testRandomEditsToAShardedProjectMatchAFreshIndexAfterEveryStep() {
    check(seed: 42, files: 760, declarationsPerFile: 5, pool: 400, steps: 25, everyKind: false)
  }

  /// Read from disk and merged file by file (the server's startup), then edited: one shard, then sixteen.
  func testAProjectReadFromDiskMatchesAFreshIndexBeforeAndAfterEdits() {
    check(seed: 7, files: 12, declarationsPerFile: 4, pool: 10, steps: 60, everyKind: false, fromDisk: true)
    check(seed: 43, files: 760, declarationsPerFile: 5, pool: 400, steps: 15, everyKind: false, fromDisk: true)
  }

  /// A file of many types changes more entries of a shard than are moved one at a time: those are
  /// merged into new arrays instead (adding, closing or deleting such a file).
  func testRandomEditsToFilesOfManyTypesMatchAFreshIndexAfterEveryStep() {
    check(seed: 5, files: 6, declarationsPerFile: 30, pool: 40, steps: 40, everyKind: false)
  }

  /// With no other reference to the previous index, an edit changes the shard's entries in place
  /// (no copy of the shard per edit); an index a caller keeps does not change under it.
  func testAnEditChangesTheIndexInPlaceUnlessItIsKept() {
    let path = "/project/A.swift"
    let declarations: [Declaration] = [.model(1), .plain(2), .view(3, builds: [], reads: nil, provides: nil)]
    let (first, firstUses) = summaries(declarations, path)
    let project = ServerProject(
      root: "/project", summaries: [path: first], uses: [path: firstUses], jobs: 1, buildsViewGraph: true)
    func entries() -> Int? {
      project.index.shards[0].entries.withUnsafeBufferPointer { $0.baseAddress.map { Int(bitPattern: $0) } }
    }
    let address = entries()
    XCTAssertTrue(
      project.replace(path, with: summaries(declarations + [.extensionOf("Model1", member: 4)], path).0))
    XCTAssertEqual(entries(), address, "the entries of the shard are changed in place")
    XCTAssertEqual(project.index.lookup("Model1").first?.properties.map(\.name), ["value", "extra4"])
    let kept = project.index
    XCTAssertTrue(
      project.replace(path, with: summaries(declarations + [.extensionOf("Model1", member: 5)], path).0))
    XCTAssertEqual(kept.lookup("Model1").first?.properties.map(\.name), ["value", "extra4"])
    XCTAssertEqual(project.index.lookup("Model1").first?.properties.map(\.name), ["value", "extra5"])
  }

  /// The server patches the index's member names at the edited file's place instead of looking
  /// every path up again: the same array as mapping the paths, for a replaced, new or removed file.
  func testPatchingMemberNamesMatchesMappingEveryPath() {
    let paths = ["/p/A.swift", "/p/B.swift", "/p/a.swift", "/p/c/D.swift"]
    var uses: [String: MemberNameUses] = [:]
    for (number, path) in paths.enumerated() { uses[path] = MemberNameUses(path: path, memberNames: [UInt64(number)]) }
    let before = paths.compactMap { uses[$0] }
    for (path, new) in [
      ("/p/B.swift", MemberNameUses(path: "/p/B.swift", memberNames: [9])),
      ("/p/Ab.swift", MemberNameUses(path: "/p/Ab.swift", memberNames: [7])),
      ("/p/z.swift", MemberNameUses(path: "/p/z.swift", memberNames: [8])),
      ("/p/a.swift", nil),
    ] {
      var after = uses
      after[path] = new
      let expected = Bytewise.sorted(Array(after.keys)).compactMap { after[$0] }
      XCTAssertEqual(ServerProject.patching(before, path: path, with: new, count: after.count), expected, path)
    }
    // A count that the patched array does not reach means the caller maps every path.
    XCTAssertNil(ServerProject.patching(before, path: "/p/B.swift", with: nil, count: 4))
    XCTAssertEqual(ServerProject.patching(before, path: "/p/none.swift", with: nil, count: 4), before)
  }

  func testAnEditThatLeavesTheViewsAloneKeepsTheViewGraphTable() {
    let path = "/project/A.swift"
    let view: Declaration = .view(1, builds: ["View2"], reads: nil, provides: nil)
    let (first, firstUses) = summaries([view, .view(2, builds: [], reads: 1, provides: nil)], path)
    let project = ServerProject(
      root: "/project", summaries: [path: first], uses: [path: firstUses], jobs: 1, buildsViewGraph: true)
    let table = project.index.viewGraph
    project.replace(path, with: summaries([view, .view(2, builds: [], reads: 1, provides: nil), .plain(3)], path).0)
    XCTAssertTrue(project.index.viewGraph === table, "adding an enum no view builds keeps the table")
    project.replace(
      path,
      with: summaries(
        [
          view, .view(2, builds: [], reads: 1, provides: nil), .plain(3),
          .view(4, builds: [], reads: nil, provides: nil),
        ], path
      ).0)
    XCTAssertFalse(project.index.viewGraph === table, "a new view is a new node")
  }
}

/// A small deterministic generator (SplitMix64), the same sequence on every platform.
private struct SplitMix {
  var state: UInt64
  init(seed: UInt64) { state = seed }

  mutating func next(_ bound: Int) -> Int {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    value ^= value >> 31
    return bound > 0 ? Int(value % UInt64(bound)) : 0
  }
}
