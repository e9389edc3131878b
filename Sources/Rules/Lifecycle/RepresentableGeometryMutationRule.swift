import BridgeLint

/// `uiView.frame = …` (and `bounds`, `center`, `transform`) on the view SwiftUI lays out.
public struct RepresentableGeometryMutationRule: Rule {
  public init() {}

  public static func relevance(in index: ProjectIndex) -> Relevance {
    .anyOf(names: Representable.makeMethodNames + Representable.updateMethodNames)
      .and(.anyOf(members: Array(geometry)))
  }

  static let geometry: Set<String> = ["frame", "bounds", "center", "transform"]

  public static let description = RuleDescription(
    identifier: "representable_geometry_mutation",
    name: "Representable Geometry Mutation",
    summary: "A representable sets `frame`, `bounds`, `center` or `transform` on the view SwiftUI lays out",
    rationale: """
      Apple's `UIViewRepresentable` documentation: "SwiftUI fully controls the layout of the UIKit \
      view's center, bounds, frame, and transform properties. Don't directly set these \
      layout-related properties on the view managed by a UIViewRepresentable instance from your \
      own code because that conflicts with SwiftUI and results in undefined behavior." In \
      practice the value is overwritten on the next layout pass, or it fights SwiftUI's own and \
      the view jumps.

      Tell SwiftUI the size instead: implement `sizeThatFits(_:uiView:context:)`, give the view an \
      `intrinsicContentSize`, or apply `.frame(…)`/`.scaleEffect`/`.rotationEffect` to the \
      representable in SwiftUI. Subviews and sublayers of the represented view are yours to lay \
      out (`uiView.subviews[0].frame`, `uiView.layer.sublayers`), and `UIView(frame:)` arguments \
      are not assignments.

      The represented view is `update…`'s view parameter and the local `make…` returns; a view \
      `make…` returns from the coordinator (`return context.coordinator.mapView`) is the same view \
      when update reaches it there. Writes deferred with `DispatchQueue.main.async` still count. \
      For a view controller representable, SwiftUI lays out the controller's root view: \
      `controller.view.frame = …` is reported at `info` (the root view's frame is the \
      controller's container's to set).
      """,
    kind: .lifecycle,
    defaultSeverity: .warning,
    nonTriggeringExamples: RepresentableGeometryMutationExamples.nonTriggering,
    triggeringExamples: RepresentableGeometryMutationExamples.triggering
  )

  public func check(_ file: ParsedFile, _ context: inout RuleContext) {
    let model = context.model
    for method in model.lifecycleMethods where method.role != .sizeThatFits {
      let isController =
        method.representable.flavor == .uiViewController || method.representable.flavor == .nsViewController
      for assignment in file.assignments(in: method.body) {
        guard model.root(of: assignment.lhs, in: method) == .representedView,
          model.timing(of: TokenID(assignment.equal), in: method) != .later,
          let member = geometryMember(assignment.lhs, isController: isController, method, file)
        else { continue }
        let span = TokenSpan(TokenRange(assignment.lhs.start, assignment.rhs.end))
        let name = file.text(member)
        if isController {
          context.report(file, at: member, covering: span, .controllerView(name), subcheckSeverity: .info)
        } else {
          context.report(file, at: member, covering: span, .owned(name))
        }
      }
    }
  }

  /// The geometry member the target sets on the represented view itself: the first member after
  /// the view (`uiView.frame…`), or after its `view` for a controller (`controller.view.frame`).
  private func geometryMember(
    _ lhs: TokenRange, isController: Bool, _ method: LifecycleMethod, _ file: ParsedFile
  ) -> TokenID? {
    var members: [TokenID] = []
    var token = lhs.start
    while token < lhs.end {
      if file.kind(token) == .identifier && file.isKind(token - 1, .period) { members.append(TokenID(token)) }
      // A subscript or call in the path (`subviews[0]`, `viewWithTag(1)`) reaches another object.
      if file.isKind(token, .leftSquare) || file.isKind(token, .leftParen) { break }
      token += 1
    }
    let text = file.normalizedExpression(lhs)
    // Members of the root itself: skip those of a returned coordinator path.
    let skip = method.viewPaths.first { text.hasPrefix($0) }.map { $0.split(separator: ".").count - 1 } ?? 0
    let own = members.dropFirst(skip)
    if isController {
      guard own.count >= 2, let first = own.first, file.tokenIs(first, "view") else { return nil }
      let second = own[own.startIndex + 1]
      return Self.geometry.contains(file.text(second)) ? second : nil
    }
    guard let first = own.first, Self.geometry.contains(file.text(first)) else { return nil }
    return first
  }
}

extension FindingMessage {
  fileprivate static func owned(_ member: String) -> FindingMessage {
    FindingMessage(
      "SwiftUI owns the represented view's `\(member)`; size it with `sizeThatFits` or `intrinsicContentSize`, or use `.frame`/effects in SwiftUI"
    )
  }

  fileprivate static func controllerView(_ member: String) -> FindingMessage {
    FindingMessage(
      "SwiftUI lays out the controller's root view; leave its `\(member)` to SwiftUI and size it from SwiftUI")
  }
}
