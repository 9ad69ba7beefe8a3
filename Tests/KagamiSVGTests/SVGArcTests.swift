import KagamiImage
import Testing

@testable import KagamiSVG

/// SVG's arc command as path data draws it (`VectorPath`'s endpoint arc): endpoint-to-centre
/// conversion (SVG 1.1 F.6.5), radius correction (F.6.6) and the split into cubics of at most 90°.
@Suite struct SVGArcTests {
  /// 4/3·tan(22.5°), the handle of a quarter circle of radius 1.
  let handle = 4.0 / 3.0 * (2.0.squareRoot() - 1)

  func arc(_ start: Point, _ rx: Double, _ ry: Double, _ rotation: Double, _ large: Bool, _ sweep: Bool, _ end: Point)
    -> [VectorPath.Element]
  {
    var path = VectorPath(elements: [.move(to: start)])
    path.addArc(to: end, radiusX: rx, radiusY: ry, xAxisRotation: .degrees(rotation), largeArc: large, sweep: sweep)
    return Array(path.elements.dropFirst())
  }

  @Test func radiiTooSmallAreScaledUp() {
    // Radius 1 cannot span 4: it becomes 2, a half circle round (2, 0) through its top, (2, −2).
    let elements = arc(pt(0, 0), 1, 1, 0, false, true, pt(4, 0))
    let h = 2 * handle
    #expect(
      approximatelyEqual(
        elements,
        [
          .curve(to: pt(2, -2), control1: pt(0, -h), control2: pt(2 - h, -2)),
          .curve(to: pt(4, 0), control1: pt(2 + h, -2), control2: pt(4, -h)),
        ]))
    // The last piece ends exactly at the end point.
    guard case .curve(let end, _, _)? = elements.last else { return }
    #expect(end == pt(4, 0))
  }

  @Test func largeArcTakesTheOtherCentre() {
    // Radius 2 from (0, 0) to (2, 2): the small arc is centred on (0, 2), the large one (270°) on (2, 0).
    let small = arc(pt(0, 0), 2, 2, 0, false, true, pt(2, 2))
    #expect(
      approximatelyEqual(small, [.curve(to: pt(2, 2), control1: pt(2 * handle, 0), control2: pt(2, 2 - 2 * handle))]))
    let large = arc(pt(0, 0), 2, 2, 0, true, true, pt(2, 2))
    let h = 2 * handle
    #expect(
      approximatelyEqual(
        large,
        [
          .curve(to: pt(2, -2), control1: pt(0, -h), control2: pt(2 - h, -2)),
          .curve(to: pt(4, 0), control1: pt(2 + h, -2), control2: pt(4, -h)),
          .curve(to: pt(2, 2), control1: pt(4, h), control2: pt(2 + h, 2)),
        ]))
  }

  @Test func sweepFlagChoosesTheDirection() {
    // Counter-clockwise on screen from (0, 0) to (2, 2) with radius 2: centre (2, 0), through no other quadrant.
    let elements = arc(pt(0, 0), 2, 2, 0, false, false, pt(2, 2))
    #expect(
      approximatelyEqual(elements, [.curve(to: pt(2, 2), control1: pt(0, 2 * handle), control2: pt(2 - 2 * handle, 2))])
    )
  }

  @Test func rotatedEllipse() {
    // An ellipse 2 × 1 turned 90°: from (0, 0) to (0, 4) round the centre (0, 2), through (1, 2).
    let elements = arc(pt(0, 0), 2, 1, 90, false, true, pt(0, 4))
    #expect(
      approximatelyEqual(
        elements,
        [
          .curve(to: pt(1, 2), control1: pt(handle, 0), control2: pt(1, 2 - 2 * handle)),
          .curve(to: pt(0, 4), control1: pt(1, 2 + 2 * handle), control2: pt(handle, 4)),
        ]))
  }

  @Test func negativeRadiiCountAsPositive() {
    #expect(arc(pt(0, 0), -2, -2, 0, false, true, pt(2, 2)) == arc(pt(0, 0), 2, 2, 0, false, true, pt(2, 2)))
  }

  @Test func degenerateArcs() {
    #expect(arc(pt(1, 1), 0, 3, 0, false, true, pt(2, 2)) == [.line(to: pt(2, 2))])
    #expect(arc(pt(1, 1), 3, 3, 0, false, true, pt(1, 1)) == [])
  }
}
