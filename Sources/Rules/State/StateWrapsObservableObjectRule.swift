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
      value types, types the project does not declare, and views whose rendering (`body`, a view \
      builder) reads none of the object's `@Published` members through the property: an object \
      only held, handed to a child or an environment, or used in actions has no view here to \
      update. RULES.md also lists a `let model: Model` form; its "Real code" note limits it to \
      views that read a `@Published` member in `body`, and this rule does not check that form yet.
      """,
    kind: .state,
    defaultSeverity: .warning,
    isOptIn: true,
    nonTriggeringExamples: StateWrapsObservableObjectExamples.nonTriggering,
    triggeringExamples: StateWrapsObservableObjectExamples.triggering
  )

  public func check(_ file: ParsedFile, _ context: inout RuleContext) {
    for id in file.typeIDs {
      let type = file[type: id]
      guard type.kind == .struct || type.kind == .extension else { continue }
      var checkedView = false
      for variable in file.variables(in: type) {
        guard variable.nameToken != nil, !variable.isComputed, file.wrapperName(of: variable) == "State",
          let attribute = file.attributes(variable.attributes).first(where: { file.tokenIs($0.name, "State") }),
          let model = file.declaredType(of: variable)
        else { continue }
        if !checkedView {
          guard context.index.isSwiftUIView(file.qualifiedName(of: type)) else { break }
          checkedView = true
        }
        guard !context.index.roots(of: model, among: .observableObject).isEmpty,
          !context.index.has(.isObservableClass, model),
          let publisher = publishingDeclaration(model, context.index),
          readsPublished(file.text(variable.name), publisher.members, in: id, context.model)
        else { continue }
        context.report(
          file, at: TokenID(attribute.at),
          .wrapsObservableObject(file.text(variable.name), model, declaredIn: publisher.file))
      }
    }
  }
}

/// The `@Published` properties of `name` and the classes it inherits from in the project, with the
/// file of the first declaration that has one (the finding names it: it depends on that file); nil
/// when none publishes anything.
private func publishingDeclaration(_ name: String, _ index: ProjectIndex) -> (file: String, members: Set<String>)? {
  var pending = [name]
  var seen: Set<String> = []
  var file: String?
  var members: Set<String> = []
  while let next = pending.popLast(), seen.count < 16 {
    guard seen.insert(next).inserted else { continue }
    for type in index.lookup(next) {
      let published = type.properties.filter { $0.wrapper == "Published" }
      if !published.isEmpty, file == nil { file = index.declaringFile(of: type.qualifiedName) ?? "" }
      members.formUnion(published.map(\.name))
      pending.append(contentsOf: type.inherited)
    }
  }
  return file.map { ($0, members) }
}

/// Does the view's rendering read one of the object's published members through the property
/// (`model.items`, `$model.title`)? Without such a read the object is only held or handed on, and
/// its changes have no view here to update.
private func readsPublished(_ property: String, _ members: Set<String>, in type: TypeID, _ model: BridgeModel) -> Bool {
  let file = model.file
  guard let view = model.swiftUIView(type), let uses = model.uses(in: view)[property] else { return false }
  return (uses.reads + uses.bindings).contains { read in
    file.member(after: read).map { members.contains(file.text($0)) } ?? false
      && model.isEvaluatedOnEveryRender(read)
  }
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
