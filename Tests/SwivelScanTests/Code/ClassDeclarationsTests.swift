import Testing

@testable import SwivelScan

/// The class names a file declares, which tell the scan whose code it has read.
@Suite struct ClassDeclarationsTests {
  private func names(_ text: String, objectiveC: Bool = false) -> Set<String> {
    Array(text.utf8).withUnsafeBytes { ClassDeclarations.declarations(in: $0, objectiveC: objectiveC).names }
  }

  @Test func swiftClassesAreFoundAndClassMembersAreNot() {
    #expect(
      names(
        """
        final class Nav: UINavigationController {
          class func make() -> Nav { Nav() }
          class var shared: Nav { Nav() }
        }
        open class\tTabs<T>: UITabBarController {}
        struct subclass {}
        let metaclass = 1
        """) == ["Nav", "Tabs"])
  }

  // `@objc(Name)` gives a Swift class the name Objective-C code uses for it (The Swift
  // Programming Language, Attributes: objc): videolan/vlc-ios's Objective-C launch code makes
  // `[VLCBottomTabBarController new]`, a Swift class named BottomTabBarController.
  @Test func anObjCAttributeNamesTheClassForObjectiveC() {
    let found = Array(
      """
      @objc(VLCTabs)
      final class Tabs: UITabBarController {}
      @objc(VLCSplit) @MainActor public final class Split: UISplitViewController {}
      @objc(tap:) func tap() {}
      class Plain: UIViewController {}
      """.utf8
    ).withUnsafeBytes { ClassDeclarations.declarations(in: $0, objectiveC: false) }
    #expect(found.objectiveCNames == ["VLCTabs": "Tabs", "VLCSplit": "Split"])
  }

  @Test func objectiveCInterfacesAndImplementationsAreFound() {
    #expect(
      names(
        "@interface RSTNav : UINavigationController\n@end\n@implementation RSTNav\n@end\n@implementation Feed (Orientation)\n@end",
        objectiveC: true) == ["RSTNav", "Feed"])
    #expect(names("@interface Foo", objectiveC: false).isEmpty)
  }

  private func superclasses(_ text: String, objectiveC: Bool = false) -> [String: String] {
    Array(text.utf8).withUnsafeBytes { ClassDeclarations.declarations(in: $0, objectiveC: objectiveC).superclasses }
  }

  // Swift: the first type after the colon, past a generic clause and a module's name; The Swift
  // Programming Language, "Inheritance": a subclass names its superclass after a colon.
  @Test func swiftSuperclassesAreTheFirstInheritedType() {
    #expect(
      superclasses(
        """
        final class Feed: BaseViewController, Themed {}
        open class Tabs<T: Equatable, U>: UIKit.UITabBarController {}
        class Plain {}
        class Spread
          : BaseViewController {}
        extension Feed: Themed {}
        class var shared: Feed { Feed() }
        """) == ["Feed": "BaseViewController", "Tabs": "UITabBarController", "Spread": "BaseViewController"])
  }

  @Test func objectiveCSuperclassesComeFromInterfaces() {
    #expect(
      superclasses(
        "@interface Feed : BaseViewController <Themed>\n@end\n@interface Feed ()\n@end\n@interface Feed (Cat)\n@end\n@implementation Feed\n@end",
        objectiveC: true) == ["Feed": "BaseViewController"])
  }

  @Test func anOddInheritanceClauseGivesNoSuperclass() {
    #expect(superclasses("class A: 9B {}").isEmpty)
    #expect(superclasses("class A<T: B {}").isEmpty)
    #expect(superclasses("class A:").isEmpty)
    #expect(superclasses("class A<" + String(repeating: "<", count: 2_000)).isEmpty)
    #expect(superclasses("@interface A :", objectiveC: true).isEmpty)
  }

  @Test func truncatedOrOddInputGivesWhatItCan() {
    #expect(names("").isEmpty)
    #expect(names("class").isEmpty)
    #expect(names("class ").isEmpty)
    #expect(names("class\u{0}\u{FF}X") == [])
    #expect(names("xclass Y").isEmpty)
  }
}
