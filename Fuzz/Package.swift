// swift-tools-version: 6.2

import PackageDescription

// Swivel's fuzz targets, in their own package so the normal build never compiles them: each is a
// libFuzzer entry point around one of Swivel's readers. Build and run them with
// `Scripts/fuzz.sh TARGET SECONDS` (Fuzz/README.md).
let package = Package(
  name: "SwivelFuzz",
  platforms: [.macOS(.v14)],
  dependencies: [
    // Named, so targets can refer to it whatever the checkout's folder is called.
    .package(name: "Swivel", path: "..")
  ],
  targets: [
    .executableTarget(
      name: "FuzzScenario", dependencies: [.product(name: "SwivelScenario", package: "Swivel")],
      path: "Targets/FuzzScenario"),
    .executableTarget(
      name: "FuzzInfoPlist", dependencies: [.product(name: "SwivelScenario", package: "Swivel")],
      path: "Targets/FuzzInfoPlist"),
    .executableTarget(
      name: "FuzzTrace", dependencies: [.product(name: "SwivelMotion", package: "Swivel")],
      path: "Targets/FuzzTrace"),
    .executableTarget(
      name: "FuzzIIO", dependencies: [.product(name: "SwivelMotion", package: "Swivel")],
      path: "Targets/FuzzIIO"),
  ],
  swiftLanguageModes: [.v6]
)
