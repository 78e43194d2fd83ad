import SwivelCore
import Testing

@testable import SwivelKit

/// A custom container (`addChild(_:)`, the pattern of side menus and drawers): who decides, and
/// which callbacks UIKit forwards to its children.
@Suite struct CustomContainerTests {
  /// A container that can turn UIKit's automatic forwarding off, as a subclass overriding
  /// `shouldAutomaticallyForwardAppearanceMethods` or `shouldAutomaticallyForwardRotationMethods` does.
  final class Container: TestController {
    var forwardsAppearance = true
    var forwardsRotation = true
    override var shouldAutomaticallyForwardAppearanceMethods: Bool { forwardsAppearance }
    override var shouldAutomaticallyForwardRotationMethods: Bool { forwardsRotation }
  }

  /// A container whose `viewWillTransition(to:with:)` override does not call `super`.
  final class SilentContainer: TestController {
    override func viewWillTransition(to size: Size, with coordinator: TransitionCoordinator) {}
  }

  /// The container with `children` added and shown, as Apple's "Implementing a Container View
  /// Controller" does it: `addChild`, the child's view into the container's, `didMove(toParent:)`.
  func contain(_ children: [ViewController], in container: ViewController) {
    for child in children {
      container.addChild(child)
      container.showChildView(child)
      child.didMove(toParent: container)
    }
  }

  // QA1688 ("Why won't my UIViewController rotate with the device?"): with content from more than
  // one controller, "define your own container view controller and use it as the root view
  // controller"; from iOS 6 only the root decides (seed 003), so its children are not asked.
  @Test func theContainerDecidesAndItsChildrenAreNotAsked() throws {
    let menu = TestController(identifier: "menu")
    let content = TestController(identifier: "content")
    content.supported = .portrait
    let drawer = Container(identifier: "drawer")
    contain([menu, content], in: drawer)
    let application = try launchApplication(root: drawer, ios: "17.0")
    application.device.receiveSensedOrientation(.landscapeLeft)
    application.runLoop.settle()
    #expect(application.statusBarOrientation == .landscapeRight)
    #expect(application.interfaceRotator?.lastDecision?.decider?.id == "drawer")
  }

  // Seeds 001 and 003: a subclass answering with a child's answers lets it decide; a custom
  // container's visible child is its last (`children.last`).
  @Test func aForwardingContainerAsksItsLastChild() throws {
    let menu = TestController(identifier: "menu")
    let content = TestController(identifier: "content")
    content.supported = .portrait
    let drawer = Container(identifier: "drawer")
    drawer.forwarding = .visibleChild
    contain([menu, content], in: drawer)
    let application = try launchApplication(root: drawer, ios: "17.0")
    application.device.receiveSensedOrientation(.landscapeLeft)
    application.runLoop.settle()
    #expect(application.statusBarOrientation == .portrait)
    #expect(drawer.supportedInterfaceOrientations == .portrait)
    let answers = drawer.orientationAnswers()
    #expect(answers.container?.kind == .custom)
    #expect(answers.container?.visibleChild?.id == "content")
  }

  // Apple, shouldAutomaticallyForwardAppearanceMethods: "The default implementation returns
  // true"; a container returning false forwards the appearance callbacks itself, or not at all.
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/shouldautomaticallyforwardappearancemethods
  @Test(arguments: [true, false])
  func appearanceCallbacksReachTheChildrenOnlyWhenForwarded(forwards: Bool) throws {
    let child = TestController(identifier: "child")
    let container = Container(identifier: "container")
    container.forwardsAppearance = forwards
    contain([child], in: container)
    let application = try launchApplication(root: container, ios: "17.0")
    let lines = application.callbackLines()
    #expect(lines.contains("viewWillAppear container"))
    #expect(lines.contains("viewWillAppear child") == forwards)
    #expect(lines.contains("viewDidAppear child") == forwards)
    #expect(child.appearanceState == (forwards ? .appeared : .disappeared))
  }

  // Apple, shouldAutomaticallyForwardRotationMethods() (iOS 6.0–8.0): "This method is called to
  // determine whether to automatically forward rotation-related containment callbacks to child
  // view controllers"; deprecated in iOS 8 ("Manually forward
  // viewWillTransitionToSize:withTransitionCoordinator: if necessary"), so iOS 8 ignores it.
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/shouldautomaticallyforwardrotationmethods()
  @Test(arguments: zip(["7.0", "7.0", "9.0"], [true, false, false]))
  func rotationCallbacksReachTheChildrenUnlessTheContainerSaysNoBeforeIOS8(ios: String, forwards: Bool) throws {
    let child = TestController(identifier: "child")
    let container = Container(identifier: "container")
    container.forwardsRotation = forwards
    contain([child], in: container)
    let application = try launchApplication(root: container, ios: ios)
    let start = application.trace.events.count
    application.device.receiveSensedOrientation(.landscapeLeft)
    application.runLoop.settle()
    #expect(application.statusBarOrientation == .landscapeRight)
    let lines = application.callbackLines(from: start)
    let childHears = forwards || ios == "9.0"
    #expect(lines.contains("willRotateToInterfaceOrientation container"))
    #expect(lines.contains("willRotateToInterfaceOrientation child") == childHears)
    #expect(lines.contains("didRotateFromInterfaceOrientation child") == childHears)
  }

  // Apple, UIContentContainer.viewWillTransition(to:with:): "always call super at some point in
  // your implementation so that UIKit can forward the size change message appropriately. View
  // controllers forward the size change message to their views and child view controllers."
  // https://developer.apple.com/documentation/uikit/uicontentcontainer/viewwilltransition(to:with:)
  @Test func aContainerThatDoesNotCallSuperForwardsNoSizeChange() throws {
    let grandchild = TestController(identifier: "grandchild")
    let child = TestController(identifier: "child")
    contain([grandchild], in: child)
    let container = SilentContainer(identifier: "container")
    contain([child], in: container)
    let application = try launchApplication(root: container, ios: "17.0")
    let start = application.trace.events.count
    application.device.receiveSensedOrientation(.landscapeLeft)
    application.runLoop.settle()
    #expect(application.statusBarOrientation == .landscapeRight)
    let lines = application.callbackLines(from: start)
    #expect(lines.contains("viewWillTransitionToSize container"))
    #expect(!lines.contains("viewWillTransitionToSize child"))
    #expect(!lines.contains("viewWillTransitionToSize grandchild"))
    // Nor the deprecated callbacks the base implementation would have sent.
    #expect(!lines.contains("willRotateToInterfaceOrientation child"))
    // The views still take the new size: autoresizing does not depend on the message.
    #expect(child.view.bounds.size == container.view.bounds.size)
  }

  @Test func aContainerThatCallsSuperForwardsTheSizeChangeToEveryDescendant() throws {
    let grandchild = TestController(identifier: "grandchild")
    let child = TestController(identifier: "child")
    contain([grandchild], in: child)
    let container = TestController(identifier: "container")
    contain([child], in: container)
    let application = try launchApplication(root: container, ios: "17.0")
    let start = application.trace.events.count
    application.device.receiveSensedOrientation(.landscapeLeft)
    application.runLoop.settle()
    let lines = application.callbackLines(from: start).filter { $0.hasPrefix("viewWillTransitionToSize") }
    #expect(
      lines == [
        "viewWillTransitionToSize container", "viewWillTransitionToSize child", "viewWillTransitionToSize grandchild",
      ])
  }
}
