import KagamiImage

/// A point in a view's frame in unit coordinates: (0, 0) the top-left corner, (1, 1) the bottom-right,
/// as SwiftUI's `UnitPoint` (not mirrored for right-to-left layouts).
public struct UnitPoint: Hashable, Sendable {
  /// Horizontal position, 0 at the left edge and 1 at the right.
  public var x: Double
  /// Vertical position, 0 at the top and 1 at the bottom.
  public var y: Double

  /// A unit point from its coordinates.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The top-leading corner, (0, 0).
  public static let zero = UnitPoint(x: 0, y: 0)
  /// The centre, (0.5, 0.5).
  public static let center = UnitPoint(x: 0.5, y: 0.5)
  /// The middle of the top edge, (0.5, 0).
  public static let top = UnitPoint(x: 0.5, y: 0)
  /// The middle of the bottom edge, (0.5, 1).
  public static let bottom = UnitPoint(x: 0.5, y: 1)
  /// The middle of the leading edge, (0, 0.5).
  public static let leading = UnitPoint(x: 0, y: 0.5)
  /// The middle of the trailing edge, (1, 0.5).
  public static let trailing = UnitPoint(x: 1, y: 0.5)
  /// The top-leading corner, (0, 0).
  public static let topLeading = UnitPoint(x: 0, y: 0)
  /// The top-trailing corner, (1, 0).
  public static let topTrailing = UnitPoint(x: 1, y: 0)
  /// The bottom-leading corner, (0, 1).
  public static let bottomLeading = UnitPoint(x: 0, y: 1)
  /// The bottom-trailing corner, (1, 1).
  public static let bottomTrailing = UnitPoint(x: 1, y: 1)

  /// The point as a `Point` in unit space (non-finite coordinates count as 0).
  var point: Point { Point(x: x.isFinite ? x : 0, y: y.isFinite ? y : 0) }

  /// The point in a `width × height` frame, in the frame's own units.
  func location(width: Double, height: Double) -> Point { Point(x: point.x * width, y: point.y * height) }
}
