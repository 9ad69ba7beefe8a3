import KagamiImage

/// A drop shadow: the alpha of what a node draws, blurred, moved and tinted (`shadow(color:radius:x:y:)`).
public struct Shadow: Hashable, Sendable {
  /// The shadow's colour (its alpha scales the shadow).
  public var color: RGBAColor
  /// The blur's standard deviation in points (as CALayer's `shadowRadius`).
  public var radius: Double
  /// The horizontal offset in points.
  public var x: Double
  /// The vertical offset in points.
  public var y: Double

  /// A shadow from its parts.
  public init(color: RGBAColor, radius: Double, x: Double, y: Double) {
    self.color = color
    self.radius = radius
    self.x = x
    self.y = y
  }
}
