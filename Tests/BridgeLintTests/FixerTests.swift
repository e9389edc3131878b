import BridgeLint
import XCTest

/// The applying loop on its own, with findings made up by a stand-in linter: ordering and
/// conflicts, rounds and the cap, reverting a round that breaks the syntax, disable regions,
/// and that nothing outside the edits changes (BOM, CRLF, a missing final newline).
final class FixerTests: XCTestCase {
  private let suppression = Suppression(knownRuleIDs: ["demo_rule", "other_rule", "superfluous_disable"])

  /// A finding of `rule` at `offset` whose fix applies `edits`.
  private func finding(_ rule: String, at offset: Int, _ edits: [FixEdit], _ applicability: FixApplicability = .safe)
    -> Diagnostic
  {
    var diagnostic = Diagnostic(
      path: "A.swift", line: 1, column: 1, severity: .warning, ruleID: rule, message: "m", offset: offset)
    diagnostic.fix = Fix("fix", applicability, edits: edits)
    return diagnostic
  }

  /// A linter that reports `foo` → `bar` for every `foo` in the text (a fix that converges).
  private func renamingFoo(_ file: ParsedFile) -> [Diagnostic] {
    var found: [Diagnostic] = []
    for token in file.tokens where file.bytes[token.startOffset..<token.endOffset].elementsEqual("foo".utf8) {
      var diagnostic = finding(
        "demo_rule", at: token.startOffset, [FixEdit(range: token.startOffset..<token.endOffset, replacement: "bar")])
      diagnostic.line = file.source.location(of: token.startOffset).line
      found.append(diagnostic)
    }
    return found
  }

  func testAppliesEveryFixAndPreservesEverythingElse() {
    let fixer = Fixer(includesUnsafe: false, suppression: suppression, lint: renamingFoo)
    let original = Array("\u{FEFF}let foo = 1\r\n// a comment\r\nlet x = foo".utf8)
    let result = fixer.fix(path: "A.swift", bytes: original)
    XCTAssertEqual(String(decoding: result.bytes, as: UTF8.self), "\u{FEFF}let bar = 1\r\n// a comment\r\nlet x = bar")
    XCTAssertEqual(result.applied, ["demo_rule": 2])
    XCTAssertEqual(result.rounds, 1)
    XCTAssertNil(result.problem)
    XCTAssertTrue(result.isChanged)
  }

  func testUnsafeAndDisplayFixesNeedOptIn() {
    let lint: (ParsedFile) -> [Diagnostic] = { file in
      guard file.bytes.starts(with: "let a".utf8) else { return [] }
      return [
        self.finding("demo_rule", at: 4, [FixEdit(range: 4..<5, replacement: "b")], .unsafe),
        self.finding("other_rule", at: 0, [FixEdit(range: 0..<3, replacement: "var")], .display),
      ]
    }
    let text = Array("let a = 1".utf8)
    XCTAssertFalse(
      Fixer(includesUnsafe: false, suppression: suppression, lint: lint).fix(path: "A.swift", bytes: text).isChanged)
    let unsafe = Fixer(includesUnsafe: true, suppression: suppression, lint: lint).fix(path: "A.swift", bytes: text)
    XCTAssertEqual(String(decoding: unsafe.bytes, as: UTF8.self), "let b = 1", "display fixes are never applied")
  }

  func testOverlappingFixWaitsForTheNextRound() {
    // Two fixes over the same bytes: the first (by start) wins this round; the other is gone
    // once the text changed (the stand-in reports it only on the original).
    let lint: (ParsedFile) -> [Diagnostic] = { file in
      guard file.bytes.elementsEqual("let value = 1".utf8) else { return [] }
      return [
        self.finding("other_rule", at: 4, [FixEdit(range: 6..<11, replacement: "X")]),
        self.finding("demo_rule", at: 4, [FixEdit(range: 4..<9, replacement: "name")]),
      ]
    }
    let fixer = Fixer(includesUnsafe: false, suppression: suppression, lint: lint)
    let result = fixer.fix(path: "A.swift", bytes: Array("let value = 1".utf8))
    XCTAssertEqual(String(decoding: result.bytes, as: UTF8.self), "let name = 1")
    XCTAssertEqual(result.applied, ["demo_rule": 1])
    // Two insertions at the same offset conflict too (their order would decide the text).
    XCTAssertTrue(FixEdit.conflict(3..<3, 3..<3))
    XCTAssertFalse(FixEdit.conflict(3..<3, 3..<5))
    XCTAssertTrue(FixEdit.conflict(4..<4, 3..<5))
    XCTAssertNil(Fix("overlapping", .safe, edits: [FixEdit(range: 0..<4, replacement: ""), .delete(2..<6)]))
  }

  func testRoundThatBreaksTheSyntaxRevertsTheWholeFile() {
    var calls = 0
    let lint: (ParsedFile) -> [Diagnostic] = { file in
      calls += 1
      // Round 1 renames (fine); round 2 deletes a closing brace.
      if let range = file.bytes.firstRange(of: Array("foo".utf8)) {
        return [self.finding("demo_rule", at: range.lowerBound, [FixEdit(range: range, replacement: "bar")])]
      }
      guard let brace = file.bytes.lastIndex(of: UInt8(ascii: "}")) else { return [] }
      return [self.finding("other_rule", at: brace, [.delete(brace..<(brace + 1))])]
    }
    let original = Array("func foo() {\n}\n".utf8)
    let result = Fixer(includesUnsafe: false, suppression: suppression, lint: lint).fix(
      path: "A.swift", bytes: original)
    XCTAssertEqual(result.bytes, original)
    XCTAssertEqual(result.problem, .introducedSyntaxError(rules: ["other_rule"]))
    XCTAssertFalse(result.isChanged)
  }

  func testFileWithASyntaxErrorIsNeverFixed() {
    let original = Array("func foo() {\n".utf8)
    let result = Fixer(includesUnsafe: false, suppression: suppression, lint: renamingFoo).fix(
      path: "A.swift", bytes: original)
    XCTAssertEqual(result.bytes, original)
    XCTAssertEqual(result.problem, .syntaxErrorInOriginal)
  }

  func testFixesThatNeverSettleStopAtTheCap() {
    // Each round appends one more `x`: it never converges.
    let lint: (ParsedFile) -> [Diagnostic] = { file in
      [self.finding("demo_rule", at: 0, [.insert("x", at: file.bytes.count)])]
    }
    let result = Fixer(includesUnsafe: false, suppression: suppression, lint: lint).fix(
      path: "A.swift", bytes: Array("let a = 1 // ".utf8))
    XCTAssertEqual(result.problem, .didNotConverge(rules: ["demo_rule"]))
    XCTAssertEqual(result.rounds, Fixer.maximumRounds)
    XCTAssertEqual(String(decoding: result.bytes, as: UTF8.self), "let a = 1 // " + String(repeating: "x", count: 10))
    // Fixes that undo each other stop at the first repeated text.
    let flipping: (ParsedFile) -> [Diagnostic] = { file in
      let next = file.bytes.elementsEqual("let a = 1".utf8) ? "b" : "a"
      return [self.finding("demo_rule", at: 4, [FixEdit(range: 4..<5, replacement: next)])]
    }
    let cycle = Fixer(includesUnsafe: false, suppression: suppression, lint: flipping).fix(
      path: "A.swift", bytes: Array("let a = 1".utf8))
    XCTAssertEqual(cycle.problem, .didNotConverge(rules: ["demo_rule"]))
    XCTAssertEqual(cycle.rounds, 2)
  }

  func testNoEditLandsUnderADisableCommandForItsRule() {
    let text = "let foo = 1\n// bridgelint:disable:next demo_rule\nlet x = 2\n"
    let target = Array(text.utf8).firstRange(of: Array("x = 2".utf8)) ?? 0..<0
    let lint: (ParsedFile) -> [Diagnostic] = { _ in
      // The finding is on line 1 (not suppressed); its edit reaches line 3, which is.
      [self.finding("demo_rule", at: 4, [FixEdit(range: target, replacement: "y = 2")])]
    }
    let result = Fixer(includesUnsafe: false, suppression: suppression, lint: lint).fix(
      path: "A.swift", bytes: Array(text.utf8))
    XCTAssertFalse(result.isChanged)
    // An edit over another command's comment is refused too.
    let comment = Array(text.utf8).firstRange(of: Array("// bridgelint".utf8)) ?? 0..<0
    let deleting: (ParsedFile) -> [Diagnostic] = { _ in
      [self.finding("other_rule", at: 0, [.delete(comment.lowerBound..<(comment.lowerBound + 5))])]
    }
    XCTAssertFalse(
      Fixer(includesUnsafe: false, suppression: suppression, lint: deleting).fix(
        path: "A.swift", bytes: Array(text.utf8)
      )
      .isChanged)
  }

  func testIndentationAndLineEndingsFollowTheFile() {
    let tabs = FixText(ParsedFile(path: "A.swift", text: "class A {\n\tfunc f() {\n\t\tg()\n\t}\n}\n"))
    XCTAssertEqual(tabs.indentationUnit, "\t")
    let two = FixText(ParsedFile(path: "A.swift", text: "class A {\n  func f() {\n    g()\n  }\n}\n"))
    XCTAssertEqual(two.indentationUnit, "  ")
    let crlf = FixText(ParsedFile(path: "A.swift", text: "a()\r\n  b() // note\r\nc()"))
    XCTAssertEqual(crlf.lineEnding, "\r\n")
    let statement = 7..<10  // `b()`
    XCTAssertEqual(crlf.insertLine("x()", after: statement), .insert("\r\n  x()", at: 18))
    XCTAssertEqual(crlf.insertLine("x()", before: 7), .insert("x()\r\n  ", at: 7))
    XCTAssertEqual(crlf.removalRange(of: 5..<18), 5..<20, "a whole line goes with its terminator")
    XCTAssertEqual(crlf.removalRange(of: 11..<18), 10..<18, "a trailing comment goes with the spaces before it")
    // Removing a last line that has no terminator takes the one before it.
    XCTAssertEqual(crlf.removalRange(of: 20..<23), 18..<23)
    // Not into a block comment, and not when code follows on the line.
    let block = FixText(ParsedFile(path: "A.swift", text: "a() /* one\ntwo */\nb(); c()\n"))
    XCTAssertNil(block.insertLine("x()", after: 0..<3))
    XCTAssertNil(block.insertLine("x()", after: 18..<21))
  }

  func testUnifiedDiffIsWhatGitApplyReads() {
    let old = Array("a\r\nb\r\nc\r\nd\r\ne\r\nf\r\ng\r\nh".utf8)
    let new = Array("a\r\nb\r\nc\r\nd\r\ne\r\nf\r\ng\r\nh\r\ni".utf8)
    let patch = String(decoding: UnifiedDiff.diff(path: "Sources/A.swift", old: old, new: new), as: UTF8.self)
    XCTAssertEqual(
      patch,
      "--- a/Sources/A.swift\n+++ b/Sources/A.swift\n@@ -5,4 +5,5 @@\n e\r\n f\r\n g\r\n-h\n\\ No newline at end of file\n"
        + "+h\r\n+i\n\\ No newline at end of file\n")
    let inserted = UnifiedDiff.diff(path: "B.swift", old: Array("x\ny\n".utf8), new: Array("x\nz\ny\n".utf8))
    XCTAssertEqual(
      String(decoding: inserted, as: UTF8.self), "--- a/B.swift\n+++ b/B.swift\n@@ -1,2 +1,3 @@\n x\n+z\n y\n")
    XCTAssertEqual(UnifiedDiff.diff(path: "C.swift", old: old, new: old), [])
  }
}

/// The changed-lines edits an editor's fix-all sends (issue 26: it replaced the whole document).
final class LineEditsTests: XCTestCase {
  private func apply(_ edits: [FixEdit], to text: String) -> String {
    var bytes = Array(text.utf8)
    for edit in edits.reversed() { bytes.replaceSubrange(edit.range, with: Array(edit.replacement.utf8)) }
    return String(decoding: bytes, as: UTF8.self)
  }

  func testOnlyChangedLinesAreReplaced() {
    let old = "a\nb\nc\nd\ne\n"
    let new = "a\nB\nc\nd\ninserted\ne\n"
    let edits = UnifiedDiff.lineEdits(old: Array(old.utf8), new: Array(new.utf8))
    XCTAssertEqual(
      edits,
      [FixEdit(range: 2..<4, replacement: "B\n"), FixEdit(range: 8..<8, replacement: "inserted\n")])
    XCTAssertEqual(apply(edits, to: old), new)
  }

  func testDeletionsCRLFAndAMissingFinalNewline() {
    for (old, new) in [
      ("x\r\ny\r\nz", "x\r\nz"), ("one\ntwo", "one\ntwo\nthree"), ("", "new\n"), ("gone\n", ""), ("same\n", "same\n"),
    ] {
      let edits = UnifiedDiff.lineEdits(old: Array(old.utf8), new: Array(new.utf8))
      XCTAssertEqual(apply(edits, to: old), new, "\(old.debugDescription) → \(new.debugDescription)")
      if old == new { XCTAssertEqual(edits, []) }
    }
  }
}
