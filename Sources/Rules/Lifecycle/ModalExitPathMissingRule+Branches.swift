import BridgeLint

/// A finishing callback whose every exit sits in one branch.
extension ModalExitPathMissingRule {
  /// The `if` of the callback itself (not of a closure in it) around its first exit, when no
  /// exit follows that `if` (in an `else` or after it): `if let image = … { parent.dismiss() }`
  /// leaves the picker up for a pick it cannot read. Nil when the exit runs on every path.
  func onlyBranchExiting(
    _ exit: TokenID, in declaration: FunctionDecl, _ names: ExitNames, _ file: ParsedFile
  ) -> TokenID? {
    let body = file.body(of: declaration)
    // An exit in a closure (a loader's completion) runs later, on a path of its own.
    guard file.callsTakingClosures(around: exit).isEmpty else { return nil }
    let branches = file.enclosingBlocks(of: file.innermostNode(containing: exit), upTo: NodeID(declaration.node))
      .filter { file.word(TokenID($0.keyword)) == .if }
    guard let outer = branches.last else { return nil }
    let branch = TokenID(outer.keyword)
    // Nothing after the `if`: its exit is the callback's only one.
    guard let after = file.token(after: TokenID(outer.close)), after < TokenID(body.end) else { return branch }
    return firstExit(in: TokenRange(after, upTo: TokenID(body.end)), names, file) == nil ? branch : nil
  }
}
