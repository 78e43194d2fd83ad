import Foundation
import SwivelScenario

extension ProjectScanner {
  /// The code an app target runs from elsewhere, module by module, and what the scan leaves unread.
  struct LinkedCode {
    /// A module whose sources are read with the app's.
    struct Module {
      /// The framework target's or package target's name, as reports name the module.
      var name: String
      /// Its Swift and Objective-C files.
      var files: [String]
      /// The header of each Objective-C file, where there is one.
      var headers: [String: String] = [:]
    }

    var modules: [Module] = []
    /// What the target links that the scan does not read, and manifests it could not read.
    var notes: [ScanNote] = []
  }

  /// How many linked targets and package targets one app target follows at most: real apps link a
  /// few dozen; a project whose links go on for ever must not make the scan do so.
  static let maximumLinkedModules = 256

  /// The framework and library targets an app target runs (of its project, of a referenced
  /// project, or of another project of the workspace that builds a product it links), each with
  /// the ones they link in turn, and the targets of the local Swift packages whose products they
  /// use (with the targets and local packages those depend on), as SwiftPM and Xcode build them.
  ///
  /// - Parameters:
  ///   - target: the application target.
  ///   - project: its project.
  ///   - workspace: the other projects read with it (a workspace's, or a folder's).
  ///   - location: where to place the note on what is not read (the target's line).
  func linkedCode(
    of target: PBXTarget, in project: PBXProject, workspace: [PBXProject], at location: ScanLocation
  ) -> LinkedCode {
    var code = LinkedCode()
    var projects: [String: PBXProject] = [project.bundle: project]
    for other in workspace { projects[other.bundle] = projects[other.bundle] ?? other }
    var pending: [(project: PBXProject, targetID: String)] = []
    var seenTargets: Set<String> = []
    var packages = PackageResolver()
    var remote: [String] = []
    // Products of no remote package whose local package the scan did not find (or whose
    // manifest does not declare them): not "remote", which would send the reader looking online.
    var unfound: [String] = []
    var packageFolders: [String: [String]] = [:]
    var binaries: [String] = []
    var pods: [String] = []

    func follow(_ links: TargetLinks, of owner: PBXProject) {
      for linked in links.targets {
        guard let bundle = linked.projectBundle else {
          pending.append((owner, linked.targetID))
          continue
        }
        // A project the configuration leaves out is not opened, even when an app links it.
        if projects[bundle] == nil, files?.excludesFromSearch(bundle) != true {
          projects[bundle] = try? PBXProject(bundle: bundle)
        }
        if let other = projects[bundle] { pending.append((other, linked.targetID)) }
      }
      for product in links.unbuiltProducts {
        if TargetLinks.isCocoaPods(product) {
          if !pods.contains(product) { pods.append(product) }
        } else if let (other, found) = projects.values.lazy.compactMap({ p in
          p.target(producing: product).map { (p, $0) }
        })
        .first {
          pending.append((other, found.id))
        } else if !binaries.contains(product) {
          binaries.append(product)
        }
      }
      for product in links.packageProducts {
        if product.isRemote {
          if !remote.contains(product.name) { remote.append(product.name) }
          continue
        }
        if product.localPackage == nil, packageFolders[owner.bundle] == nil {
          packageFolders[owner.bundle] = owner.packageFolders
        }
        let folders = product.localPackage.map { [$0] } ?? packageFolders[owner.bundle] ?? []
        if !packages.addProduct(product.name, lookingIn: folders), !unfound.contains(product.name) {
          unfound.append(product.name)
        }
      }
    }

    follow(project.links(of: target), of: project)
    while let (owner, targetID) = pending.popLast(), code.modules.count < Self.maximumLinkedModules {
      guard seenTargets.insert("\(owner.bundle)#\(targetID)").inserted,
        let linked = owner.targets.first(where: { $0.id == targetID })
      else { continue }
      let files = owner.files(of: linked, withExtensions: ObjCSourceReader.extensions.union(["swift"]))
      code.modules.append(
        LinkedCode.Module(
          name: linked.name, files: files, headers: owner.headers(of: files.filter(ObjCSourceReader.isObjectiveC))))
      follow(owner.links(of: linked), of: owner)
    }
    for module in packages.modules.prefix(max(0, Self.maximumLinkedModules - code.modules.count)) {
      code.modules.append(module)
    }
    remote += packages.remoteProducts.filter { !remote.contains($0) }
    // Xcode resolves a product named without its package among every package of the project: one
    // a remote package gives elsewhere in the project is that package's.
    unfound.removeAll { remote.contains($0) }
    code.notes += packages.unreadable.map { ScanNote(at: ScanLocation(file: $0, line: 1), Self.unreadableManifest) }

    var unread: [String] = []
    if !remote.isEmpty { unread.append(Self.counted(remote, "remote Swift package product")) }
    if !unfound.isEmpty {
      unread.append(
        Self.counted(
          unfound, "Swift package product whose local package the scan did not find",
          plural: "Swift package products whose local package the scan did not find"))
    }
    if !binaries.isEmpty {
      unread.append(Self.counted(binaries, "prebuilt framework or library", plural: "prebuilt frameworks or libraries"))
    }
    if !pods.isEmpty { unread.append("CocoaPods' pods (\(pods.joined(separator: ", ")))") }
    if !unread.isEmpty {
      code.notes.append(
        ScanNote(
          at: location,
          "\(target.name) links code the scan does not read: \(unread.joined(separator: "; ")); controllers there are not judged"
        ))
    }
    return code
  }

  /// The note for a `Package.swift` the scan could not read.
  static let unreadableManifest =
    "the package manifest cannot be read (missing, too long or too deeply nested to parse); the package's controllers are not judged"

  /// `3 remote Swift package products (A, B, C)`.
  private static func counted(_ names: [String], _ kind: String, plural: String? = nil) -> String {
    let shown = names.prefix(8).joined(separator: ", ") + (names.count > 8 ? ", …" : "")
    return "\(names.count) \(names.count == 1 ? kind : plural ?? kind + "s") (\(shown))"
  }
}

/// Follows package products to the package targets that build them, through each target's
/// dependencies within its package and into the local packages it names.
struct PackageResolver {
  /// The manifests read, by folder; `nil` for one that could not be read.
  private var manifests: [String: PackageManifest?] = [:]
  private var seen: Set<String> = []
  /// The package targets to read, in the order found.
  private(set) var modules: [ProjectScanner.LinkedCode.Module] = []
  /// The manifests that could not be read.
  private(set) var unreadable: [String] = []
  /// The products of remote packages the package targets depend on.
  private(set) var remoteProducts: [String] = []

  /// The manifest in a folder, read once.
  private mutating func manifest(in folder: String) -> PackageManifest? {
    if let known = manifests[folder] { return known }
    let file = (folder as NSString).appendingPathComponent("Package.swift")
    var manifest: PackageManifest?
    if case .success(let data) = ScanFile.read(file) {
      manifest = PackageManifest.read(String(decoding: data, as: UTF8.self), folder: folder)
    }
    if manifest == nil { unreadable.append(file) }
    manifests[folder] = .some(manifest)
    return manifest
  }

  /// Adds the targets of a product from the first of `folders` whose package declares it;
  /// `false` when none does.
  mutating func addProduct(_ name: String, lookingIn folders: [String]) -> Bool {
    for folder in folders {
      guard let manifest = manifest(in: folder), let targets = manifest.products[name] else { continue }
      for target in targets { addTarget(target, of: manifest, depth: 0) }
      return true
    }
    return false
  }

  private mutating func addTarget(_ name: String, of manifest: PackageManifest, depth: Int) {
    guard depth < 32, modules.count < ProjectScanner.maximumLinkedModules,
      seen.insert(manifest.folder + "#" + name).inserted, let target = manifest.targets[name]
    else { return }
    if !target.isBinary {
      let folder = manifest.sourceFolder(of: target)
      let excluded = target.exclude.map { ProjectPaths.normalized((folder as NSString).appendingPathComponent($0)) }
      let files = PBXProject.filesUnder(folder).filter { file in
        ObjCSourceReader.extensions.union(["swift"]).contains(PathName.fileExtension(of: file).lowercased())
          && !excluded.contains { file == $0 || file.hasPrefix($0 + "/") }
      }
      modules.append(ProjectScanner.LinkedCode.Module(name: name, files: files))
    }
    for dependency in target.dependencies {
      switch dependency {
      case .target(let other):
        addTarget(other, of: manifest, depth: depth + 1)
      case .byName(let other) where manifest.targets[other] != nil:
        addTarget(other, of: manifest, depth: depth + 1)
      case .byName(let product):
        // A product of a local package the manifest depends on.
        _ = addProduct(product, lookingIn: Array(Set(manifest.localPackages.values)).sorted())
      case .product(let product, let package):
        if let folder = manifest.localPackages[package.lowercased()] {
          _ = addProduct(product, lookingIn: [folder])
        } else if !remoteProducts.contains(product) {
          remoteProducts.append(product)
        }
      }
    }
  }
}
