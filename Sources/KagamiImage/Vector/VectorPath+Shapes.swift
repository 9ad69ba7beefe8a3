extension VectorPath {
  /// The cubic Bézier handle length for a quarter circle of radius 1, 4(√2 − 1)/3: a committed
  /// constant, so that no machine computes it differently.
  public static let quarterCircleHandle = 0.552_284_749_830_793_6

  /// A closed subpath around `rect`: its top-left corner, then towards +x and +y (clockwise on a
  /// y-down screen), as SwiftUI's `addRect`. A rectangle with a negative size is standardized.
  public mutating func addRect(_ rect: Rect) {
    let (left, top, right, bottom) = Self.edges(of: rect)
    move(to: Point(x: left, y: top))
    elements += [
      .line(to: Point(x: right, y: top)), .line(to: Point(x: right, y: bottom)), .line(to: Point(x: left, y: bottom)),
      .closeSubpath,
    ]
  }

  /// A closed subpath of four cubic quarter arcs around the ellipse inscribed in `rect`, from its
  /// rightmost point towards +y (clockwise on a y-down screen).
  public mutating func addEllipse(in rect: Rect) {
    let (left, top, right, bottom) = Self.edges(of: rect)
    let (rx, ry) = ((right - left) / 2, (bottom - top) / 2)
    let (cx, cy) = (left + rx, top + ry)
    let (kx, ky) = (Self.quarterCircleHandle * rx, Self.quarterCircleHandle * ry)
    move(to: Point(x: right, y: cy))
    elements += [
      .curve(
        to: Point(x: cx, y: bottom), control1: Point(x: right, y: cy + ky), control2: Point(x: cx + kx, y: bottom)),
      .curve(to: Point(x: left, y: cy), control1: Point(x: cx - kx, y: bottom), control2: Point(x: left, y: cy + ky)),
      .curve(to: Point(x: cx, y: top), control1: Point(x: left, y: cy - ky), control2: Point(x: cx - kx, y: top)),
      .curve(to: Point(x: right, y: cy), control1: Point(x: cx + kx, y: top), control2: Point(x: right, y: cy - ky)),
      .closeSubpath,
    ]
  }

  /// A closed subpath around `rect` with elliptical corners of `cornerSize` (each clamped to half
  /// the rectangle's side, as SwiftUI's circular `RoundedRectangle`), each corner one cubic quarter
  /// arc; it starts after the top-left corner and runs towards +x (clockwise on a y-down screen).
  public mutating func addRoundedRect(in rect: Rect, cornerSize: (width: Double, height: Double)) {
    let (left, top, right, bottom) = Self.edges(of: rect)
    let rx = min(max(cornerSize.width, 0), (right - left) / 2)
    let ry = min(max(cornerSize.height, 0), (bottom - top) / 2)
    guard rx > 0, ry > 0 else { return addRect(rect) }
    let (kx, ky) = (Self.quarterCircleHandle * rx, Self.quarterCircleHandle * ry)
    move(to: Point(x: left + rx, y: top))
    elements += [
      .line(to: Point(x: right - rx, y: top)),
      .curve(
        to: Point(x: right, y: top + ry), control1: Point(x: right - rx + kx, y: top),
        control2: Point(x: right, y: top + ry - ky)),
      .line(to: Point(x: right, y: bottom - ry)),
      .curve(
        to: Point(x: right - rx, y: bottom), control1: Point(x: right, y: bottom - ry + ky),
        control2: Point(x: right - rx + kx, y: bottom)),
      .line(to: Point(x: left + rx, y: bottom)),
      .curve(
        to: Point(x: left, y: bottom - ry), control1: Point(x: left + rx - kx, y: bottom),
        control2: Point(x: left, y: bottom - ry + ky)),
      .line(to: Point(x: left, y: top + ry)),
      .curve(
        to: Point(x: left + rx, y: top), control1: Point(x: left, y: top + ry - ky),
        control2: Point(x: left + rx - kx, y: top)),
      .closeSubpath,
    ]
  }

  /// The rectangle's left, top, right and bottom edges, smaller first.
  private static func edges(of rect: Rect) -> (Double, Double, Double, Double) {
    (min(rect.x, rect.maxX), min(rect.y, rect.maxY), max(rect.x, rect.maxX), max(rect.y, rect.maxY))
  }
}
