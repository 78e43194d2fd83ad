import SwivelCore
import SwivelKit
import Testing

@testable import SwivelScenario

/// `lock` and `lock: X` (Scenario reference, Steps): what each device's rotation lock holds.
@Suite struct RotationLockStepTests {
  // An iPhone's lock is Control Center's "Portrait Orientation Lock": engaged while the interface
  // is in landscape, it turns it to portrait from iOS 9 on as before ("the iPhone switches back
  // to portrait mode. Apple's official answer: it's working as designed",
  // whatweretheythinkingblog.wordpress.com, 2016, iPhone 6s), and later turns leave it there.
  @Test(arguments: ["- lock", "- lock: portrait", "- lock:"])
  func aPhonesLockTurnsTheInterfaceToPortraitAndHoldsIt(step: String) throws {
    let run = try play(
      """
      controllers: {photos: {supported: allButUpsideDown}}
      window: {root: photos}
      steps:
        - launch: portrait
        - rotate: landscapeLeft
        - wait: 1
        - expect: {interface: landscapeRight}
        \(step)
        - wait: 1
        - expect: {interface: portrait, device: portrait}
        - rotate: landscapeRight
        - wait: 1
        - expect: {interface: portrait}
        - unlock
        - wait: 1
        - expect: {interface: landscapeLeft}
      """, ios: "17.0", device: "iphone-15")
    #expect(run.failureMessages == [])
  }

  // An iPad's lock holds the orientation the interface is in: engaging it turns nothing.
  @Test func anIPadsLockHoldsTheInterfaceWhereItIs() throws {
    let run = try play(
      """
      app: {UIRequiresFullScreen: true}
      controllers: {photos: {supported: all}}
      window: {root: photos}
      steps:
        - launch: portrait
        - rotate: landscapeLeft
        - wait: 1
        - lock
        - rotate: portrait
        - wait: 1
        - expect: {interface: landscapeRight}
      """, ios: "12.0", device: "ipad-9.7")
    #expect(run.failureMessages == [])
  }

  @Test func aPhoneLockNamingAnotherOrientationIsRefusedAtLoad() {
    let error = #expect(throws: ScenarioError.self) {
      _ = try play(
        """
        steps:
          - lock: landscapeLeft
        """)
    }
    #expect(error?.description.contains("test.yaml:5:5:") == true)
    #expect(error?.description.contains("rotation lock on landscapeLeft (it holds portrait only)") == true)
  }

  @Test func anIPadLockNamingAnotherOrientationThanTheInterfacesIsAnError() {
    let error = #expect(throws: ScenarioPlayError.self) {
      _ = try play(
        """
        steps:
          - launch: portrait
          - lock: landscapeLeft
        """, device: "ipad-9.7")
    }
    #expect(error?.location.line == 6)
    #expect(error?.description.contains("holds the orientation the interface is in, portrait") == true)
  }
}

/// `wantsFullScreenLayout:` (Scenario reference, Views): up to iOS 6 a controller's view starts
/// below the 20-point status bar unless it asks for full-screen layout (Apple,
/// `wantsFullScreenLayout`, iOS 3.0–7.0).
@Suite struct StatusBarLayoutStepTests {
  @Test(arguments: [("false", 20.0), ("true", 0.0)])
  func aControllersViewLeavesRoomForTheStatusBarUnlessItWantsFullScreenLayout(wants: String, top: Double) throws {
    let run = try play(
      """
      controllers:
        feed:
          wantsFullScreenLayout: \(wants)
          views: [{id: list, frame: [0, 0, 320, 200], autoresizing: [flexibleWidth]}]
      window: {root: feed}
      steps:
        - launch: portrait
        - expect: {frames: {list: [0, 0, 320, 200]}}
      """, ios: "5.1", device: "iphone-4s")
    #expect(run.failureMessages == [])
    let list = try #require(run.steps.last?.snapshot?.viewsOnScreen.first { $0.id == "list" })
    #expect(list.frameInWindow == Rect(x: 0, y: top, width: 320, height: 200))
  }
}
