import BridgeLint
import XCTest

final class GlobTests: XCTestCase {
  func testSingleStarStaysWithinAComponent() {
    let glob = Glob("Sources/*.swift")
    XCTAssertTrue(glob.matches("Sources/App.swift"))
    XCTAssertTrue(glob.matches("Sources/.swift"))
    XCTAssertFalse(glob.matches("Sources/Sub/App.swift"))
    XCTAssertFalse(glob.matches("Tests/App.swift"))
    XCTAssertFalse(glob.matches("Sources/App.swift.orig"))
    XCTAssertTrue(Glob("*").matches("file"))
    XCTAssertFalse(Glob("*").matches("dir/file"))
  }

  func testDoubleStarSpansComponents() {
    let glob = Glob("**/Generated/**")
    XCTAssertTrue(glob.matches("Generated/A.swift"))
    XCTAssertTrue(glob.matches("App/Generated/Models/A.swift"))
    XCTAssertTrue(glob.matches("a/b/c/Generated/d"))
    XCTAssertFalse(glob.matches("App/NotGenerated/A.swift"))
    XCTAssertFalse(glob.matches("App/Generated.swift"))
    let middle = Glob("Sources/**/*.swift")
    XCTAssertTrue(middle.matches("Sources/A.swift"))
    XCTAssertTrue(middle.matches("Sources/x/y/z/A.swift"))
    XCTAssertFalse(middle.matches("Sources/x/y/z/A.swiftx"))
    XCTAssertFalse(middle.matches("Other/x/A.swift"))
    XCTAssertTrue(Glob("**").matches("anything/at/all"))
    XCTAssertTrue(Glob("a/**/b/**/c").matches("a/b/c"))
    XCTAssertTrue(Glob("a/**/b/**/c").matches("a/x/b/y/b/z/c"))
    XCTAssertFalse(Glob("a/**/b/**/c").matches("a/x/c/y/c"))
  }

  func testQuestionMarkMatchesOneCharacter() {
    let glob = Glob("a?c")
    XCTAssertTrue(glob.matches("abc"))
    XCTAssertTrue(glob.matches("aéc"))
    XCTAssertTrue(glob.matches("a😀c"))
    XCTAssertFalse(glob.matches("ac"))
    XCTAssertFalse(glob.matches("abbc"))
    XCTAssertFalse(glob.matches("a/c"))
    XCTAssertTrue(Glob("*?").matches("é"))
    XCTAssertFalse(Glob("??").matches("é"))
  }

  func testSpacesAndNonASCII() {
    XCTAssertTrue(Glob("My Folder/*.swift").matches("My Folder/File Name.swift"))
    XCTAssertFalse(Glob("My Folder/*.swift").matches("MyFolder/File.swift"))
    XCTAssertTrue(Glob("Über/**/*ö*.swift").matches("Über/Ä/schön.swift"))
    XCTAssertFalse(Glob("Über/*.swift").matches("Uber/a.swift"))
    XCTAssertTrue(Glob("日本/*").matches("日本/ファイル.swift"))
  }

  func testLiteralsDotsAndSlashes() {
    XCTAssertTrue(Glob("./Sources/App.swift").matches("Sources/App.swift"))
    XCTAssertTrue(Glob("Sources/").matches("Sources"))
    XCTAssertTrue(Glob("Sources//App.swift").matches("Sources/App.swift"))
    XCTAssertFalse(Glob("Sources").matches("Source"))
    XCTAssertFalse(Glob("[ab]").matches("a"), "brackets are literal")
    XCTAssertTrue(Glob("[ab]").matches("[ab]"))
  }

  func testAbsoluteAndRelativeDoNotMix() {
    XCTAssertTrue(Glob("/project/*.swift").matches("/project/a.swift"))
    XCTAssertFalse(Glob("/project/*.swift").matches("project/a.swift"))
    XCTAssertFalse(Glob("project/*.swift").matches("/project/a.swift"))
  }

  func testAncestorMatching() {
    let pods = Glob("/p/Pods")
    XCTAssertTrue(pods.matchesPathOrAncestor("/p/Pods/Lib/A.swift"))
    XCTAssertTrue(pods.matchesPathOrAncestor("/p/Pods"))
    XCTAssertFalse(pods.matchesPathOrAncestor("/p/PodsX/A.swift"))
    XCTAssertFalse(pods.matches("/p/Pods/Lib/A.swift"))
    XCTAssertFalse(Glob("/p/*.swift").matchesPathOrAncestor("/p/sub/a.swift"))
  }

  func testWildcardInformation() {
    XCTAssertFalse(Glob("Sources/App").hasWildcards)
    XCTAssertTrue(Glob("Sources/*/App").hasWildcards)
    XCTAssertEqual(Glob("/root/Sources/**/*.swift").literalPrefix, "/root/Sources")
    XCTAssertEqual(Glob("Sources/App/a?.swift").literalPrefix, "Sources/App")
    XCTAssertEqual(Glob("**/x").literalPrefix, "")
  }

  func testPathologicalPatternsStayPolynomial() {
    // Naive backtracking takes exponential time on these.
    let text = String(repeating: "a", count: 5_000)
    XCTAssertFalse(Glob("*a*a*a*a*a*a*a*a*b").matches(text))
    XCTAssertTrue(Glob("*a*a*a*a*a*a*a*a*a").matches(text))
    let deepPath = Array(repeating: "a", count: 2_000).joined(separator: "/")
    XCTAssertFalse(Glob("**/a/**/a/**/a/**/a/**/b").matches(deepPath))
    XCTAssertTrue(Glob("**/a/**/a/**/a/**/a").matches(deepPath))
    XCTAssertFalse(
      Glob("**/*a*a*a*b/**").matchesPathOrAncestor(Array(repeating: "aaaaaaaa", count: 300).joined(separator: "/")))
  }

  func testLiteralPrefixShortcutKeepsTheAnswers() {
    // An absolute pattern's literal leading components reject other trees at once; the answers
    // must be those of the full match, including for paths that are not normalized.
    let glob = Glob("/repo/Generated/**/*.swift")
    XCTAssertTrue(glob.matchesPathOrAncestor("/repo/Generated/API/Client.swift"))
    XCTAssertFalse(glob.matchesPathOrAncestor("/repo/GeneratedToo/Client.swift"))
    XCTAssertFalse(glob.matchesPathOrAncestor("/other/repo/Generated/Client.swift"))
    XCTAssertTrue(glob.matchesPathOrAncestor("/repo/./Generated/Client.swift"))
    XCTAssertTrue(glob.matchesPathOrAncestor("/repo//Generated/Client.swift"))
    XCTAssertTrue(Glob("/repo/Pods").matchesPathOrAncestor("/repo/Pods/Alamofire/Session.swift"))
    XCTAssertFalse(Glob("/repo/Pods").matchesPathOrAncestor("/repo/PodsExtra/Session.swift"))
  }
}
