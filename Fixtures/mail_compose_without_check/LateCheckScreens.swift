import MessageUI
import SwiftUI
import UIKit

/// Wrong: the composer is built and configured first; the question guards only `present`,
/// too late on a device without a mail account (round q).
final class CrashReportViewController: UIViewController, MFMailComposeViewControllerDelegate {
    func sendReport(_ log: String) {
        let composer = MFMailComposeViewController()  // expect: [mail_compose_without_check]
        composer.mailComposeDelegate = self
        composer.setSubject("Crash report")
        composer.setMessageBody(log, isHTML: false)
        if MFMailComposeViewController.canSendMail() {
            present(composer, animated: true)
        }
    }

    func mailComposeController(_ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: Error?) {
        controller.dismiss(animated: true)
    }
}

/// Correct here: the same kind of wrapper, read by the screen that shows the sheet (ContactScreen.swift);
/// it sets no delegate, so its Send and Cancel never close it.
struct ContactMailView: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> MFMailComposeViewController {
        let composer = MFMailComposeViewController()  // expect: [modal_exit_path_missing]
        composer.setToRecipients(["team@example.com"])
        return composer
    }

    func updateUIViewController(_ controller: MFMailComposeViewController, context: Context) {}
}

extension ContactMailView {
    static var isAvailable: Bool {
        MFMailComposeViewController.canSendMail()
    }
}
