import BridgeLint

/// The fix that inserts the missing `didMove(toParent:)`.
extension MissingDidMoveRule {
  /// Inserts `child.didMove(toParent: parent)` after the statement, in the same body as
  /// `addChild`, that adds the child's view (`addSubview`, `insertSubview`, `addArrangedSubview`…
  /// of `child.view`). Only for a plain name path (never a force unwrap or a call), and only where
  /// that statement stands on its own line.
  func didMoveFix(
    _ child: String, parent: String, label: String, after addChild: Call, in function: FunctionDecl,
    _ facts: ContainmentFacts,
    _ model: BridgeModel
  ) -> Fix? {
    let file = model.file
    guard MissingDidMoveRule.isNamePath(child), MissingDidMoveRule.isNamePath(parent),
      let added = file.code.statement(containing: TokenID(addChild.name))
    else { return nil }
    let scope = file.code.scope(of: added)
    let view = child == "self" ? "view" : child + ".view"
    // The function's view additions of this one view, gathered once per function: a container
    // with thousands of children is not rescanned for each.
    let additions = facts.viewAdditions(in: function)[view, default: []]
    var position = additions.partitionPoint { $0.token <= TokenID(addChild.name) }
    while position < additions.count {
      model.scanSteps += 1
      let statement = additions[position].statement
      position += 1
      guard statement > added else { continue }
      guard file.code.scope(of: statement) == scope else { return nil }
      let text = FixText(file)
      guard
        let edit = text.insertLine("\(child).didMove(\(label): \(parent))", after: file.code.byteRange(of: statement))
      else { return nil }
      return Fix("Call `\(child).didMove(\(label): \(parent))` after its view is added", .unsafe, edits: [edit])
    }
    return nil
  }

  static let viewAdders: Set<String> = [
    "addSubview", "insertSubview", "addArrangedSubview", "insertArrangedSubview",
  ]

  /// `name` or `a.b.c`: safe to repeat in inserted code (no call, unwrap or subscript).
  static func isNamePath(_ text: String) -> Bool {
    !text.isEmpty
      && text.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { part in
        guard let first = part.unicodeScalars.first, first == "_" || first.properties.isAlphabetic else { return false }
        return part.unicodeScalars.allSatisfy {
          $0 == "_" || $0.properties.isAlphabetic || $0.properties.numericType != nil
        }
      }
  }
}
