import SwiftUI
import UIKit

struct Tile: View {
  let index: Int
  var body: some View { Text("\(index)") }
}

final class GridViewController: UIViewController {
  var collectionView: UICollectionView!

  lazy var registration = UICollectionView.CellRegistration<UICollectionViewCell, Int> { cell, _, index in
    let host = UIHostingController(rootView: Tile(index: index))  // expect: [hosting_controller_in_cell]
    cell.contentView.addSubview(host.view)
  }

  lazy var modernRegistration = UICollectionView.CellRegistration<UICollectionViewCell, Int> { cell, _, index in
    cell.contentConfiguration = UIHostingConfiguration { Tile(index: index) }
  }
}

final class TileCell: UICollectionViewCell {
  let host = UIHostingController(rootView: Tile(index: 0))
  var badge: UIHostingController<Tile>?

  override init(frame: CGRect) {
    super.init(frame: frame)
    badge = UIHostingController(rootView: Tile(index: -1))
  }

  required init?(coder: NSCoder) { nil }

  func configure(index: Int) {
    host.rootView = Tile(index: index)
    guard badge == nil else { return }
    badge = UIHostingController(rootView: Tile(index: index))
  }
}

final class GridDataSource: NSObject, UICollectionViewDataSource {
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 10 }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath) as? HostCell ?? HostCell()
    cell.host = cell.host ?? UIHostingController(rootView: Tile(index: indexPath.item))
    return cell
  }

  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> UICollectionReusableView {
    let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "h", for: indexPath)
    let host = UIHostingController(rootView: Tile(index: indexPath.section))  // expect: [hosting_controller_in_cell]
    header.addSubview(host.view)  // expect: [hosting_view_without_containment]
    return header
  }
}

final class HostCell: UICollectionViewCell {
  var host: UIHostingController<Tile>?
}
