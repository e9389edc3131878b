import Foundation
import PackagePlugin

/// Lints a target's Swift files with `bridgelint` on every build, in the default xcode format
/// (`path:line:column: warning: message [rule_id]`), which SwiftPM and Xcode show as build
/// diagnostics. An `error` finding fails the build, as a compiler error would; warnings do not.
///
/// Apply it in the package that wants its targets linted:
///
///     .target(name: "App", plugins: [.plugin(name: "BridgeLintBuildToolPlugin", package: "bridgelint")])
///
/// The command declares no output files, so SwiftPM runs it on every build of the target: that needs
/// the applying package to have `swift-tools-version:6.0` or later (older tools versions skip such
/// commands with a warning). The configuration is the nearest `.bridgelint.yml` at or above the
/// package directory, passed with `--config`, since a build command has no working directory of its own.
@main
struct BridgeLintBuildToolPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
    guard let module = target as? SwiftSourceModuleTarget else { return [] }
    let files = module.sourceFiles(withSuffix: "swift").map { $0.path }
    guard !files.isEmpty else { return [] }

    // A target whose files `excluded` covers entirely lints nothing, which must not fail the build.
    var arguments = ["lint", "--quiet", "--reporter", "xcode", "--force-exclude", "--allow-zero-lintable-files"]
    var inputs = files
    if let configuration = Self.nearestConfiguration(from: context.package.directory) {
      arguments += ["--config", configuration.string]
      inputs.append(configuration)
    }
    arguments.append("--")
    arguments += files.map { $0.string }

    return [
      // The tool is named by the executable target (a plugin reaches its own package's tool by target);
      // the product names the binary `bridgelint`.
      .buildCommand(
        displayName: "bridgelint \(target.name)",
        executable: try context.tool(named: "BridgeLintCLI").path,
        arguments: arguments,
        inputFiles: inputs,
        outputFiles: [])
    ]
  }

  /// `.bridgelint.yml` in `directory` or the nearest parent, as bridgelint itself looks for it.
  static func nearestConfiguration(from directory: Path) -> Path? {
    var current = directory
    while true {
      let candidate = current.appending(".bridgelint.yml")
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: candidate.string, isDirectory: &isDirectory), !isDirectory.boolValue {
        return candidate
      }
      let parent = current.removingLastComponent()
      if parent == current || parent.string.isEmpty { return nil }
      current = parent
    }
  }
}
