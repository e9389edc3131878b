import BridgeLint
import XCTest

/// The update-pass view of a representable's life-cycle methods (UpdateStatements.swift).
final class UpdateStatementsTests: XCTestCase {
  private func model(_ text: String) -> BridgeModel {
    let file = ParsedFile(path: "Update.swift", text: text)
    return BridgeModel(file: file, index: ProjectIndex(files: [file.typeSummaries()], jobs: 1))
  }

  /// The `occurrence`-th token spelling `text`.
  private func token(_ text: String, _ occurrence: Int = 0, in model: BridgeModel) -> TokenID {
    let matches = model.file.tokens.indices.filter { model.file.text(Int32($0)) == text }
    guard occurrence < matches.count else {
      XCTFail("no occurrence \(occurrence) of `\(text)`")
      return TokenID(0)
    }
    return TokenID(Int32(matches[occurrence]))
  }

  private func method(_ role: LifecycleMethod.Role, in model: BridgeModel) throws -> LifecycleMethod {
    try XCTUnwrap(model.lifecycleMethods.first { $0.role == role })
  }

  private let map = """
    struct Map: UIViewRepresentable {
      @Binding var region: MKCoordinateRegion
      let title: String
      func makeUIView(context: Context) -> MKMapView {
        return context.coordinator.mapView
      }
      func updateUIView(_ uiView: MKMapView, context: Context) {
        uiView.setRegion(region, animated: true)
        context.coordinator.mapView.frame = .zero
        context.coordinator.parent.region = region
        context.coordinator.lastTitle = self.title
        let pin = MKPointAnnotation()
        pin.title = title
        DispatchQueue.main.async { uiView.selectAnnotation(pin, animated: true) }
        uiView.annotations.forEach { uiView.removeAnnotation($0) }
        button.addAction(UIAction { _ in uiView.removeAnnotations(uiView.annotations) }, for: .touchUpInside)
        if uiView.region.span.latitudeDelta != region.span.latitudeDelta { uiView.camera = camera }
        if let overlay = uiView.overlays.first { uiView.removeOverlay(overlay) }
      }
      func sizeThatFits(_ proposal: ProposedViewSize, uiView: MKMapView, context: Context) -> CGSize? { nil }
    }
    """

  func testMethodsNamesAndTypes() throws {
    let model = model(map)
    XCTAssertEqual(model.lifecycleMethods.map(\.role), [.make, .update, .sizeThatFits])
    let make = try method(.make, in: model)
    XCTAssertEqual(make.viewTypeName, "MKMapView")
    XCTAssertEqual(make.viewPaths, ["context.coordinator.mapView"])
    let update = try method(.update, in: model)
    XCTAssertEqual(update.viewNames, ["uiView"])
    XCTAssertEqual(update.viewTypeName, "MKMapView")
    XCTAssertEqual(update.viewPaths, ["context.coordinator.mapView"])
    XCTAssertTrue(update.coordinatorNames.contains("context.coordinator"))
    XCTAssertEqual(try method(.sizeThatFits, in: model).viewNames, ["uiView"])
  }

  func testRootsOfReceiversAndTargets() throws {
    let model = model(map)
    let update = try method(.update, in: model)
    let file = model.file
    func root(ofLineStartingAt text: String, _ occurrence: Int = 0, length: Int32) -> UpdateRoot {
      let start = token(text, occurrence, in: model).raw
      return model.root(of: TokenRange(start, start + length), in: update)
    }
    // `uiView.setRegion` receiver, `context.coordinator.mapView.frame`, `…parent.region`, `…lastTitle`.
    XCTAssertEqual(root(ofLineStartingAt: "uiView", 1, length: 1), .representedView)
    XCTAssertEqual(root(ofLineStartingAt: "context", 3, length: 7), .representedView)
    XCTAssertEqual(root(ofLineStartingAt: "context", 4, length: 7), .coordinatorParent)
    XCTAssertEqual(root(ofLineStartingAt: "context", 5, length: 5), .coordinator)
    // `self.title` and `title` are the representable's property; `pin` is a created local.
    let selfTitle = token("self", 0, in: model).raw
    guard case .property(let variable) = model.root(of: TokenRange(selfTitle, selfTitle + 3), in: update) else {
      return XCTFail("self.title is not the property")
    }
    XCTAssertEqual(file.text(file[variable: variable].name), "title")
    let pin = token("pin", 1, in: model).raw
    guard case .createdLocal = model.root(of: TokenRange(pin, pin + 1), in: update) else {
      return XCTFail("pin is not a created local")
    }
    // `region` (a binding of the representable) read in update.
    let region = token("region", 2, in: model).raw
    guard case .property = model.root(of: TokenRange(region, region + 1), in: update) else {
      return XCTFail("region is not the property")
    }
    XCTAssertEqual(model.root(of: TokenRange(region, region), in: update), .other)
  }

  func testTimingOfClosures() throws {
    let model = model(map)
    let update = try method(.update, in: model)
    XCTAssertEqual(model.timing(of: token("setRegion", in: model), in: update), .inPass)
    XCTAssertEqual(model.timing(of: token("selectAnnotation", in: model), in: update), .deferred)
    XCTAssertEqual(model.timing(of: token("removeAnnotation", in: model), in: update), .inPass)
    XCTAssertEqual(model.timing(of: token("removeAnnotations", in: model), in: update), .later)
  }

  func testChangeGuardsLeaveOutUnwrapping() throws {
    let model = model(map)
    let update = try method(.update, in: model)
    XCTAssertEqual(model.changeGuards(at: token("camera", 1, in: model)).count, 1)
    XCTAssertTrue(model.changeGuards(at: token("removeOverlay", in: model)).isEmpty)
    XCTAssertTrue(model.changeGuards(at: token("setRegion", in: model)).isEmpty)
    XCTAssertTrue(model.isGuarded(token("camera", 1, in: model), mentioning: ["latitudeDelta"], in: update))
    XCTAssertFalse(model.isGuarded(token("camera", 1, in: model), mentioning: ["zoom"], in: update))
  }

  func testConstructedTypes() {
    let model = model(
      """
      let a = WKWebView(frame: .zero)
      let b = UIHostingController<Card>(rootView: Card())
      let c = Foo.init(x: 1)
      let d = UIView.animate(withDuration: 1) {}
      let e = WKWebView().scrollView
      let f = makeView()
      let g = UIMenu(children: []) 
      """)
    let file = model.file
    func value(_ name: String) -> TokenRange {
      file.syntax.variables.first { file.text($0.name) == name }?.initializer ?? TokenRange(0, 0)
    }
    XCTAssertEqual(model.constructedType(value("a")), "WKWebView")
    XCTAssertEqual(model.constructedType(value("b")), "UIHostingController")
    XCTAssertEqual(model.constructedType(value("c")), "Foo")
    XCTAssertNil(model.constructedType(value("d")))
    XCTAssertNil(model.constructedType(value("e")))
    XCTAssertNil(model.constructedType(value("f")))
    XCTAssertEqual(model.constructedType(value("g")), "UIMenu")
  }
}
