import SwivelCore
import Testing

@testable import SwivelKit

@Suite struct ContainmentTests {
  final class LoggingChild: ViewController {
    var log: [String] = []
    override func willMove(toParent parent: ViewController?) { log.append("willMove \(parent?.identifier ?? "nil")") }
    override func didMove(toParent parent: ViewController?) { log.append("didMove \(parent?.identifier ?? "nil")") }
  }

  // UIKit, `addChild(_:)`: "This method … calls the willMove(toParent:) method of the child";
  // `removeFromParent()` calls `didMove(toParent:)` with nil.
  @Test func addAndRemoveCallTheParentHooksAsUIKitDoes() {
    let parent = ViewController(identifier: "parent")
    let child = LoggingChild(identifier: "child")
    parent.addChild(child)
    #expect(child.parent === parent)
    #expect(parent.children.map(\.identifier) == ["child"])
    child.didMove(toParent: parent)
    child.willMove(toParent: nil)
    child.removeFromParent()
    #expect(child.parent == nil)
    #expect(parent.children.isEmpty)
    #expect(child.log == ["willMove parent", "didMove parent", "willMove nil", "didMove nil"])
  }

  // Brief, point 1: rotation and appearance are forwarded to visible children only.
  @Test func onlyChildrenShownInTheViewHearOfRotation() throws {
    let parent = TestController(identifier: "parent")
    let shown = TestController(identifier: "shown")
    let offscreen = TestController(identifier: "offscreen")
    parent.addChild(shown)
    parent.showChildView(shown)
    shown.didMove(toParent: parent)
    parent.addChild(offscreen)
    offscreen.didMove(toParent: parent)
    let application = try launchApplication(root: parent, ios: "7.0")
    #expect(shown.appearanceState == .appeared)
    #expect(offscreen.appearanceState == .disappeared)
    let start = application.trace.events.count
    application.device.receiveSensedOrientation(.landscapeLeft)
    application.runLoop.settle()
    let lines = application.callbackLines(from: start)
    #expect(lines.contains("didRotateFromInterfaceOrientation shown"))
    #expect(!lines.contains { $0.hasSuffix("offscreen") })
  }
}
