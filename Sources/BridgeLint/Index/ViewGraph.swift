/// Pass 1's view of a SwiftUI view declaration (or extension): which views its `body` and other
/// view-building members construct, the environment modifiers on the way to each, and what it reads
/// from the environment. Built from tokens and declarations only, so a declarations-only parse (an
/// index-only file) and a full parse give the same summary.
public struct ViewSummary: Sendable, Equatable {
  /// The file that declares it (as reported), for messages that name the other file.
  public var file: String
  public var edges: [ViewEdge] = []
  public var reads: [EnvironmentRead] = []
  public var flags: ViewFlags = []
  /// State a caller can hand in: through the memberwise initializer (`@StateObject var m: M`
  /// without a default) or an initializer that stores a parameter (`_m = StateObject(wrappedValue: m)`).
  public var injectableState: [InjectableState] = []
  /// Methods that apply an environment modifier (`func withStore() -> some View { environmentObject(store) }`):
  /// used as modifiers, they are providers.
  public var injectingMembers: [String] = []
  /// Everything its environment modifiers provide, wherever they sit: a modifier around a member
  /// reference (`listView.environmentObject(model)`) provides to the views that member builds, so the
  /// graph treats a view's providers as applying to all its edges.
  public var providedTypes: [String] = []
  /// Project modifiers applied anywhere in its body (see `providedTypes`).
  public var modifierNames: [String] = []

  public init(file: String) { self.file = file }

  mutating func merge(_ other: ViewSummary) {
    edges.append(contentsOf: other.edges)
    reads.append(contentsOf: other.reads)
    flags.formUnion(other.flags)
    injectableState.append(contentsOf: other.injectableState)
    injectingMembers.append(contentsOf: other.injectingMembers)
    providedTypes.append(contentsOf: other.providedTypes)
    modifierNames.append(contentsOf: other.modifierNames)
  }

  var isEmpty: Bool {
    edges.isEmpty && reads.isEmpty && flags.isEmpty && injectableState.isEmpty && injectingMembers.isEmpty
  }
}

public struct ViewFlags: OptionSet, Sendable, Hashable {
  public let rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }
  /// Its body builds a `NavigationStack`, `NavigationView` or `NavigationSplitView`.
  public static let navigationContainer = ViewFlags(rawValue: 1 << 0)
  /// Reads `@Environment(\.dismiss)` (or the older `\.presentationMode`).
  public static let readsDismiss = ViewFlags(rawValue: 1 << 1)
  /// Declares an `@State` property.
  public static let hasState = ViewFlags(rawValue: 1 << 2)
  /// Applies an environment modifier in its body (a provider for what it wraps).
  public static let providesEnvironment = ViewFlags(rawValue: 1 << 3)
  /// Has an initializer in its declaration (no memberwise initializer).
  public static let hasExplicitInit = ViewFlags(rawValue: 1 << 4)
  /// An environment modifier in its body provides an object whose type is unknown.
  public static let providesUnknownEnvironment = ViewFlags(rawValue: 1 << 5)
}

/// One view type constructed in a view's body.
public struct ViewEdge: Sendable, Equatable {
  /// The constructed type as written (`Row`, `Settings.Row`'s last component).
  public var target: String
  /// Object types provided by `.environmentObject(x)`/`.environment(x)` on the way to it.
  public var provided: [String] = []
  /// An environment modifier on the way provides something whose type is unknown: anything may be provided.
  public var providesUnknown = false
  /// Project modifiers (not SwiftUI's) on the way: one that injects environment objects is a provider.
  public var modifiers: [String] = []
  /// Project view types whose arguments or content closure hold the construction (`Provider { Row() }`).
  public var containers: [String] = []
  /// Built as a destination, not as part of the view's own hierarchy: the content of
  /// `.sheet`/`.fullScreenCover`/`.popover`/`.navigationDestination`, or a `NavigationLink`'s destination.
  public var isDestination = false
  /// Under an `.id(…)` modifier (`Row(item).id(item.id)`, `VStack { Row() }.id(key)`): SwiftUI gives the
  /// construction a new identity, and new state, whenever the key changes.
  public var isKeyed = false
}

/// `@EnvironmentObject var store: Store` or non-optional `@Environment(Store.self) var store`.
public struct EnvironmentRead: Sendable, Equatable {
  public enum Kind: UInt8, Sendable { case environmentObject, observable }
  public var kind: Kind
  public var type: String
  public var property: String
  /// The `#if` condition the declaration sits under (`os(tvOS)`), or nil.
  public var condition: String?
  public var line: Int32
}

public struct InjectableState: Sendable, Equatable {
  /// The argument label a caller writes.
  public var label: String
  public var property: String
  /// `StateObject` or `State`.
  public var wrapper: String
  public var type: String?
  /// What the view does with the state outside its initializers (see `StateUse`).
  public var uses: StateUse = []
  /// The label, the parameter or the property names a starting value (`initialScale`, `defaultTab`).
  public var isStartingValue = false
  /// Some caller in the project passes a fresh value for it (a literal, a constant, a
  /// construction), or the parameter's default builds one: the view owns a starting value.
  public var hasFreshCaller = false
  /// Some call in the project passes this label (set by `ProjectIndex.injectableState(of:)`).
  public var hasCaller = false
  /// Some call in the project, outside an `App` or a widget, passes a value the caller keeps
  /// for this label (`note.title`, `model`): that call site reports the copy.
  public var hasKeptCaller = false
  /// Some call in the project, outside an `App` or a widget, passes the caller's own
  /// `@State`/`@StateObject` for this label: that call site reports an object the child observes.
  public var hasOwnedCaller = false
  /// Appended to a kept seed (`View.label`) that hands in the caller's own state; no label holds it.
  static let ownedMark = "!"
  /// The property's type is a function (`@State var onToggle: () -> Void`).
  public var isClosure = false
  /// The initializer's first parameter, without a label (`init(_ model: Model)`): a call's first
  /// unlabelled argument seeds it, under the seed label `_`.
  public var isPositional = false
  /// The memberwise initializer's optional argument: the state declares a default.
  public var hasDefault = false
  /// The declared type is an array or a dictionary (`[Episode]`): `type` names its element.
  public var isCollection = false
  /// An initializer builds the state's object from the parameter
  /// (`_loader = StateObject(wrappedValue: Loader(url: url))`): a later `url` never rebuilds it.
  public var isBuilt = false
  /// Where the property is declared (its first attribute), 1-based; 0 when unknown.
  public var line: Int32 = 0
  public var column: Int32 = 0
  /// Where an initializer seeds it (`_title = State(initialValue: title)`), 1-based; 0 for the
  /// memberwise initializer.
  public var seedLine: Int32 = 0
  public var seedColumn: Int32 = 0

  public init(label: String, property: String, wrapper: String, type: String?) {
    self.label = label
    self.property = property
    self.wrapper = wrapper
    self.type = type
  }
}

/// How a view uses a state property a caller seeds, read from the tokens of its members (not
/// its initializers): whether the copy follows the caller's later values or hands edits back.
public struct StateUse: OptionSet, Sendable, Hashable {
  public let rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }
  /// Written in any way: assigned, a member assigned, a mutating call, or `$x` handed to a control.
  public static let written = StateUse(rawValue: 1 << 0)
  /// Assigned as a whole (`x = …`), or `$x` handed out as a whole: the view replaces the value itself.
  public static let replaced = StateUse(rawValue: 1 << 1)
  /// Its value is handed back: an argument of a function or method call (`onSave(x)`,
  /// `store.update(x)`), the right side of an assignment (`binding = x`), or watched by `onChange`.
  public static let handedBack = StateUse(rawValue: 1 << 2)
  /// Assigned inside `.onChange`, `.task(id:)` or `.onReceive`: the view keeps the copy in step.
  public static let resynchronized = StateUse(rawValue: 1 << 3)
  /// Handed back as a whole value (`onDone(selection)`, `binding = draft`, a stored callback
  /// taking its type), not only through a member (`format(event.date)`).
  public static let handedBackWhole = StateUse(rawValue: 1 << 4)
  /// Used other than written (shown, passed on, compared): what a view does not observe matters.
  public static let read = StateUse(rawValue: 1 << 5)
  /// Used inside `.onChange`, `.onReceive` or `.task(id:)`: the view acts when an input changes
  /// (`.task(id: url) { await loader.load(url) }`).
  public static let watched = StateUse(rawValue: 1 << 6)
}

/// Where SwiftUI content is hosted in UIKit/AppKit.
public struct HostingSiteSummary: Sendable, Equatable {
  public enum Kind: UInt8, Sendable {
    /// `UIHostingController(rootView:)`, `NSHostingController(rootView:)`, `NSHostingView(rootView:)`.
    case controller
    /// `x.rootView = …`.
    case rootViewAssignment
    /// `super.init(rootView:)` in a hosting controller subclass.
    case superInit
    /// `UIHostingConfiguration { … }` (cell content).
    case configuration
  }
  public var kind: Kind
  /// The token a finding about the site points at (`UIHostingController`, `rootView`, `super`, …).
  public var anchor: Int32
  public var line: Int32
  /// The root views constructed (one for a controller; each top-level one of a configuration).
  public var roots: [HostedRoot]
  public var usage: HostingUsage
  /// What the controller is called where it is created (`hc` in `let hc = UIHostingController(…)`).
  public var controllerName: String?
  /// For `super.init(rootView:)`: the first name in the enclosing class's inheritance clause (a
  /// project superclass may wrap the root view with providers of its own).
  public var superclass: String?
}

public struct HostedRoot: Sendable, Hashable {
  public var type: String
  /// The token naming the root view.
  public var token: Int32
  public var provided: [String] = []
  public var providesUnknown = false
  public var modifiers: [String] = []
  public var containers: [String] = []
  /// Built in the content of a presentation or navigation destination inside the site's content
  /// (`UIHostingConfiguration { Row().sheet(…) { Detail() } }`), not as the hosted content itself.
  public var isDestination = false
  /// Under an `.id(…)` modifier in the site's content: its state follows the key, not the site.
  public var isKeyed = false
}

/// What UIKit does with a hosting controller, as far as the creating function or type shows.
public struct HostingUsage: OptionSet, Sendable, Hashable {
  public let rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }
  public static let pushed = HostingUsage(rawValue: 1 << 0)
  public static let presented = HostingUsage(rawValue: 1 << 1)
  public static let child = HostingUsage(rawValue: 1 << 2)
  public static let cell = HostingUsage(rawValue: 1 << 3)
  /// `UINavigationController(rootViewController:)`.
  public static let navigationRoot = HostingUsage(rawValue: 1 << 4)
}

extension ParsedFile {
  /// The view summary of a type declaration, or nil when it builds and reads nothing (most types).
  func viewSummary(of type: TypeDecl, typeIndex: Int, scan: inout ViewScan) -> ViewSummary? {
    guard type.kind == .struct || type.kind == .extension || type.kind == .enum || type.kind == .class else {
      return nil
    }
    let variables = members.variables[typeIndex]
    let functions = members.functions[typeIndex]
    var summary = ViewSummary(file: path)
    var propertyTypes: [String: String] = [:]
    var isView = false
    scan.beginType(members: viewMembers(variables: variables, functions: functions))
    // Property types only matter to the bodies the scan collects: most types build no view.
    let buildsViews =
      variables.contains { buildsView(syntax.variables[Int($0)]) }
      || functions.contains { buildsView(syntax.functions[Int($0)]) }
    for index in variables {
      let variable = syntax.variables[Int(index)]
      guard variable.name >= 0 else { continue }
      let name = text(variable.name)
      if buildsViews, let declared = declaredType(of: variable) { propertyTypes[name] = declared }
      if buildsView(variable) {
        isView = true
        scan.collect(
          self, open: variable.accessorOpen, close: variable.accessorClose, propertyTypes: &propertyTypes, member: name)
      }
      guard let wrapper = wrapperName(of: variable) else { continue }
      readWrapper(wrapper, variable, name: name, into: &summary, scan: &scan)
    }
    for index in functions {
      let function = syntax.functions[Int(index)]
      if function.kind == .initializer {
        if type.kind != .extension { summary.flags.insert(.hasExplicitInit) }
        continue
      }
      guard buildsView(function) else { continue }
      isView = true
      // A project modifier method may inject through a `ViewModifier` or another method the graph
      // does not follow: every view-returning method of an extension counts as a possible provider.
      if type.kind == .extension || appliesEnvironment(open: function.bodyOpen, close: function.bodyClose) {
        summary.injectingMembers.append(text(function.name))
      }
      scan.collect(
        self, open: function.bodyOpen, close: function.bodyClose, propertyTypes: &propertyTypes,
        member: text(function.name))
    }
    if scan.dismissDeclarations.prefix(4).contains(where: { usesProperty($0, in: type) }) {
      summary.flags.insert(.readsDismiss)
    }
    if isView {
      let (edges, flags) = scan.finish()
      summary.edges = edges
      summary.flags.formUnion(flags)
      summary.providedTypes = scan.lastProvided
      summary.modifierNames = scan.lastModifiers
    }
    summary.injectableState = injectableStates(of: type, typeIndex: typeIndex)
    return summary.isEmpty ? nil : summary
  }

  /// The state a caller can seed (see `ViewSummary.injectableState`), with how the view uses it.
  func injectableStates(of type: TypeDecl, typeIndex: Int) -> [InjectableState] {
    let functions = members.functions[typeIndex]
    var states: [InjectableState] = []
    var hasExplicitInit = false
    // The declaration's stored properties by name, once (not a scan of the file per seed).
    var properties: [String: VariableDecl] = [:]
    for index in members.variables[typeIndex] {
      let variable = syntax.variables[Int(index)]
      if variable.name >= 0 && properties[text(variable.name)] == nil { properties[text(variable.name)] = variable }
    }
    for index in functions where syntax.functions[Int(index)].kind == .initializer {
      if type.kind != .extension { hasExplicitInit = true }
      injectedThroughInit(syntax.functions[Int(index)], properties: properties, into: &states)
    }
    if !hasExplicitInit {
      // The memberwise initializer takes every stored state property: one without a default
      // as a required argument, one with a default (not private) as an optional one.
      for index in members.variables[typeIndex] {
        let variable = syntax.variables[Int(index)]
        guard variable.name >= 0, !variable.isComputed,
          variable.initializer.isEmpty || !variable.modifiers.isPrivate,
          !variable.modifiers.isTypeMember, let wrapper = wrapperName(of: variable),
          wrapper == "StateObject" || wrapper == "State"
        else { continue }
        let name = text(variable.name)
        var state = InjectableState(label: name, property: name, wrapper: wrapper, type: typeName(in: variable.type))
        state.isStartingValue = Self.namesStartingValue(name)
        state.hasDefault = !variable.initializer.isEmpty
        states.append(state)
      }
    }
    for index in states.indices {
      guard let type = properties[states[index].property]?.type else { continue }
      states[index].isClosure = isFunctionType(type)
      states[index].isCollection = isKind(type.start, .leftSquare)
    }
    let writtenInExtensionsOnly = states.isEmpty ? [] : annotateStateUses(&states, type: type, functions: functions)
    // A picker or a sheet that stores a callback taking the state's type (`let onSelect:
    // (Avatar) -> Void` beside `@State var avatar: Avatar`) hands its edits back through it,
    // however the call is routed (a helper, a sub-view, `onDisappear`).
    var callbackParameters: Set<String> = []
    for variable in properties.values where !variable.isComputed && !variable.modifiers.isTypeMember {
      let range = variable.type.start..<max(variable.type.start, variable.type.end)
      guard let arrow = range.last(where: { isKind($0, .arrow) }) else { continue }
      for token in variable.type.start..<arrow where isKind(token, .identifier) {
        callbackParameters.insert(text(token))
      }
    }
    for index in states.indices where states[index].uses.contains(.written) {
      if let type = states[index].type, callbackParameters.contains(type) {
        states[index].uses.formUnion([.handedBack, .handedBackWhole])
      }
    }
    // A write seen only in an extension counts when the copy itself is handed back (an edit
    // buffer); otherwise it would turn a stale copy into the opt-in lost-edits shape, which blind
    // review judged mostly wrong.
    for index in states.indices
    where writtenInExtensionsOnly.contains(states[index].property) && !states[index].uses.contains(.handedBackWhole) {
      states[index].uses.subtract([.written, .replaced])
    }
    for index in states.indices {
      guard let variable = properties[states[index].property], variable.node >= 0,
        Int(variable.node) < syntax.nodes.count
      else { continue }
      let place = location(of: syntax.nodes[Int(variable.node)].start)
      states[index].line = Int32(place.line)
      states[index].column = Int32(place.column)
    }
    return states
  }

  private func readWrapper(
    _ wrapper: String, _ variable: VariableDecl, name: String, into summary: inout ViewSummary, scan: inout ViewScan
  ) {
    switch wrapper {
    case "EnvironmentObject":
      guard let type = typeName(in: variable.type), !isOptional(variable.type) else { return }
      summary.reads.append(
        EnvironmentRead(
          kind: .environmentObject, type: type, property: name,
          condition: scan.condition(in: self, at: variable.keyword), line: Int32(location(of: variable.keyword).line)))
    case "Environment":
      guard let argument = wrapperArgument(variable) else { return }
      if isKind(argument, .backslash) {
        // Only a property the view uses (an unused declaration closes nothing).
        if tokenIs(argument + 2, "dismiss") || tokenIs(argument + 2, "presentationMode") {
          scan.dismissDeclarations.append(variable.name)
        }
        return
      }
      // `@Environment(Store.self)`: a non-optional read crashes when nothing provides it.
      guard kind(argument) == .identifier, isKind(argument + 1, .period), word(argument + 2) == .selfWord,
        !isOptional(variable.type)
      else { return }
      summary.reads.append(
        EnvironmentRead(
          kind: .observable, type: text(argument), property: name,
          condition: scan.condition(in: self, at: variable.keyword), line: Int32(location(of: variable.keyword).line)))
    case "State":
      summary.flags.insert(.hasState)
    default:
      return
    }
  }

  /// The names of the members that build views (`body`, `@ViewBuilder` and `some View` members).
  private func viewMembers(variables: [Int32], functions: [Int32]) -> [String] {
    var names: [String] = []
    for index in variables {
      let variable = syntax.variables[Int(index)]
      if variable.name >= 0, buildsView(variable) { names.append(text(variable.name)) }
    }
    for index in functions {
      let function = syntax.functions[Int(index)]
      if function.name >= 0, buildsView(function) { names.append(text(function.name)) }
    }
    return names
  }

  /// A computed `body`, `some View` or `@ViewBuilder` property.
  private func buildsView(_ variable: VariableDecl) -> Bool {
    variable.name >= 0 && variable.isComputed
      && (tokenIs(variable.name, "body") || returnsView(variable.type) || hasViewBuilder(variable.attributes))
  }

  /// A `body`, `some View` or `@ViewBuilder` method.
  private func buildsView(_ function: FunctionDecl) -> Bool {
    function.kind == .function
      && (returnsView(function.returnType) || hasViewBuilder(function.attributes) || tokenIs(function.name, "body"))
  }

  /// Is the property named by token `name` used in `type`'s body (besides its declaration and a
  /// `\.name` key path)?
  private func usesProperty(_ name: Int32, in type: TypeDecl) -> Bool {
    guard type.bodyOpen >= 0, type.bodyClose > type.bodyOpen else { return false }
    var token = type.bodyOpen + 1
    while token < type.bodyClose {
      defer { token += 1 }
      guard token != name, isKind(token, .identifier), sameText(token, name) else { continue }
      if isKind(token - 1, .period) && isKind(token - 2, .backslash) { continue }
      return true
    }
    return false
  }

  /// The first token inside the wrapper attribute's parentheses (`Store` in `@Environment(Store.self)`).
  private func wrapperArgument(_ variable: VariableDecl) -> Int32? {
    for index in variable.attributes {
      let attribute = syntax.attributes[Int(index)]
      let name = attribute.name
      guard tokenIs(name, "Environment"), isKind(name + 1, .leftParen) else { continue }
      return name + 2
    }
    return nil
  }

  private func isOptional(_ range: TokenRange) -> Bool {
    guard !range.isEmpty else { return false }
    let last = range.end - 1
    return isKind(last, .postfixQuestionMark) || isKind(last, .exclamationMark)
      || (kind(last) == .binaryOperator && (tokenIs(last, "?") || tokenIs(last, "!")))
      || tokenIs(range.start, "Optional")
  }

  /// A property's type: its annotation, or the type its default constructs (`= Store()`, `= Store.shared`).
  public func declaredType(of variable: VariableDecl) -> String? {
    if !variable.type.isEmpty {
      // Only a plain (possibly optional) name: `[Tab]`, `[ID: CGRect]` or `Box<T>` hold no `Tab`.
      var token = variable.type.start
      if isKind(token, .colon) { token += 1 }
      guard isKind(token, .identifier) else { return nil }
      var end = token + 1
      while isKind(end, .period) && isKind(end + 1, .identifier) { end += 2 }
      if isKind(end, .postfixQuestionMark) || isKind(end, .exclamationMark) { end += 1 }
      return end >= variable.type.end ? text(end - 1 - (isKind(end - 1, .identifier) ? 0 : 1)) : nil
    }
    guard !variable.initializer.isEmpty else { return nil }
    var start = variable.initializer.start
    if isKind(start, .equal) { start += 1 }
    guard let type = constructedType(at: start) else { return nil }
    // The initializer must be just the construction (`Store()`, `Store.shared`), not `Store.shared.flag`.
    var end = start + 1
    if isKind(end, .period) { end += 2 }
    if isKind(end, .leftParen) || isKind(end, .leftBrace) { end = matchingClose(end) + 1 }
    return end >= variable.initializer.end ? type : nil
  }

  /// `T(`, `T.init(`, `T.shared`, `T { … }` at `token` (T capitalized): T.
  public func constructedType(at token: Int32) -> String? {
    guard isUpperIdentifier(token) else { return nil }
    if isKind(token + 1, .leftParen) || isKind(token + 1, .leftBrace) { return text(token) }
    if isKind(token + 1, .period), kind(token + 2) == .identifier || word(token + 2) == .initWord {
      // `T.shared`, `T.init(…)`, not `T.Nested(…)`.
      if isUpperIdentifier(token + 2) { return nil }
      return text(token)
    }
    return nil
  }

  public func isUpperIdentifier(_ token: Int32) -> Bool {
    guard isKind(token, .identifier) else { return false }
    let start = tokens[Int(token)].startOffset
    guard start < bytes.count else { return false }
    let byte = bytes[start]
    return byte >= 65 && byte <= 90
  }

  private func returnsView(_ range: TokenRange) -> Bool {
    guard !range.isEmpty else { return false }
    var token = range.start
    while token < range.end {
      if tokenIs(token, "View") || tokenIs(token, "AnyView") { return true }
      token += 1
    }
    return false
  }

  /// Does the body `open…close` call `environmentObject(…)` or `environment(object)`?
  private func appliesEnvironment(open: Int32, close: Int32) -> Bool {
    guard open >= 0, close > open else { return false }
    var token = open + 1
    while token < close {
      defer { token += 1 }
      guard isKind(token, .identifier), isKind(token + 1, .leftParen), !isKind(token + 2, .backslash),
        tokenIs(token, "environmentObject") || tokenIs(token, "environment")
      else { continue }
      return true
    }
    return false
  }

  private func hasViewBuilder(_ attributes: Range<Int32>) -> Bool {
    attributes.contains { tokenIs(syntax.attributes[Int($0)].name, "ViewBuilder") }
  }

  /// `init(model: M) { _model = StateObject(wrappedValue: model) }`: the parameter's label is injectable.
  private func injectedThroughInit(
    _ function: FunctionDecl, properties: [String: VariableDecl], into states: inout [InjectableState]
  ) {
    guard function.bodyOpen >= 0, function.bodyClose > function.bodyOpen else { return }
    var labels: [String: String] = [:]
    var defaults: [String: Bool] = [:]
    var positional: String?
    for index in function.parameters {
      let parameter = syntax.parameters[Int(index)]
      guard parameter.name >= 0 else { continue }
      if !parameter.defaultValue.isEmpty { defaults[text(parameter.name)] = isFresh(parameter.defaultValue.start) }
      var label = parameter.label >= 0 ? parameter.label : parameter.name
      // Only the first parameter's argument is found by position alone.
      if word(label) == .wildcard && index == function.parameters.first {
        label = parameter.name
        positional = text(parameter.name)
      }
      guard word(label) != .wildcard, !tokenIs(parameter.type.start, "@") else { continue }
      // An `@autoclosure` parameter builds the object lazily: ownership, not injection.
      if (parameter.type.start..<max(parameter.type.start, parameter.type.end)).contains(where: {
        tokenIs($0, "autoclosure")
      }) {
        continue
      }
      labels[text(parameter.name)] = text(label)
    }
    guard !labels.isEmpty else { return }
    var token = function.bodyOpen + 1
    while token < function.bodyClose {
      defer { token += 1 }
      // `_model = StateObject(wrappedValue: model)` / `self._model = State(initialValue: model)`.
      guard isKind(token, .identifier), isKind(token + 1, .equal) else { continue }
      let storage = text(token)
      if !storage.hasPrefix("_") {
        if let (seed, parameter) = plainSeed(at: token, function: function, labels: labels, properties: properties) {
          var state = seed
          state.hasFreshCaller = defaults[text(parameter)] ?? false
          state.isPositional = text(parameter) == positional
          setSeedPlace(of: &state, assignment: token)
          states.append(state)
        }
        continue
      }
      guard storage.count > 1 else { continue }
      var call = token + 2
      // `StateObject(wrappedValue:)`, `State(initialValue:)`, or `.init(…)` of the declared wrapper.
      let implicit = isKind(call, .period) && word(call + 1) == .initWord
      guard implicit || tokenIs(call, "StateObject") || tokenIs(call, "State") else { continue }
      var wrapper = implicit ? "" : text(call)
      call += implicit ? 2 : 1
      guard isKind(call, .leftParen), tokenIs(call + 1, "wrappedValue") || tokenIs(call + 1, "initialValue"),
        isKind(call + 2, .colon), isKind(call + 3, .identifier)
      else { continue }
      // The parameter or a member of it (`note.title`), or an object built from one.
      let built = labels[text(call + 3)] == nil ? builtSeed(at: call + 3, labels: labels) : nil
      let parameter = built ?? call + 3
      guard let label = labels[text(parameter)] else { continue }
      if built == nil {
        // A bounded member chain, then `)`.
        var end = call + 4
        while end + 1 < function.bodyClose && end - call < 12 && isKind(end, .period) && isKind(end + 1, .identifier) {
          end += 2
        }
        guard isKind(end, .rightParen) else { continue }
      }
      let property = String(storage.dropFirst())
      var type: String?
      if let variable = properties[property] {
        type = typeName(in: variable.type)
        if implicit { wrapper = wrapperName(of: variable) ?? "" }
      }
      guard wrapper == "StateObject" || wrapper == "State" else { continue }
      var state = InjectableState(label: label, property: property, wrapper: wrapper, type: type)
      state.isStartingValue = [label, text(parameter), property].contains(where: Self.namesStartingValue)
      // `init(model: Model = Model())`: a caller that leaves it out gets a fresh one.
      state.hasFreshCaller = defaults[text(parameter)] ?? false
      state.isPositional = text(parameter) == positional
      state.isBuilt = built != nil
      setSeedPlace(of: &state, assignment: token)
      states.append(state)
    }
  }

  /// `Loader(url: url)` or `Loader(url)` at `construction`, the whole wrapped value: the first
  /// argument that is a parameter (or a member of one), not a dependency the object works with
  /// (`service`, `store`), whose later values leave the object as it was built.
  private func builtSeed(at construction: Int32, labels: [String: String], enclosed: Bool = true) -> Int32? {
    guard isUpperIdentifier(construction), isKind(construction + 1, .leftParen),
      let close = closer(of: construction + 1), !enclosed || isKind(close + 1, .rightParen)
    else { return nil }
    var token = construction + 2
    while token < close {
      // An argument starts here: skip its label, then take a parameter ending the argument.
      var value = token
      if isKind(value, .identifier) && isKind(value + 1, .colon) { value += 2 }
      var end = value + 1
      while end < close && end - value < 10 && isKind(end, .period) && isKind(end + 1, .identifier) { end += 2 }
      if isKind(value, .identifier), end == close || isKind(end, .comma), labels[text(value)] != nil,
        !BuilderNames.namesDependency(text(value))
      {
        return value
      }
      // On to the next argument at this depth.
      while token < close && !isKind(token, .comma) {
        if isKind(token, .leftParen) || isKind(token, .leftSquare) || isKind(token, .leftBrace),
          let inner = closer(of: token)
        {
          token = inner
        }
        token += 1
      }
      token += 1
    }
    return nil
  }

  /// The seeding assignment's place: its target (`_title` in `self._title = …`), where the
  /// declaration's finding points too.
  private func setSeedPlace(of state: inout InjectableState, assignment storage: Int32) {
    let place = location(of: storage)
    state.seedLine = Int32(place.line)
    state.seedColumn = Int32(place.column)
  }

  /// `self.model = model` in an initializer, where `model` is a `@State`/`@StateObject` with no
  /// default: the assignment initializes the wrapper with the parameter (or a member of it).
  private func plainSeed(
    at token: Int32, function: FunctionDecl, labels: [String: String], properties: [String: VariableDecl]
  ) -> (InjectableState, parameter: Int32)? {
    // `self.x` or a bare `x`; not `other.x`.
    if isKind(token - 1, .period) && !(word(token - 2) == .selfWord && !isKind(token - 3, .period)) { return nil }
    let property = text(token)
    guard let variable = properties[property], variable.initializer.isEmpty,
      let wrapper = wrapperName(of: variable), wrapper == "State" || wrapper == "StateObject",
      labels[property] == nil || isKind(token - 1, .period), isKind(token + 2, .identifier)
    else { return nil }
    // `loader = ImageLoader(url: url)`: an object built from a parameter (round z).
    if let built = builtSeed(at: token + 2, labels: labels, enclosed: false), let label = labels[text(built)],
      let close = closer(of: token + 3),
      close + 1 >= function.bodyClose || isKind(close + 1, .semicolon) || tokens[Int(close) + 1].hasNewlineBefore
    {
      var state = InjectableState(label: label, property: property, wrapper: wrapper, type: typeName(in: variable.type))
      state.isStartingValue = [label, text(built), property].contains(where: Self.namesStartingValue)
      state.isBuilt = true
      return (state, built)
    }
    guard let label = labels[text(token + 2)] else { return nil }
    var end = token + 3
    while end + 1 < function.bodyClose && end - token < 14 && isKind(end, .period) && isKind(end + 1, .identifier) {
      end += 2
    }
    // The statement ends after the chain (not `model.make()` nor `a ?? b`).
    guard end == function.bodyClose || isKind(end, .semicolon) || tokens[Int(end)].hasNewlineBefore else {
      return nil
    }
    var state = InjectableState(label: label, property: property, wrapper: wrapper, type: typeName(in: variable.type))
    state.isStartingValue = [label, text(token + 2), property].contains(where: Self.namesStartingValue)
    return (state, token + 2)
  }

  /// `View.label` for each labelled argument of the call whose callee name is `name` (followed by
  /// `(`) that passes a fresh value: `Row(title: "New")`, `Profile(model: Model())`,
  /// `.init(model: model)` after `let model = Model(…)` (the callee of `.init`, `Self(` and
  /// `self.init` is `enclosing`). `freshLocals` are the names the file binds to a construction.
  func freshSeeds(callee name: Int32, enclosing: String, freshLocals: Set<String>) -> [String] {
    seeds(callee: name, enclosing: enclosing, freshLocals: freshLocals, ownedStates: []).fresh
  }

  /// `freshSeeds`, and what the call passes at all: the callee's name (a call of the view) and
  /// `View.label` for each labelled argument (see `TypeSummary.passedSeeds`), and the labels
  /// given a kept value (`TypeSummary.keptSeeds`); the caller's own `@State`/`@StateObject`
  /// (`ownedStates`) is marked apart (`InjectableState.ownedMark`): the rule reports it at the
  /// call site only for a child that observes the object.
  func seeds(callee name: Int32, enclosing: String, freshLocals: Set<String>, ownedStates: Set<String>) -> (
    fresh: [String], passed: [String], kept: [String]
  ) {
    let callee: String
    if isUpperIdentifier(name) && !isKind(name - 1, .period) {
      callee = text(name) == "Self" ? enclosing : text(name)
      if SwiftUINames.frameworkViews.contains(callee) { return ([], [], []) }
    } else if word(name) == .initWord && isKind(name - 1, .period)
      && (!isKind(name - 2, .identifier) || tokenIs(name - 2, "Self") || word(name - 2) == .selfWord)
    {
      callee = enclosing
    } else {
      return ([], [], [])
    }
    guard let close = closer(of: name + 1) else { return ([], [], []) }
    var seeds: [String] = []
    // `_model = .init(wrappedValue: …)` builds the wrapper, not the view: no call of the view.
    let buildsWrapper = isKind(name - 1, .period) && isKind(name - 2, .equal)
    var passed = buildsWrapper ? [] : [callee]
    var kept: [String] = []
    var token = name + 2
    // The first argument without a label: `Feed(model)` seeds `init(_ model:)` (label `_`).
    if token < close, !buildsWrapper, !(isKind(token, .identifier) && isKind(token + 1, .colon)) {
      let seed = callee + "._"
      passed.append(seed)
      let root = word(token) == .selfWord && isKind(token + 1, .period) ? token + 2 : token
      let single = isKind(token + 1, .comma) || token + 1 == close
      if callee != enclosing && isKeptValue(from: token, before: close) {
        let owned = ownedStates.contains(text(root)) && (isKind(root + 1, .comma) || root + 1 == close)
        kept.append(owned ? seed + InjectableState.ownedMark : seed)
      }
      if isFresh(token) || (single && isKind(token, .identifier) && freshLocals.contains(text(token))) {
        seeds.append(seed)
      }
    }
    while token + 2 < close {
      // A label at depth 1: `(` or `,` before it, `:` after it.
      if isKind(token, .identifier), isKind(token + 1, .colon),
        isKind(token - 1, .leftParen) || isKind(token - 1, .comma)
      {
        let value = token + 2
        if !buildsWrapper { passed.append(callee + "." + text(token)) }
        let root = word(value) == .selfWord && isKind(value + 1, .period) ? value + 2 : value
        if !buildsWrapper && callee != enclosing && isKeptValue(from: value, before: close) {
          let owned = ownedStates.contains(text(root)) && (isKind(root + 1, .comma) || root + 1 == close)
          kept.append(callee + "." + text(token) + (owned ? InjectableState.ownedMark : ""))
        }
        let single = isKind(value + 1, .comma) || value + 1 == close
        if isFresh(value) || (single && isKind(value, .identifier) && freshLocals.contains(text(value))) {
          seeds.append(callee + "." + text(token))
        }
      }
      if let end = closer(of: token),
        isKind(token, .leftParen) || isKind(token, .leftSquare) || isKind(token, .leftBrace)
      {
        token = end
      }
      token += 1
    }
    return (seeds, passed, kept)
  }

  /// `note.title`, `self.model`, `item?.name` up to the argument's end (`,` or `close`): a value
  /// the caller reads from what it keeps (a lowercase root, names and periods only, no call).
  private func isKeptValue(from value: Int32, before close: Int32) -> Bool {
    var end = value
    while end < close && end - value <= 24 && !isKind(end, .comma) { end += 1 }
    return isKeptChain(from: value, before: close) || keptRead(inExpression: TokenRange(value, end)) != nil
  }

  private func isKeptChain(from value: Int32, before close: Int32) -> Bool {
    guard
      (isKind(value, .identifier) && !isUpperIdentifier(value) && !text(value).hasPrefix("$"))
        || word(value) == .selfWord
    else { return false }
    var token = value + 1
    var steps = 0
    while token < close && !isKind(token, .comma) && steps < 12 {
      if isKind(token, .postfixQuestionMark) {
        token += 1
        continue
      }
      guard isKind(token, .period), isKind(token + 1, .identifier) else { return false }
      token += 2
      steps += 1
    }
    return token == close || isKind(token, .comma)
  }

  /// A value that starts here: a literal, an implicit member (`.init()`, `.empty`), a
  /// construction or a constant rooted in a type (`Model()`, `Theme.accent`).
  func isFresh(_ token: Int32) -> Bool {
    var first = token
    if word(first) == .try || word(first) == .await { first += 1 }
    if isKind(first, .string) || isKind(first, .integerLiteral) || isKind(first, .floatLiteral)
      || isKind(first, .leftSquare) || isKind(first, .period)
    {
      return true
    }
    if word(first) == .true || word(first) == .false || word(first) == .nil { return true }
    return isUpperIdentifier(first) || isFactoryCall(first)
  }

  /// `viewModelFactory.swapScene(…)`, `makeModel(…)`, `services.createStore(…)`,
  /// `container.resolve()`: a call that builds what it returns (a factory receiver, a
  /// `make`/`create`/`build` method, or a dependency container's `resolve`).
  private func isFactoryCall(_ first: Int32) -> Bool {
    var token = first
    var viaFactory = false
    var links = 0
    while links < 8 && (isKind(token, .identifier) || word(token) == .selfWord) {
      links += 1
      let name = text(token)
      if isKind(token + 1, .leftParen) {
        // `factory(todo)`, `viewModelFactory(item)`: a factory closure or function called directly.
        // `container.resolve()`: a dependency container builds a new object per call unless the
        // registration says otherwise (Swinject's and Resolver's default scope).
        return viaFactory || BuilderNames.isFactory(name) || BuilderNames.hasBuildingPrefix(name, includingNew: false)
      }
      if name.lowercased().hasSuffix("factory") { viaFactory = true }
      guard isKind(token + 1, .period) else { return false }
      token += 2
    }
    return false
  }

  /// Names the file binds to a construction (`let model = Model(…)`), for `freshSeeds`.
  func freshLocalNames() -> Set<String> {
    // A type's stored property (`@State private var draft = Draft()`) is no local built for a call.
    // Sorted name tokens, searched by halving: cheaper than hashing every member of the file.
    var members: [Int32] = []
    for variables in self.members.variables {
      for index in variables { members.append(syntax.variables[Int(index)].name) }
    }
    members.sort()
    func isMember(_ token: Int32) -> Bool {
      let low = members.partitionPoint { $0 < token }
      return low < members.count && members[low] == token
    }
    // `let`/`var` are rare among the tokens: find them on the raw buffer, then look closer.
    var candidates: [Int32] = []
    tokens.withUnsafeBufferPointer { tokens in
      guard tokens.count > 3 else { return }
      for position in 0..<(tokens.count - 3) {
        let word = tokens[position].word
        if (word == .let || word == .var) && tokens[position + 1].kind == .identifier
          && tokens[position + 2].kind == .equal
        {
          candidates.append(Int32(position))
        }
      }
    }
    var names: Set<String> = []
    for token in candidates where !isMember(token + 1) {
      var value = token + 3
      if word(value) == .try || word(value) == .await { value += 1 }
      if constructedType(at: value) != nil { names.insert(text(token + 1)) }
    }
    return names
  }

  /// `initialScale`, `defaultTab`, `seedValue`, `startDate`, `dateDefault`: a name that says the
  /// caller passes a starting value the view then owns.
  public static func namesStartingValue(_ name: String) -> Bool {
    names(name, startingWithAnyOf: ["initial", "default", "seed", "start", "base"])
      || name.hasSuffix("Default") || name.hasSuffix("Initial")
  }

  /// Does `name` start with one of `prefixes` as a word of its own (`initialScale`,
  /// `default_tab`, `seed`; not `seedling`)? Names of starting values, which rules leave alone.
  public static func names(_ name: String, startingWithAnyOf prefixes: [String]) -> Bool {
    prefixes.contains { prefix in
      guard name.hasPrefix(prefix) else { return false }
      let rest = name.dropFirst(prefix.count)
      return rest.isEmpty || rest.first?.isUppercase == true || rest.first == "_"
    }
  }

  /// Fills in how the view uses each state a caller can seed, from one pass over the tokens of
  /// its body outside its initializers (where `self.x = x` seeds, not writes).
  /// Returns the states only the file's extensions of the view write (see `injectableStates`).
  @discardableResult
  func annotateStateUses(_ states: inout [InjectableState], type: TypeDecl, functions: [Int32]) -> Set<String> {
    var names: [String: StateUse] = [:]
    for state in states { names[state.property] = [] }
    annotateStateUses(&names, type: type, functions: functions)
    // The file's extensions of the view write and hand back its state too (`private extension
    // Picker { func row(…) { … selection = item … } }` beside `onDone(selection)`).
    var writtenInExtensionsOnly: Set<String> = []
    if type.kind != .extension {
      var extensionUses: [String: StateUse] = names.mapValues { _ in [] }
      for index in typesByQualifiedName[qualifiedName(of: type)] ?? [] where Int(index) < syntax.types.count {
        let other = syntax.types[Int(index)]
        guard other.kind == .extension, Int(index) < members.functions.count else { continue }
        annotateStateUses(&extensionUses, type: other, functions: members.functions[Int(index)])
      }
      for (name, use) in extensionUses where !use.isEmpty {
        if use.contains(.written) && !(names[name]?.contains(.written) ?? false) {
          writtenInExtensionsOnly.insert(name)
        }
        names[name, default: []].formUnion(use)
      }
    }
    for index in states.indices { states[index].uses = names[states[index].property] ?? [] }
    return writtenInExtensionsOnly
  }

  private func annotateStateUses(_ names: inout [String: StateUse], type: TypeDecl, functions: [Int32]) {
    guard type.bodyOpen >= 0, type.bodyClose > type.bodyOpen else { return }
    var skips: [Int32: Int32] = [:]
    for index in functions {
      let function = syntax.functions[Int(index)]
      if function.kind == .initializer, function.bodyOpen >= 0, function.bodyClose > function.bodyOpen {
        skips[function.bodyOpen] = function.bodyClose
      }
    }
    // Callees of the open parentheses around the current token (`nil` for a construction or a
    // modifier without a receiver), and where the current re-sync closure ends.
    var callees: [(open: Int32, close: Int32, handsBack: Bool, watches: Bool, local: String?)] = []
    var resyncEnd: Int32 = -1
    var watchEnd: Int32 = -1
    // `vm` in `.onChange(of: vm.selection)`: a view acting on its own state's change, not an input's.
    var watchedOwn: String?
    // `let request = Request(title: title)` then `api.send(request)`: the states read into a
    // construction bound to a local, by the local's name, handed back when the local is.
    var builtLocals: [String: [String]] = [:]
    var token = type.bodyOpen + 1
    while token < type.bodyClose {
      defer { token += 1 }
      if let end = skips[token] {
        token = end
        continue
      }
      while let last = callees.last, last.close <= token { callees.removeLast() }
      guard isKind(token, .identifier) else {
        if isKind(token, .leftParen), let close = closer(of: token) {
          callees.append(
            (
              token, close, handsBack(callee: token - 1), watches(callee: token - 1),
              constructedLocal(callee: token - 1)
            ))
        }
        continue
      }
      let name = text(token)
      if let built = builtLocals[name], !isKind(token - 1, .period), !isKind(token + 1, .equal),
        callees.contains(where: { $0.handsBack })
      {
        for property in built { names[property]?.insert(.handedBack) }
      }
      if name == "onChange" || name == "onReceive" || name == "task", isKind(token + 1, .leftParen),
        let close = closer(of: token + 1)
      {
        // The argument list and a trailing closure.
        let end = isKind(close + 1, .leftBrace) ? (closer(of: close + 1) ?? close) : close
        resyncEnd = max(resyncEnd, end)
        // `.task { … }` runs once per appearance; `.task(id:)` again with each new value.
        if name != "task" || tokenIs(token + 2, "id") {
          watchEnd = max(watchEnd, end)
          var first = token + 2
          if isKind(first, .identifier) && isKind(first + 1, .colon) { first += 2 }
          if word(first) == .selfWord && isKind(first + 1, .period) { first += 2 }
          watchedOwn = isKind(first, .identifier) ? text(first) : nil
        }
      }
      let isBinding = name.hasPrefix("$")
      let property = isBinding ? String(name.dropFirst()) : name
      guard var use = names[property] else { continue }
      if token < watchEnd && property != watchedOwn {
        use.insert(.watched)
        names[property] = use
      }
      // `other.title` is someone else's member; `self.title` is ours.
      if isKind(token - 1, .period) && !(word(token - 2) == .selfWord && !isKind(token - 3, .period)) { continue }
      if isBinding, let call = callees.last, isPresentationBinding(token, inCallOpenedAt: call.open) {
        // `.alert(item: $alert)`: SwiftUI clears it on dismissal, which edits nothing the caller
        // needs back; the copy is read for what it presents (round ff's alert modifier).
        use.insert(.read)
      } else if isBinding {
        use.insert(.written)
        if !isKind(token + 1, .period) { use.insert(.replaced) }
      } else if isKind(token + 1, .equal) {
        use.formUnion([.written, .replaced])
        if token < resyncEnd { use.insert(.resynchronized) }
      } else if writesThrough(after: token) {
        use.insert(.written)
      } else {
        // Not its own declaration (`var router: Router`) nor an argument label (`router:`).
        if word(token - 1) != .var && word(token - 1) != .let && !isKind(token + 1, .colon) { use.insert(.read) }
        if callees.contains(where: { $0.handsBack || $0.watches }) && !readsIdentity(after: token) {
          // Inside a call that hands it on (`model.update(options: .init(name: name))`).
          use.insert(.handedBack)
          if !isKind(token + 1, .period) { use.insert(.handedBackWhole) }
        } else if isKind(previousOutsideSelf(token), .equal) {
          use.insert(.handedBack)
          if !isKind(token + 1, .period) { use.insert(.handedBackWhole) }
        } else if let local = callees.last(where: { $0.local != nil })?.local {
          builtLocals[local, default: []].append(property)
        }
      }
      names[property] = use
    }
  }

  /// `$x` as the `item:` or `isPresented:` argument of `.alert`, `.sheet`, `.fullScreenCover`,
  /// `.popover` or `.confirmationDialog` (the call whose argument list opens at `open`).
  private func isPresentationBinding(_ token: Int32, inCallOpenedAt open: Int32) -> Bool {
    isKind(token - 1, .colon) && (tokenIs(token - 2, "item") || tokenIs(token - 2, "isPresented"))
      && SwiftUINames.presentationBindingModifiers.contains(text(open - 1))
  }

  /// `event.id`: the copy's identity, which names it to a call (`api.fetch(id: event.id)`)
  /// without handing any edit back.
  private func readsIdentity(after token: Int32) -> Bool {
    guard isKind(token + 1, .period), isKind(token + 2, .identifier) else { return false }
    return ["id", "uuid", "identifier"].contains(text(token + 2).lowercased())
  }

  /// `x += 1`, `x.toggle()`, `x.append(…)`, `x.name = …`, `x?.name = …`: the copy is written.
  private func writesThrough(after token: Int32) -> Bool {
    if isCompoundAssignment(token + 1) { return true }
    var current = token
    var steps = 0
    while steps < 8 {
      // `x?.name = …` and `x!.name = …` write through an optional.
      let period =
        isKind(current + 1, .postfixQuestionMark) || isKind(current + 1, .exclamationMark) ? current + 2 : current + 1
      guard isKind(period, .period), isKind(period + 1, .identifier) else { break }
      current = period + 1
      steps += 1
      // `x.count = …`, `x.count -= 1`.
      if isKind(current + 1, .equal) || isCompoundAssignment(current + 1) { return true }
      let member = text(current)
      if isKind(current + 1, .leftParen)
        && ["toggle", "append", "insert", "remove", "removeAll", "removeLast", "removeFirst", "sort"].contains(member)
      {
        return true
      }
      // `x.method(…)` as a statement of its own: its result is unused, so it changes the value;
      // not a stored callback it calls (`model.onTapAction()`), which changes nothing of it.
      if steps == 1, isKind(current + 1, .leftParen), !namesCallback(member), let close = closer(of: current + 1) {
        let first = isKind(token - 1, .period) && word(token - 2) == .selfWord ? token - 2 : token
        let starts =
          tokens[Int(first)].hasNewlineBefore || isKind(first - 1, .leftBrace) || isKind(first - 1, .semicolon)
          || word(first - 1) == .in
        let ends =
          Int(close) + 1 >= tokens.count || tokens[Int(close) + 1].hasNewlineBefore || isKind(close + 1, .rightBrace)
          || isKind(close + 1, .semicolon)
        if starts && ends { return true }
      }
    }
    return false
  }

  /// `onTap`, `tapAction`, `completionHandler`, `didSelectCallback`: a stored closure's name.
  private func namesCallback(_ member: String) -> Bool {
    if member.count > 2, member.hasPrefix("on"), member.dropFirst(2).first?.isUppercase == true { return true }
    return ["Action", "Handler", "Callback", "Closure"].contains { member.hasSuffix($0) }
  }

  /// `onSave(` or `store.update(`: a call that hands an argument to a function or another object;
  /// not a construction (`Text(`) nor a modifier (`.opacity(`).
  private func handsBack(callee: Int32) -> Bool {
    guard isKind(callee, .identifier), !isUpperIdentifier(callee) else { return false }
    guard isKind(callee - 1, .period) else { return true }
    return isKind(callee - 2, .identifier) || word(callee - 2) == .selfWord
  }

  /// `let name = Type(` with `callee` at `Type`: the local a construction is bound to.
  private func constructedLocal(callee: Int32) -> String? {
    guard isUpperIdentifier(callee), !isKind(callee - 1, .period), isKind(callee - 1, .equal),
      isKind(callee - 2, .identifier), word(callee - 3) == .let || word(callee - 3) == .var
    else { return nil }
    return text(callee - 2)
  }

  /// `.onChange(of: x)` / `.task(id: x)`: the view reacts to its own edits of the copy.
  private func watches(callee: Int32) -> Bool {
    tokenIs(callee, "onChange") || tokenIs(callee, "task")
  }

  /// The token before `token`, skipping a `self.` in front of it.
  private func previousOutsideSelf(_ token: Int32) -> Int32 {
    isKind(token - 1, .period) && word(token - 2) == .selfWord ? token - 3 : token - 1
  }
}

/// SwiftUI views and modifiers the graph leaves out: framework views are never project views, and
/// framework modifiers never inject project objects.
enum SwiftUINames {
  static let frameworkViews: Set<String> = [
    "Text", "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "Grid", "GridRow",
    "Button", "Image", "Label", "List", "ForEach", "Group", "Section", "Spacer", "Divider", "ScrollView",
    "ScrollViewReader", "GeometryReader", "Color", "Toggle", "Picker", "TextField", "SecureField", "TextEditor",
    "Form", "NavigationLink", "NavigationStack", "NavigationView", "NavigationSplitView", "TabView", "Menu",
    "ProgressView", "Slider", "Stepper", "DatePicker", "ColorPicker", "Link", "ShareLink", "AsyncImage",
    "EmptyView", "AnyView", "ViewThatFits", "ControlGroup", "DisclosureGroup", "GroupBox", "LabeledContent",
    "Circle", "Rectangle", "RoundedRectangle", "Capsule", "Ellipse", "Path", "Canvas", "TimelineView",
    "ContentUnavailableView", "Font", "String", "Int", "Double", "CGFloat", "CGSize", "CGPoint", "CGRect",
    "UUID", "Date", "URL", "Array", "Set", "Dictionary", "Binding", "EdgeInsets", "Angle", "Animation",
    "LinearGradient", "RadialGradient", "AngularGradient", "Gradient", "Material", "Task", "Alert",
    "ActionSheet", "ToolbarItem", "ToolbarItemGroup", "Table", "TableColumn", "OutlineGroup", "Chart",
    "UnitPoint", "Locale", "TimeZone", "Calendar", "NSAttributedString", "AttributedString", "Optional",
    "UIImage", "UIColor", "Bool", "Float", "Character", "Data", "IndexPath", "NSLocalizedString",
    "LocalizedStringKey", "Result", "DispatchQueue", "NotificationCenter", "Timer", "JSONDecoder", "JSONEncoder",
  ]
  static let navigationContainers: Set<String> = ["NavigationStack", "NavigationView", "NavigationSplitView"]
  /// Modifiers whose content closure is presented on its own (with its own navigation).
  static let presentationModifiers: Set<String> = ["sheet", "fullScreenCover", "popover"]
  /// Modifiers that take an `item:` or `isPresented:` binding SwiftUI clears on dismissal.
  static let presentationBindingModifiers = presentationModifiers.union(["alert", "confirmationDialog"])
  /// Common SwiftUI modifiers (a project modifier not listed here is recorded on edges).
  static let frameworkModifiers: Set<String> = [
    "padding", "frame", "font", "foregroundColor", "foregroundStyle", "background", "overlay", "cornerRadius",
    "clipShape", "clipped", "shadow", "opacity", "offset", "onAppear", "onDisappear", "onTapGesture", "onChange",
    "onReceive", "task", "sheet", "fullScreenCover", "popover", "alert", "confirmationDialog", "navigationTitle",
    "navigationBarTitle", "navigationBarTitleDisplayMode", "navigationBarHidden", "navigationBarItems", "toolbar",
    "toolbarBackground", "tag", "id", "disabled", "hidden", "tint", "accentColor", "buttonStyle", "listStyle",
    "listRowBackground", "listRowInsets", "listRowSeparator", "multilineTextAlignment", "lineLimit", "bold",
    "italic", "fontWeight", "scaledToFit", "scaledToFill", "aspectRatio", "resizable", "renderingMode",
    "accessibilityLabel", "accessibilityIdentifier", "accessibilityHint", "accessibilityElement",
    "accessibilityAddTraits", "contentShape", "gesture", "simultaneousGesture", "animation", "transition",
    "zIndex", "ignoresSafeArea", "edgesIgnoringSafeArea", "safeAreaInset", "navigationDestination",
    "searchable", "refreshable", "onSubmit", "focused", "keyboardType", "textContentType", "autocapitalization",
    "textInputAutocapitalization", "disableAutocorrection", "autocorrectionDisabled", "submitLabel", "environment",
    "environmentObject", "fixedSize", "layoutPriority", "border", "scaleEffect", "rotationEffect", "blur",
    "contextMenu", "swipeActions", "onDelete", "onMove", "labelsHidden", "pickerStyle", "toggleStyle",
    "textFieldStyle", "presentationDetents", "presentationDragIndicator", "interactiveDismissDisabled",
    "preferredColorScheme", "colorScheme", "statusBarHidden", "onOpenURL", "scrollContentBackground",
    "scrollIndicators", "scrollDisabled", "tabItem", "badge", "symbolRenderingMode", "imageScale", "minimumScaleFactor",
    "truncationMode", "kerning", "tracking", "lineSpacing", "strikethrough", "underline", "monospacedDigit",
    "redacted", "allowsHitTesting", "compositingGroup", "drawingGroup", "mask", "controlSize", "menuStyle",
    "onHover", "help", "keyboardShortcut", "frame", "position", "coordinateSpace", "onPreferenceChange",
    "preference", "anchorPreference", "matchedGeometryEffect", "modelContainer", "modelContext", "map", "filter",
    "sorted", "first", "contains", "append", "uppercased", "lowercased", "formatted", "description",
  ]
  static let environmentModifiers: Set<String> = ["environmentObject", "environment"]
}

/// The scratch state of one file's view summaries: the intervals of a body (reused across types) and
/// the file's `#if` directives (found once, when a declaration under one is first asked about).
struct ViewScan {
  private struct Interval {
    var start: Int32
    var end: Int32
    /// Provided type (environment modifier), or a project modifier's name.
    var name: String?
    var isEnvironment: Bool
    var isContainer: Bool
    /// An `.id(…)` modifier: the constructions in its receiver get an identity of their own.
    var isKeyed = false
  }
  private struct Construction {
    var token: Int32
    var name: String
    var isDestination: Bool
    /// The view-building member whose body holds it (into `members`), or -1.
    var member: Int32
  }
  /// A view-building member named in another one's body (`detail` in `.sheet { detail }`).
  private struct MemberReference {
    var from: Int32
    var to: Int32
    var inDestination: Bool
  }
  private var intervals: [Interval] = []
  private var constructions: [Construction] = []
  private var flags: ViewFlags = []
  private var directives: [Int32]?
  /// The current type's view-building members, the references between them, and its
  /// `@Environment(\.dismiss)` declarations (name tokens).
  private var members: [String: Int32] = [:]
  private var memberLengths: Set<Int> = []
  private var references: [MemberReference] = []
  private(set) var memberCount = 0
  var dismissDeclarations: [Int32] = []
  /// The provided types and project modifiers of the bodies `finish` last summed up.
  private(set) var lastProvided: [String] = []
  private(set) var lastModifiers: [String] = []

  /// Starts a type whose view-building members are `names`.
  mutating func beginType(members names: [String]) {
    members = [:]
    memberLengths = []
    references = []
    dismissDeclarations = []
    for name in names where members[name] == nil {
      members[name] = Int32(members.count)
      memberLengths.insert(name.utf8.count)
    }
    memberCount = members.count
  }

  /// Records the constructions and modifiers of one body `open…close` (a brace pair), the body of
  /// view-building member `member` (nil for other content, such as a configuration's).
  mutating func collect(
    _ file: ParsedFile, open: Int32, close: Int32, propertyTypes: inout [String: String], member: String? = nil
  ) {
    guard open >= 0, close > open, Int(close) <= file.tokens.count else { return }
    let from = member.flatMap { members[$0] } ?? -1
    // Where the content of `.sheet`/`.fullScreenCover`/`.popover` ends: a presentation is its own
    // hierarchy, so a navigation container there is not the view's own.
    var presentationEnds: [Int32] = []
    // Where destinations end (presentations, `.navigationDestination`, `NavigationLink` destinations):
    // pushed when reached, so the stack holds only the ranges around the current token, nested.
    var destinationEnds: [Int32] = []
    var pendingDestinations: [Int32: Int32] = [:]
    var token = open + 1
    while token < close {
      defer { token += 1 }
      if !pendingDestinations.isEmpty, let end = pendingDestinations.removeValue(forKey: token) {
        while let last = destinationEnds.last, last <= token { destinationEnds.removeLast() }
        destinationEnds.append(end)
      }
      if file.isKind(token, .period), file.isKind(token + 1, .identifier),
        file.isKind(token + 2, .leftParen) || file.isKind(token + 2, .leftBrace)
      {
        let name = file.text(token + 1)
        if SwiftUINames.presentationModifiers.contains(name) {
          presentationEnds.append(file.groupsEnd(after: token + 2))
        }
        if SwiftUINames.presentationModifiers.contains(name) || name == "navigationDestination" {
          pendingDestinations[token + 2] = file.groupsEnd(after: token + 2)
        }
        modifier(file, dot: token, lower: open + 1, propertyTypes: propertyTypes)
        continue
      }
      if from >= 0, let to = memberReference(file, token) {
        while let end = destinationEnds.last, end <= token { destinationEnds.removeLast() }
        references.append(MemberReference(from: from, to: to, inDestination: !destinationEnds.isEmpty))
        continue
      }
      guard file.isUpperIdentifier(token), !file.isKind(token - 1, .period) else { continue }
      var next = token + 1
      if file.isKind(next, .period) && file.word(next + 1) == .initWord { next += 2 }
      guard file.isKind(next, .leftParen) || file.isKind(next, .leftBrace) else { continue }
      let name = file.text(token)
      while let end = presentationEnds.last, end <= token { presentationEnds.removeLast() }
      while let end = destinationEnds.last, end <= token { destinationEnds.removeLast() }
      if SwiftUINames.navigationContainers.contains(name) && presentationEnds.isEmpty {
        flags.insert(.navigationContainer)
      }
      if name == "NavigationLink", let (start, end) = file.navigationLinkDestination(open: next) {
        pendingDestinations[start] = end
      }
      if SwiftUINames.frameworkViews.contains(name) { continue }
      // `let store = Store()` in the body: `.environmentObject(store)` provides a `Store`.
      if file.isKind(token - 1, .equal), file.isKind(token - 2, .identifier),
        file.word(token - 3) == .let || file.word(token - 3) == .var
      {
        propertyTypes[file.text(token - 2)] = name
      }
      constructions.append(
        Construction(token: token, name: name, isDestination: !destinationEnds.isEmpty, member: from))
      intervals.append(
        Interval(start: token, end: file.groupsEnd(after: next), name: name, isEnvironment: false, isContainer: true))
    }
  }

  /// The member token `token` names (`detail`, `self.detail`, `row(for: item)`), if it names one.
  private func memberReference(_ file: ParsedFile, _ token: Int32) -> Int32? {
    guard !memberLengths.isEmpty, file.isKind(token, .identifier),
      memberLengths.contains(file.tokens[Int(token)].length),
      !file.isKind(token - 1, .period) || file.word(token - 2) == .selfWord, !file.isKind(token + 1, .colon)
    else { return nil }
    return members[file.text(token)]
  }

  /// Which members only destinations reach: not `body`, not unreferenced (called from elsewhere),
  /// and named only inside a destination or from members that are themselves destination-only.
  private func destinationOnlyMembers() -> [Bool] {
    guard memberCount > 0, !references.isEmpty else { return [Bool](repeating: false, count: memberCount) }
    var referenced = [Bool](repeating: false, count: memberCount)
    var inline: [[Int32]] = Array(repeating: [], count: memberCount)
    for reference in references where reference.from != reference.to {
      referenced[Int(reference.to)] = true
      if !reference.inDestination { inline[Int(reference.from)].append(reference.to) }
    }
    var reached = referenced.map { !$0 }
    var queue = reached.indices.filter { reached[$0] }.map(Int32.init)
    while let member = queue.popLast() {
      for target in inline[Int(member)] where !reached[Int(target)] {
        reached[Int(target)] = true
        queue.append(target)
      }
    }
    return reached.map { !$0 }
  }

  private mutating func modifier(_ file: ParsedFile, dot: Int32, lower: Int32, propertyTypes: [String: String]) {
    let name = file.text(dot + 1)
    let start = file.receiverStart(ofDot: dot, lower: lower)
    guard start < dot else { return }
    if SwiftUINames.environmentModifiers.contains(name) {
      guard file.isKind(dot + 2, .leftParen) else { return }
      flags.insert(.providesEnvironment)
      let argument = dot + 3
      // `.environment(\.key, value)` provides an environment value, never an object.
      if file.isKind(argument, .backslash) { return }
      let type = file.providedType(at: argument, close: file.matchingClose(dot + 2), propertyTypes: propertyTypes)
      intervals.append(Interval(start: start, end: dot, name: type, isEnvironment: true, isContainer: false))
      return
    }
    if name == "id", file.isKind(dot + 2, .leftParen) {
      intervals.append(
        Interval(start: start, end: dot, name: nil, isEnvironment: false, isContainer: false, isKeyed: true))
      return
    }
    var recorded = name
    if name == "modifier", file.isKind(dot + 2, .leftParen), let type = file.constructedType(at: dot + 3) {
      recorded = type
    } else if SwiftUINames.frameworkModifiers.contains(name) {
      return
    }
    intervals.append(Interval(start: start, end: dot, name: recorded, isEnvironment: false, isContainer: false))
  }

  /// The edges of the bodies collected since the last call, and the flags seen.
  mutating func finish() -> ([ViewEdge], ViewFlags) {
    defer {
      intervals.removeAll(keepingCapacity: true)
      constructions.removeAll(keepingCapacity: true)
      flags = []
    }
    lastProvided = []
    lastModifiers = []
    for interval in intervals where !interval.isContainer {
      guard let name = interval.name else {
        if interval.isEnvironment { flags.insert(.providesUnknownEnvironment) }
        continue
      }
      if interval.isEnvironment {
        if !lastProvided.contains(name) { lastProvided.append(name) }
      } else if !lastModifiers.contains(name) {
        lastModifiers.append(name)
      }
    }
    let flags = self.flags
    let destinationOnly = destinationOnlyMembers()
    // Expression intervals nest or are disjoint: a sweep with a stack finds those around each construction.
    let sorted = intervals.sorted { $0.start != $1.start ? $0.start < $1.start : $0.end > $1.end }
    var stack: [Int] = []
    var next = 0
    var edges: [ViewEdge] = []
    for construction in constructions {
      while next < sorted.count && sorted[next].start <= construction.token {
        while let top = stack.last, sorted[top].end <= sorted[next].start { stack.removeLast() }
        stack.append(next)
        next += 1
      }
      while let top = stack.last, sorted[top].end <= construction.token { stack.removeLast() }
      var edge = ViewEdge(target: construction.name)
      edge.isDestination =
        construction.isDestination
        || (construction.member >= 0 && Int(construction.member) < destinationOnly.count
          && destinationOnly[Int(construction.member)])
      for position in stack {
        let interval = sorted[position]
        guard interval.end > construction.token else { continue }
        if interval.isKeyed {
          edge.isKeyed = true
        } else if interval.isContainer {
          if interval.start != construction.token, let name = interval.name, !edge.containers.contains(name) {
            edge.containers.append(name)
          }
        } else if interval.isEnvironment {
          if let name = interval.name {
            if !edge.provided.contains(name) { edge.provided.append(name) }
          } else {
            edge.providesUnknown = true
          }
        } else if let name = interval.name, !edge.modifiers.contains(name) {
          edge.modifiers.append(name)
        }
      }
      if !edges.contains(edge) { edges.append(edge) }
    }
    return (edges, flags)
  }

  /// The `#if` condition around `token` (innermost), as written, or nil.
  mutating func condition(in file: ParsedFile, at token: Int32) -> String? {
    if directives == nil {
      var found: [Int32] = []
      for (index, value) in file.tokens.enumerated() where value.kind == .poundKeyword {
        let word = value.word
        if word == .if || word == .elseif || word == .else || word == .endif { found.append(Int32(index)) }
      }
      directives = found
    }
    guard let directives, !directives.isEmpty else { return nil }
    // The open `#if` branches before `token`.
    var stack: [(directive: Int32, negated: [Int32])] = []
    for directive in directives {
      if directive >= token { break }
      switch file.word(directive) {
      case .if: stack.append((directive, []))
      case .elseif, .else:
        guard var top = stack.popLast() else { continue }
        top.negated.append(top.directive)
        top.directive = directive
        stack.append(top)
      default: _ = stack.popLast()
      }
    }
    guard let innermost = stack.last else { return nil }
    var parts = innermost.negated.map { "!(" + file.directiveCondition($0) + ")" }
    if file.word(innermost.directive) != .else { parts.append(file.directiveCondition(innermost.directive)) }
    return parts.joined(separator: " && ")
  }
}

extension ParsedFile {
  /// The destination of `NavigationLink` whose arguments or first trailing closure open at `open`,
  /// as `start..<end` tokens: the `destination:` argument, else (no `value:` link) the first
  /// trailing closure (`NavigationLink("Title") { Detail() }`, `NavigationLink { Detail() } label: { … }`).
  func navigationLinkDestination(open: Int32) -> (Int32, Int32)? {
    var trailing = open
    if isKind(open, .leftParen) {
      let close = matchingClose(open)
      guard close > open else { return nil }
      var token = open + 1
      var hasValue = false
      while token < close {
        if isKind(token, .leftParen) || isKind(token, .leftBrace) || isKind(token, .leftSquare) {
          let end = matchingClose(token)
          guard end > token else { return nil }
          token = end + 1
          continue
        }
        if isKind(token, .identifier), isKind(token + 1, .colon),
          isKind(token - 1, .leftParen) || isKind(token - 1, .comma)
        {
          if tokenIs(token, "destination") {
            var end = token + 2
            while end < close && !isKind(end, .comma) {
              let group = isKind(end, .leftParen) || isKind(end, .leftBrace) || isKind(end, .leftSquare)
              end = group && matchingClose(end) > end ? matchingClose(end) + 1 : end + 1
            }
            return (token + 2, end)
          }
          if tokenIs(token, "value") { hasValue = true }
        }
        token += 1
      }
      guard !hasValue else { return nil }
      trailing = close + 1
    }
    guard isKind(trailing, .leftBrace) else { return nil }
    let end = matchingClose(trailing)
    return end > trailing ? (trailing, end + 1) : nil
  }

  /// The matching closer of the group opened at `open`, or -1.
  func matchingClose(_ open: Int32) -> Int32 { closer(of: open) ?? -1 }

  /// The text of a `#if`/`#elseif` condition (the rest of its line).
  func directiveCondition(_ directive: Int32) -> String {
    var end = directive + 1
    while isValid(end) && end - directive < 32 && !tokens[Int(end)].hasNewlineBefore { end += 1 }
    return compactText(TokenRange(directive + 1, end))
  }

  /// The first token of the postfix expression a `.member` at `dot` applies to (`VStack { … }` in
  /// `VStack { … }.environmentObject(s)`), no lower than `lower`; `dot` itself when there is none.
  func receiverStart(ofDot dot: Int32, lower: Int32) -> Int32 {
    var current = dot - 1
    var start = dot
    var steps = 0
    while current >= lower && steps < 4096 {
      steps += 1
      guard let kind = kind(current) else { break }
      switch kind {
      case .rightParen, .rightBrace, .rightSquare:
        let open = Int(current) < syntax.match.count ? syntax.match[Int(current)] : -1
        guard open >= lower && open < current else { return start }
        start = open
        current = open - 1
      case .identifier, .keyword:
        if kind == .keyword && word(current) != .selfWord && word(current) != .super && word(current) != .initWord {
          return start
        }
        start = current
        guard isKind(current - 1, .period) else { return start }
        current -= 2
        // `.padding()` on its own: an implicit member chain has no receiver to extend.
        if current < lower { return start }
      case .postfixQuestionMark, .exclamationMark:
        current -= 1
      case .period:
        current -= 1
      default:
        return start
      }
    }
    return start
  }

  /// The object type `.environmentObject(x)` provides, or nil when it is not known.
  func providedType(at argument: Int32, close: Int32, propertyTypes: [String: String]) -> String? {
    guard close > argument else { return nil }
    if let type = constructedType(at: argument) {
      // `Store()`, `Store.shared`: the argument must be just that (`Store.shared.child` is something else).
      var end = argument + 1
      if isKind(end, .leftParen) { end = matchingClose(end) + 1 }
      if isKind(end, .period) { end += 2 }
      if isKind(end, .leftParen) { end = matchingClose(end) + 1 }
      return end == close ? type : nil
    }
    var name = argument
    if word(name) == .selfWord && isKind(name + 1, .period) { name += 2 }
    guard isKind(name, .identifier), name + 1 == close else { return nil }
    return propertyTypes[text(name)]
  }
}
