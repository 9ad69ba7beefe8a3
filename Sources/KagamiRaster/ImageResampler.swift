/// Resizes RGBA8 images with integer arithmetic only: repeated 2×2 box halving while the image is at
/// least twice the target, then bilinear filtering with 8-bit weights, all on premultiplied alpha.
///
/// Rows are produced on demand (`row(_:from:to:into:)`), so a drawing step resamples only the pixels
/// that are visible and never allocates the whole resized image.
struct ImageResampler {
  /// The target size.
  let width: Int
  let height: Int
  private let source: PremultipliedImage
  private let columns: [BilinearSample]
  private let rows: [BilinearSample]
  private var cache = [HorizontalRow(), HorizontalRow()]
  private var clock = 0

  /// A resampler from `image` to `width` × `height` pixels (both at least 1).
  init(_ image: Bitmap, width: Int, height: Int) {
    precondition(width > 0 && height > 0, "resampling to an empty size")
    self.width = width
    self.height = height
    var source = PremultipliedImage(image)
    while source.width >= 2 * width || source.height >= 2 * height {
      source = source.halved(horizontally: source.width >= 2 * width, vertically: source.height >= 2 * height)
    }
    self.source = source
    columns = BilinearSample.table(from: source.width, to: width)
    rows = BilinearSample.table(from: source.height, to: height)
  }

  /// `image` resized to `width` × `height` pixels.
  static func resize(_ image: Bitmap, width: Int, height: Int) throws -> Bitmap {
    guard image.width != width || image.height != height else { return image }
    var resampler = ImageResampler(image, width: width, height: height)
    var pixels = [UInt8](repeating: 0, count: width * height * 4)
    pixels.withUnsafeMutableBytes { raw in
      let words = raw.bindMemory(to: UInt32.self).baseAddress!
      for y in 0..<height { resampler.row(y, from: 0, to: width, into: words + y * width) }
    }
    return try Bitmap(width: width, height: height, scale: image.scale, pixels: pixels)
  }

  /// Writes target pixels `start..<end` of row `y` as packed straight-alpha words into `output`.
  ///
  /// Separable: each source row is filtered horizontally once (kept for the next target row, which
  /// usually needs it again), then two filtered rows are blended vertically. Channels travel in
  /// 16-bit lanes of one 64-bit word horizontally and in 32-bit lanes of two words vertically; no lane
  /// overflows, so the result is exactly the per-channel formula.
  mutating func row(_ y: Int, from start: Int, to end: Int, into output: UnsafeMutablePointer<UInt32>) {
    let vertical = rows[y]
    let fy = UInt64(vertical.weight)
    let upper = horizontalRow(vertical.first, from: start, to: end)
    let lower = horizontalRow(vertical.second, from: start, to: end)
    let evenLanes: UInt64 = 0x0000_FFFF_0000_FFFF
    let bias: UInt64 = 0x0000_8000_0000_8000
    cache[upper].values.withUnsafeBufferPointer { top in
      cache[lower].values.withUnsafeBufferPointer { bottom in
        for x in 0..<(end - start) {
          let (t, b) = (top[x], bottom[x])
          let redGreen = (t & evenLanes) &* (256 &- fy) &+ (b & evenLanes) &* fy &+ bias
          let blueAlpha = ((t >> 16) & evenLanes) &* (256 &- fy) &+ ((b >> 16) & evenLanes) &* fy &+ bias
          let red = UInt32(truncatingIfNeeded: (redGreen >> 16) & 0xFF)
          let green = UInt32(truncatingIfNeeded: (redGreen >> 48) & 0xFF)
          let blue = UInt32(truncatingIfNeeded: (blueAlpha >> 16) & 0xFF)
          let alpha = UInt32(truncatingIfNeeded: (blueAlpha >> 48) & 0xFF)
          if alpha == 255 {
            output[x] = red | green << 8 | blue << 16 | 0xFF00_0000
          } else if alpha == 0 {
            output[x] = 0
          } else {
            let half = alpha / 2
            output[x] =
              min(255, (red * 255 + half) / alpha) | min(255, (green * 255 + half) / alpha) << 8
              | min(255, (blue * 255 + half) / alpha) << 16 | alpha << 24
          }
        }
      }
    }
  }

  /// The cache slot holding source row `sourceRow` filtered horizontally for target columns
  /// `start..<end` (values × 256, unrounded, in `SolidBlender.lanes` order), filling the older slot
  /// when it is missing.
  private mutating func horizontalRow(_ sourceRow: Int, from start: Int, to end: Int) -> Int {
    clock += 1
    if let slot = cache.firstIndex(where: { $0.sourceRow == sourceRow && $0.start == start && $0.end == end }) {
      cache[slot].age = clock
      return slot
    }
    let slot = cache[0].age <= cache[1].age ? 0 : 1
    var entry = HorizontalRow(sourceRow: sourceRow, start: start, end: end, age: clock, values: [])
    swap(&entry.values, &cache[slot].values)
    if entry.values.count < end - start { entry.values = [UInt64](repeating: 0, count: end - start) }
    source.channels.withUnsafeBytes { channels in
      let line = channels.baseAddress!.assumingMemoryBound(to: UInt32.self) + sourceRow * source.width
      columns.withUnsafeBufferPointer { columns in
        entry.values.withUnsafeMutableBufferPointer { values in
          for x in start..<end {
            let sample = columns[x]
            let fx = UInt64(sample.weight)
            values[x - start] =
              SolidBlender.lanes(line[sample.first]) &* (256 &- fx) &+ SolidBlender.lanes(line[sample.second]) &* fx
          }
        }
      }
    }
    cache[slot] = entry
    return slot
  }
}

/// One source row filtered horizontally, kept for reuse by the next target row.
private struct HorizontalRow {
  var sourceRow = -1
  var start = 0
  var end = 0
  var age = 0
  var values: [UInt64] = []
}

/// For one target pixel: the two source pixels it blends and the weight (0–256) of the second.
struct BilinearSample {
  let first: Int
  let second: Int
  let weight: UInt32

  /// One sample per target index, with pixel centres aligned.
  static func table(from source: Int, to target: Int) -> [BilinearSample] {
    (0..<target).map { index in
      // Centre of target pixel `index` in source space, in 1/256 pixels, minus half a pixel.
      let position = max(0, min((2 * index + 1) * source * 256 / (2 * target) - 128, (source - 1) * 256))
      let first = position >> 8
      return BilinearSample(first: first, second: min(first + 1, source - 1), weight: UInt32(position & 0xFF))
    }
  }
}
