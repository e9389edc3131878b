import BridgeLint

/// Model helpers only this rule reads (issue 27: shared ones stay in the model).
extension Representable.Flavor {
  /// `update…(_:context:)`'s name for this flavor.
  var updateMethod: String {
    makeMethod.replacingOccurrences(of: "make", with: "update").replacingOccurrences(
      of: "(context:)", with: "(_:context:)")
  }
}

extension MakeOnlyConfigurationRule {
  /// A stored instance property of the representable without a wrapper, not a closure nor a `let`
  /// with a value (no caller can pass one): an input its callers pass (`let url: URL`).
  func isPlainInput(_ name: String, of type: TypeID, _ model: BridgeModel) -> Bool {
    guard let variable = model.property(named: name, in: type) else { return false }
    let file = model.file
    let declaration = file[variable: variable]
    return !declaration.isComputed && !declaration.modifiers.isTypeMember && file.wrapperName(of: declaration) == nil
      && !file.isFunctionType(declaration.type) && !(declaration.isLet && !declaration.initializer.isEmpty)
  }

  /// `initialPage`, `defaultFont`: an input its name says is applied once.
  func isStartingValue(_ name: String) -> Bool {
    ParsedFile.names(name, startingWithAnyOf: ["initial", "default"])
  }

  /// The representable's properties that reach the local `token` names: its value read in
  /// `make…` (`let region = MKCoordinateRegion(center: center, …)`, `if let url = page.url`),
  /// following locals of locals. Follows at most 16 locals, each once, without recursion, and
  /// reads no value longer than 128 tokens, so a use costs a bounded amount whatever the file.
  func inputsThroughLocals(_ token: TokenID, _ make: LifecycleMethod, _ model: BridgeModel) -> [String] {
    let file = model.file
    var names: [String] = []
    var pending = [token]
    var followed: Set<TokenID> = []
    while let use = pending.popLast() {
      guard let binding = file.code.binding(of: file.text(use), at: use), let declaration = binding.declaration,
        make.body.contains(declaration), followed.count < 16, followed.insert(declaration).inserted,
        let value = localValue(binding, file), value.end - value.start <= 128
      else { continue }
      for (range, identifier) in identifiers(in: value, file) {
        if case .property(let variable) = model.root(of: range, in: make) {
          names.append(file.text(file[variable: variable].name))
        } else if file.word(range.start) != .selfWord {
          pending.append(identifier)
        }
      }
    }
    return names
  }

  /// The representable's properties read in the handler of a `UIAction` built in `make…` (and
  /// not in `update…`): the action keeps the values of the first pass.
  func actionReads(_ make: LifecycleMethod, skipping readInUpdate: Set<String>, _ model: BridgeModel)
    -> [(TokenID, String)]
  {
    let file = model.file
    var result: [(TokenID, String)] = []
    for closure in file.code.closures(in: make.body) {
      guard let call = file.code.receivingCall(of: closure).map({ file[call: $0] }), let name = call.nameToken,
        file.text(name) == "UIAction"
      else { continue }
      let value = file[closure: closure]
      for (range, token) in identifiers(in: TokenRange(value.bodyStart, value.close), file) {
        guard case .property(let variable) = model.root(of: range, in: make) else { continue }
        let property = file.text(file[variable: variable].name)
        if !readInUpdate.contains(property) { result.append((token, property)) }
      }
    }
    return result
  }

  /// Initializer labels of UIKit and AppKit views that set a property changeable later, by type.
  static let initializerProperties: [String: [String: String]] = [
    "UIImageView": ["image": "image"], "NSImageView": ["image": "image"],
    "NSTextField": [
      "string": "stringValue", "labelWithString": "stringValue", "wrappingLabelWithString": "stringValue",
    ],
  ]

  /// Inputs `make…` hands a view's initializer that sets a changeable property
  /// (`UIImageView(image: icon)`), or a project view's or controller's initializer that sets a
  /// `var` it lets others set (`LinkView(title: title)`), where `update…` does not read them.
  func initializerReads(_ make: LifecycleMethod, skipping readInUpdate: Set<String>, _ model: BridgeModel)
    -> [(TokenID, String, FindingMessage)]
  {
    let file = model.file
    var result: [(TokenID, String, FindingMessage)] = []
    for call in file.calls(in: make.body) {
      guard let callee = call.nameToken, call.isUnqualified, model.timing(of: callee, in: make) == .inPass else {
        continue
      }
      let type = file.text(callee)
      let labels = Self.initializerProperties[type]
      for argument in file.arguments(of: call) {
        guard let label = TokenID(ifPresent: argument.label).map({ file.text($0) }) else { continue }
        let message: (String) -> FindingMessage
        if let member = labels?[label] {
          message = { .makeOnly($0, member, make.representable.flavor) }
        } else if labels == nil, isSettable(label, of: type, model.index) {
          message = { .passedToInitializer($0, type, label, make.representable.flavor) }
        } else {
          continue
        }
        for (token, name) in inputs(in: argument.value, make, skipping: readInUpdate, model)
        where labels != nil || !hasDefault(name, make, model) {
          result.append((token, name, message(name)))
        }
      }
    }
    return result
  }

  /// Does the representable give its input `name` a value (`var search = UISearchController()`),
  /// hold it `weak` (a parent controller) or wrap it (a `@Binding` written by a closure stays
  /// live)? Such a property is no plain input a project type must take again.
  func hasDefault(_ name: String, _ make: LifecycleMethod, _ model: BridgeModel) -> Bool {
    guard let type = make.representable.declarations.first, let variable = model.property(named: name, in: type)
    else { return true }
    let declaration = model.file[variable: variable]
    return !declaration.initializer.isEmpty || declaration.modifiers.contains(.weak)
      || model.file.wrapperName(of: declaration) != nil
  }

  /// Can `member` of the project type `type` be set after creation: a UIKit or AppKit view or
  /// controller class the project declares with a stored `var` of that name others can set (not a delegate)?
  /// False when the index does not know the type or the property.
  func isSettable(_ member: String, of type: String, _ index: ProjectIndex) -> Bool {
    let viewsAndControllers: FrameworkRoots = [.uiKitView, .appKitView, .uiKitViewController, .appKitViewController]
    // A delegate or data source connects objects; it shows no value.
    let lowered = member.lowercased()
    guard !lowered.hasSuffix("delegate"), !lowered.hasSuffix("datasource") else { return false }
    return !index.roots(of: type, among: viewsAndControllers).isEmpty && index.has(.settableStoredVar(member), type)
  }

  /// A `let`'s initializer, or an optional binding's value (see `optionalBindingValue`).
  private func localValue(_ binding: Binding, _ file: ParsedFile) -> TokenRange? {
    switch binding.kind {
    case .local(let variable):
      let value = file[variable: variable].initializer
      return value.isEmpty ? nil : value
    case .optionalBinding:
      return binding.declaration.flatMap { file.optionalBindingValue(declaredAt: $0) }
    default:
      return nil
    }
  }

  /// Identifiers of `range` that can name a property (`text`, `self.text`; not `$text`, not `x.text`).
  func identifiers(in range: TokenRange, _ file: ParsedFile) -> [(TokenRange, TokenID)] {
    var result: [(TokenRange, TokenID)] = []
    var token = range.start
    while token < range.end {
      defer { token += 1 }
      // An argument label (`URLRequest(url: url)`) names no property.
      let isLabel =
        file.isKind(token + 1, .colon) && (file.isKind(token - 1, .leftParen) || file.isKind(token - 1, .comma))
      guard file.kind(token) == .identifier, !file.text(token).hasPrefix("$"), !isLabel else { continue }
      if file.isKind(token - 1, .period) && !(file.word(token - 2) == .selfWord && !file.isKind(token - 3, .period)) {
        continue
      }
      let start = file.word(token - 2) == .selfWord && file.isKind(token - 1, .period) ? token - 2 : token
      result.append((TokenRange(start, token + 1), TokenID(token)))
    }
    return result
  }

  /// Names used in `update…` as the representable's own (`text`, `self.text`, `$text`).
  func propertyNamesRead(in body: TokenRange, _ file: ParsedFile) -> Set<String> {
    var names: Set<String> = []
    var token = body.start
    while token < body.end {
      defer { token += 1 }
      guard file.kind(token) == .identifier else { continue }
      if file.isKind(token - 1, .period) && file.word(token - 2) != .selfWord { continue }
      var name = file.text(token)
      if name.hasPrefix("$") { name.removeFirst() }
      names.insert(name)
    }
    return names
  }

  /// The key path's last name in `@Environment(\.dismiss)`, read within the attribute's parentheses.
  func environmentKey(_ property: WrappedProperty, _ file: ParsedFile) -> String {
    let window = TokenRange(property.attribute, count: 12)
    var token = window.start + 2
    guard file.isKind(token, .leftParen) else { return "" }
    var last = ""
    while token < window.end, file.isValid(token), !file.isKind(token, .rightParen) {
      if file.kind(token) == .identifier { last = file.text(token) }
      token += 1
    }
    return last
  }

  /// Web view calls that show an input (a URL, an HTML string).
  static let loads: Set<String> = ["load", "loadHTMLString", "loadFileURL"]

  /// Map view calls that show an input (a region, a center, a camera).
  static let mapMoves: Set<String> = ["setRegion", "setCenter", "setCamera", "setVisibleMapRect"]

  /// Environment values that are actions, not values that change within one presentation.
  static let environmentActions: Set<String> = [
    "dismiss", "openURL", "openWindow", "dismissWindow", "openSettings", "openImmersiveSpace",
    "dismissImmersiveSpace", "dismissSearch", "refresh", "openDocument", "newDocument", "rename", "purchase",
    "requestReview", "resetFocus", "presentationMode",
  ]

  /// `update…` hands `self` on (`context.coordinator.parent = self`, `configure(self)`) or calls
  /// a helper of the representable (`apply(to: view)`): the input may be applied there.
  func delegatesApplying(_ update: LifecycleMethod, _ model: BridgeModel) -> Bool {
    let file = model.file
    var token = update.body.start
    while token < update.body.end {
      if file.word(token) == .selfWord && !file.isKind(token + 1, .period) { return true }
      token += 1
    }
    let helpers = Set(
      update.representable.declarations.flatMap { model.members(of: $0).functions }.map {
        file.text(file[function: $0].name)
      })
    return file.calls(in: update.body).contains { call in
      guard let name = call.nameToken else { return false }
      return (call.isUnqualified || file.isCalledOnSelf(call)) && helpers.contains(file.text(name))
    }
  }
}

extension FindingMessage {
  static func passedToInitializer(_ name: String, _ type: String, _ label: String, _ flavor: Representable.Flavor)
    -> FindingMessage
  {
    FindingMessage(
      "`\(name)` is passed to `\(type)` only in `\(flavor.makeMethod)`, so a later value is never shown; set `\(label)` in `\(flavor.updateMethod)` too"
    )
  }

  static func makeOnly(_ name: String, _ member: String, _ flavor: Representable.Flavor) -> FindingMessage {
    FindingMessage(
      "`\(name)` is applied to `\(member)` only in `\(flavor.makeMethod)`, so later changes are ignored; apply it in `\(flavor.updateMethod)` too"
    )
  }
}
