import MessageUI
import SwiftUI

/// Wrong: the wrapper declares the question, but no screen asks it before showing the sheet.
struct BugMailView: UIViewControllerRepresentable {
    let body: String

    func makeUIViewController(context: Context) -> MFMailComposeViewController {
        let composer = MFMailComposeViewController()  // expect: [mail_compose_without_check]
        composer.setMessageBody(body, isHTML: false)
        return composer
    }

    func updateUIViewController(_ controller: MFMailComposeViewController, context: Context) {}
}

extension BugMailView {
    static var canCompose: Bool {
        MFMailComposeViewController.canSendMail()
    }
}
