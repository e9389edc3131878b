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

      Reported when the file creates a composer and never asks, and when the composer's own \
      function asks only after building it (the question must come first: create the composer \
      only when the device can send). Real code shows two places where \
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
    // The first question of each kind, in the whole file and per function (one pass, no
    // per-composer scan of every question).
    var asksMail = false
    var asksText = false
    var firstAsk: [FunctionKey: TokenID] = [:]
    for call in file.allCalls where call.nameToken != nil && call.leftParenToken != nil {
      let isMailAsk = file.tokenIs(call.name, "canSendMail")
      if isMailAsk || file.tokenIs(call.name, "canSendText") {
        if isMailAsk { asksMail = true } else { asksText = true }
        if let function = model.function(containing: TokenID(call.name)) {
          let key = FunctionKey(function: function, isMail: isMailAsk)
          firstAsk[key] = min(firstAsk[key] ?? TokenID(call.name), TokenID(call.name))
        }
      }
      guard !call.hasReceiver, file.arguments(of: call).isEmpty else { continue }
      if file.tokenIs(call.name, "MFMailComposeViewController") { composers.append((call, true)) }
      if file.tokenIs(call.name, "MFMessageComposeViewController") { composers.append((call, false)) }
    }
    guard !composers.isEmpty else { return }
    for (call, isMail) in composers {
      let composer = TokenID(call.name)
      let function = model.function(containing: composer)
      // Asked in the composer's own function: only a question asked before the composer exists guards it.
      if let function, let first = firstAsk[FunctionKey(function: function, isMail: isMail)] {
        if !(first < composer) { context.report(file, at: composer, isMail ? .lateMailCheck : .lateTextCheck) }
        continue
      }
      if isMail ? asksMail : asksText { continue }
      if let function {
        let wrapsComposer =
          model.representable(owning: function) != nil || model.owner(of: function).map(model.isRepresentable) == true
        // The view that shows a wrapper asks; a composer handed back is checked (or not) by the caller.
        if wrapsComposer || !file[function: function].returnType.isEmpty { continue }
        // Configured and dropped: nothing presents a composer that never leaves its function.
        if model.builtObjectStaysLocal(call.calleeStart, in: function) { continue }
      }
      context.report(file, at: composer, isMail ? .noMailCheck : .noTextCheck)
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
  fileprivate static let lateMailCheck = FindingMessage(
    "The mail composer is created before `MFMailComposeViewController.canSendMail()` is asked; "
      + "ask first and create it only when the device can send mail")
  fileprivate static let lateTextCheck = FindingMessage(
    "The message composer is created before `MFMessageComposeViewController.canSendText()` is asked; "
      + "ask first and create it only when the device can send messages")
}

/// A function and the kind of question (mail or message) asked in it.
private struct FunctionKey: Hashable {
  var function: FunctionID
  var isMail: Bool
}
