import SwivelCore
import Testing

@testable import SwivelKit

/// Frame, bounds, center and transform kept consistent as UIKit keeps them.
@Suite("View geometry")
struct ViewGeometryTests {
  // Apple's UIView documentation gives each default: isHidden "The default value is false";
  // autoresizesSubviews "The default value of this property is true"; autoresizingMask "The
  // default value of this property is UIViewAutoresizingNone"; transform "The default value of
  // this property is CGAffineTransformIdentity"; tag "The default value is 0".
  @Test("A new view has UIKit's defaults")
  func defaults() {
    let view = View()
    #expect(!view.isHidden)
    #expect(view.autoresizesSubviews)
    #expect(view.autoresizingMask == .none)
    #expect(view.transform == .identity)
    #expect(view.tag == 0)
    #expect(view.identifier == nil)
    #expect(view.superview == nil)
    #expect(view.subviews.isEmpty)
    #expect(view.window == nil)
    #expect(view.layoutDelegate == nil)
    #expect(!view.needsLayout)
  }

  // Apple, UIView.init(frame:) and UIView.bounds: "By default, the origin of the bounds
  // rectangle is set to (0, 0) and the size matches the size of the rectangle in the frame".
  @Test("A new view's bounds are the frame's size at origin zero, its center the frame's middle")
  func initialGeometry() {
    let view = View(frame: Rect(x: 10, y: 20, width: 100, height: 50))
    #expect(view.bounds == Rect(x: 0, y: 0, width: 100, height: 50))
    #expect(view.center == Point(x: 60, y: 45))
    #expect(view.frame == Rect(x: 10, y: 20, width: 100, height: 50))
    #expect(view.transform == .identity)
    #expect(View().frame == .zero)
  }

  // Apple, UIView.frame: "Setting this property changes the point specified by the center
  // property and changes the size in the bounds rectangle accordingly."
  @Test("Setting the frame moves the center and sizes the bounds, keeping the bounds origin")
  func settingFrame() {
    let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    view.bounds.origin = Point(x: 5, y: 7)
    view.frame = Rect(x: 100, y: 200, width: 40, height: 60)
    #expect(view.center == Point(x: 120, y: 230))
    #expect(view.bounds == Rect(x: 5, y: 7, width: 40, height: 60))
    #expect(view.frame == Rect(x: 100, y: 200, width: 40, height: 60))
  }

  // Apple, UIView.bounds: "Changing the bounds size grows or shrinks the view relative to its
  // center point."
  @Test("Setting the bounds size grows the frame about the center")
  func settingBoundsSize() {
    let view = View(frame: Rect(x: 10, y: 10, width: 20, height: 20))
    view.bounds.size = Size(width: 40, height: 10)
    #expect(view.center == Point(x: 20, y: 20))
    #expect(view.frame == Rect(x: 0, y: 15, width: 40, height: 10))
  }

  // Apple, UIView.bounds: changing the origin changes what the view shows, not where it is.
  @Test("Setting the bounds origin leaves the frame and center alone")
  func settingBoundsOrigin() {
    let view = View(frame: Rect(x: 10, y: 10, width: 20, height: 20))
    view.bounds.origin = Point(x: 50, y: -5)
    #expect(view.frame == Rect(x: 10, y: 10, width: 20, height: 20))
    #expect(view.center == Point(x: 20, y: 20))
  }

  // Apple, UIView.center: "The center point is specified in points in the coordinate system of
  // its superview. Setting this property updates the origin of the rectangle in the frame
  // property appropriately."
  @Test("Setting the center moves the frame and keeps the bounds")
  func settingCenter() {
    let view = View(frame: Rect(x: 0, y: 0, width: 20, height: 10))
    view.center = Point(x: 100, y: 100)
    #expect(view.frame == Rect(x: 90, y: 95, width: 20, height: 10))
    #expect(view.bounds == Rect(x: 0, y: 0, width: 20, height: 10))
  }

  // Apple, UIView.transform: "Specifies the transform applied to the view, relative to the
  // center of its bounds"; it changes the frame, not the bounds or center.
  @Test("A quarter turn swaps the frame about the center and keeps bounds and center")
  func quarterTurnFrame() {
    let view = View(frame: Rect(x: 0, y: 0, width: 480, height: 320))
    view.transform = AffineTransform(quarterTurns: 1)
    #expect(view.bounds == Rect(x: 0, y: 0, width: 480, height: 320))
    #expect(view.center == Point(x: 240, y: 160))
    #expect(view.frame == Rect(x: 80, y: -80, width: 320, height: 480))
  }

  // Apple, UIView.transform: applied "relative to the center of its bounds", translation
  // included, as CGPointApplyAffineTransform applies it.
  @Test("The transform's translation moves the frame, not the center")
  func translationFrame() {
    let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    view.transform = AffineTransform(translationX: 5, y: -3)
    #expect(view.center == Point(x: 5, y: 5))
    #expect(view.frame == Rect(x: 5, y: -3, width: 10, height: 10))
  }

  // Apple, UIView.transform: "Use this property to scale or rotate the view's frame rectangle
  // within its superview's coordinate system."
  @Test("A scale grows the frame about the center")
  func scaleFrame() {
    let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 20))
    view.transform = AffineTransform(scaleX: 2, y: 0.5)
    #expect(view.frame == Rect(x: -5, y: 5, width: 20, height: 10))
  }

  // Apple documents the frame of a transformed view as undefined; Swivel's rule (View.frame):
  // the bounds take the size whose transformed bounding box is the frame, so the frame reads
  // back as set. For a quarter turn that is the swapped size.
  @Test("Setting the frame of a quarter-turned view gives it swapped bounds")
  func settingFrameWithQuarterTurn() {
    let view = View(frame: Rect(x: 0, y: 0, width: 320, height: 480))
    view.transform = AffineTransform(quarterTurns: 3)
    view.frame = Rect(x: 0, y: 0, width: 320, height: 480)
    #expect(view.bounds.size == Size(width: 480, height: 320))
    #expect(view.center == Point(x: 160, y: 240))
    #expect(view.frame == Rect(x: 0, y: 0, width: 320, height: 480))
  }

  // Swivel's rule for transformed frames (View.frame), as above; exact for scales.
  @Test("Setting the frame of a scaled, translated view reads back as set")
  func settingFrameWithScale() {
    let view = View()
    view.transform = AffineTransform(scaleX: 2, y: 4).concatenating(AffineTransform(translationX: 10, y: 0))
    view.frame = Rect(x: 0, y: 0, width: 100, height: 100)
    #expect(view.bounds.size == Size(width: 50, height: 25))
    #expect(view.center == Point(x: 40, y: 50))
    #expect(view.frame.isApproximatelyEqual(to: Rect(x: 0, y: 0, width: 100, height: 100), tolerance: 1e-9))
  }

  // Swivel's rule for transformed frames (View.frame): no single bounds size fits a 45° turn.
  @Test("Setting the frame of a view turned 45° moves it and keeps its bounds size")
  func settingFrameWithDiagonalTurn() {
    let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    view.transform = AffineTransform(rotationAngle: Double.pi / 4)
    view.frame = Rect(x: 100, y: 100, width: 50, height: 50)
    #expect(view.bounds.size == Size(width: 10, height: 10))
    #expect(view.center == Point(x: 125, y: 125))
  }

  // Apple, UIView.transform: the transform changes the frame, never the bounds or center it is
  // derived from.
  @Test("Going back to the identity transform gives back the untransformed frame")
  func identityAgain() {
    let view = View(frame: Rect(x: 0, y: 0, width: 480, height: 320))
    view.transform = AffineTransform(quarterTurns: 1)
    view.transform = .identity
    #expect(view.frame == Rect(x: 0, y: 0, width: 480, height: 320))
  }
}
