import SwivelCore

extension ViewController {
  /// The orientations for which ``shouldAutorotate(to:)`` answers YES, or `nil` when the
  /// controller does not override it (the base implementation answered every question).
  final func legacyAutorotateOrientations() -> InterfaceOrientationMask? {
    var mask: InterfaceOrientationMask = []
    var overridden = false
    for orientation in InterfaceOrientation.valid {
      defaultAnswer = nil
      let answer = shouldAutorotate(to: orientation)
      if answer { mask.formUnion(orientation.mask) }
      if defaultAnswer != .bool(answer) { overridden = true }
    }
    defaultAnswer = nil
    return overridden ? mask : nil
  }

  /// What the controller's overrides answer now, as the rotation policy takes it: a value per
  /// override, `nil` where the base implementation answered (so the policy applies UIKit's
  /// default and says so).
  ///
  /// Which answers are asked depends on the era: iOS 5 and earlier ask only
  /// ``shouldAutorotate(to:)``; later eras ask the mask, `shouldAutorotate` and the preferred
  /// orientation, and the legacy answers only when the mask is not overridden. The answers are
  /// reused while they do not change, so a decision over an unchanged controller allocates
  /// nothing.
  final func orientationAnswers() -> OrientationAnswers {
    let era = systemBehavior
    var fields = OrientationAnswers.Fields(
      id: identifier, className: className, supportedInterfaceOrientations: nil, shouldAutorotate: true,
      preferredInterfaceOrientationForPresentation: nil, legacyAutorotateOrientations: nil, container: nil)
    if era.usesLegacyAutorotation {
      fields.legacyAutorotateOrientations = legacyAutorotateOrientations()
    } else {
      defaultAnswer = nil
      let mask = supportedInterfaceOrientations
      if defaultAnswer == .mask(mask) {
        fields.legacyAutorotateOrientations = legacyAutorotateOrientations()
      } else {
        fields.supportedInterfaceOrientations = mask
      }
      defaultAnswer = nil
      let autorotate = shouldAutorotate
      if defaultAnswer != .bool(autorotate) { fields.shouldAutorotate = autorotate }
      defaultAnswer = nil
      let preferred = preferredInterfaceOrientationForPresentation
      if defaultAnswer != .orientation(preferred) { fields.preferredInterfaceOrientationForPresentation = preferred }
      defaultAnswer = nil
    }
    fields.container = containerAnswers(era: era)
    if let cached = cachedAnswers, cached.storage.fields == fields { return cached }
    let answers = OrientationAnswers(fields: fields)
    cachedAnswers = answers
    return answers
  }
}
