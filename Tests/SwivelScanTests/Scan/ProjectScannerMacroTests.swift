import Foundation
import SwivelCore
import Testing

@testable import SwivelScan

/// Overrides written in macros: a target's prefix header (`GCC_PREFIX_HEADER`, which Xcode
/// includes before each of the target's sources: Xcode Build Settings reference, "Prefix Header"),
/// a header a file imports with quotes, or the file itself. Skipped where libclang is not
/// installed.
@Suite struct ProjectScannerMacroTests {
  /// A prefix-header macro in the manner of iOS 5 and 6 apps: iOS 5's method and iOS 6's, both
  /// allowing every orientation on iPad and portrait on iPhone.
  private static let prefixHeader = """
    // The app's prefix header.
    #import <UIKit/UIKit.h>

    #ifdef __OBJC__
    #define ROTATE_ON_PAD_ONLY \\
    - (BOOL)shouldAutorotateToInterfaceOrientation:(UIInterfaceOrientation)orientation { \\
        return ([[UIDevice currentDevice] userInterfaceIdiom] == UIUserInterfaceIdiomPad) || \\
            (orientation == UIInterfaceOrientationPortrait); \\
    } \\
    - (NSUInteger)supportedInterfaceOrientations { \\
        return ([[UIDevice currentDevice] userInterfaceIdiom] == UIUserInterfaceIdiomPad \\
            ? UIInterfaceOrientationMaskAll : UIInterfaceOrientationMaskPortrait); \\
    }
    #define LOG(...) NSLog(__VA_ARGS__)
    #endif

    """

  private func controller(_ name: String, body: String, imports: String = "") -> (String, String) {
    (
      "#import \"\(name).h\"\n\(imports)\n@implementation \(name)\n\n- (void)viewDidLoad {\n  LOG(@\"x\");\n}\n\n\(body)\n@end\n",
      "#import <UIKit/UIKit.h>\n\n@interface \(name) : UIViewController\n@end\n"
    )
  }

  /// A universal app with the prefix header and the given sources (name → text, `.m` and `.h`
  /// beside each other under `App/`), scanned.
  private func scan(_ files: [String: String], prefix: String? = prefixHeader) throws -> TargetScan {
    let folder = try ScanFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    for (name, text) in files { try ScanFixtures.write(text, to: "\(folder)/App/\(name)") }
    var settings = [
      "GENERATE_INFOPLIST_FILE": "YES", "INFOPLIST_KEY_UILaunchStoryboardName": "L",
      "IPHONEOS_DEPLOYMENT_TARGET": "12.0", "TARGETED_DEVICE_FAMILY": "1,2",
    ]
    if let prefix {
      try ScanFixtures.write(prefix, to: "\(folder)/App/Prefix.pch")
      settings["GCC_PREFIX_HEADER"] = "App/Prefix.pch"
      settings["GCC_PRECOMPILE_PREFIX_HEADER"] = "YES"
    }
    try ScanFixtures.writeApp(
      in: folder, settings: settings, sources: files.keys.filter { $0.hasSuffix(".m") }.sorted().map { "App/\($0)" })
    return try #require(ProjectScanner().scan(path: folder).targets.first)
  }

  @Test func aPrefixHeaderMacroGivesEachControllerUsingItItsOverrides() throws {
    let (feed, feedHeader) = controller("FeedController", body: "ROTATE_ON_PAD_ONLY\n")
    let (about, aboutHeader) = controller("AboutController", body: "// Rotation.\n\n  ROTATE_ON_PAD_ONLY\n")
    let target = try scan([
      "FeedController.m": feed, "FeedController.h": feedHeader, "AboutController.m": about,
      "AboutController.h": aboutHeader,
    ])
    #expect(target.controllers.map(\.className).sorted() == ["AboutController", "FeedController"])
    let perFamily = OrientationAnswer.byFamily(phone: .mask(.portrait), pad: .mask(.all))
    for controller in target.controllers {
      #expect(controller.superclass == "UIViewController")
      #expect(controller.supportedAnswer == perFamily)
      #expect(controller.legacyAnswer == perFamily)
      // Found at the line of the macro's use, in the controller's file.
      let use = controller.className == "FeedController" ? 9 : 11
      #expect(controller.supportedLine == use)
      #expect(controller.legacyLine == use)
      #expect((controller.location.file as NSString).lastPathComponent == "\(controller.className).m")
    }
  }

  @Test func withoutThePrefixHeaderTheMacroIsNoOverride() throws {
    let (feed, feedHeader) = controller("FeedController", body: "ROTATE_ON_PAD_ONLY\n")
    let target = try scan(["FeedController.m": feed, "FeedController.h": feedHeader], prefix: nil)
    #expect(target.controllers.isEmpty)
  }

  // A quoted import names a header beside the file (or any project header, through Xcode's header
  // map); a macro in the body of an orientation method is expanded even if it names no method.
  @Test func macrosOfImportedHeadersAndOfTheFileAreExpanded() throws {
    let rotation =
      "#define LANDSCAPE_ONLY(mask) - (UIInterfaceOrientationMask)supportedInterfaceOrientations { return mask; }\n"
    let (player, playerHeader) = controller(
      "PlayerController", body: "LANDSCAPE_ONLY(UIInterfaceOrientationMaskLandscape)\n",
      imports: "#import \"Rotation.h\"\n")
    let (kiosk, kioskHeader) = controller(
      "KioskController",
      body:
        "#define KIOSK_MASK UIInterfaceOrientationMaskPortrait\n- (NSUInteger)supportedInterfaceOrientations {\n  return KIOSK_MASK;\n}\n"
    )
    let target = try scan([
      "PlayerController.m": player, "PlayerController.h": playerHeader, "Rotation.h": rotation,
      "KioskController.m": kiosk, "KioskController.h": kioskHeader,
    ])
    let answers = Dictionary(uniqueKeysWithValues: target.controllers.map { ($0.className, $0.supportedAnswer) })
    #expect(answers["PlayerController"] == .mask(.landscape))
    #expect(answers["KioskController"] == .mask(.portrait))
  }

  // The public entry point the fuzzer drives: the prefix header given as bytes.
  @Test func aSourceReadWithItsPrefixHeaderBytesFindsTheMacrosOverrides() throws {
    let (feed, _) = controller("FeedController", body: "ROTATE_ON_PAD_ONLY\n")
    let facts = ProjectScanner().objectiveCSource(
      Data(feed.utf8), file: "FeedController.m", prefixHeader: Data(Self.prefixHeader.utf8))
    #expect(facts.controllers.map(\.className) == ["FeedController"])
    #expect(facts.controllers.first?.supportedLine == 9)
    #expect(facts.notes.isEmpty)
  }

  // FuzzObjCMacros (Fuzz/README.md, Findings): a macro doubled 18 times over a method header with
  // no body, 2^18 headers once expanded (bounded by the expander's 200,000 tokens), each of which
  // looked for its `{` to the end of the file: 20 s. A header ends within
  // `methodHeaderTokens`; the file reads to no controller, and nothing is left unread.
  @Test func aMacroDoublingMethodHeadersIsReadToNothing() throws {
    let data = try Data(contentsOf: URL(fileURLWithPath: ScanFixtures.path("Fuzz/macro-doubling-method-headers.m.bin")))
    let split = try #require(data.firstIndex(of: 0))
    let facts = ProjectScanner().objectiveCSource(
      data[(split + 1)...], file: "Fuzz.m", prefixHeader: data[..<split])
    #expect(facts.controllers.allSatisfy { $0.supportedLine == nil })
  }

  // FuzzObjCMacros (Fuzz/README.md, Findings): macros expanding to thousands of `setValue`
  // messages that never end, each of which read on for its `forKey:` to the file's end (9.6 s
  // under AddressSanitizer). The keys are now found in one pass (`ObjCTokenPassesTests`).
  @Test func macrosExpandingToUnendingSetValueMessagesAreReadInOnePass() throws {
    let data = try Data(
      contentsOf: URL(fileURLWithPath: ScanFixtures.path("Fuzz/macro-setvalue-messages-never-ending.m.bin")))
    let split = try #require(data.firstIndex(of: 0))
    let facts = ProjectScanner().objectiveCSource(
      data[(split + 1)...], file: "Fuzz.m", prefixHeader: data[..<split])
    // No message ends with the key, and no implementation is there: nothing to report.
    #expect(facts.mechanisms.isEmpty && facts.controllers.isEmpty)
  }

  // No method's header runs on past 2,048 tokens to a `{` far below: what stands there is not
  // its body (before the bound, this override was read as answering landscape).
  @Test func aBodyFarBelowAHeaderIsNotItsBody() throws {
    let filler = Array(repeating: "A", count: 3_000).joined(separator: " ")
    let source = """
      @implementation FarController : UIViewController
      - (BOOL)shouldAutorotate { return NO; }
      - (NSUInteger)supportedInterfaceOrientations \(filler)
      { return UIInterfaceOrientationMaskLandscape; }
      @end
      """
    let facts = ProjectScanner().objectiveCSource(Data(source.utf8), file: "FarController.m", prefixHeader: Data())
    let far = try #require(facts.controllers.first { $0.className == "FarController" })
    #expect(far.supportedLine == nil)
  }
}
