import BridgeLint

/// A coordinator reads copied values of its representable that `update…` never refreshes.
public struct StaleCoordinatorParentRule: Rule {
  public init() {}

  public static func relevance(in index: ProjectIndex) -> Relevance {
    .anyOf(names: ["makeCoordinator", "Coordinator"])
  }

  public static let description = RuleDescription(
    identifier: "stale_coordinator_parent",
    name: "Stale Coordinator Parent",
    summary: "A coordinator reads closures or values from the representable it copied in `makeCoordinator()`, "
      + "and `update…` never refreshes that copy",
    rationale: """
      SwiftUI creates the coordinator once, in `makeCoordinator()`, and keeps it for the life of \
      the UIKit view; the representable itself is a value that SwiftUI re-creates on every \
      render. A coordinator that stores the representable (`let parent: SearchBar`) holds the \
      copy from the first render. Its `@Binding`s still reach the source of truth, but its \
      closures and plain values are frozen: `parent.onSearch(text)` calls the closure of the \
      first render (capturing stale state), and `parent.placeholder` never changes.

      Refresh the copy whenever SwiftUI updates the view:

      ```swift
      func updateUIView(_ searchBar: UISearchBar, context: Context) {
        context.coordinator.parent = self
      }
      ```

      The finding is on the coordinator's stored property. It is reported when that property \
      is a `let`, or when `update…` neither assigns it (`context.coordinator.parent = self`) nor \
      hands `self` to a coordinator method. Only reads of the representable's closures and \
      value-typed properties without a property wrapper count (`@Binding`, `@ObservedObject`, \
      `@Environment` and other wrappers read shared storage, and a class instance is the same \
      object in every copy). When `update…` is empty — a modal controller that SwiftUI presents \
      and never updates (mail composer, photo picker) — the finding is `info`: such a coordinator \
      usually lives only as long as the sheet. (The catalog's first definition also counted \
      `@Environment` values; on real code those reads were mostly `dismiss`, which works on the \
      copy, so wrapped properties are left out.)
      """,
    kind: .lifecycle,
    defaultSeverity: .info,
    isOptIn: true,
    nonTriggeringExamples: StaleCoordinatorParentExamples.nonTriggering,
    triggeringExamples: StaleCoordinatorParentExamples.triggering,
    fixAvailability: .sometimes,
    corrections: StaleCoordinatorParentExamples.corrections
  )

  public func check(_ file: ParsedFile, _ context: inout RuleContext) {
    let model = context.model
    for representable in model.representables {
      guard let update = representable.update, let coordinator = model.coordinator(of: representable),
        !coordinator.parentProperties.isEmpty
      else { continue }
      let copied = copiedProperties(of: representable, model)
      guard !copied.isEmpty else { continue }
      let updateBody = file.body(of: file[function: update])
      for parent in coordinator.parentProperties {
        let declaration = file[variable: parent]
        let name = file.text(declaration.name)
        guard let read = firstRead(of: name, copied, in: coordinator, model) else { continue }
        let refreshed = isRefreshed(name, in: update, model)
        guard declaration.isLet || !refreshed else { continue }
        let updateName = file.text(file[function: update].name)
        let message: FindingMessage =
          declaration.isLet
          ? .letCopy(name, representable.name, read, updateName) : .neverRefreshed(name, read, updateName)
        let fix = refreshFix(
          parent, named: name, refreshed: refreshed, update: update, coordinator: coordinator, model)
        context.report(
          file, at: TokenID(declaration.name), message, subcheckSeverity: updateBody.isEmpty ? .info : nil,
          fix: fix)
      }
    }
  }

  /// Make the property a `var` (when it is a `let`) and insert `context.coordinator.parent =
  /// self` at the top of `update…`, with the method's own context parameter name. nil when the
  /// assignment could not compile or land cleanly: a `private` property (the representable
  /// cannot set it), a coordinator this file does not declare as a class, an unnamed context
  /// parameter, or a body whose first statement shares the `{` line with more lines below.
  /// Unsafe when it inserts the assignment: the coordinator then reads the new values, the
  /// intended change of behaviour (`safe` promises none). Safe only when `update…` already sets
  /// it and the `let` of a one-name declaration becomes `var`; unsafe when the `let` binds more names.
  private func refreshFix(
    _ parent: VariableID, named name: String, refreshed: Bool, update: FunctionID, coordinator: Coordinator,
    _ model: BridgeModel
  ) -> Fix? {
    let file = model.file
    let declaration = file[variable: parent]
    let function = file[function: update]
    let parameters = file.parameterNames(of: function)
    guard let classDeclaration = coordinator.classDeclaration, file[type: classDeclaration].kind == .class,
      !declaration.modifiers.contains(.private), parameters.count >= 2, let contextName = parameters.last,
      contextName != "_", !contextName.isEmpty, file.isValid(function.bodyOpen), file.isValid(function.bodyClose),
      function.bodyClose > function.bodyOpen
    else { return nil }
    var edits: [FixEdit] = []
    var plain = true
    if declaration.isLet {
      guard file.isValid(declaration.keyword), file.tokenIs(declaration.keyword, "let") else { return nil }
      let keyword = TokenID(declaration.keyword)
      edits.append(FixEdit(range: file.byteRange(from: keyword, through: keyword), replacement: "var"))
      // `let parent: A, other: B` turns `other` into a `var` too.
      if file.text(declaration.pattern).contains(",") || file.isKind(declaration.type.end, .comma) { plain = false }
    }
    if !refreshed {
      guard let insertion = insertAtTop("\(contextName).coordinator.\(name) = self", of: update, file) else {
        return nil
      }
      edits.append(insertion)
      plain = false
    }
    let title =
      refreshed ? "Make `\(name)` a `var`" : "Set `\(contextName).coordinator.\(name) = self` in `update…`"
    return Fix(title, plain ? .safe : .unsafe, edits: edits)
  }

  /// An edit putting `line` first in `update`'s body, indented like the body's statements (a
  /// one-line body, `{ map.reload() }`, is spread over lines for it).
  private func insertAtTop(_ line: String, of update: FunctionID, _ file: ParsedFile) -> FixEdit? {
    let function = file[function: update]
    let text = FixText(file)
    let open = file.endOffset(of: TokenID(function.bodyOpen))
    let close = file.startOffset(of: TokenID(function.bodyClose))
    let outer = text.indentation(ofLineAt: open)
    let statements = file.code.statements(of: update)
    if text.lineStart(of: open) != text.lineStart(of: close) {
      // `{` ends its line (a `//` comment may follow): the new line goes right below it.
      guard let point = text.endOfLineAfter(open) else { return nil }
      var indentation = outer + text.indentationUnit
      if let first = statements.first {
        let start = file.code.byteRange(of: first).lowerBound
        guard text.startsLine(start) else { return nil }
        indentation = text.indentation(ofLineAt: start)
      } else if text.startsLine(close) {
        indentation = text.indentation(ofLineAt: close) + text.indentationUnit
      }
      return .insert(text.lineEnding(ofLineAt: point) + indentation + line, at: point)
    }
    // `{ … }` on one line: spread over lines; a comment inside would be moved, so not then.
    guard !text.containsComment(open..<close) else { return nil }
    let newline = text.lineEnding(ofLineAt: open)
    let inner = outer + text.indentationUnit
    var lower = open
    var upper = close
    while lower < upper && (file.bytes[lower] == 0x20 || file.bytes[lower] == 0x09) { lower += 1 }
    while upper > lower && (file.bytes[upper - 1] == 0x20 || file.bytes[upper - 1] == 0x09) { upper -= 1 }
    let interior = text.text(lower..<upper)
    let moved = interior.isEmpty ? "" : newline + inner + interior
    return FixEdit(range: open..<close, replacement: newline + inner + line + moved + newline + outer)
  }

  /// The representable's stored properties that a copy freezes: closures and value types,
  /// without a property wrapper (and not `let`s with a default, which never change).
  private func copiedProperties(of representable: Representable, _ model: BridgeModel) -> Set<String> {
    let file = model.file
    var names: Set<String> = []
    for property in representable.properties {
      let variable = file[variable: property]
      guard variable.nameToken != nil, file.wrapperName(of: variable) == nil, !variable.type.isEmpty,
        !(variable.isLet && !variable.initializer.isEmpty)
      else { continue }
      let typeText = file.compactText(variable.type)
      if typeText.contains("->") {
        names.insert(file.text(variable.name))
        continue
      }
      if !variable.isLet
        && (typeText.hasPrefix("[") || typeText.hasPrefix("Set<") || typeText.hasPrefix("Array<")
          || typeText.hasPrefix("Dictionary<"))
      {
        names.insert(file.text(variable.name))
        continue
      }
      // A `let` value is configuration the call site fixes; a closure captures the render's state.
      guard !variable.isLet, let typeName = file.typeName(in: variable.type) else { continue }
      if Self.valueTypes.contains(typeName) || model.index.has(.declaresValueType, typeName) {
        names.insert(file.text(variable.name))
      }
    }
    return names
  }

  private static let valueTypes: Set<String> = [
    "String", "Substring", "Int", "Int64", "Int32", "UInt", "Double", "Float", "CGFloat", "Bool", "Date", "URL",
    "UUID", "Data", "CGSize", "CGPoint", "CGRect", "Color", "Font", "UIEdgeInsets", "EdgeInsets", "TimeInterval",
    "AttributedString", "NSRange", "MKCoordinateRegion", "CLLocationCoordinate2D", "Locale", "Decimal",
  ]

  /// `parent.member` (or `self.parent.member`) read in a coordinator method, for a copied member.
  private func firstRead(of name: String, _ copied: Set<String>, in coordinator: Coordinator, _ model: BridgeModel)
    -> String?
  {
    let file = model.file
    let code = file.code
    for function in coordinator.functions {
      let body = file.body(of: file[function: function])
      var token = body.start
      while token < body.end {
        defer { token += 1 }
        guard file.kind(token) == .identifier, file.text(token) == name, file.isKind(token + 1, .period),
          file.kind(token + 2) == .identifier, copied.contains(file.text(token + 2))
        else { continue }
        let explicitSelf = file.isKind(token - 1, .period) && file.word(token - 2) == .selfWord
        guard explicitSelf || (!file.isKind(token - 1, .period) && code.binding(at: TokenID(token)) == nil) else {
          continue
        }
        // A write (`parent.text = …`) is no read of a frozen value.
        if file.isKind(token + 3, .equal) { continue }
        return name + "." + file.text(token + 2)
      }
    }
    return nil
  }

  /// `context.coordinator.parent = self` (through any coordinator alias), or a coordinator
  /// method called with `self`, in `update…`.
  private func isRefreshed(_ name: String, in update: FunctionID, _ model: BridgeModel) -> Bool {
    let file = model.file
    let body = file.body(of: file[function: update])
    let coordinators = model.coordinatorNames(in: update)
    for assignment in file.assignments(in: body) {
      let target = file.normalizedExpression(assignment.lhs)
      if coordinators.contains(where: { target == $0 + "." + name }) { return true }
    }
    for call in file.calls(in: body) {
      guard let receiver = file.receiver(of: call), coordinators.contains(file.compactText(receiver)) else {
        continue
      }
      if file.arguments(of: call).contains(where: { file.isSingleToken($0.value, "self") }) { return true }
    }
    return false
  }
}

extension FindingMessage {
  fileprivate static func letCopy(_ name: String, _ representable: String, _ read: String, _ update: String)
    -> FindingMessage
  {
    FindingMessage(
      "`\(name)` is a `let` copy of `\(representable)` from `makeCoordinator()`, so `\(read)` never changes; "
        + "make it a `var` and set `context.coordinator.\(name) = self` in `\(update)`")
  }

  fileprivate static func neverRefreshed(_ name: String, _ read: String, _ update: String) -> FindingMessage {
    FindingMessage(
      "`\(name)` keeps the copy made in `makeCoordinator()`, so `\(read)` goes stale; "
        + "set `context.coordinator.\(name) = self` in `\(update)`")
  }
}
