import Foundation
import XCTest

/// The README's promise: output is byte-identical from run to run whatever `--jobs` is, sorted by path
/// (bytewise), line, column and rule. Checked on `Fixtures/` and on a generated tree of many files whose
/// findings depend on types declared in other files (so the project index is shared across threads).
final class DeterminismTests: XCTestCase {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// Runs each job count (and the last one again) with each reporter; all outputs per reporter must be equal.
  func assertDeterministic(
    _ arguments: [String], in directory: URL, reporters: [String], minimumFindings: Int,
    file: StaticString = #filePath, line: UInt = #line
  ) throws {
    for reporter in reporters {
      var first: LintProcess.Result?
      for jobs in ["1", "2", "8", "8"] {
        let result = try LintProcess.run(
          ["--quiet", "--reporter", reporter, "--jobs", jobs] + arguments, in: directory, timeout: 120)
        XCTAssertFalse(result.timedOut || result.wasSignaled, "\(reporter), --jobs \(jobs)", file: file, line: line)
        guard let reference = first else {
          first = result
          if reporter == "xcode" {
            XCTAssertGreaterThanOrEqual(result.outputLines.count, minimumFindings, file: file, line: line)
          }
          continue
        }
        XCTAssertEqual(result.status, reference.status, "\(reporter), --jobs \(jobs)", file: file, line: line)
        XCTAssertEqual(
          result.standardError, reference.standardError, "\(reporter), --jobs \(jobs)", file: file, line: line)
        if result.output != reference.output {
          let differing = zip(result.outputLines, reference.outputLines).first { $0 != $1 }
          XCTFail(
            "\(reporter), --jobs \(jobs): output differs from --jobs 1 (\(result.output.count) vs "
              + "\(reference.output.count) bytes); first differing line: \(String(describing: differing))",
            file: file, line: line)
        }
      }
    }
  }

  func testFixturesAreDeterministicAcrossJobCounts() throws {
    try assertDeterministic(
      ["--enable-all-rules", "Fixtures"], in: Self.root, reporters: ["xcode", "json", "sarif", "checkstyle"],
      minimumFindings: 20)
  }

  func testGeneratedTreeIsDeterministicAndSorted() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "bridgelint-determinism-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let files = Self.generatedTree()
    for (path, text) in files {
      let url = directory.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    try assertDeterministic(
      ["."], in: directory, reporters: ["xcode", "json", "sarif", "gitlab"], minimumFindings: files.count)

    // Sorted bytewise by path, then by line and column.
    let result = try LintProcess.run(["--quiet", "."], in: directory)
    let keys = result.outputLines.map { line -> (path: [UInt8], line: Int, column: Int) in
      let parts = line.split(separator: ":", maxSplits: 3, omittingEmptySubsequences: false)
      return (Array(parts[0].utf8), Int(parts[1]) ?? -1, Int(parts[2]) ?? -1)
    }
    for (previous, next) in zip(keys, keys.dropFirst()) {
      let ordered =
        previous.path.lexicographicallyPrecedes(next.path)
        || (previous.path == next.path
          && (previous.line < next.line || (previous.line == next.line && previous.column <= next.column)))
      XCTAssertTrue(
        ordered,
        "\(String(decoding: previous.path, as: UTF8.self)):\(previous.line) before "
          + "\(String(decoding: next.path, as: UTF8.self)):\(next.line)")
    }
    // Findings that need another file's declarations were found.
    for rule in [
      "hosting_view_without_containment", "missing_did_move", "delegate_in_update", "force_refresh_identity",
    ] {
      XCTAssertTrue(result.standardOutput.contains("[\(rule)]"), "no \(rule) finding")
    }
  }

  /// ~600 files in nested directories with names that sort differently bytewise and by locale (case, digits,
  /// NFC and NFD accents, emoji). Base classes live in one file and their subclasses in others.
  static func generatedTree() -> [(path: String, text: String)] {
    var files: [(String, String)] = []
    let directories = ["A", "a", "B/Inner", "b/inner", "Z9", "Z10", "\u{E9}t\u{E9}", "e\u{301}te\u{301}", "🙂"]
    for index in 0..<60 {
      files.append(
        (
          "Base/Bases\(index).swift",
          """
          class BaseScreen\(index): UIViewController {}
          class MiddleScreen\(index): BaseScreen\(index) {}

          """
        ))
    }
    for index in 0..<540 {
      let directory = directories[index % directories.count]
      let base = index % 60
      let text: String
      switch index % 4 {
      case 0:
        text = """
          final class Card\(index): MiddleScreen\(base) {
            override func viewDidLoad() {
              view.addSubview(UIHostingController(rootView: CardView\(index)()).view)
            }
          }

          """
      case 1:
        text = """
          final class Holder\(index): MiddleScreen\(base) {
            func show(_ child: UIViewController) {
              addChild(child)
              view.addSubview(child.view)
            }
          }

          """
      case 2:
        text = """
          struct Map\(index): UIViewRepresentable {
            func makeUIView(context: Context) -> MKMapView { MKMapView() }
            func updateUIView(_ view: MKMapView, context: Context) {
              view.delegate = context.coordinator
            }
          }

          """
      default:
        text = """
          struct Chart\(index): View {
            var body: some View {
              VStack { List("\(index)").id(UUID()); List("b").id(UUID()) }
            }
          }

          """
      }
      let name = ["File\(index)", "file\(index)", "_\(index)", "\(index)"][index % 4]
      files.append(("\(directory)/\(name).swift", text))
    }
    return files
  }
}
