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

  /// The fixtures' summaries under `copies` sets of paths, their seeds gathered, in file order.
  private func strippedFixtureCopies(_ copies: Int) throws -> (files: [[TypeSummary]], seeds: SeedMemo.Sets) {
    let fixtures = try ViewGraphTests.fixtureFiles()
    var files: [[TypeSummary]] = []
    for copy in 0..<copies {
      files += fixtures.map { summaries($0.text, path: "copy\(copy)/\($0.path)") }
      // A project modifier method (the fixtures have none): `injectingMembers` is gathered too.
      let modifier =
        "extension View {\n  func cardStyle\(copy)() -> some View { padding().background(Color.gray) }\n}\n"
      files.append(summaries(modifier, path: "copy\(copy)/Modifiers.swift"))
    }
    let collector = SeedCollector()
    for position in files.indices { collector.absorb(&files[position]) }
    return (files, collector.gathered)
  }

  /// The index `ProjectIndexBuilder` merged file by file equals the one merged from every file at
  /// the end, whatever order the files finished in: the same types declared in many files (every
  /// copy of the fixtures) merge in file order, so each one's declaring file is the last copy's.
  func testTheIndexMergedAsFilesFinishIsTheIndexOfEveryFileMergedAtTheEnd() throws {
    var (files, seeds) = try strippedFixtureCopies(1)
    let perCopy = files.joined().count
    XCTAssertGreaterThan(perCopy, 0)
    // Enough copies that the index is sharded (see `ProjectIndex.shardCount`).
    (files, seeds) = try strippedFixtureCopies(4096 / perCopy + 2)
    XCTAssertGreaterThan(ProjectIndex.shardCount(summaries: files.joined().count), 1)
    let atTheEnd = ProjectIndex(
      files: files, jobs: 2, memberNameUses: [], isPartial: false, recordingInto: nil, keepsFileSummaries: false,
      seeds: seeds)
    XCTAssertFalse(atTheEnd.viewNamesWithInjectableState().isEmpty)
    XCTAssertFalse(atTheEnd.injectingMembers.isEmpty)

    // Last file first (each waits for every file before it), then from several threads.
    let backwards = ProjectIndexBuilder(fileCount: files.count, streams: true)
    for position in files.indices.reversed() { backwards.add(file: position, files[position]) }
    let threaded = ProjectIndexBuilder(fileCount: files.count, streams: true)
    _ = Parallel.map(files.count, jobs: 4) { threaded.add(file: $0, files[$0]) }
    // Threads that may run at most two files past the next to merge wait for it (`maximumAhead`).
    let bounded = ProjectIndexBuilder(fileCount: files.count, streams: true, maximumAhead: 2)
    _ = Parallel.map(files.count, jobs: 4) { bounded.add(file: $0, files[$0]) }
    for builder in [backwards, threaded, bounded] {
      let merged = builder.finish(jobs: 2, isPartial: false, seeds: seeds)
      XCTAssertNil(merged.difference(from: atTheEnd))
      XCTAssertEqual(merged.viewNamesWithInjectableState(), atTheEnd.viewNamesWithInjectableState())
      XCTAssertEqual(merged.typeCount, atTheEnd.typeCount)
      XCTAssertTrue(merged.fileSummaries.isEmpty)
      let type = try XCTUnwrap(files.last?.first)
      XCTAssertEqual(
        merged.lookup(type.qualifiedName).first?.declaringFile, atTheEnd.lookup(type.qualifiedName).first?.declaringFile
      )
    }
  }

  /// Too few types to shard, or an index that must keep each file's summaries (the fixer's): the
  /// builder keeps the files and merges them at the end, as before.
  func testAFewFilesOrAKeptIndexAreMergedAtTheEnd() throws {
    let (files, seeds) = try strippedFixtureCopies(1)
    XCTAssertEqual(ProjectIndex.shardCount(summaries: files.joined().count), 1)
    let small = ProjectIndexBuilder(fileCount: files.count, streams: true)
    for position in files.indices.reversed() { small.add(file: position, files[position]) }
    let lean = ProjectIndex(
      files: files, jobs: 2, memberNameUses: [], isPartial: false, recordingInto: nil, keepsFileSummaries: false,
      seeds: seeds)
    XCTAssertNil(small.finish(jobs: 2, isPartial: false, seeds: seeds).difference(from: lean))

    let (many, manySeeds) = try strippedFixtureCopies(4096 / files.joined().count + 2)
    let kept = ProjectIndexBuilder(fileCount: many.count, streams: false)
    for position in many.indices.reversed() { kept.add(file: position, many[position]) }
    let index = kept.finish(jobs: 2, isPartial: false, seeds: manySeeds)
    XCTAssertEqual(index.fileSummaries.count, many.count)
    let keptAtTheEnd = ProjectIndex(
      files: many, jobs: 2, memberNameUses: [], isPartial: false, recordingInto: nil, keepsFileSummaries: true,
      seeds: manySeeds)
    XCTAssertNil(index.difference(from: keptAtTheEnd))
  }
}
