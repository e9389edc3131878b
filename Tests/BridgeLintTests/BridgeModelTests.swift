import BridgeLint
import XCTest

/// The bridge model's facts on small sources, with exact expectations.
final class BridgeModelTests: XCTestCase {
  private func model(_ text: String, others: [String] = []) -> BridgeModel {
    let file = ParsedFile(path: "Model.swift", text: text)
    let summaries = [file.typeSummaries()] + others.map { ParsedFile(path: "Other.swift", text: $0).typeSummaries() }
    return BridgeModel(file: file, index: ProjectIndex(files: summaries, jobs: 1))
  }

  private func type(_ name: String, in model: BridgeModel) -> TypeID? {
    model.types.first { model.file.qualifiedName(of: model.file[type: $0]) == name }
  }

  // MARK: - Roles

  func testRolesThroughProjectSuperclassesAliasesAndOtherFiles() throws {
    let model = model(
      """
      class Base: UIViewController {}
      final class Feed: Base {}
      final class Row: UITableViewCell {}
      final class Badge: UIView {}
      typealias CardHost = UIHostingController<Card>
      final class Settings: NSViewController {}
      final class Preferences: NSHostingController<Prefs> {}
      struct Map {}
      """,
      others: ["extension Map: UIViewRepresentable {}", "class Shell: UIHostingController<Root> {}"])
    let feed = try XCTUnwrap(type("Feed", in: model))
    XCTAssertTrue(model.isUIKitViewController(feed))
    XCTAssertFalse(model.isUIKitView(feed))
    let row = try XCTUnwrap(type("Row", in: model))
    XCTAssertTrue(model.isCell(row))
    XCTAssertTrue(model.isUIKitView(row))
    XCTAssertTrue(model.isUIKitView(try XCTUnwrap(type("Badge", in: model))))
    XCTAssertTrue(model.isHostingControllerType(named: "CardHost"))
    XCTAssertTrue(model.isHostingControllerType(named: "Shell"))
    XCTAssertTrue(model.isHostingControllerType(named: "UIHostingController"))
    XCTAssertFalse(model.isHostingControllerType(named: "Preferences"), "AppKit's hosting controller is not UIKit's")
    XCTAssertTrue(model.isAppKitViewController(try XCTUnwrap(type("Settings", in: model))))
    XCTAssertFalse(model.isUIKitViewController(try XCTUnwrap(type("Settings", in: model))))
    XCTAssertTrue(model.isRepresentable(try XCTUnwrap(type("Map", in: model))), "conformance from another file")
  }

  // MARK: - Representables

  func testRepresentableMethodsCoordinatorAndNames() throws {
    let model = model(
      """
      struct Map {
        @Binding var region: MKCoordinateRegion
        var title: String
        var computed: Int { 1 }
        static var shared = 0
        func makeCoordinator() -> Coordinator { Coordinator(self) }
        final class Coordinator: NSObject {}
      }
      extension Map: UIViewRepresentable {
        func makeUIView(context: Context) -> MKMapView {
          let map = MKMapView()
          return map
        }
        func updateUIView(_ mapView: MKMapView, context: Context) {
          let coordinator = context.coordinator
          _ = coordinator
        }
        static func dismantleUIView(_ mapView: MKMapView, coordinator: Coordinator) {}
        func sizeThatFits(_ proposal: ProposedViewSize, uiView: MKMapView, context: Context) -> CGSize? { nil }
      }
      """)
    let map = try XCTUnwrap(type("Map", in: model))
    let representable = try XCTUnwrap(model.representable(map))
    XCTAssertEqual(representable.name, "Map")
    XCTAssertEqual(representable.declarations.count, 2)
    XCTAssertEqual(representable.flavor, .uiView)
    XCTAssertEqual(representable.flavor.makeMethod, "makeUIView(context:)")
    let update = try XCTUnwrap(representable.update)
    let make = try XCTUnwrap(representable.make)
    let dismantle = try XCTUnwrap(representable.dismantle)
    let size = try XCTUnwrap(representable.sizeThatFits)
    XCTAssertNotNil(representable.makeCoordinator)
    XCTAssertEqual(representable.coordinatorName, "Coordinator")
    XCTAssertEqual(
      representable.coordinator.map { model.file.qualifiedName(of: model.file[type: $0]) }, "Map.Coordinator")
    XCTAssertEqual(
      representable.properties.map { model.file.text(model.file[variable: $0].name) }, ["region", "title"],
      "stored instance properties only")
    XCTAssertEqual(model.representedViewNames(in: update), ["mapView"])
    XCTAssertEqual(model.representedViewNames(in: make), ["map"])
    XCTAssertEqual(model.representedViewNames(in: dismantle), ["mapView"])
    XCTAssertEqual(model.representedViewNames(in: size), ["uiView"])
    XCTAssertEqual(model.coordinatorNames(in: update), ["context.coordinator", "coordinator"])
    XCTAssertEqual(model.coordinatorNames(in: dismantle), ["context.coordinator", "coordinator"])
    XCTAssertEqual(model.representables.map(\.name), ["Map"])
    XCTAssertTrue(model.isCoordinator(try XCTUnwrap(type("Map.Coordinator", in: model))))
  }

  /// `context ctx: Context` names the coordinator `ctx.coordinator` (and a local bound to it).
  func testCoordinatorNamesFollowTheContextParametersOwnName() throws {
    let model = model(
      """
      struct Map: UIViewRepresentable {
        func makeUIView(context ctx: Context) -> MKMapView { MKMapView() }
        func updateUIView(_ mapView: MKMapView, context ctx: Context) {
          let c = ctx.coordinator
          c.parent = self
        }
      }
      """)
    let representable = try XCTUnwrap(model.representable(try XCTUnwrap(type("Map", in: model))))
    let update = try XCTUnwrap(representable.update)
    let make = try XCTUnwrap(representable.make)
    XCTAssertEqual(model.coordinatorNames(in: update), ["context.coordinator", "ctx.coordinator", "c"])
    XCTAssertEqual(model.coordinatorNames(in: make), ["context.coordinator", "ctx.coordinator"])
  }

  func testATypeWithLifecycleNamesThatIsNoRepresentableIsNone() throws {
    let model = model("final class Renderer { func updateUIView(_ view: UIView, context: Int) {} }")
    XCTAssertNil(model.representable(try XCTUnwrap(type("Renderer", in: model))))
    XCTAssertTrue(model.representables.isEmpty)
  }

  // MARK: - SwiftUI views

  func testWrappedPropertiesAccessDefaultsAndInitializations() throws {
    let model = model(
      """
      final class Store: ObservableObject {
        static let shared = Store()
        static var empty: Store { Store() }
      }
      struct Screen: View {
        @State private var query = ""
        @State private(set) var count: Int
        @StateObject var store = Store.shared
        @ObservedObject var other: Store = .empty
        @Binding var isOn: Bool
        @State var optional: String?
        @StateObject private var model: Model
        @StateObject private var built: Model
        @StateObject private var seam: Model
        @State private var title: String
        init(model: @autoclosure @escaping () -> Model, api: API, given: Model?, note: Note, count: Int) {
          _model = StateObject(wrappedValue: model())
          let fresh = Model(api: api)
          _built = StateObject(wrappedValue: fresh)
          self._seam = .init(wrappedValue: given ?? Model(api: api))
          _title = State(initialValue: note.title)
          _count = State(initialValue: count)
          _isOn = .constant(true)
        }
        var body: some View { Text(query) }
      }
      """)
    let view = try XCTUnwrap(model.swiftUIView(try XCTUnwrap(type("Screen", in: model))))
    XCTAssertTrue(view.isStruct)
    XCTAssertTrue(view.hasExplicitInit)
    XCTAssertEqual(view.properties.count, 10)
    let query = try XCTUnwrap(view.property(named: "query"))
    XCTAssertEqual(query.wrapper, .state)
    XCTAssertTrue(query.isPrivate)
    XCTAssertEqual(query.defaultValue, .literal)
    let count = try XCTUnwrap(view.property(named: "count"))
    XCTAssertFalse(count.isPrivate, "private(set) is not private")
    XCTAssertEqual(count.initializations.map(\.provenance), [.parameter("count")])
    XCTAssertEqual(
      view.property(named: "store")?.defaultValue,
      .staticMember(typeName: "Store", member: "shared", storage: .storedOrUnknown))
    XCTAssertEqual(
      view.property(named: "other")?.defaultValue,
      .staticMember(typeName: "", member: "empty", storage: .storedOrUnknown),
      "the implicit type is the rule's to resolve")
    XCTAssertEqual(model.staticStorage(of: "empty", in: "Store"), .computedAllocating)
    XCTAssertEqual(model.staticStorage(of: "shared", in: "Store"), .storedOrUnknown)
    XCTAssertEqual(view.property(named: "isOn")?.wrapper, .binding)
    XCTAssertTrue(view.property(named: "optional")?.isOptional ?? false)
    XCTAssertEqual(view.property(named: "model")?.initializations.map(\.provenance), [.autoclosureCall("model")])
    XCTAssertEqual(view.property(named: "built")?.initializations.map(\.provenance), [.local("fresh", built: true)])
    XCTAssertEqual(
      view.property(named: "seam")?.initializations.map(\.provenance),
      [.coalesced(.parameter("given"), fallback: .construction(typeName: "Model"))])
    XCTAssertEqual(
      view.property(named: "seam")?.initializations.first?.wrapper, .stateObject, "`.init` is the property's wrapper")
    XCTAssertEqual(
      view.property(named: "title")?.initializations.map(\.provenance),
      [.parameterMember(parameter: "note", path: "note.title")])
    let head = try XCTUnwrap(view.property(named: "query")?.declaration)
    XCTAssertEqual(model.file.text(head), "@State private var query = \"\"")
  }

  func testUsesReadsWritesBindingsAndHandOffs() throws {
    let model = model(
      """
      struct Editor: View {
        let onSave: (String) -> Void
        @ObservedObject var store: Store
        @State private var text = ""
        @State private var flag = false
        @State private var items: [Int] = []
        @State private var total = 0
        @State private var shown = ""
        @State private var kept = ""
        var body: some View {
          TextField("Text", text: $text)
            .onSubmit { onSave(text) }
          Toggle("Flag", isOn: .constant(flag))
          Button("Add") { items.append(1); total += 1; flag.toggle(); self.kept = "x"; swap(&shown, &kept) }
          Text(shown)
          Button("Save") { store.save(kept) }
        }
        func helper(shown: String) -> String { shown }
        func local() { let total = 3; print(total) }
      }
      """)
    let view = try XCTUnwrap(model.swiftUIView(try XCTUnwrap(type("Editor", in: model))))
    let uses = model.uses(in: view)
    XCTAssertEqual(uses["text"]?.bindings.count, 1)
    XCTAssertEqual(uses["text"]?.reads.count, 1)
    XCTAssertEqual(uses["text"]?.handOffs.count, 1, "onSave(text) hands it back")
    XCTAssertEqual(uses["flag"]?.reads.count, 1)
    XCTAssertEqual(uses["flag"]?.mutations.count, 1)
    XCTAssertEqual(uses["items"]?.mutations.count, 1)
    XCTAssertEqual(uses["total"]?.mutations.count, 1, "the shadowing local is not the property")
    XCTAssertEqual(uses["total"]?.reads.count ?? 0, 0)
    XCTAssertEqual(uses["kept"]?.assignments.count, 1)
    XCTAssertEqual(uses["kept"]?.inoutPasses.count, 1)
    XCTAssertEqual(uses["kept"]?.handOffs.count, 1, "store.save(kept) hands it to an observed object")
    XCTAssertEqual(uses["shown"]?.inoutPasses.count, 1)
    XCTAssertEqual(uses["shown"]?.reads.count, 1, "the parameter `shown` of helper is not the property")
    XCTAssertEqual(uses["shown"]?.handOffs.count ?? 0, 0, "Text(shown) only displays it")
    XCTAssertFalse(uses["flag"]?.handOffs.isEmpty == false)
  }

  func testATypeWithoutWrappedPropertiesAsksNothing() throws {
    let log = IndexQueryLog()
    let file = ParsedFile(
      path: "Plain.swift", text: "struct Plain: View { let title: String; var body: some View { Text(title) } }")
    let model = BridgeModel(file: file, index: ProjectIndex(summaries: file.typeSummaries(), recordingInto: log))
    XCTAssertNil(model.swiftUIView(TypeID(0)))
    XCTAssertTrue(log.answersSame(as: .empty), "no question was asked, so any index answers the same")
  }
}
