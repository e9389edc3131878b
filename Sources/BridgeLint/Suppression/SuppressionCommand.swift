/// A `bridgelint:` command read from a comment:
/// `// bridgelint:disable[:next|:this|:previous] <ids|all> [- reason]` or `// bridgelint:enable <ids|all>`.
public struct SuppressionCommand: Sendable, Equatable {
  public enum Action: String, Sendable { case disable, enable }
  public enum Scope: String, Sendable {
    /// From the command to the matching `enable` (or the end of the file).
    case region
    case next, this, previous
  }

  public var action: Action
  public var scope: Scope
  /// Rule identifiers; empty means `all`.
  public var ruleIDs: [String]
  public var isAll: Bool { ruleIDs.isEmpty }
  /// Byte offset of the comment, and its line.
  public var offset: Int
  public var line: Int
  /// The line the comment ends on (a block comment may span lines).
  public var endLine: Int
  /// One past the comment's last byte (a fix removing the command removes this much).
  public var endOffset: Int = 0

  /// The line a one-line command applies to.
  public var targetLine: Int? {
    switch scope {
    case .region: return nil
    case .next: return endLine + 1
    case .this: return line
    case .previous: return line - 1
    }
  }
}

/// A malformed command, reported by the built-in `invalid_command` rule.
public struct InvalidSuppressionCommand: Sendable, Equatable {
  public var offset: Int
  public var reason: String
}

public enum SuppressionCommandParser {
  static let prefix = Array("bridgelint:".utf8)

  /// Does any comment spell `bridgelint:`, in any case? (A superset of the files `commands(in:)`
  /// finds commands in, checked in pass 1 so files without commands can be skipped.)
  public static func mayHaveCommands(_ comments: [Comment], in source: [UInt8]) -> Bool {
    source.withUnsafeBufferPointer { bytes in
      comments.contains { comment in
        var start = Int(comment.start)
        let last = min(Int(comment.end), bytes.count) - prefix.count
        while start <= last {
          if bytes[start] | 0x20 == prefix[0] && spellsPrefix(bytes[start..<(start + prefix.count)]) { return true }
          start += 1
        }
        return false
      }
    }
  }

  /// `bridgelint:` in any case (`| 0x20` lowers an ASCII letter and changes no other byte into one).
  private static func spellsPrefix(_ bytes: some Collection<UInt8>) -> Bool {
    bytes.count == prefix.count && zip(bytes, prefix).allSatisfy { $0 | 0x20 == $1 }
  }

  /// Reads the commands in `file`'s comments. Unknown rule ids make a command invalid.
  public static func commands(in file: ParsedFile, knownRuleIDs: Set<String>)
    -> (commands: [SuppressionCommand], invalid: [InvalidSuppressionCommand])
  {
    var commands: [SuppressionCommand] = []
    var invalid: [InvalidSuppressionCommand] = []
    let bytes = file.bytes
    for comment in file.comments {
      var start = Int(comment.start) + 2
      var end = Int(comment.end)
      if comment.isBlock && end - 2 >= start && bytes[end - 2] == UInt8(ascii: "*")
        && bytes[end - 1] == UInt8(ascii: "/")
      {
        end -= 2
      }
      // Doc comments may carry commands too (`/// bridgelint:…` or `/** bridgelint:… */`).
      if start < end && (bytes[start] == UInt8(ascii: "/") || bytes[start] == UInt8(ascii: "*")) { start += 1 }
      while start < end && (bytes[start] == UInt8(ascii: " ") || bytes[start] == UInt8(ascii: "\t")) { start += 1 }
      guard end - start >= prefix.count, spellsPrefix(bytes[start..<(start + prefix.count)]) else { continue }
      let offset = Int(comment.start)
      // `// BRIDGELINT:disable` looks like a command but would do nothing: say so (prose such as
      // `// BridgeLint: notes` is not a command).
      guard bytes[start..<(start + prefix.count)].elementsEqual(prefix) else {
        let action = String(decoding: bytes[(start + prefix.count)..<min(end, start + prefix.count + 7)], as: UTF8.self)
        guard action.lowercased().hasPrefix("disable") || action.lowercased().hasPrefix("enable") else { continue }
        let spelled = String(decoding: bytes[start..<(start + prefix.count)], as: UTF8.self)
        invalid.append(
          InvalidSuppressionCommand(
            offset: offset, reason: "'\(spelled)' is not a command: commands are lower case; " + acceptedForm))
        continue
      }
      let text = String(decoding: bytes[(start + prefix.count)..<end], as: UTF8.self)
      let line = file.source.location(of: offset).line
      let endLine = file.source.location(of: max(offset, Int(comment.end) - 1)).line
      switch parse(text, knownRuleIDs: knownRuleIDs) {
      case .success(let (action, scope, ids)):
        commands.append(
          SuppressionCommand(
            action: action, scope: scope, ruleIDs: ids, offset: offset, line: line, endLine: endLine,
            endOffset: Int(comment.end)))
      case .failure(let error):
        invalid.append(InvalidSuppressionCommand(offset: offset, reason: error.reason))
      }
    }
    return (commands, invalid)
  }

  struct ParseError: Error {
    var reason: String
  }

  /// The accepted form, shown with every malformed command.
  static let acceptedForm = "write `bridgelint:disable[:next|:this|:previous] <rule>[, <rule>…]|all [- reason]`"

  /// Parses the text after `bridgelint:`: an action with an optional modifier, rule identifiers
  /// separated by spaces or commas (or `all`), and an optional reason after ` - `, `—` or `:`.
  static func parse(_ text: String, knownRuleIDs: Set<String>) -> Result<
    (SuppressionCommand.Action, SuppressionCommand.Scope, [String]), ParseError
  > {
    func failure(_ reason: String) -> Result<
      (SuppressionCommand.Action, SuppressionCommand.Scope, [String]), ParseError
    > {
      .failure(ParseError(reason: reason + "; " + acceptedForm))
    }
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
    let trimmed = text.drop(while: isSpace)
    let head = trimmed.prefix(while: { !isSpace($0) })
    guard !head.isEmpty else { return failure("missing action: use disable or enable") }
    // `disable:next` is the head; the reason's `:` can only come after it.
    var rest = trimmed.dropFirst(head.count)
    let headParts = head.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
    guard let action = SuppressionCommand.Action(rawValue: headParts[0]) else {
      return failure("unknown action '\(quoted(headParts[0]))': use disable or enable")
    }
    var scope = SuppressionCommand.Scope.region
    if headParts.count == 2 {
      guard let modifier = SuppressionCommand.Scope(rawValue: headParts[1]), modifier != .region else {
        return failure("unknown modifier ':\(quoted(headParts[1]))': use :next, :this or :previous")
      }
      scope = modifier
    } else if headParts.count > 2 {
      return failure("malformed command '\(quoted(String(head)))'")
    }
    // The reason starts at the first ` - ` (or a `-` word), `—` or `:`.
    if let end = reasonStart(in: rest) { rest = rest[..<end] }
    // A rule named twice counts once (kept in first-mention order), so a command's cost is its length.
    var seen = Set<String>()
    let words = rest.split(whereSeparator: { isSpace($0) || $0 == "," }).map(String.init).filter {
      seen.insert($0).inserted
    }
    guard !words.isEmpty else {
      return failure("no rules named: list rule identifiers or 'all'")
    }
    if words == ["all"] { return .success((action, scope, [])) }
    if words.contains("all") { return failure("'all' cannot be combined with rule identifiers") }
    if let unknown = words.first(where: { !knownRuleIDs.contains($0) }) {
      let suggestion = Suggestion.closest(to: unknown, among: knownRuleIDs).map { " (did you mean '\($0)'?)" } ?? ""
      let hint = suggestion.isEmpty && words.first != unknown ? " (a reason follows ' - ', '—' or ':')" : suggestion
      return failure("unknown rule '\(quoted(unknown))'\(hint)")
    }
    return .success((action, scope, words))
  }

  /// The longest piece of a command a message quotes: a finding costs a bounded amount however
  /// long the comment.
  static let maximumQuoteLength = 64

  /// `text`, or its first `maximumQuoteLength` characters and `…`.
  static func quoted(_ text: String) -> String {
    var end = text.startIndex
    var count = 0
    while end < text.endIndex && count < maximumQuoteLength {
      end = text.index(after: end)
      count += 1
    }
    return end == text.endIndex ? text : text[..<end] + "\u{2026}"
  }

  /// Where the reason begins in the text after the head, if there is one.
  private static func reasonStart(in text: Substring) -> Substring.Index? {
    var previous: Character = " "
    var index = text.startIndex
    while index < text.endIndex {
      let character = text[index]
      if character == "—" || character == ":" { return index }
      if character == "-" && (previous == " " || previous == "\t") {
        let next = text.index(after: index)
        if next == text.endIndex || text[next] == " " || text[next] == "\t" { return index }
      }
      previous = character
      index = text.index(after: index)
    }
    return nil
  }
}
