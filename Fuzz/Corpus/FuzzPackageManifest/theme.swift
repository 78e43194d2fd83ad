// swift-tools-version: 5.9
import PackageDescription

let package = Package(
  name: "Theme",
  products: [.library(name: "Theme", targets: ["Theme"])],
  targets: [.target(name: "Theme")]
)
