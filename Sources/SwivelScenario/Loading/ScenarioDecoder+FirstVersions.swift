import SwivelCore
import Yams

/// What a real app could not do in the scenario's era: a step, a presentation style or an
/// expectation that arrived later is refused at load, naming the API and its first version,
/// because the app being reproduced could not have called it. (What the era ignores or
/// deprecates plays as UIKit plays it, and `swivel lint` reports it: among it, overrides of
/// methods the era does not have yet, which an app can carry and still run.)
extension ScenarioDecoder {
  /// The first iOS version in which the app could take a step, for the steps that have one.
  static func firstVersion(
    of action: ScenarioStep.Action, idiom: UserInterfaceIdiom
  ) -> (api: String, version: String)? {
    switch action {
    case .setNeedsUpdateOfSupportedInterfaceOrientations: ("setNeedsUpdateOfSupportedInterfaceOrientations", "16.0")
    case .requestGeometryUpdate: ("requestGeometryUpdate", "16.0")
    case .setNeedsUpdateOfPrefersInterfaceOrientationLocked:
      ("setNeedsUpdateOfPrefersInterfaceOrientationLocked", "26.0")
    case .setDelegateMask: ("the app delegate's application(_:supportedInterfaceOrientationsFor:)", "6.0")
    case .setSceneDelegateMask: ("the scene delegate's supportedInterfaceOrientations(for:)", "27.0")
    case .background, .foreground: ("background execution", "4.0")
    case .resize: ("resizing an iPhone app's window (iPhone Mirroring)", "27.0")
    // The user's rotation lock: an iPad's side switch from its first release (Apple, "iPad:
    // Understanding screen rotation lock"), an iPhone's Portrait Orientation Lock from iOS 4.
    case .lock, .unlock:
      idiom == .pad ? ("the iPad's rotation lock", "3.2") : ("the iPhone's Portrait Orientation Lock", "4.0")
    default: nil
    }
  }

  /// The first iOS version that has a presentation style (Apple, `UIModalPresentationStyle`:
  /// each case's availability); `fullScreen` was always there.
  static func firstVersion(of style: ModalPresentationStyle) -> String? {
    switch style {
    case .fullScreen, .none: nil
    case .pageSheet, .formSheet, .currentContext: "3.2"
    case .custom: "7.0"
    case .overFullScreen, .overCurrentContext, .popover: "8.0"
    case .automatic: "13.0"
    }
  }

  /// Throws when `era` is earlier than `first`: "`api` is available from iOS `first`; this
  /// scenario reproduces iOS …", with what to write instead.
  func requireEra(
    _ era: SystemBehavior, first: String, api: String, context: String, instead: String, at location: SourceLocation
  ) throws(ScenarioError) {
    guard let firstVersion = try? SystemVersion(first), era.version < firstVersion else { return }
    throw ScenarioError(
      .invalidValue(
        "\(api) is available from iOS \(first); this scenario reproduces iOS \(era.version)",
        context: context, expected: "ios: \"\(first)\" or later, or \(instead)"),
      at: location)
  }

  /// What an expectation reads that the era or the device does not have: `locked:`, the
  /// scene's `isInterfaceOrientationLocked` (iOS 26); `safeAreaInsets:`, which exist from iOS 11
  /// (Apple, `UIView.safeAreaInsets`, "iOS 11.0+") and only on a device whose figures Swivel
  /// knows (`DeviceModel.safeAreaProfiles`). (A controller's `prefersLocked:` loads in any era:
  /// an app may override `prefersInterfaceOrientationLocked` and still run on an older iOS,
  /// which never asks it; `swivel lint` says so.)
  func checkExpectationsOfLaterEras(
    steps: [ScenarioStep], era: SystemBehavior, model: DeviceModel
  ) throws(ScenarioError) {
    for (index, step) in steps.enumerated() {
      guard case .expect(let expectation) = step.action else { continue }
      let context = "step \(index + 1) (expect)"
      if let key = expectation.locked {
        try requireEra(
          era, first: "26.0", api: "the scene's isInterfaceOrientationLocked", context: context,
          instead: "no locked", at: key.location)
      }
      guard let first = expectation.safeAreaInsets.first else { continue }
      try requireEra(
        era, first: "11.0", api: "safeAreaInsets", context: context,
        instead: "no safeAreaInsets (there is no safe area)",
        at: first.location)
      if model.safeAreaProfile(in: era) == nil {
        // A profile that holds only from a later SDK (the iPhone Duo's, from 27.1) says so.
        let laterSDK = model.safeAreaProfiles.compactMap(\.fromSDK).first { era.sdk < $0 }
        let why = laterSDK.map { " built with the iOS \(era.sdk) SDK (its figures hold from the \($0) SDK)" } ?? ""
        throw ScenarioError(
          .invalidValue(
            "no safe-area figures for device \(model.id) on iOS \(era.version)\(why)", context: context,
            expected:
              "a device whose figures Swivel knows (swivel devices lists them), or no safeAreaInsets"),
          at: first.location)
      }
    }
  }
}
