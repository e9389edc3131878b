import BridgeLint

/// `SizeThatFitsForceUnwrapRule`'s examples (run as tests, shown on its page), kept apart from its logic.
enum SizeThatFitsForceUnwrapExamples {
  static let nonTriggering: [Example] = [
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
  ]

  static let triggering: [Example] = [
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
}
