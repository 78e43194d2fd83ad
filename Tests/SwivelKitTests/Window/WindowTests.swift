import SwivelCore
import Testing

@testable import SwivelKit

@Suite("Window")
struct WindowTests {
  static let phone = DeviceModel(idiom: .phone, portraitSize: Size(width: 375, height: 667), hasHomeButton: true)

  /// A window with a root view holding the scenario spec's banner (section 5.1: flexible width,
  /// flexible bottom margin) and a full-size content view.
  final class Fixture {
    let log = ViewEventLog()
    let window: Window
    let root: LoggingView
    let banner: LoggingView
    let content: LoggingView
    let delegate: LoggingLayoutDelegate

    init(_ version: String) throws {
      window = Window(deviceModel: WindowTests.phone, systemBehavior: try SystemBehavior(iOSVersion: version))
      window.identifier = "window"
      // Subviews are laid out for the root view's size: a zero-sized root view would stretch its
      // flexible subviews by the whole screen when installed, as in UIKit.
      root = LoggingView("root", frame: Rect(x: 0, y: 0, width: 375, height: 667), log: log)
      banner = LoggingView("banner", frame: Rect(x: 0, y: 0, width: 375, height: 44), log: log)
      banner.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
      content = LoggingView("content", frame: Rect(x: 0, y: 44, width: 375, height: 623), log: log)
      content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      delegate = LoggingLayoutDelegate(log: log)
      root.layoutDelegate = delegate
      try root.addSubview(banner)
      try root.addSubview(content)
      try window.setRootView(root)
      window.layoutIfNeeded()
      log.entries.removeAll()
    }
  }

  // SystemBehavior.windowCoordinateSpace: before any rotation both eras are in portrait; Apple,
  // UIWindow: a window fills the screen it is made for.
  @Test("A new window covers the portrait screen, in portrait, with no transform")
  func newWindow() {
    let window = Window(deviceModel: Self.phone, systemBehavior: .newest)
    #expect(window.bounds == Rect(x: 0, y: 0, width: 375, height: 667))
    #expect(window.frame == Rect(x: 0, y: 0, width: 375, height: 667))
    #expect(window.transform == .identity)
    #expect(window.interfaceOrientation == .portrait)
    #expect(window.rootView == nil)
    #expect(window.window === window)
  }

  // Scenario spec, section 5.1: "A controller's root view fills the window"; seed 000: "The
  // window adjusts the frame of its root view controller to match the new size".
  @Test("An installed root view fills the window", arguments: ["7.1", "8.0"])
  func rootViewFills(version: String) throws {
    let fixture = try Fixture(version)
    #expect(fixture.root.superview === fixture.window)
    #expect(fixture.root.frame == Rect(x: 0, y: 0, width: 375, height: 667))
    #expect(fixture.root.transform == .identity)
  }

  // Seed 000, "Supporting Multiple Interface Orientations": "When the user interface rotates,
  // the window is resized to match the new orientation. The window adjusts the frame of its root
  // view controller to match the new size, and this size in turn is propagated down the view
  // hierarchy". iOS 8+: interface-oriented bounds, identity transform.
  @Test("From iOS 8 the window's bounds turn to landscape and the tree follows", arguments: ["8.0", "17.0", "26.0"])
  func landscapeModern(version: String) throws {
    let fixture = try Fixture(version)
    try fixture.window.setInterfaceOrientation(.landscapeRight)
    #expect(fixture.window.interfaceOrientation == .landscapeRight)
    #expect(fixture.window.bounds == Rect(x: 0, y: 0, width: 667, height: 375))
    #expect(fixture.window.transform == .identity)
    #expect(fixture.root.frame == Rect(x: 0, y: 0, width: 667, height: 375))
    #expect(fixture.root.transform == .identity)
    // Scenario spec, section 6.1: `frames: {banner: [0, 0, 667, 44]}`.
    #expect(fixture.banner.frame == Rect(x: 0, y: 0, width: 667, height: 44))
    #expect(fixture.content.frame == Rect(x: 0, y: 44, width: 667, height: 331))
  }

  // iOS 7 and earlier (SystemBehavior.windowCoordinateSpace = .fixedPortrait): the window keeps
  // portrait coordinates; the root view is turned, with swapped bounds, centred in the window.
  @Test("Up to iOS 7 the window stays portrait and the root view turns", arguments: ["5.1", "6.0", "7.1"])
  func landscapeLegacy(version: String) throws {
    let fixture = try Fixture(version)
    try fixture.window.setInterfaceOrientation(.landscapeLeft)
    #expect(fixture.window.bounds == Rect(x: 0, y: 0, width: 375, height: 667))
    #expect(fixture.window.transform == .identity)
    #expect(fixture.root.transform == AffineTransform(quarterTurns: 3))
    #expect(fixture.root.bounds == Rect(x: 0, y: 0, width: 667, height: 375))
    #expect(fixture.root.center == Point(x: 187.5, y: 333.5))
    #expect(fixture.root.frame == Rect(x: 0, y: 0, width: 375, height: 667))
    // Inside the turned root view, its subviews are laid out in landscape.
    #expect(fixture.banner.frame == Rect(x: 0, y: 0, width: 667, height: 44))
    #expect(fixture.content.frame == Rect(x: 0, y: 44, width: 667, height: 331))

    try fixture.window.setInterfaceOrientation(.portraitUpsideDown)
    #expect(fixture.root.transform == AffineTransform(quarterTurns: 2))
    #expect(fixture.root.bounds == Rect(x: 0, y: 0, width: 375, height: 667))
    #expect(fixture.banner.frame == Rect(x: 0, y: 0, width: 375, height: 44))
  }

  // Seed 000, step 2: "The window adjusts the bounds of the view controller's view. This causes
  // the view to layout its subviews, triggering the view controller's viewWillLayoutSubviews
  // method." The two steps can be taken apart by the rotation.
  @Test("Setting the bounds resizes at once; the layout, with its delegate calls, waits", arguments: ["7.1", "8.0"])
  func boundsThenLayout(version: String) throws {
    let fixture = try Fixture(version)
    try fixture.window.setBounds(for: .landscapeRight)
    #expect(fixture.root.bounds.size == Size(width: 667, height: 375))
    #expect(fixture.banner.frame == Rect(x: 0, y: 0, width: 667, height: 44))
    #expect(fixture.log.entries.isEmpty)
    #expect(fixture.root.needsLayout)

    fixture.window.layoutIfNeeded()
    #expect(
      fixture.log.entries == [
        "viewWillLayoutSubviews root [0, 0, 667, 375]", "layoutSubviews root 667×375",
        "viewDidLayoutSubviews root [0, 0, 667, 375]", "layoutSubviews banner 667×44",
        "layoutSubviews content 667×331",
      ])
  }

  // Question 728372: layoutSubviews runs "only if the size parameter of the frame is
  // different"; an upside-down portrait window has the portrait size.
  @Test("Turning by half a turn from iOS 8 resizes nothing and lays nothing out")
  func halfTurnModern() throws {
    let fixture = try Fixture("8.0")
    try fixture.window.setInterfaceOrientation(.portraitUpsideDown)
    #expect(fixture.window.bounds == Rect(x: 0, y: 0, width: 375, height: 667))
    #expect(fixture.log.entries.isEmpty)
  }

  // Apple, UIView.autoresizingMask: sizes are shared "proportionally", so a turn and its
  // reverse undo each other (up to rounding).
  @Test("Turning to landscape and back gives back the portrait frames", arguments: ["7.1", "8.0"])
  func roundTrip(version: String) throws {
    let fixture = try Fixture(version)
    for orientation in [InterfaceOrientation.landscapeRight, .portraitUpsideDown, .landscapeLeft, .portrait] {
      try fixture.window.setInterfaceOrientation(orientation)
    }
    #expect(fixture.root.frame == Rect(x: 0, y: 0, width: 375, height: 667))
    #expect(fixture.root.transform == .identity)
    #expect(fixture.banner.frame.isApproximatelyEqual(to: Rect(x: 0, y: 0, width: 375, height: 44)))
    #expect(fixture.content.frame.isApproximatelyEqual(to: Rect(x: 0, y: 44, width: 375, height: 623)))
  }

  @Test("The unknown orientation is a typed error and changes nothing", arguments: ["7.1", "8.0"])
  func unknownOrientation(version: String) throws {
    let fixture = try Fixture(version)
    try fixture.window.setInterfaceOrientation(.landscapeRight)
    #expect(throws: WindowError.unknownInterfaceOrientation) {
      try fixture.window.setInterfaceOrientation(.unknown)
    }
    #expect(throws: WindowError.unknownInterfaceOrientation) { try fixture.window.setBounds(for: .unknown) }
    #expect(fixture.window.interfaceOrientation == .landscapeRight)
    #expect(fixture.root.bounds.size == Size(width: 667, height: 375))
  }

  // Seed 000: the window sizes its root view controller's view for the current orientation.
  @Test("A root view installed in landscape is placed for landscape", arguments: ["7.1", "8.0"])
  func rootViewInstalledLate(version: String) throws {
    let window = Window(deviceModel: Self.phone, systemBehavior: try SystemBehavior(iOSVersion: version))
    try window.setInterfaceOrientation(.landscapeRight)
    let root = View()
    try window.setRootView(root)
    #expect(root.bounds.size == Size(width: 667, height: 375))
    #expect(root.frame == window.bounds.applying(.identity))
  }

  // Apple, UIWindow.rootViewController: "If the window has an existing view hierarchy, the old
  // views are removed before the new ones are installed."
  @Test("Replacing the root view takes the old one out of the window; nil removes it")
  func replacingRootView() throws {
    let fixture = try Fixture("8.0")
    let other = LoggingView("other", log: fixture.log)
    try fixture.window.setRootView(other)
    // The old root view leaves before the new one arrives.
    let entries = fixture.log.entries
    #expect(entries.first == "willMoveToSuperview root nil")
    let left = try #require(entries.firstIndex(of: "didMoveToSuperview root nil"))
    let arrives = try #require(entries.firstIndex(of: "willMoveToSuperview other window"))
    #expect(left < arrives)
    #expect(fixture.root.superview == nil)
    #expect(fixture.window.rootView === other)
    #expect(fixture.window.subviews.count == 1)
    try fixture.window.setRootView(nil)
    #expect(other.superview == nil)
    #expect(fixture.window.rootView == nil)
    #expect(fixture.window.subviews.isEmpty)
  }

  // Crash reports (WordPress-iOS#1955): "Can't add self as subview".
  @Test("The window cannot be its own root view, nor hold a view that holds it")
  func windowAsRootView() throws {
    let window = Window(deviceModel: Self.phone, systemBehavior: .newest)
    let root = View()
    try window.setRootView(root)
    #expect(throws: ViewError.cannotAddSelfAsSubview) { try window.setRootView(window) }
    let holder = View()
    try holder.addSubview(window)
    #expect(throws: ViewError.cannotAddAncestorAsSubview) { try window.setRootView(holder) }
    #expect(window.rootView === root)
    #expect(root.superview === window)
  }

  // Apple, UIView.autoresizingMask: a view whose bounds change resizes its subviews; from iOS 8
  // the window's bounds change (SystemBehavior.windowCoordinateSpace).
  @Test("Other subviews of the window are autoresized by the window from iOS 8")
  func otherWindowSubviews() throws {
    let fixture = try Fixture("8.0")
    let overlay = View(frame: Rect(x: 0, y: 0, width: 375, height: 20))
    overlay.autoresizingMask = .flexibleWidth
    try fixture.window.addSubview(overlay)
    try fixture.window.setInterfaceOrientation(.landscapeLeft)
    #expect(overlay.frame == Rect(x: 0, y: 0, width: 667, height: 20))
  }
}
