import SwiftUI
import UIKit

struct AttributedLabel: UIViewRepresentable {  // expect: 8 [wraps_native_primitive]
  let text: NSAttributedString

  func makeUIView(context: Context) -> UILabel {
    let label = UILabel()
    label.numberOfLines = 0
    return label
  }

  func updateUIView(_ label: UILabel, context: Context) {
    label.attributedText = text
  }
}

struct LoadingSpinner: UIViewRepresentable {  // expect: [wraps_native_primitive]
  var isAnimating: Bool

  func makeUIView(context: Context) -> UIActivityIndicatorView {
    UIActivityIndicatorView(style: .medium)
  }

  func updateUIView(_ spinner: UIActivityIndicatorView, context: Context) {
    if isAnimating { spinner.startAnimating() } else { spinner.stopAnimating() }
  }
}

struct QuantityStepper: UIViewRepresentable {
  @Binding var value: Double

  func makeUIView(context: Context) -> UIStepper {
    let stepper = UIStepper()
    stepper.addTarget(context.coordinator, action: #selector(Coordinator.changed(_:)), for: .valueChanged)
    return stepper
  }

  func updateUIView(_ stepper: UIStepper, context: Context) { stepper.value = value }

  func makeCoordinator() -> Coordinator { Coordinator(value: $value) }

  final class Coordinator: NSObject {
    var value: Binding<Double>
    init(value: Binding<Double>) { self.value = value }
    @objc func changed(_ sender: UIStepper) { value.wrappedValue = sender.value }
  }
}

final class InsetLabel: UILabel {
  override func drawText(in rect: CGRect) { super.drawText(in: rect.insetBy(dx: 8, dy: 4)) }
}

struct PaddedLabel: UIViewRepresentable {
  let text: String
  func makeUIView(context: Context) -> InsetLabel { InsetLabel() }
  func updateUIView(_ label: InsetLabel, context: Context) { label.text = text }
}

struct IconTitle: UIViewRepresentable {
  let title: String
  func makeUIView(context: Context) -> UIView {
    let container = UIView()
    container.addSubview(UIImageView(image: UIImage(systemName: "star")))
    container.addSubview(UILabel())
    return container
  }
  func updateUIView(_ view: UIView, context: Context) {}
}
