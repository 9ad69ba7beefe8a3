import KagamiImage

/// Source-over of one colour at one coverage, with the per-colour products computed once.
///
/// Gives exactly `Compositor.blend(source, coverage:, over:)` for every destination. The common case,
/// an opaque destination, works on all channels at once in 16-bit lanes of one 64-bit word: one
/// multiply, and the rounded division by 255 done lane-wise (exact: no lane exceeds 16 bits).
struct SolidBlender {
  let source: UInt32
  let alpha: Int
  let remaining: Int
  /// The source colour times its alpha, in lanes (see `lanes(_:)`), plus the rounding bias.
  let premultipliedLanes: UInt64

  @inline(__always)
  init(_ source: UInt32, coverage: Int) {
    self.source = source
    alpha = Compositor.multiply(Int(source >> 24), coverage)
    remaining = 255 - alpha
    premultipliedLanes = SolidBlender.lanes(source & 0x00FF_FFFF) &* UInt64(alpha) &+ 0x0080_0080_0080_0080
  }

  /// Whether blending changes nothing.
  var isInvisible: Bool { alpha == 0 }

  /// Whether blending replaces the destination with `source`.
  var isOpaque: Bool { alpha == 255 }

  @inline(__always)
  func blend(over destination: UInt32) -> UInt32 {
    guard destination >= 0xFF00_0000 else {
      return Compositor.blend(source, coverage: 255, scaledAlpha: alpha, over: destination)
    }
    let biased = premultipliedLanes &+ SolidBlender.lanes(destination & 0x00FF_FFFF) &* UInt64(remaining)
    let divided = ((biased &+ ((biased >> 8) & 0x00FF_00FF_00FF_00FF)) >> 8) & 0x00FF_00FF_00FF_00FF
    return UInt32(truncatingIfNeeded: divided | divided >> 24) | 0xFF00_0000
  }

  /// The bytes of `word` spread into 16-bit lanes: R at bit 0, B at 16, G at 32, A at 48.
  @inline(__always)
  static func lanes(_ word: UInt32) -> UInt64 {
    let wide = UInt64(word)
    return (wide | wide << 24) & 0x00FF_00FF_00FF_00FF
  }

  /// Blends over `count` pixels starting at `pixels`: four opaque destination pixels at a time in
  /// 16-bit SIMD lanes (the same exact arithmetic as `blend(over:)`), the rest one by one.
  @inline(__always)
  func blend(_ pixels: UnsafeMutablePointer<UInt32>, count: Int) {
    if alpha == 0 { return }
    if alpha == 255 {
      WordFill.fill(pixels, count: count, with: source | 0xFF00_0000)
      return
    }
    #if DEBUG
      // Debug builds (adopting packages' `swift test`): SIMD types are generic calls at -Onone, so
      // `blend(over:)`'s word arithmetic, written out in a pointer loop. The same bytes (`CompositorTests`).
      var pixel = pixels
      let end = pixels + count
      let lanes = premultipliedLanes
      let keep = UInt64(remaining)
      while pixel < end {
        let destination = pixel.pointee
        if destination >= 0xFF00_0000 {
          let wide = UInt64(destination & 0x00FF_FFFF)
          let biased = lanes &+ ((wide | wide &<< 24) & 0x00FF_00FF_00FF_00FF) &* keep
          let divided = ((biased &+ ((biased &>> 8) & 0x00FF_00FF_00FF_00FF)) &>> 8) & 0x00FF_00FF_00FF_00FF
          pixel.pointee = UInt32(truncatingIfNeeded: divided | divided &>> 24) | 0xFF00_0000
        } else {
          pixel.pointee = Compositor.blend(source, coverage: 255, scaledAlpha: alpha, over: destination)
        }
        pixel += 1
      }
    #else
      // Anti-aliased edges come as spans of one or two pixels: not worth setting the lanes up.
      if count < 4 {
        for index in 0..<count { pixels[index] = blend(over: pixels[index]) }
        return
      }
      let premultiplied = SIMD16<UInt16>(truncatingIfNeeded: SolidBlender.channels(source)) &* UInt16(alpha) &+ 128
      let keep = UInt16(remaining)
      let opaqueAlpha = SIMD16<UInt8>(repeating: 0).replacing(with: 255, where: SolidBlender.alphaLanes)
      var index = 0
      let raw = UnsafeMutableRawPointer(pixels)
      while index + 4 <= count {
        let bytes = raw.loadUnaligned(fromByteOffset: index * 4, as: SIMD16<UInt8>.self)
        if bytes[3] & bytes[7] & bytes[11] & bytes[15] == 255 {
          let biased = SIMD16<UInt16>(truncatingIfNeeded: bytes) &* keep &+ premultiplied
          let divided = (biased &+ (biased &>> 8)) &>> 8
          raw.storeBytes(
            of: SIMD16<UInt8>(truncatingIfNeeded: divided) | opaqueAlpha, toByteOffset: index * 4,
            as: SIMD16<UInt8>.self)
        } else {
          for offset in 0..<4 { pixels[index + offset] = blend(over: pixels[index + offset]) }
        }
        index += 4
      }
      while index < count {
        pixels[index] = blend(over: pixels[index])
        index += 1
      }
    #endif
  }

  /// Which of sixteen bytes (four RGBA pixels) are alpha.
  static let alphaLanes = SIMDMask<SIMD16<Int8>>(
    [false, false, false, true, false, false, false, true, false, false, false, true, false, false, false, true])

  /// The colour bytes of `word` (alpha zeroed) repeated for four pixels.
  static func channels(_ word: UInt32) -> SIMD16<UInt32> {
    let r = word & 0xFF
    let g = (word >> 8) & 0xFF
    let b = (word >> 16) & 0xFF
    return SIMD16(r, g, b, 0, r, g, b, 0, r, g, b, 0, r, g, b, 0)
  }
}
