import KagamiImage
import KagamiRaster
import Testing

/// One small golden PNG per primitive, compared exactly.
@Suite struct ShapeGoldenTests {
  private func canvas(_ background: RGBAColor = .white) throws -> Canvas {
    try Canvas(width: 64, height: 64, background: background)
  }

  private static let ink = RGBAColor(hex: 0x1C3F94)

  @Test func fractionalRectangle() throws {
    var canvas = try canvas()
    try canvas.fill(.rectangle(Rect(x: 5.5, y: 7.25, width: 40.3, height: 20.6)), color: Self.ink)
    try canvas.fill(.rectangle(Rect(x: 8, y: 40, width: 48, height: 16)), color: RGBAColor(hex: 0xE4572E))
    try goldenImages.check(canvas.bitmap, named: "fill-rectangle")
  }

  @Test func roundedRectangleWithPerCornerRadii() throws {
    var canvas = try canvas()
    let radii = CornerRadii(topLeft: 0, topRight: 8, bottomRight: 20, bottomLeft: 30)
    try canvas.fill(.roundedRectangle(Rect(x: 4, y: 6, width: 56, height: 50), radii), color: Self.ink)
    try goldenImages.check(canvas.bitmap, named: "fill-rounded-rectangle")
  }

  @Test func ellipse() throws {
    var canvas = try canvas()
    try canvas.fill(.ellipse(Rect(x: 4.5, y: 12, width: 55, height: 40)), color: Self.ink)
    try goldenImages.check(canvas.bitmap, named: "fill-ellipse")
  }

  @Test func lines() throws {
    var canvas = try canvas()
    try canvas.fill(.line(from: Point(x: 6, y: 6), to: Point(x: 58, y: 50), width: 3), color: Self.ink)
    try canvas.fill(.line(from: Point(x: 4, y: 58.5), to: Point(x: 60, y: 58.5), width: 1), color: .black)
    try canvas.fill(.line(from: Point(x: 50, y: 4), to: Point(x: 50, y: 40), width: 0.5), color: .black)
    try goldenImages.check(canvas.bitmap, named: "lines")
  }

  @Test func strokes() throws {
    var canvas = try canvas()
    try canvas.stroke(
      .roundedRectangle(Rect(x: 6, y: 6, width: 52, height: 30), CornerRadii(10)), width: 4, color: Self.ink)
    try canvas.stroke(.ellipse(Rect(x: 14, y: 40, width: 36, height: 20)), width: 1.5, color: RGBAColor(hex: 0xE4572E))
    try goldenImages.check(canvas.bitmap, named: "strokes")
  }

  @Test func borders() throws {
    var canvas = try canvas()
    try canvas.drawBorder(Rect(x: 4, y: 4, width: 56, height: 26), width: 3, color: Self.ink)
    try canvas.drawBorder(
      Rect(x: 4, y: 34, width: 56, height: 26),
      radii: CornerRadii(topLeft: 13, topRight: 4, bottomRight: 13, bottomLeft: 0),
      width: 5, color: RGBAColor(hex: 0x34C759))
    try goldenImages.check(canvas.bitmap, named: "borders")
  }

  @Test func translucentColorsOverOpaqueAndTransparent() throws {
    var canvas = try canvas(.clear)
    try canvas.fill(.rectangle(Rect(x: 0, y: 0, width: 32, height: 64)), color: .white)
    try canvas.fill(.ellipse(Rect(x: 4, y: 4, width: 36, height: 36)), color: RGBAColor(hex: 0xFF0000, alpha: 160))
    try canvas.fill(.ellipse(Rect(x: 24, y: 4, width: 36, height: 36)), color: RGBAColor(hex: 0x00C000, alpha: 128))
    try canvas.fill(.ellipse(Rect(x: 14, y: 24, width: 36, height: 36)), color: RGBAColor(hex: 0x0000FF, alpha: 96))
    try goldenImages.check(canvas.bitmap, named: "alpha-over")
  }

  @Test func rectangularClip() throws {
    var canvas = try canvas()
    try canvas.withClip(.rectangle(Rect(x: 10.5, y: 8, width: 40, height: 30.5))) {
      try $0.fill(.ellipse(Rect(x: 0, y: 0, width: 64, height: 64)), color: Self.ink)
    }
    try canvas.withClip(.rectangle(Rect(x: 0, y: 48, width: 32, height: 16))) {
      try $0.fill(.rectangle(Rect(x: 0, y: 40, width: 64, height: 24)), color: RGBAColor(hex: 0xE4572E))
    }
    try goldenImages.check(canvas.bitmap, named: "clip-rectangle")
  }

  @Test func roundedClipNestedInEllipseClip() throws {
    var canvas = try canvas()
    try canvas.withClip(.roundedRectangle(Rect(x: 4, y: 4, width: 56, height: 56), CornerRadii(16))) {
      try $0.fill(.rectangle(Rect(x: 0, y: 0, width: 64, height: 64)), color: Self.ink)
      try $0.withClip(.ellipse(Rect(x: 20, y: 20, width: 60, height: 60))) {
        try $0.fill(.rectangle(Rect(x: 0, y: 0, width: 64, height: 64)), color: RGBAColor(hex: 0xFFC914))
      }
    }
    try goldenImages.check(canvas.bitmap, named: "clip-rounded")
  }

  @Test(arguments: ContentMode.allCases)
  func imageContentModes(_ mode: ContentMode) throws {
    var canvas = try canvas(RGBAColor(hex: 0xDDDDDD))
    let image = try TestImages.checkerGradient(width: 40, height: 20)
    try canvas.drawImage(image, in: Rect(x: 4, y: 4, width: 28, height: 28), contentMode: mode)
    try canvas.drawImage(image, in: Rect(x: 8, y: 36, width: 52, height: 24), contentMode: mode, opacity: 200)
    try canvas.withClip(.roundedRectangle(Rect(x: 36, y: 4, width: 24, height: 28), CornerRadii(8))) {
      try $0.drawImage(
        try TestImages.translucentDisc(size: 9), in: Rect(x: 36, y: 4, width: 24, height: 28), contentMode: mode)
    }
    try goldenImages.check(canvas.bitmap, named: "image-\(mode.rawValue)")
  }
}
