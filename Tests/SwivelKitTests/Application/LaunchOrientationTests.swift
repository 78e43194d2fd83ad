import SwivelCore
import Testing

@testable import SwivelKit

@Suite struct LaunchOrientationTests {
  private static let iPhone8 = DeviceCatalog.model(id: "iphone-8")!
  private static let iPhoneX = DeviceCatalog.model(id: "iphone-x")!
  private static let iPad = DeviceCatalog.model(id: "ipad-pro-12.9")!

  private func choose(
    _ device: DeviceOrientation, _ plist: InfoPlist, on model: DeviceModel = iPhone8
  ) -> LaunchOrientation {
    LaunchOrientation.choose(deviceOrientation: device, infoPlist: plist, model: model)
  }

  // Seed 001: the app launches in the device's orientation when it is allowed.
  @Test(
    arguments: zip(
      [DeviceOrientation.portrait, .landscapeLeft, .landscapeRight],
      [InterfaceOrientation.portrait, .landscapeRight, .landscapeLeft]))
  func anAllowedDeviceOrientationIsKept(device: DeviceOrientation, interface: InterfaceOrientation) {
    let launch = choose(device, InfoPlist(supportedInterfaceOrientations: .allButUpsideDown))
    #expect(launch == LaunchOrientation(orientation: interface, reason: .followsDevice))
  }

  // Seed 001: "it will snap to one that is" — a landscape-only app launched in portrait starts in
  // landscapeRight, the Home button on the right (issue 3, point 4).
  @Test func aLandscapeOnlyAppSnapsToLandscapeRight() {
    let launch = choose(.portrait, InfoPlist(supportedInterfaceOrientations: .landscape))
    #expect(launch == LaunchOrientation(orientation: .landscapeRight, reason: .snapped))
  }

  @Test func aLandscapeLeftOnlyAppSnapsToLandscapeLeft() {
    let launch = choose(.portrait, InfoPlist(supportedInterfaceOrientations: .landscapeLeft))
    #expect(launch.orientation == .landscapeLeft)
  }

  // Seed 001: a portrait app launched with the device on its side starts in portrait.
  @Test func aPortraitAppSnapsToPortrait() {
    let launch = choose(.landscapeLeft, InfoPlist(supportedInterfaceOrientations: .portrait))
    #expect(launch == LaunchOrientation(orientation: .portrait, reason: .snapped))
  }

  // Issue 3, point 4: lying flat or unknown, the system's current orientation (portrait) where allowed.
  @Test(arguments: [DeviceOrientation.faceUp, .faceDown, .unknown])
  func flatOrUnknownStartsInPortraitWhereAllowed(device: DeviceOrientation) {
    #expect(choose(device, InfoPlist()) == LaunchOrientation(orientation: .portrait, reason: .systemOrientation))
    #expect(choose(device, InfoPlist(supportedInterfaceOrientations: .landscape)).orientation == .landscapeRight)
  }

  // Scenario spec, section 3: a phone without a Home button never shows portraitUpsideDown.
  @Test func upsideDownIsNotAvailableOnAPhoneWithoutHomeButton() {
    let plist = InfoPlist(supportedInterfaceOrientations: .all)
    #expect(
      choose(.portraitUpsideDown, plist, on: Self.iPhoneX)
        == LaunchOrientation(orientation: .portrait, reason: .snapped))
    #expect(choose(.portraitUpsideDown, plist, on: Self.iPhone8).orientation == .portraitUpsideDown)
    #expect(choose(.portraitUpsideDown, plist, on: Self.iPad).orientation == .portraitUpsideDown)
  }

  // Issue 3, point 4: the ~ipad and ~iphone keys decide on their idiom.
  @Test func theIdiomKeyDecidesOnItsIdiom() {
    let plist = InfoPlist(
      supportedInterfaceOrientations: .portrait, supportedInterfaceOrientationsByIdiom: [.pad: .landscape])
    #expect(choose(.portrait, plist, on: Self.iPad).orientation == .landscapeRight)
    #expect(choose(.landscapeLeft, plist, on: Self.iPhone8).orientation == .portrait)
  }

  // Apple, Information Property List, UIInterfaceOrientation: the initial orientation, ignored
  // when UISupportedInterfaceOrientations is present.
  @Test func theInitialOrientationKeyDecidesOnlyWithoutSupportedOrientations() {
    let initialOnly = InfoPlist(interfaceOrientation: .landscapeLeft)
    #expect(
      choose(.portrait, initialOnly) == LaunchOrientation(orientation: .landscapeLeft, reason: .initialOrientationKey))
    let both = InfoPlist(supportedInterfaceOrientations: .allButUpsideDown, interfaceOrientation: .landscapeLeft)
    #expect(choose(.portrait, both) == LaunchOrientation(orientation: .portrait, reason: .followsDevice))
  }

  @Test func anEmptyMaskLaunchesInPortraitAndSaysWhy() {
    let launch = choose(.landscapeLeft, InfoPlist(supportedInterfaceOrientations: []))
    #expect(launch == LaunchOrientation(orientation: .portrait, reason: .noAllowedOrientation))
  }
}
