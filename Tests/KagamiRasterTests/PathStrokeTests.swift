import KagamiImage
import KagamiRaster
import Testing

/// Stroked paths against references computed here: caps, closed outlines, the miter limit on both
/// sides, dashes and their phase, a non-uniform scale, and bad input.
@Suite struct PathStrokeTests {
  private func canvas(width: Int = 48, height: Int = 48) throws -> Canvas {
    try Canvas(width: width, height: height)
  }

  private func segment(_ from: Point, _ to: Point) -> VectorPath {
    var path = VectorPath()
    path.addLines([from, to])
    return path
  }

  @Test func aButtCappedSegmentIsItsRectangle() throws {
    var stroked = try canvas()
    try stroked.stroke(
      segment(Point(x: 6, y: 20), Point(x: 40, y: 20)), style: StrokeStyle(lineWidth: 6), color: .black)
    var filled = try canvas()
    try filled.fill(.rectangle(Rect(x: 6, y: 17, width: 34, height: 6)), color: .black)
    #expect(stroked.bitmap.pixels == filled.bitmap.pixels)
    #expect(stroked.bitmap[6, 17].alpha == 255 && stroked.bitmap[5, 17].alpha == 0 && stroked.bitmap[6, 16].alpha == 0)
  }

  @Test func aSquareCapExtendsByHalfTheWidth() throws {
    var stroked = try canvas()
    try stroked.stroke(
      segment(Point(x: 10, y: 20), Point(x: 30, y: 20)), style: StrokeStyle(lineWidth: 8, lineCap: .square),
      color: .black)
    var filled = try canvas()
    try filled.fill(.rectangle(Rect(x: 6, y: 16, width: 28, height: 8)), color: .black)
    #expect(stroked.bitmap.pixels == filled.bitmap.pixels)
  }

  @Test func aRoundCapAddsAHalfDiscAtEachEnd() throws {
    var stroked = try canvas()
    try stroked.stroke(
      segment(Point(x: 12, y: 24), Point(x: 36, y: 24)), style: StrokeStyle(lineWidth: 16, lineCap: .round),
      color: .black)
    // A 24 × 16 rectangle and a disc of radius 8. FreeType's rasterizer flattens curves into chords,
    // which loses about 3 px² of this disc's π·64, so the disc's reference is the canvas's own disc.
    var disc = try canvas()
    try disc.fill(.ellipse(Rect(x: 4, y: 16, width: 16, height: 16)), color: .black)
    let discArea = PathTestSupport.coveredArea(disc.bitmap)
    #expect(abs(discArea - Double.pi * 64) < 4)
    let capsArea = PathTestSupport.coveredArea(stroked.bitmap) - 24 * 16
    #expect(abs(capsArea - discArea) < 0.25, "caps \(capsArea), disc \(discArea)")
  }

  @Test func aClosedRectangleStrokeIsAFrame() throws {
    var path = VectorPath()
    path.addRect(Rect(x: 8, y: 8, width: 30, height: 24))
    var stroked = try canvas()
    try stroked.stroke(path, style: StrokeStyle(lineWidth: 4), color: .black)
    var frame = try canvas()
    try frame.drawBorder(Rect(x: 6, y: 6, width: 34, height: 28), width: 4, color: .black)
    #expect(stroked.bitmap.pixels == frame.bitmap.pixels)
  }

  @Test func theMiterLimitBevelsOnlyBeyondIt() throws {
    // Two segments meeting at 60° at (10, 24): the miter is 1 / sin 30° = 2 widths long.
    let (sine, cosine) = DeterministicTrig.sinCos(degrees: 30)
    var path = VectorPath()
    path.addLines([
      Point(x: 10 + 30 * cosine, y: 24 - 30 * sine), Point(x: 10, y: 24), Point(x: 10 + 30 * cosine, y: 24 + 30 * sine),
    ])
    func coverageLeftOfTheBevel(limit: Double) throws -> Int {
      var canvas = try canvas()
      try canvas.stroke(path, style: StrokeStyle(lineWidth: 4, miterLimit: limit), color: .black)
      // A bevel reaches x = 10 − 2 · sin 30° = 9; the miter's tip x = 10 − 2 / sin 30° = 6, a triangle
      // of 3 × 2 · 3 · tan 30° / 2 ≈ 5.2 px² left of the bevel.
      return (0..<48).reduce(0) { sum, y in sum + (0..<9).reduce(0) { $0 + Int(canvas.bitmap[$1, y].alpha) } }
    }
    let miter = try coverageLeftOfTheBevel(limit: 2.05)
    #expect(
      abs(
        Double(miter) / 255 - 3 * 3 * DeterministicTrig.sinCos(degrees: 30).sin
          / DeterministicTrig.sinCos(degrees: 30).cos) < 0.2)
    #expect(try coverageLeftOfTheBevel(limit: 1.95) < 40)
  }

  @Test func dashesFollowThePatternAndThePhase() throws {
    func columns(phase: Double) throws -> [Bool] {
      var canvas = try canvas()
      try canvas.stroke(
        segment(Point(x: 0, y: 10), Point(x: 48, y: 10)),
        style: StrokeStyle(lineWidth: 4, dash: [6, 4, 2], dashPhase: phase), color: .black)
      return (0..<48).map { canvas.bitmap[$0, 10].alpha == 255 }
    }
    // [6, 4, 2] repeats as [6, 4, 2, 6, 4, 2]: on 0–6, off 6–10, on 10–12, off 12–18, on 18–22, off 22–24.
    let on = Set([0, 1, 2, 3, 4, 5, 10, 11, 18, 19, 20, 21])
    #expect(try columns(phase: 0) == (0..<48).map { on.contains($0 % 24) })
    #expect(try columns(phase: 3) == (0..<48).map { on.contains(($0 + 3) % 24) })
    #expect(try columns(phase: -21) == (0..<48).map { on.contains(($0 + 3) % 24) })
  }

  @Test func negativeOrZeroDashPatternsAreSolid() throws {
    let line = segment(Point(x: 4, y: 10), Point(x: 44, y: 30))
    var solid = try canvas()
    try solid.stroke(line, style: StrokeStyle(lineWidth: 3), color: .black)
    for dash in [[0.0, 0], [4, -1], [-2]] {
      var dashed = try canvas()
      try dashed.stroke(line, style: StrokeStyle(lineWidth: 3, dash: dash), color: .black)
      #expect(dashed.bitmap.pixels == solid.bitmap.pixels, "dash \(dash)")
    }
  }

  @Test func aClosedSubpathJoinsWhereAnOpenOneIsCapped() throws {
    var open = VectorPath()
    open.addLines([Point(x: 8, y: 8), Point(x: 40, y: 8), Point(x: 40, y: 40), Point(x: 8, y: 40), Point(x: 8, y: 8)])
    var closed = VectorPath()
    closed.addRect(Rect(x: 8, y: 8, width: 32, height: 32))
    let style = StrokeStyle(lineWidth: 6)
    var first = try canvas()
    try first.stroke(open, style: style, color: .black)
    var second = try canvas()
    try second.stroke(closed, style: style, color: .black)
    // Butt caps leave the top-left corner's outer square empty; the closed join fills it.
    #expect(first.bitmap[6, 6].alpha == 0)
    #expect(second.bitmap[6, 6].alpha == 255)
  }

  @Test func aNonUniformScaleWidensTheStrokeUnevenly() throws {
    var stroked = try canvas()
    try stroked.stroke(
      segment(Point(x: 2, y: 4), Point(x: 20, y: 4)), transform: .scale(x: 2, y: 3),
      style: StrokeStyle(lineWidth: 2), color: .black)
    // x 4..40, y (4 ∓ 1)·3 = 9..15.
    var filled = try canvas()
    try filled.fill(.rectangle(Rect(x: 4, y: 9, width: 36, height: 6)), color: .black)
    #expect(stroked.bitmap.pixels == filled.bitmap.pixels)
  }

  @Test func badInputDrawsNothing() throws {
    let line = segment(Point(x: 4, y: 4), Point(x: 40, y: 40))
    var canvas = try canvas()
    let blank = canvas.bitmap.pixels
    #expect(throws: RasterError.self) { try canvas.stroke(line, style: StrokeStyle(lineWidth: -2), color: .black) }
    #expect(throws: RasterError.self) {
      try canvas.stroke(line, style: StrokeStyle(lineWidth: .infinity), color: .black)
    }
    #expect(throws: RasterError.self) {
      try canvas.stroke(line, style: StrokeStyle(lineWidth: 2, dash: [.nan, 2]), color: .black)
    }
    #expect(throws: RasterError.self) {
      try canvas.stroke(segment(Point(x: .nan, y: 0), Point(x: 4, y: 4)), style: StrokeStyle(), color: .black)
    }
    #expect(throws: RasterError.self) {
      try canvas.fill(segment(Point(x: 1, y: .infinity), Point(x: 4, y: 4)), color: .black)
    }
    #expect(throws: RasterError.self) {
      try canvas.fill(line, transform: .scale(x: .nan, y: 1), color: .black)
    }
    let drawing = VectorDrawing(
      viewBox: Rect(x: 0, y: .nan, width: 4, height: 4), shapes: [.init(path: line, fill: .currentColor)])
    #expect(throws: RasterError.self) {
      try canvas.draw(drawing, in: Rect(x: 0, y: 0, width: 10, height: 10), currentColor: .black)
    }
    try canvas.stroke(line, style: StrokeStyle(lineWidth: 0), color: .black)
    try canvas.stroke(line, transform: .scale(x: 0, y: 0), style: StrokeStyle(lineWidth: 3), color: .black)
    #expect(canvas.bitmap.pixels == blank)
  }
}
