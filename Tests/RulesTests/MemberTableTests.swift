import BridgeLint
import XCTest

/// `ParsedFile.members` answers what rules used to compute by filtering every declaration of the
/// file once per type (quadratic in types per file): the answers must be the same.
final class MemberTableTests: XCTestCase {
  private static let nested = """
    final class Outer: UIViewController {
      var a = 1
      struct Inner { let b: Int; func f() {} }
      func g() { let local = 2; class Local { var c = 3 } }
      var computed: Int { get { 1 } set {} }
      init() {}
    }
    extension Outer { func h() {} }
    enum Empty {}

    """

  func testMembersMatchAScanOfEveryDeclaration() throws {
    let sources = try LintHarness.allFixtures() + [("Nested.swift", Self.nested)]
    var members = 0
    for (path, text) in sources {
      let file = ParsedFile(path: path, text: text)
      let syntax = file.syntax
      for type in syntax.types {
        let functions = syntax.functions.filter {
          syntax.nodes[Int($0.node)].parent == type.node && $0.kind != .accessor
        }
        let variables = syntax.variables.filter { syntax.nodes[Int($0.node)].parent == type.node }
        XCTAssertEqual(file.functions(in: type).map(\.node), functions.map(\.node), path)
        XCTAssertEqual(file.variables(in: type).map(\.node), variables.map(\.node), path)
        members += functions.count + variables.count
      }
      for function in syntax.functions {
        let body = file.body(of: function)
        var scanned: Set<String> = []
        for variable in syntax.variables where body.contains(variable.keyword) {
          if variable.name >= 0 {
            scanned.insert(file.text(variable.name))
          } else {
            for index in variable.pattern.start..<max(variable.pattern.start, variable.pattern.end)
            where file.kind(index) == .identifier {
              scanned.insert(file.text(index))
            }
          }
        }
        XCTAssertEqual(file.localNames(in: body), scanned, path)
      }
      for call in syntax.calls where call.leftParen >= 0 {
        let scanned = syntax.calls.first { $0.leftParen == call.leftParen }
        XCTAssertEqual(file.call(openingAt: call.leftParen)?.name, scanned?.name, path)
      }
    }
    XCTAssertGreaterThan(members, 100)
    // The nested example: members of each type, not of types inside them or of local types.
    let file = ParsedFile(path: "Nested.swift", text: Self.nested)
    let outer = try XCTUnwrap(file.syntax.types.first)
    XCTAssertEqual(file.functions(in: outer).map { file.text($0.name) }, ["g", "init"])
    XCTAssertEqual(file.variables(in: outer).map { file.text($0.name) }, ["a", "computed"])
  }
}
