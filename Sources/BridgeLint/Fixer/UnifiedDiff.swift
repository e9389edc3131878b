/// A unified diff of one file (`--diff`), in the form `git apply` and `patch -p1` accept: lines
/// keep their own terminators (CRLF stays CRLF), a last line without one is marked
/// `\ No newline at end of file`, three lines of context.
public enum UnifiedDiff {
  public static let context = 3
  /// Past this many cells the middle is shown as replaced whole (still a valid patch).
  static let cellLimit = 4_000_000

  public static func diff(path: String, old: [UInt8], new: [UInt8]) -> [UInt8] {
    let a = lines(old)
    let b = lines(new)
    let operations = script(a, b)
    guard operations.contains(where: { $0.kind != .same }) else { return [] }
    var out = Array("--- a/\(path)\n+++ b/\(path)\n".utf8)
    // Group changes into hunks with `context` lines around them.
    var index = 0
    while index < operations.count {
      guard operations[index].kind != .same else {
        index += 1
        continue
      }
      var start = index
      var context = 0
      while start > 0 && operations[start - 1].kind == .same && context < UnifiedDiff.context {
        start -= 1
        context += 1
      }
      var end = index
      var sameRun = 0
      var cursor = index
      while cursor < operations.count {
        if operations[cursor].kind == .same {
          sameRun += 1
          if sameRun > 2 * UnifiedDiff.context { break }
        } else {
          sameRun = 0
          end = cursor
        }
        cursor += 1
      }
      var stop = end + 1
      var trailing = 0
      while stop < operations.count && operations[stop].kind == .same && trailing < UnifiedDiff.context {
        stop += 1
        trailing += 1
      }
      let hunk = operations[start..<stop]
      let oldCount = hunk.filter { $0.kind != .insert }.count
      let newCount = hunk.filter { $0.kind != .delete }.count
      let oldStart = hunk.first.map { $0.oldLine } ?? 0
      let newStart = hunk.first.map { $0.newLine } ?? 0
      out += Array(
        "@@ -\(range(oldStart, oldCount)) +\(range(newStart, newCount)) @@\n".utf8)
      for operation in hunk {
        let (prefix, line) =
          switch operation.kind {
          case .same: (UInt8(ascii: " "), a[operation.oldLine])
          case .delete: (UInt8(ascii: "-"), a[operation.oldLine])
          case .insert: (UInt8(ascii: "+"), b[operation.newLine])
          }
        out.append(prefix)
        out += line
        if line.last != UInt8(ascii: "\n") && line.last != UInt8(ascii: "\r") {
          out += Array("\n\\ No newline at end of file\n".utf8)
        }
      }
      index = stop
    }
    return out
  }

  /// `start,count` with 1-based starts; an empty side names the line before it.
  private static func range(_ start: Int, _ count: Int) -> String {
    count == 0 ? "\(start),0" : "\(start + 1),\(count)"
  }

  /// Edits over `old` that make `new`, one per run of changed lines (an editor's fix-all replaces
  /// only those, so marks, folds and the undo history elsewhere stay).
  public static func lineEdits(old: [UInt8], new: [UInt8]) -> [FixEdit] {
    let a = lines(old)
    let b = lines(new)
    var starts: [Int] = [0]
    for line in a { starts.append((starts.last ?? 0) + line.count) }
    var edits: [FixEdit] = []
    var first: Int?
    var end = 0
    var replacement: [UInt8] = []
    func close() {
      guard let start = first else { return }
      edits.append(
        FixEdit(
          range: starts[start]..<starts[max(start, end)], replacement: String(decoding: replacement, as: UTF8.self)))
      first = nil
      replacement = []
    }
    for operation in script(a, b) {
      switch operation.kind {
      case .same: close()
      case .delete:
        if first == nil { first = operation.oldLine }
        end = operation.oldLine + 1
      case .insert:
        if first == nil {
          first = operation.oldLine
          end = operation.oldLine
        }
        replacement += b[operation.newLine]
      }
    }
    close()
    return edits
  }

  /// Lines with their terminators (`\n`, `\r\n`, or a lone `\r`).
  static func lines(_ bytes: [UInt8]) -> [[UInt8]] {
    var result: [[UInt8]] = []
    var start = 0
    var index = 0
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "\n") {
        result.append(Array(bytes[start...index]))
        start = index + 1
      } else if bytes[index] == UInt8(ascii: "\r") {
        let end = index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "\n") ? index + 1 : index
        result.append(Array(bytes[start...end]))
        index = end
        start = end + 1
      }
      index += 1
    }
    if start < bytes.count { result.append(Array(bytes[start...])) }
    return result
  }

  struct Operation {
    enum Kind { case same, delete, insert }
    var kind: Kind
    /// 0-based: the old line a `same`/`delete` shows, or for an `insert` the number of old lines before it.
    var oldLine: Int
    var newLine: Int
  }

  /// An edit script: common prefix and suffix, then the longest common subsequence of the middle
  /// (or, past `cellLimit`, the whole middle deleted and inserted).
  static func script(_ a: [[UInt8]], _ b: [[UInt8]]) -> [Operation] {
    var prefix = 0
    while prefix < a.count && prefix < b.count && a[prefix] == b[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < a.count - prefix && suffix < b.count - prefix && a[a.count - 1 - suffix] == b[b.count - 1 - suffix] {
      suffix += 1
    }
    var operations: [Operation] = (0..<prefix).map { Operation(kind: .same, oldLine: $0, newLine: $0) }
    let oldMiddle = prefix..<(a.count - suffix)
    let newMiddle = prefix..<(b.count - suffix)
    let rows = oldMiddle.count
    let columns = newMiddle.count
    if rows * columns <= cellLimit && rows > 0 && columns > 0 {
      // lengths[i][j]: LCS length of a[oldMiddle][i...] and b[newMiddle][j...], flattened.
      var lengths = [Int32](repeating: 0, count: (rows + 1) * (columns + 1))
      for i in stride(from: rows - 1, through: 0, by: -1) {
        for j in stride(from: columns - 1, through: 0, by: -1) {
          lengths[i * (columns + 1) + j] =
            a[prefix + i] == b[prefix + j]
            ? lengths[(i + 1) * (columns + 1) + j + 1] + 1
            : max(lengths[(i + 1) * (columns + 1) + j], lengths[i * (columns + 1) + j + 1])
        }
      }
      var i = 0
      var j = 0
      while i < rows || j < columns {
        if i < rows && j < columns && a[prefix + i] == b[prefix + j] {
          operations.append(Operation(kind: .same, oldLine: prefix + i, newLine: prefix + j))
          i += 1
          j += 1
        } else if j < columns
          && (i == rows || lengths[i * (columns + 1) + j + 1] > lengths[(i + 1) * (columns + 1) + j])
        {
          operations.append(Operation(kind: .insert, oldLine: prefix + i, newLine: prefix + j))
          j += 1
        } else {
          operations.append(Operation(kind: .delete, oldLine: prefix + i, newLine: prefix + j))
          i += 1
        }
      }
    } else {
      for i in oldMiddle { operations.append(Operation(kind: .delete, oldLine: i, newLine: prefix)) }
      for j in newMiddle { operations.append(Operation(kind: .insert, oldLine: a.count - suffix, newLine: j)) }
    }
    for k in 0..<suffix {
      operations.append(Operation(kind: .same, oldLine: a.count - suffix + k, newLine: b.count - suffix + k))
    }
    return operations
  }
}
