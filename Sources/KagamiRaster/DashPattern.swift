import KagamiFreeType
import KagamiImage

/// A validated dash pattern, in the units of the space a path is stroked in, and the cutting of
/// flattened subpaths into dashes.
///
/// As in SVG: an odd number of lengths is repeated to make it even; a pattern with a negative or
/// non-finite length, or summing to zero, means a solid line; the phase is how far into the pattern
/// each subpath starts (negative phases count back from the end of the pattern); every subpath
/// starts the pattern afresh, and on a closed subpath a dash running through the start point is
/// one dash.
struct DashPattern {
  /// Alternating lengths drawn and skipped (an even count, each ≥ 0, summing to more than 0).
  let lengths: [Double]
  /// Where each subpath starts in the pattern, in [0, total length).
  let phase: Double

  /// Most dashes a stroke may be cut into; a finer pattern is reported as invalid geometry.
  static let maximumDashCount = 100_000

  /// The pattern of `style` scaled by `scale`, or nil when the line is solid.
  init?(_ style: StrokeStyle, scale: Double) {
    guard !style.dash.isEmpty, style.dash.allSatisfy({ $0.isFinite && $0 >= 0 }) else { return nil }
    let lengths = (style.dash.count % 2 == 0 ? style.dash : style.dash + style.dash).map { $0 * scale }
    let total = lengths.reduce(0, +)
    guard total > 0, total.isFinite else { return nil }
    self.lengths = lengths
    let phase = (style.dashPhase * scale).truncatingRemainder(dividingBy: total)
    self.phase = phase < 0 ? phase + total : phase
  }

  /// The dashes of `polylines`, each an open contour (a closed one when a closed subpath is all dash).
  func dashes(of polylines: [Polyline]) throws -> OutlinePath {
    var outline = OutlinePath()
    var count = 0
    for polyline in polylines {
      for dash in dashes(of: polyline) {
        count += 1
        guard count <= Self.maximumDashCount else {
          throw RasterError.invalidGeometry("dash pattern \(lengths) cuts the path into too many dashes")
        }
        outline.move(to: dash.points[0].x, dash.points[0].y)
        for point in dash.points.dropFirst() { outline.line(to: point.x, point.y) }
        if dash.isClosed { outline.closeContour() }
      }
    }
    return outline
  }

  /// The dashes of one subpath.
  private func dashes(of polyline: Polyline) -> [Polyline] {
    var points = polyline.points
    if polyline.isClosed { points.append(points[0]) }
    var index = 0
    var remaining = lengths[0]
    var skip = phase
    while skip > remaining {
      skip -= remaining
      index = (index + 1) % lengths.count
      remaining = lengths[index]
    }
    remaining -= skip
    let startsOn = index % 2 == 0
    var dashes: [[Point]] = []
    var current: [Point] = startsOn ? [points[0]] : []
    var toggled = false
    for (from, to) in zip(points, points.dropFirst()) {
      let length = Polyline.length(to.x - from.x, to.y - from.y)
      guard length > 0 else { continue }
      var position = 0.0
      while length - position > remaining && dashes.count <= Self.maximumDashCount {
        position += remaining
        let ratio = position / length
        let point = Point(x: from.x + (to.x - from.x) * ratio, y: from.y + (to.y - from.y) * ratio)
        if index % 2 == 0 {
          current.append(point)
          dashes.append(current)
          current = []
        } else {
          current = [point]
        }
        toggled = true
        index = (index + 1) % lengths.count
        remaining = lengths[index]
      }
      remaining -= length - position
      if index % 2 == 0 { current.append(to) }
    }
    if index % 2 == 0, current.count > 1 {
      if polyline.isClosed && !toggled {
        current.removeLast()
        return [Polyline(points: current, isClosed: true)]
      }
      if polyline.isClosed && startsOn && !dashes.isEmpty {
        dashes[0] = current + dashes[0].dropFirst()
      } else {
        dashes.append(current)
      }
    }
    return dashes.map { Polyline(points: $0, isClosed: false) }
  }
}
