import BridgeLint

/// A mail or message composer created where nothing asks whether the device can send.
public struct MailComposeWithoutCheckRule: Rule {
  public init() {}

  public static func relevance(in index: ProjectIndex) -> Relevance {
    .anyOf(names: ["MFMailComposeViewController", "MFMessageComposeViewController"])
  }

  public static let description = RuleDescription(
    identifier: "mail_compose_without_check",
    name: "Mail Compose without Check",
    summary:
      "`MFMailComposeViewController`/`MFMessageComposeViewController` created without `canSendMail()`/`canSendText()`",
    rationale: """
      Presenting an `MFMailComposeViewController` on a device without a configured mail account \
      crashes the app (or shows a blank sheet, depending on the OS version); the same goes for \
      `MFMessageComposeViewController` on a device that cannot send messages. Ask \
      `MFMailComposeViewController.canSendMail()` (`canSendText()`) first and offer a fallback, \
      such as a `mailto:` URL or copying the address.

      Reported when the file creates a composer and never asks. Real code shows two places where \
      the question is legitimately asked elsewhere, so they are not reported: a representable \
      that wraps the composer (the view that shows it decides, usually in another file — \
      `.disabled(!MFMailComposeViewController.canSendMail())`), and a function that returns the \
      composer to its caller. A composer that never leaves the function that builds it (passed \
      to no `present`, `show` or other call, stored and returned nowhere) is never shown, so it is \
      not reported either.
      """,
    kind: .usage,
    defaultSeverity: .warning,
    nonTriggeringExamples: MailComposeWithoutCheckExamples.nonTriggering,
    triggeringExamples: MailComposeWithoutCheckExamples.triggering
  )

  public func check(_ file: ParsedFile, _ context: inout RuleContext) {
    let model = context.model
    var composers: [(call: Call, isMail: Bool)] = []
    var asksMail = false
    var asksText = false
    for call in file.allCalls where call.nameToken != nil && call.leftParenToken != nil {
      if file.tokenIs(call.name, "canSendMail") { asksMail = true }
      if file.tokenIs(call.name, "canSendText") { asksText = true }
      guard !call.hasReceiver, file.arguments(of: call).isEmpty else { continue }
      if file.tokenIs(call.name, "MFMailComposeViewController") { composers.append((call, true)) }
      if file.tokenIs(call.name, "MFMessageComposeViewController") { composers.append((call, false)) }
    }
    for (call, isMail) in composers where !(isMail ? asksMail : asksText) {
      if let function = model.function(containing: TokenID(call.name)) {
        // A composer handed back to the caller is checked (or not) there.
        if !file[function: function].returnType.isEmpty { continue }
        if model.representable(owning: function) != nil { continue }
        if let owner = model.owner(of: function), model.isRepresentable(owner) { continue }
        // Configured and dropped: nothing presents a composer that never leaves its function.
        if model.builtObjectStaysLocal(call.calleeStart, in: function) { continue }
      }
      context.report(file, at: TokenID(call.name), isMail ? .noMailCheck : .noTextCheck)
    }
  }
}

extension FindingMessage {
  fileprivate static let noMailCheck = FindingMessage(
    "Presenting a mail composer on a device without a mail account crashes; "
      + "check `MFMailComposeViewController.canSendMail()` first and offer a fallback")
  fileprivate static let noTextCheck = FindingMessage(
    "Presenting a message composer on a device that cannot send messages fails; "
      + "check `MFMessageComposeViewController.canSendText()` first and offer a fallback")
}
