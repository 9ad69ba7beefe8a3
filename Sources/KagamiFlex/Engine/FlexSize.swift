/// A size in points, as returned by a measure function.
public struct FlexSize: Hashable, Sendable {
  /// Width in points.
  public var width: Double
  /// Height in points.
  public var height: Double

  /// A size.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }
}
