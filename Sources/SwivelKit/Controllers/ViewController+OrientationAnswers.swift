import SwivelCore

extension ViewController {
  /// The orientations for which ``shouldAutorotate(to:)`` answers YES.
  final func legacyAutorotateOrientations() -> InterfaceOrientationMask {
    var mask: InterfaceOrientationMask = []
    for orientation in InterfaceOrientation.valid where shouldAutorotate(to: orientation) {
      mask.formUnion(orientation.mask)
    }
    return mask
  }

  /// What the controller's overrides answer now, as the rotation policy takes it: a value per
  /// override its class declares (``orientationOverrides``), `nil` where UIKit's default answers
  /// (so the policy applies the default and says so).
  ///
  /// Which answers are asked depends on the era: iOS 5 and earlier ask only
  /// ``shouldAutorotate(to:)``; later eras ask the mask, `shouldAutorotate` and the preferred
  /// orientation, and the legacy answers only when the mask is not overridden. The answers are
  /// reused while they do not change, so a decision over an unchanged controller allocates
  /// nothing.
  final func orientationAnswers() -> OrientationAnswers {
    let era = systemBehavior
    let overrides = orientationOverrides
    var fields = OrientationAnswers.Fields(
      id: identifier, className: className, supportedInterfaceOrientations: nil, shouldAutorotate: true,
      preferredInterfaceOrientationForPresentation: nil, legacyAutorotateOrientations: nil, container: nil)
    let legacyOverridden = overrides.contains(.shouldAutorotateToInterfaceOrientation)
    if era.usesLegacyAutorotation {
      if legacyOverridden { fields.legacyAutorotateOrientations = legacyAutorotateOrientations() }
    } else {
      if overrides.contains(.supportedInterfaceOrientations) {
        fields.supportedInterfaceOrientations = supportedInterfaceOrientations
      } else if legacyOverridden {
        fields.legacyAutorotateOrientations = legacyAutorotateOrientations()
      }
      if overrides.contains(.shouldAutorotate) { fields.shouldAutorotate = shouldAutorotate }
      if overrides.contains(.preferredInterfaceOrientationForPresentation) {
        fields.preferredInterfaceOrientationForPresentation = preferredInterfaceOrientationForPresentation
      }
    }
    fields.container = containerAnswers(era: era)
    if let cached = cachedAnswers, cached.storage.fields == fields { return cached }
    let answers = OrientationAnswers(fields: fields)
    cachedAnswers = answers
    return answers
  }
}

/// The orientation answers a view controller class overrides (``ViewController/orientationOverrides``).
public struct OrientationOverrides: OptionSet, Hashable, Sendable {
  public let rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// ``ViewController/supportedInterfaceOrientations``.
  public static let supportedInterfaceOrientations = OrientationOverrides(rawValue: 1 << 0)
  /// ``ViewController/shouldAutorotate``.
  public static let shouldAutorotate = OrientationOverrides(rawValue: 1 << 1)
  /// ``ViewController/preferredInterfaceOrientationForPresentation``.
  public static let preferredInterfaceOrientationForPresentation = OrientationOverrides(rawValue: 1 << 2)
  /// ``ViewController/shouldAutorotate(to:)``.
  public static let shouldAutorotateToInterfaceOrientation = OrientationOverrides(rawValue: 1 << 3)
  /// All four.
  public static let all: OrientationOverrides = [
    .supportedInterfaceOrientations, .shouldAutorotate, .preferredInterfaceOrientationForPresentation,
    .shouldAutorotateToInterfaceOrientation,
  ]
}
