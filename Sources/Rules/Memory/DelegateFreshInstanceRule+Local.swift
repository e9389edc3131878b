import BridgeLint

/// `let delegate = PanelDelegate()` … `panel.delegate = delegate`, the local named nowhere else in
/// its scope: released when the scope ends, as if built in the assignment (round aa).
extension BridgeModel {
  func unkeptLocalObject(_ value: TokenRange) -> String? {
    guard value.end - value.start == 1, let name = value.first, file.isKind(name, .identifier),
      case .local(let variable)? = file.code.binding(at: name)?.kind,
      let type = constructedType(in: file[variable: variable].initializer), type != "init",
      file.isUpperIdentifier(TokenID(file[variable: variable].initializer.start)),
      let declaration = file[variable: variable].nameToken,
      let statement = file.code.statement(containing: declaration),
      let last = file.code.statements(in: file.code.scope(of: statement)).last
    else { return nil }
    let text = file.text(name)
    // Any other mention (passed on, stored, captured, returned, or a member set) may keep it.
    let scope = TokenRange(file.code.span(of: statement).start, upTo: file.code.span(of: last).end)
    let mentions = (scope.start..<scope.end).lazy.filter { token in
      TokenID(token) != declaration && self.file.isKind(token, .identifier) && self.file.text(token) == text
        && !self.file.isAfterPeriod(TokenID(token))
    }
    return mentions.count == 1 ? type : nil
  }

  /// The first framework class above a project class (`FloatingPanel: NSPanel`), following the
  /// index's inheritance a few steps; the name itself when the index declares no such class.
  func frameworkBase(of type: String, known: (String) -> Bool) -> String {
    var name = type
    for _ in 0..<8 where !known(name) {
      guard let superclass = index.lookup(name).first?.inherited.first else { break }
      name = superclass
    }
    return name
  }
}
