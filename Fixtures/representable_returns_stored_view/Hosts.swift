import SwiftUI
import UIKit

final class ReceiptViewController: UIViewController {}

/// Wrong: one controller per struct value.
struct ReceiptScreen: UIViewControllerRepresentable {
    let controller = ReceiptViewController()

    func makeUIViewController(context: Context) -> ReceiptViewController { controller }  // expect: [representable_returns_stored_view]

    func updateUIViewController(_ uiViewController: ReceiptViewController, context: Context) {}
}

/// Correct: a local shadows the stored name.
struct HelpScreen: UIViewControllerRepresentable {
    let controller = UIViewController()

    func makeUIViewController(context: Context) -> UIViewController {
        let controller = UIViewController()
        controller.title = "Help"
        return controller
    }

    func updateUIViewController(_ uiViewController: UIViewController, context: Context) {}
}
