import SwiftUI
import UIKit

/// Reports its scroll offset from update: SwiftUI warns "Modifying state during view update".
struct TimelineScroller: UIViewRepresentable {
    @Binding var offset: CGFloat
    @Binding var visibleRows: [Int]

    func makeUIView(context: Context) -> UIScrollView {
        UIScrollView()
    }

    func updateUIView(_ scrollView: UIScrollView, context: Context) {
        offset = scrollView.contentOffset.y  // expect: 9 [state_write_during_update]
        visibleRows.removeAll()  // expect: 9 [state_write_during_update]
        self.visibleRows.append(0)  // expect: 14 [state_write_during_update]
    }
}

/// The fixed version writes from the delegate callback, where events belong.
struct TimelineScrollerFixed: UIViewRepresentable {
    @Binding var offset: CGFloat

    func makeCoordinator() -> Coordinator {
        Coordinator(offset: $offset)
    }

    func makeUIView(context: Context) -> UIScrollView {
        let scrollView = UIScrollView()
        scrollView.delegate = context.coordinator
        return scrollView
    }

    func updateUIView(_ scrollView: UIScrollView, context: Context) {
        var offset = scrollView.contentOffset.y
        offset += 1
        if abs(scrollView.contentOffset.y - offset) > 100 {
            scrollView.setContentOffset(CGPoint(x: 0, y: offset), animated: false)
        }
    }

    final class Coordinator: NSObject, UIScrollViewDelegate {
        let offset: Binding<CGFloat>

        init(offset: Binding<CGFloat>) {
            self.offset = offset
        }

        func scrollViewDidScroll(_ scrollView: UIScrollView) {
            offset.wrappedValue = scrollView.contentOffset.y
        }
    }
}

/// Measures its text and feeds the height back.
struct MeasuredCaption: UIViewRepresentable {
    let text: String
    @Binding var height: CGFloat
    @State private var measuredOnce = false
    @State private var renders = 0

    func makeUIView(context: Context) -> UILabel {
        let label = UILabel()
        label.numberOfLines = 0
        measuredOnce = true  // expect: 9 [state_write_during_update]
        return label
    }

    func updateUIView(_ label: UILabel, context: Context) {
        label.text = text
        DispatchQueue.main.async {
            height = label.intrinsicContentSize.height  // expect: 13 [state_write_during_update]
            renders += 1  // expect: 13 [state_write_during_update]
        }
    }

    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UILabel, context: Context) -> CGSize? {
        let size = uiView.sizeThatFits(CGSize(width: proposal.width ?? 320, height: .greatestFiniteMagnitude))
        context.coordinator.parent.height = size.height  // expect: 36 [state_write_during_update]
        return size
    }

    func makeCoordinator() -> CaptionCoordinator {
        CaptionCoordinator(parent: self)
    }
}

final class CaptionCoordinator {
    var parent: MeasuredCaption

    init(parent: MeasuredCaption) {
        self.parent = parent
    }
}

/// Writes only when the measured height changed, after the pass; and a UIAction writing later.
struct MeasuredTitle: UIViewRepresentable {
    let title: String
    @Binding var height: CGFloat
    @Binding var tapCount: Int

    func makeUIView(context: Context) -> UIButton {
        let button = UIButton(type: .system)
        button.addAction(UIAction { _ in tapCount += 1 }, for: .touchUpInside)
        return button
    }

    func updateUIView(_ button: UIButton, context: Context) {
        button.setTitle(title, for: .normal)
        let measured = button.intrinsicContentSize.height
        DispatchQueue.main.async {
            if height != measured {
                height = measured
            }
        }
    }
}
