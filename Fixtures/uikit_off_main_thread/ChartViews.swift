import SwiftUI
import UIKit

final class ChartCanvas: UIView {}

struct ChartView: UIViewRepresentable {
  let points: [Double]

  func makeUIView(context: Context) -> ChartCanvas {
    let canvas = ChartCanvas()
    context.coordinator.canvas = canvas
    return canvas
  }

  func updateUIView(_ canvas: ChartCanvas, context: Context) {
    context.coordinator.render(points)
  }

  func makeCoordinator() -> Coordinator { Coordinator() }

  final class Coordinator {
    var canvas: ChartCanvas?
    let caption = UILabel()
    private var summary = ""

    func render(_ points: [Double]) {
      DispatchQueue.global().async {
        let total = points.reduce(0, +)
        self.summary = "\(total)"
        self.caption.text = self.summary  // expect: 22 [uikit_off_main_thread]
        self.canvas?.setNeedsDisplay()
      }
    }
  }
}

final class ChartStore {
  let label = UILabel()

  func recompute() {
    DispatchQueue.global().async {
      self.label.text = "Done"
    }
  }
}

final class LegendView: UIView {
  private let stack = UIStackView()

  func show(_ names: [String]) {
    DispatchQueue.global().async {
      names.forEach { name in
        let label = UILabel()
        label.text = name
        self.stack.addArrangedSubview(label)  // expect: 20 [uikit_off_main_thread]
      }
    }
  }
}
