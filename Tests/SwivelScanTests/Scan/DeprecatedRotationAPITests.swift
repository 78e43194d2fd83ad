import Foundation
import SwivelCore
import Testing

@testable import SwivelScan

/// `deprecated-rotation-api`: overrides and reads of rotation API UIKit deprecated, each judged
/// with the iOS that deprecated it, what replaces it and what becomes of it from the deployment
/// target's era (issue 52: eleven such overrides in one real app were listed and never judged).
@Suite struct DeprecatedRotationAPITests {
  private static func findings(swift text: String, era: String) throws -> [ScanFinding] {
    let facts = SwiftSourceReader.read(text, file: "Player.swift")
    return SourceRules.deprecatedRotationUses(facts, era: try SystemBehavior(iOSVersion: era))
  }

  private static func findings(objectiveC text: String, era: String) throws -> [ScanFinding] {
    let facts = ObjCSourceReader.read(text, file: "Player.m")
    return SourceRules.deprecatedRotationUses(facts, era: try SystemBehavior(iOSVersion: era))
  }

  // UIViewController.h: willRotateToInterfaceOrientation:duration:, willAnimateRotation… and
  // didRotateFromInterfaceOrientation: are API_DEPRECATED("Implement
  // viewWillTransitionToSize:withTransitionCoordinator: instead", ios(2.0, 8.0)); so is
  // interfaceOrientation. The engine delivers the one-step callbacks up to iOS 15.
  @Test func aSwiftControllerOverridingTheOneStepCallbacksIsToldTheirReplacement() throws {
    let source = """
      import UIKit

      final class PlayerViewController: UIViewController {
        override func willRotate(to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval) {
          super.willRotate(to: toInterfaceOrientation, duration: duration)
        }
        override func didRotate(from fromInterfaceOrientation: UIInterfaceOrientation) {
          if self.interfaceOrientation == .portrait { view.setNeedsLayout() }
        }
        func layout(scene: UIWindowScene) {
          _ = scene.interfaceOrientation
        }
      }
      """
    let found = try Self.findings(swift: source, era: "12.0")
    #expect(
      found.map { "\($0.rule)@\($0.location.line)" } == [
        "deprecated-rotation-api@4", "deprecated-rotation-api@7", "deprecated-rotation-api@8",
        // The window scene's own, deprecated in iOS 26 (Apple, UIWindowScene.interfaceOrientation:
        // "Use effectiveGeometry.interfaceOrientation instead").
        "deprecated-rotation-api@11",
      ])
    #expect(
      found[0].message.hasPrefix(
        "PlayerViewController overrides willRotate(to:duration:), deprecated in iOS 8.0: UIKit still calls it from iOS 12.0 to 15"
      ), "\(found[0].message)")
    #expect(
      found[0].message.hasSuffix(
        "To fix: override viewWillTransition(to:with:) and do the work in the coordinator's animate(alongsideTransition:completion:)"
      ))
    #expect(
      found[2].message.hasPrefix(
        "PlayerViewController reads interfaceOrientation, deprecated in iOS 8.0: it still answers."))
    // The window scene's interfaceOrientation (iOS 13) is no deprecated API.
    #expect(!found.contains { $0.location.line == 10 })
  }

  @Test func fromADeploymentTargetOfIOS16TheCallbacksAreSaidNeverToBeCalled() throws {
    let source = """
      class Player: UIViewController {
        override func willAnimateRotation(to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval) {}
      }
      """
    let found = try #require(try Self.findings(swift: source, era: "16.0").first)
    #expect(found.message.contains("with a deployment target of iOS 16.0, Swivel takes it never to be called"))
  }

  // Seed 002: the two-step callbacks are iOS 5's, deprecated there and gone from iOS 6; seed 003:
  // from iOS 6 UIKit makes a mask of shouldAutorotateToInterfaceOrientation:'s answers, and asks
  // supportedInterfaceOrientations instead where it is overridden.
  @Test func anObjectiveCControllerIsToldWhatRunsFromItsDeploymentTarget() throws {
    let source = """
      @implementation PlayerViewController
      - (BOOL)shouldAutorotateToInterfaceOrientation:(UIInterfaceOrientation)orientation {
          return YES;
      }
      - (void)willAnimateFirstHalfOfRotationToInterfaceOrientation:(UIInterfaceOrientation)o duration:(NSTimeInterval)d {
      }
      - (void)viewDidLayoutSubviews {
          if (UIInterfaceOrientationIsLandscape(self.interfaceOrientation)) { }
          UIInterfaceOrientation o = [[UIApplication sharedApplication] statusBarOrientation];
      }
      @end
      @implementation KioskViewController
      - (UIInterfaceOrientationMask)supportedInterfaceOrientations { return UIInterfaceOrientationMaskPortrait; }
      - (BOOL)shouldAutorotateToInterfaceOrientation:(UIInterfaceOrientation)orientation { return NO; }
      @end
      """
    let found = try Self.findings(objectiveC: source, era: "9.0")
    #expect(found.map(\.location.line) == [2, 5, 8, 9, 14])
    #expect(
      found[0].message.hasPrefix(
        "PlayerViewController overrides shouldAutorotateToInterfaceOrientation:, deprecated in iOS 6.0: UIKit only makes the controller's mask of its answers"
      ), "\(found[0].message)")
    #expect(found[1].message.contains("it is never called: iOS 6 removed the two-step rotation"))
    #expect(found[3].message.hasPrefix("PlayerViewController reads statusBarOrientation, deprecated in iOS 13.0"))
    #expect(found[3].message.contains("windowScene?.effectiveGeometry.interfaceOrientation"))
    #expect(found[4].message.contains("UIKit never calls it: the controller's supportedInterfaceOrientations answers"))
    // On iOS 5 the legacy answer still decides.
    let five = try Self.findings(objectiveC: source, era: "5.0")
    #expect(five[0].message.contains("it decides up to iOS 5; from iOS 6"))
  }

  // Apple's migration advice reads the scene's orientation where it exists and the status bar's
  // below: the branch for iOS 12 and earlier runs where the API is not deprecated.
  @Test func aReadInTheBranchBelowTheDeprecationIsLeftAlone() throws {
    let source = """
      class Player: UIViewController {
        func orientation() -> UIInterfaceOrientation {
          if #available(iOS 13.0, *) {
            return view.window?.windowScene?.interfaceOrientation ?? .unknown
          } else {
            return UIApplication.shared.statusBarOrientation
          }
        }
        func always() -> UIInterfaceOrientation { UIApplication.shared.statusBarOrientation }
      }
      """
    let found = try Self.findings(swift: source, era: "12.0")
    // The scene's interfaceOrientation (line 4) runs from iOS 13, past its deprecation in 26.
    #expect(found.map(\.location.line) == [4, 9])
  }

  @Test func theRuleRunsInAScanAndWithoutAnApp() throws {
    #expect(ScanRule.all.contains(.deprecatedRotationAPI))
    #expect(SourceScanner.appIndependentRules.contains("deprecated-rotation-api"))
  }
}
