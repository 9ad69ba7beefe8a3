import KagamiImage

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
  /// usually needs it again), then two filtered rows are blended vertically, four pixels at a time in
  /// 16-bit SIMD lanes. The result is exactly the per-channel formula
  /// `(top × (256 − fy) + bottom × fy + 32768) >> 16` (see `blendVertically`).
  mutating func row(_ y: Int, from start: Int, to end: Int, into output: UnsafeMutablePointer<UInt32>) {
    let vertical = rows[y]
    let weightBottom = UInt64(vertical.weight)
    let weightTop = 256 - weightBottom
    let upper = horizontalRow(vertical.first, from: start, to: end)
    let lower = horizontalRow(vertical.second, from: start, to: end)
    let count = end - start
    cache[upper].values.withUnsafeBufferPointer { top in
      cache[lower].values.withUnsafeBufferPointer { bottom in
        #if DEBUG
          // Debug builds (every adopting package's `swift test`): SIMD types are generic calls at
          // -Onone, so one pixel at a time in the lanes of a word, through transparent arithmetic.
          // The same bytes as the SIMD path (`ImageResamplerTests`).
          var topPixel = top.baseAddress!
          var bottomPixel = bottom.baseAddress!
          var pixel = output
          let last = output + count
          while pixel < last {
            pixel.pointee = PixelLanes.straight(
              PixelLanes.interpolate(
                topPixel.pointee, bottomPixel.pointee, weightTop: weightTop, weightBottom: weightBottom))
            pixel += 1
            topPixel += 1
            bottomPixel += 1
          }
        #else
          Self.blendRow(
            UnsafeRawBufferPointer(top), UnsafeRawBufferPointer(bottom), count: count,
            weightTop: UInt16(weightTop), weightBottom: UInt16(weightBottom), into: output)
        #endif
      }
    }
  }

  /// Release builds: four pixels at a time in 16-bit SIMD lanes.
  static func blendRow(
    _ top: UnsafeRawBufferPointer, _ bottom: UnsafeRawBufferPointer, count: Int, weightTop: UInt16,
    weightBottom: UInt16, into output: UnsafeMutablePointer<UInt32>
  ) {
    let raw = UnsafeMutableRawPointer(output)
    var x = 0
    while x + 4 <= count {
      let bytes = Self.blendVertically(
        top.loadUnaligned(fromByteOffset: x * 8, as: SIMD16<UInt16>.self),
        bottom.loadUnaligned(fromByteOffset: x * 8, as: SIMD16<UInt16>.self), weightTop, weightBottom)
      if bytes[3] & bytes[7] & bytes[11] & bytes[15] == 255 {
        raw.storeBytes(of: bytes, toByteOffset: x * 4, as: SIMD16<UInt8>.self)
      } else {
        for pixel in 0..<4 {
          let base = pixel * 4
          output[x + pixel] = Self.straight(bytes[base], bytes[base + 1], bytes[base + 2], bytes[base + 3])
        }
      }
      x += 4
    }
    while x < count {
      let bytes = Self.blendVertically(
        Self.single(top, x), Self.single(bottom, x), weightTop, weightBottom)
      output[x] = Self.straight(bytes[0], bytes[1], bytes[2], bytes[3])
      x += 1
    }
  }

  /// `(top × weightTop + bottom × weightBottom + 32768) >> 16` per lane, for lanes ≤ 65280 and
  /// weights summing to 256, without leaving 16 bits: splitting each value into its high and low
  /// bytes gives `high = Th·a + Bh·w` and `low = Tl·a + Bl·w` (each ≤ 255 × 256), and the result is
  /// `(high + (low >> 8) + 128) >> 8` exactly (the sum never exceeds 65535, as the result ≤ 255).
  @inline(__always)
  static func blendVertically(
    _ top: SIMD16<UInt16>, _ bottom: SIMD16<UInt16>, _ weightTop: UInt16, _ weightBottom: UInt16
  ) -> SIMD16<UInt8> {
    let high = (top &>> 8) &* weightTop &+ (bottom &>> 8) &* weightBottom
    let low = (top & 0xFF) &* weightTop &+ (bottom & 0xFF) &* weightBottom
    return SIMD16<UInt8>(truncatingIfNeeded: (high &+ (low &>> 8) &+ 128) &>> 8)
  }

  /// One filtered pixel's four 16-bit lanes, padded to four pixels.
  @inline(__always)
  private static func single(_ values: UnsafeRawBufferPointer, _ x: Int) -> SIMD16<UInt16> {
    let one = values.loadUnaligned(fromByteOffset: x * 8, as: SIMD4<UInt16>.self)
    return SIMD16(lowHalf: SIMD8(lowHalf: one, highHalf: .zero), highHalf: .zero)
  }

  /// A premultiplied pixel back to a packed straight-alpha word, rounding each colour channel.
  @inline(__always)
  private static func straight(_ red: UInt8, _ green: UInt8, _ blue: UInt8, _ alpha: UInt8) -> UInt32 {
    let a = UInt32(alpha)
    if a == 255 { return UInt32(red) | UInt32(green) << 8 | UInt32(blue) << 16 | 0xFF00_0000 }
    if a == 0 { return 0 }
    func channel(_ value: UInt8) -> UInt32 { min(255, (UInt32(value) * 255 + a / 2) / a) }
    return channel(red) | channel(green) << 8 | channel(blue) << 16 | a << 24
  }

  /// The cache slot holding source row `sourceRow` filtered horizontally for target columns
  /// `start..<end` (values × 256, unrounded, one 16-bit lane per channel in RGBA order), filling the
  /// older slot when it is missing.
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
    #if DEBUG
      // Debug builds: one pixel's lanes in a word instead of SIMD types (generic calls at -Onone);
      // the same values (`DebugFastPathTests.horizontalFilterMatchesTheSIMDRow`).
      source.channels.withUnsafeBytes { channels in
        let line = channels.bindMemory(to: UInt32.self).baseAddress! + sourceRow * source.width
        columns.withUnsafeBufferPointer { columns in
          entry.values.withUnsafeMutableBufferPointer { values in
            var sample = columns.baseAddress! + start
            var value = values.baseAddress!
            let last = value + (end - start)
            while value < last {
              let right = UInt64(sample.pointee.weight)
              value.pointee =
                Self.rgbaLanes(line[sample.pointee.first]) &* (256 &- right)
                &+ Self.rgbaLanes(line[sample.pointee.second]) &* right
              value += 1
              sample += 1
            }
          }
        }
      }
      cache[slot] = entry
      return slot
    #else
      horizontalRowSIMD(sourceRow, from: start, to: end, into: &entry)
      cache[slot] = entry
      return slot
    #endif
  }

  /// A packed RGBA word's bytes in the 16-bit lanes of a word, in RGBA order (R at bit 0, A at 48).
  @inline(__always)
  static func rgbaLanes(_ word: UInt32) -> UInt64 {
    let wide = UInt64(word)
    return (wide & 0xFF) | (wide & 0xFF00) &<< 8 | (wide & 0xFF_0000) &<< 16 | (wide & 0xFF00_0000) &<< 24
  }

  /// Release builds: `horizontalRow`'s filtering with SIMD loads, two neighbours in one.
  func horizontalRowSIMD(_ sourceRow: Int, from start: Int, to end: Int, into entry: inout HorizontalRow) {
    source.channels.withUnsafeBytes { channels in
      let line = channels.baseAddress! + sourceRow * source.width * 4
      columns.withUnsafeBufferPointer { columns in
        entry.values.withUnsafeMutableBytes { values in
          for x in start..<end {
            let sample = columns[x]
            let right = UInt16(sample.weight)
            let left = 256 &- right
            if sample.second == sample.first + 1 {
              // Neighbours: one 8-byte load holds both pixels.
              let pair = SIMD8<UInt16>(
                truncatingIfNeeded: line.loadUnaligned(fromByteOffset: sample.first * 4, as: SIMD8<UInt8>.self))
              let product = pair &* SIMD8(lowHalf: SIMD4(repeating: left), highHalf: SIMD4(repeating: right))
              values.storeBytes(
                of: product.lowHalf &+ product.highHalf, toByteOffset: (x - start) * 8, as: SIMD4<UInt16>.self)
              continue
            }
            let first = SIMD4<UInt16>(
              truncatingIfNeeded: line.loadUnaligned(fromByteOffset: sample.first * 4, as: SIMD4<UInt8>.self))
            let second = SIMD4<UInt16>(
              truncatingIfNeeded: line.loadUnaligned(fromByteOffset: sample.second * 4, as: SIMD4<UInt8>.self))
            // At most 255 × 256 per lane: no 16-bit lane overflows.
            values.storeBytes(
              of: first &* left &+ second &* right, toByteOffset: (x - start) * 8, as: SIMD4<UInt16>.self)
          }
        }
      }
    }
  }
}

/// One source row filtered horizontally, kept for reuse by the next target row.
struct HorizontalRow {
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
