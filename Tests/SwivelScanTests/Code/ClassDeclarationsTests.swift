import Testing

@testable import SwivelScan

/// The class names a file declares, which tell the scan whose code it has read.
@Suite struct ClassDeclarationsTests {
  private func names(_ text: String, objectiveC: Bool = false) -> Set<String> {
    Array(text.utf8).withUnsafeBytes { ClassDeclarations.names(in: $0, objectiveC: objectiveC) }
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

  @Test func objectiveCInterfacesAndImplementationsAreFound() {
    #expect(
      names(
        "@interface RSTNav : UINavigationController\n@end\n@implementation RSTNav\n@end\n@implementation Feed (Orientation)\n@end",
        objectiveC: true) == ["RSTNav", "Feed"])
    #expect(names("@interface Foo", objectiveC: false).isEmpty)
  }

  @Test func truncatedOrOddInputGivesWhatItCan() {
    #expect(names("").isEmpty)
    #expect(names("class").isEmpty)
    #expect(names("class ").isEmpty)
    #expect(names("class\u{0}\u{FF}X") == [])
    #expect(names("xclass Y").isEmpty)
  }
}
