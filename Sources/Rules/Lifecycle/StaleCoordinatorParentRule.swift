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
    triggeringExamples: StaleCoordinatorParentExamples.triggering
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
        context.report(
          file, at: TokenID(declaration.name), message, subcheckSeverity: updateBody.isEmpty ? .info : nil)
      }
    }
  }

  /// The representable's stored properties that a copy freezes: closures and value types,
  /// without a property wrapper (and not `let`s with a default, which never change).
  private func copiedProperties(of representable: Representable, _ model: BridgeModel) -> Set<String> {
    let file = model.file
    var names: Set<String> = []
    for property in representable.properties {
      let variable = file[variable: property]
      guard variable.name >= 0, file.wrapperName(of: variable) == nil, !variable.type.isEmpty,
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
      if Self.valueTypes.contains(typeName) || model.index.facts(of: typeName).declaresValueType {
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
