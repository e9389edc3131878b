import BridgeLint

/// A delegate or data source wired in `updateUIView`/`updateUIViewController` instead of `make…`.
public struct DelegateInUpdateRule: Rule {
  public init() {}

  public static func relevance(in index: ProjectIndex) -> Relevance {
    .anyOf(names: updateMethods.map { $0.description })
  }

  public static let description = RuleDescription(
    identifier: "delegate_in_update",
    name: "Delegate in Update",
    summary: "A delegate or data source is assigned in a representable's `update…` method instead of `make…`",
    rationale: """
      SwiftUI calls `updateUIView(_:context:)` (and `updateUIViewController`, `updateNSView`, \
      `updateNSViewController`) on every change of the state the representable reads, not once. \
      Wiring a delegate or data source there re-assigns it on every update: `WKWebView`, \
      `MKMapView` and table/collection views reset internal state when their delegate or data source \
      is set, it repeats work on every keystroke or frame of an animation, and it hides the real \
      lifetime of the coordinator. Create and wire the UIKit object once in `make…`; keep \
      `update…` for pushing SwiftUI state into it.

      ```swift
      func makeUIView(context: Context) -> MKMapView {
        let map = MKMapView()
        map.delegate = context.coordinator
        return map
      }
      ```

      Only `update…` methods of types that conform to `UIViewRepresentable`, \
      `UIViewControllerRepresentable`, `NSViewRepresentable` or `NSViewControllerRepresentable` are \
      checked (the conformance may be declared in an extension or another file). Refreshing the \
      coordinator (`context.coordinator.parent = self`) and idempotent guards \
      (`if view.delegate !== context.coordinator { … }`) are fine.
      """,
    kind: .lifecycle,
    defaultSeverity: .warning,
    nonTriggeringExamples: [
      Example(
        """
        struct MapView: UIViewRepresentable {
          func makeUIView(context: Context) -> MKMapView {
            let map = MKMapView()
            map.delegate = context.coordinator
            return map
          }
          func updateUIView(_ map: MKMapView, context: Context) {
            map.setRegion(region, animated: true)
          }
        }
        """),
      Example(
        """
        struct WebView: UIViewRepresentable {
          func updateUIView(_ webView: WKWebView, context: Context) {
            context.coordinator.parent = self
            context.coordinator.delegate = delegate
          }
        }
        """),
      Example(
        """
        struct TextView: UIViewRepresentable {
          func updateUIView(_ textView: UITextView, context: Context) {
            if textView.delegate !== context.coordinator {
              textView.delegate = context.coordinator
            }
          }
        }
        """),
      Example(
        """
        struct TableView: UIViewRepresentable {
          func updateUIView(_ table: UITableView, context: Context) {
            guard table.dataSource == nil else { return }
            table.dataSource = context.coordinator
          }
        }
        """),
      Example(
        """
        final class ChartRenderer {
          func updateUIView(_ view: ChartView, context: RenderContext) {
            view.delegate = context.delegate
          }
        }
        """),
      Example(
        """
        struct PageView: UIViewControllerRepresentable {
          func makeUIViewController(context: Context) -> UIPageViewController {
            let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
            pages.dataSource = context.coordinator
            pages.delegate = context.coordinator
            return pages
          }
          func updateUIViewController(_ pages: UIPageViewController, context: Context) {
            let delegate = context.coordinator
            if delegate.currentPage != currentPage { pages.setViewControllers([controllers[currentPage]], direction: .forward, animated: true) }
          }
        }
        """),
      Example(
        """
        struct SearchField: UIViewRepresentable {
          func updateUIView(_ field: UISearchBar, context: Context) {
            if field.delegate == nil { print("not wired") }
            field.text = text
          }
        }
        """),
      Example(
        """
        struct Picker: UIViewControllerRepresentable {
          static func dismantleUIViewController(_ controller: PHPickerViewController, coordinator: Coordinator) {
            controller.delegate = nil
          }
        }
        """),
      Example(
        """
        struct Player: UIViewRepresentable {
          func updateUIView(_ view: PlayerView, context: Context) {
            view.isDelegateActive = isActive
          }
        }
        """),
      Example(
        """
        struct DiscardGuard: UIViewControllerRepresentable {
          func updateUIViewController(_ controller: UIViewController, context: Context) {
            controller.parent?.presentationController?.delegate = context.coordinator
          }
        }
        """),
      Example(
        """
        struct Scanner: UIViewControllerRepresentable {
          func makeUIViewController(context: Context) -> ScannerViewController {
            let scanner = ScannerViewController()
            scanner.output.setMetadataObjectsDelegate(context.coordinator, queue: .main)
            return scanner
          }
          func updateUIViewController(_ scanner: ScannerViewController, context: Context) {}
        }
        """),
    ],
    triggeringExamples: [
      Example(
        """
        struct MapView: UIViewRepresentable {
          func updateUIView(_ map: MKMapView, context: Context) {
            map.↓delegate = context.coordinator
          }
        }
        """),
      Example(
        """
        struct WebView: UIViewRepresentable {
          func updateUIView(_ webView: WKWebView, context: Context) {
            webView.↓navigationDelegate = context.coordinator
            webView.↓uiDelegate = context.coordinator
          }
        }
        """),
      Example(
        """
        struct ShareSheet {}
        extension ShareSheet: UIViewControllerRepresentable {
          func updateUIViewController(_ controller: UIActivityViewController, context: Context) {
            controller.presentationController?.↓delegate = context.coordinator
          }
        }
        """),
      Example(
        """
        struct Collection: UIViewRepresentable {
          func updateUIView(_ collection: UICollectionView, context: Context) {
            DispatchQueue.main.async {
              collection.↓dataSource = context.coordinator
            }
          }
        }
        """),
      Example(
        """
        struct Scanner: UIViewControllerRepresentable {
          func updateUIViewController(_ scanner: ScannerViewController, context: Context) {
            scanner.output.↓setMetadataObjectsDelegate(context.coordinator, queue: .main)
          }
        }
        """),
      Example(
        """
        struct Outline: NSViewRepresentable {
          func updateNSView(_ outline: NSOutlineView, context: Context) {
            outline.↓dataSource = context.coordinator
            outline.↓delegate = context.coordinator
          }
        }
        """),
    ]
  )

  private static let updateMethods: [StaticString] = [
    "updateUIView", "updateUIViewController", "updateNSView", "updateNSViewController",
  ]

  public func check(_ file: ParsedFile, _ context: inout RuleContext) {
    // Update methods first (a name check), then whether their type is a representable (an
    // index question): most types have no update method to ask about.
    for function in file.syntax.functions
    where function.kind == .function && !function.modifiers.isTypeMember && isUpdateMethod(function, file) {
      guard let type = file.owningType(of: function), isRepresentable(type, in: file, context.index) else { continue }
      checkUpdate(function, in: file, &context)
    }
  }

  private func isUpdateMethod(_ function: FunctionDecl, _ file: ParsedFile) -> Bool {
    DelegateInUpdateRule.updateMethods.contains { file.isFunction(function, named: $0) }
  }

  private func isRepresentable(_ type: TypeDecl, in file: ParsedFile, _ index: ProjectIndex) -> Bool {
    index.isRepresentable(file.qualifiedName(of: type))
      || file.inheritedNames(of: type).contains { FrameworkFacts.representableProtocols.contains($0) }
  }

  private func checkUpdate(_ function: FunctionDecl, in file: ParsedFile, _ context: inout RuleContext) {
    let body = file.body(of: function)
    for assignment in file.assignments(in: body) {
      let member = assignment.lhs.end - 1
      guard assignment.lhs.end - assignment.lhs.start >= 3, file.kind(member) == .identifier,
        file.isKind(member - 1, .period), FrameworkFacts.isDelegateLike(file.text(member))
      else { continue }
      let target = file.compactText(assignment.lhs)
      // The hosting parent (`controller.parent?.presentationController`) only exists once SwiftUI
      // has added the controller, so `update…` is the first place it can be wired.
      let throughParent = target.contains(".parent.") || target.contains(".parent?.")
      guard !target.hasPrefix("context.coordinator"), !throughParent,
        !isGuarded(target, scope: assignment.scope, before: assignment.equal, function, file)
      else { continue }
      context.report(
        file, at: member,
        FindingMessage(
          "`\(target)` is re-assigned on every SwiftUI update; wire it once in `\(makeMethod(for: function, file))`"))
    }
    for call in file.calls(in: body) where call.dot >= 0 && isDelegateSetter(call.name, file) {
      let receiver = file.receiver(of: call).map { file.compactText($0) } ?? ""
      guard !receiver.hasPrefix("context.coordinator") else { continue }
      context.report(
        file, at: call.name,
        FindingMessage(
          "`\(file.text(call.name))` runs on every SwiftUI update; call it once in `\(makeMethod(for: function, file))`"
        ))
    }
  }

  /// `setDelegate`, `setMetadataObjectsDelegate`, `setDataSource`, …
  private func isDelegateSetter(_ name: Int32, _ file: ParsedFile) -> Bool {
    let text = file.text(name)
    return text.hasPrefix("set") && (text.hasSuffix("Delegate") || text.hasSuffix("DataSource"))
  }

  /// An enclosing `if`/`guard`/`while` (or an earlier `guard` in the function) tests the same member.
  private func isGuarded(
    _ target: String, scope: Int32, before position: Int32, _ function: FunctionDecl, _ file: ParsedFile
  )
    -> Bool
  {
    for block in file.enclosingBlocks(of: scope, upTo: function.node)
    where file.compactText(block.condition).contains(target) {
      return true
    }
    let body = file.body(of: function)
    return file.syntax.blocks.contains { block in
      body.contains(block.keyword) && block.keyword < position && file.word(block.keyword) == .guard
        && file.compactText(block.condition).contains(target)
    }
  }

  private func makeMethod(for function: FunctionDecl, _ file: ParsedFile) -> String {
    switch file.text(function.name) {
    case "updateUIViewController": return "makeUIViewController(context:)"
    case "updateNSView": return "makeNSView(context:)"
    case "updateNSViewController": return "makeNSViewController(context:)"
    default: return "makeUIView(context:)"
    }
  }
}
