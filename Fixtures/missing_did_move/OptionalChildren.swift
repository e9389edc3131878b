import UIKit

/// Optional children, wrong arguments and a container whose superclass lives in a package.
final class MiniPlayerHostViewController: UIViewController {
    var fullPlayer: UIViewController?
    var queue: UIViewController?

    func collapsePlayer() {
        fullPlayer?.view.removeFromSuperview()
        fullPlayer?.removeFromParent()  // expect: 21 [missing_did_move]
    }

    func closeQueue() {
        queue?.willMove(toParent: nil)
        queue?.view.removeFromSuperview()
        queue?.removeFromParent()
    }

    func dismissQueue(_ sheet: UIViewController) {
        sheet.willMove(toParent: self)  // expect: 15 [missing_did_move]
        sheet.view.removeFromSuperview()
        sheet.removeFromParent()
    }

    func showQueue() {
        if let queue {
            addChild(queue)
            view.addSubview(queue.view)
        }
        queue?.didMove(toParent: self)
    }

    func showSheet(_ sheet: UIViewController) {
        addChild(sheet)
        view.addSubview(sheet.view)
        sheet.didMove(toParent: navigationController)  // expect: 15 [missing_did_move]
    }

    func showSheetLater(_ sheet: UIViewController) {
        addChild(sheet)
        view.addSubview(sheet.view)
        DispatchQueue.main.async { [weak self] in
            guard let strongSelf = self else { return }
            sheet.didMove(toParent: strongSelf)
        }
    }
}

/// The superclass comes from a package the index cannot see: moving `child.view` in and out
/// of the hierarchy next to `addChild`/`removeFromParent` makes it a view controller container.
final class PackagedFeedViewController: PackageKitViewController {
    func embed(_ child: UIViewController) {
        addChild(child)  // expect: 9 [missing_did_move]
        view.addSubview(child.view)
    }

    func embedFully(_ page: UIViewController) {
        addChild(page)
        view.addSubview(page.view)
        page.didMove(toParent: self)
    }
}

/// Another package's node tree: `addChild` without moving any view is not containment.
final class PackagedBoard: PackageKitScene {
    func place(_ piece: PackageKitNode) {
        addChild(piece)
    }
}
