import BridgeLint
import Foundation
import XCTest

/// `bridgelint map`: golden JSON maps of the fixtures, `--compare` across two versions of a
/// project, bad input, and the DOT and Mermaid shapes.
///
/// Regenerate the goldens (Tests/MapGoldens) after an intended change with
/// `BRIDGELINT_UPDATE_MAP_GOLDENS=1 swift test --filter MapTests`, then read the diff.
final class MapTests: XCTestCase {
  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  var directory: URL!

  override func setUpWithError() throws {
    directory = FileManager.default.temporaryDirectory.appendingPathComponent("bridgelint-map-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: directory)
  }

  func run(_ arguments: [String], in folder: URL? = nil) throws -> LintProcess.Result {
    let result = try LintProcess.run(arguments, in: folder ?? directory)
    XCTAssertFalse(result.timedOut, "bridgelint \(arguments) did not finish")
    return result
  }

  func write(_ text: String, to path: String) throws {
    let url = directory.appendingPathComponent(path)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  // MARK: - Goldens

  /// The demo app, the sample package and multi-file rule fixtures, mapped from the repository
  /// root with its configuration, equal their golden files byte for byte.
  func testFixtureMapsMatchTheirGoldens() throws {
    let update = ProcessInfo.processInfo.environment["BRIDGELINT_UPDATE_MAP_GOLDENS"] == "1"
    for fixture in [
      "Demo", "SamplePackage", "hosting_view_without_containment", "missing_did_move", "delegate_in_update",
      "coordinator_strong_self", "hosted_view_reuse_state",
    ] {
      let result = try run(["map", "--format", "json", "--quiet", "Fixtures/\(fixture)"], in: MapTests.repository)
      XCTAssertEqual(result.status, 0, "\(fixture): \(result.standardError)")
      XCTAssertEqual(result.standardError, "", fixture)
      let golden = MapTests.repository.appendingPathComponent("Tests/MapGoldens/\(fixture).json")
      if update {
        try Data(result.standardOutput.utf8).write(to: golden)
        continue
      }
      let expected = try String(contentsOf: golden, encoding: .utf8)
      XCTAssertEqual(
        result.standardOutput, expected,
        "\(fixture): the map changed; if intended, regenerate with BRIDGELINT_UPDATE_MAP_GOLDENS=1")
    }
  }

  /// The goldens are real maps: the demo has every direction, and its unkept hosting controller
  /// carries the error finding at the site that creates it.
  func testDemoGoldenHasTheCrossingsOfTheDemo() throws {
    let text = try String(
      contentsOf: MapTests.repository.appendingPathComponent("Tests/MapGoldens/Demo.json"), encoding: .utf8)
    let root = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    let summary = try XCTUnwrap(root["summary"] as? [String: Any])
    XCTAssertEqual(summary["crossings"] as? Int, 8)
    XCTAssertEqual(
      summary["byDirection"] as? [String: Int],
      ["swiftui_in_platform": 3, "platform_in_swiftui": 4, "containment": 1])
    let crossings = try XCTUnwrap(root["crossings"] as? [[String: Any]])
    let badge = try XCTUnwrap(crossings.first { $0["hosted"] as? String == "SyncStatusBadge" })
    XCTAssertEqual(badge["contained"] as? Bool, false)
    let findings = try XCTUnwrap(badge["findings"] as? [[String: Any]])
    XCTAssertEqual(findings.map { $0["rule"] as? String }, ["hosting_view_without_containment"])
    XCTAssertEqual(findings.first?["severity"] as? String, "error")
  }

  // MARK: - A small project, two versions

  static let profileController = """
    import SwiftUI
    import UIKit

    final class ProfileViewController: UIViewController {
      private let header = UIHostingController(rootView: ProfileHeader())
      private let photos = PhotoGridViewController()

      override func viewDidLoad() {
        super.viewDidLoad()
        addChild(header)
        view.addSubview(header.view)
        header.didMove(toParent: self)
        addChild(photos)
        view.addSubview(photos.view)
      }
    }

    """

  static let placeMap = """
    import MapKit
    import SwiftUI

    struct PlaceMap: UIViewRepresentable {
      var title: String

      func makeUIView(context: Context) -> MKMapView { MKMapView() }

      func updateUIView(_ mapView: MKMapView, context: Context) {
        mapView.accessibilityLabel = title
      }

      func makeCoordinator() -> Coordinator { Coordinator() }

      final class Coordinator: NSObject, MKMapViewDelegate {}
    }

    """

  static let feedCell = """
    import SwiftUI
    import UIKit

    final class FeedCell: UICollectionViewCell {
      func configure(with item: FeedItem) {
        contentConfiguration = UIHostingConfiguration { FeedRow(item: item) }
      }
    }

    """

  static let preferences = """
    import AppKit
    import SwiftUI

    final class PreferencesWindowController: NSWindowController {
      func install(in container: NSView) {
        let hostingView = NSHostingView(rootView: PreferencesView())
        container.addSubview(hostingView)
      }
    }

    """

  func writeFirstVersion() throws {
    try write("", to: ".bridgelint.yml")
    try write(MapTests.profileController, to: "Sources/App/Profile/ProfileViewController.swift")
    try write(MapTests.placeMap, to: "Sources/App/Map/PlaceMap.swift")
    try write(MapTests.feedCell, to: "Sources/App/Cells/FeedCell.swift")
    try write(MapTests.preferences, to: "Mac/PreferencesWindowController.swift")
  }

  func map(_ arguments: [String] = []) throws -> [String: Any] {
    let result = try run(["map", "--format", "json", "--quiet"] + arguments)
    XCTAssertEqual(result.status, 0, result.standardError)
    return try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
  }

  /// Every kind of crossing, with what the schema says about each.
  func testEveryKindOfCrossing() throws {
    try writeFirstVersion()
    let root = try map()
    XCTAssertEqual(root["schema"] as? String, "bridgelint-map")
    XCTAssertEqual(root["version"] as? Int, 1)
    XCTAssertTrue(root["comparison"] is NSNull)
    let crossings = try XCTUnwrap(root["crossings"] as? [[String: Any]])
    XCTAssertEqual(
      crossings.map { $0["id"] as? String },
      [
        "hosting_view|Mac/PreferencesWindowController.swift|PreferencesWindowController|NSHostingView|0",
        "hosting_configuration|Sources/App/Cells/FeedCell.swift|FeedCell|UIHostingConfiguration|0",
        "representable|Sources/App/Map/PlaceMap.swift||PlaceMap|0",
        "hosting_controller|Sources/App/Profile/ProfileViewController.swift|ProfileViewController|UIHostingController|0",
        "child_containment|Sources/App/Profile/ProfileViewController.swift|ProfileViewController|photos|0",
      ])
    XCTAssertEqual(crossings.map { $0["platform"] as? String }, ["AppKit", "UIKit", "UIKit", "UIKit", "UIKit"])
    XCTAssertEqual(
      crossings.map { $0["hosted"] as? String },
      ["PreferencesView", "FeedRow", "MKMapView", "ProfileHeader", "PhotoGridViewController"])
    XCTAssertEqual(crossings.map { $0["group"] as? String }, ["Mac"] + Array(repeating: "Sources/App", count: 4))
    let representable = crossings[2]
    XCTAssertEqual(representable["coordinator"] as? String, "Coordinator")
    XCTAssertEqual(representable["updateWork"] as? [String], ["accessibilityLabel"])
    XCTAssertEqual(representable["line"] as? Int, 4)
    XCTAssertEqual(representable["column"] as? Int, 8)
    let host = crossings[3]
    XCTAssertEqual(host["contained"] as? Bool, true)
    XCTAssertEqual((host["addedAt"] as? [[String: Any]])?.map { $0["line"] as? Int }, [11])
    XCTAssertEqual((crossings[0]["addedAt"] as? [[String: Any]])?.map { $0["line"] as? Int }, [7])
    let containment = crossings[4]
    XCTAssertEqual(containment["name"] as? String, "photos")
    let findings = try XCTUnwrap(containment["findings"] as? [[String: Any]])
    XCTAssertEqual(findings.map { $0["rule"] as? String }, ["missing_did_move"])
    let summary = try XCTUnwrap(root["summary"] as? [String: Any])
    XCTAssertEqual(summary["files"] as? Int, 4)
    XCTAssertEqual(summary["findings"] as? Int, 1)
    XCTAssertEqual(summary["bySeverity"] as? [String: Int], ["error": 0, "warning": 1, "info": 0])
    let groups = try XCTUnwrap(root["groups"] as? [[String: Any]])
    XCTAssertEqual(groups.map { $0["name"] as? String }, ["Mac", "Sources/App"])
    XCTAssertEqual(groups.map { $0["crossings"] as? Int }, [1, 4])
  }

  /// Version 2 adds a hosting controller, removes the cell's configuration, adds a finding in
  /// the representable, fixes the missing `didMove`, and moves the profile controller's lines:
  /// the comparison lists exactly those changes.
  func testCompareReportsAddedAndRemovedCrossingsAndFindings() throws {
    try writeFirstVersion()
    let first = try run(["map", "--format", "json", "--quiet", "--output", "base.json"])
    XCTAssertEqual(first.status, 0, first.standardError)

    try FileManager.default.removeItem(at: directory.appendingPathComponent("Sources/App/Cells/FeedCell.swift"))
    try write(
      "// Profile screen.\n// Shows the header and the photo grid.\n"
        + MapTests.profileController.replacingOccurrences(
          of: "    view.addSubview(photos.view)\n",
          with: "    view.addSubview(photos.view)\n    photos.didMove(toParent: self)\n"),
      to: "Sources/App/Profile/ProfileViewController.swift")
    try write(
      MapTests.placeMap.replacingOccurrences(
        of: "    mapView.accessibilityLabel = title\n",
        with: "    mapView.accessibilityLabel = title\n    mapView.delegate = context.coordinator\n"),
      to: "Sources/App/Map/PlaceMap.swift")
    try write(
      """
      import SwiftUI
      import UIKit

      final class SettingsViewController: UIViewController {
        func showAbout() {
          present(UIHostingController(rootView: AboutView()), animated: true)
        }
      }

      """, to: "Sources/App/Settings/SettingsViewController.swift")

    let root = try map(["--compare", "base.json"])
    let comparison = try XCTUnwrap(root["comparison"] as? [String: Any])
    XCTAssertEqual(comparison["base"] as? [String: Int], ["version": 1, "crossings": 5, "findings": 1])
    XCTAssertEqual(
      comparison["addedCrossings"] as? [String],
      [
        "hosting_controller|Sources/App/Settings/SettingsViewController.swift|SettingsViewController|UIHostingController|0"
      ])
    XCTAssertEqual(
      comparison["removedCrossings"] as? [[String: String]],
      [
        [
          "id": "hosting_configuration|Sources/App/Cells/FeedCell.swift|FeedCell|UIHostingConfiguration|0",
          "kind": "hosting_configuration", "file": "Sources/App/Cells/FeedCell.swift", "container": "FeedCell",
          "name": "UIHostingConfiguration",
        ]
      ])
    let added = try XCTUnwrap(comparison["addedFindings"] as? [[String: Any]])
    XCTAssertEqual(added.map { $0["rule"] as? String }, ["delegate_in_update"])
    XCTAssertEqual(added.first?["crossing"] as? String, "representable|Sources/App/Map/PlaceMap.swift||PlaceMap|0")
    XCTAssertEqual(
      added.first?["message"] as? String,
      "`mapView.delegate` is re-assigned on every SwiftUI update; wire it once in `makeUIView(context:)`")
    let removed = try XCTUnwrap(comparison["removedFindings"] as? [[String: Any]])
    XCTAssertEqual(removed.map { $0["rule"] as? String }, ["missing_did_move"])
    XCTAssertEqual(removed.first?["line"] as? Int, 13)
    XCTAssertEqual(
      removed.first?["crossing"] as? String,
      "child_containment|Sources/App/Profile/ProfileViewController.swift|ProfileViewController|photos|0")
  }

  /// Moving lines (a comment added at the top of every file) changes no id and no finding.
  func testCompareIgnoresLineMoves() throws {
    try writeFirstVersion()
    XCTAssertEqual(try run(["map", "--format", "json", "--quiet", "--output", "base.json"]).status, 0)
    try write("// Moved.\n\n" + MapTests.profileController, to: "Sources/App/Profile/ProfileViewController.swift")
    try write("// Moved.\n\n" + MapTests.placeMap, to: "Sources/App/Map/PlaceMap.swift")
    let comparison = try XCTUnwrap(try map(["--compare", "base.json"])["comparison"] as? [String: Any])
    XCTAssertEqual(comparison["addedCrossings"] as? [String], [])
    XCTAssertEqual((comparison["removedCrossings"] as? [Any])?.count, 0)
    XCTAssertEqual((comparison["addedFindings"] as? [Any])?.count, 0)
    XCTAssertEqual((comparison["removedFindings"] as? [Any])?.count, 0)
  }

  /// A file that names no hosting or representable word is still read when it uses a project
  /// subclass of `UIHostingController` or conforms through a project protocol (names the index knows).
  func testCrossingsThroughProjectTypesInOtherFiles() throws {
    try write("", to: ".bridgelint.yml")
    try write(
      """
      import SwiftUI
      import UIKit

      class CardHost: UIHostingController<CardView> {}
      protocol MapWrapper: UIViewRepresentable {}

      """, to: "Shared/Bases.swift")
    try write(
      """
      import UIKit

      final class DeckViewController: UIViewController {
        func showCard() {
          present(CardHost(rootView: CardView()), animated: true)
        }
      }

      """, to: "Features/Deck.swift")
    try write(
      """
      struct PinView: MapWrapper {
        func makeUIView(context: Context) -> PinAnnotationView { PinAnnotationView() }
        func updateUIView(_ pin: PinAnnotationView, context: Context) {}
      }

      """, to: "Features/Pin.swift")
    let crossings = try XCTUnwrap(try map()["crossings"] as? [[String: Any]])
    XCTAssertEqual(
      crossings.map { $0["id"] as? String },
      [
        "hosting_controller|Features/Deck.swift|DeckViewController|CardHost|0",
        "representable|Features/Pin.swift||PinView|0",
      ])
    XCTAssertEqual(crossings.first?["hosted"] as? String, "CardView")
    XCTAssertEqual(crossings.last?["hosted"] as? String, "PinAnnotationView")
  }

  // MARK: - Bad input

  func testBadCompareFilesAreClearErrors() throws {
    try writeFirstVersion()
    try write("{not json", to: "corrupt.json")
    try write("{\"schema\": \"sarif\", \"version\": 1}", to: "foreign.json")
    try write(
      "{\"schema\": \"bridgelint-map\", \"version\": 2, \"crossings\": [], \"otherFindings\": []}", to: "newer.json")
    try write(
      "{\"schema\": \"bridgelint-map\", \"version\": 1, \"crossings\": [1], \"otherFindings\": []}", to: "odd.json")
    let expected = [
      "corrupt.json": "corrupt.json: error: cannot use --compare file: not valid JSON: 1:2: expected a quoted key\n",
      "foreign.json":
        "foreign.json: error: cannot use --compare file: 1:1: not a bridgelint map (no \"schema\": \"bridgelint-map\")\n",
      "newer.json":
        "newer.json: error: cannot use --compare file: 1:1: map version 2 is newer than this bridgelint reads "
        + "(version 1); compare with the bridgelint that wrote it\n",
      "odd.json": "odd.json: error: cannot use --compare file: 1:58: a crossing must be an object\n",
      "missing.json": "missing.json: error: cannot use --compare file: no such file or directory\n",
    ]
    for (file, message) in expected {
      let result = try run(["map", "--format", "json", "--compare", file, "--output", "map.json"])
      XCTAssertEqual(result.status, 2, file)
      XCTAssertEqual(result.standardError, message, file)
      XCTAssertEqual(result.standardOutput, "", file)
      XCTAssertFalse(FileManager.default.fileExists(atPath: directory.appendingPathComponent("map.json").path), file)
    }
  }

  func testUnknownFormatIsAUsageError() throws {
    let result = try run(["map", "--format", "svg"])
    XCTAssertEqual(result.status, 64)
    XCTAssertTrue(
      result.standardError.hasPrefix("Error: unknown map format 'svg' (known: html, json, dot, mermaid)\n"),
      result.standardError)
    XCTAssertEqual(try run(["map", "--compare"]).status, 64)
    XCTAssertEqual(try run(["map", "--bogus"]).status, 64)
  }

  func testUnwritableOutputIsAnError() throws {
    try writeFirstVersion()
    let result = try run(["map", "--format", "json", "--quiet", "--output", "missing/folder/map.json"])
    XCTAssertEqual(result.status, 2)
    XCTAssertEqual(result.standardError, "error: cannot write missing/folder/map.json: no such file or directory\n")
  }

  /// The output file is written whole (atomically, as reports are), and the HTML embeds the JSON.
  func testHTMLEmbedsTheJSONMap() throws {
    try writeFirstVersion()
    XCTAssertEqual(try run(["map", "--format", "json", "--quiet", "--output", "map.json"]).status, 0)
    XCTAssertEqual(try run(["map", "--quiet", "--output", "map.html"]).status, 0)
    let json = try String(contentsOf: directory.appendingPathComponent("map.json"), encoding: .utf8)
    let html = try String(contentsOf: directory.appendingPathComponent("map.html"), encoding: .utf8)
    // The page embeds the same JSON value without its indentation (MapHTML keeps large maps small).
    let opening = "<script type=\"application/json\" id=\"map-data\">"
    let start = try XCTUnwrap(html.range(of: opening)).upperBound
    let end = try XCTUnwrap(html.range(of: "</script>", range: start..<html.endIndex)).lowerBound
    let embedded = String(html[start..<end]).replacingOccurrences(of: "<\\/", with: "</")
    let page = try JSONSerialization.jsonObject(with: Data(embedded.utf8)) as? NSDictionary
    let file = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? NSDictionary
    XCTAssertNotNil(file)
    XCTAssertEqual(page, file)
  }

  // MARK: - DOT and Mermaid

  func testDOTAndMermaidOfTheProject() throws {
    try writeFirstVersion()
    let dot = try run(["map", "--format", "dot", "--quiet"])
    XCTAssertEqual(dot.status, 0)
    XCTAssertEqual(
      dot.standardOutput,
      """
      digraph bridgelint_map {
        rankdir=LR;
        node [shape=box, fontname="Helvetica"];
        edge [fontname="Helvetica", fontsize=10];
        subgraph cluster_0 {
          label="Mac";
          n0 [label="PreferencesWindowController"];
        }
        subgraph cluster_1 {
          label="Sources/App";
          n2 [label="FeedCell"];
          n4 [label="PlaceMap"];
          n6 [label="ProfileViewController"];
        }
        n1 [label="PreferencesView", style=rounded];
        n3 [label="FeedRow", style=rounded];
        n5 [label="MKMapView", style=rounded];
        n7 [label="ProfileHeader", style=rounded];
        n8 [label="PhotoGridViewController", style=rounded];
        n0 -> n1 [label="hosts", style=solid];
        n2 -> n3 [label="hosts", style=solid];
        n4 -> n5 [label="wraps", style=dashed];
        n6 -> n7 [label="hosts", style=solid];
        n6 -> n8 [label="contains", style=bold];
      }

      """)
    let mermaid = try run(["map", "--format", "mermaid", "--quiet"])
    XCTAssertEqual(mermaid.status, 0)
    let lines = mermaid.standardOutput.split(separator: "\n").map(String.init)
    XCTAssertEqual(lines.first, "flowchart LR")
    XCTAssertEqual(
      lines.filter { $0.hasPrefix("  subgraph ") }, ["  subgraph g0[\"Mac\"]", "  subgraph g1[\"Sources/App\"]"])
    XCTAssertEqual(lines.filter { $0 == "  end" }.count, 2)
    XCTAssertEqual(
      lines.filter { $0.contains("|") },
      [
        "  n0 -->|\"hosts\"| n1", "  n2 -->|\"hosts\"| n3", "  n4 -.->|\"wraps\"| n5", "  n6 -->|\"hosts\"| n7",
        "  n6 ==>|\"contains\"| n8",
      ])
  }

  /// Past the node limit the graph is drawn by folder, edges counted; labels are escaped.
  func testGraphAggregatesByFolderAndEscapes() {
    func crossing(_ kind: MapKind, _ file: String, _ container: String, _ hosted: String) -> MapCrossing {
      MapCrossing(
        kind: kind, isAppKit: false, location: MapLocation(file: file, line: 1, column: 1), container: container,
        name: "UIHostingController", hosted: hosted, contained: nil)
    }
    var map = MapDocument(
      files: 3,
      crossings: [
        crossing(.hostingController, "Sources/A/One.swift", "One", "Card"),
        crossing(.hostingController, "Sources/A/Two.swift", "Two", "Row"),
        crossing(.childContainment, "Sources/B/Three.swift", "Three", "One"),
        crossing(.hostingController, "Sources/B/Four.swift", "Say \"hi\" <b>#1", "Card"),
      ])
    map.finish()
    let full = MapGraph(map)
    XCTAssertFalse(full.isAggregated)
    XCTAssertTrue(full.dot.contains("n4 [label=\"Say \\\"hi\\\" <b>#1\"];"), full.dot)
    XCTAssertTrue(full.mermaid.contains("n4[\"Say #quot;hi#quot; #lt;b#gt;#35;1\"]"), full.mermaid)
    let folders = MapGraph(map, nodeLimit: 3)
    XCTAssertTrue(folders.isAggregated)
    XCTAssertEqual(folders.nodes.map { $0.label }, ["Sources/A", "(elsewhere)", "Sources/B"])
    XCTAssertEqual(folders.edges.map { MapGraph.edgeLabel($0) }, ["hosts ×2", "hosts", "contains"])
    XCTAssertEqual(
      folders.mermaid,
      """
      flowchart LR
        n0["Sources/A"]
        n2["Sources/B"]
        n1("(elsewhere)")
        n0 -->|"hosts ×2"| n1
        n2 -->|"hosts"| n1
        n2 ==>|"contains"| n0

      """)
  }

  func testGroupsAreTargetFoldersOrFirstComponents() {
    XCTAssertEqual(MapDocument.group(of: "Sources/App/Profile/View.swift"), "Sources/App")
    XCTAssertEqual(MapDocument.group(of: "Packages/Kit/Sources/KitUI/Card.swift"), "Packages/Kit/Sources/KitUI")
    XCTAssertEqual(MapDocument.group(of: "App/Screens/Home.swift"), "App")
    XCTAssertEqual(MapDocument.group(of: "Sources/Loose.swift"), "Sources")
    XCTAssertEqual(MapDocument.group(of: "Main.swift"), ".")
  }
}
