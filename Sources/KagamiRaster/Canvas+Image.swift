import KagamiImage

extension Canvas {
  /// Draws `image` into `rect` (device pixels) with `contentMode`; edges are rounded to whole pixels,
  /// `.fill` clips the overflow to `rect`, and resampling is integer-only (see `ImageResampler`).
  /// The resampled visible region is kept in `ResampledImageCache` for the next draw of the same
  /// image at the same size.
  public mutating func drawImage(_ image: Bitmap, in rect: Rect, contentMode: ContentMode = .fill, opacity: UInt8 = 255)
    throws
  {
    guard rect.isFinite else { throw RasterError.invalidGeometry("image rectangle \(rect) is not finite") }
    let frame = contentMode.frame(imageWidth: image.width, imageHeight: image.height, in: rect).roundedPixels
    guard !frame.isEmpty, opacity > 0 else { return }
    let visible = clipRect.intersection(frame).intersection(contentMode == .fill ? rect.roundedPixels : frame)
    guard !visible.isEmpty else { return }
    let region = PixelRect(x: visible.x - frame.x, y: visible.y - frame.y, width: visible.width, height: visible.height)
    let (words, opaque) = ResampledImageCache.shared.resampled(
      of: image, frameWidth: frame.width, frameHeight: frame.height, region: region
    ) {
      Self.resample(image, frameWidth: frame.width, frameHeight: frame.height, region: region)
    }
    let mask = clipMask
    let stride = bitmap.width
    // An opaque image at full opacity replaces what it covers unclipped: rows are copied (what the
    // blend gives for every pixel), one memmove each.
    let copies = opaque && opacity == 255
    bitmap.pixels.withUnsafeMutableBytes { raw in
      let pixels = raw.bindMemory(to: UInt32.self).baseAddress!
      words.withUnsafeBufferPointer { words in
        guard let mask else {
          for y in visible.y..<visible.maxY {
            let source = words.baseAddress! + (y - visible.y) * visible.width
            let destination = pixels + y * stride + visible.x
            if copies {
              Self.copy(source, count: visible.width, over: destination)
            } else {
              Self.composite(source, count: visible.width, coverage: nil, opacity: opacity, over: destination)
            }
          }
          return
        }
        // The row's columns where the clip is full are composited as if unclipped (the same pixels).
        mask.coverage.withUnsafeBufferPointer { maskValues in
          for y in visible.y..<visible.maxY {
            let source = words.baseAddress! + (y - visible.y) * visible.width - visible.x
            let destination = pixels + y * stride
            let coverage = maskValues.baseAddress! + (y - mask.rect.y) * mask.rect.width - mask.rect.x
            let full = mask.fullPart(y: y, start: visible.x, end: visible.maxX)
            Self.composite(
              source + visible.x, count: full.lowerBound - visible.x, coverage: coverage + visible.x,
              opacity: opacity, over: destination + visible.x)
            if copies {
              Self.copy(source + full.lowerBound, count: full.count, over: destination + full.lowerBound)
            } else {
              Self.composite(
                source + full.lowerBound, count: full.count, coverage: nil, opacity: opacity,
                over: destination + full.lowerBound)
            }
            Self.composite(
              source + full.upperBound, count: visible.maxX - full.upperBound, coverage: coverage + full.upperBound,
              opacity: opacity, over: destination + full.upperBound)
          }
        }
      }
    }
  }

  /// Copies `count` opaque words over `destination`.
  @inline(__always)
  private static func copy(
    _ source: UnsafePointer<UInt32>, count: Int, over destination: UnsafeMutablePointer<UInt32>
  ) {
    guard count > 0 else { return }
    UnsafeMutableRawPointer(destination).copyMemory(from: UnsafeRawPointer(source), byteCount: count &* 4)
  }

  /// Composites one row of image words over `destination`, through clip `coverage` when given. Runs
  /// of four opaque source pixels under full coverage at full opacity are copied (what blending would
  /// give); everything else is blended pixel by pixel.
  ///
  /// Plain pointer loops and scalar loads: SIMD types, `Optional.map` and range iterators are calls
  /// at -Onone, and adopting packages run their snapshot tests in debug builds.
  @inline(__always)
  private static func composite(
    _ source: UnsafePointer<UInt32>, count: Int, coverage: UnsafePointer<UInt8>?, opacity: UInt8,
    over destination: UnsafeMutablePointer<UInt32>
  ) {
    var x = 0
    if opacity == 255 {
      while x &+ 4 <= count {
        var covered = true
        if let coverage {
          covered = coverage[x] & coverage[x &+ 1] & coverage[x &+ 2] & coverage[x &+ 3] == 255
        }
        let first = source[x]
        let second = source[x &+ 1]
        let third = source[x &+ 2]
        let fourth = source[x &+ 3]
        if covered && first & second & third & fourth >= 0xFF00_0000 {
          destination[x] = first
          destination[x &+ 1] = second
          destination[x &+ 2] = third
          destination[x &+ 3] = fourth
        } else {
          let end = x &+ 4
          while x < end {
            blend(source, coverage, opacity, destination, x)
            x &+= 1
          }
          continue
        }
        x &+= 4
      }
    }
    while x < count {
      blend(source, coverage, opacity, destination, x)
      x &+= 1
    }
  }

  @inline(__always)
  private static func blend(
    _ source: UnsafePointer<UInt32>, _ coverage: UnsafePointer<UInt8>?, _ opacity: UInt8,
    _ destination: UnsafeMutablePointer<UInt32>, _ x: Int
  ) {
    var value = Int(opacity)
    if let coverage { value = Compositor.multiply(value, Int(coverage[x])) }
    destination[x] = Compositor.blend(source[x], coverage: value, over: destination[x])
  }

  /// `region` (relative to the frame) of `image` resampled to `frameWidth` × `frameHeight`, as packed
  /// straight-alpha words, row by row.
  private static func resample(_ image: Bitmap, frameWidth: Int, frameHeight: Int, region: PixelRect) -> [UInt32] {
    var resampler = ImageResampler(image, width: frameWidth, height: frameHeight)
    return [UInt32](unsafeUninitializedCapacity: region.width * region.height) { buffer, count in
      for row in 0..<region.height {
        resampler.row(
          region.y + row, from: region.x, to: region.maxX, into: buffer.baseAddress! + row * region.width)
      }
      count = region.width * region.height
    }
  }
}
