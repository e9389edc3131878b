/// A path pattern for `included` / `excluded`: `*` matches within one path component, `?` one character
/// (not `/`), and a `**` component any number of components, zero included. Other characters match
/// themselves. Matching is polynomial (no exponential backtracking): both levels use the classic
/// wildcard algorithm that only ever returns to the most recent star.
public struct Glob: Sendable, Hashable, CustomStringConvertible {
  private enum Component: Sendable, Hashable {
    /// `**`: any number of whole components.
    case anyDepth
    case literal([UInt8])
    /// A component with `*` or `?`.
    case wildcard([UInt8])
  }

  /// The pattern as given.
  public let pattern: String
  public let isAbsolute: Bool
  private let components: [Component]
  /// `/` plus the leading literal components joined by `/`, for an absolute pattern without
  /// `..`: a normalized path that does not start with it cannot match, nor can its ancestors.
  private let requiredPrefix: [UInt8]?

  public init(_ pattern: String) {
    self.pattern = pattern
    isAbsolute = pattern.hasPrefix("/")
    components = Glob.splitPath(pattern).compactMap { component -> Component? in
      if component == [UInt8(ascii: ".")] { return nil }
      if component == [UInt8(ascii: "*"), UInt8(ascii: "*")] { return .anyDepth }
      if component.contains(UInt8(ascii: "*")) || component.contains(UInt8(ascii: "?")) {
        return .wildcard(component)
      }
      return .literal(component)
    }
    var prefix: [UInt8]? = nil
    if isAbsolute {
      var bytes: [UInt8] = []
      for component in components {
        guard case .literal(let literal) = component else { break }
        bytes.append(UInt8(ascii: "/"))
        bytes.append(contentsOf: literal)
      }
      let hasParentStep = components.contains {
        if case .literal(let literal) = $0 { literal == [0x2E, 0x2E] } else { false }
      }
      if !hasParentStep { prefix = bytes }
    }
    requiredPrefix = prefix
  }

  public var description: String { pattern }

  /// Whether the pattern has `*` or `?` anywhere.
  public var hasWildcards: Bool {
    components.contains { component in
      if case .literal = component { return false }
      return true
    }
  }

  /// The leading components without wildcards, joined: the directory a file walk for this pattern starts at.
  public var literalPrefix: String {
    var parts: [String] = []
    for component in components {
      guard case .literal(let bytes) = component else { break }
      parts.append(String(decoding: bytes, as: UTF8.self))
    }
    let joined = parts.joined(separator: "/")
    return isAbsolute ? "/" + joined : joined
  }

  /// Whether `path` as a whole matches. `.` components and repeated or trailing slashes are ignored.
  public func matches(_ path: String) -> Bool {
    guard path.hasPrefix("/") == isAbsolute else { return false }
    return matchComponents(Glob.splitPath(path).filter { $0 != [UInt8(ascii: ".")] }[...])
  }

  /// Whether `path` or one of its ancestor directories matches, so `Pods` covers `Pods/A/B.swift`.
  public func matchesPathOrAncestor(_ path: String) -> Bool {
    guard path.hasPrefix("/") == isAbsolute else { return false }
    if let requiredPrefix, !path.utf8.starts(with: requiredPrefix), PathNormalizer.isNormalized(path) { return false }
    let parts = Glob.splitPath(path).filter { $0 != [UInt8(ascii: ".")] }
    guard !parts.isEmpty else { return matchComponents(parts[...]) }
    for count in 1...parts.count where matchComponents(parts[0..<count]) {
      return true
    }
    return false
  }

  private func matchComponents(_ parts: ArraySlice<[UInt8]>) -> Bool {
    var patternIndex = 0
    var partIndex = parts.startIndex
    // Where the last `**` is, and where its match currently ends: on a mismatch it absorbs one more component.
    var starPattern = -1
    var starPart = parts.startIndex
    while partIndex < parts.endIndex {
      if patternIndex < components.count {
        switch components[patternIndex] {
        case .anyDepth:
          starPattern = patternIndex
          starPart = partIndex
          patternIndex += 1
          continue
        case .literal(let literal) where literal == parts[partIndex],
          .wildcard(let literal) where Glob.matchComponent(literal, parts[partIndex]):
          patternIndex += 1
          partIndex += 1
          continue
        default:
          break
        }
      }
      guard starPattern >= 0 else { return false }
      patternIndex = starPattern + 1
      starPart += 1
      partIndex = starPart
    }
    while patternIndex < components.count, components[patternIndex] == .anyDepth { patternIndex += 1 }
    return patternIndex == components.count
  }

  /// `*` and `?` within one component; `?` and `*` step over whole UTF-8 sequences so a match never
  /// splits a multi-byte character.
  private static func matchComponent(_ pattern: [UInt8], _ text: [UInt8]) -> Bool {
    var patternIndex = 0
    var textIndex = 0
    var starPattern = -1
    var starText = 0
    while textIndex < text.count {
      if patternIndex < pattern.count {
        let patternByte = pattern[patternIndex]
        if patternByte == UInt8(ascii: "*") {
          starPattern = patternIndex
          starText = textIndex
          patternIndex += 1
          continue
        }
        if patternByte == UInt8(ascii: "?") {
          patternIndex += 1
          textIndex = endOfCharacter(text, from: textIndex)
          continue
        }
        if patternByte == text[textIndex] {
          patternIndex += 1
          textIndex += 1
          continue
        }
      }
      guard starPattern >= 0 else { return false }
      patternIndex = starPattern + 1
      starText = endOfCharacter(text, from: starText)
      textIndex = starText
    }
    while patternIndex < pattern.count, pattern[patternIndex] == UInt8(ascii: "*") { patternIndex += 1 }
    return patternIndex == pattern.count
  }

  /// The index after the UTF-8 sequence starting at `index` (lead byte plus continuation bytes).
  private static func endOfCharacter(_ text: [UInt8], from index: Int) -> Int {
    var next = index + 1
    while next < text.count, text[next] & 0xC0 == 0x80 { next += 1 }
    return next
  }

  /// Non-empty `/`-separated components as bytes.
  static func splitPath(_ path: String) -> [[UInt8]] {
    path.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: true).map(Array.init)
  }
}
