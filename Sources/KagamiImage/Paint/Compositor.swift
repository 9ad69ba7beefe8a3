/// Integer source-over compositing in sRGB with straight-alpha storage.
///
/// Every function here is exact integer arithmetic: the same inputs give the same bytes everywhere.
@usableFromInline package enum Compositor {
  // `@_transparent` and wrapping operators keep these inlined and free of overflow checks in debug
  // builds too: they run once per pixel, and an adopting package's `swift test` is a debug build.
  // At -Onone `@inline(__always)` is not honoured (every call also zeroes its locals), and a
  // transparent body is inlined only from another module (files of one module are compiled apart):
  // that is why this enum lives here, below KagamiRaster. It is `package` (no adopter needs it) and
  // `@usableFromInline`: a transparent body of a plain `package` function is not serialized, and
  // every call would be a call again (`nm -u` on KagamiRaster's objects shows none). No operation
  // here can overflow (every value is at most 255 × 255 × 255 + 255 × 65025).

  /// `a * b / 255`, rounded to nearest, exact for all inputs in 0...255.
  @_transparent
  @usableFromInline package static func multiply(_ a: Int, _ b: Int) -> Int {
    divideBy255(a &* b)
  }

  /// `value / 255` rounded to nearest, exact for 0...65025.
  @_transparent
  @usableFromInline package static func divideBy255(_ value: Int) -> Int {
    let biased = value &+ 128
    return (biased &+ (biased &>> 8)) &>> 8
  }

  /// Composites `source` (straight alpha) scaled by `coverage` over the packed RGBA word `destination`.
  @_transparent
  @usableFromInline package static func blend(_ source: UInt32, coverage: Int, over destination: UInt32) -> UInt32 {
    blend(source, coverage: coverage, scaledAlpha: multiply(Int(source &>> 24), coverage), over: destination)
  }

  /// `blend(source, coverage:, over:)` with the source alpha already scaled by the coverage.
  @_transparent
  @usableFromInline package static func blend(
    _ source: UInt32, coverage: Int, scaledAlpha sourceAlpha: Int, over destination: UInt32
  )
    -> UInt32
  {
    if sourceAlpha == 0 { return destination }
    if sourceAlpha == 255 { return source }
    let destinationAlpha = Int(destination &>> 24)
    let remaining = 255 &- sourceAlpha
    if destinationAlpha == 255 {
      let red = divideBy255(Int(source & 0xFF) &* sourceAlpha &+ Int(destination & 0xFF) &* remaining)
      let green = divideBy255(Int((source &>> 8) & 0xFF) &* sourceAlpha &+ Int((destination &>> 8) & 0xFF) &* remaining)
      let blue = divideBy255(
        Int((source &>> 16) & 0xFF) &* sourceAlpha &+ Int((destination &>> 16) & 0xFF) &* remaining)
      return UInt32(truncatingIfNeeded: red) | UInt32(truncatingIfNeeded: green) &<< 8
        | UInt32(truncatingIfNeeded: blue) &<< 16 | 0xFF00_0000
    }
    if destinationAlpha == 0 {
      return (source & 0x00FF_FFFF) | UInt32(truncatingIfNeeded: sourceAlpha) &<< 24
    }
    return blendTranslucent(source, sourceAlpha: sourceAlpha, over: destination)
  }

  /// The general case of `blend`: both partly transparent; un-premultiplied with a rounded integer
  /// division (rare in screens: an ordinary call is fine here).
  @usableFromInline
  static func blendTranslucent(_ source: UInt32, sourceAlpha: Int, over destination: UInt32) -> UInt32 {
    let destinationAlpha = Int(destination >> 24)
    let remaining = 255 - sourceAlpha
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
