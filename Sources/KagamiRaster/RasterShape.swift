import KagamiImage

/// A shape the canvas can fill, stroke or clip to, in device pixels.
public enum RasterShape: Equatable, Sendable {
  /// An axis-aligned rectangle.
  case rectangle(Rect)
  /// A rectangle with per-corner radii (fitted to the rectangle as CSS does).
  case roundedRectangle(Rect, CornerRadii)
  /// The ellipse inscribed in a rectangle.
  case ellipse(Rect)
  /// A straight line of a given width with butt caps.
  case line(from: Point, to: Point, width: Double)

  /// The smallest rectangle containing the shape.
  public var bounds: Rect {
    switch self {
    case .rectangle(let rect), .roundedRectangle(let rect, _), .ellipse(let rect): return rect
    case .line(let from, let to, let width):
      let half = width / 2
      let left = min(from.x, to.x) - half
      let top = min(from.y, to.y) - half
      return Rect(
        x: left, y: top, width: max(from.x, to.x) + half - left, height: max(from.y, to.y) + half - top)
    }
  }

  /// True when every coordinate is finite (NaN or infinity draw nothing and are reported).
  public var isFinite: Bool {
    switch self {
    case .rectangle(let rect), .ellipse(let rect): return rect.isFinite
    case .roundedRectangle(let rect, let radii):
      return rect.isFinite && radii.topLeft.isFinite && radii.topRight.isFinite && radii.bottomLeft.isFinite
        && radii.bottomRight.isFinite
    case .line(let from, let to, let width):
      return from.x.isFinite && from.y.isFinite && to.x.isFinite && to.y.isFinite && width.isFinite
    }
  }
}
