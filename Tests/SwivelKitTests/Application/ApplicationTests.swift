import SwivelCore
import Testing

@testable import SwivelKit

@Suite struct ApplicationTests {
  // DESIGN.md: one Application is one world; nothing is shared.
  @Test func twoApplicationsAreIndependentWorlds() throws {
    let one = makeApplication(), other = makeApplication()
    #expect(one.device !== other.device && one.runLoop !== other.runLoop)
    #expect(one.notificationCenter !== other.notificationCenter)
    try one.launch(deviceOrientation: .portrait)
    one.runLoop.run(for: 2)
    #expect(one.device.orientation == .portrait)
    #expect(other.device.orientation == .unknown)
    #expect(abs(other.runLoop.now) < 1e-9)
  }

  @Test func anApplicationGoesAwayWhenReleased() throws {
    weak var watched: Application?
    do {
      let application = makeApplication()
      application.rotationHandler = RecordingRotationHandler()
      try application.launch(deviceOrientation: .landscapeLeft)
      watched = application
    }
    #expect(watched == nil)
  }

  @Test func theDeviceReportsNothingBeforeLaunch() {
    let application = makeApplication()
    application.device.receiveSensedOrientation(.landscapeLeft)
    application.runLoop.run(for: 1)
    #expect(application.device.orientation == .unknown)
    #expect(application.trace.events.isEmpty)
  }

  // Issue 3, point 4: launch in the device's orientation if allowed; the key window is sized for it.
  @Test func launchingInAnAllowedOrientationFollowsTheDevice() throws {
    let application = makeApplication()
    let launch = try application.launch(deviceOrientation: .landscapeLeft)
    #expect(launch == LaunchOrientation(orientation: .landscapeRight, reason: .followsDevice))
    #expect(application.statusBarOrientation == .landscapeRight)
    let window = try #require(application.keyWindow)
    #expect(application.windows.count == 1)
    #expect(window.interfaceOrientation == .landscapeRight)
    #expect(window.bounds.isApproximatelyEqual(to: Rect(x: 0, y: 0, width: 667, height: 375)))
    #expect(application.isLaunched)
  }

  // Seed 001 and issue 3, point 4: a landscape-only app launched in portrait snaps to landscapeRight.
  @Test func aLandscapeOnlyAppLaunchedInPortraitStartsInLandscapeRight() throws {
    let application = makeApplication(infoPlist: InfoPlist(supportedInterfaceOrientations: .landscape))
    try application.launch(deviceOrientation: .portrait)
    #expect(application.statusBarOrientation == .landscapeRight)
    #expect(application.keyWindow?.interfaceOrientation == .landscapeRight)
  }

  // Era: on iOS 7 the window keeps portrait bounds and turns its root view (WindowGeometry).
  @Test func onIOS7TheKeyWindowKeepsPortraitBounds() throws {
    let application = makeApplication(ios: "7.0")
    try application.launch(deviceOrientation: .landscapeLeft)
    let window = try #require(application.keyWindow)
    #expect(window.interfaceOrientation == .landscapeRight)
    #expect(window.bounds.isApproximatelyEqual(to: Rect(x: 0, y: 0, width: 375, height: 667)))
  }

  @Test(arguments: [DeviceOrientation.faceUp, .faceDown, .unknown])
  func launchingFlatOrUnknownStartsInPortrait(device: DeviceOrientation) throws {
    let application = makeApplication()
    try application.launch(deviceOrientation: device)
    #expect(application.statusBarOrientation == .portrait)
  }

  @Test func theLaunchUsesTheIdiomKey() throws {
    let plist = InfoPlist(
      supportedInterfaceOrientations: .portrait, supportedInterfaceOrientationsByIdiom: [.pad: .all])
    let pad = makeApplication("ipad-9.7", infoPlist: plist)
    try pad.launch(deviceOrientation: .landscapeRight)
    #expect(pad.statusBarOrientation == .landscapeLeft)
    let phone = makeApplication(infoPlist: plist)
    try phone.launch(deviceOrientation: .landscapeRight)
    #expect(phone.statusBarOrientation == .portrait)
  }

  @Test func launchingTwiceIsAnError() throws {
    let application = makeApplication()
    try application.launch(deviceOrientation: .portrait)
    #expect(throws: ApplicationError.alreadyLaunched) { try application.launch(deviceOrientation: .portrait) }
  }

  // Apple, UIDevice.orientation: unknown until notifications begin; the app begins them at launch
  // and the first orientation comes on the next turn.
  @Test func afterLaunchTheDeviceReportsItsOrientationOnTheNextTurn() throws {
    let application = makeApplication()
    try application.launch(deviceOrientation: .faceUp)
    #expect(application.device.isGeneratingDeviceOrientationNotifications)
    #expect(application.device.orientation == .unknown)
    application.runLoop.run(until: 0)
    #expect(application.device.orientation == .faceUp)
    let events = application.trace.events
    #expect(
      Array(events.prefix(2)) == [
        TraceEvent(
          time: 0,
          kind: .launch(
            device: .faceUp, orientation: .portrait,
            reason: "the device lies flat or is unknown: the system's orientation")),
        TraceEvent(time: 0, kind: .deviceOrientationDidChange(orientation: .faceUp)),
      ])
    // Seed 000 / spec: the default rotation handler hears it; flat never turns the interface.
    // Without a root the app decides alone (from iOS 6): its mask is the one recorded.
    #expect(events.count == 3)
    #expect(
      events.last.map { Array($0.fields.map(\.value)) } == [
        .text("faceUp"), .null, .names(["portrait", "landscapeRight", "landscapeLeft"]), .text("stay"),
        .text("stays portrait (faceUp is not an interface orientation)"), .text("deviceOrientationChange"),
      ])
  }

  @Test func launchPostsDidFinishLaunchingAfterTheDelegate() throws {
    let application = makeApplication()
    final class Listener { var log: [String] = [] }
    let listener = Listener()
    final class LoggingDelegate: ApplicationDelegate {
      let listener: Listener
      init(_ listener: Listener) { self.listener = listener }
      func applicationDidFinishLaunching(_ application: Application) { listener.log.append("delegate") }
    }
    application.delegate = LoggingDelegate(listener)
    application.notificationCenter.addObserver(listener, name: .applicationDidFinishLaunching) { listener, _ in
      listener.log.append("notification")
    }
    try application.launch(deviceOrientation: .portrait)
    #expect(listener.log == ["delegate", "notification"])
  }
}
