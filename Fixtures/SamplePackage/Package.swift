// swift-tools-version:6.0
// A package that uses bridgelint's SwiftPM plugins, as an app's package would (CI builds it).
import PackageDescription

let package = Package(
  name: "SamplePackage",
  products: [
    .library(name: "SampleKit", targets: ["SampleKit"])
  ],
  dependencies: [
    // In a real package: .package(url: "https://github.com/<owner>/bridgelint.git", from: "0.1.0")
    .package(name: "bridgelint", path: "../..")
  ],
  targets: [
    .target(
      name: "SampleKit",
      plugins: [.plugin(name: "BridgeLintBuildToolPlugin", package: "bridgelint")]
    )
  ]
)
