import Testing

@testable import KagamiImage
@testable import KagamiRaster

/// Shadows and layers composited by the fast paths (compact blurred rows, skipped covered pixels,
/// four pixels at a time, copied opaque runs) against the plain way: the whole blurred plane through
/// `fillMask`, each layer pixel through `Compositor.blend`.
@Suite struct ShadowCompositingTests {
  /// A layer like a card: an opaque rounded rectangle with a translucent stripe and a clear notch.
  static func cardLayer(width: Int, height: Int) throws -> Bitmap {
    var canvas = try Canvas(width: width, height: height, background: .clear)
    try canvas.fill(
      .roundedRectangle(Rect(x: 0, y: 0, width: Double(width), height: Double(height)), CornerRadii(7)),
      color: RGBAColor(hex: 0xF4F4F8))
    try canvas.fill(
      .rectangle(Rect(x: 4, y: 9, width: Double(width - 8), height: 3)), color: RGBAColor(hex: 0x3050A0, alpha: 120))
    try canvas.fill(.ellipse(Rect(x: Double(width) - 14, y: 3, width: 9, height: 9)), color: .clear)
    return canvas.bitmap
  }

  /// A backdrop mixing opaque and translucent pixels (rows 0 mod 4 translucent).
  static func backdrop(width: Int, height: Int) throws -> Canvas {
    var generator = EffectTests.Generator(state: 99)
    var pixels = [UInt8](repeating: 0, count: width * height * 4)
    for index in 0..<(width * height) {
      let translucent = (index / width) % 4 == 0
      pixels[index * 4] = generator.next()
      pixels[index * 4 + 1] = generator.next()
      pixels[index * 4 + 2] = generator.next()
      pixels[index * 4 + 3] = translucent ? generator.next() : 255
    }
    return try Canvas(bitmap: Bitmap(width: width, height: height, pixels: pixels))
  }

  /// The shadow the plain way: `fillMask` with the whole blurred alpha, zero under opaque layer
  /// pixels when the layer is drawn over it next (and nothing clips it differently).
  static func plainShadow(
    on canvas: inout Canvas, of layer: Bitmap, x: Int, y: Int, blur: GaussianBlur, dx: Int, dy: Int,
    color: RGBAColor, covered: Bool
  ) {
    let alpha = (0..<layer.pixelCount).map { layer.pixels[$0 * 4 + 3] }
    var blurred = blur.apply(alpha, width: layer.width, height: layer.height)
    if covered && canvas.clipMask == nil {
      for row in 0..<layer.height {
        for column in 0..<layer.width where alpha[row * layer.width + column] == 255 {
          let (sx, sy) = (column + blur.reach - dx, row + blur.reach - dy)
          if sx >= 0 && sy >= 0 && sx < blurred.width && sy < blurred.height {
            blurred.values[sy * blurred.width + sx] = 0
          }
        }
      }
    }
    canvas.fillMask(
      blurred.values, width: blurred.width, height: blurred.height, x: x - blur.reach + dx, y: y - blur.reach + dy,
      color: color)
  }

  /// The layer the plain way: each pixel through `Compositor.blend` at the clip's coverage.
  static func plainLayer(on canvas: inout Canvas, _ layer: Bitmap, x: Int, y: Int) {
    for row in 0..<layer.height {
      for column in 0..<layer.width {
        let (cx, cy) = (x + column, y + row)
        let bounds = canvas.clipBounds
        guard cx >= bounds.x, cy >= bounds.y, cx < bounds.maxX, cy < bounds.maxY else { continue }
        let word = layer[column, row].packed
        if word >> 24 == 0 { continue }
        let coverage = canvas.clipMask.map { $0.value(x: cx, y: cy) } ?? 255
        let index = (cy * canvas.bitmap.width + cx) * 4
        let under = canvas.bitmap[cx, cy].packed
        let result = Compositor.blend(word, coverage: coverage, over: under)
        for byte in 0..<4 { canvas.bitmap.pixels[index + byte] = UInt8(truncatingIfNeeded: result >> (8 * byte)) }
      }
    }
  }

  static let clips: [RasterShape?] = [
    nil, .rectangle(Rect(x: 11, y: 6, width: 70, height: 50)),
    .roundedRectangle(Rect(x: 5, y: 4, width: 80, height: 60), CornerRadii(15)),
  ]

  @Test(arguments: [[0, 0], [3, 5], [-7, 2], [40, -30]])
  func shadowsAndLayersMatchThePlainWay(shift: [Int]) throws {
    let offset = (shift[0], shift[1])
    let layer = try Self.cardLayer(width: 46, height: 31)
    for clip in Self.clips {
      for (deviation, color) in [
        (2.0, RGBAColor(hex: 0x000000, alpha: 46)), (5.0, RGBAColor(hex: 0x2040FF)),
        (9.0, RGBAColor(hex: 0x101010, alpha: 200)),
      ] {
        let blur = GaussianBlur(deviation: deviation)
        var fast = try Self.backdrop(width: 96, height: 72)
        var plain = fast
        func draw(_ canvas: inout Canvas, plainly: Bool) throws {
          if plainly {
            Self.plainShadow(
              on: &canvas, of: layer, x: 20, y: 18, blur: blur, dx: offset.0, dy: offset.1, color: color, covered: true)
            Self.plainLayer(on: &canvas, layer, x: 20, y: 18)
          } else {
            canvas.drawShadow(
              of: layer, x: 20, y: 18, blur: blur, dx: offset.0, dy: offset.1, color: color, coveredByLayer: true)
            canvas.drawLayer(layer, x: 20, y: 18, opacity: 255)
          }
        }
        if let clip {
          try fast.withClip(clip) { try draw(&$0, plainly: false) }
          try plain.withClip(clip) { try draw(&$0, plainly: true) }
        } else {
          try draw(&fast, plainly: false)
          try draw(&plain, plainly: true)
        }
        #expect(fast.bitmap == plain.bitmap, "σ \(deviation), clip \(String(describing: clip)), offset \(offset)")
        // The shadow alone (nothing skipped) matches too.
        var alone = try Self.backdrop(width: 96, height: 72)
        var aloneReference = alone
        alone.drawShadow(of: layer, x: 20, y: 18, blur: blur, dx: offset.0, dy: offset.1, color: color)
        Self.plainShadow(
          on: &aloneReference, of: layer, x: 20, y: 18, blur: blur, dx: offset.0, dy: offset.1, color: color,
          covered: false)
        #expect(alone.bitmap == aloneReference.bitmap, "σ \(deviation), shadow alone, offset \(offset)")
      }
    }
  }

  @Test func aLayerCanvasPaintsAsItsOwnCanvasWould() throws {
    let parent = try Canvas(width: 8, height: 8)
    var shared = try Canvas(width: 60, height: 40, background: .clear, sharingWith: parent)
    var own = try Canvas(width: 60, height: 40, background: .clear)
    let gradient = GradientFill(
      stops: GradientFill.evenStops([RGBAColor(hex: 0xFF8800), RGBAColor(hex: 0x2200FF, alpha: 128)]),
      geometry: .radial(center: Point(x: 30, y: 20), startRadius: 3, endRadius: 28))
    try shared.fill(.roundedRectangle(Rect(x: 2, y: 2, width: 56, height: 36), CornerRadii(9)), gradient: gradient)
    try own.fill(.roundedRectangle(Rect(x: 2, y: 2, width: 56, height: 36), CornerRadii(9)), gradient: gradient)
    try shared.stroke(.ellipse(Rect(x: 10, y: 5, width: 30, height: 20)), width: 3, color: .black)
    try own.stroke(.ellipse(Rect(x: 10, y: 5, width: 30, height: 20)), width: 3, color: .black)
    #expect(shared.bitmap == own.bitmap)
    #expect(shared.resources === parent.resources)
  }
}
