import KagamiImage

/// One subpath flattened to straight segments (for dashing), closed or open.
///
/// Curves are cut into `n` pieces of equal parameter step, `n` fixed by the curve's control points
/// alone: the flattening error of a Bézier curve cut that way is at most max|B''| / (8n²), and
/// `n` is the smallest count that keeps it within 1/16 of a unit of the space it is flattened in
/// (device pixels, or finer), at most 4096. Points are evaluated from the Bernstein form with basic
/// operations only, so the same path gives the same points everywhere.
struct Polyline: Equatable {
  /// The points, in order (a closed polyline does not repeat its first point at the end).
  var points: [Point]
  /// True when the subpath was closed.
  var isClosed: Bool

  /// The flattening tolerance, in units of the space the path is in.
  static let tolerance = 1.0 / 16

  /// `path`'s subpaths, flattened; subpaths without a segment are dropped.
  static func flatten(_ path: VectorPath) -> [Polyline] {
    var result: [Polyline] = []
    var current: [Point] = []
    var start = Point(x: 0, y: 0)
    func finish(closed: Bool) {
      if current.count > 1 {
        if closed, current.last == current.first { current.removeLast() }
        result.append(Polyline(points: current, isClosed: closed))
      }
      current = []
    }
    for element in path.elements {
      if case .move = element {} else if current.isEmpty, element != .closeSubpath { current = [start] }
      switch element {
      case .move(let point):
        finish(closed: false)
        start = point
        current = [point]
      case .line(let point):
        current.append(point)
      case .quadCurve(let point, let control):
        let from = current[current.count - 1]
        let bend = Self.length(from.x - 2 * control.x + point.x, from.y - 2 * control.y + point.y)
        let count = Self.pieces(forSecondDerivative: 2 * bend)
        for step in 1...count {
          let t = Double(step) / Double(count)
          let (a, b, c) = ((1 - t) * (1 - t), 2 * (1 - t) * t, t * t)
          current.append(
            step == count
              ? point : Point(x: a * from.x + b * control.x + c * point.x, y: a * from.y + b * control.y + c * point.y))
        }
      case .curve(let point, let control1, let control2):
        let from = current[current.count - 1]
        let bend = max(
          Self.length(from.x - 2 * control1.x + control2.x, from.y - 2 * control1.y + control2.y),
          Self.length(control1.x - 2 * control2.x + point.x, control1.y - 2 * control2.y + point.y))
        let count = Self.pieces(forSecondDerivative: 6 * bend)
        for step in 1...count {
          let t = Double(step) / Double(count)
          let u = 1 - t
          let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
          current.append(
            step == count
              ? point
              : Point(
                x: a * from.x + b * control1.x + c * control2.x + d * point.x,
                y: a * from.y + b * control1.y + c * control2.y + d * point.y))
        }
      case .closeSubpath:
        finish(closed: true)
      }
    }
    finish(closed: false)
    return result
  }

  /// The fewest equal pieces that keep a curve whose second derivative is at most `bound` within
  /// `tolerance` of its chords.
  private static func pieces(forSecondDerivative bound: Double) -> Int {
    let count = (bound / (8 * tolerance)).squareRoot().rounded(.up)
    guard count.isFinite else { return 1 }
    return Int(min(max(count, 1), 4096))
  }

  /// The length of the vector (x, y).
  static func length(_ x: Double, _ y: Double) -> Double { (x * x + y * y).squareRoot() }
}
