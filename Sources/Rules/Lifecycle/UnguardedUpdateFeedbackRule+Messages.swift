import BridgeLint

/// What users read: a setter that feeds back, a new document, a call that repeats.
extension FindingMessage {
  static func feedbackSetter(_ target: String, _ framework: String) -> FindingMessage {
    FindingMessage(
      "`\(target)` is set on every SwiftUI update, which feeds back through \(framework); set it only when the value differs"
    )
  }

  static func feedbackNewDocument(_ target: String) -> FindingMessage {
    FindingMessage(
      "`\(target)` gets a new document on every SwiftUI update, which resets the page and zoom; set it only when the data changes"
    )
  }

  /// A repeated call, in words that say what the user loses.
  static func feedbackCall(_ name: String) -> FindingMessage {
    let rule = UnguardedUpdateFeedbackRule.self
    let lost: String
    let remedy: String
    if rule.webCalls.contains(name) {
      lost = "reloads the page on every SwiftUI update, losing the user's scroll position and input"
      remedy = "load only when the page changed (compare the web view's `url`, or keep the last one in the coordinator)"
    } else if rule.mapCalls.contains(name) {
      lost = "moves the map on every SwiftUI update, undoing the user's pan and zoom"
      remedy = "call it only when what it shows changed (keep the last value in the coordinator)"
    } else if rule.scrollCalls.contains(name) || name == "go" {
      lost = "scrolls on every SwiftUI update, undoing the user's scrolling"
      remedy =
        "call it only when the target changed (compare the current position, or keep the last target in the coordinator)"
    } else {
      lost = "runs on every SwiftUI update, not only when its input changed"
      remedy = "compare with the current or last value first"
    }
    return FindingMessage("`\(name)` \(lost); \(remedy)")
  }

  /// A focus call: `becomeFirstResponder`/`resignFirstResponder` say which check to make first.
  static func responderCall(_ name: String, _ receiver: String) -> FindingMessage {
    guard name == "becomeFirstResponder" || name == "resignFirstResponder" else { return feedbackCall(name) }
    let view = receiver.hasSuffix("?") ? String(receiver.dropLast()) : receiver
    let question = name == "becomeFirstResponder" ? "!\(view).isFirstResponder" : "\(view).isFirstResponder"
    return FindingMessage(
      "`\(name)` runs on every SwiftUI update and moves the focus each time, whatever the user did since; "
        + "call it only when the focus differs (`\(question)`)")
  }
}
