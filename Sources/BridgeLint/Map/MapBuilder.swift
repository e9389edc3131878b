import Foundation

/// Builds a map: lints the inputs as `lint` does (the findings overlay), then reads the files
/// that can hold a crossing against the project index and attaches each finding to the
/// crossing whose code contains it.
public struct MapBuilder {
  public var linter: Linter
  /// Display path (as the linter reports it) → path relative to the project root.
  public var relativePath: (LintInput) -> String

  public init(linter: Linter, relativePath: @escaping (LintInput) -> String) {
    self.linter = linter
    self.relativePath = relativePath
  }

  /// Words one of which a file must spell to hold a crossing (project subclasses of hosting
  /// controllers and project protocols refining the representables are added from the index).
  static let words = ["Hosting", "Representable", "addChild"]

  public func build(_ inputs: [LintInput]) -> (map: MapDocument, outcome: LintOutcome) {
    var linter = self.linter
    linter.retainsProjectIndex = true
    var outcome = linter.lint(inputs)
    let index = outcome.projectIndex ?? .empty
    outcome.projectIndex = nil
    var words = MapBuilder.words
    words += index.simpleNames(descendingFrom: [.hostingController, .representable]).filter { name in
      !MapBuilder.words.contains { name.contains($0) }
    }
    let needles = words.map { Array($0.utf8) }
    var byPath: [String: [Diagnostic]] = [:]
    for diagnostic in outcome.diagnostics { byPath[diagnostic.path, default: []].append(diagnostic) }
    let relativePath = self.relativePath
    let lintable = inputs.filter { !$0.isIndexOnly }
    let perFile = Parallel.map(lintable.count, jobs: linter.jobs) { position -> (MapCrossingSet, Bool) in
      let input = lintable[position]
      let path = relativePath(input)
      let diagnostics = byPath[input.displayPath] ?? []
      let bytes: [UInt8]
      if let contents = input.contents {
        bytes = contents
      } else if case .success(let read) = FileReader.read(input.absolutePath, systemPath: input.systemPath) {
        bytes = read
      } else {
        return (MapCrossingSet(other: diagnostics.map { MapBuilder.finding($0, path: path) }), false)
      }
      guard !Linter.isBinary(bytes), MapBuilder.spellsAny(needles, in: bytes) else {
        return (MapCrossingSet(other: diagnostics.map { MapBuilder.finding($0, path: path) }), !Linter.isBinary(bytes))
      }
      let file = ParsedFile(source: SourceFile(path: input.displayPath, bytes: bytes))
      let model = BridgeModel(file: file, index: index)
      let found = MapExtraction(model: model, path: path).crossings()
      return (MapBuilder.attach(diagnostics, to: found, in: file, path: path), true)
    }
    var map = MapDocument()
    map.files = perFile.reduce(0) { $0 + ($1.1 ? 1 : 0) }
    for (set, _) in perFile {
      map.crossings += set.crossings
      map.otherFindings += set.other
    }
    map.finish()
    return (map, outcome)
  }

  struct MapCrossingSet {
    var crossings: [MapCrossing] = []
    var other: [MapFinding] = []
  }

  static func finding(_ diagnostic: Diagnostic, path: String) -> MapFinding {
    MapFinding(
      rule: diagnostic.ruleID, severity: diagnostic.severity.rawValue, message: diagnostic.message,
      location: MapLocation(file: path, line: diagnostic.line, column: diagnostic.column), crossing: nil)
  }

  /// Each finding goes to the crossing owning the innermost syntax node around it (found by
  /// walking up from its token, a bounded walk); among crossings sharing that node, to the last
  /// one whose anchor is not after it (else the first).
  static func attach(_ diagnostics: [Diagnostic], to found: [MapExtraction.Found], in file: ParsedFile, path: String)
    -> MapCrossingSet
  {
    var result = MapCrossingSet(crossings: found.map { $0.crossing })
    var owners: [Int32: [(anchor: Int32, crossing: Int)]] = [:]
    for (position, item) in found.enumerated() {
      let anchors = [item.anchor] + item.anchors
      for node in Set(item.nodes) {
        for anchor in anchors { owners[node, default: []].append((anchor, position)) }
      }
    }
    for key in owners.keys { owners[key]?.sort { $0.anchor < $1.anchor } }
    let tokens = file.tokens
    for diagnostic in diagnostics {
      let finding = MapBuilder.finding(diagnostic, path: path)
      // The token the finding starts in (the last one starting at or before its offset).
      let token = Int32(tokens.partitionPoint { $0.startOffset <= diagnostic.offset } - 1)
      var node = token >= 0 ? file.innermostNode(containing: token) : -1
      var steps = 0
      var owner: Int?
      while file.isValidNode(node) && steps <= Parser.maximumDepth + 8 {
        if let candidates = owners[node], let first = candidates.first {
          let before = candidates.partitionPoint { $0.anchor <= token }
          owner = before > 0 ? candidates[before - 1].crossing : first.crossing
          break
        }
        node = file.syntax.nodes[Int(node)].parent
        steps += 1
      }
      if let owner {
        result.crossings[owner].findings.append(finding)
      } else {
        result.other.append(finding)
      }
    }
    return result
  }

  /// Does `bytes` spell one of `words` inside an identifier-like run (`addChild`,
  /// `UIHostingController`, a project hosting subclass)? One pass over the bytes; each run is
  /// compared with the few fixed words and looked up among the project's names.
  static func spellsAny(_ words: [[UInt8]], in bytes: [UInt8]) -> Bool {
    let fixed = words.prefix(MapBuilder.words.count)
    let names = Set(words.dropFirst(MapBuilder.words.count).map { $0[...] })
    var start = -1
    for position in 0...bytes.count {
      let byte: UInt8 = position < bytes.count ? bytes[position] : 0x20
      let isWord = byte == 0x5F || (byte >= 0x30 && byte <= 0x39) || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A)
      if isWord {
        if start < 0 { start = position }
        continue
      }
      guard start >= 0 else { continue }
      let run = bytes[start..<position]
      start = -1
      if names.contains(run) { return true }
      for word in fixed where run.count >= word.count {
        if run.count == word.count ? run.elementsEqual(word) : contains(run, word) { return true }
      }
    }
    return false
  }

  private static func contains(_ run: ArraySlice<UInt8>, _ word: [UInt8]) -> Bool {
    guard let first = word.first else { return true }
    var position = run.startIndex
    while position + word.count <= run.endIndex {
      if run[position] == first && run[position..<(position + word.count)].elementsEqual(word) { return true }
      position += 1
    }
    return false
  }
}
