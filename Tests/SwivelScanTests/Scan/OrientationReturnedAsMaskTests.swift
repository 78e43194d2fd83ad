import SwivelCore
import SwivelScenario
import Testing

@testable import SwivelScan

/// The rule `orientation-returned-as-mask`: Objective-C lets an orientation constant through where
/// a mask is declared, and UIKit reads its number as bits.
@Suite(.enabled(if: LibclangTests.library != nil)) struct OrientationReturnedAsMaskTests {
  private func findings(_ text: String) throws -> [ScanFinding] {
    let library = try #require(LibclangTests.library)
    let facts = try #require(ObjCSourceReader.read(text, file: "C.m", libclang: library))
    return SourceRules.findings(facts, keys: LocatedInfoPlist(), families: [.phone], era: .newest)
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
