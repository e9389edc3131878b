import UIKit

/// Children removed one by one from a collection, a split view's detail removed after a cast, a
/// cell adding its controller to a weak parent, and a pop whose removal runs in a local function.
final class PhotoWallViewController: UIViewController {
    var tiles: [PhotoTileViewController] = []
    var spares: Array<PhotoTileViewController> = []

    func clearTiles() {
        for tile in tiles {
            tile.view.removeFromSuperview()
            tile.removeFromParent()  // expect: 18 [missing_did_move]
        }
        tiles.removeAll()
    }

    func dropSpares() {
        spares.forEach { $0.removeFromParent() }  // expect: 29 [missing_did_move]
    }
}

final class PhotoTileViewController: UIViewController {}

final class LibrarySplitViewController: UISplitViewController {
    func collapseToList() {
        if let detailNavigation = viewControllers.last as? UINavigationController {
            detailNavigation.removeFromParent()  // expect: 30 [missing_did_move]
        }
    }
}

final class ShelfCell: UICollectionViewCell {
    let shelf = PhotoTileViewController()

    weak var owner: UIViewController? {
        didSet {
            if let owner = owner {
                owner.addChild(shelf)  // expect: 23 [missing_did_move]
                contentView.addSubview(shelf.view)
            } else {
                shelf.didMove(toParent: nil)
            }
        }
    }
}

final class DeckNavigationController: UIViewController {
    func pop(_ leaving: UIViewController, completion: @escaping () -> Void) {
        leaving.willMove(toParent: nil)
        func finish() {
            leaving.view.removeFromSuperview()
            leaving.removeFromParent()
            completion()
        }
        UIView.animate(withDuration: 0.25, animations: { leaving.view.alpha = 0 }) { _ in finish() }
    }
}
