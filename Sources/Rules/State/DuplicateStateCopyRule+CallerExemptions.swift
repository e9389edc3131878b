import BridgeLint

/// Callers left alone: preview fixture builders, the caller's own never-replaced object, a view's own type.
extension DuplicateStateCopyRule {
  /// Is `token` in a private function that only `#Preview` bodies call (a fixture builder of
  /// the file's previews)? The answers for every private function of the file come from one
  /// pass over its tokens, made on the first question.
  func isInPreviewHelper(_ token: TokenID, _ model: BridgeModel, _ known: inout [String: Bool]?) -> Bool {
    let file = model.file
    guard let function = file.enclosingFunction(containing: token),
      function.kind == .function, function.modifiers.isPrivate, file.isValid(function.name)
    else { return false }
    if known == nil { known = previewHelpers(model) }
    return known?[file.text(function.name)] ?? false
  }

  /// Each private function's name: true when it is named only inside `#Preview` bodies or
  /// `PreviewProvider` types (besides its declarations).
  private func previewHelpers(_ model: BridgeModel) -> [String: Bool] {
    let file = model.file
    var declarations: Set<TokenID> = []
    var lengths: Set<Int> = []
    var uses: [String: (inPreview: Bool, elsewhere: Bool)] = [:]
    for function in file.allFunctions where function.kind == .function && function.modifiers.isPrivate {
      guard let name = function.nameToken, file.contains(name) else { continue }
      declarations.insert(name)
      lengths.insert(file.length(of: name))
      uses[file.text(name)] = (false, false)
    }
    guard !uses.isEmpty else { return [:] }
    for index in file.tokenIDs {
      guard lengths.contains(file.length(of: index)), file.isKind(index, .identifier),
        !declarations.contains(index), let use = uses[file.text(index)], !use.elsewhere
      else { continue }
      if model.isInPreview(index) {
        uses[file.text(index)]?.inPreview = true
      } else {
        uses[file.text(index)]?.elsewhere = true
      }
    }
    return uses.mapValues { $0.inPreview && !$0.elsewhere }
  }

  /// `model`, `self.model` or `model.field.…` where `model` is an object the caller never
  /// replaces (its own `@State`/`@StateObject` written only by its initializers, or a stored
  /// property of a class that nothing assigns after initialization) and each later member is a
  /// class's stored property that no type of the project replaces: both views hold the one
  /// instance for good, so no later object can be missed.
  func isNeverReplacedObject(_ range: TokenRange, call: TokenID, childObserves: Bool, _ model: BridgeModel) -> Bool {
    let file = model.file
    var root = range.start
    let isMember = file.word(root) == .selfWord && file.isKind(root + 1, .period)
    if isMember { root += 2 }
    // A bare name that is a parameter or a local is no member of the caller.
    if !isMember, let binding = file.code.binding(at: TokenID(root)) {
      switch binding.kind {
      case .parameter, .local: return false
      default: break
      }
    }
    var last = root
    while last + 1 < range.end {
      guard file.isKind(last + 1, .period), last + 2 < range.end, file.isKind(last + 2, .identifier),
        !model.index.mayReplace(member: file.text(last + 2))
      else { return false }
      last += 2
    }
    let name = file.text(root)
    return isNeverReplacedState(name, call: call, childObserves: childObserves, model)
      || isFixedClassMember(name, at: call, model)
  }

  /// The caller view's own `@StateObject` (or `@State` holding a class) that only its
  /// initializers write, or its `@EnvironmentObject`.
  private func isNeverReplacedState(_ name: String, call: TokenID, childObserves: Bool, _ model: BridgeModel) -> Bool {
    let file = model.file
    guard let view = callerView(of: call, model), let property = view.properties.first(where: { $0.name == name })
    else { return false }
    // An environment object is the app's one instance (a shared instance, like a singleton), as
    // long as the child observes it.
    if property.wrapper == .environmentObject || isEnvironmentObject(property, file) { return childObserves }
    var typeName = property.typeName
    if typeName == nil, case .construction(let built) = property.defaultValue { typeName = built }
    guard
      property.wrapper == .stateObject
        || (property.wrapper == .state
          && typeName.map { model.index.has(.isObservableClass, $0) || model.index.isProjectClass($0) } ?? false)
    else { return false }
    return keepsFirstObject(property, in: view, model)
  }

  /// A stored property of the class around `token` that nothing assigns once the object is built
  /// (a `let`, or a `var` no type of the project replaces): a controller's
  /// `private let card = Card()` is one object for the controller's life.
  private func isFixedClassMember(_ name: String, at token: TokenID, _ model: BridgeModel) -> Bool {
    guard let declaration = model.file.enclosingType(containing: token),
      declaration.kind == .class || declaration.kind == .actor,
      let type = model.typeID(of: declaration), let variable = model.property(named: name, in: type)
    else { return false }
    let property = model.file[variable: variable]
    guard !property.isComputed, !property.modifiers.isTypeMember else { return false }
    return property.isLet || !model.index.mayReplace(member: name)
  }

  /// A preview's fixture outside `#Preview`: code in a namespace of preview fixtures (`enum
  /// PreviewScene`), a type named in the plural (`SnapshotPreviews`), or a `Previews`/`Preview
  /// Content` folder, which only previews and snapshot tests call.
  func isPreviewFixture(_ token: TokenID, _ file: ParsedFile) -> Bool {
    if file.path.split(separator: "/").dropLast().contains(where: { $0 == "Previews" || $0 == "Preview Content" }) {
      return true
    }
    var type = file.enclosingType(containing: token)
    var steps = 0
    while let declaration = type, steps <= 64 {
      let name = file.compactText(declaration.nameRange)
      // Not a view named `LinkPreview`: a namespace of fixtures, or a type named in the plural.
      if (name.hasPrefix("Preview") && declaration.kind == .enum) || name.hasSuffix("Previews") { return true }
      type = file.enclosingType(of: declaration.node)
      steps += 1
    }
    return false
  }

  /// The SwiftUI view whose declaration holds `token`, if any.
  func callerView(of token: TokenID, _ model: BridgeModel) -> SwiftUIView? {
    let file = model.file
    guard let declaration = file.enclosingType(containing: token), let type = model.typeID(of: declaration) else {
      return nil
    }
    return model.swiftUIView(type)
  }

  /// Is `token` inside a declaration (or extension) of the type named `name`?
  func isInType(named name: String, _ token: TokenID, _ file: ParsedFile) -> Bool {
    var type = file.enclosingType(containing: token)
    var steps = 0
    while let declaration = type, steps <= 64 {
      if file.compactText(declaration.nameRange).split(separator: ".").last.map(String.init) == name { return true }
      type = file.enclosingType(of: declaration.node)
      steps += 1
    }
    return false
  }

  /// Is `token` inside a type whose inheritance clause (in this file) names `name`?
  func isInType(inheriting name: String, _ token: TokenID, _ file: ParsedFile) -> Bool {
    var type = file.enclosingType(containing: token)
    var steps = 0
    while let declaration = type, steps <= 64 {
      if file.inheritedNames(of: declaration).contains(name) { return true }
      type = file.enclosingType(of: declaration.node)
      steps += 1
    }
    return false
  }

  /// An `ObservableObject` in the child's `@State`: the child never observes it, so handing it
  /// the caller's one instance still leaves the child blind to its changes (round l).
  func missesUpdates(_ state: InjectableState, _ index: ProjectIndex) -> Bool {
    // A child that only calls into it (a router it pushes on), or never uses it, shows nothing of
    // it (round p). One that replaces it owns it; writing its members (`$event.name` in a field)
    // changes the shared object, which still goes unobserved (round y).
    guard state.wrapper == "State", !state.isCollection, state.uses.contains(.read), !state.uses.contains(.replaced),
      let type = state.type
    else { return false }
    return !index.roots(of: type, among: .observableObject).isEmpty && !index.has(.isObservableClass, type)
  }

  /// Is `state` reported at its declaration (seeded from an initializer parameter no caller
  /// gives a fresh value, and only read): then a call site handing in the caller's own object
  /// adds nothing.
  func declarationReports(_ state: InjectableState) -> Bool {
    state.seedLine > 0 && !state.hasFreshCaller && !state.isStartingValue && !state.uses.contains(.written)
  }

  /// Is `state` reported at some caller's argument rather than at its declaration: a caller hands
  /// in a value it keeps, or its own object to a child that observes it (see `checkCallSites`).
  func callSiteTakesReport(_ state: InjectableState, _ index: ProjectIndex) -> Bool {
    (state.hasKeptCaller && reportsAtCallSite(state, index))
      || (state.hasOwnedCaller && !state.isStartingValue && observes(state, index))
  }

  /// Does the child own the object it keeps: it replaces it, or edits a plain class's instance
  /// and hands it back (`$department.name` in a field, then `controller.update(department)`), an
  /// edit buffer. An observable view model the child writes and passes on is still the parent's.
  func isOwnedByChild(_ state: InjectableState, _ index: ProjectIndex) -> Bool {
    if state.uses.contains(.replaced) { return true }
    guard state.uses.isSuperset(of: [.written, .handedBack]), let type = state.type else { return false }
    return !index.has(.isObservableClass, type) && index.roots(of: type, among: .observableObject).isEmpty
  }

  /// Does a call site that hands in a kept value for `state` report it (see `callSiteMessage`):
  /// an object, or a value the child stores under the argument's own name.
  func reportsAtCallSite(_ state: InjectableState, _ index: ProjectIndex) -> Bool {
    if state.isStartingValue { return false }
    if state.isBuilt { return observes(state, index) && !keepsBuiltInStep(state, view: nil) }
    if isObjectState(state, index) {
      return !(state.wrapper == "State" && isOwnedByChild(state, index))
    }
    return state.label == state.property && !state.uses.contains(.resynchronized) && !state.uses.contains(.written)
  }

  /// An object the child builds from its input (`Loader(url: url)`) follows it when the child acts
  /// on its changes; it is an edit buffer when handed back or named one (`draft`, `AddEditFoodView`).
  func keepsBuiltInStep(_ state: InjectableState, view: String?) -> Bool {
    state.uses.contains(.watched) || state.uses.contains(.handedBackWhole) || isEditBuffer(state.property)
      || view.map(isEditBuffer) == true
  }

  /// Does the child observe the object it keeps (`@StateObject`, or `@State` of an `@Observable`
  /// class)? An `ObservableObject` in `@State` is never observed, whatever the caller hands it.
  func observes(_ state: InjectableState, _ index: ProjectIndex) -> Bool {
    state.wrapper == "StateObject" || state.type.map { index.has(.isObservableClass, $0) } ?? false
  }

  func isObjectState(_ state: InjectableState, _ index: ProjectIndex) -> Bool {
    state.wrapper == "StateObject"
      || state.type.map {
        index.has(.isObservableClass, $0) || index.isProjectClass($0) || isObjectProtocol($0, index)
      } ?? false
  }

  /// `header` where the caller declares `var header = "Notes"` (or computes it), handed to a state the child gives
  /// a default too: a plain property with a default is a constant of the caller unless its own
  /// caller sets it, so the child's optional argument is configuration (round k: 22 list headers).
  func isDefaultedCallerProperty(_ value: TokenRange, _ model: BridgeModel) -> Bool {
    let file = model.file
    guard let first = value.first else { return false }
    var name = first
    if file.word(first) == .selfWord {
      guard file.isKind(after: first, .period), let member = file.token(after: first),
        let next = file.token(after: member)
      else { return false }
      name = next
    }
    guard value.last == name, file.kind(name) == .identifier, let property = callerProperty(name, model) else {
      return false
    }
    // A computed property (`var size: Double { isMac ? 20 : 24 }`) is as much the caller's own (round p).
    return (!property.initializer.isEmpty || property.isComputed) && file.wrapperName(of: property) == nil
  }

  /// The caller's own property `name` names (not a local or a parameter of that name).
  func callerProperty(_ name: TokenID, _ model: BridgeModel) -> VariableDecl? {
    let file = model.file
    guard file.code.binding(at: name) == nil, let declaration = file.enclosingType(containing: name),
      let type = model.typeID(of: declaration), let variable = model.property(named: file.text(name), in: type)
    else { return nil }
    return file[variable: variable]
  }

  /// A folder named like a widget target (`WidgetExtension`, `HomeWidget`): Xcode names a widget
  /// extension's folder after it.
  static func isInWidgetExtension(_ path: String) -> Bool {
    path.split(separator: "/").dropLast().contains { $0.hasSuffix("Widget") || $0.hasSuffix("WidgetExtension") }
  }
}
