// swift-tools-version:5.10
import Foundation
import PackageDescription

/// `CLI` when `Sources/bridgelint/CLI` is also reachable as `Sources/BridgeLint/CLI` (one folder).
let libraryExcludes =
  FileManager.default.fileExists(atPath: Context.packageDirectory + "/Sources/BridgeLint/CLI") ? ["CLI"] : []

// bridgelint has no package dependencies: only the toolchain's own modules.
let package = Package(
  name: "bridgelint",
  products: [
    // The binary is `bridgelint`; no other product or module may share its name up to case
    // (BuildProductTests checks the build's products and modules).
    .executable(name: "bridgelint", targets: ["BridgeLintCLI"]),
    .library(name: "BridgeLintKit", targets: ["BridgeLint"]),
    .library(name: "Rules", targets: ["Rules"]),
    // SwiftPM plugins: `swift package bridgelint` and a build tool plugin (see docs/integrations.md).
    .plugin(name: "BridgeLintCommandPlugin", targets: ["BridgeLintCommandPlugin"]),
    .plugin(name: "BridgeLintBuildToolPlugin", targets: ["BridgeLintBuildToolPlugin"]),
  ],
  targets: [
    // `Sources/BridgeLint` and `Sources/bridgelint` differ only in case, so on a case-insensitive
    // file system (the macOS default) they are one folder. The executable's files therefore live
    // in their own subfolder, `Sources/bridgelint/CLI` (the executable target's whole path), which
    // the library excludes: whether the two names are one folder or two, no file belongs to both
    // targets (`.ci/run` builds and tests both layouts). The exclude names a folder that only
    // exists when they are one, so it is added only then (SwiftPM warns about a missing path).
    .target(name: "BridgeLint", path: "Sources/BridgeLint", exclude: libraryExcludes),
    .target(name: "Rules", dependencies: ["BridgeLint"], path: "Sources/Rules"),
    .executableTarget(name: "BridgeLintCLI", dependencies: ["BridgeLint", "Rules"], path: "Sources/bridgelint/CLI"),
    // Depends on the executable too, so the command-line tests can run the built binary.
    .testTarget(
      name: "BridgeLintTests", dependencies: ["BridgeLint", "Rules", "BridgeLintCLI"], path: "Tests/BridgeLintTests",
      exclude: ["Regressions"]),
    .testTarget(name: "RulesTests", dependencies: ["BridgeLint", "Rules"], path: "Tests/RulesTests"),
    .plugin(
      name: "BridgeLintCommandPlugin",
      capability: .command(
        intent: .custom(verb: "bridgelint", description: "Lint the package's Swift targets with bridgelint")),
      dependencies: ["BridgeLintCLI"], path: "Plugins/BridgeLintCommandPlugin"),
    .plugin(
      name: "BridgeLintBuildToolPlugin", capability: .buildTool(), dependencies: ["BridgeLintCLI"],
      path: "Plugins/BridgeLintBuildToolPlugin"),
  ]
)
