import XCTest

@testable import BridgeLint

/// `CodeModel.binding(of:at:)`: every kind of local binding, where it is visible, and shadowing.
final class ScopeModelTests: XCTestCase {
  private let source = """
    final class Box {
      var value: Int?
      var items: [Int] = []
      func run(items: [Int], value: Int?) {
        print(value)
        let (first, second) = (1, 2)
        if let value { print(value, first, second) } else { print(value) }
        guard let unwrapped = value else { return }
        for (offset, item) in items.enumerated() where offset > 0 { print(offset, item, unwrapped) }
        while let next = iterator.next() { print(next) }
        items.forEach { print($0) }
        let handler = { [weak self, items] (count: Int) in print(count, items, self) }
        switch value {
        case .some(let inner): print(inner)
        case let .other(a, b): print(a, b)
        default: print(inner)
        }
        do { try load() } catch let failure as LoadError { print(failure) } catch { print(error) }
        if case let .some(matched) = value { print(matched) }
        print(offset)
      }
      var text: String {
        get { "" }
        set { print(newValue) }
      }
      var count = 0 { didSet { print(oldValue) } }
    }
    """

  func testParametersAndMembers() {
    let snippet = ModelSnippet(source)
    // `print(value)` at the top of `run`: the parameter, not the member.
    XCTAssertEqual(snippet.binding("value", 2)?.kind, .parameter(FunctionID(0)))
    // The member declarations themselves are not local bindings.
    XCTAssertNil(snippet.binding("value", 0))
    XCTAssertNil(snippet.binding("items", 0))
  }

  func testTupleLocalsAndIfLetShorthand() {
    let snippet = ModelSnippet(source)
    guard case .local = snippet.binding("first", 1)?.kind else { return XCTFail("`first` is not a local") }
    guard case .local = snippet.binding("second", 1)?.kind else { return XCTFail("`second` is not a local") }
    // `if let value` binds inside the then-block only; the else-block sees the parameter.
    guard case .optionalBinding = snippet.binding("value", 4)?.kind else { return XCTFail("not the if-let") }
    XCTAssertEqual(snippet.binding("value", 5)?.kind, .parameter(FunctionID(0)))
    // The if-let's own token is a declaration of the binding.
    XCTAssertEqual(snippet.code.binding(declaredAt: snippet.token("value", 3))?.name, "value")
  }

  func testGuardLetIsVisibleAfterTheGuard() {
    let snippet = ModelSnippet(source)
    guard case .optionalBinding = snippet.binding("unwrapped", 1)?.kind else {
      return XCTFail("`unwrapped` after the guard is not its binding")
    }
    // The condition's right-hand side is the parameter.
    XCTAssertEqual(snippet.binding("value", 6)?.kind, .parameter(FunctionID(0)))
  }

  func testGuardBindingsSkipTheElseBody() {
    let snippet = ModelSnippet(
      """
      func f(token: Token?) {
        guard let token, token.isValid else { print(token); return }
        use(token)
      }
      let g = { [weak self] in
        guard let self else { return }
        self.run()
      }
      """)
    // `token.isValid` in the same condition sees the binding; the else-body sees the parameter.
    guard case .optionalBinding = snippet.binding("token", 2)?.kind else { return XCTFail("in the condition") }
    XCTAssertEqual(snippet.binding("token", 3)?.kind, .parameter(FunctionID(0)))
    guard case .optionalBinding = snippet.binding("token", 4)?.kind else { return XCTFail("after the guard") }
    // `guard let self` after `[weak self]` rebinds `self` strongly for the rest of the closure.
    guard case .optionalBinding = snippet.binding("self", 2)?.kind else { return XCTFail("`guard let self`") }
    guard case .capture(_, .weak, capturesSelf: true) = snippet.binding("self", 1)?.kind else {
      return XCTFail("the guard's own `self` reads the weak capture")
    }
  }

  func testForPatternsWhileLetAndAnonymousParameters() {
    let snippet = ModelSnippet(source)
    guard case .forPattern = snippet.binding("offset", 2)?.kind else { return XCTFail("`offset` in the loop") }
    guard case .forPattern = snippet.binding("item", 1)?.kind else { return XCTFail("`item` in the loop") }
    // After the loop `offset` is not bound (a member or a global).
    XCTAssertNil(snippet.binding("offset", 3))
    guard case .optionalBinding = snippet.binding("next", 2)?.kind else { return XCTFail("while-let") }
    guard case .anonymousClosureParameter = snippet.binding("$0")?.kind else { return XCTFail("`$0`") }
  }

  func testClosureParametersAndCaptures() {
    let snippet = ModelSnippet(source)
    guard case .closureParameter = snippet.binding("count", 1)?.kind else { return XCTFail("closure parameter") }
    // `[items]` captures the value: inside, `items` is the capture, not the parameter or member.
    guard case .capture(_, .strong, capturesSelf: false) = snippet.binding("items", 5)?.kind else {
      return XCTFail("`items` is not the value capture")
    }
    guard case .capture(_, .weak, capturesSelf: true) = snippet.binding("self", 1)?.kind else {
      return XCTFail("`self` is not the weak capture")
    }
    // The capture list itself reads the outer names.
    XCTAssertEqual(snippet.binding("items", 4)?.kind, .parameter(FunctionID(0)))
  }

  func testSwitchCaseBindingsEndAtTheNextLabel() {
    let snippet = ModelSnippet(source)
    guard case .switchCase = snippet.binding("inner", 1)?.kind else { return XCTFail("`case .some(let inner)`") }
    guard case .switchCase = snippet.binding("a", 1)?.kind else { return XCTFail("`case let .other(a, b)`") }
    guard case .switchCase = snippet.binding("b", 1)?.kind else { return XCTFail("`case let .other(a, b)`") }
    // `default:` does not see the first case's names; `.some`/`.other` are not bindings.
    XCTAssertNil(snippet.binding("inner", 2))
    XCTAssertNil(snippet.code.binding(declaredAt: snippet.token("some")))
    XCTAssertNil(snippet.code.binding(declaredAt: snippet.token("other")))
  }

  func testCatchBindingsAndConditionPatterns() {
    let snippet = ModelSnippet(source)
    guard case .catchPattern = snippet.binding("failure", 1)?.kind else { return XCTFail("`catch let failure`") }
    XCTAssertNil(snippet.code.binding(declaredAt: snippet.token("LoadError")))
    guard case .implicitError = snippet.binding("error")?.kind else { return XCTFail("implicit `error`") }
    guard case .conditionPattern = snippet.binding("matched", 1)?.kind else { return XCTFail("`if case let`") }
  }

  func testAccessorValues() {
    let snippet = ModelSnippet(source)
    guard case .accessorValue = snippet.binding("newValue")?.kind else { return XCTFail("`newValue`") }
    guard case .accessorValue = snippet.binding("oldValue")?.kind else { return XCTFail("`oldValue`") }
  }

  func testLocalsAreVisibleFromTheirDeclarationToTheEndOfTheirScope() {
    let snippet = ModelSnippet(
      """
      func f() {
        print(later)
        let later = 1
        do { let inner = 2; print(inner) }
        print(inner, later)
        let shadow = 1
        let g = { (shadow: Int) in print(shadow) }
        print(shadow)
      }
      """)
    XCTAssertNil(snippet.binding("later", 0))
    guard case .local = snippet.binding("later", 2)?.kind else { return XCTFail("`later` after its declaration") }
    guard case .local = snippet.binding("inner", 1)?.kind else { return XCTFail("`inner` inside `do`") }
    XCTAssertNil(snippet.binding("inner", 2))
    // The closure parameter shadows the local inside the closure only.
    guard case .closureParameter = snippet.binding("shadow", 2)?.kind else { return XCTFail("shadowed") }
    guard case .local = snippet.binding("shadow", 3)?.kind else { return XCTFail("the local again") }
  }

  func testManyScopesStayLinear() {
    // 3,000 functions, each with a parameter, a local, an if-let and a closure, all named alike.
    var source = "final class Big {\n"
    let count = 3000
    for index in 0..<count {
      source += """
          func f\(index)(value: Int?) {
            let local = \(index)
            if let value { print(value, local) }
            items.forEach { value in print(value) }
          }

        """
    }
    source += "}\n"
    let snippet = ModelSnippet(source)
    XCTAssertEqual(snippet.code.allBindings.count, count * 4)
    var parameters = 0
    var closureParameters = 0
    var optionals = 0
    var unbound = 0
    let uses = snippet.tokens("value")
    XCTAssertEqual(uses.count, count * 5)
    for use in uses {
      switch snippet.code.binding(of: "value", at: use)?.kind {
      case .parameter: parameters += 1
      case .closureParameter: closureParameters += 1
      case .optionalBinding: optionals += 1
      case nil: unbound += 1
      default: break
      }
    }
    // Per function `value` is written five times: the parameter's own token (outside the body:
    // unbound), `if let value` and `{ value in` (both read the parameter where they stand), the
    // if-let's use and the closure parameter's use.
    XCTAssertEqual(unbound, count)
    XCTAssertEqual(parameters, 2 * count)
    XCTAssertEqual(optionals, count)
    XCTAssertEqual(closureParameters, count)
  }
}
