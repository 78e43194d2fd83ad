import SwivelCore
import Testing

@testable import SwivelKit

/// Autoresizing down the tree, then layoutSubviews where needed.
@Suite("View layout")
struct ViewLayoutTests {
  /// root 320×480 ⊃ header (flexible width, bottom margin) ⊃ label (flexible left margin);
  /// root ⊃ body (flexible width and height). Each view records its layout in the log.
  final class Tree {
    let log = ViewEventLog()
    let root: LoggingView
    let header: LoggingView
    let label: LoggingView
    let body: LoggingView

    init() throws {
      root = LoggingView("root", frame: Rect(x: 0, y: 0, width: 320, height: 480), log: log)
      header = LoggingView("header", frame: Rect(x: 0, y: 0, width: 320, height: 44), log: log)
      header.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
      label = LoggingView("label", frame: Rect(x: 260, y: 10, width: 50, height: 24), log: log)
      label.autoresizingMask = .flexibleLeftMargin
      body = LoggingView("body", frame: Rect(x: 0, y: 44, width: 320, height: 436), log: log)
      body.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      try root.addSubview(header)
      try header.addSubview(label)
      try root.addSubview(body)
      root.layoutIfNeeded()
      log.entries.removeAll()
    }
  }

  // Stack Overflow, "When is layoutSubviews called?" (question 728372): "init does not cause
  // layoutSubviews to be called"; Apple, UIView.setNeedsLayout(): the update waits for the next
  // layout pass.
  @Test("Nothing is laid out until a layout pass")
  func noLayoutWithoutPass() throws {
    let log = ViewEventLog()
    let view = LoggingView("view", frame: Rect(x: 0, y: 0, width: 10, height: 10), log: log)
    view.setNeedsLayout()
    #expect(log.entries.isEmpty)
    #expect(view.needsLayout)
    view.layoutIfNeeded()
    #expect(log.entries == ["layoutSubviews view 10×10"])
    #expect(!view.needsLayout)
  }

  // Seed 000: the new size "is propagated down the view hierarchy"; Apple,
  // UIView.autoresizingMask: "When a view's bounds change, that view automatically resizes its
  // subviews according to each subview's autoresizing mask."
  @Test("A size change resizes the subtree at once and lays it out at the next pass, parents first")
  func resizeThenLayout() throws {
    let tree = try Tree()
    tree.root.bounds.size = Size(width: 480, height: 320)
    #expect(tree.header.frame == Rect(x: 0, y: 0, width: 480, height: 44))
    #expect(tree.label.frame == Rect(x: 420, y: 10, width: 50, height: 24))
    #expect(tree.body.frame == Rect(x: 0, y: 44, width: 480, height: 276))
    #expect(tree.log.entries.isEmpty)

    tree.root.layoutIfNeeded()
    // The label kept its size, so it is not laid out (question 728372: setFrame lays out "only
    // if the size parameter of the frame is different").
    #expect(
      tree.log.entries == [
        "layoutSubviews root 480×320", "layoutSubviews header 480×44", "layoutSubviews body 480×276",
      ])
  }

  // Apple, UIView.layoutIfNeeded(): "If no layout updates are pending, this method exits without
  // modifying the layout or calling any layout-related callbacks."
  @Test("A pass with nothing pending calls nothing; marking twice lays out once")
  func nothingPending() throws {
    let tree = try Tree()
    tree.root.layoutIfNeeded()
    #expect(tree.log.entries.isEmpty)
    tree.body.setNeedsLayout()
    tree.body.setNeedsLayout()
    tree.root.layoutIfNeeded()
    #expect(tree.log.entries == ["layoutSubviews body 320×436"])
  }

  // Question 728372: "Resizing a view will call layoutSubviews on its superview".
  @Test("Resizing a view lays out its superview too")
  func resizingLaysOutSuperview() throws {
    let tree = try Tree()
    tree.label.frame = Rect(x: 0, y: 0, width: 100, height: 24)
    tree.root.layoutIfNeeded()
    #expect(tree.log.entries == ["layoutSubviews header 320×44", "layoutSubviews label 100×24"])
  }

  @Test("Moving a view or changing its bounds origin lays nothing out")
  func movingLaysNothingOut() throws {
    let tree = try Tree()
    tree.body.center = Point(x: 0, y: 0)
    tree.body.bounds.origin = Point(x: 0, y: 100)
    tree.body.frame = Rect(x: 5, y: 5, width: 320, height: 436)
    tree.body.transform = AffineTransform(quarterTurns: 1)
    tree.root.layoutIfNeeded()
    #expect(tree.log.entries.isEmpty)
  }

  // Apple, UIView.autoresizesSubviews: "When set to true, the view adjusts the size of its
  // subviews when its bounds change."
  @Test("A view that does not autoresize its subviews leaves their frames alone")
  func autoresizesSubviewsOff() throws {
    let tree = try Tree()
    tree.root.autoresizesSubviews = false
    tree.root.bounds.size = Size(width: 480, height: 320)
    #expect(tree.header.frame == Rect(x: 0, y: 0, width: 320, height: 44))
    #expect(tree.body.frame == Rect(x: 0, y: 44, width: 320, height: 436))
    tree.root.layoutIfNeeded()
    #expect(tree.log.entries == ["layoutSubviews root 480×320"])
  }

  // Apple, UIView.isHidden: a hidden view "participates in autoresizing as usual".
  @Test("A hidden view is autoresized and laid out as usual")
  func hiddenViews() throws {
    let tree = try Tree()
    tree.header.isHidden = true
    tree.root.bounds.size = Size(width: 480, height: 320)
    #expect(tree.header.frame == Rect(x: 0, y: 0, width: 480, height: 44))
    tree.root.layoutIfNeeded()
    #expect(tree.log.entries.contains("layoutSubviews header 480×44"))
  }

  // Seed 000, step 2: adjusting the bounds of the controller's view "causes the view to layout
  // its subviews, triggering the view controller's viewWillLayoutSubviews method".
  @Test("The layout delegate hears of the view's layout just before and after, with the new bounds")
  func layoutDelegate() throws {
    let tree = try Tree()
    let delegate = LoggingLayoutDelegate(log: tree.log)
    tree.root.layoutDelegate = delegate
    tree.root.bounds.size = Size(width: 480, height: 320)
    tree.root.layoutIfNeeded()
    #expect(
      Array(tree.log.entries.prefix(3)) == [
        "viewWillLayoutSubviews root [0, 0, 480, 320]", "layoutSubviews root 480×320",
        "viewDidLayoutSubviews root [0, 0, 480, 320]",
      ])
  }

  // Apple, UIView.layoutSubviews(): "You can override this method as needed to perform more
  // precise layout of your subviews."
  @Test("Frames set in layoutSubviews lay out the resized subviews in the same pass")
  func manualLayout() throws {
    let tree = try Tree()
    tree.root.onLayout = { [unowned tree] root in
      tree.body.frame = Rect(x: 0, y: 44, width: root.bounds.width / 2, height: root.bounds.height - 44)
    }
    tree.root.bounds.size = Size(width: 480, height: 320)
    tree.root.layoutIfNeeded()
    #expect(tree.body.frame == Rect(x: 0, y: 44, width: 240, height: 276))
    #expect(tree.log.entries.last == "layoutSubviews body 240×276")
    #expect(!tree.body.needsLayout)
  }

  @Test("A layout that changes its superview's size is laid out again in the same call")
  func layoutRaisingAncestor() throws {
    let tree = try Tree()
    var grown = false
    tree.label.onLayout = { [unowned tree] _ in
      if !grown {
        grown = true
        tree.root.bounds.size = Size(width: 320, height: 500)
      }
    }
    tree.label.setNeedsLayout()
    tree.root.layoutIfNeeded()
    #expect(
      tree.log.entries == [
        "layoutSubviews label 50×24", "layoutSubviews root 320×500", "layoutSubviews body 320×456",
      ])
    #expect(!tree.root.needsLayout && !tree.body.needsLayout)
  }

  @Test("A layout that takes views out of the tree, even the last references to them, is safe")
  func layoutRemovingViews() throws {
    let log = ViewEventLog()
    let parent = LoggingView("parent", frame: Rect(x: 0, y: 0, width: 100, height: 100), log: log)
    do {
      let first = LoggingView("first", log: log)
      let second = LoggingView("second", log: log)
      try parent.addSubview(first)
      try parent.addSubview(second)
      first.onLayout = { first in
        for view in first.superview?.subviews ?? [] { view.removeFromSuperview() }
      }
    }
    parent.layoutIfNeeded()
    #expect(parent.subviews.isEmpty)
    // Taking subviews out lays out the parent again, first; the second view left the tree
    // before its turn and is not laid out.
    #expect(
      log.entries.filter { $0.hasPrefix("layoutSubviews") } == [
        "layoutSubviews parent 100×100", "layoutSubviews first 0×0", "layoutSubviews parent 100×100",
      ])
  }

  @Test("A view that asks for layout in every layout stops after the pass limit")
  func passLimit() throws {
    let log = ViewEventLog()
    let view = LoggingView("loop", log: log)
    view.onLayout = { $0.setNeedsLayout() }
    view.setNeedsLayout()
    view.layoutIfNeeded()
    #expect(log.entries.count == View.maximumLayoutPasses)
    #expect(view.needsLayout)
  }

  // Apple, UIView.layoutIfNeeded(): "Using the view that receives the message as the root
  // view, this method lays out the view subtree starting at the root."
  @Test("Laying out a subtree whose superview is clean leaves the rest of the tree pending")
  func subtreeLayout() throws {
    let tree = try Tree()
    tree.body.setNeedsLayout()
    tree.header.setNeedsLayout()
    tree.body.layoutIfNeeded()
    #expect(tree.log.entries == ["layoutSubviews body 320×436"])
    tree.log.entries.removeAll()
    tree.root.layoutIfNeeded()
    #expect(tree.log.entries == ["layoutSubviews header 320×44"])
  }

  // Apple, CALayer.layoutIfNeeded(): "the layer's super layers are traversed until a ancestor
  // layer is found that does not require layout. Then layout is performed on the entire
  // layer-tree beneath that ancestor."
  @Test("Laying out a view whose superviews need layout starts from the highest of them")
  func layoutStartsAtDirtyAncestor() throws {
    let tree = try Tree()
    tree.root.bounds.size = Size(width: 480, height: 320)
    tree.label.setNeedsLayout()
    tree.label.layoutIfNeeded()
    #expect(
      tree.log.entries == [
        "layoutSubviews root 480×320", "layoutSubviews header 480×44", "layoutSubviews label 50×24",
        "layoutSubviews body 480×276",
      ])
  }

  // Question 728372: "addSubview causes layoutSubviews to be called on the view being added,
  // the view it's being added to"; "removeFromSuperview – layoutSubviews is called on superview only".
  @Test("Adding a subview lays out both; removing one lays out the old superview")
  func addingAndRemovingLayOut() throws {
    let tree = try Tree()
    let extra = LoggingView("extra", frame: Rect(x: 0, y: 0, width: 10, height: 10), log: tree.log)
    try tree.body.addSubview(extra)
    tree.log.entries.removeAll()
    tree.root.layoutIfNeeded()
    #expect(tree.log.entries == ["layoutSubviews body 320×436", "layoutSubviews extra 10×10"])
    tree.log.entries.removeAll()
    extra.removeFromSuperview()
    tree.log.entries.removeAll()
    tree.root.layoutIfNeeded()
    #expect(tree.log.entries == ["layoutSubviews body 320×436"])
  }

  // UIKit autoresizes a subview through its frame (the rectangle in the superview).
  @Test("A quarter-turned subview is autoresized through its frame")
  func transformedSubview() throws {
    let parent = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let child = View(frame: Rect(x: 0, y: 0, width: 100, height: 20))
    child.transform = AffineTransform(quarterTurns: 1)
    child.autoresizingMask = .flexibleHeight
    try parent.addSubview(child)
    #expect(child.frame == Rect(x: 40, y: -40, width: 20, height: 100))
    parent.bounds.size = Size(width: 100, height: 200)
    #expect(child.frame == Rect(x: 40, y: -40, width: 20, height: 200))
    #expect(child.bounds.size == Size(width: 200, height: 20))
  }
}
