import Foundation
import KagamiImage
import Testing

/// SwiftUI arcs and SVG endpoint arcs: where they start and end, how they are split, and the
/// degenerate cases (libm is the reference here, in a test; never in the pixel path).
@Suite struct ArcTests {
  private func curves(_ path: VectorPath) -> [(to: Point, control1: Point, control2: Point)] {
    path.elements.compactMap {
      if case .curve(let to, let control1, let control2) = $0 { return (to, control1, control2) }
      return nil
    }
  }

  private func near(_ point: Point, _ x: Double, _ y: Double, within tolerance: Double = 1e-12) -> Bool {
    abs(point.x - x) <= tolerance && abs(point.y - y) <= tolerance
  }

  @Test func aQuarterTurnIsOneCurveEndingExactly() throws {
    var path = VectorPath()
    path.addArc(center: Point(x: 10, y: 10), radius: 5, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
    #expect(path.elements.first == .move(to: Point(x: 15, y: 10)))
    let segments = curves(path)
    try #require(segments.count == 1)
    #expect(segments[0].to == Point(x: 10, y: 15))
    // 4/3·tan(22.5°) is the quarter circle's handle, 4(√2 − 1)/3.
    #expect(near(segments[0].control1, 15, 10 + 5 * VectorPath.quarterCircleHandle))
    #expect(near(segments[0].control2, 10 + 5 * VectorPath.quarterCircleHandle, 15))
  }

  @Test func clockwiseRunsTowardsDecreasingAngles() throws {
    var path = VectorPath()
    path.addArc(center: Point(x: 0, y: 0), radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: true)
    let segments = curves(path)
    // 0° → −270°: three quarter turns through (0, −10) (up, on a y-down screen) and (−10, 0).
    try #require(segments.count == 3)
    #expect(segments[0].to == Point(x: 0, y: -10))
    #expect(segments[1].to == Point(x: -10, y: 0))
    #expect(segments[2].to == Point(x: 0, y: 10))
  }

  @Test func endPointsLandWhereTheTrigonometrySays() throws {
    for (start, end, clockwise) in [(30.0, 200.0, false), (200, 30, true), (-45, 300, false), (10, 10.5, true)] {
      var path = VectorPath()
      path.addArc(
        center: Point(x: 3, y: -2), radius: 7, startAngle: .degrees(start), endAngle: .degrees(end),
        clockwise: clockwise)
      let radians = { (degrees: Double) in degrees * Double.pi / 180 }
      guard case .move(let first) = path.elements.first else {
        Issue.record("the arc does not start a subpath")
        continue
      }
      #expect(near(first, 3 + 7 * cos(radians(start)), -2 + 7 * sin(radians(start))))
      let last = try #require(curves(path).last)
      #expect(near(last.to, 3 + 7 * cos(radians(end)), -2 + 7 * sin(radians(end))), "\(start)→\(end)")
      for segment in curves(path) {
        #expect(abs(hypot(segment.to.x - 3, segment.to.y + 2) - 7) < 1e-12)
      }
    }
  }

  @Test func sweepsAreSplitIntoAtMostQuarterTurns() {
    for (end, clockwise, count) in [
      (360.0, false, 4), (90.1, false, 2), (-90, false, 3), (-90, true, 1), (0, false, 0),
    ] {
      var path = VectorPath()
      path.addArc(
        center: Point(x: 0, y: 0), radius: 1, startAngle: .zero, endAngle: .degrees(end), clockwise: clockwise)
      #expect(curves(path).count == count, "0° → \(end)°, clockwise \(clockwise)")
    }
  }

  @Test func svgSemicircleFollowsTheSweepFlag() throws {
    for (sweep, bulge) in [(true, -5.0), (false, 5.0)] {
      var path = VectorPath()
      path.move(to: Point(x: 0, y: 0))
      path.addArc(to: Point(x: 10, y: 0), radiusX: 5, radiusY: 5, xAxisRotation: .zero, largeArc: false, sweep: sweep)
      let segments = curves(path)
      try #require(segments.count == 2)
      // Increasing angles from 180° pass through 270°, above the chord on a y-down screen.
      #expect(near(segments[0].to, 5, bulge))
      #expect(segments[1].to == Point(x: 10, y: 0))
    }
  }

  @Test func svgRadiiTooSmallAreScaledUp() throws {
    var small = VectorPath()
    small.move(to: Point(x: 0, y: 0))
    small.addArc(
      to: Point(x: 10, y: 0), radiusX: 1, radiusY: 1, xAxisRotation: .degrees(30), largeArc: true, sweep: true)
    let segments = curves(small)
    try #require(segments.count == 2)
    #expect(near(segments[0].to, 5, -5))
  }

  @Test func svgLargeArcFlagPicksTheLongerWay() throws {
    func extent(large: Bool, sweep: Bool) -> (count: Int, lowest: Double, highest: Double) {
      var path = VectorPath()
      path.move(to: Point(x: 0, y: 0))
      path.addArc(to: Point(x: 12, y: 0), radiusX: 10, radiusY: 10, xAxisRotation: .zero, largeArc: large, sweep: sweep)
      let ys = curves(path).map(\.to.y)
      return (ys.count, ys.min() ?? 0, ys.max() ?? 0)
    }
    // The centre is 8 below or above the chord's midpoint; the large arc reaches 18 away.
    #expect(extent(large: true, sweep: true).lowest < -17)
    #expect(extent(large: true, sweep: false).highest > 17)
    #expect(extent(large: false, sweep: true).lowest > -2.1)
    #expect(extent(large: false, sweep: false).highest < 2.1)
    #expect(extent(large: true, sweep: true).count >= 3 && extent(large: false, sweep: true).count == 1)
  }

  @Test func svgDegenerateArcs() {
    var line = VectorPath()
    line.move(to: Point(x: 1, y: 2))
    line.addArc(to: Point(x: 5, y: 6), radiusX: 0, radiusY: 3, xAxisRotation: .zero, largeArc: false, sweep: true)
    #expect(line.elements == [.move(to: Point(x: 1, y: 2)), .line(to: Point(x: 5, y: 6))])
    var nothing = VectorPath()
    nothing.move(to: Point(x: 1, y: 2))
    nothing.addArc(to: Point(x: 1, y: 2), radiusX: 4, radiusY: 3, xAxisRotation: .zero, largeArc: true, sweep: true)
    #expect(nothing.elements == [.move(to: Point(x: 1, y: 2))])
  }

  @Test func svgArcEndsExactlyAtItsEndPoint() throws {
    var path = VectorPath()
    path.move(to: Point(x: 0.3, y: 0.7))
    path.addArc(
      to: Point(x: 17.1, y: 9.9), radiusX: 12, radiusY: 5, xAxisRotation: .degrees(-20), largeArc: true, sweep: false)
    #expect(curves(path).last?.to == Point(x: 17.1, y: 9.9))
  }
}
