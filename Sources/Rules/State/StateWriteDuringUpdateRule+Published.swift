import BridgeLint

/// `model.isLoading = false` in `update…` on the representable's `@ObservedObject`: a `@Published`
/// property written during the update pass ("Publishing changes from within view updates is not
/// allowed"), the same problem as a `@State` write (round r: 2 missed sites).
extension StateWriteDuringUpdateRule {
  func checkPublishedWrites(
    _ representable: Representable, _ view: SwiftUIView, _ model: BridgeModel, _ context: inout RuleContext
  ) {
    let file = model.file
    let objects = view.properties.filter {
      [.observedObject, .stateObject, .environmentObject].contains($0.wrapper) && $0.typeName != nil
    }
    guard !objects.isEmpty else { return }
    for method in model.lifecycleMethods(of: representable) where method.role == .make || method.role == .update {
      for assignment in file.assignments(in: method.body) {
        var path = file.normalizedExpression(assignment.lhs).split(separator: ".")
        if path.first == "self" { path.removeFirst() }  // `self.model.isLoading = false`
        guard path.count == 2, let object = objects.first(where: { $0.name == path[0] }),
          let type = object.typeName, isPublished(String(path[1]), of: type, model.index),
          let member = assignment.lhs.last, model.timing(of: member, in: method) == .inPass
        else { continue }
        let place = file.text(file[function: method.function].name)
        context.report(
          file, at: member,
          .publishedDuringPass("\(path[0]).\(path[1])", "@" + object.wrapper.name, place))
      }
    }
  }

  /// Does the project's class `type` declare `member` as `@Published`?
  private func isPublished(_ member: String, of type: String, _ index: ProjectIndex) -> Bool {
    index.lookup(type).contains { indexed in
      indexed.properties.contains { $0.name == member && $0.wrapper == "Published" && !$0.isTypeMember }
    }
  }
}

extension FindingMessage {
  fileprivate static func publishedDuringPass(_ path: String, _ wrapper: String, _ place: String) -> FindingMessage {
    FindingMessage(
      "`\(path)` (@Published, on the \(wrapper)) is written during SwiftUI's update pass in `\(place)`, which SwiftUI "
        + "forbids (\"Publishing changes from within view updates\"); write it from a coordinator callback instead")
  }
}
