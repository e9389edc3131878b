import BridgeLint
import Foundation
import Rules
import XCTest

/// Where a rule's parts live, so a maintainer finds them (and `Scripts/new-rule` writes them) in
/// one place: `Sources/Rules/<Kind>/<Name>Rule.swift` in its kind's folder, its examples in the
/// sibling `<Name>RuleExamples.swift`, and its closed-world fixtures in `Fixtures/<rule_id>/`.
final class RuleLayoutTests: XCTestCase {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// Rules whose examples are still inline (none: every rule keeps them in its sibling file). A
  /// name here is checked to still be inline, so the list cannot go stale.
  static let examplesStillInline: Set<String> = []

  /// The built-in rules report on bridgelint's own comments (`bridgelint:disable …`); their cases
  /// are `SuppressionTests`, not a fixture folder of app code.
  static let withoutFixtureFolder: Set<RuleKind> = [.builtIn]

  /// `Sources/Rules/<Kind>/`: the kind's raw value in UpperCamelCase (`built-in` → `BuiltIn`).
  static func folderName(of kind: RuleKind) -> String {
    kind.rawValue.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
  }

  /// Rule type name → the folder of its `<Type>.swift` under `Sources/Rules`.
  func ruleFolders() throws -> [String: String] {
    let rules = Self.root.appendingPathComponent("Sources/Rules")
    var folders: [String: String] = [:]
    for folder in try FileManager.default.contentsOfDirectory(atPath: rules.path) {
      let path = rules.appendingPathComponent(folder).path
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
        continue
      }
      for file in try FileManager.default.contentsOfDirectory(atPath: path) where file.hasSuffix("Rule.swift") {
        folders[String(file.dropLast(".swift".count))] = folder
      }
    }
    return folders
  }

  func testFolderNamesOfKinds() {
    XCTAssertEqual(
      RuleKind.allCases.map(Self.folderName), ["Containment", "Lifecycle", "Memory", "State", "Usage", "BuiltIn"])
  }

  func testEveryRuleSitsInItsKindsFolder() throws {
    let folders = try ruleFolders()
    for rule in RuleRegistry.all {
      let type = String(describing: rule)
      let expected = Self.folderName(of: rule.description.kind)
      XCTAssertEqual(
        folders[type], expected,
        "\(type) (kind \(rule.description.kind.rawValue)) belongs in Sources/Rules/\(expected)/")
    }
    // No folder besides the kinds' (a `Hosting/` or `Threading/` would be a second way to sort rules).
    let kindFolders = Set(RuleKind.allCases.map(Self.folderName))
    for folder in Set(folders.values) {
      XCTAssertTrue(kindFolders.contains(folder), "Sources/Rules/\(folder) is not a rule kind")
    }
  }

  func testEveryRuleKeepsItsExamplesInASiblingFile() throws {
    let folders = try ruleFolders()
    for rule in RuleRegistry.all {
      let type = String(describing: rule)
      guard !Self.examplesStillInline.contains(type), let folder = folders[type] else { continue }
      let directory = Self.root.appendingPathComponent("Sources/Rules/\(folder)")
      let logic = try String(contentsOf: directory.appendingPathComponent("\(type).swift"), encoding: .utf8)
      let examples = try? String(contentsOf: directory.appendingPathComponent("\(type)Examples.swift"), encoding: .utf8)
      XCTAssertNotNil(examples, "\(type): examples belong in Sources/Rules/\(folder)/\(type)Examples.swift")
      for constructor in ["Example(", "Correction("] {
        XCTAssertFalse(logic.contains(constructor), "\(type).swift still writes an \(constructor)…) inline")
        if rule.description.triggeringExamples.isEmpty == false, constructor == "Example(" {
          XCTAssertTrue(examples?.contains(constructor) ?? false, "\(type)Examples.swift holds no example")
        }
      }
    }
  }

  /// A stale skip list entry (its examples moved) is dropped rather than kept forever.
  func testSkipListNamesOnlyRulesWithInlineExamples() throws {
    let folders = try ruleFolders()
    for type in Self.examplesStillInline.sorted() {
      let folder = try XCTUnwrap(folders[type], "\(type) is not a rule file")
      let logic = try String(
        contentsOf: Self.root.appendingPathComponent("Sources/Rules/\(folder)/\(type).swift"), encoding: .utf8)
      XCTAssertTrue(logic.contains("Example("), "\(type) no longer keeps examples inline: remove it from the skip list")
    }
  }

  /// A rule's logic reads in one sitting: about 250 lines per file at most (examples, the
  /// measurement table and the registry are data, not logic). A longer rule splits along its
  /// concerns into `<Name>Rule+<Concern>.swift` files.
  static let logicLineLimit = 260

  func testRuleLogicFilesStaySmall() throws {
    let rules = Self.root.appendingPathComponent("Sources/Rules")
    let enumerator = try XCTUnwrap(FileManager.default.enumerator(atPath: rules.path))
    var long: [String] = []
    var checked = 0
    while let path = enumerator.nextObject() as? String {
      let name = (path as NSString).lastPathComponent
      guard name.hasSuffix(".swift"), !name.hasSuffix("Examples.swift"),
        !["RuleMeasurements.swift", "RuleRegistry.swift"].contains(name)
      else { continue }
      let text = try String(contentsOf: rules.appendingPathComponent(path), encoding: .utf8)
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count - 1
      checked += 1
      if lines > Self.logicLineLimit { long.append("\(path): \(lines) lines") }
    }
    XCTAssertGreaterThan(checked, 40, "the scan found the rule files")
    XCTAssertEqual(long, [], "split these along their concerns (see CONTRIBUTING.md)")
  }

  func testEveryRuleHasAFixtureFolder() {
    for rule in RuleRegistry.all where !Self.withoutFixtureFolder.contains(rule.description.kind) {
      let folder = Self.root.appendingPathComponent("Fixtures/\(rule.identifier)")
      let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
      XCTAssertTrue(
        files.contains { $0.hasSuffix(".swift") }, "\(rule.identifier) has no Fixtures/\(rule.identifier)/*.swift")
    }
  }
}
