// swift-tools-version: 6.2

import PackageDescription

// A package that uses Swivel's two plugins, as an app's repository would: its target `Screens`
// holds UIKit view controllers and is checked at each build (SwivelBuildTool), and
// `swift package scan-orientation` scans the Xcode project beside it (Universal.xcodeproj).
// `.ci/run` builds it and runs both; see the README, "CI and editors".
let package = Package(
  name: "UIKitPackage",
  platforms: [.iOS(.v15), .macOS(.v14)],
  dependencies: [
    // An app's package would write .package(url: "https://github.com/…/swivel", from: "…").
    .package(name: "Swivel", path: "../..")
  ],
  targets: [
    .target(name: "Screens", plugins: [.plugin(name: "SwivelBuildTool", package: "Swivel")])
  ],
  swiftLanguageModes: [.v6]
)
