import BridgeLint

/// Model helpers only this rule reads (issue 27: shared ones stay in the model).
extension PropertyWrapper {
  /// Storage SwiftUI owns for the view's lifetime: it keeps the first value it is given.
  var isViewOwned: Bool { self == .state || self == .stateObject }
}
