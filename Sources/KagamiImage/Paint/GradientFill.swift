/// A gradient with its colours resolved: stops along a line (linear) or between two circles around
/// one centre (radial), in some coordinate space (device pixels for `Canvas`; the DSL keeps it in
/// unit coordinates of a node's frame until painting).
///
/// Colours are interpolated with premultiplied alpha (a stop's colour counts in proportion to its
/// alpha, so a fade to `.clear` never darkens), by integer arithmetic (`GradientSampler` in
/// KagamiRaster, Docs/paint.md).
public struct GradientFill: Hashable, Sendable, CustomStringConvertible {
  /// A colour at a position along the gradient (0 at the start, 1 at the end).
  public struct Stop: Hashable, Sendable {
    /// The colour.
    public var color: RGBAColor
    /// The position, 0…1 (outside values are clamped; stops out of order are moved up to the
    /// previous stop's position, as CSS does).
    public var location: Double

    /// A stop from its parts.
    public init(color: RGBAColor, location: Double) {
      self.color = color
      self.location = location
    }
  }

  /// The gradient's geometry.
  public enum Geometry: Hashable, Sendable {
    /// Colour varies along the line from `start` to `end` and is constant across it.
    case linear(start: Point, end: Point)
    /// Colour varies with the distance from `center`, from `startRadius` to `endRadius`.
    case radial(center: Point, startRadius: Double, endRadius: Double)
  }

  /// The stops, in order.
  public var stops: [Stop]
  /// The geometry.
  public var geometry: Geometry

  /// A gradient from its parts.
  public init(stops: [Stop], geometry: Geometry) {
    self.stops = stops
    self.geometry = geometry
  }

  /// Stops spread evenly from 0 to 1 (one colour: a plain fill).
  public static func evenStops(_ colors: [RGBAColor]) -> [Stop] {
    guard colors.count > 1 else { return colors.map { Stop(color: $0, location: 0) } }
    return colors.enumerated().map { Stop(color: $1, location: Double($0) / Double(colors.count - 1)) }
  }

  /// The gradient with its geometry mapped through `transform` (radii scaled by its uniform scale).
  public func applying(_ transform: AffineTransform) -> GradientFill {
    var copy = self
    switch geometry {
    case .linear(let start, let end):
      copy.geometry = .linear(start: transform.apply(to: start), end: transform.apply(to: end))
    case .radial(let center, let startRadius, let endRadius):
      let factor = transform.uniformScale
      copy.geometry = .radial(
        center: transform.apply(to: center), startRadius: startRadius * factor, endRadius: endRadius * factor)
    }
    return copy
  }

  /// `linear(0.5,0→0.5,1 #ff0000ff@0 #0000ffff@1)`: for dumps.
  public var description: String {
    let stopText = stops.map { "\($0.color)@\(Rect.format($0.location))" }.joined(separator: " ")
    switch geometry {
    case .linear(let start, let end):
      return "linear(\(Self.format(start))→\(Self.format(end)) \(stopText))"
    case .radial(let center, let startRadius, let endRadius):
      return "radial(\(Self.format(center)) r\(Rect.format(startRadius))→\(Rect.format(endRadius)) \(stopText))"
    }
  }

  private static func format(_ point: Point) -> String { "\(Rect.format(point.x)),\(Rect.format(point.y))" }
}
