import Foundation
import XCTest

@testable import BridgeLint

/// A whole lint run's project index: the seeds gathered as files are summarised, the per-file
/// summaries not kept (issue 28, peak memory). It must answer as the index that keeps everything.
final class LeanProjectIndexTests: XCTestCase {
  private func summaries(_ text: String, path: String) -> [TypeSummary] {
    var timings = StageTimings()
    return ParsedFile(source: SourceFile(path: path, text: text), timings: &timings).typeSummaries()
  }

  private func seedCount(_ files: [[TypeSummary]]) -> Int {
    files.joined().reduce(0) {
      $0 + $1.freshSeeds.count + $1.passedSeeds.count + $1.keptSeeds.count + $1.memberFacts.count
    }
  }

  func testAnIndexOfGatheredSeedsWithoutFileSummariesAnswersAsTheFullOneOnEveryFixture() throws {
    let files = try ViewGraphTests.fixtureFiles()
    let all = files.map { summaries($0.text, path: $0.path) }
    let full = ProjectIndex(files: all, jobs: 2)
    let collector = SeedCollector()
    var stripped = all
    for position in stripped.indices { collector.absorb(&stripped[position]) }
    XCTAssertGreaterThan(seedCount(all), 0, "the fixtures have seeds to gather")
    XCTAssertEqual(seedCount(stripped), 0, "absorbing empties the summaries' seeds")
    let lean = ProjectIndex(
      files: stripped, jobs: 2, memberNameUses: [], isPartial: false, recordingInto: nil, keepsFileSummaries: false,
      seeds: collector.gathered)

    XCTAssertTrue(lean.fileSummaries.isEmpty)
    XCTAssertEqual(full.fileSummaries.count, files.count)
    XCTAssertEqual(lean.freshSeeds, full.freshSeeds)
    XCTAssertFalse(full.freshSeeds.isEmpty)
    XCTAssertEqual(lean.passedSeeds, full.passedSeeds)
    XCTAssertEqual(lean.keptSeeds, full.keptSeeds)
    XCTAssertEqual(lean.memberFacts, full.memberFacts)
    XCTAssertFalse(full.viewNamesWithInjectableState().isEmpty)
    XCTAssertEqual(lean.viewNamesWithInjectableState(), full.viewNamesWithInjectableState())
    // Built from many files without their member names: what other files name is unknown.
    XCTAssertEqual(lean.memberUse("title", ofType: "Model", declaredIn: "A.swift"), .unknown)
    XCTAssertEqual(full.memberUse("title", ofType: "Model", declaredIn: "A.swift"), .unknown)
    XCTAssertEqual(lean.typeCount, full.typeCount)
    for summary in all.joined() {
      XCTAssertEqual(lean.lookup(summary.qualifiedName), full.lookup(summary.qualifiedName), summary.qualifiedName)
      XCTAssertEqual(lean.injectableState(of: summary.qualifiedName), full.injectableState(of: summary.qualifiedName))
      let root = HostedRoot(type: summary.qualifiedName, token: 0)
      XCTAssertEqual(lean.hostedView(root), full.hostedView(root), summary.qualifiedName)
    }
  }

  func testOneFilesIndexFromGatheredSeedsHasThem() {
    let text = """
      struct Row: View {
        @State var title: String
        var body: some View { Text(title) }
      }
      struct List: View {
        var body: some View { Row(title: "a") }
      }
      final class Store: ObservableObject {
        var items: [String] = []
      }
      """
    var file = summaries(text, path: "Rows.swift")
    let full = ProjectIndex(summaries: file)
    let collector = SeedCollector()
    collector.absorb(&file)
    XCTAssertEqual(seedCount([file]), 0)
    let lean = ProjectIndex(
      files: [file], jobs: 1, memberNameUses: [], isPartial: false, recordingInto: nil, keepsFileSummaries: false,
      seeds: collector.gathered)
    XCTAssertEqual(lean.viewNamesWithInjectableState(), ["Row"])
    XCTAssertEqual(lean.freshSeeds, full.freshSeeds)
    XCTAssertEqual(lean.passedSeeds, full.passedSeeds)
    XCTAssertEqual(lean.memberFacts, full.memberFacts)
    XCTAssertFalse(full.memberFacts.isEmpty)
  }
}
