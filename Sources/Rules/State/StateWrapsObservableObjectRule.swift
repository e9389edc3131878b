import BridgeLint

/// `@State var model = Model()` where `Model` is a Combine `ObservableObject`: its `@Published`
/// changes never update the view.
public struct StateWrapsObservableObjectRule: Rule {
  public init() {}

  public static func relevance(in index: ProjectIndex) -> Relevance { .anyOf(names: ["State"]) }

  public static let description = RuleDescription(
    identifier: "state_wraps_observable_object",
    name: "State Wraps ObservableObject",
    summary:
      "`@State` holds an `ObservableObject` (not `@Observable`), so its `@Published` changes never update the view",
    rationale: """
      `@State` stores a value and invalidates the view when that value is replaced. It does not \
      subscribe to a Combine `ObservableObject`'s `objectWillChange`: with `@State private var \
      model = FeedModel()` where `FeedModel: ObservableObject` publishes its properties with \
      `@Published`, the view reads `model.items` once and never updates when they change. Use \
      `@StateObject` for an object the view creates (`@ObservedObject` for one it is given), or \
      migrate the class to the Observation framework's `@Observable`, which `@State` does track.

      The class may be declared, and its conformance added, in another file (the project index \
      resolves both, through superclasses and extensions). Not reported: `@Observable` (and \
      SwiftData `@Model`) classes, classes without a `@Published` property (nothing to observe), \
      value types, and types the project does not declare. RULES.md also lists a `let model: \
      Model` form; its "Real code" note limits it to views that read a `@Published` member in \
      `body`, and this rule does not check that form yet.

      Opt-in: blind triage on 40 apps it was not tuned on (round e) found 0 of 4 correct (2 \
      wrong, 2 debatable): an optional `@State` that only drives `sheet(item:)`, and a stable \
      instance handed down as an environment object, with no `@Published` member read in \
      `body`; such a read is what the rule should require next.
      """,
    kind: .state,
    defaultSeverity: .warning,
    isOptIn: true,
    nonTriggeringExamples: StateWrapsObservableObjectExamples.nonTriggering,
    triggeringExamples: StateWrapsObservableObjectExamples.triggering
  )

  public func check(_ file: ParsedFile, _ context: inout RuleContext) {
    for (position, type) in file.syntax.types.enumerated() where type.kind == .struct || type.kind == .extension {
      var checkedView = false
      for index in file.members.variables[position] {
        let variable = file.syntax.variables[Int(index)]
        guard variable.name >= 0, !variable.isComputed, file.wrapperName(of: variable) == "State",
          let attribute = variable.attributes.first(where: {
            file.tokenIs(file.syntax.attributes[Int($0)].name, "State")
          }),
          let model = file.declaredType(of: variable)
        else { continue }
        if !checkedView {
          guard context.index.isSwiftUIView(file.qualifiedName(of: type)) else { break }
          checkedView = true
        }
        guard !context.index.roots(of: model, among: .observableObject).isEmpty,
          !context.index.has(.isObservableClass, model),
          let publisher = publishingDeclaration(model, context.index)
        else { continue }
        context.report(
          file, at: file.syntax.attributes[Int(attribute)].at,
          .wrapsObservableObject(file.text(variable.name), model, declaredIn: publisher))
      }
    }
  }
}

/// The file of `name`'s declaration (or of the class it inherits from in the project) that declares
/// a `@Published` property; nil when none does. The finding names it: it depends on that file.
private func publishingDeclaration(_ name: String, _ index: ProjectIndex) -> String? {
  var pending = [name]
  var seen: Set<String> = []
  while let next = pending.popLast(), seen.count < 16 {
    guard seen.insert(next).inserted else { continue }
    for type in index.lookup(next) {
      if type.properties.contains(where: { $0.wrapper == "Published" }) { return type.declaringFile ?? "" }
      pending.append(contentsOf: type.inherited)
    }
  }
  return nil
}

extension FindingMessage {
  fileprivate static func wrapsObservableObject(_ name: String, _ model: String, declaredIn file: String)
    -> FindingMessage
  {
    let place = file.isEmpty ? "" : " (\(file))"
    return FindingMessage(
      "`@State var \(name)` holds `\(model)`\(place), an `ObservableObject` whose `@Published` changes never update "
        + "this view; use `@StateObject` (or `@ObservedObject` when it is passed in), or make `\(model)` `@Observable`")
  }
}
