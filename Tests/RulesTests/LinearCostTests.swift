import BridgeLint
import Rules
import XCTest

/// Work that must stay linear in one file: each test builds a file with thousands of the same
/// shape and bounds `BridgeModel.scanSteps`, which counts the steps of the scans that used to run
/// once per declaration or per finding. A quadratic version takes millions of steps here (and
/// minutes in a debug build); these bounds are a small multiple of the file's size.
final class LinearCostTests: XCTestCase {
  private func model(_ code: String) -> BridgeModel {
    let file = ParsedFile(path: "Generated.swift", text: code)
    return BridgeModel(file: file, index: ProjectIndex(files: [file.typeSummaries()], jobs: 1))
  }

  /// Thousands of representables, each with a nested coordinator: finding each one's coordinator
  /// is a table lookup, not a walk over every type of the file.
  func testRepresentablesOfAGeneratedFileAreFoundInLinearSteps() {
    let count = 2_000
    let code = (0..<count).map { index in
      """
      struct Label\(index): UIViewRepresentable {
        func makeUIView(context: Context) -> UILabel { UILabel() }
        func updateUIView(_ label: UILabel, context: Context) {}
        final class Coordinator: NSObject {}
      }
      """
    }.joined(separator: "\n")
    let model = model(code)
    let representables = model.representables
    XCTAssertEqual(representables.count, count)
    XCTAssertEqual(representables.last?.name, "Label1999")
    XCTAssertEqual(
      representables.last.flatMap(\.coordinator).map { model.file.qualifiedName(of: model.file[type: $0]) },
      "Label1999.Coordinator")
    // Each one's life-cycle methods, as the update-pass rules ask: grouped once, not filtered per representable.
    let methods = representables.map { model.lifecycleMethods(of: $0).count }
    XCTAssertEqual(methods, Array(repeating: 2, count: count))
    // Two types per representable; the per-representable walk took `count * 2 * count` steps.
    XCTAssertLessThanOrEqual(model.scanSteps, 4 * 2 * count)
  }

  /// A container adding thousands of children without `didMove(toParent:)` and removing
  /// thousands without `willMove(toParent: nil)`: every finding gets its fix, and building the
  /// fixes looks at a few statements each, not at the whole function.
  func testMissingDidMoveFixesOfAGeneratedContainerTakeLinearSteps() throws {
    let count = 2_000
    var lines = ["final class Container: UIViewController {", "  func load() {"]
    for index in 0..<count {
      lines += [
        "    let added\(index) = UIViewController()", "    addChild(added\(index))",
        "    view.addSubview(added\(index).view)",
      ]
    }
    lines += ["  }", "  func unload() {"]
    for index in 0..<count {
      lines += ["    removed\(index).view.removeFromSuperview()", "    removed\(index).removeFromParent()"]
    }
    lines += ["  }"]
    // Many methods too: "another method of the same controller" is asked per finding.
    for index in 0..<count { lines += ["  func step\(index)() { addChild(step\(index)) }"] }
    lines += ["  var removed0: UIViewController?", "}"]
    let code = lines.joined(separator: "\n")
    let model = model(code)
    var context = RuleContext(model: model, ruleID: MissingDidMoveRule.identifier, severity: .warning)
    MissingDidMoveRule().check(model.file, &context)
    let findings = context.diagnostics
    XCTAssertEqual(findings.count, 3 * count)
    XCTAssertEqual(findings.filter { $0.fix != nil }.count, 2 * count)
    let lastAdded = try XCTUnwrap(findings.first { $0.message.hasPrefix("`added1999`") })
    XCTAssertEqual(lastAdded.fix?.title, "Call `added1999.didMove(toParent: self)` after its view is added")
    let lastRemoved = try XCTUnwrap(findings.first { $0.message.hasPrefix("`removed1999`") })
    XCTAssertEqual(lastRemoved.fix?.title, "Call `removed1999.willMove(toParent: nil)` before removing it")
    // The per-finding walks took `count * count` steps and more.
    XCTAssertLessThanOrEqual(model.scanSteps, 8 * count)
  }

  /// Thousands of hosting controllers made in one method, every other one made a child and
  /// every fourth one kept in a property: the index summary and the model read the method once,
  /// not once per controller, and still tell each one's fate.
  func testHostingSitesOfOneGeneratedMethodTakeLinearSteps() {
    let count = 2_000
    var lines = ["final class Feed: UIViewController {", "  var kept: UIViewController?", "  func load() {"]
    for index in 0..<count {
      lines.append("    let host\(index) = UIHostingController(rootView: Row(store: store))")
      if index % 2 == 0 { lines.append("    addChild(host\(index))") }
      if index % 4 == 1 { lines.append("    self.kept = host\(index)") }
    }
    lines += ["  }", "}"]
    let model = model(lines.joined(separator: "\n"))
    let summaries = model.file.hostingSiteSummaries
    XCTAssertEqual(summaries.count, count)
    // Compared as one Boolean: a failure would print thousands of elements.
    XCTAssertTrue(summaries.map { $0.usage.contains(.child) } == (0..<count).map { $0 % 2 == 0 })
    XCTAssertEqual(summaries.last?.controllerName, "host1999")
    XCTAssertEqual(summaries.last?.roots.map(\.type), ["Row"])
    let sites = model.hostingSites
    XCTAssertEqual(sites.count, count)
    var fates: [String] = []
    for site in sites {
      guard case .local(let name) = site.destination, let function = site.function else { continue }
      fates.append(
        model.addsChild(name, in: function) ? "child" : model.storesLocal(name, in: function) ?? "released")
    }
    XCTAssertEqual(fates.count, count)
    XCTAssertEqual(Array(fates.prefix(4)), ["child", "kept", "child", "released"])
    XCTAssertTrue(fates == (0..<count).map { $0 % 2 == 0 ? "child" : $0 % 4 == 1 ? "kept" : "released" })
    // One read of the method's calls and assignments; a read per controller took `count` times more.
    XCTAssertLessThanOrEqual(model.scanSteps, 4 * count)
  }
}
