/// A point in device pixels.
public struct Point: Equatable, Hashable, Sendable {
  /// Horizontal position.
  public var x: Double
  /// Vertical position (y grows downwards).
  public var y: Double

  /// A point from its coordinates.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }
}
