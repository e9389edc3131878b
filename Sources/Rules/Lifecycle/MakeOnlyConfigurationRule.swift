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
      may be applied there and nothing is reported. Only `@Binding`, `@State` and \
      `@Environment` inputs are reported, and an `@Environment` value applied to any member of \
      the view (`accessibilityIdentifier` too), since the environment changes from above: on the public apps reviewed, plain stored inputs read \
      only in `make…` (a placeholder, a keyboard type, a font) were constant at their call sites \
      nearly every time, so they are left alone.
      """,
    kind: .lifecycle,
    defaultSeverity: .warning,
    nonTriggeringExamples: [
      Example(
        """
        struct Editor: UIViewRepresentable {
          var font: UIFont
          let placeholder: String
          func makeUIView(context: Context) -> UITextView {
            let view = UITextView()
            view.font = font
            return view
          }
          func updateUIView(_ view: UITextView, context: Context) {}
        }
        """),
      Example(
        """
        struct Field: UIViewRepresentable {
          @Binding var text: String
          func makeUIView(context: Context) -> UITextField {
            let field = UITextField()
            field.text = text
            return field
          }
          func updateUIView(_ field: UITextField, context: Context) {
            if field.text != text { field.text = text }
          }
        }
        """),
      Example(
        """
        struct Table: UIViewRepresentable {
          let style: UITableView.Style
          func makeUIView(context: Context) -> UITableView {
            UITableView(frame: .zero, style: style)
          }
          func updateUIView(_ table: UITableView, context: Context) {}
        }
        """),
      Example(
        """
        struct Mail: UIViewControllerRepresentable {
          let subject: String
          func makeUIViewController(context: Context) -> MFMailComposeViewController {
            let mail = MFMailComposeViewController()
            mail.title = subject
            return mail
          }
          func updateUIViewController(_ mail: MFMailComposeViewController, context: Context) {}
        }
        """),
      Example(
        """
        struct Field: UIViewRepresentable {
          let placeholder = "Search"
          func makeUIView(context: Context) -> UITextField {
            let field = UITextField()
            field.placeholder = placeholder
            return field
          }
          func updateUIView(_ field: UITextField, context: Context) {}
        }
        """),
      Example(
        """
        struct Editor: UIViewRepresentable {
          @Binding var text: String
          func makeUIView(context: Context) -> EditorView {
            let editor = EditorView(text: $text)
            return editor
          }
          func updateUIView(_ editor: EditorView, context: Context) {}
        }
        """),
      Example(
        """
        struct Map: UIViewRepresentable {
          let pins: [MKPointAnnotation]
          func makeUIView(context: Context) -> MKMapView {
            let map = MKMapView()
            map.addAnnotations(pins)
            map.showAnnotations(pins, animated: false)
            return map
          }
          func updateUIView(_ map: MKMapView, context: Context) {}
        }
        """),
      Example(
        """
        struct Field: UIViewRepresentable {
          var isSecure: Bool
          func makeUIView(context: Context) -> UITextField {
            let field = UITextField()
            field.isSecureTextEntry = isSecure
            return field
          }
          func updateUIView(_ field: UITextField, context: Context) {
            context.coordinator.parent = self
          }
        }
        """),
      Example(
        """
        struct Label: UIViewRepresentable {
          var text: String
          func makeUIView(context: Context) -> UILabel {
            let label = UILabel()
            apply(to: label)
            return label
          }
          func updateUIView(_ label: UILabel, context: Context) { apply(to: label) }
          private func apply(to label: UILabel) { label.text = text }
        }
        """),
      Example(
        """
        struct Label: UIViewRepresentable {
          var text: String
          func makeUIView(context: Context) -> UILabel {
            let label = UILabel()
            label.text = text
            return label
          }
          func updateUIView(_ label: UILabel, context: Context) { configure(label) }
          func configure(_ label: UILabel) { label.text = text }
        }
        """),
      Example(
        """
        struct Canvas: UIViewRepresentable {
          let coordinatorColor: UIColor
          func makeUIView(context: Context) -> PKCanvasView {
            let canvas = PKCanvasView()
            canvas.delegate = context.coordinator
            return canvas
          }
          func updateUIView(_ canvas: PKCanvasView, context: Context) {}
        }
        """),
      Example(
        """
        struct Badge: UIViewRepresentable {
          @Binding var count: Int
          func makeUIView(context: Context) -> UILabel {
            let label = UILabel()
            label.text = String(count)
            return label
          }
          func updateUIView(_ label: UILabel, context: Context) {
            label.text = String(count)
          }
        }
        """),
    ],
    triggeringExamples: [
      // Any member set from an environment value in `make…` only is stale when the environment changes.
      Example(
        """
        struct CodeField: UIViewRepresentable {
          @Environment(\\.fieldIdentifier) private var fieldIdentifier
          func makeUIView(context: Context) -> UITextField {
            let field = UITextField()
            field.accessibilityIdentifier = ↓fieldIdentifier
            return field
          }
          func updateUIView(_ field: UITextField, context: Context) {}
        }
        """),
      Example(
        """
        struct Field: UIViewRepresentable {
          @Binding var text: String
          func makeUIView(context: Context) -> UITextField {
            let field = UITextField()
            field.text = ↓text
            return field
          }
          func updateUIView(_ field: UITextField, context: Context) {}
        }
        """),
      Example(
        """
        struct Map: UIViewRepresentable {
          @Binding var mapType: MKMapType
          func makeUIView(context: Context) -> MKMapView {
            let map = MKMapView()
            map.mapType = ↓mapType
            map.delegate = context.coordinator
            return map
          }
          func updateUIView(_ map: MKMapView, context: Context) {
            map.showsUserLocation = true
          }
        }
        """),
      Example(
        """
        struct Label: UIViewRepresentable {
          @Environment(\\.isEnabled) private var isEnabled
          func makeUIView(context: Context) -> UILabel {
            let label = UILabel()
            label.isEnabled = ↓isEnabled
            return label
          }
          func updateUIView(_ label: UILabel, context: Context) {}
        }
        """),
      Example(
        """
        struct Secure: UIViewRepresentable {
          @Binding var isSecure: Bool
          @Binding var text: String
          func makeUIView(context: Context) -> UITextField {
            let field = UITextField()
            field.isSecureTextEntry = ↓isSecure
            return field
          }
          func updateUIView(_ field: UITextField, context: Context) {
            if field.text != text { field.text = text }
          }
        }
        """),
      Example(
        """
        struct Slider: UIViewRepresentable {
          @Binding var value: Float
          func makeUIView(context: Context) -> UISlider {
            let slider = UISlider()
            slider.value = self.↓value
            slider.addTarget(context.coordinator, action: #selector(Coordinator.changed), for: .valueChanged)
            return slider
          }
          func updateUIView(_ slider: UISlider, context: Context) {}
        }
        """),
      Example(
        """
        struct Field: NSViewRepresentable {
          @Binding var text: String
          func makeNSView(context: Context) -> NSTextField {
            let field = NSTextField()
            field.stringValue = ↓text
            return field
          }
          func updateNSView(_ field: NSTextField, context: Context) {}
        }
        """),
    ]
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
      for assignment in file.assignments(in: make.body) {
        let member = assignment.lhs.end - 1
        guard assignment.lhs.end - assignment.lhs.start == 3, file.isKind(member - 1, .period),
          make.viewNames.contains(file.text(assignment.lhs.start)),
          model.root(of: assignment.lhs, in: make) == .representedView,
          model.timing(of: TokenID(member), in: make) == .inPass
        else { continue }
        let isChangeable = Self.changeable.contains(file.text(member))
        for (range, token) in identifiers(in: assignment.rhs, file) {
          guard case .property(let variable) = model.root(of: range, in: make) else { continue }
          let name = file.text(file[variable: variable].name)
          guard !readInUpdate.contains(name) else { continue }
          let wrapper = view?.property(named: name)?.wrapper
          switch wrapper {
          case .binding?, .state?:
            guard isChangeable else { continue }
          case .environment?:
            // An environment value changes with the environment (accessibility settings, a
            // custom key set higher up): applied only in `make…`, any member stays stale.
            break
          default:
            continue
          }
          guard reported.insert(name).inserted else { continue }
          context.report(file, at: TokenID(token), .makeOnly(name, file.text(member), make.representable.flavor))
        }
      }
    }
  }

  /// Identifiers of `range` that can name a property (`text`, `self.text`; not `$text`, not `x.text`).
  private func identifiers(in range: TokenRange, _ file: ParsedFile) -> [(TokenRange, Int32)] {
    var result: [(TokenRange, Int32)] = []
    var token = range.start
    while token < range.end {
      defer { token += 1 }
      guard file.kind(token) == .identifier, !file.text(token).hasPrefix("$") else { continue }
      if file.isKind(token - 1, .period) && !(file.word(token - 2) == .selfWord && !file.isKind(token - 3, .period)) {
        continue
      }
      let start = file.word(token - 2) == .selfWord && file.isKind(token - 1, .period) ? token - 2 : token
      result.append((TokenRange(start, token + 1), token))
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
      call.name >= 0 && (call.dot < 0 || file.isCalledOnSelf(call)) && helpers.contains(file.text(call.name))
    }
  }
}

extension FindingMessage {
  fileprivate static func makeOnly(_ name: String, _ member: String, _ flavor: Representable.Flavor) -> FindingMessage {
    FindingMessage(
      "`\(name)` is applied to `\(member)` only in `\(flavor.makeMethod)`, so later changes are ignored; apply it in `\(flavor.updateMethod)` too"
    )
  }
}
