import MessageUI
import SwiftUI

/// Wrong: the composer closes itself through UIKit; `isPresented` stays true.
struct SupportMailView: UIViewControllerRepresentable {
    @Binding var isPresented: Bool
    let recipient: String

    func makeCoordinator() -> Coordinator { Coordinator() }

    func makeUIViewController(context: Context) -> MFMailComposeViewController {
        let composer = MFMailComposeViewController()
        composer.setToRecipients([recipient])
        composer.mailComposeDelegate = context.coordinator
        return composer
    }

    func updateUIViewController(_ uiViewController: MFMailComposeViewController, context: Context) {}

    final class Coordinator: NSObject, MFMailComposeViewControllerDelegate {
        func mailComposeController(
            _ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: Error?
        ) {
            controller.dismiss(animated: true)  // expect: 24 [coordinator_direct_dismiss]
        }
    }
}

/// Correct: the binding is set back to false.
struct InviteMessageView: UIViewControllerRepresentable {
    @Binding var isPresented: Bool
    let body: String

    func makeCoordinator() -> Coordinator { Coordinator(parent: self) }

    func makeUIViewController(context: Context) -> MFMessageComposeViewController {
        let composer = MFMessageComposeViewController()
        composer.body = body
        composer.messageComposeDelegate = context.coordinator
        return composer
    }

    func updateUIViewController(_ uiViewController: MFMessageComposeViewController, context: Context) {}

    final class Coordinator: NSObject, MFMessageComposeViewControllerDelegate {
        var parent: InviteMessageView

        init(parent: InviteMessageView) { self.parent = parent }

        func messageComposeViewController(
            _ controller: MFMessageComposeViewController, didFinishWith result: MessageComposeResult
        ) {
            parent.isPresented = false
        }
    }
}
