extension VectorPath {
  /// An elliptical arc from the current point to `end`, as SVG's path command `A` (SVG 1.1,
  /// implementation notes F.6.5 and F.6.6): the ellipse of radii `radiusX` and `radiusY` whose x axis
  /// is turned by `xAxisRotation`, the larger or smaller of its two arcs (`largeArc`), drawn towards
  /// increasing angles (`sweep` true: clockwise on a y-down screen) or decreasing ones.
  ///
  /// Radii are taken as absolute values and scaled up uniformly when no ellipse of that size reaches
  /// `end`; a zero radius draws a straight line; an `end` equal to the current point draws nothing,
  /// and without a current point the call only moves to `end`. The arc is split into cubic segments
  /// of at most 90° (`DeterministicTrig` throughout) and ends exactly at `end`.
  public mutating func addArc(
    to end: Point, radiusX: Double, radiusY: Double, xAxisRotation: Angle, largeArc: Bool, sweep: Bool
  ) {
    guard let start = currentPoint else { return move(to: end) }
    guard start != end else { return }
    var (rx, ry) = (abs(radiusX), abs(radiusY))
    guard rx > 0, ry > 0 else { return addLine(to: end) }
    let (sine, cosine) = DeterministicTrig.sinCos(degrees: xAxisRotation.degrees)
    // F.6.5 step 1: the start point in the ellipse's own axes, relative to the chord's midpoint.
    let (hx, hy) = ((start.x - end.x) / 2, (start.y - end.y) / 2)
    let x1 = cosine * hx + sine * hy
    let y1 = -sine * hx + cosine * hy
    // F.6.6: radii too small to reach are scaled up.
    let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
    if lambda > 1 {
      let factor = lambda.squareRoot()
      rx *= factor
      ry *= factor
    }
    // F.6.5 step 2: the centre in the ellipse's axes.
    let numerator = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1
    let denominator = rx * rx * y1 * y1 + ry * ry * x1 * x1
    var coefficient = (max(numerator, 0) / denominator).squareRoot()
    if largeArc == sweep { coefficient = -coefficient }
    let cx1 = coefficient * rx * y1 / ry
    let cy1 = -coefficient * ry * x1 / rx
    // Step 3: the centre in path coordinates.
    let cx = cosine * cx1 - sine * cy1 + (start.x + end.x) / 2
    let cy = sine * cx1 + cosine * cy1 + (start.y + end.y) / 2
    // Step 4: the start angle and the sweep, on the unit circle.
    let u = Point(x: (x1 - cx1) / rx, y: (y1 - cy1) / ry)
    let v = Point(x: (-x1 - cx1) / rx, y: (-y1 - cy1) / ry)
    let theta = Self.degrees(from: Point(x: 1, y: 0), to: u)
    var delta = Self.degrees(from: u, to: v)
    if !sweep && delta > 0 { delta -= 360 }
    if sweep && delta < 0 { delta += 360 }
    let first = elements.count
    appendUnitArc(startDegrees: theta, sweepDegrees: delta) { unit in
      Point(
        x: cx + cosine * rx * unit.x - sine * ry * unit.y,
        y: cy + sine * rx * unit.x + cosine * ry * unit.y)
    }
    guard elements.count > first, case .curve(_, let control1, let control2) = elements[elements.count - 1] else {
      return addLine(to: end)
    }
    elements[elements.count - 1] = .curve(to: end, control1: control1, control2: control2)
  }

  /// The signed angle in degrees from vector `u` to vector `v`, in (−180°, 180°].
  private static func degrees(from u: Point, to v: Point) -> Double {
    DeterministicTrig.atan2(u.x * v.y - u.y * v.x, u.x * v.x + u.y * v.y) * (180 / Double.pi)
  }
}
