import BridgeLint

/// `proposal.width!` in a representable's `sizeThatFits(_:uiView:context:)`.
public struct SizeThatFitsForceUnwrapRule: Rule {
  public init() {}

  public static func relevance(in index: ProjectIndex) -> Relevance { .anyOf(names: ["sizeThatFits"]) }

  public static let description = RuleDescription(
    identifier: "size_that_fits_force_unwrap",
    name: "Size That Fits Force Unwrap",
    summary:
      "A representable's `sizeThatFits` force-unwraps a `ProposedViewSize` dimension, which is nil for ideal-size queries",
    rationale: """
      SwiftUI asks a representable for its size with a `ProposedViewSize` whose `width` and \
      `height` are optional: `nil` means "your ideal size", and SwiftUI proposes it for \
      `.fixedSize()`, in scroll views, stacks measuring their children and `ViewThatFits`. \
      `proposal.width!` crashes on exactly those queries, often only on one screen or device.

      Give the unspecified dimension a value of your own:

      ```swift
      func sizeThatFits(_ proposal: ProposedViewSize, uiView: UILabel, context: Context) -> CGSize? {
        let width = proposal.width ?? UIView.layoutFittingExpandedSize.width
        return uiView.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
      }
      ```

      or use `proposal.replacingUnspecifiedDimensions()`. A force unwrap after a check of the \
      same dimension (`guard proposal.width != nil`) is left alone.
      """,
    kind: .lifecycle,
    defaultSeverity: .error,
    nonTriggeringExamples: SizeThatFitsForceUnwrapExamples.nonTriggering,
    triggeringExamples: SizeThatFitsForceUnwrapExamples.triggering
  )

  public func check(_ file: ParsedFile, _ context: inout RuleContext) {
    let model = context.model
    for representable in model.representables {
      guard let function = representable.sizeThatFits else { continue }
      let declaration = file[function: function]
      guard let parameter = file.parameters(of: declaration).first else { continue }
      guard file.isValid(parameter.name), file.typeName(in: parameter.type) == "ProposedViewSize" else { continue }
      let name = file.text(parameter.name)
      let body = file.body(of: declaration)
      var token = body.start
      while token + 3 < body.end {
        defer { token += 1 }
        // `proposal.width!`: the name, a dot, the dimension, the force unwrap.
        guard file.kind(token) == .identifier, !file.isKind(token - 1, .period), file.isKind(token + 1, .period),
          file.tokenIs(token + 2, "width") || file.tokenIs(token + 2, "height"),
          file.isKind(token + 3, .exclamationMark), file.text(token) == name,
          case .parameter? = file.code.binding(of: name, at: TokenID(token))?.kind
        else { continue }
        let subject = file.normalizedExpression(TokenRange(token, token + 3))
        guard !isChecked(subject, at: TokenID(token), file) else { continue }
        context.report(
          file, at: TokenID(token + 3), covering: TokenSpan(TokenRange(token, token + 4)),
          .forceUnwrap(subject))
      }
    }
  }

  /// Runs under `subject != nil` (or in the `else` of `subject == nil`).
  private func isChecked(_ subject: String, at token: TokenID, _ file: ParsedFile) -> Bool {
    file.code.conditions(at: token).contains { condition in
      guard case .nilCheck(let checked, let isNil) = condition.kind, isNil != condition.holds else { return false }
      return file.normalizedExpression(checked.range) == subject
    }
  }
}

extension FindingMessage {
  fileprivate static func forceUnwrap(_ subject: String) -> FindingMessage {
    FindingMessage(
      "`\(subject)` is nil when SwiftUI asks for the ideal size; fall back with `??` or use `replacingUnspecifiedDimensions()`"
    )
  }
}
