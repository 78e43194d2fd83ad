import SwivelCore
import Testing

@testable import SwivelKit

@Suite("View hierarchy")
struct ViewHierarchyTests {
  // Apple, UIView.addSubview(_:): "This method establishes a strong reference to view and sets
  // its next responder to the receiver, which is its new superview"; the view is added on top.
  @Test("Adding subviews puts them on top, in order, with this view as superview")
  func addingSubviews() throws {
    let parent = View(), first = View(), second = View()
    try parent.addSubview(first)
    try parent.addSubview(second)
    #expect(parent.subviews.map(ObjectIdentifier.init) == [first, second].map(ObjectIdentifier.init))
    #expect(first.superview === parent)
    #expect(second.superview === parent)
  }

  @Test("The superview link is weak: a released superview leaves the subview without one")
  func weakSuperview() throws {
    let child = View()
    do {
      let parent = View()
      try parent.addSubview(child)
      #expect(child.superview === parent)
    }
    #expect(child.superview == nil)
  }

  // Apple, UIView.addSubview(_:): "Views can have only one superview. If view already has a
  // superview and that view is not the receiver, this method removes the previous superview
  // before making the receiver its new superview."
  @Test("Adding a view that has a superview moves it")
  func movingBetweenSuperviews() throws {
    let first = View(), second = View(), child = View()
    try first.addSubview(child)
    try second.addSubview(child)
    #expect(first.subviews.isEmpty)
    #expect(second.subviews.count == 1)
    #expect(child.superview === second)
  }

  @Test("Adding a subview again brings it to the top")
  func addingAgainBringsToTop() throws {
    let parent = View(), a = View(), b = View()
    try parent.addSubview(a)
    try parent.addSubview(b)
    try parent.addSubview(a)
    #expect(parent.subviews.map(ObjectIdentifier.init) == [b, a].map(ObjectIdentifier.init))
  }

  // Apple, UIView.insertSubview(_:at:): "Subview indices start at 0 and cannot be greater than
  // the number of subviews."
  @Test("Inserting at an index puts the view there")
  func insertingAtIndex() throws {
    let parent = View(), a = View(), b = View(), c = View()
    try parent.addSubview(a)
    try parent.addSubview(b)
    try parent.insertSubview(c, at: 1)
    #expect(parent.subviews.map(ObjectIdentifier.init) == [a, c, b].map(ObjectIdentifier.init))
    try parent.insertSubview(b, at: 0)
    #expect(parent.subviews.map(ObjectIdentifier.init) == [b, a, c].map(ObjectIdentifier.init))
  }

  @Test("Inserting at an index past the subviews is a typed range error", arguments: [-1, 3])
  func insertingOutOfBounds(index: Int) throws {
    let parent = View()
    try parent.addSubview(View())
    try parent.addSubview(View())
    #expect(throws: ViewError.indexOutOfBounds(index: index, count: 2)) {
      try parent.insertSubview(View(), at: index)
    }
    #expect(parent.subviews.count == 2)
    #expect(ViewError.indexOutOfBounds(index: 3, count: 2).exceptionName == "NSRangeException")
  }

  // Crash reports (WordPress-iOS#1955, #21448): NSInvalidArgumentException, "Can't add self as subview".
  @Test("Adding a view to itself raises UIKit's exception")
  func addingSelf() {
    let view = View()
    #expect(throws: ViewError.cannotAddSelfAsSubview) { try view.addSubview(view) }
    #expect(ViewError.cannotAddSelfAsSubview.exceptionName == "NSInvalidArgumentException")
    #expect(ViewError.cannotAddSelfAsSubview.reason == "Can't add self as subview")
    #expect(view.superview == nil)
  }

  @Test("Adding an ancestor as a subview is refused: it would make a cycle")
  func addingAncestor() throws {
    let root = View(), middle = View(), leaf = View()
    try root.addSubview(middle)
    try middle.addSubview(leaf)
    #expect(throws: ViewError.cannotAddAncestorAsSubview) { try leaf.addSubview(root) }
    #expect(root.superview == nil)
    #expect(ViewError.cannotAddAncestorAsSubview.description.hasPrefix("NSInvalidArgumentException: "))
  }

  // Apple, UIView.removeFromSuperview(): "Unlinks the view from its superview and its window".
  @Test("Removing a view from its superview unlinks both ways; without one it does nothing")
  func removing() throws {
    let parent = View(), child = View()
    try parent.addSubview(child)
    child.removeFromSuperview()
    #expect(parent.subviews.isEmpty)
    #expect(child.superview == nil)
    child.removeFromSuperview()
    #expect(child.superview == nil)
  }

  // Apple, UIView: willMove(toSuperview:), didMoveToSuperview(), didAddSubview(_:),
  // willRemoveSubview(_:), willMove(toWindow:), didMoveToWindow().
  @Test("Adding into a window and removing send UIKit's hierarchy callbacks in order")
  func callbacks() throws {
    let log = ViewEventLog()
    let window = Window(portraitScreenSize: Size(width: 320, height: 480), systemBehavior: .newest)
    window.identifier = "window"
    let parent = LoggingView("parent", log: log)
    let child = LoggingView("child", log: log)
    try parent.addSubview(child)
    #expect(
      log.entries == [
        "willMoveToSuperview child parent", "didMoveToSuperview child parent", "didAddSubview parent child",
      ])

    log.entries.removeAll()
    try window.addSubview(parent)
    #expect(
      log.entries == [
        "willMoveToSuperview parent window", "willMoveToWindow parent window", "willMoveToWindow child window",
        "didMoveToSuperview parent window", "didMoveToWindow parent window", "didMoveToWindow child window",
      ])
    #expect(child.window === window)

    log.entries.removeAll()
    child.removeFromSuperview()
    #expect(
      log.entries == [
        "willRemoveSubview parent child", "willMoveToSuperview child nil", "willMoveToWindow child nil",
        "didMoveToSuperview child nil", "didMoveToWindow child nil",
      ])
    #expect(child.window == nil)
  }

  @Test("Views are found by tag and identifier, self first, then depth first")
  func finding() throws {
    let root = View(), a = View(), b = View(), deep = View()
    a.tag = 7
    deep.tag = 7
    deep.identifier = "deep"
    try root.addSubview(a)
    try root.addSubview(b)
    try b.addSubview(deep)
    #expect(root.view(withTag: 7) === a)
    #expect(root.view(withTag: 0) === root)
    #expect(root.view(withTag: 9) == nil)
    #expect(root.view(withIdentifier: "deep") === deep)
    #expect(root.view(withIdentifier: "none") == nil)
    #expect(deep.isDescendant(of: root))
    #expect(deep.isDescendant(of: deep))
    #expect(!root.isDescendant(of: deep))
  }

  // Apple, UIView.bringSubviewToFront(_:) / sendSubviewToBack(_:): move the subview "so that it
  // appears on top of its siblings" / "behind its siblings".
  @Test("Subviews move to the front and to the back; other views are ignored")
  func reordering() throws {
    let parent = View(), a = View(), b = View(), c = View(), stranger = View()
    for view in [a, b, c] { try parent.addSubview(view) }
    parent.bringSubviewToFront(a)
    #expect(parent.subviews.map(ObjectIdentifier.init) == [b, c, a].map(ObjectIdentifier.init))
    parent.sendSubviewToBack(c)
    #expect(parent.subviews.map(ObjectIdentifier.init) == [c, b, a].map(ObjectIdentifier.init))
    parent.bringSubviewToFront(stranger)
    parent.sendSubviewToBack(stranger)
    #expect(parent.subviews.count == 3)
    #expect(stranger.superview == nil)
  }

  @Test("The recursive description prints the tree with masks, transforms and hidden views")
  func recursiveDescription() throws {
    let root = View(frame: Rect(x: 0, y: 0, width: 320, height: 480))
    root.identifier = "root"
    let banner = View(frame: Rect(x: 0, y: 0, width: 320, height: 44))
    banner.identifier = "banner"
    banner.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
    let badge = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    badge.transform = AffineTransform(quarterTurns: 1)
    badge.isHidden = true
    try root.addSubview(banner)
    try banner.addSubview(badge)
    #expect(
      root.recursiveDescription == """
        View root [0, 0, 320, 480]
          View banner [0, 0, 320, 44] [flexibleWidth, flexibleBottomMargin]
            View [0, 0, 10, 10] transform [0, 1, -1, 0, 0, 0] hidden
        """)
  }

  @Test("A view describes itself by class, identifier and frame")
  func description() {
    let view = View(frame: Rect(x: 0, y: 0, width: 320, height: 44))
    #expect(view.description == "View [0, 0, 320, 44]")
    view.identifier = "banner"
    #expect(view.description == "View banner [0, 0, 320, 44]")
  }
}

/// The insertion Swivel's own code uses where the view is known to be addable (a controller's
/// view, a scenario's new view): it adds as `addSubview` does, and where `addSubview` would throw
/// it changes nothing instead of trapping (issue: no `try!` in SwivelKit).
@Suite struct KnownSubviewTests {
  @Test func addsLikeAddSubviewAndRefusesQuietly() {
    let parent = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    let child = View(frame: .zero)
    parent.addKnownSubview(child)
    #expect(parent.subviews.count == 1 && child.superview === parent)
    parent.addKnownSubview(parent)
    child.addKnownSubview(parent)
    #expect(parent.subviews.count == 1 && parent.superview == nil && child.subviews.isEmpty)
    let window = Window(portraitScreenSize: Size(width: 10, height: 20), systemBehavior: .newest)
    window.setKnownRootView(child)
    #expect(window.rootView === child)
    window.setKnownRootView(window)
    #expect(window.rootView === child)
  }
}
