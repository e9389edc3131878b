import BridgeLint

/// A coordinator that touches UIKit/AppKit without main-actor isolation (Swift 6).
public struct CoordinatorMainActorRule: Rule {
  public init() {}

  public static func relevance(in index: ProjectIndex) -> Relevance {
    .anyOf(names: ["Coordinator", "makeCoordinator"] + index.coordinatorSimpleNames)
  }

  public static let description = RuleDescription(
    identifier: "coordinator_main_actor",
    name: "Coordinator Main Actor",
    summary: "A coordinator that works with UIKit or AppKit types is not isolated to the main actor",
    rationale: """
      A representable's coordinator is called by UIKit on the main thread and reaches into UIKit \
      views, but unlike the representable it is a plain class: Swift 6 infers no isolation for \
      it unless its own declaration is `@MainActor`, inherits from a main-actor class, or \
      conforms to a main-actor protocol *in the class declaration itself* (a conformance added in \
      an extension does not isolate the class). Without isolation, strict concurrency checking \
      reports every UIKit call in the coordinator, and code that hops to a background task can \
      touch UIKit off the main thread without a diagnostic in Swift 5 mode.

      ```swift
      @MainActor
      final class Coordinator: NSObject {
        var parent: SearchBar
      }
      ```

      Reported on the `class` of a coordinator declared in this file whose declaration has no \
      `@MainActor`, whose own inheritance clause names nothing but `NSObject`, \
      `ObservableObject` or value protocols (framework delegate protocols and project types may \
      carry the isolation, so they silence the rule), and whose members are typed with UIKit, \
      AppKit, WebKit, MapKit or PencilKit types. Opt-in and `info`: modules built in Swift 5 mode \
      or with default main-actor isolation do not need it.
      """,
    kind: .lifecycle,
    defaultSeverity: .info,
    isOptIn: true,
    nonTriggeringExamples: CoordinatorMainActorExamples.nonTriggering,
    triggeringExamples: CoordinatorMainActorExamples.triggering
  )

  /// Values and associated types that carry no main-actor requirement.
  private static let threadSafeTypes: Set<String> = Representable.associatedViewTypes.union([
    "UIColor", "UIFont", "UIImage", "UIEdgeInsets", "UIOffset", "NSColor", "NSFont", "NSImage", "NSEdgeInsets",
  ])

  private static let neutralConformances: Set<String> = [
    "NSObject", "ObservableObject", "Identifiable", "Hashable", "Equatable", "CustomStringConvertible",
  ]

  public func check(_ file: ParsedFile, _ context: inout RuleContext) {
    let model = context.model
    for representable in model.representables {
      guard let coordinator = model.coordinator(of: representable), let type = coordinator.classDeclaration else {
        continue
      }
      let declaration = file[type: type]
      let attributes = file.attributeNames(declaration.attributes)
      guard !attributes.contains("MainActor"),
        coordinator.ownConformances.allSatisfy({ Self.neutralConformances.contains($0) }),
        let uiType = firstUIType(in: coordinator, model)
      else { continue }
      context.report(file, at: TokenID(declaration.keyword), .notIsolated(file.text(declaration.name), uiType))
    }
  }

  /// The first UIKit/AppKit type a coordinator's property or method signature names.
  private func firstUIType(in coordinator: Coordinator, _ model: BridgeModel) -> String? {
    let file = model.file
    let uiType = { (range: TokenRange) -> String? in
      self.uiTypeName(range, file).flatMap { name in
        model.index.has(.declaresClass, name) || model.index.has(.declaresValueType, name) ? nil : name
      }
    }
    for property in coordinator.properties where !coordinator.parentProperties.contains(property) {
      let variable = file[variable: property]
      if let name = uiType(variable.type) ?? uiType(variable.initializer) { return name }
    }
    for function in coordinator.functions {
      for parameter in file.parameters(of: file[function: function]) {
        if let name = uiType(parameter.type) { return name }
      }
    }
    return nil
  }

  private func uiTypeName(_ range: TokenRange, _ file: ParsedFile) -> String? {
    guard !range.isEmpty else { return nil }
    var token = range.start
    while token < range.end {
      defer { token += 1 }
      guard file.kind(token) == .identifier else { continue }
      let name = file.text(token)
      if Self.isUIType(name) { return name }
    }
    return nil
  }

  /// `UI…`, `WK…`, `MK…`, `PK…` view and controller types, AppKit's `NS…View`/`NS…Controller`.
  static func isUIType(_ name: String) -> Bool {
    guard !threadSafeTypes.contains(name) else { return false }
    let bytes = Array(name.utf8)
    guard bytes.count > 3, bytes[2] >= 65 && bytes[2] <= 90 else { return false }
    let prefix = String(name.prefix(2))
    switch prefix {
    case "UI", "WK", "MK", "PK": return true
    case "NS": return name.hasSuffix("View") || name.hasSuffix("ViewController") || name.hasSuffix("Window")
    default: return false
    }
  }
}

extension FindingMessage {
  fileprivate static func notIsolated(_ name: String, _ uiType: String) -> FindingMessage {
    FindingMessage("`\(name)` works with `\(uiType)` but is not isolated to the main actor; mark it `@MainActor`")
  }
}
