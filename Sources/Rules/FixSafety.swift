import BridgeLint

/// Why each rule's fix is `safe` or `unsafe`, for its documentation page. `safe` (applied by
/// plain `--fix` and an editor's fix-all) promises the fix cannot change behaviour and cannot
/// break compilation; a fix that changes behaviour, even as intended, is `unsafe`. Each
/// statement opens with its class, and a test checks the rule emits only fixes of that class.
public enum FixSafety {
  public enum Class: String, Sendable {
    /// Every fix is `safe`.
    case alwaysSafe = "Always safe:"
    /// Every fix is `unsafe` (or shown only).
    case alwaysUnsafe = "Always unsafe:"
    /// `safe` under stated conditions, else `unsafe` or shown only.
    case conditional = "Safe only"
  }

  public static let statements: [String: (Class, String)] = [
    "superfluous_disable": (
      .alwaysSafe,
      "it deletes a `bridgelint:` comment that suppresses nothing; no code changes, so neither what runs "
        + "nor what compiles can."
    ),
    "state_not_private": (
      .conditional,
      "when the project index proves nothing outside the type and its extensions in the same file names "
        + "the member (see above); then `private` neither breaks a use nor changes what runs. Otherwise the "
        + "fix is shown with the reason and never applied. No fix without the view's own `init`."
    ),
    "stale_coordinator_parent": (
      .conditional,
      "when `update…` already assigns the property and the fix only turns its one-name `let` into `var`. "
        + "Inserting `context.coordinator.parent = self` is unsafe: the coordinator then reads current values, "
        + "the intended change. It writes `update…`'s own context parameter and offers no fix for an unnamed "
        + "one (`context _:`), a `private` property, or a coordinator this file does not declare as a class."
    ),
    "delegate_in_update": (
      .alwaysUnsafe,
      "wiring moves from every update to `make…`, the intended change of when it runs. It writes "
        + "`make…`'s own context parameter, naming an unnamed one (`context _:`) in the same fix, and offers "
        + "no fix when a local of that name, or another use of it in `make…`, would change what it means."
    ),
    "missing_did_move": (
      .alwaysUnsafe,
      "the inserted `didMove(toParent:)`/`willMove(toParent: nil)` runs the child's containment callbacks, "
        + "which did not run before."
    ),
    "coordinator_strong_self": (
      .alwaysUnsafe,
      "`[weak self]` ends the closure's ownership of the coordinator: work after it is released no longer runs."
    ),
    "duplicate_state_copy": (
      .alwaysUnsafe,
      "changing the property wrapper changes who owns the value and when SwiftUI keeps or replaces it."
    ),
    "unguarded_update_feedback": (
      .alwaysUnsafe,
      "the assignment then runs only when the value differs, so observers of the property (`didSet`, "
        + "delegates) no longer see the repeated writes."
    ),
  ]
}
