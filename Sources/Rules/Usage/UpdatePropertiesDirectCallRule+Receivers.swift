import BridgeLint

/// What the receiver of a direct call is: its declared, constructed or cast type, or a view by
/// where it comes from (a view's subviews, a type named like a view that the project does not declare).
extension UpdatePropertiesDirectCallRule {
  /// The declared or constructed type of a receiver that is one name (`label`, `self.header`,
  /// `overlay?`).
  func typeName(of receiver: TokenRange, at call: Call, _ model: BridgeModel) -> String? {
    let file = model.file
    var name = receiver.start
    let explicitSelf = file.word(name) == .selfWord && file.isKind(name + 1, .period)
    if explicitSelf { name += 2 }
    // `overlay?.updateConstraints()`: the optional chain is not part of the name.
    let end = file.droppingTrailingUnwraps(TokenRange(name, receiver.end), minimum: 1).end
    guard name + 1 == end, file.kind(name) == .identifier else { return nil }
    let text = file.text(name)
    if !explicitSelf, let binding = file.code.binding(of: text, at: TokenID(name)) {
      switch binding.kind {
      case .local(let variable):
        let declaration = file[variable: variable]
        return file.typeName(in: declaration.type) ?? model.constructedType(declaration.initializer)
          ?? castType(declaration.initializer, file) ?? returnType(of: declaration.initializer, file)
      case .forPattern:
        // `for view in subviews { view.layoutSubviews() }`: the elements are views.
        guard let declaration = binding.declaration else { return nil }
        return isSubviews(loopSequenceOf: declaration, file) ? "UIView" : nil
      case .parameter(let function):
        let declaration = file[function: function]
        for parameter in file.parameters(of: declaration) {
          if file.isValid(parameter.name), file.text(parameter.name) == text {
            return file.typeName(in: parameter.type)
          }
        }
        return nil
      case .closureParameter(let closure), .anonymousClosureParameter(let closure):
        return subviewsElementType(closure, file)
      case .optionalBinding:
        guard let declaration = binding.declaration else { return nil }
        return boundCallType(boundAt: declaration, file)
      default: return nil
      }
    }
    guard let owner = enclosingType(of: call, model), let property = model.property(named: text, in: owner)
    else { return nil }
    let declaration = file[variable: property]
    return file.typeName(in: declaration.type) ?? model.constructedType(declaration.initializer)
  }

  /// `UIView` for the parameter of a closure given to `forEach` on `subviews` or
  /// `arrangedSubviews` (`stack.arrangedSubviews.forEach { view in … }`): the elements are views.
  private func subviewsElementType(_ closure: ClosureID, _ file: ParsedFile) -> String? {
    guard let id = file.code.receivingCall(of: closure) else { return nil }
    let call = file[call: id]
    guard file.tokenIs(call.name, "forEach"), var receiver = file.receiver(of: call), !receiver.isEmpty else {
      return nil
    }
    // `subviews.filter { $0 is UICollectionReusableView }.forEach { … }`: still subviews.
    if let first = receiver.first, let last = receiver.last,
      file.isKind(last, .rightParen) || file.isKind(last, .rightBrace),
      let open = file.opener(ofBracket: last), file.tokenIs(before: open, "filter"),
      let period = file.token(before: open).flatMap(file.token(before:)), file.isKind(period, .period)
    {
      receiver = TokenRange(first, upTo: period)
    }
    guard let last = receiver.last, file.tokenIs(last, "subviews") || file.tokenIs(last, "arrangedSubviews") else {
      return nil
    }
    return "UIView"
  }

  /// The type of a name bound from a call (`guard let to = context.viewController(forKey: .to)`,
  /// `if let preview = delegate.previewView(for: id)`): `UIViewController` for a transition
  /// context's `viewController(forKey:)`, else the return type of the method when this file
  /// declares it once (a delegate protocol's `-> UIView?`). Reads at most 64 tokens.
  private func boundCallType(boundAt declaration: TokenID, _ file: ParsedFile) -> String? {
    guard let value = file.optionalBindingValue(declaredAt: declaration) else { return nil }
    // `if let title = navigationItem.titleView as? TitleView`: the cast's type.
    if let cast = castType(value, file) { return cast }
    guard let last = value.last, file.isKind(last, .rightParen), let open = file.opener(ofBracket: last),
      let callee = file.token(before: open), file.isKind(callee, .identifier)
    else { return nil }
    if file.tokenIs(callee, "viewController") && file.tokenIs(after: open, "forKey") { return "UIViewController" }
    return returnType(of: value, file)
  }

  /// The return type of the method a value calls (`self.renderCarousel(…)`), when this file
  /// declares one method of that name.
  private func returnType(of value: TokenRange, _ file: ParsedFile) -> String? {
    guard let last = value.last, file.isKind(last, .rightParen), let open = file.opener(ofBracket: last),
      let callee = file.token(before: open), file.isKind(callee, .identifier), !file.isUpperIdentifier(callee)
    else { return nil }
    let declared = file.functions(named: file.text(callee))
    guard declared.count == 1, let function = declared.first else { return nil }
    return file.typeName(in: function.returnType)
  }

  /// `tableView.dequeueReusableCell(…) as! StatsCell`, `… as? BannerView`: the cast's type.
  private func castType(_ value: TokenRange, _ file: ParsedFile) -> String? {
    guard let last = value.last, file.kind(last) == .identifier, let before = file.token(before: last) else {
      return nil
    }
    let marked = file.isKind(before, .exclamationMark) || file.isKind(before, .postfixQuestionMark)
    guard let keyword = marked ? file.token(before: before) : before, file.word(keyword) == .as,
      value.contains(keyword)
    else { return nil }
    return file.text(last)
  }

  /// Is the `for` loop whose pattern is declared at `declaration` over `subviews` or
  /// `arrangedSubviews` (`for view in subviews`, `for view in stack.arrangedSubviews`)?
  private func isSubviews(loopSequenceOf declaration: TokenID, _ file: ParsedFile) -> Bool {
    guard let keyword = file.token(after: declaration), file.word(keyword) == .in else { return false }
    var token = TokenRange(keyword, count: 1).end
    var steps = 0
    // A member chain of names (`self.stack.arrangedSubviews`), at most 8 links.
    while steps < 8, file.kind(token) == .identifier || file.word(token) == .selfWord, file.isKind(token + 1, .period) {
      token += 2
      steps += 1
    }
    guard file.kind(token) == .identifier, file.isKind(token + 1, .leftBrace) || file.word(token + 1) == .where
    else { return false }
    return file.tokenIs(token, "subviews") || file.tokenIs(token, "arrangedSubviews")
  }

  /// A type the project does not declare and no framework answers for, named like a UIKit view
  /// (`OAStatsCell`, `SoraBadgeView`: an Objective-C class or a dependency's), in a file that
  /// imports UIKit. A project type of such a name is decided by its declaration instead.
  func isUndeclaredView(_ name: String, _ model: BridgeModel) -> Bool {
    let simple = name.split(separator: ".").last.map(String.init) ?? name
    guard model.imports.uiKit, simple.hasSuffix("View") || simple.hasSuffix("Cell") else { return false }
    return !model.index.has(.isKnown, name)
  }

  /// A type the project neither declares nor extends and no framework answers for, in a file
  /// that imports UIKit: a dependency's or an Objective-C class.
  func isUndeclaredType(_ name: String, _ model: BridgeModel) -> Bool {
    model.imports.uiKit && model.index.roots(of: name).isEmpty && !model.index.has(.isKnown, name)
  }

  /// UIKit members that hold a view, reached through a chain (`navigationItem.titleView`,
  /// `table.tableHeaderView`, `view.superview`), optional chaining included.
  func isUIKitViewMember(_ receiver: TokenRange, _ file: ParsedFile) -> Bool {
    trailingMember(of: receiver, file).map(Self.viewMembers.contains) ?? false
  }

  /// A member chain (`vc.contentStackView`, `controller.tabBarView?`) ending in a name that ends
  /// in `View` or `Cell`, in a file that imports UIKit: only `UIView` declares `layoutSubviews()`
  /// and `updateConstraints()`, so such a member of a type declared elsewhere is a view.
  func isViewNamedMember(_ receiver: TokenRange, _ model: BridgeModel) -> Bool {
    guard model.imports.uiKit, let name = trailingMember(of: receiver, model.file) else { return false }
    return name.hasSuffix("View") || name.hasSuffix("Cell")
  }

  /// The last name of a member chain (`titleView` in `navigationItem.titleView?`), unwraps dropped.
  private func trailingMember(of receiver: TokenRange, _ file: ParsedFile) -> String? {
    let end = file.droppingTrailingUnwraps(receiver).end
    guard end - receiver.start >= 3, file.kind(end - 1) == .identifier, file.isKind(end - 2, .period) else {
      return nil
    }
    return file.text(end - 1)
  }

  private static let viewMembers: Set<String> = [
    "titleView", "tableHeaderView", "tableFooterView", "backgroundView", "selectedBackgroundView", "superview",
    "inputAccessoryView", "accessoryView", "customView",
  ]

  /// A project type whose superclass the project does not declare, named like a UIKit view
  /// controller (`final class AccountScreen: SoramitsuViewController`), in a file importing UIKit.
  func inheritsUndeclaredController(_ owner: TypeID, _ model: BridgeModel) -> Bool {
    guard model.imports.uiKit, let superclass = superclass(of: owner, model.file),
      superclass.hasSuffix("ViewController")
    else { return false }
    return !model.index.has(.isKnown, superclass)
  }

  /// A project type whose superclass the project does not declare, named like a UIKit view.
  func inheritsUndeclaredView(_ owner: TypeID, _ model: BridgeModel) -> Bool {
    superclass(of: owner, model.file).map { isUndeclaredView($0, model) } ?? false
  }

  /// The first name of the type's inheritance clause (its superclass, for a class).
  private func superclass(of type: TypeID, _ file: ParsedFile) -> String? {
    file.inheritedNames(of: file[type: type]).first
  }
}
