import BridgeLint

/// What users read: a write in the pass, and the deferred writes by where and how they happen.
extension StateWriteDuringUpdateRule {
  /// The message of a deferred write: a hop `make…` schedules, a mutation, a write beside a call
  /// that publishes, a request cleared after use, or a plain assignment.
  func deferredMessage(
    _ name: String, _ wrapper: String, _ place: String, inMake: Bool, isMutation: Bool, publisher: String?,
    isClearedRequest: Bool
  ) -> FindingMessage {
    if inMake { return .deferredInMake(name, wrapper, place) }
    if isMutation { return .deferred(name, wrapper, place) }
    if let publisher { return .deferredWithPublisher(name, wrapper, place, publisher) }
    return isClearedRequest ? .requestReset(name, wrapper, place) : .deferredAssignment(name, wrapper, place)
  }
}

extension FindingMessage {
  static func duringPass(_ name: String, _ wrapper: String, _ place: String) -> FindingMessage {
    FindingMessage(
      "`\(name)` (\(wrapper)) is written during SwiftUI's update pass in `\(place)`; write it from a coordinator callback instead"
    )
  }

  static func deferredWithPublisher(_ name: String, _ wrapper: String, _ place: String, _ call: String)
    -> FindingMessage
  {
    FindingMessage(
      "`\(name)` (\(wrapper)) is written after every `\(place)` from an async hop that also calls `\(call)`, "
        + "which publishes to the parent and starts another update; write it from a coordinator callback, or only "
        + "when it changed")
  }

  static func deferredAssignment(_ name: String, _ wrapper: String, _ place: String) -> FindingMessage {
    FindingMessage(
      "`\(name)` (\(wrapper)) is written from an async hop after every `\(place)`, which only hides SwiftUI's warning: the value lands a frame late and each new value starts another update; write it from a coordinator callback, or only when it changed"
    )
  }

  static func requestReset(_ name: String, _ wrapper: String, _ place: String) -> FindingMessage {
    FindingMessage(
      "`\(name)` (\(wrapper)) is a request that `\(place)` handles and then resets from an async hop: every request "
        + "costs a second update, and one made before the hop runs is cleared unhandled; keep the last handled "
        + "request in the coordinator (a counter or an ID) instead of writing the state back"
    )
  }

  static func deferredInMake(_ name: String, _ wrapper: String, _ place: String) -> FindingMessage {
    FindingMessage(
      "`\(name)` (\(wrapper)) is written from an async hop that `\(place)` schedules, which only hides SwiftUI's "
        + "warning: the value lands after the pass and starts another update each time a view is made; hand it over "
        + "from a coordinator or view callback (`viewDidMoveToWindow` for a window) instead")
  }

  static func deferredInHelper(_ name: String, _ wrapper: String, _ helper: String, _ place: String)
    -> FindingMessage
  {
    FindingMessage(
      "`\(name)` (\(wrapper)) is written from an async hop in `\(helper)`, which `\(place)` calls: the hop only "
        + "hides SwiftUI's warning, and the value lands after the pass and starts another update; write it from a "
        + "coordinator callback, or only when it changed")
  }

  static func deferred(_ name: String, _ wrapper: String, _ place: String) -> FindingMessage {
    FindingMessage(
      "`\(name)` (\(wrapper)) is written after every `\(place)` from an async hop, which starts another update; write it from a coordinator callback, or only when it changed"
    )
  }
}
