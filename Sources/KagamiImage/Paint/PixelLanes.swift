/// Exact integer arithmetic on one pixel's four channels held in the 16-bit lanes of a `UInt64`
/// (R at bit 0, G at 16, B at 32, A at 48), for the resampler's vertical pass.
///
/// `@_transparent` with wrapping operators for the same reason as `Compositor`: inlined into the
/// callers' pixel loops in debug builds too. Each lane stays below 65,536, so no carry crosses lanes.
@usableFromInline package enum PixelLanes {
  /// The low byte of each lane.
  @usableFromInline package static let byteMask: UInt64 = 0x00FF_00FF_00FF_00FF

  /// Per lane `(top × weightTop + bottom × weightBottom + 32768) >> 16`, for lanes ≤ 65,280 and
  /// weights summing to 256, as premultiplied RGBA bytes packed in a word (R in the low byte).
  ///
  /// Each value splits into its high and low bytes: `high = Th·a + Bh·w` and `low = Tl·a + Bl·w`
  /// (each ≤ 255 × 256), and the result is `(high + (low >> 8) + 128) >> 8` exactly; that sum never
  /// exceeds 65,535 because the result is at most 255.
  @_transparent
  @usableFromInline package static func interpolate(
    _ top: UInt64, _ bottom: UInt64, weightTop: UInt64, weightBottom: UInt64
  ) -> UInt32 {
    let high = ((top &>> 8) & byteMask) &* weightTop &+ ((bottom &>> 8) & byteMask) &* weightBottom
    let low = (top & byteMask) &* weightTop &+ (bottom & byteMask) &* weightBottom
    let result = ((high &+ ((low &>> 8) & byteMask) &+ 0x0080_0080_0080_0080) &>> 8) & byteMask
    let packed = result | (result &>> 8)
    return UInt32(truncatingIfNeeded: packed & 0xFFFF) | UInt32(truncatingIfNeeded: (packed &>> 32) & 0xFFFF) &<< 16
  }

  /// A premultiplied RGBA word back to straight alpha, each colour channel rounded to nearest
  /// (`min(255, (c × 255 + a / 2) / a)`); opaque words are returned as they are, transparent ones as 0.
  @_transparent
  @usableFromInline package static func straight(_ premultiplied: UInt32) -> UInt32 {
    let alpha = premultiplied &>> 24
    if alpha == 255 { return premultiplied }
    if alpha == 0 { return 0 }
    let half = alpha &>> 1
    let red = min(255, ((premultiplied & 0xFF) &* 255 &+ half) / alpha)
    let green = min(255, (((premultiplied &>> 8) & 0xFF) &* 255 &+ half) / alpha)
    let blue = min(255, (((premultiplied &>> 16) & 0xFF) &* 255 &+ half) / alpha)
    return red | green &<< 8 | blue &<< 16 | alpha &<< 24
  }
}
