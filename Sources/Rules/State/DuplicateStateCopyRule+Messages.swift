import BridgeLint

/// What `duplicate_state_copy` tells the user: at a declaration, and at a call site.
extension FindingMessage {
  static func observedObjectOwnsObject(_ declaration: String, _ owning: String) -> FindingMessage {
    FindingMessage(
      "`\(declaration)` creates its own object, which is recreated on every parent render; "
        + "declare it `\(owning)`")
  }

  static func unusedObservedObjectOwnsObject(_ declaration: String, _ owning: String) -> FindingMessage {
    FindingMessage(
      "`\(declaration)` creates its own object, which is recreated on every parent render though the view "
        + "never uses it; remove it, or declare it `\(owning)`")
  }

  static func observedObjectBuiltInInit(_ declaration: String, _ name: String) -> FindingMessage {
    FindingMessage(
      "`\(declaration)` is given a new object in `init`, which runs on every parent render, so the view "
        + "loses the object's state each time; declare it `@StateObject private var \(name)` and assign "
        + "`_\(name) = StateObject(wrappedValue: …)`")
  }

  static func stateObjectAdoptsObject(_ declaration: String, _ name: String) -> FindingMessage {
    FindingMessage(
      "`\(declaration)` adopts an object created elsewhere and ignores later ones from the owner; "
        + "use `@ObservedObject var \(name)` or create the object here")
  }

  static func stateCopiesParameter(_ declaration: String, _ value: String) -> FindingMessage {
    FindingMessage(
      "`\(declaration)` copies `\(value)` once and stops following its owner; "
        + "use `let`, `@Binding` or `@Bindable` instead")
  }

  static func stateHoldsObservable(_ declaration: String, _ value: String) -> FindingMessage {
    FindingMessage(
      "`\(declaration)` keeps the first `\(value)` its parent passes and ignores later ones; "
        + "an observable object owned elsewhere needs `let` or `@Bindable`, not `@State`")
  }

  static func seededByMemberwiseInit(_ declaration: String) -> FindingMessage {
    FindingMessage(
      "`\(declaration)` keeps the first object the memberwise initializer hands it and ignores later ones "
        + "from the parent; an observable object owned elsewhere needs `let` or `@Bindable`, not `@State`")
  }

  static func holdsSharedInstance(_ declaration: String, _ shared: String) -> FindingMessage {
    FindingMessage(
      "`\(declaration)` wraps the shared instance `\(shared)` in view-owned state; "
        + "read it with `let`, `@ObservedObject` or `@Environment` instead")
  }

  /// What the child keeps: the argument itself, or a property an initializer makes from it.
  private static func kept(_ label: String, _ property: String) -> String {
    label == property ? "the first `\(label)` it is given" : "the first `\(property)` it makes from `\(label)`"
  }

  static func keepsFirstValue(
    _ view: String, _ state: InjectableState, _ declaration: String, file: String, source: String
  ) -> FindingMessage {
    FindingMessage(
      "`\(view)` keeps \(kept(state.label, state.property)) (`\(declaration)` in \(file)); later changes of "
        + "`\(source)` never reach it — pass a `@Binding` or a `let`")
  }

  static func buildsFromFirstValue(
    _ view: String, _ state: InjectableState, _ declaration: String, file: String, source: String
  ) -> FindingMessage {
    FindingMessage(
      "`\(view)` builds `\(state.property)` from the first `\(state.label)` it is given (`\(declaration)` in \(file)) "
        + "and keeps that object; later changes of `\(source)` never reach it — key the child with `.id(…)` on "
        + "that value, or rebuild it in `.onChange(of:)` or `.task(id:)`")
  }

  static func losesEdits(_ view: String, _ declaration: String, file: String, source: String)
    -> FindingMessage
  {
    FindingMessage(
      "`\(view)` keeps a writable copy of `\(source)` (`\(declaration)` in \(file)) and never hands it back: "
        + "later changes of `\(source)` never reach it and its edits never reach the caller — pass a `@Binding`, "
        + "or hand the edited value back")
  }

  static func keepsFirstObject(
    _ view: String, _ state: InjectableState, _ declaration: String, file: String, source: String, remedy: String
  ) -> FindingMessage {
    FindingMessage(
      "`\(view)` keeps \(kept(state.label, state.property)) (`\(declaration)` in \(file)); a later object in "
        + "`\(source)` never reaches it — declare it \(remedy) there, or pass a new object")
  }

  static func adoptsOwnedObject(_ view: String, _ declaration: String, file: String, source: String, remedy: String)
    -> FindingMessage
  {
    FindingMessage(
      "`\(view)` takes the caller's `\(source)` into `\(declaration)` (\(file)), a second owner: state belongs to "
        + "the view that creates it, and a later object in `\(source)` would never reach `\(view)` — declare it "
        + "\(remedy) there")
  }

  static func neverObserves(_ view: String, _ declaration: String, file: String, source: String) -> FindingMessage {
    FindingMessage(
      "`\(view)` holds `\(source)` in `\(declaration)` (\(file)), which never observes an `ObservableObject`: "
        + "its changes do not update `\(view)`, and a later object never reaches it — declare it `@ObservedObject` there"
    )
  }
}
