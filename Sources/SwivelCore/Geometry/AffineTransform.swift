/// A 2-D affine transform: `[a b 0; c d 0; tx ty 1]`, applied to row vectors as Core Graphics does.
///
/// UIKit: `CGAffineTransform`. Rotations by whole quarter turns are exact: their sines and
/// cosines are exactly 0, 1 or −1, so four quarter turns compose to exactly ``identity``.
public struct AffineTransform: Hashable, Sendable, Codable {
  /// The x scale and rotation term: x' = a·x + c·y + tx.
  public var a: Double
  /// The y shear and rotation term: y' = b·x + d·y + ty.
  public var b: Double
  /// The x shear and rotation term.
  public var c: Double
  /// The y scale and rotation term.
  public var d: Double
  /// The horizontal translation.
  public var tx: Double
  /// The vertical translation.
  public var ty: Double

  /// A transform from its six numbers. UIKit: `CGAffineTransformMake`.
  public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }

  /// The transform that changes nothing. UIKit: `CGAffineTransformIdentity`.
  public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  /// A rotation by whole quarter turns; positive turns are clockwise on screen (y down), as
  /// `CGAffineTransformMakeRotation(M_PI_2)`. Exact for every count.
  public init(quarterTurns: Int) {
    let turns = ((quarterTurns % 4) + 4) % 4
    let (cosine, sine): (Double, Double) =
      switch turns {
      case 0: (1, 0)
      case 1: (0, 1)
      case 2: (-1, 0)
      default: (0, -1)
      }
    self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
  }

  /// A rotation by an angle in radians. UIKit: `CGAffineTransformMakeRotation`.
  ///
  /// An angle within 1e-9 rad of a multiple of π/2 gives the exact quarter-turn transform,
  /// so `rotationAngle: .pi / 2` applied four times is exactly the identity.
  public init(rotationAngle angle: Double) {
    let quarters = angle / (Double.pi / 2)
    if abs(quarters - quarters.rounded()) * (Double.pi / 2) < 1e-9, abs(quarters) < 1e12 {
      self.init(quarterTurns: Int(quarters.rounded()))
      return
    }
    let cosine = angleCosine(angle), sine = angleSine(angle)
    self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
  }

  /// A scale. UIKit: `CGAffineTransformMakeScale`.
  public init(scaleX: Double, y: Double) {
    self.init(a: scaleX, b: 0, c: 0, d: y, tx: 0, ty: 0)
  }

  /// A translation. UIKit: `CGAffineTransformMakeTranslation`.
  public init(translationX: Double, y: Double) {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: translationX, ty: y)
  }

  /// Whether this is exactly the identity. UIKit: `CGAffineTransformIsIdentity`.
  public var isIdentity: Bool { self == .identity }

  /// This transform followed by `other`. UIKit: `CGAffineTransformConcat(self, other)`.
  public func concatenating(_ other: AffineTransform) -> AffineTransform {
    AffineTransform(
      a: a * other.a + b * other.c,
      b: a * other.b + b * other.d,
      c: c * other.a + d * other.c,
      d: c * other.b + d * other.d,
      tx: tx * other.a + ty * other.c + other.tx,
      ty: tx * other.b + ty * other.d + other.ty
    )
  }

  /// This transform preceded by a rotation of whole quarter turns. UIKit: `CGAffineTransformRotate`.
  public func rotated(quarterTurns: Int) -> AffineTransform {
    AffineTransform(quarterTurns: quarterTurns).concatenating(self)
  }

  /// The inverse transform, or `nil` when the transform is singular. UIKit: `CGAffineTransformInvert`.
  public var inverted: AffineTransform? {
    let determinant = a * d - b * c
    guard determinant != 0 else { return nil }
    let ia = d / determinant, ib = -b / determinant, ic = -c / determinant, id = a / determinant
    return AffineTransform(a: ia, b: ib, c: ic, d: id, tx: -(tx * ia + ty * ic), ty: -(tx * ib + ty * id))
  }

  /// Whether the transform swaps width and height (an odd number of quarter turns).
  public var swapsAxes: Bool { a == 0 && d == 0 && b != 0 && c != 0 }
}

/// Cosine and sine without Foundation: SwivelCore has no I/O dependencies, and these are only
/// reached for angles that are not quarter turns.
private func angleCosine(_ x: Double) -> Double { angleSine(x + Double.pi / 2) }

private func angleSine(_ x: Double) -> Double {
  // Reduce to [-π, π], then a Taylor series: exact enough (< 1e-15) for geometry.
  var reduced = x.truncatingRemainder(dividingBy: 2 * Double.pi)
  if reduced > Double.pi { reduced -= 2 * Double.pi }
  if reduced < -Double.pi { reduced += 2 * Double.pi }
  var term = reduced, sum = reduced
  for n in 1..<15 {
    term *= -reduced * reduced / Double((2 * n) * (2 * n + 1))
    sum += term
  }
  return sum
}
