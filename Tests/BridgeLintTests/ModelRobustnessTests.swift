import XCTest

@testable import BridgeLint

/// The code model on broken and deeply nested input: every question has an answer in range,
/// and no question traps.
final class ModelRobustnessTests: XCTestCase {
  private static let base = """
    final class Coordinator {
      var parent: Parent
      func bind(_ model: Model) {
        guard let first = model.items.first else { return }
        cancellable = model.$a.sink { [weak self, text] value in
          if let parent = value.parent, case .some(let x) = parent.kind { self?.apply(x, first, text) }
          switch value { case .a(let y): print(y); default: break }
        }
      }
    }

    """

  private static let tails = [
    "", "{ [weak self] in", "foo { [", "if let x", "guard let x else", "switch x {", "case", "for (a, b", "catch let",
    "do { } catch", "let (a, b", "{ $0.", "x = {", "Task {", "if case let .a(", "while let", "[weak", "\"\\(",
    "label:", "outer: for", "@unknown default:", "#if DEBUG", "}}}}", ")))", "]]]",
  ]

  func testEveryQuestionAnswersOnUnterminatedInput() {
    for tail in Self.tails {
      check(ModelSnippet(Self.base + tail), tail)
      // The tail in the middle of the coordinator's body too.
      check(ModelSnippet(Self.base.replacingOccurrences(of: "switch value", with: tail + " switch value")), tail)
    }
  }

  func testDeepNesting() {
    let depth = 200
    var source = "func f(value: Int?) {\n"
    for index in 0..<depth { source += "if let v\(index) = value { items.sink { x in guard x else { return }\n" }
    source += "use(v0)\n" + String(repeating: "} }\n", count: depth) + "}\n"
    let snippet = ModelSnippet(source)
    check(snippet, "deep nesting")
    // Near the top the names resolve (deeper code was parsed flat past the depth bound).
    guard case .optionalBinding = snippet.code.binding(of: "v0", at: snippet.token("use"))?.kind else {
      return XCTFail("`v0` does not resolve to its if-let")
    }
  }

  private func check(_ snippet: ModelSnippet, _ label: String) {
    let file = snippet.file
    let code = snippet.code
    let byteCount = file.bytes.count
    for index in 0..<code.statementCount {
      let range = code.byteRange(of: StatementID(Int32(index)))
      XCTAssertTrue(range.lowerBound >= 0 && range.upperBound <= byteCount, "\(label): statement bytes \(range)")
    }
    let starts = file.syntax.statements.map(\.start)
    XCTAssertEqual(starts, starts.sorted(), "\(label): statements out of order")
    for index in file.tokens.indices {
      let token = TokenID(Int32(index))
      if let binding = code.binding(at: token) {
        XCTAssertTrue(binding.visible.contains(token), "\(label): binding not visible where found")
      }
      if let statement = code.statement(containing: token) {
        XCTAssertTrue(code.span(of: statement).contains(token), "\(label): statement does not contain the token")
      }
      for condition in code.conditions(at: token) {
        XCTAssertTrue(condition.span.end.raw <= Int32(file.tokens.count), "\(label): condition out of range")
      }
    }
    for index in file.syntax.closures.indices {
      let closure = ClosureID(Int32(index))
      _ = code.retention(of: closure)
      _ = code.valueCaptures(of: closure)
      for use in code.strongSelfUses(in: closure, members: ["parent", "apply", "text"]) {
        XCTAssertTrue(Int(use.raw) < file.tokens.count, "\(label): use out of range")
      }
    }
  }
}
