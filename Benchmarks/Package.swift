// swift-tools-version: 6.1

import PackageDescription

// Benchmarks live in their own package so that the library never depends on the harness
// (shared/STYLE.md). Run: `cd Benchmarks && swift package benchmark`.
let package = Package(
  name: "Benchmarks",
  platforms: [.macOS(.v14)],
  dependencies: [
    .package(name: "Swivel", path: ".."),
    .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.0", traits: ["MallocInterposer"]),
  ],
  targets: [
    .executableTarget(
      name: "Motion",
      dependencies: [
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "SwivelCore", package: "Swivel"),
        .product(name: "SwivelMotion", package: "Swivel"),
      ],
      path: "Benchmarks/Motion",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    )
  ]
)
