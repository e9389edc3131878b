import BridgeLint

/// A UIKit/AppKit view, view controller or layer constructed in a representable's `update…`.
public struct ViewCreatedInUpdateRule: Rule {
  public init() {}

  public static func relevance(in index: ProjectIndex) -> Relevance {
    .anyOf(names: Representable.updateMethodNames)
  }

  /// Framework prefixes of view, controller, layer and session classes.
  private static let prefixes = [
    "UI", "WK", "MK", "AV", "PK", "PH", "SF", "MF", "VN", "QL", "AR", "SCN", "SK", "CN", "EK", "PDF", "NS",
  ]
  private static let suffixes = ["View", "Controller", "Layer", "Session"]
  /// Owned by another rule (`capture_session_in_representable`) or not a view-like object.
  private static let excluded: Set<String> = ["AVCaptureSession", "NSLayoutConstraint", "AVAudioSession"]

  public static let description = RuleDescription(
    identifier: "view_created_in_update",
    name: "View Created in Update",
    summary: "A representable's `update…` constructs a UIKit/AppKit view, view controller or layer on every update",
    rationale: """
      `updateUIView`/`updateUIViewController` (`updateNSView`/`updateNSViewController` on macOS) \
      runs on every change of the state the representable \
      reads. A view, view controller, layer or session built there is built again each time: the \
      previous one is thrown away with its state (selection, scroll position, first responder, \
      a web view's page), subviews pile up or flicker, and controllers leak when they were added \
      somewhere. Build UIKit and AppKit objects once, in `make…` (or lazily on the coordinator), and only \
      mutate them in `update…`:

      ```swift
      func makeUIView(context: Context) -> WKWebView { WKWebView() }
      func updateUIView(_ web: WKWebView, context: Context) {
        if web.url != url { web.load(URLRequest(url: url)) }
      }
      ```

      Flagged: constructors of framework classes whose names end in `View`, `Controller`, `Layer` \
      or `Session` (`UI…`, `WK…`, `MK…`, `AV…`, `NS…`, … prefixes), `UIHostingController`, project \
      subclasses of UIKit/AppKit views and controllers, and calls of `make…(context:)` from \
      `update…`. Also flagged, at its construction: a view or controller stored on the \
      representable (`private let webView = WKWebView()`, a type named like a view such as \
      `LottieAnimationView`) that `update…` uses. The representable is a value re-created on \
      every render of its parent, each copy with a new view, and `update…` runs on those later \
      copies: it changes a view that is not on screen while the one `make…` returned goes stale \
      (not a `@State` property: SwiftUI keeps the first copy's view). \
      Real code creates controllers at presentation time under a condition \
      (`if isPresented && host.presentedViewController == nil`, a coordinator flag, a \
      create-if-missing `== nil` check or a `?? UIViewController()` fallback): that runs once per change and is not reported, and \
      neither are objects created in closures that run on a later event. A flag alone \
      (`if showSheet { controller.present(Sheet(…)) }`, with no `presentedViewController` check, \
      no coordinator record and no reset of the flag in that block) holds across updates, so a \
      controller built and presented under it is reported. Values such as \
      `UIColor`, `UIImage` and `UIFont` are not views. `AVCaptureSession` is left to \
      `capture_session_in_representable`.
      """,
    kind: .lifecycle,
    defaultSeverity: .warning,
    nonTriggeringExamples: ViewCreatedInUpdateExamples.nonTriggering,
    triggeringExamples: ViewCreatedInUpdateExamples.triggering
  )

  public func check(_ file: ParsedFile, _ context: inout RuleContext) {
    let model = context.model
    for method in model.lifecycleMethods where method.role == .update {
      checkStoredViews(method, model, &context)
      for call in file.calls(in: method.body)
      where call.nameToken != nil && (call.leftParenToken != nil || !call.trailingClosures.isEmpty) {
        let name = file.text(call.name)
        let token = TokenID(call.name)
        let rebuilds = Representable.makeMethodNames.contains(name) && (call.isUnqualified || file.isCalledOnSelf(call))
        // `x ?? UIViewController()`: built only when `x` is missing, a create-if-missing fallback.
        let isFallback = file.token(before: TokenID(call.calleeStart)).map { file.tokenIs($0, "??") } ?? false
        guard rebuilds || (isViewConstructor(call, name, model) && !isFallback),
          model.timing(of: token, in: method) != .later
        else { continue }
        if !model.changeGuards(at: token).isEmpty {
          // `if showSheet { present(Sheet()) }`: a flag alone lets every update while it holds
          // present again (round ff's custom sheet).
          if !rebuilds, let flag = presentsWhileFlagHolds(token, method, model) {
            context.report(file, at: token, .presentedWhileFlagHolds(name, flag))
          }
          continue
        }
        if rebuilds {
          context.report(file, at: token, .rebuilds(name))
        } else {
          context.report(file, at: token, .created(name, method.representable.flavor.makeMethod))
        }
      }
    }
  }

  /// `let web = WKWebView()` on the representable, used in `update…`: every copy of the
  /// representable (one per render of its parent) builds its own, and `update…` runs on a later
  /// copy than the one whose view `make…` put on screen.
  private func checkStoredViews(_ method: LifecycleMethod, _ model: BridgeModel, _ context: inout RuleContext) {
    let file = model.file
    var stored: [String: (construction: TokenID, type: String)] = [:]
    for variable in method.representable.properties {
      let property = file[variable: variable]
      // `@State private var canvas = PKCanvasView()`: SwiftUI keeps the first copy's view.
      if file.attributeNames(property.attributes).contains(where: { $0 == "State" || $0 == "StateObject" }) {
        continue
      }
      guard let call = file.calls(in: property.initializer).first, call.calleeStart == property.initializer.start,
        call.rightParen + 1 == property.initializer.end, let name = call.nameToken, call.isUnqualified,
        isStoredViewType(file.text(name), model)
      else { continue }
      stored[file.text(property.name)] = (name, file.text(name))
    }
    guard !stored.isEmpty else { return }
    let update = file.text(file[function: method.function].name) + "(_:context:)"
    var reported: Set<String> = []
    for token in method.body.tokens where file.isKind(token, .identifier) {
      let name = file.text(token)
      guard let view = stored[name], !reported.contains(name) else { continue }
      // `self.web`, or a bare `web` that no local or parameter shadows; not `other.web`.
      if file.isAfterPeriod(token) {
        guard let period = file.token(before: token), file.token(before: period).map({ file.word($0) }) == .selfWord
        else { continue }
      } else if file.code.binding(at: token) != nil
        || file.token(before: token).map({ file.word($0) == .let || file.word($0) == .var }) == true
      {
        continue
      }
      reported.insert(name)
      var message = FindingMessage.storedView(
        name, view.type, update: update, make: method.representable.flavor.makeMethod)
      message.related = [RelatedLocation(file, token: token, message: "`\(update)` uses this copy's `\(name)` here")]
      context.report(file, at: view.construction, message)
    }
  }

  /// A framework view or controller, a project subclass of one, or a type named like one
  /// (`LottieAnimationView`) that the project does not declare as a SwiftUI view.
  private func isStoredViewType(_ name: String, _ model: BridgeModel) -> Bool {
    guard !Self.excluded.contains(name), name.first?.isUppercase == true else { return false }
    if isFrameworkClass(name, model) { return true }
    guard ["View", "Controller"].contains(where: { name.hasSuffix($0) }), !model.index.isSwiftUIView(name) else {
      return false
    }
    // Named like one but declared by the project as a value or a plain `NSObject` subclass (a
    // script message handler called `ContentController`, round dd): no view.
    return !model.index.has(.declaresValueType, name)
      && !model.index.lookup(name).contains { $0.inherited.first == "NSObject" }
  }

  private func isViewConstructor(_ call: Call, _ name: String, _ model: BridgeModel) -> Bool {
    let file = model.file
    guard !Self.excluded.contains(name), let first = name.utf8.first, first >= 65 && first <= 90 else { return false }
    // `Module.Type(…)` is a constructor; `UIView.animate(…)`, `view.Subview(…)` are not.
    if let receiver = file.receiver(of: call) {
      guard receiver.end - receiver.start == 1, let head = file.text(receiver.start).utf8.first,
        head >= 65 && head <= 90,
        !isFrameworkClass(file.text(receiver.start), model)
      else { return false }
    }
    // `UIHostingController(…).view` is `hosting_view_without_containment`'s finding.
    if let close = call.rightParenToken, file.isFollowed(close, byMember: "view") {
      return false
    }
    return isFrameworkClass(name, model)
  }

  private func isFrameworkClass(_ name: String, _ model: BridgeModel) -> Bool {
    if Self.prefixes.contains(where: { name.hasPrefix($0) }) && Self.suffixes.contains(where: { name.hasSuffix($0) }) {
      return true
    }
    let roots = model.index.roots(
      of: name, among: [.uiKitView, .uiKitViewController, .appKitView, .appKitViewController, .hostingController])
    return !roots.isEmpty
  }
}

extension FindingMessage {
  fileprivate static func presentedWhileFlagHolds(_ type: String, _ flag: String) -> FindingMessage {
    FindingMessage(
      "`\(type)` is built and presented again on every SwiftUI update while `\(flag)` is true, and UIKit refuses "
        + "a second presentation; present only when `presentedViewController == nil`, or reset `\(flag)` once "
        + "presented")
  }

  fileprivate static func created(_ type: String, _ make: String) -> FindingMessage {
    FindingMessage("`\(type)` is created again on every SwiftUI update; create it once in `\(make)` and update it here")
  }

  fileprivate static func storedView(_ name: String, _ type: String, update: String, make: String) -> FindingMessage {
    FindingMessage(
      "`\(name)` is a new `\(type)` in every copy of the representable, and `\(update)` runs on later copies than "
        + "the one `\(make)` showed, so it changes a view that is not on screen; create the view in `\(make)` and "
        + "update the one `\(update)` is given")
  }

  fileprivate static func rebuilds(_ make: String) -> FindingMessage {
    FindingMessage(
      "Calling `\(make)` from update builds a new view on every SwiftUI update; update the existing view instead")
  }
}
