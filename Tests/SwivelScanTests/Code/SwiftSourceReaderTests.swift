import Foundation
import SwivelCore
import Testing

@testable import SwivelScan

@Suite struct SwiftSourceReaderTests {
  private func read(_ text: String) -> SourceFacts {
    SwiftSourceReader.read(text, file: "X.swift")
  }

  // The properties UIKit asks a view controller (Apple, UIViewController,
  // "Configuring the interface orientations"): supportedInterfaceOrientations, shouldAutorotate,
  // preferredInterfaceOrientationForPresentation, and from iOS 26 prefersInterfaceOrientationLocked.
  @Test func constantAnswersAreRead() throws {
    let facts = read(
      """
      import UIKit

      class Player: BaseViewController {
        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { [.landscapeLeft, .landscapeRight] }
        override var shouldAutorotate: Bool { true }
        override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
          return UIInterfaceOrientation.landscapeLeft
        }
        override var prefersInterfaceOrientationLocked: Bool { get { false } }
      }
      """)
    let controller = try #require(facts.controllers.first)
    #expect(facts.controllers.count == 1)
    #expect(controller.className == "Player")
    #expect(controller.superclass == "BaseViewController")
    #expect(controller.location.line == 3)
    #expect(controller.supported == "landscape")
    #expect(controller.supportedMask == .landscape)
    #expect(controller.supportedLine == 4)
    #expect(controller.shouldAutorotate == "true")
    #expect(controller.preferred == "landscapeLeft")
    #expect(controller.preferredOrientation(on: .phone) == .landscapeLeft)
    #expect(controller.prefersLocked == "false")
  }

  @Test(
    arguments: zip(
      [
        ".portrait", "UIInterfaceOrientationMask.all", ".allButUpsideDown", "[.portrait]", "(.landscape)",
        "isLocked ? .portrait : .all", "switch mode { case .a: .portrait; default: .all }",
        "topViewController?.supportedInterfaceOrientations ?? .all", "super.supportedInterfaceOrientations",
      ],
      [
        "portrait", "all", "allButUpsideDown", "portrait", "landscape", "depends", "depends",
        "forwards to topViewController", "super",
      ]))
  func aMaskIsAConstantOrDepends(body: String, expected: String) {
    let facts = read(
      "class C: UIViewController {\n  override var supportedInterfaceOrientations: UIInterfaceOrientationMask { \(body) }\n}"
    )
    #expect(facts.controllers.first?.supported == expected)
  }

  @Test func anExtensionOverridingTheMaskIsAController() {
    let facts = read(
      """
      extension UINavigationController {
        open override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
          topViewController?.supportedInterfaceOrientations ?? .portrait
        }
      }
      """)
    #expect(facts.controllers.map(\.className) == ["UINavigationController"])
    #expect(facts.controllers.first?.supported == "forwards to topViewController")
  }

  @Test func aClassWithoutOverridesIsNoController() {
    let facts = read("class C: UIViewController { var supportedInterfaceOrientations = 1 }")
    #expect(facts.controllers.isEmpty)
  }

  // The mechanisms of the modern era (shared research notes' API table, from Apple's documentation
  // of each): requestGeometryUpdate and setNeedsUpdateOfSupportedInterfaceOrientations (16+),
  // attemptRotationToDeviceOrientation (deprecated 16), the private setValue(_:forKey:) trick,
  // beginGeneratingDeviceOrientationNotifications, statusBarOrientation (deprecated 13).
  @Test func mechanismsAreFoundWithTheirLines() {
    let facts = read(
      """
      func lock(scene: UIWindowScene, controller: UIViewController) {
        scene.requestGeometryUpdate(.iOS(interfaceOrientations: .landscape)) { _ in }
        controller.setNeedsUpdateOfSupportedInterfaceOrientations()
        UIViewController.attemptRotationToDeviceOrientation()
        UIDevice.current.setValue(UIInterfaceOrientation.landscapeLeft.rawValue, forKey: "orientation")
        UIDevice.current.setValue(1, forKey: "brightness")
        UIDevice.current.beginGeneratingDeviceOrientationNotifications()
        _ = UIApplication.shared.statusBarOrientation
      }
      """)
    #expect(
      facts.mechanisms.map { "\($0.api)@\($0.location.line)" } == [
        "requestGeometryUpdate(_:errorHandler:)@2", "setNeedsUpdateOfSupportedInterfaceOrientations()@3",
        "attemptRotationToDeviceOrientation()@4", "setValue(_:forKey: \"orientation\")@5",
        "beginGeneratingDeviceOrientationNotifications()@7", "statusBarOrientation@8",
      ])
  }

  // A geometry request with the Mac's preferences (Apple, UIWindowScene.GeometryPreferences.Mac:
  // a window's frame on macOS, no orientation), and whatever is compiled for the Mac only, asks
  // no orientation of an iPhone or iPad (issue 52: a Catalyst-only request was listed as an
  // orientation mechanism).
  @Test func whatOnlyTheMacRunsIsNoMechanism() {
    let facts = read(
      """
      func resize(scene: UIWindowScene) {
        #if targetEnvironment(macCatalyst)
        scene.requestGeometryUpdate(.iOS(interfaceOrientations: .landscape))
        #endif
        scene.requestGeometryUpdate(.Mac(systemFrame: CGRect(x: 0, y: 0, width: 800, height: 600)))
        scene.requestGeometryUpdate(UIWindowScene.GeometryPreferences.Mac(systemFrame: .zero))
        scene.requestGeometryUpdate(.iOS(interfaceOrientations: .portrait))
      }
      """)
    #expect(facts.mechanisms.map { "\($0.api)@\($0.location.line)" } == ["requestGeometryUpdate(_:errorHandler:)@7"])
  }

  // UIApplicationDelegate's application(_:supportedInterfaceOrientationsFor:) (Apple): its answer
  // replaces Info.plist's once the app has launched.
  @Test func theAppDelegatesConstantMaskIsRead() throws {
    let facts = read(
      """
      class AppDelegate: UIResponder, UIApplicationDelegate {
        func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
          .allButUpsideDown
        }
      }
      """)
    #expect(facts.delegateMask?.mask == .allButUpsideDown)
    #expect(facts.delegateMask?.location.line == 2)
    #expect(facts.mechanisms.map(\.api) == ["application(_:supportedInterfaceOrientationsFor:)"])
  }

  @Test func aFileThatMentionsNoOrientationIsNotParsed() {
    #expect(!SwiftSourceReader.mentionsOrientation("class C { func f() {} }"))
    #expect(SwiftSourceReader.mentionsOrientation("x.shouldAutorotate"))
    #expect(SwiftSourceReader.mentionsOrientation("é // [d setValue:@1 forKey:@\"orientation\"]"))
    #expect(!SwiftSourceReader.mentionsOrientation(""))
    #expect(!SwiftSourceReader.mentionsOrientation("shouldAutorotat"))
  }

  // The scan's first test of each file may only say no where the full one does: every
  // identifier holds an anchor, so a file with none mentions none.
  @Test func theAnchorTestRefusesOnlyFilesThatMentionNoIdentifier() {
    for identifier in SwiftSourceReader.identifiers {
      #expect(SwiftSourceReader.identifierAnchors.contains { identifier.contains($0) }, "\(identifier)")
      let text = "let x = 1 // \(identifier)\n"
      let gate = Data(text.utf8).withUnsafeBytes(SwiftSourceReader.mayMentionOrientation)
      #expect(gate && SwiftSourceReader.mentionsOrientation(text), "\(identifier)")
    }
    for text in ["class C { func f() {} }", "", "shouldAutorotat", "supportedInterface", "rientation", "Orientatio"] {
      #expect(!Data(text.utf8).withUnsafeBytes(SwiftSourceReader.mayMentionOrientation), "\(text)")
    }
    // Anchors are not identifiers: `UIDeviceOrientation` alone is read no further.
    #expect(Data("UIDeviceOrientation".utf8).withUnsafeBytes(SwiftSourceReader.mayMentionOrientation))
    #expect(!SwiftSourceReader.mentionsOrientation("UIDeviceOrientation"))
  }

  @Test func brokenSwiftIsReadAsFarAsItParses() {
    let facts = read("class C: UIViewController {\n  override var shouldAutorotate: Bool { false \n func (((")
    #expect(facts.controllers.first?.className == "C")
  }

  // Found by FuzzSwiftSource (Fuzz/README.md): swift-syntax's time doubles with each nested `[`
  // (two readings of each, an inline array or a collection); this file stopped the fuzzer for
  // more than ten seconds (a fixture named .txt: it is not UTF-8, which swift format refuses).
  // Brackets nested deeper than seven levels are a note instead.
  @Test func bracketsNestedTooDeepAreANoteNotAHang() throws {
    let path = ScanFixtures.path("Fuzz/nested-brackets.swift.txt")
    let text = String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
    let facts = SwiftSourceReader.read(text, file: path)
    #expect(facts.controllers.isEmpty)
    #expect(facts.notes.map(\.location) == [ScanLocation(file: path, line: 8)])
    #expect(facts.notes.first?.message.contains("square brackets nest deeper than 7 levels") == true)
  }

  @Test func sevenNestedBracketsAreRead() {
    let seven = String(repeating: "[", count: 7) + String(repeating: "]", count: 7)
    #expect(SwiftSourceReader.deepNesting(in: "let a = \(seven)\nlet b = \(seven)") == nil)
    #expect(SwiftSourceReader.deepNesting(in: "\n\n[" + seven + "]")?.line == 3)
  }

  // Found by FuzzSwiftSource, a parse its harness gave up: eight `[` after a class's name and
  // parentheses, then bytes that are not UTF-8 (characters swift-syntax cannot lex), which it
  // read again at each level (0.3 s for 375 bytes in the fuzz build; behind ten levels, 2,000
  // such characters took 19 s). Eight levels are past the limit now.
  @Test func theFuzzersBracketsBeforeUnlexableCharactersAreANote() throws {
    let path = ScanFixtures.path("Fuzz/brackets-before-unlexable-characters.swift.txt")
    let text = String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
    let facts = SwiftSourceReader.read(text, file: path)
    #expect(facts.notes.map(\.location) == [ScanLocation(file: path, line: 1)])
    #expect(facts.notes.first?.message.contains("square brackets nest deeper than 7 levels") == true)
  }

  // Found by FuzzSwiftSource (Fuzz/README.md): unclosed parentheses on both sides of a line that
  // ends in a member access (`((a.` then `(((`) took swift-syntax 2.5 and 5.7 s in the fuzz
  // build. Parentheses nested deeper than 64 levels are a note instead.
  @Test(arguments: ["nested-parentheses-1.swift.txt", "nested-parentheses-2.swift.txt"])
  func parenthesesNestedTooDeepAreANoteNotAHang(fixture: String) throws {
    let path = ScanFixtures.path("Fuzz/" + fixture)
    let text = String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
    let facts = SwiftSourceReader.read(text, file: path)
    #expect(facts.controllers.isEmpty)
    #expect(facts.notes.count == 1)
    #expect(facts.notes.first?.message.contains("parentheses nest deeper than 64 levels") == true)
  }

  @Test func sixtyFourNestedParenthesesAreRead() {
    let deep = String(repeating: "(", count: 32) + "a.\n" + String(repeating: "(", count: 32)
    #expect(SwiftSourceReader.deepNesting(in: deep) == nil)
    #expect(SwiftSourceReader.deepNesting(in: deep + "\n(")?.line == 3)
    #expect(SwiftSourceReader.deepNesting(in: deep + "\n(")?.brackets == "parentheses")
  }
}
