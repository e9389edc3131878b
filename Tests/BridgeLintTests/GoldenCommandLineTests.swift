import Foundation
import Rules
import XCTest

/// The goldens `PerRuleTests` compares in process (`Fixtures/<folder>/expected.txt` and
/// `expected.diff`, see the RulesTests' `Goldens`) are byte for byte what the built binary prints.
/// Each folder's Swift files are copied alone (without a configuration of their own, as the fixture
/// tests lint them) next to a `.bridgelint.yml` enabling the opt-in rules the folder is named after or
/// its golden reports, then linted there: plain, and with `--diff --unsafe-fixes`.
final class GoldenCommandLineTests: XCTestCase {
  static let fixtures = DeterminismTests.root.appendingPathComponent("Fixtures")

  var directory: URL!

  override func setUpWithError() throws {
    directory = FileManager.default.temporaryDirectory.appendingPathComponent("bridgelint-golden-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: directory)
  }

  func testTheBinaryPrintsTheGoldens() throws {
    let manager = FileManager.default
    let folders = try manager.contentsOfDirectory(atPath: Self.fixtures.path).filter {
      manager.fileExists(atPath: Self.fixtures.appendingPathComponent("\($0)/expected.txt").path)
    }.sorted()
    XCTAssertGreaterThan(folders.count, 30, "goldens under \(Self.fixtures.path)")
    // Copies and configurations first; then the runs, a few at a time (they mostly wait on process start-up).
    var expected: [(text: String, diff: String)] = []
    for folder in folders {
      let source = Self.fixtures.appendingPathComponent(folder)
      let text = try String(contentsOf: source.appendingPathComponent("expected.txt"), encoding: .utf8)
      let diff = (try? String(contentsOf: source.appendingPathComponent("expected.diff"), encoding: .utf8)) ?? ""
      expected.append((text, diff))
      let copy = directory.appendingPathComponent(folder)
      let files = try XCTUnwrap(manager.enumerator(atPath: source.path)).compactMap { $0 as? String }
      for file in files where file.hasSuffix(".swift") {
        let target = copy.appendingPathComponent(file)
        try manager.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try manager.copyItem(at: source.appendingPathComponent(file), to: target)
      }
      let optIn = RuleRegistry.all.map { $0.description }.filter {
        $0.isOptIn && ($0.identifier == folder || text.contains("[\($0.identifier)]"))
      }.map { $0.identifier }
      if !optIn.isEmpty {
        try Data("opt_in_rules: [\(optIn.joined(separator: ", "))]\n".utf8)
          .write(to: copy.appendingPathComponent(".bridgelint.yml"))
      }
    }
    let runs = [["--quiet"], ["--diff", "--unsafe-fixes", "--quiet"]]
    let results = Outputs(count: folders.count * runs.count)
    let directory: URL = try XCTUnwrap(self.directory)
    DispatchQueue.concurrentPerform(iterations: folders.count * runs.count) { job in
      let copy = directory.appendingPathComponent(folders[job / runs.count])
      results.set(job, try? LintProcess.run(runs[job % runs.count], in: copy))
    }
    for (position, folder) in folders.enumerated() {
      for (kind, arguments) in runs.enumerated() {
        let result = try XCTUnwrap(results.get(position * runs.count + kind), "\(folder): bridgelint \(arguments)")
        XCTAssertFalse(result.timedOut, "\(folder): bridgelint \(arguments)")
        let golden = kind == 0 ? expected[position].text : expected[position].diff
        XCTAssertEqual(result.standardOutput, golden, "\(folder): bridgelint \(arguments.joined(separator: " "))")
      }
    }
  }
}

/// Results written by concurrent jobs, one slot each.
private final class Outputs: @unchecked Sendable {
  private var slots: [LintProcess.Result?]
  private let lock = NSLock()
  init(count: Int) { slots = Array(repeating: nil, count: count) }
  func set(_ index: Int, _ result: LintProcess.Result?) { lock.withLock { slots[index] = result } }
  func get(_ index: Int) -> LintProcess.Result? { lock.withLock { slots[index] } }
}
