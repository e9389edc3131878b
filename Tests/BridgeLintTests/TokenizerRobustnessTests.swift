import Dispatch
import Foundation
import XCTest

@testable import BridgeLint

/// Invariants of the token stream and the parser on hostile input: every snippet of
/// `TokenizerTests`, every prefix of a tricky file, thousands of deterministic mutations,
/// 100,000-deep nesting, a 5 MB line and all byte values. Nothing may trap or hang.
final class TokenizerRobustnessTests: XCTestCase {
  // MARK: - Deterministic pseudo-random numbers

  /// SplitMix64 (Steele, Lea, Flood 2014): tiny, fast, and the same on every platform.
  struct SplitMix64 {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
    /// Uniform-enough value in `0..<bound` (bound > 0).
    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
  }

  func testSplitMix64IsTheReferenceSequence() {
    // First outputs of SplitMix64 seeded with 1234567 (reference implementation by Vigna).
    var random = SplitMix64(seed: 1_234_567)
    XCTAssertEqual(random.next(), 6_457_827_717_110_365_317)
    XCTAssertEqual(random.next(), 3_203_168_211_198_807_973)
    XCTAssertEqual(random.next(), 9_817_491_932_198_370_423)
  }

  // MARK: - Invariants

  /// Whitespace that never needs a second look: space, tab, LF, CR.
  @inline(__always) private static func isPlainSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }

  /// A broken invariant: `category` names the rule (one XCTest failure per category),
  /// `detail` says where.
  struct Problem {
    let category: String
    let detail: String
  }

  /// Records `problem` unless its category is already recorded for this input.
  private static func add(_ problems: inout [Problem], _ category: String, _ detail: @autoclosure () -> String) {
    if !problems.contains(where: { $0.category == category }) {
      problems.append(Problem(category: category, detail: detail()))
    }
  }

  /// Token-stream invariants:
  /// * tokens are non-empty, in bounds, sorted and non-overlapping;
  /// * `spaceBefore` is set exactly when a gap precedes the token, `newlineBefore` exactly
  ///   when that gap holds a line break (a newline inside a block comment counts; one inside
  ///   a string literal does not: it is not between tokens);
  /// * comments are non-empty, in bounds, sorted, non-overlapping, lie in gaps and start
  ///   with their opener;
  /// * every gap is pure trivia: tokenizing the gap's bytes on their own yields no token
  ///   (whitespace, comments, BOM, NUL, invalid UTF-8, conflict-marker regions).
  static func tokenProblems(_ bytes: [UInt8], _ stream: TokenStream, checkGaps: Bool = true) -> [Problem] {
    var problems: [Problem] = []
    bytes.withUnsafeBufferPointer { bytes in
      stream.tokens.withUnsafeBufferPointer { tokens in
        checkTokens(bytes, tokens, &problems)
        checkComments(bytes, tokens, stream.comments, &problems)
        let broken = problems.contains {
          ["empty token", "token past EOF", "overlapping tokens"].contains($0.category)
        }
        if checkGaps && !broken { checkGapsAreTrivia(bytes, tokens, &problems) }
      }
    }
    return problems
  }

  private static func checkTokens(
    _ bytes: UnsafeBufferPointer<UInt8>, _ tokens: UnsafeBufferPointer<Token>, _ problems: inout [Problem]
  ) {
    let count = bytes.count
    var previousEnd = 0
    for index in 0..<tokens.count {
      let token = tokens[index]
      let start = token.startOffset
      let end = token.endOffset
      if start >= end { add(&problems, "empty token", "token \(index) is \(start)..<\(end)") }
      if end > count { add(&problems, "token past EOF", "token \(index) ends at \(end), EOF is \(count)") }
      if start < previousEnd {
        add(
          &problems, "overlapping tokens", "token \(index) starts at \(start), before the previous end \(previousEnd)")
      }
      guard start >= previousEnd && start < end && end <= count else { continue }
      if token.hasSpaceBefore != (start != previousEnd) {
        add(
          &problems, "spaceBefore flag",
          "token \(index) at \(start): spaceBefore=\(token.hasSpaceBefore), gap \(previousEnd)..<\(start)")
      }
      var gapHasNewline = false
      var offset = previousEnd
      while offset < start {
        if bytes[offset] == 0x0A || bytes[offset] == 0x0D {
          gapHasNewline = true
          break
        }
        offset += 1
      }
      if token.hasNewlineBefore != gapHasNewline {
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<min(end, start + 12)]), as: UTF8.self)
        add(
          &problems, "newlineBefore flag",
          "token \(index) \(text.debugDescription) at \(start): newlineBefore=\(token.hasNewlineBefore), "
            + "but the gap \(previousEnd)..<\(start) before it \(gapHasNewline ? "has a" : "has no") line break")
      }
      previousEnd = end
    }
  }

  private static func checkComments(
    _ bytes: UnsafeBufferPointer<UInt8>, _ tokens: UnsafeBufferPointer<Token>, _ comments: [Comment],
    _ problems: inout [Problem]
  ) {
    let count = bytes.count
    var tokenIndex = 0
    var previousCommentEnd = 0
    for (index, comment) in comments.enumerated() {
      let start = Int(comment.start)
      let end = Int(comment.end)
      if start >= end || end > count {
        add(&problems, "comment range", "comment \(index) is \(start)..<\(end), EOF is \(count)")
        continue
      }
      if start < previousCommentEnd {
        add(&problems, "comment order", "comment \(index) at \(start) overlaps the previous one")
      }
      previousCommentEnd = end
      while tokenIndex < tokens.count && tokens[tokenIndex].endOffset <= start { tokenIndex += 1 }
      if tokenIndex < tokens.count && tokens[tokenIndex].startOffset < end {
        add(
          &problems, "comment overlaps token",
          "comment \(index) \(start)..<\(end) overlaps token \(tokenIndex) \(tokens[tokenIndex].startOffset)..<\(tokens[tokenIndex].endOffset)"
        )
      }
      let isLine = comment.kind == .line || comment.kind == .docLine
      if end - start < 2 || bytes[start] != UInt8(ascii: "/") || bytes[start + 1] != UInt8(ascii: isLine ? "/" : "*") {
        add(
          &problems, "comment opener",
          "comment \(index) \(start)..<\(end) (\(comment.kind)) does not start with its opener")
      }
    }
  }

  /// Tokenizes every gap that holds more than spaces, tabs and line breaks on its own.
  private static func checkGapsAreTrivia(
    _ bytes: UnsafeBufferPointer<UInt8>, _ tokens: UnsafeBufferPointer<Token>, _ problems: inout [Problem]
  ) {
    var gapStart = 0
    for index in 0...tokens.count {
      let gapEnd = index < tokens.count ? tokens[index].startOffset : bytes.count
      var offset = gapStart
      // The oracle's one exception: an unterminated multi-line string whose last line ends
      // in a line continuation (`\` + line break) at EOF leaves that `\` outside the string.
      if index == tokens.count && index > 0 && tokens[index - 1].kind == .string && offset + 1 < gapEnd
        && bytes[offset] == UInt8(ascii: "\\") && (bytes[offset + 1] == 0x0A || bytes[offset + 1] == 0x0D)
      {
        offset += 1
      }
      let checkedStart = offset
      while offset < gapEnd && isPlainSpace(bytes[offset]) { offset += 1 }
      if offset < gapEnd {
        let gap = Array(bytes[checkedStart..<gapEnd])
        if let first = Tokenizer.tokenize(gap).tokens.first {
          let text = String(decoding: gap[first.startOffset..<first.endOffset], as: UTF8.self)
          add(
            &problems, "gap is not trivia",
            "gap \(checkedStart)..<\(gapEnd) on its own yields token \(text.debugDescription)")
        }
      }
      if index < tokens.count { gapStart = tokens[index].endOffset }
    }
  }

  /// Syntax-tree invariants: every token index is in range, every node lies inside its
  /// parent, and the tables are in source order (ParsedFile's binary searches rely on it).
  static func syntaxProblems(_ file: ParsedFile) -> [Problem] {
    var problems: [Problem] = []
    let tree = file.syntax
    let count = Int32(file.tokens.count)
    func valid(_ token: Int32) -> Bool { token >= -1 && token < count }
    if tree.match.count != file.tokens.count {
      add(&problems, "match table size", "match has \(tree.match.count) entries for \(count) tokens")
    }
    for (index, value) in tree.match.enumerated() where value < -1 || value > count {
      add(&problems, "match out of range", "match[\(index)] = \(value)")
    }
    guard let root = tree.nodes.first, root.kind == .sourceFile else {
      add(&problems, "root node", "node 0 is not the source file")
      return problems
    }
    if root.end != count { add(&problems, "root node", "the source file node ends at \(root.end), not \(count)") }
    for (index, node) in tree.nodes.enumerated().dropFirst() {
      let parent = Int(node.parent)
      guard parent >= 0 && parent < index else {
        add(&problems, "node parent", "node \(index) has parent \(parent)")
        continue
      }
      let parentNode = tree.nodes[parent]
      if node.depth != parentNode.depth + 1 {
        add(&problems, "node depth", "node \(index) has depth \(node.depth) under depth \(parentNode.depth)")
      }
      if node.start < 0 || node.start >= node.end || node.end > count {
        add(
          &problems, "node range (\(node.kind))",
          "node \(index) (\(node.kind)) spans tokens \(node.start)..<\(node.end), but there are only \(count) tokens")
      } else if node.start < parentNode.start || node.end > parentNode.end {
        add(
          &problems, "node outside parent (\(node.kind) in \(parentNode.kind))",
          "node \(index) (\(node.kind)) \(node.start)..<\(node.end) is outside its parent \(parent) "
            + "(\(parentNode.kind)) \(parentNode.start)..<\(parentNode.end)")
      }
    }
    var previousAnchor: Int32 = -1
    for (index, call) in tree.calls.enumerated() {
      guard valid(call.name), valid(call.calleeStart), valid(call.dot), valid(call.leftParen),
        call.rightParen >= -1 && call.rightParen <= count, call.trailingClosures.allSatisfy(valid)
      else {
        add(&problems, "call token out of range", "call \(index)")
        continue
      }
      if call.arguments.lowerBound < 0 || Int(call.arguments.upperBound) > tree.arguments.count {
        add(
          &problems, "call arguments out of range",
          "call \(index) has arguments \(call.arguments) of \(tree.arguments.count)")
      }
      let anchor = file.anchor(of: call)
      if anchor < previousAnchor {
        add(
          &problems, "calls out of source order",
          "call \(index) (anchor token \(anchor)) follows anchor \(previousAnchor)")
      }
      previousAnchor = max(previousAnchor, anchor)
    }
    var previousOpen: Int32 = -1
    for (index, closure) in tree.closures.enumerated() {
      if closure.open < 0 || closure.open >= count || closure.close < closure.open || closure.close > count {
        add(&problems, "closure range", "closure \(index) spans \(closure.open)...\(closure.close) of \(count) tokens")
      }
      if closure.open <= previousOpen { add(&problems, "closures out of source order", "closure \(index)") }
      previousOpen = max(previousOpen, closure.open)
    }
    var previousEqual: Int32 = -1
    for (index, assignment) in tree.assignments.enumerated() {
      if assignment.equal < 0 || assignment.equal >= count {
        add(&problems, "assignment range", "assignment \(index) has `=` at \(assignment.equal)")
      }
      if assignment.equal <= previousEqual { add(&problems, "assignments out of source order", "assignment \(index)") }
      previousEqual = max(previousEqual, assignment.equal)
    }
    return problems
  }

  /// Tokenizes and parses `bytes` (once, through `ParsedFile`) and checks every invariant.
  static func problems(_ bytes: [UInt8], checkGaps: Bool = true, render: Bool = false) -> [Problem] {
    let file = ParsedFile(source: SourceFile(path: "fuzz.swift", bytes: bytes))
    var problems = tokenProblems(bytes, TokenStream(tokens: file.tokens, comments: file.comments), checkGaps: checkGaps)
    problems += syntaxProblems(file)
    if render { _ = SyntaxDump.render(file) }
    return problems
  }

  /// A readable excerpt of an input that broke an invariant.
  static func describe(_ bytes: [UInt8]) -> String {
    let text = String(decoding: bytes.prefix(300), as: UTF8.self)
    return "\(bytes.count) bytes: \(text.debugDescription)\(bytes.count > 300 ? "…" : "")"
  }

  /// Runs `work` on another thread and fails (instead of hanging the suite) if it does
  /// not finish within `seconds`. A trap in `work` still crashes the test process.
  func withDeadline(
    _ seconds: Double, _ what: String, file: StaticString = #filePath, line: UInt = #line,
    _ work: @escaping @Sendable () -> Void
  ) {
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
      work()
      done.signal()
    }
    thread.stackSize = 8 << 20
    thread.start()
    if done.wait(timeout: .now() + seconds) == .timedOut {
      XCTFail("\(what) did not finish within \(seconds) s (hang?)", file: file, line: line)
    }
  }

  /// Collects problems from a background thread, grouped by category; each category
  /// becomes one XCTest failure with its count and first examples.
  final class Failures: @unchecked Sendable {
    private let lock = NSLock()
    private var categories: [String] = []
    private var examples: [String: [String]] = [:]
    private var counts: [String: Int] = [:]
    private(set) var checked = 0

    func record(_ problems: [Problem], input: @autoclosure () -> String) {
      guard !problems.isEmpty else { return }
      lock.lock()
      defer { lock.unlock() }
      let where_ = input()
      for problem in problems {
        if counts[problem.category] == nil { categories.append(problem.category) }
        counts[problem.category, default: 0] += 1
        if examples[problem.category, default: []].count < 3 {
          examples[problem.category, default: []].append("\(where_): \(problem.detail)")
        }
      }
    }
    func count() {
      lock.lock()
      checked += 1
      lock.unlock()
    }
    var messages: [String] {
      lock.lock()
      defer { lock.unlock() }
      return categories.map { category in
        "\(category): \(counts[category] ?? 0) input(s), e.g.\n    "
          + (examples[category] ?? []).joined(separator: "\n    ")
      }
    }
  }

  private func report(_ failures: Failures, file: StaticString = #filePath, line: UInt = #line) {
    for message in failures.messages { XCTFail(message, file: file, line: line) }
  }

  // MARK: - Inputs

  static let trickySource: [UInt8] = Array(
    ##"""
    #!/usr/bin/env swift
    // Tricky.swift: a little of everything the lexer and parser have to survive.
    import SwiftUI
    /* block /* nested */ comment */

    @MainActor
    final class Model<Element: Hashable>: ObservableObject, @unchecked Sendable where Element: Codable {
      @Published private(set) var items: [Element] = []
      @State private var count = 0 { didSet { print("count \(oldValue) -> \(count)") } }
      lazy var formatter: NumberFormatter = { let f = NumberFormatter(); f.maximumFractionDigits = 2; return f }()
      var total: Double { get { Double(count) * 1.5e-3 } set { count = Int(newValue) } }
      subscript(index: Int, default value: Element? = nil) -> Element? { items.indices ~= index ? items[index] : value }

      init?(items: [Element]) {
        guard !items.isEmpty else { return nil }
        self.items = items
      }

      func load(_ url: URL) async throws -> [String: [Int]] {
        let (data, _) = try await URLSession.shared.data(from: url)
        let text = String(decoding: data, as: UTF8.self)
        let matches = text.matches(of: /(?<key>\w+)=(?<value>\d+)/)
        let raw = #"C:\path\to "file" \#(matches.count)"#
        let multi = """
          Items: \(items.map { "\($0)" }.joined(separator: ", "))
          Raw: \(raw) \
          continued
          """
        let ratio = Double(matches.count) / 2 / 3
        return [multi: [0x1F, 0b1010, 0o17, 1_000, Int(ratio)]]
      }
    }

    struct Card: View {
      @Environment(\.dismiss) var dismiss
      @StateObject var vm: Model<String>
      let onTap: (Int) -> Void

      var body: some View {
        VStack(alignment: .leading, spacing: 8) {
          Button { onTap(1) } label: { Text("Tap \u{1F600}") }
          ForEach(0..<3) { i in Text(verbatim: "\(i)") }
          #if os(iOS)
          Text("iOS").navigationBarTitle("T")
          #elseif os(macOS)
          Text("mac")
          #else
          EmptyView()
          #endif
        }
        .padding()
        .onAppear { [weak vm] in vm?.objectWillChange.send() }
        .task { await reload() }
      }

      func reload() async {
        let pairs = zip([1, 2], ["a", "b"]).map { ($0, $1) }
        let value = pairs.first?.0 ?? -1
        switch value {
        case let x where x > 0: print(x)
        case ..<0: fallthrough
        default: break
        }
        for (i, p) in pairs.enumerated() where i % 2 == 0 { _ = p }
        repeat { } while false
        do { try check() } catch let error as NSError { print(error) } catch { }
        defer { print("done") }
        if let v = pairs.last, v.0 != 0 { print(v) } else if value == 0 { } else { }
        let sel = #selector(UIView.layoutSubviews)
        let kp = \Card.vm.items.count
        let op = value <~> 3 ?? value &+ 1
        let t = (1, (2, 3)).1.0
        _ = (sel, kp, op, t, `class`, $vm, <#placeholder#>)
      }
    }

    infix operator <~>: AdditionPrecedence
    func <~> (l: Int, r: Int) -> Int? { l == r ? nil : l - r }
    extension Map.Coordinator: MKMapViewDelegate {
      func mapView(_ mapView: MKMapView, didSelect view: MKAnnotationView) {
        NotificationCenter.default.addObserver(forName: .x, object: nil, queue: .main) { [unowned self] _ in self.go() }
      }
    }
    let regexes = [#/a/b/#, /[\/]+/, #/
      multi # comment
      line
      /#]
    let done = x?.y!.z == nil && !(a !== b) || c ?? d

    """##.utf8)

  /// Checks `count` inputs (`input(i)` names and builds input `i`) on all cores, within `seconds`.
  private func checkInputs(
    _ what: String, count: Int, seconds: Double, file: StaticString = #filePath, line: UInt = #line,
    render: @escaping @Sendable (Int) -> Bool = { _ in false },
    _ input: @escaping @Sendable (Int) -> (name: String, bytes: [UInt8])
  ) {
    let failures = Failures()
    withDeadline(seconds, what, file: file, line: line) {
      let lanes = max(1, min(ProcessInfo.processInfo.activeProcessorCount, 4))
      DispatchQueue.concurrentPerform(iterations: lanes) { lane in
        for index in stride(from: lane, to: count, by: lanes) {
          let (name, bytes) = input(index)
          failures.record(Self.problems(bytes, render: render(index)), input: name)
          failures.count()
        }
      }
    }
    XCTAssertEqual(failures.checked, count, "\(what): not every input was checked", file: file, line: line)
    report(failures, file: file, line: line)
  }

  // MARK: - Tests

  func testEverySnippetOfTokenizerTests() {
    let snippets = TokenizerSnippets.all
    XCTAssertGreaterThanOrEqual(snippets.count, 40)
    checkInputs("snippets", count: snippets.count, seconds: 30, render: { _ in true }) { index in
      ("snippet \(snippets[index].name)", snippets[index].source)
    }
  }

  func testTrickySourceTokenizesAndParses() {
    XCTAssertGreaterThan(Self.trickySource.count, 2_900)
    let problems = Self.problems(Self.trickySource, render: true)
    XCTAssertTrue(problems.isEmpty, problems.map { "\($0.category): \($0.detail)" }.joined(separator: "\n"))
    let file = ParsedFile(source: SourceFile(path: "Tricky.swift", bytes: Self.trickySource))
    XCTAssertGreaterThan(file.tokens.count, 700)
    XCTAssertEqual(file.tokens.first?.kind, .shebang)
    XCTAssertFalse(file.syntax.exceededDepth)
  }

  /// Truncation at every byte offset: half-typed files, cut UTF-8 sequences, open literals.
  func testEveryPrefixOfTrickySource() {
    let source = Self.trickySource
    checkInputs("prefixes", count: source.count + 1, seconds: 120) { length in
      let prefix = Array(source[0..<length])
      return ("prefix of length \(length) ending \(Self.describe(Array(prefix.suffix(60))))", prefix)
    }
  }

  /// Byte flips, replacements with syntax-relevant bytes, insertions, deletions and
  /// duplicated slices; mutation `i` is derived from seed `i` alone.
  func testDeterministicMutationsOfTrickySource() {
    let source = Self.trickySource
    let interesting = Array("\"\\()[]{}/*#<>\n\r$`'!?.&=-:;@ \t".utf8) + [0x00, 0xFF, 0xC2, 0xA0, 0xE2, 0x80, 0x9C]
    checkInputs("mutations", count: 2_000, seconds: 120) { round in
      var random = SplitMix64(seed: 0x5EED_B41D_6E11_0000 &+ UInt64(round))
      var bytes = source
      for _ in 0..<(1 + random.below(4)) {
        let position = random.below(bytes.count + 1)
        switch random.below(6) {
        case 0 where position < bytes.count:
          bytes[position] ^= UInt8(1) << UInt8(random.below(8))
        case 1 where position < bytes.count:
          bytes[position] = interesting[random.below(interesting.count)]
        case 2:
          bytes.insert(interesting[random.below(interesting.count)], at: position)
        case 3:
          bytes.insert(UInt8(truncatingIfNeeded: random.next()), at: position)
        case 4:
          let length = min(1 + random.below(12), bytes.count - position)
          bytes.removeSubrange(position..<position + length)
        default:
          // Duplicate a slice elsewhere (unbalances brackets, quotes and comments).
          let from = random.below(bytes.count)
          let length = min(1 + random.below(40), bytes.count - from)
          bytes.insert(contentsOf: bytes[from..<from + length], at: position)
        }
      }
      return ("mutation \(round)", bytes)
    }
  }

  private static let depth = 100_000

  /// Checks one big input: the invariants plus `expectation` (nil when it holds).
  private func checkBig(
    _ name: String, _ bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line,
    _ expectation: @escaping @Sendable (ParsedFile) -> String? = { _ in nil }
  ) {
    let failures = Failures()
    withDeadline(60, name, file: file, line: line) {
      let parsed = ParsedFile(source: SourceFile(path: "big.swift", bytes: bytes))
      var problems = Self.tokenProblems(bytes, TokenStream(tokens: parsed.tokens, comments: parsed.comments))
      problems += Self.syntaxProblems(parsed)
      if let problem = expectation(parsed) { problems.append(Problem(category: "expectation", detail: problem)) }
      failures.record(problems, input: name)
    }
    report(failures, file: file, line: line)
  }

  func testDeeplyNestedParensBracketsAndBraces() {
    let n = Self.depth
    for (open, _) in [("(", ")"), ("[", "]"), ("{", "}")] {
      checkBig("\(n) × \(open)", Array(String(repeating: open, count: n).utf8)) { parsed in
        if parsed.tokens.count != n { return "expected \(n) tokens, got \(parsed.tokens.count)" }
        if !parsed.syntax.exceededDepth { return "exceededDepth is not set" }
        return nil
      }
    }
    let balanced = Array((String(repeating: "(", count: n) + "x" + String(repeating: ")", count: n)).utf8)
    checkBig("\(n) × (x)", balanced) { parsed in
      if parsed.tokens.count != 2 * n + 1 { return "expected \(2 * n + 1) tokens, got \(parsed.tokens.count)" }
      if parsed.syntax.match.first != Int32(2 * n) { return "the outermost ( is not matched with the last token" }
      if parsed.syntax.match[n - 1] != Int32(n + 1) { return "the innermost ( is not matched with its closer" }
      return nil
    }
  }

  func testDeeplyNestedInterpolations() {
    let n = Self.depth
    checkBig("\(n) × \"\\(", Array(String(repeating: "\"\\(", count: n).utf8)) { parsed in
      if parsed.tokens.count != n { return "expected \(n) string pieces, got \(parsed.tokens.count)" }
      if !parsed.tokens.allSatisfy({ $0.kind == .string && $0.flags.contains(.opensInterpolation) }) {
        return "every piece should be a string opening an interpolation"
      }
      return nil
    }
    let m = n / 4
    let balanced = Array((String(repeating: "\"\\(", count: m) + "1" + String(repeating: ")\"", count: m)).utf8)
    checkBig("\(m) × \"\\(1)\"", balanced) { parsed in
      if parsed.tokens.count != 2 * m + 1 { return "expected \(2 * m + 1) tokens, got \(parsed.tokens.count)" }
      if parsed.tokens[m].kind != .integerLiteral { return "the innermost token is not the number" }
      if !parsed.tokens[(m + 1)...].allSatisfy({ $0.kind == .string && $0.length == 2 }) {
        return "every closing piece should be the string `)\"`"
      }
      if parsed.syntax.match.first != Int32(2 * m) { return "the outermost piece is not matched with the last one" }
      return nil
    }
  }

  func testDeeplyNestedBlockComments() {
    let n = Self.depth
    checkBig("\(n) × /*", Array(String(repeating: "/*", count: n).utf8)) { parsed in
      parsed.tokens.isEmpty ? nil : "an unterminated comment must yield no tokens, got \(parsed.tokens.count)"
    }
    let balanced = Array((String(repeating: "/*", count: n) + " x " + String(repeating: "*/", count: n) + "y").utf8)
    checkBig("\(n) × /* x */ y", balanced) { parsed in
      guard parsed.tokens.count == 1, let token = parsed.tokens.first else {
        return "expected only `y`, got \(parsed.tokens.count) tokens"
      }
      if token.startOffset != balanced.count - 1 { return "the one token should be the final `y`" }
      if parsed.comments.count != 1 || parsed.comments[0].end != UInt32(balanced.count - 1) {
        return "expected one comment covering everything before `y`, got \(parsed.comments.count)"
      }
      return nil
    }
  }

  /// One 5 MB statement without a line break: a long modifier chain and operator
  /// expression (about 450,000 tokens), a long string literal, a block comment and a long identifier.
  func testFiveMegabyteSingleLine() {
    var text = "let v = Text(\"x\")"
    var expectedCalls = 1
    let chain = ".padding(1).frame(width: w[i], height: h)"  // two calls; `w[i]` is a subscript
    while text.utf8.count < 500_000 {
      text += chain
      expectedCalls += 2
    }
    let mixed = " + f(a).b[c] * \"s\\(d)\" - /re+/ ?? $0 ... 0x1p3"  // one call: `f(a)`
    while text.utf8.count < 1_000_000 {
      text += mixed
      expectedCalls += 1
    }
    text += " + \"" + String(repeating: "text \\n\\u{41} ", count: 40_000) + "\""
    text += " /* " + String(repeating: "comment ", count: 190_000) + "*/ + "
    text += String(repeating: "a", count: 5_000_000 - text.utf8.count)
    let bytes = Array(text.utf8)
    XCTAssertEqual(bytes.count, 5_000_000)
    XCTAssertFalse(bytes.contains(0x0A) || bytes.contains(0x0D))
    let calls = expectedCalls
    checkBig("5 MB line", bytes) { parsed in
      if parsed.tokens.count < 400_000 { return "only \(parsed.tokens.count) tokens" }
      if parsed.tokens.last?.endOffset != 5_000_000 { return "the last token is not the long identifier" }
      if parsed.syntax.calls.count != calls { return "expected \(calls) calls, got \(parsed.syntax.calls.count)" }
      if parsed.syntax.variables.count != 1 { return "expected one variable, got \(parsed.syntax.variables.count)" }
      return nil
    }
  }

  func testAllByteValues() {
    let all = (0...255).map { UInt8($0) }
    checkInputs("bytes 0...255", count: 2, seconds: 30, render: { _ in true }) { index in
      index == 0 ? ("bytes 0...255", all) : ("bytes 255...0", all.reversed())
    }
    let contexts: [(String, String)] = [
      ("", ""), ("a", "b"), ("\"", "\""), ("\"\\(", ")\""), ("#\"", "\"#"), ("\"\"\"\n", "\n\"\"\""),
      ("/*", "*/"), ("//", "\nx"), ("#/", "/#"), ("x = /", "/"), ("1", "2"), ("0x", ""), ("`", "`"),
      ("$", ""), ("#", "x"), ("@", "x"), ("\\", "."), ("a", "(b)"), ("<#", "#>"), ("x ", " y"), ("<<<<<<< ", "\n"),
    ]
    checkInputs("every byte in context", count: 256 * contexts.count, seconds: 60) { index in
      let (before, after) = contexts[index % contexts.count]
      let byte = UInt8(index / contexts.count)
      return (
        "byte \(byte) in \((before + "…" + after).debugDescription)", Array(before.utf8) + [byte] + Array(after.utf8)
      )
    }
    // Every pair of bytes (65,536 two-byte files), tokens only.
    let failures = Failures()
    withDeadline(60, "byte pairs") {
      for first in all {
        for second in all {
          let bytes = [first, second]
          failures.record(Self.tokenProblems(bytes, Tokenizer.tokenize(bytes)), input: "bytes [\(first), \(second)]")
        }
      }
    }
    report(failures)
  }

  /// `dump-syntax` on a SwiftUI-style modifier chain must stay roughly linear: 2,000
  /// chained calls (about 26 KB) take a few milliseconds when it is.
  func testSyntaxDumpOfLongModifierChainIsFast() {
    let text = "let v = Text(\"x\")" + String(repeating: "\n  .padding(1)", count: 2_000) + "\n"
    let parsed = ParsedFile(path: "Chain.swift", text: text)
    XCTAssertEqual(parsed.syntax.calls.count, 2_001)
    withDeadline(2, "SyntaxDump.render of a 2,000-call modifier chain") {
      let outline = SyntaxDump.render(parsed)
      precondition(outline.hasPrefix("1:1 let v = Text(\"x\")"))
    }
  }
}
