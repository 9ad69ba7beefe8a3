import KagamiImage

extension Canvas {
  /// Composites `layer` (an offscreen bitmap painted with straight alpha) with its top-left corner at
  /// pixel (`x`, `y`), every pixel's coverage scaled by `opacity`, inside the clip: group opacity.
  public mutating func drawLayer(_ layer: Bitmap, x: Int, y: Int, opacity: UInt8) {
    composite(layer, x: x, y: y, opacity: opacity, mode: .normal)
  }

  /// Composites `layer` at (`x`, `y`) inside the clip, each pixel's coverage `opacity` times the clip
  /// mask's, combined with the backdrop by `mode` (`.normal`: source-over; others: `BlendFunction`,
  /// the layer pixel's alpha scaled by the coverage first).
  ///
  /// Unclipped, fully opaque and in normal mode, runs of opaque layer pixels replace the canvas's
  /// (what blending them would give) by copying.
  mutating func composite(_ layer: Bitmap, x: Int, y: Int, opacity: UInt8, mode: BlendMode) {
    let area = clipRect.intersection(PixelRect(x: x, y: y, width: layer.width, height: layer.height))
    guard !area.isEmpty, opacity > 0 else { return }
    let mask = clipMask
    let stride = bitmap.width
    let layerWidth = layer.width
    let copiesOpaqueRuns = mask == nil && opacity == 255 && mode == .normal
    bitmap.pixels.withUnsafeMutableBytes { raw in
      let pixels = raw.bindMemory(to: UInt32.self).baseAddress!
      layer.pixels.withUnsafeBytes { sourceRaw in
        let source = sourceRaw.bindMemory(to: UInt32.self).baseAddress!
        for row in area.y..<area.maxY {
          let sourceRow = source + ((row - y) * layerWidth - x)
          let destinationRow = pixels + row * stride
          if copiesOpaqueRuns {
            Self.copyOver(from: sourceRow, to: destinationRow, columns: area.x..<area.maxX)
            continue
          }
          for column in area.x..<area.maxX {
            let word = sourceRow[column]
            if word >> 24 == 0 { continue }
            var coverage = Int(opacity)
            if let mask { coverage = Compositor.multiply(coverage, mask.value(x: column, y: row)) }
            destinationRow[column] = Self.blend(word, coverage: coverage, over: destinationRow[column], mode: mode)
          }
        }
      }
    }
  }

  /// One layer pixel at `coverage` over the canvas pixel by `mode`.
  @inline(__always)
  private static func blend(_ word: UInt32, coverage: Int, over pixel: UInt32, mode: BlendMode) -> UInt32 {
    if mode == .normal { return Compositor.blend(word, coverage: coverage, over: pixel) }
    var source = word
    if coverage != 255 {
      source = (word & 0x00FF_FFFF) | UInt32(Compositor.multiply(Int(word >> 24), coverage)) << 24
    }
    return BlendFunction.composite(source, over: pixel, mode: mode)
  }

  /// Source-over of `source[columns]` onto `destination[columns]` at full coverage: runs of opaque
  /// pixels copied (found eight pixels at a time), clear ones skipped, the rest blended.
  @inline(__always)
  private static func copyOver(
    from source: UnsafePointer<UInt32>, to destination: UnsafeMutablePointer<UInt32>, columns: Range<Int>
  ) {
    var column = columns.lowerBound
    let end = columns.upperBound
    let raw = UnsafeRawPointer(source)
    while column < end {
      if source[column] >= 0xFF00_0000 {
        let start = column
        column &+= 1
        // Eight pixels at a time: all opaque when their alpha bytes, ANDed, are all set.
        while column &+ 8 <= end {
          let offset = column &* 4
          let all =
            raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            & raw.loadUnaligned(fromByteOffset: offset &+ 8, as: UInt64.self)
            & raw.loadUnaligned(fromByteOffset: offset &+ 16, as: UInt64.self)
            & raw.loadUnaligned(fromByteOffset: offset &+ 24, as: UInt64.self)
          if all & 0xFF00_0000_FF00_0000 != 0xFF00_0000_FF00_0000 { break }
          column &+= 8
        }
        while column < end && source[column] >= 0xFF00_0000 { column &+= 1 }
        (destination + start).update(from: source + start, count: column &- start)
        continue
      }
      let word = source[column]
      if word >> 24 != 0 { destination[column] = Compositor.blend(word, coverage: 255, over: destination[column]) }
      column &+= 1
    }
  }
}
