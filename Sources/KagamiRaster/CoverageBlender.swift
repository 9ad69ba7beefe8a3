import KagamiImage

/// Source-over of one colour through a row of 8-bit coverage values (a blurred shadow): exactly
/// `Compositor.blend(color, coverage: value, over: pixel)` at every pixel, as `Canvas.fillMask` blends.
/// Over an opaque pixel all three channels are mixed at once in 16-bit lanes (`SolidBlender`'s exact
/// arithmetic). Over the `backdrop` colour (most of a shadow falls on one background) the result
/// of each coverage is looked up in a table of the 256 blends.
struct CoverageBlender {
  let source: UInt32
  let sourceAlpha: Int
  let colorLanes: UInt64
  /// The source's red and blue, and its green and 255, in 16-bit lanes for four pixels.
  let evenChannels: SIMD8<UInt16>
  let oddChannels: SIMD8<UInt16>
  /// An opaque colour, twice (0: none), and the blend over it at each coverage.
  private let backdropPair: UInt64
  private let overBackdrop: UnsafePointer<UInt32>?

  /// A blender of `source`; with a `table` (256 values, alive while blending), also of `backdrop`
  /// (opaque), whose blends it fills in.
  init(_ source: UInt32, backdrop: UInt32 = 0, table: UnsafeMutablePointer<UInt32>? = nil) {
    self.init(source, backdrop: backdrop, filledTable: nil)
    guard let table, backdrop >= 0xFF00_0000 else { return }
    for coverage in 0..<256 { table[coverage] = blended(coverage, over: backdrop) }
    self = CoverageBlender(source, backdrop: backdrop, filledTable: UnsafePointer(table))
  }

  /// A blender of `source` that looks up its blends over `backdrop` (opaque) in `filledTable` (256
  /// values, `BlendTableMemo`'s, alive while blending), or mixes every pixel when it is nil.
  init(_ source: UInt32, backdrop: UInt32, filledTable: UnsafePointer<UInt32>?) {
    self.source = source
    sourceAlpha = Int(source >> 24)
    colorLanes = SolidBlender.lanes(source & 0x00FF_FFFF)
    let (r, g, b) = (UInt16(source & 0xFF), UInt16((source >> 8) & 0xFF), UInt16((source >> 16) & 0xFF))
    evenChannels = SIMD8(r, b, r, b, r, b, r, b)
    oddChannels = SIMD8(g, 255, g, 255, g, 255, g, 255)
    guard let filledTable, backdrop >= 0xFF00_0000 else {
      (backdropPair, overBackdrop) = (0, nil)
      return
    }
    backdropPair = UInt64(backdrop) | UInt64(backdrop) << 32
    overBackdrop = filledTable
  }

  /// One pixel at `coverage` (already times the mask).
  @inline(__always)
  func blended(_ coverage: Int, over pixel: UInt32) -> UInt32 {
    let alpha = Compositor.multiply(sourceAlpha, coverage)
    if alpha == 0 { return pixel }
    if alpha == 255 { return source }
    guard pixel >= 0xFF00_0000 else {
      return Compositor.blend(source, coverage: coverage, scaledAlpha: alpha, over: pixel)
    }
    let biased =
      colorLanes &* UInt64(alpha) &+ 0x0080_0080_0080_0080 &+ SolidBlender.lanes(pixel & 0x00FF_FFFF)
      &* UInt64(255 - alpha)
    let divided = ((biased &+ ((biased >> 8) & 0x00FF_00FF_00FF_00FF)) >> 8) & 0x00FF_00FF_00FF_00FF
    return UInt32(truncatingIfNeeded: divided | divided >> 24) | 0xFF00_0000
  }

  /// Blends into `destination[start..<end]` with the coverage of one row of `plane` (its `stored`
  /// values; columns in the plane's gap share one value, blended as a run), each coverage times
  /// `mask[column]` when there is a mask. All three are indexed by the plane's columns.
  @inline(__always)
  func blend(
    _ plane: BlurredPlane, _ stored: UnsafePointer<UInt8>, into destination: UnsafeMutablePointer<UInt32>,
    from start: Int, to end: Int, mask: UnsafePointer<UInt8>? = nil
  ) {
    let (gapStart, gapEnd) = (plane.gapStart, plane.gapStart + plane.gapLength)
    guard plane.gapLength > 0, start < gapEnd, end > gapStart else {
      blend(stored - (start >= gapEnd ? plane.gapLength : 0), into: destination, from: start, to: end, mask: mask)
      return
    }
    blend(stored, into: destination, from: start, to: gapStart, mask: mask)
    let (runStart, runEnd) = (max(start, gapStart), min(end, gapEnd))
    let value = Int(stored[gapStart - 1])
    if let mask {
      for column in runStart..<runEnd {
        let coverage = Compositor.multiply(value, Int(mask[column]))
        destination[column] = Compositor.blend(source, coverage: coverage, over: destination[column])
      }
    } else if value > 0 {
      SolidBlender(source, coverage: value).blend(destination + runStart, count: runEnd - runStart)
    }
    blend(stored - plane.gapLength, into: destination, from: gapEnd, to: end, mask: mask)
  }

  /// Blends into `destination[start..<end]` with coverage `values[start..<end]` (both indexed by the
  /// same column), each coverage times `mask[column]` when there is a mask. Four opaque pixels at a
  /// time go through eight 16-bit lanes, even bytes (red, blue) and odd bytes (green, alpha) apart:
  /// the same exact arithmetic as one at a time (no lane exceeds 16 bits), the alpha lanes staying 255.
  @inline(__always)
  func blend(
    _ values: UnsafePointer<UInt8>, into destination: UnsafeMutablePointer<UInt32>, from start: Int, to end: Int,
    mask: UnsafePointer<UInt8>? = nil
  ) {
    guard start < end else { return }
    let raw = UnsafeMutableRawPointer(destination)
    var column = start
    while column &+ 4 <= end {
      let coverages = UnsafeRawPointer(values + column).loadUnaligned(as: UInt32.self)
      if coverages == 0 {
        column &+= 4
        continue
      }
      if coverages == 0xFFFF_FFFF && sourceAlpha == 255 && mask == nil {
        // Four fully covered pixels of an opaque colour: the colour itself, whatever was under it.
        let pair = UInt64(source) | UInt64(source) &<< 32
        raw.storeBytes(of: pair, toByteOffset: column &* 4, as: UInt64.self)
        raw.storeBytes(of: pair, toByteOffset: column &* 4 &+ 8, as: UInt64.self)
        column &+= 4
        continue
      }
      let low = raw.loadUnaligned(fromByteOffset: column &* 4, as: UInt64.self)
      let high = raw.loadUnaligned(fromByteOffset: column &* 4 &+ 8, as: UInt64.self)
      if let overBackdrop, low == backdropPair && high == backdropPair {
        for index in 0..<4 {
          var coverage = Int(truncatingIfNeeded: (coverages &>> UInt32(index &* 8)) & 0xFF)
          if let mask { coverage = Compositor.multiply(coverage, Int(mask[column &+ index])) }
          destination[column &+ index] = overBackdrop[coverage]
        }
        column &+= 4
        continue
      }
      guard low & high & 0xFF00_0000_FF00_0000 == 0xFF00_0000_FF00_0000 else {
        blendEach(values, into: destination, from: column, to: column &+ 4, mask: mask)
        column &+= 4
        continue
      }
      // Each pixel's alpha in its two lanes.
      func alpha(_ index: Int) -> UInt64 {
        var coverage = Int(truncatingIfNeeded: (coverages &>> UInt32(index &* 8)) & 0xFF)
        if let mask { coverage = Compositor.multiply(coverage, Int(mask[column &+ index])) }
        return UInt64(Compositor.multiply(sourceAlpha, coverage)) &* 0x0001_0001
      }
      let alphas = unsafeBitCast(
        SIMD2<UInt64>(alpha(0) | alpha(1) &<< 32, alpha(2) | alpha(3) &<< 32), to: SIMD8<UInt16>.self)
      let remaining = 255 &- alphas
      let pixels = unsafeBitCast(SIMD2<UInt64>(low, high), to: SIMD8<UInt16>.self)
      var even = evenChannels &* alphas &+ (pixels & 0x00FF) &* remaining &+ 128
      var odd = oddChannels &* alphas &+ (pixels &>> 8) &* remaining &+ 128
      even = (even &+ (even &>> 8)) &>> 8
      odd = (odd &+ (odd &>> 8)) &>> 8
      let blended = unsafeBitCast(even | odd &<< 8, to: SIMD2<UInt64>.self)
      raw.storeBytes(of: blended[0], toByteOffset: column &* 4, as: UInt64.self)
      raw.storeBytes(of: blended[1], toByteOffset: column &* 4 &+ 8, as: UInt64.self)
      column &+= 4
    }
    blendEach(values, into: destination, from: column, to: end, mask: mask)
  }

  /// `blend(_:into:from:to:mask:)` one pixel at a time.
  @inline(__always)
  private func blendEach(
    _ values: UnsafePointer<UInt8>, into destination: UnsafeMutablePointer<UInt32>, from start: Int, to end: Int,
    mask: UnsafePointer<UInt8>?
  ) {
    guard start < end else { return }
    for column in start..<end {
      var coverage = Int(values[column])
      if coverage == 0 { continue }
      if let mask { coverage = Compositor.multiply(coverage, Int(mask[column])) }
      destination[column] = blended(coverage, over: destination[column])
    }
  }
}
