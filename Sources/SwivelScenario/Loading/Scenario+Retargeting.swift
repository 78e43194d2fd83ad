import SwivelCore

extension Scenario {
  /// The same scenario played on another device of its family, in another era and windowing
  /// mode: what `swivel matrix` plays in each cell of its grid.
  ///
  /// Everything but `device:`, `ios:` and `windowing:` is kept as loaded (a written `sdk:` too). What the loader
  /// refuses because the era cannot have it is refused here too, with the same message, at the
  /// line of the step (or of the scenario's `windowing:`): a step, a presentation style or an expectation that arrived later
  /// (`requestGeometryUpdate` before iOS 16), a windowing mode the era does not have (on the
  /// scenario, from `windowing`, or in a `windowing:` step), and a split view the era cannot
  /// have (on an iPhone before iOS 8, or with three columns before iOS 14). A scenario whose `ios:` is its
  /// deployment target only goes upward, where nothing is refused; going below it can be.
  ///
  /// - Parameters:
  ///   - device: a device of the scenario's family (its idiom).
  ///   - version: the iOS version to play.
  ///   - windowing: the iPad app's windowing mode at launch; `nil` for full screen (the default).
  /// - Throws: ``ScenarioError`` when the era cannot have something the scenario does, or the
  ///   device is of another family, or the mode is not an iPad's.
  public func retargeted(
    to device: DeviceModel, version: SystemVersion, windowing: WindowingMode?
  ) throws(ScenarioError) -> Scenario {
    let idiom = self.device.value.model.idiom
    guard device.idiom == idiom else {
      throw ScenarioError(
        .invalidValue(
          "device \(device.id) (\(device.idiom)) for a scenario written for \(idiom)", context: "device",
          expected: "a device of the scenario's family"),
        at: self.device.location)
    }
    // An `sdk:` the scenario writes is kept in every era; without one the app is built with
    // the SDK of the iOS it runs on.
    let era = SystemBehavior(version: version, sdk: sdk?.value)
    let decoder = ScenarioDecoder(file: location.file, directory: "", pathKind: { _ in .nothing })
    var copy = self
    copy.behavior = Located(era, at: behavior.location)
    copy.device = Located(.catalog(device), at: self.device.location)
    copy.windowing = nil
    if let windowing, windowing != .fullScreen {
      let at = self.windowing?.location ?? location
      try decoder.requireWindowing(windowing, idiom: idiom, era: era, context: "windowing", at: at)
      copy.windowing = Located(windowing, at: at)
    }
    for (index, step) in steps.enumerated() {
      let context = "step \(index + 1)"
      if let (api, first) = ScenarioDecoder.firstVersion(of: step.action, idiom: idiom) {
        try decoder.requireEra(
          era, first: first, api: api, context: context, instead: "another step", at: step.location)
      }
      switch step.action {
      case .present(let presentation):
        // A `present:` without `style:` takes the era's default, which every era has.
        if presentation.isStyleWritten, let first = ScenarioDecoder.firstVersion(of: presentation.style) {
          try decoder.requireEra(
            era, first: first, api: "the \(presentation.style.name) presentation style",
            context: "style of \(context) (present)", instead: "another style", at: step.location)
        }
      case .windowing(let mode, _):
        try decoder.requireWindowing(mode, idiom: idiom, era: era, context: context, at: step.location)
      default:
        break
      }
    }
    try decoder.checkExpectationsOfLaterEras(steps: steps, era: era, model: device)
    try decoder.checkFolds(steps: steps, model: device)
    try decoder.checkPhoneWindowing(
      steps: steps, windowing: copy.windowing, share: splitViewShare, era: era, model: device)
    try decoder.checkSplitViews(controllers, idiom: idiom, era: era)
    return copy
  }
}

extension ScenarioDecoder {
  /// Throws when `mode` is not one an app of `idiom` can have in `era`: the same refusal as
  /// `windowingMode(_:context:idiom:era:)` gives at load.
  func requireWindowing(
    _ mode: WindowingMode, idiom: UserInterfaceIdiom, era: SystemBehavior, context: String, at location: SourceLocation
  ) throws(ScenarioError) {
    // A phone's one split screen is the iPhone Duo's inner display, from iOS 27.1
    // (checkPhoneWindowing says which device).
    let duoSplit = mode == .splitView && idiom == .phone && era.hasFoldingDisplays
    if let family = mode.idiom, family != idiom, !duoSplit {
      let expected =
        family == .pad
        ? "an iPad device, or no windowing (an iPhone app's one mode is mirroring)"
        : "an iPhone device, or an iPad mode (splitView, slideOver, stageManager, windowed)"
      throw ScenarioError(
        .invalidValue(
          "windowing \(mode.name) on \(idiom == .pad ? "an iPad" : "a phone")", context: context, expected: expected),
        at: location)
    }
    guard era.version.major >= mode.firstMajorVersion else {
      // iPhone Mirroring came with iOS 18; Swivel models its resizable era, from iOS 27.
      let what =
        mode == .mirroring
        ? "iPhone Mirroring is modelled from iOS 27.0 (its resizable era)"
        : "\(mode.name) is available from iPadOS \(mode.firstMajorVersion).0"
      throw ScenarioError(
        .invalidValue(
          "\(what); this scenario reproduces iOS \(era.version)",
          context: context, expected: "ios: \"\(mode.firstMajorVersion).0\" or later, or another mode"),
        at: location)
    }
  }
}
