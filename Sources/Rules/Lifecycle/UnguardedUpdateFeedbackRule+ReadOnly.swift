import BridgeLint

/// Read-only text views: writing their text is no feedback loop.
extension UnguardedUpdateFeedbackRule {
  /// `make…` sets `isEditable = false`, gives the field an `inputView` (a picker fills it; there
  /// is no keyboard to type with), or builds an AppKit label (`NSTextField(labelWithString:)`).
  func makesReadOnly(
    _ representable: Representable, _ model: BridgeModel, _ readOnlyClasses: inout [String: Bool]
  ) -> Bool {
    guard let make = model.lifecycleMethods(of: representable).first(where: { $0.role == .make }) else { return false }
    let file = model.file
    let nonEditable = file.assignments(in: make.body).contains { assignment in
      turnsEditingOff(assignment, file)
        || (file.tokenIs(assignment.lhs.end - 1, "inputView") && !file.isSingleToken(assignment.rhs, "nil"))
    }
    // `make…` builds a text view class of this file that turns editing off itself
    // (`init` sets `isEditable = false`): a label that selects, not a field the user types in.
    let built = Set(file.calls(in: make.body).filter { !$0.hasReceiver }.map { file.text($0.name) })
    // Each class is read once per file, however many representables build it.
    let readOnlyClass = built.contains { name in
      if let known = readOnlyClasses[name] { return known }
      let found = file.types(qualifiedName: name).contains { type in
        type.kind == .class && turnsEditingOff(in: type, file)
      }
      readOnlyClasses[name] = found
      return found
    }
    return nonEditable || readOnlyClass || refusesTyping(representable, model)
      || file.calls(in: make.body).contains { call in
        file.arguments(of: call).contains { argument in
          argument.labelToken != nil && Self.labelInitializers.contains(file.text(argument.label))
        }
      }
  }

  /// `… .isEditable = false`.
  private func turnsEditingOff(_ assignment: Assignment, _ file: ParsedFile) -> Bool {
    file.tokenIs(assignment.lhs.end - 1, "isEditable") && file.isSingleToken(assignment.rhs, "false")
  }

  /// `… .isEditable = false` in the body of the type declaration `type` (its initializer, a method).
  func turnsEditingOff(in type: TypeDecl, _ file: ParsedFile) -> Bool {
    type.bodyOpen < type.bodyClose
      && file.assignments(in: TokenRange(type.bodyOpen, type.bodyClose)).contains { turnsEditingOff($0, file) }
  }

  static let labelInitializers: Set<String> = [
    "labelWithString", "labelWithAttributedString", "wrappingLabelWithString",
  ]

  /// The coordinator's `textField(_:shouldChangeCharactersIn:replacementString:)` (or the text
  /// view's `shouldChangeTextIn`) returns `false` on every path: no keystroke reaches the field,
  /// which shows only what `update…` sets (round bb: a currency field that writes the binding).
  private func refusesTyping(_ representable: Representable, _ model: BridgeModel) -> Bool {
    let file = model.file
    guard let coordinator = model.coordinator(of: representable) else { return false }
    return coordinator.functions.contains { id in
      let function = file[function: id]
      guard file.tokenIs(function.name, "textField") || file.tokenIs(function.name, "textView"),
        let label = file.parameters(of: function).dropFirst().first?.labelToken,
        file.tokenIs(label, "shouldChangeCharactersIn") || file.tokenIs(label, "shouldChangeTextIn")
      else { return false }
      let body = file.body(of: function)
      var returns = 0
      for token in body.start..<body.end where file.word(token) == .return {
        // A `return` inside a closure of the body returns from that closure.
        guard model.function(containing: TokenID(token)) == id, !file.code.isInClosure(TokenID(token)),
          let value = file.token(after: TokenID(token)), file.tokenIs(value, "false")
        else { return false }
        returns += 1
      }
      return returns > 0
    }
  }
}
