import Foundation
import SwivelScenario

/// A target of a project, as `project.pbxproj` declares it.
struct PBXTarget {
  /// The target's object id.
  let id: String
  /// The target's name (`TARGET_NAME`).
  let name: String
  /// Its kind of object: `PBXNativeTarget`, `PBXAggregateTarget`, `PBXLegacyTarget`.
  let isa: String
  /// Its product type (`com.apple.product-type.application`); `nil` for targets that build none.
  let productType: String?
  /// Its `XCConfigurationList`'s id.
  let configurationListID: String?

  /// The product type of an app (Apple's `com.apple.product-type.application`); the scan reports
  /// targets of this type only, and lists the others as skipped.
  static let applicationProductType = "com.apple.product-type.application"

  /// What a skipped target is, in words: its product type's (`unit test bundle`,
  /// `app extension`), else its product type or object kind as written.
  var kindDescription: String {
    guard let productType else {
      switch isa {
      case "PBXAggregateTarget": return "aggregate target"
      case "PBXLegacyTarget": return "external build tool target"
      default: return isa
      }
    }
    return Self.productTypeNames[productType] ?? productType
  }

  private static let productTypeNames: [String: String] = [
    "com.apple.product-type.application": "application",
    "com.apple.product-type.application.on-demand-install-capable": "App Clip",
    "com.apple.product-type.application.messages": "Messages app",
    "com.apple.product-type.application.watchapp": "watchOS app",
    "com.apple.product-type.application.watchapp2": "watchOS app",
    "com.apple.product-type.application.watchapp2-container": "watch-only app container",
    "com.apple.product-type.app-extension": "app extension",
    "com.apple.product-type.app-extension.messages": "Messages extension",
    "com.apple.product-type.app-extension.messages-sticker-pack": "sticker pack",
    "com.apple.product-type.extensionkit-extension": "ExtensionKit extension",
    "com.apple.product-type.watchkit-extension": "WatchKit extension",
    "com.apple.product-type.watchkit2-extension": "WatchKit extension",
    "com.apple.product-type.tv-app-extension": "tvOS app extension",
    "com.apple.product-type.bundle.unit-test": "unit test bundle",
    "com.apple.product-type.bundle.ui-testing": "UI test bundle",
    "com.apple.product-type.bundle": "bundle",
    "com.apple.product-type.framework": "framework",
    "com.apple.product-type.framework.static": "static framework",
    "com.apple.product-type.library.static": "static library",
    "com.apple.product-type.library.dynamic": "dynamic library",
    "com.apple.product-type.tool": "command-line tool",
    "com.apple.product-type.xpc-service": "XPC service",
    "com.apple.product-type.instruments-package": "Instruments package",
    "com.apple.product-type.driver-extension": "driver extension",
    "com.apple.product-type.system-extension": "system extension",
  ]
}

extension PBXProject {
  /// The project's targets, in its order; ids that name no object are left out.
  var targets: [PBXTarget] {
    targetIDs.compactMap { id in
      guard let object = objects[id] else { return nil }
      return PBXTarget(
        id: id, name: object["name"] as? String ?? id, isa: object["isa"] as? String ?? "?",
        productType: object["productType"] as? String,
        configurationListID: object["buildConfigurationList"] as? String)
    }
  }

  /// A target's build settings for a configuration, through Xcode's levels: its own defaults
  /// (`SRCROOT`, `PROJECT_DIR`, `TARGET_NAME` …), the project's `.xcconfig` and settings, the
  /// target's `.xcconfig` and settings (Apple, Xcode Help, "Build settings reference", and
  /// "Add a build configuration (xcconfig) file": a target's settings override the project's,
  /// each level's settings override its configuration file's).
  ///
  /// - Parameters:
  ///   - target: the target.
  ///   - requested: the configuration to build; `nil` for Release, as an archive for the App Store
  ///     is built. A name the target does not have falls back to its list's default
  ///     configuration, with a note.
  /// - Returns: the settings, the configuration's name and object id, and the notes made.
  func buildSettings(
    of target: PBXTarget, configuration requested: String?
  ) -> (settings: BuildSettings, configuration: String, configurationID: String?, notes: [ScanNote]) {
    var notes: [ScanNote] = []
    let wanted = requested ?? "Release"
    let targetConfigurations = configurations(ofList: target.configurationListID)
    var name = wanted
    if targetConfigurations.byName[wanted] == nil {
      let fallback =
        targetConfigurations.defaultName.flatMap { targetConfigurations.byName[$0] == nil ? nil : $0 }
        ?? targetConfigurations.byName.keys.sorted().first
      if let fallback {
        // A list of thousands, or a name of kilobytes, is a broken file's: the note stays a line.
        let known = ProjectScanner.list(targetConfigurations.byName.keys.sorted())
        notes.append(
          ScanNote(
            at: ScanLocation(file: file, line: lines.line(ofObject: target.id) ?? 1),
            "target '\(ScanReport.name(target.name))' has no configuration '\(ScanReport.name(wanted))' (it has \(known)); scanned with '\(ScanReport.name(fallback))'"
          ))
        name = fallback
      }
    }
    let configurationID = targetConfigurations.byName[name]
    let projectConfigurations = configurations(ofList: root["buildConfigurationList"] as? String)
    let projectConfigurationID =
      projectConfigurations.byName[name]
      ?? projectConfigurations.defaultName.flatMap { projectConfigurations.byName[$0] }

    var table = BuildSettingTable()
    for (setting, value) in defaults(target: target, configuration: name) {
      table.assign(setting, value: value, origin: nil)
    }
    var reader = XCConfigReader()
    for id in [projectConfigurationID, configurationID].compactMap({ $0 }) {
      guard let configuration = objects[id] else { continue }
      if let path = baseConfigurationPath(of: configuration) {
        reader.read(path, into: &table)
      } else if configuration["baseConfigurationReference"] != nil
        || configuration["baseConfigurationReferenceAnchor"] != nil
      {
        notes.append(
          ScanNote(
            at: ScanLocation(file: file, line: lines.line(ofEntry: "baseConfigurationReference", inObject: id)),
            "the configuration's .xcconfig file cannot be located; its settings are missing"))
      }
      if let settings = configuration["buildSettings"] as? [String: Any] {
        table.assign(buildSettings: settings, file: file) { key in lines.line(ofEntry: key, inObject: id) }
      }
    }
    notes += reader.notes
    return (BuildSettings(table: table, configuration: name), name, configurationID, notes)
  }

  /// The settings Xcode defines itself that Info.plists and `.xcconfig` files refer to (Apple,
  /// Build settings reference: `SRCROOT` and `PROJECT_DIR` are the folder holding the project,
  /// an absolute path, `TARGET_NAME` the target's name, `CONFIGURATION` the configuration's).
  private func defaults(target: PBXTarget, configuration: String) -> [(String, String)] {
    let folder = paths.absoluteFolder
    return [
      ("SRCROOT", folder), ("PROJECT_DIR", folder), ("SOURCE_ROOT", folder), ("PROJECT_NAME", name),
      ("PROJECT_FILE_PATH", (folder as NSString).appendingPathComponent(PathName.last(of: bundle))),
      ("TARGET_NAME", target.name),
      ("TARGETNAME", target.name), ("CONFIGURATION", configuration), ("PLATFORM_NAME", "iphoneos"),
      ("EFFECTIVE_PLATFORM_NAME", "-iphoneos"), ("SDK_NAME", "iphoneos"),
      ("INFOPLIST_EXPAND_BUILD_SETTINGS", "YES"),
    ]
  }

  /// The `.xcconfig` a build configuration is based on: its `baseConfigurationReference`'s path,
  /// or, for a file inside a folder Xcode 16 keeps in sync, the folder's path joined with
  /// `baseConfigurationReferenceRelativePath`.
  private func baseConfigurationPath(of configuration: [String: Any]) -> String? {
    if let reference = configuration["baseConfigurationReference"] as? String {
      return path(ofReference: reference)
    }
    if let anchor = configuration["baseConfigurationReferenceAnchor"] as? String,
      let relative = configuration["baseConfigurationReferenceRelativePath"] as? String,
      let folder = path(ofReference: anchor)
    {
      return ProjectPaths.normalized((folder as NSString).appendingPathComponent(relative))
    }
    return nil
  }
}
