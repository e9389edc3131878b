import AVKit
import SwiftUI

struct ClipPlayer: UIViewControllerRepresentable {
  let player: AVPlayer

  func makeUIViewController(context: Context) -> AVPlayerViewController {
    let controller = AVPlayerViewController()
    controller.player = player
    return controller
  }

  func updateUIViewController(_ controller: AVPlayerViewController, context: Context) {
    controller.player = player
  }
}

struct ClipThumbnail: UIViewRepresentable {
  let image: UIImage

  func makeUIView(context: Context) -> UIImageView { UIImageView(image: image) }

  func updateUIView(_ view: UIImageView, context: Context) { view.image = image }
}
