extension VectorPath {
  /// A circular arc, as SwiftUI's `Path.addArc(center:radius:startAngle:endAngle:clockwise:)`: a
  /// straight segment from the current point to the arc's start (or a new subpath there), then the
  /// arc in cubic Bézier segments of at most 90° each.
  ///
  /// Angles are measured from the +x axis towards +y. `clockwise` means what it means in SwiftUI and
  /// CoreGraphics, whose arcs are defined in y-up coordinates: `clockwise: true` runs from
  /// `startAngle` towards decreasing angles, `false` towards increasing angles. In y-down space (this
  /// path's, and SwiftUI's flipped views) decreasing angles turn counterclockwise on screen, so, as
  /// SwiftUI's documentation warns, `clockwise: true` looks counterclockwise and `false` clockwise.
  ///
  /// The sweep is `endAngle − startAngle` taken in the arc's direction and reduced to [0°, 360°); a
  /// difference of a full turn or more in that direction draws the whole circle. Points and handles
  /// come from `DeterministicTrig` in degrees, so quarter turns land exactly; a radius of zero or
  /// less gives the centre point.
  public mutating func addArc(center: Point, radius: Double, startAngle: Angle, endAngle: Angle, clockwise: Bool) {
    let start = startAngle.degrees
    var sweep = clockwise ? start - endAngle.degrees : endAngle.degrees - start
    sweep = sweep >= 360 ? 360 : sweep - 360 * (sweep / 360).rounded(.down)
    if clockwise { sweep = -sweep }
    let r = max(radius, 0)
    let map = { (unit: Point) in Point(x: center.x + r * unit.x, y: center.y + r * unit.y) }
    let (sine, cosine) = DeterministicTrig.sinCos(degrees: start)
    let first = map(Point(x: cosine, y: sine))
    if currentPoint != first { addLine(to: first) }
    guard r > 0 else { return }
    appendUnitArc(startDegrees: start, sweepDegrees: sweep, mappedBy: map)
  }

  /// Appends cubic segments of at most 90° approximating the unit circle's arc from `startDegrees`
  /// over `sweepDegrees` (signed), every point mapped through `map`, from the current point on.
  ///
  /// Each segment of angle φ has handles of length 4/3·tan(φ/4) along the tangents, with tan = sin/cos
  /// from `DeterministicTrig`.
  mutating func appendUnitArc(startDegrees: Double, sweepDegrees: Double, mappedBy map: (Point) -> Point) {
    guard sweepDegrees != 0, sweepDegrees.isFinite, startDegrees.isFinite else { return }
    let count = max(1, Int((abs(sweepDegrees) / 90 - 1e-9).rounded(.up)))
    let step = sweepDegrees / Double(count)
    let quarter = DeterministicTrig.sinCos(degrees: step / 4)
    let handle = 4 / 3 * (quarter.sin / quarter.cos)
    var from = DeterministicTrig.sinCos(degrees: startDegrees)
    for index in 1...count {
      let angle = index == count ? startDegrees + sweepDegrees : startDegrees + step * Double(index)
      let to = DeterministicTrig.sinCos(degrees: angle)
      elements.append(
        .curve(
          to: map(Point(x: to.cos, y: to.sin)),
          control1: map(Point(x: from.cos - handle * from.sin, y: from.sin + handle * from.cos)),
          control2: map(Point(x: to.cos + handle * to.sin, y: to.sin - handle * to.cos))))
      from = to
    }
  }
}
