/// A vector path in 26.6 fixed-point device pixels (1 pixel = 64 units), ready for FreeType.
///
/// Coordinates arrive as `Double` device pixels and are rounded once, to the nearest 1/64 pixel;
/// everything after that is integer arithmetic inside FreeType.
public struct OutlinePath: Sendable {
  /// A point's role, as FreeType tags it.
  enum Tag: UInt8 {
    case onCurve = 1
    case cubicControl = 2
  }

  var xs: [Int] = []
  var ys: [Int] = []
  var tags: [Tag] = []
  var contourEnds: [Int] = []
  private var contourStart = 0

  /// An empty path.
  public init() {}

  /// True when the path has no points.
  public var isEmpty: Bool { xs.isEmpty }

  /// Starts a new contour at (x, y), closing the previous one.
  public mutating func move(to x: Double, _ y: Double) {
    closeContour()
    append(x, y, .onCurve)
  }

  /// A straight segment to (x, y).
  public mutating func line(to x: Double, _ y: Double) {
    append(x, y, .onCurve)
  }

  /// A cubic Bézier segment with two control points, ending at (x, y).
  public mutating func curve(
    to x: Double, _ y: Double, control1 c1x: Double, _ c1y: Double, control2 c2x: Double, _ c2y: Double
  ) {
    append(c1x, c1y, .cubicControl)
    append(c2x, c2y, .cubicControl)
    append(x, y, .onCurve)
  }

  /// Ends the current contour (FreeType closes every contour implicitly).
  public mutating func closeContour() {
    if xs.count > contourStart {
      contourEnds.append(xs.count - 1)
      contourStart = xs.count
    }
  }

  private mutating func append(_ x: Double, _ y: Double, _ tag: Tag) {
    xs.append(OutlinePath.fixed(x))
    ys.append(OutlinePath.fixed(y))
    tags.append(tag)
  }

  /// Rounds a device-pixel coordinate to 26.6 fixed point, clamped to FreeType's safe range.
  static func fixed(_ value: Double) -> Int {
    guard value.isFinite else { return 0 }
    let scaled = (value * 64).rounded(.toNearestOrAwayFromZero)
    return Int(min(max(scaled, -0x3FFF_FFFF), 0x3FFF_FFFF))
  }
}
