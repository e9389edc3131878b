import Foundation
import XCTest

/// Helpers used by one rule live beside it (issue 27; ruff's split between `SemanticModel` and a
/// plugin's `helpers`): a public member of the model, the index or the rule API that exactly one
/// rule uses, and nothing else (not the engine, the server, the map, the fixer, another rule, the
/// model itself; tests, the model's own included, do not count: they move with the member),
/// belongs in an extension in that rule's folder
/// (`Sources/Rules/<Kind>/<Name>Rule+Helpers.swift`). The scan is by name, word by word: a name
/// that any other file spells counts as shared, so overloads and common words are never flagged.
final class RuleHelperPlacementTests: XCTestCase {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// Where the shared members are declared.
  static let sharedFolders = ["Sources/BridgeLint/Model", "Sources/BridgeLint/Index", "Sources/BridgeLint/RuleAPI"]

  /// Files whose members stay whoever uses them: the typed surface is the one vocabulary that
  /// replaces the raw syntax tables `RuleSurfaceTests` bans, so each accessor is there for every
  /// rule, even when one rule reads it today.
  static let sharedFiles: Set<String> = ["CodeSurface.swift"]

  /// Members one rule uses that stay in the model, each with why (`testExceptionsAreCurrent`
  /// fails once one no longer qualifies).
  static let staysInModel: [String: String] = [
    "builtObjectStaysLocal": "reads the model's private per-function escape cache (localEscapes)",
    "functionID": "the handle conversion beside variableID(of:), which other code uses; reads the node table",
    "dismantleMethodNames":
      "reads the model's fileprivate spelling table, like its siblings updateMethodNames and makeMethodNames",
    "localNames": "the rule API's plain scan, the reference MemberTableTests checks the member table against",
    "leadingComments": "reads the parsed file's token offsets and comment table, and its private directive filter",
    "trailingComment": "reads the parsed file's token offsets and comment table, and its private directive filter",
    "teardowns":
      "the mirror of registrations(in:), which rules share: their kinds are classified side by side to stay in step",
    "backgroundWork": "kept in the model's per-file cache (backgroundWorkCache), found by the model's private matchers",
    "runsInBackground": "reads the model's private in-place closure check and its table, beside backgroundWork",
  ]

  func testHelpersUsedByOneRuleLiveBesideIt() throws {
    let misplaced = try Self.helpersOfOneRule().filter { Self.staysInModel[$0.name] == nil }
    XCTAssertEqual(
      misplaced.map {
        "\($0.name) (\($0.file)) is used only by \($0.rule)Rule: move it to \($0.rule)Rule+Helpers.swift"
      },
      [])
  }

  func testExceptionsAreCurrent() throws {
    let names = Set(try Self.helpersOfOneRule().map(\.name))
    XCTAssertEqual(
      Set(Self.staysInModel.keys).subtracting(names), [], "an exception is no longer used by one rule only")
  }

  /// The scanner itself on a small tree: a member one rule uses is found, also when tests (its own
  /// or the model's) use it; one the model also calls, one a second rule uses and one the engine
  /// uses are not.
  func testScannerFindsOneRuleHelpers() {
    let declarations = [
      Declaration(name: "lonely", file: "Model/A.swift"), Declaration(name: "selfUsed", file: "Model/A.swift"),
      Declaration(name: "twice", file: "Model/A.swift"), Declaration(name: "tested", file: "Model/A.swift"),
      Declaration(name: "engineUsed", file: "Model/A.swift"),
    ]
    let texts = [
      "Sources/BridgeLint/Model/A.swift": "public var lonely; public func selfUsed() {}; func b() { selfUsed() }",
      "Sources/Rules/State/FooRule.swift": "x.lonely; y.selfUsed(); twice(); tested; engineUsed",
      "Sources/Rules/State/FooRule+Helpers.swift": "lonely // twice in a comment is no use",
      "Sources/Rules/Memory/BarRule.swift": "let t = twice",
      "Tests/RulesTests/FooTests.swift": "lonely",
      "Tests/BridgeLintTests/ATests.swift": "tested",
      "Sources/BridgeLint/Engine/Engine.swift": "engineUsed",
    ]
    let found = Self.helpersOfOneRule(
      declarations, words: texts.mapValues { Self.words(in: $0) }, declaredIn: { "Sources/BridgeLint/" + $0.file })
    XCTAssertEqual(found.map { "\($0.name) \($0.rule)" }, ["lonely Foo", "tested Foo"])
  }

  struct Declaration {
    let name: String
    /// Relative to `Sources/BridgeLint`.
    let file: String
  }

  struct Helper: Equatable {
    let name: String
    let file: String
    let rule: String
  }

  static func helpersOfOneRule() throws -> [Helper] {
    var declarations: [Declaration] = []
    for folder in sharedFolders {
      for path in try swiftFiles(under: folder) where !sharedFiles.contains((path as NSString).lastPathComponent) {
        let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
        let file = String(path.dropFirst("Sources/BridgeLint/".count))
        declarations += publicMembers(in: text).map { Declaration(name: $0, file: file) }
      }
    }
    var words: [String: [String: Int]] = [:]
    for folder in ["Sources", "Tests"] {
      // This file names the exceptions: not a use.
      for path in try swiftFiles(under: folder) where path != "Tests/RulesTests/RuleHelperPlacementTests.swift" {
        words[path] = Self.words(in: try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8))
      }
    }
    return helpersOfOneRule(declarations, words: words, declaredIn: { "Sources/BridgeLint/" + $0.file })
  }

  /// The declarations used (outside their declaration) by exactly one rule's files, and otherwise
  /// only by tests.
  static func helpersOfOneRule(
    _ declarations: [Declaration], words: [String: [String: Int]], declaredIn: (Declaration) -> String
  ) -> [Helper] {
    var found: [Helper] = []
    for declaration in declarations {
      let home = declaredIn(declaration)
      var rules: Set<String> = []
      var elsewhere = false
      for (path, counts) in words {
        let uses = (counts[declaration.name] ?? 0) - (path == home ? 1 : 0)
        guard uses > 0 else { continue }
        switch owner(of: path) {
        case .rule(let name): rules.insert(name)
        case .test: break
        case .other: elsewhere = true
        }
      }
      guard !elsewhere, rules.count == 1, let rule = rules.first else { continue }
      found.append(Helper(name: declaration.name, file: declaration.file, rule: rule))
    }
    return found.sorted { ($0.rule, $0.name) < ($1.rule, $1.name) }
  }

  enum Owner: Equatable {
    case rule(String), test, other
  }

  /// `Sources/Rules/<Kind>/<Name>Rule…swift` is rule `<Name>`'s, anything under `Tests` a test;
  /// anything else (the engine, the model, shared rule helpers) is shared.
  static func owner(of path: String) -> Owner {
    let parts = path.split(separator: "/").map(String.init)
    let name = parts.last ?? ""
    if parts.count == 4, parts[0] == "Sources", parts[1] == "Rules", let range = name.range(of: "Rule") {
      let rest = name[range.upperBound...]
      if rest == ".swift" || rest == "Examples.swift" || rest.hasPrefix("+") {
        return .rule(String(name[..<range.lowerBound]))
      }
    }
    if parts.first == "Tests" { return .test }
    return .other
  }

  private static let declarationPattern = try? NSRegularExpression(
    pattern:
      #"^\s*public\s+(?:(?:static|mutating|nonisolated|final)\s+)*(?:func|var|let|subscript)\s+`?([A-Za-z_][A-Za-z_0-9]*)"#,
    options: [.anchorsMatchLines])

  /// The names of the public functions and properties declared in `text`.
  static func publicMembers(in text: String) -> [String] {
    guard let pattern = declarationPattern else { return [] }
    let range = NSRange(text.startIndex..., in: text)
    return pattern.matches(in: text, range: range).compactMap { match in
      Range(match.range(at: 1), in: text).map { String(text[$0]) }
    }
  }

  /// How often each identifier appears in the code of `text` (line comments left out).
  static func words(in text: String) -> [String: Int] {
    var counts: [String: Int] = [:]
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let code = line.range(of: "//").map { line[..<$0.lowerBound] } ?? line[...]
      var word = ""
      for character in code {
        if character.isLetter || character.isNumber || character == "_" {
          word.append(character)
        } else if !word.isEmpty {
          counts[word, default: 0] += 1
          word = ""
        }
      }
      if !word.isEmpty { counts[word, default: 0] += 1 }
    }
    return counts
  }

  static func swiftFiles(under folder: String) throws -> [String] {
    let base = root.appendingPathComponent(folder)
    guard let enumerator = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else { return [] }
    let prefix = root.standardizedFileURL.path + "/"
    let files = enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }.map {
      String($0.standardizedFileURL.path.dropFirst(prefix.count))
    }
    XCTAssertFalse(files.isEmpty, "no Swift files under \(base.path)")
    return files.sorted()
  }
}
