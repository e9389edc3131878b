import BridgeLint

/// A modal controller's delegate exit path (done, cancel, failure) that never dismisses.
public struct ModalExitPathMissingRule: Rule {
  public init() {}

  public static func relevance(in index: ProjectIndex) -> Relevance {
    .anyOf(names: ModalExitPaths.all.map(\.protocolName) + ModalExitPaths.all.map(\.controllerType))
  }

  public static let description = RuleDescription(
    identifier: "modal_exit_path_missing",
    name: "Modal Exit Path Missing",
    summary: "A coordinator's delegate callback for a modal controller (done, cancel, failure) never dismisses it",
    rationale: """
      The system's modal controllers — `VNDocumentCameraViewController`, \
      `PHPickerViewController`, `UIImagePickerController`, `MFMailComposeViewController`, \
      `MFMessageComposeViewController` — do not close themselves: every way out (a pick, Cancel, \
      an error) arrives as a delegate callback, and the app must dismiss. A coordinator that \
      leaves out a callback (no `documentCameraViewControllerDidCancel`), or implements one that \
      neither dismisses nor tells SwiftUI (`dismiss()`, `isPresented = false`, a parent callback), \
      leaves the user on a screen whose Cancel button does nothing, and the sheet's state out of \
      step with what is on screen.

      ```swift
      func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult]) {
        parent.dismiss()                       // first: Cancel arrives as empty results
        guard let provider = results.first?.itemProvider else { return }
        load(provider)
      }
      ```

      Reported: a required callback missing from a coordinator that conforms to the protocol \
      (on the protocol name), a callback with no exit (on its name), and a `return` that leaves PHPicker's or \
      the image picker's finishing callback before its exit (on the `return`: PHPicker reports \
      Cancel as an empty result list, and an image picker reports a pick it cannot read, a video \
      or a missing edited image, through the same callback: a `return` under a test of `info` (of \
      `.originalImage` only when the picker offers movies); other early returns are not reported), or whose only exit sits in an `if` with none after it (on the `if`: \
      `if let image = … { parent.dismiss() }`). An exit is \
      a `dismiss` call, an assignment through `parent` or to an `is…` flag (or a stored binding's \
      `isPresented.wrappedValue`), an emptied \
      navigation path (`path = NavigationPath()`: a picker pushed on a stack), or \
      a call of the parent (under any name), of `self`, of a coordinator member (a completion \
      closure, a helper method, which may dismiss) or of a closure bound in the callback, or a \
      stored closure handed to other work that calls it when done \
      (`recognizer.recognize(completion: completion)`). \
      `imagePickerControllerDidCancel(_:)` is required too ("The delegate methods are responsible \
      for dismissing the picker when the operation completes"): UIKit closes an image picker \
      whose delegate leaves it out, but behind SwiftUI's back, and none of the coordinator's exit \
      runs. Controllers that dismiss themselves (`UIDocumentPickerViewController`, \
      `SFSafariViewController`, `CNContactPickerViewController`) are left out: their callbacks are \
      notifications, not exits. Callbacks declared in another file are trusted. A UIKit controller \
      or helper object that is the delegate itself (`class Scanner: NSObject, \
      VNDocumentCameraViewControllerDelegate`) is checked the same way, without the SwiftUI exits \
      and without requiring `imagePickerControllerDidCancel(_:)` (UIKit closes the picker, and \
      no SwiftUI state is left behind); a `return` that hands the result on \
      (`return delegate.picker(self, didPick: nil)`) or leaves because its own delegate is gone \
      (`guard let delegate else { return }`) is no early return. A representable whose `make…` \
      builds a mail or message composer, document camera or photo picker and gives it no \
      delegate at all (no coordinator conforming, no `mailComposeDelegate`/`delegate` set) is \
      reported at the construction: none of its ways out can dismiss it.
      """,
    kind: .lifecycle,
    defaultSeverity: .warning,
    nonTriggeringExamples: ModalExitPathMissingExamples.nonTriggering,
    triggeringExamples: ModalExitPathMissingExamples.triggering
  )

  public func check(_ file: ParsedFile, _ context: inout RuleContext) {
    let model = context.model
    var coordinators: Set<TypeID> = []
    for representable in model.representables {
      checkUndelegated(representable, model, &context)
      guard let coordinator = model.coordinator(of: representable) else { continue }
      coordinators.formUnion(coordinator.declarations)
      check(coordinator, as: nil, model, &context)
    }
    // A UIKit controller or helper object that is the controller's delegate has the same duty,
    // without SwiftUI to tell (round aa: a scanner with no Cancel, a picker returning early).
    let protocols = Set(ModalExitPaths.all.map(\.protocolName))
    for declaration in file.allTypes where declaration.kind == .class || declaration.kind == .extension {
      guard let type = model.typeID(of: declaration), !coordinators.contains(type),
        file.inheritedNames(of: declaration).contains(where: protocols.contains)
      else { continue }
      let delegate = model.delegateClass(type)
      coordinators.formUnion(delegate.declarations)
      let name = file.text(file[type: delegate.declarations.first ?? type].name)
      check(delegate, as: "`\(name.split(separator: ".").last.map(String.init) ?? name)`", model, &context)
    }
  }

  /// Checks one delegate's callbacks; `owner` names a delegate that is no representable's
  /// coordinator (nil: a coordinator).
  private func check(_ coordinator: Coordinator, as owner: String?, _ model: BridgeModel, _ context: inout RuleContext)
  {
    let file = model.file
    let paths = ModalExitPaths.all.filter { coordinator.conformances.contains($0.protocolName) }
    guard !paths.isEmpty else { return }
    let names = ExitNames(of: coordinator, file)
    let elsewhere = methodsElsewhere(coordinator, model)
    for path in paths {
      for callback in path.callbacks {
        guard let function = implementation(of: callback, in: coordinator, file) else {
          // UIKit closes an image picker itself: only a coordinator misses SwiftUI's part.
          if !elsewhere.contains(callback.name) && !path.implied(callback, coordinator, file)
            && (owner == nil || !callback.closedByUIKitWhenMissing)
          {
            report(missing: callback, of: path, coordinator, owner: owner, file, &context)
          }
          continue
        }
        check(function, callback, names, owner: owner, file, &context)
      }
    }
  }

  private func check(
    _ function: FunctionID, _ callback: ModalExitPaths.Callback, _ names: ExitNames,
    owner: String?, _ file: ParsedFile, _ context: inout RuleContext
  ) {
    let declaration = file[function: function]
    let body = file.body(of: declaration)
    guard !body.isEmpty else {
      context.report(file, at: TokenID(declaration.name), .exitNone(callback.signature, owner: owner))
      return
    }
    guard let exit = firstExit(in: body, names, file) else {
      context.report(file, at: TokenID(declaration.name), .exitNone(callback.signature, owner: owner))
      return
    }
    // A `return` of the callback itself (not of a closure in it) before the first exit: PHPicker
    // reports Cancel as a normal callback (empty results); an image picker, a pick it cannot read.
    guard callback.cancelArrivesAsResult || callback.unreadableResultStrands else { return }
    var token = body.start
    while TokenID(token) < exit {
      defer { token += 1 }
      guard file.word(token) == .return else { continue }
      let node = file.innermostNode(containing: token)
      let owner = file.enclosingNode(of: node) { $0.kind == .function || $0.kind == .closure || $0.kind == .accessor }
      // `guard !handled else { return }` … `handled = true`: a second call after the first was
      // handled (which exits), not a path of its own.
      // `guard let delegate = delegate else { return }`: whoever would handle the exit is gone.
      let isReentry = file.code.conditions(at: TokenID(token)).contains {
        switch $0.kind {
        case .onceFlag: return true
        case .nilCheck(let subject, let isNil) where isNil == $0.holds:
          return names.members.contains(file.text(subject.start)) || file.word(subject.start) == .selfWord
        default: return false
        }
      }
      // `return delegate.picker(self, didSelect: nil)` hands the result on as it returns.
      let handsOn = file.code.statement(containing: TokenID(token)).map { statement in
        let span = file.code.span(of: statement)
        return firstExit(in: TokenRange(TokenID(token), upTo: span.end), names, file) != nil
      }
      if owner == declaration.node && !isReentry && handsOn != true
        && (callback.cancelArrivesAsResult
          || testsUnreadablePick(returnAt: TokenID(token), in: declaration, body: body, file))
      {
        context.report(
          file, at: TokenID(token),
          callback.cancelArrivesAsResult
            ? .exitAfterReturn(callback.signature) : .exitAfterUnreadable(callback.signature))
        return
      }
    }
    if let branch = onlyBranchExiting(exit, in: declaration, names, file) {
      context.report(file, at: branch, .exitOnlyInBranch(callback.signature, cancel: callback.cancelArrivesAsResult))
    }
  }

  /// The first token of an exit: `dismiss`, `parent.…`, an `is…` flag write, a navigation path
  /// emptied, a member call, a call of a closure bound in the callback (`case .done(let
  /// completion): completion()`), a stored callback handed to other work that calls it when done.
  func firstExit(in body: TokenRange, _ names: ExitNames, _ file: ParsedFile) -> TokenID? {
    let (members, parents) = (names.members, names.parents)
    var first: TokenID?
    func note(_ position: TokenID) { if first.map({ position < $0 }) ?? true { first = position } }
    for call in file.calls(in: body) {
      if let handed = names.handedCallback(in: call, file) { note(handed) }
      if file.tokenIs(call.name, "dismiss") {
        note(TokenID(call.calleeStart))
        continue
      }
      let root = call.calleeStart
      let rootText = file.text(root)
      let binding = file.code.binding(at: TokenID(root))
      // `guard let delegate = delegate`: a local named like a member is that member unwrapped.
      if file.word(root) == .selfWord || parents.contains(rootText) && binding == nil || members.contains(rootText) {
        note(TokenID(root))
      } else if binding != nil && call.isUnqualified && call.name == root {
        note(TokenID(root))
      }
    }
    for assignment in file.assignments(in: body) {
      let target = file.normalizedExpression(assignment.lhs)
      // `isPresented.wrappedValue = false` writes the stored binding `isPresented`.
      let member =
        target.hasSuffix(".wrappedValue")
        ? String(target.dropLast(".wrappedValue".count).split(separator: ".").last ?? "")
        : file.text(assignment.lhs.end - 1)
      let root = String(target.prefix { $0 != "." && $0 != "?" })
      // `path = NavigationPath()`: a picker pushed on a navigation stack leaves it when the path
      // is emptied.
      let emptiesPath =
        (member == "path" || member.hasSuffix("Path"))
        && ["NavigationPath()", ".init()", "[]"].contains(file.normalizedExpression(assignment.rhs))
      // `imagePickerVisible = false`: a member (a stored binding) cleared says the picker is gone.
      let clears = file.isSingleToken(assignment.rhs, "false") || file.isSingleToken(assignment.rhs, "nil")
      if (target.contains(".") && parents.contains(root)) || (member.hasPrefix("is") && clears)
        || (clears && !target.contains(".") && members.contains(target)) || emptiesPath
      {
        note(TokenID(assignment.lhs.start))
      }
    }
    return first
  }

  /// Methods the project declares on the coordinator outside this file.
  private func methodsElsewhere(_ coordinator: Coordinator, _ model: BridgeModel) -> Set<String> {
    guard let declaration = coordinator.declarations.first else { return [] }
    let name = model.file.qualifiedName(of: model.file[type: declaration])
    var methods: Set<String> = []
    for indexed in model.index.lookup(name) { methods.formUnion(indexed.methods) }
    for function in coordinator.functions { methods.remove(model.file.text(model.file[function: function].name)) }
    return methods
  }

  private func implementation(of callback: ModalExitPaths.Callback, in coordinator: Coordinator, _ file: ParsedFile)
    -> FunctionID?
  {
    coordinator.functions.first { function in
      let declaration = file[function: function]
      guard declaration.kind == .function, file.text(declaration.name) == callback.name else { return false }
      guard !callback.labels.isEmpty else { return true }
      // The second parameter's label names the callback (`picker(_:didFinishPicking:)`).
      let parameters = file.parameters(of: declaration).dropFirst()
      guard let label = parameters.first?.labelToken, file.contains(label) else { return false }
      return callback.labels.contains(file.text(label))
    }
  }

  private func report(
    missing callback: ModalExitPaths.Callback, of path: ModalExitPaths, _ coordinator: Coordinator, owner: String?,
    _ file: ParsedFile, _ context: inout RuleContext
  ) {
    for declaration in coordinator.declarations {
      for reference in file.typeReferences(file[type: declaration].inheritance) {
        guard let name = reference.nameToken, file.text(name) == path.protocolName else { continue }
        context.report(
          file, at: name,
          callback.closedByUIKitWhenMissing
            ? .exitMissingCancel(callback.signature, path.controller)
            : .exitMissing(callback.signature, path.controller, owner: owner))
        return
      }
    }
  }
}
