// swift-tools-version: 6.1

import PackageDescription

// Swivel's benchmarks, in their own package so the library never depends on the harness
// (it would nearly triple a clean build of the main package). Run them with `swift package benchmark`.
let package = Package(
  name: "Benchmarks",
  platforms: [.macOS(.v14)],
  dependencies: [
    // Named, so targets can refer to it whatever the checkout's folder is called.
    .package(name: "Swivel", path: ".."),
    .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.0", traits: ["MallocInterposer"]),
  ],
  targets: []
)

/// The benchmark targets: one per folder of `Benchmarks/`, with the Swivel modules it uses.
/// Adding a benchmark is one entry here and a folder `Benchmarks/<Name>/<Name>.swift`.
let benchmarks: [(name: String, modules: [String])] = [
  ("Layout", ["SwivelCore", "SwivelKit"]),
  ("Motion", ["SwivelCore", "SwivelMotion"]),
  ("Rotation", ["SwivelCore", "SwivelKit", "SwivelExamples"]),
  ("Scenario", ["SwivelCore", "SwivelKit", "SwivelScenario"]),
  ("Scan", ["SwivelScan"]),
  ("Matrix", ["SwivelScenario"]),
  ("Bounds", ["SwivelCore", "SwivelScenario"]),
]

package.targets += benchmarks.map { benchmark in
  .executableTarget(
    name: benchmark.name,
    dependencies: [.product(name: "Benchmark", package: "benchmark")]
      + benchmark.modules.map { .product(name: $0, package: "Swivel") },
    path: "Benchmarks/\(benchmark.name)",
    plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
  )
}
