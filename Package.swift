// swift-tools-version:5.10
import PackageDescription

// bridgelint has no package dependencies: only the toolchain's own modules.
let package = Package(
  name: "bridgelint",
  products: [
    .executable(name: "bridgelint", targets: ["bridgelint"]),
    .library(name: "BridgeLint", targets: ["BridgeLint"]),
    .library(name: "Rules", targets: ["Rules"]),
    // SwiftPM plugins: `swift package bridgelint` and a build tool plugin (see docs/integrations.md).
    .plugin(name: "BridgeLintCommandPlugin", targets: ["BridgeLintCommandPlugin"]),
    .plugin(name: "BridgeLintBuildToolPlugin", targets: ["BridgeLintBuildToolPlugin"]),
  ],
  targets: [
    .target(name: "BridgeLint", path: "Sources/BridgeLint"),
    .target(name: "Rules", dependencies: ["BridgeLint"], path: "Sources/Rules"),
    .executableTarget(name: "bridgelint", dependencies: ["BridgeLint", "Rules"], path: "Sources/bridgelint"),
    // Depends on the executable too, so the command-line tests can run the built binary.
    .testTarget(
      name: "BridgeLintTests", dependencies: ["BridgeLint", "Rules", "bridgelint"], path: "Tests/BridgeLintTests",
      exclude: ["Regressions"]),
    .testTarget(name: "RulesTests", dependencies: ["BridgeLint", "Rules"], path: "Tests/RulesTests"),
    .plugin(
      name: "BridgeLintCommandPlugin",
      capability: .command(
        intent: .custom(verb: "bridgelint", description: "Lint the package's Swift targets with bridgelint")),
      dependencies: ["bridgelint"], path: "Plugins/BridgeLintCommandPlugin"),
    .plugin(
      name: "BridgeLintBuildToolPlugin", capability: .buildTool(), dependencies: ["bridgelint"],
      path: "Plugins/BridgeLintBuildToolPlugin"),
  ]
)
