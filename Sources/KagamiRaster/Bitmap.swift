// KagamiRaster: bitmaps, integer compositing, shapes through FreeType's outline rasterizer, images,
// clipping, and the PNG codec.
// Design rules: pixels are RGBA8 in sRGB, straight (not premultiplied) alpha in storage; every
// blend is integer arithmetic; no libm transcendental function and no float reaches a pixel except
// through an explicit, rounded conversion to 26.6 fixed point; output never depends on the host.
// Screens (Screen/): `ScreenRenderer` lays a KagamiLayout view out and `TreePainter` paints the
// laid-out tree at the device scale; every frame edge becomes a pixel edge by one rule (points ×
// scale, rounded to nearest); group opacity goes through an offscreen layer composited with integer
// maths. `ScreenRenderer.render` → `Screenshot` is the one seam the snapshot harness calls.

/// An RGBA8 image: `width * height` pixels, row-major, 4 bytes each, straight alpha, sRGB.
public struct Bitmap: Equatable, Sendable {
  /// Width in pixels.
  public let width: Int
  /// Height in pixels.
  public let height: Int
  /// Device pixels per point (1, 2 or 3); informational, it does not change the pixels.
  public var scale: Int
  /// The pixel bytes, `width * height * 4` of them.
  public var pixels: [UInt8]

  /// The largest number of pixels a bitmap may have: 2^26 (67,108,864, 256 MiB of RGBA).
  public static let maximumPixelCount = 1 << 26
  /// The largest width or height: 32,768 pixels.
  public static let maximumDimension = 32_768

  /// A bitmap filled with one colour (transparent by default).
  public init(width: Int, height: Int, scale: Int = 1, fill: Color = .clear) throws {
    try Bitmap.validate(width: width, height: height)
    self.width = width
    self.height = height
    self.scale = scale
    // Every byte is written: a zero fill for clear, else the colour's word (recycled memory welcome).
    pixels = PixelBufferPool.shared.filled(count: width * height * 4, word: fill.packed)
  }

  /// Wraps existing RGBA8 bytes; `pixels.count` must be `width * height * 4`.
  public init(width: Int, height: Int, scale: Int = 1, pixels: [UInt8]) throws {
    try Bitmap.validate(width: width, height: height)
    guard pixels.count == width * height * 4 else {
      throw RasterError.invalidSize(
        "a \(width)x\(height) bitmap needs \(width * height * 4) bytes, got \(pixels.count)")
    }
    self.width = width
    self.height = height
    self.scale = scale
    self.pixels = pixels
  }

  /// Throws unless the size is positive and within `maximumDimension` and `maximumPixelCount`.
  public static func validate(width: Int, height: Int) throws {
    guard width > 0, height > 0 else {
      throw RasterError.invalidSize("bitmap size \(width)x\(height) must be positive")
    }
    guard width <= maximumDimension, height <= maximumDimension,
      width * height <= maximumPixelCount
    else {
      throw RasterError.invalidSize(
        "bitmap size \(width)x\(height) exceeds the limit (\(maximumDimension) per side, "
          + "\(maximumPixelCount) pixels)")
    }
  }

  /// The colour at (x, y).
  public subscript(x: Int, y: Int) -> Color {
    let index = (y * width + x) * 4
    return Color(red: pixels[index], green: pixels[index + 1], blue: pixels[index + 2], alpha: pixels[index + 3])
  }

  /// The rectangle covering the whole bitmap.
  public var bounds: PixelRect { PixelRect(x: 0, y: 0, width: width, height: height) }
}

/// An error from the rasterizer or the PNG codec.
public enum RasterError: Error, Equatable, CustomStringConvertible, Sendable {
  /// A size that is zero, negative or over the limits.
  case invalidSize(String)
  /// A geometry value that is NaN or infinite.
  case invalidGeometry(String)

  public var description: String {
    switch self {
    case .invalidSize(let text): return "invalid size: \(text)"
    case .invalidGeometry(let text): return "invalid geometry: \(text)"
    }
  }
}

extension Bitmap {
  /// Whether every pixel has alpha 255.
  public var isOpaque: Bool {
    pixels.withUnsafeBytes { raw in
      var combined: UInt32 = 0xFF00_0000
      for word in raw.bindMemory(to: UInt32.self) { combined &= word }
      return combined & 0xFF00_0000 == 0xFF00_0000
    }
  }
}
