import SwivelCore
import SwivelKit
import SwivelScenario
import Testing

@testable import SwivelScan

/// The rule `orientation-returned-as-mask`: Objective-C lets an orientation constant through where
/// a mask is declared, and UIKit reads its number as bits.
@Suite struct OrientationReturnedAsMaskTests {
  private func findings(_ text: String, app: InfoPlist = InfoPlist()) throws -> [ScanFinding] {
    let facts = ObjCSourceReader.read(text, file: "C.m")
    return SourceRules.findings(facts, keys: LocatedInfoPlist(app), families: [.phone], era: .newest)
  }

  // Apple, UIViewController.supportedInterfaceOrientations: "The value you return must not be 0";
  // UIInterfaceOrientationPortrait is 1, the one bit of UIInterfaceOrientationMask that is no
  // orientation, so the controller supports none and UIKit raises (View Controller Programming
  // Guide: an empty intersection throws UIApplicationInvalidInterfaceOrientationException).
  @Test func portraitReturnedAsAMaskIsAnErrorThatNamesTheMaskToReturn() throws {
    let found = try findings(
      """
      @implementation Reader
      - (UIInterfaceOrientationMask)supportedInterfaceOrientations {
          return UIInterfaceOrientationPortrait;
      }
      @end
      """)
    let finding = try #require(found.first { $0.rule == "orientation-returned-as-mask" })
    #expect(found.filter { $0.rule == "orientation-returned-as-mask" }.count == 1)
    #expect(finding.severity == .error)
    #expect(finding.location == ScanLocation(file: "C.m", line: 2))
    #expect(
      finding.message
        == "Reader's -supportedInterfaceOrientations returns UIInterfaceOrientationPortrait, an orientation where UIKit wants a mask: as a mask 1 holds no orientation, and UIKit raises UIApplicationInvalidInterfaceOrientation when it asks (\"Supported orientations has no common orientation with the application\"). To fix: return UIInterfaceOrientationMaskPortrait"
    )
  }

  // UIInterfaceOrientationLandscapeLeft is 4, UIInterfaceOrientationMaskPortraitUpsideDown's bit
  // (Apple, UIInterfaceOrientation and UIInterfaceOrientationMask); a mask already right in the
  // same expression stays as written in the fix.
  @Test func aLandscapeOrientationIsReadAsOtherOrientations() throws {
    let found = try findings(
      """
      @implementation AppDelegate
      - (UIInterfaceOrientationMask)application:(UIApplication *)application
        supportedInterfaceOrientationsForWindow:(UIWindow *)window {
          return UIInterfaceOrientationMaskPortrait | UIInterfaceOrientationLandscapeLeft;
      }
      @end
      """)
    let finding = try #require(found.first { $0.rule == "orientation-returned-as-mask" })
    #expect(
      finding.message
        == "the app delegate's -application:supportedInterfaceOrientationsForWindow: returns UIInterfaceOrientationMaskPortrait | UIInterfaceOrientationLandscapeLeft, an orientation where UIKit wants a mask: as a mask 6 is [portrait, portraitUpsideDown], not what the name says. To fix: return UIInterfaceOrientationMaskPortrait | UIInterfaceOrientationMaskLandscapeLeft"
    )
  }

  // Read as a mask, UIInterfaceOrientationLandscapeLeft (4) is portrait upside down, which a
  // landscape app does not support: nothing in common, so UIKit raises when it asks (Apple,
  // supportedInterfaceOrientations: the intersection of the app's and the controller's masks is
  // used; View Controller Programming Guide: an empty one throws
  // UIApplicationInvalidInterfaceOrientationException). One finding says both, at the method.
  @Test func aMaskReadThatTheAppDoesNotShareSaysUIKitRaises() throws {
    let found = try findings(
      """
      @implementation Camera
      - (UIInterfaceOrientationMask)supportedInterfaceOrientations {
          return UIInterfaceOrientationLandscapeLeft;
      }
      @end
      """, app: InfoPlist(supportedInterfaceOrientations: .landscape))
    #expect(found.map(\.rule) == ["orientation-returned-as-mask"])
    #expect(
      found.first?.message
        == "Camera's -supportedInterfaceOrientations returns UIInterfaceOrientationLandscapeLeft, an orientation where UIKit wants a mask: as a mask 4 is portraitUpsideDown, not what the name says, and has nothing in common with the app's landscape on iPhone, so UIKit raises UIApplicationInvalidInterfaceOrientation when it asks (\"Supported orientations has no common orientation with the application\"). To fix: return UIInterfaceOrientationMaskLandscapeLeft"
    )
    // In an app that supports every orientation, the mask read is only not what the name says.
    let shared = try findings(
      "@implementation Camera\n- (UIInterfaceOrientationMask)supportedInterfaceOrientations {\n  return UIInterfaceOrientationLandscapeLeft;\n}\n@end",
      app: InfoPlist(supportedInterfaceOrientations: .all))
    #expect(shared.map(\.rule) == ["orientation-returned-as-mask"])
    #expect(shared.first?.message.contains("not what the name says. To fix") == true)
  }

  @Test func aMaskGivesNoFinding() throws {
    let found = try findings(
      """
      @implementation Reader
      - (UIInterfaceOrientationMask)supportedInterfaceOrientations {
          return UIInterfaceOrientationMaskPortrait;
      }
      @end
      """)
    #expect(!found.contains { $0.rule == "orientation-returned-as-mask" })
  }

  @Test func theRuleIsListedWithTheScansRules() {
    #expect(ScanRule.all.contains(.orientationReturnedAsMask))
    #expect(ScanRule.orientationReturnedAsMask.severity == .error)
  }
}
