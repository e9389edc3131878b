import SwiftUI
import UIKit

struct Artwork {  // expect: 8 [wraps_native_primitive]
  let image: UIImage?
}

extension Artwork: UIViewRepresentable {
  func makeUIView(context: Context) -> UIImageView {
    let view = UIImageView()
    view.contentMode = .scaleAspectFill
    return view
  }

  func updateUIView(_ view: UIImageView, context: Context) { view.image = image }
}

struct PlaybackSlider: UIViewRepresentable {  // expect: [wraps_native_primitive]
  @Binding var position: Float

  func makeUIView(context: Context) -> UISlider { UISlider() }
  func updateUIView(_ slider: UISlider, context: Context) { slider.value = position }
}

struct ScrubberView: UIViewRepresentable {
  func makeUIView(context: Context) -> UISlider {
    let slider = UISlider()
    slider.addSubview(UIView())
    return slider
  }
  func updateUIView(_ slider: UISlider, context: Context) {}
}
