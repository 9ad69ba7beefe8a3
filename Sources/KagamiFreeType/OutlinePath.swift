/// A vector path in 26.6 fixed-point device pixels (1 pixel = 64 units), ready for FreeType.
///
/// Coordinates arrive as `Double` device pixels and are rounded once, to the nearest 1/64 pixel;
/// everything after that is integer arithmetic inside FreeType. Contours are open or closed: the
/// rasterizer fills both (closing open ones with a straight edge), the stroker caps open ones.
public struct OutlinePath: Sendable {
  /// A point's role, as FreeType tags it.
  enum Tag: UInt8 {
    case conicControl = 0
    case onCurve = 1
    case cubicControl = 2
  }

  var xs: [Int] = []
  var ys: [Int] = []
  var tags: [Tag] = []
  /// The index of each contour's last point.
  var contourEnds: [Int] = []
  /// Whether each contour is closed (a stroke joins its ends) or open (a stroke caps them).
  var contourIsClosed: [Bool] = []
  private var contourStart = 0

  /// An empty path.
  public init() {}

  /// True when the path has no points.
  public var isEmpty: Bool { xs.isEmpty }

  /// Starts a new contour at (x, y), ending the previous one as open.
  public mutating func move(to x: Double, _ y: Double) {
    endContour(closed: false)
    append(OutlinePath.fixed(x), OutlinePath.fixed(y), .onCurve)
  }

  /// A straight segment to (x, y).
  public mutating func line(to x: Double, _ y: Double) {
    append(OutlinePath.fixed(x), OutlinePath.fixed(y), .onCurve)
  }

  /// A quadratic Bézier segment (a FreeType conic) with one control point, ending at (x, y).
  public mutating func quadCurve(to x: Double, _ y: Double, control cx: Double, _ cy: Double) {
    append(OutlinePath.fixed(cx), OutlinePath.fixed(cy), .conicControl)
    append(OutlinePath.fixed(x), OutlinePath.fixed(y), .onCurve)
  }

  /// A cubic Bézier segment with two control points, ending at (x, y).
  public mutating func curve(
    to x: Double, _ y: Double, control1 c1x: Double, _ c1y: Double, control2 c2x: Double, _ c2y: Double
  ) {
    append(OutlinePath.fixed(c1x), OutlinePath.fixed(c1y), .cubicControl)
    append(OutlinePath.fixed(c2x), OutlinePath.fixed(c2y), .cubicControl)
    append(OutlinePath.fixed(x), OutlinePath.fixed(y), .onCurve)
  }

  /// Ends the current contour as closed: a straight edge back to its start, and a stroke joins there.
  public mutating func closeContour() {
    endContour(closed: true)
  }

  /// Ends the current contour (if it has points) as closed or open.
  mutating func endContour(closed: Bool) {
    if xs.count > contourStart {
      contourEnds.append(xs.count - 1)
      contourIsClosed.append(closed)
      contourStart = xs.count
    }
  }

  /// Appends a point already in 26.6 units.
  mutating func append(_ x: Int, _ y: Int, _ tag: Tag) {
    xs.append(x)
    ys.append(y)
    tags.append(tag)
  }

  /// The smallest rectangle holding every point and control point, in pixels (nil when empty):
  /// the curves lie inside it.
  public var controlBox: (minX: Double, minY: Double, maxX: Double, maxY: Double)? {
    guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return nil }
    return (Double(minX) / 64, Double(minY) / 64, Double(maxX) / 64, Double(maxY) / 64)
  }

  /// The path with every point, in pixels, mapped through `map` and rounded to 26.6 again; contours
  /// and tags are kept (exact for Bézier curves under an affine map).
  public func mapped(_ map: (_ x: Double, _ y: Double) -> (x: Double, y: Double)) -> OutlinePath {
    var result = self
    for index in xs.indices {
      let point = map(Double(xs[index]) / 64, Double(ys[index]) / 64)
      result.xs[index] = OutlinePath.fixed(point.x)
      result.ys[index] = OutlinePath.fixed(point.y)
    }
    return result
  }

  /// Rounds a device-pixel coordinate to 26.6 fixed point, clamped to FreeType's safe range.
  static func fixed(_ value: Double) -> Int {
    guard value.isFinite else { return 0 }
    let scaled = (value * 64).rounded(.toNearestOrAwayFromZero)
    return Int(min(max(scaled, -0x3FFF_FFFF), 0x3FFF_FFFF))
  }
}
