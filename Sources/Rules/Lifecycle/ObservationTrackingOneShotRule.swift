import BridgeLint

/// Manual `withObservationTracking` that polls in a loop or observes only the first change.
public struct ObservationTrackingOneShotRule: Rule {
  public init() {}

  public static func relevance(in index: ProjectIndex) -> Relevance { .anyOf(names: ["withObservationTracking"]) }

  /// Calls in `onChange` that hand the change to code that registers again or waits for it.
  static let handOffs: Set<String> = ["yield", "send", "fulfill", "resume", "finish", "signal"]

  public static let description = RuleDescription(
    identifier: "observation_tracking_one_shot",
    name: "Observation Tracking One Shot",
    summary: "`withObservationTracking` polled in a loop, or whose `onChange` fires once and never registers again",
    rationale: """
      `withObservationTracking(_:onChange:)` calls `onChange` once, at `willSet` of the first \
      tracked property that changes, on the thread that changes it; then the tracking is over. \
      Code that wants every change must register again from `onChange` (call the observing \
      function again, usually after hopping to the main actor). Two shapes miss that:

      - **Polling**: `while !Task.isCancelled { withObservationTracking { … } onChange: {}; \
      try? await Task.sleep(…) }` re-registers on a timer instead of on change: changes between \
      iterations are missed or seen late, and the loop burns CPU.
      - **One shot**: an `onChange` that neither calls the enclosing function again, nor sets a \
      flag or calls `setNeeds…` for a later pass, nor hands the change on (`yield`, `send`, \
      `resume`, `fulfill`) sees the first change only; everything after it is silently lost.

      In UIKit, prefer the system's tracking: `override func updateProperties()` (iOS 26) or \
      `UIObservationTrackingEnabled` (iOS 18) re-track automatically. A `for await` loop over a \
      change stream is the correct re-registration pattern and is not reported, nor is the \
      initial registration of a function that re-registers in such a loop. The source's two \
      further sub-checks (UI writes in `onChange` without a main-actor hop, and `guard let self` \
      before an unbounded loop) are not implemented: they need thread facts this rule cannot \
      prove.

      Test files (importing XCTest, Testing, Quick or Nimble) are skipped: a test that registers \
      once to assert that one change fires `onChange` is one shot on purpose.
      """,
    kind: .lifecycle,
    defaultSeverity: .warning,
    isOptIn: true,
    nonTriggeringExamples: ObservationTrackingOneShotExamples.nonTriggering,
    triggeringExamples: ObservationTrackingOneShotExamples.triggering
  )

  public func check(_ file: ParsedFile, _ context: inout RuleContext) {
    let model = context.model
    if model.isTestFile { return }  // a test observes one change on purpose and asserts on it
    struct Tracker {
      var call: Call
      var function: FunctionID?
      var loops: [Block]
    }
    var trackers: [Tracker] = []
    // Functions that re-register in a loop (`for await _ in signals { … }`) start with one call outside it.
    var reregistering: Set<FunctionID> = []
    for call in file.allCalls where file.tokenIs(call.name, "withObservationTracking") && !call.hasReceiver {
      let function = model.function(containing: TokenID(call.name))
      let loops = file.enclosingBlocks(
        of: file.innermostNode(containing: TokenID(call.name)), upTo: function.map { NodeID(file[function: $0].node) })
      if let function, loops.contains(where: { file.word($0.keyword) == .for || file.word($0.keyword) == .while }) {
        reregistering.insert(function)
      }
      trackers.append(Tracker(call: call, function: function, loops: loops))
    }
    for tracker in trackers {
      let call = tracker.call
      if tracker.loops.contains(where: { file.word($0.keyword) == .while || file.word($0.keyword) == .repeat }) {
        context.report(file, at: TokenID(call.name), .polling)
        continue
      }
      if tracker.loops.contains(where: { file.word($0.keyword) == .for }) { continue }
      if let function = tracker.function, reregistering.contains(function) { continue }
      // A representable's `update…` runs again on every SwiftUI update and registers anew.
      if let function = tracker.function, model.representable(owning: function) != nil { continue }
      guard let onChange = onChangeClosure(of: call, file) else { continue }
      let declaration = tracker.function.map { file[function: $0] }
      let name = declaration.flatMap { $0.kind == .function ? file.text($0.name) : nil }
      if registersAgain(onChange, enclosingName: name, file) { continue }
      // An override (`viewDidLoad`) or initializer cannot be called again: suggest a method of its own.
      let callable = declaration.map { $0.kind == .function && !$0.modifiers.contains(.override) } ?? false
      context.report(file, at: TokenID(call.name), .oneShot(callable ? name : nil))
    }
  }

  /// The `onChange:` closure: an argument or a labeled trailing closure.
  private func onChangeClosure(of call: Call, _ file: ParsedFile) -> Closure? {
    if let value = file.argument(of: call, labeled: "onChange") {
      return file.isKind(value.start, .leftBrace) ? file.closure(openingAt: value.start) : nil
    }
    for brace in call.trailingClosures where file.tokenIs(brace - 2, "onChange") {
      return file.closure(openingAt: brace)
    }
    return nil
  }

  /// The closure calls the enclosing function again, `setNeeds…`, a hand-off (`yield`, `resume`,
  /// …), or sets a flag (`x = true`) for a later pass.
  private func registersAgain(_ closure: Closure, enclosingName: String?, _ file: ParsedFile) -> Bool {
    let body = TokenRange(closure.open + 1, closure.close)
    for call in file.calls(in: body) where call.nameToken != nil {
      let called = file.text(call.name)
      if called == enclosingName || called.hasPrefix("setNeeds") || Self.handOffs.contains(called) { return true }
    }
    return file.assignments(in: body).contains { file.word($0.rhs.start) == .true && $0.rhs.end - $0.rhs.start == 1 }
  }
}

extension FindingMessage {
  fileprivate static let polling = FindingMessage(
    "`withObservationTracking` in a loop polls instead of tracking: changes between iterations are missed "
      + "and the loop burns CPU; re-register from `onChange`, or use `updateProperties()`/`UIObservationTrackingEnabled`"
  )

  fileprivate static func oneShot(_ function: String?) -> FindingMessage {
    let again =
      function.map { "call `\($0)` again from `onChange`" }
      ?? "move the tracking into a method that calls itself again from `onChange`"
    return FindingMessage(
      "`onChange` fires once and this tracking is never registered again, so later changes are missed; "
        + "\(again), or use `updateProperties()`/`UIObservationTrackingEnabled`")
  }
}
