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

extension CoordinatorStrongSelfRule {
  /// Framework calls that run their completion once and then let go of it (`NSItemProvider`'s
  /// loads, Photos' requests, `URLSession`'s tasks): a `[self]` there is transient, not a cycle.
  static let oneShotCompletions: Set<String> = [
    "loadObject", "loadDataRepresentation", "loadFileRepresentation", "loadInPlaceFileRepresentation", "loadItem",
    "loadTransferable", "requestImage", "requestImageDataAndOrientation", "requestAVAsset", "requestPlayerItem",
    "dataTask", "downloadTask", "uploadTask",
  ]
}

extension CodeModel {
  /// Calls whose closure arguments the vocabulary knows how long they live (the retaining ones).
  static let retainingCallNames: Set<String> = [
    "sink", "observe", "addObserver", "scheduledTimer", "Timer", "UIAction", "addAction", "Task", "detached",
  ]
}

/// The model's file-level helpers this rule reads (`CodeModel` keeps its file to itself).
extension ParsedFile {
  /// Does the closure, or a closure around it below `limit` (e.g. the enclosing function's
  /// node), capture `self` weakly or unowned?
  func isInsideWeakSelfCapture(_ closure: ClosureID, below limit: NodeID) -> Bool {
    var node = NodeID(ifPresent: self[closure: closure].node)
    var steps = 0
    // Bounded like the parser's nesting, whatever the tree holds.
    while let current = node, current != limit, let value = self.node(current), steps <= Parser.maximumDepth + 8 {
      if value.kind == .closure && code.selfCapture(of: ClosureID(value.payload)).isWeakOrUnowned { return true }
      node = NodeID(ifPresent: value.parent)
      steps += 1
    }
    return false
  }

  /// `assign(to:on: self)` calls in `range`: the `self` tokens (Combine keeps `self` strongly).
  func assignOnSelf(in range: TokenRange) -> [TokenID] {
    var result: [TokenID] = []
    for call in calls(in: range) where call.nameToken.map({ tokenIs($0, "assign") }) ?? false {
      if let target = argument(of: call, labeled: "on"), isSingleToken(target, "self"), let token = target.first {
        result.append(token)
      }
    }
    return result
  }
}
