import BridgeLint

/// `@State var isSecure = true` and `self.isSecure = model.isSecure` in `init`: the storage is
/// built from the default before the initializer's body runs, and `State` drops a write made
/// before SwiftUI installs the view, so the view starts from the default whatever it is given.
extension DuplicateStateCopyRule {
  func droppedAssignmentFinding(_ property: WrappedProperty, _ model: BridgeModel) -> (TokenID, FindingMessage)? {
    let file = model.file
    let initial = file[variable: property.variable].initializer
    guard !initial.isEmpty else { return nil }
    let defaultText = file.compactText(initial)
    // Assigning the default, or the property itself (`self.x = x` with no parameter or local `x`), changes nothing.
    func isUnchanged(_ assignment: WrappedProperty.Initialization) -> Bool {
      let text = file.compactText(assignment.value)
      if text == defaultText || text == "self." + property.name { return true }
      return text == property.name && file.code.binding(of: text, at: assignment.value.start) == nil
    }
    guard let dropped = property.droppedAssignments.first(where: { !isUnchanged($0) }) else { return nil }
    // Quoted as written, unless it spans lines.
    let value = file.text(dropped.value).contains("\n") ? file.compactText(dropped.value) : file.text(dropped.value)
    let shownDefault = file.text(initial).contains("\n") ? defaultText : file.text(initial)
    let written = file.isAfterPeriod(dropped.target) ? "self." : ""
    var message = FindingMessage(
      "`\(written)\(property.name) = \(value)` in `init` does nothing: the `@State` property `\(property.name)` already "
        + "holds its default `\(shownDefault)`, and SwiftUI drops a write made before the view is installed, so the "
        + "view starts from `\(shownDefault)` whatever it is given; pass the value as a `let` (or a `@Binding`), or "
        + "remove the default and assign `_\(property.name) = State(initialValue: \(value))`")
    message.related = [RelatedLocation(file, token: property.attribute, message: "`\(property.name)` is declared here")]
    return (dropped.target, message)
  }
}
