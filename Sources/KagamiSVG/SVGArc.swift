import KagamiImage

/// SVG's elliptical arc (the path command `A`), converted from endpoint to centre parameterization as
/// the SVG 1.1 implementation notes say (F.6.5, with the out-of-range radius correction of F.6.6),
/// then drawn as cubic Béziers of at most 90° each (handles 4/3·tan(θ/4) of the radius). Angles go
/// through `DeterministicTrig` in degrees, so quarter turns are exact; no libm function is called.
struct SVGArc: Equatable {
  /// Where the arc starts (the current point).
  var start: Point
  /// The radii as written (their signs are ignored).
  var radiusX: Double, radiusY: Double
  /// The rotation of the ellipse's x axis, in degrees.
  var rotation: Double
  /// Whether the arc takes the longer way round.
  var largeArc: Bool
  /// Whether the arc turns in the positive-angle direction (clockwise on screen).
  var sweep: Bool
  /// Where the arc ends.
  var end: Point

  /// The arc as path elements: nothing when the end points coincide, one line when a radius is
  /// zero, else one to four cubic curves (the last ends exactly at `end`).
  var elements: [VectorPath.Element] {
    if start == end { return [] }
    var rx = abs(radiusX)
    var ry = abs(radiusY)
    if rx == 0 || ry == 0 { return [.line(to: end)] }
    let (sinPhi, cosPhi) = DeterministicTrig.sinCos(degrees: rotation)
    // F.6.5.1: the start point in the ellipse's axes, relative to the chord's midpoint.
    let halfDX = (start.x - end.x) / 2
    let halfDY = (start.y - end.y) / 2
    let x1 = cosPhi * halfDX + sinPhi * halfDY
    let y1 = -sinPhi * halfDX + cosPhi * halfDY
    // F.6.6.2–3: radii too small to reach are scaled up uniformly.
    let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
    if lambda > 1 {
      let root = lambda.squareRoot()
      rx *= root
      ry *= root
    }
    // F.6.5.2: the centre in the ellipse's axes.
    let numerator = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1
    let denominator = rx * rx * y1 * y1 + ry * ry * x1 * x1
    var coefficient = max(0, numerator / denominator).squareRoot()
    if largeArc == sweep { coefficient = -coefficient }
    let centreX1 = coefficient * rx * y1 / ry
    let centreY1 = -coefficient * ry * x1 / rx
    // F.6.5.3: the centre in user space.
    let centre = Point(
      x: cosPhi * centreX1 - sinPhi * centreY1 + (start.x + end.x) / 2,
      y: sinPhi * centreX1 + cosPhi * centreY1 + (start.y + end.y) / 2)
    // F.6.5.5–6: the start angle and the sweep, in degrees.
    let startAngle = SVGArc.degrees(x: (x1 - centreX1) / rx, y: (y1 - centreY1) / ry)
    let endAngle = SVGArc.degrees(x: (-x1 - centreX1) / rx, y: (-y1 - centreY1) / ry)
    var delta = endAngle - startAngle
    if !sweep && delta > 0 { delta -= 360 }
    if sweep && delta < 0 { delta += 360 }
    let ellipse = Ellipse(centre: centre, rx: rx, ry: ry, sinPhi: sinPhi, cosPhi: cosPhi)
    return ellipse.cubics(from: startAngle, sweep: delta, end: end)
  }

  /// The angle of (x, y) from the x axis, in degrees.
  private static func degrees(x: Double, y: Double) -> Double {
    DeterministicTrig.atan2(y, x) * (180 / Double.pi)
  }

  /// A rotated ellipse in user space.
  private struct Ellipse {
    var centre: Point
    var rx: Double, ry: Double
    var sinPhi: Double, cosPhi: Double

    /// The point of the unit circle (x, y) mapped onto the ellipse.
    func map(_ x: Double, _ y: Double) -> Point {
      Point(
        x: cosPhi * rx * x - sinPhi * ry * y + centre.x,
        y: sinPhi * rx * x + cosPhi * ry * y + centre.y)
    }

    /// Cubic curves from `startAngle` through `sweep` degrees, split into equal pieces of at most 90°.
    func cubics(from startAngle: Double, sweep: Double, end: Point) -> [VectorPath.Element] {
      // A sweep a hair over a multiple of 90° (rounding) does not get an extra, tiny piece.
      let count = max(1, Int((abs(sweep) / 90 - 1e-9).rounded(.up)))
      let step = sweep / Double(count)
      let (sinQuarter, cosQuarter) = DeterministicTrig.sinCos(degrees: step / 4)
      let handle = 4.0 / 3.0 * sinQuarter / cosQuarter
      var elements: [VectorPath.Element] = []
      var (sin1, cos1) = DeterministicTrig.sinCos(degrees: startAngle)
      for piece in 1...count {
        let (sin2, cos2) = DeterministicTrig.sinCos(degrees: startAngle + step * Double(piece))
        let control1 = map(cos1 - handle * sin1, sin1 + handle * cos1)
        let control2 = map(cos2 + handle * sin2, sin2 - handle * cos2)
        let to = piece == count ? end : map(cos2, sin2)
        elements.append(.curve(to: to, control1: control1, control2: control2))
        (sin1, cos1) = (sin2, cos2)
      }
      return elements
    }
  }
}
