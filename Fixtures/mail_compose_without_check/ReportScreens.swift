import MessageUI
import UIKit

final class ReportViewController: UIViewController {
  private var canText: Bool { MFMessageComposeViewController.canSendText() }

  func reportBySMS() {
    guard canText else { return }
    let message = MFMessageComposeViewController()
    present(message, animated: true)
  }

  func reportByMail() {
    present(MFMailComposeViewController(), animated: true)  // expect: 13 [mail_compose_without_check]
  }
}
