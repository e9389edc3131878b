import BridgeLint
import XCTest

/// What the model says about intent and construction: comments in front of a token, test
/// files, and the objects a function builds itself.
final class IntentModelTests: XCTestCase {
  private func model(_ text: String) -> BridgeModel {
    let file = ParsedFile(path: "Intent.swift", text: text)
    return BridgeModel(file: file, index: ProjectIndex(files: [file.typeSummaries()], jobs: 1))
  }

  /// The `occurrence`-th (0-based) token spelling `text`.
  private func token(_ text: String, _ occurrence: Int = 0, in file: ParsedFile) -> TokenID? {
    file.tokens.indices.filter { file.text(Int32($0)) == text }.dropFirst(occurrence).first.map {
      TokenID(Int32($0))
    }
  }

  private func commentTexts(before text: String, _ occurrence: Int = 0, in file: ParsedFile) throws -> [String] {
    let id = try XCTUnwrap(token(text, occurrence, in: file))
    return file.leadingComments(of: id).map {
      String(decoding: file.bytes[Int($0.start)..<Int($0.end)], as: UTF8.self)
    }
  }

  func testLeadingCommentsAreTheTriviaRightBeforeTheToken() throws {
    let file = ParsedFile(
      path: "Intent.swift",
      text: """
        let a = view
          // Forces a redraw (FB123).
          /* twice */
          .id(UUID())
        let b = view  // trailing, belongs to the line above
          .id(UUID())
        let c = view
          // swiftlint:disable:next no_magic_numbers
          .id(UUID())
        // far above
        let d = view
          .id(UUID())
        """)
    XCTAssertEqual(try commentTexts(before: ".", 0, in: file), ["// Forces a redraw (FB123).", "/* twice */"])
    XCTAssertEqual(try commentTexts(before: ".", 1, in: file), ["// trailing, belongs to the line above"])
    XCTAssertEqual(try commentTexts(before: ".", 2, in: file), [], "a lint directive explains nothing")
    XCTAssertEqual(try commentTexts(before: ".", 3, in: file), [])
    XCTAssertEqual(try commentTexts(before: "let", 3, in: file), ["// far above"])
    XCTAssertTrue(file.leadingComments(of: TokenID(Int32(file.tokens.count))).isEmpty, "out of range")
  }

  func testTrailingCommentsEndTheLine() throws {
    let file = ParsedFile(
      path: "Intent.swift",
      text: """
        a.id(UUID())  // keeps the icon still
        b.id(UUID()) // bridgelint:disable:this force_refresh_identity
        c.id(UUID()) /* inline */ .padding()
        d.id(UUID())
        // next line's comment
        e.id(UUID())  // expect: 3 [force_refresh_identity]
        """)
    let closers = file.tokens.indices.filter { file.text(Int32($0)) == ")" && file.text(Int32($0) - 1) == ")" }
    let texts = closers.map { index in
      file.trailingComment(after: TokenID(Int32(index))).map {
        String(decoding: file.bytes[Int($0.start)..<Int($0.end)], as: UTF8.self)
      }
    }
    XCTAssertEqual(texts, ["// keeps the icon still", nil, nil, nil, nil])
  }

  func testTestFilesImportATestFramework() {
    XCTAssertTrue(model("import XCTest\nfinal class T: XCTestCase {}").isTestFile)
    XCTAssertTrue(model("@testable import App\nimport Testing\n@Test func t() {}").isTestFile)
    XCTAssertFalse(model("import SwiftUI\nstruct V: View { var body: some View { Text(\"XCTest\") } }").isTestFile)
  }

  func testConstructedTypes() {
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
    let file = model.file
    let initializers = file.syntax.variables.map { file.text($0.name) }
    XCTAssertEqual(initializers, ["picker", "generic", "implicit", "found", "made"])
    XCTAssertEqual(
      file.syntax.variables.map { model.constructedType(in: $0.initializer) },
      ["UIPickerView", "Box", "init", nil, nil])
    XCTAssertNil(model.constructedType(in: .empty))
  }
}
