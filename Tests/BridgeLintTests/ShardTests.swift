import BridgeLint
import Foundation
import XCTest

/// `--shard I/N` (issue 28): the union of the N shards' findings is the whole run's, every file is
/// in exactly one shard, always the same one, and the option's misuse is a usage error.
final class ShardTests: XCTestCase {
  var directory: URL!

  override func setUpWithError() throws {
    directory = FileManager.default.temporaryDirectory.appendingPathComponent("bridgelint-shard-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: directory)
  }

  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fixtures")

  func run(_ arguments: [String], in folder: URL? = nil) throws -> LintProcess.Result {
    let result = try LintProcess.run(arguments, in: folder ?? directory)
    XCTAssertFalse(result.timedOut, "bridgelint \(arguments) did not finish")
    return result
  }

  func write(_ text: String, to path: String) throws {
    let url = directory.appendingPathComponent(path)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  /// The JSON reporter's findings, each re-serialized with sorted keys (one string per finding).
  func findings(_ result: LintProcess.Result) throws -> [String] {
    guard let array = try JSONSerialization.jsonObject(with: result.output) as? [Any] else {
      throw CocoaError(.coderReadCorrupt, userInfo: [NSDebugDescriptionErrorKey: result.standardError])
    }
    return try array.map {
      String(decoding: try JSONSerialization.data(withJSONObject: $0, options: [.sortedKeys]), as: UTF8.self)
    }
  }

  struct Agreement {
    var whole: [String]
    /// Per N: the shards' findings concatenated, sorted.
    var unions: [Int: [String]] = [:]
    /// Shards whose exit status is not what their own findings say (1 with an error, else 0).
    var wrongStatuses: [String] = []
  }

  /// Lints `paths` whole and as N shards for N = 1, 2, 7 (no assertion: may run off the main thread).
  func agreement(_ paths: [String], in folder: URL? = nil) throws -> Agreement {
    let options = ["--quiet", "--enable-all-rules", "--reporter", "json", "--jobs", "1"]
    let whole = try LintProcess.run(options + paths, in: folder ?? directory)
    var result = Agreement(whole: try findings(whole).sorted())
    for count in [1, 2, 7] {
      var union: [String] = []
      for index in 1...count {
        let shard = try LintProcess.run(options + ["--shard", "\(index)/\(count)"] + paths, in: folder ?? directory)
        let found = try findings(shard)
        if shard.status != (found.contains { $0.contains("\"severity\":\"error\"") } ? 1 : 0) {
          result.wrongStatuses.append("\(index)/\(count): \(shard.status) \(shard.standardError)")
        }
        union += found
      }
      result.unions[count] = union.sorted()
    }
    return result
  }

  func check(_ agreement: Agreement, _ label: String, file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(agreement.wrongStatuses, [], label, file: file, line: line)
    for count in [1, 2, 7] {
      XCTAssertEqual(agreement.unions[count], agreement.whole, "\(label) in \(count) shards", file: file, line: line)
    }
  }

  /// The union of the shards' findings is the whole run's, for N = 1, 2, 7; returns the whole run's.
  func assertShardsAgree(_ paths: [String], file: StaticString = #filePath, line: UInt = #line) throws -> [String] {
    let result = try agreement(paths)
    check(result, "\(paths)", file: file, line: line)
    return result.whole
  }

  func testTheShardsOfEachFixtureFolderAgreeWithTheWholeRun() throws {
    let folders = try FileManager.default.contentsOfDirectory(atPath: Self.fixtures.path).filter {
      var isDirectory: ObjCBool = false
      return FileManager.default.fileExists(
        atPath: Self.fixtures.appendingPathComponent($0).path, isDirectory: &isDirectory) && isDirectory.boolValue
    }.sorted()
    XCTAssertTrue(folders.contains("Demo"), "\(folders)")
    XCTAssertGreaterThan(folders.count, 30)
    // Folders in parallel (each run is mostly process start-up), checked in order afterwards.
    let outcomes = Locked([String: Result<Agreement, Error>]())
    let group = DispatchGroup()
    let slots = DispatchSemaphore(value: 4)
    for folder in folders {
      slots.wait()
      DispatchQueue.global().async(group: group) {
        let outcome = Result { try self.agreement([Self.fixtures.appendingPathComponent(folder).path]) }
        outcomes.update { $0[folder] = outcome }
        slots.signal()
      }
    }
    group.wait()
    var total = 0
    for folder in folders {
      let agreement = try XCTUnwrap(outcomes.value[folder]).get()
      check(agreement, folder)
      total += agreement.whole.count
    }
    // The fixtures hold findings to split (not a vacuous agreement of empty reports).
    XCTAssertGreaterThan(total, 100)
  }

  /// A project whose findings depend on other files: the conformance that makes a type a
  /// representable, the observable object a view's state holds, the view whose `@StateObject` a
  /// screen seeds; and a suppression that suppresses nothing.
  func writeProject(groups: Int = 5) throws {
    // Callers' seeds are cross-file findings (the screen's argument, the counter's declaration).
    try write("duplicate_state_copy:\n  report_caller_seeds: true\n", to: ".bridgelint.yml")
    // A binary file (a NUL byte) is skipped by a whole run: its declarations count in no shard either.
    try write(
      "import MapKit\n\nstruct Binary {\n  func updateUIView(_ view: MKMapView, context: Context) {\n"
        + "    view.delegate = context.coordinator\n  }\n}\n", to: "Sources/Maps/Binary.swift")
    try write("\u{0}\nextension Binary: UIViewRepresentable {}\n", to: "Sources/Maps/Binary+View.swift")
    for k in 0..<groups {
      try write(
        """
        import MapKit
        import SwiftUI

        struct Map\(k) {
          func makeUIView(context: Context) -> MKMapView { MKMapView() }
          func updateUIView(_ view: MKMapView, context: Context) {
            view.delegate = context.coordinator
          }
          func makeCoordinator() -> Map\(k)Coordinator { Map\(k)Coordinator(self) }
        }

        """, to: "Sources/Maps/Map\(k).swift")
      try write("import SwiftUI\n\nextension Map\(k): UIViewRepresentable {}\n", to: "Sources/Maps/Map\(k)+View.swift")
      try write(
        """
        import MapKit

        final class Map\(k)Coordinator: NSObject, MKMapViewDelegate {
          let parent: Map\(k)
          init(_ parent: Map\(k)) { self.parent = parent }
        }

        """, to: "Sources/Maps/Map\(k)Coordinator.swift")
      try write(
        "import Combine\n\nfinal class Store\(k): ObservableObject {\n  @Published var count = 0\n}\n",
        to: "Sources/Models/Store\(k).swift")
      try write(
        """
        import SwiftUI

        struct Counter\(k): View {
          @StateObject var store: Store\(k)
          @State private var local = Store\(k)()
          var body: some View { Text("\\(store.count) \\(local.count)") }
        }

        """, to: "Sources/Counters/Counter\(k).swift")
      try write(
        """
        import SwiftUI

        struct Screen\(k): View {
          let shared: Store\(k)
          var body: some View {
            VStack {
              Counter\(k)(store: shared)
              // bridgelint:disable:next force_refresh_identity
              List("x")
            }
          }
        }

        """, to: "Sources/Counters/Screen\(k).swift")
    }
  }

  func testTheShardsOfAProjectWithCrossFileFindingsAgreeWithTheWholeRun() throws {
    try writeProject()
    let whole = try assertShardsAgree(["."])
    // Findings that exist only because of another file's declarations, and the suppression one.
    for rule in [
      "delegate_in_update", "state_wraps_observable_object", "state_object_injected_at_call_site",
      "superfluous_disable",
    ] {
      XCTAssertEqual(whole.filter { $0.contains("\"rule\":\"\(rule)\"") }.count, 5, rule)
    }
    // Named files and a file list split the same way: among the files given.
    let named = ["Sources/Maps/Map0.swift", "Sources/Counters/Counter1.swift", "Sources/Counters/Screen2.swift"]
    XCTAssertEqual(try assertShardsAgree(named).count, 5)
    try write(named.joined(separator: "\n") + "\n", to: "changed.txt")
    XCTAssertEqual(try assertShardsAgree(["--filelist", "changed.txt"]).count, 5)
  }

  /// A file's shard is ⌊h × N / 2⁶⁴⌋ + 1, h the FNV-1a 64 of its path relative to the project root.
  func testAFilesShardIsTheDocumentedHashOfItsProjectRelativePath() {
    // FNV-1a 64 of "Sources/App/MapView.swift" is 0x067c40c584c84934; of "a.swift" 0x9beae0cc22c368e1.
    XCTAssertEqual(Shard.number(ofRelativePath: "Sources/App/MapView.swift", count: 7), 1)
    XCTAssertEqual(Shard.number(ofRelativePath: "Sources/App/MapView.swift", count: 2), 1)
    XCTAssertEqual(Shard.number(ofRelativePath: "a.swift", count: 7), 5)
    XCTAssertEqual(Shard.number(ofRelativePath: "a.swift", count: 2), 2)
    XCTAssertEqual(Shard.number(ofRelativePath: "a.swift", count: 1), 1)
    XCTAssertEqual(Shard(parsing: "2/7"), Shard(index: 2, count: 7))
    for bad in ["0/3", "4/3", "3", "1/0", "a/b", "/2", "1/", "+1/2", "1/2/3", " 1/2", "-1/2"] {
      XCTAssertNil(Shard(parsing: bad), bad)
    }
  }

  /// The same files in the same shard across runs, `--jobs` and working directories.
  func testAssignmentIsDeterministic() throws {
    try writeProject()
    let options = ["--quiet", "--enable-all-rules", "--reporter", "json"]
    func files(_ result: LintProcess.Result) throws -> Set<String> {
      let array = try XCTUnwrap(JSONSerialization.jsonObject(with: result.output) as? [[String: Any]])
      return Set(array.compactMap { $0["file"] as? String ?? $0["path"] as? String })
    }
    let all = try files(run(options + ["."]))
    XCTAssertEqual(all.count, 15, "\(all)")  // Map, Counter and Screen files hold findings
    var seen = Set<String>()
    for index in 1...7 {
      let first = try files(run(options + ["--shard", "\(index)/7", "--jobs", "1", "."]))
      XCTAssertEqual(try files(run(options + ["--shard", "\(index)/7", "--jobs", "2", "."])), first)
      XCTAssertEqual(try files(run(options + ["--shard", "\(index)/7", "."])), first)
      // From a subfolder the paths print differently but the files (project-relative) are the same.
      let fromSources = try files(
        run(options + ["--shard", "\(index)/7", "."], in: directory.appendingPathComponent("Sources")))
      XCTAssertEqual(Set(fromSources.map { "Sources/" + $0 }), first)
      // Each file is in the shard its project-relative path hashes to.
      XCTAssertEqual(first, all.filter { Shard.number(ofRelativePath: $0, count: 7) == index })
      XCTAssertTrue(seen.isDisjoint(with: first))
      seen.formUnion(first)
    }
    XCTAssertEqual(seen, all)
    // The paths spread (FNV-1a's low bits alone would not: mod 2 is the parity of the odd bytes).
    XCTAssertEqual(Set(all.map { Shard.number(ofRelativePath: $0, count: 2) }), [1, 2])
    XCTAssertGreaterThanOrEqual(Set(all.map { Shard.number(ofRelativePath: $0, count: 7) }).count, 5)
  }

  func testUsageErrorsExit64WithTheirMessage() throws {
    try write("struct A {}\n", to: "A.swift")
    let needs = "--shard needs I/N with whole numbers 1 <= I <= N (e.g. --shard 2/4), got "
    let cases: [([String], String)] = [
      (["A.swift", "--shard", "0/3"], needs + "'0/3'"),
      (["A.swift", "--shard", "4/3"], needs + "'4/3'"),
      (["A.swift", "--shard=1/0"], needs + "'1/0'"),
      (["A.swift", "--shard", "two/3"], needs + "'two/3'"),
      (["A.swift", "--shard", "3"], needs + "'3'"),
      (["A.swift", "--shard"], "missing value for '--shard'"),
      (["A.swift", "--shard", "1/2", "--shard", "2/2"], "--shard given twice; name one shard I/N"),
      (
        ["--shard", "1/2", "--stdin-path", "A.swift"],
        "--shard cannot be combined with --stdin-path (standard input is one file)"
      ),
      (
        ["A.swift", "--shard", "1/2", "--write-baseline", "baseline.json"],
        "--shard cannot be combined with --write-baseline (a baseline records the whole project: write it "
          + "without --shard)"
      ),
    ]
    for (arguments, message) in cases {
      let result = try run(arguments)
      XCTAssertEqual(result.status, 64, "\(arguments)")
      XCTAssertEqual(result.errorLines.first.map(String.init), "Error: " + message, "\(arguments)")
      XCTAssertEqual(result.standardOutput, "")
    }
    XCTAssertFalse(FileManager.default.fileExists(atPath: directory.appendingPathComponent("baseline.json").path))
  }

  /// An empty shard passes with a note; a run with no file at all still fails, sharded or not.
  func testAnEmptyShardIsNotAFailure() throws {
    try write(CommandLineTests.errorSource, to: "a.swift")  // shard 5 of 7, 2 of 2
    let empty = try run(["--shard", "1/7", "a.swift"])
    XCTAssertEqual(empty.status, 0, empty.standardError)
    XCTAssertEqual(
      empty.errorLines.first.map(String.init),
      "note: shard 1/7 has no lintable files among the 1 of this run; the other shards lint them")
    XCTAssertEqual(empty.standardOutput, "")
    XCTAssertEqual(try run(["--shard", "5/7", "a.swift"]).status, 1)
    try FileManager.default.createDirectory(
      at: directory.appendingPathComponent("Empty"), withIntermediateDirectories: true)
    let nothing = try run(["--shard", "1/2", "Empty"])
    XCTAssertEqual(nothing.status, 1)
    XCTAssertTrue(nothing.standardError.contains("error: no lintable files"), nothing.standardError)
  }

  /// A whole-project baseline applies per shard: hidden counts add up, and a stale entry (its file
  /// deleted) is counted by one shard only.
  func testABaselinePerShard() throws {
    try writeProject(groups: 3)
    XCTAssertEqual(try run(["--quiet", "--write-baseline", "baseline.json", "."]).status, 0)
    // Three delegate_in_update, three superfluous_disable and three duplicate_state_copy findings
    // (`Counter(store: shared)` hands a kept object to a `@StateObject`). Deleting a file with
    // findings leaves its entry stale.
    try FileManager.default.removeItem(at: directory.appendingPathComponent("Sources/Maps/Map0.swift"))
    let whole = try run(["--baseline", "baseline.json", "."])
    XCTAssertTrue(
      whole.standardError.contains("the baseline hid 8 findings and has 1 stale entry (re-run --write-baseline)\n"),
      whole.standardError)
    var hidden = 0
    var stale = 0
    for index in 1...2 {
      let shard = try run(["--baseline", "baseline.json", "--shard", "\(index)/2", "."])
      XCTAssertEqual(shard.status, 0, shard.standardError)
      XCTAssertEqual(shard.standardOutput, "")
      let summary = try XCTUnwrap(shard.errorLines.first { $0.hasPrefix("Linted ") })
      let tail = try XCTUnwrap(summary.components(separatedBy: "the baseline hid ").last)
      hidden += try XCTUnwrap(Int(tail.prefix { $0.isNumber }), String(summary))
      if summary.hasSuffix(" and has 1 stale entry (re-run --write-baseline)") { stale += 1 }
    }
    XCTAssertEqual(hidden, 8)
    XCTAssertEqual(stale, 1)
  }

  /// `--diff` and `--fix` per shard: each shard's patch covers its own files, the patches together
  /// are the whole run's, and fixing shard by shard leaves what fixing the whole run leaves.
  func testFixesPerShard() throws {
    let demo = Self.fixtures.appendingPathComponent("Demo")
    for name in try FileManager.default.contentsOfDirectory(atPath: demo.path) {
      try FileManager.default.copyItem(
        at: demo.appendingPathComponent(name), to: directory.appendingPathComponent(name))
    }
    /// The patch split per file (`--- a/` headers), as a set of per-file sections.
    func sections(_ arguments: [String]) throws -> [String] {
      let result = try run(["--quiet", "--diff", "--unsafe-fixes"] + arguments + ["."])
      XCTAssertEqual(result.status, result.standardOutput.isEmpty ? 0 : 1, result.standardError)
      return result.standardOutput.components(separatedBy: "--- a/").filter { !$0.isEmpty }
    }
    let whole = try sections([])
    XCTAssertEqual(whole.count, 3)
    var union: [String] = []
    for index in 1...4 { union += try sections(["--shard", "\(index)/4"]) }
    XCTAssertEqual(union.sorted(), whole.sorted())
    for index in 1...4 { try run(["--quiet", "--fix", "--unsafe-fixes", "--shard", "\(index)/4", "."]) }
    XCTAssertEqual(try sections([]), [])
  }

  /// Each shard's SARIF lists the same rules, so the logs merge by concatenating their results
  /// (the step docs/ci/github-actions-shards.yml runs), and the merge has the whole run's results.
  func testSARIFShardsMergeIntoTheWholeRun() throws {
    try writeProject(groups: 3)
    func sarif(_ arguments: [String]) throws -> [String: Any] {
      let result = try run(["--quiet", "--enable-all-rules", "--reporter", "sarif"] + arguments + ["."])
      return try XCTUnwrap(JSONSerialization.jsonObject(with: result.output) as? [String: Any])
    }
    func run0(_ log: [String: Any]) throws -> [String: Any] {
      try XCTUnwrap((log["runs"] as? [[String: Any]])?.first)
    }
    func rendered(_ value: Any) throws -> String {
      String(decoding: try JSONSerialization.data(withJSONObject: value, options: [.sortedKeys]), as: UTF8.self)
    }
    let whole = try run0(sarif([]))
    let wholeResults = try XCTUnwrap(whole["results"] as? [Any]).map(rendered)
    XCTAssertGreaterThan(wholeResults.count, 10)
    var merged: [String] = []
    for index in 1...3 {
      let shard = try run0(sarif(["--shard", "\(index)/3"]))
      XCTAssertEqual(try rendered(XCTUnwrap(shard["tool"])), try rendered(XCTUnwrap(whole["tool"])))
      merged += try XCTUnwrap(shard["results"] as? [Any]).map(rendered)
    }
    XCTAssertEqual(merged.sorted(), wholeResults.sorted())
  }
}

/// A value shared by test threads.
private final class Locked<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: Value
  init(_ value: Value) { stored = value }
  var value: Value {
    lock.lock()
    defer { lock.unlock() }
    return stored
  }
  func update(_ change: (inout Value) -> Void) {
    lock.lock()
    defer { lock.unlock() }
    change(&stored)
  }
}
