import SwiftUI
import UIKit

/// A chart that sizes itself by setting its own frame: SwiftUI owns that.
struct SparklineChart: UIViewRepresentable {
    let values: [Double]
    var isMirrored: Bool

    func makeUIView(context: Context) -> SparklineView {
        let view = SparklineView()
        view.frame = CGRect(x: 0, y: 0, width: 320, height: 80)  // expect: 14 [representable_geometry_mutation]
        return view
    }

    func updateUIView(_ chart: SparklineView, context: Context) {
        chart.values = values
        chart.transform = isMirrored ? CGAffineTransform(scaleX: -1, y: 1) : .identity  // expect: 15 [representable_geometry_mutation]
        DispatchQueue.main.async {
            chart.bounds.size.height = 80  // expect: 19 [representable_geometry_mutation]
        }
        chart.trackLayer.frame = chart.bounds
        chart.subviews.first?.center = CGPoint(x: 10, y: 10)
    }
}

/// Done right: the chart reports a size, and only its own layers and subviews are laid out.
struct BarChart: UIViewRepresentable {
    let values: [Double]

    func makeUIView(context: Context) -> SparklineView {
        SparklineView(frame: .zero)
    }

    func updateUIView(_ chart: SparklineView, context: Context) {
        chart.values = values
        chart.layer.cornerRadius = 8
        let frame = chart.frame
        chart.trackLayer.frame = CGRect(origin: .zero, size: frame.size)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, uiView: SparklineView, context: Context) -> CGSize? {
        CGSize(width: proposal.width ?? 320, height: 80)
    }
}

/// A chart the coordinator owns: make returns it, so update's write through the coordinator counts.
struct LiveChart: UIViewRepresentable {
    var size: CGSize

    func makeCoordinator() -> LiveChartCoordinator {
        LiveChartCoordinator()
    }

    func makeUIView(context: Context) -> SparklineView {
        return context.coordinator.chart
    }

    func updateUIView(_ uiView: SparklineView, context: Context) {
        context.coordinator.chart.frame.size = size  // expect: 35 [representable_geometry_mutation]
        context.coordinator.legend.frame = CGRect(origin: .zero, size: size)
    }
}

final class LiveChartCoordinator {
    let chart = SparklineView()
    let legend = UIView()
}

/// A controller's root view: reported at info.
struct ChartSheet: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> UIViewController {
        let controller = UIViewController()
        controller.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)  // expect: 25 [representable_geometry_mutation]
        return controller
    }

    func updateUIViewController(_ controller: UIViewController, context: Context) {}
}

final class SparklineView: UIView {
    var values: [Double] = []
    let trackLayer = CALayer()
}
