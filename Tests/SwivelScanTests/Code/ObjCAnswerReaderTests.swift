import Foundation
import SwivelCore
import Testing

@testable import SwivelScan

/// What an Objective-C method answers, read per device family from the lexer's tokens: C's operators
/// on the mask constants, idiom tests, `super`, forwarding, and iOS 5's
/// `shouldAutorotateToInterfaceOrientation:`.
@Suite struct ObjCAnswerReaderTests {
  private func controller(_ methods: String, superclass: String = "UIViewController") throws -> ControllerScan? {
    let text = "@interface C : \(superclass)\n@end\n@implementation C\n\(methods)\n@end\n"
    return ObjCSourceReader.read(text, file: "C.m").controllers.first
  }

  private func supported(_ body: String, superclass: String = "UIViewController") throws -> OrientationAnswer? {
    try controller(
      "- (UIInterfaceOrientationMask)supportedInterfaceOrientations {\n\(body)\n}", superclass: superclass)?
      .supportedAnswer
  }

  // UIKit's header defines each mask as `1 << UIInterfaceOrientation…` and the combined masks with
  // `|` (UIApplication.h, UIInterfaceOrientationMask); apps write masks the same ways.
  @Test(
    arguments: zip(
      [
        "return UIInterfaceOrientationMaskAll & ~UIInterfaceOrientationMaskPortraitUpsideDown;",
        "return ~UIInterfaceOrientationMaskPortraitUpsideDown;",
        "return (1 << UIInterfaceOrientationPortrait) | (1 << UIInterfaceOrientationLandscapeLeft);",
        "return (UIInterfaceOrientationMask)(UIInterfaceOrientationMaskLandscapeLeft | UIInterfaceOrientationMaskLandscapeRight);",
        "return UIInterfaceOrientationMaskAll ^ UIInterfaceOrientationMaskPortrait;",
        "return 26;",
      ],
      [
        InterfaceOrientationMask.allButUpsideDown, .allButUpsideDown, [.portrait, .landscapeLeft], .landscape,
        [.portraitUpsideDown, .landscapeLeft, .landscapeRight], .allButUpsideDown,
      ]))
  func bitOperatorsOnConstantsGiveAConstant(body: String, mask: InterfaceOrientationMask) throws {
    #expect(try supported(body) == .mask(mask))
  }

  // `~UIInterfaceOrientationMaskAll` keeps no orientation's bit: the empty mask, which the report
  // (text and JSON) names `none`, as it names an empty launch mask, not an empty string (a
  // real app's external-display controller printed "supports ," before). Apple,
  // `supportedInterfaceOrientations`: "The value you return must not be 0".
  @Test func theEmptyMaskIsNamedNone() throws {
    let found = try controller(
      "- (UIInterfaceOrientationMask)supportedInterfaceOrientations { return ~UIInterfaceOrientationMaskAll; }")
    #expect(found?.supportedAnswer == .mask([]))
    #expect(found?.supported == "none")
    #expect(OrientationAnswer.byFamily(phone: .mask([]), pad: .mask(.all)).text == "phone: none; pad: all")
  }

  @Test(arguments: [
    "return UI_USER_INTERFACE_IDIOM() == UIUserInterfaceIdiomPad ? UIInterfaceOrientationMaskAll : UIInterfaceOrientationMaskPortrait;",
    "if (UI_USER_INTERFACE_IDIOM() == UIUserInterfaceIdiomPad) return UIInterfaceOrientationMaskAll;\nreturn UIInterfaceOrientationMaskPortrait;",
    "if ([[UIDevice currentDevice] userInterfaceIdiom] == UIUserInterfaceIdiomPhone) {\n  return UIInterfaceOrientationMaskPortrait;\n} else {\n  return UIInterfaceOrientationMaskAll;\n}",
    "if ([UIDevice currentDevice].userInterfaceIdiom != UIUserInterfaceIdiomPad) { return UIInterfaceOrientationMaskPortrait; }\nreturn UIInterfaceOrientationMaskAll;",
    "return IS_IPAD ? UIInterfaceOrientationMaskAll : UIInterfaceOrientationMaskPortrait;",
    "return isPad() ? UIInterfaceOrientationMaskAll : UIInterfaceOrientationMaskPortrait;",
    "BOOL pad = UI_USER_INTERFACE_IDIOM() == UIUserInterfaceIdiomPad;\nif (!pad) return UIInterfaceOrientationMaskPortrait;\nreturn UIInterfaceOrientationMaskAll;",
    "return (self.traitCollection.userInterfaceIdiom == UIUserInterfaceIdiomPad) ? UIInterfaceOrientationMaskAll : UIInterfaceOrientationMaskPortrait;",
  ])
  func anIdiomTestGivesOneAnswerPerFamily(body: String) throws {
    #expect(try supported(body) == .byFamily(phone: .mask(.portrait), pad: .mask(.all)))
  }

  @Test func superAndForwardingAreKnownAsSuch() throws {
    #expect(try supported("return [super supportedInterfaceOrientations];") == .inherited)
    #expect(try supported("return super.supportedInterfaceOrientations;") == .inherited)
    #expect(
      try supported(
        "return [self.topViewController supportedInterfaceOrientations];", superclass: "UINavigationController")
        == .forwards(to: "topViewController"))
    #expect(
      try supported(
        "return [[self topViewController] supportedInterfaceOrientations];", superclass: "UINavigationController")
        == .forwards(to: "topViewController"))
    #expect(
      try supported(
        "return self.selectedViewController.supportedInterfaceOrientations;", superclass: "UITabBarController")
        == .forwards(to: "selectedViewController"))
    #expect(
      try supported("return [self.viewControllers.lastObject supportedInterfaceOrientations];")
        == .forwards(to: "viewControllers.last"))
    #expect(try supported("return [self.player supportedInterfaceOrientations];") == .forwards(to: "player"))
    #expect(try supported("return [self.players[0] supportedInterfaceOrientations];") == .depends)
  }

  @Test func aStateTestDependsUnlessBothBranchesAgree() throws {
    #expect(
      try supported(
        "if (self.locked) return UIInterfaceOrientationMaskPortrait;\nreturn UIInterfaceOrientationMaskAll;")
        == .depends)
    #expect(
      try supported(
        "if (self.locked) { return UIInterfaceOrientationMaskPortrait; }\nreturn UIInterfaceOrientationMaskPortrait;")
        == .mask(.portrait))
    // A call for its own sake changes nothing the answer reads: read past it (issue 52; the work
    // is answer-has-side-effects' finding), and so does setting the object's state; an
    // assignment to a local may change it: still depends.
    #expect(try supported("NSLog(@\"asked\");\nreturn UIInterfaceOrientationMaskPortrait;") == .mask(.portrait))
    #expect(try supported("self.asked = YES;\nreturn UIInterfaceOrientationMaskPortrait;") == .mask(.portrait))
    #expect(try supported("asked = YES;\nreturn UIInterfaceOrientationMaskPortrait;") == .depends)
  }

  // An orientation joined with masks is orientation-returned-as-mask's business, not an answer.
  @Test func anOrientationAmongMasksIsNoAnswer() throws {
    #expect(
      try supported("return UIInterfaceOrientationPortrait | UIInterfaceOrientationMaskLandscape;") != .mask(.landscape)
    )
  }

  // iOS 5 asks shouldAutorotateToInterfaceOrientation: for each orientation (Apple, UIViewController,
  // deprecated in iOS 6; "By default, this method returns YES for the
  // UIInterfaceOrientationPortrait orientation only"), and from iOS 6 UIKit synthesises the mask
  // from it (iOS 6.0 release notes). The reader asks the body for each orientation the same way.
  @Test(
    arguments: zip(
      [
        "return YES;", "return NO;", "return (interfaceOrientation == UIInterfaceOrientationPortrait);",
        "return interfaceOrientation != UIInterfaceOrientationPortraitUpsideDown;",
        "return UIInterfaceOrientationIsLandscape(interfaceOrientation);",
        "return UIInterfaceOrientationIsPortrait(interfaceOrientation) || interfaceOrientation == UIInterfaceOrientationLandscapeLeft;",
        "if (interfaceOrientation == UIInterfaceOrientationLandscapeRight) return YES;\nreturn NO;",
      ],
      [
        InterfaceOrientationMask.all, [], .portrait, .allButUpsideDown, .landscape,
        [.portrait, .portraitUpsideDown, .landscapeLeft], .landscapeRight,
      ]))
  func theLegacyMethodGivesTheMaskOfItsYeses(body: String, mask: InterfaceOrientationMask) throws {
    let scan = try controller(
      "- (BOOL)shouldAutorotateToInterfaceOrientation:(UIInterfaceOrientation)interfaceOrientation {\n\(body)\n}")
    #expect(scan?.legacyAnswer == .mask(mask))
    #expect(scan?.legacyLine == 4)
    #expect(scan?.supportedAnswer == nil)
  }

  @Test func theLegacyMethodPerFamilyAndSuper() throws {
    let perFamily = try controller(
      """
      - (BOOL)shouldAutorotateToInterfaceOrientation:(UIInterfaceOrientation)toInterfaceOrientation {
          if (UI_USER_INTERFACE_IDIOM() == UIUserInterfaceIdiomPad) return YES;
          return toInterfaceOrientation == UIInterfaceOrientationPortrait;
      }
      """)
    #expect(perFamily?.legacyAnswer == .byFamily(phone: .mask(.portrait), pad: .mask(.all)))
    #expect(perFamily?.legacyAutorotate == "phone: portrait; pad: all")
    let inherited = try controller(
      "- (BOOL)shouldAutorotateToInterfaceOrientation:(UIInterfaceOrientation)o { return [super shouldAutorotateToInterfaceOrientation:o]; }"
    )
    #expect(inherited?.legacyAnswer == .inherited)
    let unknown = try controller(
      "- (BOOL)shouldAutorotateToInterfaceOrientation:(UIInterfaceOrientation)o { return self.allowsRotation; }")
    #expect(unknown?.legacyAnswer == .depends)
  }

  // Bytes that are no Objective-C give `depends`, never a crash or a hang.
  @Test(arguments: [
    "return (((((((((((((((((((((((((((((UIInterfaceOrientationMaskAll)))))))))))))))))))))))))))));",
    "return [[[[[[[[[[[[[[[[[[[[[[[[[[[[x y] y] y] y] y] y] y] y] y] y] y] y] y] y] y] y] y] y] y] y] y] y] y] y] y] y] y] y];",
    "return ? : ;", "if (", "if (x) else return YES;", "return ~;", "return 1 << 99;",
    "return (UIInterfaceOrientationMask);",
    "{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{ return YES; }}}}}}}}}}}}}}}}}}}}}}}}}}}}}",
  ])
  func malformedBodiesDepend(body: String) throws {
    let answer = try supported(body)
    #expect(answer == nil || answer == .depends || answer == .mask(.all))
  }

  // FuzzObjCSource, after 7,014,550 executions: `~` (an odd number of them) on an orientation
  // constant made a number past Int's range, whose conversion to an orientation trapped. It is no
  // orientation: the answer depends.
  @Test func aComplementedOrientationIsNoOrientation() throws {
    #expect(try supported("return ~UIInterfaceOrientationPortrait;") == .depends)
    #expect(try supported("return ~~~~~~~~~UIInterfaceOrientationPortrait;") == .depends)
    let data = try Data(
      contentsOf: URL(fileURLWithPath: ScanFixtures.path("Fuzz/orientation-complemented-past-int.m.bin")))
    let read = ProjectScanner().objectiveCSource(String(decoding: data, as: UTF8.self), file: "Fuzz.m")
    #expect(read.controllers.map(\.className) == ["PlayerViewController"])
  }
}
