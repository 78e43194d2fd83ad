import SwivelCore
import Testing

@testable import SwivelKit

/// A controller that says whether it prefers the status bar hidden and counts
/// `viewSafeAreaInsetsDidChange`, with the insets its view had then.
private final class StatusBarController: ViewController {
  var hides: Bool?
  var child: ViewController?
  var insetsSeen: [EdgeInsets] = []

  override var prefersStatusBarHidden: Bool { hides ?? super.prefersStatusBarHidden }
  override var childForStatusBarHidden: ViewController? { child }
  override func viewSafeAreaInsetsDidChange() { insetsSeen.append(view.safeAreaInsets) }
}

@Suite struct ViewControllerSafeAreaTests {
  // Apple, setNeedsStatusBarAppearanceUpdate(): "Call this method if the view controller's
  // status bar attributes, such as hidden/unhidden status or style, change"; the safe area follows
  // at the next layout (with a Home button it is the status bar's 20 points: useyourloaf.com,
  // "Supporting iPhone X").
  @Test func setNeedsStatusBarAppearanceUpdateHidesTheStatusBarAndTheSafeAreaFollows() throws {
    let root = StatusBarController(identifier: "root")
    let application = try launchApplication(root: root, ios: "12.0")
    #expect(!application.isStatusBarHidden)
    #expect(root.view.safeAreaInsets == EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    #expect(root.insetsSeen == [EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)])
    root.hides = true
    root.setNeedsStatusBarAppearanceUpdate()
    #expect(application.isStatusBarHidden)
    application.keyWindow?.layoutIfNeeded()
    #expect(root.view.safeAreaInsets == .zero)
    #expect(root.insetsSeen.last == .zero)
    #expect(application.trace.events.contains { $0.kind == .statusBarHiddenDidChange(hidden: true) })
  }

  // Apple, childForStatusBarHidden: the child it returns decides the status bar in its place.
  @Test func theChildForStatusBarHiddenDecides() throws {
    let root = StatusBarController(identifier: "root")
    let child = StatusBarController(identifier: "child")
    child.hides = true
    root.hides = false
    root.child = child
    let application = try launchApplication(root: root, ios: "12.0")
    #expect(application.isStatusBarHidden)
  }

  // A view that does not reach an edge keeps only the part of that edge's inset it lies under:
  // an iPad page sheet up to iOS 12 (the screen's portrait width, centred) on a 20-point status
  // bar, in landscape, reaches the top but not the sides.
  @Test func aViewGetsOnlyThePartOfTheInsetsItLiesUnder() throws {
    let root = StatusBarController(identifier: "root")
    let application = try launchApplication(root: root, ios: "12.0", device: "ipad-9.7", orientation: .landscapeLeft)
    let sheet = StatusBarController(identifier: "sheet")
    sheet.modalPresentationStyle = .pageSheet
    try root.present(sheet, animated: false)
    application.runLoop.settle()
    #expect(application.statusBarOrientation.isLandscape)
    #expect(sheet.view.frame.size == Size(width: 768, height: 768))
    #expect(sheet.view.safeAreaInsets == EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
  }

  // Apple, UIView.safeAreaInsets: iOS 11.0+. Before, every view's insets stay zero and nothing is heard.
  @Test func beforeIOS11NothingChanges() throws {
    let root = StatusBarController(identifier: "root")
    _ = try launchApplication(root: root, ios: "10.0")
    #expect(root.view.safeAreaInsets == .zero)
    #expect(root.insetsSeen.isEmpty)
  }
}
