import BridgeLint

/// `@State`/`@StateObject` with a default value that is not `private`.
public struct StateNotPrivateRule: Rule {
  public init() {}

  public static func relevance(in index: ProjectIndex) -> Relevance { .anyOf(names: ["State", "StateObject"]) }

  /// Its fix is safe only when no other file names the member.
  public static var usesMemberNames: Bool { true }

  public static let description = RuleDescription(
    identifier: "state_not_private",
    name: "State Not Private",
    summary: "`@State`/`@StateObject` with a default value should be `private`: the view owns it",
    rationale: """
      `@State` and `@StateObject` are storage the view owns: SwiftUI keeps the first value and \
      ignores whatever a later initializer passes in. A non-private declaration invites callers \
      to pass a value through the memberwise initializer (`Counter(count: 5)`), which works on \
      the first render and is silently ignored after that. Apple's documentation says to declare \
      them `private`; SwiftLint's `private_swiftui_state` checks the same.

      Reported on the access modifier to change (or on `var` when there is none): `private(set)` \
      is not private (the getter and the memberwise parameter stay visible). Declarations \
      without a default value are `duplicate_state_copy`'s matter (the memberwise initializer \
      then seeds them). `@Previewable @State` inside `#Preview` is a local, not a property, and \
      is not reported. Real code showed that in a type with an explicit `init`, or in a \
      `private` type, the risk is style only: still reported, as the rule's `info` severity says.

      The fix (declare it `private`) is offered only in a view whose declaration has its own \
      `init`: otherwise the property is a parameter of the memberwise initializer, which \
      `private` would remove from every caller. It is `safe` (applied by `--fix`) only when the \
      project index proves nothing outside the type and its extensions in the same file names \
      the member, so `private` can neither break a use nor change what runs: no use after a `.` \
      (`row.isOn`, `row.$isOn`, key paths) in another file or elsewhere in this one, no extension \
      of the type in another file that names it, no `@usableFromInline`, `@objc`, `@IBOutlet`, \
      `@IBInspectable` or `@NSManaged` on it, no `@inlinable` code in the type, no protocol \
      requirement it may satisfy, not `public`/`open`/`package`, and not a class (a subclass \
      may use it). Where that is not proven the fix is shown with the reason and never applied.
      """,
    kind: .state,
    defaultSeverity: .info,
    isOptIn: true,
    nonTriggeringExamples: StateNotPrivateExamples.nonTriggering,
    triggeringExamples: StateNotPrivateExamples.triggering,
    fixAvailability: .sometimes,
    corrections: StateNotPrivateExamples.corrections
  )

  public func check(_ file: ParsedFile, _ context: inout RuleContext) {
    let model = context.model
    var seen = Set<String>()
    // Names written after a `.`, by name, with where: built once, when a fix is first considered.
    var memberTokens: [String: [TokenID]]?
    for type in model.types {
      guard let view = model.swiftUIView(type), seen.insert(view.name).inserted else { continue }
      // Reasons that hold for every member of the view, asked once.
      var viewChecked = false
      var viewReason: String?
      for property in view.properties where property.wrapper.isViewOwned && !property.isPrivate {
        let variable = file[variable: property.variable]
        guard property.defaultValue != nil, !variable.isLet, let keyword = variable.keywordToken else { continue }
        let anchor = accessModifier(before: keyword, after: property.attribute, in: file)
        var fix: Fix?
        if view.hasExplicitInit {
          if memberTokens == nil { memberTokens = namesAfterPeriod(in: file) }
          if !viewChecked {
            viewReason = reasonForType(view, model)
            viewChecked = true
          }
          let reason = viewReason ?? reasonForProperty(property, variable, view, memberTokens ?? [:], model)
          fix = privateFix(modifier: anchor, keyword: keyword, withheldBecause: reason, in: file)
        }
        context.report(file, at: anchor ?? keyword, .notPrivate(property.wrapper.name), fix: fix)
      }
    }
  }

  /// Declare it `private`. Only in a view with its own initializer in its declaration: otherwise
  /// the property is a parameter of the memberwise initializer, which `private` would take from
  /// every caller (and a `private` stored property makes that initializer `private`). Safe when
  /// nothing outside the type and its extensions in this file can name the member (see
  /// `reasonForType` and `reasonForProperty`): then `private` neither changes what runs nor
  /// breaks a use. Otherwise shown with the reason, never applied.
  private func privateFix(modifier: TokenID?, keyword: TokenID, withheldBecause reason: String?, in file: ParsedFile)
    -> Fix?
  {
    let edit: FixEdit
    if let modifier {
      var last = modifier
      // `private(set)`, `internal(set)`…: the whole modifier goes.
      if file.isKind(after: modifier, .leftParen),
        let close = file.token(after: modifier).flatMap(file.token(after:)).flatMap(file.token(after:)),
        file.isKind(close, .rightParen), close < keyword
      {
        last = close
      }
      edit = FixEdit(range: file.byteRange(from: modifier, through: last), replacement: "private")
    } else {
      edit = .insert("private ", at: file.startOffset(of: keyword))
    }
    guard let reason else { return Fix("Declare it `private`", .safe, edits: [edit]) }
    return Fix("Declare it `private` (not applied: \(reason))", .display, edits: [edit])
  }

  /// Why no member of this view can be proven unnamed outside it: a class (a subclass in any file
  /// may use it), `@inlinable` code in the type (it may only read members visible outside), or a
  /// conformance whose requirements may include the member. nil when none applies.
  private func reasonForType(_ view: SwiftUIView, _ model: BridgeModel) -> String? {
    let file = model.file
    guard view.isStruct else { return "`\(view.name)` is a class: a subclass may use it" }
    for declaration in view.declarations {
      let type = file[type: declaration]
      guard let body = type.body else { continue }
      for token in body.start..<body.end where file.isKind(token, .atSign) {
        let name = file.text(token + 1)
        if name == "inlinable" || name == "_alwaysEmitIntoClient" || name == "_transparent" {
          return "`@\(name)` code of `\(view.name)` may read it, and may only read members visible outside"
        }
      }
    }
    var inherited: [String] = []
    for type in model.index.lookup(view.name) where type.qualifiedName == view.name || !view.name.contains(".") {
      inherited += type.inherited
    }
    for name in inherited where StateNotPrivateRule.requirements[name] == nil {
      let declared = model.index.lookup(name).filter { $0.kind == .protocol }
      if declared.isEmpty { return "`\(view.name)` conforms to `\(name)`, which may require it" }
    }
    return nil
  }

  /// Why this property may be named outside the type: a wider access or an attribute that
  /// exposes it, a requirement it satisfies, a use in this file outside the type and its
  /// extensions, or one in another file (the project index says). nil when none.
  private func reasonForProperty(
    _ property: WrappedProperty, _ variable: VariableDecl, _ view: SwiftUIView, _ memberTokens: [String: [TokenID]],
    _ model: BridgeModel
  ) -> String? {
    let file = model.file
    switch property.access {
    case .public, .open, .package:
      return "it is `\(property.access)`: code in other modules may use it"
    default: break
    }
    for attribute in file.attributeNames(variable.attributes) where StateNotPrivateRule.exposing.contains(attribute) {
      return "`@\(attribute)` needs it visible outside the type"
    }
    let name = property.name
    for type in model.index.lookup(view.name) where type.qualifiedName == view.name || !view.name.contains(".") {
      for inherited in type.inherited {
        if StateNotPrivateRule.requirements[inherited]?.contains(name) == true {
          return "`\(inherited)` requires it"
        }
        for declared in model.index.lookup(inherited) where declared.kind == .protocol {
          if declared.properties.contains(where: { $0.name == name }) { return "`\(inherited)` requires it" }
        }
      }
    }
    let inside = view.declarations.map { file[type: $0] }.filter { $0.bodyOpenToken != nil }
    for token in memberTokens[name] ?? []
    where !inside.contains(where: { TokenID($0.bodyOpen) < token && token < TokenID($0.bodyClose) }) {
      let line = file.location(of: token).line
      return "line \(line) of this file uses it outside `\(view.name)`"
    }
    switch model.index.memberUse(name, ofType: view.name, declaredIn: file.path) {
    case .namedIn(let other)?: return "`\(other)` may use it"
    case .unknown?: return "what other files use is not known"
    case nil: return nil
    }
  }

  /// Identifiers written after a `.` (member accesses, key paths), `$`/backticks dropped, with their tokens.
  private func namesAfterPeriod(in file: ParsedFile) -> [String: [TokenID]] {
    var names: [String: [TokenID]] = [:]
    for token in file.tokenIDs where file.kind(token) == .identifier && file.isAfterPeriod(token) {
      var name = Substring(file.text(token))
      if name.hasPrefix("$") { name = name.dropFirst() }
      if name.hasPrefix("`") && name.hasSuffix("`") && name.count >= 2 { name = name.dropFirst().dropLast() }
      names[String(name), default: []].append(token)
    }
    return names
  }

  /// Attributes that make a member visible beyond its access level, or need it so.
  private static let exposing: Set<String> = [
    "usableFromInline", "inlinable", "objc", "IBOutlet", "IBInspectable", "NSManaged", "_spi",
  ]

  /// Framework protocols a view commonly conforms to, and the property names they require: a
  /// conformance to any other protocol the project does not declare may require the member.
  private static let requirements: [String: Set<String>] = [
    "View": ["body"], "App": ["body"], "Scene": ["body"], "ViewModifier": [], "DynamicProperty": [],
    "UIViewRepresentable": [], "UIViewControllerRepresentable": [], "NSViewRepresentable": [],
    "NSViewControllerRepresentable": [], "PreviewProvider": ["previews"], "Equatable": [], "Hashable": [],
    "Sendable": [], "Identifiable": ["id"], "CustomStringConvertible": ["description"],
    "CustomDebugStringConvertible": ["debugDescription"],
  ]

  /// The access modifier between the attribute and `var` (`public`, `internal`, `private` of
  /// `private(set)`): the token to change. A few tokens at most.
  private func accessModifier(before keyword: TokenID, after attribute: TokenID, in file: ParsedFile) -> TokenID? {
    var next = file.token(after: attribute)
    while let token = next, token < keyword {
      switch file.word(token) {
      case .public, .internal, .private, .fileprivate, .open, .package: return token
      default: next = file.token(after: token)
      }
    }
    return nil
  }
}

extension FindingMessage {
  fileprivate static func notPrivate(_ wrapper: String) -> FindingMessage {
    FindingMessage(
      "`@\(wrapper)` is storage the view owns, and a value passed in through the initializer is ignored "
        + "after the first render; declare it `private`")
  }
}
