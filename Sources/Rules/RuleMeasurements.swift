import BridgeLint

/// What the measuring rounds of `docs/precision.md` say about each bridge rule: maturity, the
/// latest precision and recall, known limits. One table rather than a field in every rule file:
/// a measuring round updates many rules at once, and the rounds' history stays in
/// `docs/precision.md` (a test checks every bridge rule has an entry; the docs render it).
enum RuleMeasurements {
  typealias M = MeasuredCount

  static let table: [String: RuleMeasurement] = [
    "binding_setter_ignores_value": RuleMeasurement(
      .experimental, precision: [M(0, of: 4, "round d", note: "4 debatable"), M(0, of: 2, "round e")],
      knownLimits: [
        "Bindings written only by a control that sends the opposite value once per tap are reported, though no double write is shown."
      ]),
    "capture_session_in_representable": RuleMeasurement(
      .provisional,
      precision: [
        M(0, of: 1, "round g"), M(1, of: 1, "round k"), M(1, of: 1, "round l"), M(2, of: 2, "round r"),
        M(1, of: 1, "round aa"), M(3, of: 4, "round ii"), M(1, of: 3, "round jj"),
        M(2, of: 2, "round ll"),
      ],
      recall: [
        M(1, of: 1, "round k"), M(1, of: 1, "round l"), M(2, of: 2, "round r"), M(0, of: 1, "round y"),
        M(1, of: 1, "round aa"), M(2, of: 4, "round ii"), M(1, of: 3, "round jj"),
        M(2, of: 3, "round ll"),
      ]),
    "controller_representable_in_cell": RuleMeasurement(
      .experimental, precision: [M(0, of: 0, "rounds d and e, 80 apps")]),
    "coordinator_direct_dismiss": RuleMeasurement(
      .experimental, precision: [M(0, of: 7, "round f", note: "4 debatable")],
      knownLimits: ["Whether SwiftUI resets a sheet's flag after a UIKit dismiss is OS behaviour the rule cannot see."]),
    "coordinator_main_actor": RuleMeasurement(
      .experimental, precision: [M(11, of: 13, "round e"), M(1, of: 4, "round f")]),
    "coordinator_strong_self": RuleMeasurement(
      .provisional,
      precision: [
        M(1, of: 2, "round g"), M(1, of: 1, "round h"), M(0, of: 0, "round i", note: "1 debatable"),
        M(0, of: 1, "round v", note: "a one-shot `loadObject` completion"),
        M(0, of: 1, "round w", note: "a one-shot `loadObject` completion"), M(1, of: 1, "round ff"),
        M(1, of: 3, "round jj"),
        M(0, of: 1, "round ll", note: "a one-shot sign-in completion, read since"),
      ],
      recall: [
        M(0, of: 4, "round r", note: "3 of 4 after the change after it"),
        M(0, of: 2, "round w", note: "an AppKit text view's stored closure capturing `context`"),
        M(0, of: 1, "round x"), M(0, of: 1, "round y"), M(1, of: 1, "round ff"), M(0, of: 1, "round ii"),
        M(1, of: 3, "round jj"),
        M(0, of: 1, "round ll"),
      ],
      knownLimits: [
        "Combine subscriptions a coordinator starts in its own properties' `didSet` were missed on round r (4 sites in one app); they are reported since."
      ]),
    "delegate_fresh_instance": RuleMeasurement(
      .provisional, precision: [M(0, of: 0, "rounds d to i")],
      recall: [
        M(0, of: 1, "round r"), M(0, of: 1, "round aa"),
        M(0, of: 1, "round hh", note: "a delegate stored on the representable itself"),
      ],
      knownLimits: [
        "A delegate object the parent builds in `body` and passes in as an input (`webView.navigationDelegate = input ?? coordinator`) is missed (round r)."
      ]),
    "delegate_in_update": RuleMeasurement(
      .provisional,
      precision: [
        M(3, of: 3, "round d"), M(1, of: 2, "round e"), M(4, of: 4, "round j", note: "3 debatable"),
        M(0, of: 0, "round k", note: "pattern absent"), M(1, of: 1, "round l"), M(1, of: 1, "round m"),
        M(1, of: 3, "round s"),
        M(
          0, of: 3, "round u",
          note: "wired once under a coordinator flag, or the project's own delegate property; fixed after it"),
        M(1, of: 1, "round v"), M(1, of: 1, "round x"), M(1, of: 1, "round aa"), M(1, of: 1, "round dd"),
        M(2, of: 2, "round ee"), M(1, of: 1, "round ii"),
        M(1, of: 3, "round ll", note: "2 wired under a flag spelled `== false`, read since"),
      ],
      recall: [
        M(4, of: 4, "round j"), M(1, of: 1, "round l"), M(1, of: 1, "round m"), M(1, of: 1, "round s"),
        M(1, of: 2, "round v"),
        M(1, of: 2, "round x", note: "a delegate wired in a coordinator method `update…` calls"),
        M(1, of: 2, "round aa"), M(1, of: 1, "round dd"), M(2, of: 3, "round ee"), M(1, of: 3, "round ii"),
        M(1, of: 1, "round ll"),
      ],
      knownLimits: [
        "A delegate set to `nil` while a scroll animates and restored to the same coordinator was reported on round s (2 wrong); a target the update also sets to `nil` is left alone since."
      ]),
    "duplicate_state_copy": RuleMeasurement(
      .provisional,
      precision: [
        M(19, of: 30, "round h"), M(12, of: 14, "round i"),
        M(26, of: 68, "round j", note: "32 debatable; the default-on shapes 11 of 11"),
        M(120, of: 193, "round k", note: "12 debatable; after its fixes 126 of 155 on round k, now tuning"),
        M(59, of: 77, "round l", note: "66 debatable, 49 of them a `ViewStore` built in `init`, left alone since"),
        M(40, of: 40, "round m", note: "3 debatable"),
        M(34, of: 42, "round n", note: "2 debatable; 5 wrong a creating default every caller overrides"),
        M(83, of: 88, "round o", note: "3 debatable"),
        M(
          19, of: 32, "round p",
          note: "13 debatable; 7 of the wrong and debatable from changes after round o, withdrawn"),
        M(42, of: 53, "round q", note: "10 debatable; 9 wrong in one app, a resolver called in `init`"),
        M(49, of: 61, "round r", note: "11 debatable"), M(46, of: 52, "round s", note: "12 debatable"),
        M(47, of: 53, "round t", note: "1 debatable; 4 wrong a loading wrapper's content in one app"),
        M(
          125, of: 148, "round u",
          note: "2 debatable; 7 wrong a view of another sample project of one name, not resolved since"),
        M(47, of: 49, "round v"),
        M(125, of: 137, "round w", note: "7 wrong edit buffers and preview fixtures, left alone since"),
        M(126, of: 136, "round x", note: "6 wrong models looked up by the child's `.id` key, left alone since"),
        M(
          33, of: 40, "round y",
          note: "6 debatable; 6 of the wrong a caller's constant, init-set `@State` or `…Default`, read since"),
        M(40, of: 63, "round z", note: "11 debatable; 21 of the wrong a `deps` container and globals, read since"),
        M(
          29, of: 40, "round aa",
          note: "8 of the wrong a Decompose mirror, a dictionary `key`, a pushed value, read since"),
        M(
          13, of: 16, "round bb",
          note: "2 of the wrong a model built from an `@Environment(Settings.self)` object, read since"),
        M(35, of: 44, "round cc", note: "4 view models of pushed screens, fixed after it"),
        M(22, of: 30, "round dd", note: "4 of the wrong a header's colours no caller passes, fixed after it"),
        M(42, of: 46, "round ee", note: "1 debatable; a settings view only previews seed, fixed after it"),
        M(30, of: 36, "round ff", note: "2 debatable; a re-keyed child and a pushed chat, fixed after it"),
        M(13, of: 27, "round gg", note: "11 copies the child never uses, fixed after it"),
        M(1, of: 7, "round hh", note: "pushed screens' view models, fixed after it"),
        M(31, of: 45, "round ii", note: "1 debatable"), M(37, of: 54, "round jj", note: "1 debatable"),
        M(87, of: 94, "round kk", note: "3 of the wrong read since"),
        M(87, of: 92, "round ll", note: "2 of the wrong read since"),
        M(
          35, of: 81, "round mm",
          note: "41 wrong in one app: objects its own `@State` keeps, handed to rows' `@StateObject`"),
      ],
      recall: [
        M(24, of: 38, "round h"), M(2, of: 5, "round i", note: "5 of 5 counting the other end of a site"),
        M(22, of: 56, "round j"), M(107, of: 116, "round k", note: "112 of 116 after its fixes"),
        M(25, of: 41, "round l"), M(22, of: 35, "round m"), M(29, of: 37, "round n"), M(6, of: 11, "round o"),
        M(12, of: 24, "round p"), M(36, of: 45, "round q"), M(16, of: 20, "round r"),
        M(24, of: 60, "round s", note: "22 a parent's kept object in a child's `@StateObject`, opt-in"),
        M(45, of: 52, "round t"), M(98, of: 121, "round u"),
        M(21, of: 55, "round v", note: "16 a parent's never-replaced object in a child's `@StateObject`, exempt"),
        M(93, of: 120, "round w", note: "93 of 112 without 8 labels the reviewers withdrew"),
        M(39, of: 60, "round x", note: "5 a child's `@StateObject` built from a parameter"),
        M(39, of: 66, "round y", note: "11 sheet, destination or `App` content, left alone"), M(39, of: 52, "round z"),
        M(24, of: 53, "round aa", note: "most a copy the child edits and never hands back, opt-in"),
        M(15, of: 21, "round bb"), M(36, of: 57, "round cc"),
        M(19, of: 30, "round dd", note: "21 of 30 after its fixes"),
        M(42, of: 55, "round ee", note: "3 of the misses relabelled TN by their reviewer after the run"),
        M(20, of: 32, "round ff", note: "a modifier's alert item and a fallback date, reported since"),
        M(14, of: 30, "round gg"), M(1, of: 5, "round hh"), M(24, of: 34, "round ii"), M(26, of: 30, "round jj"),
        M(70, of: 98, "round kk", note: "8 a toggle copy never handed back, opt-in; 8 identities in rows, left"),
        M(77, of: 109, "round ll", note: "rows keyed by their item; `.init()` into an `@ObservedObject`"),
        M(48, of: 83, "round mm", note: "pushed payloads and rows keyed by their item"),
      ],
      knownLimits: [
        "Callers' seeds follow a caller's value one level: a child handed an object its caller received from its own parent (who never replaces it), or an enum payload that holds a singleton, is reported; `report_caller_seeds: false` keeps only the documented `@ObservedObject` shapes.",
        "Seeds computed by operators are read (`sizeClass == .compact ? a : b`), even one that can never change (round p); seeds built by a call (`self.x = sorted(param)` into a `@State`) and a `ForEach` element of the caller's own `@State` array handed to a child's `@StateObject` are missed (rounds l and m).",
        "An `@ObservedObject` given a store from a subscription (`env.subscribe(…)`) or a lookup in `init` is not reported: only constructions, factory calls (`make…`, `create…`, `build…`, `new…`) and parameter defaults are known to be new.",
        "A changing property of a singleton (`Theme.shared.current.colors`) handed into a child's `@State` is taken for a constant.",
      ]),
    "force_refresh_identity": RuleMeasurement(
      .provisional,
      precision: [
        M(5, of: 5, "round g"), M(0, of: 0, "round h", note: "2 debatable"), M(5, of: 5, "round j"),
        M(66, of: 66, "round k", note: "one app"), M(2, of: 2, "round u", note: "1 debatable"), M(1, of: 1, "round v"),
        M(1, of: 1, "round ii"),
        M(3, of: 3, "round ll"),
      ],
      recall: [
        M(5, of: 5, "round j"), M(66, of: 66, "round k"), M(0, of: 4, "round m"), M(2, of: 2, "round u"),
        M(1, of: 3, "round v"), M(0, of: 1, "round y"),
        M(0, of: 1, "round gg", note: "an `.id(UUID())` a trailing comment explains"), M(1, of: 3, "round ii"),
        M(3, of: 5, "round ll"),
      ],
      knownLimits: [
        "`.id(UUID())` in a view-building method of an extension of a generic type is missed (round m, 3 sites)."
      ]),
    "hosted_dismiss_when_pushed": RuleMeasurement(
      .experimental, precision: [M(0, of: 0, "round g, 46 apps")],
      knownLimits: [
        "A push through a generic helper that wraps any view in a hosting controller subclass is not followed."
      ]),
    "hosted_navigation_stack_pushed": RuleMeasurement(
      .experimental, precision: [M(0, of: 1, "round d"), M(0, of: 0, "rounds d and e after its fix, 80 apps")],
      recall: [M(0, of: 1, "round dd"), M(0, of: 2, "round ee", note: "opt-in; the root view built in a local first")]),
    "hosted_view_missing_environment": RuleMeasurement(
      .experimental, precision: [M(0, of: 9, "round d", note: "2 debatable"), M(1, of: 1, "round e")],
      recall: [M(0, of: 1, "round y"), M(0, of: 2, "round ee")]),
    "hosted_view_reuse_state": RuleMeasurement(
      .experimental, precision: [M(0, of: 4, "round g", note: "2 debatable")],
      knownLimits: ["Cells whose views re-sync their state per item with `.task(id:)` are reported (debatable)."]),
    "hosting_controller_in_cell": RuleMeasurement(
      .provisional,
      precision: [M(1, of: 1, "round g"), M(1, of: 1, "round j"), M(1, of: 1, "round r"), M(1, of: 1, "round t")],
      recall: [
        M(1, of: 1, "round j"), M(0, of: 1, "round k"), M(0, of: 1, "round l"), M(0, of: 2, "round m"),
        M(1, of: 1, "round r"), M(1, of: 1, "round t"), M(0, of: 1, "round v"),
        M(0, of: 4, "round x", note: "a backport of cells' `contentConfiguration`"),
        M(0, of: 2, "round y", note: "a cell subclass's own controller, cells never reused"),
        M(0, of: 1, "round dd", note: "a section header's controller, reported by hosting_view_without_containment"),
      ],
      knownLimits: [
        "A controller built in `didMoveToSuperview()`, or guarded by `== nil` while `prepareForReuse` sets it back to nil, is one per reuse and is missed."
      ]),
    "hosting_root_view_strong_self": RuleMeasurement(
      .provisional,
      precision: [
        M(5, of: 5, "round g"), M(1, of: 1, "round h"), M(1, of: 2, "round k"), M(1, of: 1, "round l"),
        M(2, of: 2, "round ll"),
      ],
      recall: [
        M(1, of: 1, "round h"), M(1, of: 2, "round k"), M(1, of: 3, "round l"),
        M(0, of: 2, "round r", note: "2 of 2 after the change after round s"), M(0, of: 1, "round v"),
        M(0, of: 1, "round y"), M(0, of: 1, "round aa"),
        M(0, of: 1, "round dd", note: "the controller set as its root view's strong delegate"), M(0, of: 1, "round ii"),
        M(2, of: 4, "round ll", note: "an `NSHostingView` added to the controller's view, reported since"),
      ]),
    "hosting_view_without_containment": RuleMeasurement(
      .stable,
      precision: [
        M(6, of: 6, "round g"), M(7, of: 7, "round h"), M(12, of: 14, "round j"), M(19, of: 19, "round k"),
        M(12, of: 12, "round l"), M(4, of: 33, "round m", note: "29 in one app's lazy properties, fixed after it"),
        M(3, of: 3, "round n"), M(13, of: 13, "round o"), M(17, of: 17, "round p"), M(18, of: 18, "round q"),
        M(11, of: 12, "round r"), M(29, of: 29, "round s", note: "2 debatable"), M(9, of: 9, "round t"),
        M(14, of: 14, "round u", note: "3 debatable"), M(16, of: 16, "round v"), M(7, of: 7, "round w"),
        M(12, of: 12, "round x"), M(9, of: 9, "round y"), M(1, of: 1, "round z"), M(1, of: 1, "round bb"),
        M(2, of: 2, "round cc"), M(4, of: 4, "round dd"), M(1, of: 1, "round ff"), M(3, of: 3, "round ii"),
        M(3, of: 3, "round jj"), M(3, of: 4, "round kk", note: "a view only measured, read since"),
        M(2, of: 2, "round ll"),
        M(5, of: 5, "round mm"),
      ],
      recall: [
        M(6, of: 10, "round h"), M(0, of: 1, "round i"), M(6, of: 7, "round j"), M(18, of: 22, "round k"),
        M(5, of: 8, "round l"), M(4, of: 8, "round m"), M(3, of: 7, "round n"), M(13, of: 15, "round o"),
        M(16, of: 18, "round p"), M(18, of: 19, "round q"),
        M(9, of: 16, "round r", note: "14 of 16 after the change after it"),
        M(28, of: 29, "round s", note: "26 one idiom of one app"), M(8, of: 12, "round t"), M(13, of: 13, "round u"),
        M(13, of: 18, "round v", note: "2 more reported a few lines from the label"),
        M(7, of: 10, "round w", note: "a property rebuilt and added again, a generic helper's controller"),
        M(8, of: 33, "round x", note: "25 one app's controllers handed to a helper in another file"),
        M(7, of: 8, "round y"), M(1, of: 2, "round z"), M(1, of: 1, "round bb"), M(2, of: 2, "round cc"),
        M(3, of: 4, "round dd"),
        M(0, of: 1, "round ee", note: "a snapshot in the root controller's view, reported since"),
        M(1, of: 1, "round ff"), M(3, of: 3, "round ii"), M(3, of: 5, "round jj"), M(3, of: 3, "round kk"),
        M(2, of: 5, "round ll"),
        M(5, of: 5, "round mm"),
      ],
      knownLimits: [
        "Recall stays under 90% (18 of 22, 5 of 8, 4 of 8 and 3 of 7 on rounds k to n): a `UIView` subclass adding the views of controllers kept in its stored properties, a controller built by a helper typed `UIViewController`, a helper declared in another file, and AppKit's `NSHostingController` are missed (a controller's view handed to another type's initializer is reported since round q)."
      ]),
    "mail_compose_without_check": RuleMeasurement(
      .provisional,
      precision: [
        M(0, of: 2, "round g"), M(1, of: 1, "round m"), M(1, of: 1, "round s"), M(1, of: 1, "round dd"),
        M(1, of: 1, "round ff"),
      ],
      recall: [
        M(1, of: 1, "round m"), M(0, of: 1, "round r"), M(1, of: 1, "round s"), M(0, of: 1, "round bb"),
        M(1, of: 1, "round dd"), M(1, of: 1, "round ff"),
        M(0, of: 1, "round ll", note: "a check written but never called"),
      ],
      knownLimits: [
        "A composer built in a representable is left to the view that shows it, even when no screen of the project asks `canSendMail()` (round r)."
      ]),
    "make_only_configuration": RuleMeasurement(
      .provisional,
      precision: [
        M(0, of: 1, "round j", note: "fixed after it"), M(3, of: 3, "round o"),
        M(0, of: 12, "round p", note: "2 debatable; inputs every caller passes as a constant, no longer reported"),
        M(1, of: 1, "round q", note: "2 debatable"),
        M(4, of: 9, "round r", note: "3 debatable; 5 wrong URLs loaded once that are fixed for their screen"),
        M(1, of: 9, "round s", note: "inputs fixed for the view's life"),
        M(0, of: 0, "round t", note: "2 debatable, plain inputs off by default"), M(0, of: 1, "round u"),
        M(4, of: 4, "round v"), M(1, of: 1, "round w"), M(1, of: 1, "round y"), M(1, of: 1, "round z"),
        M(0, of: 1, "round cc", note: "a constant list of tabs"),
        M(1, of: 6, "round ee", note: "plain inputs on by default for the round, opt-in again since"),
        M(2, of: 2, "round ii"),
        M(1, of: 1, "round ll"),
      ],
      recall: [
        M(0, of: 1, "round h"), M(0, of: 4, "round l"), M(0, of: 13, "round m"), M(1, of: 5, "round n"),
        M(2, of: 19, "round o", note: "after plain inputs with kept callers were read"), M(0, of: 2, "round p"),
        M(1, of: 7, "round q"), M(1, of: 2, "round s"), M(0, of: 1, "round t"),
        M(0, of: 7, "round u", note: "5 of 7 after hosted content and coordinator calls were read"),
        M(0, of: 7, "round v", note: "plain inputs, opt-in"), M(0, of: 3, "round w"),
        M(0, of: 11, "round x", note: "plain inputs, opt-in"), M(1, of: 7, "round y", note: "plain inputs, opt-in"),
        M(1, of: 8, "round z", note: "plain inputs, opt-in"), M(0, of: 1, "round aa"), M(0, of: 1, "round bb"),
        M(0, of: 1, "round cc"),
        M(0, of: 9, "round dd", note: "a page count every caller passes as a constant, plain inputs, opt-in"),
        M(1, of: 1, "round ee", note: "a plain input, opt-in again since"),
        M(0, of: 3, "round ff", note: "a class representable, a method reference, a plain input"),
        M(0, of: 2, "round gg"), M(2, of: 7, "round ii"), M(0, of: 1, "round jj"),
        M(0, of: 3, "round kk", note: "plain inputs, opt-in"),
        M(1, of: 6, "round ll", note: "plain inputs, opt-in"),
        M(0, of: 3, "round mm", note: "plain inputs, opt-in"),
      ],
      knownLimits: [
        "Plain stored inputs (no property wrapper) are reported only with `report_plain_inputs: true`: on rounds r and s 5 of 18 decided findings were correct, all of them plain inputs, so a kept input that never changes for the view's life (a URL per screen, a page count) cannot be told from one that does. The cost, on the labelled bugs of rounds l to s: 4 of 55 found by default instead of 20 of 55.",
        "With the option, a plain input is reported when applied to a changeable UIKit property, loaded into a web view, shown by a map view or read by a `UIAction` only in `make…`, and some caller hands it a value it keeps; one every caller passes as a constant is not. One passed to a project view's or controller's initializer or set on its own property is reported only when the project declares that class with a `var` of that name others can set (not a framework type's initializer, a type the project does not declare or declares twice, an implicitly unwrapped `var`, a delegate, nor a representable property with a default value, `weak` or wrapped); one applied to a sublayer or turned into an animation by name is missed, and one handed to a project type's method only when `update…` is empty is reported.",
      ]),
    "missing_did_move": RuleMeasurement(
      .stable,
      precision: [
        M(40, of: 42, "rounds d to g"), M(13, of: 13, "round h"), M(1, of: 1, "round i", note: "+1 debatable"),
        M(8, of: 9, "round j"), M(33, of: 37, "round k"), M(17, of: 17, "round l"), M(15, of: 15, "round m"),
        M(10, of: 11, "round n"), M(18, of: 18, "round o", note: "1 debatable"), M(12, of: 12, "round p"),
        M(2, of: 2, "round q"), M(5, of: 5, "round r"), M(4, of: 4, "round s"), M(10, of: 10, "round t"),
        M(55, of: 55, "round u"), M(16, of: 16, "round v"),
        M(55, of: 58, "round w", note: "an alias of the child and a factory's `addChild`"), M(2, of: 2, "round x"),
        M(6, of: 6, "round y"), M(2, of: 2, "round z"), M(1, of: 1, "round cc"), M(2, of: 2, "round dd"),
        M(3, of: 3, "round ff"), M(10, of: 10, "round gg"),
        M(0, of: 1, "round hh", note: "an embed segue's `prepare(for:)`"),
        M(1, of: 8, "round ii", note: "one app's own `addChildViewController` helper, fixed after it"),
        M(6, of: 6, "round jj"),
        M(4, of: 4, "round ll"),
      ],
      recall: [
        M(13, of: 13, "round h"), M(1, of: 1, "round i"), M(8, of: 14, "round j", note: "14 of 14 after its fixes"),
        M(33, of: 35, "round k"), M(17, of: 19, "round l", note: "19 of 19 after its fixes"), M(15, of: 17, "round m"),
        M(9, of: 9, "round n"), M(18, of: 19, "round o"), M(12, of: 17, "round p"), M(2, of: 4, "round q"),
        M(5, of: 7, "round r"), M(4, of: 5, "round s"), M(10, of: 15, "round t"),
        M(55, of: 88, "round u", note: "26 one app's pre-Swift 4.2 removals, read since: 80 of 88 after it"),
        M(16, of: 17, "round v"), M(17, of: 17, "round w"), M(2, of: 4, "round x"), M(6, of: 7, "round y"),
        M(2, of: 2, "round z"), M(0, of: 1, "round aa"), M(1, of: 1, "round cc"),
        M(2, of: 3, "round dd", note: "3 of 3 after it"),
        M(3, of: 5, "round ff", note: "2 in vendored `Pods/`, which is not linted"),
        M(10, of: 15, "round gg", note: "`addChild` on another controller, `didMove` sent from another method"),
        M(1, of: 1, "round ii"), M(6, of: 9, "round jj"),
        M(4, of: 4, "round ll"),
      ]),
    "missing_teardown": RuleMeasurement(
      .provisional,
      precision: [
        M(0, of: 1, "round g"), M(1, of: 1, "round j"), M(1, of: 1, "round m"),
        M(0, of: 0, "round r", note: "1 debatable"), M(0, of: 1, "round v"), M(1, of: 1, "round x"),
        M(0, of: 1, "round y", note: "a script handler on a configuration no web view uses"), M(1, of: 1, "round z"),
        M(1, of: 1, "round ee"), M(1, of: 1, "round ii"), M(1, of: 1, "round jj"),
        M(1, of: 1, "round ll"),
      ],
      recall: [
        M(0, of: 1, "round i"), M(1, of: 1, "round j"), M(0, of: 2, "round l"), M(1, of: 1, "round m"),
        M(0, of: 1, "round r"), M(0, of: 1, "round v"),
        M(0, of: 5, "round w", note: "a coordinator method's `Timer(target: self)`, an event monitor"),
        M(1, of: 3, "round x"), M(2, of: 4, "round z"), M(0, of: 1, "round aa"), M(0, of: 2, "round bb"),
        M(1, of: 1, "round ee"), M(0, of: 1, "round ff"), M(1, of: 3, "round ii"), M(1, of: 2, "round jj"),
        M(0, of: 2, "round kk", note: "observers of a represented controller"),
        M(1, of: 2, "round ll"),
      ],
      knownLimits: [
        "A coordinator added as a script message handler right after removing the same name is taken for a teardown."
      ]),
    "modal_exit_path_missing": RuleMeasurement(
      .provisional,
      precision: [
        M(0, of: 1, "round e"), M(2, of: 2, "round k"),
        M(3, of: 5, "round w", note: "a picker leaving a navigation stack by its path, read since"),
        M(1, of: 4, "round x", note: "a stored presentation binding's `wrappedValue`, read since"),
        M(3, of: 3, "round y"), M(3, of: 3, "round z"),
        M(0, of: 1, "round aa", note: "an image picker UIKit dismisses itself"), M(3, of: 3, "round cc"),
        M(1, of: 1, "round dd"), M(1, of: 1, "round ee"),
        M(0, of: 0, "round ff", note: "1 debatable: an image picker with no cancel callback"), M(1, of: 1, "round gg"),
        M(2, of: 2, "round hh", note: "1 debatable"), M(3, of: 5, "round ii"), M(3, of: 3, "round jj"),
        M(9, of: 9, "round kk"),
        M(5, of: 7, "round ll", note: "returns no pick reaches, read since"),
        M(3, of: 3, "round mm"),
      ],
      recall: [
        M(1, of: 1, "round k"),
        M(0, of: 8, "round v", note: "image picker coordinators with no cancel callback, reported since: 7 of 8"),
        M(3, of: 7, "round w", note: "coordinators declared in another file or project of the folder"),
        M(0, of: 2, "round x", note: "a coordinator conforming in another extension"), M(3, of: 3, "round y"),
        M(3, of: 3, "round z"), M(0, of: 4, "round aa"), M(0, of: 1, "round bb"), M(3, of: 3, "round cc"),
        M(1, of: 1, "round dd"), M(1, of: 1, "round ee"),
        M(0, of: 2, "round ff", note: "early returns before the dismiss, an image picker's reported since"),
        M(1, of: 1, "round gg"), M(2, of: 2, "round hh"), M(2, of: 3, "round ii"), M(2, of: 5, "round jj"),
        M(9, of: 11, "round kk", note: "an exit only in an `if`, reported since"),
        M(5, of: 6, "round ll"),
        M(3, of: 3, "round mm"),
      ]),
    "observation_tracking_one_shot": RuleMeasurement(
      .experimental, precision: [M(2, of: 3, "round d"), M(0, of: 3, "round g")],
      knownLimits: ["Re-registration two calls deep is not seen."]),
    "registration_in_update": RuleMeasurement(
      .provisional,
      precision: [
        M(1, of: 1, "rounds e and f"), M(1, of: 1, "round y"), M(1, of: 1, "round cc"), M(1, of: 1, "round dd"),
        M(0, of: 4, "round ii", note: "constraints between views built in the same update, fixed after it"),
        M(2, of: 2, "round ll"),
        M(1, of: 1, "round mm"),
      ],
      recall: [
        M(0, of: 1, "round k"), M(0, of: 2, "round l"), M(0, of: 3, "round m"), M(0, of: 1, "round r"),
        M(0, of: 3, "round v"), M(0, of: 1, "round x"), M(1, of: 2, "round cc"), M(1, of: 2, "round dd"),
        M(0, of: 1, "round ff", note: "a sheet presented on every update while its flag holds"),
        M(0, of: 1, "round gg"), M(0, of: 1, "round ii"),
        M(3, of: 6, "round ll"),
        M(1, of: 2, "round mm"),
      ],
      knownLimits: [
        "`addSubview` nested in loops over matches, and MapKit overlays or annotations built outside `update…` (a helper, a collection kept elsewhere) and added there without removing the old ones, are missed (rounds l and m); one built in `update…` and added with `addAnnotation(_:)`/`addOverlay(_:)` is reported since round q."
      ]),
    "representable_geometry_mutation": RuleMeasurement(
      .provisional,
      precision: [
        M(1, of: 1, "rounds e and f"), M(1, of: 1, "round j"), M(1, of: 1, "round k"), M(2, of: 2, "round r"),
        M(1, of: 1, "round s"), M(4, of: 4, "round v"), M(3, of: 3, "round w"), M(1, of: 1, "round aa"),
        M(2, of: 2, "round dd"), M(1, of: 1, "round ff"), M(1, of: 1, "round ii"), M(1, of: 2, "round jj"),
        M(2, of: 2, "round kk"),
        M(1, of: 1, "round ll", note: "1 debatable"),
        M(1, of: 1, "round mm"),
      ],
      recall: [
        M(1, of: 1, "round j"), M(1, of: 1, "round k"), M(0, of: 2, "round r"), M(1, of: 1, "round s"),
        M(4, of: 4, "round v"), M(3, of: 3, "round w"), M(1, of: 1, "round aa"), M(2, of: 2, "round dd"),
        M(1, of: 1, "round ff"), M(0, of: 1, "round gg"), M(1, of: 1, "round ii"), M(1, of: 1, "round jj"),
        M(2, of: 3, "round kk"),
        M(1, of: 1, "round ll"),
        M(1, of: 2, "round mm"),
      ]),
    "representable_returns_stored_view": RuleMeasurement(.experimental, precision: [M(4, of: 4, "round f")]),
    "size_that_fits_force_unwrap": RuleMeasurement(.provisional, precision: [M(0, of: 0, "rounds d to i")]),
    "stale_coordinator_parent": RuleMeasurement(
      .experimental, precision: [M(0, of: 12, "round e", note: "all latent"), M(0, of: 8, "round f")]),
    "state_not_private": RuleMeasurement(
      .experimental, precision: [M(14, of: 40, "round e, sampled"), M(16, of: 40, "round f, sampled")]),
    "state_object_injected_at_call_site": RuleMeasurement(.experimental, precision: [M(0, of: 21, "round f")]),
    "state_wraps_observable_object": RuleMeasurement(
      .experimental, precision: [M(0, of: 4, "round e"), M(1, of: 40, "round f"), M(0, of: 1, "round g")],
      knownLimits: [
        "Requires a `@Published` member read while rendering since round g; not yet measured on a fresh list."
      ]),
    "state_write_during_update": RuleMeasurement(
      .provisional,
      precision: [
        M(1, of: 1, "round i"), M(3, of: 4, "round k"), M(3, of: 3, "round l"), M(2, of: 2, "round m"),
        M(1, of: 1, "round n"), M(5, of: 5, "round r"), M(2, of: 2, "round t"), M(3, of: 3, "round v"),
        M(20, of: 20, "round w"), M(3, of: 3, "round ff"), M(2, of: 2, "round gg"), M(4, of: 4, "round ii"),
        M(3, of: 3, "round jj"),
        M(2, of: 2, "round ll"),
        M(7, of: 7, "round mm"),
      ],
      recall: [
        M(0, of: 1, "round h"), M(1, of: 2, "round i"), M(3, of: 3, "round k"), M(3, of: 3, "round l"),
        M(2, of: 4, "round m"), M(1, of: 5, "round n"), M(5, of: 8, "round r"), M(2, of: 3, "round t"),
        M(0, of: 6, "round u", note: "deferred writes, in `make…` or through a `Binding` parameter"),
        M(3, of: 10, "round v", note: "deferred writes in `update…`, a closure a helper calls"),
        M(18, of: 26, "round w", note: "deferred writes in `make…` and `update…`"),
        M(0, of: 5, "round x", note: "deferred writes, a callback `update…` calls"), M(0, of: 1, "round y"),
        M(0, of: 3, "round aa"), M(0, of: 2, "round cc", note: "deferred writes behind a change check"),
        M(0, of: 4, "round dd", note: "deferred one-shot resets and a write through a coordinator helper"),
        M(3, of: 9, "round ff", note: "helpers a `Task` in `update…` calls, one reported since"),
        M(2, of: 3, "round gg"),
        M(0, of: 3, "round hh", note: "a view model's method publishing in the pass, a deferred write in `make…`"),
        M(4, of: 9, "round ii", note: "deferred writes in `make…`, reported since"), M(3, of: 8, "round jj"),
        M(0, of: 4, "round kk", note: "a coordinator method writing its binding, reported since"),
        M(2, of: 5, "round ll"),
        M(5, of: 20, "round mm", note: "`@Published` writes on an untyped `@ObservedObject`, found since"),
      ],
      knownLimits: [
        "A deferred write is left alone in `make…`, under a change check of the property, after an `await` in its "
          + "`Task` (the write waits for the awaited work), and when a condition names the property but the value "
          + "written is no cleared request (`false`, `nil`): a height written back from `update…` only when it "
          + "changed is not reported."
      ]),
    "swiftui_wrapper_in_class": RuleMeasurement(
      .experimental, precision: [M(1, of: 9, "round d"), M(3, of: 10, "round e"), M(0, of: 15, "round f")],
      knownLimits: ["An `@ObservedObject` in a class that nothing relies on is reported, though harmless."]),
    "uikit_off_main_thread": RuleMeasurement(
      .provisional, precision: [M(3, of: 3, "round g"), M(0, of: 2, "round j"), M(3, of: 3, "round w")],
      recall: [
        M(0, of: 1, "round j"), M(0, of: 4, "round k"), M(0, of: 2, "round v"),
        M(0, of: 1, "round w", note: "a collection view cell, outside the bridge code read"), M(0, of: 1, "round cc"),
        M(0, of: 1, "round ll", note: "a read off the main thread"),
      ]),
    "unguarded_update_feedback": RuleMeasurement(
      .provisional,
      precision: [
        M(16, of: 21, "rounds d and e"), M(4, of: 6, "round g", note: "2 debatable"), M(8, of: 9, "round h"),
        M(4, of: 5, "round i"), M(3, of: 5, "round j", note: "2 debatable"),
        M(14, of: 17, "round k", note: "3 debatable"), M(10, of: 10, "round l", note: "1 debatable"),
        M(12, of: 15, "round m"), M(3, of: 3, "round n"), M(8, of: 8, "round o"), M(16, of: 17, "round p"),
        M(7, of: 7, "round q"), M(15, of: 15, "round r"), M(3, of: 3, "round s"), M(5, of: 5, "round t"),
        M(28, of: 30, "round u"), M(26, of: 28, "round v"), M(11, of: 11, "round w"),
        M(3, of: 3, "round x"), M(7, of: 7, "round y"), M(12, of: 12, "round z"), M(2, of: 2, "round aa"),
        M(3, of: 4, "round bb"), M(4, of: 6, "round cc"),
        M(8, of: 8, "round dd", note: "8 debatable: Apple's page-view tutorial, no longer reported"),
        M(4, of: 4, "round ee"), M(6, of: 6, "round ff"), M(3, of: 3, "round gg"),
        M(4, of: 7, "round hh", note: "2 debatable"), M(4, of: 5, "round ii"),
        M(8, of: 9, "round jj", note: "2 debatable"), M(15, of: 16, "round kk"),
        M(11, of: 14, "round ll", note: "3 behind an early return on a command flag, read since"),
        M(9, of: 10, "round mm"),
      ],
      recall: [
        M(8, of: 8, "round h"), M(4, of: 4, "round i"), M(3, of: 3, "round j"), M(14, of: 15, "round k"),
        M(9, of: 11, "round l"), M(12, of: 13, "round m"), M(3, of: 4, "round n"), M(8, of: 13, "round o"),
        M(16, of: 20, "round p"), M(7, of: 8, "round q"), M(14, of: 21, "round r"), M(3, of: 5, "round s"),
        M(5, of: 6, "round t"), M(25, of: 34, "round u", note: "28 of 34 after focus calls under a flag were read"),
        M(16, of: 21, "round v"), M(10, of: 12, "round w", note: "a third-party map's `moveCamera`"),
        M(2, of: 6, "round x"),
        M(7, of: 10, "round y", note: "a third-party map, a field behind a coordinator property, a `Task`"),
        M(12, of: 12, "round z"), M(2, of: 3, "round aa"), M(3, of: 6, "round bb"), M(4, of: 6, "round cc"),
        M(8, of: 8, "round dd"),
        M(4, of: 6, "round ee", note: "a page view controller's setViewControllers, judged wrong in round cc"),
        M(6, of: 8, "round ff"), M(3, of: 6, "round gg"), M(4, of: 4, "round hh"), M(4, of: 6, "round ii"),
        M(8, of: 14, "round jj"), M(15, of: 17, "round kk", note: "a field found by `first(where:)`, read since"),
        M(11, of: 13, "round ll"),
        M(9, of: 11, "round mm"),
      ],
      knownLimits: [
        "A write of a value no user input can have changed (a placeholder reset, a scroll position restored) looks like a feedback loop; only the running app tells them apart."
      ]),
    "update_properties_direct_call": RuleMeasurement(
      .stable,
      precision: [
        M(17, of: 17, "round g"), M(1, of: 1, "round h"), M(4, of: 4, "round i"), M(3, of: 3, "round j"),
        M(49, of: 49, "round k"), M(6, of: 6, "round l"), M(4, of: 4, "round m"), M(3, of: 3, "round n"),
        M(2, of: 2, "round r"), M(10, of: 10, "round s"), M(23, of: 23, "round t"), M(22, of: 22, "round u"),
        M(4, of: 5, "round v"), M(60, of: 60, "round w"), M(3, of: 3, "round x"), M(4, of: 4, "round y"),
        M(1, of: 1, "round aa"), M(2, of: 2, "round cc"), M(1, of: 1, "round dd"), M(7, of: 7, "round gg"),
      ],
      recall: [
        M(1, of: 1, "round h"), M(4, of: 4, "round i"), M(3, of: 3, "round j"), M(49, of: 55, "round k"),
        M(6, of: 10, "round l"), M(3, of: 7, "round m"), M(1, of: 1, "round n"), M(2, of: 2, "round r"),
        M(10, of: 17, "round s"), M(23, of: 29, "round t", note: "27 of 29 after the change after it"),
        M(15, of: 15, "round u"), M(4, of: 4, "round v"),
        M(20, of: 21, "round w", note: "a view typed by a builder closure"), M(3, of: 3, "round x"),
        M(4, of: 4, "round y"), M(1, of: 1, "round aa"), M(2, of: 2, "round cc"),
        M(0, of: 2, "round ee", note: "AppKit's updateConstraints(), reported since"),
        M(0, of: 3, "round ff", note: "all in vendored `Pods/`, which is not linted"), M(7, of: 7, "round gg"),
      ]),
    "view_created_in_update": RuleMeasurement(
      .provisional,
      precision: [
        M(0, of: 0, "rounds d to i"), M(2, of: 2, "round l"), M(1, of: 1, "round m"),
        M(0, of: 2, "round v", note: "a throwaway fallback controller, left alone since"),
        M(1, of: 1, "round w", note: "a view stored on the representable"), M(1, of: 1, "round x"),
        M(1, of: 1, "round cc"),
        M(0, of: 1, "round dd", note: "a script message handler named like a controller, fixed after it"),
        M(2, of: 2, "round ff"), M(3, of: 3, "round ii"), M(1, of: 1, "round jj"),
        M(0, of: 1, "round kk", note: "a view kept in `@State`, read since"),
        M(2, of: 2, "round ll"),
        M(1, of: 1, "round mm"),
      ],
      recall: [
        M(2, of: 3, "round l"),
        M(0, of: 7, "round v", note: "views stored with an inline initializer or built by a helper"),
        M(1, of: 1, "round cc"),
        M(0, of: 2, "round ff", note: "a sheet controller presented on every update while its flag holds"),
        M(0, of: 2, "round gg", note: "a half sheet handing its coordinator out as delegate, reported since"),
        M(2, of: 2, "round ii"),
        M(1, of: 3, "round ll"),
        M(1, of: 1, "round mm"),
      ]),
    "wraps_native_primitive": RuleMeasurement(
      .experimental, precision: [M(2, of: 11, "round e"), M(0, of: 1, "round f"), M(2, of: 6, "round g")]),
  ]
}
