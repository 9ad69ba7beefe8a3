// KagamiImage: the image vocabulary at the bottom of Kagami: bitmaps, the resolved colour,
// rectangles and points, the PNG codec with its text chunks, the pixel hash and the pixel buffer pool,
// and the per-pixel compositing arithmetic (`Compositor`, transparent so that debug builds of every
// module above inline it). Design rules: no text, layout or painting here (the `kagami` CLI, the diff and the result records
// use this module alone); pixels are RGBA8 in sRGB with straight alpha; hashes and encodings are
// byte-exact on every host; C libraries (libpng, libdeflate, xxHash) sit behind CPNG and CXXHash only.
// Implementation-only: modules above import this one without the C module (Docs/swiftui.md).
@_implementationOnly import CPNG

/// An RGBA8 image: `width * height` pixels, row-major, 4 bytes each, straight alpha, sRGB.
public struct Bitmap: Hashable, Sendable {
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
  public init(width: Int, height: Int, scale: Int = 1, fill: RGBAColor = .clear) throws {
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
  public subscript(x: Int, y: Int) -> RGBAColor {
    let index = (y * width + x) * 4
    return RGBAColor(red: pixels[index], green: pixels[index + 1], blue: pixels[index + 2], alpha: pixels[index + 3])
  }

  /// Hashes the size only (equal bitmaps have equal sizes), so hashing never reads megabytes of pixels.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(width)
    hasher.combine(height)
    hasher.combine(scale)
  }

  /// The number of pixels, `width * height`.
  public var pixelCount: Int { width * height }

  /// The rectangle covering the whole bitmap.
  public var bounds: PixelRect { PixelRect(x: 0, y: 0, width: width, height: height) }
}

extension Bitmap {
  /// Whether every pixel has alpha 255.
  public var isOpaque: Bool {
    // In C with vector operations: a Swift loop over a 3x screen costs milliseconds at -Onone, where
    // adopting packages' tests (and their recordings) run.
    pixels.withUnsafeBufferPointer { buffer in
      buffer.isEmpty || cpng_is_opaque(buffer.baseAddress, buffer.count / 4) == 1
    }
  }
}
