import SwivelCore
import Testing

@Suite("AffineTransform")
struct AffineTransformTests {
  /// (quarter turns, [a, b, c, d]).
  static let quarterTurnMatrices: [(Int, [Double])] = [
    (0, [1, 0, 0, 1]), (1, [0, 1, -1, 0]), (2, [-1, 0, 0, -1]), (3, [0, -1, 1, 0]), (4, [1, 0, 0, 1]),
    (-1, [0, -1, 1, 0]), (-2, [-1, 0, 0, -1]), (5, [0, 1, -1, 0]), (401, [0, 1, -1, 0]),
  ]

  // Apple documentation, `CGAffineTransform(rotationAngle:)`: the matrix is
  // [cos a, sin a, -sin a, cos a, 0, 0]; with y pointing down a positive angle turns clockwise on screen.
  @Test("quarter turns are exact rotation matrices", arguments: quarterTurnMatrices)
  func quarterTurns(turns: Int, expected: [Double]) {
    let transform = AffineTransform(quarterTurns: turns)
    #expect(transform == AffineTransform(a: expected[0], b: expected[1], c: expected[2], d: expected[3], tx: 0, ty: 0))
  }

  @Test("four quarter turns compose to exactly the identity, by turns or by angle")
  func noDrift() {
    var byTurns = AffineTransform.identity
    var byAngle = AffineTransform.identity
    for _ in 0..<4 {
      byTurns = byTurns.rotated(quarterTurns: 1)
      byAngle = byAngle.concatenating(AffineTransform(rotationAngle: .pi / 2))
    }
    #expect(byTurns == .identity)
    #expect(byTurns.isIdentity)
    #expect(byAngle == .identity)
    var many = AffineTransform.identity
    for _ in 0..<400 { many = many.concatenating(AffineTransform(rotationAngle: -.pi / 2)) }
    #expect(many == .identity)
  }

  /// (angle, the quarter turns it equals).
  static let quarterAngles: [(Double, Int)] = [
    (Double.pi / 2, 1), (Double.pi, 2), (-Double.pi / 2, 3), (3 * Double.pi / 2, 3), (2 * Double.pi, 0), (0, 0),
  ]

  @Test("angles that are multiples of π/2 give the exact quarter turn", arguments: quarterAngles)
  func snapsQuarterAngles(angle: Double, turns: Int) {
    #expect(AffineTransform(rotationAngle: angle) == AffineTransform(quarterTurns: turns))
  }

  /// (angle, cosine, sine). Reference values: the C library's cos and sin (SwivelCore computes
  /// its own, without Foundation).
  static let angles: [(Double, Double, Double)] = [
    (Double.pi / 6, 0.8660254037844387, 0.49999999999999994),
    (Double.pi / 4, 0.7071067811865476, 0.7071067811865475),
    (-2, -0.4161468365471424, -0.9092974268256817),
    (10, -0.8390715290764524, -0.5440211108893698),
    (0.1, 0.9950041652780258, 0.09983341664682815),
  ]

  @Test("other angles use sine and cosine", arguments: angles)
  func otherAngles(angle: Double, cosine: Double, sine: Double) {
    let transform = AffineTransform(rotationAngle: angle)
    #expect(abs(transform.a - cosine) < 1e-12)
    #expect(abs(transform.b - sine) < 1e-12)
    #expect(abs(transform.c + sine) < 1e-12)
    #expect(abs(transform.d - cosine) < 1e-12)
  }

  // Apple documentation, `CGPointApplyAffineTransform`: x' = a·x + c·y + tx, y' = b·x + d·y + ty.
  @Test("a quarter turn takes the x axis to the y axis (clockwise on screen)")
  func appliesToPoints() {
    let point = Point(x: 1, y: 0).applying(AffineTransform(quarterTurns: 1))
    #expect(point == Point(x: 0, y: 1))
    #expect(Point(x: 2, y: 3).applying(AffineTransform(translationX: 10, y: -1)) == Point(x: 12, y: 2))
    #expect(Point(x: 2, y: 3).applying(AffineTransform(scaleX: 2, y: 3)) == Point(x: 4, y: 9))
  }

  // Apple documentation, `concatenating(_:)`: "the first transform followed by the second";
  // `rotated(by:)` rotates before the existing transform.
  @Test("concatenation applies self first, then the other")
  func concatenationOrder() {
    let translate = AffineTransform(translationX: 10, y: 0)
    let turn = AffineTransform(quarterTurns: 1)
    #expect(Point.zero.applying(translate.concatenating(turn)) == Point(x: 0, y: 10))
    #expect(Point.zero.applying(turn.concatenating(translate)) == Point(x: 10, y: 0))
    #expect(translate.rotated(quarterTurns: 1) == turn.concatenating(translate))
  }

  @Test("the inverse undoes the transform; a singular transform has none")
  func inverse() throws {
    let transform = AffineTransform(quarterTurns: 1).concatenating(AffineTransform(translationX: 5, y: 7))
      .concatenating(AffineTransform(scaleX: 2, y: 4))
    let inverse = try #require(transform.inverted)
    let point = Point(x: 3, y: -2)
    let back = point.applying(transform).applying(inverse)
    #expect(abs(back.x - point.x) < 1e-12 && abs(back.y - point.y) < 1e-12)
    #expect(AffineTransform(scaleX: 0, y: 1).inverted == nil)
  }

  @Test("odd quarter turns swap the axes, even ones do not", arguments: 0..<8)
  func swapsAxes(turns: Int) {
    #expect(AffineTransform(quarterTurns: turns).swapsAxes == !turns.isMultiple(of: 2))
  }
}
