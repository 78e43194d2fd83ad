import SwivelCore
import Testing

@testable import SwivelKit

private final class StubSceneDelegate: WindowSceneDelegate {
  let mask: InterfaceOrientationMask?
  init(mask: InterfaceOrientationMask?) { self.mask = mask }
  func supportedInterfaceOrientations(for window: Window) -> InterfaceOrientationMask? { mask }
}

/// iOS 27's scene-delegate mask and the scene life cycle.
@Suite struct SceneDelegateTests {
  private func app(ios: String, sdk: String? = nil) throws -> Application {
    var era = try SystemBehavior(iOSVersion: ios)
    if let sdk { era = era.builtWith(sdk: try SystemVersion(sdk)) }
    return Application(
      model: DeviceCatalog.model(id: "iphone-15")!, infoPlist: InfoPlist(supportedInterfaceOrientations: .portrait),
      systemBehavior: era)
  }

  // Apple, UIWindowSceneDelegate.supportedInterfaceOrientations(for:), iOS 27.0+: "The returned
  // value replaces the app's UISupportedInterfaceOrientations Info.plist value for this scene.
  // If not implemented, the Info.plist value is used."
  @Test(arguments: zip(["26.7", "27.0"], [InterfaceOrientationMask.portrait, .landscape]))
  func theSceneDelegatesMaskReplacesInfoPlistFromIOS27(ios: String, expected: InterfaceOrientationMask) throws {
    let application = try app(ios: ios)
    let sceneDelegate = StubSceneDelegate(mask: .landscape)
    application.sceneDelegate = sceneDelegate
    try application.launch(deviceOrientation: .portrait)
    #expect(application.supportedInterfaceOrientations(for: application.keyWindow) == expected)
  }

  // Swivel's choice where Apple is silent: the scene delegate's answer wins over the app
  // delegate's (deprecated in 27.0: Apple, application(_:supportedInterfaceOrientationsFor:),
  // "iOS 6.0–27.0"); the source is named in the decision.
  @Test func theSceneDelegateWinsOverTheAppDelegate() throws {
    let application = try app(ios: "27.1")
    application.delegate = StubDelegate(mask: .all)
    let sceneDelegate = StubSceneDelegate(mask: .landscapeRight)
    application.sceneDelegate = sceneDelegate
    try application.launch(deviceOrientation: .portrait)
    #expect(application.supportedInterfaceOrientations(for: application.keyWindow) == .landscapeRight)
    let app = application.orientationSettings.mask(in: application.systemBehavior)
    #expect(app.mask == .landscapeRight)
    #expect(app.source == .sceneDelegate)
  }

  @Test func aSceneDelegateWithoutTheMethodLeavesTheAppDelegateInCharge() throws {
    let application = try app(ios: "27.1")
    application.delegate = StubDelegate(mask: .all)
    application.sceneDelegate = StubSceneDelegate(mask: nil)
    try application.launch(deviceOrientation: .portrait)
    #expect(application.orientationSettings.mask(in: application.systemBehavior).source == .delegate)
  }

  // Apple, "UIKit updates" (June 2026): "apps built with the latest SDK must use the scene-based
  // life cycle or they fail to launch"; TN3187.
  @Test func withoutTheSceneLifeCycleTheIOS27SDKDoesNotLaunch() throws {
    let application = try app(ios: "27.1")
    application.usesSceneLifeCycle = false
    try application.launch(deviceOrientation: .portrait)
    #expect(application.state == .failedToLaunch)
    #expect(application.keyWindow == nil)
    #expect(application.terminatingException?.name == .internalInconsistency)
    #expect(throws: ApplicationError.alreadyLaunched) { try application.launch(deviceOrientation: .portrait) }
  }

  // PSOTU (WWDC26): the new behaviour comes "once you rebuild with the latest SDK"; an app built
  // with the iOS 26 SDK still launches on iOS 27 (Swivel's inference), and iOS 26 only logs
  // TN3187's line.
  @Test(arguments: [("27.1", "26.2"), ("26.1", nil)])
  func anOlderSDKOrIOS26StillLaunches(ios: String, sdk: String?) throws {
    let application = try app(ios: ios, sdk: sdk)
    application.usesSceneLifeCycle = false
    try application.launch(deviceOrientation: .portrait)
    #expect(application.state == .launched)
    let logged = application.trace.events.contains {
      $0.kind == .console(message: SystemBehavior.sceneLifeCycleWarningConsoleLine)
    }
    #expect(logged)
  }

  // Without the scene life cycle there is no scene delegate: it is neither asked nor told.
  @Test func withoutTheSceneLifeCycleNoSceneDelegateIsAsked() throws {
    let application = try app(ios: "27.1", sdk: "26.2")
    application.usesSceneLifeCycle = false
    application.sceneDelegate = StubSceneDelegate(mask: .landscape)
    try application.launch(deviceOrientation: .portrait)
    #expect(application.supportedInterfaceOrientations(for: application.keyWindow) == .portrait)
  }
}
