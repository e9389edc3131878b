import BridgeLint

extension FindingMessage {
  static func exitMissing(_ callback: String, _ controller: String, owner: String?) -> FindingMessage {
    FindingMessage(
      "\(owner ?? "The coordinator") never implements `\(callback)`, so that way out of the \(controller) does "
        + "nothing; implement it and dismiss \(owner == nil ? "through SwiftUI" : "the controller")")
  }

  static func exitMissingCancel(_ callback: String, _ controller: String) -> FindingMessage {
    FindingMessage(
      "The coordinator never implements `\(callback)`, so Cancel runs none of its exit (UIKit closes the "
        + "\(controller) behind SwiftUI's back, and the state reset after a pick stays set); the delegate must "
        + "dismiss on every path — implement it and dismiss through SwiftUI")
  }

  static func exitNone(_ callback: String, owner: String?) -> FindingMessage {
    guard owner != nil else {
      return FindingMessage(
        "`\(callback)` neither dismisses the controller nor tells SwiftUI, so the user is stuck on it; "
          + "dismiss (or call the parent's callback) here")
    }
    return FindingMessage(
      "`\(callback)` neither dismisses the controller nor hands the result on, so the user is stuck on it; "
        + "dismiss it here")
  }

  static func exitAfterReturn(_ callback: String) -> FindingMessage {
    FindingMessage(
      "This `return` leaves `\(callback)` before it dismisses, so that path (Cancel, an empty result) keeps the "
        + "controller on screen; dismiss before returning")
  }

  static func exitAfterUnreadable(_ callback: String) -> FindingMessage {
    FindingMessage(
      "This `return` leaves `\(callback)` before it dismisses: when the pick cannot be read (a video, no edited "
        + "image) the picker stays on screen with nothing to close it; dismiss before returning")
  }

  static func exitOnlyInBranch(_ callback: String, cancel: Bool) -> FindingMessage {
    FindingMessage(
      "`\(callback)` dismisses only inside this `if`: when "
        + (cancel ? "the user cancels (an empty result) " : "the pick cannot be read (a video, no edited image) ")
        + "the picker stays on screen with nothing to close it; dismiss on every path")
  }
}
