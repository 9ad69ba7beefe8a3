/// pixelmatch's `drawGrayPixel` value, remembered for the last pixel seen: UI images repeat the
/// same colour along a row, so most pixels skip the arithmetic.
struct GrayCache {
  private var lastPixel: UInt32 = 0
  private var lastValue: UInt8 = 0
  private var hasValue = false

  /// The grey level for `pixel` (the four bytes at `position` in `image`).
  @inline(__always)
  mutating func value(
    for pixel: UInt32, at position: Int, in image: UnsafePointer<UInt8>, alpha: Double
  ) -> UInt8 {
    if hasValue && pixel == lastPixel { return lastValue }
    let value = Self.gray(
      red: image[position], green: image[position + 1], blue: image[position + 2],
      alpha: image[position + 3],
      blend: alpha)
    lastPixel = pixel
    lastValue = value
    hasValue = true
    return value
  }

  /// `255 + (Y - 255) * blend * a / 255` in pixelmatch's operation order, through JavaScript's ToUint8.
  @inline(__always)
  static func gray(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8, blend: Double) -> UInt8 {
    let luma = Double(red) * 0.29889531 + Double(green) * 0.58662247 + Double(blue) * 0.11448223
    return javaScriptUInt8(255 + (luma - 255) * blend * Double(alpha) / 255)
  }

  /// JavaScript's ToUint8 (what storing a number into a `Uint8Array` does): NaN and infinities
  /// become 0, others are truncated towards zero and taken modulo 256.
  @inline(__always)
  static func javaScriptUInt8(_ value: Double) -> UInt8 {
    if value >= 0 && value < 256 { return UInt8(value) }
    guard value.isFinite else { return 0 }
    let truncated = value.rounded(.towardZero)
    let remainder = truncated.truncatingRemainder(dividingBy: 256)
    return UInt8(remainder < 0 ? remainder + 256 : remainder)
  }
}
