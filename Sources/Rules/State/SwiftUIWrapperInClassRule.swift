import BridgeLint

/// A SwiftUI property wrapper declared on a class or actor, where SwiftUI never installs it.
public struct SwiftUIWrapperInClassRule: Rule {
  public init() {}

  public static func relevance(in index: ProjectIndex) -> Relevance {
    .anyOf(names: wrappers.map { $0.name })
  }

  /// The wrappers whose storage only a View/App/Scene installs (`@Binding` works anywhere).
  static let wrappers: [PropertyWrapper] = [
    .state, .stateObject, .observedObject, .environmentObject, .environment, .focusState, .gestureState,
    .namespace, .query,
  ]

  public static let description = RuleDescription(
    identifier: "swiftui_wrapper_in_class",
    name: "SwiftUI Wrapper in Class",
    summary:
      "A SwiftUI property wrapper such as `@State` declared in a class or actor never gets its storage installed",
    rationale: """
      SwiftUI installs the storage of `@State`, `@StateObject`, `@ObservedObject`, \
      `@EnvironmentObject`, `@Environment`, `@FocusState`, `@GestureState`, `@Namespace` and \
      SwiftData's `@Query` only when the property belongs to a `View`, `App` or `Scene` that \
      SwiftUI renders. On a class or actor — a representable's `Coordinator`, a view model, a \
      view controller — the wrapper is never installed: reading it logs "Accessing State's value \
      outside of being installed on a View" and returns the initial value forever, writes are \
      dropped, and an `@EnvironmentObject` read crashes.

      Use a plain stored property (`var isEditing = false`) in the class, `@Published` in an \
      `ObservableObject`, or a tracked property of an `@Observable` class. `@Binding` is a plain \
      value and works in a class, so it is not reported; neither are classes that are themselves \
      SwiftUI views or `DynamicProperty` types. Real code showed that `@ObservedObject` is the \
      common case and the mildest: it keeps its object in a class and only never forwards the \
      object's changes (a view model holding another in `@ObservedObject` does not republish), \
      so it is reported as `info`.
      """,
    kind: .state,
    defaultSeverity: .warning,
    isOptIn: true,
    nonTriggeringExamples: SwiftUIWrapperInClassExamples.nonTriggering,
    triggeringExamples: SwiftUIWrapperInClassExamples.triggering
  )

  public func check(_ file: ParsedFile, _ context: inout RuleContext) {
    let model = context.model
    for type in model.types {
      let kind = file[type: type].kind
      guard kind == .class || kind == .actor else { continue }
      var candidates: [(attribute: TokenID, wrapper: PropertyWrapper)] = []
      for variable in model.members(of: type).variables {
        guard !file[variable: variable].modifiers.isTypeMember, let found = model.wrapper(of: variable),
          Self.wrappers.contains(found.wrapper)
        else { continue }
        candidates.append(found)
      }
      // Ask the index only about classes that declare such a property.
      guard !candidates.isEmpty, !model.isViewLike(type), !model.inheritanceClause(of: type, names: "DynamicProperty")
      else { continue }
      let owner = kind == .actor ? "an actor" : "a class"
      for candidate in candidates {
        // `@ObservedObject` keeps its object anywhere; in a class it only fails to forward changes.
        if candidate.wrapper == .observedObject {
          context.report(file, at: candidate.attribute, .observedObjectInClass(owner), subcheckSeverity: .info)
          continue
        }
        context.report(file, at: candidate.attribute, .wrapperInClass(candidate.wrapper.name, owner))
      }
    }
  }
}

extension FindingMessage {
  fileprivate static func observedObjectInClass(_ owner: String) -> FindingMessage {
    FindingMessage(
      "`@ObservedObject` in \(owner) does nothing: SwiftUI never subscribes it, so the object's changes are "
        + "not forwarded; use a plain property (and forward `objectWillChange` if observers need it)")
  }

  fileprivate static func wrapperInClass(_ wrapper: String, _ owner: String) -> FindingMessage {
    FindingMessage(
      "`@\(wrapper)` in \(owner) is never installed by SwiftUI, so it does not update or persist; "
        + "use a plain stored property, `@Published`, or an `@Observable` model instead")
  }
}
