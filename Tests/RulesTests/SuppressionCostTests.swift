import BridgeLint
import Rules
import XCTest

/// Inputs whose cost used to grow faster than their size (issue 30, items 1 and 2), built in
/// memory. Each asserts a structural bound (what a finding keeps, how many findings a command
/// makes) at a size where the old quadratic work would run for minutes.
final class SuppressionCostTests: XCTestCase {
  private static let unused = "/* bridgelint:disable:this delegate_in_update */"

  /// 4,000 findings on one 196 KB line keep a bounded excerpt of it each, all sharing one copy.
  func testFindingsOnALongLineKeepABoundedSharedExcerpt() {
    let line = Array(repeating: Self.unused, count: 4_000).joined(separator: " ")
    let findings = LintHarness.lint("let x = 1 " + line + "\n", rules: RuleRegistry.all)
    XCTAssertEqual(findings.count, 4_000)
    XCTAssertEqual(Set(findings.map(\.ruleID)), [Suppression.superfluousDisableID])
    XCTAssertEqual(
      findings.first?.message, "This disable command suppresses no finding of 'delegate_in_update'; remove it")
    let expectedExcerpt = Array(("let x = 1 " + line).utf8.prefix(LineText.maximumLength))
    let buffers = Set(findings.map { $0.lineBytes.withUnsafeBufferPointer { Int(bitPattern: $0.baseAddress) } })
    XCTAssertEqual(buffers.count, 1, "the findings on a line share one copy of it")
    for finding in findings.prefix(3) + findings.suffix(3) {
      XCTAssertEqual(finding.lineBytes, expectedExcerpt)
      XCTAssertLessThanOrEqual(finding.lineKey?.utf8.count ?? .max, 160 + " … fnv1a64:".utf8.count + 16)
    }
    XCTAssertEqual(
      findings.first?.lineKey?.prefix(60), "let x = 1 /* bridgelint:disable:this delegate_in_update */ /")
  }

  /// A long line's key ignores indentation and whitespace runs like a short line's, and tells
  /// lines apart by their whole text, so baselines and fingerprints still match it.
  func testALongLineKeyIsWhitespaceInsensitiveAndCoversTheWholeLine() {
    let words = (0..<400).map { "word\($0)" }
    let line = ArraySlice(words.joined(separator: " ").utf8)
    let reindented = ArraySlice(("\t  " + words.joined(separator: "   ") + "  ").utf8)
    let changedAtTheEnd = ArraySlice((words.dropLast() + ["other"]).joined(separator: " ").utf8)
    let key = LineText.attachment(of: line).key
    XCTAssertNotNil(key)
    XCTAssertEqual(LineText.attachment(of: reindented).key, key)
    XCTAssertNotEqual(LineText.attachment(of: changedAtTheEnd).key, key)
    XCTAssertEqual(key?.hasPrefix("word0 word1 word2"), true)
    // A line up to the limit is kept whole and keyed on itself.
    let short = ArraySlice(Array(repeating: UInt8(ascii: "a"), count: LineText.maximumLength))
    XCTAssertEqual(LineText.attachment(of: short).bytes.count, LineText.maximumLength)
    XCTAssertNil(LineText.attachment(of: short).key)
    // The excerpt never splits a character.
    let accents = ArraySlice(Array(repeating: "é", count: 1_000).joined().utf8)
    XCTAssertEqual(LineText.attachment(of: accents).bytes, Array(accents.prefix(LineText.maximumLength)))
    let shifted = ArraySlice(("x" + Array(repeating: "é", count: 1_000).joined()).utf8)
    XCTAssertEqual(LineText.attachment(of: shifted).bytes.count, LineText.maximumLength - 1)
  }

  /// A baseline written from findings on a long line hides them on the next run.
  func testABaselineMatchesFindingsOnALongLine() {
    let code = "let x = 1 " + Array(repeating: Self.unused, count: 100).joined(separator: " ") + "\n"
    let findings = LintHarness.lint(code, rules: RuleRegistry.all)
    XCTAssertEqual(findings.count, 100)
    let baseline = Baseline(recording: findings)
    XCTAssertEqual(baseline.counts.count, 1)
    XCTAssertEqual(baseline.counts.values.first, 100)
    let again = LintHarness.lint("    " + code, rules: RuleRegistry.all)
    XCTAssertEqual(baseline.filter(again), [])
  }

  /// A command naming one rule 20,000 times is one command about one rule.
  func testARuleNamedManyTimesInOneCommandCountsOnce() {
    let ids = Array(repeating: "delegate_in_update", count: 20_000).joined(separator: ", ")
    let findings = LintHarness.lint("let x = 1 // bridgelint:disable:this \(ids)\n", rules: RuleRegistry.all)
    XCTAssertEqual(
      findings.map(LintHarness.render),
      [
        "Example.swift:1:11 superfluous_disable: This disable command suppresses no finding of 'delegate_in_update'; remove it"
      ])
  }

  /// An invalid command quotes at most 64 characters of what it could not read.
  func testAnInvalidCommandQuotesABoundedPieceOfIt() {
    let long = String(repeating: "x", count: 100_000)
    let findings = LintHarness.lint(
      "// bridgelint:disable \(long)\n// bridgelint:\(long)\nlet x = 1\n", rules: RuleRegistry.all)
    let quote = String(repeating: "x", count: 64) + "…"
    XCTAssertEqual(
      findings.map(\.message),
      [
        "Invalid bridgelint command (unknown rule '\(quote)'; write `bridgelint:disable[:next|:this|:previous] <rule>[, <rule>…]|all [- reason]`); fix or remove it",
        "Invalid bridgelint command (unknown action '\(quote)': use disable or enable; write `bridgelint:disable[:next|:this|:previous] <rule>[, <rule>…]|all [- reason]`); fix or remove it",
      ])
  }

  /// 20,000 unused disable/enable pairs: each is one finding whose fix removes it and its own
  /// enable (the pairing and coverage are binary searches, not scans of the rest of the file).
  func testManyRegionPairsAreEachOneFindingWithTheirOwnEnable() {
    let pair = "// bridgelint:disable delegate_in_update\nlet x = 1\n// bridgelint:enable delegate_in_update\n"
    let code = String(repeating: pair, count: 20_000)
    let findings = LintHarness.lint(code, rules: RuleRegistry.all)
    XCTAssertEqual(findings.count, 20_000)
    XCTAssertEqual(findings.map(\.line), Array(stride(from: 1, to: 60_000, by: 3)))
    let pairLength = pair.utf8.count
    let disableLength = "// bridgelint:disable delegate_in_update\n".utf8.count
    let enableStart = disableLength + "let x = 1\n".utf8.count
    for (index, finding) in findings.enumerated() where index % 4_999 == 0 {
      let base = index * pairLength
      XCTAssertEqual(
        finding.fix?.edits.map(\.range),
        [base..<(base + disableLength), (base + enableStart)..<(base + pairLength)])
    }
  }

  /// Many `disable superfluous_disable` regions silence each other's findings: each is used
  /// by the next one's finding, and only the last one's finding is reported.
  func testNestedSuperfluousDisablesSilenceEachOther() {
    let code = String(repeating: "// bridgelint:disable superfluous_disable\n", count: 5_000) + "let x = 1\n"
    let findings = LintHarness.lint(code, rules: RuleRegistry.all)
    XCTAssertEqual(findings.map(LintHarness.render), [])
    let one = LintHarness.lint("// bridgelint:disable superfluous_disable\nlet x = 1\n", rules: RuleRegistry.all)
    XCTAssertEqual(
      one.map(LintHarness.render),
      [
        "Example.swift:1:1 superfluous_disable: This disable command suppresses no finding of 'superfluous_disable'; remove it"
      ])
  }
}
