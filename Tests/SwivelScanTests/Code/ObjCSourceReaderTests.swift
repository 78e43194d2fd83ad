import Foundation
import SwivelCore
import Testing

@testable import SwivelScan

/// The Objective-C reader finds what the Swift reader finds, as Objective-C spells it. These tests
/// tokenise with libclang and are skipped where it is not installed.
@Suite struct ObjCSourceReaderTests {
  private func read(_ text: String, file: String = "X.m", header: String? = nil) throws -> SourceFacts {
    return ObjCSourceReader.read(text, file: file, header: header)
  }

  // The methods UIKit asks a view controller (Apple, UIViewController, "Configuring the interface
  // orientations": supportedInterfaceOrientations, shouldAutorotate,
  // preferredInterfaceOrientationForPresentation, and from iOS 26 prefersInterfaceOrientationLocked),
  // here as Objective-C instance methods; the superclass from the file's @interface.
  @Test func constantAnswersAreRead() throws {
    let facts = try read(
      """
      #import "BaseViewController.h"

      @interface Player : BaseViewController
      @end

      @implementation Player
      - (UIInterfaceOrientationMask)supportedInterfaceOrientations {
          return UIInterfaceOrientationMaskLandscapeLeft | UIInterfaceOrientationMaskLandscapeRight;
      }
      - (BOOL)shouldAutorotate { return YES; }
      - (UIInterfaceOrientation)preferredInterfaceOrientationForPresentation {
          return UIInterfaceOrientationLandscapeLeft;
      }
      - (BOOL)prefersInterfaceOrientationLocked { return NO; }
      @end
      """)
    let controller = try #require(facts.controllers.first)
    #expect(facts.controllers.count == 1)
    #expect(controller.className == "Player")
    #expect(controller.superclass == "BaseViewController")
    #expect(controller.location == ScanLocation(file: "X.m", line: 6))
    #expect(controller.supported == "landscape")
    #expect(controller.supportedMask == .landscape)
    #expect(controller.supportedLine == 7)
    #expect(controller.shouldAutorotate == "true")
    #expect(controller.shouldAutorotateLine == 10)
    #expect(controller.preferred == "landscapeLeft")
    #expect(controller.preferredOrientation(on: .phone) == .landscapeLeft)
    #expect(controller.prefersLocked == "false")
  }

  @Test(
    arguments: zip(
      [
        "return UIInterfaceOrientationMaskPortrait;", "return UIInterfaceOrientationMaskAll;",
        "return (UIInterfaceOrientationMaskAllButUpsideDown);",
        "return UIInterfaceOrientationMaskPortrait | UIInterfaceOrientationMaskLandscapeLeft;",
        "return self.lockedMask;", "return [super supportedInterfaceOrientations];",
        "return locked ? UIInterfaceOrientationMaskPortrait : UIInterfaceOrientationMaskAll;",
        "if (locked) return UIInterfaceOrientationMaskPortrait; return UIInterfaceOrientationMaskAll;",
        "return UIInterfaceOrientationMaskPortrait |;", "return UIInterfaceOrientationMaskSideways;",
        "return UIInterfaceOrientationPortrait;",
      ],
      [
        "portrait", "all", "allButUpsideDown", "portrait, landscapeLeft", "depends", "super", "depends", "depends",
        "depends", "depends", "none",
      ]))
  func aMaskIsAConstantOrDepends(body: String, expected: String) throws {
    let facts = try read(
      "@implementation C\n- (UIInterfaceOrientationMask)supportedInterfaceOrientations {\n  \(body)\n}\n@end\n")
    #expect(facts.controllers.first?.supported == expected)
  }

  // UIInterfaceOrientationPortrait is 1 and UIInterfaceOrientationMaskPortrait is 1 << 1 (Apple,
  // UIInterfaceOrientation and UIInterfaceOrientationMask): C converts one into the other silently,
  // so a constant of the wrong type is no answer the scan can vouch for.
  @Test func aConstantOfTheOtherTypeDepends() throws {
    let facts = try read(
      """
      @implementation C
      - (UIInterfaceOrientation)preferredInterfaceOrientationForPresentation {
          return UIInterfaceOrientationMaskPortrait;
      }
      - (BOOL)shouldAutorotate { return UIInterfaceOrientationMaskPortrait; }
      @end
      """)
    #expect(facts.controllers.first?.preferred == "depends")
    #expect(facts.controllers.first?.preferredOrientation(on: .phone) == nil)
    #expect(facts.controllers.first?.shouldAutorotate == "depends")
  }

  // UIInterfaceOrientation: portrait 1, upside down 2, landscape right 3, landscape left 4;
  // UIInterfaceOrientationMask is 1 << each (Apple, UIInterfaceOrientationMask). An orientation
  // returned as a mask is read as those bits: landscape left | right is 7, portrait and upside
  // down's bits and bit 0, which is no orientation.
  @Test func anOrientationReturnedWhereAMaskIsWantedIsRecordedWithWhatUIKitReads() throws {
    let facts = try read(
      """
      @implementation Camera
      - (UIInterfaceOrientationMask)supportedInterfaceOrientations {
          return (UIInterfaceOrientationLandscapeLeft | UIInterfaceOrientationLandscapeRight);
      }
      @end
      @implementation AppDelegate
      - (UIInterfaceOrientationMask)application:(UIApplication *)application
        supportedInterfaceOrientationsForWindow:(UIWindow *)window {
          return UIInterfaceOrientationPortrait;
      }
      @end
      """)
    let camera = try #require(facts.orientationsAsMasks.first)
    #expect(facts.orientationsAsMasks.count == 2)
    #expect(camera.className == "Camera")
    #expect(camera.selector == "supportedInterfaceOrientations")
    #expect(camera.constants == ["UIInterfaceOrientationLandscapeLeft", "UIInterfaceOrientationLandscapeRight"])
    #expect(camera.value == 7)
    #expect(camera.mask == [.portrait, .portraitUpsideDown])
    #expect(camera.location.line == 2)
    #expect(facts.controllers.first?.supported == "portrait, portraitUpsideDown")
    #expect(facts.controllers.first?.supportedMask == nil)
    let delegate = try #require(facts.orientationsAsMasks.last)
    #expect(delegate.className == nil)
    #expect(delegate.value == 1)
    #expect(delegate.mask.isEmpty)
    #expect(delegate.location.line == 7)
    #expect(facts.delegateMask == nil)
  }

  @Test(arguments: [
    "return UIInterfaceOrientationMaskPortrait;", "return self.mask;",
    "return UIInterfaceOrientationPortrait + 1;", "return flag ? UIInterfaceOrientationPortrait : 0;",
    "if (x) return UIInterfaceOrientationPortrait; return UIInterfaceOrientationMaskAll;",
  ])
  func masksAndExpressionsAreNoMixUp(body: String) throws {
    let facts = try read(
      "@implementation C\n- (UIInterfaceOrientationMask)supportedInterfaceOrientations {\n  \(body)\n}\n@end\n")
    #expect(facts.orientationsAsMasks.isEmpty)
  }

  @Test func aCategoryOverridingTheMaskIsAControllerWithoutSuperclass() throws {
    let facts = try read(
      """
      @implementation UINavigationController (Rotation)
      - (UIInterfaceOrientationMask)supportedInterfaceOrientations {
          return self.topViewController.supportedInterfaceOrientations;
      }
      @end
      """)
    #expect(facts.controllers.map(\.className) == ["UINavigationController"])
    #expect(facts.controllers.first?.superclass == nil)
    #expect(facts.controllers.first?.supported == "forwards to topViewController")
  }

  @Test func theSuperclassComesFromTheHeaderWhenTheFileHasNone() throws {
    let folder = try ScanFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try ScanFixtures.write(
      "// The player.\n@interface Player : BaseViewController\n@end\n", to: "\(folder)/Player.h")
    let facts = try read(
      """
      #import "Player.h"
      @implementation Player
      - (BOOL)shouldAutorotate { return NO; }
      @end
      """, file: "\(folder)/Player.m", header: "\(folder)/Player.h")
    #expect(facts.controllers.first?.superclass == "BaseViewController")
  }

  @Test func anImplementationMayNameItsSuperclass() throws {
    let facts = try read(
      "@implementation K : UIViewController\n- (BOOL)shouldAutorotate { return NO; }\n@end\n")
    #expect(facts.controllers.first?.superclass == "UIViewController")
    #expect(facts.controllers.first?.shouldAutorotate == "false")
  }

  @Test func classMethodsDeclarationsAndOtherMethodsAreNoOverrides() throws {
    let facts = try read(
      """
      @interface C : UIViewController
      - (UIInterfaceOrientationMask)supportedInterfaceOrientations;
      @end
      @implementation C
      + (BOOL)shouldAutorotate { return NO; }
      - (void)viewDidLoad { [super viewDidLoad]; }
      @end
      """)
    #expect(facts.controllers.isEmpty)
  }

  // The mechanisms of the modern era as Objective-C sends them (shared research notes' API table,
  // from Apple's documentation of each): requestGeometryUpdateWithPreferences:errorHandler: and
  // setNeedsUpdateOfSupportedInterfaceOrientations (16+), attemptRotationToDeviceOrientation
  // (deprecated 16), the private setValue:forKey:@"orientation" trick,
  // beginGeneratingDeviceOrientationNotifications, statusBarOrientation (deprecated 13).
  @Test func mechanismsAreFoundWithTheirLines() throws {
    let facts = try read(
      """
      void Lock(UIWindowScene *scene, UIViewController *controller, id preferences) {
          [scene requestGeometryUpdateWithPreferences:preferences errorHandler:nil];
          [controller setNeedsUpdateOfSupportedInterfaceOrientations];
          [UIViewController attemptRotationToDeviceOrientation];
          [[UIDevice currentDevice] setValue:@(UIInterfaceOrientationLandscapeLeft) forKey:@"orientation"];
          [[UIDevice currentDevice] setValue:@(1) forKey:@"brightness"];
          [[UIDevice currentDevice] beginGeneratingDeviceOrientationNotifications];
          NSInteger a = [[UIApplication sharedApplication] statusBarOrientation];
          NSInteger b = UIApplication.sharedApplication.statusBarOrientation;
          // [UIViewController attemptRotationToDeviceOrientation] in a comment is no call
          NSString *s = @"[UIViewController attemptRotationToDeviceOrientation]";
      }
      """)
    #expect(
      facts.mechanisms.map { "\($0.api)@\($0.location.line)" } == [
        "requestGeometryUpdate(_:errorHandler:)@2", "setNeedsUpdateOfSupportedInterfaceOrientations()@3",
        "attemptRotationToDeviceOrientation()@4", "setValue(_:forKey: \"orientation\")@5",
        "beginGeneratingDeviceOrientationNotifications()@7", "statusBarOrientation@8", "statusBarOrientation@9",
      ])
  }

  // UIApplicationDelegate's application:supportedInterfaceOrientationsForWindow: (Apple): its
  // answer replaces Info.plist's once the app has launched.
  @Test func theAppDelegatesConstantMaskIsRead() throws {
    let facts = try read(
      """
      @implementation AppDelegate
      - (UIInterfaceOrientationMask)application:(UIApplication *)application
        supportedInterfaceOrientationsForWindow:(UIWindow *)window {
          return UIInterfaceOrientationMaskAllButUpsideDown;
      }
      @end
      """)
    #expect(facts.delegateMask?.mask == .allButUpsideDown)
    #expect(facts.delegateMask?.location.line == 2)
    #expect(facts.mechanisms.map(\.api) == ["application(_:supportedInterfaceOrientationsFor:)"])
    #expect(facts.controllers.isEmpty)
  }

  @Test func objectiveCPlusPlusIsRead() throws {
    let facts = try read(
      """
      #include <string>
      @implementation S
      - (UIInterfaceOrientationMask)supportedInterfaceOrientations { return UIInterfaceOrientationMaskPortrait; }
      - (std::string)name { return std::string("s"); }
      @end
      """, file: "S.mm")
    #expect(facts.controllers.first?.supported == "portrait")
  }

  @Test(arguments: [
    // An implementation never closed, a body never closed, an @end alone, junk bytes and NULs.
    "@implementation A\n- (BOOL)shouldAutorotate { return NO;\n@implementation\n- (BOOL)shouldAutorotate {",
    "@end @end - (BOOL)shouldAutorotate { return NO; } @implementation",
    "@implementation B - ( - ( ( ( shouldAutorotate : : { } } } ]]] [[[ setValue: forKey:@\"orientation\"",
    "shouldAutorotate \u{0}\u{1}\u{FFFD}\u{FFFD} @implementation \u{0} { @\"",
  ])
  func malformedCodeGivesFewerFactsAndNoCrash(text: String) throws {
    let facts = ObjCSourceReader.read(text, file: "M.m")
    #expect(facts.controllers.allSatisfy { $0.shouldAutorotate == nil })
  }

  @Test func aFileThatMentionsNoOrientationGivesNothing() throws {
    let facts = try read("@implementation A\n- (void)viewDidLoad {}\n@end\n")
    #expect(facts.controllers.isEmpty && facts.mechanisms.isEmpty)
  }

  @Test(
    arguments: zip(
      ["UIInterfaceOrientationMaskLandscapeLeft", "UIInterfaceOrientationMask", "Portrait"],
      [InterfaceOrientationMask.landscapeLeft, nil, nil]))
  func maskNamesLoseThePrefix(name: String, mask: InterfaceOrientationMask?) {
    #expect(ObjCSourceReader.mask(name) == mask)
  }

  // The compilers take `.m` as Objective-C and `.mm` and `.M` as Objective-C++ (GCC's
  // Objective-C++ language specs, `{".mm", "@objective-c++"}, {".M", "@objective-c++"}`; clang's
  // `getInputKindForExtension`, `.Cases("mm", "M", IK_ObjCXX)`): all are read, in any case, as
  // the scan always did. A dot in a folder's name makes no extension.
  @Test(arguments: [
    ("Sources/Player.m", true), ("Sources/Player.mm", true), ("Sources/Player.M", true),
    ("Sources/Player.MM", true), (".m", true),
    ("Sources/Ça.m", true), ("Sources/Player.swift", false), ("Sources/Player.h", false),
    ("Sources/Player.mmm", false), ("Sources/Player", false), ("Sources.m/Player", false),
    ("Sources.m/", false), ("Sources/Player.\u{301}m", false), ("", false),
  ])
  func objectiveCFilesAreKnownByTheirExtension(path: String, isObjectiveC: Bool) {
    #expect(ObjCSourceReader.isObjectiveC(path) == isObjectiveC)
  }
}
