import Foundation
import SwivelCore
import SwivelKit
import SwivelScenario
import Testing

@testable import SwivelScan

/// An answer method that does work before it answers (issue 52: a 2012-era iPad app's
/// `shouldAutorotateToInterfaceOrientation:` laid out its views, then returned YES; the scan read
/// the answer as `depends`, and the real bug, layout that never runs where UIKit does not ask,
/// went unsaid).
@Suite struct AnswerSideEffectsTests {
  private static let legacy = """
    @implementation PlayerViewController
    - (BOOL)shouldAutorotateToInterfaceOrientation:(UIInterfaceOrientation)orientation {
        [self layoutControlsForOrientation:orientation];
        NSLog(@"turning");
        return YES;
    }
    @end
    @implementation FeedViewController
    - (UIInterfaceOrientationMask)supportedInterfaceOrientations {
        return UIInterfaceOrientationMaskPortrait;
    }
    @end
    """

  // A message or call for its own sake changes no value the answer reads: the answer is read past
  // it. Seed 003: from iOS 6 UIKit makes the controller's mask of the legacy method's answers.
  @Test func theAnswerIsReadPastAMessageSentForItsOwnSake() throws {
    let facts = ObjCSourceReader.read(Self.legacy, file: "Player.m")
    let player = try #require(facts.controllers.first { $0.className == "PlayerViewController" })
    #expect(player.legacyAutorotate == "all")
    #expect(player.sideEffectMethod == "shouldAutorotateToInterfaceOrientation:")
    #expect(player.sideEffectLine == 3)
    let feed = try #require(facts.controllers.first { $0.className == "FeedViewController" })
    #expect(feed.sideEffectLine == nil)
  }

  // Setting the object's state is work too (artsy/energy's login controller hides a view from
  // its legacy answer, then returns YES).
  @Test func settingTheObjectsStateIsReadPastAndIsWork() throws {
    let facts = ObjCSourceReader.read(
      """
      @implementation LoginViewController
      - (BOOL)shouldAutorotateToInterfaceOrientation:(UIInterfaceOrientation)interfaceOrientation
      {
          self.banner.hidden = UIInterfaceOrientationIsLandscape(interfaceOrientation);
          return YES;
      }
      @end
      """, file: "Login.m")
    let controller = try #require(facts.controllers.first)
    #expect(controller.legacyAutorotate == "all")
    #expect(controller.sideEffectLine == 4)
  }

  // An assignment to a local may change what is returned: still `depends`, and no work is claimed.
  @Test func anAssignmentIsNoStatementToReadPast() throws {
    let facts = ObjCSourceReader.read(
      """
      @implementation P
      - (UIInterfaceOrientationMask)supportedInterfaceOrientations {
          mask = [self computedMask];
          return mask;
      }
      @end
      """, file: "P.m")
    let controller = try #require(facts.controllers.first)
    #expect(controller.supported == "depends")
    #expect(controller.sideEffectLine == nil)
  }

  // Apple, supportedInterfaceOrientations: the system asks "the root view controller or the
  // topmost modal view controller that fills the window", and not at all where the app
  // multitasks on iPad.
  @Test func theWorkIsAFindingAtItsLineWithWhereUIKitDoesNotAsk() throws {
    let facts = ObjCSourceReader.read(Self.legacy, file: "Player.m")
    let multitasking = LocatedInfoPlist(InfoPlist(supportedInterfaceOrientationsByIdiom: [.pad: .all]))
    let found = SourceRules.answerSideEffects(
      facts, keys: multitasking, families: [.phone, .pad], era: try SystemBehavior(iOSVersion: "9.0"))
    #expect(found.map(\.location.line) == [3])
    let finding = try #require(found.first)
    #expect(finding.rule == "answer-has-side-effects")
    #expect(
      finding.message.hasPrefix(
        "PlayerViewController's -shouldAutorotateToInterfaceOrientation: does more than answer: from iOS 6 UIKit calls -shouldAutorotateToInterfaceOrientation: only to make the controller's mask"
      ), "\(finding.message)")
    #expect(finding.message.contains("any controller of this app on iPad, which multitasks"))
    #expect(
      finding.message.hasSuffix(
        "To fix: move it to viewWillTransition(to:with:) or viewWillLayoutSubviews, and leave the method only its answer"
      ))
    // An iPhone app is not told of the iPad.
    let phone = SourceRules.answerSideEffects(
      facts, keys: LocatedInfoPlist(), families: [.phone], era: try SystemBehavior(iOSVersion: "9.0"))
    #expect(phone.first?.message.contains("iPad") == false)
  }

  @Test func theRuleRunsInAScanAndWithoutAnApp() {
    #expect(ScanRule.all.contains(.answerHasSideEffects))
    #expect(SourceScanner.appIndependentRules.contains("answer-has-side-effects"))
  }
}
