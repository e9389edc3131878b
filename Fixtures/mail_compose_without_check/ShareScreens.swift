import MessageUI
import UIKit

final class InviteViewController: UIViewController {
  func inviteByMail() {
    guard MFMailComposeViewController.canSendMail() else {
      UIApplication.shared.open(URL(string: "mailto:friends@example.com")!)
      return
    }
    let mail = MFMailComposeViewController()
    present(mail, animated: true)
  }

  func inviteByText() {
    let message = MFMessageComposeViewController()  // expect: [mail_compose_without_check]
    message.body = "Join me"
    present(message, animated: true)
  }
}
