import BridgeLint
import Foundation
import Rules

/// `bridgelint generate-docs [DIR]`: one Markdown page per rule plus an index.
struct GenerateDocsCommand {
  var directory = "docs/rules"

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

  func run() throws -> ExitStatus {
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
    // The repository README's rule table, when run from a checkout that has the markers.
    if let readme = try? String(contentsOfFile: "README.md", encoding: .utf8),
      let updated = RuleDocumentation.replacingReadmeTable(in: readme, for: descriptions), updated != readme
    {
      if let error = Output.writeFile(updated, to: "README.md") {
        Output.standardError("error: \(error)\n")
        return .failure
      }
      Output.standardError("Updated the rule table in README.md\n")
    }
    Output.standardError("Wrote \(pages.count) pages to \(directory)\n")
    return .success
  }
}
