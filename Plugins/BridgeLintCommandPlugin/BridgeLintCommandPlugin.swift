import Foundation
import PackagePlugin

/// `swift package bridgelint [--target NAME ...] [bridgelint options]`: lints the source directories
/// of the package's targets (all of them, or the ones named with `--target`) with the `bridgelint`
/// tool, passing every other argument through (`--reporter sarif`, `--strict`, `--only-rule ID`, …).
///
/// bridgelint runs in the package directory, so it finds the package's `.bridgelint.yml` (and nested
/// ones) exactly as `bridgelint` run there by hand would, and prints paths relative to the package.
@main
struct BridgeLintCommandPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    // The executable target's name: a plugin reaches its own package's tool by target (the product
    // names the binary `bridgelint`).
    let tool = try context.tool(named: "BridgeLintCLI")
    let package = context.package
    // `swift package bridgelint rules`, `… --help`, `… --version`: not a lint, run as given.
    if let first = arguments.first,
      ["rules", "generate-docs", "help"].contains(first)
        || arguments.contains("--help") || arguments.contains("--version")
    {
      try Self.run(tool, arguments, in: package.directory.string)
      return
    }

    var extractor = ArgumentExtractor(arguments)
    let targetNames = extractor.extractOption(named: "target")
    let passThrough = extractor.remainingArguments
    let targets: [Target]
    if targetNames.isEmpty {
      targets = package.targets
    } else {
      targets = try package.targets(named: targetNames)
    }
    let directories = Self.sourceDirectories(
      of: targets, packageDirectory: package.directory.string)
    guard !directories.isEmpty else {
      Diagnostics.warning("bridgelint: no Swift source targets to lint")
      return
    }

    try Self.run(tool, passThrough + ["--"] + directories, in: package.directory.string)
  }

  /// Runs bridgelint with the plugin's standard output and error, and fails the command as it fails.
  static func run(_ tool: PluginContext.Tool, _ arguments: [String], in directory: String) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: tool.path.string)
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    try process.run()
    process.waitUntilExit()

    let status = process.terminationStatus
    guard process.terminationReason == .exit else {
      throw BridgeLintPluginError("bridgelint was terminated by signal \(status)")
    }
    if status != 0 {
      // 1: error findings (or warnings under --strict); 2: configuration or file errors; 64: usage.
      throw BridgeLintPluginError("bridgelint exited with status \(status)")
    }
  }

  /// The source directories of the Swift targets, relative to the package directory when they are
  /// below it (so findings print as `Sources/App/File.swift:…`), without duplicates, in target order.
  static func sourceDirectories(of targets: [Target], packageDirectory: String) -> [String] {
    var seen = Set<String>()
    var result: [String] = []
    for target in targets {
      guard let module = target as? SwiftSourceModuleTarget else { continue }
      var directory = module.directory.string
      if directory == packageDirectory { directory = "." }
      let prefix = packageDirectory.hasSuffix("/") ? packageDirectory : packageDirectory + "/"
      if directory.hasPrefix(prefix) { directory = String(directory.dropFirst(prefix.count)) }
      if seen.insert(directory).inserted { result.append(directory) }
    }
    return result
  }
}

struct BridgeLintPluginError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
