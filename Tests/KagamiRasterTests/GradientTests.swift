import Testing

@testable import KagamiImage
@testable import KagamiRaster

/// Gradients against references computed here independently, in floating point, where the integer
/// rules give exact answers (Docs/paint.md).
@Suite struct GradientTests {
  static func fill(_ gradient: GradientFill, width: Int, height: Int, background: RGBAColor = .clear) throws -> Bitmap {
    var canvas = try Canvas(width: width, height: height, background: background)
    try canvas.fill(.rectangle(Rect(x: 0, y: 0, width: Double(width), height: Double(height))), gradient: gradient)
    return canvas.bitmap
  }

  @Test func aHorizontalGradientIsTheRoundedLinearMixAtEveryPixelCentre() throws {
    let gradient = GradientFill(
      stops: GradientFill.evenStops([.black, .white]),
      geometry: .linear(start: Point(x: 0, y: 0), end: Point(x: 256, y: 0)))
    let bitmap = try Self.fill(gradient, width: 256, height: 2)
    for x in 0..<256 {
      let expected = UInt8((255 * (Double(x) + 0.5) / 256).rounded())
      #expect(bitmap[x, 1] == RGBAColor(red: expected, green: expected, blue: expected), "x = \(x)")
    }
  }

  @Test func aDiagonalGradientIsConstantAcrossItsLineAndPadsBeyondItsEnds() throws {
    let gradient = GradientFill(
      stops: GradientFill.evenStops([RGBAColor(hex: 0xFF0000), RGBAColor(hex: 0x0000FF)]),
      geometry: .linear(start: Point(x: 20, y: 20), end: Point(x: 60, y: 60)))
    let bitmap = try Self.fill(gradient, width: 80, height: 80)
    // Pixels on one anti-diagonal (x + y constant) share their projection on the gradient's line.
    for sum in stride(from: 40, through: 118, by: 13) {
      let colours = Set((max(0, sum - 79)...min(79, sum)).map { bitmap[$0, sum - $0] })
      #expect(colours.count == 1, "anti-diagonal \(sum)")
    }
    #expect(bitmap[0, 0] == RGBAColor(hex: 0xFF0000))
    #expect(bitmap[79, 79] == RGBAColor(hex: 0x0000FF))
  }

  @Test func aFadeToClearKeepsItsColourAndOnlyLosesAlpha() throws {
    let red = RGBAColor(hex: 0xD02020)
    let gradient = GradientFill(
      stops: GradientFill.evenStops([red, .clear]), geometry: .linear(start: Point(x: 0, y: 0), end: Point(x: 0, y: 64))
    )
    let bitmap = try Self.fill(gradient, width: 1, height: 64)
    for y in 0..<64 {
      let pixel = bitmap[0, y]
      let alpha = UInt8((255 * (1 - (Double(y) + 0.5) / 64)).rounded())
      #expect(pixel == RGBAColor(red: 0xD0, green: 0x20, blue: 0x20, alpha: alpha), "y = \(y)")
    }
  }

  @Test func stopsShareTheLineInProportion() throws {
    let stops = [
      GradientFill.Stop(color: RGBAColor(hex: 0x000000), location: 0),
      GradientFill.Stop(color: RGBAColor(hex: 0xFF0000), location: 0.25),
      GradientFill.Stop(color: RGBAColor(hex: 0xFF00FF), location: 1),
    ]
    let gradient = GradientFill(stops: stops, geometry: .linear(start: Point(x: 0, y: 0), end: Point(x: 128, y: 0)))
    let bitmap = try Self.fill(gradient, width: 128, height: 1)
    for x in 0..<128 {
      let t = (Double(x) + 0.5) / 128
      let red = t < 0.25 ? 255 * t / 0.25 : 255
      let blue = t < 0.25 ? 0 : 255 * (t - 0.25) / 0.75
      #expect(bitmap[x, 0] == RGBAColor(red: UInt8(red.rounded()), green: 0, blue: UInt8(blue.rounded())), "x = \(x)")
    }
  }

  @Test func aRadialGradientFollowsTheDistanceFromItsCentre() throws {
    let gradient = GradientFill(
      stops: GradientFill.evenStops([.white, .black]),
      geometry: .radial(center: Point(x: 50, y: 50), startRadius: 10, endRadius: 40))
    let bitmap = try Self.fill(gradient, width: 100, height: 100)
    var exact = 0
    for y in 0..<100 {
      for x in 0..<100 {
        let distance =
          ((Double(x) + 0.5 - 50) * (Double(x) + 0.5 - 50) + (Double(y) + 0.5 - 50) * (Double(y) + 0.5 - 50))
          .squareRoot()
        let t = min(max((distance - 10) / 30, 0), 1)
        let expected = Int((255 * (1 - t)).rounded())
        let actual = Int(bitmap[x, y].red)
        // Distances are rounded down to 1/256 pixel, positions to 1/65536: at most one step apart.
        #expect(abs(actual - expected) <= 1, "(\(x), \(y))")
        if actual == expected { exact += 1 }
      }
    }
    #expect(exact > 9_500)
    #expect(bitmap[50, 50] == .white)
    #expect(bitmap[0, 0] == .black)
  }

  @Test func degenerateGradientsAndOddStopsDrawWithoutTrapping() throws {
    let blue = RGBAColor(hex: 0x0000FF)
    let same = GradientFill(
      stops: GradientFill.evenStops([.white, blue]), geometry: .linear(start: Point(x: 5, y: 5), end: Point(x: 5, y: 5))
    )
    let bitmap = try Self.fill(same, width: 10, height: 10)
    // A zero-length line paints the last colour everywhere, as CSS does.
    #expect(Set(bitmap.pixels) == [0, 255])
    #expect(bitmap[9, 9] == blue && bitmap[0, 0] == blue)
    let ring = GradientFill(
      stops: GradientFill.evenStops([.white, blue]),
      geometry: .radial(center: Point(x: 5, y: 5), startRadius: 3, endRadius: 3))
    let rings = try Self.fill(ring, width: 10, height: 10)
    #expect(rings[5, 5] == .white && rings[0, 0] == blue)
    let backwards = GradientFill(
      stops: [
        GradientFill.Stop(color: .white, location: 0.8), GradientFill.Stop(color: blue, location: 0.2),
        GradientFill.Stop(color: .black, location: .nan),
      ], geometry: .radial(center: Point(x: .infinity, y: 0), startRadius: -3, endRadius: 1e300))
    _ = try Self.fill(backwards, width: 10, height: 10)
    let empty = GradientFill(stops: [], geometry: .linear(start: Point(x: 0, y: 0), end: Point(x: 1, y: 0)))
    #expect(try Self.fill(empty, width: 4, height: 4, background: .white).pixels.allSatisfy { $0 == 255 })
  }

  @Test func aVeryLongGradientTakesTheWideDivision() throws {
    // 500,000 pixels long: |e − s|² in 1/256 pixel is about 2⁵⁴, so projections pass 2⁴⁶.
    let gradient = GradientFill(
      stops: GradientFill.evenStops([.black, .white]),
      geometry: .linear(start: Point(x: -250_000, y: 0), end: Point(x: 250_000, y: 0)))
    let sampler = try #require(GradientSampler(gradient))
    for x in [0, 1, 100, 999] {
      let exact = (Double(x) + 0.5 + 250_000) / 500_000 * 65536
      #expect(sampler.position(x: x, y: 0) == Int64(exact.rounded(.down)), "x = \(x)")
    }
  }

  @Test func theIntegerSquareRootIsExact() {
    for value: Int64 in [0, 1, 2, 3, 4, 15, 16, 17, 1 << 40, (1 << 40) - 1, (1 << 61) - 1, 1 << 61] {
      let root = GradientSampler.squareRoot(value)
      #expect(root * root <= value && (root + 1) * (root + 1) > value, "√\(value)")
    }
  }
}
