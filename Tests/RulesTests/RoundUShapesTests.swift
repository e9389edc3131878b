import BridgeLint
import Rules
import XCTest

/// Shapes round u's and round v's reviewers found that need more than one file to show: one folder
/// holding several sample projects, each with its own view of one name.
final class RoundUShapesTests: XCTestCase {
  private let statefulRow = (
    path: "OldSample/RepositoryRow.swift",
    text: """
    import SwiftUI
    struct RepositoryRow: View {
      @State var repository: Repository
      var body: some View { Text(repository.name) }
    }
    """
  )

  private let plainRow = (
    path: "NewSample/RepositoryRow.swift",
    text: """
    import SwiftUI
    struct RepositoryRow: View {
      let repository: Repository
      var body: some View { Text(repository.name) }
    }
    """
  )

  private let list = (
    path: "NewSample/RepositoryList.swift",
    text: """
    import SwiftUI
    struct RepositoryList: View {
      @ObservedObject var store: RepositoryStore
      var body: some View { ForEach(store.repositories) { repository in RepositoryRow(repository: repository) } }
    }
    """
  )

  private func lint(_ files: [(path: String, text: String)]) -> [String] {
    LintHarness.lint(files, rules: [DuplicateStateCopyRule.self]).map { "\($0.path):\($0.line):\($0.column)" }
  }

  func testTwoViewsOfOneNameThatDisagreeOnTheirStateResolveToTheNearestDeclaration() {
    // Alone, the stateful row makes the call site a finding.
    XCTAssertEqual(lint([statefulRow, list]), ["NewSample/RepositoryList.swift:4:95"])
    // With a second `RepositoryRow` that takes a `let` beside the list, the list builds that one.
    XCTAssertEqual(lint([statefulRow, plainRow, list]), [])
    // The old sample's list builds the old sample's stateful row (round v: a repository of three
    // projects, each with its own `RoomDetailView`).
    let oldList = (path: "OldSample/RepositoryList.swift", text: list.text)
    XCTAssertEqual(lint([statefulRow, plainRow, oldList]), ["OldSample/RepositoryList.swift:4:95"])
    // A caller as near to both cannot say which one it builds.
    let rootList = (path: "RepositoryList.swift", text: list.text)
    XCTAssertEqual(lint([statefulRow, plainRow, rootList]), [])
  }

  func testAFunctionOfTheCallersFileNamedLikeAViewElsewhereIsThatFunction() {
    let helper = (
      path: "NewSample/Helpers.swift",
      text: """
      import SwiftUI
      struct Greeting: View {
        @ObservedObject var store: RepositoryStore
        var body: some View { RepositoryRow(repository: store.pinned) }
      }
      fileprivate func RepositoryRow(repository: Repository) -> Text { Text(repository.name) }
      """
    )
    XCTAssertEqual(lint([statefulRow, helper]), [])
  }
}
