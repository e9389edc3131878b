import XCTest

@testable import BridgeLint

/// `CodeModel` closure facts: who keeps a closure, what it captures, its strong uses of `self`.
final class ClosureModelTests: XCTestCase {
  /// The retention of the first closure in each line of `body` (inside a method of a class).
  private func retentions(_ lines: [String]) -> [ClosureRetention] {
    let source =
      "final class C {\n  var onTap: (() -> Void)?\n  func f(field: Field, model: Model) {\n"
      + lines.map { "    " + $0 + "\n" }.joined() + "  }\n}\n"
    let snippet = ModelSnippet(source)
    var result: [ClosureRetention] = []
    var line = -1
    for (index, closure) in snippet.file.syntax.closures.enumerated() {
      let closureLine = snippet.file.location(of: closure.open).line
      guard closureLine != line else { continue }
      line = closureLine
      result.append(snippet.code.retention(of: ClosureID(Int32(index))))
    }
    return result
  }

  func testRetainingAPIs() {
    let retained = retentions([
      "c = model.$text.sink { value in print(value) }",
      "o = field.observe(\\.text) { field, _ in print(field) }",
      "t = NotificationCenter.default.addObserver(forName: .x, object: nil, queue: .main) { _ in }",
      "timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in }",
      "let a = UIAction { _ in }",
      "field.addAction { }",
      "task = Task { while !Task.isCancelled { await load() } }",
    ])
    XCTAssertEqual(
      retained.dropLast(),
      [
        .retained(.sink), .retained(.keyValueObservation), .retained(.notificationObserver),
        .retained(.repeatingTimer), .retained(.action), .retained(.addAction),
      ])
    guard case .retained(.storedTask(let target)) = retained.last else { return XCTFail("the stored task") }
    XCTAssertEqual(target.owner, .ownMember)
  }

  /// A stored `Task` keeps its closure only while it runs: only a body that never finishes by
  /// itself makes it a retaining closure.
  func testStoredTasksThatFinishAreShortLived() {
    let found = retentions([
      "task = Task { for await note in center.notifications(named: .x) { handle(note) } }",
      "task = Task { while true { await tick() } }",
      "task = Task { repeat { await tick() } while true }",
      "task = Task { for try await value in model.$text.values { print(value) } }",
      "task = Task { try await Task.sleep(for: .seconds(1)); self.done = true }",
      "task = Task { await load(); Task { while true { await tick() } } }",
      "task = Task { for await line in bytes.lines { print(line) } }",
      "task = Task { while running { await step() } }",
      "task = Task.detached { await self.load() }",
    ])
    let retained = found.prefix(4).map { value -> Bool in
      if case .retained(.storedTask) = value { return true }
      return false
    }
    XCTAssertEqual(retained, [true, true, true, true])
    XCTAssertEqual(Array(found.dropFirst(4)), Array(repeating: .shortLived(.finishingStoredTask), count: 5))
  }

  func testStoredProperties() {
    let snippet = ModelSnippet(
      """
      final class C {
        var onTap: (() -> Void)?
        lazy var handler: () -> Void = { print(1) }
        func f(field: Field) {
          onTap = { print(1) }
          self.onTap = { print(2) }
          field.onEdit = { _ in print(3) }
          Manager.shared.onEvent = { print(4) }
          var local: () -> Void = { }
          local = { print(5) }
          let view = { UIView() }()
        }
      }
      """)
    let code = snippet.code
    let owners = (0..<7).map { index -> StoredTarget.Owner? in
      guard case .retained(.storedProperty(let target)) = code.retention(of: ClosureID(Int32(index))) else {
        return nil
      }
      return target.owner
    }
    XCTAssertEqual(owners, [.ownMember, .ownMember, .ownMember, .otherObject, .sharedInstance, nil, nil])
    guard case .retained(.storedProperty(let target)) = code.retention(of: ClosureID(4)) else {
      return XCTFail("not stored")
    }
    XCTAssertEqual(snippet.file.compactText(target.span), "Manager.shared.onEvent")
    XCTAssertEqual(code.retention(of: ClosureID(5)), .unknown)
    XCTAssertEqual(code.retention(of: ClosureID(6)), .unknown)
    XCTAssertEqual(code.retention(of: ClosureID(7)), .shortLived(.immediatelyInvoked))
  }

  func testShortLivedAndUnknown() {
    XCTAssertEqual(
      retentions([
        "DispatchQueue.main.async { print(1) }",
        "UIView.animate(withDuration: 1) { print(1) }",
        "let xs = [1].map { $0 * 2 }",
        "withAnimation { print(1) }",
        "Task { await load() }",
        "Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in }",
        "let h = { print(1) }",
        "custom.register { print(1) }",
        "return { print(1) }",
      ]),
      [
        .shortLived(.call("async")), .shortLived(.call("animate")), .shortLived(.call("map")),
        .shortLived(.call("withAnimation")), .shortLived(.unstoredTask), .shortLived(.oneShotTimer), .unknown,
        .unknown, .unknown,
      ])
  }

  func testCaptures() {
    let snippet = ModelSnippet(
      """
      func f() {
        let a = { [weak self, text, unowned field, copy = self.value] in print(text) }
        let b = { [self] in print(1) }
        let c = { [unowned self] in print(1) }
        let d = { print(1) }
      }
      """)
    let code = snippet.code
    XCTAssertEqual(code.selfCapture(of: ClosureID(0)), .weak(snippet.token("self", 0)))
    XCTAssertEqual(code.selfCapture(of: ClosureID(1)), .strong(snippet.token("self", 2)))
    XCTAssertEqual(code.selfCapture(of: ClosureID(2)), .unowned(snippet.token("self", 3)))
    XCTAssertEqual(code.selfCapture(of: ClosureID(3)), SelfCapture.none)
    let captures = code.valueCaptures(of: ClosureID(0))
    XCTAssertEqual(captures.map { snippet.file.text($0.name) }, ["text", "field", "copy"])
    XCTAssertEqual(captures.map(\.specifier), [.strong, .unowned, .strong])
    XCTAssertEqual(captures.map { $0.value.map { snippet.file.compactText($0) } }, [nil, nil, "self.value"])
    let facts = code.facts(of: ClosureID(0))
    XCTAssertEqual(facts.selfCapture, code.selfCapture(of: ClosureID(0)))
    XCTAssertEqual(facts.valueCaptures, captures)
    XCTAssertEqual(facts.retention, .unknown)
    XCTAssertNil(facts.call)
  }

  private let coordinator = """
    final class Coordinator {
      var parent: Parent
      var text = ""
      var cancellables: Set<AnyCancellable> = []
      func bind(_ model: Model, parents: [Parent]) {
        model.$a.sink { value in if let parent = value.parent { parent.refresh() } }
        model.$b.sink { value in for parent in parents { parent.refresh() } }
        model.$c.sink { [text] value in print(text, value) }
        model.$d.sink { value in self.parent.refresh(); text = value }
        model.$e.sink { [weak self] value in self?.parent.refresh(); guard let self else { return }; self.text = value }
        model.$f.sink { value in DispatchQueue.main.async { [weak self] in self?.parent.refresh() } }
        model.$g.sink { [self] value in parent.refresh() }
        model.$h.sink { value in let parent = Parent(); parent.refresh() }
        model.$i.sink { value in print(value) }.store(in: &cancellables)
      }
    }
    """

  func testStrongSelfUses() {
    let snippet = ModelSnippet(coordinator)
    let code = snippet.code
    let members: Set<String> = ["parent", "text", "cancellables", "bind"]
    let sinks = code.closures(in: snippet.file.body(of: snippet.file.syntax.functions[0]))
      .filter {
        snippet.file[closure: $0].ownerKind == .trailingClosure
          && code.receivingCall(of: $0).map { snippet.file.text(snippet.file[call: $0].name) } == "sink"
      }
    XCTAssertEqual(sinks.count, 9)
    let uses = sinks.map { code.strongSelfUses(in: $0, members: members).map { snippet.file.text($0.raw) } }
    XCTAssertEqual(
      uses,
      [
        [],  // `if let parent` shadows the member
        [],  // `for parent in`
        [],  // `[text]` is a value capture
        ["self", "text"],  // `self.parent` and the implicit `text`
        [],  // `[weak self]`, then `guard let self`
        [],  // the nested closure captures weakly
        ["self", "parent"],  // `[self]`, then the implicit member
        [],  // a local named `parent`
        [],  // `cancellables` is outside the closure
      ])
    XCTAssertEqual(code.firstStrongSelfUse(in: sinks[3], members: members), snippet.token("self", 0))
  }
}
