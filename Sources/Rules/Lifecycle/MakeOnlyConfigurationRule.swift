import BridgeLint

/// A representable input applied to the UIKit view in `make…` and never in `update…`.
public struct MakeOnlyConfigurationRule: Rule {
  public init() {}

  public static func relevance(in index: ProjectIndex) -> Relevance {
    .anyOf(names: Representable.makeMethodNames).and(.anyOf(names: Representable.updateMethodNames))
  }

  /// UIKit/AppKit properties that can be changed at any time after creation.
  private static let changeable: Set<String> = [
    "text", "attributedText", "placeholder", "attributedPlaceholder", "textColor", "font", "backgroundColor",
    "tintColor", "isEnabled", "isHidden", "alpha", "image", "isEditable", "isSelectable", "isScrollEnabled",
    "keyboardType", "returnKeyType", "isSecureTextEntry", "textAlignment", "numberOfLines", "isUserInteractionEnabled",
    "mapType", "showsUserLocation", "isZoomEnabled", "isRotateEnabled", "isPitchEnabled", "minimumValue",
    "maximumValue", "isOn", "value", "date", "minimumDate", "maximumDate", "selectedSegmentIndex", "progress",
    "currentPage", "numberOfPages", "tool", "drawing", "stringValue", "attributedStringValue", "placeholderString",
    "isBordered", "textContainerInset", "contentInset", "onTintColor", "thumbTintColor", "minimumTrackTintColor",
    "maximumTrackTintColor", "customUserAgent", "allowsBackForwardNavigationGestures", "preferredFilter",
  ]

  /// Controllers UIKit presents once and that cannot be reconfigured after creation.
  private static let oneShotControllers: Set<String> = [
    "MFMailComposeViewController", "MFMessageComposeViewController", "SFSafariViewController",
    "PHPickerViewController", "UIActivityViewController", "UIImagePickerController",
    "UIDocumentPickerViewController", "VNDocumentCameraViewController", "CNContactPickerViewController",
    "CNContactViewController", "EKEventEditViewController", "UIVideoEditorController", "QLPreviewController",
  ]

  public static let description = RuleDescription(
    identifier: "make_only_configuration",
    name: "Make-Only Configuration",
    summary:
      "A representable applies an input to its UIKit view in `make…` but never in `update…`, so later changes are ignored",
    rationale: """
      SwiftUI calls `make…` once per view identity and `update…` on every later change. A value \
      applied only in `make…` is applied once: when the `@Binding`, `@State`, environment value \
      or plain input changes later, `update…` runs, does not apply it, and the UIKit view stays \
      out of sync ("If you skip a property, the UIKit view will fall out of sync").

      Apply every input that can change in `update…` (guarded against feedback where it matters):

      ```swift
      func updateUIView(_ field: UITextField, context: Context) {
        if field.text != text { field.text = text }
        field.isEnabled = isEnabled
      }
      ```

      Changed from RULES.md after real code, which shows many correct make-only reads: only \
      assignments to a property UIKit lets you change later (`text`, `font`, `isEnabled`, \
      `mapType`, …) are reported, not creation-only configuration (table styles, picker and \
      document-picker configurations, button types) or one-time calls (`map.showAnnotations`); a \
      `$binding` handed to the view stays live and is no read; view-controller representables \
      of one-shot controllers (mail, Safari, pickers, share sheets) are skipped; and when \
      `update…` hands `self` to the coordinator or calls a helper of the representable, the input \
      may be applied there and nothing is reported. `@Binding` and `@State` inputs are \
      reported when applied to such a property, an `@Environment` value applied to any member of \
      the view (`accessibilityIdentifier` too), since the environment changes from above, and a \
      plain stored input (`let url: URL`) applied to such a property or loaded into a web view \
      (`load`, `loadHTMLString`, `loadFileURL`) only when some call site hands it a value the \
      caller reads from what it keeps (`article.url`): plain inputs read only in `make…` (a \
      placeholder, a keyboard type, a font) are constant at their call sites most of the time. An environment action (`dismiss`, `openURL`, \
      `openWindow`, `presentationMode`…) is not a value that changes within one presentation: a \
      closure set in `make…` that calls it keeps working.
      """,
    kind: .lifecycle,
    defaultSeverity: .warning,
    nonTriggeringExamples: MakeOnlyConfigurationExamples.nonTriggering,
    triggeringExamples: MakeOnlyConfigurationExamples.triggering
  )

  public func check(_ file: ParsedFile, _ context: inout RuleContext) {
    let model = context.model
    for representable in model.representables {
      let methods = model.lifecycleMethods(of: representable)
      guard let make = methods.first(where: { $0.role == .make }),
        let update = methods.first(where: { $0.role == .update }),
        !Self.oneShotControllers.contains(make.viewTypeName ?? ""), !delegatesApplying(update, model)
      else { continue }
      let readInUpdate = propertyNamesRead(in: update.body, file)
      let view = representable.declarations.first.flatMap { model.swiftUIView($0) }
      var reported: Set<String> = []
      // An input applied to a member: `field.text = text`.
      for assignment in file.assignments(in: make.body) {
        let member = assignment.lhs.end - 1
        guard assignment.lhs.end - assignment.lhs.start == 3, file.isKind(member - 1, .period),
          make.viewNames.contains(file.text(assignment.lhs.start)),
          model.root(of: assignment.lhs, in: make) == .representedView,
          model.timing(of: TokenID(member), in: make) == .inPass
        else { continue }
        let isChangeable = Self.changeable.contains(file.text(member))
        for (token, name) in inputs(in: assignment.rhs, make, skipping: readInUpdate, model)
        where isReported(name, changeable: isChangeable, view, representable, model, context.index)
          && reported.insert(name).inserted
        {
          context.report(file, at: token, .makeOnly(name, file.text(member), make.representable.flavor))
        }
      }
      // An input a web view loads: `web.load(URLRequest(url: url))`.
      for call in file.calls(in: make.body) {
        guard let callee = call.nameToken, Self.loads.contains(file.text(callee)),
          let receiver = file.receiver(of: call), receiver.end - receiver.start == 1,
          make.viewNames.contains(file.text(receiver.start)), model.timing(of: callee, in: make) == .inPass
        else { continue }
        for argument in file.arguments(of: call) {
          for (token, name) in inputs(in: argument.value, make, skipping: readInUpdate, model)
          where isReported(name, changeable: true, view, representable, model, context.index)
            && reported.insert(name).inserted
          {
            context.report(file, at: token, .loadedOnlyInMake(name, make.representable.flavor))
          }
        }
      }
    }
  }

  /// Web view calls that show an input (a URL, an HTML string).
  static let loads: Set<String> = ["load", "loadHTMLString", "loadFileURL"]

  /// The representable's own properties `range` reads, that `update…` does not read.
  private func inputs(
    in range: TokenRange, _ make: LifecycleMethod, skipping readInUpdate: Set<String>, _ model: BridgeModel
  )
    -> [(TokenID, String)]
  {
    identifiers(in: range, model.file).compactMap { range, token in
      guard case .property(let variable) = model.root(of: range, in: make) else { return nil }
      let name = model.file.text(model.file[variable: variable].name)
      return readInUpdate.contains(name) ? nil : (token, name)
    }
  }

  /// Is the input `name`, applied only in `make…`, one that can change later? A `@Binding` or
  /// `@State` applied to a changeable property; an `@Environment` value (not an action) applied
  /// to anything; a plain stored input applied to a changeable property when some caller hands
  /// it a value that can change (callers that pass constants only are configuration).
  private func isReported(
    _ name: String, changeable: Bool, _ view: SwiftUIView?, _ representable: Representable, _ model: BridgeModel,
    _ index: ProjectIndex
  ) -> Bool {
    let property = view?.property(named: name)
    switch property?.wrapper {
    case .binding?, .state?:
      return changeable
    case .environment?:
      // An environment value changes with the environment (accessibility settings, a custom key
      // set higher up): applied only in `make…`, any member stays stale. An environment action
      // (`dismiss`, `openURL`) does not change within one presentation.
      return property.map { !Self.environmentActions.contains(environmentKey($0, model.file)) } ?? false
    case nil:
      guard changeable, let type = representable.declarations.first, isPlainInput(name, of: type, model) else {
        return false
      }
      return index.passesChangingValue(to: model.file.qualifiedName(of: model.file[type: type]), label: name)
    default:
      return false
    }
  }

  static let environmentActions: Set<String> = [
    "dismiss", "openURL", "openWindow", "dismissWindow", "openSettings", "openImmersiveSpace",
    "dismissImmersiveSpace", "dismissSearch", "refresh", "openDocument", "newDocument", "rename", "purchase",
    "requestReview", "resetFocus", "presentationMode",
  ]

  /// The key path's last name in `@Environment(\.dismiss)`, read within the attribute's parentheses.
  private func environmentKey(_ property: WrappedProperty, _ file: ParsedFile) -> String {
    let window = TokenRange(property.attribute, count: 12)
    var token = window.start + 2
    guard file.isKind(token, .leftParen) else { return "" }
    var last = ""
    while token < window.end, file.isValid(token), !file.isKind(token, .rightParen) {
      if file.kind(token) == .identifier { last = file.text(token) }
      token += 1
    }
    return last
  }

  /// Identifiers of `range` that can name a property (`text`, `self.text`; not `$text`, not `x.text`).
  private func identifiers(in range: TokenRange, _ file: ParsedFile) -> [(TokenRange, TokenID)] {
    var result: [(TokenRange, TokenID)] = []
    var token = range.start
    while token < range.end {
      defer { token += 1 }
      // An argument label (`URLRequest(url: url)`) names no property.
      let isLabel =
        file.isKind(token + 1, .colon) && (file.isKind(token - 1, .leftParen) || file.isKind(token - 1, .comma))
      guard file.kind(token) == .identifier, !file.text(token).hasPrefix("$"), !isLabel else { continue }
      if file.isKind(token - 1, .period) && !(file.word(token - 2) == .selfWord && !file.isKind(token - 3, .period)) {
        continue
      }
      let start = file.word(token - 2) == .selfWord && file.isKind(token - 1, .period) ? token - 2 : token
      result.append((TokenRange(start, token + 1), TokenID(token)))
    }
    return result
  }

  /// Names used in `update…` as the representable's own (`text`, `self.text`, `$text`).
  private func propertyNamesRead(in body: TokenRange, _ file: ParsedFile) -> Set<String> {
    var names: Set<String> = []
    var token = body.start
    while token < body.end {
      defer { token += 1 }
      guard file.kind(token) == .identifier else { continue }
      if file.isKind(token - 1, .period) && file.word(token - 2) != .selfWord { continue }
      var name = file.text(token)
      if name.hasPrefix("$") { name.removeFirst() }
      names.insert(name)
    }
    return names
  }

  /// `update…` hands `self` on (`context.coordinator.parent = self`, `configure(self)`) or calls
  /// a helper of the representable (`apply(to: view)`): the input may be applied there.
  private func delegatesApplying(_ update: LifecycleMethod, _ model: BridgeModel) -> Bool {
    let file = model.file
    var token = update.body.start
    while token < update.body.end {
      if file.word(token) == .selfWord && !file.isKind(token + 1, .period) { return true }
      token += 1
    }
    let helpers = Set(
      update.representable.declarations.flatMap { model.members(of: $0).functions }.map {
        file.text(file[function: $0].name)
      })
    return file.calls(in: update.body).contains { call in
      guard let name = call.nameToken else { return false }
      return (call.isUnqualified || file.isCalledOnSelf(call)) && helpers.contains(file.text(name))
    }
  }
}

extension FindingMessage {
  fileprivate static func loadedOnlyInMake(_ name: String, _ flavor: Representable.Flavor) -> FindingMessage {
    FindingMessage(
      "`\(name)` is loaded only in `\(flavor.makeMethod)`, so a later value is never shown; load it in `\(flavor.updateMethod)` when it changed"
    )
  }

  fileprivate static func makeOnly(_ name: String, _ member: String, _ flavor: Representable.Flavor) -> FindingMessage {
    FindingMessage(
      "`\(name)` is applied to `\(member)` only in `\(flavor.makeMethod)`, so later changes are ignored; apply it in `\(flavor.updateMethod)` too"
    )
  }
}
