import BridgeLint
import XCTest

/// The model's coordinator, registration and teardown facts on small sources.
final class CoordinatorModelTests: XCTestCase {
  private func model(_ text: String) -> BridgeModel {
    let file = ParsedFile(path: "Model.swift", text: text)
    return BridgeModel(file: file, index: ProjectIndex(files: [file.typeSummaries()], jobs: 1))
  }

  private func names(_ variables: [VariableID], _ model: BridgeModel) -> [String] {
    variables.map { model.file.text(model.file[variable: $0].name) }
  }

  func testCoordinatorMembersParentAndConformancesAcrossExtensions() throws {
    let model = model(
      """
      struct Search: UIViewRepresentable {
        var onSubmit: (String) -> Void
        func makeUIView(context: Context) -> UISearchBar { UISearchBar() }
        func updateUIView(_ bar: UISearchBar, context: Context) {}
        final class Coordinator: NSObject {
          var parent: Search
          weak var bar: UISearchBar?
          static var count = 0
          var title: String { "" }
          init(parent: Search) { self.parent = parent }
          deinit {}
        }
      }
      extension Search.Coordinator: UISearchBarDelegate {
        func searchBarSearchButtonClicked(_ bar: UISearchBar) {}
      }
      """)
    let representable = try XCTUnwrap(model.representables.first)
    let coordinator = try XCTUnwrap(model.coordinator(of: representable))
    XCTAssertEqual(coordinator.representable, "Search")
    XCTAssertEqual(coordinator.declarations.count, 2)
    XCTAssertEqual(coordinator.classDeclaration, coordinator.declarations.first)
    XCTAssertEqual(names(coordinator.properties, model), ["parent", "bar"])
    XCTAssertEqual(names(coordinator.parentProperties, model), ["parent"])
    XCTAssertEqual(coordinator.ownConformances, ["NSObject"])
    XCTAssertEqual(coordinator.conformances, ["NSObject", "UISearchBarDelegate"])
    XCTAssertNotNil(coordinator.deinitializer)
    let functionNames = coordinator.functions.map { model.file.text(model.file[function: $0].name) }
    XCTAssertEqual(functionNames, ["init", "deinit", "searchBarSearchButtonClicked"])
    // make, update, then the coordinator's three functions.
    XCTAssertEqual(model.bridgeFunctions(of: representable).count, 5)
  }

  func testNoCoordinatorAndReturnedCoordinatorType() throws {
    let plain = model(
      """
      struct Label: UIViewRepresentable {
        func makeUIView(context: Context) -> UILabel { UILabel() }
        func updateUIView(_ label: UILabel, context: Context) {}
      }
      """)
    XCTAssertNil(plain.coordinator(of: try XCTUnwrap(plain.representables.first)))
    let returned = model(
      """
      struct Map: UIViewRepresentable {
        func makeCoordinator() -> MapCoordinator { MapCoordinator(self) }
        func makeUIView(context: Context) -> MKMapView { MKMapView() }
        func updateUIView(_ map: MKMapView, context: Context) {}
      }
      final class MapCoordinator: NSObject, MKMapViewDelegate {
        let owner: Map
        init(_ owner: Map) { self.owner = owner }
      }
      """)
    let coordinator = try XCTUnwrap(returned.coordinator(of: try XCTUnwrap(returned.representables.first)))
    XCTAssertEqual(names(coordinator.parentProperties, returned), ["owner"])
    XCTAssertEqual(coordinator.ownConformances, ["NSObject", "MKMapViewDelegate"])
  }

  func testRegistrationsAndTeardowns() throws {
    let model = model(
      """
      struct Web: UIViewRepresentable {
        let session = AVCaptureSession()
        let injected: AVCaptureSession
        func makeUIView(context: Context) -> WKWebView {
          let web = WKWebView()
          web.configuration.userContentController.add(context.coordinator, name: "bridge")
          Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in }
          Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in }
          let link = CADisplayLink(target: context.coordinator, selector: #selector(Coordinator.tick))
          NotificationCenter.default.addObserver(forName: .foo, object: nil, queue: nil) { _ in }
          NotificationCenter.default.addObserver(self, selector: #selector(Coordinator.tick), name: .foo, object: nil)
          web.addObserver(context.coordinator, forKeyPath: "title", options: [], context: nil)
          session.startRunning()
          injected.startRunning()
          return web
        }
        func updateUIView(_ web: WKWebView, context: Context) {}
        static func dismantleUIView(_ web: WKWebView, coordinator: Coordinator) {
          coordinator.link?.invalidate()
          NotificationCenter.default.removeObserver(coordinator)
          NotificationCenter.default.removeObserver(self)
          web.removeObserver(coordinator, forKeyPath: "title")
          web.configuration.userContentController.removeScriptMessageHandler(forName: "bridge")
          coordinator.tokens.forEach(NotificationCenter.default.removeObserver)
        }
        final class Coordinator: NSObject {
          var link: CADisplayLink?
          var tokens: [NSObjectProtocol] = []
          @objc func tick() {}
        }
      }
      """)
    let representable = try XCTUnwrap(model.representables.first)
    let functions = model.bridgeFunctions(of: representable)
    let registrations = model.registrations(in: functions)
    XCTAssertEqual(
      registrations.map(\.kind),
      [.scriptMessageHandler, .repeatingTimer, .displayLink, .blockObserver, .keyValueObserver, .captureSession])
    XCTAssertEqual(registrations.map(\.retainsTarget), [true, false, true, false, false, false])
    let teardowns = model.teardowns(in: functions).map(\.kind)
    XCTAssertEqual(
      teardowns,
      [.repeatingTimer, .displayLink, .blockObserver, .keyValueObserver, .scriptMessageHandler, .blockObserver])
  }
}
