import SwivelCore
import Testing

@testable import SwivelKit

/// iOS 16 and later: geometry requests and `setNeedsUpdateOfSupportedInterfaceOrientations`;
/// the key-value-coding device setter; background and foreground.
@Suite struct ModernOrientationTests {
  private func launched(supported: InterfaceOrientationMask, ios: String = "17.0", device: String = "iphone-15") throws
    -> (Application, TestController)
  {
    let root = TestController(identifier: "root")
    root.supported = supported
    let application = try launchApplication(
      root: root, ios: ios, device: device, infoPlist: InfoPlist(supportedInterfaceOrientations: .all))
    return (application, root)
  }

  // Apple, requestGeometryUpdate(_:errorHandler:): the scene turns whatever the device does;
  // UIDevice.orientation stays as held.
  @Test func aGrantedRequestTurnsTheSceneAndNotTheDevice() throws {
    let (application, root) = try launched(supported: .allButUpsideDown)
    try application.requestGeometryUpdate(.landscapeRight)
    application.runLoop.settle()
    #expect(application.statusBarOrientation == .landscapeRight)
    #expect(application.device.orientation == .portrait)
    #expect(root.view.bounds.size == Size(width: 852, height: 393))
    #expect(
      application.trace.events.contains {
        $0.kind == .geometryRequest(requested: .landscapeRight, result: .granted, orientation: .landscapeRight)
      })
    #expect(application.interfaceRotator?.lastDecision?.trigger == .geometryRequest(.landscapeRight))
  }

  // capawesome-team/capacitor-plugins#100, ionic-team/capacitor-plugins#2100: code 101 and its
  // text; the handler runs later and nothing is raised.
  @Test func aRequestTheControllerRefusesGetsError101Later() throws {
    let (application, _) = try launched(supported: .portrait)
    var received: GeometryRequestError?
    try application.requestGeometryUpdate(.landscape) { received = $0 }
    #expect(received == nil)
    application.runLoop.run(for: 0)
    #expect(received?.code == 101)
    #expect(received?.domain == "UISceneErrorDomain")
    #expect(
      received?.message
        == "None of the requested orientations are supported by the view controller. Requested: landscapeRight, landscapeLeft; Supported: portrait"
    )
    #expect(application.statusBarOrientation == .portrait)
    #expect(application.terminatingException == nil)
    #expect(application.trace.events.contains { $0.kind.name == "geometryRequestError" })
  }

  // getsentry/SnapshotPreviews#161: an iPad app that multitasks cannot change its orientation.
  @Test func aMultitaskingIPadAppIsRefusedForItsWindowingMode() throws {
    let (application, _) = try launched(supported: .all, device: "ipad-pro-11")
    var received: GeometryRequestError?
    try application.requestGeometryUpdate(.landscapeLeft) { received = $0 }
    application.runLoop.run(for: 0)
    #expect(
      received?.message
        == "The current windowing mode does not allow for programmatic changes to interface orientation.")
  }

  @Test func beforeIOS16ThereIsNoRequest() throws {
    let (application, _) = try launched(supported: .allButUpsideDown, ios: "15.0")
    try application.requestGeometryUpdate(.landscapeRight)
    #expect(application.statusBarOrientation == .portrait)
    #expect(!application.trace.events.contains { $0.kind.name == "geometryRequest" })
  }

  // Apple, setNeedsUpdateOfSupportedInterfaceOrientations(): the interface turns when its
  // orientation is no longer allowed, and stays when it still is.
  @Test func anUpdateTurnsOnlyWhatIsNoLongerAllowed() throws {
    let (application, root) = try launched(supported: .allButUpsideDown)
    application.device.receiveSensedOrientation(.landscapeLeft)
    application.runLoop.settle()
    #expect(application.statusBarOrientation == .landscapeRight)
    root.supported = .landscape
    try root.setNeedsUpdateOfSupportedInterfaceOrientations()
    #expect(application.interfaceRotator?.lastDecision?.reason == .stillAllowed)
    root.supported = .portrait
    try root.setNeedsUpdateOfSupportedInterfaceOrientations()
    application.runLoop.settle()
    #expect(application.statusBarOrientation == .portrait)
    #expect(application.trace.events.contains { $0.kind == .supportedOrientationsUpdate(controller: "root") })
  }

  @Test(arguments: zip(["15.0", "16.0"], [InterfaceOrientation.landscapeRight, .portrait]))
  func theKeyValueCodingSetterWorksUpToIOS15(ios: String, after: InterfaceOrientation) throws {
    let (application, _) = try launched(supported: .allButUpsideDown, ios: ios)
    application.setDeviceOrientationThroughKeyValueCoding(.landscapeLeft)
    application.runLoop.settle()
    #expect(application.statusBarOrientation == after)
    let logged = application.trace.events.contains {
      $0.kind == .console(message: SystemBehavior.setDeviceOrientationConsoleLine)
    }
    #expect(logged == (ios == "16.0"))
  }

  @Test func turnsInTheBackgroundAreCaughtUpOnReturn() throws {
    let (application, _) = try launched(supported: .allButUpsideDown)
    application.enterBackground()
    application.device.receiveSensedOrientation(.landscapeLeft)
    application.runLoop.settle()
    #expect(application.device.orientation == .landscapeLeft)
    #expect(application.statusBarOrientation == .portrait)
    try application.enterForeground()
    application.runLoop.settle()
    #expect(application.statusBarOrientation == .landscapeRight)
    #expect(application.interfaceRotator?.lastDecision?.trigger == .foreground)
  }

  // Apple, UIWindowSceneDelegate.windowScene(_:didUpdate:interfaceOrientation:traitCollection:)
  // (iOS 13.0+): "Notifies you when the size, orientation, or traits of a scene change." Once per
  // rotation, with the scene's new orientation and size; not at launch, where nothing changes.
  @Test func fromIOS13TheSceneDelegateHearsOfEachRotation() throws {
    let (application, _) = try launched(supported: .allButUpsideDown, ios: "13.0")
    #expect(application.traceLines(kinds: ["windowSceneDidUpdateGeometry"]).isEmpty)
    application.device.receiveSensedOrientation(.landscapeLeft)
    application.runLoop.settle()
    application.device.receiveSensedOrientation(.portrait)
    application.runLoop.settle()
    #expect(
      application.traceLines(kinds: ["windowSceneDidUpdateGeometry"]) == [
        "windowSceneDidUpdateGeometry landscapeRight [852.0, 393.0]",
        "windowSceneDidUpdateGeometry portrait [393.0, 852.0]",
      ])
  }

  // Before iOS 13 there are no scenes (Apple, UIWindowScene, "iOS 13.0+").
  @Test func beforeIOS13NoSceneHearsOfARotation() throws {
    let (application, _) = try launched(supported: .allButUpsideDown, ios: "12.4", device: "iphone-8")
    application.device.receiveSensedOrientation(.landscapeLeft)
    application.runLoop.settle()
    #expect(application.statusBarOrientation == .landscapeRight)
    #expect(application.traceLines(kinds: ["windowSceneDidUpdateGeometry"]).isEmpty)
  }

  // Apple, iOS & iPadOS 16 release notes: attemptRotationToDeviceOrientation "has been deprecated
  // and replaced with" setNeedsUpdateOfSupportedInterfaceOrientations; deprecated, not removed, so
  // it still decides again (lint warns: api-ignored-in-era).
  @Test func fromIOS16AttemptRotationIsDeprecatedButStillDecides() throws {
    let (application, root) = try launched(supported: .portrait)
    application.device.receiveSensedOrientation(.landscapeLeft)
    application.runLoop.settle()
    #expect(application.statusBarOrientation == .portrait)
    root.supported = .allButUpsideDown
    try application.attemptRotationToDeviceOrientation()
    application.runLoop.settle()
    #expect(application.statusBarOrientation == .landscapeRight)
    #expect(application.interfaceRotator?.lastDecision?.trigger == .attemptRotation)
  }
}
