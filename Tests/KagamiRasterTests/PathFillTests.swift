import KagamiImage
import KagamiRaster
import Testing

/// Filled paths against references computed here: exact rectangles, analytic areas, the star's
/// pentagon under the two fill rules, transforms.
@Suite struct PathFillTests {
  private func canvas(_ size: Int = 48) throws -> Canvas { try Canvas(width: size, height: size) }

  @Test func anIntegerRectangleFillsExactly() throws {
    var canvas = try canvas()
    var path = VectorPath()
    path.addRect(Rect(x: 5, y: 7, width: 20, height: 13))
    try canvas.fill(path, color: .black)
    for y in 0..<48 {
      for x in 0..<48 {
        let inside = (5..<25).contains(x) && (7..<20).contains(y)
        #expect(canvas.bitmap[x, y].alpha == (inside ? 255 : 0), "pixel \(x), \(y)")
      }
    }
  }

  @Test func polygonCoverageMatchesItsArea() throws {
    // A quadrilateral with fractional corners; its area by the shoelace formula.
    let corners = [Point(x: 3.3, y: 4.1), Point(x: 41.7, y: 9.6), Point(x: 35.2, y: 43.9), Point(x: 7.45, y: 30.2)]
    var area = 0.0
    for (a, b) in zip(corners, corners.dropFirst() + [corners[0]]) { area += a.x * b.y - b.x * a.y }
    area = abs(area) / 2
    var canvas = try canvas()
    var path = VectorPath()
    path.addLines(corners)
    try canvas.fill(path, color: .black)
    // 26.6 rounding moves each corner by at most 1/128 px, and each pixel's coverage is quantized to 1/255.
    let covered = PathTestSupport.coveredArea(canvas.bitmap)
    #expect(abs(covered - area) < 0.5, "covered \(covered), area \(area)")
  }

  @Test func evenOddAndNonZeroDifferExactlyInThePentagon() throws {
    let star = PathTestSupport.star(cx: 24, cy: 25, radius: 22)
    var nonZero = try canvas()
    try nonZero.fill(star, rule: .nonZero, color: .black)
    var evenOdd = try canvas()
    try evenOdd.fill(star, rule: .evenOdd, color: .black)
    // The inner pentagon's corners, between the star's points (at 90° + k·72°), where its edges cross:
    // at radius r·cos 72° / cos 36°.
    let inner = 22 * (DeterministicTrig.sinCos(degrees: 72).cos / DeterministicTrig.sinCos(degrees: 36).cos)
    let pentagon = (0..<5).map { index -> Point in
      let (sine, cosine) = DeterministicTrig.sinCos(degrees: 90 + Double(index * 72))
      return Point(x: 24 + inner * cosine, y: 25 + inner * sine)
    }
    var differing = 0
    for y in 0..<48 {
      for x in 0..<48 {
        let (a, b) = (nonZero.bitmap[x, y].alpha, evenOdd.bitmap[x, y].alpha)
        let (cx, cy) = (Double(x) + 0.5, Double(y) + 0.5)
        if PathTestSupport.inside(pentagon, x: cx, y: cy, margin: 0.75) {
          #expect(a == 255 && b == 0, "pixel \(x), \(y) inside the pentagon: \(a), \(b)")
        } else if !PathTestSupport.inside(pentagon, x: cx, y: cy, margin: -0.75) {
          #expect(a == b, "pixel \(x), \(y) outside the pentagon: \(a), \(b)")
        }
        if a != b { differing += 1 }
      }
    }
    #expect(differing > 100)
  }

  @Test func aTranslationMovesTheFillByWholePixels() throws {
    var path = VectorPath()
    path.addEllipse(in: Rect(x: 2.5, y: 3.25, width: 17, height: 11))
    var moved = try canvas()
    try moved.fill(path, transform: .translation(x: 20, y: 24), color: .black)
    var direct = try canvas()
    try direct.fill(path.applying(.translation(x: 20, y: 24)), color: .black)
    #expect(moved.bitmap.pixels == direct.bitmap.pixels)
    var original = try canvas()
    try original.fill(path, color: .black)
    for y in 0..<20 {
      for x in 0..<24 { #expect(original.bitmap[x, y] == moved.bitmap[x + 20, y + 24]) }
    }
  }

  @Test func anOpenSubpathFillsAsIfClosed() throws {
    var open = VectorPath()
    open.addLines([Point(x: 4, y: 4), Point(x: 40, y: 10), Point(x: 12, y: 42)])
    var closed = open
    closed.closeSubpath()
    var first = try canvas()
    try first.fill(open, color: .black)
    var second = try canvas()
    try second.fill(closed, color: .black)
    #expect(first.bitmap.pixels == second.bitmap.pixels)
  }

  @Test func quadraticCurveAreaMatchesTheParabola() throws {
    // The region between the chord and a quadratic Bézier has 2/3 of its control triangle's area.
    var path = VectorPath()
    path.move(to: Point(x: 4, y: 40))
    path.addQuadCurve(to: Point(x: 44, y: 40), control: Point(x: 24, y: 0))
    path.closeSubpath()
    var canvas = try canvas()
    try canvas.fill(path, color: .black)
    let area = 2.0 / 3 * (40 * 40 / 2)
    #expect(abs(PathTestSupport.coveredArea(canvas.bitmap) - area) < 0.5)
  }

  @Test func drawingsWithAViewBoxAreCentredAndScaled() throws {
    var square = VectorPath()
    square.addRect(Rect(x: 0, y: 0, width: 10, height: 10))
    let drawing = VectorDrawing(
      viewBox: Rect(x: 0, y: 0, width: 10, height: 10), shapes: [.init(path: square, fill: .currentColor)])
    var canvas = try Canvas(width: 40, height: 20)
    try canvas.draw(drawing, in: Rect(x: 0, y: 0, width: 40, height: 20), currentColor: .black)
    // Meet: scale 2, centred horizontally: x 10..<30, every row.
    for y in 0..<20 {
      for x in 0..<40 { #expect(canvas.bitmap[x, y].alpha == ((10..<30).contains(x) ? 255 : 0), "\(x), \(y)") }
    }
  }
}
