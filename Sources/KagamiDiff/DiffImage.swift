/// An RGBA8 image to compare: `width * height` pixels, row-major, 4 bytes each, straight alpha.
///
/// KagamiDiff has no dependencies, so it has its own image value; KagamiRaster's `Bitmap` converts
/// to it by handing over its `pixels` array (no copy: arrays are copy-on-write).
public struct DiffImage: Equatable, Sendable {
  /// Width in pixels.
  public let width: Int
  /// Height in pixels.
  public let height: Int
  /// The pixel bytes, `width * height * 4` of them.
  public var pixels: [UInt8]

  /// Wraps RGBA8 bytes; throws unless the size is positive and `pixels.count == width * height * 4`.
  public init(width: Int, height: Int, pixels: [UInt8]) throws(DiffError) {
    try DiffImage.validate(width: width, height: height, byteCount: pixels.count)
    self.width = width
    self.height = height
    self.pixels = pixels
  }

  /// An image filled with one RGBA value (transparent black by default).
  public init(
    width: Int, height: Int, red: UInt8 = 0, green: UInt8 = 0, blue: UInt8 = 0, alpha: UInt8 = 0
  )
    throws(DiffError)
  {
    try DiffImage.validate(
      width: width, height: height, byteCount: max(0, width) * max(0, height) * 4)
    self.width = width
    self.height = height
    var bytes = [UInt8](repeating: 0, count: width * height * 4)
    if red != 0 || green != 0 || blue != 0 || alpha != 0 {
      for index in stride(from: 0, to: bytes.count, by: 4) {
        bytes[index] = red
        bytes[index + 1] = green
        bytes[index + 2] = blue
        bytes[index + 3] = alpha
      }
    }
    self.pixels = bytes
  }

  /// The number of pixels.
  public var pixelCount: Int { width * height }

  /// The RGBA bytes of the pixel at (x, y).
  public subscript(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
    let index = (y * width + x) * 4
    return (pixels[index], pixels[index + 1], pixels[index + 2], pixels[index + 3])
  }

  /// Throws unless width and height are positive and `byteCount` is `width * height * 4`.
  static func validate(width: Int, height: Int, byteCount: Int) throws(DiffError) {
    guard width > 0, height > 0 else {
      throw .invalidPixelData("image size \(width)x\(height) must be positive")
    }
    let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
    guard !overflow, pixels <= Int.max / 4 else {
      throw .invalidPixelData("image size \(width)x\(height) is too large")
    }
    guard byteCount == pixels * 4 else {
      throw .invalidPixelData(
        "a \(width)x\(height) image needs \(pixels * 4) bytes, got \(byteCount)")
    }
  }
}
