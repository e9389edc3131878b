import BridgeLint
import Foundation
import Rules
import XCTest

/// Measurements are data the docs render (maturity, precision, recall, known limits); the rounds'
/// history lives in `docs/precision.md`, not in the rationales users read.
final class RuleMeasurementTests: XCTestCase {
  func testEveryBridgeRuleStatesItsMeasurement() {
    for rule in RuleRegistry.descriptions {
      guard rule.kind != .builtIn else {
        XCTAssertNil(rule.measurement, "\(rule.identifier): built-in rules report bridgelint's own comments")
        continue
      }
      guard let measurement = rule.measurement else {
        XCTFail("\(rule.identifier) has no entry in Sources/Rules/RuleMeasurements.swift")
        continue
      }
      // Opt-in is what "experimental" means to a user; a default-on rule is stable or provisional.
      XCTAssertEqual(measurement.maturity == .experimental, rule.isOptIn, rule.identifier)
      for count in measurement.precision + measurement.recall {
        XCTAssertLessThanOrEqual(count.hits, count.total, "\(rule.identifier): \(count.text)")
        XCTAssertFalse(count.round.isEmpty, rule.identifier)
      }
      for limit in measurement.knownLimits { XCTAssertTrue(limit.hasSuffix("."), "\(rule.identifier): \(limit)") }
    }
  }

  /// A stable rule has been judged on real code, not only on its fixtures.
  func testStableRulesHaveMeasuredPrecisionAndRecall() {
    for rule in RuleRegistry.descriptions where rule.measurement?.maturity == .stable {
      XCTAssertFalse(rule.measurement?.precision.isEmpty ?? true, rule.identifier)
      XCTAssertFalse(rule.measurement?.recall.isEmpty ?? true, rule.identifier)
    }
  }

  /// Rationales say why the shape is a bug; what a measuring round found goes to docs/precision.md.
  func testRationalesCarryNoMeasuringHistory() throws {
    let history = try NSRegularExpression(pattern: #"\bround(s)? [a-z]\b|\b(tuned|triage)\b"#)
    for rule in RuleRegistry.descriptions {
      let text = rule.rationale
      let match = history.firstMatch(in: text, range: NSRange(text.startIndex..., in: text))
      XCTAssertNil(
        match.flatMap { Range($0.range, in: text) }.map { String(text[$0]) },
        "\(rule.identifier): measuring history belongs in docs/precision.md and RuleMeasurements")
    }
  }

  func testPageAndRulesCommandShowTheMeasurement() throws {
    let rule = try XCTUnwrap(RuleRegistry.descriptions.first { $0.identifier == "missing_did_move" })
    let page = RuleDocumentation.page(for: rule)
    XCTAssertTrue(page.contains("| Maturity | stable |\n"))
    XCTAssertTrue(
      page.contains(
        "| Measured precision | 40 of 42 (rounds d to g); 13 of 13 (round h); 1 of 1, +1 debatable (round i); "
          + "8 of 9 (round j); 33 of 37 (round k); 17 of 17 (round l); 15 of 15 (round m); 10 of 11 (round n); "
          + "18 of 18, 1 debatable (round o); 12 of 12 (round p); 2 of 2 (round q); 5 of 5 (round r); 4 of 4 (round s); 10 of 10 (round t); "
          + "55 of 55 (round u); 16 of 16 (round v); 55 of 58, an alias of the child and a factory's `addChild` (round w); "
          + "2 of 2 (round x); 6 of 6 (round y); 2 of 2 (round z); 1 of 1 (round cc); 2 of 2 (round dd); "
          + "3 of 3 (round ff); 10 of 10 (round gg); 0 of 1, an embed segue's `prepare(for:)` (round hh); "
          + "1 of 8, one app's own `addChildViewController` helper, fixed after it (round ii); 6 of 6 (round jj); "
          + "4 of 4 (round ll) |\n"
      ))
    XCTAssertTrue(
      page.contains(
        "| Measured recall | 13 of 13 (round h); 1 of 1 (round i); 8 of 14, 14 of 14 after its fixes (round j); "
          + "33 of 35 (round k); 17 of 19, 19 of 19 after its fixes (round l); 15 of 17 (round m); 9 of 9 (round n); "
          + "18 of 19 (round o); 12 of 17 (round p); 2 of 4 (round q); 5 of 7 (round r); 4 of 5 (round s); 10 of 15 (round t); "
          + "55 of 88, 26 one app's pre-Swift 4.2 removals, read since: 80 of 88 after it (round u); 16 of 17 (round v); "
          + "17 of 17 (round w); 2 of 4 (round x); 6 of 7 (round y); 2 of 2 (round z); 0 of 1 (round aa); 1 of 1 (round cc); "
          + "2 of 3, 3 of 3 after it (round dd); 3 of 5, 2 in vendored `Pods/`, which is not linted (round ff); "
          + "10 of 15, `addChild` on another controller, `didMove` sent from another method (round gg); 1 of 1 (round ii); 6 of 9 (round jj); "
          + "4 of 4 (round ll) |\n"
      ))
    let limited = try XCTUnwrap(RuleRegistry.descriptions.first { $0.identifier == "missing_teardown" })
    XCTAssertTrue(
      RuleDocumentation.page(for: limited).contains(
        "## Known limits\n\n- A coordinator added as a script message handler right after removing the same name is taken for a teardown.\n"
      ))
    let text = RuleDocumentation.text(for: limited, enabled: true)
    XCTAssertTrue(
      text.contains(
        "Maturity: provisional\nMeasured precision: 0 of 1 (round g); 1 of 1 (round j); 1 of 1 (round m); "
          + "1 debatable (round r); 0 of 1 (round v); 1 of 1 (round x); "
          + "0 of 1, a script handler on a configuration no web view uses (round y); 1 of 1 (round z); "
          + "1 of 1 (round ee); 1 of 1 (round ii); 1 of 1 (round jj); 1 of 1 (round ll)\n"
          + "Measured recall: 0 of 1 (round i); 1 of 1 (round j); 0 of 2 (round l); 1 of 1 (round m); 0 of 1 (round r); "
          + "0 of 1 (round v); 0 of 5, a coordinator method's `Timer(target: self)`, an event monitor (round w); "
          + "1 of 3 (round x); 2 of 4 (round z); 0 of 1 (round aa); 0 of 2 (round bb); 1 of 1 (round ee); "
          + "0 of 1 (round ff); 1 of 3 (round ii); 1 of 2 (round jj); 0 of 2, observers of a represented controller (round kk); "
          + "1 of 2 (round ll)\n"
      ))
    XCTAssertEqual(MeasuredCount(0, of: 0, "round h", note: "2 debatable").text, "2 debatable (round h)")
    XCTAssertEqual(MeasuredCount(0, of: 0, "round g, 46 apps").text, "no findings (round g, 46 apps)")
  }
}
