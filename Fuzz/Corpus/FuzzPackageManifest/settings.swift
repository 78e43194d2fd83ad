// swift-tools-version: 5.9
import PackageDescription

let package = Package(
  name: "Settings",
  platforms: [.iOS(.v15)],
  products: [.library(name: "SettingsUI", targets: ["SettingsUI"])],
  dependencies: [
    .package(path: "../Theme"),
    .package(url: "https://github.com/pointfreeco/swift-case-paths", from: "1.0.0"),
  ],
  targets: [
    .target(
      name: "SettingsUI",
      dependencies: [
        "SettingsCore", .product(name: "Theme", package: "Theme"),
        .product(name: "CasePaths", package: "swift-case-paths"),
      ]),
    .target(name: "SettingsCore", path: "Sources/Core", exclude: ["Unused"]),
    .testTarget(name: "SettingsTests", dependencies: ["SettingsUI"]),
  ]
)
