import BridgeLint

/// A representable that creates an `AVCaptureSession` or starts one in `make…`/`update…`.
public struct CaptureSessionInRepresentableRule: Rule {
  public init() {}

  public static func relevance(in index: ProjectIndex) -> Relevance {
    .anyOf(names: ["AVCaptureSession"], members: ["startRunning"])
  }

  public static let description = RuleDescription(
    identifier: "capture_session_in_representable",
    name: "Capture Session in Representable",
    summary: "A representable creates an `AVCaptureSession` or starts one in `make…`/`update…`",
    rationale: """
      A representable is a value SwiftUI re-creates whenever its parent's body runs. An \
      `AVCaptureSession` stored on it (`let session = AVCaptureSession()`) or built in one of its \
      methods is rebuilt with the view: the capture pipeline is configured again, the camera \
      stays held by the discarded session until it deallocates, and nothing outside the view can \
      stop it. `startRunning()` is a blocking call that Apple says must not run on the main \
      thread, and starting the session from `make…`/`update…` ties the camera to the view's \
      life cycle instead of the screen's.

      Own the session in a model object (an `@Observable` or `ObservableObject` camera service), \
      configure and start it there on a background queue, and pass it to the representable, \
      which only attaches it to a preview layer:

      ```swift
      func makeUIView(context: Context) -> PreviewView {
        let view = PreviewView()
        view.previewLayer.session = camera.session
        return view
      }
      ```

      Only the representable's own members are checked: a UIKit view or view controller (nested \
      or not) and the coordinator may own a session, as may any model type. A session a helper \
      builds and at once stores on `context.coordinator` (only while none is there) and that \
      `dismantleUIView` stops belongs to the coordinator, and is not reported; nor is an \
      `update…` that starts the UIKit view's own session (`uiView.session?.startRunning()`) on a \
      background queue under a condition that reads `isRunning` (the view's state switching the \
      camera on and off without blocking the main thread). A representable whose `dismantle…` \
      stops the session owns its teardown: a session `make…` builds and stores on the \
      coordinator, and a start sent to a background queue (once in `make…`, or in `update…` \
      only while the session is not running), are not reported.
      """,
    kind: .lifecycle,
    defaultSeverity: .warning,
    nonTriggeringExamples: CaptureSessionInRepresentableExamples.nonTriggering,
    triggeringExamples: CaptureSessionInRepresentableExamples.triggering
  )

  public func check(_ file: ParsedFile, _ context: inout RuleContext) {
    let model = context.model
    for representable in model.representables {
      let lifecycle = [representable.make, representable.update].compactMap { $0 }
      for declaration in representable.declarations {
        let members = model.members(of: declaration)
        for variable in members.variables {
          reportConstructions(in: file[variable: variable].initializer, file, &context) { _ in false }
        }
        for function in members.functions {
          let body = file.body(of: file[function: function])
          reportConstructions(in: body, file, &context) {
            model.handsCaptureSessionToCoordinator($0, in: function, of: representable)
          }
          guard lifecycle.contains(function) else { continue }
          let updatedView =
            function == representable.update ? file.parameters(of: file[function: function]).first?.nameToken : nil
          for call in file.calls(in: body)
          where call.dotToken != nil && file.tokenIs(call.name, "startRunning") && file.arguments(of: call).isEmpty
            && !(updatedView.map { file.startsOffMainWhenStopped(call, onSessionOf: $0) } ?? false)
            && !startsOwnedSession(call, inMake: function == representable.make, representable, model)
          {
            context.report(
              file, at: TokenID(call.name), .startsSession(file.text(file[function: function].name)))
          }
        }
      }
    }
  }

  /// A start sent off the main queue, of a session whose teardown `dismantle…` owns
  /// (`stopRunning()` there): once in `make…`, or in `update…` only while it is not running
  /// (`coordinator.sessionQueue.async { if !session.isRunning { session.startRunning() } }`).
  /// The session must be reached through a local (one `make…` built, the coordinator's): one the
  /// struct holds is a new session with every value.
  private func startsOwnedSession(
    _ start: Call, inMake: Bool, _ representable: Representable, _ model: BridgeModel
  ) -> Bool {
    let file = model.file
    guard let root = file.receiver(of: start)?.first, file.word(root) != .selfWord, file.code.binding(at: root) != nil
    else { return false }
    return file.startsOffMain(start) && (inMake || file.checksIsRunning(around: start))
      && model.stopsCaptureSession(in: representable)
  }

  /// `AVCaptureSession()` (or `AVCaptureSession.init()`) written in `range`, nested types skipped.
  private func reportConstructions(
    in range: TokenRange, _ file: ParsedFile, _ context: inout RuleContext, handedOver: (TokenID) -> Bool
  ) {
    guard !range.isEmpty else { return }
    for call in file.calls(in: range) where file.tokenIs(call.calleeStart, "AVCaptureSession") {
      let constructs =
        (call.isUnqualified && file.tokenIs(call.name, "AVCaptureSession"))
        || (call.dot == call.calleeStart + 1 && file.word(call.name) == .initWord)
      guard constructs, isOutsideNestedTypes(call, range, file), !handedOver(TokenID(call.calleeStart)) else {
        continue
      }
      context.report(file, at: TokenID(call.calleeStart), .ownsSession)
    }
  }

  private func isOutsideNestedTypes(_ call: Call, _ range: TokenRange, _ file: ParsedFile) -> Bool {
    guard let type = file.enclosingType(of: file.innermostNode(containing: call.calleeStart)) else { return true }
    // The innermost type around the call must not start inside the checked range.
    return !range.contains(type.keyword)
  }
}

extension FindingMessage {
  fileprivate static let ownsSession = FindingMessage(
    "This representable creates its own `AVCaptureSession`, which is rebuilt with the view and holds the camera; "
      + "own the session in a model object and pass it in")

  fileprivate static func startsSession(_ method: String) -> FindingMessage {
    FindingMessage(
      "`startRunning()` in `\(method)` blocks the main thread and ties the camera to the view's life cycle; "
        + "start the session from the object that owns it, on a background queue")
  }
}
