import SwivelCore
import SwivelKit

/// Which fields each kind of trace event has, as the engine writes them: patterns that name a
/// kind may name only its fields (Scenario reference, section 1: a typo must not silently change the
/// meaning; a pattern naming a field its kind never has could never match).
extension EventPattern {
  /// One event of each kind the engine records, in the order the kinds are listed: the Scenario reference's
  /// (section 7), then the engine's extra ones (section 7: "Extra kinds and fields may be
  /// added"). Their values do not matter: the kinds' names and fields are read from them through
  /// `TraceEvent.Kind.name` and `TraceEvent.fields`, the engine's own table, so the two
  /// cannot disagree. A kind the engine adds must be added here.
  static let sampleKinds: [TraceEvent.Kind] = {
    let size = Size(width: 1, height: 1)
    let traits = TraitCollection(userInterfaceIdiom: .phone, horizontalSizeClass: .compact, verticalSizeClass: .regular)
    return [
      .deviceOrientationDidChange(orientation: .portrait),
      .rotationDecision(
        RotationDecision(
          trigger: .deviceOrientationChange, deviceOrientation: .portrait, interfaceOrientation: .portrait,
          result: .stay, reason: .alreadyInOrientation)),
      .willRotateToInterfaceOrientation(controller: "", to: .portrait, duration: 0),
      .willAnimateRotationToInterfaceOrientation(controller: "", to: .portrait, duration: 0),
      .willAnimateFirstHalfOfRotationToInterfaceOrientation(controller: "", to: .portrait, duration: 0),
      .didAnimateFirstHalfOfRotationToInterfaceOrientation(controller: "", to: .portrait),
      .willAnimateSecondHalfOfRotationFromInterfaceOrientation(controller: "", from: .portrait, duration: 0),
      .didRotateFromInterfaceOrientation(controller: "", from: .portrait),
      .viewWillTransitionToSize(controller: "", size: size),
      .viewWillLayoutSubviews(controller: "", bounds: .zero),
      .viewDidLayoutSubviews(controller: "", bounds: .zero),
      .viewWillAppear(controller: ""),
      .viewDidAppear(controller: ""),
      .viewWillDisappear(controller: ""),
      .viewDidDisappear(controller: ""),
      .statusBarOrientationDidChange(orientation: .portrait, from: .portrait),
      .presented(controller: "", style: .fullScreen),
      .dismissed(controller: "", style: .fullScreen),
      .viewDidHandleDeviceOrientation(view: "", orientation: .portrait),
      .error(name: "", reason: ""),
      // The engine's extra kinds.
      .launch(device: .portrait, orientation: .portrait, reason: ""),
      .viewDidLoad(controller: ""),
      .willTransitionToTraitCollection(controller: "", traits: traits),
      .traitCollectionDidChange(controller: "", previous: traits),
      .pushed(controller: "", on: ""),
      .popped(controller: "", on: ""),
      .selected(controller: "", on: "", index: 0),
      .splitViewControllerDidCollapse(controller: "", shown: ""),
      .splitViewControllerDidExpand(controller: ""),
      .geometryRequest(requested: .all, result: .granted, orientation: .portrait),
      .geometryRequestError(domain: "", code: 0, message: ""),
      .console(message: ""),
      .supportedOrientationsUpdate(controller: ""),
      .applicationDidEnterBackground,
      .applicationWillEnterForeground,
      .windowingDidChange(mode: .fullScreen),
      .sceneDidResize(width: 0, height: 0),
      .windowSceneDidUpdateGeometry(orientation: .portrait, size: size),
      .mainThreadBusy(seconds: 0, controller: "", callback: ""),
      .viewSafeAreaInsetsDidChange(controller: "", insets: .zero),
      .statusBarHiddenDidChange(hidden: false),
    ]
  }()

  /// The event kinds of the trace, Scenario reference, section 7's first, then the engine's extra ones.
  public static let kinds: [String] = sampleKinds.map(\.name)

  /// The fields of each kind of event besides `t` and `kind`, by kind name, in the trace's order.
  public static let fieldsByKind: [String: [String]] = Dictionary(
    uniqueKeysWithValues: sampleKinds.map { kind in
      (kind.name, TraceEvent(time: 0, kind: kind).fields.map(\.key))
    })

  /// The fields a pattern of the given kind may name: `t`, `kind`, then the kind's own fields.
  static func fields(ofKind kind: String) -> [String] {
    ["t", "kind"] + (fieldsByKind[kind] ?? [])
  }
}
