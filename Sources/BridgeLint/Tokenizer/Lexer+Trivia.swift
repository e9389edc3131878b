extension Lexer {
  /// Consumes whitespace, comments, conflict-marker regions and invalid characters.
  mutating func lexTrivia(_ mode: TriviaMode) {
    if mode == .escapedNewlineInMultiLineStringLiteral {
      if byte(position, is: UInt8(ascii: "\\")) { position += 1 }
      while byte(position, is: UInt8(ascii: "#")) { position += 1 }
      while byte(position, is: UInt8(ascii: " ")) || byte(position, is: UInt8(ascii: "\t")) { position += 1 }
      if byte(position, is: UInt8(ascii: "\r")) {
        position += 1
        if byte(position, is: UInt8(ascii: "\n")) { position += 1 }
        sawNewline = true
      } else if byte(position, is: UInt8(ascii: "\n")) {
        position += 1
        sawNewline = true
      }
      return
    }
    let count = input.count
    while position < count {
      let start = position
      let value = input[position]
      if value == UInt8(ascii: " ") {
        // Runs of spaces (indentation) are most of the trivia: a tight loop for them.
        position += 1
        while position < count && input[position] == UInt8(ascii: " ") { position += 1 }
        continue
      }
      switch value {
      case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
        if mode == .noNewlines { return }
        sawNewline = true
        position += 1
      case UInt8(ascii: " "), UInt8(ascii: "\t"), 0x0B, 0x0C:
        position += 1
      case UInt8(ascii: "/"):
        if byte(start + 1, is: UInt8(ascii: "/")) {
          position = advanceToEndOfLine(from: start + 2)
          let isDoc = byte(start + 2, is: UInt8(ascii: "/")) && !byte(start + 3, is: UInt8(ascii: "/"))
          comments.append(Comment(start: UInt32(start), end: UInt32(position), kind: isDoc ? .docLine : .line))
        } else if byte(start + 1, is: UInt8(ascii: "*")) {
          position = endOfBlockComment(from: start)
          let isDoc = byte(start + 2, is: UInt8(ascii: "*")) && !byte(start + 3, is: UInt8(ascii: "/"))
          comments.append(Comment(start: UInt32(start), end: UInt32(position), kind: isDoc ? .docBlock : .block))
        } else {
          return
        }
      case UInt8(ascii: "<"), UInt8(ascii: ">"):
        guard let end = conflictMarkerEnd(at: start) else { return }
        sawNewline = true
        position = end
      case 0xEF where byte(start + 1, is: 0xBB) && byte(start + 2, is: 0xBF):
        position += 3
      default:
        if value < 0x80 && (value >= 0x20 && value != 0x7F) { return }  // printable ASCII starts a token
        if advance(at: start, if: UnicodeClasses.isIdentifierStart) != nil { return }
        if advance(at: start, if: UnicodeClasses.isOperatorStart) != nil { return }
        switch lexUnknown(at: start) {
        case .lexeme: return
        case .trivia(let end): position = max(end, start + 1)
        }
      }
    }
  }

  /// End of the (nesting) block comment starting at `start`, or the end of input.
  private mutating func endOfBlockComment(from start: Int) -> Int {
    var current = start + 2
    var depth = 1
    while let value = byte(current) {
      current += 1
      switch value {
      case UInt8(ascii: "*"):
        if byte(current, is: UInt8(ascii: "/")) {
          current += 1
          depth -= 1
          if depth == 0 { return current }
        }
      case UInt8(ascii: "/"):
        if byte(current, is: UInt8(ascii: "*")) {
          current += 1
          depth += 1
        }
      case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
        sawNewline = true
      default:
        break
      }
    }
    return current
  }

  /// A git (`<<<<<<< ` … `>>>>>>> `) or Perforce (`>>>> ` … `<<<<`) conflict region
  /// starting at a line start is trivia; returns its end (the end of the closing line).
  private mutating func conflictMarkerEnd(at start: Int) -> Int? {
    let previous = previousByte(start)
    guard previous == UInt8(ascii: "\n") || previous == UInt8(ascii: "\r") || previous == 0 else { return nil }
    let introducerLength: Int
    let terminator: StaticString
    if starts(with: "<<<<<<< ", at: start) {
      introducerLength = 8
      terminator = ">>>>>>> "
    } else if starts(with: ">>>> ", at: start) {
      introducerLength = 5
      terminator = "<<<<\n"
    } else {
      return nil
    }
    // A failed search ran to the end of input, so any later search for the same
    // terminator fails too: remembering that keeps many markers linear.
    let isGit = introducerLength == 8
    if (isGit ? gitConflictSearchFailedFrom : perforceConflictSearchFailedFrom) <= start { return nil }
    var current = start + introducerLength
    while current < input.count {
      if starts(with: terminator, at: current) && current > start + introducerLength && isNewline(current - 1) {
        let afterTerminator = current + terminator.utf8CodeUnitCount
        return afterTerminator < input.count ? advanceToEndOfLine(from: afterTerminator) : afterTerminator
      }
      current += 1
    }
    if isGit { gitConflictSearchFailedFrom = start } else { perforceConflictSearchFailedFrom = start }
    return nil
  }
}
