import BridgeLint
import Foundation
import Rules
import XCTest

/// Replays every input saved under `Regressions/` (crashes, timeouts and out-of-memory inputs found by the
/// fuzz harnesses in `Fuzz/`, see `Scripts/fuzz`) through every stage the harnesses cover: tokenizer,
/// parser, every rule, suppression, every reporter, the YAML subset and the configuration validator.
/// Each input must go through without trapping, within the harnesses' invariants, in well under 10 s.
final class RegressionTests: XCTestCase {
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Regressions")

  static func inputs() throws -> [URL] {
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    return names.filter { !$0.hasSuffix(".md") && !$0.hasPrefix(".") }.sorted().map {
      directory.appendingPathComponent($0)
    }
  }

  func testRegressionDirectoryIsReadable() throws {
    XCTAssertTrue(FileManager.default.fileExists(atPath: Self.directory.appendingPathComponent("README.md").path))
    for input in try Self.inputs() {
      let size = try FileManager.default.attributesOfItem(atPath: input.path)[.size] as? Int ?? 0
      XCTAssertLessThanOrEqual(size, 64 << 10, "\(input.lastPathComponent): keep regression inputs small")
    }
  }

  func testEveryRegressionInputGoesThroughEveryStage() throws {
    let rules = RuleRegistry.all.map { ActiveRule($0) }
    let suppression = Suppression(knownRuleIDs: Set(RuleRegistry.all.map { $0.identifier }))
    let inputs = try Self.inputs()
    XCTAssertFalse(inputs.isEmpty, "no regression inputs found in \(Self.directory.path)")
    for input in inputs {
      let bytes = [UInt8](try Data(contentsOf: input))
      let name = input.lastPathComponent
      let started = Date()
      Self.replaySource(bytes, name: name, rules: rules, suppression: suppression)
      Self.replayConfiguration(bytes, name: name)
      XCTAssertLessThan(Date().timeIntervalSince(started), 10, "\(name) took too long")
    }
  }

  static func replaySource(_ bytes: [UInt8], name: String, rules: [ActiveRule], suppression: Suppression) {
    let stream = Tokenizer.tokenize(bytes)
    var previousEnd = 0
    for token in stream.tokens {
      XCTAssertTrue(
        token.startOffset >= previousEnd && token.startOffset < token.endOffset && token.endOffset <= bytes.count,
        "\(name): token \(token.startOffset)..<\(token.endOffset)")
      previousEnd = token.endOffset
    }

    let file = ParsedFile(source: SourceFile(path: name, bytes: bytes))
    let tokenCount = Int32(file.tokens.count)
    for (index, node) in file.syntax.nodes.enumerated() {
      XCTAssertTrue(
        node.start >= 0 && node.start <= node.end && node.end <= max(tokenCount, 1), "\(name): node \(index)")
      guard index > 0 else { continue }
      XCTAssertTrue(node.parent >= 0 && Int(node.parent) < index, "\(name): node \(index) parent")
      guard node.parent >= 0 && Int(node.parent) < index else { continue }
      let parent = file.syntax.nodes[Int(node.parent)]
      XCTAssertTrue(
        node.start >= parent.start && node.end <= parent.end,
        "\(name): node \(index) \(node.start)..<\(node.end) outside its parent \(parent.start)..<\(parent.end)")
    }
    _ = SyntaxDump.render(file)

    let index = ProjectIndex(summaries: file.typeSummaries())
    var diagnostics = Linter.run(rules, on: file, index: index)
    diagnostics = suppression.apply(to: file, diagnostics, activeRules: rules)
    for position in diagnostics.indices {
      let diagnostic = diagnostics[position]
      XCTAssertTrue(diagnostic.offset >= 0 && diagnostic.offset <= bytes.count, "\(name): \(diagnostic)")
      let expected = ExpectedLocation.of(offset: diagnostic.offset, in: bytes)
      XCTAssertEqual(
        "\(diagnostic.line):\(diagnostic.column)", "\(expected.line):\(max(1, expected.column))",
        "\(name): [\(diagnostic.ruleID)]")
      let range = file.source.lineTable.range(ofLine: diagnostic.line, in: bytes)
      diagnostics[position].lineBytes = Array(bytes[range])
    }
    diagnostics.sort(by: Diagnostic.ordered)
    let context = ReportContext(
      rules: RuleRegistry.descriptions, fileCount: 1, sourceLine: SourceLines.from(diagnostics))
    for reporter in ReporterRegistry.all { _ = reporter.render(diagnostics, context: context) }
  }

  static func replayConfiguration(_ bytes: [UInt8], name: String) {
    do {
      _ = try YAMLParser.parse(bytes: bytes)
    } catch {
      XCTAssertTrue(error.line >= 1 && error.column >= 1, "\(name): YAML error at \(error.position)")
    }
    let (file, issues) = ConfigurationFile.parse(
      bytes: bytes, path: "/regression/.bridgelint.yml", rules: RuleRegistry.descriptions)
    for issue in issues { XCTAssertTrue(issue.line >= 0 && issue.column >= 0, "\(name): \(issue)") }
    let configuration = Configuration(rules: RuleRegistry.descriptions, workingDirectory: "/regression").merging(file)
    for rule in configuration.enabledRules { _ = configuration.options(for: rule.identifier) }
    _ = configuration.isExcluded(path: "/regression/App/View.swift")
    _ = configuration.isIncluded(path: "/regression/App/View.swift")
  }
}
