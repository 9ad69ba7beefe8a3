import Foundation
import Testing

@testable import KagamiImage
@testable import KagamiRaster

/// Blur, blend modes, masks and transformed layers against references written here independently.
@Suite struct EffectTests {
  struct Generator {
    var state: UInt64
    mutating func next() -> UInt8 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return UInt8(truncatingIfNeeded: state >> 56)
    }
  }

  /// The W3C box sizes for a deviation, from the spec's formula evaluated here.
  static func boxes(_ deviation: Double) -> [[Int]] {
    let d = Int((deviation * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down))
    if d <= 1 { return [] }
    // Each box as the list of offsets it sums.
    if d % 2 == 1 { return Array(repeating: Array(-(d / 2)...(d / 2)), count: 3) }
    return [Array(-(d / 2)...(d / 2 - 1)), Array(-(d / 2 - 1)...(d / 2)), Array(-(d / 2)...(d / 2))]
  }

  /// The 1-D kernel: the boxes convolved (weights are counts; their sum is the product of the sizes).
  static func kernel(_ deviation: Double) -> [Int: Int64] {
    var kernel: [Int: Int64] = [0: 1]
    for box in boxes(deviation) {
      var next: [Int: Int64] = [:]
      for (offset, weight) in kernel { for shift in box { next[offset + shift, default: 0] += weight } }
      kernel = next
    }
    return kernel
  }

  @Test(arguments: [0.4, 1.0, 2.0, 2.5, 3.2, 6.0])
  func theBlurIsTheExactThreeBoxConvolutionRoundedOnce(deviation: Double) throws {
    var generator = Generator(state: UInt64(deviation * 1000))
    let (width, height) = (13, 9)
    var plane = (0..<(width * height)).map { _ in generator.next() }
    plane[4] = 255
    let blur = GaussianBlur(deviation: deviation)
    let result = blur.apply(plane, width: width, height: height)
    let kernel = Self.kernel(deviation)
    let reach = kernel.keys.map(abs).max() ?? 0
    #expect(blur.reach == reach)
    #expect(result.width == width + 2 * reach && result.height == height + 2 * reach)
    let total = kernel.values.reduce(0, +) * kernel.values.reduce(0, +)
    for y in 0..<result.height {
      for x in 0..<result.width {
        var sum: Int64 = 0
        for (dy, wy) in kernel {
          for (dx, wx) in kernel {
            // Output (x, y) is input (x − reach, y − reach); the kernel sums input at + offset.
            let (sx, sy) = (x - reach + dx, y - reach + dy)
            guard sx >= 0, sy >= 0, sx < width, sy < height else { continue }
            sum += Int64(plane[sy * width + sx]) * wx * wy
          }
        }
        let expected = UInt8((sum + total / 2) / total)
        #expect(result.values[y * result.width + x] == expected, "(\(x), \(y)) at σ \(deviation)")
      }
    }
  }

  @Test func theThreeBoxKernelIsCloseToAGaussian() {
    for deviation in [2.0, 4.0, 9.0] {
      let kernel = Self.kernel(deviation)
      let total = Double(kernel.values.reduce(0, +))
      var worst = 0.0
      for offset in -Int(4 * deviation)...Int(4 * deviation) {
        let exponent: Double = -Double(offset * offset) / (2 * deviation * deviation)
        let gaussian: Double = exp(exponent) / (deviation * (2 * Double.pi).squareRoot())
        worst = max(worst, abs(Double(kernel[offset] ?? 0) / total - gaussian))
      }
      let peak = 1 / (deviation * (2 * Double.pi).squareRoot())
      // Within 15% of the Gaussian's peak everywhere (the three-box approximation is coarsest at small σ).
      #expect(worst < 0.15 * peak, "σ \(deviation): \(worst) against peak \(peak)")
    }
  }

  @Test func noBlurForTinyOrBadDeviations() {
    for deviation in [0, -3, .nan, 0.2] {
      let blur = GaussianBlur(deviation: deviation)
      #expect(blur.reach == 0)
      #expect(blur.apply([1, 2, 3, 4], width: 2, height: 2).values == [1, 2, 3, 4])
    }
    #expect(GaussianBlur(deviation: .infinity).reach == GaussianBlur(deviation: GaussianBlur.maximumDeviation).reach)
  }

  /// W3C's formulas in floating point over an opaque backdrop.
  static func reference(_ mode: BlendMode, backdrop cb: Double, source cs: Double) -> Double {
    switch mode {
    case .normal: return cs
    case .multiply: return cb * cs
    case .screen: return cb + cs - cb * cs
    case .overlay: return cb <= 0.5 ? cs * 2 * cb : 1 - (1 - cs) * (1 - (2 * cb - 1))
    case .darken: return min(cb, cs)
    case .lighten: return max(cb, cs)
    case .hardLight: return cs <= 0.5 ? cb * 2 * cs : 1 - (1 - cb) * (1 - (2 * cs - 1))
    case .difference: return abs(cb - cs)
    case .exclusion: return cb + cs - 2 * cb * cs
    case .plusLighter: return min(cb + cs, 1)
    }
  }

  @Test(arguments: BlendMode.allCases)
  func blendModesOverAnOpaqueBackdropFollowTheSpec(mode: BlendMode) {
    var generator = Generator(state: 7)
    for _ in 0..<2_000 {
      let source = RGBAColor(red: generator.next(), green: generator.next(), blue: generator.next())
      let backdrop = RGBAColor(red: generator.next(), green: generator.next(), blue: generator.next())
      let result = RGBAColor(packed: BlendFunction.composite(source.packed, over: backdrop.packed, mode: mode))
      #expect(result.alpha == 255)
      for (s, b, r) in [(source.red, backdrop.red, result.red), (source.blue, backdrop.blue, result.blue)] {
        let expected = Self.reference(mode, backdrop: Double(b) / 255, source: Double(s) / 255) * 255
        // Products are rounded to whole steps once or twice: within one step of the real value.
        #expect(abs(Double(r) - expected) <= 1, "\(mode): \(s) over \(b) gave \(r), not \(expected)")
      }
    }
  }

  @Test func aTransparentSourceChangesNothingAndNormalIsSourceOver() {
    let backdrop = RGBAColor(hex: 0x336699, alpha: 200).packed
    for mode in BlendMode.allCases {
      #expect(BlendFunction.composite(RGBAColor.clear.packed, over: backdrop, mode: mode) == backdrop)
    }
    let source = RGBAColor(hex: 0xCC2211, alpha: 90).packed
    let opaque = RGBAColor(hex: 0x336699).packed
    #expect(
      BlendFunction.composite(source, over: opaque, mode: .normal)
        == Compositor.blend(source, coverage: 255, over: opaque))
  }

  static func randomLayer(width: Int, height: Int, seed: UInt64) throws -> Bitmap {
    var generator = Generator(state: seed)
    var pixels = (0..<(width * height * 4)).map { _ in generator.next() }
    for index in stride(from: 3, to: pixels.count, by: 4) { pixels[index] = 255 }
    return try Bitmap(width: width, height: height, pixels: pixels)
  }

  @Test(arguments: [90.0, 180, 270, -90])
  func quarterTurnsCopyPixelsExactly(degrees: Double) throws {
    let layer = try Self.randomLayer(width: 6, height: 4, seed: 3)
    var canvas = try Canvas(width: 20, height: 20, background: .white)
    // About the layer's centre (13, 12): a 6 × 4 layer at (10, 10).
    let transform = AffineTransform.rotation(.degrees(degrees)).anchored(at: Point(x: 13, y: 12))
    canvas.drawLayer(layer, x: 10, y: 10, transform: transform)
    let (sine, cosine) = DeterministicTrig.sinCos(degrees: degrees)
    var drawn = 0
    for y in 0..<20 {
      for x in 0..<20 {
        // Where this pixel's centre comes from, by the inverse rotation.
        let (u, v) = (Double(x) + 0.5 - 13, Double(y) + 0.5 - 12)
        let sx = cosine * u + sine * v + 13 - 0.5 - 10
        let sy = -sine * u + cosine * v + 12 - 0.5 - 10
        let inside = sx >= 0 && sy >= 0 && sx < 6 && sy < 4
        let expected = inside ? layer[Int(sx), Int(sy)] : RGBAColor.white
        #expect(canvas.bitmap[x, y] == expected, "(\(x), \(y)) at \(degrees)°")
        if inside { drawn += 1 }
      }
    }
    #expect(drawn == 24)
  }

  @Test func aWholePixelTranslationCopiesAndAScaleKeepsFlatColoursExact() throws {
    let layer = try Self.randomLayer(width: 5, height: 5, seed: 9)
    var moved = try Canvas(width: 12, height: 12, background: .clear)
    moved.drawLayer(layer, x: 1, y: 2, transform: .translation(x: 3, y: 4))
    for y in 0..<5 { for x in 0..<5 { #expect(moved.bitmap[x + 4, y + 6] == layer[x, y]) } }
    let flat = try Bitmap(width: 4, height: 4, fill: RGBAColor(hex: 0x2266AA))
    var scaled = try Canvas(width: 12, height: 12, background: .white)
    scaled.drawLayer(flat, x: 0, y: 0, transform: .scale(x: 2.5, y: 2.5))
    // Inside, every sample mixes four equal pixels; the edge fades to the white backdrop.
    for y in 1..<9 { for x in 1..<9 { #expect(scaled.bitmap[x, y] == RGBAColor(hex: 0x2266AA)) } }
    #expect(scaled.bitmap[11, 11] == .white)
    var collapsed = try Canvas(width: 4, height: 4, background: .white)
    collapsed.drawLayer(flat, x: 0, y: 0, transform: .scale(x: 0, y: 1))
    #expect(collapsed.bitmap == (try Bitmap(width: 4, height: 4, fill: .white)))
  }

  @Test func aBlurKeepsAFlatInteriorAndSpreadsTheAlpha() throws {
    let flat = try Bitmap(width: 20, height: 20, fill: RGBAColor(hex: 0x2266AA))
    var canvas = try Canvas(width: 40, height: 40, background: .clear)
    let blur = GaussianBlur(deviation: 2)
    try canvas.drawBlurred(flat, x: 10, y: 10, blur: blur)
    #expect(canvas.bitmap[20, 20] == RGBAColor(hex: 0x2266AA))
    // Every blurred pixel keeps the colour (one colour in, so premultiplying and dividing back is exact
    // up to one step); its alpha is the blurred coverage.
    let alpha = blur.apply([UInt8](repeating: 255, count: 400), width: 20, height: 20)
    for y in 0..<alpha.height {
      for x in 0..<alpha.width {
        let pixel = canvas.bitmap[10 - blur.reach + x, 10 - blur.reach + y]
        #expect(pixel.alpha == alpha.values[y * alpha.width + x])
        if pixel.alpha > 40 { #expect(abs(Int(pixel.blue) - 0xAA) <= 3, "(\(x), \(y)) \(pixel)") }
      }
    }
    #expect(canvas.bitmap[0, 0] == .clear)
  }

  @Test func aMaskMultipliesAlpha() throws {
    var canvas = try Canvas(width: 2, height: 1, background: RGBAColor(hex: 0x102030, alpha: 200))
    let mask = try Bitmap(width: 2, height: 1, pixels: [0, 0, 0, 255, 9, 9, 9, 51])
    canvas.multiplyAlpha(by: mask)
    #expect(canvas.bitmap[0, 0] == RGBAColor(hex: 0x102030, alpha: 200))
    #expect(canvas.bitmap[1, 0] == RGBAColor(hex: 0x102030, alpha: 40))
  }

  @Test func aShadowIsTheBlurredAlphaMovedAndTinted() throws {
    let square = try Bitmap(width: 4, height: 4, fill: .black)
    var canvas = try Canvas(width: 30, height: 30, background: .white)
    let blur = GaussianBlur(deviation: 2)
    canvas.drawShadow(of: square, x: 10, y: 10, blur: blur, dx: 3, dy: 5, color: RGBAColor(hex: 0xFF0000, alpha: 128))
    var alpha = [UInt8](repeating: 255, count: 16)
    alpha[0] = 255
    let blurred = blur.apply(alpha, width: 4, height: 4)
    for y in 0..<blurred.height {
      for x in 0..<blurred.width {
        let coverage = Compositor.multiply(Int(blurred.values[y * blurred.width + x]), 128)
        let expected = Compositor.blend(
          RGBAColor(hex: 0xFF0000).packed, coverage: coverage, over: RGBAColor.white.packed)
        #expect(canvas.bitmap[10 - blur.reach + 3 + x, 10 - blur.reach + 5 + y] == RGBAColor(packed: expected))
      }
    }
    #expect(canvas.bitmap[0, 0] == .white)
  }
}
