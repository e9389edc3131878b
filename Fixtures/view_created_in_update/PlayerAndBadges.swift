import AVFoundation
import SwiftUI
import UIKit

/// A player whose update adds a new layer and a spinner each time.
struct ClipPlayer: UIViewRepresentable {
    let player: AVPlayer
    var isBuffering: Bool

    func makeUIView(context: Context) -> UIView {
        UIView()
    }

    func updateUIView(_ uiView: UIView, context: Context) {
        let layer = AVPlayerLayer(player: player)  // expect: 21 [view_created_in_update]
        uiView.layer.addSublayer(layer)  // expect: [registration_in_update]
        DispatchQueue.main.async {
            uiView.backgroundColor = UIColor.black
            uiView.addSubview(UIActivityIndicatorView(style: .large))  // expect: [view_created_in_update] [registration_in_update]
        }
    }
}

/// Built once in make; the badge is created only when missing; colors and images are values.
struct ClipBadge: UIViewRepresentable {
    let title: String
    let symbol: String

    func makeCoordinator() -> BadgeCoordinator {
        BadgeCoordinator()
    }

    func makeUIView(context: Context) -> BadgeView {
        BadgeView()
    }

    func updateUIView(_ badge: BadgeView, context: Context) {
        badge.tintColor = UIColor(named: "Accent")
        badge.image = UIImage(systemName: symbol)
        if context.coordinator.label == nil {
            let label = UILabel()
            badge.addSubview(label)
            context.coordinator.label = label
        }
        context.coordinator.label?.text = title
        UIView.animate(withDuration: 0.2) {
            badge.alpha = title.isEmpty ? 0 : 1
        }
    }
}

/// Rebuilding the view by calling make from update.
struct ClipCaption: UIViewRepresentable {
    let caption: String

    func makeUIView(context: Context) -> BadgeView {
        let badge = BadgeView()
        badge.accessibilityLabel = caption
        return badge
    }

    func updateUIView(_ badge: BadgeView, context: Context) {
        let fresh = makeUIView(context: context)  // expect: 21 [view_created_in_update]
        badge.accessibilityLabel = fresh.accessibilityLabel
    }
}

final class BadgeView: UIView {
    var image: UIImage?
}

final class BadgeCoordinator {
    var label: UILabel?
}

/// An alert built inside a button's action runs on a tap, not on an update.
struct ClipMenuButton: UIViewRepresentable {
    let title: String
    weak var host: UIViewController?

    func makeUIView(context: Context) -> UIButton {
        UIButton(type: .system)
    }

    func updateUIView(_ button: UIButton, context: Context) {
        button.setTitle(title, for: .normal)
        button.menu = UIMenu(children: [
            UIAction(title: "Details") { _ in
                let alert = UIAlertController(title: title, message: nil, preferredStyle: .alert)
                host?.present(alert, animated: true)
            }
        ])
    }
}
