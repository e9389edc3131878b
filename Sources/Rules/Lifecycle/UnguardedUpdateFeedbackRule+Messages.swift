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

  static func feedbackCall(_ name: String) -> FindingMessage {
    FindingMessage(
      "`\(name)` runs on every SwiftUI update, not only when its input changed; compare with the current or last value first"
    )
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
