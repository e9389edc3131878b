import Foundation
import XCTest

@testable import BridgeLint

/// The view graph and hosting sites of the project index (issue 16).
final class ViewGraphTests: XCTestCase {
  private func summaries(_ text: String, path: String = "Test.swift", declarationsOnly: Bool = false)
    -> [TypeSummary]
  {
    var timings = StageTimings()
    let file = ParsedFile(
      source: SourceFile(path: path, text: text), timings: &timings, declarationsOnly: declarationsOnly)
    return file.typeSummaries()
  }

  private func view(_ name: String, in summaries: [TypeSummary]) -> ViewSummary? {
    summaries.first { $0.qualifiedName == name }?.view
  }

  /// Every file's summaries wait for the project index, which takes the union of their seeds:
  /// a body that calls one initializer many times keeps each seed once.
  func testSeedsAreKeptOncePerType() throws {
    let source = """
      struct Home: View {
        var body: some View {
          VStack {
            Row(title: "a")
            Row(title: "b")
            Row(title: "a", detail: note.detail)
          }
        }
      }
      """
    let home = try XCTUnwrap(summaries(source).first { $0.qualifiedName == "Home" })
    XCTAssertEqual(home.passedSeeds, ["Row", "Row.title", "Row.detail"])
    XCTAssertEqual(home.freshSeeds, ["Row.title"])
    XCTAssertEqual(home.keptSeeds, ["Row.detail"])
  }

  /// A view summary is boxed: a type without one keeps no box, the index's entry shares its
  /// declaration's box, and merging an extension's summary gives the entry a box of its own.
  func testViewSummariesAreSharedWithTheIndexAndMergedIntoANewBox() throws {
    let declared = summaries(
      """
      struct Home: View {
        @EnvironmentObject var store: Store
        var body: some View { Row(title: "a") }
      }
      struct Plain {}
      """)
    let home = try XCTUnwrap(declared.first { $0.qualifiedName == "Home" })
    let box = try XCTUnwrap(home.viewBox)
    XCTAssertNil(try XCTUnwrap(declared.first { $0.qualifiedName == "Plain" }).viewBox)
    let alone = try XCTUnwrap(ProjectIndex(summaries: declared).lookup("Home").first)
    XCTAssertTrue(alone.viewBox === box)
    XCTAssertEqual(alone.view, home.view)

    let extended = summaries("extension Home { var footer: some View { Footer() } }", path: "Footer.swift")
    let merged = try XCTUnwrap(ProjectIndex(files: [declared, extended], jobs: 1).lookup("Home").first)
    XCTAssertFalse(merged.viewBox === box)
    XCTAssertEqual(merged.view?.edges.map(\.target), ["Row", "Footer"])
    XCTAssertEqual(merged.view?.reads.map(\.type), ["Store"])
    XCTAssertEqual(home.view?.edges.map(\.target), ["Row"])
  }

  func testEdgesCarryTheEnvironmentModifiersAroundThem() throws {
    let source = """
      struct Home: View {
        @StateObject private var store = Store()
        let session: Session
        var body: some View {
          VStack {
            Header()
            Feed().environmentObject(store)
          }
          .environment(session)
          .sheet(isPresented: $open) { Composer() }
          .environmentObject(makeThing())
        }
        @ViewBuilder private var footer: some View { Footer().environment(\\.locale, locale) }
      }
      """
    let home = try XCTUnwrap(view("Home", in: summaries(source)))
    let byTarget = Dictionary(uniqueKeysWithValues: home.edges.map { ($0.target, $0) })
    XCTAssertEqual(Set(byTarget.keys), ["Header", "Feed", "Composer", "Footer"])
    XCTAssertEqual(byTarget["Header"]?.provided, ["Session"])
    XCTAssertEqual(Set(byTarget["Feed"]?.provided ?? []), ["Store", "Session"])
    XCTAssertEqual(byTarget["Feed"]?.providesUnknown, true)
    XCTAssertEqual(byTarget["Footer"]?.provided, [])
    XCTAssertEqual(byTarget["Footer"]?.providesUnknown, false)
    XCTAssertTrue(home.flags.contains(.providesEnvironment))
  }

  func testReadsKeepTheirPlatformConditionAndSkipOptionals() throws {
    let source = """
      struct Player: View {
        @EnvironmentObject var library: Library
        #if os(tvOS)
        @EnvironmentObject var remote: Remote
        #else
        @Environment(Touch.self) private var touch
        #endif
        @Environment(Maybe.self) private var maybe: Maybe?
        @Environment(\\.dismiss) private var dismiss
        @State private var volume = 0.5
        var body: some View { NavigationStack { Button("") { dismiss() } } }
      }
      """
    let player = try XCTUnwrap(view("Player", in: summaries(source)))
    XCTAssertEqual(player.reads.map(\.type), ["Library", "Remote", "Touch"])
    XCTAssertEqual(player.reads.map(\.condition), [nil, "os(tvOS)", "!(os(tvOS))"])
    XCTAssertEqual(player.reads.map(\.kind), [.environmentObject, .environmentObject, .observable])
    XCTAssertEqual(
      player.flags.intersection([.readsDismiss, .hasState, .navigationContainer]),
      [
        .readsDismiss, .hasState, .navigationContainer,
      ])
  }

  func testInjectableStateThroughMemberwiseAndExplicitInitializers() throws {
    let source = """
      struct Memberwise: View {
        @StateObject var model: Model
        @State var count = 0
        @State private var isHidden = false
        var body: some View { Text("") }
      }
      struct Explicit: View {
        @StateObject private var model: Model
        @State private var draft: Draft
        init(model: Model, seed draft: Draft, lazy: @autoclosure @escaping () -> Model) {
          _model = StateObject(wrappedValue: model)
          _draft = State(initialValue: draft)
        }
        var body: some View { Text("") }
      }
      """
    let all = summaries(source)
    // A state with a default is an optional argument of the memberwise initializer, unless private.
    XCTAssertEqual(view("Memberwise", in: all)?.injectableState.map(\.label), ["model", "count"])
    let explicit = try XCTUnwrap(view("Explicit", in: all))
    XCTAssertEqual(explicit.injectableState.map(\.label), ["model", "seed"])
    XCTAssertEqual(explicit.injectableState.map(\.type), ["Model", "Draft"])
  }

  func testHostingSitesWithTheirRootsProvidersAndUsage() throws {
    let source = """
      final class ListController: UIViewController {
        let store: Store
        func open() {
          let detail = UIHostingController(rootView: Detail().environmentObject(store))
          navigationController?.pushViewController(detail, animated: true)
          present(UIHostingController(rootView: AnyView(Sheet()).environment(Model())), animated: true)
          let nav = UINavigationController(rootViewController: UIHostingController<Root>(rootView: Root()))
        }
        func cell(_ cell: UITableViewCell) {
          cell.contentConfiguration = UIHostingConfiguration { Row().environmentObject(store) }
        }
      }
      final class Host: UIHostingController<Screen> {
        init() { super.init(rootView: Screen()) }
        func reload(_ rootView: Screen) { self.rootView = rootView }
      }
      """
    let all = summaries(source)
    let sites = all.flatMap(\.hostingSites)
    XCTAssertEqual(
      sites.map(\.kind), [.controller, .controller, .controller, .configuration, .superInit, .rootViewAssignment])
    XCTAssertEqual(sites.map { $0.roots.map(\.type) }, [["Detail"], ["Sheet"], ["Root"], ["Row"], ["Screen"], []])
    XCTAssertEqual(sites[0].roots.first?.provided, ["Store"])
    XCTAssertEqual(sites[0].usage, .pushed)
    XCTAssertEqual(sites[0].controllerName, "detail")
    XCTAssertEqual(sites[1].roots.first?.provided, ["Model"])
    XCTAssertEqual(sites[1].usage, .presented)
    XCTAssertEqual(sites[3].usage, .cell)
    XCTAssertEqual(sites[3].roots.first?.provided, ["Store"])
    XCTAssertEqual(all.first { $0.qualifiedName == "ListController" }?.hostingSites.count, 4)
  }

  func testTransitiveRequirementsStopAtProvidersAndUnknownProviders() throws {
    let source = """
      struct Root: View { var body: some View { VStack { Middle(); Provided() } } }
      struct OpaqueRoot: View { var body: some View { VStack { Leaf(); Opaque().environmentObject(thing.store) } } }
      struct Middle: View { var body: some View { Leaf() } }
      struct Leaf: View { @EnvironmentObject var store: Store; var body: some View { Text("") } }
      struct Provided: View { var body: some View { Leaf().environmentObject(Store()) } }
      struct Opaque: View { @EnvironmentObject var settings: Settings; var body: some View { Text("") } }
      """
    let index = ProjectIndex(summaries: summaries(source))
    let facts = try XCTUnwrap(index.hostedView(HostedRoot(type: "Root", token: 0)))
    XCTAssertEqual(facts.missingEnvironment.map { "\($0.view).\($0.read.property)" }, ["Leaf.store"])
    // Provided, nothing is left to report: the same answer as for a root the index does not know.
    XCTAssertNil(index.hostedView(HostedRoot(type: "Root", token: 0, provided: ["Store"])))
    XCTAssertNil(index.hostedView(HostedRoot(type: "NotAView", token: 0)))
    // A provider of unknown type anywhere in a view's body may provide anything to what it builds.
    XCTAssertNil(index.hostedView(HostedRoot(type: "OpaqueRoot", token: 0)))
    XCTAssertEqual(
      index.hostedView(HostedRoot(type: "Opaque", token: 0))?.missingEnvironment.map(\.read.type), ["Settings"])
  }

  /// Requirements settle over a cycle whichever way the walk enters it: `Second` reaches the read of
  /// `First` through the cycle even when `First` was finished first, through a path that provides it.
  func testRequirementsReachTheirFixpointAcrossCycles() throws {
    let source = """
      struct Root: View { var body: some View { VStack { Plain(); Providing() } } }
      struct Providing: View { var body: some View { First().environmentObject(Store()) } }
      struct Plain: View { var body: some View { Second() } }
      struct First: View { @EnvironmentObject var store: Store; var body: some View { Second() } }
      struct Second: View { var body: some View { First(); Bridge() } }
      struct Bridge: UIViewControllerRepresentable {}
      """
    let index = ProjectIndex(summaries: summaries(source))
    for root in ["Root", "Plain", "Second", "First"] {
      let facts = try XCTUnwrap(index.hostedView(HostedRoot(type: root, token: 0)), root)
      XCTAssertEqual(facts.missingEnvironment.map { "\($0.view).\($0.read.property)" }, ["First.store"], root)
      XCTAssertEqual(facts.controllerRepresentables.map(\.name), ["Bridge"], root)
    }
    XCTAssertEqual(index.hostedView(HostedRoot(type: "Providing", token: 0))?.missingEnvironment.count, 0)
    XCTAssertEqual(index.hostedView(HostedRoot(type: "Providing", token: 0))?.controllerRepresentables.count, 1)
  }

  /// Presentations, `.navigationDestination` content and `NavigationLink` destinations are not the
  /// view's own hierarchy: they stay edges (environment requirements follow them), marked as
  /// destinations, and the stateful views and dismiss readers of a root stop there.
  func testDestinationsAreEdgesButNotTheRootsOwnHierarchy() throws {
    let source = """
      struct Row: View {
        var body: some View {
          VStack {
            Badge()
            NavigationLink(destination: Detail(), label: { Title() })
            NavigationLink { Editor() } label: { Caption() }
            NavigationLink("Open") { Viewer() }
            NavigationLink(value: 1) { Tag() }
          }
          .sheet(isPresented: .constant(true)) { Composer() }
          .navigationDestination(for: Int.self) { _ in Pusher() }
        }
      }
      struct Badge: View { @State private var on = false; var body: some View { Text("") } }
      struct Caption: View { @Environment(\\.dismiss) private var dismiss; var body: some View { Button("") { dismiss() } } }
      struct Detail: View { @State private var a = 0; var body: some View { Text("") } }
      struct Editor: View { @Environment(\\.dismiss) private var dismiss; var body: some View { Button("") { dismiss() } } }
      struct Composer: View { @State private var b = 0; @Environment(\\.dismiss) var d; var body: some View { Text("") } }
      struct Pusher: View { @State private var c = 0; var body: some View { Text("") } }
      """
    let row = try XCTUnwrap(view("Row", in: summaries(source)))
    let destinations = Set(row.edges.filter(\.isDestination).map(\.target))
    XCTAssertEqual(destinations, ["Detail", "Editor", "Viewer", "Composer", "Pusher"])
    XCTAssertEqual(
      Set(row.edges.filter { !$0.isDestination }.map(\.target)), ["Badge", "Title", "Caption", "Tag"])
    let index = ProjectIndex(summaries: summaries(source))
    let facts = try XCTUnwrap(index.hostedView(HostedRoot(type: "Row", token: 0)))
    XCTAssertEqual(facts.statefulViews.map(\.name), ["Badge"])
    XCTAssertEqual(facts.dismissReaders.map(\.name), ["Caption"])
    let cell = "final class Cell { let c = UIHostingConfiguration { Badge().sheet(isPresented: $x) { Detail() } } }"
    let site = try XCTUnwrap(summaries(source + "\n" + cell).flatMap(\.hostingSites).first)
    XCTAssertEqual(site.roots.map(\.type), ["Badge", "Detail"])
    XCTAssertEqual(site.roots.map(\.isDestination), [false, true])
  }

  /// `.id(…)` in a configuration's content keys the roots its receiver builds, and only those.
  func testIdModifierKeysConfigurationRoots() throws {
    let source = """
      final class Cell {
        func fill(_ entry: Entry) {
          let a = UIHostingConfiguration { HStack { Badge() }.id(entry.id) }
          let b = UIHostingConfiguration { Title(); Badge().id(entry.key) }
        }
      }
      """
    let sites = summaries(source).flatMap(\.hostingSites)
    XCTAssertEqual(sites.count, 2)
    XCTAssertEqual(sites.first?.roots.map(\.type), ["Badge"])
    XCTAssertEqual(sites.first?.roots.map(\.isKeyed), [true])
    XCTAssertEqual(sites.last?.roots.map(\.type), ["Title", "Badge"])
    XCTAssertEqual(sites.last?.roots.map(\.isKeyed), [false, true])
  }

  /// A member only a destination names builds destinations too (`.sheet { detail }`), through
  /// other members it names; a member also named inline, or never named here, is the view's own.
  func testMembersOnlyADestinationNamesBuildDestinations() throws {
    let source = """
      struct Row: View {
        var body: some View {
          VStack { header; Text("") }
            .sheet(isPresented: .constant(true)) { detail }
            .popover(isPresented: .constant(true)) { self.editor(for: 1) }
        }
        var header: some View { Badge() }
        @ViewBuilder var detail: some View { Detail(); footer }
        var footer: some View { Footer() }
        func editor(for id: Int) -> some View { Editor() }
        var unused: some View { Spare() }
      }
      struct Reader: View {
        @Environment(\\.dismiss) private var dismiss
        var body: some View { Text("") }
      }
      """
    let row = try XCTUnwrap(view("Row", in: summaries(source)))
    XCTAssertEqual(Set(row.edges.filter(\.isDestination).map(\.target)), ["Detail", "Footer", "Editor"])
    XCTAssertEqual(Set(row.edges.filter { !$0.isDestination }.map(\.target)), ["Badge", "Spare"])
    // Declared but never used: it dismisses nothing.
    XCTAssertFalse(view("Reader", in: summaries(source))?.flags.contains(.readsDismiss) ?? false)
  }

  /// A name many types share (`Item`, nested in every model) is not one view: no answer, as before.
  func testANameSharedByManyTypesIsNotAView() {
    let source = (0..<50).map {
      "enum Model\($0) { struct Item: View { @State private var on = false; var body: some View { Text(\"\") } } }"
    }
    .joined(separator: "\n")
    let index = ProjectIndex(summaries: summaries(source))
    XCTAssertNil(index.hostedView(HostedRoot(type: "Item", token: 0)))
    XCTAssertNil(index.injectableState(of: "Item"))
    XCTAssertNotNil(index.hostedView(HostedRoot(type: "Model7.Item", token: 0)))
  }

  func testDeclarationsOnlyParsesGiveTheSameGraphOnEveryFixture() throws {
    for (path, text) in try Self.fixtureFiles() {
      let full = summaries(text, path: path)
      let declarations = summaries(text, path: path, declarationsOnly: true)
      XCTAssertEqual(full.map(\.qualifiedName), declarations.map(\.qualifiedName), path)
      XCTAssertEqual(full.map(\.view), declarations.map(\.view), path)
      XCTAssertEqual(full.map(\.hostingSites), declarations.map(\.hostingSites), path)
    }
  }

  /// `replacing(file:with:)` answers every question as an index built from scratch does.
  func testReplacingOneFileEqualsAFullRebuildOnEveryFixture() throws {
    let files = try Self.fixtureFiles()
    let all = files.map { summaries($0.text, path: $0.path) }
    let whole = ProjectIndex(files: all, jobs: 2)
    for position in files.indices {
      // Drop the file, then put it back: both must equal the indexes built directly.
      var without = all
      without[position] = []
      assertSameAnswers(whole.replacing(file: position, with: []), ProjectIndex(files: without, jobs: 2), all)
      let restored = whole.replacing(file: position, with: []).replacing(file: position, with: all[position])
      assertSameAnswers(restored, whole, all)
    }
  }

  private func assertSameAnswers(_ a: ProjectIndex, _ b: ProjectIndex, _ files: [[TypeSummary]]) {
    XCTAssertEqual(a.typeCount, b.typeCount)
    for summary in files.joined() {
      XCTAssertEqual(a.lookup(summary.qualifiedName), b.lookup(summary.qualifiedName), summary.qualifiedName)
      XCTAssertEqual(a.injectableState(of: summary.qualifiedName), b.injectableState(of: summary.qualifiedName))
      let root = HostedRoot(type: summary.qualifiedName, token: 0)
      XCTAssertEqual(a.hostedView(root), b.hostedView(root), summary.qualifiedName)
      for site in summary.hostingSites {
        for root in site.roots { XCTAssertEqual(a.hostedView(root), b.hostedView(root)) }
      }
    }
  }

  static func fixtureFiles() throws -> [(path: String, text: String)] {
    let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Fixtures")
    let files = try XCTUnwrap(FileManager.default.enumerator(atPath: directory.path))
      .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted()
    XCTAssertGreaterThan(files.count, 10)
    return try files.map { ($0, try String(contentsOf: directory.appendingPathComponent($0), encoding: .utf8)) }
  }
}
