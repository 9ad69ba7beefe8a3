/// A 2-D affine transform, `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty` (SVG's and CoreGraphics'
/// `matrix(a b c d tx ty)`), for paths only: text and images are placed by layout.
public struct AffineTransform: Equatable, Hashable, Sendable {
  /// The matrix entries.
  public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

  /// A transform from its entries.
  public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
    (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
  }

  /// The identity.
  public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  /// A translation.
  public static func translation(x: Double, y: Double) -> AffineTransform {
    AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
  }

  /// A scale about the origin.
  public static func scale(x: Double, y: Double) -> AffineTransform {
    AffineTransform(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
  }

  /// A rotation about the origin (positive angles turn x towards y: clockwise on screen), with
  /// `DeterministicTrig`'s sine and cosine (exact at multiples of 90°).
  public static func rotation(_ angle: Angle) -> AffineTransform {
    let (sine, cosine) = DeterministicTrig.sinCos(degrees: angle.degrees)
    return AffineTransform(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
  }

  /// `self` applied first, then `other`.
  public func concatenating(_ other: AffineTransform) -> AffineTransform {
    AffineTransform(
      a: a * other.a + b * other.c, b: a * other.b + b * other.d,
      c: c * other.a + d * other.c, d: c * other.b + d * other.d,
      tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
  }

  /// `point` mapped through the transform.
  public func apply(to point: Point) -> Point {
    Point(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
  }

  /// True when the transform only translates and scales both axes by the same factor (possibly
  /// rotated): a stroke's width then scales by `uniformScale`.
  public var isSimilarity: Bool { a == d && b == -c }

  /// True when all six entries are finite.
  public var isFinite: Bool {
    a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite
  }

  /// The scale factor of a similarity: √(a² + b²).
  public var uniformScale: Double { (a * a + b * b).squareRoot() }
}

extension AffineTransform {
  /// The inverse transform, or nil when the transform collapses the plane (determinant 0 or not finite).
  public func inverted() -> AffineTransform? {
    let determinant = a * d - b * c
    guard determinant != 0, determinant.isFinite else { return nil }
    let inverse = AffineTransform(
      a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
      tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
    return inverse.isFinite ? inverse : nil
  }

  /// The transform about `anchor`: moved so that `anchor` maps to itself.
  public func anchored(at anchor: Point) -> AffineTransform {
    AffineTransform.translation(x: -anchor.x, y: -anchor.y).concatenating(self)
      .concatenating(.translation(x: anchor.x, y: anchor.y))
  }

  /// True when this is the identity.
  public var isIdentity: Bool { self == .identity }
}
