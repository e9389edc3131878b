import BridgeLint

/// `uiView.text = text`, `map.setRegion(…)`, `web.load(…)` on every update, with no check
/// that the value changed.
public struct UnguardedUpdateFeedbackRule: Rule {
  public init() {}

  public static func relevance(in index: ProjectIndex) -> Relevance {
    .anyOf(names: Representable.updateMethodNames)
  }

  /// Editable text views: setting their text moves the cursor and re-enters their delegate.
  private static let editableText: Set<String> = [
    "UITextView", "UITextField", "UISearchBar", "NSTextView", "NSTextField", "NSSearchField", "NSSecureTextField",
    "NSComboBox", "NSTokenField",
  ]
  /// Name endings of text-editing classes from a dependency (`SkyFloatingLabelTextField`), whose
  /// superclass the project does not show.
  private static let editableTextSuffixes = ["TextField", "TextView", "SearchBar", "SearchField", "ComboBox"]
  /// Words of a condition that tracks the view's or the edit's state (`!isEditing`,
  /// `context.coordinator.lastText`, `needsUpdate`): a guard even when it names neither side.
  static let stateWords = [
    "edit", "updat", "focus", "responder", "chang", "last", "previous", "old", "dirty", "sync", "programmatic",
    "marked", "compos", "typing", "user", "initial", "needs", "pending", "loaded", "current", "differ", "same",
  ]
  /// Compound terms a state word is part of that name no state of the view or the edit: the
  /// user's location (`showsUserLocationMode`) is map data.
  static let notStateTerms = ["userlocation"]
  static let textMembers: Set<String> = ["text", "attributedText", "stringValue", "attributedStringValue"]
  /// Members whose setter calls back the delegate (scrolling, region changes), on any view.
  static let scrollMembers: Set<String> = ["contentOffset", "zoomScale"]
  static let mapMembers: Set<String> = ["region", "centerCoordinate", "camera", "visibleMapRect"]
  static let scrollCalls: Set<String> = [
    "setContentOffset", "setZoomScale", "scrollToItem", "scrollToRow", "scrollRectToVisible",
  ]
  /// `showAnnotations` re-fits the region to the annotations, which calls the region delegate too.
  static let mapCalls: Set<String> = [
    "setRegion", "setCenter", "setCamera", "setVisibleMapRect", "showAnnotations",
  ]
  // `endEditing(true)` resigns whichever subview is editing: every update drops the keyboard (round r).
  // AppKit's `nsView.window?.makeFirstResponder(nsView)` takes the focus from the rest of the window.
  private static let responderCalls: Set<String> = [
    "becomeFirstResponder", "resignFirstResponder", "endEditing", "makeFirstResponder",
  ]
  static let webCalls: Set<String> = ["load", "loadHTMLString", "loadFileURL", "reload"]

  public static let description = RuleDescription(
    identifier: "unguarded_update_feedback",
    name: "Unguarded Update Feedback",
    summary:
      "A representable's `update…` pushes text, scroll position, map region, focus or a page load into UIKit on every update without checking that it changed",
    rationale: """
      `update…` runs on every change of any state the representable reads, not just the one \
      being pushed. Some UIKit and AppKit setters have side effects that feed back into SwiftUI: setting an \
      editable text view's `text` moves the cursor to the end and drops marked text (typing in \
      the middle jumps), `contentOffset`/`setContentOffset` and `region`/`setRegion` call the \
      delegate, which writes the binding, which runs `update…` again (jitter, a scroll that \
      cannot be stopped), `becomeFirstResponder` steals focus back on every update (`endEditing(true)` drops the \
      keyboard on every update), and \
      `WKWebView.load`/`loadHTMLString` reloads the page on every keystroke elsewhere on screen (`PDFView.go(to:)` scrolls back to its page).

      Push a value only when it differs from what UIKit shows, or from what the coordinator last \
      pushed:

      ```swift
      func updateUIView(_ textView: UITextView, context: Context) {
        if textView.text != text { textView.text = text }
        if webView.url != url { webView.load(URLRequest(url: url)) }
      }
      ```

      A condition around the write is a guard when it can tell a change: it names the member \
      written or the value (`if textView.text != text`), the web view's current `url` before a \
      load (`if webView.url != url`), the coordinator (`isUpdating`, \
      `lastURL`), or the edit's state (`!isEditing`, `isFirstResponder`, `needsUpdate`); so does the \
      `else` of an `if` that reads the member back or compares with the value \
      (`if let shown = field.text, Double(shown) == value {} else { field.text = … }`). A \
      condition that tells nothing of the sort (`if uiView.window != nil`, `if isEnabled`, or the \
      value only tested for being there: `if text.count > 0`, `!text.isEmpty`, or compared with \
      a constant: `if page == .help`; or the user's location, `showsUserLocation`, which is map \
      data, not the user's edit) still lets the write run on every update, and plain \
      unwrapping (`if let url`) is no guard either; \
      a focus call under a flag alone (`if isFocused { field.becomeFirstResponder() }`) takes the \
      focus back on every update while the flag holds, and is guarded only by a condition that reads \
      the responder state (`!field.isFirstResponder`), the edit or the coordinator. Changed from \
      RULES.md after real code: \
      `text` is only reported on editable text types as written in the update signature \
      (`UITextView`, `UITextField`, `UISearchBar`, `NSTextField`, `NSTextView`, `NSSearchField`, \
      `NSComboBox`, `NSTokenField`; AppKit's `stringValue` included), a project class descending \
      from one, or a dependency's class named like one (`GrowingTextView`, `…TextField`), and not \
      when `make…` makes the text view non-editable (itself, or through a text view class of the \
      same file whose initializer sets `isEditable = false`), gives it an `inputView` (a picker \
      fills it; there is no keyboard to type with) or builds an AppKit label \
      (`NSTextField(labelWithString:)`); restoring the selection (`selectedRange`) is the cure for \
      cursor jumps, not a cause, and is not reported; `isOn`, `value`, `date`, \
      `selectedSegmentIndex` and `currentPage` are not reported (UIKit sends no control event for \
      programmatic changes, so there is no loop), nor `reloadData`/`selectRow` (usually the \
      intended refresh). A new `PDFDocument` given to a `PDFView`'s `document` resets the page and zoom. \
      Map members and calls count on map views (`MKMapView`, a project class descending from it, a \
      dependency's `…MapView`; `showAnnotations` too: it re-fits the region), page \
      loads on web views. `setViewControllers` on a `UIPageViewController` is not reported: UIKit \
      calls the page delegate only for a swipe, so showing the bound page again on every update \
      (Apple's page-view tutorial) writes nothing back (judged wrong in round cc, debatable in dd). \
      The view is \
      the `update…` parameter, or a stored property that `make…` returns as the view; a text view \
      the represented view keeps in a stored property of its class declared in the same file \
      (`holder.editor.text = …`), or one read from the view and cast to an editable text class \
      (`guard let editor = box.subviews.first as? UITextView`), or a text field the coordinator keeps \
      (`if let field = context.coordinator.field`), is checked like the view itself. So is a \
      method of the coordinator or the representable that `update…` hands the view \
      (`context.coordinator.fitImage(in: scrollView)`, `addRoute(to: map)`) and that sets its zoom, \
      offset or region with no check of its own (one more method it hands the view to, under no \
      condition, is followed: `updateOverlays(from: map)` calling `fit(map: map)`), or a coordinator method it calls that sets the text of an editable \
      text view the coordinator keeps (`context.coordinator.update(representable: self)` setting `textView.attributedText`) \
      (reported at the call, the write as related information). A text field whose delegate refuses every keystroke \
      (`shouldChangeCharactersIn` returns `false` on every path, writing the binding itself) shows \
      only what `update…` sets, and is not reported. One \
      statement is one finding: a ternary that takes or gives up focus \
      (`editing ? v.becomeFirstResponder() : v.resignFirstResponder()`) is reported at its first call.

      A write in the completion of a one-shot request that `update…` makes each time \
      (`CLGeocoder().geocodeAddressString(address) { … map.region = … }`) runs once per update too.

      Reported at `info`: some writes it reports set a value that no user input can \
      have changed (a placeholder reset, a scroll position \
      restored to what was read a moment before), which only the running app can tell apart.
      """,
    kind: .lifecycle,
    defaultSeverity: .info,
    nonTriggeringExamples: UnguardedUpdateFeedbackExamples.nonTriggering,
    triggeringExamples: UnguardedUpdateFeedbackExamples.triggering,
    fixAvailability: .sometimes,
    corrections: UnguardedUpdateFeedbackExamples.corrections
  )

  public func check(_ file: ParsedFile, _ context: inout RuleContext) {
    let model = context.model
    var reported: Set<StatementID> = []
    var readOnlyClasses: [String: Bool] = [:]
    for method in model.lifecycleMethods where method.role == .update {
      checkHandedViews(method, model, &context)
      let viewType = method.viewTypeName ?? ""
      let editable = isEditableText(viewType, model.index)
      let isMap = isMapView(viewType, model.index)
      let readOnly = makesReadOnly(method.representable, model, &readOnlyClasses)
      if !readOnly { checkCoordinatorTextWrites(method, model, &context) }
      let kept = returnedProperties(of: method.representable, model)
      let webViews = viewType.hasSuffix("WebView") ? [] : keptWebViews(kept, of: method.representable, model)
      let forwarded = editable ? [] : forwardedTextMembers(of: viewType, model)
      for assignment in file.assignments(in: method.body) {
        // `container.textView.text = …`: the view holds the editable text view in a stored property.
        let nested =
          isNestedTextView(assignment.lhs, method, model) || isCastTextView(assignment.lhs, method, model)
          || isCoordinatorTextView(assignment.lhs, method, model)
        guard let member = file.memberWritten(by: assignment), file.isAfterPeriod(member),
          nested
            || (isDirectMember(assignment.lhs, method, file)
              && model.root(of: assignment.lhs, in: method) == .representedView)
            || isKeptView(TokenRange(assignment.lhs.start, assignment.lhs.end - 2), kept, file)
        else { continue }
        let name = file.text(member)
        // A new `PDFDocument` each update sends the reader back to page one at the default zoom.
        let document = name == "document" && isNewDocument(assignment.rhs, model)
        let feeds =
          document
          || (Self.textMembers.contains(name) && (editable || nested || forwarded.contains(name)) && !readOnly)
          || Self.scrollMembers.contains(name) || (Self.mapMembers.contains(name) && isMap)
        guard feeds,
          isRepeated(member, method, model, writing: [name], from: assignment.rhs, in: file)
        else { continue }
        context.report(
          file, at: member, covering: TokenSpan(TokenRange(assignment.lhs.start, assignment.rhs.end)),
          document
            ? .feedbackNewDocument(file.compactText(assignment.lhs))
            : .feedbackSetter(
              file.compactText(assignment.lhs), method.representable.flavor.platform),
          fix: Self.textMembers.contains(name) ? equalityGuardFix(assignment, in: file) : nil)
      }
      for call in file.calls(in: method.body) where call.nameToken != nil && call.leftParenToken != nil {
        guard let receiver = file.receiver(of: call),
          (isDirectReceiver(receiver, method, file) && model.root(of: receiver, in: method) == .representedView)
            || isKeptView(receiver, kept, file) || isViewsWindow(receiver, call, method, file)
        else { continue }
        let name = file.text(call.name)
        let feeds =
          Self.scrollCalls.contains(name) || Self.responderCalls.contains(name)
          || (Self.mapCalls.contains(name) && isMap)
          || (Self.webCalls.contains(name) && (viewType.hasSuffix("WebView") || isKeptView(receiver, webViews, file)))
          // Going to a page on every update scrolls the user back to it (round s).
          || (name == "go" && viewType == "PDFView")
        // A focus call under a flag alone takes the focus back on every update while the flag holds
        // (round u); a condition reading the responder state, the edit or the coordinator guards it.
        let isResponder = Self.responderCalls.contains(name)
        let arguments = call.leftParen < call.rightParen ? TokenRange(call.leftParen + 1, call.rightParen) : nil
        guard feeds,
          isResponder
            ? isRepeated(
              TokenID(call.name), method, model, writing: [], from: nil, in: file,
              readingBack: Self.responderState, flagsGuard: false)
            : isRepeated(
              TokenID(call.name), method, model, writing: [name], from: arguments, in: file,
              readingBack: Self.webCalls.contains(name)
                ? ["url"] : name == "go" ? ["currentPage"] : [])
        else { continue }
        // One finding per statement: `focused ? v.becomeFirstResponder() : v.resignFirstResponder()`.
        if let statement = file.code.statement(containing: TokenID(call.name)),
          !reported.insert(statement).inserted
        {
          continue
        }
        context.report(
          file, at: TokenID(call.name),
          isResponder ? .responderCall(name, file.compactText(receiver)) : .feedbackCall(name))
      }
    }
  }

  /// An editable text class as the update signature names it: a framework one, a project class
  /// descending from one, or a dependency's class named like one (`GrowingTextView`). A project
  /// class that reaches another framework class (`EditorContainer: UIView`) is not.
  func isEditableText(_ name: String, _ index: ProjectIndex) -> Bool {
    isClass(name, among: Self.editableText, orNamedLike: Self.editableTextSuffixes, index)
  }

  /// A map view, the same way: `MKMapView`, a project class descending from it, or a dependency's
  /// map named like one (Mapbox's `MGLMapView`, Google's `GMSMapView`).
  func isMapView(_ name: String, _ index: ProjectIndex) -> Bool {
    isClass(name, among: ["MKMapView"], orNamedLike: ["MapView"], index)
  }

  private func isClass(
    _ name: String, among framework: Set<String>, orNamedLike suffixes: [String], _ index: ProjectIndex
  ) -> Bool {
    var current = name
    // A superclass chain is short; the bound keeps a cycle of typealiases from looping.
    for _ in 0..<8 {
      if framework.contains(current) { return true }
      guard let type = index.lookup(current).first(where: { $0.kind == .class }) else {
        let isFramework =
          !FrameworkRoots.of(frameworkName: current).isEmpty || current.hasPrefix("UI")
          || current.hasPrefix("NS")
        return !isFramework && suffixes.contains { current.hasSuffix($0) }
      }
      guard let superclass = type.inherited.first else { return false }
      current = superclass
    }
    return false
  }

  /// `webView` or `self.webView`, a stored property `make…` returns as the view (not a local of that name).
  func isDirectReceiver(_ receiver: TokenRange, _ method: LifecycleMethod, _ file: ParsedFile) -> Bool {
    let text = file.normalizedExpression(receiver)
    return method.viewNames.contains(text) || method.viewPaths.contains(text)
  }
}
