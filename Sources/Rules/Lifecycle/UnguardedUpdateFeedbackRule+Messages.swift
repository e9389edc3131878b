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
}
