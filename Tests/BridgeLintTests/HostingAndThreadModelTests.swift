import XCTest

@testable import BridgeLint

/// The model's hosting sites, cell contexts, background work and wrapper attributes.
final class HostingAndThreadModelTests: XCTestCase {
  private func model(_ text: String, others: [String] = []) -> BridgeModel {
    let file = ParsedFile(path: "Model.swift", text: text)
    let summaries = [file.typeSummaries()] + others.map { ParsedFile(path: "Other.swift", text: $0).typeSummaries() }
    return BridgeModel(file: file, index: ProjectIndex(files: summaries, jobs: 1))
  }

  private func text(_ span: TokenSpan?, _ model: BridgeModel) -> String? { span.map { model.file.compactText($0) } }

  // MARK: - Hosting sites

  func testHostingSitesRecordDestinationsAndRootViews() {
    let model = model(
      """
      final class Screen: UIViewController {
        private lazy var header = UIHostingController(rootView: Header())
        var footer: UIHostingController<Footer>?
        func build(cell: Cell) {
          let host = UIHostingController(rootView: Body())
          footer = UIHostingController(rootView: Footer())
          cell.host = CardHost(rootView: Card())
          present(UIHostingController(rootView: Sheet()), animated: true)
          header.rootView = Header()
          host.rootView = Body()
        }
      }
      final class Shell: UIHostingController<Root> {
        func reset() { rootView = Root() }
      }
      final class NotHosting: UIViewController {
        func reset() { rootView = Root() }
      }
      """,
      others: ["typealias CardHost = UIHostingController<Card>"])
    let sites = model.hostingSites
    XCTAssertEqual(
      sites.map(\.kind),
      [
        .initializer, .initializer, .initializer, .initializer, .initializer,
        .rootViewAssignment, .rootViewAssignment, .rootViewAssignment,
      ])
    XCTAssertEqual(
      sites.map(\.destination),
      [
        .property("header"), .local("host"), .property("footer"), .otherMember("cell.host"), .other,
        .property("header"), .local("host"), .property("self"),
      ])
    XCTAssertEqual(
      sites.map { text($0.rootView, model) },
      [
        "Header()", "Body()", "Footer()", "Card()", "Sheet()", "Header()", "Body()", "Root()",
      ])
    // The property initializer has no function but belongs to the controller.
    XCTAssertNil(sites[0].function)
    XCTAssertEqual(sites[0].owner.map { model.file.qualifiedName(of: model.file[type: $0]) }, "Screen")
  }

  func testRootViewThroughALocalAndContainmentFacts() throws {
    let model = model(
      """
      final class Screen: UIViewController {
        var kept: UIHostingController<Body>?
        func build() {
          let root = Body(onDone: { self.close() })
          let host = UIHostingController(rootView: root)
          addChild(host)
          self.kept = host
        }
      }
      """)
    let site = try XCTUnwrap(model.hostingSites.first)
    XCTAssertEqual(text(model.rootViewExpression(of: site), model), "Body(onDone:{self.close()})")
    let function = try XCTUnwrap(site.function)
    XCTAssertTrue(model.addsChild("host", in: function))
    XCTAssertFalse(model.addsChild("root", in: function))
    XCTAssertEqual(model.storesLocal("host", in: function), "kept")
    XCTAssertNil(model.storesLocal("root", in: function))
  }

  func testCellContexts() {
    let model = model(
      """
      final class Feed: UITableViewController {
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
          let a = UIHostingController(rootView: A())
        }
        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
          let b = UIHostingController(rootView: B())
        }
        lazy var registration = UICollectionView.CellRegistration<UICollectionViewCell, Int> { cell, _, item in
          let c = UIHostingController(rootView: C())
        }
      }
      final class Row: UITableViewCell {
        func configure() { let d = UIHostingController(rootView: D()) }
      }
      """)
    let contexts = model.hostingSites.map { model.cellContext(of: $0.anchor) }
    XCTAssertEqual(contexts.count, 4)
    guard contexts.count == 4 else { return }
    if case .cellProvider? = contexts[0] {} else { XCTFail("cellForRowAt: \(String(describing: contexts[0]))") }
    XCTAssertNil(contexts[1])
    if case .registration? = contexts[2] {} else { XCTFail("registration: \(String(describing: contexts[2]))") }
    if case .cellMethod? = contexts[3] {} else { XCTFail("cell method: \(String(describing: contexts[3]))") }
  }

  // MARK: - Background work

  func testBackgroundWorkKinds() {
    let model = model(
      """
      func f(url: URL) {
        DispatchQueue.global().async { a() }
        DispatchQueue.global(qos: .utility).asyncAfter(deadline: .now()) { b() }
        DispatchQueue.main.async { c() }
        Task.detached { d() }
        Task.detached { @MainActor in e() }
        Task { g() }
        URLSession.shared.dataTask(with: url) { _, _, _ in h() }.resume()
        session.dataTask(with: url) { _, _, _ in i() }.resume()
        DispatchQueue.global().async(execute: { j() })
      }
      """)
    XCTAssertEqual(
      model.backgroundWork.map(\.kind),
      [.globalQueue, .globalQueue, .detachedTask, .urlSessionCompletion, .globalQueue])
  }

  func testRunsInBackgroundStopsAtHopsAndUnknownClosures() throws {
    let source = """
      func f() {
        DispatchQueue.global().async {
          a()
          items.forEach { b($0) }
          DispatchQueue.main.async { c() }
          await MainActor.run { d() }
          fetch { e() }
          if ready { g() }
        }
      }
      """
    let model = model(source)
    let work = try XCTUnwrap(model.backgroundWork.first)
    func token(_ name: String) -> TokenID {
      TokenID(Int32(model.file.tokens.indices.first { model.file.text(Int32($0)) == name } ?? 0))
    }
    XCTAssertTrue(model.runsInBackground(token("a"), of: work))
    XCTAssertTrue(model.runsInBackground(token("b"), of: work))
    XCTAssertFalse(model.runsInBackground(token("c"), of: work))
    XCTAssertFalse(model.runsInBackground(token("d"), of: work))
    XCTAssertFalse(model.runsInBackground(token("e"), of: work))
    XCTAssertTrue(model.runsInBackground(token("g"), of: work))
  }

  // MARK: - Wrappers

  func testWrapperAttributesOnAnyType() throws {
    let model = model(
      """
      final class Coordinator {
        @State var isOn = false
        @Binding var text: String
        var plain = 0
      }
      """)
    let type = try XCTUnwrap(model.types.first)
    let wrappers = model.members(of: type).variables.map { model.wrapper(of: $0)?.wrapper }
    XCTAssertEqual(wrappers, [.state, .binding, nil])
  }
}
