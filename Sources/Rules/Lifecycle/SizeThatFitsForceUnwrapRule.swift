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
    nonTriggeringExamples: [
      Example(
        """
        struct Label: UIViewRepresentable {
          func sizeThatFits(_ proposal: ProposedViewSize, uiView: UILabel, context: Context) -> CGSize? {
            let width = proposal.width ?? UIView.layoutFittingExpandedSize.width
            return uiView.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
          }
        }
        """),
      Example(
        """
        struct Label: UIViewRepresentable {
          func sizeThatFits(_ proposal: ProposedViewSize, uiView: UILabel, context: Context) -> CGSize? {
            let size = proposal.replacingUnspecifiedDimensions()
            return uiView.sizeThatFits(size)
          }
        }
        """),
      Example(
        """
        struct Label: UIViewRepresentable {
          func sizeThatFits(_ proposal: ProposedViewSize, uiView: UILabel, context: Context) -> CGSize? {
            guard let width = proposal.width else { return nil }
            return CGSize(width: width, height: uiView.intrinsicContentSize.height)
          }
        }
        """),
      Example(
        """
        struct Label: UIViewRepresentable {
          func sizeThatFits(_ proposal: ProposedViewSize, uiView: UILabel, context: Context) -> CGSize? {
            guard proposal.width != nil else { return nil }
            return CGSize(width: proposal.width!, height: 44)
          }
        }
        """),
      Example(
        """
        struct Label: UIViewRepresentable {
          func sizeThatFits(_ proposal: ProposedViewSize, uiView: UILabel, context: Context) -> CGSize? {
            if proposal.height != nil { return CGSize(width: 100, height: proposal.height!) }
            return nil
          }
        }
        """),
      Example(
        """
        final class Bubble: UIView {
          override func sizeThatFits(_ size: CGSize) -> CGSize {
            CGSize(width: size.width, height: label.sizeThatFits(size).height)
          }
        }
        """),
      Example(
        """
        struct Chart: UIViewRepresentable {
          let cachedSize: CGSize?
          func sizeThatFits(_ proposal: ProposedViewSize, uiView: ChartView, context: Context) -> CGSize? {
            let width = proposal.width ?? 320
            return CGSize(width: width, height: cachedSize!.height)
          }
        }
        """),
      Example(
        """
        struct Field: UIViewRepresentable {
          func sizeThatFits(_ proposal: ProposedViewSize, uiView: UITextField, context: Context) -> CGSize? {
            let proposal = proposal.replacingUnspecifiedDimensions()
            return CGSize(width: proposal.width, height: 44)
          }
        }
        """),
      Example(
        """
        struct Layout {
          func sizeThatFits(_ proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
            CGSize(width: proposal.width ?? 0, height: proposal.height ?? 0)
          }
        }
        """),
      Example(
        """
        struct Label: UIViewRepresentable {
          func sizeThatFits(_ proposal: ProposedViewSize, uiView: UILabel, context: Context) -> CGSize? {
            let fitted = uiView.sizeThatFits(CGSize(width: proposal.width ?? 0, height: 0))
            return CGSize(width: fitted.width, height: max(fitted.height, 44))
          }
        }
        """),
    ],
    triggeringExamples: [
      Example(
        """
        struct Label: UIViewRepresentable {
          func sizeThatFits(_ proposal: ProposedViewSize, uiView: UILabel, context: Context) -> CGSize? {
            uiView.sizeThatFits(CGSize(width: proposal.width↓!, height: .greatestFiniteMagnitude))
          }
        }
        """),
      Example(
        """
        struct Label: UIViewRepresentable {
          func sizeThatFits(_ proposal: ProposedViewSize, uiView: UILabel, context: Context) -> CGSize? {
            CGSize(width: proposal.width↓!, height: proposal.height↓!)
          }
        }
        """),
      Example(
        """
        struct Canvas {}
        extension Canvas: NSViewRepresentable {
          func sizeThatFits(_ size: ProposedViewSize, nsView: NSView, context: Context) -> CGSize? {
            let width = size.width↓!
            return CGSize(width: width, height: width / 2)
          }
        }
        """),
      Example(
        """
        struct Label: UIViewRepresentable {
          func sizeThatFits(_ proposal: ProposedViewSize, uiView: UILabel, context: Context) -> CGSize? {
            guard let text = uiView.text else { return nil }
            return CGSize(width: proposal.width↓!, height: CGFloat(text.count))
          }
        }
        """),
      Example(
        """
        struct Picker: UIViewControllerRepresentable {
          func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: UIViewController, context: Context) -> CGSize? {
            uiViewController.view.systemLayoutSizeFitting(CGSize(width: proposal.width↓!, height: 0))
          }
        }
        """),
      Example(
        """
        struct Label: UIViewRepresentable {
          func sizeThatFits(_ proposal: ProposedViewSize, uiView: UILabel, context: Context) -> CGSize? {
            if proposal.width == nil { print("ideal size asked") }
            return CGSize(width: proposal.width↓!, height: 20)
          }
        }
        """),
    ]
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
