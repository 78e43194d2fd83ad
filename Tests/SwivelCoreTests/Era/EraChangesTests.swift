import Testing

@testable import SwivelCore

/// `swivel eras`' table agrees with the engine: each row's behaviour starts at its version, and
/// every version at which an era answer changes has a row.
@Suite struct EraChangesTests {
  private static func era(_ major: Int) -> SystemBehavior {
    SystemBehavior(version: SystemVersion.lastRelease(ofMajor: major) ?? SystemVersion(uncheckedMajor: major, minor: 0))
  }

  @Test(arguments: SystemBehavior.changes.map(\.version.major))
  func eachRowStartsAtItsVersion(major: Int) throws {
    let change = try #require(SystemBehavior.changes.first { $0.version.major == major })
    #expect(change.holds(SystemBehavior(version: change.version)))
    #expect(!change.holds(Self.era(major - 1)), "already true in iOS \(major - 1)")
  }

  @Test func everyChangeOfTheEnginesAnswersHasARow() {
    let answers: [(SystemBehavior) -> AnyHashable] = [
      \.usesLegacyAutorotation, \.convertsLegacyAutorotationToMask, \.honorsShouldAutorotate,
      \.containersAskDelegateForSupportedOrientations, \.asksAppDelegateForSupportedOrientations,
      \.rotatesWithoutRootViewController, \.multitaskingIgnoresControllerMasks, \.deprecatesRequiresFullScreen,
      \.hasAttemptRotationToDeviceOrientation, \.hasGeometryRequests, \.honorsDeviceOrientationSetter,
      \.hasBackgroundExecution, \.controllerViewsStartBelowStatusBar, \.hasTransitionCoordinator,
      \.hasTraitCollections, \.deliversLegacyRotationCallbacks, \.deliversTwoStepRotationCallbacks,
      \.hasViewLayoutCallbacks, \.hasPreferredInterfaceOrientationForPresentation,
      \.namesControllerInNoCommonOrientationReason, \.namesOrientationsInPreferredOrientationReason,
      \.namesNavigationControllerInPushingSameControllerReason,
      \.asksSceneDelegateForSupportedOrientations, \.deprecatesAppDelegateSupportedOrientations,
      \.statusBarOrientationIsNoOp, \.requiresSceneLifeCycle, \.warnsOfSceneLifeCycle, \.requiresLaunchScreen,
      { AnyHashable($0.windowCoordinateSpace) }, { AnyHashable($0.resolved(.automatic)) },
    ].map { answer in { AnyHashable(answer($0)) } }
    let rows = Set(SystemBehavior.changes.map(\.version.major))
    for major in 4...SystemVersion.newestMajor {
      guard SystemVersion.lastRelease(ofMajor: major) != nil, SystemVersion.lastRelease(ofMajor: major - 1) != nil
      else { continue }
      let before = Self.era(major - 1)
      let now = SystemBehavior(version: SystemVersion(uncheckedMajor: major, minor: 0))
      let changed = answers.contains { $0(before) != $0(now) }
      #expect(!changed || rows.contains(major), "iOS \(major) changes an answer but has no row")
    }
  }
}
