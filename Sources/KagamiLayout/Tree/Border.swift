import KagamiImage

/// A border drawn inside a node's frame, following its clip shape's corners.
public struct Border: Hashable, Sendable {
  /// The border colour.
  public var color: RGBAColor
  /// The width in points.
  public var width: Double

  /// A border from its parts.
  public init(color: RGBAColor, width: Double) {
    self.color = color
    self.width = width
  }
}
