import BridgeLint
import Foundation
import Rules

/// `bridgelint generate-docs [DIR]`: one Markdown page per rule plus an index. Without DIR it writes
/// `docs/rules` (and the README's rule table) of the bridgelint checkout it is run in, never into
/// whatever the working directory happens to be. In a checkout it also regenerates
/// `Fixtures/CASES.md` from the fixtures' `// expect:` markers.
struct GenerateDocsCommand {
  var directory: String?

  init(arguments: [String]) throws {
    var reader = ArgumentReader(arguments)
    var seen = false
    while let argument = reader.next() {
      guard reader.positionalOnly || !argument.hasPrefix("-") else {
        throw UsageError("unknown option \(YAMLParser.quoted(argument))")
      }
      guard !seen else { throw UsageError("unexpected argument \(YAMLParser.quoted(argument))") }
      directory = argument
      seen = true
    }
  }

  /// The nearest folder at or above the working directory whose `Package.swift` is bridgelint's.
  static func checkoutRoot() -> String? {
    var folder = FileManager.default.currentDirectoryPath
    while true {
      if let manifest = try? String(contentsOfFile: folder + "/Package.swift", encoding: .utf8),
        manifest.contains("name: \"bridgelint\"")
      {
        return folder
      }
      let parent = PathNormalizer.parent(of: folder)
      if parent == folder { return nil }
      folder = parent
    }
  }

  /// Every `.swift` file under `folder`, with its path relative to it (nil without the folder).
  static func fixtureFiles(in folder: String) -> [(path: String, text: String)]? {
    guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return nil }
    var files: [(path: String, text: String)] = []
    while let relative = enumerator.nextObject() as? String {
      guard relative.hasSuffix(".swift"),
        let text = try? String(contentsOfFile: folder + "/" + relative, encoding: .utf8)
      else { continue }
      files.append((relative, text))
    }
    return files
  }

  func run() throws -> ExitStatus {
    let checkout = GenerateDocsCommand.checkoutRoot()
    guard let directory = directory ?? checkout.map({ $0 + "/docs/rules" }) else {
      throw UsageError(
        "generate-docs needs a folder to write to outside a bridgelint checkout (bridgelint generate-docs DIR)")
    }
    do {
      try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    } catch {
      Output.standardError("error: cannot create '\(directory)': \(error.localizedDescription)\n")
      return .failure
    }
    let descriptions = RuleRegistry.descriptions
    var pages = descriptions.map { (RuleDocumentation.fileName(for: $0), RuleDocumentation.page(for: $0)) }
    pages.append(("README.md", RuleDocumentation.index(for: descriptions)))
    for (name, text) in pages {
      if let error = Output.writeFile(text, to: directory + "/" + name) {
        Output.standardError("error: \(error)\n")
        return .failure
      }
    }
    // The checkout's README rule table (between its markers).
    if let checkout, let readme = try? String(contentsOfFile: checkout + "/README.md", encoding: .utf8),
      let updated = RuleDocumentation.replacingReadmeTable(in: readme, for: descriptions), updated != readme
    {
      if let error = Output.writeFile(updated, to: checkout + "/README.md") {
        Output.standardError("error: \(error)\n")
        return .failure
      }
      Output.standardError("Updated the rule table in README.md\n")
    }
    // The checkout's fixture catalog, from the fixtures' markers.
    if let checkout, let files = GenerateDocsCommand.fixtureFiles(in: checkout + "/Fixtures") {
      let page = FixtureCatalog.page(files: files, rules: descriptions)
      let path = checkout + "/Fixtures/CASES.md"
      if (try? String(contentsOfFile: path, encoding: .utf8)) != page {
        if let error = Output.writeFile(page, to: path) {
          Output.standardError("error: \(error)\n")
          return .failure
        }
        Output.standardError("Updated Fixtures/CASES.md\n")
      }
    }
    Output.standardError("Wrote \(pages.count) pages to \(directory)\n")
    return .success
  }
}
