import BridgeLint

/// A coordinator dismisses the controller SwiftUI presented with UIKit's `dismiss(animated:)`.
public struct CoordinatorDirectDismissRule: Rule {
  public init() {}

  public static func relevance(in index: ProjectIndex) -> Relevance {
    .anyOf(names: ["makeUIViewController"], members: ["dismiss"])
  }

  public static let description = RuleDescription(
    identifier: "coordinator_direct_dismiss",
    name: "Coordinator Direct Dismiss",
    summary: "A coordinator dismisses the representable's controller with UIKit's `dismiss(animated:)` "
      + "instead of through SwiftUI",
    rationale: """
      When SwiftUI presents a `UIViewControllerRepresentable` (in a `.sheet` or \
      `.fullScreenCover`), the presentation belongs to SwiftUI state: an `isPresented` binding, an \
      `item`, or the environment's `dismiss`. A coordinator that closes the picker or composer \
      itself (`picker.dismiss(animated: true)`, \
      `controller.presentingViewController?.dismiss(animated: true)`) bypasses that state: the \
      binding stays `true`, the next presentation does nothing or flickers, and `onDismiss` does \
      not run.

      Dismiss through SwiftUI from the delegate callback:

      ```swift
      func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
        parent.dismiss()          // @Environment(\\.dismiss) var dismiss on the representable
      }
      ```

      Reported: `dismiss(animated:)` in a coordinator method on that method's parameter whose \
      type is what `makeUIViewController` returns (the controller SwiftUI presents), or on its \
      `presentingViewController`. Not reported: a controller's own presented child \
      (`presentedViewController?.dismiss`), representables that present UIKit controllers \
      themselves (`present(_:animated:)` anywhere in the representable or coordinator: then the \
      dismissed controller may be UIKit's), and methods that also dismiss through SwiftUI \
      (`dismiss()`, `isPresented = false`), where the UIKit call is only redundant.
      """,
    kind: .lifecycle,
    defaultSeverity: .warning,
    isOptIn: true,
    nonTriggeringExamples: CoordinatorDirectDismissExamples.nonTriggering,
    triggeringExamples: CoordinatorDirectDismissExamples.triggering
  )

  public func check(_ file: ParsedFile, _ context: inout RuleContext) {
    let model = context.model
    for representable in model.representables where representable.flavor == .uiViewController {
      guard let coordinator = model.coordinator(of: representable), let made = model.madeTypeName(of: representable)
      else { continue }
      let functions = model.bridgeFunctions(of: representable)
      if functions.contains(where: { presents(in: $0, file) }) { continue }
      for function in coordinator.functions {
        let declaration = file[function: function]
        let body = file.body(of: declaration)
        guard !body.isEmpty, !dismissesThroughSwiftUI(body, file) else { continue }
        for call in file.calls(in: body) where call.dotToken != nil && file.tokenIs(call.name, "dismiss") {
          guard file.argument(of: call, labeled: "animated") != nil, let receiver = file.receiver(of: call),
            let root = presentedParameter(receiver, made, declaration, file)
          else { continue }
          context.report(file, at: TokenID(call.name), .dismissesDirectly(root))
        }
      }
    }
  }

  /// `picker` or `picker.presentingViewController` (optionally `?`), where `picker` is a
  /// parameter of `function` typed as the controller `make…` returns.
  private func presentedParameter(
    _ receiver: TokenRange, _ made: String, _ function: FunctionDecl, _ file: ParsedFile
  ) -> String? {
    let code = file.code
    let first = receiver.start
    guard file.kind(first) == .identifier else { return nil }
    var rest = first + 1
    if file.isKind(rest, .postfixQuestionMark) { rest += 1 }
    if rest < receiver.end {
      guard file.isKind(rest, .period), file.tokenIs(rest + 1, "presentingViewController") else { return nil }
      var end = rest + 2
      if file.isKind(end, .postfixQuestionMark) { end += 1 }
      guard end == receiver.end else { return nil }
    }
    guard let binding = code.binding(at: TokenID(first)), case .parameter = binding.kind,
      let declared = binding.declaration
    else { return nil }
    for parameter in file.parameters(of: function) {
      guard parameter.nameToken == declared else { continue }
      return file.typeName(in: parameter.type) == made ? file.text(first) : nil
    }
    return nil
  }

  /// The representable presents UIKit controllers itself.
  private func presents(in function: FunctionID, _ file: ParsedFile) -> Bool {
    file.calls(in: file.body(of: file[function: function])).contains {
      file.tokenIs($0.name, "present") || file.tokenIs($0.name, "pushViewController")
    }
  }

  /// `dismiss()`, `parent.dismiss()`, `presentationMode.wrappedValue.dismiss()`, `isPresented = false`.
  private func dismissesThroughSwiftUI(_ body: TokenRange, _ file: ParsedFile) -> Bool {
    for call in file.calls(in: body) where file.tokenIs(call.name, "dismiss") && file.arguments(of: call).isEmpty {
      return true
    }
    for assignment in file.assignments(in: body) {
      let member = assignment.lhs.end - 1
      let onParent = file.normalizedExpression(assignment.lhs).hasPrefix("parent.")
      if file.isSingleToken(assignment.rhs, "false") && (onParent || file.text(member).hasPrefix("is")) { return true }
      if file.isSingleToken(assignment.rhs, "nil") && onParent { return true }
    }
    return false
  }
}

extension FindingMessage {
  fileprivate static func dismissesDirectly(_ controller: String) -> FindingMessage {
    FindingMessage(
      "`\(controller)` was presented by SwiftUI, and dismissing it with UIKit leaves the SwiftUI presentation state "
        + "set; dismiss through SwiftUI (`@Environment(\\.dismiss)`, or set the `isPresented` binding to `false`)")
  }
}
