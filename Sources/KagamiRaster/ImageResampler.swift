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
  /// usually needs it again), then two filtered rows are blended vertically.
  mutating func row(_ y: Int, from start: Int, to end: Int, into output: UnsafeMutablePointer<UInt32>) {
    let vertical = rows[y]
    let fy = vertical.weight
    let count = end - start
    let upper = horizontalRow(vertical.first, from: start, to: end)
    let lower = horizontalRow(vertical.second, from: start, to: end)
    cache[upper].values.withUnsafeBufferPointer { top in
      cache[lower].values.withUnsafeBufferPointer { bottom in
        for x in 0..<count {
          let base = x * 4
          let red = (top[base] &* (256 &- fy) &+ bottom[base] &* fy &+ 32_768) >> 16
          let green = (top[base + 1] &* (256 &- fy) &+ bottom[base + 1] &* fy &+ 32_768) >> 16
          let blue = (top[base + 2] &* (256 &- fy) &+ bottom[base + 2] &* fy &+ 32_768) >> 16
          let alpha = (top[base + 3] &* (256 &- fy) &+ bottom[base + 3] &* fy &+ 32_768) >> 16
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
  /// `start..<end` (values × 256, not rounded), filling the older slot when it is missing.
  private mutating func horizontalRow(_ sourceRow: Int, from start: Int, to end: Int) -> Int {
    if let slot = cache.firstIndex(where: { $0.sourceRow == sourceRow && $0.start == start && $0.end == end }) {
      clock += 1
      cache[slot].age = clock
      return slot
    }
    let slot = cache[0].age <= cache[1].age ? 0 : 1
    clock += 1
    var entry = HorizontalRow(sourceRow: sourceRow, start: start, end: end, age: clock, values: [])
    swap(&entry.values, &cache[slot].values)
    if entry.values.count < (end - start) * 4 { entry.values = [UInt32](repeating: 0, count: (end - start) * 4) }
    source.channels.withUnsafeBufferPointer { channels in
      let line = channels.baseAddress! + sourceRow * source.width * 4
      columns.withUnsafeBufferPointer { columns in
        entry.values.withUnsafeMutableBufferPointer { values in
          for x in start..<end {
            let sample = columns[x]
            let fx = sample.weight
            let left = line + sample.first * 4
            let right = line + sample.second * 4
            let base = (x - start) * 4
            for channel in 0..<4 {
              values[base + channel] = UInt32(left[channel]) &* (256 &- fx) &+ UInt32(right[channel]) &* fx
            }
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
  var values: [UInt32] = []
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
