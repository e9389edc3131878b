import UIKit

/// Base class for screens that swap their main content in and out.
/// Subclasses live in AccountScreens.swift.
class ContainerViewController: UIViewController {
    let contentView = UIView()
    private(set) var currentContent: UIViewController?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        contentView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(contentView)
        NSLayoutConstraint.activate([
            contentView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            contentView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            contentView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            contentView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
    }

    /// Replaces the current content without animation.
    func setContent(_ next: UIViewController) {
        if let current = currentContent {
            current.willMove(toParent: nil)
            current.view.removeFromSuperview()
            current.removeFromParent()
        }
        addChild(next)
        next.view.frame = contentView.bounds
        next.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.addSubview(next.view)
        next.didMove(toParent: self)
        currentContent = next
    }

    /// Cross-fades to new content; the incoming child finishes its move in the completion handler.
    func crossFade(to next: UIViewController) {
        guard let current = currentContent else {
            setContent(next)
            return
        }
        current.willMove(toParent: nil)
        addChild(next)
        next.view.frame = contentView.bounds
        transition(from: current, to: next, duration: 0.25, options: .transitionCrossDissolve, animations: nil) { _ in
            current.removeFromParent()
            next.didMove(toParent: self)
            self.currentContent = next
        }
    }

    /// Fades an overlay in above the content.
    func presentOverlay(_ overlay: UIViewController) {
        addChild(overlay)
        overlay.view.frame = view.bounds
        overlay.view.alpha = 0
        view.addSubview(overlay.view)
        UIView.animate(withDuration: 0.2, animations: {
            overlay.view.alpha = 1
        }, completion: { _ in
            overlay.didMove(toParent: self)
        })
    }

    func dismissOverlay(_ overlay: UIViewController) {
        overlay.willMove(toParent: nil)
        UIView.animate(withDuration: 0.2, animations: {
            overlay.view.alpha = 0
        }, completion: { _ in
            overlay.view.removeFromSuperview()
            overlay.removeFromParent()
        })
    }

    /// Pins an accessory controller (a mini player, a cart summary) to the bottom edge.
    func pinToBottom(_ accessory: UIViewController, height: CGFloat) {
        addChild(accessory)  // expect: 9 [missing_did_move]
        accessory.view.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(accessory.view)
        NSLayoutConstraint.activate([
            accessory.view.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            accessory.view.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            accessory.view.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
            accessory.view.heightAnchor.constraint(equalToConstant: height),
        ])
    }
}

extension UIViewController {
    /// Embeds `child` so that it fills `container`.
    func embedFilling(_ child: UIViewController, in container: UIView) {
        addChild(child)
        child.view.frame = container.bounds
        child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.addSubview(child.view)
        child.didMove(toParent: self)
    }

    func removeEmbedded(_ child: UIViewController) {
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
    }

    /// Adds a header controller; the caller positions its view afterwards.
    func attachHeader(_ header: UIViewController) {
        self.addChild(header)  // expect: 14 [missing_did_move]
        view.addSubview(header.view)
    }

    func detachHeader(_ header: UIViewController) {
        header.view.removeFromSuperview()
        header.removeFromParent()  // expect: 16 [missing_did_move]
    }

    /// Called on a child to take itself out of whatever container holds it.
    func leaveContainer() {
        willMove(toParent: nil)
        view.removeFromSuperview()
        removeFromParent()
    }
}
