import BridgeLint
import XCTest

@testable import Rules

/// The model helpers that live beside the one rule that reads them (`…Rule+Helpers.swift`,
/// issue 27), tested on small sources as the model's own tests test the shared members.
final class RuleHelperModelTests: XCTestCase {
  private func model(_ text: String) -> BridgeModel {
    let file = ParsedFile(path: "Helpers.swift", text: text)
    return BridgeModel(file: file, index: ProjectIndex(files: [file.typeSummaries()], jobs: 1))
  }

  /// The `occurrence`-th (0-based) token spelling `text`.
  private func token(_ text: String, _ occurrence: Int = 0, in model: BridgeModel) -> TokenID {
    let matches = model.file.tokenIDs.filter { model.file.text($0) == text }
    guard occurrence < matches.count else {
      XCTFail("no occurrence \(occurrence) of `\(text)`")
      return TokenID(0)
    }
    return matches[occurrence]
  }

  private func function(_ name: StaticString, in model: BridgeModel) throws -> FunctionID {
    let file = model.file
    return try XCTUnwrap(
      file.functionIDs.first { file[function: $0].nameToken.map { file.tokenIs($0, name) } ?? false })
  }

  // MARK: - CoordinatorStrongSelfRule

  func testAssignOnSelf() throws {
    let model = model(
      """
      func f() {
        model.$a.assign(to: \\.text, on: self).store(in: &bag)
        model.$b.assign(to: \\.text, on: label)
      }
      """)
    let body = model.file.body(of: model.file[function: try function("f", in: model)])
    XCTAssertEqual(model.file.assignOnSelf(in: body), [token("self", in: model)])
  }

  func testWeakCaptureAroundANestedClosure() throws {
    let model = model(
      """
      final class Coordinator {
        var parent: Parent
        func bind(_ model: Model) {
          model.$a.sink { value in self.parent.refresh() }
          model.$e.sink { [weak self] value in self?.parent.refresh() }
          model.$f.sink { value in DispatchQueue.main.async { [weak self] in self?.parent.refresh() } }
          model.$g.sink { [unowned self] value in parent.refresh() }
          model.$h.sink { [weak self] value in run { parent.refresh() } }
        }
      }
      """)
    let file = model.file
    let bind = file[function: try function("bind", in: model)]
    let below = NodeID(bind.node)
    let closures = file.code.closures(in: file.body(of: bind))
    let inside = closures.map { file.isInsideWeakSelfCapture($0, below: below) }
    // `$a` strong; `$e` weak; `$f` strong around its weak `async` closure; `$g` unowned;
    // `$h` weak, and so the closure nested in it.
    XCTAssertEqual(inside, [false, true, false, true, true, true, true])
  }

  // MARK: - SwiftUIWrapperInClassRule

  func testInheritanceClauseOfAnyDeclaration() throws {
    let model = model(
      """
      final class Coordinator {
        @State var isOn = false
      }
      struct Box: Equatable {}
      extension Box: DynamicProperty {}
      """)
    let types = model.types
    XCTAssertEqual(types.count, 3)
    XCTAssertFalse(model.inheritanceClause(of: types[0], names: "DynamicProperty"))
    // A same-file extension's clause counts for the type, and for the extension.
    XCTAssertTrue(model.inheritanceClause(of: types[1], names: "DynamicProperty"))
    XCTAssertTrue(model.inheritanceClause(of: types[2], names: "Equatable"))
    XCTAssertFalse(model.inheritanceClause(of: types[1], names: "Hashable"))
  }

  // MARK: - RegistrationInUpdateRule

  func testFreshObjects() throws {
    let model = model(
      """
      struct Map: UIViewRepresentable {
        @Binding var region: MKCoordinateRegion
        func makeUIView(context: Context) -> MKMapView { MKMapView() }
        func updateUIView(_ uiView: MKMapView, context: Context) {
          let pin = MKPointAnnotation()
          uiView.addAnnotation(pin)
          uiView.setRegion(region, animated: true)
          uiView.addGestureRecognizer(UITapGestureRecognizer())
        }
      }
      """)
    let update = try XCTUnwrap(model.lifecycleMethods.first { $0.role == .update })
    func range(_ text: String, _ occurrence: Int, length: Int32 = 1) -> TokenRange {
      let start = token(text, occurrence, in: model).raw
      return TokenRange(start, start + length)
    }
    // A local initialized with a constructor call, and a constructor call itself.
    XCTAssertTrue(model.isFreshObject(range("pin", 1), in: update))
    XCTAssertTrue(model.isFreshObject(range("UITapGestureRecognizer", 0, length: 3), in: update))
    // The representable's property, the represented view, and an empty range.
    XCTAssertFalse(model.isFreshObject(range("region", 1), in: update))
    XCTAssertFalse(model.isFreshObject(range("uiView", 1), in: update))
    XCTAssertFalse(model.isFreshObject(range("region", 1, length: 0), in: update))
  }

  // MARK: - DelegateInUpdateRule

  func testLocallyBuiltNames() throws {
    let model = model(
      """
      struct Picker: UIViewRepresentable {
        func updateUIView(_ view: UIView, context: Context) {
          let picker = UIPickerView()
          let generic = Box<Int>(value: 1)
          let implicit: Layout = .init(columns: 2)
          let found = view.subviews.first
          let made = makeField()
        }
      }
      """)
    XCTAssertEqual(
      model.locallyBuiltNames(in: try function("updateUIView", in: model)), ["picker", "generic", "implicit"])
  }

  // MARK: - CoordinatorDirectDismissRule

  func testMadeTypeName() throws {
    let model = model(
      """
      struct Search: UIViewRepresentable {
        func makeUIView(context: Context) -> UISearchBar { UISearchBar() }
        func updateUIView(_ bar: UISearchBar, context: Context) {}
      }
      struct Bare: UIViewRepresentable {
        func updateUIView(_ view: UIView, context: Context) {}
      }
      """)
    XCTAssertEqual(model.representables.map { model.madeTypeName(of: $0) }, ["UISearchBar", nil])
  }

  // MARK: - CaptureSessionInRepresentableRule

  func testRunsOnce() {
    let model = model(
      """
      func updateUIView(_ view: UIView, context: Context) {
        if view.delegate !== context.coordinator { view.delegate = context.coordinator }
        if coordinator.tap == nil { coordinator.tap = UITapGestureRecognizer() }
        if !coordinator.didSetup { coordinator.didSetup = true; view.addInteraction(drop) }
        if view.text != text { view.text = text }
        view.delegate = context.coordinator
      }
      """)
    let file = model.file
    let tapTarget = TokenSpan(token("coordinator", 3, in: model), TokenID(token("tap", 1, in: model).raw + 1))
    XCTAssertTrue(file.runsOnce(token("delegate", 1, in: model)))
    XCTAssertTrue(file.runsOnce(token("UITapGestureRecognizer", in: model), subject: tapTarget))
    XCTAssertTrue(file.runsOnce(token("addInteraction", in: model)))
    // An equality guard prevents feedback; it does not make the code run once.
    XCTAssertFalse(file.runsOnce(token("text", 2, in: model)))
    XCTAssertFalse(file.runsOnce(token("delegate", 2, in: model)))
    // A nil check of another object is not about this one.
    let viewText = TokenSpan(token("view", 4, in: model), TokenID(token("text", 0, in: model).raw + 1))
    XCTAssertFalse(file.runsOnce(token("UITapGestureRecognizer", in: model), subject: viewText))
  }

  func testANegatedNilCheckDoesNotRunOnce() {
    let model = model(
      """
      func update(_ view: UIView) {
        if coordinator.picker == nil {
          create()
        } else if view.isHidden {
          reveal()
        } else {
          reuse()
        }
      }
      """)
    XCTAssertFalse(model.file.runsOnce(token("reuse", in: model)))
    XCTAssertTrue(model.file.runsOnce(token("create", in: model)))
  }
}
