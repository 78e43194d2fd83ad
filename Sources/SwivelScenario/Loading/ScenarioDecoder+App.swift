import SwivelCore
import Yams

extension ScenarioDecoder {
  typealias Key = InfoPlistOrientationKeys.Key

  static let appKeys = [
    "infoPlist", Key.supportedInterfaceOrientations, Key.supportedInterfaceOrientationsPad,
    Key.supportedInterfaceOrientationsPhone, Key.interfaceOrientation, Key.requiresFullScreen, "delegateMask",
  ]

  /// `app:`: an Info.plist file, inline Info.plist keys with UIKit's strings, and the delegate's mask.
  func decodeApp(_ node: Node) throws(ScenarioError) -> AppSpecification {
    let entries = try mapping(node, context: "app", allowed: Self.appKeys)
    var app = AppSpecification(location: location(of: node))
    if let plist = entries["infoPlist"] {
      app.infoPlist = Located(try existingFile(plist, context: "app's infoPlist"), at: location(of: plist))
    }
    app.keys.supportedInterfaceOrientations = try orientationList(entries, Key.supportedInterfaceOrientations)
    app.keys.supportedInterfaceOrientationsPad = try orientationList(entries, Key.supportedInterfaceOrientationsPad)
    app.keys.supportedInterfaceOrientationsPhone = try orientationList(entries, Key.supportedInterfaceOrientationsPhone)
    if let value = entries[Key.interfaceOrientation] {
      app.keys.interfaceOrientation = InfoPlistSetting(
        try infoPlistOrientation(value, context: "app's \(Key.interfaceOrientation)"), at: .source(location(of: value)))
    }
    if let value = entries[Key.requiresFullScreen] {
      app.keys.requiresFullScreen = InfoPlistSetting(
        try bool(value, context: "app's \(Key.requiresFullScreen)"), at: .source(location(of: value)))
    }
    if let value = entries["delegateMask"] {
      app.delegateMask = try mask(value, context: "app's delegateMask")
    }
    return app
  }

  /// A list of Info.plist orientation strings, in the order written.
  func orientationList(_ entries: Mapping, _ key: String) throws(ScenarioError) -> InfoPlistSetting<
    [InterfaceOrientation]
  >? {
    guard let node = entries[key] else { return nil }
    let context = "app's \(key)"
    let items = try sequence(
      node, context: context,
      expected: "a list of Info.plist orientations (\(Self.infoPlistOrientationNames.joined(separator: ", ")))")
    var orientations: [InterfaceOrientation] = []
    for item in items { orientations.append(try infoPlistOrientation(item, context: context)) }
    return InfoPlistSetting(orientations, at: .source(location(of: node)))
  }
}
