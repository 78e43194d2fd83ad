import Testing

@testable import SwivelCore

/// `swivel eras`' table agrees with the engine: each row's behaviour starts at its version, and
/// every version at which an era answer changes has a row.
@Suite struct EraChangesTests {
  private static func era(_ major: Int) -> SystemBehavior {
    SystemBehavior(version: SystemVersion.lastRelease(ofMajor: major) ?? SystemVersion(uncheckedMajor: major, minor: 0))
  }

  /// The release before a version: the previous minor of its major, else the previous major's last.
  private static func release(before version: SystemVersion) -> SystemBehavior {
    version.minor > 0
      ? SystemBehavior(version: SystemVersion(uncheckedMajor: version.major, minor: version.minor - 1))
      : era(version.major - 1)
  }

  @Test(arguments: SystemBehavior.changes.map(\.version))
  func eachRowStartsAtItsVersion(version: SystemVersion) throws {
    let change = try #require(SystemBehavior.changes.first { $0.version == version })
    #expect(change.holds(SystemBehavior(version: change.version)))
    #expect(!change.holds(Self.release(before: version)), "already true before iOS \(version)")
  }

  // The rows are in order, one per version.
  @Test func theRowsAreInOrderOnePerVersion() {
    let versions = SystemBehavior.changes.map(\.version)
    #expect(versions == versions.sorted())
    #expect(Set(versions).count == versions.count)
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
      \.hasFoldingDisplays,
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
