import SwivelCore
import Testing

@testable import SwivelKit

@Suite struct ApplicationDelegateTests {
  // Seed 001: application:supportedInterfaceOrientationsForWindow: "will kick in after the app
  // launches, and override the orientations listed in the Deployment Info" — it replaces the
  // Info.plist mask; it is not intersected with it.
  @Test func afterLaunchTheDelegatesMaskReplacesInfoPlist() throws {
    let application = makeApplication(infoPlist: InfoPlist(supportedInterfaceOrientations: .portrait))
    let delegate = StubDelegate(mask: .landscape)
    application.delegate = delegate
    #expect(application.supportedInterfaceOrientations(for: nil) == .portrait)
    try application.launch(deviceOrientation: .landscapeLeft)
    #expect(application.supportedInterfaceOrientations(for: application.keyWindow) == .landscape)
  }

  // Seed 001: the photo-viewer app — portrait at launch, all orientations after.
  @Test func duringLaunchInfoPlistStillDecides() throws {
    let application = makeApplication(infoPlist: InfoPlist(supportedInterfaceOrientations: .portrait))
    let delegate = StubDelegate(mask: .all)
    application.delegate = delegate
    let launch = try application.launch(deviceOrientation: .landscapeLeft)
    #expect(launch.orientation == .portrait)
    #expect(delegate.stateAtLaunch == .launching)
    #expect(delegate.maskAtLaunch == .portrait)
    #expect(application.supportedInterfaceOrientations(for: nil) == .all)
  }

  @Test func theTwoSourcesOfTheMaskCanBeAskedApart() throws {
    let application = makeApplication(
      infoPlist: InfoPlist(
        supportedInterfaceOrientations: .all, supportedInterfaceOrientationsByIdiom: [.phone: .portrait]))
    application.delegate = StubDelegate(mask: .landscapeLeft)
    #expect(application.delegateSupportedInterfaceOrientations(for: nil) == nil)
    try application.launch(deviceOrientation: .portrait)
    #expect(application.delegateSupportedInterfaceOrientations(for: nil) == .landscapeLeft)
    #expect(application.infoPlistSupportedInterfaceOrientations == .portrait)
  }

  @Test func theKeyWindowExistsWhenTheDelegateFinishesLaunching() throws {
    let application = makeApplication(infoPlist: InfoPlist(supportedInterfaceOrientations: .landscape))
    let delegate = StubDelegate(mask: nil)
    application.delegate = delegate
    try application.launch(deviceOrientation: .portrait)
    #expect(delegate.keyWindowSizeAtLaunch == Size(width: 667, height: 375))
  }

  @Test func aDelegateWithoutTheMethodLeavesInfoPlistInCharge() throws {
    let application = makeApplication(infoPlist: InfoPlist(supportedInterfaceOrientations: .portrait))
    application.delegate = SilentDelegate()
    try application.launch(deviceOrientation: .portrait)
    #expect(application.supportedInterfaceOrientations(for: nil) == .portrait)
  }

  // Issue 3, point 6: a mask of 0 is not an input error; UIKit raises only when it is used.
  @Test func anEmptyDelegateMaskIsReturnedAsIs() throws {
    let application = makeApplication()
    application.delegate = StubDelegate(mask: [])
    try application.launch(deviceOrientation: .portrait)
    #expect(application.supportedInterfaceOrientations(for: nil) == [])
  }

  @Test(arguments: zip(["iphone-8", "ipad-9.7"], [InterfaceOrientationMask.allButUpsideDown, .all]))
  func withoutInfoPlistKeysTheIdiomDefaultApplies(id: String, expected: InterfaceOrientationMask) {
    #expect(makeApplication(id).supportedInterfaceOrientations(for: nil) == expected)
  }
}
