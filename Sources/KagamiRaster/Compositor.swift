import KagamiImage

/// Integer source-over compositing in sRGB with straight-alpha storage.
///
/// Every function here is exact integer arithmetic: the same inputs give the same bytes everywhere.
public enum Compositor {
  /// `a * b / 255`, rounded to nearest, exact for all inputs in 0...255.
  @inline(__always)
  public static func multiply(_ a: Int, _ b: Int) -> Int {
    divideBy255(a * b)
  }

  /// `value / 255` rounded to nearest, exact for 0...65025.
  @inline(__always)
  static func divideBy255(_ value: Int) -> Int {
    let biased = value + 128
    return (biased + (biased >> 8)) >> 8
  }

  /// Composites `source` (straight alpha) scaled by `coverage` over the packed RGBA word `destination`.
  @inline(__always)
  public static func blend(_ source: UInt32, coverage: Int, over destination: UInt32) -> UInt32 {
    blend(source, coverage: coverage, scaledAlpha: multiply(Int(source >> 24), coverage), over: destination)
  }

  /// `blend(source, coverage:, over:)` with the source alpha already scaled by the coverage.
  @inline(__always)
  static func blend(_ source: UInt32, coverage: Int, scaledAlpha sourceAlpha: Int, over destination: UInt32) -> UInt32 {
    if sourceAlpha == 0 { return destination }
    if sourceAlpha == 255 { return source }
    let destinationAlpha = Int(destination >> 24)
    let remaining = 255 - sourceAlpha
    if destinationAlpha == 255 {
      let red = divideBy255(Int(source & 0xFF) * sourceAlpha + Int(destination & 0xFF) * remaining)
      let green = divideBy255(Int((source >> 8) & 0xFF) * sourceAlpha + Int((destination >> 8) & 0xFF) * remaining)
      let blue = divideBy255(
        Int((source >> 16) & 0xFF) * sourceAlpha + Int((destination >> 16) & 0xFF) * remaining)
      return UInt32(red) | UInt32(green) << 8 | UInt32(blue) << 16 | 0xFF00_0000
    }
    if destinationAlpha == 0 {
      return (source & 0x00FF_FFFF) | UInt32(sourceAlpha) << 24
    }
    // General case: both partly transparent; un-premultiply with a rounded integer division.
    let destinationWeight = destinationAlpha * remaining  // scaled by 255
    let outAlphaScaled = sourceAlpha * 255 + destinationWeight  // alpha × 255
    let outAlpha = divideBy255(outAlphaScaled)
    let half = outAlphaScaled / 2
    func channel(_ shift: UInt32) -> UInt32 {
      let s = Int((source >> shift) & 0xFF)
      let d = Int((destination >> shift) & 0xFF)
      return UInt32((s * sourceAlpha * 255 + d * destinationWeight + half) / outAlphaScaled) << shift
    }
    return channel(0) | channel(8) | channel(16) | UInt32(outAlpha) << 24
  }
}
