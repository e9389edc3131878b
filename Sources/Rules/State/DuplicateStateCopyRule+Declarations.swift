import BridgeLint

/// Findings at a view's state declaration: a default value, or a seed from an initializer.
extension DuplicateStateCopyRule {
  /// (a) `@ObservedObject` that builds its own object; (d) memberwise-seeded `@State`;
  /// (e) view-owned state holding a shared instance.
  func defaultValueFinding(
    _ property: WrappedProperty, _ view: SwiftUIView, _ uses: [String: PropertyUses], _ model: BridgeModel
  ) -> StateFinding? {
    let quoted = declarationHead(property, model.file)
    guard let declared = property.defaultValue else {
      // Every caller seeds it through the memberwise initializer: an observable class instance is the parent's
      // object (values are judged at call sites); not previews' fixtures (round ee), nor a start (`initialX`).
      guard property.wrapper == .state, !property.isPrivate, view.isStruct, !view.hasExplicitInit,
        !property.isOptional, !ParsedFile.namesStartingValue(property.name),
        isObservableClass(property.typeName, model),
        model.index.passesArgument(to: view.name, label: property.name)
      else { return nil }
      return StateFinding(.seededByMemberwiseInit(quoted), isSeed: true)
    }
    // Apple's documentation rules out a default for `@ObservedObject` whether or not the view
    // reads it: an unused one still builds a new object (and runs its `init`) on every parent render.
    let isUsed = Self.isUsed(property, uses)
    let value = lowercaseConstruction(property, model).map { Provenance.construction(typeName: $0) } ?? declared
    switch (property.wrapper, value) {
    case (.observedObject, .construction(let typeName)):
      let owned = property.typeName ?? typeName
      let owning = owningDeclaration(property, view, typeName: owned, model)
      return StateFinding(
        isUsed ? .observedObjectOwnsObject(quoted, owning) : .unusedObservedObjectOwnsObject(quoted, owning),
        fix: owningFix(property, view, uses, typeName: owned, model))
    case (.observedObject, .staticMember(let typeName, let member, _)):
      // `= .empty` where `static var empty: VM { VM() }`: a new object on every render.
      let owner = typeName.isEmpty ? (property.typeName ?? "") : typeName
      guard model.staticStorage(of: member, in: owner) == .computedAllocating else { return nil }
      let owning = owningDeclaration(property, view, typeName: owner, model)
      return StateFinding(
        isUsed ? .observedObjectOwnsObject(quoted, owning) : .unusedObservedObjectOwnsObject(quoted, owning),
        fix: owningFix(property, view, uses, typeName: owner, model))
    case (.bindable, .construction(let typeName)):
      // `@Bindable var store = Store()`: no storage either, a new object on every parent render
      // (round t). Only `@Observable` objects, which `@State` owns; no fix is offered.
      let owning = owningDeclaration(property, view, typeName: property.typeName ?? typeName, model, isObservable: true)
      return StateFinding(
        isUsed ? .observedObjectOwnsObject(quoted, owning) : .unusedObservedObjectOwnsObject(quoted, owning))
    case (.state, _), (.stateObject, _):
      return sharedInstance(value, model).map { StateFinding(.holdsSharedInstance(quoted, $0), isShared: true) }
    default:
      return nil
    }
  }

  /// A new object on every evaluation: a constructor call, a local built by one, or a computed
  /// static member that allocates (`.empty` where `static var empty: VM { VM() }`).
  private func buildsObject(_ provenance: Provenance, _ model: BridgeModel) -> Bool {
    switch provenance {
    case .construction, .local(_, built: true): return true
    case .staticMember(let typeName, let member, _):
      return !typeName.isEmpty && model.staticStorage(of: member, in: typeName) == .computedAllocating
    default: return false
    }
  }

  /// `viewStore = ViewStore(store)`: The Composable Architecture's view store mirrors a store that
  /// keeps the state, and its documentation builds one in `init`; a new one loses nothing. So does
  /// Decompose's `ObservableValue` around a component's value (round aa: 5 wrong findings).
  /// `.init(store, observe: …)` names its type in the declaration (`ViewStore<State, Action>`). So
  /// does a project class holding only `let`s, with no method (round ii: an error's wrapper).
  private func losesNothing(_ provenance: Provenance, _ property: WrappedProperty, _ model: BridgeModel) -> Bool {
    guard case .construction(let typeName) = provenance else { return false }
    let names = [typeName, property.typeName ?? ""].map { simpleName(String($0.prefix { $0 != "<" })) }
    return names.contains { ["ViewStore", "ObservableValue"].contains($0) } || holdsNoState(names[0], model)
  }

  /// `init(model: Model = Model()) { self.model = model }`: every caller that leaves the argument
  /// out builds a new object on each render.
  private func parameterDefaultBuildsObject(_ initialization: WrappedProperty.Initialization, _ file: ParsedFile)
    -> Bool
  {
    guard case .parameter(let name) = initialization.provenance,
      let parameter = file.parameters(of: file[function: initialization.initializer]).first(where: {
        $0.nameToken.map(file.text) == name
      }),
      let first = parameter.defaultValue.first, let second = file.token(after: first)
    else { return false }
    if let value = TokenSpan(parameter.defaultValue), isFactoryCall(value, file) { return true }
    // `Model(…)`, `Model.init(…)`, `.init(…)`.
    if file.isUpperIdentifier(first) {
      return file.isKind(second, .leftParen)
        || (file.isKind(second, .period) && file.isFollowed(first, byMember: "init"))
    }
    return file.isKind(first, .period) && file.word(second) == .initWord
  }

  /// `Assembly.makeViewModel()`, `factory.createStore(…)`, `buildModel(…)`: a call whose name says
  /// it builds what it returns.
  private func isFactoryCall(_ value: TokenSpan, _ file: ParsedFile) -> Bool {
    guard let close = value.range.last, file.isKind(close, .rightParen), let open = file.opener(ofBracket: close),
      let name = file.token(before: open), file.isKind(name, .identifier)
    else { return false }
    return BuilderNames.hasBuildingPrefix(file.text(name))
  }

  /// (b) `_x = StateObject(wrappedValue: existing)`; (c) `_x = State(initialValue: parameter)`.
  func initializationFinding(
    _ property: WrappedProperty, _ view: SwiftUIView, _ uses: [String: PropertyUses], _ model: BridgeModel
  ) -> StateFinding? {
    let quoted = declarationHead(property, model.file)
    for initialization in property.initializations {
      // A private initializer, or one the view's other initializers delegate to, is reached
      // from the initializers that build the object (`init(api:) { self.init(model: Model(api: api)) }`),
      // unless it builds an `@ObservedObject`'s object itself: every call builds a new one.
      if model.file[function: initialization.initializer].modifiers.isPrivate
        || isDelegatedTo(initialization.initializer, in: view, model.file),
        !(initialization.wrapper == .observedObject && buildsObject(initialization.provenance, model))
      {
        continue
      }
      switch initialization.wrapper {
      case .observedObject
      where
        (buildsObject(initialization.provenance, model) || isFactoryCall(initialization.value, model.file)
        || parameterDefaultBuildsObject(initialization, model.file))
        && !losesNothing(initialization.provenance, property, model):
        // `init` runs on every parent render: each run hands the wrapper a new object.
        return StateFinding(.observedObjectBuiltInInit(quoted, property.name), seedAssignment: initialization.target)
      case .stateObject where adoptsExisting(initialization.provenance):
        // A shared instance or another member chain (`Store.shared`) is the debatable shape.
        return StateFinding(
          .stateObjectAdoptsObject(quoted, property.name), isShared: !copiesParameter(initialization.provenance),
          isSeed: true, seedAssignment: initialization.target)
      case .state
      where copiesParameter(initialization.provenance)
        // A kept closure (see the call sites).
        && !model.file.isFunctionType(model.file[variable: property.variable].type):
        let value = model.file.compactText(initialization.value)
        // The seeds themselves (`self.x = x` in an initializer) are no writes of the copy.
        let use = (uses[property.name] ?? PropertyUses()).outsideSeeds(of: property)
        // An observable class instance in `@State` is the parent's object: writing through it
        // is no edit buffer, and the parent's later instances are ignored, unless the view
        // replaces the instance itself (assigns it, or hands out `$x` as a whole).
        if isObservableClass(property.typeName, model) {
          if !use.assignments.isEmpty || use.bindings.contains(where: { !model.file.isKind(after: $0, .period) }) {
            continue
          }
          return StateFinding(.stateHoldsObservable(quoted, value), isSeed: true, seedAssignment: initialization.target)
        }
        // A seed the view writes in any way (an edit buffer, a gesture or layout state, a
        // one-shot target it clears) is its own state; one it only reads is the stale copy.
        if use.isWritten || writesBack(initialization, use, model.file) { continue }
        if isEditBuffer(property.name) || isEditBuffer(value) || isEditBuffer(simpleName(view.name)) { continue }
        if isResynchronized(initialization.value, in: view, model.file) { continue }
        if handsBackParameter(initialization, model.file) { continue }
        return StateFinding(.stateCopiesParameter(quoted, value), isSeed: true, seedAssignment: initialization.target)
      default:
        continue
      }
    }
    return nil
  }

  struct StateFinding {
    var message: FindingMessage
    /// A debatable shape (a shared instance), reported only with `report_shared_instances`.
    var isShared = false
    /// Seeded by the callers (through an initializer or the memberwise one): not reported when
    /// one of them passes a fresh value.
    var isSeed = false
    var fix: Fix?
    /// The initializer's assignment that seeds the property, for related information.
    var seedAssignment: TokenID?
    init(
      _ message: FindingMessage, isShared: Bool = false, isSeed: Bool = false, fix: Fix? = nil,
      seedAssignment: TokenID? = nil
    ) {
      self.message = message
      self.isShared = isShared
      self.isSeed = isSeed
      self.fix = fix
      self.seedAssignment = seedAssignment
    }
  }

  /// Does another initializer of the view call `self.init(…)` (with the labels of `initializer`)?
  private func isDelegatedTo(_ initializer: FunctionID, in view: SwiftUIView, _ file: ParsedFile) -> Bool {
    let labels = file.parameters(of: file[function: initializer]).map { $0.labelToken.map(file.text) ?? "" }
    return view.allInitializers.contains { other in
      other != initializer
        && file.calls(in: file.body(of: file[function: other])).contains { call in
          file.tokenIs(call.name, "init") && call.hasReceiver && file.word(call.calleeStart) == .selfWord
            && file.arguments(of: call).map({ $0.labelToken.map(file.text) ?? "_" }) == labels
        }
    }
  }

  /// The declaration up to its name, as written (`@State private var draft`).
  func declarationHead(_ property: WrappedProperty, _ file: ParsedFile) -> String {
    let name = file[variable: property.variable].name
    return file.text(TokenRange(property.attribute, through: TokenID(name)))
  }

  /// An object that may exist elsewhere: a parameter or a member of one, a member chain, a
  /// shared instance, or an optional-injection seam (`vm ?? VM()`) a caller can fill.
  private func adoptsExisting(_ provenance: Provenance) -> Bool {
    switch provenance {
    // `injected ?? Model()`: whether a caller passes an object its owner keeps is for the call
    // sites to say (a stateless default, a stable owner: nothing goes stale); not from here.
    case .coalesced: return false
    case .staticMember(_, _, .computedAllocating): return false
    default: return provenance.mayBeExisting
    }
  }

  /// `init(alert: Alert, onSave: @escaping (Alert) -> Void)`: the view edits a copy of the
  /// parameter it is seeded from and hands a new one back through a callback of the same type.
  private func handsBackParameter(_ initialization: WrappedProperty.Initialization, _ file: ParsedFile) -> Bool {
    let source: String
    switch initialization.provenance {
    case .parameter(let name), .parameterMember(let name, _): source = name
    default: return false
    }
    let parameters = file.parameters(of: file[function: initialization.initializer])
    guard let parameter = parameters.first(where: { $0.nameToken.map(file.text) == source }),
      let first = parameter.type.first, file.isKind(first, .identifier)
    else { return false }
    let typeName = file.text(first)
    return parameters.contains { other in
      let tokens = other.type.start..<other.type.end
      guard let arrow = tokens.first(where: { file.isKind($0, .arrow) }) else { return false }
      return (other.type.start..<arrow).contains { file.isKind($0, .identifier) && file.text($0) == typeName }
    }
  }

  /// `alarm.label = label` on save: the copy goes back to the member it was seeded from, a field of
  /// an edit form (its siblings are edited; this one may only be shown).
  private func writesBack(_ initialization: WrappedProperty.Initialization, _ use: PropertyUses, _ file: ParsedFile)
    -> Bool
  {
    guard case .parameterMember(_, let path) = initialization.provenance,
      let member = path.split(separator: ".").last
    else { return false }
    return use.handOffs.contains { read in
      guard let equal = file.token(before: read), file.isKind(equal, .equal), let target = file.token(before: equal)
      else { return false }
      return file.isKind(before: target, .period) && file.text(target) == member
    }
  }

  private func copiesParameter(_ provenance: Provenance) -> Bool {
    switch provenance {
    case .parameter, .parameterMember: return true
    default: return false
    }
  }

  func isObservableClass(_ typeName: String?, _ model: BridgeModel) -> Bool {
    guard let typeName else { return false }
    return model.index.has(.isObservableClass, typeName)
  }
}
