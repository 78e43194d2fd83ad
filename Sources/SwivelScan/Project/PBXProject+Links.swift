import Foundation
import SwivelScenario

/// What an application target links, as its project tells.
struct TargetLinks {
  /// A framework or library target whose code the app runs: of this project, or of a project this
  /// one references (a sub-project).
  struct Linked {
    /// The target's object id, in `project`.
    var targetID: String
    /// The `.xcodeproj` holding it, as the scan names it; `nil` for the app's own project.
    var projectBundle: String?
  }

  var targets: [Linked] = []
  /// The package products the app uses, as `XCSwiftPackageProductDependency` names them.
  var packageProducts: [PackageProduct] = []
  /// Products the project's targets do not build: `Foo.framework`, `Foo.xcframework`,
  /// `libFoo.a` in a Frameworks or Embed phase (a binary, or a product of a project the scan
  /// does not see), with CocoaPods' `Pods_App.framework`/`libPods-App.a` told apart.
  var unbuiltProducts: [String] = []

  /// A package product an app target depends on.
  struct PackageProduct: Hashable {
    /// The product's name (`FeedUI`).
    var name: String
    /// The folder of the local package that declares it; `nil` for a remote package, or for a
    /// product whose package the project does not name (a folder reference holding it).
    var localPackage: String?
    /// Whether the project names a remote package for it (`XCRemoteSwiftPackageReference`).
    var isRemote: Bool
  }

  /// Whether a product is CocoaPods' umbrella (`Pods_App.framework`, `libPods-App.a`).
  static func isCocoaPods(_ product: String) -> Bool {
    product.hasPrefix("Pods_") || product.hasPrefix("libPods-") || product.hasPrefix("Pods-")
  }
}

extension PBXProject {
  /// The product types whose code an app runs when it links or embeds them.
  static let codeProductTypes: Set<String> = [
    "com.apple.product-type.framework", "com.apple.product-type.framework.static",
    "com.apple.product-type.library.static", "com.apple.product-type.library.dynamic",
  ]

  /// What a target links: the framework and library targets it depends on (`dependencies`'
  /// `PBXTargetDependency`, in this project or through a `PBXContainerItemProxy` into a
  /// referenced project) or links and embeds (its Frameworks and Copy Files phases name their
  /// products), the package products it uses (`packageProductDependencies`), and the products no
  /// target of the project builds.
  func links(of target: PBXTarget) -> TargetLinks {
    var links = TargetLinks()
    guard let object = objects[target.id] else { return links }
    var seen: Set<String> = []
    func add(_ linked: TargetLinks.Linked) {
      guard seen.insert("\(linked.projectBundle ?? ""):\(linked.targetID)").inserted else {
        return
      }
      links.targets.append(linked)
    }
    let productOwners = Dictionary(
      targetIDs.compactMap { id in (objects[id]?["productReference"] as? String).map { ($0, id) } },
      uniquingKeysWith: { first, _ in first })
    for dependencyID in Self.ids(object["dependencies"]) {
      guard let dependency = objects[dependencyID] else { continue }
      if let targetID = dependency["target"] as? String, isCodeTarget(targetID) {
        add(TargetLinks.Linked(targetID: targetID))
      } else if let proxyID = dependency["targetProxy"] as? String, let linked = proxied(proxyID) {
        add(linked)
      }
    }
    for phaseID in Self.ids(object["buildPhases"]) {
      guard let phase = objects[phaseID],
        ["PBXFrameworksBuildPhase", "PBXCopyFilesBuildPhase"].contains(phase["isa"] as? String ?? "")
      else { continue }
      for buildFileID in Self.ids(phase["files"]) {
        guard let buildFile = objects[buildFileID] else { continue }
        if let reference = buildFile["fileRef"] as? String, let file = objects[reference] {
          if let owner = productOwners[reference] {
            if isCodeTarget(owner) { add(TargetLinks.Linked(targetID: owner)) }
          } else if file["isa"] as? String == "PBXReferenceProxy", let proxyID = file["remoteRef"] as? String,
            let linked = proxied(proxyID)
          {
            add(linked)
          } else if let product = Self.productName(of: file), !links.unbuiltProducts.contains(product) {
            links.unbuiltProducts.append(product)
          }
        }
      }
    }
    links.packageProducts = packageProducts(of: object)
    return links
  }

  /// A framework or library's file name, when a file reference names one that is not the SDK's
  /// (`UIKit.framework`, `libz.tbd` under `SDKROOT` or `System/Library`).
  private static func productName(of file: [String: Any]) -> String? {
    guard let path = file["path"] as? String ?? file["name"] as? String else { return nil }
    // Old projects name the SDK's frameworks by absolute or climbing paths
    // (`/System/Library/Frameworks/AudioToolbox.framework`, `../../System/Library/…`).
    if file["sourceTree"] as? String == "SDKROOT" || file["sourceTree"] as? String == "DEVELOPER_DIR"
      || path.contains("System/Library/") || path.hasPrefix("usr/lib/") || path.contains("/usr/lib/")
    {
      return nil
    }
    let name = PathName.last(of: path)
    let kind = PathName.fileExtension(of: name).lowercased()
    return ["framework", "xcframework", "a", "dylib"].contains(kind) ? name : nil
  }

  /// Whether a target of this project builds code an app runs.
  private func isCodeTarget(_ id: String) -> Bool {
    guard let type = objects[id]?["productType"] as? String else { return false }
    return Self.codeProductTypes.contains(type)
  }

  /// The target a `PBXContainerItemProxy` stands for: in this project (its `containerPortal` is
  /// the project object), or in the project a file reference names.
  private func proxied(_ proxyID: String) -> TargetLinks.Linked? {
    guard let proxy = objects[proxyID], let remote = proxy["remoteGlobalIDString"] as? String,
      let portal = proxy["containerPortal"] as? String
    else { return nil }
    if portal == rootObjectID { return isCodeTarget(remote) ? TargetLinks.Linked(targetID: remote) : nil }
    guard let bundle = path(ofReference: portal), bundle.hasSuffix(".xcodeproj") else { return nil }
    return TargetLinks.Linked(targetID: remote, projectBundle: bundle)
  }

  /// The package products a target's `packageProductDependencies` name, each with its local
  /// package's folder when the project references one (`XCLocalSwiftPackageReference`'s
  /// `relativePath`, relative to the project's folder).
  private func packageProducts(of target: [String: Any]) -> [TargetLinks.PackageProduct] {
    Self.ids(target["packageProductDependencies"]).compactMap { id in
      guard let dependency = objects[id], let name = dependency["productName"] as? String else { return nil }
      // Xcode writes `plugin:` before a build tool plugin's product: no code the app runs.
      guard !name.hasPrefix("plugin:") else { return nil }
      guard let packageID = dependency["package"] as? String, let package = objects[packageID] else {
        return TargetLinks.PackageProduct(name: name, localPackage: nil, isRemote: false)
      }
      switch package["isa"] as? String {
      case "XCLocalSwiftPackageReference":
        let relative = package["relativePath"] as? String ?? package["path"] as? String ?? ""
        return TargetLinks.PackageProduct(name: name, localPackage: paths.resolve(relative), isRemote: false)
      default:
        return TargetLinks.PackageProduct(name: name, localPackage: nil, isRemote: true)
      }
    }
  }

  /// The local packages the project references, where a product dependency that names no package
  /// may come from: its `XCLocalSwiftPackageReference`s, the folders holding a `Package.swift`
  /// that it references as files (Xcode's way before `XCLocalSwiftPackageReference`), and the
  /// packages in a folder Xcode 16 keeps in sync (`PBXFileSystemSynchronizedRootGroup`), the
  /// folder itself or the folders right inside it (Ranchero-Software/NetNewsWire keeps its
  /// packages in `Modules/`, a synchronized folder, and names none of them otherwise).
  var packageFolders: [String] {
    let folders = objects.flatMap { id, object -> [String] in
      switch object["isa"] as? String {
      case "XCLocalSwiftPackageReference":
        return (object["relativePath"] as? String ?? object["path"] as? String).map { [paths.resolve($0)] } ?? []
      case "PBXFileReference":
        guard ["folder", "wrapper"].contains(object["lastKnownFileType"] as? String ?? ""),
          let folder = path(ofReference: id), Self.holdsPackage(folder)
        else { return [] }
        return [folder]
      case "PBXFileSystemSynchronizedRootGroup":
        guard let folder = path(ofReference: id) else { return [] }
        if Self.holdsPackage(folder) { return [folder] }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { !$0.hasPrefix(".") }.map { (folder as NSString).appendingPathComponent($0) }
          .filter(Self.holdsPackage)
      default:
        return []
      }
    }
    return Array(Set(folders)).sorted()
  }

  /// Whether a folder holds a `Package.swift`.
  private static func holdsPackage(_ folder: String) -> Bool {
    FileManager.default.fileExists(atPath: (folder as NSString).appendingPathComponent("Package.swift"))
  }

  /// The target of this project whose product is the given file (`Feed.framework`), for a
  /// project of the same workspace that links it.
  func target(producing product: String) -> PBXTarget? {
    targets.first { target in
      guard Self.codeProductTypes.contains(target.productType ?? ""),
        let reference = objects[target.id]?["productReference"] as? String, let file = objects[reference],
        let path = file["path"] as? String
      else { return false }
      return PathName.last(of: path) == product
    }
  }
}
