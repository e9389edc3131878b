/// "did you mean …?" for a mistyped identifier: the closest known one by edit distance.
public enum Suggestion {
  /// The known word closest to `word` (Levenshtein distance over UTF-8 bytes), when it is close
  /// enough to be a typo: at most a third of the longer word's length, and at most 4.
  public static func closest(to word: String, among known: some Sequence<String>) -> String? {
    let typed = Array(word.utf8)
    guard !typed.isEmpty, typed.count <= 128 else { return nil }
    var best: (word: String, distance: Int)?
    for candidate in known {
      let bytes = Array(candidate.utf8)
      guard bytes.count <= 128 else { continue }
      let limit = min(4, max(1, max(typed.count, bytes.count) / 3))
      guard abs(bytes.count - typed.count) <= limit else { continue }
      let distance = Suggestion.distance(typed, bytes)
      if distance <= limit && distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
    }
    return best?.word
  }

  /// ` (did you mean 'x'?)`, or empty when nothing is close.
  public static func didYouMean(_ word: String, among known: some Sequence<String>) -> String {
    closest(to: word, among: known).map { " (did you mean '\($0)'?)" } ?? ""
  }

  /// Levenshtein distance with two rows (both inputs are short: callers cap them).
  static func distance(_ a: [UInt8], _ b: [UInt8]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for (i, x) in a.enumerated() {
      current[0] = i + 1
      for (j, y) in b.enumerated() {
        current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1))
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}
