import AVKit
import SwiftUI

struct ClipRow: View {
  let player: AVPlayer

  var body: some View {
    HStack {
      ClipPlayer(player: player)
      Text("Clip")
    }
  }
}

struct ClipThumbnailRow: View {
  let image: UIImage

  var body: some View {
    HStack {
      ClipThumbnail(image: image)
      Text("Photo")
    }
  }
}
