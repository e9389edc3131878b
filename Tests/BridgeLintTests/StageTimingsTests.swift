import BridgeLint
import XCTest

/// `--timings` reads a thread's CPU clock around every stage; without it nothing is read (a
/// system call per read), but every stage's work still runs.
final class StageTimingsTests: XCTestCase {
  /// Enough work that the thread's CPU clock advances by far more than its resolution.
  private func work() -> Int {
    var total = 0
    for value in 0..<3_000_000 { total &+= value &* 31 ^ (total >> 3) }
    return total
  }

  func testEnabledTimingsRecordTheStagesCPUTime() {
    var timings = StageTimings()
    let result = timings.measure(.tokenize) { work() }
    XCTAssertNotEqual(result, 0)
    XCTAssertGreaterThan(timings[.tokenize], 0)
    XCTAssertEqual(timings[.parse], 0)
  }

  func testAddingTimingsSumsEachStage() {
    var first = StageTimings()
    first[.parse] = 1
    first[.rules] = 0.5
    var second = StageTimings()
    second[.parse] = 2
    second[.postProcess] = 0.25
    first.add(second)
    XCTAssertEqual(first[.parse], 3)
    XCTAssertEqual(first[.rules], 0.5)
    XCTAssertEqual(first[.postProcess], 0.25)
    XCTAssertEqual(first[.read], 0)
    XCTAssertEqual(first.total, 3.75)
  }

  func testDisabledTimingsRunTheBodyAndRecordNothing() {
    var timings = StageTimings(enabled: false)
    var ran = false
    let result = timings.measure(.rules) { () -> Int in
      ran = true
      return work()
    }
    XCTAssertTrue(ran)
    XCTAssertNotEqual(result, 0)
    XCTAssertEqual(timings.total, 0)
  }

  func testTheCommandLineReportsTimingsOnlyWhenAsked() throws {
    let fixtures = DeterminismTests.root.appendingPathComponent("Fixtures/Demo")
    let timed = try LintProcess.run(["--quiet", "--timings", "."], in: fixtures, timeout: 120)
    XCTAssertTrue(timed.standardError.contains("timings: read="), timed.standardError)
    let untimed = try LintProcess.run(["--quiet", "."], in: fixtures, timeout: 120)
    XCTAssertFalse(untimed.standardError.contains("timings:"), untimed.standardError)
    XCTAssertEqual(timed.standardOutput, untimed.standardOutput)
    XCTAssertEqual(timed.status, untimed.status)
  }
}
