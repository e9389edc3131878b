import AVKit
import SwiftUI
import UIKit

final class ClipListController: UICollectionViewController {
  var players: [AVPlayer] = []
  var images: [UIImage] = []

  override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "clip", for: indexPath)
    if indexPath.section == 0 {
      cell.contentConfiguration = UIHostingConfiguration { ClipRow(player: players[indexPath.item]) }  // expect: [controller_representable_in_cell]
    } else {
      cell.contentConfiguration = UIHostingConfiguration { ClipThumbnailRow(image: images[indexPath.item]) }
    }
    return cell
  }
}
