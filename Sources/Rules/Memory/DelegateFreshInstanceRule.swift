import BridgeLint

/// A framework's weak delegate or data source is handed an object nothing else keeps.
public struct DelegateFreshInstanceRule: Rule {
  public init() {}

  public static func relevance(in index: ProjectIndex) -> Relevance {
    .anyOf(members: Array(WeakFrameworkReferences.propertyNames).sorted())
  }

  public static let description = RuleDescription(
    identifier: "delegate_fresh_instance",
    name: "Delegate Fresh Instance",
    summary: "A weak framework delegate or data source is set to a newly created object that nothing keeps",
    rationale: """
      UIKit, AppKit, WebKit and MapKit hold their delegates and data sources `weak`: \
      `UITableView.dataSource`, `UITextView.delegate`, `WKWebView.navigationDelegate`, \
      `MKMapView.delegate`. Assigning a freshly created object \
      (`tableView.dataSource = ListDataSource(items)`, `textView.delegate = Coordinator(self)`) \
      leaves the property as the only reference, so the object is released at the end of the \
      statement: callbacks never arrive and the table stays empty, with no error. A stored \
      property of a representable struct is no better when the struct builds the object itself \
      (`private let delegate = PickerDelegate()`, or in its `init`): SwiftUI makes a new struct \
      on the next update of the parent and drops the old one with its object, while `make…` \
      ran only once, so the weak reference goes nil.

      Keep the object alive first — the representable's `context.coordinator`, or a stored \
      property — and assign that:

      ```swift
      dataSource = ListDataSource(items)
      tableView.dataSource = dataSource
      ```

      The catalog's first definition matched any property named like a delegate; real code \
      assigns new objects to its own strong `delegate` properties all the time, so the rule only \
      reports properties known to be weak: a fixed table of framework types and their delegate \
      properties, with the receiver's type read from its declaration (a local, parameter or \
      property typed or constructed as that framework type, or a `presentationController`). \
      A project class is read as the first framework class above it (`FloatingPanel: NSPanel`). \
      Receivers of unknown types are left alone, as is `CAAnimation.delegate` \
      (strong). A local that holds the new object (`let watcher = PanelDelegate()`; \
      `panel.delegate = watcher`) counts like the construction when nothing else in its scope \
      names it (outside tests, which keep their locals while they wait for the callbacks).
      """,
    kind: .memory,
    defaultSeverity: .warning,
    nonTriggeringExamples: DelegateFreshInstanceExamples.nonTriggering,
    triggeringExamples: DelegateFreshInstanceExamples.triggering
  )

  public func check(_ file: ParsedFile, _ context: inout RuleContext) {
    let model = context.model
    var assignmentsByName: [String: [Assignment]]?
    for assignment in file.allAssignments {
      let member = assignment.lhs.end - 1
      guard assignment.lhs.end - assignment.lhs.start >= 3, file.kind(member) == .identifier,
        file.isKind(member - 1, .period), WeakFrameworkReferences.propertyNames.contains(file.text(member))
      else { continue }
      // A test keeps its locals until it has waited for the callbacks.
      let created =
        constructedType(assignment.rhs, file) ?? (model.isTestFile ? nil : model.unkeptLocalObject(assignment.rhs))
      let owned = created == nil ? model.representableOwnedObject(assignment.rhs, &assignmentsByName) : nil
      guard created != nil || owned != nil else { continue }
      var receiverEnd = member - 1
      if file.isKind(receiverEnd - 1, .postfixQuestionMark) || file.isKind(receiverEnd - 1, .exclamationMark) {
        receiverEnd -= 1
      }
      let receiver = TokenRange(assignment.lhs.start, receiverEnd)
      guard let declared = receiverType(receiver, model),
        case let type = model.frameworkBase(of: declared, known: WeakFrameworkReferences.isKnown),
        WeakFrameworkReferences.isWeak(file.text(member), of: type)
      else { continue }
      context.report(
        file, at: TokenID(member), covering: TokenSpan(TokenRange(assignment.lhs.start, assignment.rhs.end)),
        created.map { .released(file.normalizedExpression(TokenRange(assignment.lhs.start, member + 1)), $0) }
          ?? .heldByView(file.normalizedExpression(TokenRange(assignment.lhs.start, member + 1)), owned ?? ""))
    }
  }

  /// `T(…)` / `T.init(…)` (with an uppercase `T`) forming the whole right-hand side.
  private func constructedType(_ value: TokenRange, _ file: ParsedFile) -> String? {
    guard !value.isEmpty, file.kind(value.start) == .identifier,
      let first = file.text(value.start).utf8.first, first >= 65 && first <= 90,
      let call = file.calls(in: value).first(where: { $0.calleeStart == value.start }), call.rightParenToken != nil
    else { return nil }
    let direct = call.isUnqualified && call.name == value.start
    let explicitInit = call.dot == value.start + 1 && file.word(call.name) == .initWord
    guard direct || explicitInit else { return nil }
    let end =
      call.trailingClosures.last.flatMap { file.closure(openingAt: $0) }.map { $0.close + 1 } ?? call.rightParen + 1
    return end == value.end ? file.text(value.start) : nil
  }

  /// The framework type of a receiver: a name declared with (or constructed as) a type, or a
  /// `….presentationController`.
  private func receiverType(_ receiver: TokenRange, _ model: BridgeModel) -> String? {
    let file = model.file
    guard !receiver.isEmpty else { return nil }
    let last = receiver.end - 1
    if file.tokenIs(last, "presentationController") && file.isKind(last - 1, .period) {
      return "UIPresentationController"
    }
    var name = receiver.start
    if file.word(name) == .selfWord && file.isKind(name + 1, .period) { name += 2 }
    guard name == last, file.kind(name) == .identifier else { return nil }
    if let binding = file.code.binding(at: TokenID(name)), name == receiver.start {
      switch binding.kind {
      case .local(let variable): return declaredType(file[variable: variable], file)
      case .parameter(let function):
        for parameter in file.parameters(of: file[function: function]) {
          if let declared = binding.declaration, parameter.nameToken == declared {
            return file.typeName(in: parameter.type)
          }
        }
        return nil
      default: return nil
      }
    }
    guard let function = model.function(containing: TokenID(name)), let owner = model.owner(of: function),
      let property = model.property(named: file.text(name), in: owner)
    else { return nil }
    return declaredType(file[variable: property], file)
  }

  private func declaredType(_ variable: VariableDecl, _ file: ParsedFile) -> String? {
    if let typeName = file.typeName(in: variable.type) { return typeName }
    let value = variable.initializer
    guard !value.isEmpty, file.kind(value.start) == .identifier, file.isKind(value.start + 1, .leftParen) else {
      return nil
    }
    return file.text(value.start)
  }
}

/// Framework types whose delegate and data-source properties are `weak`.
enum WeakFrameworkReferences {
  static let delegateOnly: Set<String> = [
    "UIScrollView", "UITextView", "UITextField", "UISearchBar", "MKMapView", "PKCanvasView", "UINavigationController",
    "UITabBarController", "UIImagePickerController", "UIDocumentPickerViewController", "PHPickerViewController",
    "UIPresentationController", "UIGestureRecognizer", "UITapGestureRecognizer", "UIPanGestureRecognizer",
    "UILongPressGestureRecognizer", "UIPinchGestureRecognizer", "UISwipeGestureRecognizer",
    "UIScreenEdgePanGestureRecognizer", "CLLocationManager", "AVAudioPlayer", "AVAudioRecorder", "AVSpeechSynthesizer",
    "UIDocumentInteractionController", "NSTextView", "NSTextField", "NSSearchField", "VNDocumentCameraViewController",
    "CNContactPickerViewController", "SFSafariViewController", "ARSCNView", "SCNView", "ARSession", "NSWindow",
    "NSPanel",
    "ASAuthorizationController", "NSFetchedResultsController", "UISplitViewController",
    "UIPopoverPresentationController",
    "UISheetPresentationController", "UIFontPickerViewController", "UIColorPickerViewController", "NSMenu",
  ]
  static let withDataSource: Set<String> = [
    "UITableView", "UICollectionView", "UIPickerView", "UIPageViewController", "NSTableView", "NSOutlineView",
    "NSCollectionView", "QLPreviewController", "NSComboBox",
  ]
  static let specific: [String: Set<String>] = [
    "WKWebView": ["navigationDelegate", "uiDelegate"],
    "MFMailComposeViewController": ["mailComposeDelegate"],
    "MFMessageComposeViewController": ["messageComposeDelegate"],
    "UISearchController": ["delegate", "searchResultsUpdater"],
    "UITableView": ["prefetchDataSource", "dragDelegate", "dropDelegate"],
    "UICollectionView": ["prefetchDataSource", "dragDelegate", "dropDelegate"],
  ]

  static let propertyNames: Set<String> = [
    "delegate", "dataSource", "navigationDelegate", "uiDelegate", "mailComposeDelegate", "messageComposeDelegate",
    "searchResultsUpdater", "prefetchDataSource", "dragDelegate", "dropDelegate",
  ]

  static func isKnown(_ type: String) -> Bool {
    delegateOnly.contains(type) || withDataSource.contains(type) || specific[type] != nil
  }

  static func isWeak(_ property: String, of type: String) -> Bool {
    if specific[type]?.contains(property) ?? false { return true }
    if property == "delegate" { return delegateOnly.contains(type) || withDataSource.contains(type) }
    if property == "dataSource" { return withDataSource.contains(type) }
    return false
  }
}

extension FindingMessage {
  fileprivate static func released(_ target: String, _ created: String) -> FindingMessage {
    FindingMessage(
      "`\(target)` is weak, so this new `\(created)` is released at once and no callback arrives; "
        + "keep it in a stored property (or the coordinator) and assign that")
  }

  fileprivate static func heldByView(_ target: String, _ owned: String) -> FindingMessage {
    FindingMessage(
      "`\(target)` is weak, and the `\(owned)` it gets lives only in this view value, which SwiftUI replaces "
        + "on the next update of the parent; keep it in the coordinator")
  }
}
