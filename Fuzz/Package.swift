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
  targets: [],
  swiftLanguageModes: [.v6]
)

/// The fuzz targets: one per folder of `Targets/`, with the Swivel module whose reader it drives.
/// Adding one is an entry here, a folder `Targets/<Name>/main.swift`, a seed corpus
/// `Corpus/<Name>/`, a dictionary `Dictionaries/<Name>.dict` and its name in `Scripts/fuzz.sh`.
let targets: [(name: String, module: String)] = [
  ("FuzzScenario", "SwivelScenario"),
  ("FuzzInfoPlist", "SwivelScenario"),
  ("FuzzTrace", "SwivelMotion"),
  ("FuzzIIO", "SwivelMotion"),
  ("FuzzWatch", "SwivelScenario"),
  ("FuzzPBXProj", "SwivelScan"),
  ("FuzzXCConfig", "SwivelScan"),
  ("FuzzStoryboard", "SwivelScan"),
  ("FuzzXIB", "SwivelScan"),
  ("FuzzSwiftSource", "SwivelScan"),
  ("FuzzObjCSource", "SwivelScan"),
  ("FuzzObjCMacros", "SwivelScan"),
  ("FuzzObjCLexer", "SwivelScan"),
  ("FuzzPackageManifest", "SwivelScan"),
  ("FuzzConfiguration", "SwivelScan"),
  ("FuzzDraft", "SwivelScan"),
]

/// The modules a target uses beside its own: FuzzDraft loads the drafts a scan writes.
let alsoUses: [String: [String]] = ["FuzzDraft": ["SwivelScenario"]]

package.targets += targets.map { target in
  .executableTarget(
    name: target.name,
    dependencies: ([target.module] + (alsoUses[target.name] ?? [])).map { .product(name: $0, package: "Swivel") },
    path: "Targets/\(target.name)")
}
