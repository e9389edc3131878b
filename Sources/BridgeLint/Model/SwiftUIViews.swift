/// A SwiftUI view (or a representable, where SwiftUI installs the same storage) with its
/// property-wrapped properties, as this file declares them.
public struct SwiftUIView {
  /// The qualified name.
  public let name: String
  /// This file's declaration and extensions of the type, the primary declaration first when present.
  public let declarations: [TypeID]
  /// The primary declaration is a struct (the memberwise initializer exists only for structs).
  public let isStruct: Bool
  public let properties: [WrappedProperty]
  /// Initializers declared in the primary declaration's body (an explicit one there removes
  /// the memberwise initializer; one in an extension does not).
  public let initializers: [FunctionID]
  /// Initializers in any of this file's declarations of the type.
  public let allInitializers: [FunctionID]

  public var hasExplicitInit: Bool { !initializers.isEmpty }

  public func property(named name: String) -> WrappedProperty? { properties.first { $0.name == name } }
}

/// The property wrappers SwiftUI (and SwiftData) define, by the attribute's name.
public enum PropertyWrapper: Equatable, Sendable {
  case state, stateObject, observedObject, binding, bindable, environment, environmentObject, focusState
  case gestureState, namespace, query, appStorage, sceneStorage, focusedValue, published
  case other(String)

  public init(attributeName name: String) {
    switch name {
    case "State": self = .state
    case "StateObject": self = .stateObject
    case "ObservedObject": self = .observedObject
    case "Binding": self = .binding
    case "Bindable": self = .bindable
    case "Environment": self = .environment
    case "EnvironmentObject": self = .environmentObject
    case "FocusState": self = .focusState
    case "GestureState": self = .gestureState
    case "Namespace": self = .namespace
    case "Query": self = .query
    case "AppStorage": self = .appStorage
    case "SceneStorage": self = .sceneStorage
    case "FocusedValue": self = .focusedValue
    case "Published": self = .published
    default: self = .other(name)
    }
  }

  /// The attribute as written (`State`).
  public var name: String {
    switch self {
    case .state: return "State"
    case .stateObject: return "StateObject"
    case .observedObject: return "ObservedObject"
    case .binding: return "Binding"
    case .bindable: return "Bindable"
    case .environment: return "Environment"
    case .environmentObject: return "EnvironmentObject"
    case .focusState: return "FocusState"
    case .gestureState: return "GestureState"
    case .namespace: return "Namespace"
    case .query: return "Query"
    case .appStorage: return "AppStorage"
    case .sceneStorage: return "SceneStorage"
    case .focusedValue: return "FocusedValue"
    case .published: return "Published"
    case .other(let name): return name
    }
  }
}

/// Where a value comes from, as far as one file shows.
public indirect enum Provenance: Equatable, Sendable {
  /// A parameter of the enclosing initializer, as is.
  case parameter(String)
  /// An `@autoclosure` parameter, called (`model()`): evaluated once, by SwiftUI.
  case autoclosureCall(String)
  /// A member chain rooted at a parameter (`document.title`).
  case parameterMember(parameter: String, path: String)
  /// A local of the same initializer; `built` when it was initialized with a constructor call
  /// (`let model = Model(api: api)`), which makes the value fresh.
  case local(String, built: Bool)
  /// A constructor call (`Model(…)`, `Model.init(…)`, `.init(…)`): a fresh value.
  case construction(typeName: String)
  /// A static member of a type (`AppStore.shared`, `.empty`).
  case staticMember(typeName: String, member: String, storage: StaticStorage)
  /// Another member chain without calls (`AppDelegate.instance.store`, `self.other`).
  case memberChain(String)
  /// `primary ?? fallback`.
  case coalesced(Provenance, fallback: Provenance)
  /// A literal (`""`, `0`, `[]`, `nil`, `true`).
  case literal
  /// Anything else (a call result, an expression).
  case other

  /// A value that may be an instance that exists elsewhere (not freshly built here).
  public var mayBeExisting: Bool {
    switch self {
    case .parameter, .parameterMember, .memberChain, .staticMember(_, _, .storedOrUnknown): return true
    case .coalesced(let primary, _): return primary.mayBeExisting
    default: return false
    }
  }
}

/// How a static member is stored, when the project index says.
public enum StaticStorage: Equatable, Sendable {
  /// A stored property (`static let shared = Store()`), or not known: one shared instance.
  case storedOrUnknown
  /// A computed property whose getter builds a new instance every time (`static var empty: VM { VM() }`).
  case computedAllocating
}

/// A property-wrapped property of a SwiftUI view.
public struct WrappedProperty {
  public enum Access: Sendable, Equatable {
    case `private`, `fileprivate`, `internal`, `public`, open, package
  }

  public let variable: VariableID
  public let name: String
  public let wrapper: PropertyWrapper
  /// The `@` of the wrapper attribute.
  public let attribute: TokenID
  public let access: Access
  /// `private(set)` and friends: the setter is restricted, the getter is not.
  public let hasRestrictedSetter: Bool
  public let isOptional: Bool
  /// The declared type's name (`FeedModel` in `FeedModel?`), when written.
  public let typeName: String?
  /// The whole declaration, attributes included, for quoting it faithfully.
  public let declaration: TokenSpan
  /// Where the default value (`= …`) comes from; nil when there is none.
  public let defaultValue: Provenance?
  /// Assignments of the wrapper's storage in initializers (`_x = State(initialValue: …)`).
  public let initializations: [Initialization]
  /// `self.x = value` in an initializer on a `@State` that has a default: the backing storage is
  /// already built from the default, and a write before SwiftUI installs the view is dropped.
  public let droppedAssignments: [Initialization]

  /// `private` or `fileprivate` without a restricted setter (`private(set)` is not private).
  public var isPrivate: Bool { (access == .private || access == .fileprivate) && !hasRestrictedSetter }

  public struct Initialization {
    public let initializer: FunctionID
    /// The `_x` token being assigned.
    public let target: TokenID
    /// The wrapper the call names (`StateObject`, or the property's own for `.init(…)`).
    public let wrapper: PropertyWrapper
    /// The `wrappedValue:`/`initialValue:` argument.
    public let value: TokenSpan
    public let provenance: Provenance
  }
}

/// How a property is used inside its own type.
public struct PropertyUses {
  /// Plain reads (`model.items`, `title` in `Text(title)`).
  public var reads: [TokenID] = []
  /// `x = …`, `self.x = …`, `$x.wrappedValue = …`.
  public var assignments: [TokenID] = []
  /// Mutations in place: `x.toggle()`, `x.append(…)`, `x += 1`, `x[i] = …`, `x.field = …`.
  public var mutations: [TokenID] = []
  /// Projections: `$x` (a binding handed to a control or a child view).
  public var bindings: [TokenID] = []
  /// `&x`.
  public var inoutPasses: [TokenID] = []

  /// Reads that hand the value back out of the view: the right side of an assignment to
  /// something else (`text = draft`, `note.title = title`), an argument of a closure the view
  /// was given (`onSave(draft)`) or of a call on an object it observes or is bound to
  /// (`model.rename(to: title)`), or the subject of `.onChange(of: x)`.
  public var handOffs: [TokenID] = []

  public init() {}
}

extension BridgeModel {
  /// The SwiftUI view (or representable) `type` declares, with its wrapped properties; nil when
  /// `type` is not view-like. Asks the index only for types that declare a wrapped property or
  /// an initializer assigning wrapper storage.
  public func swiftUIView(_ type: TypeID) -> SwiftUIView? {
    if let known = viewCache[type] { return known }
    let declarations = self.declarations(sameAs: type)
    var value: SwiftUIView?
    let hasWrapped = declarations.contains { declaration in
      members(of: declaration).variables.contains { wrapperAttribute(of: file[variable: $0]) != nil }
    }
    // A `ViewModifier` keeps its wrapped properties like a view does.
    if hasWrapped, declarations.contains(where: isViewLike) || isViewModifier(type) {
      value = buildView(declarations)
    }
    for declaration in declarations { viewCache[declaration] = value }
    return value
  }

  /// The wrapper attribute of a variable: its first attribute whose name starts uppercase.
  func wrapperAttribute(of variable: VariableDecl) -> Attribute? {
    for index in variable.attributes {
      let attribute = file.syntax.attributes[Int(index)]
      guard file.isValid(attribute.name) else { continue }
      let first = file.bytes[file.tokens[Int(attribute.name)].startOffset]
      if first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z") { return attribute }
    }
    return nil
  }

  /// `@ObservedObject(wrappedValue: Model()) var model` (or `initialValue:`): the attribute's
  /// argument is the default value, like `= Model()`.
  private func attributeValue(of attribute: Attribute) -> TokenRange? {
    let open = attribute.argumentsOpen
    guard open >= 0, attribute.argumentsClose > open + 3, file.isKind(open + 2, .colon),
      file.tokenIs(open + 1, "wrappedValue") || file.tokenIs(open + 1, "initialValue")
    else { return nil }
    return TokenRange(open + 3, attribute.argumentsClose)
  }

  private func buildView(_ declarations: [TypeID]) -> SwiftUIView {
    let primary = declarations.first { file[type: $0].kind != .extension }
    let ordered = primary.map { [$0] + declarations.filter { $0 != primary } } ?? declarations
    var initializers: [FunctionID] = []
    var allInitializers: [FunctionID] = []
    var variables: [(VariableID, Attribute)] = []
    for declaration in ordered {
      let members = members(of: declaration)
      for function in members.functions where file[function: function].kind == .initializer {
        allInitializers.append(function)
        if declaration == primary { initializers.append(function) }
      }
      for variable in members.variables {
        let value = file[variable: variable]
        guard value.name >= 0, !value.modifiers.isTypeMember, let attribute = wrapperAttribute(of: value) else {
          continue
        }
        variables.append((variable, attribute))
      }
    }
    let initializations = storageInitializations(
      in: allInitializers, required: primary.map(namesToInitialize(of:)) ?? [])
    let properties = variables.map { variable, attribute -> WrappedProperty in
      let value = file[variable: variable]
      let name = file.text(value.name)
      let wrapper = PropertyWrapper(attributeName: file.text(attribute.name))
      let found = initializations[name, default: []]
      // An optional `@State` with no default starts as `nil` (`State.init()`), like one with a default.
      let hasDefault = !value.initializer.isEmpty || (wrapper == .state && isOptional(value.type))
      let seedsByAssignment = wrapper == .state || wrapper == .stateObject || wrapper == .observedObject
      func initialization(_ found: FoundInitialization) -> WrappedProperty.Initialization {
        WrappedProperty.Initialization(
          initializer: found.initializer, target: found.target,
          wrapper: found.wrapperName == "init" ? wrapper : PropertyWrapper(attributeName: found.wrapperName),
          value: found.value, provenance: found.provenance)
      }
      let defaultValue =
        value.initializer.isEmpty
        ? attributeValue(of: attribute).map { provenance(of: $0, in: nil) }
        : provenance(of: value.initializer, in: nil)
      // `@ObservedObject var data = Model()`: no annotation, the construction names the type.
      var typeName = file.typeName(in: value.type)
      if typeName == nil, case .construction(let constructed)? = defaultValue, constructed != "init" {
        typeName = constructed
      }
      return WrappedProperty(
        variable: variable, name: name, wrapper: wrapper, attribute: TokenID(attribute.at),
        access: access(of: value.modifiers), hasRestrictedSetter: value.modifiers.contains(.restrictedSetter),
        isOptional: isOptional(value.type), typeName: typeName,
        declaration: TokenSpan(TokenID(attribute.at), TokenID(declarationEnd(of: value))),
        defaultValue: defaultValue,
        // `self.x = value` initializes a wrapper with no default, or any wrapper while other stored
        // properties are not yet initialized; on a `@State` with a default it is dropped after that.
        initializations: found.filter {
          !$0.isPlain || (seedsByAssignment && (!hasDefault || !$0.selfIsInitialized))
        }.map(initialization),
        droppedAssignments: wrapper == .state && hasDefault
          ? found.filter { $0.isPlain && $0.selfIsInitialized }.map(initialization) : [])
    }
    return SwiftUIView(
      name: file.qualifiedName(of: file[type: ordered[0]]), declarations: ordered,
      isStruct: primary.map { file[type: $0].kind == .struct } ?? false, properties: properties,
      initializers: initializers, allInitializers: allInitializers)
  }

  /// The stored properties an initializer of `type` must assign: no initial value, not computed,
  /// and not given one implicitly (an optional `var` starts as `nil`; a wrapper with arguments,
  /// `@Environment`, `@State`/`@FocusState` of an optional, … build their own storage).
  private func namesToInitialize(of type: TypeID) -> Set<String> {
    var names: Set<String> = []
    for variable in members(of: type).variables {
      let value = file[variable: variable]
      guard value.name >= 0, !value.modifiers.isTypeMember, !value.isComputed, value.initializer.isEmpty else {
        continue
      }
      if let attribute = wrapperAttribute(of: value) {
        let wrapper = PropertyWrapper(attributeName: file.text(attribute.name))
        guard attribute.argumentsOpen < 0,
          [.binding, .observedObject, .stateObject, .bindable].contains(wrapper)
            || (wrapper == .state && !isOptional(value.type))
        else { continue }
      } else if !value.isLet && isOptional(value.type) {
        continue
      }
      names.insert(file.text(value.name))
    }
    return names
  }

  private func access(of modifiers: Modifiers) -> WrappedProperty.Access {
    if modifiers.contains(.private) { return .private }
    if modifiers.contains(.fileprivate) { return .fileprivate }
    if modifiers.contains(.public) { return .public }
    if modifiers.contains(.open) { return .open }
    if modifiers.contains(.package) { return .package }
    return .internal
  }

  private func declarationEnd(of variable: VariableDecl) -> Int32 {
    if variable.accessorClose >= 0 { return variable.accessorClose + 1 }
    if !variable.initializer.isEmpty { return variable.initializer.end }
    if !variable.type.isEmpty { return variable.type.end }
    return variable.name + 1
  }

  /// `T?`, `T!`, `Optional<T>`: defaults to nil, so the memberwise initializer does not require it.
  func isOptional(_ type: TokenRange) -> Bool {
    guard !type.isEmpty else { return false }
    let text = file.compactText(type)
    return text.hasSuffix("?") || text.hasSuffix("!") || text.hasPrefix("Optional<")
  }

  private struct FoundInitialization {
    var initializer: FunctionID
    var target: TokenID
    var wrapperName: String
    var value: TokenSpan
    var provenance: Provenance
    /// `self.x = value` rather than an explicit wrapper construction.
    var isPlain = false
    /// Every stored property is initialized before this assignment: `self.x = value` then goes
    /// through the wrapper's setter. Before that, the compiler makes it an initialization of the
    /// storage (`_x = State(wrappedValue: value)`), which keeps the value.
    var selfIsInitialized = true
  }

  /// `_x = StateObject(wrappedValue: …)`, `self._x = State(initialValue: …)`, `_x = .init(…)` in
  /// the initializers, by property name.
  private func storageInitializations(in initializers: [FunctionID], required: Set<String>)
    -> [String: [FoundInitialization]]
  {
    var found: [String: [FoundInitialization]] = [:]
    for initializer in initializers {
      let declaration = file[function: initializer]
      let body = file.body(of: declaration)
      // `self.init(…)` initializes every property: assignments after it are setters.
      let delegation = file.calls(in: body).first { call in
        file.tokenIs(call.name, "init") && call.hasReceiver && file.word(call.calleeStart) == .selfWord
      }
      // The required properties not yet assigned, so each assignment is checked in constant time.
      var unassigned = required
      for assignment in file.assignments(in: body) {
        var start = assignment.lhs.start
        let explicitSelf = file.word(start) == .selfWord && file.isKind(start + 1, .period)
        if explicitSelf { start += 2 }
        guard assignment.lhs.end - start == 1, file.kind(start) == .identifier else { continue }
        let storage = file.text(start)
        // A bare name may be a local or parameter of the same name (`var mode = 0` … `mode = 1`).
        if !explicitSelf, file.code.binding(of: storage, at: TokenID(start)) != nil { continue }
        let property = storage.hasPrefix("_") ? String(storage.dropFirst()) : storage
        let selfIsInitialized =
          delegation.map { $0.name < start } ?? false
          || unassigned.isEmpty || (unassigned.count == 1 && unassigned.contains(property))
        unassigned.remove(property)
        // `self.x = value` on a wrapped property with no default initializes the wrapper with
        // it, like `_x = State(initialValue: value)` (kept for `@State`, `@StateObject` and
        // `@ObservedObject`).
        if !storage.hasPrefix("_"), !assignment.rhs.isEmpty, let span = TokenSpan(assignment.rhs) {
          found[storage, default: []].append(
            FoundInitialization(
              initializer: initializer, target: TokenID(start), wrapperName: "init", value: span,
              provenance: provenance(of: assignment.rhs, in: initializer), isPlain: true,
              selfIsInitialized: selfIsInitialized))
          continue
        }
        guard storage.hasPrefix("_"), storage.count > 1,
          let call = file.calls(in: assignment.rhs).first, call.calleeStart == assignment.rhs.start,
          call.leftParen >= 0, call.rightParen + 1 == assignment.rhs.end
        else { continue }
        let callee = file.text(call.name)
        guard callee == "StateObject" || callee == "State" || callee == "ObservedObject" || callee == "init",
          let value = file.argument(of: call, labeled: "wrappedValue")
            ?? file.argument(of: call, labeled: "initialValue"),
          let span = TokenSpan(value)
        else { continue }
        found[String(storage.dropFirst()), default: []].append(
          FoundInitialization(
            initializer: initializer, target: TokenID(start), wrapperName: callee, value: span,
            provenance: provenance(of: value, in: initializer)))
      }
    }
    return found
  }

  // MARK: - Provenance

  /// Where the value of expression `range` comes from; `initializer` is the function whose
  /// parameters and locals it may name (nil for a property's default value).
  public func provenance(of range: TokenRange, in initializer: FunctionID?) -> Provenance {
    guard !range.isEmpty else { return .other }
    if let coalescing = topLevelCoalescing(in: range) {
      return .coalesced(
        provenance(of: TokenRange(range.start, coalescing), in: initializer),
        fallback: provenance(of: TokenRange(coalescing + 1, range.end), in: initializer))
    }
    if range.end - range.start == 1, isLiteral(range.start) { return .literal }
    let parameters = initializer.map(parameterKinds(of:)) ?? [:]
    let root = file.text(range.start)
    if file.kind(range.start) == .identifier, let isAutoclosure = parameters[root] {
      if isMemberChain(range) {
        return range.end - range.start == 1
          ? .parameter(root) : .parameterMember(parameter: root, path: file.compactText(range))
      }
      if isAutoclosure && file.isKind(range.start + 1, .leftParen) && file.isKind(range.start + 2, .rightParen)
        && range.end == range.start + 3
      {
        return .autoclosureCall(root)
      }
    }
    if let constructed = constructedTypeName(range) ?? invokedClosureConstruction(range) {
      return .construction(typeName: constructed)
    }
    if isMemberChain(range) {
      if let initializer, file.kind(range.start) == .identifier, range.end - range.start == 1,
        let built = localBuilt(root, in: initializer)
      {
        return .local(root, built: built)
      }
      if let member = staticMember(range) { return member }
      return .memberChain(file.compactText(range))
    }
    return .other
  }

  /// The `??` of `range` outside any brackets, if any (`host?.view ?? UIView()`, `vm ?? VM()`).
  public func topLevelCoalescing(in range: TokenRange) -> Int32? {
    var token = range.start
    while token < range.end {
      if let close = file.syntax.match.indices.contains(Int(token)) ? file.syntax.match[Int(token)] : nil,
        close > token, isOpener(token)
      {
        token = close + 1
        continue
      }
      if file.kind(token) == .binaryOperator && file.tokenIs(token, "??") { return token }
      token += 1
    }
    return nil
  }

  private func isOpener(_ token: Int32) -> Bool {
    guard let kind = file.kind(token) else { return false }
    return kind == .leftParen || kind == .leftSquare || kind == .leftBrace
  }

  private func isLiteral(_ token: Int32) -> Bool {
    switch file.kind(token) {
    case .integerLiteral?, .floatLiteral?, .string?: return true
    case .keyword?: return file.word(token) == .nil || file.word(token) == .true || file.word(token) == .false
    default: return false
    }
  }

  /// Identifiers, `.`, `?`, `!` and `self` only: no calls, no operators.
  private func isMemberChain(_ range: TokenRange) -> Bool {
    var token = range.start
    while token < range.end {
      switch file.kind(token) {
      case .identifier?, .period?, .postfixQuestionMark?, .exclamationMark?: token += 1
      case .keyword? where file.word(token) == .selfWord: token += 1
      default: return false
      }
    }
    return range.end > range.start
  }

  /// `Model(…)`, `Model.init(…)`, `.init(…)`, `Model<T>(…)`, possibly followed by members.
  func constructedTypeName(_ range: TokenRange) -> String? {
    guard let call = file.calls(in: range).first, call.calleeStart == range.start, call.leftParen >= 0 else {
      return nil
    }
    let name = file.text(call.name)
    if name == "init" { return call.hasReceiver ? file.text(call.calleeStart) : "init" }
    guard let first = name.utf8.first, first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z"),
      !call.hasReceiver || isNamespace(from: call.calleeStart, to: call.name)
    else { return nil }
    return name
  }

  /// `{ …; return Model(…) }()`: a closure called in place whose last `return` (or only
  /// expression) builds an object builds a new one each time the property is initialized (round t).
  private func invokedClosureConstruction(_ range: TokenRange) -> String? {
    guard file.isKind(range.start, .leftBrace), range.end - range.start >= 5, file.isKind(range.end - 2, .leftParen),
      file.isKind(range.end - 1, .rightParen), let close = closer(of: range.start), close == range.end - 3
    else { return nil }
    var token = range.start + 1
    var lastReturn: Int32?
    while token < close {
      if isOpener(token), let inner = closer(of: token) {
        token = inner + 1
        continue
      }
      if file.word(token) == .return { lastReturn = token }
      token += 1
    }
    return constructedTypeName(TokenRange(lastReturn.map { $0 + 1 } ?? range.start + 1, close))
  }

  /// The bracket closing the one opened at `token`, if it is an opener with a match.
  private func closer(of token: Int32) -> Int32? {
    guard file.syntax.match.indices.contains(Int(token)) else { return nil }
    let close = file.syntax.match[Int(token)]
    return close > token ? close : nil
  }

  /// `Learnings.` in `Learnings.CheckerModel()`: type names and periods only, so the call builds
  /// a nested type (a member call such as `store.Model()` does not).
  private func isNamespace(from start: Int32, to name: Int32) -> Bool {
    guard name - start <= 8 else { return false }
    var token = start
    while token < name {
      guard file.isUpperIdentifier(token), file.isKind(token + 1, .period) else { return false }
      token += 2
    }
    return token == name
  }

  /// `X.member` or `.member` (an implicit static member): the type and the storage the index knows.
  private func staticMember(_ range: TokenRange) -> Provenance? {
    if file.isKind(range.start, .period), range.end - range.start == 2, file.kind(range.start + 1) == .identifier {
      return .staticMember(typeName: "", member: file.text(range.start + 1), storage: .storedOrUnknown)
    }
    guard range.end - range.start == 3, file.kind(range.start) == .identifier, file.isKind(range.start + 1, .period)
    else { return nil }
    let typeName = file.text(range.start)
    // Type names start uppercase, except the project's own odd ones (`iOSTabs.shared`).
    guard let first = typeName.utf8.first,
      (first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z")) || index.has(.isKnown, typeName)
    else { return nil }
    let member = file.text(range.start + 2)
    return .staticMember(typeName: typeName, member: member, storage: staticStorage(of: member, in: typeName))
  }

  /// Does the project declare `typeName.member` as a computed property that builds an instance?
  public func staticStorage(of member: String, in typeName: String) -> StaticStorage {
    index.has(.allocatingStaticMember(member), typeName) ? .computedAllocating : .storedOrUnknown
  }

  /// Parameter name → is it `@autoclosure`.
  private func parameterKinds(of function: FunctionID) -> [String: Bool] {
    var kinds: [String: Bool] = [:]
    for index in file[function: function].parameters {
      let parameter = file.syntax.parameters[Int(index)]
      guard file.isValid(parameter.name) else { continue }
      kinds[file.text(parameter.name)] = file.compactText(parameter.type).contains("@autoclosure")
    }
    return kinds
  }

  /// For a local `let name = …` of `function`: was it built with a constructor call?
  private func localBuilt(_ name: String, in function: FunctionID) -> Bool? {
    let body = file.body(of: file[function: function])
    for variable in file.variables(inTokens: body) where variable.name >= 0 && file.text(variable.name) == name {
      return constructedTypeName(variable.initializer) != nil
    }
    return nil
  }
}

// MARK: - Uses

extension BridgeModel {
  /// How each of `view`'s wrapped properties is used inside the view's declarations in this
  /// file, by property name: one pass over the tokens of every declaration body.
  public func uses(in view: SwiftUIView) -> [String: PropertyUses] {
    // Keyed by the view's declarations: `#if` twins of one name are two views.
    let key = view.declarations
    if let known = usesCache[key] { return known }
    var uses: [String: PropertyUses] = [:]
    let names = Set(view.properties.map(\.name))
    // Byte lengths a use can have (`x`, `$x`): most identifiers are skipped without building
    // their text, which was half of this walk's time.
    var lengths: Set<Int> = []
    for name in names { lengths.formUnion([name.utf8.count, name.utf8.count + 1]) }
    for declaration in view.declarations {
      let type = file[type: declaration]
      guard type.bodyOpen >= 0 && type.bodyClose > type.bodyOpen else { continue }
      var token = type.bodyOpen + 1
      while token < type.bodyClose {
        defer { token += 1 }
        guard let kind = file.kind(token), kind == .identifier || kind == .keyword else { continue }
        var subject = token
        var isProjection = false
        if kind == .keyword {
          // `self.x`
          guard file.word(token) == .selfWord, file.isKind(token + 1, .period), file.kind(token + 2) == .identifier
          else { continue }
          subject = token + 2
          token += 2
        } else if file.isKind(token - 1, .period) {
          continue  // a member of something else (`other.x`); `self.x` is handled above
        }
        guard file.isValid(subject), lengths.contains(file.tokens[Int(subject)].length) else { continue }
        var name = file.text(subject)
        if name.hasPrefix("$") {
          name.removeFirst()
          isProjection = true
        }
        guard names.contains(name), !isDeclaration(subject), !isShadowed(name, at: subject, in: view) else {
          continue
        }
        let use = classify(subject, isProjection: isProjection)
        switch use {
        case .read:
          uses[name, default: PropertyUses()].reads.append(TokenID(subject))
          if handsOff(subject, name, in: view) { uses[name, default: PropertyUses()].handOffs.append(TokenID(subject)) }
        case .assignment: uses[name, default: PropertyUses()].assignments.append(TokenID(subject))
        case .mutation: uses[name, default: PropertyUses()].mutations.append(TokenID(subject))
        case .binding: uses[name, default: PropertyUses()].bindings.append(TokenID(subject))
        case .inoutPass: uses[name, default: PropertyUses()].inoutPasses.append(TokenID(subject))
        }
      }
    }
    usesCache[key] = uses
    return uses
  }

  private enum Use { case read, assignment, mutation, binding, inoutPass }

  /// Is the read of `name` at `token` a hand-off (see `PropertyUses.handOffs`)?
  private func handsOff(_ token: Int32, _ name: String, in view: SwiftUIView) -> Bool {
    let node = file.innermostNode(containing: token)
    // The whole right side of an assignment to something else (`text = draft`): a value merely
    // used to compute another (`entity = lookup(id: draft)`) is not handed back.
    if let assignment = file.assignments(in: file.range(of: node)).last(where: { $0.rhs.contains(token) }) {
      let target = file.compactText(assignment.lhs)
      let value = file.compactText(assignment.rhs)
      if (value == name || value == "self." + name) && target != name && target != "self." + name { return true }
    }
    // An argument of a call: `.onChange(of: name)`, a closure the view holds, or a method of
    // an object the view observes or is bound to.
    for call in file.calls(in: file.range(of: node)).reversed()
    where call.leftParen >= 0 && call.leftParen < token && call.rightParen > token {
      guard call.name >= 0 else { continue }
      let callee = file.text(call.name)
      if callee == "onChange" { return file.arguments(of: call).first.map { $0.value.contains(token) } ?? false }
      // A closure or object the view holds, not a local or parameter of the same name.
      if !call.hasReceiver, file.code.binding(at: TokenID(call.name)) == nil, isClosureInput(callee, of: view) {
        return true
      }
      if call.hasReceiver, file.kind(call.calleeStart) == .identifier, call.dot == call.calleeStart + 1,
        file.code.binding(at: TokenID(call.calleeStart)) == nil,
        let receiver = view.property(named: file.text(call.calleeStart)),
        [.observedObject, .binding, .bindable, .environmentObject, .environment].contains(receiver.wrapper)
      {
        return true
      }
      return false
    }
    return false
  }

  /// A stored property or init parameter of the view with a function type (`let onSave: (String) -> Void`).
  private func isClosureInput(_ name: String, of view: SwiftUIView) -> Bool {
    for declaration in view.declarations {
      for variable in members(of: declaration).variables {
        let value = file[variable: variable]
        if value.name >= 0, file.text(value.name) == name, file.compactText(value.type).contains("->") { return true }
      }
    }
    return view.allInitializers.contains { initializer in
      file[function: initializer].parameters.contains { index in
        let parameter = file.syntax.parameters[Int(index)]
        return file.text(parameter.name) == name && file.compactText(parameter.type).contains("->")
      }
    }
  }

  /// Methods that mutate a value in place.
  private static let mutatingMethods: Set<String> = [
    "toggle", "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "removeSubrange",
    "removeValue", "popLast", "sort", "reverse", "shuffle", "formUnion", "formIntersection", "subtract",
    "merge", "updateValue", "replaceSubrange", "swapAt",
  ]

  private func classify(_ token: Int32, isProjection: Bool) -> Use {
    if file.isKind(token - 1, .prefixAmpersand) { return .inoutPass }
    if isProjection {
      // `$x.wrappedValue = …` writes; a bare `$x` hands out a binding (which its receiver may write).
      if file.isKind(token + 1, .period), file.tokenIs(token + 2, "wrappedValue"), file.isKind(token + 3, .equal) {
        return .assignment
      }
      return .binding
    }
    if file.isKind(token + 1, .equal) { return .assignment }
    if file.isCompoundAssignment(token + 1) { return .mutation }
    var next = token + 1
    while file.isKind(next, .postfixQuestionMark) || file.isKind(next, .exclamationMark) { next += 1 }
    if file.isKind(next, .period), file.kind(next + 1) == .identifier {
      if BridgeModel.mutatingMethods.contains(file.text(next + 1)) && file.isKind(next + 2, .leftParen) {
        return .mutation
      }
      if file.isKind(next + 2, .equal) { return .mutation }
      // `x.method(…)` as a statement of its own: a result nobody uses, so the call is there to
      // change the value (Swift warns on an unused result of a non-mutating method).
      if file.isKind(next + 2, .leftParen), startsStatement(token), let close = file.closer(of: next + 2),
        endsStatement(close)
      {
        return .mutation
      }
    }
    if file.isKind(next, .leftSquare), let close = file.closer(of: next), file.isKind(close + 1, .equal) {
      return .mutation
    }
    return .read
  }

  /// `x` (or `self.x`) is the first token of a statement: on a new line, or after `{`, `;` or `in`.
  private func startsStatement(_ token: Int32) -> Bool {
    var first = token
    if file.isKind(token - 1, .period) && file.word(token - 2) == .selfWord { first = token - 2 }
    return file.tokens[Int(first)].hasNewlineBefore || file.isKind(first - 1, .leftBrace)
      || file.isKind(first - 1, .semicolon) || file.word(first - 1) == .in
  }

  /// The statement ends after `close`: the next token is on a new line, or is `}` or `;`.
  private func endsStatement(_ close: Int32) -> Bool {
    guard file.isValid(close + 1) else { return true }
    return file.tokens[Int(close) + 1].hasNewlineBefore || file.isKind(close + 1, .rightBrace)
      || file.isKind(close + 1, .semicolon)
  }

  /// The name token of a declaration (`var x`, `let x`, a parameter name, `for x in`, a
  /// closure parameter) is not a use; a shorthand capture (`[x]`) reads the outer `x`.
  private func isDeclaration(_ token: Int32) -> Bool {
    let previous = file.word(token - 1)
    if previous == .var || previous == .let
      || file.isKind(token + 1, .colon) && !file.isKind(token - 1, .period) && file.kind(token - 1) != .leftSquare
    {
      return true
    }
    guard let declared = file.code.binding(declaredAt: TokenID(token)) else { return false }
    if case .capture = declared.kind { return file.isKind(token + 1, .equal) }
    return true
  }

  /// Is `name` at `token` a local binding rather than the property: a parameter, a local, an
  /// `if let`/`guard let`/`for`/`case` binding, a closure parameter or a value capture (`[text]`)
  /// visible there (`CodeModel.binding(of:at:)`, which knows where each binding is in scope)?
  private func isShadowed(_ name: String, at token: Int32, in view: SwiftUIView) -> Bool {
    guard file.text(token) == name else { return false }  // `$x` and `self.x` are never shadowed
    guard file.word(token - 2) != .selfWord || !file.isKind(token - 1, .period) else { return false }
    return file.code.binding(of: name, at: TokenID(token)) != nil
  }
}
