import Foundation
import SwiftParser
import SwiftSyntax
import SwivelScenario

/// What a local Swift package's `Package.swift` declares, read from its text with swift-syntax
/// (no toolchain runs it): its library products and the targets each holds, its targets with
/// their folders and dependencies, and the local packages it depends on.
///
/// The manifest is Swift code, and most are the literal calls SwiftPM's documentation shows
/// (`.library(name:targets:)`, `.target(name:dependencies:path:exclude:)`,
/// `.package(path:)`, `.product(name:package:)`): those are read. A manifest that computes its
/// targets (loops, variables) gives what its literal calls say.
struct PackageManifest: Sendable {
  /// The package's folder.
  var folder: String
  /// Each library product's targets, by product name.
  var products: [String: [String]] = [:]
  /// The targets, by name.
  var targets: [String: Target] = [:]
  /// The local packages it depends on (`.package(path:)`), by their identity (the folder's name,
  /// lowercased, as SwiftPM names a local package) and by the `name:` given, if any.
  var localPackages: [String: String] = [:]
  /// The lowest iOS the package supports (`platforms: [.iOS(.v15)]`, `.iOS(.v15_4)`,
  /// `.iOS("15.4")`), as `15.0`; `nil` when it says none.
  var iOSDeploymentTarget: String?

  /// A target of the package.
  struct Target: Sendable {
    var name: String
    /// `path:` as written, relative to the package's folder; `nil` for SwiftPM's default.
    var path: String?
    var exclude: [String] = []
    var dependencies: [Dependency] = []
    /// A `.binaryTarget`: no sources to read.
    var isBinary = false
  }

  /// A target's dependency.
  enum Dependency: Hashable, Sendable {
    /// A target or product of the same name (`"Core"`, `.byName(name:)`).
    case byName(String)
    /// `.target(name:)`.
    case target(String)
    /// `.product(name:package:)`.
    case product(name: String, package: String)
  }

  /// The folders SwiftPM looks in for a target's sources when `path:` is not given (SwiftPM,
  /// PackageDescription, `Target.path`: "Sources, Source, src, or srcs").
  static let sourceFolders = ["Sources", "Source", "src", "srcs"]

  /// The folder of a target's sources: `path:` or the first of ``sourceFolders`` holding a folder
  /// of the target's name.
  func sourceFolder(of target: Target) -> String {
    let base = folder as NSString
    if let path = target.path { return ProjectPaths.normalized(base.appendingPathComponent(path)) }
    for name in Self.sourceFolders {
      let candidate = base.appendingPathComponent(name + "/" + target.name)
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory), isDirectory.boolValue {
        return candidate
      }
    }
    return base.appendingPathComponent("Sources/" + target.name)
  }

  /// Reads a manifest's text; `nil` when it is no manifest the scan can read (too long, nested
  /// too deep to parse in time, or not parsed within the time limit).
  static func read(_ text: String, folder: String) -> PackageManifest? {
    guard text.utf8.count <= 256 * 1024, SwiftSourceReader.reasonNotToParse(text) == nil else { return nil }
    let stackSize = BoundedThread.stackSize(forTextOfLength: text.utf8.count)
    let outcome = BoundedThread.run(stackSize: stackSize, timeLimit: SwiftSourceReader.parseTimeLimit) {
      let visitor = ManifestVisitor(folder: folder)
      visitor.walk(Parser.parse(source: text))
      return visitor.manifest
    }
    guard case .finished(let manifest) = outcome else { return nil }
    return manifest
  }
}

/// What `swivel scan-sources --package` reads of a package: its lowest iOS.
public enum PackagePlatforms {
  /// The lowest iOS the `Package.swift` in `folder` declares (`platforms: [.iOS(.v15)]` is
  /// `15.0`); `nil` when it declares none, or the manifest cannot be read.
  public static func iOSDeploymentTarget(ofPackageIn folder: String) -> String? {
    let manifest = (folder as NSString).appendingPathComponent("Package.swift")
    guard case .success(let data) = ScanFile.read(manifest), let text = String(data: data, encoding: .utf8) else {
      return nil
    }
    return PackageManifest.read(text, folder: folder)?.iOSDeploymentTarget
  }
}

/// Collects a manifest's literal calls.
private final class ManifestVisitor: SyntaxVisitor {
  var manifest: PackageManifest

  init(folder: String) {
    manifest = PackageManifest(folder: folder)
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    guard let member = node.calledExpression.as(MemberAccessExprSyntax.self) else { return .visitChildren }
    let arguments = node.arguments
    func string(_ label: String) -> String? {
      arguments.first { $0.label?.text == label }.flatMap { Self.literal($0.expression) }
    }
    func strings(_ label: String) -> [String] {
      guard let array = arguments.first(where: { $0.label?.text == label })?.expression.as(ArrayExprSyntax.self) else {
        return []
      }
      return array.elements.compactMap { Self.literal($0.expression) }
    }
    switch member.declName.baseName.text {
    case "library":
      if let name = string("name") { manifest.products[name] = strings("targets") }
    case "target", "executableTarget", "binaryTarget", "macro", "systemLibrary":
      // `.target(name:)` inside a dependencies list is a dependency, read with its list.
      guard let name = string("name"), !Self.isInDependencies(node) else { return .visitChildren }
      var target = PackageManifest.Target(name: name, path: string("path"), exclude: strings("exclude"))
      target.isBinary = ["binaryTarget", "macro", "systemLibrary"].contains(member.declName.baseName.text)
      if let list = arguments.first(where: { $0.label?.text == "dependencies" })?.expression.as(ArrayExprSyntax.self) {
        target.dependencies = list.elements.compactMap { Self.dependency($0.expression) }
      }
      manifest.targets[name] = target
    case "iOS":
      guard let version = arguments.first?.expression else { break }
      if let text = Self.literal(version) {
        manifest.iOSDeploymentTarget = text
      } else if let name = version.as(MemberAccessExprSyntax.self)?.declName.baseName.text, name.hasPrefix("v") {
        // `.v15` is 15.0 and `.v15_4` 15.4 (PackageDescription, SupportedPlatform.IOSVersion).
        let parts = name.dropFirst().split(separator: "_", omittingEmptySubsequences: false)
        if (1...3).contains(parts.count), parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isNumber) }) {
          manifest.iOSDeploymentTarget = parts.count == 1 ? "\(parts[0]).0" : parts.joined(separator: ".")
        }
      }
    case "package":
      if let path = string("path") {
        let folder = ProjectPaths.normalized((manifest.folder as NSString).appendingPathComponent(path))
        manifest.localPackages[PathName.last(of: path).lowercased()] = folder
        if let name = string("name") { manifest.localPackages[name.lowercased()] = folder }
      }
    default:
      break
    }
    return .visitChildren
  }

  /// Whether a call is an element of a `dependencies:` list.
  private static func isInDependencies(_ node: some SyntaxProtocol) -> Bool {
    var current = node.parent
    for _ in 0..<4 {
      guard let parent = current else { return false }
      if let labeled = parent.as(LabeledExprSyntax.self) { return labeled.label?.text == "dependencies" }
      current = parent.parent
    }
    return false
  }

  /// A dependency as written in a target's list.
  private static func dependency(_ expression: ExprSyntax) -> PackageManifest.Dependency? {
    if let name = literal(expression) { return .byName(name) }
    guard let call = expression.as(FunctionCallExprSyntax.self),
      let member = call.calledExpression.as(MemberAccessExprSyntax.self)
    else { return nil }
    func string(_ label: String) -> String? {
      call.arguments.first { $0.label?.text == label }.flatMap { literal($0.expression) }
    }
    switch member.declName.baseName.text {
    case "target": return string("name").map(PackageManifest.Dependency.target)
    case "byName": return string("name").map(PackageManifest.Dependency.byName)
    case "product":
      guard let name = string("name") else { return nil }
      return .product(name: name, package: string("package") ?? name)
    default: return nil
    }
  }

  /// A string literal without interpolation.
  private static func literal(_ expression: ExprSyntax) -> String? {
    guard let literal = expression.as(StringLiteralExprSyntax.self), literal.segments.count == 1,
      let segment = literal.segments.first?.as(StringSegmentSyntax.self)
    else { return nil }
    return segment.content.text
  }
}
