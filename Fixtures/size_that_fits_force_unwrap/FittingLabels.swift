import SwiftUI
import UIKit

/// A wrapping label sized from the proposal: `.fixedSize()` proposes nil and this crashes.
struct WrappingLabel: UIViewRepresentable {
    let text: String

    func makeUIView(context: Context) -> UILabel {
        let label = UILabel()
        label.numberOfLines = 0
        return label
    }

    func updateUIView(_ label: UILabel, context: Context) {
        label.text = text
    }

    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UILabel, context: Context) -> CGSize? {
        let width = proposal.width!  // expect: 35 [size_that_fits_force_unwrap]
        let fitted = uiView.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
        return CGSize(width: width, height: min(fitted.height, proposal.height!))  // expect: 79 [size_that_fits_force_unwrap]
    }
}

/// Done right: a fallback, a checked unwrap, and `replacingUnspecifiedDimensions()`.
struct BalancedLabel: UIViewRepresentable {
    let text: String
    let cachedSize: CGSize?

    func makeUIView(context: Context) -> UILabel {
        UILabel()
    }

    func updateUIView(_ label: UILabel, context: Context) {
        label.text = text
    }

    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UILabel, context: Context) -> CGSize? {
        if let cachedSize, proposal.width != nil {
            return CGSize(width: proposal.width!, height: cachedSize.height)
        }
        let size = proposal.replacingUnspecifiedDimensions()
        return uiView.sizeThatFits(CGSize(width: proposal.width ?? size.width, height: size.height))
    }
}

/// A UIKit view's own `sizeThatFits(_:)` takes a CGSize: nothing optional there.
final class TagLabel: UILabel {
    override func sizeThatFits(_ size: CGSize) -> CGSize {
        let base = super.sizeThatFits(size)
        return CGSize(width: base.width + 16, height: base.height + 8)
    }
}
