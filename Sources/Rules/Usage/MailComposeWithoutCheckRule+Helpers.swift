import BridgeLint

extension ParsedFile {
  /// Is the `canSendMail()`/`canSendText()` call at `ask` the body of a type member that nothing reads
  /// (`static var canSendMail: Bool { MFMailComposeViewController.canSendMail() }`, never used)?
  /// Such a wrapper asks nothing. A wrapper outside a type, or one another file may name, counts as read.
  func isUnreadCheckWrapper(_ ask: TokenID, _ index: ProjectIndex) -> Bool {
    guard let wrapper = checkWrapper(around: ask), let type = enclosingType(containing: wrapper.name) else {
      return false
    }
    for token in tokenIDs where sameText(token, wrapper.name) && (token < wrapper.name || token > wrapper.end) {
      return false
    }
    return index.memberUse(text(wrapper.name), ofType: compactText(type.nameRange), declaredIn: path) == nil
  }

  /// The name and closing brace of the innermost `Bool` computed property or method whose body
  /// holds `token`: a wrapper of the question. A `body` or an action that asks is no wrapper.
  private func checkWrapper(around token: TokenID) -> (name: TokenID, end: TokenID)? {
    var best: (name: TokenID, end: TokenID)?
    for variable in allVariables where variable.isComputed && typeName(in: variable.type) == "Bool" {
      guard let name = variable.nameToken, let open = TokenID(ifPresent: variable.accessorOpen),
        let close = TokenID(ifPresent: variable.accessorClose), open < token, token < close
      else { continue }
      if let found = best, found.name > name { continue }
      best = (name, close)
    }
    if let best { return best }
    guard let function = enclosingFunction(containing: token), function.kind == .function,
      typeName(in: function.returnType) == "Bool", let name = function.nameToken,
      let close = TokenID(ifPresent: function.bodyClose), name < close
    else { return nil }
    return (name, close)
  }
}
