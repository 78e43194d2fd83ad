import SwivelCore
import SwivelKit
import Yams

extension ScenarioDecoder {
  static let appKeys =
    ["infoPlist"] + InfoPlist.Key.allCases.map(\.rawValue) + ["delegateMask", "sceneDelegateMask", "sceneLifeCycle"]

  /// `app:`: an Info.plist file, inline Info.plist keys with UIKit's strings, the delegates'
  /// masks, and whether the app has the scene life cycle (a scene delegate needs it).
  func decodeApp(_ node: Node) throws(ScenarioError) -> AppSpecification {
    let entries = try mapping(node, context: "app", allowed: Self.appKeys)
    var app = AppSpecification(location: location(of: node))
    if let plist = entries["infoPlist"] {
      app.infoPlist = Located(try existingFile(plist, context: "app's infoPlist"), at: location(of: plist))
    }
    for key in InfoPlist.Key.allCases {
      guard let value = entries[key.rawValue] else { continue }
      let context = "app's \(key)"
      let place = SettingLocation.source(location(of: value))
      switch key {
      case .supportedInterfaceOrientations:
        app.keys.setSupportedInterfaceOrientations(try orientationList(value, context: context), for: nil, at: place)
      case .supportedInterfaceOrientationsPad:
        app.keys.setSupportedInterfaceOrientations(try orientationList(value, context: context), for: .pad, at: place)
      case .supportedInterfaceOrientationsPhone:
        app.keys.setSupportedInterfaceOrientations(try orientationList(value, context: context), for: .phone, at: place)
      case .interfaceOrientation:
        app.keys.setInterfaceOrientation(try infoPlistOrientation(value, context: context), at: place)
      case .requiresFullScreen:
        app.keys.setRequiresFullScreen(try bool(value, context: context), at: place)
      case .requiresFullScreenPad:
        app.keys.setRequiresFullScreen(try bool(value, context: context), for: .pad, at: place)
      case .requiresFullScreenPhone:
        app.keys.setRequiresFullScreen(try bool(value, context: context), for: .phone, at: place)
      case .launchStoryboardName:
        app.keys.setLaunchScreen(.storyboard(try text(value, context: context)), at: place)
      case .launchScreen:
        _ = try mapping(value, context: context, allowed: nil)
        app.keys.setLaunchScreen(.infoPlistDictionary, at: place)
      case .requiresFullScreenIgnoredStartingWithVersion:
        let written = try text(value, context: context)
        guard let version = SystemVersion(anyNumbered: written) else {
          throw error(
            .invalidValue(
              "'\(QuotedInput.shortened(written))'", context: context, expected: "a system version such as \"27.0\""),
            at: value)
        }
        app.keys.setRequiresFullScreenIgnoredStartingWithVersion(version, at: place)
      }
    }
    if let value = entries["delegateMask"] {
      app.delegateMask = try mask(value, context: "app's delegateMask")
    }
    if let value = entries["sceneLifeCycle"] {
      app.sceneLifeCycle = Located(try bool(value, context: "app's sceneLifeCycle"), at: location(of: value))
    }
    if let value = entries["sceneDelegateMask"] {
      app.sceneDelegateMask = try mask(value, context: "app's sceneDelegateMask")
      if !app.usesSceneLifeCycle {
        throw sceneDelegateWithoutSceneLifeCycle(context: "app's sceneDelegateMask", at: location(of: value))
      }
    }
    return app
  }

  /// A scene delegate's mask (`sceneDelegateMask:`, or a `set` step of it) in an app that says
  /// `sceneLifeCycle: false`: such an app has no scene delegate.
  func sceneDelegateWithoutSceneLifeCycle(context: String, at location: SourceLocation) -> ScenarioError {
    ScenarioError(
      .invalidValue(
        "a scene delegate's mask in an app without the scene life cycle (app: sceneLifeCycle: false)",
        context: context,
        expected: "no sceneDelegateMask, or sceneLifeCycle: true (a scene delegate comes with the scene life cycle)"),
      at: location)
  }

  /// A list of Info.plist orientation strings, as a mask.
  func orientationList(_ node: Node, context: String) throws(ScenarioError) -> InterfaceOrientationMask {
    let items = try sequence(
      node, context: context,
      expected: "a list of Info.plist orientations (\(Self.infoPlistOrientationNames.joined(separator: ", ")))")
    var orientations: [InterfaceOrientation] = []
    for item in items { orientations.append(try infoPlistOrientation(item, context: context)) }
    return InterfaceOrientationMask(orientations)
  }
}
