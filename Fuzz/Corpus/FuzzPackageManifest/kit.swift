// swift-tools-version: 5.9
import PackageDescription
let package = Package(
  name: "Kit",
  products: [.library(name: "KitUI", type: .dynamic, targets: ["KitUI", "KitExtras"])],
  dependencies: [.package(path: "../Shared"), .package(name: "Named", path: "Vendor/Other")],
  targets: [
    .target(name: "KitUI", dependencies: [.target(name: "KitCore"), "KitExtras", .byName(name: "Shared")]),
    .target(name: "KitCore", path: "Core", exclude: ["Old", "README.md"]),
    .executableTarget(name: "Tool", dependencies: [.product(name: "ArgumentParser", package: "swift-argument-parser")]),
    .binaryTarget(name: "Blob", path: "Blob.xcframework"),
  ]
)
