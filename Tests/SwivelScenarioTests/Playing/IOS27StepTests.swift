import SwivelCore
import SwivelKit
import Testing

@testable import SwivelScenario

/// iOS 27 in scenarios: `sdk:`, `sceneDelegateMask:`, `sceneLifeCycle:` (Scenario reference, sections 1 and 4).
@Suite struct IOS27StepTests {
  // Apple, UIWindowSceneDelegate.supportedInterfaceOrientations(for:) (iOS 27.0+): the scene
  // delegate's mask replaces the Info.plist's; a new answer counts once UIKit asks again
  // (setNeedsUpdateOfSupportedInterfaceOrientations()).
  @Test func theSceneDelegatesLockCountsOnceUIKitAsksAgain() throws {
    let run = try play(
      """
      app: {UISupportedInterfaceOrientations: [UIInterfaceOrientationPortrait], delegateMask: all}
      controllers: {feed: {supported: allButUpsideDown}}
      window: {root: feed}
      steps:
        - launch: portrait
        - set: {app: {sceneDelegateMask: landscape}}
        - expect: {interface: portrait}
        - setNeedsUpdateOfSupportedInterfaceOrientations: feed
        - wait: 1
        - expect:
            interface: landscapeRight
            events: [{kind: rotationDecision, trigger: supportedOrientationsUpdate, result: rotate}]
      """, ios: "27.1", device: "iphone-15")
    #expect(run.failureMessages == [])
    let decision = try #require(run.events(named: "rotationDecision").last)
    guard case .rotationDecision(let made) = decision.kind else { throw CancellationError() }
    #expect(made.description.contains("∩ app [landscapeRight, landscapeLeft] (scene delegate) ="))
  }

  // Before iOS 27 UIKit never asks the scene delegate: the app delegate's mask decides.
  @Test func beforeIOS27TheSceneDelegatesMaskPlaysNoPart() throws {
    let run = try play(
      """
      app: {delegateMask: portrait, sceneDelegateMask: landscape}
      controllers: {feed: {supported: allButUpsideDown}}
      window: {root: feed}
      steps:
        - launch: portrait
        - rotate: landscapeLeft
        - wait: 1
        - expect: {interface: portrait}
      """, ios: "26.1", device: "iphone-15")
    #expect(run.failureMessages == [])
  }

  // Apple, "UIKit updates" (June 2026): "apps built with the latest SDK must use the scene-based
  // life cycle or they fail to launch"; an app built with the 26 SDK still launches on 27 and
  // logs TN3187's line, as on iOS 26.
  @Test(arguments: [("27.1", nil, false), ("27.1", "26.2", true), ("26.1", nil, true)] as [(String, String?, Bool)])
  func theSceneLifeCycleAndTheSDK(ios: String, sdk: String?, launches: Bool) throws {
    let sdkLine = sdk.map { "sdk: \"\($0)\"\n" } ?? ""
    let expectation =
      launches
      ? "{interface: portrait, noError: true, console: [\"UIScene lifecycle will soon be required\"]}"
      : "{error: {name: NSInternalInconsistencyException}, noEvents: [{kind: launch}]}"
    let run = try play(
      sdkLine + """
        app: {sceneLifeCycle: false}
        controllers: {feed: {}}
        window: {root: feed}
        steps:
          - launch: portrait
          - expect: \(expectation)
        """, ios: ios, device: "iphone-15")
    #expect(run.failureMessages == [])
  }

  // Without the scene life cycle there is no scene delegate to tell of new geometry
  // (UIWindowSceneDelegate.windowScene(_:didUpdate:…) is a scene delegate's method).
  @Test func withoutTheSceneLifeCycleNoSceneHearsOfTheRotation() throws {
    let body = """
      app: {sceneLifeCycle: false}
      controllers: {feed: {supported: allButUpsideDown}}
      window: {root: feed}
      steps:
        - launch: portrait
        - rotate: landscapeLeft
        - wait: 1
        - expect: {interface: landscapeRight, noEvents: [{kind: windowSceneDidUpdateGeometry}]}
      """
    #expect(try play("sdk: \"26.2\"\n" + body, ios: "27.1", device: "iphone-15").failureMessages == [])
    let withScenes = try play(body.replacingOccurrences(of: "false", with: "true"), ios: "27.1", device: "iphone-15")
    #expect(withScenes.failureMessages.count == 1)
  }

  // Each new bad input is a located error that names what to write instead.
  @Test(
    arguments: [
      ("sdk: \"19.0\"\n", "s.yaml:3:6: error: sdk: iOS 19.0 is not a version Swivel reproduces"),
      ("sdk: [27]\n", "s.yaml:3:6: error: sdk is a list; expected an iOS SDK version such as \"26.2\" or \"27.1\""),
      (
        "app: {sceneLifeCycle: false, sceneDelegateMask: all}\n",
        "s.yaml:3:49: error: a scene delegate's mask in an app without the scene life cycle (app: sceneLifeCycle: false) in app's sceneDelegateMask"
      ),
      ("app: {sceneLifeCycle: maybe}\n", "s.yaml:3:23: error: app's sceneLifeCycle is a string ('maybe')"),
      (
        "ios: \"26.1\"\nsteps: [{set: {app: {sceneDelegateMask: all}}}]\n",
        "error: the scene delegate's supportedInterfaceOrientations(for:) is available from iOS 27.0"
      ),
      (
        "steps: [{set: {app: {sceneDelegateMask: all, delegateMask: all}}}]\n",
        "error: both masks in app of step 1 (set); expected one of delegateMask or sceneDelegateMask"
      ),
      (
        "app: {sceneLifeCycle: false}\nsteps: [{set: {app: {sceneDelegateMask: all}}}]\n",
        "error: a scene delegate's mask in an app without the scene life cycle (app: sceneLifeCycle: false) in step 1 (set)"
      ),
    ])
  func badIOS27InputIsALocatedError(body: String, message: String) throws {
    let text = "swivel: 1\ndevice: iphone-15\n" + body
    let error = try #require(ScenarioErrorTests.message(text))
    #expect(error.contains(message), "\(error)")
  }

  // A written sdk: stays in every era the matrix plays; without one the SDK is the era's.
  @Test func theMatrixKeepsAWrittenSDK() throws {
    let scenario = try ScenarioLoader().load(
      yaml: "swivel: 1\ndevice: iphone-15\nsdk: \"26.2\"\n", file: "s.yaml")
    let retargeted = try scenario.retargeted(
      to: DeviceCatalog.model(id: "iphone-15")!, version: try SystemVersion("27.0"), windowing: nil)
    #expect(retargeted.behavior.value.sdk == (try SystemVersion("26.2")))
    let plain = try ScenarioLoader().load(yaml: "swivel: 1\ndevice: iphone-15\n", file: "s.yaml")
    let column = try plain.retargeted(
      to: DeviceCatalog.model(id: "iphone-15")!, version: try SystemVersion("27.0"), windowing: nil)
    #expect(column.behavior.value.sdk == (try SystemVersion("27.0")))
  }
}
