import XCTest

@testable import BridgeLint

/// `CodeModel.conditions(at:)`: which conditions hold where a statement runs.
final class GuardModelTests: XCTestCase {
  private func kinds(_ snippet: ModelSnippet, at token: TokenID) -> [String] {
    snippet.code.conditions(at: token).map { condition in
      (condition.holds ? "" : "not ") + describe(condition, snippet)
    }
  }

  private func describe(_ condition: GuardCondition, _ snippet: ModelSnippet) -> String {
    let file = snippet.file
    switch condition.kind {
    case .nilCheck(let subject, let isNil): return "nil(\(file.compactText(subject)), \(isNil))"
    case .identity(let lhs, let rhs, let same):
      return "identity(\(file.compactText(lhs)), \(file.compactText(rhs)), \(same))"
    case .equality(let lhs, let rhs, let equal):
      return "equality(\(file.compactText(lhs)), \(file.compactText(rhs)), \(equal))"
    case .onceFlag(let flag): return "once(\(file.compactText(flag)))"
    case .isEmpty(let subject, let negated): return "isEmpty(\(file.compactText(subject)), \(negated))"
    case .other: return "other(\(file.compactText(condition.span)))"
    }
  }

  func testEachConditionClass() {
    let snippet = ModelSnippet(
      """
      func updateUIView(_ view: MKMapView, context: Context) {
        if view.delegate !== context.coordinator { view.delegate = context.coordinator }
        if coordinator.tap == nil { coordinator.tap = UITapGestureRecognizer() }
        if let url, web.url != url { web.load(URLRequest(url: url)) }
        if !context.coordinator.didSetup { context.coordinator.didSetup = true; view.addGestureRecognizer(tap) }
        if view.subviews.isEmpty && isReady() { view.addSubview(label) }
        if a == b || c { view.setNeedsLayout() }
        if !flag { print(1) }
        while let next = queue.first, case .some = next { process(next) }
      }
      """)
    XCTAssertEqual(
      kinds(snippet, at: snippet.token("delegate", 1)), ["identity(view.delegate, context.coordinator, false)"])
    XCTAssertEqual(kinds(snippet, at: snippet.token("tap", 1)), ["nil(coordinator.tap, true)"])
    XCTAssertEqual(kinds(snippet, at: snippet.token("load")), ["nil(url, false)", "equality(web.url, url, false)"])
    XCTAssertEqual(
      kinds(snippet, at: snippet.token("addGestureRecognizer")), ["once(context.coordinator.didSetup)"])
    XCTAssertEqual(
      kinds(snippet, at: snippet.token("addSubview")), ["isEmpty(view.subviews, false)", "other(isReady())"])
    XCTAssertEqual(kinds(snippet, at: snippet.token("setNeedsLayout")), ["other(a==b||c)"])
    // A Bool tested but never set is not a once-flag.
    XCTAssertEqual(kinds(snippet, at: snippet.token("print")), ["other(!flag)"])
    XCTAssertEqual(kinds(snippet, at: snippet.token("process")), ["nil(queue.first, false)", "other(case.some=next)"])
  }

  /// A guard's `else` body runs where its condition is false; a flag the code after the guard
  /// sets makes it a once-flag there too (a re-entrancy guard).
  func testAGuardsElseBodySeesTheOnceFlagTheGuardedCodeSets() {
    let snippet = ModelSnippet(
      """
      func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult]) {
        guard !handled else { log("again"); return }
        handled = true
        guard !results.isEmpty else { close(); return }
        store.receive(results)
      }
      """)
    XCTAssertEqual(kinds(snippet, at: snippet.token("log")), ["not once(handled)"])
    XCTAssertEqual(kinds(snippet, at: snippet.token("close")), ["not isEmpty(results, true)", "once(handled)"])
  }

  func testGuardsBeforeAStatementAndNesting() {
    let snippet = ModelSnippet(
      """
      func update() {
        first()
        guard coordinator.controller == nil else { return }
        guard !didSetup else { return }
        didSetup = true
        if isVisible {
          present(controller)
        }
        items.forEach { item in register(item) }
      }
      """)
    XCTAssertEqual(kinds(snippet, at: snippet.token("first")), [])
    XCTAssertEqual(
      kinds(snippet, at: snippet.token("present")),
      ["other(isVisible)", "nil(coordinator.controller, true)", "once(didSetup)"])
    // Closures are looked through: the closure is made only past the guards.
    XCTAssertEqual(
      kinds(snippet, at: snippet.token("register")), ["nil(coordinator.controller, true)", "once(didSetup)"])
    // The guard's own else-body runs where its condition is false.
    XCTAssertEqual(kinds(snippet, at: snippet.token("return")), ["not nil(coordinator.controller, true)"])
  }

  func testSwitchCaseGuardsStayInTheirCase() {
    let snippet = ModelSnippet(
      """
      func handle(_ event: Event) {
        switch event {
        case .a:
          guard ready else { return }
          start()
        case .b:
          stop()
        }
      }
      """)
    XCTAssertEqual(kinds(snippet, at: snippet.token("start")), ["other(ready)"])
    XCTAssertEqual(kinds(snippet, at: snippet.token("stop")), [])
  }

  func testManyGuardsInOneBody() {
    let count = 2000
    var source = "func f() {\n"
    for index in 0..<count { source += "  guard ready\(index) else { return }\n" }
    source += "  finish()\n}\n"
    let snippet = ModelSnippet(source)
    XCTAssertEqual(snippet.code.conditions(at: snippet.token("finish")).count, count)
    XCTAssertEqual(snippet.code.statements(of: FunctionID(0)).count, count + 1)
    // The first guard's else-body runs only where its own condition is false.
    XCTAssertEqual(snippet.code.conditions(at: snippet.token("return")).map(\.holds), [false])
  }

  func testElseBranchesRunWhereEarlierConditionsAreFalse() {
    let snippet = ModelSnippet(
      """
      func update(_ view: UIView) {
        if coordinator.picker == nil {
          create()
        } else if view.isHidden {
          reveal()
        } else {
          reuse()
        }
        if a, b { first() } else { second() }
      }
      """)
    XCTAssertEqual(kinds(snippet, at: snippet.token("create")), ["nil(coordinator.picker, true)"])
    XCTAssertEqual(
      kinds(snippet, at: snippet.token("reveal")), ["other(view.isHidden)", "not nil(coordinator.picker, true)"])
    XCTAssertEqual(
      kinds(snippet, at: snippet.token("reuse")), ["not other(view.isHidden)", "not nil(coordinator.picker, true)"])
    // `!(a && b)` says nothing definite about `a` or `b`.
    XCTAssertEqual(kinds(snippet, at: snippet.token("second")), [])
  }
}
