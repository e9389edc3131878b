import BridgeLint

/// How a hosting controller's view leaves the scope of its unkept controller.
extension HostingViewWithoutContainmentRule {
  /// How `x.view` at `start..<end` leaves the scope: an adder's argument, `return`, the value of
  /// an assignment, or an array element.
  func viewEscape(at start: TokenID, end: TokenID, _ adderByArgument: [TokenID: Call], _ file: ParsedFile)
    -> Escape?
  {
    if let adder = adderByArgument[start] { return .added(TokenID(adder.name)) }
    guard let before = file.token(before: start) else { return nil }
    if file.word(before) == .return { return .returned }
    // A single-expression body: `lazy var badge: UIView = { Host(…).view }()`, `{ host.view }`.
    if (file.isKind(before, .leftBrace) || file.word(before) == .in) && file.isKind(end, .rightBrace) {
      return .returned
    }
    if file.isKind(before, .leftSquare) || file.isKind(before, .comma) {
      if isArrayElement(before, file) { return .array }
      return nil
    }
    if isAppended(at: before, file) { return .array }
    if file.isKind(before, .equal) { return .stored }
    return (constructionTaking(argumentAfter: before, file) ?? methodShowing(argumentAfter: before, file))
      .map(Escape.passed)
  }

  /// Labels ending in `View` that name where something is shown, not the view shown.
  private static let placeLabels: Set<String> = ["in", "on", "from", "to", "at", "over", "under", "source", "anchor"]

  /// `pop.show(customView: host.view, …)`: a method given the view under a label naming the view it
  /// shows (`customView:`, `contentView:`), which keeps it on screen: `show(customView:)`.
  private func methodShowing(argumentAfter colon: TokenID, _ file: ParsedFile) -> String? {
    guard file.isKind(colon, .colon), let label = file.token(before: colon), file.kind(label) == .identifier,
      case let text = file.text(label), text.hasSuffix("View"), !Self.placeLabels.contains(String(text.dropLast(4))),
      let previous = file.token(before: label),
      let open = file.isKind(previous, .comma) ? openingBracket(of: previous, file) : previous,
      file.isKind(open, .leftParen), let callee = file.token(before: open), file.kind(callee) == .identifier,
      !file.isUpperIdentifier(callee)
    else { return nil }
    return "\(file.text(callee))(\(text):)"
  }

  /// `ZoomPane(content: host.view)`: the type built with the view as an argument (after `:` or
  /// the call's `(`), which keeps it; not a layout constraint, which only refers to it.
  private func constructionTaking(argumentAfter token: TokenID, _ file: ParsedFile) -> String? {
    var separator = token
    if file.isKind(token, .colon) {
      guard let label = file.token(before: token), file.kind(label) == .identifier,
        let previous = file.token(before: label)
      else { return nil }
      separator = previous
    }
    guard let open = file.isKind(separator, .comma) ? openingBracket(of: separator, file) : separator,
      file.isKind(open, .leftParen), let callee = file.token(before: open), file.isUpperIdentifier(callee),
      !file.isKind(before: callee, .period)
    else { return nil }
    let name = file.text(callee)
    return name.hasSuffix("Constraint") ? nil : name
  }

  /// `views.append(x.view)`, `views.insert(x.view, at: 0)`: the `(` at `open` opens such a call.
  func isAppended(at open: TokenID, _ file: ParsedFile) -> Bool {
    guard file.isKind(open, .leftParen), let name = file.token(before: open) else { return false }
    return file.isKind(before: name, .period) && (file.tokenIs(name, "append") || file.tokenIs(name, "insert"))
  }

  /// Is the `[` or `,` at `token` part of an array literal (not a subscript or an argument list)?
  func isArrayElement(_ token: TokenID, _ file: ParsedFile) -> Bool {
    let open = file.isKind(token, .comma) ? openingBracket(of: token, file) : token
    guard let open, file.isKind(open, .leftSquare) else { return false }
    // After a name, `)` or `]` a bracket is a subscript.
    guard let previous = file.token(before: open) else { return true }
    return
      !(file.kind(previous) == .identifier || file.isKind(previous, .rightParen)
      || file.isKind(previous, .rightSquare) || file.word(previous) == .selfWord)
  }

  /// The bracket that holds the comma at `comma`, a few dozen tokens back at most.
  private func openingBracket(of comma: TokenID, _ file: ParsedFile) -> TokenID? {
    var depth = 0
    var steps = 0
    var open = file.token(before: comma)
    while let current = open, steps < 64 {
      if file.isKind(current, .rightSquare) || file.isKind(current, .rightParen) || file.isKind(current, .rightBrace) {
        depth += 1
      } else if file.isKind(current, .leftSquare) || file.isKind(current, .leftParen)
        || file.isKind(current, .leftBrace)
      {
        if depth == 0 { return current }
        depth -= 1
      }
      open = file.token(before: current)
      steps += 1
    }
    return nil
  }

  /// Is `use` in a closure handed to a call that runs it later (`Task { … }`,
  /// `DispatchQueue.main.asyncAfter`, a timer, a Combine `sink`), one `declaration` is not in?
  func runsLater(_ use: TokenID, than declaration: TokenID, _ file: ParsedFile) -> Bool {
    let outer = Set(file.callsTakingClosures(around: declaration).map { TokenID($0.name) })
    return file.callsTakingClosures(around: use).contains { call in
      !outer.contains(TokenID(call.name)) && Self.laterRunners.contains(file.text(call.name))
    }
  }

  private static let laterRunners: Set<String> = [
    "Task", "detached", "async", "asyncAfter", "scheduledTimer", "sink", "addObserver", "schedule",
  ]
}

extension HostingViewWithoutContainmentRule {
  /// `window.rootViewController?.view.addSubview(…)`: the adder's receiver is the root view
  /// controller's own view.
  func addsToRootControllerView(_ adder: Call, _ file: ParsedFile) -> Bool {
    guard let receiver = file.receiver(of: adder) else { return false }
    let path = file.compactText(receiver).filter { $0 != "?" && $0 != "!" }
    return path == "rootViewController.view" || path.hasSuffix(".rootViewController.view")
  }
}
