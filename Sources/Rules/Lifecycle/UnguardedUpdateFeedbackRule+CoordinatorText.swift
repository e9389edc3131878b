import BridgeLint

/// A text view the coordinator keeps, rewritten by a coordinator method `update…` calls on
/// every update: `context.coordinator.update(representable: self)` whose body sets
/// `textView.attributedText = representable.text` with no check (a text-view wrapper many apps
/// vendor; each keystroke writes the binding, which runs `update…`, which puts the cursor at the end).
extension UnguardedUpdateFeedbackRule {
  func checkCoordinatorTextWrites(_ method: LifecycleMethod, _ model: BridgeModel, _ context: inout RuleContext) {
    let file = model.file
    guard let coordinator = model.coordinator(of: method.representable), !coordinator.functions.isEmpty else {
      return
    }
    lazy var editingOff = coordinator.declarations.contains { turnsEditingOff(in: file[type: $0], file) }
    for call in file.calls(in: method.body) {
      guard let name = call.nameToken, call.leftParenToken != nil, let receiver = file.receiver(of: call),
        method.coordinatorNames.contains(file.compactText(receiver)),
        model.timing(of: name, in: method) != .later, model.changeGuards(at: name).isEmpty,
        let write = firstTextWrite(called: call, in: coordinator, model), !editingOff
      else { continue }
      var message = FindingMessage.rewritesCoordinatorText(file.text(name), write.text)
      message.related = [
        RelatedLocation(file, token: write.token, message: "`\(file.text(name))` sets the text here")
      ]
      context.report(file, at: name, message)
    }
  }

  /// The first unchecked text write in the coordinator method `call` runs, outside any closure, to
  /// an editable text view the coordinator keeps (`textView.attributedText`, `self.field?.text`).
  private func firstTextWrite(called call: Call, in coordinator: Coordinator, _ model: BridgeModel)
    -> (text: String, token: TokenID)?
  {
    let file = model.file
    let argumentCount = file.arguments(of: call).count
    for id in coordinator.functions {
      let function = file[function: id]
      guard function.kind == .function, file.text(function.name) == file.text(call.name),
        file.parameters(of: function).count == argumentCount
      else { continue }
      for assignment in file.assignments(in: file.body(of: function)) {
        guard let member = file.memberWritten(by: assignment), file.isAfterPeriod(member),
          Self.textMembers.contains(file.text(member)), !file.code.isInClosure(member),
          model.changeGuards(at: member).isEmpty,
          let property = keptProperty(in: TokenRange(assignment.lhs.start, assignment.lhs.end - 2), file),
          isEditableTextProperty(property, of: coordinator, model)
        else { continue }
        return ("\(property).\(file.text(member))", member)
      }
      return nil
    }
    return nil
  }

  /// `textView`, `self.textView` or `textView?`: the name of the property a write goes through.
  private func keptProperty(in path: TokenRange, _ file: ParsedFile) -> String? {
    var path = path
    if let last = path.last, file.isKind(last, .postfixQuestionMark) || file.isKind(last, .exclamationMark) {
      path = TokenRange(path.start, path.end - 1)
    }
    // `self.textView` names the property even where a parameter or local shares its name.
    let throughSelf = path.end - path.start == 3 && path.first.map { file.word($0) == .selfWord } == true
    if throughSelf { path = TokenRange(path.start + 2, path.end) }
    guard path.end - path.start == 1, let name = path.first, file.isKind(name, .identifier),
      throughSelf || file.code.binding(at: name) == nil
    else { return nil }
    return file.text(name)
  }

  /// A stored property of the coordinator declared or built as an editable text view.
  func isEditableTextProperty(_ name: String, of coordinator: Coordinator, _ model: BridgeModel) -> Bool {
    let file = model.file
    for property in coordinator.properties where file.text(file[variable: property].name) == name {
      let variable = file[variable: property]
      let typeName = file.typeName(in: variable.type) ?? variable.initializer.first.flatMap(file.constructedType(at:))
      return typeName.map { isEditableText($0, model.index) } ?? false
    }
    return false
  }
}

extension FindingMessage {
  static func rewritesCoordinatorText(_ method: String, _ write: String) -> FindingMessage {
    FindingMessage(
      "`\(method)` sets `\(write)` on every SwiftUI update with no check, so each keystroke that updates the "
        + "binding puts the cursor back at the end and drops marked text; set it only when the text differs")
  }
}
