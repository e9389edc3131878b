import SwiftUI
import UIKit

/// A drawing surface whose update stacks a recognizer, a subview and constraints on every change.
struct SketchCanvas: UIViewRepresentable {
    var strokeColor: UIColor
    var height: CGFloat

    func makeCoordinator() -> SketchCoordinator {
        SketchCoordinator()
    }

    func makeUIView(context: Context) -> UIView {
        UIView()
    }

    func updateUIView(_ uiView: UIView, context: Context) {
        uiView.tintColor = strokeColor
        uiView.addGestureRecognizer(  // expect: 16 [registration_in_update]
            UITapGestureRecognizer(target: context.coordinator, action: #selector(SketchCoordinator.tapped)))
        let hint = UILabel()  // expect: [view_created_in_update]
        hint.text = "Tap to draw"
        uiView.addSubview(hint)  // expect: 16 [registration_in_update]
        uiView.heightAnchor.constraint(equalToConstant: height).isActive = true  // expect: 65 [registration_in_update]
        NotificationCenter.default.addObserver(  // expect: 36 [registration_in_update] [missing_teardown]
            forName: UIDevice.orientationDidChangeNotification, object: nil, queue: .main
        ) { _ in print("rotated") }
        NotificationCenter.default.addObserver(
            context.coordinator, selector: #selector(SketchCoordinator.rotated),
            name: UIDevice.orientationDidChangeNotification, object: nil)
    }
}

/// Set up once: a coordinator flag, an `isEmpty` check, remove-then-add, and stored objects.
struct StampCanvas: UIViewRepresentable {
    var stamps: [String]
    var height: CGFloat

    func makeCoordinator() -> SketchCoordinator {
        SketchCoordinator()
    }

    func makeUIView(context: Context) -> UIStackView {
        let stack = UIStackView()
        stack.addGestureRecognizer(context.coordinator.tap)
        return stack
    }

    func updateUIView(_ stack: UIStackView, context: Context) {
        if !context.coordinator.didSetup {
            context.coordinator.didSetup = true
            stack.addInteraction(UIDropInteraction(delegate: context.coordinator))
        }
        if stack.subviews.isEmpty {
            stack.addSubview(UIImageView(image: UIImage(systemName: "seal")))
        }
        stack.arrangedSubviews.forEach { $0.removeFromSuperview() }
        for stamp in stamps {
            stack.addArrangedSubview(StampView(name: stamp))  // expect: [view_created_in_update]
        }
        NSLayoutConstraint.deactivate(context.coordinator.constraints)
        context.coordinator.constraints = [stack.heightAnchor.constraint(equalToConstant: height)]
        NSLayoutConstraint.activate(context.coordinator.constraints)
        stack.addGestureRecognizer(context.coordinator.tap)
        stack.addSubview(context.coordinator.overlay)
    }
}

/// A button whose update adds a fresh action each time, and one that replaces it by identifier.
struct ShutterButton: UIViewRepresentable {
    let onTap: () -> Void

    func makeUIView(context: Context) -> UIButton {
        UIButton(type: .system)
    }

    func updateUIView(_ button: UIButton, context: Context) {
        button.addAction(UIAction { _ in onTap() }, for: .touchUpInside)  // expect: 16 [registration_in_update]
        button.addAction(UIAction(identifier: .init("shutter")) { _ in onTap() }, for: .touchDown)
        button.addTarget(nil, action: #selector(UIResponder.becomeFirstResponder), for: .touchUpInside)
    }
}

/// Presents a share sheet whenever it updates, and a guarded twin.
struct SharePresenter: UIViewControllerRepresentable {
    @Binding var isPresented: Bool
    let items: [Any]

    func makeUIViewController(context: Context) -> UIViewController {
        UIViewController()
    }

    func updateUIViewController(_ host: UIViewController, context: Context) {
        let share = UIActivityViewController(activityItems: items, applicationActivities: nil)  // expect: [view_created_in_update]
        host.present(share, animated: true)  // expect: 14 [registration_in_update]
    }
}

struct GuardedSharePresenter: UIViewControllerRepresentable {
    @Binding var isPresented: Bool
    let items: [Any]

    func makeUIViewController(context: Context) -> UIViewController {
        UIViewController()
    }

    func updateUIViewController(_ host: UIViewController, context: Context) {
        guard isPresented, host.presentedViewController == nil else { return }
        host.present(UIActivityViewController(activityItems: items, applicationActivities: nil), animated: true)
    }
}

final class StampView: UIView {
    init(name: String) {
        super.init(frame: .zero)
        accessibilityLabel = name
    }

    required init?(coder: NSCoder) { nil }
}

final class SketchCoordinator: NSObject, UIDropInteractionDelegate {
    var didSetup = false
    var constraints: [NSLayoutConstraint] = []
    let overlay = UIView()
    lazy var tap = UITapGestureRecognizer(target: self, action: #selector(tapped))

    @objc func tapped() {}
    @objc func rotated() {}
}
