import BridgeLint
import XCTest

/// Issue 14 §1: a use of a view's property counts only where the name refers to the property.
/// A local binding of the same name (`if let`, `for`, a closure parameter, a value capture, a
/// local or a parameter) shadows it only where that binding is visible
/// (`CodeModel.binding(of:at:)`), not in the whole function.
final class ShadowedPropertyUseTests: XCTestCase {
  private func uses(_ text: String, of typeName: String) throws -> [String: PropertyUses] {
    let file = ParsedFile(path: "Shadow.swift", text: text)
    let model = BridgeModel(file: file, index: ProjectIndex(files: [file.typeSummaries()], jobs: 1))
    let type = try XCTUnwrap(model.types.first { file.qualifiedName(of: file[type: $0]) == typeName })
    return model.uses(in: try XCTUnwrap(model.swiftUIView(type)))
  }

  func testOptionalBindingsAndLoopPatternsAreNotTheProperty() throws {
    let uses = try uses(
      """
      struct Outline: View {
        @State private var parent: Node?
        @ObservedObject var model: OutlineModel
        var body: some View {
          List(model.nodes) { node in Row(node: node) }
            .onReceive(model.$nodes) { nodes in
              if let parent = nodes.first?.parent { parent.expand() }
              for parent in nodes { parent.collapse() }
              parent = nodes.last
            }
        }
      }
      """, of: "Outline")
    XCTAssertEqual(uses["parent"]?.assignments.count, 1, "`parent = nodes.last` outside the bindings is the property")
    XCTAssertEqual(uses["parent"]?.reads.count ?? 0, 0, "`if let parent` and `for parent in` bind their own")
  }

  func testClosureParametersAndLocalsShadowOnlyWhereVisible() throws {
    let uses = try uses(
      """
      struct Search: View {
        @State private var draft = ""
        @State private var count = 0
        @ObservedObject var model: SearchModel
        var body: some View {
          TextField("Search", text: .constant(""))
            .onAppear {
              model.results.forEach { draft in print(draft) }
              draft = "seed"
            }
        }
        func update() {
          model.cancellable = model.$query.sink { value in
            if let draft = value { print(draft) }
          }
          count += 1
          let count = 3
          print(count)
        }
      }
      """, of: "Search")
    XCTAssertEqual(uses["draft"]?.assignments.count, 1, "the closure parameter `draft` is visible only in its closure")
    XCTAssertEqual(uses["draft"]?.reads.count ?? 0, 0)
    XCTAssertEqual(uses["count"]?.mutations.count, 1, "`count += 1` comes before the local `count`")
    XCTAssertEqual(uses["count"]?.reads.count ?? 0, 0, "`print(count)` reads the local")
  }

  func testAValueCaptureIsACopyNotTheProperty() throws {
    let uses = try uses(
      """
      struct Note: View {
        @State private var text = ""
        @State private var title = ""
        let onSave: (String) -> Void
        var body: some View {
          Button("Save") { [text, heading = title] in
            onSave(text)
            print(heading)
          }
        }
      }
      """, of: "Note")
    XCTAssertEqual(uses["text"]?.reads.count, 1, "only `[text]` reads the property; `onSave(text)` passes the copy")
    XCTAssertEqual(uses["text"]?.handOffs.count ?? 0, 0, "the copy, not the property, is handed back")
    XCTAssertEqual(uses["title"]?.reads.count, 1, "`heading = title` reads it")
  }

  func testAParameterNamedLikeAClosureInputIsNotIt() throws {
    let uses = try uses(
      """
      struct Editor: View {
        @State private var draft = ""
        let onSave: (String) -> Void
        var body: some View { Text(draft) }
        func submit(onSave: (String) -> Void) { onSave(draft) }
      }
      """, of: "Editor")
    XCTAssertEqual(uses["draft"]?.reads.count, 2)
    XCTAssertEqual(uses["draft"]?.handOffs.count ?? 0, 0, "the parameter `onSave` is not the view's closure input")
  }
}
