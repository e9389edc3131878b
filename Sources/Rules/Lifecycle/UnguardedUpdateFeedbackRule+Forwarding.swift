import BridgeLint

/// A project view that wraps an editable text view and forwards its own `text` to it.
extension UnguardedUpdateFeedbackRule {
  /// The text members of `viewType` (the update's view, a class this file declares) whose observer
  /// or setter hands the value to an editable text view the class stores (`var text: String {
  /// didSet { textView.string = text } }`): setting one on every update resets that text view,
  /// cursor and all.
  func forwardedTextMembers(of viewType: String, _ model: BridgeModel) -> Set<String> {
    let file = model.file
    var members: Set<String> = []
    for declaration in file.types(qualifiedName: viewType) where declaration.kind == .class {
      guard let type = model.typeID(of: declaration) else { continue }
      for variable in model.allMembers(of: type).variables {
        let declaration = file[variable: variable]
        let name = file.text(declaration.name)
        guard Self.textMembers.contains(name), TokenID(ifPresent: declaration.accessorOpen) != nil else { continue }
        let accessors = TokenRange(declaration.accessorOpen, declaration.accessorClose)
        let forwards = file.assignments(in: accessors).contains { assignment in
          guard let written = file.memberWritten(by: assignment), file.isAfterPeriod(written),
            Self.textMembers.contains(file.text(written)) || file.text(written) == "string",
            let receiver = assignment.lhs.first, file.isKind(receiver, .identifier),
            let stored = model.property(named: file.text(receiver), in: type)
          else { return false }
          // A label shows what it is given; an editable text view loses its cursor and marked text.
          let storedVariable = file[variable: stored]
          let typeName =
            file.typeName(in: storedVariable.type)
            ?? storedVariable.initializer.first.flatMap { file.isUpperIdentifier($0) ? file.text($0) : nil }
          return typeName.map { isEditableText($0, model.index) } ?? false
        }
        if forwards { members.insert(name) }
      }
    }
    return members
  }
}
