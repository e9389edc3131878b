import BridgeLint
import Foundation
import Rules

/// `bridgelint map [PATH ...] --format html|json|dot|mermaid [--output FILE] [--compare BASE.json]
/// [--link-template T]`: the inventory of SwiftUI/UIKit crossings with their findings
/// (docs/map.md). Files, configuration and excludes are found as `lint` finds them.
struct MapCommand {
  static let formats = ["html", "json", "dot", "mermaid"]

  var paths: [String] = []
  var format = "html"
  var configPath: String?
  var outputPath: String?
  var comparePath: String?
  var linkTemplate: String?
  var jobs: Int?
  var quiet = false

  init(arguments: [String]) throws {
    var reader = ArgumentReader(arguments)
    while let argument = reader.next() {
      if reader.positionalOnly || !argument.hasPrefix("-") || argument == "-" {
        paths.append(argument)
        continue
      }
      let (name, inline) = ArgumentReader.split(argument)
      switch name {
      case "--format":
        let value = try reader.value(for: name, inline: inline)
        guard MapCommand.formats.contains(value) else {
          throw UsageError(
            "unknown map format \(YAMLParser.quoted(value))\(Suggestion.didYouMean(value, among: MapCommand.formats)) "
              + "(known: \(MapCommand.formats.joined(separator: ", ")))")
        }
        format = value
      case "--config": configPath = try LintCommand.nonEmpty(reader.value(for: name, inline: inline), for: name)
      case "--output": outputPath = try LintCommand.nonEmpty(reader.value(for: name, inline: inline), for: name)
      case "--compare": comparePath = try LintCommand.nonEmpty(reader.value(for: name, inline: inline), for: name)
      case "--link-template": linkTemplate = try reader.value(for: name, inline: inline)
      case "--quiet":
        guard inline == nil else { throw UsageError("option \"--quiet\" takes no value") }
        quiet = true
      case "--jobs": jobs = try reader.jobs(for: name, inline: inline)
      default:
        throw UsageError("unknown option \(YAMLParser.quoted(argument)) for map")
      }
    }
  }

  func run() throws -> ExitStatus {
    let started = Date()
    let currentDirectory: String
    switch PathTools.currentDirectory() {
    case .success(let directory): currentDirectory = directory
    case .failure(let error):
      Output.standardError("error: cannot read the current directory: \(error.reason)\n")
      return .failure
    }
    // The compare file first: a bad one is reported before any work.
    var base: MapBase?
    if let comparePath {
      let display = PathNormalizer.display(
        PathNormalizer.absolute(comparePath, relativeTo: currentDirectory), relativeTo: currentDirectory)
      switch FileReader.read(comparePath, limit: FileReader.maximumBaselineSize, allowsStreams: true) {
      case .failure(let error):
        Output.standardError("\(display): error: cannot use --compare file: \(error.reason)\n")
        return .failure
      case .success(let bytes):
        switch MapBase.parse(bytes) {
        case .success(let parsed): base = parsed
        case .failure(let failure):
          Output.standardError("\(display): error: cannot use --compare file: \(failure.message)\n")
          return .failure
        }
      }
    }
    var lint = try LintCommand(arguments: [])
    lint.configPath = configPath
    let settings = LintSettings.load(command: lint, currentDirectory: currentDirectory)
    var status = ExitStatus.success
    for issue in settings.issues { Output.standardError(issue.description + "\n") }
    if settings.issues.contains(where: { $0.isError }) { return .failure }

    var arguments = paths
    var fromConfiguration = false
    if arguments.isEmpty {
      let roots = settings.includedRoots
      arguments = roots.isEmpty ? ["."] : settings.includedRootsInside(warn: { Output.standardError($0 + "\n") })
      fromConfiguration = !roots.isEmpty
    }
    let jobs = self.jobs ?? Parallel.defaultJobs
    let discovery = FileDiscovery(
      isExcluded: settings.isExcluded, jobs: jobs, isExcludedInWalk: settings.isExcludedInWalk,
      boundary: settings.root.baseDirectory)
    let discovered = discovery.discover(arguments, currentDirectory: currentDirectory)
    for skipped in discovered.skipped { Output.standardError("\(skipped.path): note: \(skipped.message)\n") }
    var files = discovered.files
    if fromConfiguration { files = files.filter(settings.isIncluded) }
    for problem in discovered.problems {
      Output.standardError("\(problem.path): error: \(problem.message)\n")
      status = max(status, .failure)
    }
    let inputs = files.map {
      LintInput(
        absolutePath: $0, displayPath: PathNormalizer.display($0, relativeTo: currentDirectory),
        systemPath: discovered.systemPaths[$0])
    }
    // Paths in the map are relative to the project root: the root configuration's folder, else
    // the working directory (a file outside it keeps the path `lint` prints).
    let root = settings.resolver.rootConfigurationPath.map(PathNormalizer.parent(of:)) ?? currentDirectory
    let suppression = Suppression(knownRuleIDs: Set(RuleRegistry.all.map { $0.identifier }))
    let linter = Linter(jobs: jobs, rules: { settings.rules($0.absolutePath) }, postProcess: suppression.apply)
    let builder = MapBuilder(linter: linter) { input in
      PathNormalizer.relative(input.absolutePath, to: root) ?? input.displayPath
    }
    let built = builder.build(inputs)
    var map = built.map
    let outcome = built.outcome
    for error in outcome.readErrors { Output.standardError(error.description + "\n") }
    if !outcome.readErrors.isEmpty { status = max(status, .failure) }
    if let base { map.compare(with: base) }

    let json = MapJSON.render(map)
    let text: String
    switch format {
    case "json": text = json
    case "dot": text = MapGraph(map).dot
    case "mermaid": text = MapGraph(map).mermaid
    default: text = MapHTML.render(json: json, linkTemplate: linkTemplate)
    }
    if let outputPath {
      if let error = Output.writeFile(text, to: outputPath) {
        Output.standardError("error: \(error)\n")
        return max(status, .failure)
      }
    } else {
      Output.standardOutput(text)
    }
    if !quiet {
      let seconds = Date().timeIntervalSince(started)
      let findings = map.allFindings.count
      Output.standardError(
        "Mapped \(map.files) file\(map.files == 1 ? "" : "s") in " + String(format: "%.2f", seconds)
          + " s: \(map.crossings.count) crossing\(map.crossings.count == 1 ? "" : "s"), \(findings) finding"
          + "\(findings == 1 ? "" : "s")\n")
    }
    return status
  }
}
