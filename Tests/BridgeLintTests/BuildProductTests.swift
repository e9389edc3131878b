import Foundation
import XCTest

/// The build's modules and products must keep distinct names on a case-insensitive file system
/// (the macOS default): SwiftPM does not diagnose two targets whose names differ only by case, it
/// writes `Modules/X.swiftmodule` and `Modules/x.swiftmodule`, one path there. The test reads the
/// build plan SwiftPM writes beside the products (`description.json`, rewritten by every build), so
/// it sees the current targets whatever the file system, and not files left by an older build.
/// (`Scripts/case-insensitive-build` checks the files of a fresh build the same way.)
final class BuildProductTests: XCTestCase {
  struct Plan {
    var moduleNames: [String] = []
    var paths: [String] = []
  }

  /// The module names and written paths (module files, object files, temporary folders) of each
  /// compile command in a SwiftPM build description.
  static func plan(fromDescription data: Data) throws -> Plan {
    guard let description = try JSONSerialization.jsonObject(with: data) as? [String: Any],
      let commands = description["swiftCommands"] as? [String: Any]
    else { throw CocoaError(.fileReadCorruptFile) }
    var plan = Plan()
    for case let command as [String: Any] in commands.values {
      if let name = command["moduleName"] as? String { plan.moduleNames.append(name) }
      for key in ["moduleOutputPath", "tempsPath"] {
        if let path = command[key] as? String { plan.paths.append(path) }
      }
      for case let output as [String: Any] in command["outputs"] as? [Any] ?? [] {
        if let path = output["name"] as? String { plan.paths.append(path) }
      }
    }
    return plan
  }

  /// "a, b" for each group of distinct names that are equal up to case.
  static func caseCollisions(_ names: [String]) -> [String] {
    let groups = Dictionary(grouping: Set(names).sorted()) { $0.lowercased() }
    return groups.values.filter { $0.count > 1 }.map { $0.joined(separator: ", ") }.sorted()
  }

  func testNoTwoModulesOrBuildProductsDifferOnlyByCase() throws {
    let products = CommandLineTests.binary.deletingLastPathComponent()
    let plan = try Self.plan(fromDescription: Data(contentsOf: products.appendingPathComponent("description.json")))
    // The description is this package's: its library and rules modules are in it.
    XCTAssertTrue(Set(["BridgeLint", "Rules"]).isSubset(of: plan.moduleNames), "\(plan.moduleNames.sorted())")
    XCTAssertTrue(plan.paths.contains { $0.hasSuffix("/Modules/BridgeLint.swiftmodule") }, "\(plan.paths.prefix(20))")

    XCTAssertEqual(Self.caseCollisions(plan.moduleNames), [], "module names equal up to case")
    XCTAssertEqual(Self.caseCollisions(plan.paths), [], "paths equal up to case are one path on macOS")
  }

  func testCaseCollisionsAreFoundInADescription() throws {
    let description = """
      {"swiftCommands": {
        "C.BridgeLint.module": {"moduleName": "BridgeLint", "moduleOutputPath": "/b/Modules/BridgeLint.swiftmodule",
          "tempsPath": "/b/BridgeLint.build", "outputs": [{"kind": "file", "name": "/b/BridgeLint.build/A.swift.o"}]},
        "C.bridgelint.module": {"moduleName": "bridgelint", "moduleOutputPath": "/b/Modules/bridgelint.swiftmodule",
          "tempsPath": "/b/bridgelint.build", "outputs": [{"kind": "file", "name": "/b/bridgelint.build/a.swift.o"}]},
        "C.Rules.module": {"moduleName": "Rules", "moduleOutputPath": "/b/Modules/Rules.swiftmodule",
          "tempsPath": "/b/Rules.build", "outputs": [{"kind": "file", "name": "/b/Modules/Rules.swiftmodule"}]}
      }}
      """
    let plan = try Self.plan(fromDescription: Data(description.utf8))
    XCTAssertEqual(Self.caseCollisions(plan.moduleNames), ["BridgeLint, bridgelint"])
    XCTAssertEqual(
      Self.caseCollisions(plan.paths),
      [
        "/b/BridgeLint.build, /b/bridgelint.build", "/b/BridgeLint.build/A.swift.o, /b/bridgelint.build/a.swift.o",
        "/b/Modules/BridgeLint.swiftmodule, /b/Modules/bridgelint.swiftmodule",
      ])
    XCTAssertThrowsError(try Self.plan(fromDescription: Data("{\"builtTestProducts\": []}".utf8)))
  }
}
