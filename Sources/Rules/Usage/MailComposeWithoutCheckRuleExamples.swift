import BridgeLint

/// `MailComposeWithoutCheckRule`'s examples (run as tests, shown on its page), kept apart from its logic.
enum MailComposeWithoutCheckExamples {
  static let nonTriggering: [Example] = [
    Example(
      """
      func contactSupport() {
        guard MFMailComposeViewController.canSendMail() else { return openMailto() }
        let mail = MFMailComposeViewController()
        mail.mailComposeDelegate = self
        present(mail, animated: true)
      }
      """),
    Example(
      """
      func sendInvite() {
        if MFMessageComposeViewController.canSendText() {
          let message = MFMessageComposeViewController()
          present(message, animated: true)
        }
      }
      """),
    Example(
      """
      struct MailView: UIViewControllerRepresentable {
        func makeUIViewController(context: Context) -> MFMailComposeViewController {
          let mail = MFMailComposeViewController()
          mail.mailComposeDelegate = context.coordinator
          return mail
        }
        func updateUIViewController(_ controller: MFMailComposeViewController, context: Context) {}
      }
      """),
    Example(
      """
      func makeComposer() -> MFMailComposeViewController {
        let mail = MFMailComposeViewController()
        mail.setToRecipients(["help@example.com"])
        return mail
      }
      """),
    Example(
      """
      var canContact: Bool { MFMailComposeViewController.canSendMail() }
      func contact() {
        let mail = MFMailComposeViewController()
        present(mail, animated: true)
      }
      """),
    Example("let mail: MFMailComposeViewController? = nil"),
    Example(
      "func mailComposeController(_ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: Error?) {\n  controller.dismiss(animated: true)\n}"
    ),
    Example("extension MFMailComposeViewController {\n  static var isAvailable: Bool { canSendMail() }\n}"),
    Example(
      """
      func share() {
        let available = MFMessageComposeViewController.canSendText()
        guard available else { return }
        let message = MFMessageComposeViewController()
        present(message, animated: true)
      }
      """),
    Example("let activity = UIActivityViewController(activityItems: [url], applicationActivities: nil)"),
    Example(
      """
      private func draftFeedback() {
        let draft = MFMailComposeViewController()
        draft.setSubject("Feedback")
        draft.mailComposeDelegate = self
      }
      """),
    Example(
      """
      struct FeedbackMail: UIViewControllerRepresentable {
        func makeUIViewController(context: Context) -> MFMailComposeViewController {
          let mail = MFMailComposeViewController()
          mail.mailComposeDelegate = context.coordinator
          return mail
        }
        func updateUIViewController(_ controller: MFMailComposeViewController, context: Context) {}
      }
      extension FeedbackMail {
        static var isAvailable: Bool { MFMailComposeViewController.canSendMail() }
      }
      struct HelpScreen: View {
        @State private var writing = false
        var body: some View {
          Button("Write to us") { writing = true }
            .disabled(!FeedbackMail.isAvailable)
            .sheet(isPresented: $writing) { FeedbackMail() }
        }
      }
      """),
    Example(
      """
      func reportProblem() {
        guard MFMailComposeViewController.canSendMail() else { return }
        let mail = MFMailComposeViewController()
        if MFMailComposeViewController.canSendMail() { present(mail, animated: true) }
      }
      """),
  ]

  static let triggering: [Example] = [
    Example(
      """
      func contactSupport() {
        let mail = ↓MFMailComposeViewController()
        mail.mailComposeDelegate = self
        present(mail, animated: true)
      }
      """),
    Example(
      """
      func sendInvite() {
        let message = ↓MFMessageComposeViewController()
        message.body = "Join me"
        present(message, animated: true)
      }
      """),
    Example(
      """
      final class SettingsViewController: UITableViewController {
        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
          let controller = ↓MFMailComposeViewController()
          controller.setSubject("Feedback")
          present(controller, animated: true)
        }
      }
      """),
    Example("lazy var composer = ↓MFMailComposeViewController()"),
    Example(
      """
      func report() {
        if MFMessageComposeViewController.canSendText() { print("can text") }
        let mail = ↓MFMailComposeViewController()
        present(mail, animated: true)
      }
      """),
    Example("func share() {\n  present(↓MFMailComposeViewController(), animated: true)\n}"),
    Example(
      """
      func reportProblem() {
        let mail = ↓MFMailComposeViewController()
        mail.setSubject("Problem")
        if MFMailComposeViewController.canSendMail() {
          present(mail, animated: true)
        }
      }
      """),
  ]
}
