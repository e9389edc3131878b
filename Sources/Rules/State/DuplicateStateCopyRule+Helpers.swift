import BridgeLint

/// Model helpers only this rule reads (issue 27: shared ones stay in the model).
extension PropertyUses {
  /// Written in any way (assigned, mutated, bound or passed `inout`).
  var isWritten: Bool { !assignments.isEmpty || !mutations.isEmpty || !bindings.isEmpty || !inoutPasses.isEmpty }
}
