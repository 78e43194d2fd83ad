// swift-tools-version: 6.2

import PackageDescription

// The layers (README, "Layout"), dependencies pointing one way:
// SwivelCore ← SwivelMotion ← SwivelKit ← SwivelScenario ← SwivelScan ← swivel (executable).
// Beside them: SwivelExamples (the seeds' patterns written in Swift, and the benchmarks'
// workloads) on SwivelKit; SwivelTesting (helpers for tests of scenarios and detectors).
let package = Package(
  name: "Swivel",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "SwivelCore", targets: ["SwivelCore"]),
    .library(name: "SwivelMotion", targets: ["SwivelMotion"]),
    .library(name: "SwivelKit", targets: ["SwivelKit"]),
    .library(name: "SwivelScenario", targets: ["SwivelScenario"]),
    .library(name: "SwivelExamples", targets: ["SwivelExamples"]),
    .library(name: "SwivelTesting", targets: ["SwivelTesting"]),
    .library(name: "SwivelScan", targets: ["SwivelScan"]),
    .executable(name: "swivel", targets: ["swivel"]),
    // `swift package scan-orientation`, and a build-tool plugin for targets with UIKit code (README, "CI and editors").
    .plugin(name: "ScanOrientation", targets: ["ScanOrientation"]),
    .plugin(name: "SwivelBuildTool", targets: ["SwivelBuildTool"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.0"),
  ],
  targets: [
    // SwivelCore rounds with libm and imports no Foundation, which would link it on Linux.
    .target(name: "SwivelCore", linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
    .target(name: "SwivelMotion", dependencies: ["SwivelCore"]),
    .target(name: "SwivelKit", dependencies: ["SwivelCore", "SwivelMotion"]),
    .target(name: "SwivelScenario", dependencies: ["SwivelCore", "SwivelMotion", "SwivelKit", "Yams"]),
    .target(name: "SwivelExamples", dependencies: ["SwivelCore", "SwivelKit"]),
    .target(name: "SwivelTesting", dependencies: ["SwivelCore", "SwivelMotion", "SwivelKit", "SwivelScenario"]),
    // The few declarations of libclang's C interface SwivelScan calls; libclang itself is opened at
    // run time (dlopen), never linked, so the package builds and runs without it.
    .target(name: "CLibclang"),
    // Reads real Xcode projects (`swivel scan`): build settings, Info.plists, and the lint rules run on them.
    .target(
      name: "SwivelScan",
      dependencies: [
        "SwivelCore", "SwivelMotion", "SwivelKit", "SwivelScenario", "CLibclang", "Yams",
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftOperators", package: "swift-syntax"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
      ]),
    .executableTarget(
      name: "swivel",
      dependencies: [
        "SwivelCore", "SwivelMotion", "SwivelKit", "SwivelScenario", "SwivelScan",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    // The plugins run the swivel executable; SwiftPM builds them only for a package that uses them.
    .plugin(
      name: "ScanOrientation",
      capability: .command(
        intent: .custom(verb: "scan-orientation", description: "Run swivel scan on the package's folder.")),
      dependencies: ["swivel"]),
    .plugin(name: "SwivelBuildTool", capability: .buildTool(), dependencies: ["swivel"]),
    .testTarget(name: "SwivelCoreTests", dependencies: ["SwivelCore"]),
    .testTarget(name: "SwivelMotionTests", dependencies: ["SwivelMotion", "SwivelTesting"], exclude: ["Fixtures"]),
    .testTarget(
      name: "SwivelKitTests",
      dependencies: [
        "SwivelKit", "SwivelExamples", .product(name: "PropertyBased", package: "swift-property-based"),
      ]),
    .testTarget(name: "SwivelScenarioTests", dependencies: ["SwivelScenario"], exclude: ["Fixtures"]),
    .testTarget(name: "SwivelTestingTests", dependencies: ["SwivelTesting"]),
    .testTarget(name: "SwivelScanTests", dependencies: ["SwivelScan"], exclude: ["Fixtures"]),
    // Yams: the sample CI workflow (Examples/ci) is parsed in a test; swift-syntax: the test
    // sources are read for tests that cannot fail.
    .testTarget(
      name: "swivelTests",
      dependencies: [
        "swivel", "Yams", .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
      ]),
  ],
  swiftLanguageModes: [.v6]
)
