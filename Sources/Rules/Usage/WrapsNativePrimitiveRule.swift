import BridgeLint

/// A representable whose whole UIKit side is one control SwiftUI already has.
public struct WrapsNativePrimitiveRule: Rule {
  public init() {}

  public static func relevance(in index: ProjectIndex) -> Relevance {
    .anyOf(names: Self.primitives.map { $0.uiKit })
  }

  static let primitives: [(uiKit: String, swiftUI: String)] = [
    ("UILabel", "`Text`"), ("UIButton", "`Button`"), ("UISwitch", "`Toggle`"), ("UISlider", "`Slider`"),
    ("UIActivityIndicatorView", "`ProgressView`"), ("UIImageView", "`Image`"),
  ]

  public static let description = RuleDescription(
    identifier: "wraps_native_primitive",
    name: "Wraps Native Primitive",
    summary:
      "A representable that only wraps a `UILabel`, `UIButton`, `UISwitch`, `UISlider`, `UIActivityIndicatorView` or `UIImageView`",
    rationale: """
      Each of these controls has a SwiftUI equivalent (`Text`, `Button`, `Toggle`, `Slider`, \
      `ProgressView`, `Image`) that sizes itself, follows Dynamic Type, accessibility, the \
      environment (tint, disabled state, fonts) and animations without a bridge. A representable \
      around the plain UIKit control costs a coordinator, an update method to keep in sync, and \
      `sizeThatFits` work, and usually gets one of them subtly wrong.

      Reported on the representable's name when `makeUIView` returns one of these plain controls \
      (declared return type) and adds no subviews. A subclass (`PaddedLabel`), a container of \
      several views, and other controls (`UIStepper`, `UITextView`) are not "only wrapping". This \
      is advice, not a bug, so the rule is opt-in and reports `info`: some wrappers exist for \
      features the SwiftUI control lacks (animated images, `NSAttributedString` rendering on old \
      systems); suppress it there.
      """,
    kind: .usage,
    defaultSeverity: .info,
    isOptIn: true,
    nonTriggeringExamples: WrapsNativePrimitiveExamples.nonTriggering,
    triggeringExamples: WrapsNativePrimitiveExamples.triggering
  )

  public func check(_ file: ParsedFile, _ context: inout RuleContext) {
    let model = context.model
    for representable in model.representables where representable.flavor == .uiView {
      guard let make = representable.make, let returned = file.typeName(in: file[function: make].returnType),
        let primitive = Self.primitives.first(where: { $0.uiKit == returned })
      else { continue }
      let body = file.body(of: file[function: make])
      let addsSubviews = file.calls(in: body).contains { call in
        file.tokenIs(call.name, "addSubview") || file.tokenIs(call.name, "insertSubview")
          || file.tokenIs(call.name, "addArrangedSubview") || file.tokenIs(call.name, "addSublayer")
      }
      let primary = representable.declarations.first { file[type: $0].kind != .extension }
      guard !addsSubviews, let declaration = primary ?? representable.declarations.first else { continue }
      context.report(
        file, at: TokenID(file[type: declaration].name), .wrapsPrimitive(primitive.uiKit, primitive.swiftUI))
    }
  }
}

extension FindingMessage {
  fileprivate static func wrapsPrimitive(_ uiKit: String, _ swiftUI: String) -> FindingMessage {
    FindingMessage(
      "This representable only wraps a `\(uiKit)`; SwiftUI's \(swiftUI) does the same without a bridge, "
        + "so consider using it instead")
  }
}
