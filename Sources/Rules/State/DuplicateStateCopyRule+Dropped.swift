import BridgeLint

/// `@State var isSecure = true` and `self.isSecure = model.isSecure` in `init`: the storage is
/// built from the default before the initializer's body runs, and `State` drops a write made
/// before SwiftUI installs the view, so the view starts from the default whatever it is given.
extension DuplicateStateCopyRule {
  func droppedAssignmentFinding(
    _ property: WrappedProperty, _ uses: PropertyUses?, _ model: BridgeModel
  ) -> (TokenID, FindingMessage)? {
    let file = model.file
    let initial = file[variable: property.variable].initializer
    // An optional with no default that the view never reads, or sets again when it appears
    // (`.onAppear`, `.task`), loses nothing it needs.
    if initial.isEmpty {
      guard let uses, !uses.reads.isEmpty || !uses.bindings.isEmpty,
        !uses.assignments.contains(where: { isSetOnAppear($0, file) })
      else { return nil }
    }
    // An optional with no default starts as `nil`.
    let defaultText = initial.isEmpty ? "nil" : file.compactText(initial)
    // Assigning the default, or the property itself (`self.x = x` with no parameter or local `x`), changes nothing.
    func isUnchanged(_ assignment: WrappedProperty.Initialization) -> Bool {
      let text = file.compactText(assignment.value)
      if text == defaultText || text == "self." + property.name { return true }
      return text == property.name && file.code.binding(of: text, at: assignment.value.start) == nil
    }
    guard let dropped = property.droppedAssignments.first(where: { !isUnchanged($0) }) else { return nil }
    // Quoted as written, unless it spans lines.
    let value = file.text(dropped.value).contains("\n") ? file.compactText(dropped.value) : file.text(dropped.value)
    let shownDefault = initial.isEmpty || file.text(initial).contains("\n") ? defaultText : file.text(initial)
    let written = file.isAfterPeriod(dropped.target) ? "self." : ""
    let holds = initial.isEmpty ? "starts as `nil` (it is optional)" : "already holds its default `\(shownDefault)`"
    let remedy = initial.isEmpty ? "assign" : "remove the default and assign"
    var message = FindingMessage(
      "`\(written)\(property.name) = \(value)` in `init` does nothing: the `@State` property `\(property.name)` \(holds), "
        + "and SwiftUI drops a write made before the view is installed, so the view starts from `\(shownDefault)` "
        + "whatever it is given; pass the value as a `let` (or a `@Binding`), or \(remedy) "
        + "`_\(property.name) = State(initialValue: \(value))`")
    message.related = [RelatedLocation(file, token: property.attribute, message: "`\(property.name)` is declared here")]
    return (dropped.target, message)
  }

  /// Is `token` in the closure of an `.onAppear` or `.task` of its view?
  private func isSetOnAppear(_ token: TokenID, _ file: ParsedFile) -> Bool {
    guard let type = file.enclosingType(containing: token) else { return false }
    return file.code.closures(in: TokenRange(type.bodyOpen, type.bodyClose)).contains { closure in
      let value = file[closure: closure]
      guard TokenSpan(TokenRange(value.open, value.close))?.contains(token) == true,
        let call = file.code.receivingCall(of: closure)
      else { return false }
      let name = file[call: call].name
      return file.tokenIs(name, "onAppear") || file.tokenIs(name, "task")
    }
  }
}
