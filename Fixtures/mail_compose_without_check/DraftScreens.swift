import MessageUI
import UIKit

/// Correct: a leftover helper configures a composer and drops it; nothing presents it, so it
/// cannot crash on a device without mail (round g).
final class FeedbackDrafter: NSObject, MFMailComposeViewControllerDelegate {
    private let subject = "App feedback"

    private func prepareDraft() {
        let draft = MFMailComposeViewController()
        draft.mailComposeDelegate = self
        draft.setSubject(subject)
        draft.setToRecipients(["feedback@example.com"])
    }

    func mailComposeController(_ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: Error?) {
        controller.dismiss(animated: true)
    }
}
