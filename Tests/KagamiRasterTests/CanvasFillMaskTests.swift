import Testing

@testable import KagamiImage
@testable import KagamiRaster

/// `fillMask` (the text hot path) against a plain per-pixel reference: same bytes with and without
/// a clip mask, for opaque and translucent colours over opaque and translucent backgrounds.
@Suite struct CanvasFillMaskTests {
  struct Generator {
    var state: UInt64
    mutating func next() -> UInt8 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return UInt8(truncatingIfNeeded: state >> 56)
    }
  }

  static func reference(
    _ canvas: Canvas, _ coverage: [UInt8], width: Int, height: Int, x: Int, y: Int, color: RGBAColor
  )
    -> [UInt8]
  {
    var bitmap = canvas.bitmap
    let area = canvas.clipRect.intersection(PixelRect(x: x, y: y, width: width, height: height))
    for row in area.y..<area.maxY {
      for column in area.x..<area.maxX {
        var value = Int(coverage[(row - y) * width + (column - x)])
        if let mask = canvas.clipMask { value = Compositor.multiply(value, mask.value(x: column, y: row)) }
        let index = (row * bitmap.width + column) * 4
        let destination =
          UInt32(bitmap.pixels[index]) | UInt32(bitmap.pixels[index + 1]) << 8 | UInt32(bitmap.pixels[index + 2]) << 16
          | UInt32(bitmap.pixels[index + 3]) << 24
        let result = Compositor.blend(color.packed, coverage: value, over: destination)
        for byte in 0..<4 { bitmap.pixels[index + byte] = UInt8(truncatingIfNeeded: result >> (8 * UInt32(byte))) }
      }
    }
    return bitmap.pixels
  }

  @Test(arguments: [RGBAColor.black, RGBAColor(hex: 0x3366CC, alpha: 170), RGBAColor(hex: 0xFF0000, alpha: 0)])
  func matchesReference(color: RGBAColor) throws {
    var generator = Generator(state: 42)
    for background in [RGBAColor.white, RGBAColor(hex: 0x80FF40, alpha: 90), RGBAColor.clear] {
      var canvas = try Canvas(width: 64, height: 48, background: background)
      let width = 40
      let height = 30
      let coverage = (0..<width * height).map { index -> UInt8 in
        let value = generator.next()
        return index % 3 == 0 ? 255 : (index % 5 == 0 ? 0 : value)
      }
      for (x, y) in [(5, 4), (-10, -7), (40, 30)] {
        let expected = Self.reference(canvas, coverage, width: width, height: height, x: x, y: y, color: color)
        var plain = canvas
        plain.fillMask(coverage, width: width, height: height, x: x, y: y, color: color)
        #expect(plain.bitmap.pixels == expected)
        try canvas.withClip(.ellipse(Rect(x: 3.5, y: 2.25, width: 50, height: 37.5))) { clipped in
          let clippedExpected = Self.reference(
            clipped, coverage, width: width, height: height, x: x, y: y, color: color)
          clipped.fillMask(coverage, width: width, height: height, x: x, y: y, color: color)
          #expect(clipped.bitmap.pixels == clippedExpected)
        }
      }
    }
  }
}
