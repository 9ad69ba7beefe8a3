import KagamiImage

/// Per-corner radii of a rounded rectangle, in device pixels.
public struct CornerRadii: Equatable, Hashable, Sendable {
  /// Top-left radius.
  public var topLeft: Double
  /// Top-right radius.
  public var topRight: Double
  /// Bottom-right radius.
  public var bottomRight: Double
  /// Bottom-left radius.
  public var bottomLeft: Double

  /// Radii from their four values.
  public init(topLeft: Double, topRight: Double, bottomRight: Double, bottomLeft: Double) {
    self.topLeft = topLeft
    self.topRight = topRight
    self.bottomRight = bottomRight
    self.bottomLeft = bottomLeft
  }

  /// The same radius at every corner.
  public init(_ radius: Double) {
    self.init(topLeft: radius, topRight: radius, bottomRight: radius, bottomLeft: radius)
  }

  /// No rounding.
  public static let zero = CornerRadii(0)

  /// True when every radius is zero (or negative, which counts as zero).
  public var isZero: Bool { topLeft <= 0 && topRight <= 0 && bottomRight <= 0 && bottomLeft <= 0 }

  /// Radii that fit `rect` as CSS scales them: negatives become zero, and when two radii on one side
  /// add up to more than the side, all shrink by the same factor.
  public func fitted(to rect: Rect) -> CornerRadii {
    let tl = Self.sanitized(topLeft)
    let tr = Self.sanitized(topRight)
    let br = Self.sanitized(bottomRight)
    let bl = Self.sanitized(bottomLeft)
    var factor = 1.0
    for (side, sum) in [(rect.width, tl + tr), (rect.width, bl + br), (rect.height, tl + bl), (rect.height, tr + br)]
    where sum > side && sum > 0 {
      factor = min(factor, max(0, side) / sum)
    }
    return CornerRadii(topLeft: tl * factor, topRight: tr * factor, bottomRight: br * factor, bottomLeft: bl * factor)
  }

  /// The radii of the curve `amount` pixels inside this one (never negative).
  public func insetBy(_ amount: Double) -> CornerRadii {
    CornerRadii(
      topLeft: max(0, topLeft - amount), topRight: max(0, topRight - amount),
      bottomRight: max(0, bottomRight - amount), bottomLeft: max(0, bottomLeft - amount))
  }

  private static func sanitized(_ value: Double) -> Double { value.isFinite && value > 0 ? value : 0 }
}
