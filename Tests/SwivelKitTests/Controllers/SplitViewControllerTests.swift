import SwivelCore
import Testing

@testable import SwivelKit

@Suite struct SplitViewControllerTests {
  final class MaskDelegate: SplitViewControllerDelegate, NavigationControllerDelegate, TabBarControllerDelegate {
    let mask: InterfaceOrientationMask
    init(_ mask: InterfaceOrientationMask) { self.mask = mask }
    func splitViewControllerSupportedInterfaceOrientations(_ splitViewController: SplitViewController)
      -> InterfaceOrientationMask?
    { mask }
    func navigationControllerSupportedInterfaceOrientations(_ navigationController: NavigationController)
      -> InterfaceOrientationMask?
    { mask }
    func tabBarControllerSupportedInterfaceOrientations(_ tabBarController: TabBarController)
      -> InterfaceOrientationMask?
    { mask }
  }

  func makeSplit(supplementary: Bool = false) -> (SplitViewController, TestController, TestController) {
    let list = TestController(identifier: "list")
    let detail = TestController(identifier: "detail")
    let split = SplitViewController(identifier: "split")
    split.setViewControllers(
      primary: list, supplementary: supplementary ? TestController(identifier: "middle") : nil, secondary: detail)
    return (split, list, detail)
  }

  // Apple, UISplitViewController.isCollapsed: "Collapsing happens when the split view controller
  // transitions from a horizontally regular to a horizontally compact environment. After it has
  // been collapsed, the split view controller reports having only one child view controller in
  // its viewControllers property."
  // https://developer.apple.com/documentation/uikit/uisplitviewcontroller/iscollapsed
  @Test func onAMaxPhoneItCollapsesInPortraitAndExpandsInLandscape() throws {
    let (split, list, detail) = makeSplit()
    let application = try launchApplication(root: split, ios: "17.0", device: "iphone-15-pro-max")
    #expect(split.isCollapsed)
    #expect(split.viewControllers.map(\.identifier) == ["detail"])
    #expect(detail.appearanceState == .appeared)
    #expect(list.appearanceState == .disappeared)
    application.device.receiveSensedOrientation(.landscapeLeft)
    application.runLoop.settle()
    #expect(!split.isCollapsed)
    #expect(split.viewControllers.map(\.identifier) == ["list", "detail"])
    #expect(list.appearanceState == .appeared)
    // The primary column is 320 points wide (View Controller Catalog: "The first pane has a
    // fixed width of 320 points"); the secondary fills the rest.
    #expect(list.view.frame.size.width == SplitViewController.columnWidth)
    #expect(detail.view.frame.origin.x == SplitViewController.columnWidth)
    #expect(detail.view.frame.size.width == split.view.bounds.size.width - SplitViewController.columnWidth)
    let start = application.trace.events.count
    application.device.receiveSensedOrientation(.portrait)
    application.runLoop.settle()
    #expect(split.isCollapsed)
    #expect(list.appearanceState == .disappeared)
    #expect(list.view.superview == nil)
    let lines = application.callbackLines(from: start)
    #expect(lines.contains("splitViewControllerDidCollapse split"))
    // The column that left hears nothing more of the rotation.
    #expect(!lines.contains("viewWillTransitionToSize list"))
  }

  // A phone whose landscape width is compact stays collapsed in both orientations.
  @Test func onACompactPhoneItStaysCollapsed() throws {
    let (split, _, _) = makeSplit()
    let application = try launchApplication(root: split, ios: "17.0", device: "iphone-15")
    application.device.receiveSensedOrientation(.landscapeLeft)
    application.runLoop.settle()
    #expect(application.statusBarOrientation == .landscapeRight)
    #expect(split.isCollapsed)
  }

  // The column shown when collapsed is the one the delegate's
  // splitViewController(_:topColumnForCollapsingToProposedTopColumn:) returns.
  @Test func itCollapsesToTheColumnItIsTold() throws {
    let (split, list, _) = makeSplit()
    split.topColumnForCollapsing = .primary
    _ = try launchApplication(root: split, ios: "17.0", device: "iphone-15")
    #expect(split.viewControllers.map(\.identifier) == ["list"])
    #expect(list.appearanceState == .appeared)
  }

  // Apple, UISplitViewController.Column.supplementary (iOS 14.0+): three columns side by side.
  @Test func anIPadShowsThreeColumns() throws {
    let (split, list, detail) = makeSplit(supplementary: true)
    _ = try launchApplication(root: split, ios: "17.0", device: "ipad-10.2")
    #expect(!split.isCollapsed)
    #expect(split.viewControllers.map(\.identifier) == ["list", "middle", "detail"])
    #expect(list.view.frame.origin.x == 0)
    #expect(detail.view.frame.origin.x == 2 * SplitViewController.columnWidth)
  }

  // Before iOS 8 there are no size classes: the split view never collapses.
  @Test func beforeIOS8ItNeverCollapses() throws {
    let (split, _, _) = makeSplit()
    _ = try launchApplication(root: split, ios: "7.0", device: "ipad-9.7")
    #expect(!split.isCollapsed)
    #expect(split.viewControllers.count == 2)
  }

  // View Controller Catalog, "Split View Controllers": "rotations and other system-related
  // behaviors are managed by the split view controller itself"; its delegate's
  // splitViewControllerSupportedInterfaceOrientations(_:) (iOS 7.0+) answers for it.
  // https://developer.apple.com/documentation/uikit/uisplitviewcontrollerdelegate/splitviewcontrollersupportedinterfaceorientations(_:)
  @Test func itsColumnsAreNotAskedAndItsDelegateDecides() throws {
    let (split, _, detail) = makeSplit()
    detail.supported = .portrait
    let delegate = MaskDelegate(.landscape)
    let application = try launchApplication(root: split, ios: "17.0", device: "iphone-15-pro-max")
    application.device.receiveSensedOrientation(.landscapeLeft)
    application.runLoop.settle()
    #expect(application.statusBarOrientation == .landscapeRight)
    split.delegate = delegate
    #expect(split.supportedInterfaceOrientations == .landscape)
    application.device.receiveSensedOrientation(.portrait)
    application.runLoop.settle()
    #expect(application.statusBarOrientation == .landscapeRight)
    #expect(application.interfaceRotator?.lastDecision?.maskSource == .containerDelegate)
  }

  // The delegate methods arrived in iOS 7: on iOS 6 the container answers with its own default.
  @Test(arguments: zip(["6.1", "7.0"], [InterfaceOrientationMask.allButUpsideDown, .portrait]))
  func theNavigationDelegateDecidesFromIOS7(ios: String, expected: InterfaceOrientationMask) throws {
    let navigation = NavigationController(rootViewController: TestController(identifier: "top"), identifier: "nav")
    let delegate = MaskDelegate(.portrait)
    navigation.delegate = delegate
    _ = try launchApplication(root: navigation, ios: ios)
    let answers = navigation.orientationAnswers()
    let resolved = RotationPolicy.supportedInterfaceOrientations(
      of: answers, idiom: .phone, era: try SystemBehavior(iOSVersion: ios))
    #expect(resolved.mask == expected)
  }

  // Developers' reports of iOS 4.2 to 5 (Stack Overflow 4078429: the split view "needs all its
  // controllers have all rotations to be available"): before iOS 6 every column must accept.
  @Test func inIOS5EveryColumnMustAccept() throws {
    let (split, list, detail) = makeSplit()
    list.legacy = .all
    detail.legacy = .portrait
    let application = try launchApplication(root: split, ios: "5.1", device: "ipad-9.7")
    application.device.receiveSensedOrientation(.landscapeLeft)
    application.runLoop.settle()
    #expect(application.statusBarOrientation == .portrait)
    detail.legacy = .all
    try application.attemptRotationToDeviceOrientation()
    application.runLoop.settle()
    #expect(application.statusBarOrientation == .landscapeRight)
    #expect(application.interfaceRotator?.lastDecision?.maskSource == .everyChild)
  }
}
