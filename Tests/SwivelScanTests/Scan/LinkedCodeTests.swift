import Foundation
import SwivelCore
import Testing

@testable import SwivelScan

/// The code an app runs is more than its own target's: the frameworks it depends on and embeds,
/// and the local Swift packages whose products it uses, are read with it; what stays unread is said.
@Suite struct LinkedCodeTests {
  // The Linked fixture: an app that depends on the framework target FeedKit
  // (PBXTargetDependency), links and embeds PlayerKit.framework (built by another target of the
  // project, named only in its Frameworks phase), uses SettingsUI from a local package
  // (XCLocalSwiftPackageReference), whose target depends on another target of the package, on a
  // local package (`.package(path: "../Theme")`) and on a remote one, and links Lottie (a remote
  // package), Pods_Linked.framework (CocoaPods) and Vendor.xcframework (prebuilt).
  private static let report = ScanFixtures.scan("Linked/Linked.xcodeproj")

  @Test func controllersOfFrameworksAndPackagesAreReadWithTheirModule() throws {
    let target = try #require(Self.report.targets.first)
    #expect(
      target.controllers.map { "\($0.className) \($0.module ?? "-")" }.sorted() == [
        "AboutViewController SettingsCore", "BaseViewController FeedKit", "PlayerViewController PlayerKit",
        "SettingsViewController SettingsUI", "ThemePreviewController Theme",
      ])
    let base = try #require(target.controllers.first { $0.className == "BaseViewController" })
    #expect(base.location == ScanLocation(file: ScanFixtures.path("Linked/FeedKit/BaseViewController.swift"), line: 4))
    // A file the manifest excludes from its target is not built, so not read.
    #expect(!target.controllers.contains { $0.className == "OldViewController" })
  }

  @Test func findingsInLinkedCodeAreReported() throws {
    let target = try #require(Self.report.targets.first)
    let files = Set(target.findings.map { ($0.location.file as NSString).lastPathComponent })
    #expect(files.contains("ThemePreviewController.swift"))
    // The masks UIKit never asks on the multitasking iPad are the target's one finding, which
    // names the linked controller with its place; BaseViewController allows every orientation on
    // iPad, so it is not told it is never asked there.
    let never = try #require(target.findings.first { $0.rule == "mask-never-asked" })
    #expect(never.message.contains("PlayerViewController.swift:"), "\(never.message)")
    #expect(!never.message.contains("BaseViewController"))
  }

  @Test func whatIsNotReadIsOneNoteWithItsCounts() throws {
    let target = try #require(Self.report.targets.first)
    let notes = target.notes.filter { $0.message.contains("links code the scan does not read") }
    #expect(notes.count == 1)
    let note = try #require(notes.first)
    #expect(note.location.file.hasSuffix("Linked.xcodeproj/project.pbxproj"))
    #expect(
      note.message
        == "Linked links code the scan does not read: 2 remote Swift package products (Lottie, CasePaths); 1 prebuilt framework or library (Vendor.xcframework); CocoaPods' pods (Pods_Linked.framework); controllers there are not judged"
    )
  }

  // SwiftPM's manifest (PackageDescription): products name their targets, targets their
  // dependencies by name, `.target(name:)` or `.product(name:package:)`, and local packages come
  // from `.package(path:)`; a target's sources are in `path:` or Sources/<name>.
  @Test func aManifestIsReadFromItsLiteralCalls() throws {
    let manifest = try #require(
      PackageManifest.read(
        """
        // swift-tools-version: 5.9
        import PackageDescription
        let package = Package(
          name: "Kit",
          products: [.library(name: "KitUI", type: .dynamic, targets: ["KitUI", "KitExtras"])],
          dependencies: [.package(path: "../Shared"), .package(name: "Named", path: "Vendor/Other")],
          targets: [
            .target(name: "KitUI", dependencies: [.target(name: "KitCore"), "KitExtras", .byName(name: "Shared")]),
            .target(name: "KitCore", path: "Core", exclude: ["Old", "README.md"]),
            .target(name: "KitExtras"),
            .binaryTarget(name: "Blob", path: "Blob.xcframework"),
          ]
        )
        """, folder: "/p/Kit"))
    #expect(manifest.products == ["KitUI": ["KitUI", "KitExtras"]])
    #expect(manifest.targets.keys.sorted() == ["Blob", "KitCore", "KitExtras", "KitUI"])
    #expect(
      manifest.targets["KitUI"]?.dependencies == [.target("KitCore"), .byName("KitExtras"), .byName("Shared")])
    #expect(manifest.targets["KitCore"]?.path == "Core")
    #expect(manifest.targets["KitCore"]?.exclude == ["Old", "README.md"])
    #expect(manifest.targets["Blob"]?.isBinary == true)
    #expect(
      manifest.localPackages == ["shared": "/p/Shared", "other": "/p/Kit/Vendor/Other", "named": "/p/Kit/Vendor/Other"])
  }

  // PackageDescription's SupportedPlatform: `.iOS(.v15)` is iOS 15.0, `.v15_4` 15.4, and a
  // string names the version itself; scan-sources --package judges for it.
  @Test(
    arguments: [
      ("platforms: [.iOS(.v15), .macOS(.v14)]", "15.0"),
      ("platforms: [.macOS(.v13), .iOS(.v16_4)]", "16.4"),
      ("platforms: [.iOS(\"17.2\")]", "17.2"),
      ("platforms: [SupportedPlatform.iOS(.v13)]", "13.0"),
      ("platforms: [.macOS(.v14)]", nil),
      ("platforms: [.iOS(minimum)]", nil),
    ] as [(String, String?)])
  func theLowestIOSIsReadFromThePlatforms(platforms: String, version: String?) throws {
    let manifest = try #require(PackageManifest.read("let package = Package(name: \"P\", \(platforms))", folder: "/p"))
    #expect(manifest.iOSDeploymentTarget == version)
  }

  @Test func theExamplePackagesIOSIsFound() {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples/UIKitPackage")
    #expect(PackagePlatforms.iOSDeploymentTarget(ofPackageIn: folder.path) == "15.0")
    #expect(PackagePlatforms.iOSDeploymentTarget(ofPackageIn: "/nonexistent-swivel-package") == nil)
  }

  @Test(arguments: ["", "let package = Package(", "\u{0}\u{1}", String(repeating: "[", count: 400)])
  func aManifestThatSaysNothingGivesNothing(text: String) {
    let manifest = PackageManifest.read(text, folder: "/p")
    #expect(manifest == nil || (manifest?.products.isEmpty == true && manifest?.targets.isEmpty == true))
  }

  // FuzzPackageManifest's finding: a local package's path with a doubled slash before a last
  // character outside ASCII stopped the scan (Foundation of Swift 6.3 on Linux traps in
  // `lastPathComponent`); it is the package `ü`, as SwiftPM names it from the folder.
  @Test func aLocalPackagePathWithADoubledSlashBeforeAnAccentIsRead() throws {
    let manifest = try #require(
      PackageManifest.read(#"let package = Package(dependencies: [.package(path: "Vendor//ü")])"#, folder: "/p"))
    #expect(manifest.localPackages == ["ü": "/p/Vendor/ü"])
    let found = Data(
      base64Encoded:
        "Ly9jayI6IFsKICAg/////////////yAucGFja2FnZShwYXRoOiAiLi5zZXJyaTogNS8vpQoAAABrYUB3YWUvZywkCv8wLiBzdwogIHBhdGg6AAAAAAAAUygudjMwKWUsJAogMmltXi9zgiA6cycgPC0="
    )
    // The input it found, replayed: read to its end rather than trapping.
    _ = PackageManifest.read(String(decoding: try #require(found), as: UTF8.self), folder: "/p")
  }

  // A workspace's projects are read together: an app that links a framework another project
  // builds (its Frameworks phase names the product, built into BUILT_PRODUCTS_DIR) reads it.
  @Test func aFrameworkOfAnotherProjectOfTheWorkspaceIsRead() throws {
    let folder = try ScanFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try ScanFixtures.writeKioskFramework(
      project: "\(folder)/Kit.xcodeproj", source: "\(folder)/Kit/Kiosk.swift", sourcePath: "Kit/Kiosk.swift")
    try ScanFixtures.write(
      ScanFixtures.pbxproj(
        target: "App",
        settings: [
          "GENERATE_INFOPLIST_FILE": "YES", "TARGETED_DEVICE_FAMILY": "1", "IPHONEOS_DEPLOYMENT_TARGET": "17.0",
        ],
        linking: ["Kit.framework"]),
      to: "\(folder)/App.xcodeproj/project.pbxproj")
    let report = ProjectScanner().scan(path: folder)
    let app = try #require(report.targets.first { $0.name == "App" })
    #expect(app.controllers.map { "\($0.className) \($0.module ?? "-")" } == ["Kiosk Kit"])
    #expect(!app.notes.contains { $0.message.contains("does not read") })
  }
}

extension LinkedCodeTests {
  /// A local package `Kit` whose library `Kit` holds `Kiosk`, a landscape controller.
  private static func writeKitPackage(in folder: String) throws {
    try ScanFixtures.write(
      "// swift-tools-version: 5.9\nimport PackageDescription\nlet package = Package(name: \"Kit\", products: [.library(name: \"Kit\", targets: [\"Kit\"])], targets: [.target(name: \"Kit\",)])\n",
      to: "\(folder)/Package.swift")
    try ScanFixtures.write(
      "class Kiosk: UIViewController { override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape } }",
      to: "\(folder)/Sources/Kit/Kiosk.swift")
  }

  /// An iPhone app target whose package products are the given objects (added by the caller).
  private static func appProject(usingProducts products: [String]) -> String {
    ScanFixtures.pbxproj(
      target: "App",
      settings: ["GENERATE_INFOPLIST_FILE": "YES", "TARGETED_DEVICE_FAMILY": "1", "IPHONEOS_DEPLOYMENT_TARGET": "17.0"]
    ).replacingOccurrences(
      of: "\t\t\tproductType = ",
      with: "\t\t\tpackageProductDependencies = (\(products.joined(separator: ", ")), );\n\t\t\tproductType = ")
  }

  // Xcode writes a product dependency of a local package without `package` at times; the
  // project's XCLocalSwiftPackageReference still says where it is. The SDK's frameworks
  // (sourceTree SDKROOT) are no code to read, nor to mention.
  @Test func aProductWithoutItsPackageIsFoundAmongTheLocalPackages() throws {
    let folder = try ScanFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try Self.writeKitPackage(in: "\(folder)/Kit")
    var project = Self.appProject(usingProducts: ["0000000000000000000000E1"])
    project = project.replacingOccurrences(
      of: "\t\t0000000000000000000000B1 = {",
      with: """
        \t\t0000000000000000000000E1 = {isa = XCSwiftPackageProductDependency; productName = Kit; };
        \t\t0000000000000000000000E2 = {isa = XCLocalSwiftPackageReference; relativePath = Kit; };
        \t\t0000000000000000000000E3 = {isa = PBXFileReference; path = UIKit.framework; name = UIKit.framework; sourceTree = SDKROOT; };
        \t\t0000000000000000000000E4 = {isa = PBXBuildFile; fileRef = 0000000000000000000000E3; };
        \t\t0000000000000000000000E5 = {isa = PBXFileReference; path = /System/Library/Frameworks/OpenAL.framework; sourceTree = "<absolute>"; };
        \t\t0000000000000000000000E6 = {isa = PBXBuildFile; fileRef = 0000000000000000000000E5; };
        \t\t0000000000000000000000B1 = {
        """)
    project = project.replacingOccurrences(
      of: "isa = PBXFrameworksBuildPhase; files = (",
      with: "isa = PBXFrameworksBuildPhase; files = (0000000000000000000000E4, 0000000000000000000000E6, ")
    try ScanFixtures.write(project, to: "\(folder)/App.xcodeproj/project.pbxproj")
    let app = try #require(ProjectScanner().scan(path: folder).targets.first)
    #expect(app.controllers.map { "\($0.className) \($0.module ?? "-")" } == ["Kiosk Kit"])
    #expect(!app.notes.contains { $0.message.contains("does not read") })
  }

  // Xcode 16 finds the local packages in a folder it keeps in sync (a
  // PBXFileSystemSynchronizedRootGroup) without naming them (Ranchero-Software/NetNewsWire's
  // `Modules/`): a product dependency without `package` comes from one of them. One found in no
  // local package is said as such, not as a remote package's.
  @Test func aProductIsFoundInAPackageOfASynchronizedFolder() throws {
    let folder = try ScanFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try Self.writeKitPackage(in: "\(folder)/Modules/Kit")
    try ScanFixtures.write("not a package", to: "\(folder)/Modules/Notes.txt")
    var project = Self.appProject(usingProducts: ["0000000000000000000000E1", "0000000000000000000000E3"])
    project = project.replacingOccurrences(
      of: "\t\t0000000000000000000000B1 = {",
      with: """
        \t\t0000000000000000000000E1 = {isa = XCSwiftPackageProductDependency; productName = Kit; };
        \t\t0000000000000000000000E2 = {isa = PBXFileSystemSynchronizedRootGroup; explicitFileTypes = {}; explicitFolders = (); path = Modules; sourceTree = SOURCE_ROOT; };
        \t\t0000000000000000000000E3 = {isa = XCSwiftPackageProductDependency; productName = Ghost; };
        \t\t0000000000000000000000B1 = {
        """)
    try ScanFixtures.write(project, to: "\(folder)/App.xcodeproj/project.pbxproj")
    let app = try #require(ProjectScanner().scan(path: folder).targets.first)
    #expect(app.controllers.map { "\($0.className) \($0.module ?? "-")" } == ["Kiosk Kit"])
    let notes = app.notes.filter { $0.message.contains("does not read") }.map(\.message)
    #expect(
      notes == [
        "App links code the scan does not read: 1 Swift package product whose local package the scan did not find (Ghost); controllers there are not judged"
      ])
  }
}
