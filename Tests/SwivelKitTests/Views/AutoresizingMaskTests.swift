import SwivelCore
import Testing

@testable import SwivelKit

@Suite("AutoresizingMask")
struct AutoresizingMaskTests {
  // Apple, UIView.AutoresizingMask / UIViewAutoresizing: None = 0, FlexibleLeftMargin = 1 << 0,
  // FlexibleWidth = 1 << 1, FlexibleRightMargin = 1 << 2, FlexibleTopMargin = 1 << 3,
  // FlexibleHeight = 1 << 4, FlexibleBottomMargin = 1 << 5.
  @Test(
    "The options keep UIKit's raw values",
    arguments: zip(
      [
        AutoresizingMask.none, .flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin,
        .flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin,
      ],
      [UInt(0), 1, 2, 4, 8, 16, 32]
    ))
  func rawValues(option: AutoresizingMask, rawValue: UInt) {
    #expect(option.rawValue == rawValue)
  }

  // Scenario spec, section 5.1: autoresizing names are UIKit's.
  @Test("Names read and print as the scenario format writes them")
  func names() throws {
    let mask = try AutoresizingMask(names: ["flexibleBottomMargin", "flexibleWidth"])
    #expect(mask == [.flexibleWidth, .flexibleBottomMargin])
    #expect(mask.names == ["flexibleWidth", "flexibleBottomMargin"])
    #expect(mask.description == "[flexibleWidth, flexibleBottomMargin]")
    #expect(AutoresizingMask.none.description == "[]")
    #expect(AutoresizingMask(name: "flexibleHeight") == .flexibleHeight)
    #expect(AutoresizingMask(name: "FlexibleHeight") == nil)
  }

  @Test("An unknown option name is a typed error that names it")
  func unknownName() {
    #expect(throws: AutoresizingMaskNameError(name: "flexibleDepth")) {
      try AutoresizingMask(names: ["flexibleWidth", "flexibleDepth"])
    }
    let error = AutoresizingMaskNameError(name: "flexibleDepth")
    #expect(error.description.contains("'flexibleDepth'"))
    #expect(error.description.contains("flexibleBottomMargin"))
  }

  // MARK: - The algorithm, axis by axis

  // Horizontal fixture: superview width 120, frame x 20, width 40, so the right margin is 60.
  // Growing to 240 (+120) and shrinking to 60 (−60). Expected values worked out by hand from
  // Apple's rule (UIView.autoresizingMask: "When more than one option along the same axis is
  // set, the default behavior is to distribute the size difference proportionally among the
  // flexible portions"); with nothing flexible, or only the right margin, the left margin and
  // the width stay.
  // Index: the three horizontal bits (1 left margin, 2 width, 4 right margin).
  static let horizontalGrow: [(x: Double, width: Double)] = [
    (20, 40),  // none
    (140, 40),  // left: takes all +120
    (20, 160),  // width: takes all +120
    (60, 120),  // left 20 + width 40 = 60: left +40, width +80
    (20, 40),  // right: takes all, left and width stay
    (50, 40),  // left 20 + right 60 = 80: left +30
    (20, 88),  // width 40 + right 60 = 100: width +48
    (40, 80),  // all 120: left +20, width +40
  ]
  static let horizontalShrink: [(x: Double, width: Double)] = [
    (20, 40),  // none
    (-40, 40),  // left: −60
    (20, -20),  // width: −60, past zero, not clamped
    (0, 0),  // left −20, width −40
    (20, 40),  // right
    (5, 40),  // left −15
    (20, 16),  // width −24
    (10, 20),  // left −10, width −20
  ]

  // Vertical fixture: superview height 60, frame y 10, height 30, so the bottom margin is 20.
  // Growing to 120 (+60) and shrinking to 30 (−30).
  // Index: the three vertical bits shifted down (1 top margin, 2 height, 4 bottom margin).
  static let verticalGrow: [(y: Double, height: Double)] = [
    (10, 30),  // none
    (70, 30),  // top: +60
    (10, 90),  // height: +60
    (25, 75),  // top 10 + height 30 = 40: top +15, height +45
    (10, 30),  // bottom
    (30, 30),  // top 10 + bottom 20 = 30: top +20
    (10, 66),  // height 30 + bottom 20 = 50: height +36
    (20, 60),  // all 60: top +10, height +30
  ]
  static let verticalShrink: [(y: Double, height: Double)] = [
    (10, 30),  // none
    (-20, 30),  // top −30
    (10, 0),  // height −30
    (2.5, 7.5),  // top −7.5, height −22.5
    (10, 30),  // bottom
    (0, 30),  // top −10
    (10, 12),  // height −18
    (5, 15),  // top −5, height −15
  ]

  static let frame = Rect(x: 20, y: 10, width: 40, height: 30)
  static let superviewSize = Size(width: 120, height: 60)
  static let grownSize = Size(width: 240, height: 120)
  static let shrunkSize = Size(width: 60, height: 30)

  /// Every one of the 64 masks, growing and shrinking on both axes at once: the expected frame
  /// is the hand-worked horizontal row for the mask's horizontal bits beside the vertical row
  /// for its vertical bits.
  @Test("Every mask resizes a frame exactly, growing and shrinking", arguments: 0..<64)
  func everyMask(rawValue: Int) {
    let mask = AutoresizingMask(rawValue: UInt(rawValue))
    let h = rawValue & 0b111, v = (rawValue >> 3) & 0b111

    let grown = mask.resizedFrame(Self.frame, from: Self.superviewSize, to: Self.grownSize)
    let expectedGrown = Rect(
      x: Self.horizontalGrow[h].x, y: Self.verticalGrow[v].y,
      width: Self.horizontalGrow[h].width, height: Self.verticalGrow[v].height)
    #expect(grown.isApproximatelyEqual(to: expectedGrown, tolerance: 1e-9), "\(mask) grown: \(grown)")

    let shrunk = mask.resizedFrame(Self.frame, from: Self.superviewSize, to: Self.shrunkSize)
    let expectedShrunk = Rect(
      x: Self.horizontalShrink[h].x, y: Self.verticalShrink[v].y,
      width: Self.horizontalShrink[h].width, height: Self.verticalShrink[v].height)
    #expect(shrunk.isApproximatelyEqual(to: expectedShrunk, tolerance: 1e-9), "\(mask) shrunk: \(shrunk)")
  }

  /// Each axis only reads its own bits: growing the width alone leaves the vertical axis as it
  /// was, whatever the vertical bits say.
  @Test("An axis whose superview length does not change keeps its margin and length", arguments: 0..<64)
  func unchangedAxis(rawValue: Int) {
    let mask = AutoresizingMask(rawValue: UInt(rawValue))
    let resized = mask.resizedFrame(Self.frame, from: Self.superviewSize, to: Size(width: 240, height: 60))
    #expect(resized.origin.y == 10)
    #expect(resized.size.height == 30)
  }

  // Familiar rotations: a portrait phone's views after the window turns to landscape
  // (seed 000: "the window is resized to match the new orientation … this size in turn is
  // propagated down the view hierarchy"). The banner is the scenario spec's example (section
  // 6.1: `frames: {banner: [0, 0, 667, 44]}` on a 375×667 phone in landscape).
  @Test(
    "Common masks on a phone turned to landscape",
    arguments: [
      (
        AutoresizingMask([.flexibleWidth, .flexibleBottomMargin]), Rect(x: 0, y: 0, width: 375, height: 44),
        Rect(x: 0, y: 0, width: 667, height: 44)
      ),
      (
        AutoresizingMask([.flexibleWidth, .flexibleHeight]), Rect(x: 0, y: 0, width: 375, height: 667),
        Rect(x: 0, y: 0, width: 667, height: 375)
      ),
      // A toolbar pinned to the bottom: the top margin takes the whole height change.
      (
        AutoresizingMask([.flexibleWidth, .flexibleTopMargin]), Rect(x: 0, y: 623, width: 375, height: 44),
        Rect(x: 0, y: 331, width: 667, height: 44)
      ),
      // A centred square keeps its size; margins 137.5 each side, 291.5 above and below.
      (
        AutoresizingMask([.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin]),
        Rect(x: 137.5, y: 291.5, width: 100, height: 84), Rect(x: 283.5, y: 145.5, width: 100, height: 84)
      ),
      // Nothing flexible: the frame stays, even past the new bottom edge.
      (
        AutoresizingMask.none, Rect(x: 10, y: 500, width: 100, height: 100),
        Rect(x: 10, y: 500, width: 100, height: 100)
      ),
    ])
  func phoneToLandscape(mask: AutoresizingMask, portrait: Rect, landscape: Rect) {
    let resized = mask.resizedFrame(
      portrait, from: Size(width: 375, height: 667), to: Size(width: 667, height: 375))
    #expect(resized.isApproximatelyEqual(to: landscape, tolerance: 1e-9), "\(resized)")
  }

  // Apple gives no proportions for flexible parts that add up to zero; Swivel shares equally.
  @Test("Flexible parts that add up to zero share the change equally")
  func zeroSizedFlexibleParts() {
    let mask: AutoresizingMask = [.flexibleLeftMargin, .flexibleWidth]
    let resized = mask.resizedFrame(
      Rect(x: 0, y: 0, width: 0, height: 0), from: Size(width: 100, height: 100), to: Size(width: 200, height: 100))
    #expect(resized.isApproximatelyEqual(to: Rect(x: 50, y: 0, width: 50, height: 0), tolerance: 1e-9))
  }

  @Test("A single flexible part takes the whole change exactly, even with awkward numbers")
  func singlePartIsExact() {
    let span = AutoresizingMask.resizedSpan(
      origin: 7, length: 13, oldContainerLength: 31, newContainerLength: 41, flexibleParts: 1)
    #expect(span.origin == 17)
    #expect(span.length == 13)
  }
}
