import BridgeLint

/// Model helpers only this rule reads (issue 27: shared ones stay in the model).
extension RetainingAPI {
  /// Words for a message: "kept by …".
  func keeper(in file: ParsedFile) -> String {
    switch self {
    case .sink: return "Combine's `sink`"
    case .keyValueObservation: return "the KVO observation"
    case .notificationObserver: return "NotificationCenter's observer"
    case .repeatingTimer: return "the repeating `Timer`"
    case .action: return "the `UIAction`"
    case .addAction: return "`addAction`"
    case .storedProperty(let target): return "the property `\(file.compactText(target.span))`"
    case .storedTask: return "the stored `Task`"
    }
  }
}

extension CodeModel {
  /// Calls whose closure arguments the vocabulary knows how long they live (the retaining ones).
  static let retainingCallNames: Set<String> = [
    "sink", "observe", "addObserver", "scheduledTimer", "Timer", "UIAction", "addAction", "Task", "detached",
  ]
}
