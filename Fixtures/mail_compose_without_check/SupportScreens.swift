import MessageUI
import SwiftUI
import UIKit

final class SupportViewController: UITableViewController, MFMailComposeViewControllerDelegate {
  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    switch indexPath.row {
    case 0:
      let mail = MFMailComposeViewController()  // expect: 18 [mail_compose_without_check]
      mail.mailComposeDelegate = self
      mail.setToRecipients(["support@example.com"])
      present(mail, animated: true)
    case 1:
      let message = MFMessageComposeViewController()  // expect: [mail_compose_without_check]
      message.body = "Try this app"
      present(message, animated: true)
    default:
      break
    }
  }

  func mailComposeController(
    _ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: Error?
  ) {
    controller.dismiss(animated: true)
  }
}

/// Presented by SwiftUI; the view that shows it asks `canSendMail()` (in another file).
struct MailView: UIViewControllerRepresentable {
  let subject: String

  func makeUIViewController(context: Context) -> MFMailComposeViewController {
    let mail = MFMailComposeViewController()  // expect: [modal_exit_path_missing]
    mail.setSubject(subject)
    return mail
  }

  func updateUIViewController(_ controller: MFMailComposeViewController, context: Context) {}
}

enum FeedbackComposer {
  /// The caller decides whether mail is available.
  static func make(subject: String) -> MFMailComposeViewController {
    let mail = MFMailComposeViewController()
    mail.setSubject(subject)
    return mail
  }
}
