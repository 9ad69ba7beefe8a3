/// An RGBA8 image in memory (straight alpha, rows top to bottom). It lives in `KagamiLayout` so that
/// the DSL can hold pixels without depending on the rasterizer, which paints them.
public struct PixelImage: Hashable, Sendable {
  /// Width in pixels.
  public let width: Int
  /// Height in pixels.
  public let height: Int
  /// `width * height * 4` bytes: red, green, blue, alpha per pixel.
  public let pixels: [UInt8]

  /// The largest width or height accepted.
  public static let maximumDimension = 32_768

  /// An image from its pixels; the sizes must be positive and match the byte count.
  public init(width: Int, height: Int, pixels: [UInt8]) throws {
    guard width > 0, height > 0, width <= Self.maximumDimension, height <= Self.maximumDimension else {
      throw ImageError.invalidPixels("size \(width)x\(height) is not between 1 and \(Self.maximumDimension)")
    }
    guard pixels.count == width * height * 4 else {
      throw ImageError.invalidPixels("\(pixels.count) bytes for \(width)x\(height) RGBA (needs \(width * height * 4))")
    }
    self.width = width
    self.height = height
    self.pixels = pixels
  }
}
