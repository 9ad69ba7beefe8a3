import KagamiImage
import KagamiRaster
import Testing

/// Edge cases of stroking: zero-length subpaths, clips, very fine dash patterns, huge coordinates.
@Suite struct PathStrokeEdgeTests {
  @Test func aZeroLengthSubpathWithRoundCapsIsADot() throws {
    var path = VectorPath()
    path.addLines([Point(x: 20, y: 20), Point(x: 20, y: 20)])
    var round = try Canvas(width: 40, height: 40)
    try round.stroke(path, style: StrokeStyle(lineWidth: 10, lineCap: .round), color: .black)
    var disc = try Canvas(width: 40, height: 40)
    try disc.fill(.ellipse(Rect(x: 15, y: 15, width: 10, height: 10)), color: .black)
    // The dot is stroked as a segment 1/64 px long, so its area is a disc's and 10/64 px² more.
    let difference = PathTestSupport.coveredArea(round.bitmap) - PathTestSupport.coveredArea(disc.bitmap)
    #expect(abs(difference - 10.0 / 64) < 0.25, "\(difference)")
    var butt = try Canvas(width: 40, height: 40)
    try butt.stroke(path, style: StrokeStyle(lineWidth: 10), color: .black)
    #expect(PathTestSupport.coveredArea(butt.bitmap) == 0)
  }

  @Test func strokesStayInsideTheClip() throws {
    var path = VectorPath()
    path.addEllipse(in: Rect(x: 4, y: 4, width: 32, height: 32))
    var canvas = try Canvas(width: 40, height: 40)
    try canvas.withClip(.ellipse(Rect(x: 20, y: 0, width: 40, height: 40))) {
      try $0.stroke(path, style: StrokeStyle(lineWidth: 6, dash: [5, 3]), color: .black)
    }
    for y in 0..<40 {
      for x in 0..<20 { #expect(canvas.bitmap[x, y].alpha == 0, "\(x), \(y)") }
    }
    #expect(PathTestSupport.coveredArea(canvas.bitmap) > 50)
  }

  @Test func aDashPatternTooFineIsReported() throws {
    var path = VectorPath()
    path.addLines([Point(x: 0, y: 10), Point(x: 10_000, y: 10)])
    var canvas = try Canvas(width: 40, height: 40)
    #expect(throws: RasterError.self) {
      try canvas.stroke(path, style: StrokeStyle(lineWidth: 2, dash: [0.01, 0.01]), color: .black)
    }
    #expect(PathTestSupport.coveredArea(canvas.bitmap) == 0)
  }

  @Test func hugeCoordinatesDoNotCrash() throws {
    var path = VectorPath()
    path.addLines([Point(x: -1e12, y: 5), Point(x: 1e12, y: 30), Point(x: 20, y: 1e15)])
    var canvas = try Canvas(width: 40, height: 40)
    try? canvas.fill(path, color: .black)
    try? canvas.stroke(path, style: StrokeStyle(lineWidth: 3, lineJoin: .round), color: .black)
    try? canvas.stroke(path, transform: .scale(x: 1, y: 1e6), style: StrokeStyle(lineWidth: 1e9), color: .black)
  }
}
